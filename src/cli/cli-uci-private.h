/* cli-uci-private.h — the UCI reader's state, for the command loop and
 * its fuzz target.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lalao-endgame.h"
#include "lalao-engine.h"
#include "lalao-search.h"

typedef struct {
  const LalaoEngine *engine;
  LalaoOptions options;
  LalaoSearch *search;
  int level;
  size_t table_mb;
  int move_overhead_ms;
  int threads;                 /* the "Threads" option */
  char *endgame_dir;           /* the "EndgamePath" option, or NULL */
  LalaoEndgameSet *endgame;    /* the game's tables found there, or NULL */

  LalaoPosition position;
  uint64_t *history;       /* hashes of the positions before `position` */
  int n_history;

  GThread *thinker;
  LalaoSearchLimits limits;
  GMutex output;
  /* For the fuzzer: a cap on every search's nodes (0: none). A capped
   * search also has no clock and no random seed, and "go" waits for its
   * end: one script always runs the same code, so that a replay of the
   * corpus with a fixed seed makes the same inputs every time. (A limit
   * on nodes already keeps a search on one thread.) */
  uint64_t max_nodes;
} Uci;

/* A reader for the first game, at full strength. */
void cli_uci_init (Uci *u);
/* Carries out one command line (changed in place); FALSE after "quit". */
gboolean cli_uci_command (Uci *u, char *line);
/* Ends a search under way (stopping an infinite one) and frees the state. */
void cli_uci_clear (Uci *u);
