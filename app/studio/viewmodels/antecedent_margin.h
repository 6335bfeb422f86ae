// Near ties in the antecedent head finder. The engine counts a head as right on a sentence when the weight
// to the antecedent exceeds the weight to the other person by any amount, so 0.0002 against 0.0000 counts
// as much as 0.6 against 0.1. Here a margin (antecedent weight minus distractor weight) within a threshold
// counts as a tie, which is not right, and the heads are counted and ranked again with it. Qt-free.
#pragma once

#include "attention/antecedent_heads.h"

namespace studio {

enum class AntecedentVerdict { kWrong, kTie, kRight };

// Right: antecedent − distractor > tie_margin; wrong: distractor − antecedent > tie_margin; else a tie.
AntecedentVerdict antecedentVerdict(double antecedent, double distractor, double tie_margin);

// The report with every head's and each mean-over-heads baseline's successes counted again from the
// observations (right only beyond the tie margin), the heads ranked as the engine ranks them (the Wilson
// interval's lower end, then the mean antecedent weight). tie_margin 0 gives the engine's own counts.
attn::AntecedentReport rescoreWithTieMargin(const attn::AntecedentReport& report, double tie_margin);

}  // namespace studio
