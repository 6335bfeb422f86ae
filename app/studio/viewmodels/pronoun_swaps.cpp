#include "viewmodels/pronoun_swaps.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace studio {

namespace {

struct WordSpan {
  std::size_t begin = 0, end = 0;            // the whole whitespace-separated word
  std::size_t core_begin = 0, core_end = 0;  // its letters, without punctuation around them
};

bool isLetter(unsigned char c) { return std::isalpha(c) || c >= 0x80; }  // UTF-8 bytes count as letters

std::vector<WordSpan> splitWords(const std::string& s) {
  std::vector<WordSpan> words;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    if (i >= s.size()) break;
    WordSpan w;
    w.begin = i;
    while (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    w.end = i;
    w.core_begin = w.begin;
    while (w.core_begin < w.end && !isLetter(static_cast<unsigned char>(s[w.core_begin]))) ++w.core_begin;
    w.core_end = w.end;
    while (w.core_end > w.core_begin && !isLetter(static_cast<unsigned char>(s[w.core_end - 1])))
      --w.core_end;
    words.push_back(w);
  }
  return words;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));  // ASCII: enough for pronouns
  return s;
}

std::string coreOf(const std::string& s, const WordSpan& w) {
  return lower(s.substr(w.core_begin, w.core_end - w.core_begin));
}

bool isGermanPronoun(const std::string& bare) {
  static const std::set<std::string> p = {"er", "sie", "es", "ihn", "ihm", "ihr"};
  return p.count(bare) > 0;
}

PronounCase caseOf(const std::string& bare, const std::string& previous) {
  if (bare == "ihn") return PronounCase::kAccusative;
  if (bare == "ihm" || bare == "ihr") return PronounCase::kDative;
  if (bare == "er") return PronounCase::kNominative;
  // sie / es: the same form in nominative and accusative; a preposition before them settles it.
  static const std::set<std::string> accusative = {"für", "durch", "gegen", "ohne", "um"};
  if (accusative.count(previous)) return PronounCase::kAccusative;
  return PronounCase::kNominative;
}

std::vector<std::string> formsOf(PronounCase c) {
  switch (c) {
    case PronounCase::kAccusative:
      return {"ihn", "sie", "es"};
    case PronounCase::kDative:
      return {"ihm", "ihr"};  // masculine and neuter share "ihm"
    default:
      return {"er", "sie", "es"};
  }
}

// The replacement spelled like the original: "Er" -> "Sie", "ER" -> "SIE".
std::string spelledLike(const std::string& form, const std::string& original) {
  std::string out = form;
  const bool first_upper = !original.empty() && std::isupper(static_cast<unsigned char>(original[0]));
  const bool all_upper = original.size() > 1 && std::all_of(original.begin(), original.end(), [](char c) {
                           return std::isupper(static_cast<unsigned char>(c));
                         });
  if (all_upper)
    for (char& c : out) c = char(std::toupper(static_cast<unsigned char>(c)));
  else if (first_upper)
    out[0] = char(std::toupper(static_cast<unsigned char>(out[0])));
  return out;
}

}  // namespace

std::vector<int> germanPronounWords(const std::string& sentence) {
  std::vector<int> out;
  const auto words = splitWords(sentence);
  for (int w = 0; w < int(words.size()); ++w)
    if (isGermanPronoun(coreOf(sentence, words[std::size_t(w)]))) out.push_back(w);
  return out;
}

PronounSwap swapGermanPronoun(const std::string& sentence, int word, PronounCase grammatical_case) {
  const auto words = splitWords(sentence);
  if (word < 0) {
    const auto pronouns = germanPronounWords(sentence);
    if (pronouns.empty()) return {};
    word = pronouns.front();
  }
  if (word >= int(words.size())) return {};
  const WordSpan& w = words[std::size_t(word)];
  const std::string bare = coreOf(sentence, w);
  if (!isGermanPronoun(bare)) return {};
  const std::string previous = word > 0 ? coreOf(sentence, words[std::size_t(word) - 1]) : std::string();

  PronounSwap swap;
  swap.word = word;
  swap.grammatical_case = grammatical_case == PronounCase::kAuto ? caseOf(bare, previous) : grammatical_case;
  swap.forms = formsOf(swap.grammatical_case);
  swap.original = -1;
  const std::string original = sentence.substr(w.core_begin, w.core_end - w.core_begin);
  for (std::size_t f = 0; f < swap.forms.size(); ++f) {
    if (swap.forms[f] == bare) swap.original = int(f);
    swap.sentences.push_back(sentence.substr(0, w.core_begin) + spelledLike(swap.forms[f], original) +
                             sentence.substr(w.core_end));
  }
  return swap;
}

bool isEnglishPronoun(const std::string& word) {
  static const std::set<std::string> p = {"it", "he", "she", "they", "him", "her", "them"};
  std::string bare;
  for (unsigned char c : word)
    if (std::isalpha(c)) bare += char(std::tolower(c));
  return p.count(bare) > 0;
}

}  // namespace studio
