/* The floor make bench compares onestep against: the least a terminal list can do with ncursesw alone.
 * Rows of Korean store names, j/k (or arrows) move, g/G jump to an end, q quits; the chosen row in reverse video with
 * the hardware cursor resting on it, a status line at the bottom, and only what changed sent (ncurses' refresh).
 * Ours (onestep's tools/bench); build: cc -O2 -o bare_list bare_list.c -lncursesw;  run: ./bare_list [ROWS] */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>

struct list {
    long count, chosen, first;
};

static const char *chains[] = {"CU", "GS25", "이마트24", "세븐일레븐", "미니스톱", "씨스페이스"};
static const char *places[] = {"정자역", "서현", "야탑", "모란", "수내", "미금", "오리", "판교"};

static void draw_row(const struct list *l, int y, long index) {
    char text[256];
    snprintf(text, sizeof text, "%6ld  %s %s%ld호점  %4ld m  경기도 성남시 분당구 %ld번길", index + 1,
             chains[index % 6], places[index % 8], index % 97, (index * 53) % 1500, 1 + index % 250);
    bool chosen = index == l->chosen;
    if (chosen) attron(A_REVERSE);
    mvaddnstr(y, 0, text, COLS);
    clrtoeol();
    if (chosen) attroff(A_REVERSE);
}

static void draw(struct list *l) {
    int rows = LINES - 1;
    if (rows < 1) rows = 1;
    if (l->chosen < l->first) l->first = l->chosen;
    if (l->chosen >= l->first + rows) l->first = l->chosen - rows + 1;
    for (int y = 0; y < rows; y++) {
        long index = l->first + y;
        if (index < l->count) draw_row(l, y, index);
        else { move(y, 0); clrtoeol(); }
    }
    mvprintw(rows, 0, "row %ld/%ld   j/k move, g/G ends, q quits", l->chosen + 1, l->count);
    clrtoeol();
    move((int)(l->chosen - l->first), 0);
    refresh();
}

int main(int argc, char **argv) {
    struct list l = {argc > 1 ? atol(argv[1]) : 10000, 0, 0};
    if (l.count < 1) l.count = 1;
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    set_escdelay(25);
    for (int key = 0; key != 'q';) {
        draw(&l);
        key = getch();
        switch (key) {
        case 'j': case KEY_DOWN: if (l.chosen + 1 < l.count) l.chosen++; break;
        case 'k': case KEY_UP: if (l.chosen > 0) l.chosen--; break;
        case 'g': case KEY_HOME: l.chosen = 0; break;
        case 'G': case KEY_END: l.chosen = l.count - 1; break;
        }
    }
    endwin();
    return 0;
}
