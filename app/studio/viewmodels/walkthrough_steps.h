// The steps of the classroom walkthrough: one forward pass of the loaded model on the class's sentence, from
// tokens to the chosen output token. Each step names the traced tensors it shows (sliced to the chosen layer,
// head and stack), its shape, the paper's formula and one sentence of explanation. Pure functions over an
// attn::ForwardTrace, so the numbers are the engine's, never recomputed here.
#pragma once

#include <QString>
#include <QStringList>
#include <vector>

#include "attention/forward_trace.h"

namespace studio {

// One matrix a step shows: rows x cols, with axis labels.
struct StepMatrix {
  QString title;
  std::vector<float> values;
  int rows = 0, cols = 0;
  QStringList row_labels, column_labels;
  QString row_title, column_title;
  bool signed_values = true;  // a diverging colour scale around 0; else 0..max (probabilities)
  bool causal = false;        // cells above the diagonal are masked
};

struct WalkthroughStep {
  QString title;        // "5. Scores QKᵀ / √d_k"
  QString formula;      // rich text
  QString explanation;  // one sentence
  QString shape;        // "[6 × 6] per head"
  std::vector<StepMatrix> matrices;
  QString text;  // a table or list shown instead of / beside the matrices (tokens, top predictions)
};

struct WalkthroughChoice {
  int layer = 0, head = 0;  // from 0
};

// The number of steps; titles for the step list.
int walkthroughStepCount();
QStringList walkthroughStepTitles();
// Step `index` (0-based) of the trace for the chosen layer and head. Throws std::out_of_range on a bad index.
WalkthroughStep walkthroughStep(const attn::ForwardTrace& trace, int index, const WalkthroughChoice& choice);

}  // namespace studio
