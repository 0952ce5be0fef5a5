#!/usr/bin/env bash
# Crash safety of the device store: kill -9 mamsim at random moments while it steps the engine,
# then check the store opens, passes PRAGMA integrity_check, and holds a state the engine passes
# through (before or after a step, never between). Usage: bench/crash-safety.sh [TRIALS] [MAMSIM]
set -u
trials=${1:-200}
mamsim=${2:-.build/debug/mamsim}
if [[ ! -x $mamsim ]]; then
  echo "crash-safety: $mamsim not found; run 'swift build' first or pass the binary" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
passed=0
failed=0
before_first=0
total_steps=0
start=$(date +%s)
for ((trial = 1; trial <= trials; trial++)); do
  dir="$work/device-$trial"
  "$mamsim" store-stress --state "$dir" --steps 1000000 >/dev/null 2>&1 &
  pid=$!
  # A random moment between 20 ms and 1.5 s into the run.
  sleep "$(awk -v r="$RANDOM" 'BEGIN { printf "%.3f", 0.02 + (r % 1480) / 1000 }')"
  kill -9 "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  if result=$("$mamsim" store-stress --state "$dir" --verify 2>&1); then
    passed=$((passed + 1))
    case $result in
      *"no step saved"*) before_first=$((before_first + 1)) ;;
      *"after step "*)
        step=${result##*after step }
        total_steps=$((total_steps + step))
        ;;
    esac
  else
    failed=$((failed + 1))
    echo "trial $trial: $result" >&2
    cp -r "$dir" "./crash-safety-failure-$trial" 2>/dev/null
  fi
  rm -rf "$dir"
done
elapsed=$(($(date +%s) - start))
echo "trials: $trials, passed: $passed, failed: $failed, killed before the first step: $before_first"
if ((passed > before_first)); then
  echo "mean steps saved when killed: $((total_steps / (passed - before_first)))"
fi
echo "elapsed: ${elapsed}s"
((failed == 0))
