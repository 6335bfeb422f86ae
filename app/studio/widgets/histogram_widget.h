// A bar histogram of values (the Model view's tensor distribution), drawn from the palette so it reads
// in the light, dark and presenter themes alike.
#pragma once

#include <QWidget>

#include "viewmodels/model_tensors.h"

namespace studio {

class HistogramWidget : public QWidget {
  Q_OBJECT
 public:
  explicit HistogramWidget(QWidget* parent = nullptr);

  void setHistogram(const ValueHistogram& histogram);
  void clear();
  const ValueHistogram& histogram() const { return histogram_; }

  QSize sizeHint() const override { return {360, 160}; }
  QSize minimumSizeHint() const override { return {160, 90}; }

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  ValueHistogram histogram_;
};

}  // namespace studio
