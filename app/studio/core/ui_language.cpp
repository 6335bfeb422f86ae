#include "core/ui_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace studio {

namespace {
// Owned by the application object; replaced on each language switch.
QTranslator* g_app_translator = nullptr;
QTranslator* g_qt_translator = nullptr;

void removeTranslators() {
  for (QTranslator** t : {&g_app_translator, &g_qt_translator}) {
    if (*t) {
      QCoreApplication::removeTranslator(*t);
      delete *t;
      *t = nullptr;
    }
  }
}
}  // namespace

QStringList supportedLanguages() {
  return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("ko")};
}

QString languageDisplayName(const QString& code) {
  const QLocale locale(code);
  QString name = locale.nativeLanguageName();
  if (name.isEmpty()) return code;
  name[0] = name[0].toUpper();
  return name;
}

QString installUiLanguage(const QString& code) {
  QString lang = code.isEmpty() ? QLocale::system().name().section(QLatin1Char('_'), 0, 0) : code;
  if (!supportedLanguages().contains(lang)) lang = QStringLiteral("en");
  removeTranslators();
  if (lang == QStringLiteral("en")) return lang;

  auto* app_translator = new QTranslator(QCoreApplication::instance());
  if (!app_translator->load(QStringLiteral(":/i18n/attention_studio_") + lang)) {
    delete app_translator;
    return QStringLiteral("en");  // no translation shipped yet: stay in English
  }
  QCoreApplication::installTranslator(app_translator);
  g_app_translator = app_translator;
  auto* qt_translator = new QTranslator(QCoreApplication::instance());
  if (qt_translator->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
    QCoreApplication::installTranslator(qt_translator);
    g_qt_translator = qt_translator;
  } else {
    delete qt_translator;
  }
  return lang;
}

}  // namespace studio
