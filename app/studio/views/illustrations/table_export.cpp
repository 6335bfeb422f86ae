#include "views/illustrations/table_export.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/atomic_write.h"

namespace studio {

bool writeTableExport(const QString& path, const QStringList& header, const QList<QStringList>& rows,
                      QString* error) {
  if (QFileInfo(path).suffix().toLower() == QLatin1String("json")) {
    QJsonArray array;
    for (const QStringList& row : rows) {
      QJsonObject object;
      for (int i = 0; i < header.size(); ++i) {
        bool numeric = false;
        const double value = row.value(i).toDouble(&numeric);
        object[header[i]] = numeric ? QJsonValue(value) : QJsonValue(row.value(i));
      }
      array.append(object);
    }
    return writeFileAtomically(path, QJsonDocument(array).toJson(), error);
  }
  QString csv = csvRow(header);
  for (const QStringList& row : rows) csv += csvRow(row);
  return writeFileAtomically(path, csv.toUtf8(), error);
}

}  // namespace studio
