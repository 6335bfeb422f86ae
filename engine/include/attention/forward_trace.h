// One forward pass of a sentence pair with every intermediate tensor, for teaching with real numbers: the
// walkthrough steps through tokens, embeddings, the positional encoding, Q/K/V, scores, mask, softmax, the
// product with V, W^O, residual + LayerNorm, the FFN, cross-attention and the logits of the loaded model.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "attention/backend.h"

namespace attn {

class Translator;

struct ForwardTrace {
  std::vector<std::string> source_pieces;  // x_1..x_n </s>
  std::vector<std::string> target_pieces;  // the decoder's inputs: <s> y_1..y_m
  std::vector<std::string> output_pieces;  // what each decoder position predicts: y_1..y_m </s>
  std::vector<std::int32_t> source_ids, target_ids, output_ids;
  int heads = 0, head_dim = 0;
  // Every tensor by name, in computation order. From the graph (layers from 0):
  //   encoder.input, decoder.input            embedding · scale + positional encoding   [n, d_model]
  //   {encoder,decoder}.L.self.qkv            q|k|v, all heads                         [n, 3·d_model]
  //   decoder.L.cross.q, decoder.L.cross.kv   q from the decoder, k|v from the encoder [n, d], [S, 2·d]
  //   ….probs                                 softmax(scores), heads stacked            [heads·n, keys]
  //   ….context, ….output                     heads concatenated, then times W^O        [n, d_model]
  //   ….block                                 after the residual and LayerNorm          [n, d_model]
  //   ….ffn.pre_activation, ….ffn.activation  [n, d_ff];  ….ffn.output, ….ffn.block   [n, d_model]
  //   decoder.logits                                                                    [T, vocab]
  // Added here from the model's parameters and the graph's own tensors:
  //   {encoder,decoder}.embedding             the token rows of the embedding · scale  [n, d_model]
  //   {encoder,decoder}.positional            the positional encoding's rows           [n, d_model]
  //   ….scores                                Q_h K_h^T / sqrt(d_k), masked entries -inf [heads·n, keys]
  std::vector<TracedTensor> tensors;
  const TracedTensor* find(std::string_view name) const;
};

// Forced decoding of `target` (the greedy translation when empty) with everything recorded.
ForwardTrace trace_forward(Translator& translator, std::string_view source, std::string_view target = {});

}  // namespace attn
