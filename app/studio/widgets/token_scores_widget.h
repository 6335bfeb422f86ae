// Candidate translations token by token: each candidate a title line (its log P), then its pieces as chips
// with the piece on top and its log P below, wrapped to the width; the pieces that differ between the
// candidates are highlighted. Painted with QPainter, so it renders to PNG and SVG.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace studio {

struct TokenScoreRow {
  QString title;
  QStringList tokens;
  std::vector<double> log_probs;  // one per token
  std::vector<bool> highlighted;  // one per token
  bool preferred = false;         // drawn bold with a marker
};

class TokenScoresWidget : public QWidget {
  Q_OBJECT
 public:
  explicit TokenScoresWidget(QWidget* parent = nullptr);

  void setRows(QList<TokenScoreRow> rows);
  const QList<TokenScoreRow>& rows() const { return rows_; }

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  // Lays every row out for `width`; paints when a painter is given. Returns the height used.
  int layoutAndPaint(int width, class QPainter* painter) const;

  QList<TokenScoreRow> rows_;
};

}  // namespace studio
