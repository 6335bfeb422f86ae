#include "workers/inference_worker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>
#include <numeric>

#include "attention/error.h"
#include "attention/inspected_decoding.h"

namespace studio {

namespace {

// The target's ids as decoding produced them (the output ids without the final </s>): the steps are looked up
// by id, as pieces with the same text (3 and ▁3) are different tokens with different probabilities.
std::vector<std::int32_t> outputTokens(const attn::Inspection& inspection) {
  std::vector<std::int32_t> ids = inspection.output_ids;
  if (!ids.empty()) ids.pop_back();
  return ids;
}

}  // namespace

InferenceWorker::InferenceWorker(std::shared_ptr<std::atomic<int>> latest_generation,
                                 std::shared_ptr<std::atomic<int>> latest_attribution)
    : latest_generation_(std::move(latest_generation)), latest_attribution_(std::move(latest_attribution)) {}

InferenceWorker::~InferenceWorker() = default;

void InferenceWorker::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  translator_.setModel(std::move(model), backend_spec);
}

void InferenceWorker::process(const InferenceRequest& request) {
  // Superseded while waiting in the queue: drop without doing the work.
  if (request.generation < latest_generation_->load()) return;

  auto result = std::make_shared<InferenceResult>();
  result->generation = request.generation;
  result->request = request;
  QElapsedTimer timer;
  timer.start();
  QString error;
  const auto leased = translator_.begin(&error);
  if (!leased) {
    result->error = error;
    emit finished(result);
    return;
  }
  result->backend = QString::fromStdString(translator_->backend().name());
  result->device = QString::fromStdString(translator_->backend().device());
  const std::string source = request.source.trimmed().toStdString();
  if (source.empty()) {
    emit finished(result);
    return;
  }
  try {
    attn::DecodeOptions options;
    options.beam_size = std::max(1, request.beam_size);
    options.length_penalty = request.length_penalty;
    options.n_best = std::clamp(request.n_best, 1, options.beam_size);
    const std::string forced = request.forced_target.trimmed().toStdString();
    if (request.force_step >= 0) {
      const std::string base = request.force_base.toStdString();
      std::int32_t token = request.force_token;
      if (!request.force_word.trimmed().isEmpty()) {
        const auto ids =
            translator_->model().tokenizer.encode_target(request.force_word.trimmed().toStdString());
        if (ids.empty()) throw attn::Error("“" + request.force_word.toStdString() + "” has no tokens");
        token = ids.front();  // the word's first piece; greedy decoding finishes the word
      }
      options.beam_size = 1;
      options.n_best = 1;
      const attn::ForcedContinuation what_if =
          attn::continue_with_token(*translator_, source, base, request.force_step, token, options);
      result->forced_piece = QString::fromStdString(translator_->model().tokenizer.piece(token));
      // By ids: the forced piece stays itself even where its text would re-encode to another piece.
      result->inspection = translator_->inspect_ids(source, what_if.ids);
      result->candidates.push_back(
          {QString::fromStdString(what_if.text), what_if.ids, what_if.log_prob, what_if.log_prob});
    } else if (!forced.empty()) {
      result->inspection = request.forced_target_ids.empty()
                               ? translator_->inspect(source, std::string_view(forced), options)
                               : translator_->inspect_ids(source, request.forced_target_ids);
      const double lp = std::accumulate(result->inspection.token_log_probs.begin(),
                                        result->inspection.token_log_probs.end(), 0.0);
      result->candidates.push_back(
          {QString::fromStdString(forced), outputTokens(result->inspection), lp, lp});
    } else {
      // The model's own translation: one decoding pass gives the candidates, the best one's attention and
      // its step explanations (greedy or beam).
      attn::InspectedTranslation inspected =
          attn::translate_and_inspect(*translator_, source, options, request.explain_steps ? 10 : 0);
      for (const auto& c : inspected.candidates)
        result->candidates.push_back({QString::fromStdString(c.text), c.ids, c.log_prob, c.score});
      result->inspection = std::move(inspected.inspection);
      result->steps = std::move(inspected.steps);
    }
    result->has_inspection = true;
    if (request.explain_steps && result->steps.empty() && request.generation >= latest_generation_->load())
      result->steps = attn::explain_decode_steps(*translator_, source, outputTokens(result->inspection), 10);
  } catch (const std::exception& e) {
    result->error =
        QCoreApplication::translate("studio", "Could not translate: %1").arg(QString::fromUtf8(e.what()));
  }
  result->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  emit finished(result);
}

void InferenceWorker::attribute(const AttributionJob& job) {
  if (job.generation < latest_attribution_->load()) return;  // superseded or cancelled while queued
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
  emit attributionFinished(runAttribution(*translator_, job, *latest_attribution_));
}

}  // namespace studio
