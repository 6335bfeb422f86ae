#include "backend/vulkan/vulkan_context.h"

#include <cstdio>
#include <cstring>
#include <memory>

#include "attention/error.h"

namespace attn::vk {

const char* result_name(VkResult r) {
  switch (r) {
    case VK_SUCCESS:
      return "success";
    case VK_NOT_READY:
      return "not ready";
    case VK_TIMEOUT:
      return "timeout (the device did not finish in time)";
    case VK_ERROR_OUT_OF_HOST_MEMORY:
      return "out of host memory";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
      return "out of device memory";
    case VK_ERROR_INITIALIZATION_FAILED:
      return "initialization failed";
    case VK_ERROR_DEVICE_LOST:
      return "device lost";
    case VK_ERROR_MEMORY_MAP_FAILED:
      return "memory map failed";
    case VK_ERROR_LAYER_NOT_PRESENT:
      return "layer not present";
    case VK_ERROR_EXTENSION_NOT_PRESENT:
      return "extension not present";
    case VK_ERROR_FEATURE_NOT_PRESENT:
      return "feature not present";
    case VK_ERROR_INCOMPATIBLE_DRIVER:
      return "no compatible Vulkan driver";
    case VK_ERROR_TOO_MANY_OBJECTS:
      return "too many objects";
    case VK_ERROR_INVALID_SHADER_NV:
      return "invalid shader";
    default:
      return "Vulkan error";
  }
}

void check(VkResult r, const char* what) {
  if (r == VK_SUCCESS) return;
  throw Error(std::string("Vulkan: ") + what + " failed: " + result_name(r) + " (VkResult " +
              std::to_string(int(r)) + ")");
}

namespace {

struct InstanceHolder {
  VkInstance instance = VK_NULL_HANDLE;
  ~InstanceHolder() {
    if (instance) vkDestroyInstance(instance, nullptr);
  }
};

bool has_layer(const char* name) {
  std::uint32_t n = 0;
  if (vkEnumerateInstanceLayerProperties(&n, nullptr) != VK_SUCCESS) return false;
  std::vector<VkLayerProperties> layers(n);
  vkEnumerateInstanceLayerProperties(&n, layers.data());
  for (const auto& l : layers)
    if (std::strcmp(l.layerName, name) == 0) return true;
  return false;
}

VkInstance create_instance(bool validation) {
  VkApplicationInfo app{};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "attention-studio";
  app.apiVersion = VK_API_VERSION_1_2;
  VkInstanceCreateInfo ci{};
  ci.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  ci.pApplicationInfo = &app;
  const char* layer = "VK_LAYER_KHRONOS_validation";
  const char* ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
  if (validation) {
    if (!has_layer(layer))
      throw Error("Vulkan: validation requested but VK_LAYER_KHRONOS_validation is missing");
    ci.enabledLayerCount = 1;
    ci.ppEnabledLayerNames = &layer;
    ci.enabledExtensionCount = 1;
    ci.ppEnabledExtensionNames = &ext;
  }
  VkInstance instance = VK_NULL_HANDLE;
  check(vkCreateInstance(&ci, nullptr, &instance), "creating the instance");
  return instance;
}

std::string type_name(VkPhysicalDeviceType t) {
  switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
      return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
      return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
      return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU:
      return "CPU";
    default:
      return "other";
  }
}

DeviceInfo describe(VkPhysicalDevice pd, int index) {
  VkPhysicalDeviceDriverProperties driver{};
  driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
  VkPhysicalDeviceProperties2 props{};
  props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
  props.pNext = &driver;
  vkGetPhysicalDeviceProperties2(pd, &props);
  VkPhysicalDeviceMemoryProperties mem{};
  vkGetPhysicalDeviceMemoryProperties(pd, &mem);
  DeviceInfo info;
  info.index = index;
  info.name = props.properties.deviceName;
  info.type = type_name(props.properties.deviceType);
  info.driver = std::string(driver.driverName) + " " + driver.driverInfo;
  for (std::uint32_t h = 0; h < mem.memoryHeapCount; ++h)
    if (mem.memoryHeaps[h].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT)
      info.memory_bytes = std::max<std::uint64_t>(info.memory_bytes, mem.memoryHeaps[h].size);
  info.real_gpu = props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU ||
                  props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU;
  return info;
}

std::vector<VkPhysicalDevice> physical_devices(VkInstance instance) {
  std::uint32_t n = 0;
  check(vkEnumeratePhysicalDevices(instance, &n, nullptr), "listing devices");
  std::vector<VkPhysicalDevice> devices(n);
  check(vkEnumeratePhysicalDevices(instance, &n, devices.data()), "listing devices");
  devices.resize(n);
  return devices;
}

VKAPI_ATTR VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                          VkDebugUtilsMessageTypeFlagsEXT,
                                          const VkDebugUtilsMessengerCallbackDataEXT* data, void* user) {
  if (severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT) {
    static_cast<std::atomic<int>*>(user)->fetch_add(1);
    std::fprintf(stderr, "Vulkan validation: %s\n", data->pMessage);
  }
  return VK_FALSE;
}

}  // namespace

std::vector<DeviceInfo> enumerate_devices() {
  InstanceHolder holder;
  holder.instance = create_instance(false);
  std::vector<DeviceInfo> out;
  int index = 0;
  for (VkPhysicalDevice pd : physical_devices(holder.instance)) out.push_back(describe(pd, index++));
  return out;
}

Context::Context(int index, bool validation) {
  instance_ = create_instance(validation);
  try {
    if (validation) {
      VkDebugUtilsMessengerCreateInfoEXT mi{};
      mi.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
      mi.messageSeverity =
          VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
      mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
      mi.pfnUserCallback = on_message;
      mi.pUserData = &messages_;
      auto create = reinterpret_cast<PFN_vkCreateDebugUtilsMessengerEXT>(
          vkGetInstanceProcAddr(instance_, "vkCreateDebugUtilsMessengerEXT"));
      if (!create) throw Error("Vulkan: VK_EXT_debug_utils is not available");
      check(create(instance_, &mi, nullptr, &messenger_), "creating the validation messenger");
    }
    const auto devices = physical_devices(instance_);
    if (devices.empty()) throw Error("Vulkan: no device found");
    if (index < 0 || index >= int(devices.size()))
      throw Error("Vulkan: no device " + std::to_string(index) + " (there are " +
                  std::to_string(devices.size()) + "; see attention-cli devices)");
    physical_ = devices[std::size_t(index)];
    info_ = describe(physical_, index);

    VkPhysicalDeviceSubgroupProperties subgroup{};
    subgroup.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES;
    VkPhysicalDeviceProperties2 props{};
    props.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2;
    props.pNext = &subgroup;
    vkGetPhysicalDeviceProperties2(physical_, &props);
    const auto& l = props.properties.limits;
    if (props.properties.apiVersion < VK_API_VERSION_1_2)
      throw Error("Vulkan: device '" + info_.name + "' supports only Vulkan " +
                  std::to_string(VK_API_VERSION_MAJOR(props.properties.apiVersion)) + "." +
                  std::to_string(VK_API_VERSION_MINOR(props.properties.apiVersion)) + "; 1.2 is needed");
    limits_.subgroup_size = std::max(1u, subgroup.subgroupSize);
    limits_.shared_memory = l.maxComputeSharedMemorySize;
    limits_.max_invocations = l.maxComputeWorkGroupInvocations;
    for (int i = 0; i < 3; ++i) limits_.max_group_count[i] = l.maxComputeWorkGroupCount[i];
    limits_.timestamp_period_ns = l.timestampPeriod;
    limits_.cpu_device = props.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
    vkGetPhysicalDeviceMemoryProperties(physical_, &memory_);

    std::uint32_t nq = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical_, &nq, nullptr);
    std::vector<VkQueueFamilyProperties> families(nq);
    vkGetPhysicalDeviceQueueFamilyProperties(physical_, &nq, families.data());
    int family = -1;
    for (std::uint32_t i = 0; i < nq; ++i) {
      if (!(families[i].queueFlags & VK_QUEUE_COMPUTE_BIT)) continue;
      // Prefer a compute-only family: on GPUs it is the asynchronous compute engine.
      if (family < 0 || !(families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT)) family = int(i);
    }
    if (family < 0) throw Error("Vulkan: device '" + info_.name + "' has no compute queue");
    queue_family_ = std::uint32_t(family);
    limits_.timestamps = families[queue_family_].timestampValidBits > 0;

    // Features the shaders rely on: buffer device addresses (no descriptor sets) and 64-bit integers
    // (the dropout hash).
    VkPhysicalDeviceVulkan12Features f12{};
    f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    VkPhysicalDeviceFeatures2 f2{};
    f2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    f2.pNext = &f12;
    vkGetPhysicalDeviceFeatures2(physical_, &f2);
    if (!f12.bufferDeviceAddress)
      throw Error("Vulkan: device '" + info_.name + "' lacks bufferDeviceAddress");
    if (!f2.features.shaderInt64) throw Error("Vulkan: device '" + info_.name + "' lacks shaderInt64");
    VkPhysicalDeviceVulkan12Features want12{};
    want12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    want12.bufferDeviceAddress = VK_TRUE;
    VkPhysicalDeviceFeatures2 want{};
    want.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    want.pNext = &want12;
    want.features.shaderInt64 = VK_TRUE;

    // Push descriptors let the matmul bind its buffers per dispatch without descriptor pools.
    std::uint32_t next = 0;
    vkEnumerateDeviceExtensionProperties(physical_, nullptr, &next, nullptr);
    std::vector<VkExtensionProperties> exts(next);
    vkEnumerateDeviceExtensionProperties(physical_, nullptr, &next, exts.data());
    std::vector<const char*> enabled;
    for (const auto& e : exts)
      if (std::strcmp(e.extensionName, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME) == 0) {
        enabled.push_back(VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME);
        push_descriptors_ = true;
      }
    limits_.max_storage_range = l.maxStorageBufferRange;
    limits_.max_texel_elements = l.maxTexelBufferElements;
    limits_.max_uniform_range = l.maxUniformBufferRange;
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo qi{};
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = queue_family_;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    VkDeviceCreateInfo di{};
    di.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    di.pNext = &want;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    di.enabledExtensionCount = std::uint32_t(enabled.size());
    di.ppEnabledExtensionNames = enabled.data();
    check(vkCreateDevice(physical_, &di, nullptr, &device_), "creating the logical device");
    vkGetDeviceQueue(device_, queue_family_, 0, &queue_);
  } catch (...) {
    release();
    throw;
  }
}

Context::~Context() { release(); }

void Context::release() {
  if (device_) vkDestroyDevice(device_, nullptr);
  device_ = VK_NULL_HANDLE;
  if (messenger_) {
    auto destroy = reinterpret_cast<PFN_vkDestroyDebugUtilsMessengerEXT>(
        vkGetInstanceProcAddr(instance_, "vkDestroyDebugUtilsMessengerEXT"));
    if (destroy) destroy(instance_, messenger_, nullptr);
    messenger_ = VK_NULL_HANDLE;
  }
  if (instance_) vkDestroyInstance(instance_, nullptr);
  instance_ = VK_NULL_HANDLE;
}

int Context::memory_type(std::uint32_t type_bits, VkMemoryPropertyFlags want) const {
  for (std::uint32_t i = 0; i < memory_.memoryTypeCount; ++i)
    if ((type_bits & (1u << i)) && (memory_.memoryTypes[i].propertyFlags & want) == want) return int(i);
  return -1;
}

}  // namespace attn::vk
