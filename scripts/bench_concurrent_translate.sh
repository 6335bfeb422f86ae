#!/usr/bin/env bash
# Several attention-cli processes at once (issue 26): the same 100 Multi30k val sentences translated by one
# process alone, by four one after another, and by four side by side, REPEATS times each (alternating), and
# the medians. Goal: four side by side finish within 1.3x the time of four one after another, and one alone
# is no slower than before. GOVERNOR=off turns the CLI's contention governor off (what it did before);
# SPIN=N sets libgomp's spin count, SPIN=passive OMP_WAIT_POLICY=passive, to compare; MODEL picks the model
# (default en-de).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cli="$root/build/app/cli/attention-cli"
[ -x "$cli" ] || { echo "build first: scripts/studio.sh test" >&2; exit 1; }
repeats="${REPEATS:-3}"
model="${MODEL:-en-de}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
zcat "$root/../shared/data/multi30k/val.en.gz" | awk "NR <= 100" > "$work/in.txt"  # awk reads to the end: no SIGPIPE under pipefail

run_env=()
case "${SPIN:-}" in
  "") ;;
  passive) run_env+=(OMP_WAIT_POLICY=passive) ;;
  *) run_env+=(GOMP_SPINCOUNT="$SPIN") ;;
esac
if [ "${GOVERNOR:-on}" = "off" ]; then run_env+=(ATTN_CONTENTION_GOVERNOR=off); fi
translate() { env "${run_env[@]}" "$cli" translate --model "$model" --backend cpu < "$work/in.txt" > "$1"; }
seconds() { local t0 t1; t0=$(date +%s.%N); "$@"; t1=$(date +%s.%N); awk -v a="$t0" -v b="$t1" 'BEGIN {print b - a}'; }
one() { translate "$work/one.txt"; }
sequential() { for i in 1 2 3 4; do translate "$work/seq$i.txt"; done; }
concurrent() {
  local pids=()
  for i in 1 2 3 4; do translate "$work/par$i.txt" & pids+=($!); done
  for p in "${pids[@]}"; do wait "$p"; done
}
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

: > "$work/one.s"; : > "$work/seq.s"; : > "$work/par.s"
for r in $(seq "$repeats"); do
  seconds one >> "$work/one.s"
  seconds sequential >> "$work/seq.s"
  seconds concurrent >> "$work/par.s"
done
for i in 2 3 4; do cmp -s "$work/seq1.txt" "$work/par$i.txt" || { echo "outputs differ" >&2; exit 1; }; done
one_s=$(median < "$work/one.s"); seq_s=$(median < "$work/seq.s"); par_s=$(median < "$work/par.s")
echo "cpu: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | xargs), $(nproc) cores; model $model; spin ${SPIN:-libgomp default}; governor ${GOVERNOR:-on}"
echo "runs (s): one $(paste -sd' ' "$work/one.s"); four in sequence $(paste -sd' ' "$work/seq.s"); four side by side $(paste -sd' ' "$work/par.s")"
printf 'medians: one alone %.2f s, four in sequence %.2f s, four side by side %.2f s, ratio %.2f (goal <= 1.3)\n' \
  "$one_s" "$seq_s" "$par_s" "$(awk -v p="$par_s" -v s="$seq_s" 'BEGIN {print p / s}')"
