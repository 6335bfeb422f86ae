// Device listing and backend selection: the machine's Vulkan devices are listed with name, type, driver and
// memory; "auto" takes a real GPU only (so lavapipe machines get the CPU backend); "vulkan" and "vulkan:N"
// give the Vulkan backend; a missing device or a bad spec is a clear attn::Error, never a crash.
#include <gtest/gtest.h>

#include "attention/error.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

TEST(VulkanDevices, ListsDevicesWithTheirProperties) {
  const auto devices = list_vulkan_devices();
  ASSERT_FALSE(devices.empty()) << "CI has lavapipe";
  for (const auto& d : devices) {
    EXPECT_FALSE(d.name.empty());
    EXPECT_FALSE(d.type.empty());
    EXPECT_FALSE(d.driver.empty());
    EXPECT_GT(d.memory_bytes, 0u);
  }
  bool listed = false;
  for (const auto& line : list_backends()) listed = listed || line.rfind("vulkan:0: ", 0) == 0;
  EXPECT_TRUE(listed);
}

TEST(VulkanDevices, BackendSelection) {
  const ModelConfig config = vktest::small_config();
  bool any_gpu = false;
  for (const auto& d : list_vulkan_devices()) any_gpu = any_gpu || d.real_gpu;
  EXPECT_EQ(make_backend("auto", config)->name(), any_gpu ? "vulkan" : "cpu");
  EXPECT_EQ(make_backend("cpu", config)->name(), "cpu");
  EXPECT_EQ(make_backend("vulkan", config)->name(), "vulkan");
  auto b = make_backend("vulkan:0", config);
  EXPECT_EQ(b->name(), "vulkan");
  EXPECT_NE(b->device().find(list_vulkan_devices()[0].name), std::string::npos);
  try {
    make_backend("vulkan:99", config);
    FAIL() << "expected attn::Error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("no device 99"), std::string::npos) << e.what();
  }
  EXPECT_THROW(make_backend("vulkan:x", config), Error);
  EXPECT_THROW(make_backend("opencl", config), Error);
}

}  // namespace
}  // namespace attn
