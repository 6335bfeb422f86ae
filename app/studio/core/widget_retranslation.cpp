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
#include <QVariant>

#include "core/ui_language.h"

namespace studio {

namespace {

// Per object, for each text it shows (by role: "text", "item 3", …): the text last put there and the source
// it came from, so that the next switch picks the same source even where two sources read alike in the
// language between (Korean 번역 is both "Translate" and "Translation").
const char* const kShownSources = "studioShownTextSources";
const char* const kKeepAsIs = "studioTextKeptAsIs";

// `where`'s texts in the current language, one by one; the memory is read once and written back once (a
// table can hold thousands of texts).
class ShownTexts {
 public:
  explicit ShownTexts(QObject* where) : where_(where), memory_(where->property(kShownSources).toHash()) {}
  ~ShownTexts() {
    if (changed_) where_->setProperty(kShownSources, memory_);
  }
  ShownTexts(const ShownTexts&) = delete;
  ShownTexts& operator=(const ShownTexts&) = delete;

  // Calls `set` with `shown` in the current language when it came from a translation and differs. `where`
  // shows it: its classes choose between translation contexts of the same English text.
  template <typename Setter>
  void again(const QString& role, const QString& shown, Setter&& set) {
    if (shown.isEmpty()) return;
    const QVariantList last = memory_.value(role).toList();
    QByteArray source =
        last.size() == 2 && last[0].toString() == shown ? last[1].toByteArray() : QByteArray();
    const QString text = retranslateShownText(shown, where_, &source);
    if (text.isNull()) return;
    memory_.insert(role, QVariantList{text, source});
    changed_ = true;
    if (text != shown) set(text);
  }

 private:
  QObject* where_;
  QVariantHash memory_;
  bool changed_ = false;
};

QString indexed(const char* role, int i, int j = -1) {
  return QString::fromLatin1(role) + QLatin1Char(' ') + QString::number(i) +
         (j < 0 ? QString() : QLatin1Char(' ') + QString::number(j));
}

void retranslateItemTexts(ShownTexts& texts, const QString& role, QTableWidgetItem* item) {
  if (!item) return;
  texts.again(role, item->text(), [item](const QString& t) { item->setText(t); });
  texts.again(role + QStringLiteral(" tip"), item->toolTip(),
              [item](const QString& t) { item->setToolTip(t); });
}

// `role`: the item's path from the top ("tree 2 0 …").
void retranslateTreeItem(ShownTexts& texts, const QString& role, QTreeWidgetItem* item) {
  for (int c = 0; c < item->columnCount(); ++c) {
    texts.again(role + indexed(" column", c), item->text(c),
                [item, c](const QString& t) { item->setText(c, t); });
    texts.again(role + indexed(" tip", c), item->toolTip(c),
                [item, c](const QString& t) { item->setToolTip(c, t); });
  }
  for (int i = 0; i < item->childCount(); ++i)
    retranslateTreeItem(texts, role + QLatin1Char(' ') + QString::number(i), item->child(i));
}

void retranslateChart(ShownTexts& texts, QChart* chart) {
  texts.again(QStringLiteral("chart title"), chart->title(),
              [chart](const QString& t) { chart->setTitle(t); });
  const QList<QAbstractAxis*> axes = chart->axes();
  for (int i = 0; i < axes.size(); ++i)
    texts.again(indexed("axis", i), axes[i]->titleText(),
                [axis = axes[i]](const QString& t) { axis->setTitleText(t); });
  const QList<QAbstractSeries*> series = chart->series();
  for (int i = 0; i < series.size(); ++i)
    texts.again(indexed("series", i), series[i]->name(),
                [one = series[i]](const QString& t) { one->setName(t); });
}

void retranslateWidget(QWidget* w) {
  if (w->property(kKeepAsIs).toBool()) return;
  ShownTexts texts(w);
  texts.again(QStringLiteral("windowTitle"), w->windowTitle(),
              [w](const QString& t) { w->setWindowTitle(t); });
  texts.again(QStringLiteral("toolTip"), w->toolTip(), [w](const QString& t) { w->setToolTip(t); });
  texts.again(QStringLiteral("statusTip"), w->statusTip(), [w](const QString& t) { w->setStatusTip(t); });
  texts.again(QStringLiteral("whatsThis"), w->whatsThis(), [w](const QString& t) { w->setWhatsThis(t); });

  if (auto* label = qobject_cast<QLabel*>(w)) {
    texts.again(QStringLiteral("text"), label->text(), [label](const QString& t) { label->setText(t); });
  } else if (auto* button = qobject_cast<QAbstractButton*>(w)) {
    texts.again(QStringLiteral("text"), button->text(), [button](const QString& t) { button->setText(t); });
  } else if (auto* box = qobject_cast<QGroupBox*>(w)) {
    texts.again(QStringLiteral("title"), box->title(), [box](const QString& t) { box->setTitle(t); });
  } else if (auto* line = qobject_cast<QLineEdit*>(w)) {
    texts.again(QStringLiteral("placeholderText"), line->placeholderText(),
                [line](const QString& t) { line->setPlaceholderText(t); });
  } else if (auto* text = qobject_cast<QTextEdit*>(w)) {
    texts.again(QStringLiteral("placeholderText"), text->placeholderText(),
                [text](const QString& t) { text->setPlaceholderText(t); });
  } else if (auto* plain = qobject_cast<QPlainTextEdit*>(w)) {
    texts.again(QStringLiteral("placeholderText"), plain->placeholderText(),
                [plain](const QString& t) { plain->setPlaceholderText(t); });
  } else if (auto* combo = qobject_cast<QComboBox*>(w)) {
    for (int i = 0; i < combo->count(); ++i) {
      texts.again(indexed("itemText", i), combo->itemText(i),
                  [combo, i](const QString& t) { combo->setItemText(i, t); });
      texts.again(indexed("item tip", i), combo->itemData(i, Qt::ToolTipRole).toString(),
                  [combo, i](const QString& t) { combo->setItemData(i, t, Qt::ToolTipRole); });
    }
  } else if (auto* tabs = qobject_cast<QTabBar*>(w)) {
    for (int i = 0; i < tabs->count(); ++i) {
      texts.again(indexed("tabText", i), tabs->tabText(i),
                  [tabs, i](const QString& t) { tabs->setTabText(i, t); });
      texts.again(indexed("tabToolTip", i), tabs->tabToolTip(i),
                  [tabs, i](const QString& t) { tabs->setTabToolTip(i, t); });
    }
  } else if (auto* toolbox = qobject_cast<QToolBox*>(w)) {
    for (int i = 0; i < toolbox->count(); ++i)
      texts.again(indexed("itemText", i), toolbox->itemText(i),
                  [toolbox, i](const QString& t) { toolbox->setItemText(i, t); });
  } else if (auto* menu = qobject_cast<QMenu*>(w)) {
    texts.again(QStringLiteral("title"), menu->title(), [menu](const QString& t) { menu->setTitle(t); });
  } else if (auto* spin = qobject_cast<QSpinBox*>(w)) {
    texts.again(QStringLiteral("prefix"), spin->prefix(), [spin](const QString& t) { spin->setPrefix(t); });
    texts.again(QStringLiteral("suffix"), spin->suffix(), [spin](const QString& t) { spin->setSuffix(t); });
    texts.again(QStringLiteral("specialValueText"), spin->specialValueText(),
                [spin](const QString& t) { spin->setSpecialValueText(t); });
  } else if (auto* dspin = qobject_cast<QDoubleSpinBox*>(w)) {
    texts.again(QStringLiteral("prefix"), dspin->prefix(),
                [dspin](const QString& t) { dspin->setPrefix(t); });
    texts.again(QStringLiteral("suffix"), dspin->suffix(),
                [dspin](const QString& t) { dspin->setSuffix(t); });
    texts.again(QStringLiteral("specialValueText"), dspin->specialValueText(),
                [dspin](const QString& t) { dspin->setSpecialValueText(t); });
  } else if (auto* table = qobject_cast<QTableWidget*>(w)) {
    for (int c = 0; c < table->columnCount(); ++c)
      retranslateItemTexts(texts, indexed("header", c), table->horizontalHeaderItem(c));
    for (int r = 0; r < table->rowCount(); ++r) {
      retranslateItemTexts(texts, indexed("row header", r), table->verticalHeaderItem(r));
      for (int c = 0; c < table->columnCount(); ++c)
        retranslateItemTexts(texts, indexed("item", r, c), table->item(r, c));
    }
  } else if (auto* tree = qobject_cast<QTreeWidget*>(w)) {
    retranslateTreeItem(texts, QStringLiteral("header"), tree->headerItem());
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
      retranslateTreeItem(texts, indexed("tree", i), tree->topLevelItem(i));
  } else if (auto* list = qobject_cast<QListWidget*>(w)) {
    for (int i = 0; i < list->count(); ++i) {
      QListWidgetItem* item = list->item(i);
      texts.again(indexed("item", i), item->text(), [item](const QString& t) { item->setText(t); });
      texts.again(indexed("item tip", i), item->toolTip(), [item](const QString& t) { item->setToolTip(t); });
    }
  } else if (auto* chart_view = qobject_cast<QChartView*>(w)) {
    if (chart_view->chart()) retranslateChart(texts, chart_view->chart());
  }
}

void retranslateAction(QAction* action) {
  if (action->property(kKeepAsIs).toBool()) return;
  ShownTexts texts(action);
  texts.again(QStringLiteral("text"), action->text(), [action](const QString& t) { action->setText(t); });
  texts.again(QStringLiteral("toolTip"), action->toolTip(),
              [action](const QString& t) { action->setToolTip(t); });
  texts.again(QStringLiteral("statusTip"), action->statusTip(),
              [action](const QString& t) { action->setStatusTip(t); });
}

}  // namespace

void keepTextAsIs(QObject* object) { object->setProperty(kKeepAsIs, true); }

void retranslateWidgetTree(QWidget* root) {
  retranslateWidget(root);
  for (QWidget* w : root->findChildren<QWidget*>()) retranslateWidget(w);
  for (QAction* a : root->findChildren<QAction*>()) retranslateAction(a);
}

}  // namespace studio
