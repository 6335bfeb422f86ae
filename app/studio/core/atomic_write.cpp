#include "core/atomic_write.h"

#include <QCoreApplication>
#include <QSaveFile>

namespace studio {

bool writeFileAtomically(const QString& path, const QByteArray& data, QString* error) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) {
    if (error)
      *error = QCoreApplication::translate("studio", "Cannot write “%1”: %2").arg(path, file.errorString());
    return false;
  }
  if (file.write(data) != data.size() || !file.commit()) {
    if (error)
      *error = QCoreApplication::translate("studio", "Writing “%1” failed: %2").arg(path, file.errorString());
    file.cancelWriting();
    return false;
  }
  return true;
}

QString csvField(const QString& text) {
  if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
      !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
    return text;
  QString quoted = text;
  quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
  return QStringLiteral("\"") + quoted + QStringLiteral("\"");
}

QString csvRow(const QStringList& fields) {
  QStringList escaped;
  escaped.reserve(fields.size());
  for (const QString& f : fields) escaped << csvField(f);
  return escaped.join(QLatin1Char(',')) + QLatin1Char('\n');
}

}  // namespace studio
