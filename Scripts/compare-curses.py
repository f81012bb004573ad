#!/usr/bin/env python3
"""CPU and bytes per one-row scroll step: the viewer against a python-curses program (issue 29).

Re-run it from the package folder after `swift build -c release`:

    python3 Scripts/compare-curses.py                  # 3 runs of 200 steps each, after 20 warm-up steps
    python3 Scripts/compare-curses.py --check          # first compare both programs' screens through tmux

What it does, in ONE pseudo-terminal of 120x40 (TERM=xterm-256color, no COLORTERM, so both use 256
colours; LANG=C.UTF-8):

1. The frames. For every step k (0 .. warm-up + steps) it asks the viewer what it shows at that scroll
   offset: `sectiongrid snapshot SPEC --size 120x40 --ansi --depth 256 --offset 0,Y` with
   Y = k x points-per-row (the viewer fits the spec's viewport width into 120 columns, a row being two
   columns tall: 2 x 375 / 120 = 6.25 pt), the status bar included. The escape sequences are parsed into
   cells (character, foreground, background, bold/dim/underline/reverse) and saved for the python
   program. So both programs draw the very same cells at every step: the viewer from its layout, the
   python program from these cells. `--check` verifies it: it runs each program in tmux, takes
   `tmux capture-pane -e` after some steps and compares every cell with the snapshot's (the foreground,
   bold and dim of a blank, which cannot be seen, are not compared: the viewer may send blanks in
   another style; tmux leaves out the blanks at a line's end, whose colour is then not compared).
2. The programs, one after the other on the same pty: `sectiongrid SPEC` (the release viewer) and
   `python3 compare-curses.py --draw FRAMES` (this file: curses on the pty, `idlok`, one colour pair per
   (foreground, background), each row drawn as runs of one style with `addstr`, then `refresh`). Each
   waits for a key; `j` shows the next frame (the viewer scrolls one row), `q` quits.
3. The measurement. After start-up (the first frame, output quiet for a while), the script sends `warm-up`
   keys, then `steps` keys, each only once the last frame is out (a key waiting would cut ncurses's
   update short, its typeahead check, and change both figures on a loaded machine): the viewer writes a
   frame in one write(2), so the script waits for output (up to 5 s) and then for `--quiet` seconds
   without any; the python program says so itself, a byte on a pipe after each `refresh`. CPU is the drawing process's utime+stime (/proc/PID/stat, all threads, in clock
   ticks) and, finer, the sum of its threads' run time (/proc/PID/task/*/schedstat, nanoseconds), read
   before and after the measured steps; start-up and warm-up are not counted. Bytes are what the pty
   received during the measured steps. Each run measures both programs; the median of the runs is
   printed side by side with the ratios viewer/python.

Python standard library only. CPU time, not wall time, so a loaded machine changes the figures little
(cache and frequency effects remain: repeat runs and look at the spread).
"""

import argparse
import fcntl
import json
import os
import re
import select
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

COLUMNS, ROWS = 120, 40
SGR = re.compile(r"\x1b\[([0-9;]*)m")


# ---------------------------------------------------------------------------------------------------
# ANSI text -> cells

def parse_ansi(text, columns=COLUMNS, rows=ROWS, pad=(" ", -1, -1, 0)):
    """Cells (char, fg, bg, attrs) of ANSI text: lines of characters with SGR sequences.

    Colours are -1 (default) or a 256-colour index; attrs is a bit set: 1 bold, 2 dim, 4 underline,
    8 reverse. Lines are padded with `pad` to `columns`.
    """
    screen = []
    fg, bg, attrs = -1, -1, 0
    for line in text.split("\n")[:rows]:
        row = []
        position = 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for ch in line[position:end]:
                row.append((ch, fg, bg, attrs))
            if match is None:
                break
            position = match.end()
            fg, bg, attrs = apply_sgr(match.group(1), fg, bg, attrs)
        row = row[:columns] + [pad] * (columns - len(row))
        screen.append(row)
    while len(screen) < rows:
        screen.append([pad] * columns)
    return screen


def apply_sgr(parameters, fg, bg, attrs):
    codes = [int(p) if p else 0 for p in parameters.split(";")] if parameters else [0]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            fg, bg, attrs = -1, -1, 0
        elif code == 1:
            attrs |= 1
        elif code == 2:
            attrs |= 2
        elif code == 4:
            attrs |= 4
        elif code == 7:
            attrs |= 8
        elif code == 22:
            attrs &= ~3
        elif code == 24:
            attrs &= ~4
        elif code == 27:
            attrs &= ~8
        elif code in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
            if code == 38:
                fg = codes[i + 2]
            else:
                bg = codes[i + 2]
            i += 2
        elif code in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
            raise SystemExit("error: true-colour frames are not supported here (use --depth 256)")
        elif code == 39:
            fg = -1
        elif code == 49:
            bg = -1
        elif 30 <= code <= 37:
            fg = code - 30
        elif 40 <= code <= 47:
            bg = code - 40
        elif 90 <= code <= 97:
            fg = code - 90 + 8
        elif 100 <= code <= 107:
            bg = code - 100 + 8
        i += 1
    return fg, bg, attrs


def seen_alike(a, b):
    """Whether two cells look the same: a blank's foreground, bold and dim show only under underline or
    reverse. A cell `None` (left out by tmux at a line's end) is a blank of unknown colour."""
    if a is None or b is None:
        return (a or b or (" ",))[0] == " "
    if a[0] != b[0] or a[2] != b[2]:
        return False
    if a[0] == " " and not (a[3] | b[3]) & 12:
        return True
    return a[1] == b[1] and a[3] == b[3]


# ---------------------------------------------------------------------------------------------------
# The python-curses program (`--draw FRAMES`)

def draw_program(frames_path):
    import curses
    import locale
    locale.setlocale(locale.LC_ALL, "")
    with open(frames_path) as f:
        frames = [parse_ansi(text) for text in json.load(f)]

    def main(stdscr):
        curses.curs_set(0)
        curses.use_default_colors()
        stdscr.idlok(True)
        stdscr.scrollok(False)
        pairs = {}
        attr_bits = {1: curses.A_BOLD, 2: curses.A_DIM, 4: curses.A_UNDERLINE, 8: curses.A_REVERSE}

        def look(fg, bg, attrs):
            key = (fg, bg)
            pair = pairs.get(key)
            if pair is None:
                pair = len(pairs) + 1
                curses.init_pair(pair, fg, bg)
                pairs[key] = pair
            value = curses.color_pair(pair)
            for bit, attr in attr_bits.items():
                if attrs & bit:
                    value |= attr
            return value

        def draw(screen):
            for y, row in enumerate(screen):
                x = 0
                while x < len(row):
                    start, style = x, row[x][1:]
                    while x < len(row) and row[x][1:] == style:
                        x += 1
                    text = "".join(cell[0] for cell in row[start:x])
                    try:
                        stdscr.addstr(y, start, text, look(*style))
                    except curses.error:
                        pass  # the screen's last cell: the cursor cannot move past it
            stdscr.refresh()

        done = int(os.environ["COMPARE_CURSES_DONE_FD"]) if "COMPARE_CURSES_DONE_FD" in os.environ else None
        index = 0
        draw(frames[index])
        while True:
            key = stdscr.getch()
            if key == ord("q"):
                return
            if key == ord("j") and index + 1 < len(frames):
                index += 1
                draw(frames[index])
            if done is not None:
                os.write(done, b".")   # the key's frame is out: the driver may send the next key

    curses.wrapper(main)


# ---------------------------------------------------------------------------------------------------
# Driving a program on a pty

class PtyProgram:
    def __init__(self, argv, master, slave, env, reports_frames=False):
        self.master = master
        self.done = None
        pass_fds = ()
        if reports_frames:
            self.done, done_write = os.pipe()
            env = dict(env, COMPARE_CURSES_DONE_FD=str(done_write))
            pass_fds = (done_write,)
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env, pass_fds=pass_fds,
                                        start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        if reports_frames:
            os.close(done_write)

    def step(self, quiet):
        """Sends `j` and returns the bytes of the frame it brings."""
        self.send(b"j")
        if self.done is None:
            return self.drain(quiet, first=5)
        # The drawing program says when its refresh returned: its bytes are all in the pty by then.
        ready, _, _ = select.select([self.done], [], [], 5)
        if ready:
            os.read(self.done, 1)
        return self.drain(0.005)

    def drain(self, quiet, limit=10.0, first=0.0):
        """Reads the pty until nothing came for `quiet` seconds (waiting up to `first` seconds for the
        first byte, so a program the machine's load keeps waiting is not taken for done); returns the bytes."""
        received = bytearray()
        deadline = time.monotonic() + limit
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], quiet if received else max(quiet, first))
            if not ready:
                break
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            received += chunk
        return bytes(received)

    def send(self, data):
        os.write(self.master, data)

    def cpu(self):
        """(utime+stime in seconds, summed thread run time in seconds) of the process."""
        pid = self.process.pid
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        ticks = int(fields[11]) + int(fields[12])
        run = 0
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                    run += int(f.read().split()[0])
            except OSError:
                pass
        return ticks / os.sysconf("SC_CLK_TCK"), run / 1e9

    def quit(self):
        self.send(b"q")
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.drain(0.1, limit=1)


def open_pty():
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
    return master, slave


def measure(program, warmup, steps, quiet):
    program.drain(0.5)                          # start-up and the first frame
    for _ in range(warmup):
        program.step(quiet)
    cpu_before = program.cpu()
    total = 0
    for _ in range(steps):
        total += len(program.step(quiet))
    cpu_after = program.cpu()
    return {"cpu_ms": (cpu_after[0] - cpu_before[0]) * 1000 / steps,
            "run_ms": (cpu_after[1] - cpu_before[1]) * 1000 / steps,
            "bytes": total / steps}


# ---------------------------------------------------------------------------------------------------

def snapshot_frames(viewer, spec, count, points_per_row):
    frames = []
    for k in range(count):
        text = subprocess.run([viewer, "snapshot", spec, "--size", f"{COLUMNS}x{ROWS}", "--ansi", "--depth", "256",
                               "--offset", f"0,{k * points_per_row}"],
                              check=True, capture_output=True, text=True, env=program_env()).stdout
        frames.append(text)
    return frames


def program_env():
    env = {key: value for key, value in os.environ.items() if key not in ("COLORTERM", "NO_COLOR", "TMUX")}
    env.update(TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    return env


def check_screens(name, argv, frames, at):
    """Compares a program's screen (in tmux) with the snapshot frames after the steps in `at`."""
    if not shutil.which("tmux"):
        raise SystemExit("error: --check needs tmux")
    socket = f"compare-curses-{os.getpid()}-{name}"
    tmux = ["tmux", "-L", socket, "-f", "/dev/null"]
    env = program_env()
    subprocess.run(tmux + ["new-session", "-d", "-s", "v", "-x", str(COLUMNS), "-y", str(ROWS),
                           "env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 " + " ".join(argv)],
                   check=True, env=env)
    try:
        time.sleep(1.5)
        done = 0
        for step in sorted(at):
            for _ in range(step - done):
                subprocess.run(tmux + ["send-keys", "-t", "v", "j"], check=True)
            done = step
            time.sleep(0.5)
            shown = subprocess.run(tmux + ["capture-pane", "-p", "-e", "-t", "v"], check=True,
                                   capture_output=True, text=True).stdout
            ours, theirs = parse_ansi(shown, pad=None), parse_ansi(frames[step])
            bad = [(y, x) for y in range(ROWS) for x in range(COLUMNS) if not seen_alike(ours[y][x], theirs[y][x])]
            if bad:
                y, x = bad[0]
                raise SystemExit(f"error: {name}, step {step}: {len(bad)} cells differ, first at row {y} column {x}: "
                                 f"{name} {ours[y][x]}, snapshot {theirs[y][x]}")
            print(f"check: {name}, step {step}: the screen is the snapshot's ({ROWS}x{COLUMNS} cells)")
    finally:
        subprocess.run(tmux + ["kill-server"], env=env)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--draw", help=argparse.SUPPRESS)
    parser.add_argument("--viewer", default=".build/release/sectiongrid")
    parser.add_argument("--spec", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "compare-curses.json"))
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quiet", type=float, default=0.03, help="seconds without output that end a step")
    parser.add_argument("--check", action="store_true", help="first compare the screens through tmux")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON too")
    args = parser.parse_args()
    if args.draw:
        draw_program(args.draw)
        return
    viewer = os.path.abspath(args.viewer)
    if not os.access(viewer, os.X_OK):
        raise SystemExit(f"error: no viewer at {viewer} (swift build -c release)")
    with open(args.spec) as f:
        width = json.load(f).get("viewport", {}).get("width", 375)
    points_per_row = 2 * width / COLUMNS
    work = tempfile.mkdtemp(prefix="compare-curses-")
    spec = os.path.join(work, os.path.basename(args.spec))   # the status bar shows the file's name
    shutil.copyfile(args.spec, spec)
    frames = snapshot_frames(viewer, spec, args.warmup + args.steps + 1, points_per_row)
    frames_path = os.path.join(work, "frames.json")
    with open(frames_path, "w") as f:
        json.dump(frames, f)
    programs = {"viewer": [viewer, spec],
                "python": [sys.executable, os.path.abspath(__file__), "--draw", frames_path]}
    if args.check:
        for name, argv in programs.items():
            check_screens(name, argv, frames, {1, args.warmup, args.warmup + args.steps // 2, args.warmup + args.steps})

    master, slave = open_pty()
    results = {name: [] for name in programs}
    try:
        for run in range(args.runs):
            for name, argv in programs.items():
                program = PtyProgram(argv, master, slave, program_env(), reports_frames=name == "python")
                try:
                    results[name].append(measure(program, args.warmup, args.steps, args.quiet))
                finally:
                    program.quit()
                if program.process.returncode != 0:
                    raise SystemExit(f"error: {name} exited with status {program.process.returncode}")
    finally:
        os.close(master)
        os.close(slave)
        shutil.rmtree(work, ignore_errors=True)

    load = open("/proc/loadavg").read().split()[:3]
    print(f"{args.runs} runs of {args.steps} one-row steps (after {args.warmup} warm-up) on a {COLUMNS}x{ROWS} pty, "
          f"load average {' '.join(load)}")
    print(f"{'':24}{'viewer':>12}{'python':>12}{'ratio':>10}")
    medians = {}
    for key, label in (("cpu_ms", "CPU ms/step (utime+stime)"), ("run_ms", "CPU ms/step (schedstat)"),
                       ("bytes", "bytes/step")):
        v = statistics.median(r[key] for r in results["viewer"])
        p = statistics.median(r[key] for r in results["python"])
        medians[key] = {"viewer": v, "python": p, "ratio": v / p if p else None}
        ratio = f"{v / p:.2f}x" if p else "-"
        print(f"{label:24}{v:12.3f}{p:12.3f}{ratio:>10}")
    for name in programs:
        runs = ", ".join(f"{r['run_ms']:.3f}" for r in results[name])
        print(f"  {name} runs (schedstat ms/step): {runs}")
    if args.json:
        print(json.dumps({"medians": medians, "runs": results, "load": load}))


if __name__ == "__main__":
    main()
