#!/bin/sh
# Every C++ file of the project is laid out as .clang-format says: CI treats a drift as it treats a compiler
# warning. Usage: clang_format_check.sh SOURCE_ROOT CLANG_FORMAT. The files are git's tracked ones where the
# tree is a clone (build folders hold generated sources), else those under the source folders.
set -eu
root="$1"
clang_format="$2"
cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  files=$(git ls-files '*.cpp' '*.h')
else
  files=$(find app engine tests -name '*.cpp' -o -name '*.h')
fi
[ -n "$files" ] || { echo "no C++ files found under $root" >&2; exit 1; }
# shellcheck disable=SC2086  # one argument per file
"$clang_format" --dry-run --Werror $files
echo "clang-format: $(echo "$files" | wc -l) files as .clang-format says"
