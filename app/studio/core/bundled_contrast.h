// The contrastive item sets that ship with the app (resources/contrast), found beside the bundled models:
// each models root has its contrast folder next to it.
#pragma once

#include <QString>

namespace studio {

// The bundled English→German pronoun set; empty when no copy is found.
QString bundledContrastFile();

}  // namespace studio
