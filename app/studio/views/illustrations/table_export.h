// The illustrations' numbers as a table, written as CSV (a header row, then one row per line) or as JSON (an
// array of objects keyed by the header), chosen by the file's suffix. Atomic, like every export.
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace studio {

bool writeTableExport(const QString& path, const QStringList& header, const QList<QStringList>& rows,
                      QString* error);

}  // namespace studio
