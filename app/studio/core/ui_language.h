// Loads the UI translation (:/i18n/attention_studio_<lang>.qm plus Qt's own qtbase_<lang>.qm) and swaps it
// while the app runs; English is the source language, so "en" or a missing file just drops the catalogues.
// Every window then receives QEvent::LanguageChange and re-translates what it shows.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QObject;

namespace studio {

// Languages offered in View ▸ Language: "en", "de", "fr", "ko".
QStringList supportedLanguages();
// Native name for the menu ("Deutsch", "한국어", …).
QString languageDisplayName(const QString& code);
// "" picks the system locale's language. Returns the language actually installed ("en" as fallback).
QString installUiLanguage(const QString& code);
// A text shown earlier (a translation in any language, or an English source text) in the language now
// installed; a null string for text that did not come from a translation. `where` (the object showing it)
// chooses, by the classes around it, between contexts that translate the same text differently. `source`
// (optional, in and out) is where the text was found to come from the last time, for the next switch: see
// TranslationRecorder::retranslate.
QString retranslateShownText(const QString& shown, const QObject* where = nullptr,
                             QByteArray* source = nullptr);

}  // namespace studio
