// File ▸ Import Hugging Face MarianMT…'s conversion: the committed HF fixture becomes a model folder that
// loads and translates like the fixture's reference, a folder that is not an HF MarianMT model gives a
// readable error, and nothing is left behind on failure.
#include "core/marian_import.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include "attention/model.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

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
};

QTEST_MAIN(MarianImportTest)
#include "marian_import_test.moc"
