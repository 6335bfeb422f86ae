#include "core/ui_language.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>

#include "core/translation_recorder.h"

namespace studio {

namespace {
// Owned by the application object, installed once; its catalogues change with the language.
QPointer<TranslationRecorder> g_recorder;

TranslationRecorder* recorder() {
  if (!g_recorder && QCoreApplication::instance()) {
    g_recorder = new TranslationRecorder(QCoreApplication::instance());
    QCoreApplication::installTranslator(g_recorder);
  }
  return g_recorder;
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
  std::vector<std::unique_ptr<QTranslator>> catalogues;
  if (lang != QStringLiteral("en")) {
    auto app_catalogue = std::make_unique<QTranslator>();
    if (app_catalogue->load(QStringLiteral(":/i18n/attention_studio_") + lang)) {
      catalogues.push_back(std::move(app_catalogue));
      auto qt_catalogue = std::make_unique<QTranslator>();
      if (qt_catalogue->load(QLocale(lang), QStringLiteral("qtbase"), QStringLiteral("_"),
                             QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        catalogues.push_back(std::move(qt_catalogue));
    } else {
      lang = QStringLiteral("en");  // no translation shipped yet: stay in English
    }
  }
  if (TranslationRecorder* r = recorder()) {
    r->setCatalogues(std::move(catalogues));
    // Every top-level window gets QEvent::LanguageChange and passes it down to its children.
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(QCoreApplication::instance(), &change);
  }
  return lang;
}

QString retranslateShownText(const QString& shown, const QObject* where, QByteArray* source) {
  if (!g_recorder) return {};
  // tr() in a class uses the class's name as its context: the object's classes and its parents', nearest
  // first (a form without Q_OBJECT translates under the view that holds it).
  QList<QByteArray> contexts;
  for (const QObject* o = where; o; o = o->parent())
    for (const QMetaObject* m = o->metaObject(); m; m = m->superClass()) contexts.append(m->className());
  return g_recorder->retranslate(shown, contexts, source);
}

}  // namespace studio
