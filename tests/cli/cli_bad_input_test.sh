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

[ "$failures" -eq 0 ] || { echo "$failures case(s) failed"; exit 1; }
echo "all cases passed"
