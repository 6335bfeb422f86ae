// The divergence-check mode (ATTN_VULKAN_CHECK=1): every kernel of a training step (with all dropouts on),
// an Adam step, the gradient norm and a beam decode is run alone and compared with its CPU reference; a
// correct backend passes, and the results agree with the normal mode.
#include <gtest/gtest.h>

#include <cstdlib>

#include "attention/decoding.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

TEST(VulkanCheckMode, EveryKernelAgreesWithItsCpuReference) {
  ModelConfig config = vktest::small_config();
  config.dropout = 0.1f;
  config.attention_dropout = 0.1f;
  config.activation_dropout = 0.1f;
  std::vector<float> params;
  initialize_parameters(config, ParameterLayout(config), 3, params);
  Batch batch;
  batch.add({5, 6, 7, 8, 9, 10, 11}, {12, 13});
  batch.add({14}, {15, 16, 17, 18, 19});

  auto plain = make_vulkan_backend(config, vktest::vulkan_device_index());
  setenv("ATTN_VULKAN_CHECK", "1", 1);
  auto checked = make_vulkan_backend(config, vktest::vulkan_device_index());
  unsetenv("ATTN_VULKAN_CHECK");
  for (auto* b : {plain.get(), checked.get()}) b->set_parameters(params);

  LossStats a, b;
  ASSERT_NO_THROW(b = checked->forward_backward(batch, 9));
  a = plain->forward_backward(batch, 9);
  EXPECT_NEAR(a.loss_sum, b.loss_sum, 1e-5 * a.loss_sum);  // the checker uses the scalar matmul
  ASSERT_NO_THROW(checked->gradient_norm());
  ASSERT_NO_THROW(checked->adam_update({}, 1e-3f, 1.0f, 1));
  DecodeOptions o;
  o.beam_size = 2;
  o.max_length = 4;
  ASSERT_NO_THROW(decode(*checked, config, {{5, 6, 7}}, o));
}

}  // namespace
}  // namespace attn
