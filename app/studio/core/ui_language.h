// Loads the UI translation (:/i18n/attention_studio_<lang>.qm plus Qt's own qtbase_<lang>.qm) and swaps it
// at runtime; English is the source language, so "en" or a missing file just removes the translator.
#pragma once

#include <QString>
#include <QStringList>

namespace studio {

// Languages offered in View ▸ Language: "en", "de", "fr", "ko".
QStringList supportedLanguages();
// Native name for the menu ("Deutsch", "한국어", …).
QString languageDisplayName(const QString& code);
// "" picks the system locale's language. Returns the language actually installed ("en" as fallback).
QString installUiLanguage(const QString& code);

}  // namespace studio
