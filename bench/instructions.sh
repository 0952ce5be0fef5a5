#!/usr/bin/env bash
# Instruction counts (callgrind) and sizes for the goals of issue 18, for one mamsim binary or two
# side by side, plus the wall time of the shipped tapes in one `replay` (hyperfine, alternating).
#
# Usage: bench/instructions.sh [BINARY] [BASELINE_BINARY]   (from anywhere; default BINARY:
#        .build/release/mamsim). Needs valgrind, and hyperfine for the wall-time row.
#
# Rows (instructions are whole-process counts unless said otherwise; differences between two
# runs of the same binary isolate one part):
#   tape load, first in process  inclusive TapeLoader.load(text:) (or its outcome(text:)) in
#                                `check first-policy-test.tape`
#   tape load, each further file (check of 21 copies − check of 1) / 20: the cost of one more file
#   new file / repeated play     (replay A A′ − replay A) / (replay --repeat 2 A − replay A), where
#                                A′ is a copy of A in another folder: what one more tape file costs
#                                a suite, against what playing a parsed one again costs; all with
#                                --jobs 1 (side by side, the two tapes would draw the same screens
#                                at once, neither finding the other's in the drawing cache)
#   per play                     (replay --repeat 11 − replay --repeat 2) / 9, one processor
#   check                        `check` of themes/*.plist and replays/scenarios/sdk-sign-in.json
#   start-up to the first frame  80×24 pty, quitting at once: persistent next launch (a device
#                                launched once before), persistent first launch, ephemeral, and
#                                persistent signed-in next launch (a device where Alex signed in,
#                                enrolled and set a PIN, opened again: the daily path)
#   installed size               the binary after `install -s`
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
binaries=("${1:-.build/release/mamsim}")
[[ -n ${2:-} ]] && binaries+=("$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tape=replays/first-policy-test.tape
mkdir -p "$work/copy" "$work/many" "$work/out"
cp "$tape" "$work/copy/first-policy-copy.tape"
cp -r replays/snapshots "$work/copy/"
for i in $(seq 1 21); do cp "$tape" "$work/many/t$i.tape"; done
cp -r replays/snapshots "$work/many/"

count() { # instructions of "$@"
  valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$@" >/dev/null 2>&1 || true
  callgrind_annotate "$work/cg.out" 2>/dev/null | sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,
}
inclusive() { # inclusive instructions of the first function matching $1 in the last count
  callgrind_annotate --inclusive=yes "$work/cg.out" 2>/dev/null | grep -E "$1" | head -1 |
    sed 's/^ *\([0-9,]*\).*/\1/' | tr -d , || true
}
first_frame() { # instructions to the first frame: STATE ("" for none) then argv
  local state=$1
  shift
  XDG_STATE_HOME=${state:-$work/unused} python3 - "$work/cg.out" "$@" <<'PY'
import os, pty, select, sys, time, fcntl, termios, struct
out, argv = sys.argv[1], sys.argv[2:]
argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
pid, fd = pty.fork()
if pid == 0:
    os.execvpe(argv[0], argv, env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
seen, end = b"", time.time() + 120
while b"Ctrl+C quit" not in seen and time.time() < end:
    if select.select([fd], [], [], 1)[0]:
        seen += os.read(fd, 65536)
os.write(fd, b"\x03")
try:
    while select.select([fd], [], [], 5)[0]:
        if not os.read(fd, 65536):
            break
except OSError:
    pass
os.waitpid(pid, 0)
PY
  callgrind_annotate "$work/cg.out" 2>/dev/null | sed -n 's/^ *\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,
}
signed_in() { # makes STATE ($1) hold a device where $2 signed in, enrolled and set a PIN
  XDG_STATE_HOME=$1 python3 - "$2" <<'PY'
import os, pty, select, signal, sys, time, fcntl, termios, struct
env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
pid, fd = pty.fork()
if pid == 0:
    os.execvpe(sys.argv[1], [sys.argv[1]], env)
fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
seen = b""
def until(marker):
    global seen
    end = time.time() + 30
    while marker not in seen:
        if time.time() > end:
            raise SystemExit(f"signed_in: timed out waiting for {marker!r}")
        if select.select([fd], [], [], 0.5)[0]:
            seen += os.read(fd, 65536)
            if b"\x1b[c" in seen and not getattr(until, "answered", False):
                until.answered = True
                os.write(fd, b"\x1b[?62;22c")
for send, marker in [(b"", b"Ctrl+C quit"), (b"alex@contoso.com\tPilot-Alex\r", b"Restart required"),
                     (b"\r", b"Enter opens"), (b"\r", b"Set a PIN"), (b"2580", b"same PIN again"),
                     (b"2580", b"Q3 pipeline")]:
    os.write(fd, send) if send else None
    until(marker)
time.sleep(0.3)
os.kill(pid, signal.SIGTERM)
try:
    while select.select([fd], [], [], 0.5)[0]:
        os.read(fd, 65536)
except OSError:
    pass
os.waitpid(pid, 0)
PY
}
m() { python3 -c "print('%.2f M' % ($1 / 1e6))"; }

for bin in "${binaries[@]}"; do
  bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
  echo "== $bin"
  count "$bin" check "$tape" >/dev/null
  # `check` reads a tape through TapeLoader.diagnostics(path:), whose work is `outcome(text:…)`
  # since issue 18's third round (before: load(text:file:folder:)); either is the same reading.
  load=$(inclusive 'TapeLoader.swift:.*(load4text4file6folders|7outcome.*4text4file6folder)')
  one=$(count "$bin" check "$work/many/t1.tape")
  many=$(count "$bin" check "$work"/many/t*.tape)
  single=$(count "$bin" replay --jobs 1 --output-dir "$work/out" "$tape")
  two=$(count "$bin" replay --jobs 1 --output-dir "$work/out" "$tape" "$work/copy/first-policy-copy.tape")
  rep2=$(count "$bin" replay --repeat 2 --jobs 1 "$tape")
  rep11=$(count "$bin" replay --repeat 11 --jobs 1 "$tape")
  check=$(count "$bin" check themes/*.plist replays/scenarios/sdk-sign-in.json)
  state=$(mktemp -d -p "$work")
  first=$(first_frame "$state" "$bin")
  next=$(first_frame "$state" "$bin")
  ephemeral=$(first_frame "" "$bin" run --ephemeral)
  signed=$(mktemp -d -p "$work")
  signed_in "$signed" "$bin"
  first_frame "$signed" "$bin" >/dev/null # the launch after the PIN was set
  signed_next=$(first_frame "$signed" "$bin")
  install -s -m 755 "$bin" "$work/installed"
  echo "  tape load, first in process:   $(m "${load:-0}")"
  echo "  tape load, each further file:  $(m $(((many - one) / 20)))"
  python3 -c "print('  new file / repeated play:      %.2fx  (%.2f M / %.2f M)' % (($two-$single)/($rep2-$single), ($two-$single)/1e6, ($rep2-$single)/1e6))"
  echo "  per play (first-policy-test):  $(m $(((rep11 - rep2) / 9)))"
  echo "  check, 4 themes + 1 scenario:  $(m "$check")"
  echo "  first frame, persistent next:  $(m "$next")"
  echo "  first frame, persistent first: $(m "$first")"
  echo "  first frame, ephemeral:        $(m "$ephemeral")"
  echo "  first frame, signed-in next:   $(m "$signed_next")"
  echo "  installed size (install -s):   $(stat -c %s "$work/installed") bytes"
done

if command -v hyperfine >/dev/null; then
  echo "== the shipped tapes in one replay, wall (hyperfine, alternating)"
  commands=()
  tapes=$(echo "$root"/replays/*.tape)
  for bin in "${binaries[@]}"; do
    commands+=("$bin replay --output-dir $work/out $tapes")
  done
  hyperfine -N --warmup 2 --runs 30 "${commands[@]}" 2>/dev/null | grep -E "Time|Range|±|faster|Benchmark"
fi
