#!/usr/bin/env bash
# Side-by-side benchmark against the PyTorch peer in ../shared/peers/pytorch, in one sitting:
# runs `attention-cli bench` (--precision auto: bf16 where the CPU has bf16 instructions; decoding again with
# --compute-type int8) and the peer's bench.py in fp32 and with bf16 autocast (--amp bf16) alternately,
# REPEATS times each, and prints the medians and the ratios the project's goals are stated in (issue 14:
# training >= 1.5x the peer's fp32 and >= 1.2x its bf16 autocast; decoding latency <= 0.10x the peer's).
# Needs the peer's packages (python3-torch, OpenBLAS, tcmalloc: see the peer's README); installs them when
# missing. TRAIN_STEPS=N times N training steps on both sides instead of their defaults (6 for `base`, 10 for
# `tiny`): the two programs shuffle their batches differently, and a few batches can differ in sentence length,
# so the mix of source and target tokens differs too; the target-token row shows how much.
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

# The peer's bf16 autocast only means something on a CPU with bf16 instructions: without them PyTorch emulates
# bf16 and a `tiny` run takes tens of minutes. PEER_BF16=auto (default) skips it there, always/never force it.
peer_bf16="${PEER_BF16:-auto}"
if [ "$peer_bf16" = auto ]; then
  if grep -qwE 'avx512_bf16|amx_bf16' /proc/cpuinfo; then peer_bf16=always; else peer_bf16=never; fi
fi

ours_steps=()
peer_steps=()
if [ -n "${TRAIN_STEPS:-}" ]; then
  ours_steps=(--steps "$TRAIN_STEPS")
  peer_steps=(--steps "$TRAIN_STEPS" --base-steps "$TRAIN_STEPS")
fi

for i in $(seq "$repeats"); do
  "$cli" bench --preset "$preset" --precision "${PRECISION:-auto}" "${ours_steps[@]}" --json \
      > "$out/ours-$preset-$i.json"
  # Decoding again with int8 weights (CTranslate2's compute type; `--compute-type int8` or `export --int8`).
  "$cli" bench --preset "$preset" --what greedy,beam --compute-type int8 --json > "$out/ours-int8-$preset-$i.json"
  (cd "$peer" && /usr/bin/python3 bench.py --what train,greedy,beam --config "$preset" --repeats 1 \
      "${peer_steps[@]}" --spm "$out/spm/spm.model" --json "$out/peer-$preset-$i.json" \
      > "$out/peer-$preset-$i.log" 2>&1)
  rm -f "$out/peer-bf16-$preset-$i.json"
  if [ "$peer_bf16" = always ]; then
    (cd "$peer" && /usr/bin/python3 bench.py --what train --amp bf16 --config "$preset" --repeats 1 \
        "${peer_steps[@]}" --spm "$out/spm/spm.model" --json "$out/peer-bf16-$preset-$i.json" \
        > "$out/peer-bf16-$preset-$i.log" 2>&1)
  fi
done

/usr/bin/python3 - "$out" "$preset" "$repeats" <<'PY'
import json, os, statistics, sys
out, preset, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
ours = [json.load(open(f"{out}/ours-{preset}-{i}.json")) for i in range(1, n + 1)]
ours_int8 = [json.load(open(f"{out}/ours-int8-{preset}-{i}.json")) for i in range(1, n + 1)]
peer = [json.load(open(f"{out}/peer-{preset}-{i}.json"))["summary"] for i in range(1, n + 1)]
bf16_files = [f"{out}/peer-bf16-{preset}-{i}.json" for i in range(1, n + 1)]
peer_bf16 = [json.load(open(f))["summary"] for f in bf16_files if os.path.exists(f)]
def med(xs): return statistics.median(xs) if xs else None
train_key = f"train/{preset}/src_tgt_tok_per_s"
peer_greedy = med([p[f"greedy/{preset}/ms_per_sentence"]["median"] for p in peer])
peer_beam = med([p[f"beam/{preset}/ms_per_sentence"]["median"] for p in peer])
rows = [
    (f"training tokens/s ({ours[0].get('precision', 'fp32')}) vs fp32", med([o["train_tokens_per_s"] for o in ours]),
     med([p[train_key]["median"] for p in peer]), "higher; goal >= 1.5x"),
    (f"training tokens/s ({ours[0].get('precision', 'fp32')}) vs bf16", med([o["train_tokens_per_s"] for o in ours]),
     med([p[train_key]["median"] for p in peer_bf16]), "higher; goal >= 1.2x"),
    ("  target tokens/s alone, vs bf16", med([o["train_target_tokens_per_s"] for o in ours]),
     med([p[f"train/{preset}/tgt_tok_per_s"]["median"] for p in peer_bf16]), "higher; the same mix check"),
    ("greedy ms/sentence", med([o["greedy_ms_per_sentence"] for o in ours]), peer_greedy, "lower; goal <= 0.10x"),
    ("beam-4 ms/sentence", med([o["beam4_ms_per_sentence"] for o in ours]), peer_beam, "lower; goal <= 0.10x"),
    ("greedy ms/sentence, int8 weights", med([o["greedy_ms_per_sentence"] for o in ours_int8]), peer_greedy,
     "lower; goal <= 0.10x"),
    ("beam-4 ms/sentence, int8 weights", med([o["beam4_ms_per_sentence"] for o in ours_int8]), peer_beam,
     "lower; goal <= 0.10x"),
    ("peak RSS MB (train)", med([o["peak_rss_mb"] for o in ours]),
     med([p[f"train/{preset}/peak_rss_mib"]["median"] for p in peer]), "lower"),
]
print(f"{'metric':40s} {'ours':>10s} {'pytorch':>10s} {'ratio':>8s}   (preset {preset}, medians of {n})")
for name, a, b, better in rows:
    if b is None:
        print(f"{name:40s} {a:10.1f} {'n/a':>10s} {'n/a':>8s}   (no bf16 instructions here: peer's bf16 skipped)")
    else:
        print(f"{name:40s} {a:10.1f} {b:10.1f} {a / b:8.2f}x  ({better})")
PY
