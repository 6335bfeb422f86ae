#!/bin/sh
# attention-cli on bad input (issue 15): every case ends in a message that names the cause and a non-zero
# exit status, never in an abort (a signal) or an empty result with status 0.
# Usage: cli_bad_input_test.sh ATTENTION_CLI MODEL_DIR
set -u
cli=$1
model=$(cd "$2" && pwd)  # absolute: the links made below must resolve from anywhere
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# expect_error WHAT TEXT COMMAND...: COMMAND, fed one sentence on stdin, fails cleanly and prints TEXT.
expect_error() {
  what=$1
  text=$2
  shift 2
  out=$(printf 'A dog runs.\n' | "$@" 2>&1)
  status=$?
  if [ "$status" -eq 0 ] || [ "$status" -ge 128 ]; then
    echo "FAIL $what: exit status $status (expected a clean error): $out"
    failures=$((failures + 1))
  elif ! printf '%s\n' "$out" | grep -qF -- "$text"; then
    echo "FAIL $what: the message does not say '$text': $out"
    failures=$((failures + 1))
  else
    echo "ok   $what: $out"
  fi
}

# Finding 1: a symlink loop in the model folder made std::filesystem throw, and the CLI aborted (SIGABRT).
mkdir "$work/loop"
ln -s "$model/config.json" "$work/loop/config.json"
ln -s "$model/tokenizer.model" "$work/loop/tokenizer.model"
ln -s model.safetensors "$work/loop/model.safetensors"
expect_error "model.safetensors is a symlink loop" "model.safetensors" \
  "$cli" translate --model "$work/loop" --backend cpu
ln -s folder "$work/folder"
expect_error "the model folder is a symlink loop" "$work/folder" \
  "$cli" translate --model "$work/folder" --backend cpu

# Finding 6: numeric options are range-checked, naming the option.
for offset in 2147483647 -100 99999999999999999999 12x; do
  expect_error "--max-length-offset $offset" "--max-length-offset" \
    "$cli" translate --model "$model" --backend cpu --max-length-offset "$offset"
done
expect_error "--beam 0" "--beam" "$cli" translate --model "$model" --backend cpu --beam 0
expect_error "--n-best above the beam" "--n-best" "$cli" translate --model "$model" --backend cpu --beam 2 --n-best 3
expect_error "--alpha nan" "--alpha" "$cli" translate --model "$model" --backend cpu --alpha nan
expect_error "attention --beam 65" "--beam" "$cli" attention --model "$model" --src "A dog." --beam 65
expect_error "export --average -1" "--average" "$cli" export --model "$model" --out "$work/out" --average -1

# Finding 7: config.json must state every field that describes the network, and no key twice.
mkdir "$work/no_heads" "$work/twice"
for dir in no_heads twice; do
  ln -s "$model/model.safetensors" "$work/$dir/model.safetensors"
  ln -s "$model/tokenizer.model" "$work/$dir/tokenizer.model"
done
grep -v '"n_heads"' "$model/config.json" >"$work/no_heads/config.json"
sed 's/^{$/{ "n_heads": 8,/' "$model/config.json" >"$work/twice/config.json"
expect_error "config.json without n_heads" "n_heads" "$cli" translate --model "$work/no_heads" --backend cpu
expect_error "config.json with n_heads twice" "duplicate key 'n_heads'" \
  "$cli" translate --model "$work/twice" --backend cpu

# train: numeric options are range-checked (naming the option) and corpus limits can be set.
toy="--task reverse --task-pairs 200 --alphabet 6 --max-len 6 --d-model 16 --d-ff 32 --n-heads 2 --layers 1
  --batch-tokens 64 --warmup 5 --lr-factor 1 --bleu-sentences 0 --validate-every 0 --backend cpu"
for option in "--steps -1" "--batch-tokens 4" "--warmup -3" "--lr-factor inf" "--keep-checkpoints 0" \
  "--max-length 0" "--alphabet 0" "--max-len 2000" "--cooldown 1" "--log-every 0" "--seed -1"; do
  # shellcheck disable=SC2086
  expect_error "train $option" "${option%% *}" "$cli" train $toy --steps 2 --out "$work/t" $option
done
printf 'a\nb\nc\n' >"$work/three.txt"
expect_error "train --max-corpus-lines 2" "lines" \
  "$cli" train --src "$work/three.txt" --tgt "$work/three.txt" --steps 1 --out "$work/t" --max-corpus-lines 2

# Findings 2 and 3: a resume refuses a damaged state, changed options (unless --override) and NaN moments,
# with an error naming the file and field, never "training diverged".
# shellcheck disable=SC2086
"$cli" train $toy --steps 2 --checkpoint-every 2 --out "$work/run" >/dev/null 2>&1 || {
  echo "FAIL: a toy run for the resume cases did not train"
  failures=$((failures + 1))
}
mv "$work/run" "$work/run.good"
# fresh_run [SED-EXPRESSION]: a copy of the good run, its train_state.json edited.
fresh_run() {
  rm -rf "$work/run"
  cp -r "$work/run.good" "$work/run"
  [ $# -eq 0 ] || sed "$1" "$work/run.good/train_state.json" >"$work/run/train_state.json"
}
fresh_run 's/"step": 2$/"step": -9223372036854775808/'
# shellcheck disable=SC2086
expect_error "resume: step -2^63" "train_state.json: field 'step'" "$cli" train $toy --steps 4 --out "$work/run" --resume
fresh_run 's/"epoch": 0,/"epoch": 2147483647,/'
# shellcheck disable=SC2086
expect_error "resume: epoch 2^31-1" "field 'epoch'" "$cli" train $toy --steps 4 --out "$work/run" --resume
fresh_run
# shellcheck disable=SC2086
expect_error "resume with another --batch-tokens" "batch_tokens 64 -> 80" \
  "$cli" train $toy --steps 4 --out "$work/run" --resume --batch-tokens 80
# shellcheck disable=SC2086
if "$cli" train $toy --steps 4 --out "$work/run" --resume --override --batch-tokens 80 >"$work/override.log" 2>&1 &&
  grep -q "batch_tokens 64 -> 80" "$work/override.log"; then
  echo "ok   resume --override: continues and says what changed"
else
  echo "FAIL resume --override: $(cat "$work/override.log")"
  failures=$((failures + 1))
fi

# Issue 26: inputs that could still take the machine or hang. Each runs under a time and memory bound, so
# a regression fails here instead of blocking or swapping.
# bounded COMMAND...: COMMAND with 20 s and 3 GB of address space at most. Under AddressSanitizer (the
# sanitizer run exports ASAN_OPTIONS) the address-space bound is left out: ASan reserves terabytes of shadow
# memory at start and would fail before the command runs; the time bound and ASan's own allocation checks stay.
bounded() {
  if [ -n "${ASAN_OPTIONS:-}" ]; then
    timeout 20 "$@"
  else
    (ulimit -v 3000000 && exec timeout 20 "$@")
  fi
}
fixtures=$(cd "$(dirname "$0")/../fixtures/alignment" && pwd)
align="align --model $model --backend cpu --src $fixtures/sample.en --tgt $fixtures/sample.de"
# shellcheck disable=SC2086
expect_error "align --gold /dev/zero" "/dev/zero: is not a regular file" bounded "$cli" $align --gold /dev/zero
mkfifo "$work/gold.fifo"
# shellcheck disable=SC2086
expect_error "align --gold FIFO" "gold.fifo: is not a regular file" bounded "$cli" $align --gold "$work/gold.fifo"

# A model.safetensors with a 2 GB sparse tail is refused before its data is read.
mkdir "$work/tail"
ln -s "$model/config.json" "$work/tail/config.json"
ln -s "$model/tokenizer.model" "$work/tail/tokenizer.model"
cp "$model/model.safetensors" "$work/tail/model.safetensors"
truncate -s +2G "$work/tail/model.safetensors"
expect_error "model.safetensors with a 2 GB tail" "2147483648 bytes of trailing garbage" \
  bounded "$cli" translate --model "$work/tail" --backend cpu
rm -rf "$work/tail"

# A file size limit (ulimit -f) is a full disk, not SIGXFSZ: a clear error, and no temporary file left.
expect_error "export under ulimit -f" "File too large" \
  sh -c 'ulimit -f 200 && exec "$0" export --model "$1" --out "$2"' "$cli" "$model" "$work/small"
if find "$work" -name '*.tmp*' | grep -q .; then
  echo "FAIL export under ulimit -f left a temporary file: $(find "$work" -name '*.tmp*')"
  failures=$((failures + 1))
fi

# translate --batch reads its input a window at a time: 2 million blank lines (no decoding) stay within the
# memory line-by-line needs, and the output keeps one line per input line.
if [ -x /usr/bin/time ]; then
  awk 'BEGIN { for (i = 0; i < 2000000; i++) print "   " }' >"$work/blank.txt"
  peak_kb() { # peak resident memory of COMMAND < blank.txt, in KB
    /usr/bin/time -f '%M' -o "$work/peak" "$@" <"$work/blank.txt" >"$work/out.txt" 2>/dev/null
    cat "$work/peak"
  }
  single=$(peak_kb "$cli" translate --model "$model" --backend cpu --beam 1)
  batch=$(peak_kb "$cli" translate --model "$model" --backend cpu --beam 1 --batch)
  lines=$(wc -l <"$work/out.txt")
  if [ "$batch" -gt $((single + 100000)) ] || [ "$lines" -ne 2000000 ]; then
    echo "FAIL translate --batch: peak ${batch} KB vs ${single} KB line by line, $lines output lines"
    failures=$((failures + 1))
  else
    echo "ok   translate --batch: peak ${batch} KB vs ${single} KB line by line"
  fi
  rm -f "$work/blank.txt" "$work/out.txt"
fi

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "all cases passed"
