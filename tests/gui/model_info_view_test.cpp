// The Model view on the bundled model: parameter blocks add up to the engine's count, the configuration
// table shows every field of the engine's field table, the training history is read from train_log.csv,
// exports (JSON, CSV, PNG, SVG) are complete, and a model saved from the view loads back identical. Saves a
// screenshot.
#include "views/model_info_view.h"

#include <QApplication>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>

#include "attention/config_fields.h"
#include "attention/model.h"
#include "core/image_export.h"
#include "core/model_session.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

using studio::ModelInfoView;

class ModelInfoViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    session_.openFolder(QStringLiteral(ATTN_SOURCE_DIR "/resources/models/multi30k-en-de"));
    QVERIFY(changed.wait(30000));
    QVERIFY(session_.model());
  }

  void blocksAddUpToTheModel() {
    ModelInfoView view(&session_);
    const auto blocks = view.parameterBlocks();
    const auto& config = session_.model()->config;
    // Embeddings, 3 encoder layers, 3 decoder layers (tied output projection: no separate block).
    QCOMPARE(blocks.size(), 1 + config.encoder_layers + config.decoder_layers);
    qint64 total = 0;
    for (const auto& b : blocks) total += b.second;
    QCOMPARE(total, qint64(session_.model()->parameter_count()));
    // A post-LN encoder layer: 4 d^2 + 2 d d_ff weights, biases and two norms.
    const qint64 d = config.d_model, f = config.d_ff;
    QCOMPARE(blocks[1].second, 4 * d * d + 2 * d * f + 3 * d + d + f + d + 4 * d);
    auto* table = view.findChild<QTableWidget*>();
    QVERIFY(table);
    QCOMPARE(table->item(2, 0)->text(), QStringLiteral("d_model"));
    QCOMPARE(table->item(2, 1)->text(), QString::number(config.d_model));
  }

  // The configuration table is the engine's field table (config_fields.h): one row per field, with the
  // engine's text for its value, and the derived head_dim. It once lacked three fields.
  void configurationTableHasEveryField() {
    ModelInfoView view(&session_);
    auto* table = view.findChild<QTableWidget*>();
    QVERIFY(table);
    const auto fields = attn::config_fields();
    QCOMPARE(table->rowCount(), int(fields.size()) + 1);
    QHash<QString, QString> values;
    for (int r = 0; r < table->rowCount(); ++r) {
      const QString name = table->item(r, 0)->text();
      QVERIFY2(!values.contains(name), qPrintable(name));
      values.insert(name, table->item(r, 1)->text());
      QVERIFY2(!table->item(r, 2)->text().isEmpty(), qPrintable(name));
    }
    for (const attn::ConfigField& f : fields) {
      const QString name = QString::fromUtf8(f.name.data(), qsizetype(f.name.size()));
      QVERIFY2(values.contains(name), qPrintable(name));
      QCOMPARE(values.value(name),
               QString::fromStdString(attn::format_config_value(f, session_.model()->config)));
    }
    QCOMPARE(values.value(QStringLiteral("head_dim")), QString::number(session_.model()->config.head_dim()));
    for (const char* once_missing : {"activation_dropout", "output_bias", "layer_norm_eps"})
      QVERIFY2(values.contains(QLatin1String(once_missing)), once_missing);
  }

  void trainingHistoryAndExports() {
    ModelInfoView view(&session_);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
    QVERIFY(view.trainingLogPoints() > 10);

    QTemporaryDir dir;
    QString error;
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("model.json")), &error), qPrintable(error));
    QFile json_file(dir.filePath(QStringLiteral("model.json")));
    QVERIFY(json_file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json_file.readAll()).object();
    QCOMPARE(root[QStringLiteral("config")].toObject()[QStringLiteral("d_model")].toInt(),
             session_.model()->config.d_model);
    QCOMPARE(root[QStringLiteral("parameter_count")].toInteger(),
             qint64(session_.model()->parameter_count()));
    QVERIFY(!root[QStringLiteral("backends")].toArray().isEmpty());
    // The CPU's features and each CPU path's kernel, as `attention-cli devices` prints them (issue 26).
    const QJsonArray kernels = root[QStringLiteral("cpu_kernels")].toArray();
    QVERIFY(kernels.size() >= 5);
    QVERIFY(kernels[0].toString().startsWith(QStringLiteral("CPU features:")));
    QVERIFY(!root[QStringLiteral("backends")].toArray().contains(QString()));
    auto* devices_label = view.findChild<QLabel*>(QStringLiteral("modelBackends"));
    QVERIFY(devices_label);
    QVERIFY(devices_label->text().contains(QStringLiteral("small batch (decoding steps")));
    auto* details = view.findChild<QTabWidget*>();
    QVERIFY(details);
    details->setCurrentIndex(details->count() - 1);  // Compute backends
    view.resize(1400, 900);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/model_view_backends.png")));
    details->setCurrentIndex(0);
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("blocks.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("blocks.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(csv.readAll().count('\n'), view.parameterBlocks().size() + 1);

    view.resize(1400, 900);
    for (const char* suffix : {"png", "svg"}) {
      const QString path = dir.filePath(QStringLiteral("model.") + QLatin1String(suffix));
      QVERIFY2(studio::exportWidgetImage(view.exportWidget(), path, &error), qPrintable(error));
      QVERIFY(QFileInfo(path).size() > 1000);
    }
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/model_view.png")));
  }

  void savedModelLoadsBack() {
    ModelInfoView view(&session_);
    QTemporaryDir dir;
    const QString target = dir.filePath(QStringLiteral("copy"));
    QSignalSpy status(&view, &studio::StudioView::statusMessage);
    view.saveModelAs(target, true);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
    const attn::Model copy = attn::load_model(target.toStdString());
    QCOMPARE(copy.parameters, session_.model()->parameters);  // the bundled weights are F16: lossless
  }

  // The tensor list (issue 17, item 10): every tensor of the layout with its shape and stored dtype, and a
  // click shows the histogram of exactly that tensor's values.
  void tensorListAndHistogram() {
    ModelInfoView view(&session_);
    const attn::Model& model = *session_.model();
    const auto tensors = view.tensors();
    QVERIFY(tensors.size() > 10);
    qint64 values = 0;
    for (const auto& t : tensors) {
      qint64 product = 1;
      for (const qint64 d : t.shape) product *= d;
      QCOMPARE(product, t.values);
      QCOMPARE(t.dtype, QStringLiteral("F16"));  // the bundled weights are stored in half precision
      values += t.values;
    }
    QCOMPARE(values, qint64(model.parameters.size()));
    const auto& first = tensors.front();
    QCOMPARE(studio::shapeText(first.shape),
             QStringLiteral("%1 × %2").arg(model.config.vocab_size).arg(model.config.d_model));
    QCOMPARE(view.selectedHistogram().counts.size(), qsizetype(0));
    const auto& norm = tensors.back();
    view.selectTensor(norm.name);
    const studio::ValueHistogram h = view.selectedHistogram();
    qint64 counted = 0;
    for (const qint64 c : h.counts) counted += c;
    QCOMPARE(counted, norm.values);
    const auto begin = model.parameters.begin() + norm.offset;
    QCOMPARE(h.min, double(*std::min_element(begin, begin + norm.values)));
    QCOMPARE(h.max, double(*std::max_element(begin, begin + norm.values)));
    view.resize(1024, 600);
    auto* details = view.findChild<QTabWidget*>();
    QVERIFY(details);
    details->setCurrentIndex(1);  // Tensors
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/model_view_tensors.png")));
  }

  // The training history chart takes the dark theme's colours when the theme changes while it is shown
  // (issue 17, item 8: it stayed white).
  void historyChartFollowsTheDarkTheme() {
    ModelInfoView view(&session_);
    view.resize(1024, 600);
    auto* details = view.findChild<QTabWidget*>();
    QVERIFY(details);
    details->setCurrentIndex(2);  // Training history
    view.show();
    QTRY_VERIFY(view.trainingLogPoints() > 0);
    studio::applyTheme(studio::Theme::kDark);
    auto* chart = view.findChild<QChartView*>();
    QVERIFY(chart);
    QTRY_COMPARE(chart->chart()->backgroundBrush().color(), QApplication::palette().color(QPalette::Base));
    QVERIFY(chart->chart()->backgroundBrush().color().lightness() < 80);
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/model_view_history_dark.png")));
    studio::applyTheme(studio::Theme::kLight);
    QTRY_VERIFY(chart->chart()->backgroundBrush().color().lightness() > 200);
  }

  // Opening a folder that is not a model leaves the loaded model's header alone and says what failed.
  void failedLoadKeepsTheHeader() {
    ModelInfoView view(&session_);
    const QString header = view.summaryText();
    QVERIFY(header.contains(QStringLiteral("multi30k-en-de")));
    QTemporaryDir not_a_model;
    QSignalSpy failed(&session_, &studio::ModelSession::loadFailed);
    session_.openFolder(not_a_model.path());
    QVERIFY(view.noticeText().startsWith(QStringLiteral("Loading")));
    QCOMPARE(view.summaryText(), header);
    QVERIFY(failed.wait(30000));
    QCOMPARE(view.summaryText(), header);
    QVERIFY2(view.noticeText().contains(QDir::toNativeSeparators(not_a_model.path())),
             qPrintable(view.noticeText()));
    QVERIFY(view.noticeText().contains(QStringLiteral("still loaded")));
    QCOMPARE(view.tensors().size(), studio::tensorSummaries(*session_.model(), {}).size());
  }

  void noModelIsExplained() {
    studio::ModelSession empty;
    ModelInfoView view(&empty);
    QString error;
    QVERIFY(!view.exportData(QDir::temp().filePath(QStringLiteral("never.json")), &error));
    QVERIFY(!error.isEmpty());
  }

 private:
  studio::ModelSession session_;
};

QTEST_MAIN(ModelInfoViewTest)
#include "model_info_view_test.moc"
