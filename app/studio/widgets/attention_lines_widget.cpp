#include "widgets/attention_lines_widget.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <map>
#include <numeric>

#include "core/font_scale.h"
#include "widgets/color_maps.h"
#include "widgets/line_blender.h"

namespace studio {

namespace {
constexpr double kMargin = 12, kTitleHeight = 26, kColumnGap = 220;
// Lines whose weights round to the same step share one pen and are drawn in one call; a step changes the
// opacity by less than one 8-bit level.
constexpr float kWeightSteps = 256.0f;
}  // namespace

AttentionLinesWidget::AttentionLinesWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setMinimumSize(360, 200);
  setToolTip(
      tr("Each line joins a query token (left) to a key token (right); its opacity is the attention "
         "weight. Hover a token to see only its lines."));
}

void AttentionLinesWidget::setAttention(std::vector<float> weights, int heads, int queries, int keys) {
  weights_ = std::move(weights);
  heads_ = heads;
  queries_ = queries;
  keys_ = keys;
  visible_.resize(std::size_t(std::max(heads, 0)), true);
  updateGeometry();
  invalidatePicture();
}

void AttentionLinesWidget::setTokens(const QStringList& queries, const QStringList& keys) {
  query_tokens_ = queries;
  key_tokens_ = keys;
  invalidatePicture();
}

void AttentionLinesWidget::setColumnTitles(const QString& queries_title, const QString& keys_title) {
  queries_title_ = queries_title;
  keys_title_ = keys_title;
  invalidatePicture();
}

void AttentionLinesWidget::setHeadVisible(int head, bool visible) {
  if (head < 0) return;
  if (std::size_t(head) >= visible_.size()) visible_.resize(std::size_t(head) + 1, true);
  visible_[std::size_t(head)] = visible;
  invalidatePicture();
}

bool AttentionLinesWidget::isHeadVisible(int head) const {
  return head >= 0 && std::size_t(head) < visible_.size() && visible_[std::size_t(head)];
}

QColor AttentionLinesWidget::headColor(int head) { return color_maps::categorical(head); }

QSize AttentionLinesWidget::sizeHint() const {
  const int rows = std::max(queries_, keys_);
  return {560, int(kTitleHeight + 2 * kMargin + std::clamp(rows, 4, 60) * 20)};
}

double AttentionLinesWidget::rowPitch() const {
  const int rows = std::max({queries_, keys_, 1});
  return std::min(24.0, (height() - kTitleHeight - 2 * kMargin) / rows);
}

int AttentionLinesWidget::tokenAt(const QPointF& pos, bool* left) const {
  const double pitch = rowPitch();
  const int index = int((pos.y() - kTitleHeight - kMargin) / pitch);
  *left = pos.x() < width() / 2.0;
  const int count = *left ? queries_ : keys_;
  return pos.y() >= kTitleHeight + kMargin && index >= 0 && index < count ? index : -1;
}

std::vector<AttentionLinesWidget::Line> AttentionLinesWidget::chooseLines(int head) const {
  std::vector<Line> lines;
  std::vector<int> order(static_cast<std::size_t>(keys_));
  const int per_query = hover_query_ >= 0 || hover_key_ >= 0 ? keys_ : std::min(keys_, kMaxLinesPerQuery);
  for (int q = 0; q < queries_; ++q) {
    if (hover_query_ >= 0 && q != hover_query_) continue;
    const float* row = weights_.data() + (std::size_t(head) * queries_ + q) * keys_;
    std::iota(order.begin(), order.end(), 0);
    std::partial_sort(order.begin(), order.begin() + per_query, order.end(),
                      [row](int a, int b) { return row[a] > row[b]; });
    for (int i = 0; i < per_query; ++i) {
      const int k = order[std::size_t(i)];
      if (row[k] < kMinWeight) break;  // sorted: the rest are lighter
      if (hover_key_ < 0 || k == hover_key_) lines.push_back({q, k, row[k]});
    }
  }
  return lines;
}

void AttentionLinesWidget::paintEvent(QPaintEvent* event) {
  Q_UNUSED(event);
  QPainter p(this);
  // SVG export gets vectors; the screen (and PNG export) the cached picture.
  if (p.paintEngine() && p.paintEngine()->type() == QPaintEngine::SVG) return paintPicture(p);
  const qreal dpr = devicePixelRatioF();
  if (picture_.isNull() || picture_.size() != size() * dpr) {
    picture_ = QImage(size() * dpr, QImage::Format_ARGB32_Premultiplied);
    picture_.setDevicePixelRatio(dpr);
    QPainter image_painter(&picture_);
    paintPicture(image_painter, &picture_);
  }
  p.drawImage(QPointF(0, 0), picture_);
}

void AttentionLinesWidget::paintPicture(QPainter& p, QImage* raster) const {
  p.setRenderHint(QPainter::Antialiasing);
  p.fillRect(rect(), palette().base());
  drawn_lines_ = 0;
  if (heads_ == 0 || queries_ == 0 || keys_ == 0) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter, tr("No attention to show yet"));
    return;
  }
  const double pitch = rowPitch();
  QFont font = QWidget::font();  // an image's painter starts with the application's font
  // Labels follow the text size (presenter mode) as far as the row pitch leaves room.
  const double text_scale = fontScale();
  font.setPointSizeF(std::clamp(pitch * 0.55, 6.0, 10.5 * text_scale));
  p.setFont(font);
  const QFontMetricsF fm(font);
  const double center = width() / 2.0;
  const double left_x = std::max(kMargin + 40, center - kColumnGap / 2),
               right_x = std::min(width() - kMargin - 40, center + kColumnGap / 2);
  auto query_y = [&](int i) { return kTitleHeight + kMargin + (i + 0.5) * pitch; };

  // Column titles.
  QFont bold = font;
  bold.setBold(true);
  bold.setPointSizeF(10 * std::min(text_scale, 1.4));  // the title row has a fixed height
  p.setFont(bold);
  p.setPen(palette().color(QPalette::Text));
  p.drawText(QRectF(0, 0, left_x + 6, kTitleHeight), Qt::AlignRight | Qt::AlignVCenter, queries_title_);
  p.drawText(QRectF(right_x - 6, 0, width() - right_x, kTitleHeight), Qt::AlignLeft | Qt::AlignVCenter,
             keys_title_);
  p.setFont(font);

  // Lines: per head, weight as opacity; for each query only its strongest keys (a long sentence with many
  // heads would otherwise be tens of thousands of faint lines: slow, and unreadable). With a hovered token
  // only its lines are drawn.
  std::vector<std::vector<Line>> chosen(static_cast<std::size_t>(heads_));
  int total = 0;
  for (int h = 0; h < heads_; ++h)
    if (isHeadVisible(h)) total += int((chosen[std::size_t(h)] = chooseLines(h)).size());
  if (raster) {
    // Into the pixels directly, anti-aliased at any number of lines; the painter resumes for the tokens.
    p.end();
    for (int h = 0; h < heads_; ++h) {
      const QRgb color = headColor(h).rgb();
      for (const Line& line : chosen[std::size_t(h)])
        blendLine(*raster, QPointF(left_x + 4, query_y(line.query)), QPointF(right_x - 4, query_y(line.key)),
                  1.0 + 2.5 * line.weight, color, std::clamp(double(line.weight), 0.05, 1.0));
    }
    p.begin(raster);
    p.setFont(font);
    drawn_lines_ = total;
  }
  p.setRenderHint(QPainter::Antialiasing, total <= 3000);
  for (int h = 0; h < heads_ && !raster; ++h) {
    std::map<int, std::vector<QLineF>> by_weight;  // weight step -> lines
    for (const Line& line : chosen[std::size_t(h)])
      by_weight[int(std::lround(line.weight * kWeightSteps))].emplace_back(
          QPointF(left_x + 4, query_y(line.query)), QPointF(right_x - 4, query_y(line.key)));
    QColor color = headColor(h);
    for (const auto& [step, lines] : by_weight) {
      const double w = step / double(kWeightSteps);
      color.setAlphaF(float(std::clamp(w, 0.05, 1.0)));
      p.setPen(QPen(color, 1.0 + 2.5 * w));
      p.drawLines(lines.data(), int(lines.size()));
    }
  }
  drawn_lines_ = total;
  p.setRenderHint(QPainter::Antialiasing);

  // Tokens.
  p.setPen(palette().color(QPalette::Text));
  for (int q = 0; q < queries_; ++q) {
    const QString text = fm.elidedText(query_tokens_.value(q), Qt::ElideRight, left_x - kMargin - 8);
    if (q == hover_query_)
      p.fillRect(QRectF(kMargin, query_y(q) - pitch / 2, left_x - kMargin, pitch), palette().highlight());
    p.drawText(QRectF(kMargin, query_y(q) - pitch / 2, left_x - kMargin - 8, pitch),
               Qt::AlignRight | Qt::AlignVCenter, text);
  }
  for (int k = 0; k < keys_; ++k) {
    const QString text = fm.elidedText(key_tokens_.value(k), Qt::ElideRight, width() - right_x - kMargin - 8);
    if (k == hover_key_)
      p.fillRect(QRectF(right_x, query_y(k) - pitch / 2, width() - right_x - kMargin, pitch),
                 palette().highlight());
    p.drawText(QRectF(right_x + 8, query_y(k) - pitch / 2, width() - right_x - kMargin - 8, pitch),
               Qt::AlignLeft | Qt::AlignVCenter, text);
  }
}

void AttentionLinesWidget::mouseMoveEvent(QMouseEvent* event) {
  bool left = false;
  const int index = tokenAt(event->position(), &left);
  const int query = left ? index : -1, key = left ? -1 : index;
  if (query != hover_query_ || key != hover_key_) {
    hover_query_ = query;
    hover_key_ = key;
    invalidatePicture();
  }
}

void AttentionLinesWidget::leaveEvent(QEvent* event) {
  QWidget::leaveEvent(event);
  if (hover_query_ >= 0 || hover_key_ >= 0) {
    hover_query_ = hover_key_ = -1;
    invalidatePicture();
  }
}

void AttentionLinesWidget::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  invalidatePicture();
}

void AttentionLinesWidget::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange) invalidatePicture();
}

void AttentionLinesWidget::invalidatePicture() {
  picture_ = QImage();
  update();
}

}  // namespace studio
