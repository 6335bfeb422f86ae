// The runs of this session: each with its settings, its curves on the dashboard and its points by step, as
// one checkable row (ticked: its curves are shown).
#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <QElapsedTimer>
#include <QString>
#include <map>
#include <memory>
#include <vector>

#include "core/retranslatable_text.h"
#include "viewmodels/training_step_row.h"
#include "workers/training_worker.h"

class QLineSeries;

namespace studio {

struct TrainingRun {
  int number = 0;
  RetranslatableText label;  // built again in the language shown (core/retranslatable_text.h)
  QString output_dir;
  QColor color;
  TrainingRequest request;  // with the schedule the run actually uses, once chosen
  QLineSeries *train_loss = nullptr, *valid_loss = nullptr, *lr = nullptr, *speed = nullptr, *bleu = nullptr;
  std::map<qint64, TrainingStepRow> rows;
  bool has_checkpoint = false;
  bool visible = true;
  qint64 planned_steps = 0;  // once the schedule is chosen
  RetranslatableText state;  // "running", "stopped at step 120", …
  // Pauses: the trainer's clock runs on through them, so the view takes them out of the elapsed time and
  // drops the throughput of the report whose window spans one (it would read near 0 tokens/s).
  QElapsedTimer pause_clock;
  double paused_seconds = 0;
  bool throughput_spans_pause = false;
  double elapsed_seconds = 0;  // training time at the latest report, pauses excluded

  // The row of `step`, made (all NaN) if it is new.
  TrainingStepRow& row(qint64 step);
};

class TrainingRunsModel : public QAbstractTableModel {
 public:
  using QAbstractTableModel::QAbstractTableModel;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;

  TrainingRun& add(std::unique_ptr<TrainingRun> run) { return insert(size(), std::move(run)); }
  // At `row` (e.g. an earlier run listed before the one training now, which stays last).
  TrainingRun& insert(int row, std::unique_ptr<TrainingRun> run);
  bool empty() const { return runs_.empty(); }
  int size() const { return int(runs_.size()); }
  TrainingRun& last() { return *runs_.back(); }
  const TrainingRun& at(int row) const { return *runs_[std::size_t(row)]; }
  // The number the next run gets.
  int nextNumber() const;
  // The row of the run kept in `dir`, or -1.
  int rowOfFolder(const QString& dir) const;
  bool anyCheckpoint() const;
  bool anyPoints() const;
  // Redraws `run`'s row after its label or state changed.
  void refresh(const TrainingRun& run);

 private:
  std::vector<std::unique_ptr<TrainingRun>> runs_;
};

}  // namespace studio
