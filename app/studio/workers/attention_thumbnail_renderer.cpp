#include "workers/attention_thumbnail_renderer.h"

#include <QMetaObject>
#include <QPointer>
#include <QThread>
#include <algorithm>

namespace studio {

AttentionThumbnailRenderer::AttentionThumbnailRenderer(QObject* parent) : QObject(parent) {
  // Threads of its own: a long analysis on the global pool must not hold the grid back. Two, as the GUI
  // thread is idle while they render.
  pool_.setMaxThreadCount(std::clamp(QThread::idealThreadCount(), 1, 2));
}

AttentionThumbnailRenderer::~AttentionThumbnailRenderer() {
  latest_->store(-1);
  pool_.waitForDone();
}

std::shared_ptr<RenderedThumbnails> AttentionThumbnailRenderer::prepare(const ThumbnailRenderRequest& request,
                                                                        int generation) {
  auto out = std::make_shared<RenderedThumbnails>();
  out->generation = generation;
  out->coloring = request.coloring;
  out->with_stats = request.with_stats;
  if (!request.maps) return out;
  const AttentionShape shape = shapeOf(*request.maps, request.kind);
  out->layers = shape.layers;
  out->heads = shape.heads;
  const std::size_t cells = std::size_t(shape.layers) * std::size_t(shape.heads);
  out->images.resize(cells);
  if (request.with_stats) out->stats.resize(cells);
  return out;
}

bool AttentionThumbnailRenderer::renderCells(const ThumbnailRenderRequest& request, RenderedThumbnails& out,
                                             std::size_t first, std::size_t step,
                                             const std::atomic<int>* latest) {
  if (!request.maps || out.heads == 0) return true;
  const AttentionShape shape = shapeOf(*request.maps, request.kind);
  for (std::size_t i = first; i < out.images.size(); i += step) {
    if (latest && latest->load(std::memory_order_relaxed) != out.generation) return false;  // superseded
    const int layer = int(i / std::size_t(out.heads)), head = int(i % std::size_t(out.heads));
    const std::vector<float> m = headMatrix(*request.maps, request.kind, layer, head);
    out.images[i] = renderHeatmapImage(m.data(), shape.queries, shape.keys, request.coloring);
    if (request.with_stats) out.stats[i] = headStats(m, shape.queries, shape.keys);
  }
  return true;
}

std::shared_ptr<RenderedThumbnails> AttentionThumbnailRenderer::renderNow(
    const ThumbnailRenderRequest& request, int generation) {
  auto out = prepare(request, generation);
  renderCells(request, *out, 0, 1, nullptr);
  return out;
}

int AttentionThumbnailRenderer::render(ThumbnailRenderRequest request) {
  const int generation = ++requested_;
  latest_->store(generation);
  // The cells are dealt out to the pool's threads; the last one to finish delivers, unless a newer request
  // came first.
  const auto shared_request = std::make_shared<const ThumbnailRenderRequest>(std::move(request));
  const std::shared_ptr<RenderedThumbnails> out = prepare(*shared_request, generation);
  const int parts = pool_.maxThreadCount();
  auto unfinished = std::make_shared<std::atomic<int>>(parts);
  auto superseded = std::make_shared<std::atomic<bool>>(false);
  QPointer<AttentionThumbnailRenderer> self(this);
  for (int part = 0; part < parts; ++part)
    pool_.start([self, latest = latest_, shared_request, out, unfinished, superseded, part, parts] {
      if (!renderCells(*shared_request, *out, std::size_t(part), std::size_t(parts), latest.get()))
        superseded->store(true);
      if (unfinished->fetch_sub(1) != 1 || superseded->load()) return;
      std::shared_ptr<const RenderedThumbnails> done = out;
      QMetaObject::invokeMethod(
          self.data(),
          [self, done] {
            // A newer request may have started after this one finished.
            if (!self || done->generation != self->requested_) return;
            self->delivered_ = done->generation;
            emit self->rendered(done);
          },
          Qt::QueuedConnection);
    });
  return generation;
}

void AttentionThumbnailRenderer::cancel() {
  latest_->store(++requested_);
  delivered_ = requested_;
}

}  // namespace studio
