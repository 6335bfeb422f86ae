#include "viewmodels/attribution_types.h"

namespace studio {

QString attributionRequestKey(const attn::AttributionRequest& request) {
  return QStringLiteral("%1\n%2\n%3\n%4\n%5\n%6")
      .arg(QString::fromStdString(request.source),
           QString::fromStdString(request.target.value_or(std::string())))
      .arg(request.step.value_or(-1))
      .arg(QString::fromStdString(request.contrast))
      .arg(int(request.options.method))
      .arg(request.options.steps);
}

}  // namespace studio
