#!/bin/sh
# Startup time, bytes per typed PIN digit and peak memory of mamsim, side by side with dialog.
#
# Usage: bench/startup.sh [MAMSIM_BINARY] [RUNS] [BASELINE_BINARY]
#   MAMSIM_BINARY    default: .build/release/mamsim (build it as the README's Install does:
#                    `swift build -c release --static-swift-stdlib --product mamsim`)
#   RUNS             startup runs per program (default: 30); the median is reported
#   BASELINE_BINARY  another mamsim (an older build) measured in the same runs, taking turns
#
# (d) is the size of each binary after `install -s` (the README's Install command).
#
# Before measuring, each binary's pages are dropped from the page cache (fsync, then
# posix_fadvise DONTNEED on that file only), so that every binary is read from disk the same way:
# a file just written (a build, a copy, `install`) is cached in larger pieces, and the kernel then
# maps more of it into each process, about 1.3 MB more resident at the sign-in screen
# (bench/README-size.md).
#
# Paths measured (each figure says which):
#   persistent, next launch   plain `mamsim`, the device kept in $XDG_STATE_HOME/mamsim (a temp
#                             folder), opened again after a first launch: what users run daily
#   persistent, first launch  plain `mamsim` on an empty state folder (a new one each run)
#   persistent, signed-in     plain `mamsim` opened again on a device where Alex signed in,
#     next launch             enrolled and set a PIN (the daily path of a user)
#   ephemeral                 `mamsim run --ephemeral`, a fresh device in memory
#
# Everything runs through a pseudo-terminal of 80x24 with TERM=xterm-256color, driven by
# python3's pty module. Needs python3 and dialog.
set -eu
BINARY=${1:-.build/release/mamsim}
RUNS=${2:-30}
BASELINE=${3:-}
command -v dialog >/dev/null || { echo "startup.sh: dialog is not installed" >&2; exit 1; }
[ -x "$BINARY" ] || { echo "startup.sh: $BINARY is not an executable; build it first" >&2; exit 1; }
exec python3 - "$BINARY" "$RUNS" "$BASELINE" <<'PY'
import fcntl, os, pty, select, signal, statistics, struct, sys, tempfile, termios, time

BINARY, RUNS, BASELINE = sys.argv[1], int(sys.argv[2]), sys.argv[3]
for path in [BINARY] + ([BASELINE] if BASELINE else []):
    descriptor = os.open(path, os.O_RDONLY)
    os.fsync(descriptor)
    os.posix_fadvise(descriptor, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(descriptor)
STATE = tempfile.mkdtemp(prefix="mamsim-startup-")
ENV = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
ENV.pop("COLORFGBG", None)

class Pty:
    """A program on a fresh 80x24 pseudo-terminal."""
    def __init__(self, argv, state=None):
        env = ENV if state is None else dict(ENV, XDG_STATE_HOME=state)
        self.started = time.perf_counter()
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        self.seen = b""

    def read_until(self, marker, timeout=10.0):
        """Reads until `marker` appeared; returns the seconds since the start."""
        deadline = time.perf_counter() + timeout
        while marker not in self.seen:
            left = deadline - time.perf_counter()
            if left <= 0:
                raise SystemExit(f"timed out waiting for {marker!r}; got {self.seen[-400:]!r}")
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                self.seen += os.read(self.fd, 65536)
                self.answer_queries()
        return time.perf_counter() - self.started

    def answer_queries(self):
        """Answers a device attributes request (ESC [ c) as every terminal does, once, so that
        mamsim's palette query (OSC 4, then DA1 as a fence) ends at once; the OSC 4 query itself
        goes unanswered, as in a terminal that ignores palette redefinitions."""
        if not getattr(self, "answered", False) and b"\x1b[c" in self.seen:
            self.answered = True
            os.write(self.fd, b"\x1b[?62;22c")

    def burst(self, quiet=0.03, timeout=1.0):
        """The bytes that arrive until `quiet` seconds pass with nothing more."""
        data = b""
        deadline = time.perf_counter() + timeout
        while time.perf_counter() < deadline:
            ready, _, _ = select.select([self.fd], [], [], quiet)
            if not ready:
                if data:
                    break
                continue
            data += os.read(self.fd, 65536)
        return data

    def drain(self, seconds):
        end = time.perf_counter() + seconds
        total = 0
        while (left := end - time.perf_counter()) > 0:
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                total += len(os.read(self.fd, 65536))
        return total

    def send(self, text):
        os.write(self.fd, text.encode())

    def peak_kb(self):
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def stop(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
        try:
            while select.select([self.fd], [], [], 0.5)[0]:
                os.read(self.fd, 65536)
        except OSError:
            pass
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return status

def startup_times(programs):
    """Exec-to-marker times of each (name, argv, marker, state), RUNS each; the programs take
    turns, so a change in the machine's load falls on all of them alike. `state` is the state
    folder: a path (kept between runs), "fresh" (a new empty folder each run) or None."""
    times = {name: [] for name, _, _, _ in programs}
    for _ in range(RUNS):
        for name, argv, marker, state in programs:
            if state == "fresh":
                state = tempfile.mkdtemp(dir=STATE)
            program = Pty(argv, state)
            times[name].append(program.read_until(marker))
            program.stop()
    return times

def kept_device(binary):
    """A state folder holding a device that `binary` launched once (quit at the sign-in screen)."""
    folder = tempfile.mkdtemp(dir=STATE)
    program = Pty([binary], folder)
    program.read_until(b"Ctrl+C quit")
    program.stop()
    return folder

def kept_signed_in_device(binary):
    """A state folder holding a device where `binary` signed Alex in, enrolled and set a PIN, then
    launched once more (so every measured launch is a next launch of a signed-in app)."""
    folder = tempfile.mkdtemp(dir=STATE)
    program = Pty([binary], folder)
    for send, marker in [("", b"Ctrl+C quit"), ("alex@contoso.com\tPilot-Alex\r", b"Restart required"),
                         ("\r", b"Enter opens"), ("\r", b"Set a PIN"), ("2580", b"same PIN again"),
                         ("2580", b"Q3 pipeline")]:
        if send:
            program.send(send)
        program.read_until(marker)
    program.drain(0.3)
    program.stop()
    program = Pty([binary], folder)
    program.read_until(b"Ctrl+C quit")
    program.stop()
    return folder

# The ephemeral path starts from a fresh device kept in memory; the persistent ones as above.
MAMSIM = [BINARY, "run", "--ephemeral"]
BINARIES = [("mamsim", BINARY)] + ([("baseline", BASELINE)] if BASELINE else [])
DIALOG_MSG = ["dialog", "--msgbox", "Contoso Notes needs a PIN.", "8", "40"]
DIALOG_PASS = ["dialog", "--passwordbox", "PIN", "8", "40"]
DIALOG_PASS_ECHO = ["dialog", "--insecure", "--passwordbox", "PIN", "8", "40"]

print(f"(a) exec to first painted frame (mamsim: its sign-in screen), {RUNS} runs each (taking "
      "turns), median (min-max), ms")
programs = []
for label, binary in BINARIES:
    programs += [
        (f"{label} persistent, next launch", [binary], b"Ctrl+C quit", kept_device(binary)),
        (f"{label} signed-in, next launch", [binary], b"Ctrl+C quit",
         kept_signed_in_device(binary)),
        (f"{label} persistent, first launch", [binary], b"Ctrl+C quit", "fresh"),
        (f"{label} ephemeral", [binary, "run", "--ephemeral"], b"Ctrl+C quit", None),
    ]
programs += [
    ("dialog --msgbox", DIALOG_MSG, b"needs a PIN.", None),
    ("dialog --passwordbox", DIALOG_PASS, b"ancel", None),
]
medians = {}
for name, times in startup_times(programs).items():
    median, low, high = statistics.median(times) * 1000, min(times) * 1000, max(times) * 1000
    medians[name] = median
    print(f"  {name:36} {median:7.1f}  ({low:.1f}-{high:.1f})")
for name, median in medians.items():
    if not name.startswith("dialog"):
        print(f"  {name:36} {median / medians['dialog --msgbox']:5.2f}x dialog --msgbox")

def mamsim_to_set_pin(argv=None, state=None):
    program = Pty(argv or MAMSIM, state)
    program.read_until(b"Ctrl+C quit")
    program.send("alex@contoso.com\tPilot-Alex\r")
    program.read_until(b"Restart required")
    program.send("\r")
    program.read_until(b"Enter opens")
    program.send("\r")
    program.read_until(b"Set a PIN")
    return program

print("(b) bytes written to the terminal for one typed PIN character, median of 20")
program = mamsim_to_set_pin()
program.drain(0.5)
idle = program.drain(2.0)
frames = []
for digit in "12345678901234567890":
    program.drain(0.05)
    program.send(digit)
    frames.append(len(program.burst()))
    program.send("\x7f")
    program.burst()
print(f"  mamsim, one digit on Set PIN     {statistics.median(frames):6.0f} bytes"
      f"  (min {min(frames)}, max {max(frames)})")
print(f"  mamsim idle (title clock ticks) {idle / 2.0:6.0f} bytes/s")
program.send("2580")
program.read_until(b"same PIN again")
program.send("2580")
program.read_until(b"Q3 pipeline")
mamsim_peak = program.peak_kb()
program.stop()

# Peak memory on the persistent path: at the sign-in screen of a kept device (next launch), and
# after sign-in, enrolment and Set PIN on a new one.
persistent_peaks = []
for label, binary in BINARIES:
    program = Pty([binary], kept_device(binary))
    program.read_until(b"Ctrl+C quit")
    program.drain(0.3)
    at_sign_in = program.peak_kb()
    program.stop()
    program = mamsim_to_set_pin([binary], tempfile.mkdtemp(dir=STATE))
    program.send("2580")
    program.read_until(b"same PIN again")
    program.send("2580")
    program.read_until(b"Q3 pipeline")
    after_pin = program.peak_kb()
    program.stop()
    persistent_peaks.append((label, at_sign_in, after_pin))

for name, argv in [("dialog --passwordbox", DIALOG_PASS),
                   ("dialog --insecure --passwordbox", DIALOG_PASS_ECHO)]:
    program = Pty(argv)
    program.read_until(b"ancel")
    program.drain(0.3)
    sizes = []
    for digit in "12345678901234567890":
        program.send(digit)
        sizes.append(len(program.burst(timeout=0.3)))
        program.send("\x7f")
        program.burst(timeout=0.3)
    dialog_peak = program.peak_kb()
    program.stop()
    print(f"  {name:32} {statistics.median(sizes):6.0f} bytes"
          f"  (min {min(sizes)}, max {max(sizes)})")
    if argv is DIALOG_PASS:
        password_peak = dialog_peak

print("(c) peak resident memory (VmHWM)")
for label, at_sign_in, after_pin in persistent_peaks:
    print(f"  {label} persistent, sign-in screen (next launch)        {at_sign_in / 1024:5.1f} MB")
    print(f"  {label} persistent, after sign-in, enrolment, Set PIN  {after_pin / 1024:5.1f} MB")
print(f"  mamsim ephemeral, after sign-in, enrolment, Set PIN, notes  {mamsim_peak / 1024:5.1f} MB")
print(f"  dialog --passwordbox after 40 keys               {password_peak / 1024:5.1f} MB")

# The README's Install command strips the binary with `install -s`; its size is the installed one.
import subprocess
print("(d) installed size (install -s), bytes")
for label, binary in BINARIES:
    installed = os.path.join(STATE, f"installed-{label}")
    subprocess.run(["install", "-s", "-m", "755", binary, installed], check=True)
    size = os.path.getsize(installed)
    print(f"  {label:10} {size:12,d}  ({size / 1e6:.2f} MB, {size / 2**20:.2f} MiB)")
import shutil
shutil.rmtree(STATE, ignore_errors=True)
PY
