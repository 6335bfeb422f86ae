#include "attention/causal_head_ranking.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "attention/error.h"

namespace attn {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// SplitMix64: a generator whose sequence is fixed by its definition, unlike the standard distributions,
// whose output differs between standard libraries.
class SplitMix64 {
 public:
  explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, n) by rejection (no modulo bias).
  std::size_t below(std::size_t n) {
    const std::uint64_t limit =
        std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % n;
    for (;;) {
      const std::uint64_t x = next();
      if (x < limit) return std::size_t(x % n);
    }
  }

 private:
  std::uint64_t state_;
};

void check_bootstrap_arguments(int resamples, double level) {
  if (resamples < 1) throw Error("bootstrap: at least one resample is needed");
  if (!(level > 0 && level < 1)) throw Error("bootstrap: the level must lie between 0 and 1");
}

// The `q` quantile of sorted values, interpolated linearly between order statistics.
double quantile(const std::vector<double>& sorted, double q) {
  const double at = q * double(sorted.size() - 1);
  const std::size_t below = std::size_t(std::floor(at));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  return sorted[below] + (at - double(below)) * (sorted[above] - sorted[below]);
}

// For each resample, which of n values it draws (n indices); the same draws serve every head.
std::vector<std::vector<std::size_t>> draws(std::size_t n, int resamples, std::uint64_t seed) {
  SplitMix64 rng(seed);
  std::vector<std::vector<std::size_t>> out(std::size_t(resamples), std::vector<std::size_t>(n, 0));
  for (auto& draw : out)
    for (auto& i : draw) i = rng.below(n);
  return out;
}

MeanInterval interval_over(const std::vector<double>& values,
                           const std::vector<std::vector<std::size_t>>& resample_draws, double level) {
  if (values.empty()) return {kNaN, kNaN};
  std::vector<double> means;
  means.reserve(resample_draws.size());
  for (const auto& draw : resample_draws) {
    double sum = 0;
    for (std::size_t i : draw) sum += values[i];
    means.push_back(sum / double(values.size()));
  }
  std::sort(means.begin(), means.end());
  const double tail = (1 - level) / 2;
  MeanInterval out{quantile(means, tail), quantile(means, 1 - tail)};
  // All values equal: the rounding of the sums must not make an interval that misses the value.
  if (std::all_of(values.begin(), values.end(), [&](double v) { return v == values.front(); }))
    out = {values.front(), values.front()};
  return out;
}

}  // namespace

MeanInterval bootstrap_mean_interval(const std::vector<double>& values, int resamples, std::uint64_t seed,
                                     double level) {
  check_bootstrap_arguments(resamples, level);
  if (values.empty()) return {kNaN, kNaN};
  return interval_over(values, draws(values.size(), resamples, seed), level);
}

CausalHeadRanking rank_heads_by_patching(const std::vector<PatchingResult>& results, double min_effect,
                                         int resamples, std::uint64_t seed) {
  check_bootstrap_arguments(resamples, 0.95);
  CausalHeadRanking ranking;
  ranking.pairs = int(results.size());
  ranking.min_effect = min_effect;
  ranking.resamples = resamples;
  ranking.seed = seed;
  if (results.empty()) return ranking;
  double used_sum = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const double effect = results[i].total_effect();
    ranking.total_effect += effect / double(results.size());
    // The same rule as mean_patching: a share of a change below the noise is noise.
    if (std::abs(effect) > min_effect) {
      ranking.used.push_back(int(i));
      used_sum += effect;
    }
  }
  ranking.used_total_effect = ranking.used.empty() ? kNaN : used_sum / double(ranking.used.size());
  const auto resample_draws = ranking.used.empty() ? std::vector<std::vector<std::size_t>>{}
                                                   : draws(ranking.used.size(), resamples, seed);
  for (std::size_t g = 0; g < results.front().heads.size(); ++g) {
    const PatchingGrid& shape = results.front().heads[g];
    CausalHeadGrid grid;
    grid.name = shape.name;
    grid.layers = shape.layers;
    grid.heads = shape.columns;
    grid.cells.resize(shape.metric.size());
    for (std::size_t c = 0; c < grid.cells.size(); ++c) {
      CausalHeadCell& cell = grid.cells[c];
      double sum = 0;
      for (int i : ranking.used) {
        const PatchingResult& r = results[std::size_t(i)];
        if (g >= r.heads.size() || r.heads[g].metric.size() != shape.metric.size())
          throw Error("rank_heads_by_patching: the pairs come from models of different shapes");
        cell.shares.push_back(r.restored(r.heads[g].metric[c]));
        sum += cell.shares.back();
      }
      cell.mean = cell.shares.empty() ? kNaN : sum / double(cell.shares.size());
      cell.interval = interval_over(cell.shares, resample_draws, 0.95);
    }
    ranking.grids.push_back(std::move(grid));
  }
  return ranking;
}

}  // namespace attn
