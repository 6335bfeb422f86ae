#include "attention/input_gradients.h"

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

InputGradients Backend::input_gradients(const Batch&, int, const std::vector<LogProbTerm>&, float) {
  throw Error("attribution is not available on the " + name() +
              " backend: it needs the Transformer graph's backward pass (use --backend cpu)");
}

}  // namespace attn
