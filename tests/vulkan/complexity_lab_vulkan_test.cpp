// The complexity lab on a Vulkan device (lavapipe in CI): it times the same ops through the Vulkan device,
// the times are positive and grow with n, and the FLOP counts do not depend on the device.
#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

#include "attention/complexity_lab.h"

namespace attn {
namespace {

TEST(ComplexityLabVulkan, MeasuresThroughTheVulkanDevice) {
  const LayerCosts costs = measure_layer_costs("vulkan", 64, 8, 256, {32, 64, 128, 256}, 3);
  ASSERT_EQ(costs.points.size(), 4u);
  EXPECT_NE(costs.device.find("ulkan"), std::string::npos) << costs.device;
  std::vector<double> n, ta, tf;
  for (const auto& p : costs.points) {
    EXPECT_GT(p.attention_seconds, 0);
    EXPECT_GT(p.ffn_seconds, 0);
    EXPECT_DOUBLE_EQ(p.attention_flops, 4.0 * p.n * p.n * 64);
    n.push_back(p.n), ta.push_back(p.attention_seconds), tf.push_back(p.ffn_seconds);
  }
  // Submission overhead flattens small sizes on a GPU; the attention curve still rises.
  const double slope = fit_loglog_slope(n, ta);
  std::printf("slopes on %s: attention %.3f, FFN %.3f\n", costs.device.c_str(), slope,
              fit_loglog_slope(n, tf));
  EXPECT_GT(slope, 0.3);
}

}  // namespace
}  // namespace attn
