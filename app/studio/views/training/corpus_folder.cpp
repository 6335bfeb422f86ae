#include "views/training/corpus_folder.h"

#include <QDir>
#include <QFileInfo>
#include <QMap>
#include <QRegularExpression>
#include <QStringList>

namespace studio {

QString corpusFileLanguage(const QString& path) {
  QStringList parts = QFileInfo(path).fileName().split(QLatin1Char('.'));
  if (parts.size() > 1 && parts.last().compare(QStringLiteral("gz"), Qt::CaseInsensitive) == 0)
    parts.removeLast();
  return parts.size() > 1 ? parts.last() : QString();
}

QList<CorpusFilePair> findTrainingSets(const QString& dir, const QString& source_language) {
  // NAME.train.LANG or NAME.train.LANG.gz, LANG a language code.
  static const QRegularExpression training_set(QStringLiteral("^(.+\\.train)\\.([A-Za-z_-]{2,8})(\\.gz)?$"));
  QMap<QString, QMap<QString, QString>> files;  // NAME.train → language → path
  QMap<QString, int> languages;
  for (const QFileInfo& info : QDir(dir).entryInfoList(QDir::Files | QDir::Readable, QDir::Name)) {
    const QRegularExpressionMatch match = training_set.match(info.fileName());
    if (!match.hasMatch()) continue;
    files[match.captured(1)][match.captured(2)] = info.filePath();
    ++languages[match.captured(2)];
  }
  if (languages.size() != 2) return {};
  const QStringList codes = languages.keys();
  QString source = codes.first();
  if (codes.contains(source_language))
    source = source_language;
  else if (codes.contains(QStringLiteral("en")))
    source = QStringLiteral("en");
  const QString target = codes.first() == source ? codes.last() : codes.first();
  QList<CorpusFilePair> pairs;
  for (auto set = files.cbegin(); set != files.cend(); ++set)
    if (set->contains(source) && set->contains(target))
      pairs.append({set->value(source), set->value(target)});
  return pairs;
}

}  // namespace studio
