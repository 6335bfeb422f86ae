// The pair files for activation patching that ship with the app (resources/patching), found beside the
// bundled models as the contrast sets are: each models root has its patching folder next to it.
#pragma once

#include <QString>

namespace studio {

// The bundled English→German pronoun pairs; empty when no copy is found.
QString bundledPatchingPairsFile();

}  // namespace studio
