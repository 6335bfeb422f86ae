#include "views/illustrations_view.h"

#include <QTabWidget>
#include <QVBoxLayout>

#include "views/illustrations/causal_mask_panel.h"
#include "views/illustrations/label_smoothing_panel.h"
#include "views/illustrations/noam_schedule_panel.h"

namespace studio {

IllustrationsView::IllustrationsView(QWidget* parent) : StudioView(parent) {
  setObjectName(QStringLiteral("illustrationsView"));
  tabs_ = new QTabWidget(this);
  mask_ = new CausalMaskPanel(tabs_);
  smoothing_ = new LabelSmoothingPanel(tabs_);
  noam_ = new NoamSchedulePanel(tabs_);
  panels_ = {mask_, smoothing_, noam_};
  for (IllustrationPanel* panel : panels_) tabs_->addTab(panel, panel->panelTitle());
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(tabs_);
}

QWidget* IllustrationsView::exportWidget() { return currentPanel()->exportWidget(); }

bool IllustrationsView::exportData(const QString& path, QString* error) {
  return currentPanel()->exportData(path, error);
}

void IllustrationsView::setInputText(const QString& text) { showPanel(text.trimmed().toLower()); }

bool IllustrationsView::showPanel(const QString& panel_id) {
  for (IllustrationPanel* panel : panels_)
    if (panel->panelId() == panel_id) {
      tabs_->setCurrentWidget(panel);
      return true;
    }
  return false;
}

IllustrationPanel* IllustrationsView::currentPanel() const {
  return static_cast<IllustrationPanel*>(tabs_->currentWidget());
}

}  // namespace studio
