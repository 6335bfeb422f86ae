#!/usr/bin/env bash
# Side-by-side benchmark against the PyTorch peer in ../shared/peers/pytorch, in one sitting:
# runs `attention-cli bench` and the peer's bench.py alternately, REPEATS times each, and prints the medians
# and the ratios the project's goals are stated in. Needs the peer's packages (python3-torch, OpenBLAS,
# tcmalloc: see the peer's README); installs them when missing.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
peer="$root/../shared/peers/pytorch"
preset="${1:-tiny}"
repeats="${REPEATS:-3}"
out="${OUT_DIR:-$root/build/bench}"
mkdir -p "$out"
cli="$root/build/app/cli/attention-cli"
[ -x "$cli" ] || { echo "build first: scripts/studio.sh test" >&2; exit 1; }

need=(python3-torch python3-sentencepiece python3-numpy libopenblas0-openmp libtcmalloc-minimal4)
missing=()
for p in "${need[@]}"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi
if [ ! -f "$out/spm/spm.model" ]; then
  (cd "$peer" && /usr/bin/python3 prep.py --out "$out/spm" >/dev/null)
fi

for i in $(seq "$repeats"); do
  "$cli" bench --preset "$preset" --json > "$out/ours-$preset-$i.json"
  (cd "$peer" && /usr/bin/python3 bench.py --what train,greedy,beam --config "$preset" --repeats 1 \
      --spm "$out/spm/spm.model" --json "$out/peer-$preset-$i.json" > "$out/peer-$preset-$i.log" 2>&1)
done

/usr/bin/python3 - "$out" "$preset" "$repeats" <<'PY'
import json, statistics, sys
out, preset, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ours = [json.load(open(f"{out}/ours-{preset}-{i}.json")) for i in range(1, n + 1)]
peer = [json.load(open(f"{out}/peer-{preset}-{i}.json"))["summary"] for i in range(1, n + 1)]
def med(xs): return statistics.median(xs)
rows = [
    ("training tokens/s (src+tgt)", med([o["train_tokens_per_s"] for o in ours]),
     med([p[f"train/{preset}/src_tgt_tok_per_s"]["median"] for p in peer]), "higher"),
    ("greedy ms/sentence", med([o["greedy_ms_per_sentence"] for o in ours]),
     med([p[f"greedy/{preset}/ms_per_sentence"]["median"] for p in peer]), "lower"),
    ("beam-4 ms/sentence", med([o["beam4_ms_per_sentence"] for o in ours]),
     med([p[f"beam/{preset}/ms_per_sentence"]["median"] for p in peer]), "lower"),
    ("peak RSS MB (train)", med([o["peak_rss_mb"] for o in ours]),
     med([p[f"train/{preset}/peak_rss_mib"]["median"] for p in peer]), "lower"),
]
print(f"{'metric':32s} {'ours':>10s} {'pytorch':>10s} {'ratio':>8s}   (preset {preset}, medians of {n})")
for name, a, b, better in rows:
    print(f"{name:32s} {a:10.1f} {b:10.1f} {a / b:8.2f}x  ({better} is better)")
PY
