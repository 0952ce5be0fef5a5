#!/usr/bin/env bash
# How fast headless replays run: the first-policy tape 1,000 times, and how the cost grows with
# tape length (1x, 2x, 4x, 8x a sign-in / sign-out cycle). Needs `mamsim replay --repeat`.
# Usage: bench/replay-speed.sh [RUNS]   (from the repository root; default RUNS=1000)
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-1000}"
swift build -c release --product mamsim >/dev/null
bin=.build/release/mamsim
tape=replays/first-policy-test.tape

# --repeat must really repeat (the summary names the runs), or every figure below is wrong.
if ! "$bin" replay --repeat 2 "$tape" | grep -q "(2 runs,"; then
  echo "replay-speed: 'mamsim replay --repeat N' does not repeat; wire the option first" >&2
  exit 1
fi

now_ns() { date +%s%N; }
measure() { # prints wall seconds of "$@" (hyperfine mean when available)
  if command -v hyperfine >/dev/null; then
    hyperfine --warmup 1 --runs 3 --export-json /tmp/replay-speed.json "$*" >/dev/null 2>&1
    python3 -c 'import json;print("%.4f"%json.load(open("/tmp/replay-speed.json"))["results"][0]["mean"])'
  else
    local start end; start=$(now_ns); "$@" >/dev/null; end=$(now_ns)
    python3 -c "print('%.4f'%(($end-$start)/1e9))"
  fi
}
virtual_seconds() { # virtual duration of one play of a tape, in seconds
  "$bin" replay "$1" | sed -n 's/.*virtual \([^,]*\),.*/\1/p' | head -1 | python3 -c '
import re,sys
t=sys.stdin.read().strip(); total=0.0
for n,u in re.findall(r"([\d.]+)(d|h|m(?!s)|s|ms)",t):
  total+=float(n)*{"d":86400,"h":3600,"m":60,"s":1,"ms":0.001}[u]
print(total)'
}

virtual=$(virtual_seconds "$tape")
# Plays side by side on every processor (what `--repeat` does), then on one.
for jobs in all 1; do
  if [ "$jobs" = all ]; then
    wall=$(measure "$bin" replay --repeat "$runs" "$tape")
  else
    wall=$(measure "$bin" replay --repeat "$runs" --jobs 1 "$tape")
  fi
  python3 - "$runs" "$wall" "$virtual" "$jobs" <<'PY'
import sys
runs, wall, virtual, jobs = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
where = "every processor" if jobs == "all" else "one processor"
print(f"first-policy-test.tape x{runs} on {where}: {wall:.3f} s wall, {runs/wall:.0f} tapes/s, "
      f"{virtual:.2f} s virtual each, virtual/wall = {runs*virtual/wall:.0f}x")
PY
done

# Cost against length: a tape made of N sign-in / sign-out cycles (blake, untargeted).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The menu opens on its first row each time: Down to Sign out.
cycle() {
  printf '%s\n' 'Wait /Sign in to Contoso/' 'Type "blake@contoso.com"' Tab 'Type "Blake-1357"' Enter \
    'Wait /Notes · blake@contoso.com/' 'Sleep 2s' Tab Enter 'Wait /Sign out/' Down \
    Enter 'Wait /Not signed in/' Tab Enter
}
for n in 1 2 4 8; do
  { echo 'Set Width 100'; echo 'Set Height 30'; for i in $(seq "$n"); do cycle; done; } \
    >"$scratch/cycles-$n.tape"
  w=$(measure "$bin" replay --repeat 200 --jobs 1 "$scratch/cycles-$n.tape")
  python3 -c "print('cycles x$n: %.2f ms per tape, one processor (200 runs in %.3f s)' % ($w/200*1000, $w))"
done
