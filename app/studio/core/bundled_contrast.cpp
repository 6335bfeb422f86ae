#include "core/bundled_contrast.h"

#include <QDir>
#include <QFileInfo>

#include "core/bundled_models.h"

namespace studio {

QString bundledContrastName(BundledContrastSet set) {
  return set == BundledContrastSet::itFamilies ? QStringLiteral("it-families-en-de.tsv")
                                               : QStringLiteral("pronouns-en-de.tsv");
}

QString bundledContrastFile(BundledContrastSet set) {
  for (const QString& root : BundledModels::roots()) {
    const QString file = QDir::cleanPath(root + QStringLiteral("/../contrast/") + bundledContrastName(set));
    if (QFileInfo::exists(file)) return file;
  }
  return {};
}

}  // namespace studio
