#include "widgets/chart_export.h"

#include <QCoreApplication>
#include <QSaveFile>
#include <cmath>

namespace studio {

bool writeChartFileAtomically(const QString& path, const QByteArray& data, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit()) {
    if (error)
      *error = QCoreApplication::translate("studio::ChartExport", "Cannot write %1: %2")
                   .arg(path, file.errorString());
    return false;
  }
  return true;
}

QString chartNumber(double value) {
  if (std::isnan(value)) return {};
  return QString::number(value, 'g', 8);
}

}  // namespace studio
