// `attention-cli bench`: the project's speed and memory benchmark, shaped like the PyTorch peer's bench.py
// (same batches by token count from Multi30k, same decoding setup) so that the figures compare directly.
#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numeric>
#include <optional>

#include "attention/backend.h"
#include "attention/compute_type.h"
#include "attention/corpus.h"
#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/float16.h"
#include "attention/model.h"
#include "attention/schedule.h"
#include "attention/vocab.h"
#include "attention/vulkan_devices.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {

constexpr const char* kHelp =
    R"(usage: attention-cli bench [--preset tiny|base] [--model DIR|NAME] [--json] [options]

Measures training throughput (source+target tokens/s over token-count batches of Multi30k), greedy and beam-4
decoding latency (batch 1, at most 64 decoder steps), and peak memory. Decoding uses random weights unless
--model is given (as the PyTorch peer does).
  --what train,greedy,beam (default) and greedy-file,beam-file: the --sentences sentences decoded as one
                                   file in batch mode (sorted by length, batched by token count), sentences/s
  --steps N (10 tiny, 6 base)  --warmup-steps N (3)
  --batch-tokens N (4096)   training batches, and the file modes' decoding batches (decoder rows x tokens;
                            without it, the backend's: 512 on the CPU, 4096 on Vulkan)
  --sentences N (100)
  --data DIR (../shared/data/multi30k)   synthetic sentences of the same shape when absent
  --backend auto|cpu|vulkan[:N]
  --precision auto|fp32|bf16 (auto)   training's matmuls: bf16 mixed precision where the CPU has bf16
                            instructions (auto), or forced; reported as "precision"
  --weights f16|f32 (f16)   random weights rounded to F16, as models are shipped (the bundled model is F16),
                            which lets decoding stream half the bytes; f32 keeps full-precision weights
  --compute-type auto|f32|f16|int8|w8a8 (auto)   the weights decoding streams (auto: as the weights are stored)
)";

double median(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double peak_rss_mb() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return double(u.ru_maxrss) / 1024.0;
}

using Clock = std::chrono::steady_clock;
double ms_since(Clock::time_point t) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
}

// Synthetic token sequences with Multi30k's length profile (about 14 source and 15 target pieces).
void synthetic_corpus(int n, int vocab, std::vector<std::vector<std::int32_t>>& src,
                      std::vector<std::vector<std::int32_t>>& tgt) {
  std::uint64_t x = 88172645463325252ull;
  auto next = [&] {
    x ^= x << 13, x ^= x >> 7, x ^= x << 17;
    return x;
  };
  for (int i = 0; i < n; ++i) {
    const int ls = 6 + int(next() % 18), lt = 6 + int(next() % 20);
    std::vector<std::int32_t> s(static_cast<std::size_t>(ls)), t(static_cast<std::size_t>(lt));
    for (auto& v : s) v = 4 + std::int32_t(next() % std::uint64_t(vocab - 4));
    for (auto& v : t) v = 4 + std::int32_t(next() % std::uint64_t(vocab - 4));
    src.push_back(std::move(s));
    tgt.push_back(std::move(t));
  }
}

}  // namespace

int run_bench(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  namespace fs = std::filesystem;
  const std::string preset = args.value("--preset").value_or("tiny");
  const auto model_spec = args.value("--model");
  const std::optional<std::string> model_dir =
      model_spec ? std::optional<std::string>(model_path(*model_spec).string()) : std::nullopt;
  const bool json_out = args.flag("--json");
  const std::string what = args.value("--what").value_or("train,greedy,beam");
  const int steps = args.integer("--steps", preset == "base" ? 6 : 10, 1, 100000);
  const int warmup = args.integer("--warmup-steps", 3, 0, 100000);
  // 0 (the default): 4096 for training, the backend's own budget for the file modes.
  const int batch_tokens_given = args.integer("--batch-tokens", 0, 0, 1 << 24);
  const int batch_tokens = batch_tokens_given > 0 ? batch_tokens_given : 4096;
  const int sentences = args.integer("--sentences", 100, 1, 1000000);
  const attn::TrainingPrecision precision =
      attn::parse_training_precision(args.value("--precision").value_or("auto"));
  const std::string backend_spec = args.value("--backend").value_or("auto");
  const bool profile = args.flag("--profile");
  const std::string weights = args.value("--weights").value_or("f16");
  const attn::ComputeType compute = attn::parse_compute_type(args.value("--compute-type").value_or("auto"));
  if (weights != "f16" && weights != "f32") throw attn::Error("--weights must be f16 or f32");
  const fs::path data_dir = args.value("--data").value_or(ATTN_DEFAULT_DATA_DIR);
  args.finish();

  // Model and tokenizer: a given model, or the preset with a BPE trained on the corpus (as the peer's
  // prep.py).
  std::optional<attn::Model> model;
  const bool have_data = fs::exists(data_dir / "train.en.gz") && fs::exists(data_dir / "train.de.gz");
  attn::ParallelCorpus train, valid;
  if (have_data) {
    train = attn::read_parallel_corpus(data_dir / "train.en.gz", data_dir / "train.de.gz");
    valid = attn::read_parallel_corpus(data_dir / "val.en.gz", data_dir / "val.de.gz");
  }
  if (model_dir) {
    model = attn::load_model(*model_dir);
  } else if (have_data) {
    attn::TokenizerTrainOptions t;
    t.vocab_size = 8000;
    auto tokenizer = attn::Tokenizer::train({&train.source, &train.target}, t);
    attn::ModelConfig config = attn::preset_config(preset);
    config.vocab_size = tokenizer.vocab_size();
    model = attn::make_model(config, tokenizer, 1);
  }
  std::vector<std::vector<std::int32_t>> src, tgt, valid_src;
  attn::ModelConfig config = model ? model->config : attn::preset_config(preset);
  if (!model) config.vocab_size = 8000;
  if (have_data) {
    for (std::size_t i = 0; i < train.source.size(); ++i) {
      src.push_back(model->tokenizer.encode(train.source[i]));
      tgt.push_back(model->tokenizer.encode(train.target[i]));
    }
    for (std::size_t i = 0; i < valid.source.size() && int(i) < sentences; ++i)
      valid_src.push_back(model->tokenizer.encode(valid.source[i]));
  } else {
    synthetic_corpus(29000, config.vocab_size, src, tgt);
    valid_src.assign(src.begin(),
                     src.begin() + std::min<std::ptrdiff_t>(sentences, std::ptrdiff_t(src.size())));
  }
  std::vector<float> params;
  if (model)
    params = model->parameters;
  else
    attn::initialize_parameters(config, attn::ParameterLayout(config), 1, params);
  if (!model_dir && weights == "f16") params = attn::half_to_floats(attn::floats_to_half(params));
  auto backend = attn::make_backend(backend_spec, config);
  backend->set_parameters(params);
  const attn::TrainingPrecision precision_set = backend->set_training_precision(precision);
  const attn::ComputeType compute_set = attn::apply_compute_type(
      *backend, compute, model ? model->stored_precision : attn::WeightPrecision::kF32);
  if (profile && backend->name() != "vulkan")
    std::fprintf(stderr, "bench: --profile times Vulkan kernels; the %s backend has none\n",
                 backend->name().c_str());
  // Kernel times cover the timed steps only: warm-up steps include pipeline compilation (llvmpipe compiles a
  // shader at its first dispatch, inside the timed command buffer).
  const auto profile_timed_part = [&](bool timed) { attn::set_vulkan_profiling(*backend, profile && timed); };

  nlohmann::json result = {{"preset", model_dir ? std::string("model") : preset},
                           {"backend", backend->name()},
                           {"precision", attn::to_string(precision_set)},
                           {"device", backend->device()},
                           {"data", have_data ? "multi30k" : "synthetic"},
                           {"compute_type", attn::compute_type_name(compute_set)},
                           {"weights", model_dir ? "trained:" + *model_dir : "random-init-" + weights}};
  std::fprintf(stderr, "bench: %s on %s, %s data, compute type %s\n",
               model_dir ? model_dir->c_str() : preset.c_str(), backend->device().c_str(),
               have_data ? "Multi30k" : "synthetic", attn::compute_type_name(compute_set).c_str());

  if (what.find("train") != std::string::npos) {
    attn::BatchingOptions b;
    b.max_tokens = batch_tokens;
    b.seed = 1;
    const auto batches = attn::make_token_batches(src, tgt, b);
    const attn::NoamSchedule schedule{config.d_model, 4000, 1.0};
    std::vector<double> rates, target_rates, step_ms;
    double sentences_per_batch = 0, tokens_per_batch = 0;
    for (int k = 0; k < warmup + steps && k < int(batches.size()); ++k) {
      const attn::Batch batch = attn::collate(src, tgt, batches[std::size_t(k)]);
      profile_timed_part(k >= warmup);
      const auto t0 = Clock::now();
      backend->forward_backward(batch, std::uint64_t(k + 1));
      backend->gradient_norm();
      backend->adam_update({}, float(schedule(k + 1)), 1.0f, k + 1);
      const double ms = ms_since(t0);
      if (k < warmup) continue;
      step_ms.push_back(ms);
      rates.push_back(double(batch.source_tokens() + batch.target_tokens()) / (ms / 1000.0));
      target_rates.push_back(double(batch.target_tokens()) / (ms / 1000.0));
      sentences_per_batch += batch.size();
      tokens_per_batch += batch.target_tokens();
    }
    result["train_tokens_per_s"] = median(rates);
    result["train_target_tokens_per_s"] = median(target_rates);
    result["train_step_ms_median"] = median(step_ms);
    result["train_steps_timed"] = step_ms.size();
    result["train_sentences_per_batch"] =
        sentences_per_batch / double(std::max<std::size_t>(1, step_ms.size()));
    result["train_target_tokens_per_batch"] =
        tokens_per_batch / double(std::max<std::size_t>(1, step_ms.size()));
    std::fprintf(stderr, "train: %.0f tokens/s (source+target), %.0f target tokens/s, %.1f ms/step\n",
                 median(rates), median(target_rates), median(step_ms));
  }
  // Decoding measures the weights it names ("random-init-f16", or the model's), not the ones training just
  // moved: an updated parameter is no longer an F16 value, and `auto` would stream F32 weights instead.
  if (what.find("train") != std::string::npos) backend->set_parameters(params);
  // The --what list's items, so that "greedy" does not also match "greedy-file".
  std::vector<std::string> items;
  for (std::size_t start = 0; start <= what.size();) {
    const std::size_t comma = std::min(what.find(',', start), what.size());
    items.push_back(what.substr(start, comma - start));
    start = comma + 1;
  }
  const auto wanted = [&](const std::string& item) {
    return std::find(items.begin(), items.end(), item) != items.end();
  };
  for (const char* mode : {"greedy", "beam"}) {
    if (!wanted(mode)) continue;
    attn::DecodeOptions o;
    o.beam_size = std::string(mode) == "beam" ? 4 : 1;
    o.max_length = 63;  // at most 64 decoder steps including EOS, as the peer's max_len=64
    std::vector<double> ms;
    double steps_total = 0;
    profile_timed_part(false);
    for (std::size_t i = 0; i < std::min<std::size_t>(3, valid_src.size()); ++i)  // warm-up
      attn::decode(*backend, config, {valid_src[i]}, o);
    profile_timed_part(true);
    for (const auto& s : valid_src) {
      const auto t0 = Clock::now();
      const auto out = attn::decode(*backend, config, {s}, o);
      ms.push_back(ms_since(t0));
      steps_total += double(out[0][0].tokens.size()) + 1;
    }
    const double mean =
        std::accumulate(ms.begin(), ms.end(), 0.0) / double(std::max<std::size_t>(1, ms.size()));
    const std::string key = std::string(mode) == "beam" ? "beam4" : "greedy";
    result[key + "_ms_per_sentence"] = mean;
    result[key + "_ms_per_sentence_median"] = median(ms);
    result[key + "_output_tokens_mean"] = steps_total / double(std::max<std::size_t>(1, ms.size()));
    std::fprintf(stderr, "%s: %.2f ms/sentence (median %.2f)\n", key.c_str(), mean, median(ms));
  }
  for (const char* mode : {"greedy-file", "beam-file"}) {
    if (!wanted(mode)) continue;
    attn::DecodeOptions o;
    o.beam_size = std::string(mode) == "beam-file" ? 4 : 1;
    o.max_length = 63;
    attn::decode_in_batches(*backend, config,
                            {valid_src.begin(), valid_src.begin() + std::min<std::ptrdiff_t>(
                                                                        8, std::ptrdiff_t(valid_src.size()))},
                            o);  // warm-up
    const auto t0 = Clock::now();
    attn::decode_in_batches(*backend, config, valid_src, o, batch_tokens_given);
    const double rate = double(valid_src.size()) / (ms_since(t0) / 1000.0);
    const std::string key = std::string(mode) == "beam-file" ? "beam4_file" : "greedy_file";
    result[key + "_sentences_per_s"] = rate;
    std::fprintf(stderr, "%s: %.1f sentences/s (%zu sentences)\n", key.c_str(), rate, valid_src.size());
  }
  if (profile && backend->name() == "vulkan") {
    nlohmann::json kernels = nlohmann::json::array();
    std::fprintf(stderr, "%-22s %8s %11s %10s %10s\n", "kernel", "calls", "total ms", "GFLOP/s", "GB/s");
    for (const auto& k : attn::vulkan_profile(*backend)) {
      std::fprintf(stderr, "%-22s %8lld %11.2f %10.2f %10.2f\n", k.name.c_str(),
                   static_cast<long long>(k.calls), k.total_ms, k.gflops, k.gbytes);
      kernels.push_back({{"name", k.name},
                         {"calls", k.calls},
                         {"total_ms", k.total_ms},
                         {"gflop_per_s", k.gflops},
                         {"gbyte_per_s", k.gbytes}});
    }
    result["kernels"] = kernels;
  }
  result["peak_rss_mb"] = peak_rss_mb();
  if (json_out)
    std::printf("%s\n", result.dump().c_str());
  else
    std::printf("%s\n", result.dump(2).c_str());
  return 0;
}

}  // namespace cli
