#include "views/training/training_runs_model.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <limits>

namespace studio {

TrainingStepRow& TrainingRun::row(qint64 step) {
  constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
  auto it = rows.find(step);
  if (it == rows.end())
    it =
        rows.emplace(step, TrainingStepRow{kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN}).first;
  return it->second;
}

int TrainingRunsModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(runs_.size());
}

int TrainingRunsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : 1; }

QVariant TrainingRunsModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= size()) return {};
  const TrainingRun& run = at(index.row());
  switch (role) {
    case Qt::DisplayRole:
      return QStringLiteral("%1 (%2)").arg(run.label.text(), run.state.text());
    case Qt::ForegroundRole:
      return run.color;
    case Qt::ToolTipRole:
      return run.output_dir;
    case Qt::CheckStateRole:
      return run.visible ? Qt::Checked : Qt::Unchecked;
    default:
      return {};
  }
}

bool TrainingRunsModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (!index.isValid() || index.row() >= size() || role != Qt::CheckStateRole) return false;
  runs_[std::size_t(index.row())]->visible = value.toInt() == Qt::Checked;
  emit dataChanged(index, index, {Qt::CheckStateRole});
  return true;
}

Qt::ItemFlags TrainingRunsModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable;
}

TrainingRun& TrainingRunsModel::insert(int row, std::unique_ptr<TrainingRun> run) {
  row = std::clamp(row, 0, size());
  beginInsertRows({}, row, row);
  TrainingRun& inserted = **runs_.insert(runs_.begin() + row, std::move(run));
  endInsertRows();
  return inserted;
}

int TrainingRunsModel::nextNumber() const {
  int highest = 0;
  for (const auto& run : runs_) highest = std::max(highest, run->number);
  return highest + 1;
}

int TrainingRunsModel::rowOfFolder(const QString& dir) const {
  const QString wanted = QDir::cleanPath(QFileInfo(dir).absoluteFilePath());
  for (int i = 0; i < size(); ++i)
    if (QDir::cleanPath(QFileInfo(at(i).output_dir).absoluteFilePath()) == wanted) return i;
  return -1;
}

bool TrainingRunsModel::anyCheckpoint() const {
  for (const auto& run : runs_)
    if (run->has_checkpoint) return true;
  return false;
}

bool TrainingRunsModel::anyPoints() const {
  for (const auto& run : runs_)
    if (!run->rows.empty()) return true;
  return false;
}

void TrainingRunsModel::refresh(const TrainingRun& run) {
  for (int i = 0; i < size(); ++i)
    if (&at(i) == &run) {
      const QModelIndex cell = index(i, 0);
      emit dataChanged(cell, cell, {Qt::DisplayRole, Qt::ForegroundRole, Qt::ToolTipRole});
    }
}

}  // namespace studio
