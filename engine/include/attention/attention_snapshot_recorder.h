// Records the attention of a fixed probe pair while a model trains: one forced pass (Backend::forced_decode
// with attention capture, no dropout) every `every` steps, on the training thread between steps. The series
// is saved with each checkpoint (attention_snapshots.h), and a resumed run continues the saved one.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "attention/attention_snapshots.h"
#include "attention/backend.h"
#include "attention/config.h"
#include "attention/corpus.h"
#include "attention/tokenizer.h"
#include "attention/toy_tasks.h"

namespace attn {

// A run keeps at most this many snapshots: when full, every second one goes and the interval doubles, so
// a long run still spans its whole length.
inline constexpr int kMaxAttentionSnapshots = 400;
// A probe longer than this is hard to read as a grid.
inline constexpr int kMaxProbeTokens = 16;

// The probe of a run: among the first pairs of `pairs`, the first with the longest source that fits
// kMaxProbeTokens on both sides (and a non-empty target); for a toy task with its expected alignment.
// Throws attn::Error when no pair fits.
AttentionProbe make_attention_probe(const Tokenizer& tokenizer, const ParallelCorpus& pairs,
                                    std::optional<ToyTask> task);

class AttentionSnapshotRecorder {
 public:
  // `every` >= 1: the steps between snapshots.
  AttentionSnapshotRecorder(AttentionProbe probe, const ModelConfig& config, int every);

  // Continues the series saved in `run_dir` when it is of this probe and model, keeping its snapshots up to
  // `step` (those of steps a resumed run never reached go). Returns a note when a saved series could not be
  // used (it is then recorded anew), empty otherwise.
  std::string continue_saved(const std::filesystem::path& run_dir, std::int64_t step);

  bool due(std::int64_t step) const;
  // One forced pass of the probe at `step` (replacing a snapshot of the same step).
  const AttentionSnapshot& record(std::int64_t step, Backend& backend);
  void save(const std::filesystem::path& run_dir) const;

  const AttentionSnapshotSeries& series() const { return series_; }

 private:
  void thin_out();

  ModelConfig config_;
  AttentionSnapshotSeries series_;
};

}  // namespace attn
