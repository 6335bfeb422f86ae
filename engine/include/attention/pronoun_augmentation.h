// Counterfactual data augmentation (CDA) for English "it" -> German er / sie / es.
//
// The training data has few pairs where "it" refers to a masculine or feminine German noun, so a model learns
// "it" = "es". From the training pairs themselves this finds pairs where an English noun and a later "it"
// correspond to a German article+noun and a later pronoun that agrees with the noun's gender, and writes
// variants in which the noun (on both sides) is replaced by nouns of the other genders, with the German
// article, adjective endings and pronoun changed to agree (same case). Noun genders and the English-German
// noun pairs are learned from the same training data. Whatever cannot be changed safely is skipped.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "attention/corpus.h"

namespace attn {

enum class Gender { masculine, feminine, neuter };
enum class GrammaticalCase { nominative, accusative, dative };

const char* gender_name(Gender g);  // "m", "f", "n"

// How often a German word appeared directly after a determiner that marks its gender unambiguously in the
// singular: "einen" (masculine), "eine"/"einer" (feminine), "das" (neuter), plus "den" before a word not
// ending in -n/-s (masculine: a plural dative noun ends in -n or -s).
struct GenderCounts {
  int masculine = 0, feminine = 0, neuter = 0;
  int total() const { return masculine + feminine + neuter; }
};

struct GenderOptions {
  int min_count = 5;       // cues needed before a gender is believed
  double min_share = 0.9;  // the winning gender's share of the cues
};

// Counts gender cues for capitalised words in German sentences.
std::map<std::string, GenderCounts> count_gender_cues(const std::vector<std::string>& german);
// Nouns whose gender is clear by a wide margin (GenderOptions), from the counts.
std::map<std::string, Gender> infer_noun_genders(const std::vector<std::string>& german,
                                                 const GenderOptions& options = {});

struct NounEntry {
  std::string english, german;
  Gender gender = Gender::neuter;
};

struct LexiconOptions {
  int min_pairs = 5;      // sentence pairs in which both nouns appear after an article
  double min_dice = 0.3;  // 2 * pairs / (English count + German count)
  // Persons are left out ("it" does not refer to them): a noun followed by "who" more often than this share
  // of its "who"/"that"/"which", a German noun with a feminine form in -in, and a short list of person words.
  double max_who_share = 0.2;
};

// English-German noun pairs with the German noun's gender: the mutually best co-occurrence of an English word
// after the/a/an and a German noun of known gender after an article, in the same sentence pair. Masculine
// nouns of the weak declension (Name/Namen, Junge, Student, ...) are left out: their form changes with the
// case.
std::vector<NounEntry> learn_noun_lexicon(const ParallelCorpus& corpus,
                                          const std::map<std::string, Gender>& genders,
                                          const LexiconOptions& options = {});

// Why a pair gave no variant (for the report).
enum class SkipReason {
  no_it,               // English has no single "it" (or has its/itself)
  other_pronouns,      // English has he/she/they/... as well
  no_antecedent,       // no single lexicon noun before "it" on both sides
  several_candidates,  // another noun of the antecedent's gender could be the antecedent
  no_german_pronoun,   // German has not exactly one third-person pronoun after the noun
  disagreement,        // the German pronoun does not agree with the noun's gender
  unsupported_phrase,  // genitive, contraction, unknown article or adjective, relative or possessive pronoun
  count
};
const char* skip_reason_name(SkipReason r);

// Where the noun and pronoun are in one pair, and what they are. Offsets are byte offsets into the lines.
struct PronounSite {
  std::size_t english_noun = 0, english_noun_length = 0;
  std::size_t german_article = 0, german_article_length = 0;
  struct Adjective {
    std::size_t offset = 0, length = 0;
    std::string stem;
  };
  std::vector<Adjective> adjectives;  // between the article and the noun, stems without their ending
  std::size_t german_noun = 0, german_noun_length = 0;
  std::size_t german_pronoun = 0, german_pronoun_length = 0;
  std::size_t english_article = std::string::npos;  // offset of "a"/"an" directly before the noun, if any
  const NounEntry* noun = nullptr;
  bool definite = true;
  std::optional<GrammaticalCase> noun_case, pronoun_case;  // unknown where the forms do not tell
};

struct SiteResult {
  std::optional<PronounSite> site;
  SkipReason reason = SkipReason::no_it;
};

// Index from German and English noun to lexicon entry.
class NounLexicon {
 public:
  explicit NounLexicon(std::vector<NounEntry> entries);
  const std::vector<NounEntry>& entries() const { return entries_; }
  const NounEntry* by_german(std::string_view german) const;
  const NounEntry* by_english(std::string_view english) const;

 private:
  std::vector<NounEntry> entries_;
  std::map<std::string, std::size_t, std::less<>> german_, english_;
};

SiteResult find_pronoun_site(const std::string& english, const std::string& german,
                             const NounLexicon& lexicon);

struct SentencePair {
  std::string english, german;
};

// The pair with the site's noun replaced by `replacement`; nullopt where the replacement's gender needs a
// case the original forms do not tell (e.g. "sie" nominative or accusative, before a masculine noun).
std::optional<SentencePair> make_variant(const std::string& english, const std::string& german,
                                         const PronounSite& site, const NounEntry& replacement);

struct AugmentOptions {
  int max_variants = 2;  // per source pair; genders other than the original's come first
  std::uint64_t seed = 1;
  // Draw replacements only among nouns seen in the data in one of the original noun's English contexts: after
  // the same word before the article ("read the book" -> "read the letter") or before the same word after the
  // noun ("the clock stopped" -> "the engine stopped"), so fewer variants are nonsense ("read the tunnel").
  bool shared_context = true;
};

struct AugmentStats {
  std::size_t pairs = 0, sites = 0, variants = 0;
  std::size_t skipped[static_cast<int>(SkipReason::count)] = {};
  std::size_t site_gender[3] = {}, variant_gender[3] = {};
  std::size_t no_case_for_target = 0;  // a variant dropped because a needed case was unknown
  std::size_t no_shared_context = 0;   // a gender with no replacement noun seen in the original's contexts
};

struct AugmentResult {
  std::vector<SentencePair> variants;
  std::vector<std::size_t> source_line;  // 0-based index of each variant's source pair
  AugmentStats stats;
};

// Variants for every pair of the corpus where a site is found. Replacements are drawn from the lexicon
// (deterministically from the seed), other than the original noun.
AugmentResult augment_pronouns(const ParallelCorpus& corpus, const NounLexicon& lexicon,
                               const AugmentOptions& options = {});

}  // namespace attn
