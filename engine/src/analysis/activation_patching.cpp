#include "attention/activation_patching.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>

#include "attention/activation_patch.h"
#include "attention/atomic_file.h"
#include "attention/batch.h"
#include "attention/contention_governor.h"
#include "attention/error.h"
#include "attention/translator.h"
#include "util/text_fields.h"

namespace attn {

namespace {

std::string joined(const std::vector<std::string>& pieces) {
  std::string out;
  for (const auto& p : pieces) out += (out.empty() ? "" : " ") + p;
  return out;
}

// The first piece of a target word, as the step that chooses it sees it.
std::int32_t first_piece(const Model& model, const std::string& word, const char* which) {
  const auto ids = model.tokenizer.encode_target(word);
  if (ids.empty()) throw Error(std::string("activation patching: the ") + which + " word is empty");
  if (ids.front() == model.config.unk_id)
    throw Error(std::string("activation patching: the ") + which + " word '" + word +
                "' starts with a piece the model's vocabulary lacks");
  return ids.front();
}

struct Run {
  std::vector<float> log_probs;
  double metric(std::int32_t correct, std::int32_t wrong) const {
    return double(log_probs[std::size_t(correct)]) - double(log_probs[std::size_t(wrong)]);
  }
};

Run log_softmax(std::vector<float> logits) {
  const float top = *std::max_element(logits.begin(), logits.end());
  double sum = 0;
  for (float z : logits) sum += std::exp(double(z) - top);
  const float log_z = top + float(std::log(sum));
  for (float& z : logits) z -= log_z;
  return {std::move(logits)};
}

const TracedTensor& traced(const std::vector<TracedTensor>& trace, const std::string& name) {
  for (const auto& t : trace)
    if (t.name == name) return t;
  throw Error("activation patching: the forward trace lacks '" + name + "'");
}

// The tensor the trace names for a head's context, by kind and layer.
std::string context_name(AttentionKind kind, int layer) {
  switch (kind) {
    case AttentionKind::kEncoderSelf:
      return "encoder." + std::to_string(layer) + ".self.context";
    case AttentionKind::kDecoderSelf:
      return "decoder." + std::to_string(layer) + ".self.context";
    case AttentionKind::kCross:
      break;
  }
  return "decoder." + std::to_string(layer) + ".cross.context";
}

// The residual stream where it enters `layer`: the stack's input, or the previous layer's output.
std::string residual_name(bool decoder, int layer) {
  const std::string stack = decoder ? "decoder" : "encoder";
  return layer == 0 ? stack + ".input" : stack + "." + std::to_string(layer - 1) + ".ffn.block";
}

}  // namespace

std::vector<PatchingPair> parse_patching_pairs(const std::string& text, const std::string& file_name) {
  std::vector<PatchingPair> pairs;
  std::istringstream in(text);
  std::string line;
  int number = 0;
  while (std::getline(in, line)) {
    ++number;
    if (trim(line).empty() || trim(line).front() == '#') continue;
    const auto f = split_fields(line, '\t', true);
    const std::string where = file_name + " line " + std::to_string(number);
    if (f.size() != 4 && f.size() != 5)
      throw Error(where +
                  ": expected sentence, counterfactual, correct word, wrong word and optionally the " +
                  "target prefix, separated by tabs; found " + std::to_string(f.size()) + " field(s)");
    static constexpr const char* kFields[4] = {"sentence", "counterfactual", "correct word", "wrong word"};
    for (int i = 0; i < 4; ++i)
      if (f[std::size_t(i)].empty()) throw Error(where + ": the " + kFields[i] + " is empty");
    if (f[2] == f[3]) throw Error(where + ": the correct and the wrong word are the same ('" + f[2] + "')");
    pairs.push_back({f[0], f[1], f[2], f[3], f.size() == 5 ? f[4] : std::string(), number});
  }
  if (pairs.empty())
    throw Error(file_name + " holds no pairs (sentence <TAB> counterfactual <TAB> correct <TAB> wrong)");
  return pairs;
}

std::vector<PatchingPair> read_patching_pairs(const std::filesystem::path& file) {
  // A pair file is written by hand; 16 MiB is far beyond one and keeps a wrong file from filling memory.
  return parse_patching_pairs(read_file(file, std::uintmax_t(16) << 20), file.string());
}

double PatchingResult::restored(double m) const {
  const double total = total_effect();
  if (total == 0) return std::numeric_limits<double>::quiet_NaN();
  return (m - corrupted) / total;
}

PatchingResult patch_pair(Translator& translator, const PatchingPair& pair, const PatchingOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  const Model& model = translator.model();
  const ModelConfig& c = model.config;
  Backend& backend = translator.backend();
  PatchingResult r;

  const auto clean_ids = model.tokenizer.encode_source(pair.clean);
  const auto corrupted_ids = model.tokenizer.encode_source(pair.corrupted);
  r.clean_pieces = model.tokenizer.pieces(clean_ids);
  r.corrupted_pieces = model.tokenizer.pieces(corrupted_ids);
  if (clean_ids.empty() || corrupted_ids.empty())
    throw Error("activation patching: the sentence or its counterfactual is empty");
  if (clean_ids.size() != corrupted_ids.size())
    throw Error(
        "activation patching needs a sentence and a counterfactual of the same token count, so that "
        "each position's activations can be copied: " +
        std::to_string(clean_ids.size()) + " [" + joined(r.clean_pieces) + "] and " +
        std::to_string(corrupted_ids.size()) + " [" + joined(r.corrupted_pieces) + "]");

  r.correct_id = first_piece(model, pair.correct, "correct");
  r.wrong_id = first_piece(model, pair.wrong, "wrong");
  r.correct_piece = model.tokenizer.pieces(std::vector<std::int32_t>{r.correct_id}).front();
  r.wrong_piece = model.tokenizer.pieces(std::vector<std::int32_t>{r.wrong_id}).front();
  if (r.correct_id == r.wrong_id)
    throw Error("activation patching: '" + pair.correct + "' and '" + pair.wrong +
                "' begin with the same piece '" + r.correct_piece + "', so the step cannot tell them apart");

  std::vector<std::int32_t> prefix;
  if (!pair.target_prefix.empty()) {
    prefix = model.tokenizer.encode_target(pair.target_prefix);
  } else {
    const Inspection greedy = translator.inspect(pair.clean, std::nullopt);
    r.prefix_from_greedy = true;
    r.greedy_translation = greedy.target_text;
    const auto& out = greedy.output_ids;
    const auto at = std::find_if(out.begin(), out.end(),
                                 [&](std::int32_t id) { return id == r.correct_id || id == r.wrong_id; });
    if (at == out.end())
      throw Error("activation patching: the greedy translation of '" + pair.clean + "' (" +
                  greedy.target_text + ") contains neither '" + r.correct_piece + "' nor '" + r.wrong_piece +
                  "'; give the target prefix up to the pronoun as the fifth field");
    prefix.assign(out.begin(), at);
  }
  r.prefix_pieces = model.tokenizer.pieces(prefix);
  r.step = int(prefix.size());

  Batch clean(c.vocabulary()), corrupted(c.vocabulary());
  clean.add(clean_ids, prefix);
  corrupted.add(corrupted_ids, prefix);
  r.clean_pieces = model.tokenizer.pieces(clean.source);  // with the EOS: the encoder's positions
  r.corrupted_pieces = model.tokenizer.pieces(corrupted.source);
  r.target_pieces = model.tokenizer.pieces(clean.target_in);

  // The clean run's activations, as the forward trace records them (the head mask applied).
  const std::vector<TracedTensor> trace = backend.trace_forward(clean);
  ++r.runs;
  // Forty-odd short passes: beside other processes on few cores, one thread each instead of spinning ones.
  ContentionGovernor governor;
  auto run = [&](const Batch& batch, const ActivationPatch& patch) {
    governor.between_units();
    ++r.runs;
    return log_softmax(backend.patched_logits(batch, r.step, patch));
  };
  const Run clean_run = run(clean, {}), corrupted_run = run(corrupted, {});
  r.clean = clean_run.metric(r.correct_id, r.wrong_id);
  r.corrupted = corrupted_run.metric(r.correct_id, r.wrong_id);
  r.clean_log_p_correct = clean_run.log_probs[std::size_t(r.correct_id)];
  r.clean_log_p_wrong = clean_run.log_probs[std::size_t(r.wrong_id)];
  r.corrupted_log_p_correct = corrupted_run.log_probs[std::size_t(r.correct_id)];
  r.corrupted_log_p_wrong = corrupted_run.log_probs[std::size_t(r.wrong_id)];
  auto top = [&](const Run& x) {
    const auto best = std::max_element(x.log_probs.begin(), x.log_probs.end()) - x.log_probs.begin();
    return model.tokenizer.pieces(std::vector<std::int32_t>{std::int32_t(best)}).front();
  };
  r.clean_top = top(clean_run);
  r.corrupted_top = top(corrupted_run);

  const int H = c.n_heads, dh = c.head_dim(), d = c.d_model;
  const struct {
    AttentionKind kind;
    const char* name;
    int layers;
  } kinds[3] = {{AttentionKind::kEncoderSelf, "encoder self", c.encoder_layers},
                {AttentionKind::kDecoderSelf, "decoder self", c.decoder_layers},
                {AttentionKind::kCross, "cross", c.decoder_layers}};
  for (const auto& k : kinds) {
    PatchingGrid grid{k.name, k.layers, H, {}};
    for (int l = 0; l < k.layers; ++l) {
      const TracedTensor& ctx = traced(trace, context_name(k.kind, l));
      for (int h = 0; h < H; ++h) {
        ActivationPatch patch;
        ActivationPatch::Head head{k.kind, l, h, std::vector<float>(std::size_t(ctx.rows) * dh)};
        for (int row = 0; row < ctx.rows; ++row)
          std::copy_n(ctx.values.begin() + std::ptrdiff_t(row) * d + h * dh, dh,
                      head.values.begin() + std::ptrdiff_t(row) * dh);
        patch.heads.push_back(std::move(head));
        grid.metric.push_back(run(corrupted, patch).metric(r.correct_id, r.wrong_id));
      }
    }
    r.heads.push_back(std::move(grid));
  }

  if (options.residual) {
    for (bool decoder : {false, true}) {
      const int layers = decoder ? c.decoder_layers : c.encoder_layers;
      const int positions = decoder ? clean.target_length(0) : clean.source_length(0);
      PatchingGrid grid{decoder ? "decoder residual" : "encoder residual", layers, positions, {}};
      for (int l = 0; l < layers; ++l) {
        const TracedTensor& stream = traced(trace, residual_name(decoder, l));
        for (int p = 0; p < positions; ++p) {
          // The decoder's inputs are the same in both runs: its layer-0 stream is patched to itself.
          ActivationPatch patch;
          patch.residuals.push_back({decoder, l, p,
                                     std::vector<float>(stream.values.begin() + std::ptrdiff_t(p) * d,
                                                        stream.values.begin() + std::ptrdiff_t(p + 1) * d)});
          grid.metric.push_back(run(corrupted, patch).metric(r.correct_id, r.wrong_id));
        }
      }
      r.residual.push_back(std::move(grid));
    }
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

PatchingMean mean_patching(const std::vector<PatchingResult>& results, double min_effect) {
  PatchingMean mean;
  mean.pairs = int(results.size());
  mean.min_effect = min_effect;
  const auto counted = [&](const PatchingResult& r) { return std::abs(r.total_effect()) > min_effect; };
  if (results.empty()) return mean;
  // Residual grids average only when every pair has their shape (the same sentence lengths).
  bool residual_alike = !results.front().residual.empty();
  for (const auto& r : results) {
    if (r.residual.size() != results.front().residual.size()) residual_alike = false;
    for (std::size_t g = 0; residual_alike && g < r.residual.size(); ++g)
      residual_alike = r.residual[g].columns == results.front().residual[g].columns;
  }
  auto average = [&](auto grids_of, std::size_t count) {
    std::vector<PatchingGrid> out;
    for (std::size_t g = 0; g < count; ++g) {
      PatchingGrid grid = grids_of(results.front())[g];
      std::vector<double> sum(grid.metric.size(), 0.0);
      int used = 0;
      for (const auto& r : results) {
        if (!counted(r)) continue;
        ++used;
        const auto& cells = grids_of(r)[g].metric;
        for (std::size_t i = 0; i < cells.size(); ++i) sum[i] += r.restored(cells[i]);
      }
      for (std::size_t i = 0; i < sum.size(); ++i)
        grid.metric[i] = used ? sum[i] / used : std::numeric_limits<double>::quiet_NaN();
      out.push_back(std::move(grid));
    }
    return out;
  };
  for (const auto& r : results) {
    mean.total_effect += r.total_effect() / double(results.size());
    if (counted(r)) ++mean.pairs_with_effect;
  }
  mean.heads = average([](const PatchingResult& r) -> const std::vector<PatchingGrid>& { return r.heads; },
                       results.front().heads.size());
  if (residual_alike)
    mean.residual =
        average([](const PatchingResult& r) -> const std::vector<PatchingGrid>& { return r.residual; },
                results.front().residual.size());
  return mean;
}

}  // namespace attn
