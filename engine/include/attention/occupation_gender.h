// WinoMT's question for a German translation (Stanovsky, Smith and Zettlemoyer 2019): is the antecedent's
// occupation translated with the gender that the English pronoun fixes ("The doctor … because she …" →
// "die Ärztin")? The occupation is found in the translation by its German forms (a lexicon such as
// resources/winomt/occupations-de.tsv); a form both genders share ("der/die CEO") is decided by the article
// before it. Translations that do not name the occupation by any listed form are counted apart.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "attention/antecedent_heads.h"

namespace attn {

struct OccupationForms {
  std::string english;                           // lowercase, as WinoMT names it ("doctor")
  std::vector<std::string> masculine, feminine;  // German forms ("Arzt", "Doktor" / "Ärztin", "Doktorin")
};

// Tab-separated lines: english, masculine forms, feminine forms (alternatives separated by "|"); "#" lines
// and blank lines are skipped. Throws attn::Error naming the file and line for a malformed line or a repeated
// occupation, and for a file without entries.
std::vector<OccupationForms> parse_occupation_lexicon(const std::string& text, const std::string& file_name);
std::vector<OccupationForms> read_occupation_lexicon(const std::filesystem::path& file);

enum class TranslatedGender { kMasculine, kFeminine, kNotFound };

struct OccupationInTranslation {
  TranslatedGender gender = TranslatedGender::kNotFound;
  std::string word;  // as the translation has it, empty when not found
};

// The first word of `german` that is one of the forms (case-insensitive; a masculine form also with the
// endings -e, -en, -n, -es, -s, a feminine one also as its plural -nen).
OccupationInTranslation find_occupation(const OccupationForms& forms, std::string_view german);

struct GenderItem {
  int line = 0;
  std::string gold;  // "male" or "female"
  std::string occupation, sentence, translation;
  OccupationInTranslation found;
  bool correct() const {
    return (gold == "male" && found.gender == TranslatedGender::kMasculine) ||
           (gold == "female" && found.gender == TranslatedGender::kFeminine);
  }
};

struct GenderAccuracyReport {
  std::vector<GenderItem> items;  // the gendered items whose occupation the lexicon has, in file order
  int skipped_neutral = 0;        // items whose pronoun fixes no gender
  int skipped_unlisted = 0;       // items whose occupation the lexicon does not have
  int count(const char* gold = nullptr) const;
  int correct(const char* gold = nullptr) const;
  int found(const char* gold = nullptr) const;
  // Correct over all counted items (a translation that names the occupation otherwise is not correct).
  double accuracy(const char* gold = nullptr) const;
};

// Scores `translations` (one per item, in order) of WinoMT items.
GenderAccuracyReport score_occupation_gender(const std::vector<AntecedentItem>& items,
                                             const std::vector<std::string>& translations,
                                             const std::vector<OccupationForms>& lexicon);

}  // namespace attn
