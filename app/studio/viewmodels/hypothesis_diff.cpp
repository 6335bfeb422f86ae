#include "viewmodels/hypothesis_diff.h"

#include <QList>
#include <algorithm>

namespace studio {

namespace {

struct Word {
  QString text;
  int start = 0, end = 0;  // character offsets in the sentence
};

QList<Word> wordsOf(const QString& s) {
  QList<Word> words;
  int i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i].isSpace()) ++i;
    const int start = i;
    while (i < s.size() && !s[i].isSpace()) ++i;
    if (i > start) words.append({s.mid(start, i - start), start, i});
  }
  return words;
}

}  // namespace

TextSpan differingSpan(const QString& reference, const QString& text) {
  const QList<Word> a = wordsOf(reference), b = wordsOf(text);
  qsizetype prefix = 0;
  while (prefix < a.size() && prefix < b.size() && a[prefix].text == b[prefix].text) ++prefix;
  qsizetype suffix = 0;
  while (suffix < a.size() - prefix && suffix < b.size() - prefix &&
         a[a.size() - 1 - suffix].text == b[b.size() - 1 - suffix].text)
    ++suffix;
  const qsizetype first = prefix, last = b.size() - 1 - suffix;  // the differing words of `text`
  if (first > last) {
    if (a.size() == b.size()) return {};
    // Words were only dropped: mark the place where they were.
    const int at = first < b.size() ? b[first].start : int(text.size());
    return {at, 0};
  }
  return {b[first].start, b[last].end - b[first].start};
}

}  // namespace studio
