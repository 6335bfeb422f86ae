#include "workers/probe_worker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

#include "viewmodels/pronoun_swaps.h"

namespace studio {

ProbeWorker::ProbeWorker(std::shared_ptr<ProbeGenerations> generations)
    : generations_(std::move(generations)) {}

ProbeWorker::~ProbeWorker() = default;

void ProbeWorker::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  translator_.setModel(std::move(model), backend_spec);
}

void ProbeWorker::probe(const ProbeRequest& request) {
  auto stale = [&] { return request.generation < generations_->latest_probe.load(); };
  if (stale()) return;
  auto result = std::make_shared<ProbeResult>();
  result->generation = request.generation;
  result->request = request;
  QElapsedTimer timer;
  timer.start();
  QString error;
  const std::string source = request.source.trimmed().toStdString();
  const auto leased = translator_.begin(&error);
  if (!leased) {
    result->error = error;
  } else if (!source.empty()) {
    try {
      for (const QString& c : request.candidates)
        if (!c.trimmed().isEmpty()) result->candidates.append(c.trimmed());
      if (result->candidates.isEmpty()) {
        // Nothing typed: the model's own greedy translation, its first German pronoun swapped.
        const attn::Inspection own = translator_->inspect(source, std::nullopt);
        result->translation = QString::fromStdString(own.target_text);
        const PronounSwap swap = swapGermanPronoun(own.target_text);
        result->generated = true;
        if (swap.word < 0) {
          result->candidates = {result->translation};
          result->own_candidate = 0;
          result->note = QCoreApplication::translate(
              "studio",
              "The model's translation has no German pronoun (er, sie, es, ihn, ihm, ihr) to swap.");
        } else {
          for (const auto& s : swap.sentences) result->candidates.append(QString::fromStdString(s));
          result->own_candidate = swap.original;
        }
      }
      for (const QString& candidate : std::as_const(result->candidates)) {
        if (stale()) return;
        const std::string target = candidate.toStdString();
        result->inspections.push_back(translator_->inspect(source, std::string_view(target)));
      }
    } catch (const std::exception& e) {
      result->inspections.clear();
      result->error =
          QCoreApplication::translate("studio", "Could not score: %1").arg(QString::fromUtf8(e.what()));
    }
  }
  result->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  emit probeFinished(result);
}

void ProbeWorker::attribute(const AttributionJob& job) {
  if (job.generation < generations_->latest_attribution.load()) return;  // superseded or cancelled
  QString error;
  const auto leased = translator_.begin(&error);
  if (!leased) {
    auto outcome = std::make_shared<AttributionOutcome>();
    outcome->generation = job.generation;
    outcome->request = job.request;
    outcome->error = error;
    emit attributionFinished(outcome);
    return;
  }
  emit attributionFinished(runAttribution(*translator_, job, generations_->latest_attribution));
}

void ProbeWorker::startBatch(const std::shared_ptr<ContrastBatch>& batch) {
  if (batch->generation < generations_->latest_batch.load()) return;
  QString error;
  const auto leased = translator_.begin(&error);
  if (!leased) {
    batch->error = error;
    emit batchFinished(batch);
    return;
  }
  batch->scores.clear();
  batch->scores.reserve(batch->items.size());
  scoreNext(batch);
}

void ProbeWorker::scoreNext(const std::shared_ptr<ContrastBatch>& batch) {
  if (batch->generation < generations_->latest_batch.load()) return;  // superseded: nobody waits for it
  const int total = int(batch->items.size());
  const int done = int(batch->scores.size());
  if (generations_->cancelled_batch.load() == batch->generation) {
    batch->cancelled = true;
    emit batchFinished(batch);
    return;
  }
  if (done == total) {
    emit batchFinished(batch);
    return;
  }
  QString error;
  const auto leased = translator_.begin(&error);
  if (!leased) {
    batch->error = error;
    emit batchFinished(batch);
    return;
  }
  try {
    batch->scores.push_back(attn::score_contrast_items(*translator_, {batch->items[std::size_t(done)]})[0]);
  } catch (const std::exception& e) {
    batch->error = QCoreApplication::translate("studio", "Could not score line %1: %2")
                       .arg(batch->items[std::size_t(done)].line)
                       .arg(QString::fromUtf8(e.what()));
    emit batchFinished(batch);
    return;
  }
  emit batchProgress(batch->generation, done + 1, total);
  // The next item is its own event: probes queued meanwhile run first.
  QMetaObject::invokeMethod(
      this, [this, batch] { scoreNext(batch); }, Qt::QueuedConnection);
}

}  // namespace studio
