#include "jobs/head_finder_jobs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <exception>

#include "attention/error.h"

namespace studio {

namespace {

// The readers' limits are the CLI's: a file over them is refused before it is read.
std::string readSmallFile(const QString& path, qint64 max_bytes) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw attn::Error(path.toStdString() + ": " + file.errorString().toStdString());
  if (file.size() > max_bytes)
    throw attn::Error(path.toStdString() + " is larger than " + std::to_string(max_bytes >> 20) + " MiB");
  return file.readAll().toStdString();
}

double secondsSince(const QElapsedTimer& timer) { return double(timer.nsecsElapsed()) / 1e9; }

}  // namespace

HeadFinderResultPtr findAntecedentHeads(JobContext& job, const HeadFinderRequest& request) {
  QElapsedTimer timer;
  timer.start();
  auto result = std::make_shared<HeadFinderResult>();
  result->file = request.file;
  result->backend = QString::fromStdString(job.translator.backend().name());
  try {
    result->items = attn::parse_antecedent_items(readSmallFile(request.file, qint64(64) << 20),
                                                 request.file.toStdString());
    result->sentences_in_file = int(result->items.size());
    if (request.limit > 0 && request.limit < int(result->items.size()))
      result->items.resize(std::size_t(request.limit));
    auto report = attn::find_antecedent_heads(job.translator, result->items, [&job](int done, int total) {
      job.control.progress(std::size_t(done), std::size_t(total));
      return !job.cancelled();
    });
    result->report = std::make_shared<const attn::AntecedentReport>(std::move(report));
  } catch (const std::exception& e) {
    throw attn::Error(QCoreApplication::translate("studio", "The head finder failed: %1")
                          .arg(QString::fromUtf8(e.what()))
                          .toStdString());
  }
  result->seconds = secondsSince(timer);
  return result;
}

CausalHeadsResultPtr patchEveryHead(JobContext& job, const CausalHeadsRequest& request) {
  QElapsedTimer timer;
  timer.start();
  auto result = std::make_shared<CausalHeadsResult>();
  result->file = request.file;
  result->backend = QString::fromStdString(job.translator.backend().name());
  try {
    std::vector<attn::PatchingPair> pairs =
        attn::parse_patching_pairs(readSmallFile(request.file, qint64(16) << 20), request.file.toStdString());
    result->pairs_in_file = int(pairs.size());
    if (request.limit > 0 && request.limit < int(pairs.size())) pairs.resize(std::size_t(request.limit));
    const std::size_t total = pairs.size();
    job.control.progress(0, total);
    for (std::size_t i = 0; i < total; ++i) {
      if (job.cancelled()) {
        result->cancelled = true;
        break;
      }
      const attn::PatchingPair& pair = pairs[i];
      try {
        result->results.push_back(attn::patch_pair(job.translator, pair));
        result->pairs.push_back(pair);
      } catch (const attn::Error& e) {
        result->skipped.push_back(QCoreApplication::translate("studio", "line %1: %2")
                                      .arg(pair.line)
                                      .arg(QString::fromUtf8(e.what())));
      }
      job.control.progress(i + 1, total);
    }
    result->ranking = attn::rank_heads_by_patching(result->results, request.min_effect);
  } catch (const std::exception& e) {
    throw attn::Error(QCoreApplication::translate("studio", "Patching failed: %1")
                          .arg(QString::fromUtf8(e.what()))
                          .toStdString());
  }
  result->seconds = secondsSince(timer);
  return result;
}

}  // namespace studio
