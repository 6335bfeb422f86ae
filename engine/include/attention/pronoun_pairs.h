// Pronoun pairs: data augmentation for "it" -> er / sie / es across two sentences.
//
// Counterfactual variants (pronoun_augmentation.h) need a noun and a later "it" in one training pair, and the
// data has about a hundred such pairs. It has thousands of short pairs that each name one thing ("The movie
// was good." / "Der Film war gut."). This joins two training pairs about the same noun: the first names it,
// and in the second the noun phrase "the movie" / "den Film" is replaced by the pronoun that agrees with it:
//
//   "The movie was good." + "I watched the movie."
//     -> "The movie was good. I watched it." / "Der Film war gut. Ich habe ihn gesehen."
//
// The German pronoun takes the noun's gender and the case its article shows (der -> er, den -> ihn, dem ->
// ihm, die -> sie, das -> es), so the model sees "it" become er, sie and es as often as the nouns of each
// gender occur, each time with the antecedent in the previous sentence. Both sentences are the data's own, so
// the pair reads naturally; nothing is made up but the pronoun.
//
// The counterpart keeps "es": a sentence whose "it" refers to nothing ("It is raining." / "Es regnet.")
// joined after one that names a masculine or feminine noun ("I forgot the umbrella. It is raining." / "Ich
// habe den Schirm vergessen. Es regnet."), so that the model does not learn that every "it" after a noun
// refers to it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "attention/corpus.h"
#include "attention/pronoun_augmentation.h"

namespace attn {

struct PronounPairOptions {
  int pairs_per_sentence = 4;  // first sentences drawn for each sentence that can take the pronoun
  int max_words = 15;          // English words per sentence, on either side of a pair
  std::uint64_t seed = 1;
  // The share of pairs joined into one sentence by "and" / "und" where both allow it ("The movie was good,
  // and I watched it."), so that the antecedent is in the same sentence as often as in the one before.
  double and_share = 0.5;
};

// The one thing a short training pair talks about: the only lexicon noun in the English sentence and the only
// noun in the German one, with no third-person pronoun on either side (it would compete as an antecedent).
struct SingleNoun {
  const NounEntry* noun = nullptr;
  std::size_t english_index = 0, german_index = 0;  // token indices (augmentation_text's tokens)
};
// nullopt where the pair has another noun, a pronoun, no final . ? or !, or more than `max_words` words.
// `genders` lists German nouns: a sentence that starts with one of them has a second noun.
std::optional<SingleNoun> find_single_noun(const std::string& english, const std::string& german,
                                           const NounLexicon& lexicon,
                                           const std::map<std::string, Gender>& genders, int max_words);

// The pair with its one noun phrase "the N" / article + N replaced by "it" / the agreeing pronoun, where
// German word order keeps the pronoun where the noun phrase was: at the start, straight after the finite verb
// ("Ich habe den Film gesehen" -> "Ich habe ihn gesehen") or after a subject pronoun that follows it. nullopt
// elsewhere: after a preposition (German says "darauf", not "auf ihm"), after a dative pronoun ("Erzähl mir
// die Geschichte" -> "Erzähl sie mir"), before a comma, or with a feminine dative/genitive ("der").
std::optional<SentencePair> replace_noun_by_pronoun(const std::string& english, const std::string& german,
                                                    const SingleNoun& found);

// Whether a pair's "it" refers to nothing: "It" first, German "Es" first, no other third-person pronoun, and
// weather ("It is raining", "It snowed"), "It's time ...", a day or time of day ("It is Monday", "It was
// midnight") or "It seems that / like". Adjectives ("It is cold") are left out: they could describe a thing.
bool is_pleonastic_it(const std::string& english, const std::string& german, int max_words);

// "First, and second." / "Erster, und zweiter.": two statements (both ending in ".", the first starting with
// its subject: a pronoun, a determiner or a name) joined into one sentence, the second's first word
// lower-cased where it is a pronoun ("It" -> "it", "Er" -> "er"; "I", the polite "Sie" and names stay).
// nullopt where either is not a plain statement or the second starts otherwise. German keeps the second
// clause's word order after "und".
std::optional<SentencePair> join_with_and(const SentencePair& first, const SentencePair& second);

struct PronounPairStats {
  std::size_t pairs = 0;                 // training pairs read
  std::size_t first_sentences = 0;       // pairs that name one noun ("a"/"an"/"the" before it)
  std::size_t pronoun_sentences = 0;     // pairs whose noun phrase can become the pronoun
  std::size_t nouns = 0;                 // nouns with both kinds
  std::size_t written = 0;               // joined pairs
  std::size_t written_gender[3] = {};    // by the first sentence's noun (masculine, feminine, neuter)
  std::size_t pleonastic_sentences = 0;  // pairs whose "it" refers to nothing
  std::size_t written_pleonastic = 0;
  std::size_t written_with_and = 0;  // of `written`: joined into one sentence by "and" / "und"    // of
                                     // `written`: a pleonastic "it" after a masculine or feminine noun
};

struct PronounPair {
  SentencePair joined;
  std::size_t first_line = 0, second_line = 0;  // 0-based source pairs
  Gender gender = Gender::neuter;               // the first sentence's noun
  bool pleonastic = false;                      // the second's "it" refers to nothing and stays "es"
};

struct PronounPairResult {
  std::vector<PronounPair> pairs;
  PronounPairStats stats;
};

// Every sentence that can take the pronoun, joined after up to `pairs_per_sentence` first sentences about the
// same noun (never itself), and every pleonastic one after as many naming a masculine or feminine noun; drawn
// deterministically from the seed.
PronounPairResult make_pronoun_pairs(const ParallelCorpus& corpus, const NounLexicon& lexicon,
                                     const std::map<std::string, Gender>& genders,
                                     const PronounPairOptions& options = {});

}  // namespace attn
