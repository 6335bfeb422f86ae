#include "attention/occupation_gender.h"

#include <algorithm>
#include <set>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "util/text_fields.h"

namespace attn {

namespace {

// Lowercase for comparing German words: ASCII and the capital umlauts (Ä Ö Ü, two bytes in UTF-8).
std::string lower_german(std::string_view word) {
  std::string out;
  out.reserve(word.size());
  for (std::size_t i = 0; i < word.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(word[i]);
    if (c == 0xC3 && i + 1 < word.size()) {
      const unsigned char next = static_cast<unsigned char>(word[i + 1]);
      out += char(c);
      out += (next == 0x84 || next == 0x96 || next == 0x9C) ? char(next + 0x20) : char(next);  // Ä Ö Ü
      ++i;
    } else {
      out += (c >= 'A' && c <= 'Z') ? char(c - 'A' + 'a') : char(c);
    }
  }
  return out;
}

// Words: runs of letters (ASCII letters, and every byte of a UTF-8 sequence); punctuation and digits split.
std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t start = std::string_view::npos;
  auto is_letter = [](unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
  };
  for (std::size_t i = 0; i <= text.size(); ++i) {
    const bool letter = i < text.size() && is_letter(static_cast<unsigned char>(text[i]));
    if (letter && start == std::string_view::npos) start = i;
    if (!letter && start != std::string_view::npos) {
      words.push_back(text.substr(start, i - start));
      start = std::string_view::npos;
    }
  }
  return words;
}

bool matches_masculine(const std::string& word, const std::string& form) {
  if (word == form) return true;
  for (const char* ending : {"e", "en", "n", "es", "s"})
    if (word == form + ending) return true;
  return false;
}

bool matches_feminine(const std::string& word, const std::string& form) {
  return word == form || word == form + "nen";  // Ärztin, Ärztinnen
}

// The gender an article before a form both genders share gives it ("die CEO", "der Angestellte").
TranslatedGender gender_of_article(const std::string& article) {
  static const std::set<std::string> kFeminine = {"die", "eine", "diese", "jene"};
  static const std::set<std::string> kMasculine = {"der",   "den",   "dem",   "des",    "ein",
                                                   "einen", "einem", "eines", "dieser", "diesen"};
  if (kFeminine.count(article)) return TranslatedGender::kFeminine;
  if (kMasculine.count(article)) return TranslatedGender::kMasculine;
  return TranslatedGender::kNotFound;
}

}  // namespace

std::vector<OccupationForms> parse_occupation_lexicon(const std::string& text, const std::string& file_name) {
  std::vector<OccupationForms> lexicon;
  std::set<std::string> seen;
  std::istringstream in(text);
  std::string line;
  int line_number = 0;
  auto fail = [&](const std::string& why) {
    throw Error(file_name + ":" + std::to_string(line_number) + ": " + why);
  };
  while (std::getline(in, line)) {
    ++line_number;
    const std::string trimmed = trim(line);
    if (trimmed.empty() || trimmed.front() == '#') continue;
    const std::vector<std::string> fields = split_fields(line, '\t', true);
    if (fields.size() != 3) fail("expected 3 tab-separated fields (English, masculine, feminine forms)");
    OccupationForms forms;
    forms.english = lower_german(fields[0]);
    if (forms.english.empty()) fail("the English occupation is empty");
    if (!seen.insert(forms.english).second) fail("'" + fields[0] + "' is listed twice");
    for (const std::string& f : split_fields(fields[1], '|', true))
      if (!f.empty()) forms.masculine.push_back(f);
    for (const std::string& f : split_fields(fields[2], '|', true))
      if (!f.empty()) forms.feminine.push_back(f);
    if (forms.masculine.empty() || forms.feminine.empty())
      fail("'" + fields[0] + "' needs at least one masculine and one feminine form");
    lexicon.push_back(std::move(forms));
  }
  if (lexicon.empty()) throw Error(file_name + ": no occupations");
  return lexicon;
}

std::vector<OccupationForms> read_occupation_lexicon(const std::filesystem::path& file) {
  return parse_occupation_lexicon(read_file(file, std::uintmax_t(16) << 20), file.string());
}

OccupationInTranslation find_occupation(const OccupationForms& forms, std::string_view german) {
  const std::vector<std::string_view> words = words_of(german);
  for (std::size_t i = 0; i < words.size(); ++i) {
    const std::string word = lower_german(words[i]);
    const bool feminine =
        std::any_of(forms.feminine.begin(), forms.feminine.end(),
                    [&](const std::string& f) { return matches_feminine(word, lower_german(f)); });
    const bool masculine =
        std::any_of(forms.masculine.begin(), forms.masculine.end(),
                    [&](const std::string& f) { return matches_masculine(word, lower_german(f)); });
    if (!feminine && !masculine) continue;
    OccupationInTranslation found;
    found.word = std::string(words[i]);
    if (feminine && masculine)
      found.gender = i > 0 ? gender_of_article(lower_german(words[i - 1])) : TranslatedGender::kNotFound;
    else
      found.gender = feminine ? TranslatedGender::kFeminine : TranslatedGender::kMasculine;
    return found;
  }
  return {};
}

int GenderAccuracyReport::count(const char* gold) const {
  return int(std::count_if(items.begin(), items.end(),
                           [&](const GenderItem& i) { return !gold || i.gold == gold; }));
}

int GenderAccuracyReport::correct(const char* gold) const {
  return int(std::count_if(items.begin(), items.end(),
                           [&](const GenderItem& i) { return (!gold || i.gold == gold) && i.correct(); }));
}

int GenderAccuracyReport::found(const char* gold) const {
  return int(std::count_if(items.begin(), items.end(), [&](const GenderItem& i) {
    return (!gold || i.gold == gold) && i.found.gender != TranslatedGender::kNotFound;
  }));
}

double GenderAccuracyReport::accuracy(const char* gold) const {
  const int n = count(gold);
  return n > 0 ? double(correct(gold)) / double(n) : 0.0;
}

GenderAccuracyReport score_occupation_gender(const std::vector<AntecedentItem>& items,
                                             const std::vector<std::string>& translations,
                                             const std::vector<OccupationForms>& lexicon) {
  if (translations.size() != items.size())
    throw Error("occupation gender: " + std::to_string(translations.size()) + " translations for " +
                std::to_string(items.size()) + " items");
  GenderAccuracyReport report;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const AntecedentItem& item = items[i];
    if (item.gender != "male" && item.gender != "female") {
      ++report.skipped_neutral;
      continue;
    }
    const std::string occupation = lower_german(item.noun);
    const auto forms = std::find_if(lexicon.begin(), lexicon.end(),
                                    [&](const OccupationForms& f) { return f.english == occupation; });
    if (forms == lexicon.end()) {
      ++report.skipped_unlisted;
      continue;
    }
    GenderItem scored;
    scored.line = item.line;
    scored.gold = item.gender;
    scored.occupation = occupation;
    scored.sentence = item.sentence;
    scored.translation = translations[i];
    scored.found = find_occupation(*forms, translations[i]);
    report.items.push_back(std::move(scored));
  }
  return report;
}

}  // namespace attn
