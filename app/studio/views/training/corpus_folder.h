// The training sets of a data folder, as one run combines them: every NAME.train.LANG file (plain or .gz)
// with its twin in the other language, as /work/shared/data/general lays out tatoeba, news and europarl (its
// README advises training on the three together). Development and test sets (NAME.dev, newstest…) are left
// out.
#pragma once

#include <QList>
#include <QString>

#include "workers/training_worker.h"

namespace studio {

// The pairs in `dir`, sorted by name. The source language is `source_language` when the folder has it (e.g.
// the suffix of the source file already chosen), else English when it has it, else the first by name; the
// target is the other one. Empty when the folder does not hold training sets in exactly two languages.
QList<CorpusFilePair> findTrainingSets(const QString& dir, const QString& source_language = QString());

// "en" for "news.train.en.gz" and "train.en": the last suffix that is not "gz".
QString corpusFileLanguage(const QString& path);

}  // namespace studio
