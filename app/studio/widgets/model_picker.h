// The model picker in the main toolbar: the bundled models (their model cards' summaries as tooltips),
// then the recently opened folders. Choosing one emits modelChosen(); the window loads it and tells the
// picker what is loaded with setCurrentModel(), also after --model, drag and drop or File ▸ Open.
#pragma once

#include <QComboBox>
#include <QString>
#include <QStringList>

namespace studio {

class BundledModels;

class ModelPicker : public QComboBox {
  Q_OBJECT
 public:
  explicit ModelPicker(BundledModels* shelf, QWidget* parent = nullptr);

  void setRecentModels(const QStringList& dirs);
  // Selects `dir`, listing it among the recent ones when it is on neither list; empty selects nothing.
  void setCurrentModel(const QString& dir);
  QString currentModelDir() const { return current_dir_; }

  // The folders listed, bundled ones first, and the row of one (-1 when it is not listed).
  QStringList modelDirs() const;
  int indexOfModel(const QString& dir) const;

 signals:
  void modelChosen(const QString& dir);

 private:
  void rebuild();
  void addHeader(const QString& text);

  BundledModels* shelf_;
  QStringList recent_;
  QString current_dir_;
};

}  // namespace studio
