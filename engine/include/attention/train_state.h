// train_state.json: the manifest of a training run's latest checkpoint. The trainer writes it last,
// atomically, once the files it names are durable, and deletes older checkpoints only after that; so a
// reader, or a resume after kill -9 at any instant, sees either the previous checkpoint or the new one,
// never a mix of steps. The manifest records each file's size and CRC-32, so a damaged or swapped file is
// found before it is used.
//
// A run folder's checkpoint files:
//   checkpoints/step-N.safetensors             parameters at step N (the last `keep_checkpoints` are kept)
//   checkpoints/step-N.optimizer.safetensors   Adam moments at step N (only the latest step's is kept)
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "attention/backend.h"

namespace attn {

// The format written now. Format 1 (no "format" field) is the older layout: one optimizer.safetensors
// beside the model, overwritten in place, and no checksums.
inline constexpr int kTrainStateFormat = 2;

// Bounds on what a train_state.json may say (a hostile or damaged file is an error naming the field).
inline constexpr std::int64_t kMaxTrainSteps = 1'000'000'000'000;  // 10^12
inline constexpr std::size_t kMaxListedCheckpoints = 10'000;
inline constexpr double kMaxTrainSeconds = 1e10;  // about 300 years

// The options that define a run: a resume must use the same ones, or override them explicitly.
struct RunOptions {
  int batch_tokens = 0;
  int warmup_steps = 0;
  double lr_factor = 0;
  double clip_norm = 0;
  std::uint64_t seed = 0;
  int max_length = 0;
  // Absent in format 1 files.
  std::optional<double> cooldown_fraction;
  std::optional<AdamSettings> adam;
};

// A file of the checkpoint, as the manifest records it.
struct CheckpointFile {
  std::string name;  // relative to the run folder
  std::uint64_t bytes = 0;
  std::uint32_t crc32 = 0;
};

struct TrainState {
  int format = kTrainStateFormat;
  std::int64_t step = 0;
  int epoch = 0;
  std::int64_t batch_in_epoch = 0;
  double elapsed_seconds = 0;
  std::vector<std::int64_t> checkpoints;  // steps whose parameters are kept, ascending; the last is `step`
  CheckpointFile parameters, optimizer;   // format 1: names only (optimizer.safetensors), no checksums
  RunOptions options;
};

std::string checkpoint_parameters_name(std::int64_t step);  // "checkpoints/step-N.safetensors"
std::string checkpoint_optimizer_name(std::int64_t step);   // "checkpoints/step-N.optimizer.safetensors"

// Describes `bytes` as the manifest records it.
CheckpointFile describe_checkpoint_file(std::string name, std::string_view bytes);

std::string train_state_to_json(const TrainState& state);
// Strict: valid JSON, no duplicate or unknown keys, every field present with the right type and range
// (step in [0, kMaxTrainSteps]; epoch and batch_in_epoch in [0, step]; elapsed_seconds finite and >= 0;
// checkpoints ascending, in [0, step], ending at step; file names those of `step`; options in the
// trainer's ranges). Throws attn::Error "FILE: field 'NAME' ...", `file_name` being the path to name.
TrainState parse_train_state(std::string_view json_text, const std::string& file_name);

// The options of `requested` that differ from `saved`, one "name saved -> requested" entry each (fields
// missing from a format 1 file are not compared).
std::vector<std::string> run_option_differences(const RunOptions& saved, const RunOptions& requested);

}  // namespace attn
