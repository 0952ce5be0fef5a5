#!/usr/bin/env bash
# Fuzzes mamsim's readers with mutated copies of the project's own files (issue 12).
#
# In process: mamsim-fuzz (Sources/MamsimFuzz) reads COUNT mutated inputs per reader — tape,
# xml-plist, entitlements, binary-plist, scenario, citrix-scenario, mdx-policy, catalog — in batches, each
# batch a child process. A batch that dies (a trap, a crash) or passes its time limit is run
# again with --log, and the input it stopped
# on is kept in Tests/FuzzFixtures/READER/, where FuzzRegressionTests reads it from then on.
# An input read in more than a second is kept too (mamsim-fuzz saves it).
# As processes: PROCESS_COUNT further inputs per reader go through `mamsim check`, whose exit
# status must be 0 or 1 (2 is a usage error and cannot happen here) within 5 seconds.
#
# Usage: bench/fuzz.sh [COUNT] [SEED] [PROCESS_COUNT]   (defaults 1000000, 1, 500)
#        READERS="tape scenario" bench/fuzz.sh ...      (some readers only; BATCH sets the batch)
# Bounded: about 20–25 minutes on this project's 2-core machine at the defaults (the tape reader,
# whose regexes the standard library compiles, takes most of it).
set -u
cd "$(dirname "${BASH_SOURCE[0]}")/.."
count=${1:-1000000}
seed=${2:-1}
process_count=${3:-500}
batch=${BATCH:-50000}
if ((batch > count)); then batch=$count; fi

echo "==> building mamsim-fuzz (release) and mamsim (debug)"
swift build -c release --static-swift-stdlib --product mamsim-fuzz >/dev/null || exit 2
swift build --product mamsim >/dev/null || exit 2
fuzz=$(swift build -c release --static-swift-stdlib --show-bin-path)/mamsim-fuzz
mamsim=$(swift build --show-bin-path)/mamsim

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/seeds/binary" "$work/emit" "$work/slow"
# Binary plists: the XML ones converted (python3's plistlib writes bplist00).
python3 - "$work/seeds/binary" themes/*.plist replays/settings/*.plist <<'PY'
import os, plistlib, sys
out = sys.argv[1]
for path in sys.argv[2:]:
    with open(path, "rb") as handle:
        value = plistlib.load(handle)
    with open(os.path.join(out, os.path.basename(path)), "wb") as handle:
        plistlib.dump(value, handle, fmt=plistlib.FMT_BINARY)
PY
"$mamsim" scenario print >"$work/seeds/embedded.json"
"$mamsim" scenario print --vendor citrix >"$work/seeds/citrix.json"

seeds_for() {
  case $1 in
    tape) ls replays/*.tape replays/lib/*.tape Tests/EndToEndTests/Fixtures/*.tape ;;
    xml-plist) ls themes/*.plist replays/settings/*.plist Tests/EndToEndTests/Fixtures/*.plist Tests/FuzzFixtures/xml-plist/* ;;
    binary-plist) ls "$work"/seeds/binary/*.plist ;;
    entitlements) ls examples/integration/*/*/*.entitlements Tests/FuzzFixtures/entitlements/* ;;
    scenario) ls "$work/seeds/embedded.json" replays/scenarios/*.json Tests/EndToEndTests/Fixtures/*.json ;;
    citrix-scenario) ls "$work/seeds/citrix.json" ;;
    mdx-policy) ls docs/mdx/*.xml Tests/EndToEndTests/Fixtures/*policies*.xml Tests/FuzzFixtures/mdx-policy/*.xml ;;
    catalog) ls Sources/Strings/Localizable.xcstrings ;;
  esac
}

summary=()
total_crashes=0
total_slow=0
for reader in ${READERS:-tape xml-plist entitlements binary-plist scenario citrix-scenario mdx-policy catalog}; do
  mapfile -t seeds < <(seeds_for "$reader")
  mkdir -p "Tests/FuzzFixtures/$reader"
  crashes=0
  slow=0
  started=$(date +%s)
  for ((start = 0; start < count; start += batch)); do
    n=$((count - start < batch ? count - start : batch))
    "$fuzz" "$reader" --seed "$seed" --start "$start" --count "$n" --slow-dir "$work/slow" \
      "${seeds[@]}" >"$work/out" 2>&1 &
    pid=$!
    # A batch gets 5 ms per input and at least a minute: a hang is a batch that runs out.
    limit=$((n / 200 > 60 ? n / 200 : 60))
    ( sleep "$limit" && kill -9 "$pid" 2>/dev/null ) &
    watchdog=$!
    wait "$pid"
    status=$?
    kill "$watchdog" 2>/dev/null
    wait "$watchdog" 2>/dev/null
    case $status in
      0) ;;
      3) slow=$((slow + $(grep -c '^slow:' "$work/out"))) ;;
      *)
        crashes=$((crashes + 1))
        echo "    $reader: batch from $start stopped with status $status; finding the input"
        timeout -s KILL "$limit" "$fuzz" "$reader" --seed "$seed" --start "$start" --count "$n" \
          --log "$work/current" "${seeds[@]}" >/dev/null 2>&1
        kept="Tests/FuzzFixtures/$reader/found-seed$seed-batch$start.bin"
        cp "$work/current" "$kept"
        echo "    kept as $kept"
        ;;
    esac
  done
  for file in "$work"/slow/slow-"$reader"-*; do
    [[ -e $file ]] || continue
    mv "$file" "Tests/FuzzFixtures/$reader/$(basename "$file")"
  done
  seconds=$(($(date +%s) - started))

  # As processes: the real command's exit status on fresh inputs.
  rm -f "$work"/emit/*
  reader_process_count=$process_count
  "$fuzz" "$reader" --seed "$((seed + 1000))" --count "$reader_process_count" --emit "$work/emit" \
    "${seeds[@]}" >/dev/null
  odd=0
  for input in "$work"/emit/*; do
    [[ -e $input ]] || continue
    timeout -s KILL 5 "$mamsim" check "$input" >/dev/null 2>&1
    code=$?
    if ((code != 0 && code != 1)); then
      odd=$((odd + 1))
      cp "$input" "Tests/FuzzFixtures/$reader/exit$code-$(basename "$input")"
    fi
  done
  total_crashes=$((total_crashes + crashes + odd))
  total_slow=$((total_slow + slow))
  summary+=("$(printf '%-13s %9d in process in %4d s: %d crash/hang, %d slow (>1 s); %d as processes: %d exit outside 0/1' \
    "$reader" "$count" "$seconds" "$crashes" "$slow" "$reader_process_count" "$odd")")
done

# Plays that must not stall (issue 30, item 5): each tape under Tests/FuzzFixtures/play/ is a shape
# that once took minutes (a century of check-ins, a Wait over 1000 days). Played by the debug
# mamsim with a 20-second limit each; the slowest is reported, and one past the limit fails.
stalled=0
slowest=""
slowest_ms=0
for tape in Tests/FuzzFixtures/play/*.tape; do
  [[ -e $tape ]] || continue
  started_ms=$(date +%s%3N)
  timeout -s KILL 20 "$mamsim" replay "$tape" >/dev/null 2>&1
  status=$?
  ms=$(($(date +%s%3N) - started_ms))
  if ((status != 0 && status != 1)); then
    stalled=$((stalled + 1))
    echo "    play: $tape stopped with status $status after $ms ms"
  fi
  if ((ms > slowest_ms)); then
    slowest_ms=$ms
    slowest=$tape
  fi
done
summary+=("$(printf '%-13s slowest play %s: %d ms (debug); %d stalled or crashed' \
  "play" "${slowest:-none}" "$slowest_ms" "$stalled")")
total_crashes=$((total_crashes + stalled))

echo "==> fuzz summary (seed $seed)"
printf '    %s\n' "${summary[@]}"
if ((total_crashes > 0 || total_slow > 0)); then
  echo "    new inputs are in Tests/FuzzFixtures/: fix the reader, then keep them as regression tests"
  exit 1
fi
