// A label whose text a view builds from its state with tr() and arg() ("Stopped at step 30. …", "✓ 159674
// training pairs"): the label keeps the way to build it, not the words, and builds it again in the new
// language when the user switches languages while the app runs.
#pragma once

#include <QString>
#include <functional>

class QLabel;

namespace studio {

// Shows compose() in `label` now and again after every language switch, until the label is given another
// text (setText, or another call to this).
void showRetranslated(QLabel* label, std::function<QString()> compose);

}  // namespace studio
