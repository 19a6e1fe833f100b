#include "terminal_output.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

static int gathering_fd = -1;
static char *kept;
static size_t kept_length, kept_capacity;

static int keep(const void *bytes, size_t length) {
    if (kept_length + length > kept_capacity) {
        size_t capacity = kept_capacity ? kept_capacity : 65536;
        while (capacity < kept_length + length) capacity *= 2;
        char *grown = realloc(kept, capacity);
        if (grown == NULL) return -1;
        kept = grown;
        kept_capacity = capacity;
    }
    memcpy(kept + kept_length, bytes, length);
    kept_length += length;
    return 0;
}

// The process's write(2): a write to the terminal while a frame is gathered is kept; every other write goes to
// the kernel as it would have.
ssize_t write(int fd, const void *bytes, size_t length) {
    if (fd >= 0 && fd == gathering_fd) {
        if (keep(bytes, length) == 0) return (ssize_t)length;
    }
    return syscall(SYS_write, fd, bytes, length);
}

void to_gather_begin(int fd) {
    // Already gathering for this terminal (its set-up, kept to leave with the first frame): what is kept stays.
    if (fd == gathering_fd) return;
    // Another terminal's kept bytes go to it first, never lost.
    if (gathering_fd >= 0 && kept_length > 0) to_gather_send("", 0, "", 0);
    gathering_fd = fd;
    kept_length = 0;
}

long to_gather_send(const char *before, size_t before_length, const char *after, size_t after_length) {
    int fd = gathering_fd;
    gathering_fd = -1;
    if (fd < 0) return -1;
    size_t frame = kept_length;
    // Kept after the frame: [frame][before][after], then put in order below.
    if (keep(before, before_length) != 0 || keep(after, after_length) != 0) return -1;
    // Assemble before + frame + after contiguously: move the frame after `before`.
    char *all = malloc(before_length + frame + after_length);
    if (all == NULL) return -1;
    memcpy(all, kept + frame, before_length);
    memcpy(all + before_length, kept, frame);
    memcpy(all + before_length + frame, kept + frame + before_length, after_length);
    kept_length = 0;
    size_t total = before_length + frame + after_length, sent = 0;
    while (sent < total) {
        long n = syscall(SYS_write, fd, all + sent, total - sent);
        if (n < 0) {
            if (errno == EINTR) continue;
            free(all);
            return -1;
        }
        sent += (size_t)n;
    }
    free(all);
    return (long)sent;
}
