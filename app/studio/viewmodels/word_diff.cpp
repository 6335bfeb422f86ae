#include "viewmodels/word_diff.h"

#include <QRegularExpression>
#include <algorithm>

namespace studio {

WordDiff diffWords(const QString& left, const QString& right) {
  static const QRegularExpression space(QStringLiteral("\\s+"));
  WordDiff d;
  d.left = left.split(space, Qt::SkipEmptyParts);
  d.right = right.split(space, Qt::SkipEmptyParts);
  const std::size_t n = std::size_t(d.left.size()), m = std::size_t(d.right.size());
  // lcs[i][j]: the common subsequence's length of left[i..] and right[j..].
  std::vector<std::vector<int>> lcs(n + 1, std::vector<int>(m + 1, 0));
  for (std::size_t i = n; i-- > 0;)
    for (std::size_t j = m; j-- > 0;)
      lcs[i][j] = d.left[qsizetype(i)] == d.right[qsizetype(j)] ? lcs[i + 1][j + 1] + 1
                                                                : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  d.left_changed.assign(n, true);
  d.right_changed.assign(m, true);
  std::size_t i = 0, j = 0;
  while (i < n && j < m) {
    if (d.left[qsizetype(i)] == d.right[qsizetype(j)]) {
      d.left_changed[i++] = false;
      d.right_changed[j++] = false;
    } else if (lcs[i + 1][j] >= lcs[i][j + 1]) {
      ++i;
    } else {
      ++j;
    }
  }
  return d;
}

QString highlightedWords(const QStringList& words, const std::vector<bool>& changed, const QString& css) {
  QStringList out;
  for (qsizetype i = 0; i < words.size(); ++i) {
    const QString word = words[i].toHtmlEscaped();
    out << (changed[std::size_t(i)] ? QStringLiteral("<span style=\"%1\">%2</span>").arg(css, word) : word);
  }
  return out.join(QLatin1Char(' '));
}

}  // namespace studio
