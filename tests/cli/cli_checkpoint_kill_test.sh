#!/bin/sh
# kill -9 at every write step of a checkpoint (issue 15, finding 4). The engine's test hook
# (ATTN_TEST_KILL_AT=NAME#K, engine/src/util/kill_point.h) sends SIGKILL at a named point of the checkpoint
# sequence, or just before the K-th atomic rename, so every step is hit on purpose, not by timing luck.
# After each kill the run must either resume and end bit-identical to an uninterrupted run, or refuse with a
# clear message; it must never be left unresumable, even with --keep-checkpoints 1, and no temporary or
# uncommitted file may survive the resume.
# Usage: cli_checkpoint_kill_test.sh ATTENTION_CLI
set -u
cli=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
cases=0
fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# A small, fixed run: $steps steps (9 unless set), a checkpoint every 3, one kept.
steps=9
options="--task reverse --task-pairs 300 --alphabet 6 --max-len 6 --d-model 16 --d-ff 32 --n-heads 2 --layers 1
  --checkpoint-every 3 --keep-checkpoints 1 --batch-tokens 64 --warmup 5 --lr-factor 1 --bleu-sentences 0
  --validate-every 0 --backend cpu --seed 2"
train() {
  # shellcheck disable=SC2086
  "$cli" train $options --steps "$steps" "$@"
}

train --out "$work/straight" >"$work/straight.log" 2>&1 || {
  cat "$work/straight.log"
  echo "FAIL: the uninterrupted run failed"
  exit 1
}

# One case: kill at $1 in a fresh run, resume, compare with the uninterrupted run.
kill_and_resume() {
  point=$1
  run="$work/run-$(echo "$point" | tr ':#' '__')"
  cases=$((cases + 1))
  ATTN_TEST_KILL_AT=$point train --out "$run" >"$run.log" 2>&1
  status=$?
  if [ $status -ne 137 ]; then
    fail "$point: expected a kill (status 137), got $status"
    return
  fi
  if train --out "$run" --resume >"$run.resume.log" 2>&1; then
    if ! cmp -s "$work/straight/model.safetensors" "$run/model.safetensors"; then
      fail "$point: the resumed model differs from the uninterrupted run's"
    fi
    leftovers=$(cd "$run" && find . -name '*.tmp*' -o -name 'step-[0-8].*' | tr '\n' ' ')
    [ -z "$leftovers" ] || fail "$point: left behind: $leftovers"
    [ -f "$run/optimizer.safetensors" ] && fail "$point: an optimizer file outside checkpoints/"
  elif grep -q "train_state.json does not exist" "$run.resume.log"; then
    # Killed before the first checkpoint was committed: nothing to resume, said clearly.
    echo "$point: refused clearly (no completed checkpoint)"
  else
    cat "$run.resume.log"
    fail "$point: the resume failed"
  fi
}

# The checkpoint sequence's named steps, in the first checkpoint (step 3) and the second (step 6).
for k in 1 2; do
  for step in start model parameters optimizer state log pruned; do
    kill_and_resume "checkpoint:$step#$k"
  done
done
# Just before each atomic rename: the model folder's three files, the checkpoint's two, the state and the
# log, in each of the first two checkpoints.
k=1
while [ $k -le 14 ]; do
  kill_and_resume "atomic-write:before-rename#$k"
  k=$((k + 1))
done

# And at random moments of a longer run (30 steps, ten checkpoints): wherever the kill lands, the resume must
# end where the uninterrupted run ends.
steps=30
train --out "$work/straight30" >"$work/straight30.log" 2>&1 || fail "the uninterrupted 30-step run failed"
for i in 1 2 3 4 5 6; do
  run="$work/random-$i"
  delay=$(awk -v seed="$$$i" 'BEGIN { srand(seed); printf "%.3f", rand() * 0.6 }')
  cases=$((cases + 1))
  # shellcheck disable=SC2086
  "$cli" train $options --steps "$steps" --out "$run" >"$run.log" 2>&1 &
  pid=$!  # the CLI itself, so the kill reaches it
  sleep "$delay"
  kill -9 $pid 2>/dev/null
  wait $pid
  if train --out "$run" --resume >"$run.resume.log" 2>&1; then
    if cmp -s "$work/straight30/model.safetensors" "$run/model.safetensors"; then
      echo "random kill after ${delay}s: resumed, bit-identical"
    else
      fail "random kill after ${delay}s: the resumed model differs from the uninterrupted run's"
    fi
  elif grep -q "train_state.json does not exist" "$run.resume.log"; then
    echo "random kill after ${delay}s: refused clearly (no completed checkpoint)"
  else
    cat "$run.resume.log"
    fail "random kill after ${delay}s: the resume failed"
  fi
done

echo "$cases kill points, $failures failures"
[ $failures -eq 0 ]
