#include "views/training/snapshot_exports.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <cmath>

#include "core/atomic_write.h"
#include "views/training/gif_encoder.h"
#include "views/training/snapshot_figures.h"

namespace studio {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("studio", text); }

constexpr int kFrameMilliseconds = 250;

double lossNear(const SnapshotReplay& replay, qint64 step) {
  double best = std::nan(""), distance = 1e300;
  for (const QPointF& pt : replay.loss)
    if (std::abs(pt.x() - double(step)) < distance) {
      distance = std::abs(pt.x() - double(step));
      best = pt.y();
    }
  return best;
}

QJsonArray strings(const std::vector<std::string>& list) {
  QJsonArray out;
  for (const std::string& s : list) out.append(QString::fromStdString(s));
  return out;
}

}  // namespace

ContactSheetFigure::ContactSheetFigure(QWidget* parent) : QWidget(parent) { setVisible(false); }

void ContactSheetFigure::setReplay(std::shared_ptr<const SnapshotReplay> replay, SnapshotKind kind) {
  replay_ = std::move(replay);
  kind_ = kind;
}

QSize ContactSheetFigure::figureSize() const {
  return replay_ ? contactSheetSize(*replay_, kind_) : QSize(400, 200);
}

void ContactSheetFigure::paintFigure(QPainter& painter, const QSize& size) const {
  if (replay_)
    paintContactSheet(painter, size, *replay_, kind_, palette());
  else
    painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Base));
}

bool exportSnapshotData(const SnapshotReplay& replay, const QString& path, QString* error) {
  if (replay.size() == 0) {
    if (error) *error = tr("No attention snapshots to export.");
    return false;
  }
  const bool json = QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0;
  auto score_of = [&](int i) -> const attn::HeadAlignment* {
    return replay.hasAlignment() ? &replay.emergence.per_snapshot[std::size_t(i)] : nullptr;
  };
  if (json) {
    QJsonArray rows;
    for (int i = 0; i < replay.size(); ++i) {
      const qint64 step = replay.series.snapshots[std::size_t(i)].step;
      QJsonObject row{{QStringLiteral("step"), step}};
      const double loss = lossNear(replay, step);
      if (std::isfinite(loss)) row[QStringLiteral("training_loss")] = loss;
      if (const attn::HeadAlignment* a = score_of(i)) {
        row[QStringLiteral("best_layer")] = a->layer + 1;
        row[QStringLiteral("best_head")] = a->head + 1;
        row[QStringLiteral("alignment_score")] = a->score;
      }
      rows.append(row);
    }
    QJsonArray expected;
    for (int a : replay.series.probe.expected_alignment) expected.append(a);
    const QJsonObject root{
        {QStringLiteral("run"), replay.run_dir},
        {QStringLiteral("every"), replay.series.every},
        {QStringLiteral("encoder_layers"), replay.series.encoder_layers},
        {QStringLiteral("decoder_layers"), replay.series.decoder_layers},
        {QStringLiteral("heads"), replay.series.heads},
        {QStringLiteral("probe"),
         QJsonObject{{QStringLiteral("source"), strings(replay.series.probe.source_pieces)},
                     {QStringLiteral("target"), strings(replay.series.probe.target_pieces)},
                     {QStringLiteral("expected_alignment"), expected}}},
        {QStringLiteral("threshold"), replay.emergence.threshold},
        {QStringLiteral("emergence_step"),
         replay.emergence.step >= 0 ? QJsonValue(qint64(replay.emergence.step)) : QJsonValue()},
        {QStringLiteral("snapshots"), rows}};
    return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
  }
  QString csv = csvRow({QStringLiteral("step"), QStringLiteral("training_loss"), QStringLiteral("best_layer"),
                        QStringLiteral("best_head"), QStringLiteral("alignment_score"),
                        QStringLiteral("above_threshold")});
  for (int i = 0; i < replay.size(); ++i) {
    const qint64 step = replay.series.snapshots[std::size_t(i)].step;
    const double loss = lossNear(replay, step);
    QStringList fields{QString::number(step),
                       std::isfinite(loss) ? QString::number(loss, 'g', 6) : QString()};
    if (const attn::HeadAlignment* a = score_of(i))
      fields << QString::number(a->layer + 1) << QString::number(a->head + 1)
             << QString::number(a->score, 'f', 6)
             << QString::number(a->score >= replay.emergence.threshold ? 1 : 0);
    else
      fields << QString() << QString() << QString() << QString();
    csv += csvRow(fields);
  }
  return writeFileAtomically(path, csv.toUtf8(), error);
}

AnimationResult writeSnapshotAnimation(const SnapshotReplay& replay, SnapshotKind kind, const QString& path,
                                       const QPalette& palette, const QFont& font,
                                       const std::function<bool(int, int)>& progress) {
  AnimationResult result;
  if (replay.size() == 0) {
    result.error = tr("No attention snapshots to export.");
    return result;
  }
  const int total = std::min(replay.size(), kMaxAnimationFrames);
  std::vector<int> frames;
  for (int f = 0; f < total; ++f)
    frames.push_back(total == 1 ? 0 : int(std::lround(double(f) * (replay.size() - 1) / (total - 1))));
  const QFileInfo info(path);
  const bool gif = info.suffix().compare(QLatin1String("gif"), Qt::CaseInsensitive) == 0 && gifSupported();
  const QSize size = snapshotFrameSize();
  auto render = [&](int index) {
    QImage image(size, QImage::Format_RGB32);
    QPainter painter(&image);
    painter.setFont(font);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintSnapshotFrame(painter, size, replay, index, kind, palette);
    return image;
  };
  auto cancelled = [&](int done) {
    if (!progress || progress(done, total)) return false;
    for (const QString& f : result.files) QFile::remove(f);
    result.files.clear();
    result.cancelled = true;
    return true;
  };
  if (gif) {
    GifEncoder encoder(size, kFrameMilliseconds);
    for (int f = 0; f < total; ++f) {
      if (cancelled(f)) return result;
      if (!encoder.addFrame(render(frames[std::size_t(f)]), &result.error)) return result;
    }
    QByteArray bytes;
    if (!encoder.finish(&bytes, &result.error) || !writeFileAtomically(path, bytes, &result.error))
      return result;
    result.files << path;
    if (progress) progress(total, total);
    return result;
  }
  const QString stem = info.dir().filePath(info.completeBaseName());
  for (int f = 0; f < total; ++f) {
    if (cancelled(f)) return result;
    const QString file = QStringLiteral("%1-%2.png").arg(stem).arg(f + 1, 4, 10, QLatin1Char('0'));
    QByteArray bytes;
    {
      QImage image = render(frames[std::size_t(f)]);
      QBuffer buffer(&bytes);
      buffer.open(QIODevice::WriteOnly);
      image.save(&buffer, "PNG");
    }
    if (!writeFileAtomically(file, bytes, &result.error)) return result;
    result.files << file;
  }
  if (progress) progress(total, total);
  return result;
}

}  // namespace studio
