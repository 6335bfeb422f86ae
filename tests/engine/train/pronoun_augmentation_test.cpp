#include "attention/pronoun_augmentation.h"

#include <gtest/gtest.h>

#include "attention/error.h"

namespace {

using attn::Gender;
using attn::GrammaticalCase;

attn::NounLexicon test_lexicon() {
  return attn::NounLexicon({{"table", "Tisch", Gender::masculine},
                            {"apple", "Apfel", Gender::masculine},
                            {"hammer", "Hammer", Gender::masculine},
                            {"lamp", "Lampe", Gender::feminine},
                            {"book", "Buch", Gender::neuter},
                            {"car", "Auto", Gender::neuter},
                            {"bed", "Bett", Gender::neuter}});
}

// The variant of (en, de) with its antecedent replaced by the lexicon's noun `english`; "" when none.
std::pair<std::string, std::string> variant(const std::string& en, const std::string& de,
                                            const std::string& english) {
  const auto lexicon = test_lexicon();
  const auto found = attn::find_pronoun_site(en, de, lexicon);
  if (!found.site) return {"no site", attn::skip_reason_name(found.reason)};
  const auto v = attn::make_variant(en, de, *found.site, *lexicon.by_english(english));
  if (!v) return {"", ""};
  return {v->english, v->german};
}

using Pair = std::pair<std::string, std::string>;

TEST(PronounAugmentation, AccusativeNounNominativePronounToEachGender) {
  const std::string en = "I bought a table. It was expensive.",
                    de = "Ich habe einen Tisch gekauft. Er war teuer.";
  EXPECT_EQ(variant(en, de, "lamp"),
            Pair("I bought a lamp. It was expensive.", "Ich habe eine Lampe gekauft. Sie war teuer."));
  EXPECT_EQ(variant(en, de, "book"),
            Pair("I bought a book. It was expensive.", "Ich habe ein Buch gekauft. Es war teuer."));
  EXPECT_EQ(variant(en, de, "apple"),
            Pair("I bought an apple. It was expensive.", "Ich habe einen Apfel gekauft. Er war teuer."));
}

TEST(PronounAugmentation, FeminineSourceTakesItsCaseFromTheSubjectBeforeIt) {
  // "eine Lampe" is nominative or accusative; "Ich" before it makes it the object, so "einen" for a
  // masculine.
  EXPECT_EQ(
      variant("I bought a lamp. It was expensive.", "Ich habe eine Lampe gekauft. Sie war teuer.", "apple"),
      Pair("I bought an apple. It was expensive.", "Ich habe einen Apfel gekauft. Er war teuer."));
}

TEST(PronounAugmentation, AccusativePronoun) {
  const auto site = attn::find_pronoun_site("The book is old, but I like it.",
                                            "Das Buch ist alt, aber ich mag es.", test_lexicon());
  ASSERT_TRUE(site.site);
  EXPECT_EQ(site.site->noun_case, GrammaticalCase::nominative);
  EXPECT_EQ(site.site->pronoun_case, GrammaticalCase::accusative);
  EXPECT_EQ(variant("The book is old, but I like it.", "Das Buch ist alt, aber ich mag es.", "table"),
            Pair("The table is old, but I like it.", "Der Tisch ist alt, aber ich mag ihn."));
  EXPECT_EQ(variant("The book is old, but I like it.", "Das Buch ist alt, aber ich mag es.", "lamp"),
            Pair("The lamp is old, but I like it.", "Die Lampe ist alt, aber ich mag sie."));
}

TEST(PronounAugmentation, DativePronounAndDativeNoun) {
  EXPECT_EQ(variant("The car is new. I trust it.", "Das Auto ist neu. Ich vertraue ihm.", "lamp"),
            Pair("The lamp is new. I trust it.", "Die Lampe ist neu. Ich vertraue ihr."));
  EXPECT_EQ(variant("The car is new. I trust it.", "Das Auto ist neu. Ich vertraue ihm.", "table"),
            Pair("The table is new. I trust it.", "Der Tisch ist neu. Ich vertraue ihm."));
  EXPECT_EQ(
      variant("I worked with the hammer. It was heavy.", "Ich habe mit dem Hammer gearbeitet. Er war schwer.",
              "lamp"),
      Pair("I worked with the lamp. It was heavy.", "Ich habe mit der Lampe gearbeitet. Sie war schwer."));
  EXPECT_EQ(
      variant("I worked with the hammer. It was heavy.", "Ich habe mit dem Hammer gearbeitet. Er war schwer.",
              "book"),
      Pair("I worked with the book. It was heavy.", "Ich habe mit dem Buch gearbeitet. Es war schwer."));
}

TEST(PronounAugmentation, AdjectiveEndingsMixedAndWeak) {
  const std::string en = "I bought a new table. It was expensive.",
                    de = "Ich habe einen neuen Tisch gekauft. Er war teuer.";
  EXPECT_EQ(variant(en, de, "lamp").second, "Ich habe eine neue Lampe gekauft. Sie war teuer.");
  EXPECT_EQ(variant(en, de, "book").second, "Ich habe ein neues Buch gekauft. Es war teuer.");
  const std::string en2 = "The old table is broken, so we sold it.",
                    de2 = "Der alte Tisch ist kaputt, also haben wir ihn verkauft.";
  EXPECT_EQ(variant(en2, de2, "lamp").second, "Die alte Lampe ist kaputt, also haben wir sie verkauft.");
  EXPECT_EQ(variant(en2, de2, "book").second, "Das alte Buch ist kaputt, also haben wir es verkauft.");
  // Nominative after "ein": the mixed declension's strong endings.
  EXPECT_EQ(
      variant("A big book lay there. I read it.", "Ein großes Buch lag dort. Ich las es.", "table").second,
      "Ein großer Tisch lag dort. Ich las ihn.");
}

TEST(PronounAugmentation, UnknownCaseGivesNoMasculineVariantButTheOthers) {
  // "das Buch" after "Tom hat": subject or object is not told by the forms, and a masculine needs to know.
  // "und es gelesen": "und" joins two verbs of one subject, so "es" need not be a subject.
  const std::string en = "Tom found the book and read it.", de = "Tom hat das Buch gefunden und es gelesen.";
  EXPECT_EQ(variant(en, de, "table"), Pair("", ""));
  EXPECT_EQ(variant(en, de, "lamp"),
            Pair("Tom found the lamp and read it.", "Tom hat die Lampe gefunden und sie gelesen."));
}

TEST(PronounAugmentation, NeuterNeedsAnObjectItBecauseEsAlsoAgreesByCoincidence) {
  // "before it gets dark": a pleonastic "it" whose "es" agrees with "Hotel" only by chance.
  const auto r =
      attn::find_pronoun_site("I want to reach the car before it gets dark.",
                              "Ich möchte das Auto erreichen, bevor es dunkel wird.", test_lexicon());
  EXPECT_FALSE(r.site);
  EXPECT_EQ(r.reason, attn::SkipReason::unsupported_phrase);
}

TEST(PronounAugmentation, SkipsWhatItCannotChangeSafely) {
  const auto lexicon = test_lexicon();
  auto reason = [&](const std::string& en, const std::string& de) {
    const auto r = attn::find_pronoun_site(en, de, lexicon);
    EXPECT_FALSE(r.site) << en;
    return r.reason;
  };
  using R = attn::SkipReason;
  // A contraction (im = in dem) would need splitting.
  EXPECT_EQ(reason("I slept in the bed. It was soft.", "Ich schlief im Bett. Es war weich."),
            R::unsupported_phrase);
  // Another masculine noun phrase could be the antecedent of "er".
  EXPECT_EQ(
      reason("I saw the table and the chair. It was big.", "Ich sah den Tisch und den Stuhl. Er war groß."),
      R::several_candidates);
  // "dieser Vorschlag" is masculine too, and is what "er" refers to.
  EXPECT_EQ(reason("This proposal is back on the table, and it will fail.",
                   "Dieser Vorschlag kommt wieder auf den Tisch, und er wird scheitern."),
            R::several_candidates);
  // Pleonastic "es" that does not agree with the masculine noun.
  EXPECT_EQ(reason("I bought the table because it was raining.", "Ich kaufte den Tisch, weil es regnete."),
            R::disagreement);
  EXPECT_EQ(reason("The book and its cover are old.", "Das Buch und sein Umschlag sind alt."), R::no_it);
  EXPECT_EQ(reason("He bought a table. It was expensive.", "Er hat einen Tisch gekauft. Er war teuer."),
            R::other_pronouns);
  // A possessive that would have to agree as well.
  EXPECT_EQ(reason("I opened the book. It was my favourite.", "Ich öffnete das Buch. Es war sein Liebling."),
            R::unsupported_phrase);
  // A relative pronoun after the noun.
  EXPECT_EQ(reason("The table that I bought broke. It was cheap.",
                   "Der Tisch, den ich gekauft habe, ist kaputt. Er war billig."),
            R::unsupported_phrase);
  EXPECT_EQ(reason("I like this song. It is new.", "Ich mag dieses Lied. Es ist neu."), R::no_antecedent);
}

TEST(PronounAugmentation, InfersGendersFromSingularDeterminers) {
  const std::vector<std::string> german = {
      "Ich habe einen Tisch.", "Er kauft einen Tisch.", "Sie sieht den Tisch.", "Ich habe eine Lampe.",
      "Wir mögen eine Lampe.", "Mit einer Lampe.",      "Das Buch ist hier.",   "Ich lese das Buch.",
      "Er sieht das Buch.",    "Sie hat eine Leiter.",  "Er hat einen Leiter.", "Ich gebe den Kindern Brot.",
      "Ich gebe den Kindern.", "Ich gebe den Kindern.",
  };
  const auto counts = attn::count_gender_cues(german);
  EXPECT_EQ(counts.at("Tisch").masculine, 3);
  EXPECT_EQ(counts.at("Lampe").feminine, 3);
  EXPECT_EQ(counts.at("Buch").neuter, 3);
  EXPECT_FALSE(counts.count("Kindern"));  // "den" before -n is a plural dative, no cue
  attn::GenderOptions options;
  options.min_count = 3;
  const auto genders = attn::infer_noun_genders(german, options);
  EXPECT_EQ(genders.at("Tisch"), Gender::masculine);
  EXPECT_EQ(genders.at("Lampe"), Gender::feminine);
  EXPECT_EQ(genders.at("Buch"), Gender::neuter);
  EXPECT_FALSE(genders.count("Leiter"));  // too few cues, and split between genders
  EXPECT_EQ(genders.size(), 3u);
}

TEST(PronounAugmentation, LearnsTheLexiconFromCoOccurrenceAndLeavesPersonsOut) {
  attn::ParallelCorpus corpus;
  auto add = [&](const char* en, const char* de) {
    corpus.source.push_back(en);
    corpus.target.push_back(de);
  };
  add("I see a table.", "Ich sehe einen Tisch.");
  add("The table is big.", "Der Tisch ist groß.");
  add("It is a table.", "Es ist ein Tisch.");
  add("I have a lamp.", "Ich habe eine Lampe.");
  add("The lamp is on, it is bright.", "Die Lampe ist an.");
  add("The man is tall. He is nice.", "Der Mann ist groß.");
  add("I see the man.", "Ich sehe den Mann.");
  const std::map<std::string, Gender> genders = {
      {"Tisch", Gender::masculine}, {"Lampe", Gender::feminine}, {"Mann", Gender::masculine}};
  attn::LexiconOptions options;
  options.min_pairs = 2;
  const auto lexicon = attn::learn_noun_lexicon(corpus, genders, options);
  ASSERT_EQ(lexicon.size(), 2u);  // "man" is a person
  EXPECT_EQ(lexicon[0].english, "lamp");
  EXPECT_EQ(lexicon[0].german, "Lampe");
  EXPECT_EQ(lexicon[0].gender, Gender::feminine);
  EXPECT_EQ(lexicon[1].english, "table");
  EXPECT_EQ(lexicon[1].german, "Tisch");
}

TEST(PronounAugmentation, LexiconLeavesOutPluralsModifiersNominalisedAdjectivesAndWeakNouns) {
  attn::ParallelCorpus corpus;
  auto add = [&](const char* en, const char* de, int times) {
    for (int i = 0; i < times; ++i) {
      corpus.source.push_back(en);
      corpus.target.push_back(de);
    }
  };
  add("I see a glass.", "Ich sehe ein Glas.", 2);
  add("I see the glasses.", "Ich sehe die Brille.", 2);          // a plural beside "glass"
  add("I want a sports car.", "Ich will einen Sportwagen.", 3);  // "sports" modifies "car"
  add("The worst is over.", "Das Schlimmste ist vorbei.", 2);    // ein Schlimmstes, not ein Schlimmste
  add("I saw a lion.", "Ich sah einen Löwen.", 2);               // der Löwe, den Löwen
  add("The lion sleeps.", "Der Löwe schläft.", 1);
  const std::map<std::string, Gender> genders = {{"Glas", Gender::neuter},
                                                 {"Brille", Gender::feminine},
                                                 {"Sportwagen", Gender::masculine},
                                                 {"Schlimmste", Gender::neuter},
                                                 {"Löwen", Gender::masculine}};
  attn::LexiconOptions options;
  options.min_pairs = 2;
  const auto lexicon = attn::learn_noun_lexicon(corpus, genders, options);
  ASSERT_EQ(lexicon.size(), 1u);
  EXPECT_EQ(lexicon[0].english, "glass");
  EXPECT_EQ(lexicon[0].german, "Glas");
}

TEST(PronounAugmentation, CorpusVariantsAreDeterministicAndOtherGendersFirst) {
  attn::ParallelCorpus corpus;
  corpus.source = {"I bought a table. It was expensive.", "Hello."};
  corpus.target = {"Ich habe einen Tisch gekauft. Er war teuer.", "Hallo."};
  attn::AugmentOptions options;
  options.max_variants = 2;
  options.shared_context = false;
  const auto a = attn::augment_pronouns(corpus, test_lexicon(), options);
  const auto b = attn::augment_pronouns(corpus, test_lexicon(), options);
  ASSERT_EQ(a.variants.size(), 2u);
  EXPECT_EQ(a.stats.sites, 1u);
  EXPECT_EQ(a.stats.variant_gender[int(Gender::feminine)], 1u);
  EXPECT_EQ(a.stats.variant_gender[int(Gender::neuter)], 1u);
  EXPECT_EQ(a.stats.skipped[int(attn::SkipReason::no_it)], 1u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(a.variants[i].german, b.variants[i].german);
    EXPECT_EQ(a.source_line[i], 0u);
  }
}

TEST(PronounAugmentation, ReplacementsShareAContextWithTheOriginalNoun) {
  // "bought a table": only "lamp" was also bought; "book" was only read, so no neuter variant.
  attn::ParallelCorpus corpus;
  corpus.source = {"I bought a table. It was expensive.", "She bought a lamp.", "We read a book."};
  corpus.target = {"Ich habe einen Tisch gekauft. Er war teuer.", "Sie kaufte eine Lampe.",
                   "Wir lasen ein Buch."};
  attn::AugmentOptions options;
  options.max_variants = 4;
  const auto r = attn::augment_pronouns(corpus, test_lexicon(), options);
  ASSERT_EQ(r.variants.size(), 1u);
  EXPECT_EQ(r.variants[0].german, "Ich habe eine Lampe gekauft. Sie war teuer.");
  EXPECT_GE(r.stats.no_shared_context, 1u);
  options.shared_context = false;
  EXPECT_EQ(attn::augment_pronouns(corpus, test_lexicon(), options).variants.size(), 4u);
}

TEST(PronounAugmentation, RefusesBadInput) {
  attn::ParallelCorpus corpus;
  corpus.source = {"a", "b"};
  corpus.target = {"a"};
  EXPECT_THROW(attn::augment_pronouns(corpus, test_lexicon()), attn::Error);
  EXPECT_THROW(attn::learn_noun_lexicon(corpus, {}), attn::Error);
  corpus.target = {"a", "b"};
  attn::AugmentOptions options;
  options.max_variants = 0;
  EXPECT_THROW(attn::augment_pronouns(corpus, test_lexicon(), options), attn::Error);
}

}  // namespace
