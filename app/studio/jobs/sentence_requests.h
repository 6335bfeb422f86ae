// One sentence at a time for a view that shows a translated sentence (Translate, Attention, Architecture):
// asks its EngineJobs for translateAndInspect, the newest request winning and typing waiting for a pause, and
// asks for the last request again when the model or the backend changes.
#pragma once

#include <QObject>
#include <functional>

#include "jobs/engine_jobs.h"
#include "viewmodels/inference_types.h"

namespace studio {

class SentenceRequests : public QObject {
  Q_OBJECT
 public:
  // `done` receives each result on the GUI thread; `jobs` reports busy state and failures.
  SentenceRequests(EngineJobs* jobs, std::function<void(InferenceResultPtr)> done, QObject* parent);

  void ask(const InferenceRequest& request, bool after_typing_pause);

 private:
  EngineJobs* jobs_;
  std::function<void(InferenceResultPtr)> done_;
  InferenceRequest last_;
  bool has_last_ = false;
};

}  // namespace studio
