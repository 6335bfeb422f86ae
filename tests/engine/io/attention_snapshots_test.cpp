// Attention snapshots during training: a snapshot is the forced pass's attention, survives a save and a
// reload (to half precision), never changes what the trainer learns, is thinned out on long runs and
// continued on resume; the alignment score is checked against hand computations, and on a copy-task run
// the diagonal of cross-attention emerges at a step the series finds.
#include "attention/attention_snapshots.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "attention/alignment_emergence.h"
#include "attention/attention_snapshot_recorder.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "attention/training_run.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

class AttentionSnapshotsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    root_ = fs::temp_directory_path() / ("attn_snapshots_test_" + std::to_string(now) + "_" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(root_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  static AttentionProbe small_probe() {
    AttentionProbe p;
    p.source = {5, 9, 7, 12};
    p.target = {6, 8, 10};
    p.source_pieces = {"a", "b", "c", "d"};
    p.target_pieces = {"x", "y", "z"};
    p.expected_alignment = {0, 1, 2};
    return p;
  }

  fs::path root_;
};

void expect_maps_near(const std::vector<std::vector<float>>& a, const std::vector<std::vector<float>>& b,
                      float tolerance) {
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t l = 0; l < a.size(); ++l) {
    ASSERT_EQ(a[l].size(), b[l].size());
    for (std::size_t i = 0; i < a[l].size(); ++i) ASSERT_NEAR(a[l][i], b[l][i], tolerance) << l << ":" << i;
  }
}

TEST_F(AttentionSnapshotsTest, ASnapshotIsTheForcedPassAttentionAndSurvivesSaveAndLoad) {
  const ModelConfig config = test::small_model_config();
  auto backend = make_cpu_backend(config);
  backend->set_parameters(test::noisy_parameters(config, 5));
  AttentionSnapshotRecorder recorder(small_probe(), config, 10);
  const AttentionSnapshot snapshot = recorder.record(0, *backend);  // a copy: the next record may move it
  recorder.record(10, *backend);

  Batch batch(config.vocabulary());
  batch.add(small_probe().source, small_probe().target);
  const AttentionMaps direct = backend->forced_decode(batch, true).front().attention;
  EXPECT_EQ(snapshot.attention.source_length, 5);  // 4 tokens + EOS
  EXPECT_EQ(snapshot.attention.target_length, 4);  // 3 tokens + EOS
  EXPECT_EQ(snapshot.attention.cross, direct.cross);
  EXPECT_EQ(snapshot.attention.encoder_self, direct.encoder_self);
  EXPECT_EQ(snapshot.attention.decoder_self, direct.decoder_self);

  recorder.save(root_);
  ASSERT_TRUE(has_attention_snapshots(root_));
  const AttentionSnapshotSeries loaded = load_attention_snapshots(root_);
  EXPECT_EQ(loaded.probe, small_probe());
  EXPECT_EQ(loaded.every, 10);
  EXPECT_EQ(loaded.heads, 4);
  EXPECT_EQ(loaded.encoder_layers, 2);
  EXPECT_EQ(loaded.decoder_layers, 2);
  ASSERT_EQ(loaded.snapshots.size(), 2u);
  EXPECT_EQ(loaded.snapshots[0].step, 0);
  EXPECT_EQ(loaded.snapshots[1].step, 10);
  // Half precision: probabilities below 1 keep 11 significant bits.
  expect_maps_near(loaded.snapshots[0].attention.cross, direct.cross, 2.5e-4f);
  expect_maps_near(loaded.snapshots[0].attention.encoder_self, direct.encoder_self, 2.5e-4f);
  expect_maps_near(loaded.snapshots[1].attention.decoder_self, direct.decoder_self, 2.5e-4f);
}

TEST_F(AttentionSnapshotsTest, DamagedFilesAreRefusedWithTheFileNamed) {
  const ModelConfig config = test::small_model_config();
  auto backend = make_cpu_backend(config);
  backend->set_parameters(test::noisy_parameters(config, 5));
  AttentionSnapshotRecorder recorder(small_probe(), config, 1);
  recorder.record(0, *backend);
  std::string bytes = serialize_attention_snapshots(recorder.series());
  EXPECT_NO_THROW(parse_attention_snapshots(bytes, "ok"));
  EXPECT_NE(test::error_of([&] {
              parse_attention_snapshots(bytes.substr(0, bytes.size() - 2), "cut.st");
            }).find("cut.st"),
            std::string::npos);
  // A probability above 1 in the last decoder layer's cross-attention.
  AttentionSnapshotSeries wrong = recorder.series();
  wrong.snapshots[0].attention.cross[1].back() = 1.5f;
  EXPECT_NE(test::error_of([&] {
              parse_attention_snapshots(serialize_attention_snapshots(wrong), "big.st");
            }).find("outside [0, 1]"),
            std::string::npos);
  EXPECT_NE(test::error_of([&] { load_attention_snapshots(root_); }).find("does not exist"),
            std::string::npos);
}

// A hand-made cross-attention map: T = 3 rows (2 tokens + EOS), S = 3 keys, 1 layer, 2 heads.
TEST_F(AttentionSnapshotsTest, AlignmentScoreIsTheMeanWeightOnTheExpectedSourceToken) {
  AttentionMaps maps;
  maps.heads = 2;
  maps.source_length = 3;
  maps.target_length = 3;
  maps.cross = {{                   // head 0: diagonal-ish
                 0.7f, 0.2f, 0.1f,  //
                 0.1f, 0.5f, 0.4f,  //
                 0.3f, 0.3f, 0.4f,  // EOS row, never scored
                                    // head 1: anti-diagonal-ish
                 0.0f, 0.9f, 0.1f,  //
                 0.8f, 0.2f, 0.0f,  //
                 1.0f, 0.0f, 0.0f}};
  const std::vector<int> copy = {0, 1}, reverse = {1, 0};
  EXPECT_NEAR(alignment_score(maps, 0, 0, copy), (0.7 + 0.5) / 2, 1e-7);
  EXPECT_NEAR(alignment_score(maps, 0, 1, copy), (0.0 + 0.2) / 2, 1e-7);
  EXPECT_NEAR(alignment_score(maps, 0, 1, reverse), (0.9 + 0.8) / 2, 1e-7);
  const HeadAlignment best_copy = best_aligned_head(maps, copy),
                      best_reverse = best_aligned_head(maps, reverse);
  EXPECT_EQ(best_copy.head, 0);
  EXPECT_NEAR(best_copy.score, 0.6, 1e-7);
  EXPECT_EQ(best_reverse.head, 1);
  EXPECT_NEAR(best_reverse.score, 0.85, 1e-7);
  EXPECT_EQ(best_aligned_head(maps, {}).layer, -1);

  // Emergence: the first snapshot whose best head reaches the threshold.
  AttentionSnapshotSeries series;
  series.probe.expected_alignment = copy;
  AttentionMaps flat = maps;
  flat.cross[0].assign(18, 1.0f / 3.0f);
  series.snapshots = {{0, flat}, {50, maps}, {100, maps}};
  const AlignmentEmergence found = find_alignment_emergence(series, 0.55);
  ASSERT_EQ(found.per_snapshot.size(), 3u);
  EXPECT_NEAR(found.per_snapshot[0].score, 1.0 / 3.0, 1e-7);
  EXPECT_EQ(found.first_snapshot, 1);
  EXPECT_EQ(found.step, 50);
  EXPECT_EQ(find_alignment_emergence(series, 0.65).step, -1);
  series.probe.expected_alignment.clear();
  EXPECT_TRUE(find_alignment_emergence(series).per_snapshot.empty());
}

TEST_F(AttentionSnapshotsTest, ALongRunIsThinnedOutAndKeepsItsFirstAndNewestSnapshots) {
  ModelConfig config = test::small_model_config();
  config.encoder_layers = config.decoder_layers = 1;
  auto backend = make_cpu_backend(config);
  backend->set_parameters(test::noisy_parameters(config, 1));
  AttentionSnapshotRecorder recorder(small_probe(), config, 1);
  for (std::int64_t step = 0; step <= kMaxAttentionSnapshots; ++step) {
    ASSERT_TRUE(recorder.due(step));
    recorder.record(step, *backend);
  }
  const auto& s = recorder.series();
  EXPECT_EQ(s.every, 2);
  EXPECT_EQ(int(s.snapshots.size()), kMaxAttentionSnapshots / 2 + 1);
  EXPECT_EQ(s.snapshots.front().step, 0);
  EXPECT_EQ(s.snapshots.back().step, kMaxAttentionSnapshots);
  EXPECT_FALSE(recorder.due(kMaxAttentionSnapshots + 1));
  EXPECT_TRUE(recorder.due(kMaxAttentionSnapshots + 2));
}

TEST_F(AttentionSnapshotsTest, TheProbeOfAToyTaskIsItsLongestShortPairWithTheTaskAlignment) {
  ToyTaskOptions toy;
  toy.max_length = 10;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  const ParallelCorpus pairs{{"s1 s2", "s3 s1 s4 s0", "s5 s6 s7 s8", "s9 s8 s7"},
                             {"s2 s1", "s0 s4 s1 s3", "s8 s7 s6 s5", "s7 s8 s9"}};
  const AttentionProbe probe = make_attention_probe(tokenizer, pairs, ToyTask::kReverse);
  // SentencePiece's word pieces, with their word-start mark.
  EXPECT_EQ(probe.source_pieces, (std::vector<std::string>{"\u2581s3", "\u2581s1", "\u2581s4", "\u2581s0"}));
  EXPECT_EQ(probe.source, (std::vector<std::int32_t>{7, 5, 8, 4}));
  EXPECT_EQ(probe.expected_alignment, (std::vector<int>{3, 2, 1, 0}));
  EXPECT_TRUE(make_attention_probe(tokenizer, pairs, std::nullopt).expected_alignment.empty());
}

// The run helpers: a toy run of `steps` with snapshots every `every` steps (0: none).
TrainingRunSpec copy_run(const fs::path& dir, std::int64_t steps, int every) {
  TrainingRunSpec spec;
  spec.task = ToyTask::kCopy;
  spec.toy.alphabet_size = 10;
  spec.toy.min_length = 3;
  spec.toy.max_length = 10;
  spec.toy_pairs = 4000;
  spec.toy_valid_pairs = 20;
  spec.config = preset_config("toy");
  spec.backend = "cpu";
  spec.options.max_steps = steps;
  spec.options.batch_tokens = 512;
  spec.options.warmup_steps = 100;
  spec.options.lr_factor = 1.0;
  spec.options.adam.beta2 = 0.999f;
  spec.options.cooldown_fraction = 0;
  spec.options.validate_every = 0;
  spec.options.bleu_sentences = 0;
  spec.options.checkpoint_every = 100000;
  spec.options.snapshot_every = every;
  spec.output_dir = dir;
  return spec;
}

TEST_F(AttentionSnapshotsTest, SnapshotsDoNotChangeTrainingAndAResumedRunContinuesThem) {
  ASSERT_EQ(run_training(copy_run(root_ / "plain", 12, 0)).steps, 12);
  ASSERT_EQ(run_training(copy_run(root_ / "snap", 12, 5)).steps, 12);
  EXPECT_EQ(test::slurp(root_ / "plain" / "model.safetensors"),
            test::slurp(root_ / "snap" / "model.safetensors"));
  EXPECT_FALSE(has_attention_snapshots(root_ / "plain"));
  const AttentionSnapshotSeries first = load_attention_snapshots(root_ / "snap");
  std::vector<std::int64_t> steps;
  for (const auto& s : first.snapshots) steps.push_back(s.step);
  EXPECT_EQ(steps, (std::vector<std::int64_t>{0, 5, 10, 12}));
  EXPECT_EQ(first.probe.expected_alignment.size(), first.probe.target.size());

  TrainingRunSpec more = copy_run(root_ / "snap", 20, 5);
  more.resume = true;
  ASSERT_EQ(run_training(more).steps, 20);
  const AttentionSnapshotSeries resumed = load_attention_snapshots(root_ / "snap");
  steps.clear();
  for (const auto& s : resumed.snapshots) steps.push_back(s.step);
  EXPECT_EQ(steps, (std::vector<std::int64_t>{0, 5, 10, 12, 15, 20}));
  EXPECT_EQ(resumed.snapshots[1].attention.cross, first.snapshots[1].attention.cross);
}

// Copy: after a few hundred steps one cross-attention head puts most of each target token's weight on the
// source token it copies; the untrained model spreads it.
TEST_F(AttentionSnapshotsTest, TheDiagonalEmergesOnTheCopyTask) {
  ASSERT_EQ(run_training(copy_run(root_ / "copy", 600, 25)).outcome, TrainingOutcome::kFinished);
  const AttentionSnapshotSeries series = load_attention_snapshots(root_ / "copy");
  const AlignmentEmergence found = find_alignment_emergence(series);
  ASSERT_EQ(found.per_snapshot.size(), series.snapshots.size());
  EXPECT_LT(found.per_snapshot.front().score, 0.35);
  EXPECT_GT(found.step, 0);
  // The score moves by up to 0.1 from one snapshot to the next, and where it settles depends on the run's
  // rounding: the diagonal holds over the last hundred steps, at its best above 0.8, on average above 0.7.
  ASSERT_GE(found.per_snapshot.size(), 5u);
  double best = 0, sum = 0;
  for (std::size_t i = found.per_snapshot.size() - 5; i < found.per_snapshot.size(); ++i) {
    best = std::max(best, found.per_snapshot[i].score);
    sum += found.per_snapshot[i].score;
  }
  EXPECT_GT(best, 0.8);
  EXPECT_GT(sum / 5, 0.7);
  // The step found is where the score first reaches the threshold.
  ASSERT_GE(found.first_snapshot, 1);
  for (int i = 0; i < found.first_snapshot; ++i) EXPECT_LT(found.per_snapshot[std::size_t(i)].score, 0.5);
  EXPECT_GE(found.per_snapshot[std::size_t(found.first_snapshot)].score, 0.5);
}

}  // namespace
}  // namespace attn
