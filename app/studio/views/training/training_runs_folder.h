// Where the training view keeps its runs: <data>/AttentionStudio/runs (e.g. ~/.local/share/AttentionStudio/
// runs). Earlier versions used Qt's per-app data folder, which names the organisation and then the app:
// <data>/AttentionStudio/Attention Studio/runs. Runs there stay where they are (a model folder may be
// listed in the recent models, or be trained by another instance) and are read from there as well.
#pragma once

#include <QStringList>

namespace studio {

// The folder new runs go to.
QString trainingRunsFolder();
// Every folder that may hold earlier runs and exists: the current one, then the earlier versions' one.
QStringList trainingRunsFolders();

}  // namespace studio
