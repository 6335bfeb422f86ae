// attention-studio's command line:
//   attention-studio [--model DIR|NAME] [--view translate|attention|pe|training|model] [--text "…"]
//                    [--export FILE.png|.svg|.csv|.json] [--lang ko|de|fr|en] [--backend SPEC]
//                    [--presenter] [--size WIDTHxHEIGHT] [--startup-time]
#pragma once

#include <QSize>
#include <QString>
#include <QStringList>

namespace studio {

struct CommandLineOptions {
  QString model_dir;  // a folder or a bundled name; empty: the remembered / default bundled model
  QString view;       // empty: last view
  QString text;
  QString export_path;  // non-empty: render headless and exit
  QString language;
  QString backend;
  bool presenter = false;     // start in presenter mode (with --export: its text size and palette)
  QSize window_size;          // invalid: the default (remembered, or 1500 × 950 for --export)
  bool startup_time = false;  // print how long the first window took to show with its model, then quit
  bool ok = true;
  bool exit_now = false;  // --help / --version were handled
  QString error;
};

// Valid view identifiers in tab order.
QStringList knownViewIds();
// Parses `arguments` (argv as given; arguments[0] is the program). Prints help/version when asked.
CommandLineOptions parseCommandLine(const QStringList& arguments);

}  // namespace studio
