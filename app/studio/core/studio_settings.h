// Typed access to the app's QSettings (organisation "AttentionStudio", application "Attention Studio"), so
// keys and defaults live in one place.
#pragma once

#include <QSettings>
#include <QString>
#include <QStringList>

namespace studio {

class StudioSettings {
 public:
  StudioSettings();

  static constexpr int kMaxRecentModels = 8;

  QStringList recentModels() const;
  // Moves `dir` to the front (deduplicated, capped at kMaxRecentModels).
  void addRecentModel(const QString& dir);
  void clearRecentModels();

  // The model folder last chosen, opened again at the next start when no --model is given; empty: the
  // default bundled model.
  QString currentModel() const;
  void setCurrentModel(const QString& dir);
  // currentModel() (or, from settings older than it, the newest recent model) while it is still a model
  // folder; empty otherwise, and the app opens the default bundled model.
  QString rememberedModel() const;

  QString backendSpec() const;  // default "auto"
  void setBackendSpec(const QString& spec);

  QString language() const;  // "" = system language
  void setLanguage(const QString& language);

  QString theme() const;  // "light", "dark" or "system" (default)
  void setTheme(const QString& theme);

  // Text size factors (View ▸ Text size): in normal use (default 1) and in presenter mode (default 1.5).
  double textScale() const;
  void setTextScale(double scale);
  double presenterTextScale() const;
  void setPresenterTextScale(double scale);

  QString lastView() const;  // default "translate"
  void setLastView(const QString& view_id);

  QByteArray windowGeometry() const;
  void setWindowGeometry(const QByteArray& geometry);
  QByteArray windowState() const;
  void setWindowState(const QByteArray& state);

  QString lastExportDir() const;
  void setLastExportDir(const QString& dir);

  // The WinoMT-format file the head finder last read; empty: none chosen yet.
  QString headFinderFile() const;
  void setHeadFinderFile(const QString& file);

  // The file these settings are kept in (tests check that it is not the user's real one).
  QString fileName() const { return settings_.fileName(); }

 private:
  mutable QSettings settings_;
};

}  // namespace studio
