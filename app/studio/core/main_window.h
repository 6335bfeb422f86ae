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

class ModelSession;
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

  // File ▸ Export: the current view as PNG/SVG (by suffix) or its data as CSV/JSON. Returns false and sets
  // `error` on failure; the interactive actions show the error.
  bool exportCurrentView(const QString& path, QString* error);

 protected:
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;

 private:
  void addView(StudioView* view, const QString& icon);
  void buildMenus();
  void updateRecentMenu();
  void updateStatus();
  void showError(const QString& text);
  void exportImageDialog();
  void exportDataDialog();
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
  QLabel* model_label_;
  QLabel* backend_label_;
  QLabel* busy_label_;
  bool closing_after_training_ = false;
};

}  // namespace studio
