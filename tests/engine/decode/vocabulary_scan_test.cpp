// Decoding's scan of the vocabulary passes over blocks whose maximum cannot change the result (block_max.h).
// These tests hold it to the token-by-token scan: ties, NaNs, padding holding the maximum, a tail block, and
// candidates spread over many blocks.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"
#include "attention/decoding.h"
#include "attention/vocab.h"
#include "decode/block_max.h"

namespace attn {
namespace {

constexpr int kVocab = 300;  // four whole blocks of 64 and a tail of 44
const float kNaN = std::numeric_limits<float>::quiet_NaN();

TEST(BlockMax, PassesOverNaNsAndAddsTheBase) {
  std::vector<float> x(70, -5.0f);
  x[3] = kNaN;
  x[40] = -1.0f;
  EXPECT_EQ(block_max(x.data(), 64), -1.0f);
  EXPECT_EQ(block_max(x.data(), 64, 0.5f), -0.5f);
  x[67] = 2.0f;  // in the scalar tail of a 70-element block
  EXPECT_EQ(block_max(x.data(), 70), 2.0f);
  EXPECT_EQ(block_max(x.data() + 65, 3), 2.0f);
  std::vector<float> all_nan(16, kNaN);
  EXPECT_EQ(block_max(all_nan.data(), 16),
            -std::numeric_limits<float>::infinity());  // nothing beats anything
}

// One sentence; step t writes table t (or the last one).
class TableSession : public DecodeSession {
 public:
  explicit TableSession(std::vector<std::vector<float>> tables) : tables_(std::move(tables)) {}
  void step(std::span<const std::int32_t> last, int position, std::span<float> log_probs) override {
    const auto& t = tables_[std::min<std::size_t>(std::size_t(position), tables_.size() - 1)];
    for (std::size_t r = 0; r < last.size(); ++r)
      std::copy(t.begin(), t.end(), log_probs.begin() + std::ptrdiff_t(r * t.size()));
    rows_ = int(last.size());
  }
  void reorder(std::span<const int> parents) override { rows_ = int(parents.size()); }
  int rows() const override { return rows_; }

 private:
  std::vector<std::vector<float>> tables_;
  int rows_ = 1;
};

ModelConfig scan_config() {
  ModelConfig c;
  c.vocab_size = kVocab;
  c.max_positions = 64;
  return c;
}

SessionStarter starter(std::vector<std::vector<float>> tables) {
  return [tables](const std::vector<std::vector<std::int32_t>>&, std::span<const int>, int) {
    return std::make_unique<TableSession>(tables);
  };
}

// The scan greedy search made before blocks were passed over.
std::int32_t token_by_token(const std::vector<float>& lp, const VocabularyInfo& vocab) {
  std::int32_t best = vocab.eos;
  for (std::int32_t tok = 0; tok < std::int32_t(lp.size()); ++tok)
    if (vocab.producible(tok) && lp[std::size_t(tok)] > lp[std::size_t(best)]) best = tok;
  return best;
}

TEST(VocabularyScan, GreedyChoosesAsTheTokenByTokenScan) {
  std::vector<std::vector<float>> tables(4, std::vector<float>(kVocab, -9.0f));
  tables[0][250] = -0.5f;  // a tie in a later block: the lower id wins
  tables[0][270] = -0.5f;
  tables[1][kPadId] = -0.01f;  // padding holds the maximum but is never produced
  tables[1][70] = kNaN;
  tables[1][130] = -0.2f;
  tables[2][299] = -0.3f;     // the last token of the tail block
  tables[3][kEosId] = -0.4f;  // EOS ties with a later token and keeps it
  tables[3][200] = -0.4f;
  const ModelConfig config = scan_config();
  const VocabularyInfo vocab = config.vocabulary();
  DecodeOptions options;
  const auto result = greedy_search(starter(tables), config, {{5, 6, 7}}, options);
  ASSERT_EQ(result.size(), 1u);
  std::vector<std::int32_t> expected;
  for (const auto& t : tables) {
    const std::int32_t tok = token_by_token(t, vocab);
    if (tok == vocab.eos) break;
    expected.push_back(tok);
  }
  EXPECT_EQ(expected, (std::vector<std::int32_t>{250, 130, 299}));
  EXPECT_EQ(result[0].tokens, expected);
  EXPECT_FLOAT_EQ(result[0].log_prob, -0.5f - 0.2f - 0.3f - 0.4f);
}

TEST(VocabularyScan, BeamFindsCandidatesInEveryBlock) {
  // Step 0: the four best first tokens lie in four blocks, the best in the tail; then EOS is certain.
  std::vector<std::vector<float>> tables(2, std::vector<float>(kVocab, -12.0f));
  tables[0][10] = -2.0f;
  tables[0][100] = -1.5f;
  tables[0][180] = -1.8f;
  tables[0][290] = -1.0f;
  tables[0][kEosId] = -3.0f;
  tables[1][kEosId] = 0.0f;
  DecodeOptions options;
  options.beam_size = 2;
  options.n_best = 2;
  options.length_penalty = 0.0f;
  const auto result = decode(starter(tables), scan_config(), {{5, 6, 7}}, options);
  ASSERT_EQ(result.size(), 1u);
  ASSERT_EQ(result[0].size(), 2u);
  EXPECT_EQ(result[0][0].tokens, (std::vector<std::int32_t>{290}));
  EXPECT_FLOAT_EQ(result[0][0].log_prob, -1.0f);
  EXPECT_EQ(result[0][1].tokens, (std::vector<std::int32_t>{100}));
  EXPECT_FLOAT_EQ(result[0][1].log_prob, -1.5f);
}

}  // namespace
}  // namespace attn
