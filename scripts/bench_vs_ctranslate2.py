#!/usr/bin/python3
"""Decoding side by side with CTranslate2 on the same weights, in one sitting (issue 30).

Both sides run 2 threads on the CPU, batch-1 latency over the first 200 Multi30k `val` sentences (one
sentence at a time) and whole-file throughput over all 1,014, greedy and beam 4 (length penalty 0.6);
configurations alternate, each measurement is a fresh process, and each waits until the machine is mostly idle.
Ours: `attention-cli translate` line by line (latency; its start-up, measured by a 1-line run, is subtracted
and reported) and `translate --batch` (throughput). CTranslate2: its Python `Translator` (model load excluded,
SentencePiece included), float32 and int8. Greedy outputs are compared first (the same weights should give the
same text in float32).

Needs CTranslate2's Python package (PYTHONPATH / LD_LIBRARY_PATH) and a converted model (CT2_MODEL, default
/tmp/ct2/model-<model>); ../shared/peers/ctranslate2/ shows how both were built and converted. Without them it
says so and exits 0: the benchmark is optional, the peer is not part of the project.
"""

import argparse
import gzip
import json
import os
import statistics
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "..", "shared", "data", "multi30k")
CLI = os.environ.get("ATTN_CLI", os.path.join(ROOT, "build", "app", "cli", "attention-cli"))
THREADS = 2
ALPHA = 0.6


def val_lines(n=None):
    with gzip.open(os.path.join(DATA, "val.en.gz"), "rt", encoding="utf-8") as f:
        lines = [line.rstrip("\n") for line in f]
    return lines[:n] if n else lines


def cli(args, lines, compute_type="auto"):
    env = dict(os.environ, OMP_NUM_THREADS=str(THREADS))
    t0 = time.perf_counter()
    p = subprocess.run([CLI, "translate", "--backend", "cpu", "--alpha", str(ALPHA), "--compute-type", compute_type] + args,
                       input="\n".join(lines) + "\n", capture_output=True, text=True, env=env, check=True)
    return time.perf_counter() - t0, p.stdout.rstrip("\n").split("\n")


class Ct2:
    def __init__(self, model_dir, compute_type):
        import ctranslate2
        import sentencepiece
        # Loaded in a short-lived thread: CT2 loads (and quantizes) with an OpenMP team in the calling thread,
        # which otherwise stays alive beside the decoding team and makes every barrier sleep on 2 cores.
        box = {}
        loader = threading.Thread(target=lambda: box.setdefault("t", ctranslate2.Translator(
            model_dir, device="cpu", compute_type=compute_type, inter_threads=1, intra_threads=THREADS)))
        loader.start()
        loader.join()
        self.translator = box["t"]
        self.sp = sentencepiece.SentencePieceProcessor(model_file=os.path.join(model_dir, "tokenizer.model"))

    def _tokens(self, line):
        return self.sp.encode(line, out_type=str) + ["</s>"]  # this engine appends EOS to every source

    def translate(self, lines, beam, batch):
        sources = [self._tokens(line) for line in lines]
        options = dict(beam_size=beam, length_penalty=ALPHA if beam > 1 else 0.0,
                       max_decoding_length=max(len(s) for s in sources) + 51)
        if batch:
            results = self.translator.translate_batch(sources, max_batch_size=32, batch_type="examples", **options)
        else:
            results = [self.translator.translate_batch([s], **dict(options, max_decoding_length=len(s) + 51))[0]
                       for s in sources]
        return [self.sp.decode_pieces(r.hypotheses[0]) for r in results]


def measure(kind, model, ct2_model, beam, n):
    """One measurement in this process; prints one JSON line."""
    lines = val_lines(n)
    if kind.startswith("ours:"):
        ours_type = kind.split(":")[1].replace("-file", "")
        batch = ["--batch"] if kind.endswith("-file") else []
        startup, _ = cli(["--model", model, "--beam", str(beam)] + batch, lines[:1], ours_type)
        seconds, _ = cli(["--model", model, "--beam", str(beam)] + batch, lines, ours_type)
        if batch:
            return {"sentences_per_s": len(lines) / (seconds - startup), "startup_s": startup}
        return {"ms_per_sentence": 1000 * (seconds - startup) / (len(lines) - 1), "startup_s": startup}
    compute_type, batch = kind.split(":")[1], kind.endswith("-file")
    compute_type = compute_type.replace("-file", "")
    ct2 = Ct2(ct2_model, compute_type)
    ct2.translate(lines[:8], beam, batch)  # warm-up
    t0 = time.perf_counter()
    ct2.translate(lines, beam, batch)
    seconds = time.perf_counter() - t0
    return {"sentences_per_s": len(lines) / seconds} if batch else {"ms_per_sentence": 1000 * seconds / len(lines)}


def busy_fraction(interval=1.0):
    def sample():
        v = [int(x) for x in open("/proc/stat").readline().split()[1:]]
        return sum(v), v[3] + v[4]
    t0, idle0 = sample()
    time.sleep(interval)
    t1, idle1 = sample()
    return 1.0 - (idle1 - idle0) / max(1, t1 - t0)


def wait_until_quiet(limit_s=300, threshold=0.15):
    start, busy = time.time(), busy_fraction()
    while busy > threshold and time.time() - start < limit_s:
        time.sleep(3)
        busy = busy_fraction()
    return busy


def cpu_name():
    for line in open("/proc/cpuinfo"):
        if line.startswith("model name"):
            name = line.split(":", 1)[1].strip()
            break
    else:
        name = "unknown CPU"
    flags = open("/proc/cpuinfo").read().split()
    isa = [f for f in ("avx2", "avx512f", "avx512_bf16", "avx512_vnni", "amx_bf16") if f in flags]
    return "%s (%s), %d cores" % (name, " ".join(isa), os.cpu_count())


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default="en-de", help="a bundled model's name or a model folder (en-de)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--latency-sentences", type=int, default=200)
    ap.add_argument("--json", help="write every measurement here")
    ap.add_argument("--busy-threshold", type=float, default=0.15,
                    help="wait (up to 5 minutes) until the CPU is at most this busy before each measurement")
    ap.add_argument("--measure", help=argparse.SUPPRESS)  # internal: one measurement in a fresh process
    ap.add_argument("--beam", type=int, default=1, help=argparse.SUPPRESS)
    ap.add_argument("--n", type=int, default=0, help=argparse.SUPPRESS)
    a = ap.parse_args()
    ct2_model = os.environ.get("CT2_MODEL", "/tmp/ct2/model-" + os.path.basename(a.model.rstrip("/")))
    if a.measure:
        print(json.dumps(measure(a.measure, a.model, ct2_model, a.beam, a.n or None)))
        return 0
    try:
        import ctranslate2  # noqa: F401
    except ImportError:
        print("CTranslate2's Python package is not importable (set PYTHONPATH and LD_LIBRARY_PATH to a build; "
              "../shared/peers/ctranslate2/build.sh makes one): skipped")
        return 0
    if not os.path.isfile(os.path.join(ct2_model, "model.bin")):
        print("no CTranslate2 model at %s (convert with ../shared/peers/ctranslate2/convert.py, or set "
              "CT2_MODEL): skipped" % ct2_model)
        return 0
    if not os.access(CLI, os.X_OK):
        print("build first: scripts/studio.sh test", file=sys.stderr)
        return 1

    lines = val_lines(a.latency_sentences)
    _, ours = cli(["--model", a.model, "--beam", "1"], lines)
    _, ours_w8a8 = cli(["--model", a.model, "--beam", "1"], lines, "w8a8")
    theirs = Ct2(ct2_model, "float32").translate(lines, 1, batch=False)
    theirs_int8 = Ct2(ct2_model, "int8").translate(lines, 1, batch=False)
    same = sum(x == y for x, y in zip(ours, theirs))
    print("greedy output identical to CTranslate2 float32 on %d of %d sentences" % (same, len(lines)))
    # int8 x int8 changes some translations on both sides; how many, against each side's own float.
    same_w8a8 = sum(x == y for x, y in zip(ours_w8a8, ours))
    same_int8 = sum(x == y for x, y in zip(theirs_int8, theirs))
    print("int8 x int8 greedy output as the float one's: ours w8a8 %d of %d, CTranslate2 int8 %d of %d"
          % (same_w8a8, len(lines), same_int8, len(lines)))

    configs = []
    for beam in (1, 4):
        for kind in ("ours:auto", "ours:w8a8", "ct2:float32", "ct2:int8"):
            configs.append((kind, beam, a.latency_sentences))
        for kind in ("ours:auto-file", "ours:w8a8-file", "ct2:float32-file", "ct2:int8-file"):
            configs.append((kind, beam, 0))
    results = {}
    log = []
    for run in range(a.runs):
        for kind, beam, n in configs:
            busy = wait_until_quiet(threshold=a.busy_threshold)
            p = subprocess.run([sys.executable, os.path.abspath(__file__), "--model", a.model, "--measure", kind,
                                "--beam", str(beam), "--n", str(n)], capture_output=True, text=True,
                               env=os.environ)
            if p.returncode != 0:
                print("failed: %s beam %d\n%s" % (kind, beam, p.stderr[-800:]), file=sys.stderr)
                return 1
            r = json.loads(p.stdout.strip().split("\n")[-1])
            r.update(kind=kind, beam=beam, run=run, busy_before=round(busy, 3))
            log.append(r)
            results.setdefault((kind, beam), []).append(r)
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"cpu": cpu_name(), "model": a.model, "greedy_identical": [same, len(lines)],
                       "w8a8_as_f16": [same_w8a8, len(lines)], "ct2_int8_as_float32": [same_int8, len(lines)],
                       "measurements": log}, f, indent=1)

    def median(kind, beam, key):
        return statistics.median(r[key] for r in results[(kind, beam)])

    print("\n%s; model %s; medians of %d; 2 threads" % (cpu_name(), a.model, a.runs))
    print("| | ours (auto: F16) | ours w8a8 | CT2 float32 | CT2 int8 | w8a8 / CT2 int8 |")
    print("|---|---|---|---|---|---|")
    for beam, name in ((1, "greedy"), (4, "beam-4")):
        ms = [median(k, beam, "ms_per_sentence") for k in ("ours:auto", "ours:w8a8", "ct2:float32", "ct2:int8")]
        print("| %s, batch 1, ms/sentence | %.1f | %.1f | %.1f | %.1f | %.2fx its time |" % (name, *ms, ms[1] / ms[3]))
    for beam, name in ((1, "greedy"), (4, "beam-4")):
        rate = [median(k, beam, "sentences_per_s")
                for k in ("ours:auto-file", "ours:w8a8-file", "ct2:float32-file", "ct2:int8-file")]
        print("| %s, whole file, sentences/s | %.0f | %.0f | %.0f | %.0f | %.2fx its rate |" % (name, *rate,
                                                                                         rate[1] / rate[3]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
