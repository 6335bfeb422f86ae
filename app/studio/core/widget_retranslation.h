// Live language switching for texts that widgets were given once (labels, buttons, group boxes, tooltips,
// menus, combo-box items, tabs, table headers, chart titles): each one that came from a translation is put
// into the language now installed. Texts a widget builds from its state (with arg()) are its own business:
// it rebuilds them in changeEvent(QEvent::LanguageChange).
#pragma once

class QWidget;

namespace studio {

// `root`, its child widgets (child windows included) and their actions.
void retranslateWidgetTree(QWidget* root);

}  // namespace studio
