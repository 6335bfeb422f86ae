#include "attention/pronoun_pairs.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "train/augmentation_text.h"
#include "util/random.h"

namespace attn {

namespace {

using namespace augmentation_text;

bool is_english_third_person(std::string_view lower) {
  return one_of(lower, {"it", "its", "itself", "he", "she", "him", "her", "his", "hers", "himself", "herself",
                        "they", "them", "their", "theirs", "themselves"});
}

// Personal and possessive pronouns of the third person, and the polite "Sie"/"Ihnen": any of them could be
// read as referring to the noun, or would have to change with it.
bool is_german_third_person(std::string_view lower) {
  return one_of(lower, {"er", "sie", "es", "ihn", "ihm", "ihr", "ihnen", "ihre", "ihren", "ihrem", "ihrer",
                        "ihres", "sein", "seine", "seinen", "seinem", "seiner", "seines"});
}

bool ends_a_sentence(const Token& t) { return !t.word && one_of(t.text, {".", "?", "!"}); }

std::size_t count_words(const std::vector<Token>& tokens) {
  std::size_t n = 0;
  for (const auto& t : tokens) n += t.word ? 1 : 0;
  return n;
}

// The pronoun for a noun of gender g after the definite article `article` (lower case); "" where the article
// does not tell the case or the pronoun is ambiguous (feminine "der" is dative or genitive).
std::string_view pronoun_after_article(Gender g, std::string_view article) {
  switch (g) {
    case Gender::masculine:
      return article == "der" ? "er" : article == "den" ? "ihn" : article == "dem" ? "ihm" : "";
    case Gender::feminine:
      return article == "die" ? "sie" : "";  // nominative or accusative: "sie" either way
    case Gender::neuter:
      return article == "das" ? "es" : article == "dem" ? "ihm" : "";
  }
  return "";
}

// German words after which a pronoun may not take the noun phrase's place: object pronouns go first ("Erzähl
// sie mir", not "Erzähl mir sie"), "nicht" follows a pronoun object, and after a preposition German says
// "darin", "darauf" for things.
bool blocks_pronoun_after(std::string_view lower) {
  return one_of(lower,
                {"mir",  "dir",   "uns",   "euch",  "mich",    "dich",  "sich",    "nicht", "auch",   "bitte",
                 "noch", "schon", "in",    "an",    "auf",     "über",  "unter",   "vor",   "hinter", "neben",
                 "für",  "durch", "gegen", "ohne",  "um",      "mit",   "von",     "zu",    "aus",    "bei",
                 "nach", "seit",  "bis",   "wegen", "während", "trotz", "zwischen"});
}

// English places where "it" cannot stand for "the N" as it is: after a verb particle ("turn off the light" ->
// "turn it off"), before "here"/"there" ("the water here"), in "Here is the car" ("Here it is"), and as the
// predicate of a statement ("I was the law" is not "I was it"; "Where is the station?" is "Where is it?").
bool english_refuses_it(const std::vector<Token>& en, std::size_t the, std::size_t noun) {
  const std::string first = ascii_lower(en[0].text);
  if (first == "here" || first == "there") return true;
  if (noun + 1 < en.size() && one_of(ascii_lower(en[noun + 1].text), {"here", "there"})) return true;
  // A relative clause, with or without its pronoun ("the report you wrote"), belongs to the noun.
  if (noun + 1 < en.size() &&
      one_of(ascii_lower(en[noun + 1].text), {"that", "which", "who", "whom", "i", "you", "we"}))
    return true;
  if (the == 0) return false;
  const std::string before = ascii_lower(en[the - 1].text);
  if (one_of(before, {"on", "off", "up", "down", "out", "away", "back", "over", "around", "in"})) return true;
  // A contraction cannot end a clause: "Where's the cat?" is "Where is it?", not "Where's it?".
  if (one_of(before, {"m", "s", "re"}) && the >= 2 && en[the - 2].text == "'") return true;
  const bool copula = one_of(before, {"is", "am", "are", "was", "were", "be", "been"});
  const bool question = one_of(first, {"where", "what", "when", "how", "why", "which", "who"}) || the == 1;
  return copula && !question;
}

std::string spliced(const std::string& line, std::size_t from, std::size_t to, std::string_view with) {
  return line.substr(0, from) + std::string(with) + line.substr(to);
}

std::string capitalized(std::string_view w) {
  std::string out(w);
  if (!out.empty() && out[0] >= 'a' && out[0] <= 'z') out[0] = char(out[0] - 'a' + 'A');
  return out;
}

bool has_english_article_before(const std::vector<Token>& en, std::size_t i) {
  for (std::size_t back = 1; back <= 2 && back <= i; ++back)
    if (one_of(ascii_lower(en[i - back].text), {"the", "a", "an"})) return true;
  return false;
}

// Draws up to k of `lines` other than `except` into `out` (the first k of a partial Fisher-Yates shuffle).
void draw_lines(std::vector<std::size_t> lines, std::size_t except, std::size_t k, Rng& rng,
                std::vector<std::size_t>& out) {
  std::erase(lines, except);
  k = std::min(k, lines.size());
  out.clear();
  for (std::size_t n = 0; n < k; ++n) {
    std::swap(lines[n], lines[n + rng.below(lines.size() - n)]);
    out.push_back(lines[n]);
  }
}

}  // namespace

std::optional<SentencePair> join_with_and(const SentencePair& first, const SentencePair& second) {
  const auto en1 = tokenize(first.english), de1 = tokenize(first.german);
  const auto en2 = tokenize(second.english), de2 = tokenize(second.german);
  if (en1.size() < 2 || de1.size() < 2 || en2.size() < 3 || de2.size() < 3) return std::nullopt;
  for (const auto* tokens : {&en1, &de1, &en2, &de2})
    if (tokens->back().text != ".") return std::nullopt;
  if (!en1[en1.size() - 2].word || !de1[de1.size() - 2].word) return std::nullopt;  // "etc.)." and the like
  // The first must be a statement with its subject first: "Don't go near the fire, and it went out" reads as
  // a condition, "Kinda the opposite, and ..." is no clause.
  const std::string_view s = en1[0].text;
  if (!one_of(s, {"I", "We", "You", "The", "A", "An", "This", "That", "My", "Our", "Your", "Everyone",
                  "Everybody", "Nobody", "Someone", "Somebody"}) &&
      !(s == de1[0].text && is_capitalized(s)))
    return std::nullopt;
  // The second's first word: a pronoun, lower-cased ("I" and the polite "Sie" stay), or a name, the same on
  // both sides.
  const std::string_view e = en2[0].text, g = de2[0].text;
  std::string english_first, german_first;
  if (one_of(e, {"It", "We", "You", "I"}) &&
      one_of(g, {"Er", "Sie", "Es", "Wir", "Ich", "Du", "Ihr", "Man"})) {
    english_first = e == "I" ? "I" : ascii_lower(e);
    german_first = (e == "You" && g == "Sie") ? std::string(g) : ascii_lower(g);
  } else if (e == g && is_capitalized(e) && !one_of(e, {"The", "A", "An", "This", "That", "There", "Here"})) {
    english_first = german_first = std::string(e);
  } else {
    return std::nullopt;
  }
  SentencePair out;
  out.english = first.english.substr(0, en1.back().offset) + ", and " + english_first +
                second.english.substr(en2[0].offset + en2[0].length);
  out.german = first.german.substr(0, de1.back().offset) + ", und " + german_first +
               second.german.substr(de2[0].offset + de2[0].length);
  return out;
}

bool is_pleonastic_it(const std::string& english, const std::string& german, int max_words) {
  const auto en = tokenize(english), de = tokenize(german);
  if (en.size() < 3 || de.size() < 2 || en[0].text != "It" || de[0].text != "Es") return false;
  if (count_words(en) > std::size_t(max_words) || !ends_a_sentence(en.back()) || !ends_a_sentence(de.back()))
    return false;
  for (std::size_t i = 1; i < en.size(); ++i)
    if (en[i].word && is_english_third_person(ascii_lower(en[i].text))) return false;
  for (std::size_t i = 1; i < de.size(); ++i)
    if (de[i].word && is_german_third_person(ascii_lower(de[i].text))) return false;
  std::vector<std::string> words;  // lower case, punctuation dropped: "It's" -> it, s
  for (const auto& t : en)
    if (t.word) words.push_back(ascii_lower(t.text));
  for (const auto& w : words)  // things do not rain
    if (one_of(w, {"rain", "rains", "rained", "raining", "snow", "snows", "snowed", "snowing", "thundering",
                   "hailing", "drizzling", "pouring"}))
      return true;
  // "It is time", "It's Monday", "It was midnight": the copula straight after "It".
  if (words.size() >= 3 && one_of(words[1], {"is", "was", "s"}) &&
      one_of(words[2], {"time", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
                        "noon", "midnight"}))
    return true;
  return words.size() >= 3 && one_of(words[1], {"seems", "seemed", "looks"}) &&
         one_of(words[2], {"that", "like"});
}

std::optional<SingleNoun> find_single_noun(const std::string& english, const std::string& german,
                                           const NounLexicon& lexicon,
                                           const std::map<std::string, Gender>& genders, int max_words) {
  const auto en = tokenize(english), de = tokenize(german);
  if (en.size() < 3 || de.size() < 3) return std::nullopt;
  // German says in more words what English says (articles, verb particles): half as many again.
  const auto limit = std::size_t(max_words);
  if (count_words(en) > limit || count_words(de) > limit + limit / 2) return std::nullopt;
  if (!ends_a_sentence(en.back()) || !ends_a_sentence(de.back())) return std::nullopt;

  SingleNoun found;
  std::size_t nouns = 0;
  for (std::size_t i = 0; i < en.size(); ++i) {
    if (!en[i].word) continue;
    const std::string w = ascii_lower(en[i].text);
    if (is_english_third_person(w)) return std::nullopt;
    if (const NounEntry* entry = lexicon.by_english(w)) {
      found.noun = entry;
      found.english_index = i;
      ++nouns;
    }
  }
  if (nouns != 1) return std::nullopt;
  // "the end of the story", "the car's door": the noun is not the whole thing talked about.
  if (found.english_index + 1 < en.size() &&
      one_of(ascii_lower(en[found.english_index + 1].text), {"of", "'"}))
    return std::nullopt;

  // German capitalises every noun: the antecedent must be the only capitalised word after the first, and the
  // first may not be a noun either.
  std::size_t capitalised = 0;
  for (std::size_t i = 0; i < de.size(); ++i) {
    if (!de[i].word) continue;
    if (is_german_third_person(ascii_lower(de[i].text))) return std::nullopt;
    if (i == 0) {
      if (genders.count(std::string(de[i].text))) return std::nullopt;
      continue;
    }
    if (!is_capitalized(de[i].text)) continue;
    if (de[i].text != found.noun->german) return std::nullopt;
    found.german_index = i;
    ++capitalised;
  }
  if (capitalised != 1) return std::nullopt;
  return found;
}

std::optional<SentencePair> replace_noun_by_pronoun(const std::string& english, const std::string& german,
                                                    const SingleNoun& found) {
  const auto en = tokenize(english), de = tokenize(german);
  const std::size_t i = found.english_index, j = found.german_index;
  if (i == 0 || i + 1 >= en.size() || j == 0 || j + 1 >= de.size()) return std::nullopt;
  if (ascii_lower(en[i - 1].text) != "the") return std::nullopt;
  if (en[i + 1].text == "," || de[j + 1].text == ",") return std::nullopt;  // "The bill, please."
  if (english_refuses_it(en, i - 1, i)) return std::nullopt;
  for (std::size_t k = j + 1; k + 1 < de.size(); ++k)  // ", den du geschrieben hast": a relative clause
    if (de[k].text == "," &&
        one_of(ascii_lower(de[k + 1].text), {"der", "die", "das", "den", "dem", "dessen", "deren", "welcher",
                                             "welche", "welches", "welchen", "welchem"}))
      return std::nullopt;

  const std::size_t article = j - 1;
  const std::string_view pronoun = pronoun_after_article(found.noun->gender, ascii_lower(de[article].text));
  if (pronoun.empty()) return std::nullopt;
  // Where the noun phrase stood: first (the subject), straight after the finite verb, or after the subject
  // pronoun that follows it ("Gestern habe ich den Film gesehen").
  const bool first = article == 0;
  const bool after_verb =
      article == 2 && is_lowercase_word(de[1].text) && !blocks_pronoun_after(ascii_lower(de[1].text));
  const bool after_subject = article == 3 && is_lowercase_word(de[1].text) &&
                             one_of(ascii_lower(de[2].text), {"ich", "du", "wir", "man"});
  if (!first && !after_verb && !after_subject) return std::nullopt;

  SentencePair out;
  out.english = spliced(english, en[i - 1].offset, en[i].offset + en[i].length, i - 1 == 0 ? "It" : "it");
  out.german = spliced(german, de[article].offset, de[j].offset + de[j].length,
                       first ? capitalized(pronoun) : std::string(pronoun));
  return out;
}

PronounPairResult make_pronoun_pairs(const ParallelCorpus& corpus, const NounLexicon& lexicon,
                                     const std::map<std::string, Gender>& genders,
                                     const PronounPairOptions& options) {
  PronounPairResult result;
  auto& stats = result.stats;
  stats.pairs = corpus.source.size();

  struct Second {
    std::size_t line;
    const NounEntry* noun;
    SentencePair pair;
  };
  std::unordered_map<const NounEntry*, std::vector<std::size_t>> firsts;
  std::vector<std::size_t> gendered_firsts;  // naming a masculine or feminine noun
  std::vector<Second> seconds;
  std::vector<std::size_t> pleonastic;
  // A pair repeated in the data ("The debate is closed.") is used once, or it would crowd out the rest.
  std::set<std::pair<std::string_view, std::string_view>> seen;
  for (std::size_t line = 0; line < corpus.source.size() && line < corpus.target.size(); ++line) {
    const std::string &en = corpus.source[line], &de = corpus.target[line];
    if (!seen.insert({en, de}).second) continue;
    if (is_pleonastic_it(en, de, options.max_words)) {
      pleonastic.push_back(line);
      continue;
    }
    const auto found = find_single_noun(en, de, lexicon, genders, options.max_words);
    if (!found) continue;
    if (has_english_article_before(tokenize(en), found->english_index)) {
      firsts[found->noun].push_back(line);
      if (found->noun->gender != Gender::neuter) gendered_firsts.push_back(line);
      ++stats.first_sentences;
    }
    if (auto replaced = replace_noun_by_pronoun(en, de, *found)) {
      seconds.push_back({line, found->noun, std::move(*replaced)});
      ++stats.pronoun_sentences;
    }
  }

  stats.pleonastic_sentences = pleonastic.size();

  Rng rng(options.seed);
  const auto k = std::size_t(options.pairs_per_sentence);
  std::vector<std::size_t> drawn;
  Rng and_rng(splitmix64(options.seed ^ 0xA2D0A2D0ull));  // its own stream: the draws stay as they are
  const auto join = [&](std::size_t first, std::size_t second, const SentencePair& second_pair, Gender gender,
                        bool is_pleonastic) {
    PronounPair pair;
    const SentencePair first_pair{corpus.source[first], corpus.target[first]};
    std::optional<SentencePair> with_and;
    if (and_rng.uniform() < options.and_share) with_and = join_with_and(first_pair, second_pair);
    if (with_and) {
      pair.joined = std::move(*with_and);
      ++stats.written_with_and;
    } else {
      pair.joined.english = first_pair.english + " " + second_pair.english;
      pair.joined.german = first_pair.german + " " + second_pair.german;
    }
    pair.first_line = first;
    pair.second_line = second;
    pair.gender = gender;
    pair.pleonastic = is_pleonastic;
    result.pairs.push_back(std::move(pair));
    ++stats.written_gender[static_cast<int>(gender)];
    if (is_pleonastic) ++stats.written_pleonastic;
  };
  std::unordered_map<const NounEntry*, bool> paired;
  for (const auto& second : seconds) {
    const auto it = firsts.find(second.noun);
    if (it == firsts.end()) continue;
    draw_lines(it->second, second.line, k, rng, drawn);
    for (std::size_t first : drawn) join(first, second.line, second.pair, second.noun->gender, false);
    if (!drawn.empty()) paired[second.noun] = true;
  }
  // Each first sentence's gender, for the pleonastic pairs' counts.
  std::unordered_map<std::size_t, Gender> gender_of;
  for (const auto& [noun, lines] : firsts)
    for (std::size_t line : lines) gender_of[line] = noun->gender;
  for (std::size_t second : pleonastic) {
    draw_lines(gendered_firsts, second, k, rng, drawn);
    const SentencePair as_is{corpus.source[second], corpus.target[second]};
    for (std::size_t first : drawn) join(first, second, as_is, gender_of.at(first), true);
  }
  stats.written = result.pairs.size();
  stats.nouns = paired.size();
  return result;
}

}  // namespace attn
