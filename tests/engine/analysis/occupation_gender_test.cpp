// WinoMT's gender check for German: the antecedent's occupation found in a translation by its forms, its
// gender from the form or, for a form both genders share, from the article; accuracy counted by hand.
#include "attention/occupation_gender.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>

#include "attention/error.h"

namespace {

const char* const kLexicon =
    "# comment\n"
    "doctor\tArzt|Doktor\tÄrztin|Doktorin\n"
    "customer\tKunde\tKundin\n"
    "ceo\tGeschäftsführer|CEO\tGeschäftsführerin|CEO\n"
    "\n";

attn::OccupationForms forms(const char* english) {
  for (auto& f : attn::parse_occupation_lexicon(kLexicon, "lexicon.tsv"))
    if (f.english == english) return f;
  ADD_FAILURE() << english;
  return {};
}

attn::AntecedentItem item(const char* gender, const char* noun, int line) {
  attn::AntecedentItem i;
  i.gender = gender;
  i.noun = noun;
  i.line = line;
  i.sentence = std::string("The ") + noun + " …";
  return i;
}

}  // namespace

TEST(OccupationGender, FormsDecideTheGenderAndSharedFormsTheirArticle) {
  using G = attn::TranslatedGender;
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "Die Ärztin half ihm.").gender, G::kFeminine);
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "Der Arzt half ihr.").gender, G::kMasculine);
  // Capitals and lowercase alike, inflected masculine forms, the feminine plural.
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "ÄRZTIN").gender, G::kFeminine);
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "des Arztes").gender, G::kMasculine);
  EXPECT_EQ(attn::find_occupation(forms("customer"), "Er gab dem Kunden einen Tipp.").gender, G::kMasculine);
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "Die Ärztinnen kamen.").gender, G::kFeminine);
  // "Arztpraxis" is not the occupation: whole words only.
  EXPECT_EQ(attn::find_occupation(forms("doctor"), "Die Arztpraxis war zu.").gender, G::kNotFound);
  // A form both genders share: the article decides, and without one it stays undecided.
  EXPECT_EQ(attn::find_occupation(forms("ceo"), "Die CEO lachte.").gender, G::kFeminine);
  EXPECT_EQ(attn::find_occupation(forms("ceo"), "Er traf den CEO.").gender, G::kMasculine);
  EXPECT_EQ(attn::find_occupation(forms("ceo"), "CEO lachte.").gender, G::kNotFound);
  const auto found = attn::find_occupation(forms("customer"), "Die Kundin, die kam.");
  EXPECT_EQ(found.word, "Kundin");
}

TEST(OccupationGender, AccuracyCountsByGoldGenderAndLeavesOutNeutralAndUnlistedItems) {
  const auto lexicon = attn::parse_occupation_lexicon(kLexicon, "lexicon.tsv");
  const std::vector<attn::AntecedentItem> items = {item("female", "doctor", 1), item("male", "doctor", 2),
                                                   item("female", "customer", 3),
                                                   item("neutral", "doctor", 4), item("male", "nurse", 5)};
  const std::vector<std::string> translations = {"Die Ärztin kam.", "Die Ärztin kam.", "Ein Mann.",
                                                 "Der Arzt kam.", "Der Pfleger kam."};
  const attn::GenderAccuracyReport r = attn::score_occupation_gender(items, translations, lexicon);
  EXPECT_EQ(r.count(), 3);
  EXPECT_EQ(r.skipped_neutral, 1);
  EXPECT_EQ(r.skipped_unlisted, 1);
  EXPECT_EQ(r.correct(), 1);  // item 1 only: item 2 is feminine for a man, item 3 names no customer
  EXPECT_DOUBLE_EQ(r.accuracy(), 1.0 / 3.0);
  EXPECT_DOUBLE_EQ(r.accuracy("female"), 0.5);
  EXPECT_DOUBLE_EQ(r.accuracy("male"), 0.0);
  EXPECT_EQ(r.found(), 2);
  EXPECT_THROW(attn::score_occupation_gender(items, {"one"}, lexicon), attn::Error);
}

TEST(OccupationGender, MalformedLexiconLinesAreNamed) {
  auto message = [](const std::string& text) {
    try {
      attn::parse_occupation_lexicon(text, "l.tsv");
    } catch (const attn::Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message("doctor\tArzt\n"),
            "l.tsv:1: expected 3 tab-separated fields (English, masculine, feminine forms)");
  EXPECT_EQ(message("# c\ndoctor\tArzt\t\n"),
            "l.tsv:2: 'doctor' needs at least one masculine and one feminine form");
  EXPECT_EQ(message("doctor\tArzt\tÄrztin\nDoctor\tArzt\tÄrztin\n"), "l.tsv:2: 'Doctor' is listed twice");
  EXPECT_EQ(message("# only comments\n"), "l.tsv: no occupations");
}

TEST(OccupationGender, TheBundledLexiconCoversWinoMTsGenderedOccupations) {
  const auto lexicon = attn::read_occupation_lexicon(std::filesystem::path(ATTN_SOURCE_DIR) /
                                                     "resources/winomt/occupations-de.tsv");
  EXPECT_GE(lexicon.size(), 95u);
  const std::filesystem::path winomt = std::filesystem::path(ATTN_SHARED_DIR) / "data/winomt/en.tsv";
  if (!std::filesystem::exists(winomt)) GTEST_SKIP() << winomt << " is not here";
  const auto items = attn::read_antecedent_items(winomt);
  // Left out: only the occupations German names with one gender for everybody.
  for (const auto& i : items) {
    std::string noun = i.noun;
    for (char& c : noun) c = char(std::tolower(static_cast<unsigned char>(c)));
    const bool listed = std::any_of(lexicon.begin(), lexicon.end(),
                                    [&](const attn::OccupationForms& f) { return f.english == noun; });
    EXPECT_TRUE(listed || noun == "someone" || noun == "child" || noun == "victim") << noun;
  }
  const attn::GenderAccuracyReport r =
      attn::score_occupation_gender(items, std::vector<std::string>(items.size()), lexicon);
  EXPECT_GT(r.count(), 1700);
}
