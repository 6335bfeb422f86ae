#include "backend/vulkan/vulkan_pipelines.h"

#include <cctype>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <system_error>

#include "attention/error.h"
#include "backend/vulkan/embedded_shaders.h"

namespace attn::vk {

namespace {

std::filesystem::path cache_directory() {
  if (const char* x = std::getenv("XDG_CACHE_HOME"); x && *x)
    return std::filesystem::path(x) / "attention-studio";
  if (const char* h = std::getenv("HOME"); h && *h)
    return std::filesystem::path(h) / ".cache" / "attention-studio";
  return {};
}

}  // namespace

Pipelines::Pipelines(Context& ctx) : ctx_(ctx) {
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, kPushConstantBytes};
  VkPipelineLayoutCreateInfo li{};
  li.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
  li.pushConstantRangeCount = 1;
  li.pPushConstantRanges = &range;
  check(vkCreatePipelineLayout(ctx.device(), &li, nullptr, &layout_), "creating the pipeline layout");
  if (ctx.push_descriptors()) {
    std::vector<VkDescriptorSetLayoutBinding> bindings(kUniformBinding + 1);
    for (std::uint32_t i = 0; i < kUniformBinding; ++i)
      bindings[i] = {
          i, i < kSsboBindings ? VK_DESCRIPTOR_TYPE_STORAGE_BUFFER : VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER,
          1, VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
    bindings[kUniformBinding] = {kUniformBinding, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 1,
                                 VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
    VkDescriptorSetLayoutCreateInfo di{};
    di.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    di.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR;
    di.bindingCount = std::uint32_t(bindings.size());
    di.pBindings = bindings.data();
    check(vkCreateDescriptorSetLayout(ctx.device(), &di, nullptr, &ssbo_set_),
          "creating a descriptor set layout");
    li.setLayoutCount = 1;
    li.pSetLayouts = &ssbo_set_;
    check(vkCreatePipelineLayout(ctx.device(), &li, nullptr, &ssbo_layout_), "creating the pipeline layout");
  }

  // The cache file is per device and driver: a cache from another driver would just be rejected.
  std::vector<char> data;
  const auto dir = cache_directory();
  if (!dir.empty()) {
    std::string tag = ctx.info().name + "-" + ctx.info().driver;
    for (char& c : tag)
      if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
    cache_file_ = dir / ("pipelines-" + tag + ".bin");
    std::ifstream in(cache_file_, std::ios::binary);
    if (in) data.assign(std::istreambuf_iterator<char>(in), {});
  }
  VkPipelineCacheCreateInfo ci{};
  ci.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
  ci.initialDataSize = data.size();
  ci.pInitialData = data.empty() ? nullptr : data.data();
  if (vkCreatePipelineCache(ctx.device(), &ci, nullptr, &cache_) != VK_SUCCESS) {
    ci.initialDataSize = 0;  // a corrupt file: start empty
    ci.pInitialData = nullptr;
    check(vkCreatePipelineCache(ctx.device(), &ci, nullptr, &cache_), "creating the pipeline cache");
  }
}

Pipelines::~Pipelines() {
  save_cache();
  for (auto& [key, p] : pipelines_) vkDestroyPipeline(ctx_.device(), p, nullptr);
  vkDestroyPipelineCache(ctx_.device(), cache_, nullptr);
  vkDestroyPipelineLayout(ctx_.device(), layout_, nullptr);
  if (ssbo_layout_) vkDestroyPipelineLayout(ctx_.device(), ssbo_layout_, nullptr);
  if (ssbo_set_) vkDestroyDescriptorSetLayout(ctx_.device(), ssbo_set_, nullptr);
}

bool Pipelines::uses_descriptors(const std::string& shader) {
  const auto ends_with = [&](const char* suffix) {
    const std::size_t n = std::strlen(suffix);
    return shader.size() > n && shader.compare(shader.size() - n, n, suffix) == 0;
  };
  return ends_with("_ssbo") || ends_with("_texel");
}

VkPipelineLayout Pipelines::layout_for(const std::string& shader) const {
  if (!uses_descriptors(shader)) return layout_;
  if (!ssbo_layout_) throw Error("Vulkan: shader " + shader + " needs VK_KHR_push_descriptor");
  return ssbo_layout_;
}

void Pipelines::save_cache() const {
  if (cache_file_.empty() || pipelines_.empty()) return;
  std::size_t size = 0;
  if (vkGetPipelineCacheData(ctx_.device(), cache_, &size, nullptr) != VK_SUCCESS || size == 0) return;
  std::vector<char> data(size);
  if (vkGetPipelineCacheData(ctx_.device(), cache_, &size, data.data()) != VK_SUCCESS) return;
  std::error_code ec;
  std::filesystem::create_directories(cache_file_.parent_path(), ec);
  const auto tmp = cache_file_.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary);
    if (!out) return;
    out.write(data.data(), std::streamsize(size));
    if (!out) return;
  }
  std::filesystem::rename(tmp, cache_file_, ec);
}

VkPipeline Pipelines::get(const std::string& shader, const std::vector<std::int32_t>& spec) {
  auto key = std::make_pair(shader, spec);
  if (auto it = pipelines_.find(key); it != pipelines_.end()) return it->second;
  const ShaderBlob* blob = nullptr;
  for (const auto& b : embedded_shaders())
    if (shader == b.name) blob = &b;
  if (!blob) throw Error("Vulkan: no shader named '" + shader + "' in this build");
  VkShaderModuleCreateInfo mi{};
  mi.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
  mi.codeSize = blob->bytes;
  mi.pCode = blob->code;
  VkShaderModule module = VK_NULL_HANDLE;
  check(vkCreateShaderModule(ctx_.device(), &mi, nullptr, &module), ("loading shader " + shader).c_str());
  std::vector<VkSpecializationMapEntry> entries;
  for (std::uint32_t i = 0; i < spec.size(); ++i)
    entries.push_back({i, i * std::uint32_t(sizeof(std::int32_t)), sizeof(std::int32_t)});
  VkSpecializationInfo si{};
  si.mapEntryCount = std::uint32_t(entries.size());
  si.pMapEntries = entries.data();
  si.dataSize = spec.size() * sizeof(std::int32_t);
  si.pData = spec.data();
  VkComputePipelineCreateInfo pi{};
  pi.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
  pi.stage = {};
  pi.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  pi.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pi.stage.module = module;
  pi.stage.pName = "main";
  pi.stage.pSpecializationInfo = spec.empty() ? nullptr : &si;
  pi.layout = layout_for(shader);
  VkPipeline pipeline = VK_NULL_HANDLE;
  const VkResult r = vkCreateComputePipelines(ctx_.device(), cache_, 1, &pi, nullptr, &pipeline);
  vkDestroyShaderModule(ctx_.device(), module, nullptr);
  check(r, ("building the pipeline for shader " + shader).c_str());
  pipelines_.emplace(std::move(key), pipeline);
  return pipeline;
}

}  // namespace attn::vk
