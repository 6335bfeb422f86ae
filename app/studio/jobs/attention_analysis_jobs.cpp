#include "jobs/attention_analysis_jobs.h"

#include <QCoreApplication>
#include <exception>

#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/token_contributions.h"
#include "attention/translator.h"

namespace studio {

ContributionsOutcome traceContributions(JobContext& job, const InferenceResultPtr& result) {
  ContributionsOutcome out;
  out.result = result;
  try {
    const attn::Inspection& in = result->inspection;
    const attn::ForwardTrace trace =
        attn::trace_forward(job.translator, result->request.source.toStdString(), in.target_text);
    // The trace re-encodes the target text; a hypothesis whose pieces encode differently has other rows.
    if (trace.source_pieces != in.source_pieces || trace.target_pieces != in.target_pieces)
      throw attn::Error(
          QCoreApplication::translate("studio::AttentionView",
                                      "the target's text encodes to other pieces than the ones shown")
              .toStdString());
    out.value_weighted = std::make_shared<const attn::AttentionMaps>(
        attn::value_weighted_attention(trace, job.translator.model()));
    out.alti =
        std::make_shared<const attn::AttentionMaps>(attn::alti_contributions(trace, job.translator.model()));
  } catch (const std::exception& e) {
    out.error = QString::fromUtf8(e.what());
  }
  return out;
}

RolesOutcome measureHeadRoles(JobContext& job, const std::vector<std::string>& sources,
                              const std::vector<std::string>& references) {
  RolesOutcome out;
  try {
    const attn::PieceFrequencies frequencies =
        attn::count_piece_frequencies(job.translator.model().tokenizer, {}, {});
    out.roles = std::make_shared<const attn::HeadRoles>(
        attn::head_roles(job.translator, sources, references, frequencies, {}, job.control));
  } catch (const std::exception& e) {
    out.cancelled = job.cancelled();
    out.error = QString::fromUtf8(e.what());
  }
  return out;
}

AlignmentOutcome alignEveryHead(JobContext& job, const std::vector<std::string>& sources,
                                const std::vector<std::string>& targets,
                                const std::vector<attn::GoldAlignment>& gold) {
  AlignmentOutcome out;
  try {
    out.report = std::make_shared<const attn::AlignmentReport>(
        attn::align_pairs(job.translator, sources, targets, &gold, {}, job.control));
  } catch (const std::exception& e) {
    out.cancelled = job.cancelled();
    out.error = QString::fromUtf8(e.what());
  }
  return out;
}

}  // namespace studio
