// Follows a ViewLink (viewmodels/view_link.h) in the main window: shows the view and points it where the link
// says.
#pragma once

#include "viewmodels/view_link.h"

namespace studio {

class MainWindow;

// Returns false for an unknown view.
bool openViewLink(MainWindow* window, const ViewLink& link);

}  // namespace studio
