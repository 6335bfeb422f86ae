// `attention-studio --startup-time`: how long the first window takes to appear with its model loaded, from
// the moment the process was launched (the kernel's start time, so the app's own restart with a short
// OpenMP spin counts). Prints one line and quits; the GUI benchmark launches the app several times with it.
#pragma once

namespace studio {

class MainWindow;
class ModelSession;

// Once `window` is shown and painted and `session` has loaded its model (or failed to), prints
// "startup_ms N (window shown at W ms, model loaded at M ms)" to stdout and quits the application.
void reportStartupWhenReady(MainWindow& window, ModelSession& session);

// Milliseconds since this process was launched.
double msSinceLaunch();

}  // namespace studio
