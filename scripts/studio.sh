#!/usr/bin/env bash
# The project's two entry points (see README):
#   scripts/studio.sh run    install what is missing, build, and open the desktop app on the bundled model
#   scripts/studio.sh test   install what is missing, build, and run every test
#   scripts/studio.sh sanitize   every engine test, the CLI tests and fuzz seed replays under ASan + UBSan
# `test` also runs the input-facing part of `sanitize` (model, config, state, corpus and tokenizer readers, the
# CLI on bad input and under kill -9, the fuzz seeds) in its own build folder, within CI's time budget.
#   scripts/studio.sh fuzz [SECONDS]   libFuzzer (clang) on each fuzz target, SECONDS each (default 60)
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

# sanitize_run LABELS EXCLUDE TEST_SOURCE_NAMES...: builds attention-cli, those engine tests and the fuzz
# replays with ASan + UBSan in their own folder (the release build is untouched) and runs the tests with a label
# matching LABELS, except those matching EXCLUDE. Leak detection stays on; only the Vulkan loader's known leak
# is suppressed, by name (tests/sanitizers/lsan.supp).
sanitize_run() {
  local labels="$1" exclude="$2"
  shift 2
  "$root/scripts/setup.sh"
  local san="${ATTN_SANITIZE_BUILD_DIR:-$root/build-sanitize}"
  # -O1, as the sanitizers' authors advise: it keeps their reports exact and compiles about a quarter faster
  # than -O2; -g1 (line tables: reports still name file and line) compiles about 30 % faster than -g. Both keep
  # CI within its time budget.
  cmake -S "$root" -B "$san" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DATTN_SANITIZE=ON -DATTN_WERROR=OFF \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG"
  local targets=(attention-cli "$@")
  for src in "$root"/tests/fuzz/*_fuzz.cpp; do targets+=("fuzz_$(basename "$src" _fuzz.cpp)"); done
  cmake --build "$san" -j "$jobs" --target "${targets[@]}"
  cd "$san"
  # Slow unwinding: the Vulkan driver has no frame pointers, and its one known leak is matched by the
  # loader function in its stack (tests/sanitizers/lsan.supp).
  export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1:fast_unwind_on_malloc=0"
  export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
  # Engine test executables not built here appear as *_NOT_BUILT placeholders.
  ctest --output-on-failure -j "$jobs" -L "$labels" -E "NOT_BUILT|$exclude"
}

# The suites that read what a user or an attacker hands the tools.
input_facing_tests=(model_files_test model_math_test safetensors_test corpus_test tokenizer_test train_state_test
                    resume_checks_test decode_limits_test contrast_test antecedent_heads_test words_test
                    config_fields_test decode_steps_test)

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
    (cd "$build" && ctest --output-on-failure -j "$jobs" --label-exclude bench "$@")
    # The readers and the CLI on bad input; BPE training on all of Multi30k reads nothing new and is the
    # slowest test under the sanitizers.
    sanitize_run "engine|fuzz|input" "Multi30kJointBpe" "${input_facing_tests[@]}"
    ;;
  sanitize)
    shift
    all_tests=()
    for src in "$root"/tests/engine/*/*_test.cpp; do all_tests+=("$(basename "$src" .cpp)"); done
    # The reverse-task learning test trains for minutes in a release build; the short training tests cover its
    # code paths.
    sanitize_run "engine|cli|fuzz" "LearnsTheReverseTask" "${all_tests[@]}"
    ;;
  fuzz)
    shift
    seconds="${1:-60}"
    "$root/scripts/setup.sh" --fuzz
    fz="${ATTN_FUZZ_BUILD_DIR:-$root/build-fuzz}"
    CC=clang CXX=clang++ cmake -S "$root" -B "$fz" -G Ninja -DCMAKE_BUILD_TYPE=Release -DATTN_FUZZ=ON \
      -DATTN_WERROR=OFF
    targets=()
    for src in "$root"/tests/fuzz/*_fuzz.cpp; do targets+=("$(basename "$src" _fuzz.cpp)"); done
    cmake --build "$fz" -j "$jobs" --target "${targets[@]/#/fuzz_}"
    export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp"
    for t in "${targets[@]}"; do
      # New inputs go to the build folder's corpus; the seeds in the source tree are only read. A finding is
      # saved under found/<target>/ and stops the run with a non-zero status.
      mkdir -p "$fz/corpus/$t" "$fz/found/$t"
      echo "fuzz: $t for ${seconds}s"
      "$fz/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$fz/found/$t/" "$fz/corpus/$t" "$root/tests/fuzz/corpus/$t"
    done
    ;;
  *)
    echo "usage: scripts/studio.sh run|test|sanitize|fuzz" >&2
    exit 2
    ;;
esac
