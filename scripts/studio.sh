#!/usr/bin/env bash
# The project's two entry points (see README):
#   scripts/studio.sh run    install what is missing, build, and open the desktop app on the bundled model
#   scripts/studio.sh test   install what is missing, build, and run every test
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ATTN_BUILD_DIR:-$root/build}"
jobs="$(nproc 2>/dev/null || echo 2)"

build_all() {
  "$root/scripts/setup.sh"
  local werror=OFF
  # CI treats warnings as errors; a user's newer compiler should not break their build.
  if [ "${CI:-}" = "true" ]; then werror=ON; fi
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_WERROR="$werror"
  cmake --build "$build" -j "$jobs"
}

case "${1:-}" in
  run)
    shift
    build_all
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
      echo "studio: no display found (DISPLAY/WAYLAND_DISPLAY unset). Start it under a desktop session," >&2
      echo "        or headless: xvfb-run scripts/studio.sh run; the command-line tool is" >&2
      echo "        $build/app/cli/attention-cli translate --model NAME (attention-cli models lists them)" >&2
      exit 1
    fi
    # The app opens the model chosen last time, else the default bundled one (en-de, else the first).
    exec "$build/app/studio/attention-studio" "$@"
    ;;
  test)
    shift
    build_all
    cd "$build"
    ctest --output-on-failure -j "$jobs" --label-exclude bench "$@"
    ;;
  *)
    echo "usage: scripts/studio.sh run|test" >&2
    exit 2
    ;;
esac
