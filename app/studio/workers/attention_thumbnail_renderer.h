// Renders the attention view's grid thumbnails (one image per layer × head, and each head's numbers) on a
// worker thread, so the GUI thread only paints finished images. Each render() supersedes the one before it:
// the worker gives up at the next head once a newer request exists, and only the newest result arrives.
#pragma once

#include <QImage>
#include <QObject>
#include <QThreadPool>
#include <atomic>
#include <memory>
#include <vector>

#include "attention/backend.h"
#include "viewmodels/attention_math.h"
#include "widgets/heatmap_image.h"

namespace studio {

struct ThumbnailRenderRequest {
  std::shared_ptr<const attn::AttentionMaps> maps;  // shared, so it outlives a newer result on screen
  AttentionKind kind = AttentionKind::kEncoderSelf;
  HeatmapColoring coloring;
  bool with_stats = true;  // false when only the colouring changed: the numbers stay
  // A thumbnail's matrix on screen (HeatmapWidget::pictureSize()); empty: no pictures.
  QSize picture_size;
  qreal device_pixel_ratio = 1;
};

struct RenderedThumbnails {
  int generation = 0;
  HeatmapColoring coloring;
  bool with_stats = true;
  int layers = 0, heads = 0;
  std::vector<QImage> images;    // layer-major, one pixel per cell
  std::vector<QImage> pictures;  // layer-major, the same at picture_size (painted as they are)
  std::vector<HeadStats> stats;  // layer-major; empty without with_stats
};

class AttentionThumbnailRenderer : public QObject {
  Q_OBJECT
 public:
  explicit AttentionThumbnailRenderer(QObject* parent = nullptr);
  ~AttentionThumbnailRenderer() override;  // stops the worker and waits for it

  // Starts rendering every head of `request.maps` for its kind; returns the request's generation.
  int render(ThumbnailRenderRequest request);
  // Drops whatever is being rendered.
  void cancel();
  // A request has not been delivered yet.
  bool isRendering() const { return requested_ != delivered_; }
  int generation() const { return requested_; }
  // Renders on the calling thread (what the workers run, in parts; also for benchmarks and tests).
  static std::shared_ptr<RenderedThumbnails> renderNow(const ThumbnailRenderRequest& request, int generation);

 signals:
  // The newest request's thumbnails (on the GUI thread).
  void rendered(std::shared_ptr<const studio::RenderedThumbnails> thumbnails);

 private:
  // The result with room for every cell.
  static std::shared_ptr<RenderedThumbnails> prepare(const ThumbnailRenderRequest& request, int generation);
  // Renders the cells not yet taken (`next` hands them out, so a thread that starts late takes fewer);
  // false when a newer request than `latest` made it stop.
  static bool renderCells(const ThumbnailRenderRequest& request, const HeatmapColorTable& colors,
                          RenderedThumbnails& out, std::atomic<std::size_t>& next,
                          const std::atomic<int>* latest);

  QThreadPool pool_;
  std::shared_ptr<std::atomic<int>> latest_ = std::make_shared<std::atomic<int>>(0);
  int requested_ = 0, delivered_ = 0;
};

}  // namespace studio
