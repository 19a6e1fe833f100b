// One write per frame. ncurses writes a frame out at the end of doupdate, and a change of the cursor's visibility
// (curs_set) in writes of its own; a screen reader that reads the terminal between writes (BRLTTY's tmux driver)
// then sees the hide alone, or the frame with the cursor not yet where it rests. While a frame is drawn, the
// writes meant for the terminal are gathered here instead, and leave as one: the hide, the frame, the show.
#ifndef ONESTEP_TERMINAL_OUTPUT_H
#define ONESTEP_TERMINAL_OUTPUT_H

#include <stddef.h>

// From now on, what is written to `fd` is kept, not sent (added to what is kept when already gathering for `fd`).
void to_gather_begin(int fd);
// Sends `before`, what was kept, then `after`, in one write (more only if the terminal takes part of it);
// returns the bytes sent, or -1.
long to_gather_send(const char *before, size_t before_length, const char *after, size_t after_length);

#endif
