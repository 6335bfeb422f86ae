// Tooltips guess rich text, and token names such as "<s>" are HTML tags to them ("<s>" struck the rest of
// the text through). This keeps such text plain while still letting the tooltip wrap.
#pragma once

#include <QString>

namespace studio {

inline QString plainToolTip(const QString& text) {
  return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
}

}  // namespace studio
