#include "core/marian_import.h"

#include <QFileDialog>
#include <QFutureWatcher>
#include <QMessageBox>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

#include "attention/hf_marian_import.h"
#include "attention/model.h"
#include "core/model_session.h"
#include "core/new_folder_choice.h"

namespace studio {

QString importMarianFolder(const QString& hf_dir, const QString& out_dir, QString* notes) {
  try {
    std::vector<std::string> lines;
    const attn::Model model = attn::import_hf_marian(hf_dir.toStdString(), &lines);
    attn::save_new_model_folder(out_dir.toStdString(), model);
    if (notes) {
      notes->clear();
      for (const auto& line : lines) *notes += QString::fromStdString(line) + QLatin1Char('\n');
    }
    return {};
  } catch (const std::exception& e) {
    return QString::fromUtf8(e.what());
  }
}

void importMarianDialog(QWidget* parent, ModelSession* session) {
  const QString hf_dir = QFileDialog::getExistingDirectory(
      parent, QObject::tr("Hugging Face MarianMT folder (config.json, model.safetensors, source.spm, …)"));
  if (hf_dir.isEmpty()) return;
  const QString out_dir =
      chooseNewFolder(parent, QObject::tr("A new folder for the imported model (it must not exist yet)"));
  if (out_dir.isEmpty()) return;

  auto* progress = new QProgressDialog(QObject::tr("Importing %1…").arg(hf_dir), QString(), 0, 0, parent);
  progress->setWindowModality(Qt::WindowModal);
  progress->setMinimumDuration(300);
  auto notes = std::make_shared<QString>();
  auto* watcher = new QFutureWatcher<QString>(parent);
  QObject::connect(watcher, &QFutureWatcher<QString>::finished, parent,
                   [watcher, progress, parent, session, out_dir, notes] {
                     const QString error = watcher->result();
                     // Gone before the result shows: a deferred delete waits for this handler's message
                     // box to close, and the modal progress would cover the box and block its OK.
                     delete progress;
                     watcher->deleteLater();
                     if (!error.isEmpty()) {
                       QMessageBox::warning(parent, QObject::tr("Import failed"), error);
                       return;
                     }
                     if (!notes->isEmpty())
                       QMessageBox::information(parent, QObject::tr("Imported"),
                                                QObject::tr("Imported into %1.\n\n%2").arg(out_dir, *notes));
                     session->openFolder(out_dir);
                   });
  watcher->setFuture(QtConcurrent::run(
      [hf_dir, out_dir, notes] { return importMarianFolder(hf_dir, out_dir, notes.get()); }));
}

}  // namespace studio
