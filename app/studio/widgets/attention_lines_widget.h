// Attention as lines between two token columns (queries on the left, keys on the right), one colour per
// head, line opacity = weight: the "bertviz" picture, painted with QPainter so it exports to PNG and SVG.
// On screen the picture is drawn once into an image and repainted from it until something it shows changes.
#pragma once

#include <QColor>
#include <QImage>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace studio {

class AttentionLinesWidget : public QWidget {
  Q_OBJECT
 public:
  explicit AttentionLinesWidget(QWidget* parent = nullptr);

  // heads x queries x keys, row-major (one layer of attn::AttentionMaps).
  void setAttention(std::vector<float> weights, int heads, int queries, int keys);
  void setTokens(const QStringList& queries, const QStringList& keys);
  void setColumnTitles(const QString& queries_title, const QString& keys_title);
  void setHeadVisible(int head, bool visible);
  bool isHeadVisible(int head) const;
  static QColor headColor(int head);
  // Lines lighter than this are not drawn (they would only grey the picture).
  static constexpr float kMinWeight = 0.02f;
  // Without a hovered token, each query shows at most its strongest keys.
  static constexpr int kMaxLinesPerQuery = 4;
  // Number of lines the last paint drew (tests check that toggling heads changes it).
  int drawnLines() const { return drawn_lines_; }

  QSize sizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  struct Line {
    int query, key;
    float weight;
  };
  double rowPitch() const;
  int tokenAt(const QPointF& pos, bool* left) const;
  // The lines one head shows: per query its strongest keys (every key of a hovered token), none lighter
  // than kMinWeight.
  std::vector<Line> chooseLines(int head) const;
  // With `raster` (the image `p` paints on) the lines are blended into its pixels, else drawn by `p` (SVG).
  void paintPicture(QPainter& p, QImage* raster = nullptr) const;
  void invalidatePicture();

  std::vector<float> weights_;
  int heads_ = 0, queries_ = 0, keys_ = 0;
  QStringList query_tokens_, key_tokens_;
  QString queries_title_, keys_title_;
  std::vector<bool> visible_;
  int hover_query_ = -1, hover_key_ = -1;
  mutable int drawn_lines_ = 0;
  mutable QImage picture_;  // what the screen shows; null after a change
};

}  // namespace studio
