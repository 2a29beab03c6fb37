/* lalao-puzzle-trainer.h — a session of puzzles for one game: which
 * puzzle comes next, and what solving or missing it does to the ratings.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rated mode: the learner's rating and each puzzle's difficulty move as
 * in Glicko (the learner's rating deviation shrinks as puzzles are
 * played, so the first results move it most), and the next puzzle is an
 * unsolved one near the rating. A missed puzzle comes back after
 * FAILED_RETURN other puzzles. Streak mode: puzzles from the easiest up,
 * and one miss ends the streak. Everything is kept in LalaoProgress.
 */
#pragma once

#include "lalao-progress.h"
#include "lalao-puzzle.h"

G_BEGIN_DECLS

#define LALAO_PUZZLE_START_RATING 1000
#define LALAO_PUZZLE_START_DEVIATION 350
#define LALAO_PUZZLE_FAILED_RETURN 5

typedef struct _LalaoPuzzleTrainer LalaoPuzzleTrainer;

/* A trainer over `puzzles` (kept, not copied) of `game_id`. */
LalaoPuzzleTrainer *lalao_puzzle_trainer_new (const char *game_id, GPtrArray *puzzles, LalaoProgress *progress);
void lalao_puzzle_trainer_free (LalaoPuzzleTrainer *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoPuzzleTrainer, lalao_puzzle_trainer_free)

/* Only puzzles with this theme (NULL: all). */
void lalao_puzzle_trainer_set_theme (LalaoPuzzleTrainer *self, const char *theme);
/* Starts a streak (TRUE) or goes back to rated puzzles. */
void lalao_puzzle_trainer_set_streak (LalaoPuzzleTrainer *self, gboolean streak);

/* The next puzzle; NULL when every puzzle of the theme is solved (or, in
 * a streak, when the streak is over or has run through them all). */
const LalaoPuzzle *lalao_puzzle_trainer_next (LalaoPuzzleTrainer *self);

/* Records the result of the puzzle `next` gave and writes the progress;
 * FALSE with error when it could not be written (the result still
 * counts for this run). */
gboolean lalao_puzzle_trainer_finish (LalaoPuzzleTrainer *self, gboolean solved, GError **error);

int lalao_puzzle_trainer_get_rating (LalaoPuzzleTrainer *self);
/* A puzzle's difficulty as the learners' results have moved it. */
int lalao_puzzle_trainer_get_difficulty (LalaoPuzzleTrainer *self, const LalaoPuzzle *puzzle);
gboolean lalao_puzzle_trainer_is_solved (LalaoPuzzleTrainer *self, const LalaoPuzzle *puzzle);
int lalao_puzzle_trainer_get_streak (LalaoPuzzleTrainer *self);
int lalao_puzzle_trainer_get_best_streak (LalaoPuzzleTrainer *self);
/* The rating's change of the last finished puzzle. */
int lalao_puzzle_trainer_get_last_change (LalaoPuzzleTrainer *self);

/* The Glicko step for one game between a player (rating r, deviation
 * rd) and an opponent of rating `other` and deviation `other_rd`, with
 * score 1 or 0: the new rating and deviation. Exposed for the tests. */
void lalao_glicko_update (double *r, double *rd, double other, double other_rd, double score);

G_END_DECLS
