#include "jobs/probe_jobs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

#include "viewmodels/pronoun_swaps.h"

namespace studio {

ProbeResultPtr probeCandidates(JobContext& job, const ProbeRequest& request) {
  auto result = std::make_shared<ProbeResult>();
  result->request = request;
  QElapsedTimer timer;
  timer.start();
  const std::string source = request.source.trimmed().toStdString();
  attn::Translator& translator = job.translator;
  if (!source.empty()) {
    try {
      for (const QString& c : request.candidates)
        if (!c.trimmed().isEmpty()) result->candidates.append(c.trimmed());
      if (result->candidates.isEmpty()) {
        // Nothing typed: the model's own greedy translation, its first German pronoun swapped.
        const attn::Inspection own = translator.inspect(source, std::nullopt);
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
        if (job.cancelled()) return result;  // superseded: nobody waits for it
        const std::string target = candidate.toStdString();
        result->inspections.push_back(translator.inspect(source, std::string_view(target)));
      }
    } catch (const std::exception& e) {
      result->inspections.clear();
      result->error =
          QCoreApplication::translate("studio", "Could not score: %1").arg(QString::fromUtf8(e.what()));
    }
  }
  result->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return result;
}

ContrastBatchPtr scoreContrastBatch(JobContext& job, const std::vector<attn::ContrastItem>& items,
                                    const QString& file) {
  auto batch = std::make_shared<ContrastBatch>();
  batch->file = file;
  batch->items = items;
  batch->scores.reserve(items.size());
  for (const attn::ContrastItem& item : items) {
    if (job.cancelled()) {
      batch->cancelled = true;
      break;
    }
    try {
      batch->scores.push_back(attn::score_contrast_items(job.translator, {item})[0]);
    } catch (const std::exception& e) {
      batch->error = QCoreApplication::translate("studio", "Could not score line %1: %2")
                         .arg(item.line)
                         .arg(QString::fromUtf8(e.what()));
      break;
    }
    job.control.progress(batch->scores.size(), items.size());
  }
  return batch;
}

}  // namespace studio
