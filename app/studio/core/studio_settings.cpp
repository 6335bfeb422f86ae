#include "core/studio_settings.h"

#include <QDir>
#include <QFileInfo>

namespace studio {

namespace {
const QString kRecent = QStringLiteral("models/recent");
const QString kCurrent = QStringLiteral("models/current");
const QString kBackend = QStringLiteral("engine/backend");
const QString kLanguage = QStringLiteral("ui/language");
const QString kTheme = QStringLiteral("ui/theme");
const QString kTextScale = QStringLiteral("ui/textScale");
const QString kPresenterTextScale = QStringLiteral("ui/presenterTextScale");
const QString kLastView = QStringLiteral("ui/lastView");
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kExportDir = QStringLiteral("export/lastDir");
const QString kHeadFinderFile = QStringLiteral("heads/file");
}  // namespace

StudioSettings::StudioSettings()
    : settings_(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("AttentionStudio"),
                QStringLiteral("attention-studio")) {}

QStringList StudioSettings::recentModels() const { return settings_.value(kRecent).toStringList(); }

void StudioSettings::addRecentModel(const QString& dir) {
  const QString clean = QDir::cleanPath(QDir(dir).absolutePath());
  QStringList list = recentModels();
  list.removeAll(clean);
  list.prepend(clean);
  while (list.size() > kMaxRecentModels) list.removeLast();
  settings_.setValue(kRecent, list);
}

void StudioSettings::clearRecentModels() { settings_.remove(kRecent); }

QString StudioSettings::currentModel() const { return settings_.value(kCurrent).toString(); }
void StudioSettings::setCurrentModel(const QString& dir) {
  settings_.setValue(kCurrent, dir.isEmpty() ? QString() : QDir::cleanPath(QDir(dir).absolutePath()));
}

QString StudioSettings::rememberedModel() const {
  QString dir = currentModel();
  if (!settings_.contains(kCurrent) && !recentModels().isEmpty()) dir = recentModels().first();
  return !dir.isEmpty() && QFileInfo::exists(dir + QStringLiteral("/config.json")) ? dir : QString();
}

QString StudioSettings::backendSpec() const {
  return settings_.value(kBackend, QStringLiteral("auto")).toString();
}
void StudioSettings::setBackendSpec(const QString& spec) { settings_.setValue(kBackend, spec); }

QString StudioSettings::language() const { return settings_.value(kLanguage).toString(); }
void StudioSettings::setLanguage(const QString& language) { settings_.setValue(kLanguage, language); }

QString StudioSettings::theme() const { return settings_.value(kTheme, QStringLiteral("system")).toString(); }
void StudioSettings::setTheme(const QString& theme) { settings_.setValue(kTheme, theme); }

// Out-of-range values (a hand-edited file) fall back to the defaults.
double StudioSettings::textScale() const {
  const double s = settings_.value(kTextScale, 1.0).toDouble();
  return s >= 0.5 && s <= 4.0 ? s : 1.0;
}
void StudioSettings::setTextScale(double scale) { settings_.setValue(kTextScale, scale); }
double StudioSettings::presenterTextScale() const {
  const double s = settings_.value(kPresenterTextScale, 1.5).toDouble();
  return s >= 0.5 && s <= 4.0 ? s : 1.5;
}
void StudioSettings::setPresenterTextScale(double scale) { settings_.setValue(kPresenterTextScale, scale); }

QString StudioSettings::lastView() const {
  return settings_.value(kLastView, QStringLiteral("translate")).toString();
}
void StudioSettings::setLastView(const QString& view_id) { settings_.setValue(kLastView, view_id); }

QByteArray StudioSettings::windowGeometry() const { return settings_.value(kGeometry).toByteArray(); }
void StudioSettings::setWindowGeometry(const QByteArray& geometry) {
  settings_.setValue(kGeometry, geometry);
}
QByteArray StudioSettings::windowState() const { return settings_.value(kState).toByteArray(); }
void StudioSettings::setWindowState(const QByteArray& state) { settings_.setValue(kState, state); }

QString StudioSettings::lastExportDir() const {
  return settings_.value(kExportDir, QDir::homePath()).toString();
}
void StudioSettings::setLastExportDir(const QString& dir) { settings_.setValue(kExportDir, dir); }

QString StudioSettings::headFinderFile() const { return settings_.value(kHeadFinderFile).toString(); }
void StudioSettings::setHeadFinderFile(const QString& file) { settings_.setValue(kHeadFinderFile, file); }

}  // namespace studio
