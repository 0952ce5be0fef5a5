#!/bin/sh
# Writes Linker/symbol-order.txt: the functions plain `mamsim` runs at start and in its first
# flow, which the release link places together at the front of .text (Package.swift,
# releaseLinkerSettings). bench/README-size.md says why (resident memory).
#
# Usage: bench/symbol-order.sh [BINARY]   (from anywhere; default .build/release/mamsim, a
#        release build with symbols; needs valgrind and python3)
#
# Runs BINARY under valgrind in an 80×24 pty, as bench/startup.sh drives it:
#   1. a first launch on a new device, quit at the sign-in screen, then a next launch of the same
#      device, quit at the sign-in screen (what users see daily);
#   2. a first launch on a new device: sign-in, enrolment, Set PIN (twice), the notes list.
# The file lists (mangled) the functions the next launch of 1 ran (callgrind), most instructions
# first, then those only the first launch ran, then those only 2 ran; then the data objects
# (constants, Swift metadata, globals) the launches of 1 and 2 up to Set PIN read or wrote
# (lackey's trace of every load and store; the rest of 2 is left out, its 600,000 PBKDF2 rounds
# would take too long to trace). lld
# moves the section holding each listed symbol to the front of its output section. Symbols the
# next build no longer has are ignored by the linker, so a stale list only costs memory: run
# this again after large changes to the start path and commit the list.
set -eu
cd "$(dirname "$0")/.."
BINARY=${1:-.build/release/mamsim}
[ -x "$BINARY" ] || { echo "symbol-order.sh: $BINARY is not an executable; build it first" >&2; exit 1; }
command -v valgrind >/dev/null || { echo "symbol-order.sh: valgrind is not installed" >&2; exit 1; }
exec python3 - "$BINARY" Linker/symbol-order.txt <<'PY'
import bisect, fcntl, os, pty, re, select, shutil, signal, struct, subprocess, sys, tempfile, termios, time

BINARY, OUT = sys.argv[1], sys.argv[2]
WORK = tempfile.mkdtemp(prefix="mamsim-order-")
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
ENV.pop("COLORFGBG", None)

class Pty:
    """BINARY under valgrind's `tool` on a fresh 80x24 pseudo-terminal, its device in `state`."""
    def __init__(self, state, out, tool="callgrind"):
        if tool == "callgrind":
            argv = ["valgrind", "--tool=callgrind", "--demangle=no",
                    f"--callgrind-out-file={out}", BINARY]
        else:
            argv = ["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={out}", BINARY]
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, dict(ENV, XDG_STATE_HOME=state))
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.seen, self.answered = b"", False

    def read_until(self, marker, timeout=300.0):
        deadline = time.time() + timeout
        while marker not in self.seen:
            if time.time() > deadline:
                raise SystemExit(f"timed out waiting for {marker!r}; got {self.seen[-400:]!r}")
            if select.select([self.fd], [], [], 0.5)[0]:
                self.seen += os.read(self.fd, 65536)
            if not self.answered and b"\x1b[c" in self.seen:
                self.answered = True
                os.write(self.fd, b"\x1b[?62;22c")

    def send(self, text):
        os.write(self.fd, text.encode())

    def stop(self):
        os.kill(self.pid, signal.SIGTERM)
        try:
            while select.select([self.fd], [], [], 5)[0]:
                os.read(self.fd, 65536)
        except OSError:
            pass
        os.waitpid(self.pid, 0)
        os.close(self.fd)

def functions(out):
    """The functions a callgrind profile ran, most instructions first (mangled names)."""
    text = subprocess.run(["callgrind_annotate", "--threshold=100", "--auto=no", out],
                          capture_output=True, text=True, check=True).stdout
    names = []
    for line in text.splitlines():
        match = re.match(r"^\s*[\d,]+ (?:\([^)]*\))?\s*(?:[^ :]*:)?(\S+) \[", line)
        if match:
            # callgrind tells apart functions of the same name with 'N suffixes.
            names.append(re.sub(r"'\d+$", "", match.group(1)))
    return names

def data_addresses(fifo):
    """A process that reads lackey's trace from `fifo` and writes the distinct data addresses
    loaded, stored or modified to `fifo`.addresses (awk, as the trace runs to millions of
    lines)."""
    os.mkfifo(fifo)
    script = '$1 == "L" || $1 == "S" || $1 == "M" { split($2, a, ","); seen[a[1]] = 1 } ' \
             'END { for (address in seen) print address }'
    with open(f"{fifo}.addresses", "w") as output:
        return subprocess.Popen(["awk", script, fifo], stdout=output)

def data_symbols(addresses):
    """The data symbols (in .rodata, .data.rel.ro and .data) holding any of `addresses`."""
    sections = []
    for line in subprocess.run(["readelf", "-SW", BINARY], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        fields = line.replace("[ ", "[").split()
        if len(fields) > 6 and fields[1] in (".rodata", ".data.rel.ro", ".data"):
            start = int(fields[3], 16)
            sections.append((start, start + int(fields[5], 16)))
    symbols = []
    for line in subprocess.run(["nm", "-S", "--defined-only", BINARY], capture_output=True,
                               text=True, check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "dDrRvV":
            symbols.append((int(fields[0], 16), int(fields[1], 16), fields[3]))
    symbols.sort()
    starts = [start for start, _, _ in symbols]
    found = {}
    for address in addresses:
        if not any(low <= address < high for low, high in sections):
            continue
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0 and address < symbols[index][0] + max(symbols[index][1], 1):
            found.setdefault(symbols[index][2], symbols[index][0])
    return sorted(found, key=found.get)

state = tempfile.mkdtemp(dir=WORK)
for index in (1, 2):
    program = Pty(state, f"{WORK}/launch{index}.out")
    program.read_until(b"Ctrl+C quit")
    program.stop()
# The same two launches again, tracing their loads and stores.
state = tempfile.mkdtemp(dir=WORK)
addresses = set()
for index in (1, 2):
    fifo = f"{WORK}/trace{index}"
    reader = data_addresses(fifo)
    program = Pty(state, fifo, tool="lackey")
    program.read_until(b"Ctrl+C quit")
    program.stop()
    reader.wait()
    addresses |= {int(line, 16) for line in open(f"{fifo}.addresses") if line.strip()}
# And a first launch through sign-in and enrolment to Set PIN, before the PIN's hash.
fifo = f"{WORK}/trace3"
reader = data_addresses(fifo)
def to_set_pin(program):
    """Signs Alex in from the sign-in screen, restarts and reopens the app, up to Set PIN."""
    program.read_until(b"Ctrl+C quit")
    program.send("alex@contoso.com\tPilot-Alex\r")
    program.read_until(b"Restart required")
    program.send("\r")
    program.read_until(b"Enter opens")
    program.send("\r")
    program.read_until(b"Set a PIN")

program = Pty(tempfile.mkdtemp(dir=WORK), fifo, tool="lackey")
to_set_pin(program)
program.stop()
reader.wait()
addresses |= {int(line, 16) for line in open(f"{fifo}.addresses") if line.strip()}
program = Pty(tempfile.mkdtemp(dir=WORK), f"{WORK}/flow.out")
to_set_pin(program)
program.send("2580")
program.read_until(b"same PIN again")
program.send("2580")
program.read_until(b"Q3 pipeline")
program.stop()

order, seen = [], set()
for out in ("launch2.out", "launch1.out", "flow.out"):
    for name in functions(f"{WORK}/{out}"):
        if name not in seen:
            seen.add(name)
            order.append(name)
data = [name for name in data_symbols(addresses) if name not in seen]
with open(OUT, "w") as listing:
    listing.write("\n".join(order + data) + "\n")
print(f"{OUT}: {len(order)} functions, {len(data)} data objects")
shutil.rmtree(WORK, ignore_errors=True)
PY
