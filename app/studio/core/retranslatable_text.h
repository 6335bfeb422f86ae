// A text built from state with tr() and arg() (a training run's "stopped at step 120"), kept as the way to
// build it rather than its words: whoever reads it gets it in the language installed now, so a list or an
// export made after a live language switch is in the new language.
#pragma once

#include <QString>
#include <concepts>
#include <functional>
#include <utility>

namespace studio {

class RetranslatableText {
 public:
  RetranslatableText() = default;
  // From a lambda that builds the text: run.state = [steps] { return tr("stopped at step %1").arg(steps); };
  template <typename Compose>
  requires std::convertible_to<std::invoke_result_t<Compose>, QString> RetranslatableText(
      Compose compose)  // NOLINT(google-explicit-constructor): assigned like a QString
      : compose_(std::move(compose)) {}

  QString text() const { return compose_ ? compose_() : QString(); }

 private:
  std::function<QString()> compose_;
};

}  // namespace studio
