// Heads ranked by patching (attention/causal_head_ranking.h): the bootstrap interval of a mean against hand
// computations, its determinism, and the ranking's means against mean_patching on hand-made results.
#include "attention/causal_head_ranking.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "attention/error.h"

namespace attn {
namespace {

TEST(BootstrapMeanInterval, OneValueOrEqualValuesGiveThatValue) {
  const MeanInterval one = bootstrap_mean_interval({0.3});
  EXPECT_EQ(one.low, 0.3);
  EXPECT_EQ(one.high, 0.3);
  const MeanInterval equal = bootstrap_mean_interval({0.1, 0.1, 0.1, 0.1});
  EXPECT_EQ(equal.low, 0.1);
  EXPECT_EQ(equal.high, 0.1);
  EXPECT_TRUE(std::isnan(bootstrap_mean_interval({}).low));
}

TEST(BootstrapMeanInterval, TwoValuesSpanBothEnds) {
  // Resampled means of {0, 1}: 0 (1/4), 0.5 (1/2), 1 (1/4); the 2.5 % and 97.5 % points are 0 and 1.
  const MeanInterval i = bootstrap_mean_interval({0.0, 1.0}, 1000, 7);
  EXPECT_EQ(i.low, 0.0);
  EXPECT_EQ(i.high, 1.0);
  // A 40 % interval lies inside: its ends are the middle value 0.5.
  const MeanInterval narrow = bootstrap_mean_interval({0.0, 1.0}, 1000, 7, 0.4);
  EXPECT_EQ(narrow.low, 0.5);
  EXPECT_EQ(narrow.high, 0.5);
}

TEST(BootstrapMeanInterval, DeterministicAndContainsTheMean) {
  const std::vector<double> v{-0.12, 0.4, 1.47, 0.53, 0.9, 0.2, 0.61};
  double mean = 0;
  for (double x : v) mean += x / double(v.size());
  const MeanInterval a = bootstrap_mean_interval(v), b = bootstrap_mean_interval(v);
  EXPECT_EQ(a.low, b.low);
  EXPECT_EQ(a.high, b.high);
  EXPECT_LT(a.low, mean);
  EXPECT_GT(a.high, mean);
  EXPECT_GE(a.low, -0.12);
  EXPECT_LE(a.high, 1.47);
  // Another seed draws other resamples.
  const MeanInterval c = bootstrap_mean_interval(v, 1000, 29);
  EXPECT_TRUE(c.low != a.low || c.high != a.high);
}

TEST(BootstrapMeanInterval, RejectsBadArguments) {
  EXPECT_THROW(bootstrap_mean_interval({1.0}, 0), Error);
  EXPECT_THROW(bootstrap_mean_interval({1.0}, 10, 1, 1.0), Error);
}

// A result with clean and corrupted metrics and one 1 x 2 grid per kind whose cells are given.
PatchingResult result(double clean, double corrupted, double a, double b) {
  PatchingResult r;
  r.clean = clean;
  r.corrupted = corrupted;
  for (const char* name : {"encoder self", "decoder self", "cross"}) {
    PatchingGrid g;
    g.name = name;
    g.layers = 1;
    g.columns = 2;
    g.metric = {a, b};
    r.heads.push_back(g);
  }
  return r;
}

TEST(RankHeadsByPatching, MeansOverThePairsWithAnEffectAsMeanPatching) {
  // Total effects 1, 0.01 (left out), 2. Shares: pair 0: (0.5, 0), pair 2: (1, 0.25).
  const std::vector<PatchingResult> results{result(1, 0, 0.5, 0), result(0.01, 0, 0.005, 0),
                                            result(3, 1, 3, 1.5)};
  const CausalHeadRanking r = rank_heads_by_patching(results, 0.05);
  EXPECT_EQ(r.pairs, 3);
  EXPECT_EQ(r.used, (std::vector<int>{0, 2}));
  EXPECT_NEAR(r.total_effect, (1 + 0.01 + 2) / 3.0, 1e-12);
  EXPECT_NEAR(r.used_total_effect, 1.5, 1e-12);
  ASSERT_EQ(r.grids.size(), 3u);
  EXPECT_EQ(r.grids[2].name, "cross");
  EXPECT_EQ(r.grids[0].at(0, 0).shares, (std::vector<double>{0.5, 1.0}));
  EXPECT_DOUBLE_EQ(r.grids[0].at(0, 0).mean, 0.75);
  EXPECT_DOUBLE_EQ(r.grids[0].at(0, 1).mean, 0.125);
  // Two values: the interval spans them.
  EXPECT_DOUBLE_EQ(r.grids[0].at(0, 0).interval.low, 0.5);
  EXPECT_DOUBLE_EQ(r.grids[0].at(0, 0).interval.high, 1.0);
  const PatchingMean mean = mean_patching(results, 0.05);
  for (std::size_t g = 0; g < 3; ++g)
    for (int h = 0; h < 2; ++h) EXPECT_EQ(r.grids[g].at(0, h).mean, mean.heads[g].at(0, h));
}

TEST(RankHeadsByPatching, NoPairAboveTheMinimumGivesNaN) {
  const CausalHeadRanking r = rank_heads_by_patching({result(0.01, 0, 0, 0)}, 0.05);
  EXPECT_TRUE(r.used.empty());
  EXPECT_TRUE(std::isnan(r.grids[0].at(0, 0).mean));
  EXPECT_TRUE(std::isnan(r.grids[0].at(0, 0).interval.low));
  EXPECT_TRUE(rank_heads_by_patching({}).grids.empty());
}

}  // namespace
}  // namespace attn
