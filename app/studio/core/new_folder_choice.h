// Asking for a folder that a new thing (an imported model) will be written into: a folder that does not
// exist yet is the usual answer, so the file dialog takes a new name (the writer creates the folder, all at
// once); an empty folder will do too, but never a file or a folder that already holds files.
#pragma once

#include <QString>

class QWidget;

namespace studio {

// Why `path` cannot become the new folder, in words for the user; empty when it can (it does not exist, or
// it is an empty folder).
QString newFolderProblem(const QString& path);

// A file dialog that takes a name that does not exist yet; a refused answer is explained and asked again.
// Empty when the user cancels.
QString chooseNewFolder(QWidget* parent, const QString& caption);

}  // namespace studio
