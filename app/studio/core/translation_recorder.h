// The one translator the app installs. It asks the loaded catalogues (the app's and Qt's) and remembers, for
// every text it handed out, which source string it came from, so that a text already shown in a widget can
// be put into another language when the user switches languages while the app runs.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QTranslator>
#include <memory>
#include <vector>

namespace studio {

class TranslationRecorder : public QTranslator {
  Q_OBJECT
 public:
  using QTranslator::QTranslator;

  // The catalogues asked for a translation, first match wins; empty for the source language (English).
  void setCatalogues(std::vector<std::unique_ptr<QTranslator>> catalogues);

  QString translate(const char* context, const char* source_text, const char* disambiguation = nullptr,
                    int n = -1) const override;
  // Installed even without catalogues, so that English texts are remembered too.
  bool isEmpty() const override { return false; }

  // `shown` (a text translate() returned before, in any language) in the current language; a null string
  // for text that never came from a translation (user input, numbers, texts built with arg()). The same text
  // can come from several contexts that translate it differently ("Warm-up steps:" in the training form and
  // in the Noam schedule panel); `contexts`, nearest first (the class names around the widget showing it),
  // picks among them. `source`, when given, carries the choice from one switch to the next: on entry, the
  // source this same text was found to come from before (empty: unknown), which wins over the contexts (one
  // language may say two English texts alike, as Korean does "Translate" and "Translation"); on return, the
  // source used.
  QString retranslate(const QString& shown, const QList<QByteArray>& contexts = {},
                      QByteArray* source = nullptr) const;

 private:
  struct Source {
    QByteArray context, text, disambiguation;
    bool operator==(const Source&) const = default;
    // One string for the caller to keep: the three parts, which are C strings, joined by '\0'.
    QByteArray key() const;
    static Source fromKey(const QByteArray& key);
  };
  void remember(const QString& shown, const Source& source) const;  // mutex_ held
  QString lookUp(const Source& source) const;                       // mutex_ held

  // Worker threads translate too (status texts built off the GUI thread).
  mutable QMutex mutex_;
  mutable QHash<QString, QList<Source>> sources_;
  std::vector<std::unique_ptr<QTranslator>> catalogues_;
};

}  // namespace studio
