#include "graph/device.h"

namespace attn::graph {

std::vector<int> probability_offsets(std::span<const AttentionBlock> blocks, int heads) {
  std::vector<int> off(blocks.size() + 1, 0);
  for (std::size_t b = 0; b < blocks.size(); ++b) off[b + 1] = off[b] + heads * blocks[b].tq * blocks[b].tk;
  return off;
}

}  // namespace attn::graph
