#include "core/widget_retranslation.h"

#include <QAbstractButton>
#include <QAbstractSeries>
#include <QAction>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTextEdit>
#include <QToolBox>
#include <QTreeWidget>
#include <QValueAxis>

#include "core/ui_language.h"

namespace studio {

namespace {

// Calls `set` with `shown` in the current language when it came from a translation and differs. `where`
// shows it: its classes choose between translation contexts of the same English text.
template <typename Setter>
void again(const QObject* where, const QString& shown, Setter&& set) {
  const QString text = retranslateShownText(shown, where);
  if (!text.isNull() && text != shown) set(text);
}

void retranslateItemTexts(const QObject* where, QTableWidgetItem* item) {
  if (!item) return;
  again(where, item->text(), [item](const QString& t) { item->setText(t); });
  again(where, item->toolTip(), [item](const QString& t) { item->setToolTip(t); });
}

void retranslateTreeItem(const QObject* where, QTreeWidgetItem* item) {
  for (int c = 0; c < item->columnCount(); ++c) {
    again(where, item->text(c), [item, c](const QString& t) { item->setText(c, t); });
    again(where, item->toolTip(c), [item, c](const QString& t) { item->setToolTip(c, t); });
  }
  for (int i = 0; i < item->childCount(); ++i) retranslateTreeItem(where, item->child(i));
}

void retranslateChart(const QObject* where, QChart* chart) {
  again(where, chart->title(), [chart](const QString& t) { chart->setTitle(t); });
  for (QAbstractAxis* axis : chart->axes())
    again(where, axis->titleText(), [axis](const QString& t) { axis->setTitleText(t); });
  for (QAbstractSeries* series : chart->series())
    again(where, series->name(), [series](const QString& t) { series->setName(t); });
}

void retranslateWidget(QWidget* w) {
  again(w, w->windowTitle(), [w](const QString& t) { w->setWindowTitle(t); });
  again(w, w->toolTip(), [w](const QString& t) { w->setToolTip(t); });
  again(w, w->statusTip(), [w](const QString& t) { w->setStatusTip(t); });
  again(w, w->whatsThis(), [w](const QString& t) { w->setWhatsThis(t); });

  if (auto* label = qobject_cast<QLabel*>(w)) {
    again(w, label->text(), [label](const QString& t) { label->setText(t); });
  } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
    again(w, button->text(), [button](const QString& t) { button->setText(t); });
  } else if (auto* box = qobject_cast<QGroupBox*>(w)) {
    again(w, box->title(), [box](const QString& t) { box->setTitle(t); });
  } else if (auto* line = qobject_cast<QLineEdit*>(w)) {
    again(w, line->placeholderText(), [line](const QString& t) { line->setPlaceholderText(t); });
  } else if (auto* text = qobject_cast<QTextEdit*>(w)) {
    again(w, text->placeholderText(), [text](const QString& t) { text->setPlaceholderText(t); });
  } else if (auto* plain = qobject_cast<QPlainTextEdit*>(w)) {
    again(w, plain->placeholderText(), [plain](const QString& t) { plain->setPlaceholderText(t); });
  } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
    for (int i = 0; i < combo->count(); ++i) {
      again(w, combo->itemText(i), [combo, i](const QString& t) { combo->setItemText(i, t); });
      again(w, combo->itemData(i, Qt::ToolTipRole).toString(),
            [combo, i](const QString& t) { combo->setItemData(i, t, Qt::ToolTipRole); });
    }
  } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
    for (int i = 0; i < tabs->count(); ++i) {
      again(w, tabs->tabText(i), [tabs, i](const QString& t) { tabs->setTabText(i, t); });
      again(w, tabs->tabToolTip(i), [tabs, i](const QString& t) { tabs->setTabToolTip(i, t); });
    }
  } else if (auto* toolbox = qobject_cast<QToolBox*>(w)) {
    for (int i = 0; i < toolbox->count(); ++i)
      again(w, toolbox->itemText(i), [toolbox, i](const QString& t) { toolbox->setItemText(i, t); });
  } else if (auto* menu = qobject_cast<QMenu*>(w)) {
    again(w, menu->title(), [menu](const QString& t) { menu->setTitle(t); });
  } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
    again(w, spin->prefix(), [spin](const QString& t) { spin->setPrefix(t); });
    again(w, spin->suffix(), [spin](const QString& t) { spin->setSuffix(t); });
    again(w, spin->specialValueText(), [spin](const QString& t) { spin->setSpecialValueText(t); });
  } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
    again(w, dspin->prefix(), [dspin](const QString& t) { dspin->setPrefix(t); });
    again(w, dspin->suffix(), [dspin](const QString& t) { dspin->setSuffix(t); });
    again(w, dspin->specialValueText(), [dspin](const QString& t) { dspin->setSpecialValueText(t); });
  } else if (auto* table = qobject_cast<QTableWidget*>(w)) {
    for (int c = 0; c < table->columnCount(); ++c) retranslateItemTexts(w, table->horizontalHeaderItem(c));
    for (int r = 0; r < table->rowCount(); ++r) {
      retranslateItemTexts(w, table->verticalHeaderItem(r));
      for (int c = 0; c < table->columnCount(); ++c) retranslateItemTexts(w, table->item(r, c));
    }
  } else if (auto* tree = qobject_cast<QTreeWidget*>(w)) {
    retranslateTreeItem(w, tree->headerItem());
    for (int i = 0; i < tree->topLevelItemCount(); ++i) retranslateTreeItem(w, tree->topLevelItem(i));
  } else if (auto* list = qobject_cast<QListWidget*>(w)) {
    for (int i = 0; i < list->count(); ++i) {
      QListWidgetItem* item = list->item(i);
      again(w, item->text(), [item](const QString& t) { item->setText(t); });
      again(w, item->toolTip(), [item](const QString& t) { item->setToolTip(t); });
    }
  } else if (auto* chart_view = qobject_cast<QChartView*>(w)) {
    if (chart_view->chart()) retranslateChart(w, chart_view->chart());
  }
}

void retranslateAction(QAction* action) {
  again(action, action->text(), [action](const QString& t) { action->setText(t); });
  again(action, action->toolTip(), [action](const QString& t) { action->setToolTip(t); });
  again(action, action->statusTip(), [action](const QString& t) { action->setStatusTip(t); });
}

}  // namespace

void retranslateWidgetTree(QWidget* root) {
  retranslateWidget(root);
  for (QWidget* w : root->findChildren<QWidget*>()) retranslateWidget(w);
  for (QAction* a : root->findChildren<QAction*>()) retranslateAction(a);
}

}  // namespace studio
