// The contrastive item sets that ship with the app (resources/contrast), found beside the bundled models:
// each models root has its contrast folder next to it.
#pragma once

#include <QString>

namespace studio {

enum class BundledContrastSet {
  pronouns,    // it / he / she / they whose German pronoun follows the antecedent's gender
  itFamilies,  // "it" by the reasoning its pronoun needs: pleonastic, one antecedent, world knowledge, swaps
};

// The bundled English→German set; empty when no copy is found.
QString bundledContrastFile(BundledContrastSet set = BundledContrastSet::pronouns);
// Its file name, for messages.
QString bundledContrastName(BundledContrastSet set);

}  // namespace studio
