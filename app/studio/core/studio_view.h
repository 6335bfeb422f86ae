// The contract every main-window view fulfils, so the window, the File ▸ Export actions and the
// `--export` command line treat all views alike.
#pragma once

#include <QString>
#include <QWidget>

namespace studio {

class StudioView : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;

  // Stable identifier used by --view and QSettings: "translate", "attention", "pe", "training", "model".
  virtual QString viewId() const = 0;
  // Translated title for the tab / menu.
  virtual QString viewTitle() const = 0;

  // What PNG/SVG export renders (default: the whole view). Views may return their main plot instead.
  virtual QWidget* exportWidget() { return this; }
  // The numbers behind the view as CSV or JSON (chosen by the file suffix). Returns false and sets `error`
  // when there is nothing to export or the write fails. Writes are atomic.
  virtual bool exportData(const QString& path, QString* error) = 0;

  // Used by `--text` / `--export`: show this input (may start background work). Views without text input
  // ignore it.
  virtual void setInputText(const QString& text) { Q_UNUSED(text); }
  // True while background work that changes what the view shows is running. Non-interactive export waits
  // for busyChanged(false) before rendering.
  virtual bool isBusy() const { return false; }
  // A presentation clicker's Page Down (+1) or Page Up (-1) while presenting. A view with steps of its own
  // (the walkthrough) takes it and returns true; otherwise the clicker moves to the next or previous view.
  virtual bool presentationStep(int delta) {
    Q_UNUSED(delta);
    return false;
  }

 signals:
  void busyChanged(bool busy);
  // Short text for the main window's status bar.
  void statusMessage(const QString& text);
  // A readable error for the user (the window shows it; views never pop modal dialogs themselves in tests).
  void errorOccurred(const QString& text);
};

}  // namespace studio
