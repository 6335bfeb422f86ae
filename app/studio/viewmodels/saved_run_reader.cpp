#include "viewmodels/saved_run_reader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>

#include "attention/train_state.h"

namespace studio {

namespace {

constexpr qint64 kMaxLogBytes = 256 << 20;  // a log is a few MB even for long runs; more is not a log

QByteArray readFile(const QString& path, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QCoreApplication::translate("studio::TrainingView", "Cannot read %1: %2")
                 .arg(QDir::toNativeSeparators(path), file.errorString());
    return {};
  }
  if (file.size() > kMaxLogBytes) {
    *error = QCoreApplication::translate("studio::TrainingView", "%1 is too large to be a training log.")
                 .arg(QDir::toNativeSeparators(path));
    return {};
  }
  return file.readAll();
}

// The CSV the trainer writes: a header naming the columns, one line per logged step or validation, empty
// fields where a line has no value.
void readLog(const QByteArray& csv, std::map<qint64, TrainingStepRow>& rows) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  const QList<QByteArray> lines = csv.split('\n');
  if (lines.isEmpty()) return;
  QHash<QByteArray, int> column;
  const QList<QByteArray> header = lines.first().trimmed().split(',');
  for (int i = 0; i < header.size(); ++i) column.insert(header[i], i);
  if (!column.contains("step")) return;
  for (qsizetype n = 1; n < lines.size(); ++n) {
    const QList<QByteArray> fields = lines[n].trimmed().split(',');
    bool ok = false;
    const qint64 step = fields.value(column.value("step")).toLongLong(&ok);
    if (!ok) continue;
    auto number = [&](const char* name) {
      const auto it = column.constFind(name);
      if (it == column.cend()) return kNaN;
      bool good = false;
      const double value = fields.value(*it).toDouble(&good);
      return good ? value : kNaN;
    };
    auto it = rows.find(step);
    if (it == rows.end())
      it = rows.emplace(step, TrainingStepRow{kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN})
               .first;
    TrainingStepRow& row = it->second;
    // A step may appear twice: its training report, then its validation; each fills its own fields.
    auto fill = [](double& field, double value) {
      if (!std::isnan(value)) field = value;
    };
    fill(row.loss, number("loss"));
    fill(row.nll, number("nll"));
    fill(row.learning_rate, number("learning_rate"));
    fill(row.grad_norm, number("grad_norm"));
    fill(row.tokens_per_second, number("tokens_per_second"));
    fill(row.elapsed_seconds, number("elapsed_seconds"));
    fill(row.valid_loss, number("valid_loss"));
    fill(row.valid_bleu, number("valid_bleu"));
  }
  // Validation lines carry no time: they happen right after the step's report, so they take its time.
  double last_elapsed = kNaN;
  for (auto& [step, row] : rows) {
    if (std::isnan(row.elapsed_seconds))
      row.elapsed_seconds = last_elapsed;
    else
      last_elapsed = row.elapsed_seconds;
  }
}

}  // namespace

SavedRun readSavedRun(const QString& dir) {
  SavedRun run;
  run.dir = QDir::cleanPath(dir);
  const QString log_path = run.dir + QLatin1Char('/') + QLatin1String(kTrainingLogFile);
  if (!QFileInfo::exists(log_path)) {
    run.error = QCoreApplication::translate(
                    "studio::TrainingView",
                    "%1 holds no training log (%2): not a run folder, or the run wrote no checkpoint yet.")
                    .arg(QDir::toNativeSeparators(run.dir), QLatin1String(kTrainingLogFile));
    return run;
  }
  run.modified = QFileInfo(log_path).lastModified();
  run.has_model = QFileInfo::exists(run.dir + QStringLiteral("/model.safetensors"));
  try {
    QString error;
    const QByteArray config = readFile(run.dir + QStringLiteral("/config.json"), &error);
    if (!error.isEmpty()) {
      run.error = error;
      return run;
    }
    run.config = attn::config_from_json(config.toStdString());
    const QString state_path = run.dir + QStringLiteral("/train_state.json");
    if (QFileInfo::exists(state_path)) {
      const QByteArray state_json = readFile(state_path, &error);
      if (!error.isEmpty()) {
        run.error = error;
        return run;
      }
      const attn::TrainState state =
          attn::parse_train_state(state_json.toStdString(), state_path.toStdString());
      run.steps = state.step;
      run.options.warmup_steps = state.options.warmup_steps;
      run.options.lr_factor = state.options.lr_factor;
      run.options.batch_tokens = state.options.batch_tokens;
      run.options.clip_norm = float(state.options.clip_norm);
      run.options.seed = state.options.seed;
      run.options.max_length = state.options.max_length;
      run.options.cooldown_fraction = state.options.cooldown_fraction.value_or(0.0);
    }
    const QByteArray log = readFile(log_path, &error);
    if (!error.isEmpty()) {
      run.error = error;
      return run;
    }
    readLog(log, run.rows);
    if (!run.rows.empty()) run.steps = std::max(run.steps, run.rows.rbegin()->first);
  } catch (const std::exception& e) {
    run.error = QString::fromUtf8(e.what());
  }
  return run;
}

QStringList findSavedRuns(const QStringList& folders, int limit) {
  QList<QFileInfo> found;
  for (const QString& folder : folders)
    for (const QFileInfo& entry : QDir(folder).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot))
      if (QFileInfo log(entry.filePath() + QLatin1Char('/') + QLatin1String(kTrainingLogFile)); log.isFile())
        found.append(log);
  std::sort(found.begin(), found.end(),
            [](const QFileInfo& a, const QFileInfo& b) { return a.lastModified() > b.lastModified(); });
  QStringList dirs;
  for (const QFileInfo& log : found) {
    if (dirs.size() >= limit) break;
    dirs.append(log.absolutePath());
  }
  return dirs;
}

}  // namespace studio
