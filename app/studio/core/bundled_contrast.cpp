#include "core/bundled_contrast.h"

#include <QDir>
#include <QFileInfo>

#include "core/bundled_models.h"

namespace studio {

QString bundledContrastFile() {
  for (const QString& root : BundledModels::roots()) {
    const QString file = QDir::cleanPath(root + QStringLiteral("/../contrast/pronouns-en-de.tsv"));
    if (QFileInfo::exists(file)) return file;
  }
  return {};
}

}  // namespace studio
