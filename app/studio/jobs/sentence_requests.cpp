#include "jobs/sentence_requests.h"

#include "jobs/inference_job.h"

namespace studio {

SentenceRequests::SentenceRequests(EngineJobs* jobs, std::function<void(InferenceResultPtr)> done,
                                   QObject* parent)
    : QObject(parent), jobs_(jobs), done_(std::move(done)) {
  connect(jobs_, &EngineJobs::modelChanged, this, [this] {
    if (has_last_) ask(last_, false);
  });
}

void SentenceRequests::ask(const InferenceRequest& request, bool after_typing_pause) {
  last_ = request;
  has_last_ = true;
  auto job = [request](JobContext& context) { return translateAndInspect(context, request); };
  if (after_typing_pause)
    jobs_->runDebounced<InferenceResultPtr>(job, done_, kTypingPauseMs);
  else
    jobs_->run<InferenceResultPtr>(job, done_);
}

}  // namespace studio
