// GUI tests never read or write the user's real settings (~/.config/AttentionStudio/...) or data: including
// this header switches the test process to QStandardPaths' test mode during static initialisation, before
// QApplication exists and before any QSettings fixes its path (QSettings reads the location once, so a test
// that switched later, after a StudioSettings member was built, wrote the real file), and moves the cache
// (XDG_CACHE_HOME) to the test location too. Apps that a test starts get their own config, data and cache
// folders through isolatedEnvironment().
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace gui_test {

inline const bool kTestModeEnabled = [] {
  QStandardPaths::setTestModeEnabled(true);
  return true;
}();

// The cache folder the app (and the Vulkan driver) would use outside the tests: ~/.cache unless
// XDG_CACHE_HOME says otherwise. Read before the isolation below replaces XDG_CACHE_HOME.
inline const QString kRealCacheHome = [] {
  const QString xdg = qEnvironmentVariable("XDG_CACHE_HOME");
  return xdg.isEmpty() ? QDir::homePath() + QStringLiteral("/.cache") : xdg;
}();

// The engine writes its Vulkan pipeline cache under $XDG_CACHE_HOME/attention-studio (or
// ~/.cache/attention-studio), and Mesa its shader cache beside it, without asking Qt: the test process points
// XDG_CACHE_HOME at the test mode's cache location (~/.qttest/cache) during static initialisation, before
// any backend starts.
inline const QString kTestCacheHome = [] {
  const QString cache = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
  QDir().mkpath(cache);
  qputenv("XDG_CACHE_HOME", QFile::encodeName(cache));
  return cache;
}();

// The app's own cache folder outside test mode: the one the tests must leave alone.
inline QString realAppCacheDir() { return kRealCacheHome + QStringLiteral("/attention-studio"); }

// The settings file the app uses outside test mode: the one the tests must leave alone.
inline QString realSettingsFile() {
  QString config = qEnvironmentVariable("XDG_CONFIG_HOME");
  if (config.isEmpty()) config = QDir::homePath() + QStringLiteral("/.config");
  return config + QStringLiteral("/AttentionStudio/attention-studio.ini");
}

// Where this process's settings live: under the test location, never the real file.
inline QString testSettingsRoot() {
  return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
}

// A fingerprint of a file (absent, or its size, modification time and bytes), to show it was not touched.
inline QByteArray fileFingerprint(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return QByteArrayLiteral("<absent>");
  return QFileInfo(path).lastModified().toString(Qt::ISODateWithMs).toUtf8() + '\n' + file.readAll();
}

// The environment for an app started by a test: offscreen, its settings and data inside `dir`.
inline QProcessEnvironment isolatedEnvironment(const QString& dir) {
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
  env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir + QStringLiteral("/config"));
  env.insert(QStringLiteral("XDG_DATA_HOME"), dir + QStringLiteral("/data"));
  env.insert(QStringLiteral("XDG_CACHE_HOME"), dir + QStringLiteral("/cache"));
  return env;
}

}  // namespace gui_test
