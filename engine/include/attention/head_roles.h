// What each attention head does, measured over a set of sentence pairs (forced decoding of given references).
//
// Per head of every kind (encoder self, decoder self, cross), from the attention probabilities:
//   - confidence: the mean over query tokens of the row's maximum weight (Voita et al. 2019);
//   - positional: the share of query tokens whose maximum weight is on the token at offset -1 (and, apart,
//     at +1); self-attention only; a query counts only where that offset exists (the first token has no -1),
//     and the causal decoder has no +1;
//   - rare-word: the share of query tokens whose maximum weight is on the least frequent key token of the
//     sentence (Voita et al.), among the keys the query can see (a prefix in the causal decoder), special
//     tokens never counting as the rare word; any of several equally rare tokens counts;
//   - delimiter: the mean share of a row's weight on delimiter keys: </s>, <s> (the decoder's analogue of
//     BERT's [CLS]) and pieces of punctuation only (Clark et al. 2019, "What Does BERT Look At?");
//   - entropy: the mean over query tokens of the row's entropy, in nats (a uniform row over n keys: ln n).
// Shares and means are over every query token of every sentence (long sentences weigh more). The maximum
// weight is the first maximum of a row (ties go to the leftmost key).
//
// Head similarity: for every pair of heads of one kind (all layers), the Jensen-Shannon distance between
// their rows (natural logarithm, so it lies in [0, sqrt(ln 2)]; disjoint one-hot rows are sqrt(ln 2) apart),
// averaged over a sentence's query tokens and then over sentences. The matrix is ordered by average-linkage
// (UPGMA) agglomerative clustering: the two clusters with the smallest mean pairwise distance merge, the
// merged cluster lists the first cluster's heads and then the second's, and the order is the final
// cluster's list, so similar heads sit side by side. Clusters are the groups formed before the first merge
// above RoleThresholds::cluster_distance.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/head_importance.h"
#include "attention/head_mask.h"

namespace attn {

class Tokenizer;
class Translator;

// The thresholds behind the role badges: the one place they are defined.
struct RoleThresholds {
  double positional_share = 0.9;  // positional(-1 / +1): the share for that offset exceeds this (Voita)
  double rare_word_share = 0.5;   // rare-word: the rare-word share exceeds this
  double delimiter_share = 0.5;   // delimiter: the mean weight on delimiters exceeds this
  double confidence = 0.8;        // confident: the mean maximum weight exceeds this
  double cluster_distance =
      0.4;  // heads merged below this mean JS distance (about half the maximum) share a cluster
};

enum class RoleBadge { kPositionalPrevious, kPositionalNext, kRareWord, kDelimiter, kConfident };

const char* role_badge_name(RoleBadge badge);  // "positional-1", "positional+1", "rare-word", …
// One sentence that defines the badge with its threshold (for tooltips and --help).
std::string role_badge_definition(RoleBadge badge, const RoleThresholds& thresholds = {});
const char* attention_kind_name(AttentionKind kind);  // "encoder", "decoder", "cross"

struct HeadRole {
  HeadRef head;
  std::int64_t queries = 0;  // query tokens measured
  double confidence = 0;
  double entropy = 0;                                // nats
  std::optional<double> previous_share, next_share;  // positional; absent where the offset cannot occur
  std::optional<double> rare_word_share;             // absent when no query could see a non-special key
  double delimiter_share = 0;
  std::vector<RoleBadge> badges;
};

struct HeadSimilarity {
  AttentionKind kind = AttentionKind::kEncoderSelf;
  std::vector<HeadRef> heads;              // the matrix's rows and columns, layer by layer
  std::vector<double> distance;            // heads.size()^2, row-major, mean JS distance
  std::vector<int> order;                  // a clustering order of indices into heads
  std::vector<std::vector<int>> clusters;  // indices into heads, each in `order`'s order
};

struct HeadRoles {
  int heads = 0;
  int layers[3] = {0, 0, 0};  // per kind
  std::size_t sentences = 0;
  RoleThresholds thresholds;
  std::vector<HeadRole> roles;  // kinds in AttentionKind order, then layers, then heads
  HeadSimilarity similarity[3];
  const HeadRole& role(AttentionKind kind, int layer, int head) const;
};

// Facts about one side's tokens (the keys of a map) that the role measures need.
struct TokenFacts {
  std::vector<double> frequency;  // corpus frequency or a stand-in; smaller is rarer
  std::vector<bool> special;      // <s>, </s>, <pad>, <unk>: never the rare word
  std::vector<bool> delimiter;    // </s>, <s> and punctuation-only pieces
};

// Facts for display pieces ("▁Hund", "</s>") with their ids; `piece_frequency` is indexed by id.
TokenFacts token_facts(const std::vector<std::string>& pieces, const std::vector<std::int32_t>& ids,
                       const std::vector<double>& piece_frequency);
bool is_delimiter_piece(const std::string& piece);

// How often each piece occurs (indexed by id), per side: source pieces are looked up in `source`, the
// decoder's pieces in `target`. An empty side falls back to piece_score_frequencies().
struct PieceFrequencies {
  std::vector<double> source, target;
};
// Piece counts over a corpus (e.g. the training corpus): its source side encoded as sources, its target side
// as targets. Either side may be empty.
PieceFrequencies count_piece_frequencies(const Tokenizer& tokenizer,
                                         const std::vector<std::string>& source_corpus,
                                         const std::vector<std::string>& target_corpus);
// The stand-in when no corpus is given: the tokenizer's piece scores, which a SentencePiece model stores in
// descending order (BPE merges and unigram pieces alike), so -id orders a joint tokenizer's pieces from
// frequent to rare.
std::vector<double> piece_score_frequencies(const Tokenizer& tokenizer);

// Accumulates the measures sentence by sentence; pure (no model), for tests and for any front end.
class HeadRoleAccumulator {
 public:
  HeadRoleAccumulator(int heads, int encoder_layers, int decoder_layers, RoleThresholds thresholds = {});
  // `source` describes the source tokens (keys of encoder and cross attention), `target` the decoder's
  // input tokens <s> y_1..y_m (keys of decoder self-attention). Throws attn::Error on a shape mismatch.
  void add(const AttentionMaps& maps, const TokenFacts& source, const TokenFacts& target);
  HeadRoles finish() const;

 private:
  struct Sums;
  void add_kind(AttentionKind kind, const std::vector<std::vector<float>>& layers, int queries, int keys,
                const TokenFacts& key_facts);
  int heads_;
  int layers_[3];
  RoleThresholds thresholds_;
  std::size_t sentences_ = 0;
  std::vector<double> sums_;              // [head index][measure]
  std::vector<double> distance_sums_[3];  // per kind, n x n
};

// Over source/reference pairs, forced decoding in batches of 32. The translator's head mask stays applied.
HeadRoles head_roles(Translator& translator, const std::vector<std::string>& sources,
                     const std::vector<std::string>& references, const PieceFrequencies& frequencies,
                     const RoleThresholds& thresholds = {}, const AnalysisControl& control = {});

// Pure building blocks, exposed for tests.
double js_distance(std::span<const float> p, std::span<const float> q);  // natural log
double entropy_nats(std::span<const float> p);
// Average-linkage order and clusters of an n x n distance matrix (see the top of this file).
struct LinkageResult {
  std::vector<int> order;
  std::vector<std::vector<int>> clusters;
};
LinkageResult average_linkage(const std::vector<double>& distance, int n, double cluster_distance);

}  // namespace attn
