// File ▸ Import Hugging Face MarianMT…'s conversion: the committed HF fixture becomes a model folder that
// loads and translates like the fixture's reference, a folder that is not an HF MarianMT model gives a
// readable error, and nothing is left behind on failure. The dialog takes a folder that does not exist yet
// (and creates it), refuses a file or a folder that holds files, and closes its progress dialog before the
// result message (issue 27, item 1).
#include "core/marian_import.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include "attention/model.h"
#include "core/model_session.h"
#include "core/new_folder_choice.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

namespace {

// Answers the dialogs importMarianDialog() opens as a person would: each file dialog gets the next path
// typed into its name field, once (a dialog that is still open after that refused the path, and is
// cancelled); each message box is read and confirmed, noting whether a progress dialog was still showing.
class DialogAnswerer : public QObject {
 public:
  explicit DialogAnswerer(QStringList paths) : paths_(std::move(paths)) {
    connect(&timer_, &QTimer::timeout, this, &DialogAnswerer::answer);
    timer_.start(20);
  }
  QStringList refused, messages;
  bool progress_over_a_message = false;

 private:
  void answer() {
    QWidget* modal = QApplication::activeModalWidget();
    if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
      if (answered_.contains(dialog)) {
        refused << dialog->windowTitle();
        dialog->reject();
        return;
      }
      answered_ << dialog;
      auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
      if (!name) return;
      name->setText(paths_.isEmpty() ? QString() : paths_.takeFirst());
      QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
    } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
      messages << box->text();
      for (QWidget* w : QApplication::topLevelWidgets())
        if (qobject_cast<QProgressDialog*>(w) && w->isVisible()) progress_over_a_message = true;
      box->done(QMessageBox::Ok);
    }
  }
  QStringList paths_;
  QList<QObject*> answered_;
  QTimer timer_;
};

}  // namespace

class MarianImportTest : public QObject {
  Q_OBJECT
 private slots:
  void importsTheFixtureIntoAModelFolder() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("imported"));
    QString notes;
    const QString error = studio::importMarianFolder(
        QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/hf_marian/tiny"), out, &notes);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const attn::Model model = attn::load_model(out.toStdString());
    QCOMPARE(model.config.eos_id, 0);
    QCOMPARE(model.config.pad_id, model.config.vocab_size - 1);
  }

  void aFolderThatIsNotMarianSaysSoAndWritesNothing() {
    QTemporaryDir tmp;
    QDir(tmp.path()).mkdir(QStringLiteral("hf"));
    QFile bin(tmp.filePath(QStringLiteral("hf/pytorch_model.bin")));
    QVERIFY(bin.open(QIODevice::WriteOnly));
    bin.write("not a model");
    bin.close();
    const QString out = tmp.filePath(QStringLiteral("imported"));
    const QString error = studio::importMarianFolder(tmp.filePath(QStringLiteral("hf")), out, nullptr);
    QVERIFY(!error.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("safetensors")), qPrintable(error));
    QVERIFY(!QDir(out).exists() || QDir(out).isEmpty());
  }

  // A new model goes into a new folder: one that does not exist yet is created, all at once.
  void theDialogCreatesAFolderThatDoesNotExistYet() {
    QTemporaryDir tmp;
    const QString out = tmp.filePath(QStringLiteral("imported"));
    QWidget parent;
    parent.show();
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy opened(&session, &studio::ModelSession::modelChanged);
    DialogAnswerer answerer({QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/hf_marian/tiny"), out});
    studio::importMarianDialog(&parent, &session);
    QVERIFY2(answerer.refused.isEmpty(), qPrintable(answerer.refused.join(QLatin1Char('\n'))));
    // A slow import shows its progress: show it now, before the import can end.
    auto* progress = parent.findChild<QProgressDialog*>();
    QVERIFY(progress);
    progress->show();
    QVERIFY(opened.wait(30000));
    QVERIFY2(!answerer.progress_over_a_message, "the progress dialog stayed over the result");
    QVERIFY(parent.findChildren<QProgressDialog*>().isEmpty() || !progress->isVisible());
    QVERIFY(QFileInfo::exists(out + QStringLiteral("/config.json")));
    const QStringList left =
        QDir(tmp.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList{QStringLiteral("imported")});  // no staging folder left beside it
  }

  // An existing file or a folder that already holds files is no place for a new model.
  void aFileOrAFolderWithFilesIsRefused() {
    QTemporaryDir tmp;
    QVERIFY(studio::newFolderProblem(tmp.filePath(QStringLiteral("new"))).isEmpty());
    QVERIFY(studio::newFolderProblem(tmp.path()).isEmpty());  // empty
    QFile file(tmp.filePath(QStringLiteral("file.txt")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("x");
    file.close();
    QVERIFY(!studio::newFolderProblem(file.fileName()).isEmpty());
    QVERIFY(!studio::newFolderProblem(tmp.path()).isEmpty());  // holds file.txt now

    // Through the dialog: the file is refused with a message and nothing is imported.
    QWidget parent;
    parent.show();
    studio::ModelSession session;
    DialogAnswerer answerer(
        {QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/hf_marian/tiny"), file.fileName()});
    studio::importMarianDialog(&parent, &session);
    QVERIFY(parent.findChild<QProgressDialog*>() == nullptr);
    QCOMPARE(answerer.messages.size(), 1);
    QVERIFY2(answerer.messages.first().contains(QStringLiteral("file.txt")),
             qPrintable(answerer.messages.first()));
    QCOMPARE(QFileInfo(file.fileName()).size(), 1);
  }
};

QTEST_MAIN(MarianImportTest)
#include "marian_import_test.moc"
