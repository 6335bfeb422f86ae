#include "attention/head_mask.h"

#include <charconv>

#include "attention/error.h"

namespace attn {

namespace {

// Layers and heads count from 1. A negative number is refused here, before it is made 0-based: "-2147483648"
// minus one overflows.
int parse_number(std::string_view text, std::string_view item) {
  if (text.starts_with('-'))
    throw Error("--mask-heads: '" + std::string(item) +
                "' has a negative number; layers and heads count from 1");
  int value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size())
    throw Error("--mask-heads: '" + std::string(item) +
                "' is not KIND:LAYER.HEAD (e.g. enc:1.3, dec:2.1, cross:6.8)");
  return value;
}

}  // namespace

HeadMask::HeadMask(const ModelConfig& config) : heads_(config.n_heads) {
  layers_[0].assign(std::size_t(config.encoder_layers), std::vector<bool>(std::size_t(heads_), false));
  layers_[1].assign(std::size_t(config.decoder_layers), std::vector<bool>(std::size_t(heads_), false));
  layers_[2].assign(std::size_t(config.decoder_layers), std::vector<bool>(std::size_t(heads_), false));
}

bool HeadMask::empty() const {
  for (const auto& kind : layers_)
    for (const auto& layer : kind)
      for (bool m : layer)
        if (m) return false;
  return true;
}

bool HeadMask::masked(AttentionKind kind, int layer, int head) const {
  const auto& layers = layers_[int(kind)];
  if (layer < 0 || layer >= int(layers.size()) || head < 0 || head >= heads_) return false;
  return layers[std::size_t(layer)][std::size_t(head)];
}

void HeadMask::set(AttentionKind kind, int layer, int head, bool masked) {
  auto& layers = layers_[int(kind)];
  if (layer < 0 || layer >= int(layers.size()))
    throw Error("head mask: " + std::string(attention_kind_short(kind)) + " layer " +
                std::to_string(layer + 1) + " does not exist (the model has " +
                std::to_string(layers.size()) + ")");
  if (head < 0 || head >= heads_)
    throw Error("head mask: head " + std::to_string(head + 1) + " does not exist (the model has " +
                std::to_string(heads_) + " per layer)");
  layers[std::size_t(layer)][std::size_t(head)] = masked;
}

std::vector<int> HeadMask::masked_heads(AttentionKind kind, int layer) const {
  std::vector<int> out;
  for (int h = 0; h < heads_; ++h)
    if (masked(kind, layer, h)) out.push_back(h);
  return out;
}

HeadMask HeadMask::parse(std::string_view spec, const ModelConfig& config) {
  HeadMask mask(config);
  while (!spec.empty()) {
    const std::size_t comma = spec.find(',');
    std::string_view item = spec.substr(0, comma);
    while (!item.empty() && item.front() == ' ') item.remove_prefix(1);
    while (!item.empty() && item.back() == ' ') item.remove_suffix(1);
    spec = comma == std::string_view::npos ? std::string_view{} : spec.substr(comma + 1);
    if (item.empty()) continue;
    const std::size_t colon = item.find(':'), dot = item.find('.');
    if (colon == std::string_view::npos || dot == std::string_view::npos || dot < colon)
      throw Error("--mask-heads: '" + std::string(item) +
                  "' is not KIND:LAYER.HEAD (e.g. enc:1.3, dec:2.1, cross:6.8)");
    const std::string_view kind_name = item.substr(0, colon);
    int kind = -1;
    for (int k = 0; k < 3; ++k)
      if (kind_name == attention_kind_short(AttentionKind(k))) kind = k;
    if (kind < 0)
      throw Error("--mask-heads: unknown kind '" + std::string(kind_name) + "' in '" + std::string(item) +
                  "' (enc, dec or cross)");
    const int layer = parse_number(item.substr(colon + 1, dot - colon - 1), item) - 1;
    const std::string_view head_text = item.substr(dot + 1);
    if (head_text == "*") {
      for (int h = 0; h < config.n_heads; ++h) mask.set(AttentionKind(kind), layer, h, true);
    } else {
      mask.set(AttentionKind(kind), layer, parse_number(head_text, item) - 1, true);
    }
  }
  return mask;
}

std::string HeadMask::to_string() const {
  std::string out;
  for (int k = 0; k < 3; ++k)
    for (std::size_t l = 0; l < layers_[k].size(); ++l)
      for (int h = 0; h < heads_; ++h)
        if (layers_[k][l][std::size_t(h)])
          out += (out.empty() ? "" : ",") + std::string(attention_kind_short(AttentionKind(k))) + ":" +
                 std::to_string(l + 1) + "." + std::to_string(h + 1);
  return out;
}

}  // namespace attn
