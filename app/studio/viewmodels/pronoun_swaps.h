// Minimal pairs for the Probe view: a German sentence with its third-person pronoun swapped among the forms
// of one grammatical case (nominative er / sie / es, accusative ihn / sie / es, dative ihm / ihr), so the
// candidates differ in that one word. Qt-free, so it is tested on its own.
#pragma once

#include <string>
#include <vector>

namespace studio {

enum class PronounCase { kAuto, kNominative, kAccusative, kDative };

struct PronounSwap {
  int word = -1;  // the swapped word: index among the sentence's whitespace-separated words
  PronounCase grammatical_case = PronounCase::kNominative;
  std::vector<std::string> forms;      // masculine, feminine, neuter order, repeats removed
  std::vector<std::string> sentences;  // one a form, the rest of the sentence unchanged
  int original = 0;                    // the sentence that equals the input
};

// The sentence's words (split at whitespace) that are a swappable German pronoun: er, sie, es, ihn, ihm, ihr,
// in any capitalisation and with punctuation around them.
std::vector<int> germanPronounWords(const std::string& sentence);

// The swap set for the pronoun at `word` (-1: the first one). kAuto reads the case from the pronoun itself
// (ihn: accusative; ihm, ihr: dative; er: nominative); sie and es are nominative unless an accusative or
// dative preposition stands right before them. Capitalisation and punctuation of the word are kept. Returns
// an empty swap (word -1) when that word is no pronoun or the sentence has none.
PronounSwap swapGermanPronoun(const std::string& sentence, int word = -1,
                              PronounCase grammatical_case = PronounCase::kAuto);

// English pronouns whose encoder row the Probe view shows by default.
bool isEnglishPronoun(const std::string& word);

}  // namespace studio
