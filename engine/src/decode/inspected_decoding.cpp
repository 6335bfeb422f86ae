#include "attention/inspected_decoding.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {

namespace {

// A decoding session that keeps, for every row at every step, what the step computed: its attention, its
// log P of EOS, the log P its fed token had under its parent's step and, when steps are to be explained, its
// summary (top-k and entropy: a few numbers, where the whole distribution per row and step would grow with
// beam x length x vocabulary). The rows form a tree through the reorders, so any hypothesis can be read back
// from its last step.
class RecordingSession final : public DecodeSession {
 public:
  struct Node {
    int parent = -1;  // row in the previous step
    std::int32_t fed = 0;
    float fed_log_prob = 0;  // log P(fed | the parent's prefix); 0 at step 0 (BOS)
    float eos_log_prob = 0;
    StepAttention attention;
    DecodeStep summary;  // when steps are explained; `chosen` is filled in when the path is known
  };

  RecordingSession(std::unique_ptr<DecodeSession> inner, const Model& model, int top_k)
      : inner_(std::move(inner)), model_(model), specials_(model.config.vocabulary()), top_k_(top_k) {
    parents_.resize(std::size_t(inner_->rows()));
    for (std::size_t i = 0; i < parents_.size(); ++i) parents_[i] = int(i);
  }

  void step(std::span<const std::int32_t> last_tokens, int position, std::span<float> log_probs) override {
    inner_->step(last_tokens, position, log_probs);
    std::vector<StepAttention> attention = inner_->step_attention();
    const std::size_t V = std::size_t(model_.config.vocab_size);
    std::vector<Node> nodes(last_tokens.size());
    for (std::size_t r = 0; r < nodes.size(); ++r) {
      Node& node = nodes[r];
      node.fed = last_tokens[r];
      if (!steps_.empty()) {
        node.parent = parents_[r];
        node.fed_log_prob = previous_[std::size_t(node.parent) * V + std::size_t(node.fed)];
      }
      const std::span<const float> row(log_probs.data() + r * V, V);
      node.eos_log_prob = row[std::size_t(specials_.eos)];
      node.attention = std::move(attention[r]);
      if (top_k_ > 0)
        node.summary = summarize_decode_step(model_.tokenizer, specials_, row, top_k_, specials_.eos);
    }
    steps_.push_back(std::move(nodes));
    previous_.assign(log_probs.begin(), log_probs.end());
    parents_.resize(last_tokens.size());
    for (std::size_t i = 0; i < parents_.size(); ++i) parents_[i] = int(i);
  }

  void reorder(std::span<const int> parents) override {
    inner_->reorder(parents);
    std::vector<int> composed(parents.size());
    for (std::size_t i = 0; i < parents.size(); ++i) composed[i] = parents_[std::size_t(parents[i])];
    parents_ = std::move(composed);
  }

  int rows() const override { return inner_->rows(); }
  std::vector<std::vector<float>> encoder_attention(int sentence) const override {
    return inner_->encoder_attention(sentence);
  }

  // The nodes of the hypothesis y_1..y_m, step 0 to step m (the step that predicted EOS).
  std::vector<const Node*> path(const std::vector<std::int32_t>& tokens) const {
    const std::size_t m = tokens.size();
    if (m >= steps_.size()) throw Error("inspected decoding: the hypothesis is longer than the decoding");
    for (const Node& last : steps_[m]) {
      std::vector<const Node*> nodes(m + 1);
      const Node* node = &last;
      bool match = true;
      for (std::size_t k = m + 1; k-- > 0;) {
        nodes[k] = node;
        const std::int32_t expected = k == 0 ? specials_.decoder_start : tokens[k - 1];
        if (node->fed != expected) {
          match = false;
          break;
        }
        if (k > 0) node = &steps_[k - 1][std::size_t(node->parent)];
      }
      if (match) return nodes;
    }
    throw Error("inspected decoding: the best hypothesis was not among the decoded rows");
  }

 private:
  std::unique_ptr<DecodeSession> inner_;
  const Model& model_;
  VocabularyInfo specials_;
  int top_k_;
  std::vector<std::vector<Node>> steps_;  // [step][row]
  std::vector<int> parents_;              // the next step's rows: their row in the last step
  std::vector<float> previous_;           // the last step's log-probabilities
};

// Forwards to a session someone else owns.
class BorrowedSession final : public DecodeSession {
 public:
  explicit BorrowedSession(DecodeSession& session) : session_(session) {}
  void step(std::span<const std::int32_t> last_tokens, int position, std::span<float> log_probs) override {
    session_.step(last_tokens, position, log_probs);
  }
  void reorder(std::span<const int> parents) override { session_.reorder(parents); }
  int rows() const override { return session_.rows(); }

 private:
  DecodeSession& session_;
};

}  // namespace

InspectedTranslation translate_and_inspect(Translator& translator, std::string_view source,
                                           const DecodeOptions& options, int top_k) {
  const Model& model = translator.model();
  const ModelConfig& config = model.config;
  const VocabularyInfo specials = config.vocabulary();
  const std::vector<std::int32_t> src = translator.encode_source(source);
  if (src.empty()) throw Error("nothing to inspect: the source text is empty");

  // decode() owns the session it starts and ends it; the record must outlive it, so decode() gets a borrower.
  std::unique_ptr<RecordingSession> recording;
  const SessionStarter start = [&](const std::vector<std::vector<std::int32_t>>& sources,
                                   std::span<const int> rows, int max_length) {
    recording = std::make_unique<RecordingSession>(
        translator.backend().start_decoding_with_attention(sources, rows, max_length), model, top_k);
    return std::unique_ptr<DecodeSession>(std::make_unique<BorrowedSession>(*recording));
  };
  std::vector<Hypothesis> hypotheses = decode(start, config, {src}, options).front();
  if (hypotheses.empty() || !recording) throw Error("inspected decoding: decoding produced no hypothesis");

  InspectedTranslation out;
  for (auto& h : hypotheses) {
    TranslationCandidate c;
    c.text = model.tokenizer.decode(h.tokens);
    c.ids = h.tokens;
    c.log_prob = h.log_prob;
    c.score = h.score;
    out.candidates.push_back(std::move(c));
  }
  const std::vector<std::int32_t>& y = out.candidates.front().ids;
  const auto nodes = recording->path(y);
  const int T = int(y.size()) + 1, S = int(src.size()) + 1, H = config.n_heads;

  Inspection& r = out.inspection;
  r.target_text = out.candidates.front().text;
  std::vector<std::int32_t> source_ids = src, target_in{specials.decoder_start};
  source_ids.push_back(specials.eos);
  target_in.insert(target_in.end(), y.begin(), y.end());
  r.output_ids = y;
  r.output_ids.push_back(specials.eos);
  r.source_pieces = model.tokenizer.pieces(source_ids);
  r.target_pieces = model.tokenizer.pieces(target_in);
  r.output_pieces = model.tokenizer.pieces(r.output_ids);
  AttentionMaps& a = r.attention;
  a.heads = H;
  a.source_length = S;
  a.target_length = T;
  a.encoder_self = recording->encoder_attention(0);
  a.decoder_self.assign(std::size_t(config.decoder_layers), std::vector<float>(std::size_t(H) * T * T, 0.0f));
  a.cross.assign(std::size_t(config.decoder_layers), std::vector<float>(std::size_t(H) * T * S, 0.0f));
  for (int k = 0; k < T; ++k) {
    const auto& node = *nodes[std::size_t(k)];
    const std::int32_t chosen = k + 1 < T ? y[std::size_t(k)] : specials.eos;
    const float chosen_log_prob = k + 1 < T ? nodes[std::size_t(k) + 1]->fed_log_prob : node.eos_log_prob;
    r.token_log_probs.push_back(chosen_log_prob);
    for (int l = 0; l < config.decoder_layers; ++l) {
      const auto& self = node.attention.decoder_self[std::size_t(l)];
      const auto& cross = node.attention.cross[std::size_t(l)];
      for (int h = 0; h < H; ++h) {
        std::copy_n(self.begin() + std::ptrdiff_t(h) * (k + 1), k + 1,
                    a.decoder_self[std::size_t(l)].begin() + (std::ptrdiff_t(h) * T + k) * T);
        std::copy_n(cross.begin() + std::ptrdiff_t(h) * S, S,
                    a.cross[std::size_t(l)].begin() + (std::ptrdiff_t(h) * T + k) * S);
      }
    }
    if (top_k > 0) {
      DecodeStep step = node.summary;
      step.chosen = chosen;
      step.chosen_probability = float(std::exp(chosen_log_prob));
      out.steps.push_back(std::move(step));
    }
  }
  return out;
}

}  // namespace attn
