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

# A small, fixed run: 9 steps, a checkpoint every 3, one kept.
train() {
  "$cli" train --task reverse --task-pairs 300 --alphabet 6 --max-len 6 --d-model 16 --d-ff 32 --n-heads 2 \
    --layers 1 --steps 9 --checkpoint-every 3 --keep-checkpoints 1 --batch-tokens 64 --warmup 5 \
    --lr-factor 1 --bleu-sentences 0 --validate-every 0 --backend cpu --seed 2 "$@"
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

echo "$cases kill points, $failures failures"
[ $failures -eq 0 ]
