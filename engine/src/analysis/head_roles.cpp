#include "attention/head_roles.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <limits>
#include <string_view>
#include <unordered_map>

#include "attention/error.h"
#include "attention/tokenizer.h"
#include "attention/translator.h"

namespace attn {

namespace {

constexpr std::string_view kWordMarker = "\xE2\x96\x81";  // U+2581, SentencePiece's "▁"

// The accumulated sums of one head, in HeadRoleAccumulator::sums_.
enum Measure {
  kQueries,
  kConfidenceSum,
  kEntropySum,
  kPreviousHits,
  kPreviousQueries,
  kNextHits,
  kNextQueries,
  kRareHits,
  kRareQueries,
  kDelimiterSum,
  kMeasures
};

bool is_special_piece(const std::string& piece) {
  return piece.size() >= 3 && piece.front() == '<' && piece.back() == '>';
}

// Punctuation outside ASCII that German and English text commonly holds.
constexpr std::array<std::string_view, 14> kUnicodePunctuation = {
    "\xE2\x80\x9E", "\xE2\x80\x9C", "\xE2\x80\x9D", "\xE2\x80\x98", "\xE2\x80\x99",
    "\xE2\x80\x9A", "\xE2\x80\x93", "\xE2\x80\x94", "\xE2\x80\xA6", "\xC2\xAB",
    "\xC2\xBB",     "\xC2\xBF",     "\xC2\xA1",     "\xC2\xB7"};

bool is_punctuation_only(std::string_view s) {
  if (s.empty()) return false;
  while (!s.empty()) {
    const auto c = static_cast<unsigned char>(s.front());
    if (c < 0x80) {
      if (!std::ispunct(c)) return false;
      s.remove_prefix(1);
      continue;
    }
    bool matched = false;
    for (std::string_view p : kUnicodePunctuation)
      if (s.starts_with(p)) {
        s.remove_prefix(p.size());
        matched = true;
        break;
      }
    if (!matched) return false;
  }
  return true;
}

int first_argmax(const float* row, int n) {
  int best = 0;
  for (int k = 1; k < n; ++k)
    if (row[k] > row[best]) best = k;
  return best;
}

}  // namespace

const char* role_badge_name(RoleBadge badge) {
  switch (badge) {
    case RoleBadge::kPositionalPrevious:
      return "positional-1";
    case RoleBadge::kPositionalNext:
      return "positional+1";
    case RoleBadge::kRareWord:
      return "rare-word";
    case RoleBadge::kDelimiter:
      return "delimiter";
    case RoleBadge::kConfident:
      return "confident";
  }
  return "?";
}

std::string role_badge_definition(RoleBadge badge, const RoleThresholds& t) {
  auto percent = [](double x) { return std::to_string(int(std::lround(100 * x))) + " %"; };
  switch (badge) {
    case RoleBadge::kPositionalPrevious:
      return "positional-1: more than " + percent(t.positional_share) +
             " of the query tokens put their largest weight on the token just before them (Voita et al. "
             "2019)";
    case RoleBadge::kPositionalNext:
      return "positional+1: more than " + percent(t.positional_share) +
             " of the query tokens put their largest weight on the token just after them (Voita et al. 2019)";
    case RoleBadge::kRareWord:
      return "rare-word: more than " + percent(t.rare_word_share) +
             " of the query tokens put their largest weight on the sentence's least frequent token (Voita et "
             "al. 2019)";
    case RoleBadge::kDelimiter:
      return "delimiter: more than " + percent(t.delimiter_share) +
             " of the weight goes to </s>, <s> and punctuation (Clark et al. 2019)";
    case RoleBadge::kConfident:
      return "confident: the largest weight of a row is above " + std::to_string(t.confidence).substr(0, 4) +
             " on average (Voita et al. 2019)";
  }
  return {};
}

const char* attention_kind_name(AttentionKind kind) {
  switch (kind) {
    case AttentionKind::kEncoderSelf:
      return "encoder";
    case AttentionKind::kDecoderSelf:
      return "decoder";
    case AttentionKind::kCross:
      return "cross";
  }
  return "?";
}

const HeadRole& HeadRoles::role(AttentionKind kind, int layer, int head) const {
  std::size_t index = 0;
  for (int k = 0; k < int(kind); ++k) index += std::size_t(layers[k] * heads);
  const std::size_t i = index + std::size_t(layer * heads + head);
  if (layer < 0 || head < 0 || head >= heads || layer >= layers[int(kind)] || i >= roles.size())
    throw Error("no such head: " + std::string(attention_kind_name(kind)) + " layer " +
                std::to_string(layer) + " head " + std::to_string(head));
  return roles[i];
}

bool is_delimiter_piece(const std::string& piece) {
  if (piece == "</s>" || piece == "<s>") return true;
  std::string_view s = piece;
  if (s.starts_with(kWordMarker)) s.remove_prefix(kWordMarker.size());
  return is_punctuation_only(s);
}

TokenFacts token_facts(const std::vector<std::string>& pieces, const std::vector<std::int32_t>& ids,
                       const std::vector<double>& piece_frequency) {
  if (pieces.size() != ids.size()) throw Error("token facts: pieces and ids differ in length");
  TokenFacts f;
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const auto id = std::size_t(ids[i]);
    f.frequency.push_back(id < piece_frequency.size() ? piece_frequency[id] : 0.0);
    f.special.push_back(is_special_piece(pieces[i]));
    f.delimiter.push_back(is_delimiter_piece(pieces[i]));
  }
  return f;
}

PieceFrequencies count_piece_frequencies(const Tokenizer& tokenizer,
                                         const std::vector<std::string>& source_corpus,
                                         const std::vector<std::string>& target_corpus) {
  PieceFrequencies f;
  if (!source_corpus.empty()) f.source.assign(std::size_t(tokenizer.vocab_size()), 0.0);
  if (!target_corpus.empty()) f.target.assign(std::size_t(tokenizer.vocab_size()), 0.0);
  for (const std::string& line : source_corpus)
    for (const std::int32_t id : tokenizer.encode_source(line)) f.source[std::size_t(id)] += 1;
  for (const std::string& line : target_corpus)
    for (const std::int32_t id : tokenizer.encode_target(line)) f.target[std::size_t(id)] += 1;
  return f;
}

std::vector<double> piece_score_frequencies(const Tokenizer& tokenizer) {
  std::vector<double> f(std::size_t(tokenizer.vocab_size()));
  for (std::size_t id = 0; id < f.size(); ++id) f[id] = -double(id);
  return f;
}

double entropy_nats(std::span<const float> p) {
  double h = 0;
  for (const float x : p)
    if (x > 0) h -= double(x) * std::log(double(x));
  return h;
}

double js_distance(std::span<const float> p, std::span<const float> q) {
  if (p.size() != q.size()) throw Error("JS distance of distributions of different sizes");
  double divergence = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const double a = p[i], b = q[i], m = 0.5 * (a + b);
    if (a > 0) divergence += 0.5 * a * std::log(a / m);
    if (b > 0) divergence += 0.5 * b * std::log(b / m);
  }
  return std::sqrt(std::max(0.0, divergence));
}

LinkageResult average_linkage(const std::vector<double>& distance, int n, double cluster_distance) {
  if (distance.size() != std::size_t(n) * std::size_t(n)) throw Error("average linkage: not an n x n matrix");
  std::vector<std::vector<int>> clusters;
  for (int i = 0; i < n; ++i) clusters.push_back({i});
  auto mean_distance = [&](const std::vector<int>& a, const std::vector<int>& b) {
    double sum = 0;
    for (int i : a)
      for (int j : b) sum += distance[std::size_t(i) * std::size_t(n) + std::size_t(j)];
    return sum / double(a.size() * b.size());
  };
  std::optional<std::vector<std::vector<int>>> cut;
  while (clusters.size() > 1) {
    std::size_t best_a = 0, best_b = 1;
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t a = 0; a < clusters.size(); ++a)
      for (std::size_t b = a + 1; b < clusters.size(); ++b) {
        const double d = mean_distance(clusters[a], clusters[b]);
        if (d < best) {
          best = d;
          best_a = a;
          best_b = b;
        }
      }
    if (!cut && best > cluster_distance) cut = clusters;
    clusters[best_a].insert(clusters[best_a].end(), clusters[best_b].begin(), clusters[best_b].end());
    clusters.erase(clusters.begin() + std::ptrdiff_t(best_b));
  }
  LinkageResult r;
  if (!clusters.empty()) r.order = clusters.front();
  if (!cut) cut = clusters;
  // Clusters listed in the order's order, each with its heads in that order.
  std::vector<int> place(static_cast<std::size_t>(n), 0);
  for (int i = 0; i < n; ++i) place[std::size_t(r.order[std::size_t(i)])] = i;
  for (auto& c : *cut)
    std::sort(c.begin(), c.end(),
              [&](int a, int b) { return place[std::size_t(a)] < place[std::size_t(b)]; });
  std::sort(cut->begin(), cut->end(), [&](const std::vector<int>& a, const std::vector<int>& b) {
    return place[std::size_t(a.front())] < place[std::size_t(b.front())];
  });
  r.clusters = std::move(*cut);
  return r;
}

HeadRoleAccumulator::HeadRoleAccumulator(int heads, int encoder_layers, int decoder_layers,
                                         RoleThresholds thresholds)
    : heads_(heads), layers_{encoder_layers, decoder_layers, decoder_layers}, thresholds_(thresholds) {
  if (heads <= 0 || encoder_layers < 0 || decoder_layers < 0) throw Error("head roles: bad model shape");
  sums_.assign(std::size_t((encoder_layers + 2 * decoder_layers) * heads * kMeasures), 0.0);
  for (int k = 0; k < 3; ++k) {
    const std::size_t n = std::size_t(layers_[k] * heads);
    distance_sums_[k].assign(n * n, 0.0);
  }
}

void HeadRoleAccumulator::add(const AttentionMaps& maps, const TokenFacts& source, const TokenFacts& target) {
  const int S = maps.source_length, T = maps.target_length;
  if (maps.heads != heads_) throw Error("head roles: the maps have another number of heads");
  if (int(source.frequency.size()) != S || int(target.frequency.size()) != T)
    throw Error("head roles: the token facts do not match the maps' lengths");
  add_kind(AttentionKind::kEncoderSelf, maps.encoder_self, S, S, source);
  add_kind(AttentionKind::kDecoderSelf, maps.decoder_self, T, T, target);
  add_kind(AttentionKind::kCross, maps.cross, T, S, source);
  ++sentences_;
}

void HeadRoleAccumulator::add_kind(AttentionKind kind, const std::vector<std::vector<float>>& layers,
                                   int queries, int keys, const TokenFacts& facts) {
  const int k = int(kind);
  if (int(layers.size()) != layers_[k])
    throw Error(std::string("head roles: the ") + attention_kind_name(kind) + " maps have " +
                std::to_string(layers.size()) + " layers, not " + std::to_string(layers_[k]));
  const bool self = kind != AttentionKind::kCross;
  const bool causal = kind == AttentionKind::kDecoderSelf;
  // The rarest frequency each query can see (a prefix in the causal decoder), over non-special keys.
  std::vector<double> rarest(std::size_t(queries), std::numeric_limits<double>::infinity());
  {
    double running = std::numeric_limits<double>::infinity();
    for (int key = 0; key < keys; ++key)
      if (!facts.special[std::size_t(key)]) running = std::min(running, facts.frequency[std::size_t(key)]);
    for (int q = 0; q < queries; ++q) rarest[std::size_t(q)] = running;
    if (causal) {
      running = std::numeric_limits<double>::infinity();
      for (int q = 0; q < queries && q < keys; ++q) {
        if (!facts.special[std::size_t(q)]) running = std::min(running, facts.frequency[std::size_t(q)]);
        rarest[std::size_t(q)] = running;
      }
    }
  }
  std::size_t first_head = 0;
  for (int j = 0; j < k; ++j) first_head += std::size_t(layers_[j] * heads_);
  const std::size_t block = std::size_t(queries) * std::size_t(keys);
  for (int l = 0; l < layers_[k]; ++l) {
    const auto& layer = layers[std::size_t(l)];
    if (layer.size() != block * std::size_t(heads_))
      throw Error(std::string("head roles: a ") + attention_kind_name(kind) + " map has the wrong size");
    for (int h = 0; h < heads_; ++h) {
      double* s = sums_.data() + (first_head + std::size_t(l * heads_ + h)) * kMeasures;
      const float* map = layer.data() + block * std::size_t(h);
      for (int q = 0; q < queries; ++q) {
        const float* row = map + std::size_t(q) * std::size_t(keys);
        const int top = first_argmax(row, keys);
        s[kQueries] += 1;
        s[kConfidenceSum] += row[top];
        s[kEntropySum] += entropy_nats({row, std::size_t(keys)});
        double delimiter = 0;
        for (int key = 0; key < keys; ++key)
          if (facts.delimiter[std::size_t(key)]) delimiter += row[key];
        s[kDelimiterSum] += delimiter;
        if (self && q >= 1) {
          s[kPreviousQueries] += 1;
          s[kPreviousHits] += top == q - 1 ? 1 : 0;
        }
        if (self && !causal && q + 1 < keys) {
          s[kNextQueries] += 1;
          s[kNextHits] += top == q + 1 ? 1 : 0;
        }
        const double rare = rarest[std::size_t(q)];
        if (std::isfinite(rare)) {
          s[kRareQueries] += 1;
          s[kRareHits] +=
              !facts.special[std::size_t(top)] && facts.frequency[std::size_t(top)] == rare ? 1 : 0;
        }
      }
    }
  }
  // Pairwise JS distance, averaged over the sentence's query tokens.
  const int n = layers_[k] * heads_;
  auto row_of = [&](int head_index, int q) {
    const auto& layer = layers[std::size_t(head_index / heads_)];
    return std::span<const float>(
        layer.data() + block * std::size_t(head_index % heads_) + std::size_t(q) * std::size_t(keys),
        std::size_t(keys));
  };
  for (int a = 0; a < n; ++a)
    for (int b = a + 1; b < n; ++b) {
      double sum = 0;
      for (int q = 0; q < queries; ++q) sum += js_distance(row_of(a, q), row_of(b, q));
      const double mean = queries > 0 ? sum / queries : 0.0;
      distance_sums_[k][std::size_t(a * n + b)] += mean;
      distance_sums_[k][std::size_t(b * n + a)] += mean;
    }
}

HeadRoles HeadRoleAccumulator::finish() const {
  HeadRoles r;
  r.heads = heads_;
  for (int k = 0; k < 3; ++k) r.layers[k] = layers_[k];
  r.sentences = sentences_;
  r.thresholds = thresholds_;
  const RoleThresholds& t = thresholds_;
  std::size_t index = 0;
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < layers_[k]; ++l)
      for (int h = 0; h < heads_; ++h, ++index) {
        const double* s = sums_.data() + index * kMeasures;
        HeadRole role;
        role.head = {AttentionKind(k), l, h};
        role.queries = std::int64_t(s[kQueries]);
        const double queries = std::max(1.0, s[kQueries]);
        role.confidence = s[kConfidenceSum] / queries;
        role.entropy = s[kEntropySum] / queries;
        role.delimiter_share = s[kDelimiterSum] / queries;
        if (s[kPreviousQueries] > 0) role.previous_share = s[kPreviousHits] / s[kPreviousQueries];
        if (s[kNextQueries] > 0) role.next_share = s[kNextHits] / s[kNextQueries];
        if (s[kRareQueries] > 0) role.rare_word_share = s[kRareHits] / s[kRareQueries];
        if (role.previous_share && *role.previous_share > t.positional_share)
          role.badges.push_back(RoleBadge::kPositionalPrevious);
        if (role.next_share && *role.next_share > t.positional_share)
          role.badges.push_back(RoleBadge::kPositionalNext);
        if (role.rare_word_share && *role.rare_word_share > t.rare_word_share)
          role.badges.push_back(RoleBadge::kRareWord);
        if (role.delimiter_share > t.delimiter_share) role.badges.push_back(RoleBadge::kDelimiter);
        if (role.confidence > t.confidence) role.badges.push_back(RoleBadge::kConfident);
        r.roles.push_back(std::move(role));
      }
  for (int k = 0; k < 3; ++k) {
    HeadSimilarity& sim = r.similarity[k];
    sim.kind = AttentionKind(k);
    const int n = layers_[k] * heads_;
    for (int i = 0; i < n; ++i) sim.heads.push_back({AttentionKind(k), i / heads_, i % heads_});
    sim.distance = distance_sums_[k];
    if (sentences_ > 0)
      for (double& d : sim.distance) d /= double(sentences_);
    LinkageResult linkage = average_linkage(sim.distance, n, t.cluster_distance);
    sim.order = std::move(linkage.order);
    sim.clusters = std::move(linkage.clusters);
  }
  return r;
}

HeadRoles head_roles(Translator& translator, const std::vector<std::string>& sources,
                     const std::vector<std::string>& references, const PieceFrequencies& frequencies,
                     const RoleThresholds& thresholds, const AnalysisControl& control) {
  if (sources.size() != references.size())
    throw Error("head roles: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(references.size()) + " references");
  if (sources.empty()) throw Error("head roles: no sentences");
  const ModelConfig& c = translator.model().config;
  const Tokenizer& tokenizer = translator.model().tokenizer;
  const std::vector<double> stand_in = piece_score_frequencies(tokenizer);
  const std::vector<double>& source_frequency = frequencies.source.empty() ? stand_in : frequencies.source;
  const std::vector<double>& target_frequency = frequencies.target.empty() ? stand_in : frequencies.target;
  std::unordered_map<std::string, std::int32_t> id_of;
  for (std::int32_t id = 0; id < tokenizer.vocab_size(); ++id) id_of.emplace(tokenizer.piece(id), id);
  auto ids_of = [&](const std::vector<std::string>& pieces) {
    std::vector<std::int32_t> ids;
    for (const auto& p : pieces) {
      const auto it = id_of.find(p);
      ids.push_back(it == id_of.end() ? 1 : it->second);
    }
    return ids;
  };
  HeadRoleAccumulator accumulator(c.n_heads, c.encoder_layers, c.decoder_layers, thresholds);
  constexpr std::size_t kBatch = 32;
  for (std::size_t i0 = 0; i0 < sources.size(); i0 += kBatch) {
    if (control.cancel && control.cancel->load()) throw Error("cancelled");
    const std::size_t i1 = std::min(sources.size(), i0 + kBatch);
    const std::vector<std::string> src(sources.begin() + std::ptrdiff_t(i0),
                                       sources.begin() + std::ptrdiff_t(i1));
    const std::vector<std::string> ref(references.begin() + std::ptrdiff_t(i0),
                                       references.begin() + std::ptrdiff_t(i1));
    for (const Inspection& r : translator.inspect_pairs(src, ref))
      accumulator.add(r.attention, token_facts(r.source_pieces, ids_of(r.source_pieces), source_frequency),
                      token_facts(r.target_pieces, ids_of(r.target_pieces), target_frequency));
    if (control.progress) control.progress(i1, sources.size());
  }
  return accumulator.finish();
}

}  // namespace attn
