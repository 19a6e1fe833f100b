"""onestep in a pseudo-terminal, everything it writes fed one byte at a time through a terminal emulator (pyte),
so a test sees every cell on which the hardware cursor was visible while a key was handled — what a braille display
or a screen reader following the cursor would have been shown."""
import fcntl, os, pty, select, signal, struct, termios, time

import pyte


class PtyTerminal:
    def __init__(self, argv, width=100, height=30, env=None):
        self.width, self.height = width, height
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execvpe(argv[0], argv, {**(env or os.environ), "TERM": "xterm-256color"})
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        os.kill(self.pid, signal.SIGWINCH)
        self.written = 0

    def _visible(self):
        c = self.screen.cursor
        return None if c.hidden else (c.x, c.y)

    def settle(self, quiet=0.25, timeout=10.0):
        """Reads until the app has written nothing for `quiet` seconds; returns the cells where the cursor was
        visible at any byte boundary meanwhile (in order, without repeats), starting with where it was before."""
        seen = []
        start = self._visible()
        if start is not None:
            seen.append(start)
        deadline = time.monotonic() + timeout
        last = time.monotonic()
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    break
                if not data:
                    break
                self.written += len(data)
                for byte in data:
                    self.stream.feed(bytes([byte]))
                    here = self._visible()
                    if here is not None and (not seen or seen[-1] != here) and here not in seen:
                        seen.append(here)
                last = time.monotonic()
            elif time.monotonic() - last >= quiet:
                break
        return seen

    def key(self, data):
        os.write(self.fd, data.encode() if isinstance(data, str) else data)
        return self.settle()

    def text(self):
        return "\n".join(self.screen.display)

    def cursor_line(self):
        return self.screen.display[self.screen.cursor.y]

    def close(self):
        try:
            os.kill(self.pid, signal.SIGTERM)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        os.close(self.fd)


KEYS = {"Enter": "\r", "Esc": "\x1b", "Tab": "\t", "Space": " ", "Down": "\x1b[B", "Up": "\x1b[A"}
