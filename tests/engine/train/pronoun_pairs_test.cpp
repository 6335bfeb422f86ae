#include "attention/pronoun_pairs.h"

#include <gtest/gtest.h>

#include <set>

namespace {

using attn::Gender;

attn::NounLexicon test_lexicon() {
  return attn::NounLexicon({{"movie", "Film", Gender::masculine},
                            {"dog", "Hund", Gender::masculine},
                            {"story", "Geschichte", Gender::feminine},
                            {"station", "Station", Gender::feminine},
                            {"book", "Buch", Gender::neuter},
                            {"bed", "Bett", Gender::neuter}});
}

const std::map<std::string, Gender> kGenders = {
    {"Film", Gender::masculine},   {"Hund", Gender::masculine}, {"Geschichte", Gender::feminine},
    {"Station", Gender::feminine}, {"Buch", Gender::neuter},    {"Bett", Gender::neuter},
    {"Katze", Gender::feminine}};

using Pair = std::pair<std::string, std::string>;

// The pair with its noun phrase replaced by the pronoun; ("", "") where it may not be.
Pair pronoun_form(const std::string& en, const std::string& de) {
  const auto lexicon = test_lexicon();
  const auto found = attn::find_single_noun(en, de, lexicon, kGenders, 15);
  if (!found) return {"no single noun", ""};
  const auto replaced = attn::replace_noun_by_pronoun(en, de, *found);
  if (!replaced) return {"", ""};
  return {replaced->english, replaced->german};
}

TEST(PronounPairs, TheSubjectBecomesThePronounOfItsGender) {
  EXPECT_EQ(pronoun_form("The movie was good.", "Der Film war gut."), Pair("It was good.", "Er war gut."));
  EXPECT_EQ(pronoun_form("The story is long.", "Die Geschichte ist lang."),
            Pair("It is long.", "Sie ist lang."));
  EXPECT_EQ(pronoun_form("The book is old.", "Das Buch ist alt."), Pair("It is old.", "Es ist alt."));
}

TEST(PronounPairs, TheObjectTakesTheCaseItsArticleShows) {
  EXPECT_EQ(pronoun_form("I watched the movie.", "Ich habe den Film gesehen."),
            Pair("I watched it.", "Ich habe ihn gesehen."));
  EXPECT_EQ(pronoun_form("Where is the station?", "Wo ist die Station?"),
            Pair("Where is it?", "Wo ist sie?"));
  EXPECT_EQ(pronoun_form("Tom followed the dog.", "Tom folgte dem Hund."),
            Pair("Tom followed it.", "Tom folgte ihm."));
  // After a subject pronoun that follows the verb.
  EXPECT_EQ(pronoun_form("Yesterday I read the book.", "Gestern las ich das Buch."),
            Pair("Yesterday I read it.", "Gestern las ich es."));
}

TEST(PronounPairs, PlacesWhereGermanMovesOrChangesThePronounAreLeftAlone) {
  // A preposition: German says "darauf", not "auf ihm".
  EXPECT_EQ(pronoun_form("I sat on the bed.", "Ich saß auf dem Bett."), Pair("", ""));
  // A dative pronoun before it: "Erzähl sie mir".
  EXPECT_EQ(pronoun_form("Tell me the story.", "Erzähl mir die Geschichte."), Pair("", ""));
  // Feminine "der" is dative or genitive.
  EXPECT_EQ(pronoun_form("I trust the story.", "Ich traue der Geschichte."), Pair("", ""));
  // No sentence is left: "It, please."
  EXPECT_EQ(pronoun_form("The book, please.", "Das Buch, bitte."), Pair("", ""));
  // A preposition in German ("Steig in den Bus" is not "Steig in ihn").
  EXPECT_EQ(pronoun_form("Get on the dog.", "Steig auf den Hund."), Pair("", ""));
  // English word order: a verb particle ("turn it off"), "Here it is", "the water here".
  EXPECT_EQ(pronoun_form("I turned off the movie.", "Ich habe den Film ausgeschaltet."), Pair("", ""));
  EXPECT_EQ(pronoun_form("Here is the book.", "Hier ist das Buch."), Pair("", ""));
  EXPECT_EQ(pronoun_form("Tom read the book here.", "Tom las das Buch hier."), Pair("", ""));
  // A relative clause belongs to the noun.
  EXPECT_EQ(pronoun_form("I read the book you wrote.", "Ich habe das Buch gelesen, das du geschrieben hast."),
            Pair("", ""));
  EXPECT_EQ(pronoun_form("Where's the station?", "Wo ist die Station?"), Pair("", ""));
  // A predicate is not a referent: "This is the book" is not "This is it".
  EXPECT_EQ(pronoun_form("This was the movie.", "Das war der Film."), Pair("", ""));
  // "a" is not "the": "I want a book" is not "I want it".
  EXPECT_EQ(pronoun_form("I want a book.", "Ich will ein Buch."), Pair("", ""));
}

TEST(PronounPairs, ASentenceWithAnotherCandidateIsNotUsed) {
  const auto lexicon = test_lexicon();
  const auto single = [&](const std::string& en, const std::string& de) {
    return attn::find_single_noun(en, de, lexicon, kGenders, 15).has_value();
  };
  EXPECT_TRUE(single("The dog sleeps.", "Der Hund schläft."));
  EXPECT_FALSE(single("The dog sleeps on the bed.", "Der Hund schläft auf dem Bett."));  // two lexicon nouns
  EXPECT_FALSE(single("The dog sleeps in the kitchen.", "Der Hund schläft in der Küche."));  // a German noun
  EXPECT_FALSE(single("Cats like the dog.", "Katze mag den Hund."));  // a known noun first
  EXPECT_FALSE(single("He likes the dog.", "Er mag den Hund."));      // a pronoun on either side
  EXPECT_FALSE(single("I like the dog.", "Ich mag den Hund, weil er brav ist."));
  EXPECT_FALSE(single("The end of the movie", "Das Ende des Films"));  // no final punctuation
  EXPECT_FALSE(single("The dog of the neighbours barks.", "Der Hund der Nachbarn bellt."));
  EXPECT_FALSE(attn::find_single_noun("The dog is a very good and very old and lazy friend.",
                                      "Der Hund ist gut.", lexicon, kGenders, 5));  // over max_words
  EXPECT_TRUE(attn::find_single_noun("The dog is a very good and very old and lazy friend.",
                                     "Der Hund ist gut.", lexicon, kGenders, 15));
}

attn::ParallelCorpus small_corpus() {
  attn::ParallelCorpus c;
  const std::vector<Pair> pairs = {
      {"The movie was good.", "Der Film war gut."},            // names the movie; can become "Er war gut."
      {"I watched the movie.", "Ich habe den Film gesehen."},  // the same, "Ich habe ihn gesehen."
      {"We liked a movie.", "Wir mochten einen Film."},        // names it only ("a")
      {"The story is long.", "Die Geschichte ist lang."},      // alone of its noun: no partner
      {"It is raining.", "Es regnet."},                        // no noun
      {"The movie was good.", "Der Film war gut."},            // a repeated pair counts once
  };
  for (const auto& [en, de] : pairs) {
    c.source.push_back(en);
    c.target.push_back(de);
  }
  return c;
}

TEST(PronounPairs, PairsJoinTwoSentencesAboutTheSameNounNeverOneWithItself) {
  const auto corpus = small_corpus();
  const auto lexicon = test_lexicon();
  attn::PronounPairOptions options;
  options.pairs_per_sentence = 10;
  options.and_share = 0.0;
  const auto result = attn::make_pronoun_pairs(corpus, lexicon, kGenders, options);
  std::set<Pair> joined;
  for (const auto& p : result.pairs) {
    EXPECT_NE(p.first_line, p.second_line);
    if (p.pleonastic) continue;
    EXPECT_EQ(p.gender, Gender::masculine);
    joined.insert({p.joined.english, p.joined.german});
  }
  const std::set<Pair> expected = {
      {"I watched the movie. It was good.", "Ich habe den Film gesehen. Er war gut."},
      {"We liked a movie. It was good.", "Wir mochten einen Film. Er war gut."},
      {"The movie was good. I watched it.", "Der Film war gut. Ich habe ihn gesehen."},
      {"We liked a movie. I watched it.", "Wir mochten einen Film. Ich habe ihn gesehen."},
  };
  EXPECT_EQ(joined, expected);
  EXPECT_EQ(result.stats.pairs, 6u);
  EXPECT_EQ(result.stats.first_sentences, 4u);    // the three movies and the story
  EXPECT_EQ(result.stats.pronoun_sentences, 3u);  // two movies and the story
  EXPECT_EQ(result.stats.nouns, 1u);
  EXPECT_EQ(result.stats.written, 8u);  // and "It is raining." after each of the four naming a noun
  EXPECT_EQ(result.stats.written_pleonastic, 4u);
  EXPECT_EQ(result.stats.written_gender[0], 7u);  // 4 + 3 movies before the rain
  EXPECT_EQ(result.stats.written_gender[1], 1u);  // the story before the rain
}

TEST(PronounPairs, APleonasticItKeepsEsAfterAMasculineOrFeminineNoun) {
  EXPECT_TRUE(attn::is_pleonastic_it("It is raining.", "Es regnet.", 15));
  EXPECT_TRUE(attn::is_pleonastic_it("It snowed all night.", "Es hat die ganze Nacht geschneit.", 15));
  EXPECT_TRUE(attn::is_pleonastic_it("It's time to go.", "Es ist Zeit zu gehen.", 15));
  EXPECT_TRUE(attn::is_pleonastic_it("It is Monday.", "Es ist Montag.", 15));
  EXPECT_TRUE(attn::is_pleonastic_it("It seems that Tom is right.", "Es scheint, dass Tom recht hat.", 15));
  EXPECT_FALSE(attn::is_pleonastic_it("It is broken.", "Es ist kaputt.", 15));  // a thing
  EXPECT_FALSE(attn::is_pleonastic_it("It is cold.", "Es ist kalt.", 15));      // the soup, perhaps
  EXPECT_FALSE(attn::is_pleonastic_it("It opens on Monday.", "Es öffnet am Montag.", 15));  // the shop
  EXPECT_FALSE(attn::is_pleonastic_it("It is raining.", "Er regnet.", 15));                 // not "es"
  EXPECT_FALSE(attn::is_pleonastic_it("It rained on her.", "Es regnete auf sie.", 15));     // another pronoun

  attn::ParallelCorpus corpus;
  for (const auto& [en, de] : std::vector<Pair>{{"The movie was good.", "Der Film war gut."},
                                                {"I read the book.", "Ich las das Buch."},
                                                {"It is raining.", "Es regnet."}}) {
    corpus.source.push_back(en);
    corpus.target.push_back(de);
  }
  attn::PronounPairOptions options;
  options.and_share = 0.0;
  const auto result = attn::make_pronoun_pairs(corpus, test_lexicon(), kGenders, options);
  ASSERT_EQ(result.pairs.size(), 1u);  // after the movie only: after "das Buch", "es" would agree anyway
  EXPECT_TRUE(result.pairs[0].pleonastic);
  EXPECT_EQ(result.pairs[0].joined.english, "The movie was good. It is raining.");
  EXPECT_EQ(result.pairs[0].joined.german, "Der Film war gut. Es regnet.");
  EXPECT_EQ(result.stats.pleonastic_sentences, 1u);
}

TEST(PronounPairs, TheDrawDependsOnlyOnTheSeedAndIsCappedPerSentence) {
  const auto corpus = small_corpus();
  const auto lexicon = test_lexicon();
  attn::PronounPairOptions options;
  options.pairs_per_sentence = 1;
  options.and_share = 0.0;
  const auto a = attn::make_pronoun_pairs(corpus, lexicon, kGenders, options);
  const auto b = attn::make_pronoun_pairs(corpus, lexicon, kGenders, options);
  // One per sentence that takes the pronoun (the story has no partner), one after the rain.
  ASSERT_EQ(a.pairs.size(), 3u);
  EXPECT_EQ(a.stats.written_pleonastic, 1u);
  for (std::size_t i = 0; i < a.pairs.size(); ++i)
    EXPECT_EQ(a.pairs[i].joined.german, b.pairs[i].joined.german);
  std::set<std::string> over_seeds;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    options.seed = seed;
    for (const auto& p : attn::make_pronoun_pairs(corpus, lexicon, kGenders, options).pairs)
      over_seeds.insert(p.joined.german);
  }
  // Every partner is drawn by some seed: 4 pronoun pairs, and the rain after each of the 4 naming a noun.
  EXPECT_EQ(over_seeds.size(), 8u);
}

TEST(PronounPairs, TwoStatementsJoinedByAndKeepTheSecondsWordOrder) {
  const auto joined = [](const Pair& a, const Pair& b) -> Pair {
    const auto j = attn::join_with_and({a.first, a.second}, {b.first, b.second});
    return j ? Pair(j->english, j->german) : Pair("", "");
  };
  EXPECT_EQ(joined({"The movie was good.", "Der Film war gut."}, {"I watched it.", "Ich habe ihn gesehen."}),
            Pair("The movie was good, and I watched it.", "Der Film war gut, und ich habe ihn gesehen."));
  EXPECT_EQ(
      joined({"I forgot the umbrella.", "Ich habe den Schirm vergessen."}, {"It is raining.", "Es regnet."}),
      Pair("I forgot the umbrella, and it is raining.", "Ich habe den Schirm vergessen, und es regnet."));
  EXPECT_EQ(joined({"The lamp is old.", "Die Lampe ist alt."}, {"It still works.", "Sie funktioniert noch."}),
            Pair("The lamp is old, and it still works.", "Die Lampe ist alt, und sie funktioniert noch."));
  // The polite "Sie" and a name keep their capital.
  EXPECT_EQ(joined({"The book is new.", "Das Buch ist neu."}, {"You can read it.", "Sie können es lesen."}),
            Pair("The book is new, and you can read it.", "Das Buch ist neu, und Sie können es lesen."));
  EXPECT_EQ(joined({"The book is new.", "Das Buch ist neu."}, {"Tom read it.", "Tom las es."}),
            Pair("The book is new, and Tom read it.", "Das Buch ist neu, und Tom las es."));
  // Questions, exclamations and other first words are not joined.
  EXPECT_EQ(joined({"Where is the book?", "Wo ist das Buch?"}, {"I read it.", "Ich las es."}), Pair("", ""));
  EXPECT_EQ(joined({"The book is new.", "Das Buch ist neu."}, {"Read it!", "Lies es!"}), Pair("", ""));
  EXPECT_EQ(joined({"Don't touch the fire.", "Fass das Feuer nicht an."}, {"It went out.", "Es ging aus."}),
            Pair("", ""));  // an imperative first: "Don't …, and …" reads as a condition
  EXPECT_EQ(
      joined({"The book is new.", "Das Buch ist neu."}, {"Yesterday I read it.", "Gestern las ich es."}),
      Pair("", ""));
}

TEST(PronounPairs, AboutTheAndShareOfPairsAreJoinedIntoOneSentence) {
  attn::ParallelCorpus corpus;
  for (int i = 0; i < 20; ++i) {  // 20 sentences about the movie, each of which can take the pronoun
    corpus.source.push_back("I watched the movie at " + std::to_string(i) + ".");
    corpus.target.push_back("Ich habe den Film um " + std::to_string(i) + " gesehen.");
  }
  attn::PronounPairOptions options;
  options.pairs_per_sentence = 10;
  const auto half = attn::make_pronoun_pairs(corpus, test_lexicon(), kGenders, options);
  ASSERT_EQ(half.pairs.size(), 200u);
  EXPECT_GT(half.stats.written_with_and, 70u);
  EXPECT_LT(half.stats.written_with_and, 130u);
  for (const auto& p : half.pairs)
    EXPECT_EQ(p.joined.german.find(", und ") != std::string::npos,
              p.joined.english.find(", and ") != std::string::npos);
  options.and_share = 0.0;
  EXPECT_EQ(attn::make_pronoun_pairs(corpus, test_lexicon(), kGenders, options).stats.written_with_and, 0u);
  options.and_share = 1.0;
  EXPECT_EQ(attn::make_pronoun_pairs(corpus, test_lexicon(), kGenders, options).stats.written_with_and, 200u);
}

}  // namespace
