#include "workers/attention_thumbnail_renderer.h"

#include <QMetaObject>
#include <QPointer>

namespace studio {

AttentionThumbnailRenderer::AttentionThumbnailRenderer(QObject* parent) : QObject(parent) {
  // One thread of its own: a long analysis on the global pool must not hold the grid back.
  pool_.setMaxThreadCount(1);
}

AttentionThumbnailRenderer::~AttentionThumbnailRenderer() {
  latest_->store(-1);
  pool_.waitForDone();
}

std::shared_ptr<RenderedThumbnails> AttentionThumbnailRenderer::renderNow(
    const ThumbnailRenderRequest& request, int generation, const std::atomic<int>* latest) {
  auto out = std::make_shared<RenderedThumbnails>();
  out->generation = generation;
  out->coloring = request.coloring;
  out->with_stats = request.with_stats;
  if (!request.maps) return out;
  const AttentionShape shape = shapeOf(*request.maps, request.kind);
  out->layers = shape.layers;
  out->heads = shape.heads;
  const std::size_t cells = std::size_t(shape.layers) * std::size_t(shape.heads);
  out->images.reserve(cells);
  if (request.with_stats) out->stats.reserve(cells);
  for (int l = 0; l < shape.layers; ++l)
    for (int h = 0; h < shape.heads; ++h) {
      if (latest && latest->load(std::memory_order_relaxed) != generation) return nullptr;  // superseded
      const std::vector<float> m = headMatrix(*request.maps, request.kind, l, h);
      out->images.push_back(renderHeatmapImage(m.data(), shape.queries, shape.keys, request.coloring));
      if (request.with_stats) out->stats.push_back(headStats(m, shape.queries, shape.keys));
    }
  return out;
}

int AttentionThumbnailRenderer::render(ThumbnailRenderRequest request) {
  const int generation = ++requested_;
  latest_->store(generation);
  QPointer<AttentionThumbnailRenderer> self(this);
  pool_.start([self, latest = latest_, generation, request = std::move(request)] {
    std::shared_ptr<const RenderedThumbnails> done = renderNow(request, generation, latest.get());
    if (!done) return;
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
