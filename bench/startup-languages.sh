#!/bin/sh
# Start-up time and memory of mamsim in each language, beside another build (e.g. before the
# languages work), taking turns so the machine's load falls on all alike.
#
# Usage: bench/startup-languages.sh BEFORE_BINARY [AFTER_BINARY] [RUNS]
#   AFTER_BINARY  default: .build/release/mamsim      RUNS  default: 30
# Every run opens `run --ephemeral` on an 80x24 pseudo-terminal (TERM=xterm-256color) and times
# exec to the first frame's status line (it holds "Ctrl+C" in every language), then reads the
# process's peak resident memory (VmHWM) at that moment. Needs python3.
set -eu
BEFORE=$1
AFTER=${2:-.build/release/mamsim}
RUNS=${3:-30}
exec python3 - "$BEFORE" "$AFTER" "$RUNS" <<'PY'
import fcntl, os, pty, select, statistics, struct, sys, termios, time

BEFORE, AFTER, RUNS = sys.argv[1], sys.argv[2], int(sys.argv[3])

def start(argv, env):
    started = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    seen = b""
    while b"Ctrl+C" not in seen:
        ready, _, _ = select.select([fd], [], [], 10)
        if not ready:
            raise SystemExit(f"timed out: {argv}: {seen[-300:]!r}")
        seen += os.read(fd, 65536)
    elapsed = time.perf_counter() - started
    peak = 0
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                peak = int(line.split()[1])
    os.write(fd, b"\x03")
    try:
        while os.read(fd, 65536):
            pass
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)
    return elapsed, peak

def env(**extra):
    base = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    base.pop("COLORFGBG", None)
    base.update(extra)
    return base

programs = [
    ("before, English", [BEFORE, "run", "--ephemeral"], env()),
    ("after, English", [AFTER, "run", "--ephemeral"], env()),
    ("after, --lang zh-Hans", [AFTER, "run", "--ephemeral", "--lang", "zh-Hans"], env()),
    ("after, LANG=de_DE.UTF-8", [AFTER, "run", "--ephemeral"], env(LC_ALL="", LANG="de_DE.UTF-8")),
    ("after, --lang it", [AFTER, "run", "--ephemeral", "--lang", "it"], env()),
]
times = {name: [] for name, _, _ in programs}
peaks = {name: [] for name, _, _ in programs}
for _ in range(RUNS):
    for name, argv, environment in programs:
        elapsed, peak = start(argv, environment)
        times[name].append(elapsed * 1000)
        peaks[name].append(peak / 1024)
print(f"exec to first frame, 80x24, {RUNS} runs each taking turns: median (min-max) ms; peak MB")
for name, _, _ in programs:
    t = times[name]
    print(f"  {name:26} {statistics.median(t):6.1f} ({min(t):.1f}-{max(t):.1f})"
          f"   {statistics.median(peaks[name]):5.2f} MB")
PY
