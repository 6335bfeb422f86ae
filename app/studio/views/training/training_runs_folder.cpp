#include "views/training/training_runs_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace studio {

namespace {

QString dataRoot() {
  QString root = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
  if (root.isEmpty()) root = QDir::homePath() + QStringLiteral("/.local/share");
  return root;
}

}  // namespace

QString trainingRunsFolder() { return dataRoot() + QStringLiteral("/AttentionStudio/runs"); }

QStringList trainingRunsFolders() {
  QStringList folders;
  for (const QString& folder :
       {trainingRunsFolder(), dataRoot() + QStringLiteral("/AttentionStudio/Attention Studio/runs")})
    if (QFileInfo(folder).isDir()) folders.append(folder);
  return folders;
}

}  // namespace studio
