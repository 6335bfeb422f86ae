// Live language switching for texts that widgets were given once (labels, buttons, group boxes, tooltips,
// menus, combo-box items, tabs, table headers, chart titles): each one that came from a translation is put
// into the language now installed. Texts a widget builds from its state (with arg()) are its own business:
// it rebuilds them in changeEvent(QEvent::LanguageChange).
#pragma once

class QObject;
class QWidget;

namespace studio {

// `root`, its child widgets (child windows included) and their actions.
void retranslateWidgetTree(QWidget* root);

// `object`'s texts are not translations (a language's own name in the language menu) and stay as they are,
// even where they read like one ("Deutsch" is German for "German").
void keepTextAsIs(QObject* object);

}  // namespace studio
