// The numbers behind the paper's illustrations, written out in one place so the panels draw them and the
// tests check them: the decoder's causal mask, the label-smoothed target distribution exactly as the
// engine's loss builds it, and the "Noam" learning-rate schedule.
#pragma once

#include <QList>
#include <QPointF>
#include <vector>

namespace studio {

// Row-major n × n: 1 where query i may attend to key j (j ≤ i), 0 where the mask hides it.
std::vector<float> causalMask(int n);
// The attention weights when every score is equal: the softmax of the masked row, 1/(i+1) for j ≤ i.
std::vector<float> causalUniformWeights(int n);

// The target distribution of the engine's softmax_cross_entropy for one token of class `true_class` over
// `vocab` classes, id 0 being padding: ε/(V−1) on every class but padding, plus 1−ε on the true class.
std::vector<double> labelSmoothingTargets(int vocab, double epsilon, int true_class);

// lr(step) = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5) (section 5.3), via the engine's schedule.
double noamRate(int d_model, int warmup, long long step);
// The schedule sampled over [1, max_step], the warm-up step included (the peak is a sample).
QList<QPointF> noamCurve(int d_model, int warmup, int max_step, int samples = 400);

}  // namespace studio
