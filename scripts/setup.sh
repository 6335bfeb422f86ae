#!/usr/bin/env bash
# Installs every Debian 12 package the project needs to build, run and test — only the missing ones, so a
# second run takes a second. Used by both README commands (and therefore by CI); --fuzz adds clang for
# scripts/studio.sh fuzz.
set -euo pipefail

packages=(
  # toolchain
  cmake g++ ninja-build pkg-config
  # engine
  libeigen3-dev libopenblas-openmp-dev libdnnl-dev libsentencepiece-dev nlohmann-json3-dev zlib1g-dev
  # Debian 12's libdnnl-dev is built with its OpenCL GPU runtime, and its CMake config (find_package(dnnl))
  # asks for the OpenCL headers and loader, which the package forgets to depend on. Installing them keeps the
  # library's own config as the one way to find it (a hand-written find_library would drift from it).
  opencl-c-headers ocl-icd-opencl-dev
  # tests, and the layout check (clang-format, as .clang-format says)
  libgtest-dev clang-format
  # desktop app (Qt 6 Widgets + Charts; Charts needs libqt6opengl6-dev to be found by CMake)
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qt6-translations-l10n qt6-svg-dev
  # the training scrubber's animated GIF export (Qt writes no GIF, Debian's libpng no animated PNG)
  libgif-dev
  # a Hangul font, so the Korean interface (and its screenshots) shows text instead of empty boxes
  fonts-nanum
  # Vulkan compute backend (lavapipe runs it on machines without a GPU)
  libvulkan-dev mesa-vulkan-drivers vulkan-tools vulkan-validationlayers glslc spirv-tools
  # headless GUI tests and screenshots
  xvfb xauth
  # the CLI tests' peak-memory checks (GNU time's %M)
  time
)
# scripts/studio.sh fuzz: Debian's clang with libFuzzer and the sanitizer runtimes, and LLVM's OpenMP.
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang libclang-rt-14-dev libomp-dev)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} packages are installed"
  exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install packages" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
echo "setup: done"
