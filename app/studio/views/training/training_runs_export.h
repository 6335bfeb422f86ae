// The runs' curves as a file: CSV (one row per run and step) or JSON (runs with their settings and
// points), chosen by the suffix of `path`.
#pragma once

#include <QString>

#include "views/training/training_runs_model.h"

namespace studio {

// Writes atomically. Returns false and sets `error` when no run has a point yet or the write fails.
bool exportTrainingRuns(const TrainingRunsModel& runs, const QString& path, QString* error);

}  // namespace studio
