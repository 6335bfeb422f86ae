#include "widgets/model_picker.h"

#include <QAbstractItemView>
#include <QDir>
#include <QFileInfo>
#include <QSignalBlocker>
#include <QStandardItemModel>

#include "core/bundled_models.h"

namespace studio {

namespace {

// A recent folder by its name, with its parent's name when two recent folders share one ("checkpoints").
QString recentLabel(const QString& dir, const QStringList& all) {
  const QString name = QFileInfo(dir).fileName();
  int same = 0;
  for (const QString& other : all) same += QFileInfo(other).fileName() == name;
  if (same < 2) return name;
  return QStringLiteral("%1 (%2)").arg(name, QFileInfo(QFileInfo(dir).path()).fileName());
}

}  // namespace

ModelPicker::ModelPicker(BundledModels* shelf, QWidget* parent) : QComboBox(parent), shelf_(shelf) {
  setObjectName(QStringLiteral("modelPicker"));
  setAccessibleName(tr("Model"));
  setToolTip(tr("The model every view looks at: a bundled model or one you opened recently"));
  // A steady width in the toolbar; the popup grows to show long names in full.
  setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  setMinimumContentsLength(16);
  connect(shelf_, &BundledModels::listed, this, &ModelPicker::rebuild);
  connect(this, &QComboBox::activated, this, [this](int index) {
    const QString dir = itemData(index).toString();
    if (!dir.isEmpty() && dir != BundledModels::normalizedDir(current_dir_)) emit modelChosen(dir);
  });
  rebuild();
}

void ModelPicker::setRecentModels(const QStringList& dirs) {
  recent_ = dirs;
  rebuild();
}

void ModelPicker::setCurrentModel(const QString& dir) {
  current_dir_ = dir;
  rebuild();
}

QStringList ModelPicker::modelDirs() const {
  QStringList dirs;
  for (int i = 0; i < count(); ++i)
    if (!itemData(i).toString().isEmpty()) dirs << itemData(i).toString();
  return dirs;
}

int ModelPicker::indexOfModel(const QString& dir) const {
  const QString wanted = BundledModels::normalizedDir(dir);
  return wanted.isEmpty() ? -1 : findData(wanted);
}

void ModelPicker::addHeader(const QString& text) {
  addItem(text);
  if (auto* items = qobject_cast<QStandardItemModel*>(model())) {
    QStandardItem* item = items->item(count() - 1);
    item->setFlags(Qt::NoItemFlags);  // a caption, not a choice
    QFont font = item->font();
    font.setBold(true);
    item->setFont(font);
  }
}

void ModelPicker::rebuild() {
  const QSignalBlocker blocker(this);
  clear();
  const QString current = BundledModels::normalizedDir(current_dir_);
  QStringList bundled;
  const QList<BundledModel> models = shelf_->models();
  if (!models.isEmpty()) addHeader(tr("Bundled models"));
  for (const BundledModel& m : models) {
    QString tip = QStringLiteral("<b>%1</b><br>").arg((m.title.isEmpty() ? m.name : m.title).toHtmlEscaped());
    tip += m.summary.isEmpty()
               ? QStringLiteral("<i>%1</i>").arg(tr("This model has no model card (README.md)."))
               : m.summary.toHtmlEscaped();
    tip += QStringLiteral("<br><small>%1</small>").arg(QDir::toNativeSeparators(m.dir).toHtmlEscaped());
    addItem(m.name, m.dir);
    setItemData(count() - 1, tip, Qt::ToolTipRole);
    bundled << m.dir;
  }
  QStringList others;
  for (const QString& dir : recent_) {
    const QString clean = BundledModels::normalizedDir(dir);
    if (!clean.isEmpty() && !bundled.contains(clean) && !others.contains(clean)) others << clean;
  }
  if (!current.isEmpty() && !bundled.contains(current) && !others.contains(current)) others.prepend(current);
  if (!others.isEmpty()) {
    if (count() > 0) insertSeparator(count());
    addHeader(tr("Recent models"));
  }
  for (const QString& dir : others) {
    addItem(recentLabel(dir, others), dir);
    setItemData(count() - 1, QDir::toNativeSeparators(dir), Qt::ToolTipRole);
  }
  setCurrentIndex(indexOfModel(current));
  view()->setMinimumWidth(view()->sizeHintForColumn(0) + 24);
}

}  // namespace studio
