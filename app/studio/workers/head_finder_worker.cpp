#include "workers/head_finder_worker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <exception>

#include "attention/error.h"

namespace studio {

namespace {

std::vector<attn::AntecedentItem> readItems(const QString& path) {
  constexpr qint64 kMaxBytes = qint64(64) << 20;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw attn::Error(path.toStdString() + ": " + file.errorString().toStdString());
  if (file.size() > kMaxBytes) throw attn::Error(path.toStdString() + " is larger than 64 MiB");
  return attn::parse_antecedent_items(file.readAll().toStdString(), path.toStdString());
}

std::vector<attn::PatchingPair> readPairs(const QString& path) {
  constexpr qint64 kMaxBytes = qint64(16) << 20;
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly))
    throw attn::Error(path.toStdString() + ": " + file.errorString().toStdString());
  if (file.size() > kMaxBytes) throw attn::Error(path.toStdString() + " is larger than 16 MiB");
  return attn::parse_patching_pairs(file.readAll().toStdString(), path.toStdString());
}

}  // namespace

HeadFinderWorker::HeadFinderWorker(std::shared_ptr<std::atomic<int>> stop_below)
    : stop_below_(std::move(stop_below)) {}

HeadFinderWorker::~HeadFinderWorker() = default;

void HeadFinderWorker::setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec) {
  translator_.setModel(std::move(model), backend_spec);
}

void HeadFinderWorker::run(const HeadFinderRequest& request) {
  auto result = std::make_shared<HeadFinderResult>();
  result->generation = request.generation;
  result->file = request.file;
  // Superseded while waiting in the queue: report nothing but the (empty) result, so the client can tell.
  if (request.generation < stop_below_->load()) {
    emit finished(result);
    return;
  }
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
  try {
    result->items = readItems(request.file);
    result->sentences_in_file = int(result->items.size());
    if (request.limit > 0 && request.limit < int(result->items.size()))
      result->items.resize(std::size_t(request.limit));
    // Progress is throttled: a signal per sentence would flood the GUI thread on a fast backend.
    QElapsedTimer since_signal;
    since_signal.start();
    const int generation = request.generation;
    auto report = attn::find_antecedent_heads(*translator_, result->items, [&](int done, int total) {
      if (done == total || since_signal.elapsed() >= 40) {
        emit progress(generation, done, total);
        since_signal.restart();
      }
      return generation >= stop_below_->load();
    });
    result->report = std::make_shared<const attn::AntecedentReport>(std::move(report));
  } catch (const std::exception& e) {
    result->error =
        QCoreApplication::translate("studio", "The head finder failed: %1").arg(QString::fromUtf8(e.what()));
  }
  result->seconds = double(timer.nsecsElapsed()) / 1e9;
  emit finished(result);
}

void HeadFinderWorker::runPatching(const CausalHeadsRequest& request) {
  auto result = std::make_shared<CausalHeadsResult>();
  result->generation = request.generation;
  result->file = request.file;
  if (request.generation < stop_below_->load()) {
    result->cancelled = true;  // cancelled before its first pair: an empty grid that says so
    emit patchingFinished(result);
    return;
  }
  QElapsedTimer timer;
  timer.start();
  QString error;
  const auto leased = translator_.begin(&error);
  if (!leased) {
    result->error = error;
    emit patchingFinished(result);
    return;
  }
  result->backend = QString::fromStdString(translator_->backend().name());
  try {
    std::vector<attn::PatchingPair> pairs = readPairs(request.file);
    result->pairs_in_file = int(pairs.size());
    if (request.limit > 0 && request.limit < int(pairs.size())) pairs.resize(std::size_t(request.limit));
    const int total = int(pairs.size());
    emit progress(request.generation, 0, total);
    for (int i = 0; i < total; ++i) {
      if (request.generation < stop_below_->load()) {
        result->cancelled = true;
        break;
      }
      const attn::PatchingPair& pair = pairs[std::size_t(i)];
      try {
        result->results.push_back(attn::patch_pair(*translator_, pair));
        result->pairs.push_back(pair);
      } catch (const attn::Error& e) {
        // One refused pair (different token counts, a word not in the translation) leaves the others.
        result->skipped.push_back(QCoreApplication::translate("studio", "line %1: %2")
                                      .arg(pair.line)
                                      .arg(QString::fromUtf8(e.what())));
      }
      emit progress(request.generation, i + 1, total);
    }
    result->ranking = attn::rank_heads_by_patching(result->results, request.min_effect);
  } catch (const std::exception& e) {
    result->error =
        QCoreApplication::translate("studio", "Patching failed: %1").arg(QString::fromUtf8(e.what()));
  }
  result->seconds = double(timer.nsecsElapsed()) / 1e9;
  emit patchingFinished(result);
}

}  // namespace studio
