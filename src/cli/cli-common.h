/* cli-common.h — what the lalao-cli commands share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

enum {
  EXIT_ILLEGAL = 1,
  EXIT_USAGE = 2,
  EXIT_NO_ENGINE = 3,
};

/* Prints "lalao-cli: MESSAGE" on stderr and returns EXIT_USAGE. */
int cli_fail_usage (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* The error for a game id that is not one of the registry's. */
int cli_unknown_game (const char *id);
/* "samantsy, songo, fanorona, surakarta": the registry's ids. */
char *cli_game_list (void);

/* Turns a --rules list ("a,no-b") into option bits; 0 or an exit status. */
int cli_parse_rules (const LalaoEngine *engine, const char *rules, LalaoOptions *options);

/* Seconds on a monotonic clock. */
double cli_now_seconds (void);

/* The commands that live in their own files. */
int cli_match (int argc, char **argv);
int cli_uci (int argc, char **argv);
int cli_pgn (int argc, char **argv);
int cli_course (int argc, char **argv);
int cli_puzzles (int argc, char **argv);
int cli_endgame (int argc, char **argv);
