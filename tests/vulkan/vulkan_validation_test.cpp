// The Khronos validation layer (enabled through ATTN_VULKAN_VALIDATION=1, with a debug messenger that counts
// warnings and errors) reports nothing for a training step, an Adam update, a gradient norm, forced decoding
// and a beam-search decode.
#include <gtest/gtest.h>

#include <cstdlib>

#include "attention/decoding.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

TEST(VulkanValidation, TrainingStepAndDecodeAreClean) {
  setenv("ATTN_VULKAN_VALIDATION", "1", 1);
  const ModelConfig config = vktest::small_config();
  auto backend = make_vulkan_backend(config, vktest::vulkan_device_index());
  unsetenv("ATTN_VULKAN_VALIDATION");
  ASSERT_EQ(vulkan_validation_messages(*backend), 0) << "the layer is on and quiet after start-up";
  std::vector<float> params;
  initialize_parameters(config, ParameterLayout(config), 1, params);
  backend->set_parameters(params);
  Batch batch;
  batch.add({5, 6, 7}, {8, 9});
  batch.add({10, 11}, {12, 13, 14, 15});
  EXPECT_TRUE(backend->forward_backward(batch, 1).finite());
  EXPECT_GT(backend->gradient_norm(), 0.0);
  backend->adam_update({}, 1e-3f, 1.0f, 1);
  backend->forced_decode(batch, true);
  DecodeOptions o;
  o.beam_size = 3;
  o.max_length = 6;
  decode(*backend, config, {{5, 6, 7}, {9}}, o);
  std::vector<float> out(params.size());
  backend->get_parameters(out);
  EXPECT_EQ(vulkan_validation_messages(*backend), 0);
}

}  // namespace
}  // namespace attn
