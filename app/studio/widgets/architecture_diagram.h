// Paints an ArchitectureDiagramModel (Figure 1 of the paper for the loaded model), scaled to fit the
// widget, and reports clicks on its blocks. Painted with QPainter only, so PNG and SVG exports match it.
// Where Figure 1's arrangement cannot be drawn as large as the text size asks (a 1024×768 projector with
// presenter mode's text), the compact arrangement is drawn instead, if it gives larger words.
#pragma once

#include <QWidget>

#include "widgets/architecture_layout.h"

namespace studio {

class ArchitectureDiagram : public QWidget {
  Q_OBJECT
 public:
  explicit ArchitectureDiagram(QWidget* parent = nullptr);

  // The figure in Figure 1's arrangement and, optionally, the same figure in the compact one.
  void setModel(ArchitectureDiagramModel figure, ArchitectureDiagramModel compact = {});
  // The arrangement drawn at the widget's current size.
  const ArchitectureDiagramModel& model() const;
  bool isCompact() const { return &model() == &compact_; }
  // The smallest text drawn, in widget pixels (words shrunk to fit their block included); 0 without a model.
  double smallestTextPixels() const;
  // Shown instead of the figure while there is no model.
  void setPlaceholderText(const QString& text);

  // The block under a point in widget coordinates, or null (tests click through this).
  const ArchitectureBlock* blockAtWidgetPoint(const QPointF& point) const;
  // The widget point at the centre of a block (tests).
  QPointF widgetPointOf(const QString& block_id) const;

  QSize sizeHint() const override { return {760, 820}; }
  // With enlarged text, tall enough for readable words (kReadableTextPixels) in the compact arrangement.
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
  // The part of a figure's coordinates that holds something (its blocks and arrows, with a margin): what
  // is scaled to the widget, so that empty margins take no room from the words.
  QRectF contentRect(const ArchitectureDiagramModel& model) const;
  // The scale at which `model` fits the widget.
  double fitScale(const ArchitectureDiagramModel& model) const;
  void paintBlock(QPainter& p, const ArchitectureBlock& block) const;
  void paintArrow(QPainter& p, const ArchitectureArrow& arrow) const;

  ArchitectureDiagramModel figure_, compact_;
  QString placeholder_;
  QString hovered_;
};

}  // namespace studio
