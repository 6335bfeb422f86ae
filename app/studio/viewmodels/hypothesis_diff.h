// Where an n-best hypothesis departs from the best one: the span of words between their common beginning
// and their common end, so the list can highlight it instead of cutting the row off before it.
#pragma once

#include <QString>

namespace studio {

struct TextSpan {
  int start = 0, length = 0;  // in characters of the compared text; length 0: no difference
};

// The part of `text` that differs from `reference`, word by word (words are separated by spaces).
TextSpan differingSpan(const QString& reference, const QString& text);

}  // namespace studio
