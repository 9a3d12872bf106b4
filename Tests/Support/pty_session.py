#!/usr/bin/env python3
"""Drive a program through a pseudo-terminal, step by step, and report what happened as JSON.

The end-to-end tests use it (through Tests/TutorEndToEndTests/PTYSession.swift) to type into
the tutor as a person would: libedit only edits when standard input and output are terminals.
It lives outside the test target's folder because SwiftPM warns about files it cannot build.

Usage:
    python3 pty_session.py REQUEST.json      # or the request on standard input:
    python3 pty_session.py < REQUEST.json

Request (a JSON object):
    {
      "command": ["/path/to/tutor", "--lang", "es"],  # argv; required
      "env": {"NO_COLOR": "1", "LANG": null},        # over the inherited environment; null unsets
      "cwd": "/tmp",                                 # optional working directory
      "timeout": 5,                                  # seconds an expect waits (default 5)
      "rows": 24, "cols": 80,                        # terminal size (default 24 x 80)
      "steps": [ ... ]
    }
    TERM defaults to "xterm" when neither the request nor the environment sets it.

Steps, done in order (one action key each):
    {"send": "text"}          write text as is. JSON escapes make keys: "\t" TAB, "\r" Enter,
                              "\u0003" Ctrl-C, "\u0004" Ctrl-D, "\u001b[A" up arrow
    {"sendline": "text"}      text then Enter ("\r")
    {"key": "up"}             a named key: enter, tab, up, down, right, left, home, end,
                              backspace, delete, escape, ctrl-a ... ctrl-z
    {"expect": "regex"}       wait for a Python regex in the output not yet matched
    {"expect_exact": "text"}  the same with plain text
    {"expect_screen": "regex"}  wait until the regex matches the screen as a terminal shows it
                              (rows joined by "\n", trailing spaces cut; re.MULTILINE), so
                              redraws and cursor moves do not matter; reads and so consumes
                              output that "expect" steps have not matched yet
    {"expect_eof": true}      wait for the program to end (its output closes)
    {"sleep": 0.2}            wait this many seconds
    {"resize": 60}            make the terminal this many columns wide (the program gets
                              SIGWINCH); expect_screen keeps the first size
    {"write_file": {"path": "/tmp/x.swift", "text": "..."}}
                              write a file (as an editor saves one), while the program runs
    An expect step may carry its own "timeout". The first failing step stops the session.

Result (a JSON object on standard output):
    {
      "ok": true,                 # every step passed
      "failed_step": null,        # index of the failing step, if one failed
      "error": null,              # why it failed ("timeout", "eof", bad request ...)
      "steps": [{"index": 0, "action": "expect", "ok": true,
                 "match": "matched text", "before": "output before the match"}],
                                  # an expect_screen step has "screen" instead of "before"
      "transcript": "...",        # everything the program wrote (UTF-8, bad bytes replaced)
      "plain": "...",             # the transcript without ANSI escapes, CR LF as LF
      "screen": "...",            # the terminal's screen at the end (see expect_screen)
      "exit_status": 0,           # when it exited (after expect_eof, or when killed at the end)
      "signal_status": null       # the signal that ended it, if one did
    }
A program still running after the last step is ended (SIGHUP, then SIGKILL).
Exit code: 0 when ok, 1 when a step failed, 2 when the request is malformed.
"""

import io
import json
import os
import re
import sys
import time
import unicodedata

try:
    import pexpect
except ImportError:  # reported as a result by main, not as a traceback
    pexpect = None

KEYS = {
    "enter": "\r", "return": "\r", "tab": "\t", "escape": "\x1b", "esc": "\x1b",
    "up": "\x1b[A", "down": "\x1b[B", "right": "\x1b[C", "left": "\x1b[D",
    "home": "\x1b[H", "end": "\x1b[F", "backspace": "\x7f", "delete": "\x1b[3~",
}
KEYS.update({"ctrl-" + chr(c): chr(c - ord("a") + 1) for c in range(ord("a"), ord("z") + 1)})

ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]|\x01")


class Screen:
    """A small VT100/xterm screen: enough of it to show what libedit and the tutor draw.

    It knows printable text (wide characters take two columns, combining marks none), CR, LF,
    BS, TAB, and the CSI sequences for cursor moves (A B C D E F G H f d), erasing (J K X),
    inserting and deleting characters and lines (@ P L M), and saving the cursor (s u, ESC 7
    ESC 8); colours, modes and OSC strings are skipped. Lines wrap as xterm's do.
    """

    def __init__(self, rows, cols):
        self.rows, self.cols = rows, cols
        self.grid = [[" "] * cols for _ in range(rows)]
        self.row = self.col = 0
        self.wrap_pending = False
        self.saved = (0, 0)

    def text(self):
        return "\n".join("".join(cell for cell in line).rstrip() for line in self.grid).rstrip("\n")

    def feed(self, data):
        i, n = 0, len(data)
        while i < n:
            ch = data[i]
            if ch == "\x1b":
                i = self._escape(data, i + 1)
                continue
            i += 1
            if ch == "\r":
                self.col, self.wrap_pending = 0, False
            elif ch == "\n" or ch == "\x0b" or ch == "\x0c":
                self._line_feed()
            elif ch == "\b":
                self.col, self.wrap_pending = max(0, self.col - 1), False
            elif ch == "\t":
                self.col = min(self.cols - 1, (self.col // 8 + 1) * 8)
            elif ord(ch) < 0x20 or ord(ch) == 0x7f:
                pass
            else:
                self._put(ch)

    def _width(self, ch):
        if unicodedata.combining(ch) or unicodedata.category(ch) in ("Mn", "Me", "Cf"):
            return 0
        return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1

    def _put(self, ch):
        width = self._width(ch)
        if width == 0:
            col = self.col - 1 if not self.wrap_pending else self.col
            if col >= 0:
                self.grid[self.row][col] += ch
            return
        if self.wrap_pending or self.col + width > self.cols:
            self.col, self.wrap_pending = 0, False
            self._line_feed()
        self.grid[self.row][self.col] = ch
        if width == 2:
            self.grid[self.row][self.col + 1] = ""
        self.col += width
        if self.col >= self.cols:
            self.col, self.wrap_pending = self.cols - 1, True

    def _line_feed(self):
        self.wrap_pending = False
        if self.row == self.rows - 1:
            self.grid.pop(0)
            self.grid.append([" "] * self.cols)
        else:
            self.row += 1

    def _escape(self, data, i):
        if i >= len(data):
            return i
        kind = data[i]
        if kind == "[":
            j = i + 1
            while j < len(data) and not ("@" <= data[j] <= "~"):
                j += 1
            if j >= len(data):
                return j
            self._csi(data[i + 1:j], data[j])
            return j + 1
        if kind == "]":  # OSC: up to BEL or ESC \
            j = i + 1
            while j < len(data) and data[j] != "\x07" and data[j:j + 2] != "\x1b\\":
                j += 1
            return j + (1 if data[j:j + 1] == "\x07" else 2)
        if kind == "7":
            self.saved = (self.row, self.col)
        elif kind == "8":
            self.row, self.col = self.saved
        elif kind == "M":
            if self.row == 0:
                self.grid.insert(0, [" "] * self.cols)
                self.grid.pop()
            else:
                self.row -= 1
        elif kind in "()#":
            return i + 2
        return i + 1

    def _csi(self, params, final):
        private = params[:1] in ("?", ">", "=", "<")
        if private:
            return
        values = [int(p) if p.isdigit() else 0 for p in params.split(";")] if params else []
        first = values[0] if values else 0
        count = max(1, first)
        self.wrap_pending = False if final not in "m" else self.wrap_pending
        if final == "A":
            self.row = max(0, self.row - count)
        elif final == "B":
            self.row = min(self.rows - 1, self.row + count)
        elif final == "C":
            self.col = min(self.cols - 1, self.col + count)
        elif final == "D":
            self.col = max(0, self.col - count)
        elif final == "E":
            self.row, self.col = min(self.rows - 1, self.row + count), 0
        elif final == "F":
            self.row, self.col = max(0, self.row - count), 0
        elif final == "G" or final == "`":
            self.col = min(self.cols - 1, count - 1)
        elif final == "d":
            self.row = min(self.rows - 1, count - 1)
        elif final in "Hf":
            row = values[0] if len(values) > 0 and values[0] else 1
            col = values[1] if len(values) > 1 and values[1] else 1
            self.row, self.col = min(self.rows, row) - 1, min(self.cols, col) - 1
        elif final == "J":
            if first == 0:
                self._erase(self.row, self.col, self.cols)
                for r in range(self.row + 1, self.rows):
                    self.grid[r] = [" "] * self.cols
            elif first == 1:
                for r in range(self.row):
                    self.grid[r] = [" "] * self.cols
                self._erase(self.row, 0, self.col + 1)
            else:
                self.grid = [[" "] * self.cols for _ in range(self.rows)]
        elif final == "K":
            if first == 0:
                self._erase(self.row, self.col, self.cols)
            elif first == 1:
                self._erase(self.row, 0, self.col + 1)
            else:
                self._erase(self.row, 0, self.cols)
        elif final == "X":
            self._erase(self.row, self.col, min(self.cols, self.col + count))
        elif final == "P":
            line = self.grid[self.row]
            del line[self.col:self.col + count]
            line.extend([" "] * (self.cols - len(line)))
        elif final == "@":
            line = self.grid[self.row]
            line[self.col:self.col] = [" "] * count
            del line[self.cols:]
        elif final == "L":
            for _ in range(count):
                self.grid.insert(self.row, [" "] * self.cols)
                self.grid.pop()
        elif final == "M":
            for _ in range(count):
                self.grid.pop(self.row)
                self.grid.append([" "] * self.cols)
        elif final == "s":
            self.saved = (self.row, self.col)
        elif final == "u":
            self.row, self.col = self.saved

    def _erase(self, row, start, end):
        for c in range(start, end):
            self.grid[row][c] = " "


def render(transcript, rows, cols):
    screen = Screen(rows, cols)
    screen.feed(transcript)
    return screen.text()


def plain_text(text):
    return ANSI.sub("", text).replace("\r\n", "\n")


def load_request(argv):
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as handle:
            return json.load(handle)
    return json.load(sys.stdin)


def environment(overrides):
    env = dict(os.environ)
    for name, value in (overrides or {}).items():
        if value is None:
            env.pop(name, None)
        else:
            env[name] = str(value)
    env.setdefault("TERM", "xterm")
    return env


def empty_result():
    return {"ok": True, "failed_step": None, "error": None, "steps": [],
            "transcript": "", "plain": "", "screen": "", "exit_status": None, "signal_status": None}


def run(request):
    result = empty_result()
    command = request.get("command")
    if not isinstance(command, list) or not command or not all(isinstance(a, str) for a in command):
        result.update(ok=False, error="request needs \"command\": a non-empty list of strings")
        return result, 2
    steps = request.get("steps", [])
    if not isinstance(steps, list) or not all(isinstance(s, dict) for s in steps):
        result.update(ok=False, error="request needs \"steps\": a list of objects")
        return result, 2
    default_timeout = float(request.get("timeout", 5))
    rows, cols = int(request.get("rows", 24)), int(request.get("cols", 80))
    log = io.StringIO()
    try:
        child = pexpect.spawn(command[0], command[1:], env=environment(request.get("env")),
                              cwd=request.get("cwd"), encoding="utf-8", codec_errors="replace",
                              dimensions=(rows, cols),
                              timeout=default_timeout)
    except Exception as error:  # the program could not start
        result.update(ok=False, error="could not start: %s" % error)
        return result, 1
    child.logfile_read = log

    for index, step in enumerate(steps):
        record = {"index": index, "action": next(iter(step), None), "ok": True}
        result["steps"].append(record)
        timeout = float(step.get("timeout", default_timeout))
        try:
            if "send" in step:
                child.send(step["send"])
            elif "sendline" in step:
                child.send(step["sendline"] + "\r")
            elif "key" in step:
                key = KEYS.get(str(step["key"]).lower())
                if key is None:
                    raise ValueError("unknown key %r" % step["key"])
                child.send(key)
            elif "expect" in step or "expect_exact" in step:
                if "expect" in step:
                    child.expect(step["expect"], timeout=timeout)
                else:
                    child.expect_exact(step["expect_exact"], timeout=timeout)
                record["match"] = child.after if isinstance(child.after, str) else ""
                record["before"] = child.before if isinstance(child.before, str) else ""
            elif "expect_screen" in step:
                pattern = re.compile(step["expect_screen"], re.MULTILINE)
                record["screen"] = wait_for_screen(child, log, pattern, rows, cols, timeout)
            elif "expect_eof" in step:
                child.expect(pexpect.EOF, timeout=timeout)
                record["before"] = child.before if isinstance(child.before, str) else ""
            elif "sleep" in step:
                time.sleep(float(step["sleep"]))
            elif "resize" in step:
                child.setwinsize(rows, int(step["resize"]))
            elif "write_file" in step:
                with open(step["write_file"]["path"], "w", encoding="utf-8") as saved:
                    saved.write(step["write_file"]["text"])
            else:
                raise ValueError("unknown step %r" % (step,))
        except pexpect.TIMEOUT:
            fail(result, record, index, "timeout after %gs waiting for %s" % (timeout, describe(step)), child)
            break
        except pexpect.EOF:
            fail(result, record, index, "the program ended while waiting for %s" % describe(step), child)
            break
        except (ValueError, TypeError, re.error) as error:
            fail(result, record, index, "bad step: %s" % error, child)
            break

    if child.isalive():
        # Let it flush what it has written, then end it.
        try:
            child.expect(pexpect.EOF, timeout=0.2)
        except (pexpect.TIMEOUT, pexpect.EOF):
            pass
    child.close(force=True)
    result["exit_status"] = child.exitstatus
    result["signal_status"] = child.signalstatus
    result["transcript"] = log.getvalue()
    result["plain"] = plain_text(result["transcript"])
    result["screen"] = render(result["transcript"], rows, cols)
    return result, 0 if result["ok"] else 1


def wait_for_screen(child, log, pattern, rows, cols, timeout):
    """Reads output until the rendered screen matches `pattern`; returns the screen."""
    deadline = time.monotonic() + timeout
    while True:
        screen = render(log.getvalue(), rows, cols)
        if pattern.search(screen):
            return screen
        left = deadline - time.monotonic()
        if left <= 0:
            child.before = screen
            raise pexpect.TIMEOUT("screen never matched")
        try:
            child.read_nonblocking(4096, timeout=min(left, 0.1))
        except pexpect.TIMEOUT:
            pass
        except pexpect.EOF:
            screen = render(log.getvalue(), rows, cols)
            if pattern.search(screen):
                return screen
            child.before = screen
            raise


def describe(step):
    for key in ("expect", "expect_exact", "expect_screen"):
        if key in step:
            return "%s %r" % (key, step[key])
    return "the end of the output" if "expect_eof" in step else json.dumps(step)


def fail(result, record, index, message, child):
    record["ok"] = False
    record["before"] = child.before if isinstance(child.before, str) else ""
    result.update(ok=False, failed_step=index, error=message)


def main(argv):
    if pexpect is None:
        result = empty_result()
        result.update(ok=False, error="python3 has no pexpect module")
        print(json.dumps(result))
        return 2
    try:
        request = load_request(argv)
    except (OSError, ValueError) as error:
        result = empty_result()
        result.update(ok=False, error="cannot read the request: %s" % error)
        print(json.dumps(result))
        return 2
    if not isinstance(request, dict):
        result = empty_result()
        result.update(ok=False, error="the request must be a JSON object")
        print(json.dumps(result))
        return 2
    result, code = run(request)
    print(json.dumps(result, ensure_ascii=False))
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv))
