// One panel of the illustrations view: a picture from the paper with its controls, exportable as an image
// (its exportWidget) and as the numbers behind it (CSV or JSON).
#pragma once

#include <QString>
#include <QWidget>

namespace studio {

class IllustrationPanel : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;

  // Stable: "mask", "smoothing", "noam" (used by --text and links).
  virtual QString panelId() const = 0;
  virtual QString panelTitle() const = 0;
  virtual QWidget* exportWidget() { return this; }
  virtual bool exportData(const QString& path, QString* error) = 0;
};

}  // namespace studio
