// The training-run setup both front ends call: a toy task's training and held-out pairs, corpora read and
// joined in order, a tokenizer made for the data, the same data and tokenizer from the same seed, and clear
// errors for data that cannot be used.
#include "attention/training_run.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "attention/error.h"
#include "test_support.h"

namespace attn {
namespace {

using test::error_of;
using test::spit;

class TrainingRunTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = std::filesystem::temp_directory_path() /
            ("attn_training_run_test_" + std::to_string(::getpid()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(root_);
    std::filesystem::create_directories(root_);
  }
  void TearDown() override { std::filesystem::remove_all(root_); }

  // A model small enough to set up in milliseconds.
  static TrainingRunSpec small_spec(const std::filesystem::path& out) {
    TrainingRunSpec spec;
    spec.config = preset_config("toy");
    spec.config.encoder_layers = spec.config.decoder_layers = 1;
    spec.config.d_model = 16;
    spec.config.n_heads = 2;
    spec.config.d_ff = 32;
    spec.backend = "cpu";
    spec.options.max_steps = 2;
    spec.options.batch_tokens = 64;
    spec.options.validate_every = 0;
    spec.options.bleu_sentences = 0;
    spec.output_dir = out;
    return spec;
  }

  // Two small line-aligned corpora, a.* (3 pairs) then b.* (2 pairs), with repeated words for a tokenizer.
  std::vector<CorpusFiles> two_corpora() const {
    spit(root_ / "a.en", "the dog runs\nthe cat sleeps\na dog sees the cat\n");
    spit(root_ / "a.de", "der hund rennt\ndie katze schläft\nein hund sieht die katze\n");
    spit(root_ / "b.en", "the cat runs\na dog sleeps\n");
    spit(root_ / "b.de", "die katze rennt\nein hund schläft\n");
    return {{root_ / "a.en", root_ / "a.de"}, {root_ / "b.en", root_ / "b.de"}};
  }

  std::filesystem::path root_;
};

// Records the setup's events in order.
class EventLog : public TrainingRunObserver {
 public:
  void on_generating(ToyTask, int pairs) override { events.push_back("generating " + std::to_string(pairs)); }
  void on_reading(const std::filesystem::path& source, const std::filesystem::path&) override {
    events.push_back("reading " + source.filename().string());
  }
  void on_data(const TrainingCorpora& d) override {
    events.push_back("data " + std::to_string(d.train.source.size()) + "+" +
                     std::to_string(d.has_validation ? d.valid.source.size() : 0));
  }
  void on_training_tokenizer(const TokenizerTrainOptions& o) override {
    events.push_back("tokenizer " + std::to_string(o.vocab_size));
  }
  void on_tokenizer(const Tokenizer&, const TokenizerTrainReport& report) override { note = report.note; }
  void on_model(const Model&, const Backend&) override { events.push_back("model"); }
  void on_trainer(const Trainer&, std::int64_t) override { events.push_back("trainer"); }

  std::vector<std::string> events;
  std::string note;
};

TEST_F(TrainingRunTest, ToyTaskHoldsOutValidationPairsFromAnotherSeed) {
  TrainingRunSpec spec = small_spec(root_ / "run");
  spec.task = ToyTask::kReverse;
  spec.toy_pairs = 300;
  const TrainingCorpora data = load_training_corpora(spec);
  EXPECT_EQ(data.train.source.size(), 300u);
  EXPECT_EQ(data.train.target.size(), 300u);
  ASSERT_TRUE(data.has_validation);
  EXPECT_EQ(data.valid.source.size(), 200u);

  const ToyCorpus train = generate_toy_corpus(ToyTask::kReverse, 300, spec.toy);
  ToyTaskOptions held_out = spec.toy;
  held_out.seed = spec.toy.seed + kToyValidationSeedOffset;
  const ToyCorpus valid = generate_toy_corpus(ToyTask::kReverse, 200, held_out);
  EXPECT_EQ(data.train.source, train.source);
  EXPECT_EQ(data.valid.source, valid.source);
  EXPECT_EQ(data.valid.target, valid.target);
  EXPECT_NE(data.valid.source, std::vector<std::string>(train.source.begin(), train.source.begin() + 200));

  spec.toy_valid_pairs = 0;
  EXPECT_FALSE(load_training_corpora(spec).has_validation);
}

TEST_F(TrainingRunTest, SameSeedSameDataAndTokenizer) {
  TrainingRunSpec spec = small_spec(root_ / "one");
  spec.task = ToyTask::kSort;
  spec.toy_pairs = 100;
  const TrainingCorpora a = load_training_corpora(spec), b = load_training_corpora(spec);
  EXPECT_EQ(a.train.source, b.train.source);
  EXPECT_EQ(a.valid.target, b.valid.target);
  spec.toy.seed = 2;
  EXPECT_NE(load_training_corpora(spec).train.source, a.train.source);
  spec.toy.seed = 1;

  EventLog log;
  const PreparedRun one = prepare_training_run(spec, &log);
  spec.output_dir = root_ / "two";
  const PreparedRun two = prepare_training_run(spec);
  ASSERT_TRUE(one.trainer && two.trainer);
  EXPECT_EQ(one.model->tokenizer.serialized(), two.model->tokenizer.serialized());
  EXPECT_EQ(one.model->config.vocab_size, 4 + spec.toy.alphabet_size);  // the toy alphabet, no SentencePiece
  EXPECT_EQ(one.model->parameters, two.model->parameters);
  EXPECT_EQ(one.target_tokens, two.target_tokens);
  EXPECT_EQ(log.events, (std::vector<std::string>{"generating 100", "data 100+200", "model", "trainer"}));
}

TEST_F(TrainingRunTest, CorporaAreJoinedInOrderAndGetTheirOwnTokenizer) {
  TrainingRunSpec spec = small_spec(root_ / "run");
  spec.corpora = two_corpora();
  const TrainingCorpora data = load_training_corpora(spec);
  EXPECT_EQ(data.train.source,
            (std::vector<std::string>{"the dog runs", "the cat sleeps", "a dog sees the cat", "the cat runs",
                                      "a dog sleeps"}));
  EXPECT_EQ(data.train.target.back(), "ein hund schläft");
  EXPECT_FALSE(data.has_validation);

  spec.valid = CorpusFiles{root_ / "b.en", root_ / "b.de"};
  EventLog log;
  const PreparedRun one = prepare_training_run(spec, &log);
  ASSERT_TRUE(one.trainer);
  EXPECT_EQ(log.events, (std::vector<std::string>{"reading a.en", "reading b.en", "data 5+2",
                                                  "tokenizer 8000", "model", "trainer"}));
  // 8000 pieces cannot come from five sentences: the vocabulary shrinks and the note says so.
  EXPECT_FALSE(log.note.empty());
  EXPECT_LT(one.model->config.vocab_size, 8000);
  EXPECT_EQ(one.model->config.vocab_size, one.model->tokenizer.vocab_size());

  spec.output_dir = root_ / "again";
  const PreparedRun two = prepare_training_run(spec);
  EXPECT_EQ(one.model->tokenizer.serialized(), two.model->tokenizer.serialized());
  EXPECT_EQ(one.model->parameters, two.model->parameters);
}

TEST_F(TrainingRunTest, BadDataIsAClearError) {
  TrainingRunSpec spec = small_spec(root_ / "run");
  EXPECT_NE(error_of([&] { load_training_corpora(spec); }).find("needs data"), std::string::npos);

  spec.corpora = two_corpora();
  spit(root_ / "b.de", "die katze rennt\n");  // one line short of b.en
  const std::string mismatch = error_of([&] { prepare_training_run(spec); });
  EXPECT_NE(mismatch.find("b.de"), std::string::npos) << mismatch;

  spec.corpora = {{root_ / "missing.en", root_ / "a.de"}};
  const std::string missing = error_of([&] { prepare_training_run(spec); });
  EXPECT_NE(missing.find("missing.en"), std::string::npos) << missing;

  spec.task = ToyTask::kCopy;
  EXPECT_NE(error_of([&] { load_training_corpora(spec); }).find("one kind of data"), std::string::npos);
}

TEST_F(TrainingRunTest, ResumeNeedsASavedRun) {
  TrainingRunSpec spec = small_spec(root_ / "empty");
  spec.task = ToyTask::kCopy;
  spec.toy_pairs = 10;
  spec.resume = true;
  const std::string error = error_of([&] { prepare_training_run(spec); });
  EXPECT_NE(error.find("train_state.json does not exist"), std::string::npos) << error;
}

TEST_F(TrainingRunTest, TrainsAndStopsBeforeTheModelWhenAsked) {
  TrainingRunSpec spec = small_spec(root_ / "run");
  spec.task = ToyTask::kCopy;
  spec.toy_pairs = 50;
  const TrainingResult result = run_training(spec);
  EXPECT_EQ(result.outcome, TrainingOutcome::kFinished) << result.message;
  EXPECT_EQ(result.steps, 2);
  EXPECT_TRUE(std::filesystem::exists(root_ / "run" / "train_state.json"));

  TrainingControl control;
  control.request_stop();
  spec.output_dir = root_ / "stopped";
  EXPECT_FALSE(prepare_training_run(spec, nullptr, &control).trainer);
  const TrainingResult stopped = run_training(spec, nullptr, &control);
  EXPECT_EQ(stopped.outcome, TrainingOutcome::kStopped);
  EXPECT_EQ(stopped.steps, 0);
  EXPECT_FALSE(std::filesystem::exists(root_ / "stopped"));
}

}  // namespace
}  // namespace attn
