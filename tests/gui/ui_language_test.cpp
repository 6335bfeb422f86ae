// Every interface language loads from the embedded .qm files and actually translates the app's strings
// (Korean, German, French), with fonts installed that draw every character of them; English and unknown codes
// fall back to the source strings.
#include "core/ui_language.h"

#include <QCoreApplication>
#include <QFile>
#include <QFont>
#include <QFontDatabase>
#include <QRawFont>
#include <QSet>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest>

#include "attention/config_fields.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

class UiLanguageTest : public QObject {
  Q_OBJECT
 private slots:
  void everyLanguageLoadsAndTranslates() {
    const QStringList languages = studio::supportedLanguages();
    QVERIFY(languages.contains(QStringLiteral("en")));
    for (const QString& code : {QStringLiteral("ko"), QStringLiteral("de"), QStringLiteral("fr")}) {
      QVERIFY2(languages.contains(code), qPrintable(code));
      QCOMPARE(studio::installUiLanguage(code), code);
      // A string every build has: the Model view's title.
      const QString translated = QCoreApplication::translate("studio::ModelInfoView", "Model");
      QVERIFY2(translated != QStringLiteral("Model") || code == QStringLiteral("de"), qPrintable(code));
      const QString setting = QCoreApplication::translate("studio::ModelInfoView", "Setting");
      QVERIFY2(setting != QStringLiteral("Setting"), qPrintable(code + QStringLiteral(": ") + setting));
      QVERIFY(!studio::languageDisplayName(code).isEmpty());
    }
  }

  void everyCatalogueIsComplete() {
    // lrelease drops unfinished entries; a complete catalogue translates every message it was built from.
    for (const QString& code : {QStringLiteral("ko"), QStringLiteral("de"), QStringLiteral("fr")}) {
      QTranslator translator;
      QVERIFY2(translator.load(QStringLiteral(":/i18n/attention_studio_") + code), qPrintable(code));
      QVERIFY(!translator.isEmpty());
      QCOMPARE(translator.language().left(2), code);
    }
  }

  // The engine's config field docs (config_fields.h) are shown in the Model view: each is translated.
  void everyConfigFieldDocIsTranslated() {
    for (const QString& code : {QStringLiteral("ko"), QStringLiteral("de"), QStringLiteral("fr")}) {
      QCOMPARE(studio::installUiLanguage(code), code);
      for (const attn::ConfigField& f : attn::config_fields()) {
        const std::string doc(f.doc);
        const QString translated = QCoreApplication::translate("attn::ConfigField", doc.c_str());
        QVERIFY2(translated != QString::fromStdString(doc),
                 qPrintable(code + QStringLiteral(": ") + translated));
      }
    }
    studio::installUiLanguage(QStringLiteral("en"));
  }

  // Korean showed as empty boxes on a stock system without a Hangul font: every character of every
  // translation must be drawable by some installed font (the setup script installs fonts-nanum for Hangul).
  void everyTranslationHasItsGlyphs() {
    QList<QRawFont> fonts;
    for (const QString& family : QFontDatabase::families()) fonts.append(QRawFont::fromFont(QFont(family)));
    QVERIFY(!fonts.isEmpty());
    for (const QString& code : {QStringLiteral("ko"), QStringLiteral("de"), QStringLiteral("fr")}) {
      QFile ts(QStringLiteral(ATTN_SOURCE_DIR "/translations/attention_studio_%1.ts").arg(code));
      QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
      QSet<char32_t> characters;
      QXmlStreamReader xml(&ts);
      while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("translation"))
          for (const char32_t c : xml.readElementText(QXmlStreamReader::IncludeChildElements).toUcs4())
            if (QChar::isPrint(c) && !QChar::isSpace(c)) characters.insert(c);
      QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
      QVERIFY(characters.size() > 30);
      QStringList missing;
      for (const char32_t c : characters) {
        bool drawable = false;
        for (const QRawFont& font : fonts)
          if (font.isValid() && font.supportsCharacter(c)) {
            drawable = true;
            break;
          }
        if (!drawable) missing << QString::fromUcs4(&c, 1);
      }
      QVERIFY2(missing.isEmpty(), qPrintable(code + QStringLiteral(": no installed font draws ") +
                                             missing.mid(0, 20).join(QLatin1Char(' '))));
    }
  }

  void englishAndUnknownFallBack() {
    QCOMPARE(studio::installUiLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(QCoreApplication::translate("studio::ModelInfoView", "Setting"), QStringLiteral("Setting"));
    QCOMPARE(studio::installUiLanguage(QStringLiteral("xx")), QStringLiteral("en"));
  }
};

QTEST_MAIN(UiLanguageTest)
#include "ui_language_test.moc"
