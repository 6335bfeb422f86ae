#!/bin/sh
# attention-studio --export on input the view refuses (issue 26): a text longer than the model accepts once
# exited 0 with an empty "Nothing to show yet" image. Export mode must print the view's error, exit non-zero
# and write no file.
# Usage: studio_export_error_test.sh ATTENTION_STUDIO MODEL_DIR
set -u
studio=$1
model=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The app's settings stay in here.
export QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
  XDG_CACHE_HOME="$work/cache"
# 3,000 words: well beyond the model's 1,024 positions.
long=$(awk 'BEGIN { for (i = 0; i < 3000; i++) printf "dog "; print "." }')
failures=0
for view in translate attention; do
  out=$(timeout 120 "$studio" --model "$model" --backend cpu --view "$view" --text "$long" \
    --export "$work/$view.png" 2>&1)
  status=$?
  if [ "$status" -eq 0 ] || [ "$status" -ge 124 ]; then
    echo "FAIL $view: exit status $status (expected an error exit): $out"
    failures=$((failures + 1))
  elif ! printf '%s\n' "$out" | grep -q "too long"; then
    echo "FAIL $view: the message does not say the text is too long: $out"
    failures=$((failures + 1))
  elif [ -e "$work/$view.png" ]; then
    echo "FAIL $view: an image was written despite the error"
    failures=$((failures + 1))
  else
    echo "ok   $view: $out"
  fi
done
[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "all cases passed"
