#include "attention/input_gradients.h"

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

std::vector<InputGradients> Backend::input_gradients(const Batch&, int, const std::vector<LogProbTerm>&,
                                                     const std::vector<float>&) {
  throw Error("attribution is not available on the " + name() +
              " backend: it needs the Transformer graph's backward pass (use --backend cpu)");
}

}  // namespace attn
