#include "core/translation_recorder.h"

#include <QMutexLocker>
#include <algorithm>

namespace studio {

void TranslationRecorder::setCatalogues(std::vector<std::unique_ptr<QTranslator>> catalogues) {
  QMutexLocker lock(&mutex_);
  catalogues_ = std::move(catalogues);
}

QString TranslationRecorder::lookUp(const Source& source) const {
  for (const auto& catalogue : catalogues_) {
    const QString text =
        catalogue->translate(source.context.constData(), source.text.constData(),
                             source.disambiguation.isEmpty() ? nullptr : source.disambiguation.constData());
    if (!text.isNull()) return text;
  }
  return {};
}

QString TranslationRecorder::translate(const char* context, const char* source_text,
                                       const char* disambiguation, int n) const {
  QMutexLocker lock(&mutex_);
  if (n >= 0) {  // plural forms: Qt fills in %n afterwards, so the text shown is never this one
    for (const auto& catalogue : catalogues_) {
      const QString text = catalogue->translate(context, source_text, disambiguation, n);
      if (!text.isNull()) return text;
    }
    return {};
  }
  const Source source{QByteArray(context), QByteArray(source_text), QByteArray(disambiguation)};
  const QString text = lookUp(source);
  remember(text.isNull() ? QString::fromUtf8(source_text) : text, source);
  return text;  // null: Qt shows the source text
}

void TranslationRecorder::remember(const QString& shown, const Source& source) const {
  QList<Source>& sources = sources_[shown];
  if (!sources.contains(source)) sources.append(source);
}

QByteArray TranslationRecorder::Source::key() const { return context + '\0' + text + '\0' + disambiguation; }

TranslationRecorder::Source TranslationRecorder::Source::fromKey(const QByteArray& key) {
  const QList<QByteArray> parts = key.split('\0');
  return {parts.value(0), parts.value(1), parts.value(2)};
}

QString TranslationRecorder::retranslate(const QString& shown, const QList<QByteArray>& contexts,
                                         QByteArray* chosen) const {
  if (shown.isEmpty()) return {};
  QMutexLocker lock(&mutex_);
  const auto it = sources_.constFind(shown);
  if (it == sources_.constEnd() || it->isEmpty()) return {};
  // The source this text came from before; else the one whose context is nearest the widget; else the first
  // one recorded.
  const Source known = chosen && !chosen->isEmpty() ? Source::fromKey(*chosen) : Source{};
  Source source = it->first();
  if (it->contains(known)) {
    source = known;
  } else {
    for (const QByteArray& context : contexts) {
      const auto match =
          std::find_if(it->begin(), it->end(), [&](const Source& s) { return s.context == context; });
      if (match != it->end()) {
        source = *match;
        break;
      }
    }
  }
  QString text = lookUp(source);
  if (text.isNull()) text = QString::fromUtf8(source.text);
  remember(text, source);  // so that it can change language again
  if (chosen) *chosen = source.key();
  return text;
}

}  // namespace studio
