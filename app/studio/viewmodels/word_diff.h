// Which words two translations share: a word-level longest common subsequence, so every changed word of both
// sides can be highlighted, not only one span between their common beginning and end.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

namespace studio {

struct WordDiff {
  QStringList left, right;         // the words (split on whitespace)
  std::vector<bool> left_changed;  // not in the common subsequence
  std::vector<bool> right_changed;
};

WordDiff diffWords(const QString& left, const QString& right);

// The words as HTML with the changed ones in a highlighted span of `css` style.
QString highlightedWords(const QStringList& words, const std::vector<bool>& changed, const QString& css);

}  // namespace studio
