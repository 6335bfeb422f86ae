// Chart legends that never cut their entries: Qt Charts lays a bottom legend out in one row and elides the
// names that do not fit ("Feed-forward network, sl…"), as happens in a 1024×640 window. A legend watched
// here moves beside the plot, one entry per line, while its row would not fit, and back below when it does.
#pragma once

class QChart;

namespace studio {

// Watches `chart` from now on (its size and its entries); the legend should start at the bottom.
void keepLegendWhole(QChart* chart);

// The width a one-row legend of `chart`'s visible entries needs, as Qt lays it out.
double oneRowLegendWidth(const QChart* chart);

}  // namespace studio
