#include "core/bundled_patching_pairs.h"

#include <QDir>
#include <QFileInfo>

#include "core/bundled_models.h"

namespace studio {

QString bundledPatchingPairsFile() {
  for (const QString& root : BundledModels::roots()) {
    const QString file = QDir::cleanPath(root + QStringLiteral("/../patching/pronoun-pairs-en-de.tsv"));
    if (QFileInfo::exists(file)) return file;
  }
  return {};
}

}  // namespace studio
