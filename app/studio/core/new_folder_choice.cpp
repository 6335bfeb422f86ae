#include "core/new_folder_choice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace studio {

namespace {
QString tr(const char* text) { return QCoreApplication::translate("studio", text); }
}  // namespace

QString newFolderProblem(const QString& path) {
  const QFileInfo info(path);
  if (!info.exists()) return {};
  const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
  if (!info.isDir()) return tr("%1 is a file, not a folder: choose a new folder.").arg(shown);
  if (!QDir(path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
    return tr("%1 already holds files: choose a new or an empty folder.").arg(shown);
  return {};
}

QString chooseNewFolder(QWidget* parent, const QString& caption) {
  QFileDialog dialog(parent, caption);
  // A save dialog: it accepts a name that does not exist yet (an open-folder dialog insists on an existing
  // one); overwriting is never the question, newFolderProblem() refuses what exists and is not empty.
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setFileMode(QFileDialog::AnyFile);
  dialog.setOption(QFileDialog::DontConfirmOverwrite);
  dialog.setLabelText(QFileDialog::Accept, tr("Create"));
  while (dialog.exec() == QDialog::Accepted) {
    const QString folder = dialog.selectedFiles().value(0);
    if (folder.isEmpty()) continue;
    const QString problem = newFolderProblem(folder);
    if (problem.isEmpty()) return folder;
    QMessageBox::warning(parent, caption, problem);
  }
  return {};
}

}  // namespace studio
