#include "workers/head_lab_worker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

#include "attention/contrast.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/metrics.h"

namespace studio {

namespace {

constexpr std::size_t kBatch = 16;  // sentences translated between two cancel checks

struct Pairs {
  std::vector<std::string> sources, references;
};

// The dev set's pairs with both sides non-empty (an empty reference says nothing and BLEU rejects it).
Pairs readPairs(const QString& source_file, const QString& reference_file, int limit) {
  const auto sources = attn::read_corpus_lines(source_file.toStdString());
  const auto references = attn::read_corpus_lines(reference_file.toStdString());
  if (sources.size() != references.size())
    throw attn::Error(QCoreApplication::translate("studio", "%1 has %2 lines but %3 has %4")
                          .arg(source_file)
                          .arg(sources.size())
                          .arg(reference_file)
                          .arg(references.size())
                          .toStdString());
  Pairs pairs;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    if (limit > 0 && pairs.sources.size() >= std::size_t(limit)) break;
    if (sources[i].empty() || references[i].empty()) continue;
    pairs.sources.push_back(sources[i]);
    pairs.references.push_back(references[i]);
  }
  if (pairs.sources.empty())
    throw attn::Error(QCoreApplication::translate("studio", "%1 has no pair with both sides non-empty")
                          .arg(source_file)
                          .toStdString());
  return pairs;
}

void throwIfCancelled(const std::atomic<bool>& cancel) {
  if (cancel.load()) throw attn::Error("cancelled");
}

}  // namespace

HeadLabWorker::HeadLabWorker(std::shared_ptr<std::atomic<int>> latest_translation)
    : latest_translation_(std::move(latest_translation)) {}

HeadLabWorker::~HeadLabWorker() = default;

void HeadLabWorker::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  translator_.setModel(std::move(model), backend_spec);
}

void HeadLabWorker::translate(const MaskedTranslationRequest& request) {
  // Superseded while waiting in the queue (the user clicked again): drop without doing the work.
  if (request.generation < latest_translation_->load()) return;
  auto result = std::make_shared<MaskedTranslationResult>();
  result->generation = request.generation;
  result->source = request.source;
  result->mask = request.mask;
  QElapsedTimer timer;
  timer.start();
  QString error;
  const std::string source = request.source.trimmed().toStdString();
  const auto leased = translator_.begin(&error);
  if (!leased) {
    result->error = error;
  } else if (!source.empty()) {
    attn::Backend& backend = translator_->backend();
    try {
      attn::DecodeOptions greedy;
      backend.set_head_mask({});
      const std::string unmasked = translator_->translate({source}, greedy).front().text();
      result->log_prob_unmasked = translator_->score({source}, {unmasked}).front();
      backend.set_head_mask(request.mask);
      result->log_prob_masked = translator_->score({source}, {unmasked}).front();
      result->masked = QString::fromStdString(translator_->translate({source}, greedy).front().text());
      result->unmasked = QString::fromStdString(unmasked);
    } catch (const std::exception& e) {
      result->error =
          QCoreApplication::translate("studio", "Could not translate: %1").arg(QString::fromUtf8(e.what()));
    }
    backend.set_head_mask({});
  }
  result->milliseconds = double(timer.nsecsElapsed()) / 1e6;
  emit translated(result);
}

void HeadLabWorker::runJob(const HeadLabJobRequest& request, std::shared_ptr<std::atomic<bool>> cancel) {
  auto result = std::make_shared<HeadLabJobResult>();
  result->generation = request.generation;
  result->request = request;
  QElapsedTimer timer;
  timer.start();
  QString error;
  const auto leased = cancel->load() ? WorkerTranslator::Job::none() : translator_.begin(&error);
  if (cancel->load()) {
    result->cancelled = true;
  } else if (!leased) {
    result->error = error;
  } else {
    result->backend = QString::fromStdString(translator_->backend().name());
    try {
      switch (request.job) {
        case HeadLabJob::kDevSet:
          runDevSet(request, *cancel, result.get());
          break;
        case HeadLabJob::kContrast:
          runContrast(request, *cancel, result.get());
          break;
        case HeadLabJob::kImportance:
          runImportance(request, *cancel, result.get());
          break;
      }
    } catch (const std::exception& e) {
      if (cancel->load())
        result->cancelled = true;
      else
        result->error =
            QCoreApplication::translate("studio", "The job failed: %1").arg(QString::fromUtf8(e.what()));
    }
    translator_->backend().set_head_mask({});
  }
  result->seconds = double(timer.nsecsElapsed()) / 1e9;
  emit jobFinished(result);
}

void HeadLabWorker::runDevSet(const HeadLabJobRequest& request, const std::atomic<bool>& cancel,
                              HeadLabJobResult* out) {
  const Pairs pairs = readPairs(request.source_file, request.reference_file, request.limit);
  const int n = int(pairs.sources.size());
  out->sentences = n;
  attn::DecodeOptions greedy;
  for (int phase = 0; phase < 2; ++phase) {
    translator_->backend().set_head_mask(phase == 0 ? attn::HeadMask{} : request.mask);
    std::vector<std::string> hypotheses;
    emit jobProgress(request.generation, phase, 0, n);
    for (std::size_t i = 0; i < pairs.sources.size(); i += kBatch) {
      throwIfCancelled(cancel);
      const std::size_t end = std::min(pairs.sources.size(), i + kBatch);
      const std::vector<std::string> batch(pairs.sources.begin() + std::ptrdiff_t(i),
                                           pairs.sources.begin() + std::ptrdiff_t(end));
      for (const auto& t : translator_->translate(batch, greedy)) hypotheses.push_back(t.text());
      emit jobProgress(request.generation, phase, int(end), n);
    }
    const double bleu = attn::corpus_bleu(hypotheses, pairs.references).score;
    const double chrf = attn::corpus_chrf(hypotheses, pairs.references).score;
    (phase == 0 ? out->bleu_before : out->bleu_after) = bleu;
    (phase == 0 ? out->chrf_before : out->chrf_after) = chrf;
  }
}

void HeadLabWorker::runContrast(const HeadLabJobRequest& request, const std::atomic<bool>& cancel,
                                HeadLabJobResult* out) {
  auto items = attn::read_contrast_items(request.contrast_file.toStdString());
  if (request.limit > 0 && std::size_t(request.limit) < items.size())
    items.resize(std::size_t(request.limit));
  const int n = int(items.size());
  out->sentences = n;
  for (int phase = 0; phase < 2; ++phase) {
    translator_->backend().set_head_mask(phase == 0 ? attn::HeadMask{} : request.mask);
    int correct = 0;
    emit jobProgress(request.generation, phase, 0, n);
    for (int i = 0; i < n; ++i) {
      throwIfCancelled(cancel);
      if (attn::score_contrast_items(*translator_, {items[std::size_t(i)]}).front().correct()) ++correct;
      emit jobProgress(request.generation, phase, i + 1, n);
    }
    (phase == 0 ? out->correct_before : out->correct_after) = correct;
  }
}

void HeadLabWorker::runImportance(const HeadLabJobRequest& request, const std::atomic<bool>& cancel,
                                  HeadLabJobResult* out) {
  const Pairs pairs = readPairs(request.source_file, request.reference_file, request.limit);
  out->sentences = int(pairs.sources.size());
  // Importance of the model as it is: no head switched off.
  translator_->backend().set_head_mask({});
  int phase = 0;
  attn::AnalysisControl control;
  control.cancel = &cancel;
  control.progress = [&](std::size_t done, std::size_t total) {
    emit jobProgress(request.generation, phase, int(done), int(total));
  };
  emit jobProgress(request.generation, 0, 0, out->sentences);
  auto importance = std::make_shared<const attn::HeadImportance>(
      attn::head_importance(*translator_, pairs.sources, pairs.references, control));
  out->importance = importance;
  if (!request.pruning_curve) return;
  phase = 1;
  std::vector<double> fractions;
  for (int i = 0; i < 10; ++i) fractions.push_back(i / 10.0);
  emit jobProgress(request.generation, 1, 0, int(fractions.size()));
  out->curve = attn::pruning_curve(*translator_, *importance, pairs.sources, pairs.references, fractions,
                                   attn::DecodeOptions{}, 1, control);
}

}  // namespace studio
