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
  if (!request.picture_size.isEmpty()) out->pictures.resize(cells);
  if (request.with_stats) out->stats.resize(cells);
  return out;
}

bool AttentionThumbnailRenderer::renderCells(const ThumbnailRenderRequest& request,
                                             const HeatmapColorTable& colors, RenderedThumbnails& out,
                                             std::atomic<std::size_t>& next, const std::atomic<int>* latest) {
  if (!request.maps || out.heads == 0) return true;
  const AttentionShape shape = shapeOf(*request.maps, request.kind);
  for (std::size_t i = next++; i < out.images.size(); i = next++) {
    if (latest && latest->load(std::memory_order_relaxed) != out.generation) return false;  // superseded
    const int layer = int(i / std::size_t(out.heads)), head = int(i % std::size_t(out.heads));
    // The weights are read where they lie; maps without them (never from the engine) show zeros.
    std::vector<float> zeros;
    const float* m = headWeights(*request.maps, request.kind, layer, head);
    if (!m) {
      zeros.assign(std::size_t(shape.queries) * std::size_t(shape.keys), 0.0f);
      m = zeros.data();
    }
    out.images[i] = renderHeatmapImage(m, shape.queries, shape.keys, colors);
    if (!out.pictures.empty()) {
      out.pictures[i] = scaleHeatmapImage(out.images[i], request.picture_size, request.coloring.focus_row);
      out.pictures[i].setDevicePixelRatio(request.device_pixel_ratio);
    }
    if (request.with_stats) out.stats[i] = headStats(m, shape.queries, shape.keys);
  }
  return true;
}

std::shared_ptr<RenderedThumbnails> AttentionThumbnailRenderer::renderNow(
    const ThumbnailRenderRequest& request, int generation) {
  auto out = prepare(request, generation);
  std::atomic<std::size_t> next = 0;
  renderCells(request, HeatmapColorTable(request.coloring), *out, next, nullptr);
  return out;
}

int AttentionThumbnailRenderer::render(ThumbnailRenderRequest request) {
  const int generation = ++requested_;
  latest_->store(generation);
  // The pool's threads take the cells one at a time; the last one to finish delivers, unless a newer request
  // came first.
  const auto shared_request = std::make_shared<const ThumbnailRenderRequest>(std::move(request));
  const std::shared_ptr<RenderedThumbnails> out = prepare(*shared_request, generation);
  const auto colors = std::make_shared<const HeatmapColorTable>(shared_request->coloring);
  const int parts = pool_.maxThreadCount();
  auto next = std::make_shared<std::atomic<std::size_t>>(0);
  auto unfinished = std::make_shared<std::atomic<int>>(parts);
  auto superseded = std::make_shared<std::atomic<bool>>(false);
  QPointer<AttentionThumbnailRenderer> self(this);
  for (int part = 0; part < parts; ++part)
    pool_.start([self, latest = latest_, shared_request, colors, out, next, unfinished, superseded] {
      if (!renderCells(*shared_request, *colors, *out, *next, latest.get())) superseded->store(true);
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
