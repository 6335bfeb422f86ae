#include "attention/train_state.h"

#include <zlib.h>

#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "attention/error.h"
#include "attention/trainer.h"
#include "util/json_duplicate_keys.h"

namespace attn {

namespace {

using nlohmann::json;

// Reads one object's fields, each once, and says which field and file a bad value is in.
class FieldReader {
 public:
  FieldReader(const json& object, std::string file, std::string prefix)
      : object_(object), file_(std::move(file)), prefix_(std::move(prefix)) {}

  [[noreturn]] void fail(std::string_view field, const std::string& why) const {
    throw Error(file_ + ": field '" + prefix_ + std::string(field) + "' " + why);
  }

  const json& at(std::string_view field) {
    const auto it = object_.find(std::string(field));
    if (it == object_.end()) fail(field, "is missing");
    read_.insert(std::string(field));
    return *it;
  }
  bool has(std::string_view field) const { return object_.contains(std::string(field)); }

  std::int64_t integer(std::string_view field, std::int64_t min, std::int64_t max) {
    return integer_value(at(field), field, min, max);
  }
  std::int64_t integer_value(const json& v, std::string_view field, std::int64_t min,
                             std::int64_t max) const {
    // 1.5 must not become 1, nor 2^63 wrap around: integers only, compared before any narrowing.
    if (!v.is_number_integer()) fail(field, "must be an integer");
    if (v.is_number_unsigned() && v.get<std::uint64_t>() > std::uint64_t(max))
      fail(field, "must be at most " + std::to_string(max) + ", got " + v.dump());
    const auto value = v.get<std::int64_t>();
    if (value < min || value > max)
      fail(field,
           "must be between " + std::to_string(min) + " and " + std::to_string(max) + ", got " + v.dump());
    return value;
  }
  std::uint64_t unsigned_integer(std::string_view field) {
    const json& v = at(field);
    if (!v.is_number_integer() || (!v.is_number_unsigned() && v.get<std::int64_t>() < 0))
      fail(field, "must be a non-negative integer");
    return v.get<std::uint64_t>();
  }
  // [min, max], or [min, max) with `max_excluded`.
  double number(std::string_view field, double min, double max, bool max_excluded = false) {
    const json& v = at(field);
    if (!v.is_number()) fail(field, "must be a number");
    const double value = v.get<double>();
    if (!std::isfinite(value) || value < min || value > max || (max_excluded && value == max)) {
      std::ostringstream range;
      range << "must be a finite number in [" << min << ", " << max << (max_excluded ? ")" : "]") << ", got "
            << v.dump();
      fail(field, range.str());
    }
    return value;
  }
  std::string text(std::string_view field) {
    const json& v = at(field);
    if (!v.is_string()) fail(field, "must be a string");
    return v.get<std::string>();
  }
  // After reading: any other key is a typo or a file from something else.
  void require_no_other_fields() const {
    for (const auto& [key, value] : object_.items())
      if (!read_.count(key)) fail(key, "is not a train_state.json field");
  }

 private:
  const json& object_;
  std::string file_, prefix_;
  std::set<std::string> read_;
};

const json& require_object(const json& v, const std::string& file, std::string_view field) {
  if (!v.is_object()) throw Error(file + ": field '" + std::string(field) + "' must be a JSON object");
  return v;
}

RunOptions read_options(const json& j, const std::string& file, bool format1) {
  FieldReader r(require_object(j, file, "options"), file, "options.");
  RunOptions o;
  o.batch_tokens = int(r.integer("batch_tokens", kMinBatchTokens, kMaxBatchTokens));
  o.warmup_steps = int(r.integer("warmup_steps", 1, kMaxWarmupSteps));
  o.lr_factor = r.number("lr_factor", 0, kMaxLrFactor);
  if (!(o.lr_factor > 0)) r.fail("lr_factor", "must be positive");
  o.clip_norm = r.number("clip_norm", 0, kMaxClipNorm);
  o.seed = r.unsigned_integer("seed");
  o.max_length = int(r.integer("max_length", 1, kMaxTrainingLength));
  if (!format1) {
    o.cooldown_fraction = r.number("cooldown_fraction", 0, 1, true);
    FieldReader a(require_object(r.at("adam"), file, "options.adam"), file, "options.adam.");
    AdamSettings adam;
    adam.beta1 = float(a.number("beta1", 0, 1, true));
    adam.beta2 = float(a.number("beta2", 0, 1, true));
    adam.eps = float(a.number("eps", 0, 1));
    adam.weight_decay = float(a.number("weight_decay", 0, 1));
    a.require_no_other_fields();
    o.adam = adam;
  }
  r.require_no_other_fields();
  return o;
}

CheckpointFile read_file_entry(const json& j, const std::string& file, std::string_view field,
                               const std::string& expected_name) {
  FieldReader r(require_object(j, file, field), file, std::string(field) + ".");
  CheckpointFile f;
  f.name = r.text("file");
  if (f.name != expected_name)
    r.fail("file", "must be '" + expected_name + "' for this step, got '" + f.name + "'");
  f.bytes = std::uint64_t(r.integer("bytes", 1, std::int64_t(1) << 40));
  f.crc32 = std::uint32_t(r.integer("crc32", 0, std::numeric_limits<std::uint32_t>::max()));
  r.require_no_other_fields();
  return f;
}

json file_entry_json(const CheckpointFile& f) {
  return {{"file", f.name}, {"bytes", f.bytes}, {"crc32", f.crc32}};
}

}  // namespace

std::string checkpoint_parameters_name(std::int64_t step) {
  return "checkpoints/step-" + std::to_string(step) + ".safetensors";
}
std::string checkpoint_optimizer_name(std::int64_t step) {
  return "checkpoints/step-" + std::to_string(step) + ".optimizer.safetensors";
}

CheckpointFile describe_checkpoint_file(std::string name, std::string_view bytes) {
  CheckpointFile f;
  f.name = std::move(name);
  f.bytes = bytes.size();
  uLong crc = crc32(0L, Z_NULL, 0);
  // zlib takes lengths as uInt: feed large files in pieces.
  for (std::size_t at = 0; at < bytes.size();) {
    const std::size_t n = std::min<std::size_t>(bytes.size() - at, std::size_t(1) << 30);
    crc = crc32(crc, reinterpret_cast<const Bytef*>(bytes.data() + at), uInt(n));
    at += n;
  }
  f.crc32 = std::uint32_t(crc);
  return f;
}

std::string train_state_to_json(const TrainState& s) {
  const RunOptions& o = s.options;
  const AdamSettings adam = o.adam.value_or(AdamSettings{});
  const json j = {{"format", kTrainStateFormat},
                  {"step", s.step},
                  {"epoch", s.epoch},
                  {"batch_in_epoch", s.batch_in_epoch},
                  {"elapsed_seconds", s.elapsed_seconds},
                  {"checkpoints", s.checkpoints},
                  {"parameters", file_entry_json(s.parameters)},
                  {"optimizer", file_entry_json(s.optimizer)},
                  {"options",
                   {{"batch_tokens", o.batch_tokens},
                    {"warmup_steps", o.warmup_steps},
                    {"lr_factor", o.lr_factor},
                    {"clip_norm", o.clip_norm},
                    {"seed", o.seed},
                    {"max_length", o.max_length},
                    {"cooldown_fraction", o.cooldown_fraction.value_or(0.0)},
                    {"adam",
                     {{"beta1", adam.beta1},
                      {"beta2", adam.beta2},
                      {"eps", adam.eps},
                      {"weight_decay", adam.weight_decay}}}}}};
  return j.dump(2) + "\n";
}

TrainState parse_train_state(std::string_view text, const std::string& file) {
  json j;
  try {
    j = json::parse(text, DuplicateKeyCheck());
  } catch (const json::exception& e) {
    throw Error(file + " is not valid JSON: " + e.what());
  } catch (const Error& e) {
    throw Error(file + ": " + e.what());
  }
  if (!j.is_object()) throw Error(file + " must hold a JSON object");
  FieldReader r(j, file, "");
  TrainState s;
  s.format = r.has("format") ? int(r.integer("format", 1, std::numeric_limits<int>::max())) : 1;
  if (s.format > kTrainStateFormat)
    r.fail("format", "is " + std::to_string(s.format) +
                         ": written by a newer version (this one reads up to " +
                         std::to_string(kTrainStateFormat) + ")");
  if (s.format != 1 && s.format != kTrainStateFormat) r.fail("format", "is not a known format");
  const bool format1 = s.format == 1;
  s.step = r.integer("step", 0, kMaxTrainSteps);
  // Each epoch and each batch of it is at least one step, so neither can exceed the step count.
  s.epoch = int(r.integer("epoch", 0, std::min<std::int64_t>(s.step, std::numeric_limits<int>::max() - 1)));
  s.batch_in_epoch = r.integer("batch_in_epoch", 0, s.step);
  s.elapsed_seconds = r.number("elapsed_seconds", 0, kMaxTrainSeconds);
  const json& list = r.at("checkpoints");
  if (!list.is_array() || list.empty() || list.size() > kMaxListedCheckpoints)
    r.fail("checkpoints", "must be a list of 1 to " + std::to_string(kMaxListedCheckpoints) +
                              " step numbers, ending at the step");
  for (const json& v : list) {
    const std::int64_t c = r.integer_value(v, "checkpoints", 0, s.step);
    if (!s.checkpoints.empty() && c <= s.checkpoints.back())
      r.fail("checkpoints", "must be in ascending order");
    s.checkpoints.push_back(c);
  }
  if (s.checkpoints.back() != s.step)
    r.fail("checkpoints", "must end at the step (" + std::to_string(s.step) + "), got " +
                              std::to_string(s.checkpoints.back()));
  if (format1) {
    s.parameters.name = r.text("resume_parameters");
    if (s.parameters.name != checkpoint_parameters_name(s.step))
      r.fail("resume_parameters",
             "must be '" + checkpoint_parameters_name(s.step) + "', got '" + s.parameters.name + "'");
    s.optimizer.name = "optimizer.safetensors";
  } else {
    s.parameters =
        read_file_entry(r.at("parameters"), file, "parameters", checkpoint_parameters_name(s.step));
    s.optimizer = read_file_entry(r.at("optimizer"), file, "optimizer", checkpoint_optimizer_name(s.step));
  }
  s.options = read_options(r.at("options"), file, format1);
  r.require_no_other_fields();
  return s;
}

std::vector<std::string> run_option_differences(const RunOptions& saved, const RunOptions& requested) {
  std::vector<std::string> out;
  auto compare = [&](const char* name, auto a, auto b) {
    if (a == b) return;
    std::ostringstream o;
    o.precision(17);
    o << name << " " << a << " -> " << b;
    out.push_back(o.str());
  };
  compare("batch_tokens", saved.batch_tokens, requested.batch_tokens);
  compare("warmup_steps", saved.warmup_steps, requested.warmup_steps);
  compare("lr_factor", saved.lr_factor, requested.lr_factor);
  compare("clip_norm", saved.clip_norm, requested.clip_norm);
  compare("seed", saved.seed, requested.seed);
  compare("max_length", saved.max_length, requested.max_length);
  if (saved.cooldown_fraction && requested.cooldown_fraction)
    compare("cooldown_fraction", *saved.cooldown_fraction, *requested.cooldown_fraction);
  if (saved.adam && requested.adam) {
    compare("adam.beta1", saved.adam->beta1, requested.adam->beta1);
    compare("adam.beta2", saved.adam->beta2, requested.adam->beta2);
    compare("adam.eps", saved.adam->eps, requested.adam->eps);
    compare("adam.weight_decay", saved.adam->weight_decay, requested.adam->weight_decay);
  }
  return out;
}

}  // namespace attn
