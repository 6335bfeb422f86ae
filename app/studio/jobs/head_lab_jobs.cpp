#include "jobs/head_lab_jobs.h"

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

void throwIfCancelled(const JobContext& job) {
  if (job.cancelled()) throw attn::Error("cancelled");
}

void runDevSet(JobContext& job, const HeadLabJobRequest& request, std::atomic<int>& phase,
               HeadLabJobResult* out) {
  const Pairs pairs = readPairs(request.source_file, request.reference_file, request.limit);
  const std::size_t n = pairs.sources.size();
  out->sentences = int(n);
  attn::DecodeOptions greedy;
  for (int pass = 0; pass < 2; ++pass) {
    phase = pass;
    job.translator.backend().set_head_mask(pass == 0 ? attn::HeadMask{} : request.mask);
    std::vector<std::string> hypotheses;
    job.control.progress(0, n);
    for (std::size_t i = 0; i < n; i += kBatch) {
      throwIfCancelled(job);
      const std::size_t end = std::min(n, i + kBatch);
      const std::vector<std::string> batch(pairs.sources.begin() + std::ptrdiff_t(i),
                                           pairs.sources.begin() + std::ptrdiff_t(end));
      for (const auto& t : job.translator.translate(batch, greedy)) hypotheses.push_back(t.text());
      job.control.progress(end, n);
    }
    const double bleu = attn::corpus_bleu(hypotheses, pairs.references).score;
    const double chrf = attn::corpus_chrf(hypotheses, pairs.references).score;
    (pass == 0 ? out->bleu_before : out->bleu_after) = bleu;
    (pass == 0 ? out->chrf_before : out->chrf_after) = chrf;
  }
}

void runContrast(JobContext& job, const HeadLabJobRequest& request, std::atomic<int>& phase,
                 HeadLabJobResult* out) {
  auto items = attn::read_contrast_items(request.contrast_file.toStdString());
  if (request.limit > 0 && std::size_t(request.limit) < items.size())
    items.resize(std::size_t(request.limit));
  const std::size_t n = items.size();
  out->sentences = int(n);
  for (int pass = 0; pass < 2; ++pass) {
    phase = pass;
    job.translator.backend().set_head_mask(pass == 0 ? attn::HeadMask{} : request.mask);
    int correct = 0;
    job.control.progress(0, n);
    for (std::size_t i = 0; i < n; ++i) {
      throwIfCancelled(job);
      if (attn::score_contrast_items(job.translator, {items[i]}).front().correct()) ++correct;
      job.control.progress(i + 1, n);
    }
    (pass == 0 ? out->correct_before : out->correct_after) = correct;
  }
}

void runImportance(JobContext& job, const HeadLabJobRequest& request, std::atomic<int>& phase,
                   HeadLabJobResult* out) {
  const Pairs pairs = readPairs(request.source_file, request.reference_file, request.limit);
  out->sentences = int(pairs.sources.size());
  // Importance of the model as it is: no head switched off.
  job.translator.backend().set_head_mask({});
  phase = 0;
  job.control.progress(0, pairs.sources.size());
  auto importance = std::make_shared<const attn::HeadImportance>(
      attn::head_importance(job.translator, pairs.sources, pairs.references, job.control));
  out->importance = importance;
  if (!request.pruning_curve) return;
  phase = 1;
  std::vector<double> fractions;
  for (int i = 0; i < 10; ++i) fractions.push_back(i / 10.0);
  job.control.progress(0, fractions.size());
  out->curve = attn::pruning_curve(job.translator, *importance, pairs.sources, pairs.references, fractions,
                                   attn::DecodeOptions{}, 1, job.control);
}

}  // namespace

MaskedTranslationResultPtr translateWithMask(JobContext& job, const MaskedTranslationRequest& request) {
  auto result = std::make_shared<MaskedTranslationResult>();
  result->source = request.source;
  result->mask = request.mask;
  QElapsedTimer timer;
  timer.start();
  const std::string source = request.source.trimmed().toStdString();
  if (!source.empty()) {
    attn::Translator& translator = job.translator;
    attn::Backend& backend = translator.backend();
    try {
      attn::DecodeOptions greedy;
      backend.set_head_mask({});
      const std::string unmasked = translator.translate({source}, greedy).front().text();
      result->log_prob_unmasked = translator.score({source}, {unmasked}).front();
      backend.set_head_mask(request.mask);
      result->log_prob_masked = translator.score({source}, {unmasked}).front();
      result->masked = QString::fromStdString(translator.translate({source}, greedy).front().text());
      result->unmasked = QString::fromStdString(unmasked);
    } catch (const std::exception& e) {
      result->error =
          QCoreApplication::translate("studio", "Could not translate: %1").arg(QString::fromUtf8(e.what()));
    }
  }
  result->milliseconds = double(timer.nsecsElapsed()) / 1e6;
  return result;
}

HeadLabJobResultPtr runHeadLabJob(JobContext& job, const HeadLabJobRequest& request,
                                  std::atomic<int>& phase) {
  auto result = std::make_shared<HeadLabJobResult>();
  result->request = request;
  result->backend = QString::fromStdString(job.translator.backend().name());
  QElapsedTimer timer;
  timer.start();
  try {
    switch (request.job) {
      case HeadLabJob::kDevSet:
        runDevSet(job, request, phase, result.get());
        break;
      case HeadLabJob::kContrast:
        runContrast(job, request, phase, result.get());
        break;
      case HeadLabJob::kImportance:
        runImportance(job, request, phase, result.get());
        break;
    }
  } catch (const std::exception& e) {
    if (!job.cancelled())
      throw attn::Error(QCoreApplication::translate("studio", "The job failed: %1")
                            .arg(QString::fromUtf8(e.what()))
                            .toStdString());
    result->cancelled = true;
  }
  result->seconds = double(timer.nsecsElapsed()) / 1e9;
  return result;
}

}  // namespace studio
