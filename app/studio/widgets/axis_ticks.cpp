#include "widgets/axis_ticks.h"

#include <QValueAxis>
#include <algorithm>
#include <cmath>

namespace studio {

namespace {
// More would be unreadable anyway; the bound is what keeps Qt's tick loop short.
constexpr double kMaxTicks = 1000.0;
// An interval at least this fraction of the values' magnitude: far above double's resolution (2.2e-16), so
// each step moves the tick.
constexpr double kMinRelativeInterval = 1e-12;
}  // namespace

double niceTickInterval(double range, int ticks) {
  const double raw = range / std::max(1, ticks);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0})
    if (raw <= m * magnitude) return m * magnitude;
  return 10.0 * magnitude;
}

bool ticksCanStep(double low, double high, double interval) {
  if (!std::isfinite(low) || !std::isfinite(high) || !std::isfinite(interval)) return false;
  if (!(interval > 0) || !(high >= low)) return false;
  const double magnitude = std::max(std::abs(low), std::abs(high));
  return interval >= magnitude * kMinRelativeInterval && (high - low) / interval <= kMaxTicks;
}

void setAxisTicks(QValueAxis* axis, double low, double high, double interval) {
  // Fixed ticks while the range changes: with dynamic ticks, the old interval over a new, far larger range
  // would be laid out for a moment.
  axis->setTickType(QValueAxis::TicksFixed);
  if (!std::isfinite(low) || !std::isfinite(high) || !(high > low)) return;  // keeps the range it had
  axis->setRange(low, high);
  if (!ticksCanStep(low, high, interval)) return;
  axis->setTickAnchor(0.0);
  axis->setTickInterval(interval);
  axis->setTickType(QValueAxis::TicksDynamic);
}

}  // namespace studio
