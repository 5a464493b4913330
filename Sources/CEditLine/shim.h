#ifndef BUDDY_CEDITLINE_SHIM_H
#define BUDDY_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <editline/readline.h>

/* Swift 6 cannot assign libedit's global function pointers directly; these setters can. */

typedef char **(*buddy_attempted_completion_fn)(const char *text, int start, int end);

static inline void buddy_set_attempted_completion(buddy_attempted_completion_fn fn) {
    rl_attempted_completion_function = fn;
}

static inline void buddy_set_readline_name(const char *name) {
    rl_readline_name = name;
}

static inline void buddy_set_completion_append_character(int c) {
    rl_completion_append_character = c;
}

#endif
