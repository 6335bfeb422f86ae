// Writing the numbers behind the plots of the positional-encoding and training views: atomic file writes
// (QSaveFile, so a failed export never leaves half a file) and compact number formatting for CSV/JSON.
#pragma once

#include <QByteArray>
#include <QString>

namespace studio {

// Writes `data` to `path` through a temporary file renamed into place. On failure returns false and sets
// `error` (when given) to a message naming the path.
bool writeChartFileAtomically(const QString& path, const QByteArray& data, QString* error);

// Shortest text that reads back to the same double ("0.1", "1e-05"); empty for NaN.
QString chartNumber(double value);

}  // namespace studio
