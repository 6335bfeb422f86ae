#!/bin/sh
# The app's folders are floors (app/studio/ARCHITECTURE in engine/ARCHITECTURE.md, "The app"): an include may
# run down or sideways, never up. From the top: shell; views; widgets and workers; jobs; viewmodels; core.
# Usage: include_floors_check.sh APP_STUDIO_DIR. Lists every include that runs up and fails if there is one.
set -eu
cd "$1"
rank() {
  case "$1" in
    shell) echo 6 ;; views) echo 5 ;; widgets | workers) echo 4 ;; jobs) echo 3 ;; viewmodels) echo 2 ;;
    core) echo 1 ;; *) echo 0 ;;
  esac
}
status=0
for file in $(find shell views widgets workers jobs viewmodels core -name '*.h' -o -name '*.cpp' | sort); do
  floor=${file%%/*}
  here=$(rank "$floor")
  for included in $(sed -n 's/^#include "\([a-z_]*\)\/.*"$/\1/p' "$file" | sort -u); do
    there=$(rank "$included")
    if [ "$there" -gt "$here" ]; then
      grep -n "^#include \"$included/" "$file" | sed "s|^|$file:|;s|\$|  ($floor includes $included, a floor above)|"
      status=1
    fi
  done
done
[ "$status" -eq 0 ] && echo "no include runs up a floor"
exit "$status"
