#include "jobs/inference_job.h"

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

InferenceResultPtr translateAndInspect(JobContext& job, const InferenceRequest& request) {
  attn::Translator& translator = job.translator;
  auto result = std::make_shared<InferenceResult>();
  result->request = request;
  QElapsedTimer timer;
  timer.start();
  result->backend = QString::fromStdString(translator.backend().name());
  result->device = QString::fromStdString(translator.backend().device());
  const std::string source = request.source.trimmed().toStdString();
  if (source.empty()) return result;
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
            translator.model().tokenizer.encode_target(request.force_word.trimmed().toStdString());
        if (ids.empty()) throw attn::Error("“" + request.force_word.toStdString() + "” has no tokens");
        token = ids.front();  // the word's first piece; greedy decoding finishes the word
      }
      options.beam_size = 1;
      options.n_best = 1;
      const attn::ForcedContinuation what_if =
          attn::continue_with_token(translator, source, base, request.force_step, token, options);
      result->forced_piece = QString::fromStdString(translator.model().tokenizer.piece(token));
      // By ids: the forced piece stays itself even where its text would re-encode to another piece.
      result->inspection = translator.inspect_ids(source, what_if.ids);
      result->candidates.push_back(
          {QString::fromStdString(what_if.text), what_if.ids, what_if.log_prob, what_if.log_prob});
    } else if (!forced.empty()) {
      result->inspection = request.forced_target_ids.empty()
                               ? translator.inspect(source, std::string_view(forced), options)
                               : translator.inspect_ids(source, request.forced_target_ids);
      const double lp = std::accumulate(result->inspection.token_log_probs.begin(),
                                        result->inspection.token_log_probs.end(), 0.0);
      result->candidates.push_back(
          {QString::fromStdString(forced), outputTokens(result->inspection), lp, lp});
    } else {
      // The model's own translation: one decoding pass gives the candidates, the best one's attention and
      // its step explanations (greedy or beam).
      attn::InspectedTranslation inspected =
          attn::translate_and_inspect(translator, source, options, request.explain_steps ? 10 : 0);
      for (const auto& c : inspected.candidates)
        result->candidates.push_back({QString::fromStdString(c.text), c.ids, c.log_prob, c.score});
      result->inspection = std::move(inspected.inspection);
      result->steps = std::move(inspected.steps);
    }
    result->has_inspection = true;
    if (request.explain_steps && result->steps.empty() && !job.cancelled())
      result->steps = attn::explain_decode_steps(translator, source, outputTokens(result->inspection), 10);
  } catch (const std::exception& e) {
    throw attn::Error(QCoreApplication::translate("studio", "Could not translate: %1")
                          .arg(QString::fromUtf8(e.what()))
                          .toStdString());
  }
  result->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return result;
}

}  // namespace studio
