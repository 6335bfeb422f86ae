#include "attention/antecedent_heads.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/words.h"

namespace attn {
namespace {

std::vector<std::string> split(const std::string& s, char by) {
  std::vector<std::string> out;
  std::string field;
  std::istringstream in(s);
  while (std::getline(in, field, by)) out.push_back(field);
  return out;
}

// The sentence's words as WinoMT counts them (Python's str.split): a run of whitespace is one separator, so
// the two spaces in "the  physician" (line 1251 of WinoMT's en.tsv) add no empty word that would shift the
// indices after it.
std::vector<std::string> words_of(const std::string& sentence) {
  std::vector<std::string> out;
  std::istringstream in(sentence);
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

// "Her," -> "her": lower case without the punctuation around a word (ASCII is enough for the pronouns).
std::string bare(const std::string& word) {
  std::string out;
  for (unsigned char c : word)
    if (std::isalnum(c) || c >= 0x80) out += char(std::tolower(c));
  return out;
}

bool is_determiner(const std::string& w) { return w == "the" || w == "a" || w == "an"; }

const std::set<std::string>& english_pronouns() {
  static const std::set<std::string> p = {"he", "she", "his", "her", "him"};
  return p;
}

// WinoMT's gender-neutral sentences refer to the person with singular "they".
const std::set<std::string>& neutral_pronouns() {
  static const std::set<std::string> p = {"they", "them", "their"};
  return p;
}

// German third-person pronouns and possessives that agree with the antecedent's gender.
const std::set<std::string>& german_pronouns() {
  static const std::set<std::string> p = {"er",     "sie",    "ihn",    "ihm",   "ihr",  "ihre",
                                          "ihren",  "ihrem",  "ihrer",  "ihres", "sein", "seine",
                                          "seinen", "seinem", "seiner", "seines"};
  return p;
}

constexpr int kUnset = -1;

// WinoMT's gender column; the pronouns looked for depend on it, so an unknown word is refused.
bool is_known_gender(const std::string& gender) {
  return gender == "female" || gender == "male" || gender == "neutral";
}

// Whether the noun's words ("construction worker" has two) start at word `at` of the sentence.
bool noun_starts_at(const std::vector<std::string>& noun, const std::vector<std::string>& words, int at) {
  if (noun.empty() || std::size_t(at) + noun.size() > words.size()) return false;
  for (std::size_t k = 0; k < noun.size(); ++k)
    if (bare(noun[k]) != bare(words[std::size_t(at) + k])) return false;
  return true;
}

// Column 4 must name the word column 2 points at: otherwise the scores would measure another word.
void check_noun(const AntecedentItem& item, const std::vector<std::string>& words, const std::string& where) {
  std::vector<std::string> noun;
  for (const std::string& w : split(item.noun, ' '))
    if (!bare(w).empty()) noun.push_back(w);
  if (noun_starts_at(noun, words, item.antecedent_word)) return;
  for (int w = 0; w < int(words.size()); ++w)
    if (noun_starts_at(noun, words, w))
      throw Error(where + ": the antecedent index " + std::to_string(item.antecedent_word) + " is '" +
                  words[std::size_t(item.antecedent_word)] + "', but the noun '" + item.noun + "' is word " +
                  std::to_string(w) + " (counted from 0)");
  throw Error(where + ": the antecedent noun '" + item.noun + "' is not in the sentence \"" + item.sentence +
              "\"");
}

}  // namespace

std::vector<AntecedentItem> parse_antecedent_items(const std::string& text, const std::string& file_name) {
  std::vector<AntecedentItem> items;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line.front() == '#') continue;
    const std::string where = file_name + " line " + std::to_string(number);
    const auto fields = split(line, '\t');
    if (fields.size() != 4)
      throw Error(where +
                  ": expected 4 tab-separated fields (gender, antecedent word index, sentence, noun), " +
                  "found " + std::to_string(fields.size()));
    AntecedentItem item;
    item.gender = fields[0];
    item.sentence = fields[2];
    item.noun = fields[3];
    item.line = number;
    if (!is_known_gender(item.gender))
      throw Error(where + ": the gender '" + item.gender + "' is not female, male or neutral");
    try {
      std::size_t used = 0;
      item.antecedent_word = std::stoi(fields[1], &used);
      if (used != fields[1].size()) throw std::invalid_argument("trailing text");
    } catch (const std::exception&) {
      throw Error(where + ": the antecedent index '" + fields[1] + "' is not a whole number");
    }
    const auto words = words_of(item.sentence);
    if (item.antecedent_word < 0 || item.antecedent_word >= int(words.size()))
      throw Error(where + ": the antecedent index " + fields[1] + " is outside the sentence's " +
                  std::to_string(words.size()) + " words");
    check_noun(item, words, where);
    const bool neutral = item.gender == "neutral";
    const auto& pronouns = neutral ? neutral_pronouns() : english_pronouns();
    for (int w = 0; w < int(words.size()) && item.pronoun_word == kUnset; ++w)
      if (w != item.antecedent_word && pronouns.count(bare(words[std::size_t(w)]))) item.pronoun_word = w;
    if (item.pronoun_word == kUnset)
      throw Error(where +
                  (neutral ? ": no pronoun (they, them, their) in \""
                           : ": no pronoun (he, she, his, her, him) in \"") +
                  item.sentence + "\"");
    items.push_back(std::move(item));
  }
  if (items.empty()) throw Error(file_name + " holds no sentences");

  // Every person in such a set is somebody's antecedent: the nouns of column 4 are the people.
  std::set<std::string> people;
  for (const auto& item : items) people.insert(bare(item.noun));
  for (auto& item : items) {
    const auto words = words_of(item.sentence);
    for (int w = 0; w < int(words.size()) && item.distractor_word == kUnset; ++w)
      if (w != item.antecedent_word && w != item.pronoun_word && people.count(bare(words[std::size_t(w)])))
        item.distractor_word = w;
    // Otherwise the nearest "the / a / an X" before the pronoun that is not the antecedent.
    for (int w = item.pronoun_word - 1; w >= 1 && item.distractor_word == kUnset; --w)
      if (w != item.antecedent_word && is_determiner(bare(words[std::size_t(w) - 1])))
        item.distractor_word = w;
  }
  return items;
}

std::vector<AntecedentItem> read_antecedent_items(const std::filesystem::path& file) {
  return parse_antecedent_items(read_file(file, std::uintmax_t(64) << 20), file.string());
}

double Proportion::low() const {
  if (trials == 0) return 0;
  const double z = 1.96, n = trials, p = value();
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return std::max(0.0, centre - half);
}

double Proportion::high() const {
  if (trials == 0) return 1;
  const double z = 1.96, n = trials, p = value();
  const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  return std::min(1.0, centre + half);
}

const char* head_kind_name(HeadKind kind) { return kind == HeadKind::kEncoderSelf ? "encoder" : "cross"; }

namespace {

// Adds one item's weights to a head's score.
void count(HeadScore& s, float antecedent, float distractor) {
  ++s.accuracy.trials;
  s.accuracy.successes += antecedent > distractor ? 1 : 0;
  s.mean_antecedent_weight += antecedent;
  s.mean_distractor_weight += distractor;
}

void finish(HeadScore& s) {
  if (s.accuracy.trials == 0) return;
  s.mean_antecedent_weight /= s.accuracy.trials;
  s.mean_distractor_weight /= s.accuracy.trials;
}

void rank(std::vector<HeadScore>& heads) {
  for (auto& h : heads) finish(h);
  std::stable_sort(heads.begin(), heads.end(), [](const HeadScore& a, const HeadScore& b) {
    if (a.accuracy.low() != b.accuracy.low()) return a.accuracy.low() > b.accuracy.low();
    return a.mean_antecedent_weight > b.mean_antecedent_weight;
  });
}

// The weights from `row` to columns `a` and `b` of every layer and head: [layer * heads + head].
void weights_of(const std::vector<std::vector<float>>& layers, int heads, int rows, int cols, int row, int a,
                int b, std::vector<float>& to_a, std::vector<float>& to_b) {
  for (const auto& layer : layers)
    for (int h = 0; h < heads; ++h) {
      const float* m = layer.data() + std::size_t(h) * std::size_t(rows) * std::size_t(cols);
      to_a.push_back(m[std::size_t(row) * std::size_t(cols) + std::size_t(a)]);
      to_b.push_back(m[std::size_t(row) * std::size_t(cols) + std::size_t(b)]);
    }
}

std::vector<HeadScore> head_scores(HeadKind kind, int layers, int heads) {
  std::vector<HeadScore> out;
  for (int l = 0; l < layers; ++l)
    for (int h = 0; h < heads; ++h) out.push_back({kind, l, h, {}, 0, 0});
  return out;
}

void add_observation(std::vector<HeadScore>& heads, HeadScore& mean, const std::vector<float>& to_antecedent,
                     const std::vector<float>& to_distractor) {
  double sum_a = 0, sum_d = 0;
  for (std::size_t i = 0; i < heads.size(); ++i) {
    count(heads[i], to_antecedent[i], to_distractor[i]);
    sum_a += to_antecedent[i];
    sum_d += to_distractor[i];
  }
  const double n = double(std::max<std::size_t>(1, heads.size()));
  count(mean, float(sum_a / n), float(sum_d / n));
}

}  // namespace

AntecedentReport find_antecedent_heads(Translator& translator, const std::vector<AntecedentItem>& items,
                                       const std::function<bool(int, int)>& progress) {
  const ModelConfig& c = translator.model().config;
  AntecedentReport report;
  report.encoder_heads = head_scores(HeadKind::kEncoderSelf, c.encoder_layers, c.n_heads);
  report.cross_heads = head_scores(HeadKind::kCross, c.decoder_layers, c.n_heads);
  report.encoder_mean = {HeadKind::kEncoderSelf, -1, -1, {}, 0, 0};
  report.cross_mean = {HeadKind::kCross, -1, -1, {}, 0, 0};
  DecodeOptions greedy;
  greedy.beam_size = 1;
  // Translated and inspected in batches (much faster than one sentence at a time): each pair is inspected
  // by forced decoding of its own translation.
  constexpr std::size_t kBatch = 32;
  std::vector<Inspection> inspections;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const AntecedentItem& item = items[i];
    if (i % kBatch == 0) {
      std::vector<std::string> batch, translations;
      for (std::size_t j = i; j < std::min(items.size(), i + kBatch); ++j) batch.push_back(items[j].sentence);
      for (const auto& t : translator.translate(batch, greedy)) translations.push_back(t.text());
      inspections = translator.inspect_pairs(batch, translations);
    }
    const Inspection r = std::move(inspections[i % kBatch]);
    const WordSpans source = group_pieces_into_words(r.source_pieces);
    // Cross-attention rows are grouped by what each step outputs, so the pronoun's row is the step choosing
    // it.
    const WordSpans output = group_pieces_into_words(r.output_pieces);
    const AttentionMaps words = merge_attention_to_words(r.attention, source, output);
    AntecedentObservation o;
    o.item = int(i);
    o.translation = r.target_text;
    ++report.items;
    // The sentence's words plus </s>; a tokenizer that splits differently would misplace the indices.
    const bool aligned = source.size() == int(words_of(item.sentence).size()) + 1;
    if (aligned && item.distractor_word != kUnset) {
      ++report.items_with_distractor;
      const int S = source.size(), T = output.size();
      weights_of(words.encoder_self, c.n_heads, S, S, item.pronoun_word, item.antecedent_word,
                 item.distractor_word, o.encoder_antecedent, o.encoder_distractor);
      add_observation(report.encoder_heads, report.encoder_mean, o.encoder_antecedent, o.encoder_distractor);
      for (int w = 0; w < T && o.target_pronoun_word == kUnset; ++w)
        if (german_pronouns().count(bare(output.words[std::size_t(w)]))) o.target_pronoun_word = w;
      if (o.target_pronoun_word != kUnset) {
        ++report.items_with_target_pronoun;
        weights_of(words.cross, c.n_heads, T, S, o.target_pronoun_word, item.antecedent_word,
                   item.distractor_word, o.cross_antecedent, o.cross_distractor);
        add_observation(report.cross_heads, report.cross_mean, o.cross_antecedent, o.cross_distractor);
      }
      // Baseline: the person nearer before the pronoun (or the nearer one at all, if neither precedes it).
      auto distance = [&](int w) {
        return w < item.pronoun_word ? item.pronoun_word - w : 1000 + w - item.pronoun_word;
      };
      ++report.nearest_preceding.trials;
      report.nearest_preceding.successes +=
          distance(item.antecedent_word) < distance(item.distractor_word) ? 1 : 0;
    }
    report.observations.push_back(std::move(o));
    if (progress && !progress(int(i) + 1, int(items.size()))) {
      report.cancelled = true;
      break;
    }
  }
  rank(report.encoder_heads);
  rank(report.cross_heads);
  finish(report.encoder_mean);
  finish(report.cross_mean);
  return report;
}

}  // namespace attn
