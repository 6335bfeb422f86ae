// A run folder as the trainer leaves it (config.json, train_state.json, train_log.csv) read back into the
// training view's terms, so that runs of earlier sessions can be shown and compared again. Plain file
// reading; callers run it off the GUI thread.
#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>
#include <map>

#include "attention/config.h"
#include "attention/trainer.h"
#include "viewmodels/training_step_row.h"

namespace studio {

struct SavedRun {
  QString dir;
  QString error;  // empty when the folder was read
  attn::ModelConfig config;
  attn::TrainingOptions options;  // the schedule and batch the run used (from train_state.json)
  qint64 steps = 0;               // the latest checkpoint's step
  bool has_model = false;         // model.safetensors: the run can be inspected
  std::map<qint64, TrainingStepRow> rows;
  QDateTime modified;  // of the training log
};

// The log's name in a run folder; a folder without it has no curves to show.
inline constexpr const char* kTrainingLogFile = "train_log.csv";

SavedRun readSavedRun(const QString& dir);

// The run folders directly under `folders` (those holding a training log), most recent first, at most
// `limit` of them.
QStringList findSavedRuns(const QStringList& folders, int limit);

}  // namespace studio
