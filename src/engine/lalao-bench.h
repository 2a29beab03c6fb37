/* lalao-bench.h — what `lalao-cli bench` measures for each game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Data beside each game's engine (as Stockfish's bench positions are a
 * list), so that the command has no table of its own to keep.
 */
#pragma once

typedef struct {
  int perft_depth;   /* perft from the start, about a second */
  int search_depth;  /* a fixed-depth search from the start, so that runs compare */
  int middlegame_plies[3]; /* plies of the bench playout whose positions are
                              middlegames (random moves end some games soon) */
} LalaoBench;

extern const LalaoBench lalao_fanorona_bench;
extern const LalaoBench lalao_samantsy_bench;
extern const LalaoBench lalao_songo_bench;
extern const LalaoBench lalao_surakarta_bench;

/* The bench of a game of the registry, NULL for an unknown id. */
const LalaoBench *lalao_bench_lookup (const char *id);
