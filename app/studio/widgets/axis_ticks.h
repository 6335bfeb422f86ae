// Round tick intervals for Qt Charts value axes, and a safe way to give an axis ticks on them.
//
// Qt's dynamic ticks (QValueAxis::TicksDynamic) lay out by adding the interval to the first tick until it
// passes the axis maximum, on the GUI thread, with no limit: an interval below the values' floating-point
// resolution (2.0 + 1e-16 == 2.0) never gets there and appends tick positions until memory runs out, and a
// tiny interval over a large range creates millions of tick items. setAxisTicks() only turns dynamic ticks
// on for ranges it can step through in a few dozen ticks.
#pragma once

class QValueAxis;

namespace studio {

// A tick interval of 1, 2 or 5 times a power of ten giving about `ticks` intervals over `range` (> 0).
double niceTickInterval(double range, int ticks);

// Whether Qt's dynamic ticks step from `low` to `high` by `interval` in a bounded number of ticks: a finite,
// positive interval well above the resolution of the values and not too small for the range.
bool ticksCanStep(double low, double high, double interval);

// Sets `axis` to [low, high] with ticks every `interval` from 0. A range that cannot be stepped through falls
// back to Qt's fixed ticks (five, evenly spread) rather than hang the GUI thread.
// An empty or non-finite range leaves the range as it was.
void setAxisTicks(QValueAxis* axis, double low, double high, double interval);

}  // namespace studio
