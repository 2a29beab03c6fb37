/* lalao-puzzle-miner.h — the engine makes puzzles from its own games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mining follows lichess's criteria. The engine plays itself with a little
 * noise from random openings (fixed seeds, fixed depths: the same options
 * mine the same puzzles, whatever the number of threads); one move in
 * five is a random one. A position is a candidate when such a move was a
 * mistake: its player was not behind by half the gain before, and the
 * side to move is ahead by the gain now. From there the line is kept
 * only if every solver move is the only good one (lalao_puzzle_only_move),
 * the replies are the engine's best, and it ends in a won game or in the
 * gain won on the board, within four solver moves; past the gain the
 * line goes on while the solver's next move is still the only good one
 * (lalao_puzzle_extend_line, lichess's rule). A one-move line whose move
 * is the only capture there is makes no puzzle, nor a line shorter than
 * `min_solver_moves`. Last, the
 * whole line is judged again `extra_depth` plies deeper
 * (lalao_puzzle_verify_at): a puzzle whose uniqueness a deeper search
 * breaks is dropped.
 */
#pragma once

#include "lalao-puzzle.h"

G_BEGIN_DECLS

typedef struct {
  int games;          /* self-play games */
  int depth;          /* the search depth of the judge and of the puzzles */
  int extra_depth;    /* a found puzzle is kept if still unique at depth + this */
  int threads;
  int noise;          /* the players' noise, in centi-units */
  int random_plies;   /* random moves that open each game */
  guint64 seed;
  int count;          /* at most this many puzzles */
  int min_solver_moves; /* shorter lines are not kept (1: every line) */
  int first_id;       /* the number of the first puzzle's id */
  /* Called after each game, from a mining thread, one call at a time. May be NULL. */
  void (*progress) (int games_done, int games, guint found, gpointer data);
  gpointer progress_data;
} LalaoMinerOptions;

/* The defaults: 100 games at depth 4, checked at depth + 4
 * (LALAO_PUZZLE_EXTRA_DEPTH), every core, noise 150, 6 random plies,
 * seed 1, every puzzle found (one solver move or more), ids from 1. */
void lalao_miner_options_init (LalaoMinerOptions *options);

/* The puzzles of the options' games, in game order, a FEN two games
 * reached kept once, with their ids ("fanorona-0007"): an array of
 * LalaoPuzzle that frees them. */
GPtrArray *lalao_puzzle_mine (const LalaoEngine *engine, const LalaoMinerOptions *options);

G_END_DECLS
