// The compute backend interface. The CPU (Eigen) backend is the reference; a device backend (Vulkan) must
// agree with it op by op. Everything above this interface — training loop, decoding algorithms, inspection —
// is backend-agnostic.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attention/activation_patch.h"
#include "attention/batch.h"
#include "attention/compute_type.h"
#include "attention/config.h"
#include "attention/head_mask.h"
#include "attention/input_gradients.h"
#include "attention/parameters.h"
#include "attention/training_precision.h"

namespace attn {

struct LossStats {
  double loss_sum = 0;  // label-smoothed cross-entropy summed over target tokens
  double nll_sum = 0;   // plain negative log-likelihood summed over target tokens
  std::int64_t tokens = 0;
  bool finite() const;
};

struct AdamSettings {
  float beta1 = 0.9f, beta2 = 0.98f, eps = 1e-9f;  // the paper's values
  float weight_decay = 0.0f;
};

// Attention probabilities of one sentence pair, every layer and every head. Each map is row-major
// [heads][queries][keys]: rows are queries, columns are keys.
struct AttentionMaps {
  int heads = 0;
  int source_length = 0, target_length = 0;
  std::vector<std::vector<float>> encoder_self;  // per layer: heads x S x S
  std::vector<std::vector<float>> decoder_self;  // per layer: heads x T x T (causal: upper triangle is 0)
  std::vector<std::vector<float>> cross;         // per layer: heads x T x S
};

// Forced decoding of a given target: log P(y_t | y_<t, x) per target token (including the final EOS).
struct ForcedResult {
  std::vector<float> token_log_probs;
  AttentionMaps attention;  // filled only when asked for
};

// One named intermediate tensor of a forward pass, row-major rows x cols (see attention/forward_trace.h).
struct TracedTensor {
  std::string name;
  int rows = 0, cols = 0;
  std::vector<float> values;
};

// What one decoding step attended to, for one row (hypothesis): every layer's query row of the step, as
// forced decoding's AttentionMaps hold it at that row. Recorded only by a session started with
// Backend::start_decoding_with_attention.
struct StepAttention {
  std::vector<std::vector<float>> decoder_self;  // per layer: heads x (position + 1)
  std::vector<std::vector<float>> cross;         // per layer: heads x the row's source length (EOS included)
};

// Incremental decoding with cached self-attention keys/values and cached cross-attention keys/values.
// Rows are hypotheses; each row belongs to one source sentence (beam search has several rows per sentence).
class DecodeSession {
 public:
  virtual ~DecodeSession() = default;
  // A recording session's attention (see Backend::start_decoding_with_attention); others throw attn::Error.
  // The encoder self-attention of `sentence`: per layer heads x S x S (S includes EOS).
  virtual std::vector<std::vector<float>> encoder_attention(int sentence) const;
  // The last step()'s attention, one entry per row in the order of that step's rows.
  virtual std::vector<StepAttention> step_attention() const;
  // Feeds each row's last token at `position` (0 = BOS) and writes log-probabilities of the next token,
  // row-major [rows, vocab]. `row_sentence` gives each row's source sentence; rows may change between steps
  // only through reorder().
  virtual void step(std::span<const std::int32_t> last_tokens, int position, std::span<float> log_probs) = 0;
  // New row i continues old row `parents[i]` (beam search); the number of rows may shrink or grow.
  virtual void reorder(std::span<const int> parents) = 0;
  virtual int rows() const = 0;
};

class Backend {
 public:
  virtual ~Backend() = default;
  virtual std::string name() const = 0;    // "cpu", "vulkan"
  virtual std::string device() const = 0;  // human-readable device description

  virtual void set_parameters(std::span<const float> params) = 0;
  virtual void get_parameters(std::span<float> params) const = 0;

  // Training: zeroes the gradients, runs forward and backward with dropout drawn from `dropout_seed`, and
  // leaves d(mean loss per target token)/d(params) in the backend's gradient buffer.
  virtual LossStats forward_backward(const Batch& batch, std::uint64_t dropout_seed) = 0;
  virtual LossStats evaluate(const Batch& batch) = 0;  // no dropout, no gradients
  virtual double gradient_norm() = 0;
  virtual void get_gradients(std::span<float> grads) const = 0;
  // params -= lr * Adam(grads * grad_scale); `step` counts from 1 (bias correction).
  virtual void adam_update(const AdamSettings& adam, float lr, float grad_scale, std::int64_t step) = 0;
  virtual void get_optimizer_state(std::span<float> m, std::span<float> v) const = 0;
  virtual void set_optimizer_state(std::span<const float> m, std::span<const float> v) = 0;

  // Inference. Sources are token ids without EOS: the session appends the model's own (its config's ids).
  virtual std::unique_ptr<DecodeSession> start_decoding(const std::vector<std::vector<std::int32_t>>& sources,
                                                        std::span<const int> row_sentence,
                                                        int max_target_length) = 0;
  virtual std::vector<ForcedResult> forced_decode(const Batch& batch, bool capture_attention) = 0;
  // start_decoding whose session also keeps the encoder's attention and each step's (one pass serves both a
  // translation and its inspection, as CTranslate2's return_attention). The base class refuses.
  virtual std::unique_ptr<DecodeSession> start_decoding_with_attention(
      const std::vector<std::vector<std::int32_t>>& sources, std::span<const int> row_sentence,
      int max_target_length);

  // Heads switched off (their output times 0 before W^O) in every inference pass that follows: decoding,
  // forced decoding, scoring and evaluation. Training ignores it. An empty mask restores the model.
  virtual void set_head_mask(const HeadMask& mask) = 0;
  virtual const HeadMask& head_mask() const = 0;

  // The arithmetic of the large matrix products in training and scoring passes
  // (attention/training_precision.h). kAuto picks bf16 where the device multiplies it natively, else fp32; a
  // precision the backend lacks throws attn::Error and leaves the setting as it was. Returns what is now in
  // use (never kAuto).
  virtual TrainingPrecision set_training_precision(TrainingPrecision precision) = 0;
  virtual TrainingPrecision training_precision() const = 0;

  // The weights incremental decoding streams from the next session on (attention/compute_type.h; a
  // Translator resolves kAuto for the model it holds). A type this backend lacks throws attn::Error and
  // leaves the setting as it was: the CPU has them all, Vulkan kAuto and kF32. A backend that does not
  // override these has kAuto alone.
  virtual void set_compute_type(ComputeType type);
  virtual ComputeType compute_type() const { return ComputeType::kAuto; }
  // Batch mode's budget on this device (decode_in_batches): decoder rows x source tokens a batch. A GPU wants
  // wide batches; the CPU's decoding kernels want each step's activations and caches to stay in its caches.
  virtual int decode_batch_tokens() const { return 4096; }

  // Head importance (Michel et al. 2019): for each sentence x of the batch, dL(x)/dξ_h of a gate ξ_h = 1 on
  // every head's output, with L(x) the sentence's summed token NLL (no label smoothing, no dropout; masked
  // heads stay masked). Laid out [sentence][kind][layer][head] (kinds in AttentionKind order, layers =
  // max(encoder, decoder) per kind). Overwrites the gradient buffer: not for use during a training step.
  virtual std::vector<double> head_gate_gradients(const Batch& batch) = 0;

  // Forced decoding of a one-sentence batch that also hands back every intermediate tensor the graph
  // computed, in the order it computed them: the values the model used, for the classroom walkthrough.
  virtual std::vector<TracedTensor> trace_forward(const Batch& batch) = 0;

  // Activation patching (attention/activation_patch.h): the logits [vocab] at target row `row` (0 = the
  // prediction after the decoder start) of a forced decoding of a one-sentence batch, with `patch` written
  // over the pass's own activations (an empty patch changes nothing); the head mask applies after the patch.
  // The base class refuses: a backend that is not the Transformer graph cannot write into its activations.
  virtual std::vector<float> patched_logits(const Batch& batch, int row, const ActivationPatch& patch);

  // Attribution (attention/input_gradients.h): for each sentence s of the batch, f_s = Σ weight · log
  // P(token) at target row `row` of its forced decoding and df_s/d(input embedding) per position, in an
  // inference pass (no dropout; the head mask applies) whose token embeddings are scaled by
  // `token_embedding_factors`[s] (empty: all 1, the model as it is; several points of an integrated-gradients
  // path go in one batch). Overwrites the gradient buffer: not for use during a training step. The base class
  // refuses: a backend that is not the Transformer graph has no backward pass to the inputs.
  virtual std::vector<InputGradients> input_gradients(const Batch& batch, int row,
                                                      const std::vector<LogProbTerm>& terms,
                                                      const std::vector<float>& token_embedding_factors);
};

std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config);

// Backend::set_compute_type for a model stored in `stored`: kAuto follows the storage (resolve_compute_type)
// where the backend has that type and keeps the backend's default where it has not (Vulkan and an int8
// model: it decodes the widened weights); any other type the backend lacks throws attn::Error. Returns the
// type now set.
ComputeType apply_compute_type(Backend& backend, ComputeType requested, WeightPrecision stored);

// Throws attn::Error unless the batch is non-empty, every token id is in the vocabulary and every sentence
// fits the model's max_positions. Every backend calls it before running a batch.
void check_batch_fits(const Batch& batch, const ModelConfig& config);

}  // namespace attn

namespace attn {

// "auto" (a real GPU when there is one, else the CPU), "cpu", "vulkan" or "vulkan:N". A device that cannot
// be used gives a clear attn::Error; "auto" never fails for lack of a device.
std::unique_ptr<Backend> make_backend(std::string_view spec, const ModelConfig& config);
// Names of the backends this build can create, with their devices (for --list-devices and the GUI).
std::vector<std::string> list_backends();

}  // namespace attn
