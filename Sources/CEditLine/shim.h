#ifndef BUDDY_CEDITLINE_SHIM_H
#define BUDDY_CEDITLINE_SHIM_H

#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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

/* Ctrl-C at the prompt. The handler only records the signal (all a signal handler may safely
   do); while a line is read, libedit passes the signal on to it after restoring the terminal,
   and its read then fails with EINTR, so readline() returns. */

static volatile sig_atomic_t buddy_interrupt_seen = 0;

static void buddy_record_interrupt(int signo) {
    (void)signo;
    buddy_interrupt_seen = 1;
}

/* Installs the handler for SIGINT, without SA_RESTART so that a blocked read is interrupted,
   and unblocks SIGINT, which a parent process may have left blocked. */
static inline int buddy_catch_interrupts(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = buddy_record_interrupt;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGINT, &action, NULL) != 0) return -1;
    sigset_t interrupt;
    sigemptyset(&interrupt);
    sigaddset(&interrupt, SIGINT);
    return sigprocmask(SIG_UNBLOCK, &interrupt, NULL);
}

/* Whether SIGINT arrived since the last call. */
static inline int buddy_take_interrupt(void) {
    int seen = buddy_interrupt_seen;
    buddy_interrupt_seen = 0;
    return seen;
}

/* The character set of the current LC_CTYPE locale, e.g. "UTF-8" or "ANSI_X3.4-1968". */
static inline const char *buddy_codeset(void) {
    return nl_langinfo(CODESET);
}

#endif
