#!/usr/bin/env bash
# How fast headless replays run: the first-policy tape 1,000 times, and how the cost grows with
# tape length (1x, 2x, 4x, 8x a sign-in / sign-out cycle). Needs `mamsim replay --repeat`.
# Usage: bench/replay-speed.sh [RUNS]   (from the repository root; default RUNS=1000)
#        bench/replay-speed.sh suite BASELINE [RUNS] [NEW]
#          the shipped tapes in one `replay`, BASELINE binary against NEW (default: this
#          checkout's release build), side by side: RUNS (default 30) rounds of hyperfine, each
#          timing both binaries once, the order swapped every round; for the 23 tapes of the
#          first measurement (issue 18) and for every tape in replays/; prints mean ± sd, range,
#          new/old and the load average before and after. Also counts instructions (callgrind,
#          --jobs 1) when valgrind is there.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "${1:-}" = suite ]; then
  old=$(realpath "${2:?usage: bench/replay-speed.sh suite BASELINE [RUNS] [NEW]}")
  rounds=${3:-30}
  if [ -n "${4:-}" ]; then
    new=$(realpath "$4")
  else
    swift build -c release --static-swift-stdlib --product mamsim >/dev/null
    new=$PWD/.build/release/mamsim
  fi
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # The tapes of replays/ when the 23-tape figure was first taken (2e421ce).
  original="admin-wipe cancelled-sign-in demo-branded disabled-account exit-criteria face-id
    first-policy-test forgot-pin jailbreak-block max-pin-retries network-failure-retry
    not-licensed not-targeted offline-grace-period os-warning-and-block pin-rules
    policy-required-no-policy threat-defense walkthrough-exit-criteria walkthrough-first-policy
    walkthrough-untargeted-first warn-absent work-account-on-access"
  set23=$(for name in $original; do printf 'replays/%s.tape ' "$name"; done)
  all=$(echo replays/*.tape)
  for set in 23 all; do
    if [ $set = 23 ]; then tapes=$set23; else tapes=$all; fi
    count=$(echo $tapes | wc -w)
    # Both must pass every tape, or the times compare different work.
    "$old" replay --output-dir "$work/old" $tapes >/dev/null
    "$new" replay --output-dir "$work/new" $tapes >/dev/null
    echo "== $count tapes in one replay, $rounds rounds, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
    : >"$work/times"
    for round in $(seq "$rounds"); do
      a="$old replay --output-dir $work/old $tapes"
      b="$new replay --output-dir $work/new $tapes"
      if [ $((round % 2)) = 0 ]; then first=$b; second=$a; else first=$a; second=$b; fi
      hyperfine -N --runs 1 --export-json "$work/round.json" "$first" "$second" >/dev/null 2>&1
      python3 - "$work/round.json" "$old" >>"$work/times" <<'PY'
import json, sys
for result in json.load(open(sys.argv[1]))["results"]:
    which = "old" if result["command"].startswith(sys.argv[2] + " ") else "new"
    print(which, result["times"][0])
PY
    done
    echo "   load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    python3 - "$work/times" <<'PY'
import statistics, sys
times = {"old": [], "new": []}
for line in open(sys.argv[1]):
    which, seconds = line.split()
    times[which].append(float(seconds) * 1000)
for which in ("old", "new"):
    t = times[which]
    print(f"   {which}: {statistics.mean(t):.1f} ± {statistics.stdev(t):.1f} ms "
          f"(median {statistics.median(t):.1f}, {min(t):.1f}–{max(t):.1f}, {len(t)} runs)")
ratio = statistics.mean(times["new"]) / statistics.mean(times["old"])
medians = statistics.median(times["new"]) / statistics.median(times["old"])
print(f"   new/old: {ratio * 100:.0f} % of the mean, {medians * 100:.0f} % of the median")
PY
    if command -v valgrind >/dev/null; then
      for bin in "$old" "$new"; do
        valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
          "$bin" replay --jobs 1 --output-dir "$work/cg" $tapes >/dev/null 2>&1 || true
        total=$(callgrind_annotate "$work/cg.out" 2>/dev/null |
          sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,)
        python3 -c "print('   instructions, --jobs 1, %s: %.1f M' % ('$bin', $total / 1e6))"
      done
    fi
  done
  exit 0
fi

runs="${1:-1000}"
swift build -c release --static-swift-stdlib --product mamsim >/dev/null
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
