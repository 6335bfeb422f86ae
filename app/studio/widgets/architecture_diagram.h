// Paints an ArchitectureDiagramModel (Figure 1 of the paper for the loaded model), scaled to fit the
// widget, and reports clicks on its blocks. Painted with QPainter only, so PNG and SVG exports match it.
#pragma once

#include <QWidget>

#include "widgets/architecture_layout.h"

namespace studio {

class ArchitectureDiagram : public QWidget {
  Q_OBJECT
 public:
  explicit ArchitectureDiagram(QWidget* parent = nullptr);

  void setModel(ArchitectureDiagramModel model);
  const ArchitectureDiagramModel& model() const { return model_; }
  // Shown instead of the figure while there is no model.
  void setPlaceholderText(const QString& text);

  // The block under a point in widget coordinates, or null (tests click through this).
  const ArchitectureBlock* blockAtWidgetPoint(const QPointF& point) const;
  // The widget point at the centre of a block (tests).
  QPointF widgetPointOf(const QString& block_id) const;

  QSize sizeHint() const override { return {760, 820}; }
  // Grows with the text size setting, so enlarged text enlarges the figure's words too.
  QSize minimumSizeHint() const override;

 signals:
  void blockActivated(studio::ArchitectureTarget target, const QString& block_id);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  QTransform toWidget() const;  // logical diagram coordinates → widget coordinates
  // The part of the figure's coordinates that holds something (its blocks and arrows, with a margin): what
  // is scaled to the widget, so that empty margins take no room from the words.
  QRectF contentRect() const;
  void paintBlock(QPainter& p, const ArchitectureBlock& block) const;
  void paintArrow(QPainter& p, const ArchitectureArrow& arrow) const;

  ArchitectureDiagramModel model_;
  QString placeholder_;
  QString hovered_;
};

}  // namespace studio
