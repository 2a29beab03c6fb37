/* lalao-puzzle-rater.h — a puzzle's difficulty from who solves it.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Before a puzzle ships, a ladder of solvers attempts it: a player of
 * random moves (128 attempts), a greedy one that takes the most it can at
 * once (8), the computer's levels 1, 2 and 3 (their own depth and noise,
 * another noise seed at each attempt; 8 each) and two searches without
 * noise, at 6 and at 8 plies (once each: the levels 4 and 5 play by time,
 * which a rating must not depend on). Each solver stands for a rating on
 * the learners' scale (a new learner is 1000): 200, 500, 800, 1100, 1400,
 * 1700 and 2000. So a puzzle that taking the biggest piece solves is
 * rated low, and one with many moves to choose from is harder for the
 * random player than one with few. An attempt is solved when every
 * move of the solver reaches the position the puzzle's line reaches, as
 * the learner's are judged (lalao-judge-puzzle.c).
 *
 * The puzzle's difficulty is then the rating that makes those results
 * most likely by Elo's curve (a solver rated R solves a puzzle rated D
 * with the chance 1 / (1 + 10^((D - R) / 400))), with one half-solved
 * attempt by a 1000 solver added, so that a puzzle every solver solves,
 * or none does, still gets a finite rating; rounded to 10, within 100 to
 * 2400. The learners' results then move it, as before
 * (lalao-puzzle-trainer.c). Fixed seeds: the same puzzle always gets the
 * same difficulty.
 */
#pragma once

#include "lalao-puzzle.h"

G_BEGIN_DECLS

#define LALAO_RATER_SOLVERS 7

typedef struct {
  int tries[LALAO_RATER_SOLVERS];
  int solved[LALAO_RATER_SOLVERS];
} LalaoPuzzleAttempts;

/* The rating each solver of the ladder stands for. */
int lalao_puzzle_rater_rating (int solver);

/* Each solver attempts the puzzle, its count of attempts scaled by
 * attempts / 8 (at least once).
 * FALSE when the puzzle cannot be read. */
gboolean lalao_puzzle_attempt (const LalaoEngine *engine, LalaoSearch *search, const LalaoPuzzle *puzzle,
                               int attempts, LalaoPuzzleAttempts *out);

/* The difficulty those results say. */
int lalao_puzzle_fit_difficulty (const LalaoPuzzleAttempts *attempts);

G_END_DECLS
