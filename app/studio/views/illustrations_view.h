// Illustrations from the paper, as the Annotated Transformer plots them but interactive: the causal mask,
// label smoothing's target distribution and the learning-rate schedule, one panel each. Exports show the
// current panel; `--text mask|smoothing|noam` picks it on the command line.
#pragma once

#include <QList>

#include "core/studio_view.h"

class QTabWidget;

namespace studio {

class CausalMaskPanel;
class IllustrationPanel;
class LabelSmoothingPanel;
class NoamSchedulePanel;

class IllustrationsView : public StudioView {
  Q_OBJECT
 public:
  explicit IllustrationsView(QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("illustrations"); }
  QString viewTitle() const override { return tr("Illustrations"); }
  QWidget* exportWidget() override;
  // The current panel's numbers (CSV or JSON).
  bool exportData(const QString& path, QString* error) override;
  // A panel id ("mask", "smoothing", "noam") shows that panel; other text is ignored.
  void setInputText(const QString& text) override;

  // False for an unknown id.
  bool showPanel(const QString& panel_id);
  IllustrationPanel* currentPanel() const;
  CausalMaskPanel* maskPanel() const { return mask_; }
  LabelSmoothingPanel* smoothingPanel() const { return smoothing_; }
  NoamSchedulePanel* noamPanel() const { return noam_; }

 private:
  QTabWidget* tabs_;
  CausalMaskPanel* mask_;
  LabelSmoothingPanel* smoothing_;
  NoamSchedulePanel* noam_;
  QList<IllustrationPanel*> panels_;
};

}  // namespace studio
