#include "attention/attention_snapshot_recorder.h"

#include <algorithm>

#include "attention/error.h"

namespace attn {

namespace {

constexpr std::size_t kProbeCandidates = 200;  // pairs looked at for the probe

}  // namespace

AttentionProbe make_attention_probe(const Tokenizer& tokenizer, const ParallelCorpus& pairs,
                                    std::optional<ToyTask> task) {
  AttentionProbe best;
  const std::size_t n = std::min({pairs.source.size(), pairs.target.size(), kProbeCandidates});
  std::size_t chosen = n;
  for (std::size_t i = 0; i < n; ++i) {
    std::vector<std::int32_t> source = tokenizer.encode_source(pairs.source[i]);
    std::vector<std::int32_t> target = tokenizer.encode_target(pairs.target[i]);
    if (source.empty() || target.empty() || source.size() > std::size_t(kMaxProbeTokens) ||
        target.size() > std::size_t(kMaxProbeTokens) || source.size() <= best.source.size())
      continue;
    best.source = std::move(source);
    best.target = std::move(target);
    chosen = i;
  }
  if (chosen == n)
    throw Error("no sentence pair of up to " + std::to_string(kMaxProbeTokens) +
                " tokens on both sides to record attention snapshots of");
  best.source_pieces = tokenizer.pieces(best.source);
  best.target_pieces = tokenizer.pieces(best.target);
  if (task) {
    const std::vector<std::string> symbols = split_toy_symbols(pairs.source[chosen]);
    // A toy tokenizer gives one token per symbol; anything else has no position-to-position alignment.
    if (symbols.size() == best.source.size()) {
      best.expected_alignment = toy_alignment(*task, symbols);
      if (best.expected_alignment.size() != best.target.size()) best.expected_alignment.clear();
    }
  }
  return best;
}

AttentionSnapshotRecorder::AttentionSnapshotRecorder(AttentionProbe probe, const ModelConfig& config,
                                                     int every)
    : config_(config) {
  if (every < 1) throw Error("attention snapshots need an interval of at least 1 step");
  if (probe.source.empty()) throw Error("the attention probe needs a source sentence");
  series_.probe = std::move(probe);
  series_.encoder_layers = config.encoder_layers;
  series_.decoder_layers = config.decoder_layers;
  series_.heads = config.n_heads;
  series_.every = every;
}

std::string AttentionSnapshotRecorder::continue_saved(const std::filesystem::path& run_dir,
                                                      std::int64_t step) {
  if (!has_attention_snapshots(run_dir)) return {};
  AttentionSnapshotSeries saved;
  try {
    saved = load_attention_snapshots(run_dir);
  } catch (const Error& e) {
    return std::string("the saved attention snapshots cannot be continued (") + e.what() +
           "); they are recorded anew";
  }
  if (saved.probe != series_.probe || saved.encoder_layers != series_.encoder_layers ||
      saved.decoder_layers != series_.decoder_layers || saved.heads != series_.heads)
    return "the saved attention snapshots are of another probe or model; they are recorded anew";
  std::erase_if(saved.snapshots, [&](const AttentionSnapshot& s) { return s.step > step; });
  // A thinned-out series keeps its longer interval.
  saved.every = std::max(saved.every, series_.every);
  series_ = std::move(saved);
  return {};
}

bool AttentionSnapshotRecorder::due(std::int64_t step) const {
  if (series_.snapshots.empty()) return true;
  return step > series_.snapshots.back().step && step % series_.every == 0;
}

const AttentionSnapshot& AttentionSnapshotRecorder::record(std::int64_t step, Backend& backend) {
  Batch batch(config_.vocabulary());
  batch.add(series_.probe.source, series_.probe.target);
  std::vector<ForcedResult> forced = backend.forced_decode(batch, true);
  if (forced.size() != 1) throw Error("the attention probe's forced pass gave no result");
  AttentionSnapshot snapshot{step, std::move(forced.front().attention)};
  auto& snapshots = series_.snapshots;
  while (!snapshots.empty() && snapshots.back().step >= step) snapshots.pop_back();
  snapshots.push_back(std::move(snapshot));
  if (int(snapshots.size()) > kMaxAttentionSnapshots) thin_out();
  return snapshots.back();
}

void AttentionSnapshotRecorder::thin_out() {
  // Keeps the first snapshot (the untrained model), the newest, and those on the doubled interval.
  series_.every *= 2;
  auto& snapshots = series_.snapshots;
  const std::int64_t newest = snapshots.back().step, first = snapshots.front().step;
  std::erase_if(snapshots, [&](const AttentionSnapshot& s) {
    return s.step != first && s.step != newest && s.step % series_.every != 0;
  });
}

void AttentionSnapshotRecorder::save(const std::filesystem::path& run_dir) const {
  save_attention_snapshots(run_dir, series_);
}

}  // namespace attn
