#include "attention/pronoun_augmentation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <set>
#include <unordered_map>
#include <utility>

#include "attention/error.h"
#include "train/augmentation_text.h"

namespace attn {

namespace {

using namespace augmentation_text;

// The German determiners this module reads and writes (lower case).
bool is_determiner(std::string_view lower) {
  return one_of(
      lower, {"der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines"});
}

bool is_article_compatible(std::string_view lower, Gender g) {
  switch (g) {
    case Gender::masculine:
      return one_of(lower, {"der", "den", "dem", "des", "ein", "einen", "einem", "eines"});
    case Gender::feminine:
      return one_of(lower, {"die", "der", "eine", "einer"});
    case Gender::neuter:
      return one_of(lower, {"das", "dem", "des", "ein", "einem", "eines"});
  }
  return false;
}

int gi(Gender g) { return static_cast<int>(g); }
int ci(GrammaticalCase c) { return static_cast<int>(c); }

// [definite][gender][case]
constexpr std::array<std::array<std::array<const char*, 3>, 3>, 2> kArticle = {{
    {{{"ein", "einen", "einem"}, {"eine", "eine", "einer"}, {"ein", "ein", "einem"}}},
    {{{"der", "den", "dem"}, {"die", "die", "der"}, {"das", "das", "dem"}}},
}};
// Weak declension after der/die/das, mixed after ein/eine.
constexpr std::array<std::array<std::array<const char*, 3>, 3>, 2> kAdjectiveEnding = {{
    {{{"er", "en", "en"}, {"e", "e", "en"}, {"es", "es", "en"}}},
    {{{"e", "en", "en"}, {"e", "e", "en"}, {"e", "e", "en"}}},
}};
// [gender][case]
constexpr std::array<std::array<const char*, 3>, 3> kPronoun = {{
    {"er", "ihn", "ihm"},
    {"sie", "sie", "ihr"},
    {"es", "es", "ihm"},
}};

// Case of a definite/indefinite article before a noun of gender g; nullopt with `known` false where the form
// is nominative or accusative (feminine and neuter), and `supported` false for genitive and feminine
// dative/genitive (der/einer), which this module does not change.
struct ArticleReading {
  bool supported = false, definite = false;
  std::optional<GrammaticalCase> grammatical_case;
};

ArticleReading read_article(std::string_view lower, Gender g) {
  using C = GrammaticalCase;
  ArticleReading r;
  r.definite = lower == "der" || lower == "die" || lower == "das" || lower == "den" || lower == "dem";
  switch (g) {
    case Gender::masculine:
      if (lower == "der" || lower == "ein")
        r = {true, r.definite, C::nominative};
      else if (lower == "den" || lower == "einen")
        r = {true, r.definite, C::accusative};
      else if (lower == "dem" || lower == "einem")
        r = {true, r.definite, C::dative};
      break;
    case Gender::feminine:
      if (lower == "die" || lower == "eine") r = {true, r.definite, std::nullopt};
      break;
    case Gender::neuter:
      if (lower == "das" || lower == "ein")
        r = {true, r.definite, std::nullopt};
      else if (lower == "dem" || lower == "einem")
        r = {true, r.definite, C::dative};
      break;
  }
  return r;
}

bool is_clause_boundary(const Token& t) {
  if (!t.word) return one_of(t.text, {".", ",", ";", ":", "!", "?", "\xE2\x80\x93", "-", "\""});
  return one_of(ascii_lower(t.text), {"und", "aber", "oder", "denn", "sondern"});
}

bool is_subordinator(std::string_view lower) {
  return one_of(lower, {"dass",    "weil",  "wenn",   "ob",      "als",  "da",     "obwohl", "bevor",
                        "nachdem", "damit", "sobald", "falls",   "bis",  "sodass", "ehe",    "wie",
                        "wo",      "warum", "wann",   "weshalb", "seit", "seitdem"});
}

// Prepositions after which die/das/eine/ein can only be accusative (accusative and two-way prepositions).
bool is_accusative_or_two_way_preposition(std::string_view lower) {
  return one_of(lower, {"in", "an", "auf", "über", "unter", "vor", "hinter", "neben", "zwischen", "für",
                        "durch", "gegen", "ohne", "um"});
}
bool is_other_preposition(std::string_view lower) {
  return one_of(lower, {"mit", "von", "zu", "aus", "bei", "nach", "seit", "gegenüber", "wegen", "während",
                        "trotz", "statt", "anstatt", "außer", "innerhalb", "außerhalb"});
}
bool is_copula(std::string_view lower) {
  return one_of(lower, {"ist", "war", "sind", "waren", "bin", "bist", "wird", "wurde", "bleibt", "blieb",
                        "sei", "wäre", "scheint", "schien"});
}
bool is_subject_pronoun(std::string_view lower) { return one_of(lower, {"ich", "du", "wir", "man"}); }

// Nominative or accusative of a feminine/neuter noun phrase or of "sie"/"es" at token index i, from word
// order around it; nullopt where it does not tell. `is_pronoun` allows verb-first clauses ("Ist es teuer?").
std::optional<GrammaticalCase> case_from_context(const std::vector<Token>& tokens, std::size_t i,
                                                 bool is_pronoun) {
  using C = GrammaticalCase;
  // First after punctuation: a subject. Not after "und"/"aber": "und es behalten" joins verbs with one
  // subject.
  if (i == 0 || (!tokens[i - 1].word && is_clause_boundary(tokens[i - 1]))) return C::nominative;
  const std::string prev = ascii_lower(tokens[i - 1].text);
  if (is_pronoun && is_subordinator(prev)) return C::nominative;
  // "Was für ein Jahr ist es?": "für" after "was" does not govern a case.
  if (prev == "für" && i >= 2 && ascii_lower(tokens[i - 2].text) == "was") return std::nullopt;
  if (is_accusative_or_two_way_preposition(prev)) return C::accusative;
  if (is_other_preposition(prev)) return std::nullopt;
  bool subject_before = false;
  for (std::size_t k = i; k-- > 0;) {
    if (is_clause_boundary(tokens[k])) break;
    if (tokens[k].word && is_subject_pronoun(ascii_lower(tokens[k].text))) subject_before = true;
  }
  if (subject_before) return C::accusative;
  if (is_copula(prev)) return C::nominative;
  return std::nullopt;
}

// Articles and the words declined like them (dieser, kein, mein, jeder, ...).
bool determiner_like(const std::string& lower) {
  if (is_determiner(lower)) return true;
  for (std::string_view stem : {"dies", "jen", "kein", "mein", "dein", "sein", "unser", "euer", "eur", "ihr",
                                "jed", "welch", "manch", "solch"})
    if (lower.starts_with(stem)) return true;
  return false;
}

// The article with the same ending as a determiner-like word ("diesen" -> "den"), for gender compatibility.
std::string as_article(const std::string& lower) {
  if (is_determiner(lower)) return lower;
  if (lower.ends_with("er")) return "der";
  if (lower.ends_with("en")) return "den";
  if (lower.ends_with("em")) return "dem";
  if (lower.ends_with("es")) return "das";
  if (lower.ends_with("e")) return "die";
  return "ein";
}

// Whether the English "it" at index i is an object: it follows a verb or preposition (not punctuation, a
// conjunction, a subordinator or a question's auxiliary: "is it") and no verb follows it ("said it plans").
bool english_it_is_object(const std::vector<Token>& en, std::size_t i) {
  if (i == 0 || !en[i - 1].word) return false;
  const std::string prev = ascii_lower(en[i - 1].text);
  if (one_of(prev, {"and",     "but",   "or",    "so",    "because", "as",      "when",   "if",
                    "before",  "after", "until", "while", "since",   "that",    "though", "although",
                    "whether", "where", "than",  "is",    "was",     "does",    "did",    "has",
                    "had",     "can",   "could", "will",  "would",   "should",  "may",    "might",
                    "must",    "isn",   "wasn",  "doesn", "didn",    "once",    "unless", "why",
                    "how",     "what",  "which", "then",  "now",     "whereas", "t",      "s",
                    "be",      "am",    "are",   "were",  "later",   "year",    "today"}))
    return false;
  if (i + 1 < en.size()) {
    if (!en[i + 1].word) return en[i + 1].text != "'" && en[i + 1].text != "\xE2\x80\x99";  // it's, it'll
    const std::string next = ascii_lower(en[i + 1].text);
    if (one_of(next, {"is",  "was",   "has",  "had",    "will", "would", "can",   "could",
                      "may", "might", "must", "should", "does", "did",   "doesn", "didn",
                      "isn", "wasn",  "won",  "still",  "also", "never", "always"}))
      return false;
    if (next.size() > 3 && (next.ends_with("ed") || (next.ends_with("s") && !next.ends_with("ss"))) &&
        !one_of(next, {"always", "sometimes", "perhaps", "towards", "afterwards", "yourselves", "ourselves"}))
      return false;
  }
  return true;
}

// Whether the noun at index n and the "it" at index i (n < i) are in different clauses: punctuation or a
// conjunction between them. In one clause "it" cannot refer to the clause's subject ("The company calls it
// ...").
bool english_clause_between(const std::vector<Token>& en, std::size_t n, std::size_t i) {
  for (std::size_t k = n + 1; k < i; ++k) {
    if (!en[k].word) {
      if (en[k].text != "'" && en[k].text != "\xE2\x80\x99" && en[k].text != "-") return true;
      continue;
    }
    if (one_of(ascii_lower(en[k].text),
               {"and",   "but",   "or",     "so",   "because", "if",       "when",    "before", "after",
                "until", "while", "since",  "that", "though",  "although", "whether", "where",  "than",
                "as",    "once",  "unless", "how",  "what",    "which",    "who",     "to",     "then"}))
      return true;
  }
  return false;
}

// Weak masculine nouns change their form with the case (der Name, den Namen), which a swap would get wrong.
bool looks_weak_masculine(const std::string& noun, const std::set<std::string>& seen_nouns) {
  if (noun.ends_with("e")) return true;
  // Adjectival nouns (einen Verdächtigen, der Verdächtige) and present participles decline like adjectives.
  for (std::string_view end : {"igen", "lichen", "ischen", "ten", "nden"})
    if (noun.ends_with(end)) return true;
  if (noun.ends_with("n") && seen_nouns.count(noun.substr(0, noun.size() - 1))) return true;  // Löwe, Löwen
  for (std::string_view end : {"ent", "ant", "ist", "oph", "oge", "at", "et", "it"})
    if (noun.ends_with(end)) return true;
  return one_of(noun, {"Mensch", "Herr", "Herrn", "Bär", "Bären", "Held", "Prinz", "Graf", "Nachbar", "Bauer",
                       "Fürst", "Kamerad", "Soldat", "Pirat", "Menschen", "Herren"});
}

}  // namespace

const char* gender_name(Gender g) {
  switch (g) {
    case Gender::masculine:
      return "m";
    case Gender::feminine:
      return "f";
    case Gender::neuter:
      return "n";
  }
  return "?";
}

const char* skip_reason_name(SkipReason r) {
  switch (r) {
    case SkipReason::no_it:
      return "no single 'it' in English";
    case SkipReason::other_pronouns:
      return "English has other third-person pronouns";
    case SkipReason::no_antecedent:
      return "no lexicon noun before 'it' on both sides";
    case SkipReason::several_candidates:
      return "several candidate antecedents";
    case SkipReason::no_german_pronoun:
      return "not exactly one German pronoun after the noun";
    case SkipReason::disagreement:
      return "German pronoun does not agree with the noun";
    case SkipReason::unsupported_phrase:
      return "unsupported phrase (case, contraction, relative, possessive)";
    case SkipReason::count:
      break;
  }
  return "?";
}

std::map<std::string, GenderCounts> count_gender_cues(const std::vector<std::string>& german) {
  std::map<std::string, GenderCounts> counts;
  for (const auto& line : german) {
    const auto tokens = tokenize(line);
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
      const Token& det = tokens[i];
      const Token& noun = tokens[i + 1];
      if (!det.word || !noun.word || !is_capitalized(noun.text) || !all_letters(noun.text) || noun.length < 3)
        continue;
      const std::string d = ascii_lower(det.text);
      if (d == "einen") {
        ++counts[std::string(noun.text)].masculine;
      } else if (d == "den") {
        if (!noun.text.ends_with("n") && !noun.text.ends_with("s"))
          ++counts[std::string(noun.text)].masculine;
      } else if (d == "eine" || d == "einer") {
        ++counts[std::string(noun.text)].feminine;
      } else if (d == "das") {
        ++counts[std::string(noun.text)].neuter;
      }
    }
  }
  return counts;
}

std::map<std::string, Gender> infer_noun_genders(const std::vector<std::string>& german,
                                                 const GenderOptions& options) {
  std::map<std::string, Gender> out;
  for (const auto& [noun, c] : count_gender_cues(german)) {
    const int total = c.total();
    if (total < options.min_count) continue;
    const int best = std::max({c.masculine, c.feminine, c.neuter});
    if (best < options.min_share * total) continue;
    out[noun] = best == c.masculine  ? Gender::masculine
                : best == c.feminine ? Gender::feminine
                                     : Gender::neuter;
  }
  return out;
}

std::vector<NounEntry> learn_noun_lexicon(const ParallelCorpus& corpus,
                                          const std::map<std::string, Gender>& genders,
                                          const LexiconOptions& options) {
  if (corpus.source.size() != corpus.target.size())
    throw Error("learn_noun_lexicon: " + std::to_string(corpus.source.size()) + " English and " +
                std::to_string(corpus.target.size()) + " German sentences");
  std::unordered_map<std::string, int> english_count, german_count, pair_count;
  std::set<std::string> seen_nouns;  // every capitalised German word after a determiner
  // The content words after each English candidate: a word mostly followed by the same one is a modifier
  // ("sports car" / "Sportwagen", "foreign language" / "Fremdsprache"), not the noun.
  std::unordered_map<std::string, std::unordered_map<std::string, int>> english_next;
  std::unordered_map<std::string, int> english_tokens;
  for (std::size_t p = 0; p < corpus.source.size(); ++p) {
    std::set<std::string> english, german;
    const auto en = tokenize(corpus.source[p]);
    for (std::size_t i = 1; i < en.size(); ++i) {
      if (!en[i].word || !en[i - 1].word) continue;
      const std::string art = ascii_lower(en[i - 1].text);
      if (art != "the" && art != "a" && art != "an") continue;
      const std::string w(en[i].text);
      if (w.size() < 3 || ascii_lower(w) != w || !all_letters(w)) continue;
      if (one_of(w,
                 {"lot", "few", "little", "bit", "couple", "number", "kind", "sort", "way", "one", "other"}))
        continue;
      english.insert(w);
      ++english_tokens[w];
      if (i + 1 < en.size() && en[i + 1].word) {
        const std::string next = ascii_lower(en[i + 1].text);
        if (!one_of(next, {"is",    "was",  "are",   "were",  "and",    "or",    "but",    "of",   "in",
                           "on",    "at",   "to",    "for",   "with",   "from",  "by",     "that", "which",
                           "who",   "i",    "you",   "he",    "she",    "it",    "we",     "they", "has",
                           "had",   "have", "will",  "would", "can",    "could", "should", "must", "may",
                           "might", "does", "did",   "do",    "be",     "been",  "as",     "than", "so",
                           "if",    "when", "not",   "this",  "there",  "here",  "into",   "out",  "up",
                           "down",  "over", "about", "after", "before", "s",     "t",      "isn",  "wasn"}))
          ++english_next[w][next];
      }
    }
    const auto de = tokenize(corpus.target[p]);
    for (std::size_t i = 1; i < de.size(); ++i) {
      if (!de[i].word || !de[i - 1].word || !is_determiner(ascii_lower(de[i - 1].text))) continue;
      const std::string w(de[i].text);
      if (is_capitalized(w)) seen_nouns.insert(w);
      if (genders.count(w)) german.insert(w);
    }
    for (const auto& e : english) ++english_count[e];
    for (const auto& g : german) ++german_count[g];
    if (english.size() > 6 || german.size() > 6) continue;
    for (const auto& e : english)
      for (const auto& g : german) ++pair_count[e + '\t' + g];
  }
  // Mutually best pairs by co-occurrence count.
  std::unordered_map<std::string, std::pair<int, std::string>> best_for_english, best_for_german;
  for (const auto& [key, c] : pair_count) {
    const auto tab = key.find('\t');
    const std::string e = key.substr(0, tab), g = key.substr(tab + 1);
    auto& be = best_for_english[e];
    if (c > be.first || (c == be.first && g < be.second)) be = {c, g};
    auto& bg = best_for_german[g];
    if (c > bg.first || (c == bg.first && e < bg.second)) bg = {c, e};
  }
  std::vector<NounEntry> candidates;
  for (const auto& [e, best] : best_for_english) {
    const auto& [c, g] = best;
    if (c < options.min_pairs || best_for_german[g].second != e) continue;
    const double dice = 2.0 * c / (english_count[e] + german_count[g]);
    if (dice < options.min_dice) continue;
    const Gender gender = genders.at(g);
    if (gender == Gender::masculine && looks_weak_masculine(g, seen_nouns)) continue;
    // Neuter nouns in -e are mostly adjectives used as nouns (das Schlimmste, ein Schlimmstes).
    if (gender == Gender::neuter && g.ends_with("e") && !g.starts_with("Ge") &&
        !one_of(g, {"Auge", "Ende", "Interesse", "Erbe", "Image", "Finale"}))
      continue;
    int most_common_next = 0;
    for (const auto& [next, count] : english_next[e]) most_common_next = std::max(most_common_next, count);
    if (most_common_next >= 3 && most_common_next >= 0.3 * english_tokens[e]) continue;
    // English plurals ("glasses" beside "glass").
    if (e.ends_with("s") && (english_count.count(e.substr(0, e.size() - 1)) ||
                             (e.ends_with("es") && english_count.count(e.substr(0, e.size() - 2)))))
      continue;
    candidates.push_back({e, g, gender});
  }
  // Leave persons out: "it" does not refer to them. A person noun is followed by "who" ("the man who"), a
  // thing by "that"/"which"; a German person noun has a feminine form in -in (Lehrer, Lehrerin).
  std::unordered_map<std::string, std::pair<int, int>> who_which;
  std::set<std::string> wanted;
  for (const auto& n : candidates) wanted.insert(n.english);
  for (const auto& line : corpus.source) {
    const auto en = tokenize(line);
    for (std::size_t i = 0; i + 1 < en.size(); ++i) {
      if (!en[i].word || !en[i + 1].word || !wanted.count(std::string(en[i].text))) continue;
      const std::string next = ascii_lower(en[i + 1].text);
      if (next == "who" || next == "whom" || next == "whose") ++who_which[std::string(en[i].text)].first;
      if (next == "that" || next == "which") ++who_which[std::string(en[i].text)].second;
    }
  }
  std::vector<NounEntry> out;
  for (const auto& n : candidates) {
    const auto [who, which] = who_which[n.english];
    if (who > options.max_who_share * (who + which)) continue;
    if (genders.count(n.german + "in")) continue;
    // Feminine person nouns in -in (Sprecherin), English ones in -man/-woman (spokesman).
    if (n.gender == Gender::feminine && n.german.ends_with("in") &&
        !one_of(n.german, {"Medizin", "Disziplin"}))
      continue;
    if (n.english.ends_with("man") || n.english.ends_with("woman") || n.english.ends_with("person")) continue;
    if (one_of(n.english, {"man",
                           "woman",
                           "boy",
                           "girl",
                           "child",
                           "baby",
                           "father",
                           "mother",
                           "brother",
                           "sister",
                           "friend",
                           "teacher",
                           "doctor",
                           "person",
                           "guy",
                           "king",
                           "queen",
                           "son",
                           "daughter",
                           "husband",
                           "wife",
                           "uncle",
                           "aunt",
                           "student",
                           "neighbour",
                           "neighbor",
                           "boss",
                           "president",
                           "minister",
                           "commissioner",
                           "member",
                           "rapporteur",
                           "citizen",
                           "people",
                           "lady",
                           "gentleman",
                           "kid",
                           "parent",
                           "grandfather",
                           "grandmother",
                           "colleague",
                           "speaker",
                           "suspect",
                           "premier",
                           "leader",
                           "author",
                           "writer",
                           "player",
                           "worker",
                           "soldier",
                           "officer",
                           "driver",
                           "owner",
                           "customer",
                           "client",
                           "partner",
                           "victim",
                           "patient",
                           "prisoner",
                           "guest",
                           "judge",
                           "lawyer",
                           "journalist",
                           "artist",
                           "singer",
                           "actor",
                           "actress",
                           "nurse",
                           "farmer",
                           "police",
                           "chancellor",
                           "senator",
                           "candidate",
                           "director",
                           "manager",
                           "chief",
                           "expert",
                           "secretary",
                           "representative",
                           "ambassador",
                           "deputy",
                           "mayor",
                           "governor",
                           "prince",
                           "princess",
                           "emperor",
                           "pope",
                           "priest",
                           "bishop",
                           "hero",
                           "enemy",
                           "stranger",
                           "tourist",
                           "passenger",
                           "winner",
                           "loser",
                           "opponent",
                           "fan",
                           "thief",
                           "killer",
                           "murderer",
                           "criminal",
                           "terrorist",
                           "rebel",
                           "refugee",
                           "immigrant",
                           "resident",
                           "inhabitant",
                           "pupil",
                           "professor",
                           "scientist",
                           "researcher",
                           "engineer",
                           "pilot",
                           "captain",
                           "colonel",
                           "sergeant",
                           "agent",
                           "spy",
                           "witness",
                           "volunteer",
                           "baker",
                           "butcher",
                           "waiter",
                           "waitress",
                           "cook",
                           "boyfriend",
                           "girlfriend",
                           "grandson",
                           "granddaughter",
                           "cousin",
                           "nephew",
                           "niece",
                           "adult",
                           "teenager",
                           "youth",
                           "individual",
                           "human",
                           "consumer",
                           "voter",
                           "taxpayer",
                           "user",
                           "listener",
                           "reader",
                           "viewer",
                           "prime",
                           "coach",
                           "dad",
                           "mom",
                           "mum",
                           "grandpa",
                           "grandma",
                           "dentist",
                           "surgeon",
                           "physician",
                           "designer",
                           "musician",
                           "painter",
                           "poet",
                           "chairman",
                           "spokesman",
                           "guard"}))
      continue;
    // Spans of time: "for a year ... it" is mostly a coincidence of "es" with "Jahr".
    if (one_of(n.english, {"year", "day", "week", "month", "time", "hour", "minute", "moment", "century",
                           "decade", "morning", "evening", "night", "weekend", "season", "period", "while"}))
      continue;
    out.push_back(n);
  }
  std::sort(out.begin(), out.end(),
            [](const NounEntry& a, const NounEntry& b) { return a.english < b.english; });
  return out;
}

NounLexicon::NounLexicon(std::vector<NounEntry> entries) : entries_(std::move(entries)) {
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    german_.emplace(entries_[i].german, i);
    english_.emplace(entries_[i].english, i);
  }
}

const NounEntry* NounLexicon::by_german(std::string_view german) const {
  const auto it = german_.find(german);
  return it == german_.end() ? nullptr : &entries_[it->second];
}

const NounEntry* NounLexicon::by_english(std::string_view english) const {
  const auto it = english_.find(english);
  return it == english_.end() ? nullptr : &entries_[it->second];
}

namespace {
SiteResult german_site(const std::vector<Token>& en, std::size_t noun_index, const std::vector<Token>& de,
                       const NounEntry* noun, const NounLexicon& lexicon, bool you);
}  // namespace

SiteResult find_pronoun_site(const std::string& english, const std::string& german,
                             const NounLexicon& lexicon) {
  SiteResult result;
  const auto en = tokenize(english);
  // English: exactly one "it", no other third-person pronoun, exactly one lexicon noun, before the "it".
  std::size_t it_index = en.size(), it_count = 0;
  bool you = false;
  for (std::size_t i = 0; i < en.size(); ++i) {
    if (!en[i].word) continue;
    const std::string w = ascii_lower(en[i].text);
    if (w == "it") {
      it_index = i;
      ++it_count;
    } else if (w == "its" || w == "itself") {
      return result;
    } else if (one_of(w, {"he", "she", "him", "her", "his", "hers", "they", "them", "their", "theirs",
                          "himself", "herself", "themselves"})) {
      result.reason = SkipReason::other_pronouns;
      return result;
    } else if (w == "you" || w == "your") {
      you = true;
    }
  }
  if (it_count != 1) return result;
  // Every lexicon noun before "it" is a candidate; the German side must leave exactly one (the pronoun agrees
  // with it, and no other noun phrase of its gender comes before the pronoun).
  std::vector<std::size_t> candidates;
  for (std::size_t i = 0; i < it_index; ++i) {
    if (!en[i].word) continue;
    const NounEntry* entry = lexicon.by_english(std::string(en[i].text));
    if (!entry) continue;
    for (std::size_t j = 0; j < en.size(); ++j)
      if (j != i && en[j].word && en[j].text == en[i].text) {
        result.reason = SkipReason::several_candidates;  // the same noun twice
        return result;
      }
    candidates.push_back(i);
  }
  if (candidates.empty()) {
    result.reason = SkipReason::no_antecedent;
    return result;
  }
  const auto de = tokenize(german);
  SiteResult chosen;
  chosen.reason = SkipReason::no_antecedent;
  int valid = 0;
  for (std::size_t i : candidates) {
    SiteResult r = german_site(en, i, de, lexicon.by_english(std::string(en[i].text)), lexicon, you);
    if (r.site) {
      ++valid;
      chosen = std::move(r);
    } else if (!chosen.site && (chosen.reason == SkipReason::no_antecedent || candidates.size() == 1)) {
      chosen.reason = r.reason;
    }
  }
  if (valid > 1) {
    SiteResult several;
    several.reason = SkipReason::several_candidates;
    return several;
  }
  return chosen;
}

namespace {
SiteResult german_site(const std::vector<Token>& en, std::size_t noun_index, const std::vector<Token>& de,
                       const NounEntry* noun, const NounLexicon& lexicon, bool you) {
  SiteResult result;
  PronounSite site;
  site.noun = noun;
  site.english_noun = en[noun_index].offset;
  site.english_noun_length = en[noun_index].length;
  if (noun_index > 0 && en[noun_index - 1].word) {
    const std::string a = ascii_lower(en[noun_index - 1].text);
    if (a == "a" || a == "an") site.english_article = en[noun_index - 1].offset;
  }

  // German: the noun exactly once, with an article (and up to two adjectives) directly before it.
  std::size_t g_noun = de.size();
  for (std::size_t i = 0; i < de.size(); ++i) {
    if (!de[i].word || de[i].text != noun->german) continue;
    if (g_noun != de.size()) {
      result.reason = SkipReason::no_antecedent;
      return result;
    }
    g_noun = i;
  }
  if (g_noun == de.size()) {
    result.reason = SkipReason::no_antecedent;
    return result;
  }
  result.reason = SkipReason::unsupported_phrase;
  std::size_t article = g_noun;
  for (std::size_t k = 1; k <= 3 && k <= g_noun; ++k) {
    const Token& t = de[g_noun - k];
    if (!t.word) return result;
    if (is_determiner(ascii_lower(t.text))) {
      article = g_noun - k;
      break;
    }
    if (!is_lowercase_word(t.text)) return result;
  }
  if (article == g_noun) return result;
  const std::string article_lower = ascii_lower(de[article].text);
  const ArticleReading reading = read_article(article_lower, noun->gender);
  if (!reading.supported) {
    if (!is_article_compatible(article_lower, noun->gender)) result.reason = SkipReason::disagreement;
    return result;
  }
  site.definite = reading.definite;
  site.german_article = de[article].offset;
  site.german_article_length = de[article].length;
  site.german_noun = de[g_noun].offset;
  site.german_noun_length = de[g_noun].length;
  site.noun_case = reading.grammatical_case;
  if (!site.noun_case) {
    site.noun_case = case_from_context(de, article, false);
    if (article > 0 && de[article - 1].word && is_other_preposition(ascii_lower(de[article - 1].text)))
      return result;  // die/das after a dative or genitive preposition: not a reading this module knows
  }
  // Adjective endings: feminine and neuter nominative and accusative share them, so the ending is known even
  // where the case is not.
  const GrammaticalCase ending_case = site.noun_case.value_or(GrammaticalCase::nominative);
  const std::string ending = kAdjectiveEnding[site.definite][gi(noun->gender)][ci(ending_case)];
  for (std::size_t k = article + 1; k < g_noun; ++k) {
    const std::string_view w = de[k].text;
    if (!w.ends_with(ending) || w.size() < ending.size() + 2 ||
        one_of(w, {"immer", "wieder", "aber", "oder", "oben", "unten", "innen", "außen", "einmal", "etwas"}))
      return result;
    site.adjectives.push_back(
        {de[k].offset, de[k].length, std::string(w.substr(0, w.size() - ending.size()))});
  }

  // German: exactly one third-person pronoun in the sentence, after the noun; no possessive, relative or
  // demonstrative pronoun after the noun (they would have to agree too).
  std::size_t pronoun = de.size(), pronouns = 0;
  for (std::size_t i = 0; i < de.size(); ++i) {
    if (!de[i].word) continue;
    const std::string w = ascii_lower(de[i].text);
    if (one_of(w, {"er", "sie", "es", "ihn", "ihm", "ihr"})) {
      pronoun = i;
      ++pronouns;
    }
    if (one_of(w, {"sein", "seine", "seinen", "seinem", "seiner", "seines", "ihre", "ihren", "ihrem", "ihrer",
                   "ihres"}))
      return result;
    if (i > g_noun && (w.starts_with("welch") || w.starts_with("dies") || w.starts_with("jen") ||
                       w == "dessen" || w == "deren" || w == "denen"))
      return result;
    if (i > g_noun && one_of(w, {"der", "die", "das", "den", "dem"})) {
      // An article is followed by a noun, perhaps after adjectives; anything else is a pronoun.
      std::size_t k = i + 1;
      while (k < de.size() && k <= i + 2 && de[k].word && is_lowercase_word(de[k].text)) ++k;
      if (k >= de.size() || !de[k].word || !is_capitalized(de[k].text)) return result;
    }
  }
  if (pronouns != 1 || pronoun < g_noun) {
    result.reason = SkipReason::no_german_pronoun;
    return result;
  }
  const std::string p = ascii_lower(de[pronoun].text);
  if (p == "ihr") return result;  // also the possessive and "you" (plural); not changed
  if (de[pronoun].text == "Sie" && (you || (pronoun > 0 && de[pronoun - 1].text != "." &&
                                            de[pronoun - 1].text != "!" && de[pronoun - 1].text != "?")))
    return result;  // the polite "Sie"
  const bool agrees = (noun->gender == Gender::masculine && one_of(p, {"er", "ihn", "ihm"})) ||
                      (noun->gender == Gender::feminine && p == "sie") ||
                      (noun->gender == Gender::neuter && one_of(p, {"es", "ihm"}));
  if (!agrees) {
    result.reason = SkipReason::disagreement;
    return result;
  }
  // "es" agrees with a neuter noun by coincidence whenever "it" is pleonastic ("before it gets dark", "What
  // year is it?"), and a pleonastic "it" is a subject. So a neuter antecedent needs "it" as an object: after
  // a verb or preposition, not after punctuation, a conjunction or an inverted auxiliary.
  std::size_t it_index = 0;
  while (it_index < en.size() && !(en[it_index].word && ascii_lower(en[it_index].text) == "it")) ++it_index;
  const bool it_object = english_it_is_object(en, it_index);
  if (noun->gender == Gender::neuter && !it_object) return result;
  if (!english_clause_between(en, noun_index, it_index)) return result;
  // Noun and pronoun at about the same relative places on both sides, or the match is a coincidence.
  auto place = [](std::size_t index, const std::vector<Token>& t) {
    return double(index) / double(t.size());
  };
  if (std::abs(place(it_index, en) - place(pronoun, de)) > 0.35 ||
      std::abs(place(noun_index, en) - place(g_noun, de)) > 0.35)
    return result;
  if (p == "er")
    site.pronoun_case = GrammaticalCase::nominative;
  else if (p == "ihn")
    site.pronoun_case = GrammaticalCase::accusative;
  else if (p == "ihm")
    site.pronoun_case = GrammaticalCase::dative;
  else {
    // "sie"/"es": the German word order's reading must agree with the English "it"'s role (subject or
    // object).
    site.pronoun_case = case_from_context(de, pronoun, true);
    const GrammaticalCase english_case =
        it_object ? GrammaticalCase::accusative : GrammaticalCase::nominative;
    if (site.pronoun_case != english_case) site.pronoun_case.reset();
  }
  site.german_pronoun = de[pronoun].offset;
  site.german_pronoun_length = de[pronoun].length;

  // Another noun phrase before the pronoun that could have the antecedent's gender makes the reference
  // unclear
  // ("dieser Vorschlag ... auf den Tisch, und er": "er" is the proposal).
  for (std::size_t i = 0; i < pronoun; ++i) {
    if (i == g_noun || !de[i].word || !is_capitalized(de[i].text)) continue;
    if (const NounEntry* other = lexicon.by_german(de[i].text)) {
      if (other->gender == noun->gender) {
        result.reason = SkipReason::several_candidates;
        return result;
      }
      continue;
    }
    std::size_t k = i;
    while (k > 0 && k + 2 >= i && de[k - 1].word && is_lowercase_word(de[k - 1].text) &&
           !determiner_like(ascii_lower(de[k - 1].text)))
      --k;
    if (k == 0 || !de[k - 1].word) continue;
    const std::string det = ascii_lower(de[k - 1].text);
    if (!determiner_like(det)) continue;
    if (is_article_compatible(as_article(det), noun->gender)) {
      result.reason = SkipReason::several_candidates;
      return result;
    }
  }
  result.site = std::move(site);
  return result;
}
}  // namespace

namespace {
std::string with_capital_like(const std::string& word, std::string_view original) {
  std::string out = word;
  if (!original.empty() && original[0] >= 'A' && original[0] <= 'Z' && !out.empty() && out[0] >= 'a' &&
      out[0] <= 'z')
    out[0] = char(out[0] - 'a' + 'A');
  return out;
}

bool takes_an(const std::string& word) {
  const std::string w = ascii_lower(word);
  if (w.starts_with("hour") || w.starts_with("honest") || w.starts_with("honour") || w.starts_with("heir"))
    return true;
  if (w.starts_with("uni") || w.starts_with("use") || w.starts_with("usu") || w.starts_with("eu") ||
      w.starts_with("one") || w.starts_with("uti"))
    return false;
  return !w.empty() && one_of(std::string_view(w).substr(0, 1), {"a", "e", "i", "o", "u"});
}

struct Edit {
  std::size_t offset, length;
  std::string text;
};

std::string apply_edits(std::string s, std::vector<Edit> edits) {
  std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.offset > b.offset; });
  for (const auto& e : edits) s.replace(e.offset, e.length, e.text);
  return s;
}
}  // namespace

std::optional<SentencePair> make_variant(const std::string& english, const std::string& german,
                                         const PronounSite& site, const NounEntry& replacement) {
  const Gender g = replacement.gender;
  const bool masculine = g == Gender::masculine;
  if (masculine && (!site.noun_case || !site.pronoun_case)) return std::nullopt;
  // Feminine and neuter nominative and accusative forms are the same, so either reading gives them.
  const GrammaticalCase noun_case = site.noun_case.value_or(GrammaticalCase::nominative);
  const GrammaticalCase pronoun_case = site.pronoun_case.value_or(GrammaticalCase::nominative);

  std::vector<Edit> en_edits{{site.english_noun, site.english_noun_length, replacement.english}};
  if (site.english_article != std::string::npos) {
    const std::string_view old = std::string_view(english).substr(site.english_article, 2);
    const std::size_t len = (old == "an" || old == "An") ? 2 : 1;
    en_edits.push_back({site.english_article, len,
                        with_capital_like(takes_an(replacement.english) ? "an" : "a",
                                          english.substr(site.english_article, 1))});
  }
  std::vector<Edit> de_edits;
  de_edits.push_back({site.german_article, site.german_article_length,
                      with_capital_like(kArticle[site.definite][gi(g)][ci(noun_case)],
                                        german.substr(site.german_article, 1))});
  for (const auto& a : site.adjectives)
    de_edits.push_back({a.offset, a.length, a.stem + kAdjectiveEnding[site.definite][gi(g)][ci(noun_case)]});
  de_edits.push_back({site.german_noun, site.german_noun_length, replacement.german});
  de_edits.push_back(
      {site.german_pronoun, site.german_pronoun_length,
       with_capital_like(kPronoun[gi(g)][ci(pronoun_case)], german.substr(site.german_pronoun, 1))});
  return SentencePair{apply_edits(english, std::move(en_edits)), apply_edits(german, std::move(de_edits))};
}

namespace {
bool is_function_word(const std::string& lower) {
  return one_of(lower,
                {"is",    "was",  "are",   "were",   "and",   "or",    "but",   "of",    "in",     "on",
                 "at",    "to",   "for",   "with",   "from",  "by",    "that",  "which", "who",    "i",
                 "you",   "he",   "she",   "it",     "we",    "they",  "has",   "had",   "have",   "will",
                 "would", "can",  "could", "should", "must",  "may",   "might", "does",  "did",    "do",
                 "be",    "been", "as",    "than",   "so",    "if",    "when",  "not",   "this",   "there",
                 "here",  "into", "out",   "up",     "down",  "over",  "about", "after", "before", "s",
                 "t",     "isn",  "wasn",  "my",     "your",  "our",   "his",   "her",   "their",  "its",
                 "the",   "a",    "an",    "that",   "these", "those", "very",  "too"});
}

// The English contexts of the noun at token i: "L:" the content word before its article (or before it), "R:"
// the content word after it.
std::vector<std::string> english_contexts(const std::vector<Token>& en, std::size_t i) {
  std::vector<std::string> keys;
  std::size_t j = i;
  if (j > 0 && en[j - 1].word && one_of(ascii_lower(en[j - 1].text), {"the", "a", "an"})) --j;
  if (j > 0 && en[j - 1].word) {
    const std::string w = ascii_lower(en[j - 1].text);
    if (!is_function_word(w)) keys.push_back("L:" + w);
  }
  if (i + 1 < en.size() && en[i + 1].word) {
    const std::string w = ascii_lower(en[i + 1].text);
    if (!is_function_word(w)) keys.push_back("R:" + w);
  }
  return keys;
}
}  // namespace

AugmentResult augment_pronouns(const ParallelCorpus& corpus, const NounLexicon& lexicon,
                               const AugmentOptions& options) {
  if (corpus.source.size() != corpus.target.size())
    throw Error("augment_pronouns: " + std::to_string(corpus.source.size()) + " English and " +
                std::to_string(corpus.target.size()) + " German sentences");
  if (options.max_variants < 1) throw Error("augment_pronouns: max_variants must be at least 1");
  std::array<std::vector<const NounEntry*>, 3> pool;
  for (const auto& e : lexicon.entries()) pool[gi(e.gender)].push_back(&e);
  // Context -> the lexicon nouns seen in it (by index, so the order is the lexicon's).
  std::unordered_map<std::string, std::set<std::size_t>> context_nouns;
  if (options.shared_context) {
    for (const auto& line : corpus.source) {
      const auto en = tokenize(line);
      for (std::size_t i = 0; i < en.size(); ++i) {
        if (!en[i].word) continue;
        const NounEntry* entry = lexicon.by_english(std::string(en[i].text));
        if (!entry) continue;
        for (const auto& key : english_contexts(en, i))
          context_nouns[key].insert(std::size_t(entry - lexicon.entries().data()));
      }
    }
  }
  std::mt19937_64 rng(options.seed);
  AugmentResult out;
  out.stats.pairs = corpus.source.size();
  for (std::size_t p = 0; p < corpus.source.size(); ++p) {
    const SiteResult found = find_pronoun_site(corpus.source[p], corpus.target[p], lexicon);
    if (!found.site) {
      ++out.stats.skipped[static_cast<int>(found.reason)];
      continue;
    }
    const PronounSite& site = *found.site;
    ++out.stats.sites;
    ++out.stats.site_gender[gi(site.noun->gender)];
    // The other two genders first (in a random order), then any gender again.
    std::vector<Gender> order;
    for (Gender g : {Gender::masculine, Gender::feminine, Gender::neuter})
      if (g != site.noun->gender) order.push_back(g);
    if (rng() & 1) std::swap(order[0], order[1]);
    while (static_cast<int>(order.size()) < options.max_variants)
      order.push_back(static_cast<Gender>(rng() % 3));
    int made = 0;
    std::set<std::string> used{site.noun->german};
    std::array<std::vector<const NounEntry*>, 3> shared;
    if (options.shared_context) {
      const auto en = tokenize(corpus.source[p]);
      std::set<std::size_t> nouns;
      for (std::size_t i = 0; i < en.size(); ++i)
        if (en[i].offset == site.english_noun)
          for (const auto& key : english_contexts(en, i))
            if (const auto it = context_nouns.find(key); it != context_nouns.end())
              nouns.insert(it->second.begin(), it->second.end());
      for (std::size_t n : nouns) shared[gi(lexicon.entries()[n].gender)].push_back(&lexicon.entries()[n]);
    }
    for (Gender g : order) {
      if (made >= options.max_variants) break;
      const auto& candidates = options.shared_context ? shared[gi(g)] : pool[gi(g)];
      if (candidates.empty()) {
        ++out.stats.no_shared_context;
        continue;
      }
      const NounEntry* repl = nullptr;
      for (int attempt = 0; attempt < 8 && !repl; ++attempt) {
        const NounEntry* c = candidates[rng() % candidates.size()];
        if (!used.count(c->german)) repl = c;
      }
      if (!repl) continue;
      auto variant = make_variant(corpus.source[p], corpus.target[p], site, *repl);
      if (!variant) {
        ++out.stats.no_case_for_target;
        continue;
      }
      used.insert(repl->german);
      out.variants.push_back(std::move(*variant));
      out.source_line.push_back(p);
      ++out.stats.variant_gender[gi(g)];
      ++made;
    }
    out.stats.variants += std::size_t(made);
  }
  return out;
}

}  // namespace attn
