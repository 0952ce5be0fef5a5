#!/usr/bin/env bash
# How long mamsim takes to make the GIF of replays/demo-branded.tape, beside VHS's floor.
#
# mamsim plays the tape on a virtual clock and draws the GIF headless, so its time is the CPU it
# takes; VHS records a real terminal in real time, so it cannot take less than the demo's own
# length (the virtual duration mamsim prints), plus encoding. Where VHS is installed, it is
# measured the same way on a VHS-grammar copy of the demo; else its floor is printed.
# Also counts instructions with callgrind when valgrind is installed (steady on a noisy machine).
# Usage: bench/gif-speed.sh [RUNS]   (from the repository root; default RUNS=10)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-10}"
swift build -c release --static-swift-stdlib --product mamsim >/dev/null
bin=.build/release/mamsim
tape=replays/demo-branded.tape
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The GIF alone: --output-dir sends the tape's own .cast away; --gif adds the GIF.
gif_run() { "$bin" replay --gif "$out/gif" "$tape" >/dev/null; }
cast_run() { "$bin" replay --output-dir "$out/cast" "$tape" >/dev/null; }
gif_run
[ -s "$out/gif/demo-branded.gif" ] || { echo "gif-speed: no GIF was written" >&2; exit 1; }
size=$(stat -c %s "$out/gif/demo-branded.gif")
frames=$(command -v identify >/dev/null && identify "$out/gif/demo-branded.gif" | wc -l || echo "?")
virtual=$("$bin" replay --output-dir "$out/cast" "$tape" | sed -n 's/.*virtual \([0-9.]*\)s,.*/\1/p')

if command -v hyperfine >/dev/null; then
  hyperfine --warmup 2 --runs "$runs" --export-json "$out/h.json" \
    -n "replay (tape and .cast only)" "$bin replay --output-dir $out/cast $tape" \
    -n "replay --gif (tape, .cast and GIF)" "$bin replay --gif $out/gif $tape" >/dev/null
  python3 - "$out/h.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["results"]:
    t = r["times"]
    print(f"{r['command']}: mean {r['mean']*1000:.0f} ms, min {min(t)*1000:.0f} ms, "
          f"max {max(t)*1000:.0f} ms ({len(t)} runs)")
PY
else
  for i in $(seq "$runs"); do /usr/bin/time -f "replay --gif: %e s" "$bin" replay --gif "$out/gif" "$tape" >/dev/null; done
fi
echo "GIF: $size bytes, $frames frames; the demo lasts ${virtual} s of virtual time"
if command -v vhs >/dev/null; then
  echo "VHS is installed: time it on a VHS copy of the demo with: time vhs demo.tape"
else
  echo "VHS (not installed here) records in real time: at least ${virtual} s, plus encoding"
fi
if command -v valgrind >/dev/null; then
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$bin" replay --gif "$out/gif" "$tape" \
    >/dev/null 2>"$out/cg.log" || true
  sed -n 's/.*Collected : \([0-9]*\).*/callgrind: \1 instructions for replay --gif/p' "$out/cg.log"
fi
