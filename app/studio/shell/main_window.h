// The main window: one tab per view, menus, toolbar and status bar around them, drag-and-drop of model
// folders, remembered settings, and a clean stop of training when the window closes.
#pragma once

#include <QList>
#include <QMainWindow>
#include <QPointer>

class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

namespace studio {

class BundledModels;
class LessonOutlineDialog;
class ModelPicker;
class ModelSession;
class PresenterMode;
class StudioSettings;
class StudioView;
class TrainingView;
class TranslateView;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  MainWindow(ModelSession* session, StudioSettings* settings, QWidget* parent = nullptr);

  QList<StudioView*> views() const { return views_; }
  StudioView* view(const QString& view_id) const;
  StudioView* currentView() const;
  void showView(const QString& view_id);
  // Opens `model_arg` (--model: a folder or a bundled name), else the remembered model, else the default
  // bundled one. An automatic default is not remembered as a choice, so a later default (a newly bundled
  // en-de) takes its place at the next start.
  void openStartupModel(const QString& model_arg);
  ModelPicker* modelPicker() const { return picker_; }
  PresenterMode* presenterMode() const { return presenter_; }
  // Help ▸ Lesson outline: the views in teaching order, each a link.
  void showLessonOutline();
  LessonOutlineDialog* lessonOutline() const;
  BundledModels* bundledModels() const { return bundled_; }
  // The status bar's permanent activity text: "Loading model…", "Working…" or empty.
  QString activityText() const;

  // File ▸ Export: the current view as PNG/SVG (by suffix) or its data as CSV/JSON. Returns false and sets
  // `error` on failure; the interactive actions show the error.
  bool exportCurrentView(const QString& path, QString* error);

 protected:
  void changeEvent(QEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void addView(StudioView* view, const QString& icon);
  void buildMenus();
  void updateRecentMenu();
  void updateBundledMenu();
  void updateStatus();
  void showError(const QString& text);
  void exportImageDialog();
  void exportDataDialog();
  // The one export dialog: a file name (suggested in the last export folder) for the current view.
  void exportDialog(const QString& title, const QString& suffix, const QString& filters);
  void openModelDialog();
  void saveModelDialog();
  void showAbout();
  void showPaperNotes();

  ModelSession* session_;
  StudioSettings* settings_;
  QTabWidget* tabs_;
  QList<StudioView*> views_;
  TranslateView* translate_ = nullptr;
  TrainingView* training_ = nullptr;
  QMenu* recent_menu_ = nullptr;
  QMenu* bundled_menu_ = nullptr;
  BundledModels* bundled_;
  ModelPicker* picker_;
  QLabel* model_label_;
  QLabel* backend_label_;
  QLabel* busy_label_;
  bool closing_after_training_ = false;
  QString unremembered_dir_;  // the automatic default being opened at start-up
  PresenterMode* presenter_ = nullptr;
  QPointer<LessonOutlineDialog> lesson_outline_;
};

}  // namespace studio
