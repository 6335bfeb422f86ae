// Heads specialising during training: the attention of one fixed probe pair, every layer and head, recorded
// every K steps of a run (attention_snapshot_recorder.h) and kept in the run's folder, so that a finished
// run can be replayed.
//
// On disk the series is one safetensors file, attention_snapshots.safetensors:
//   "steps"         I64 [n]                         the step of each snapshot, increasing
//   "encoder_self"  F16 [n, encoder_layers, heads, S, S]
//   "decoder_self"  F16 [n, decoder_layers, heads, T, T]
//   "cross"         F16 [n, decoder_layers, heads, T, S]
//   "probe_source"  I32 [S - 1], "probe_target" I32 [T - 1]   token ids, without EOS and BOS
// with S and T counting the EOS, and the metadata "format" (kAttentionSnapshotsFormat), "every", and JSON
// arrays "source_pieces", "target_pieces" and "expected_alignment". Half precision keeps a long run's file
// small; probabilities in [0, 1] lose less than 2.5e-4 to it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "attention/backend.h"

namespace attn {

inline constexpr const char* kAttentionSnapshotsFile = "attention_snapshots.safetensors";
inline constexpr const char* kAttentionSnapshotsFormat = "attention-snapshots/1";

// The fixed sentence pair whose attention is recorded.
struct AttentionProbe {
  std::vector<std::int32_t> source, target;               // token ids, without EOS and BOS
  std::vector<std::string> source_pieces, target_pieces;  // the tokens as text, for labels
  // For each target token, the source position its content comes from when the task says so (toy tasks:
  // toy_alignment); empty when unknown (a corpus).
  std::vector<int> expected_alignment;

  bool operator==(const AttentionProbe&) const = default;
};

struct AttentionSnapshot {
  std::int64_t step = 0;
  AttentionMaps attention;  // of the probe pair, as Backend::forced_decode captured it
};

struct AttentionSnapshotSeries {
  AttentionProbe probe;
  int encoder_layers = 0, decoder_layers = 0, heads = 0;
  int every = 0;                             // the steps between snapshots when the last one was taken
  std::vector<AttentionSnapshot> snapshots;  // by increasing step
};

// Deterministic bytes for a series. Throws attn::Error when a snapshot's maps do not match the series' shape.
std::string serialize_attention_snapshots(const AttentionSnapshotSeries& series);
// Validates shapes, steps and values (finite, in [0, 1]); throws attn::Error naming `source_name`.
AttentionSnapshotSeries parse_attention_snapshots(std::string_view bytes, const std::string& source_name);

// Writes `run_dir`/attention_snapshots.safetensors atomically.
void save_attention_snapshots(const std::filesystem::path& run_dir, const AttentionSnapshotSeries& series);
// Reads a run folder's snapshots (or the file itself). Throws attn::Error when absent or damaged.
AttentionSnapshotSeries load_attention_snapshots(const std::filesystem::path& run_dir_or_file);
bool has_attention_snapshots(const std::filesystem::path& run_dir);

}  // namespace attn
