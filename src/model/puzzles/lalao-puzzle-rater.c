/* lalao-puzzle-rater.c — a puzzle's difficulty from who solves it.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See lalao-puzzle-rater.h.
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include <math.h>

#include "lalao-puzzle-rater.h"

typedef enum { RANDOM, GREEDY, LEVEL, SEARCH } Kind;

typedef struct {
  Kind kind;
  int level; /* LEVEL: the computer's level */
  int depth; /* SEARCH: its plies, without noise */
  int rating;
  int tries; /* the attempts, times the caller's count for the noisy ones / 8 */
} Solver;

static const Solver ladder[LALAO_RATER_SOLVERS] = {
  { RANDOM, 0, 0, 200, 128 }, { GREEDY, 0, 0, 500, 8 }, { LEVEL, 1, 0, 800, 8 }, { LEVEL, 2, 0, 1100, 8 },
  { LEVEL, 3, 0, 1400, 8 }, { SEARCH, 0, 6, 1700, 1 }, { SEARCH, 0, 8, 2000, 1 },
};

/* The prior: one attempt, half solved, by a solver of this rating. */
#define PRIOR_RATING 1000.0

int
lalao_puzzle_rater_rating (int solver)
{
  return solver >= 0 && solver < LALAO_RATER_SOLVERS ? ladder[solver].rating : 0;
}

/* The solver's move at pos. */
static gboolean
solver_move (const LalaoEngine *e, LalaoSearch *search, const LalaoPosition *pos, const Solver *s, uint64_t seed,
             LalaoMove *move)
{
  LalaoSearchLimits limits = { .depth = s->depth };
  LalaoSearchInfo info;
  uint64_t random = seed | 1;

  switch (s->kind)
    {
    case RANDOM: return lalao_random_move (e, pos, &random, move);
    case GREEDY: return lalao_greedy_move (e, pos, &random, move);
    case LEVEL: lalao_level_limits (e, s->level, 0, seed, &limits); break;
    case SEARCH: break;
    }
  limits.endgame = false;
  lalao_search_clear (search);
  lalao_search_run (search, pos, &limits, NULL, NULL, &info);
  *move = info.best;
  return info.has_move;
}

/* One attempt: TRUE when every move of the solver is the line's. */
static gboolean
attempt (const LalaoEngine *e, LalaoSearch *search, const LalaoPuzzle *p, const Solver *s, uint64_t seed)
{
  LalaoPosition pos;
  LalaoError err = { 0 };

  if (!e->from_fen (&pos, p->fen, lalao_engine_default_options (e), &err))
    return FALSE;
  for (int ply = 0; p->line[ply] != NULL; ply++)
    {
      LalaoMove right;
      LalaoPosition expected;
      lalao_engine_read_move (e, &pos, p->line[ply], &right, &err);
      if (err.code != LALAO_ERROR_NONE)
        return FALSE;
      e->play (&pos, right, &expected, NULL);
      if (ply % 2 == 0)
        {
          LalaoMove move;
          LalaoPosition mine;
          if (!solver_move (e, search, &pos, s, seed + (uint64_t) ply, &move))
            return FALSE;
          e->play (&pos, move, &mine, NULL);
          if (e->hash (&mine) != e->hash (&expected))
            return FALSE;
        }
      pos = expected;
    }
  return TRUE;
}

gboolean
lalao_puzzle_attempt (const LalaoEngine *e, LalaoSearch *search, const LalaoPuzzle *p, int attempts,
                      LalaoPuzzleAttempts *out)
{
  LalaoPosition pos;
  LalaoError err = { 0 };
  /* A seed of the puzzle's own: the same puzzle, the same attempts. */
  uint64_t seed = g_str_hash (p->id) * 0x9E3779B97F4A7C15ull;

  if (!e->from_fen (&pos, p->fen, lalao_engine_default_options (e), &err))
    return FALSE;
  for (int k = 0; k < LALAO_RATER_SOLVERS; k++)
    {
      int n = MAX (1, ladder[k].tries * attempts / 8);
      out->tries[k] = n;
      out->solved[k] = 0;
      for (int i = 0; i < n; i++)
        out->solved[k] += attempt (e, search, p, &ladder[k], seed + 0x100000001ull * (uint64_t) (i + 1));
    }
  return TRUE;
}

/* The log-likelihood's slope at difficulty d: it falls as d rises, so
 * the best d is where it crosses zero. */
static double
slope (const LalaoPuzzleAttempts *a, double d)
{
  double sum = 0;
  for (int k = 0; k <= LALAO_RATER_SOLVERS; k++)
    {
      double rating = k < LALAO_RATER_SOLVERS ? ladder[k].rating : PRIOR_RATING;
      double tries = k < LALAO_RATER_SOLVERS ? a->tries[k] : 1;
      double solved = k < LALAO_RATER_SOLVERS ? a->solved[k] : 0.5;
      double p = 1.0 / (1.0 + pow (10.0, (d - rating) / 400.0));
      /* d(log L)/dd, up to the factor ln 10 / 400: each failure pulls d
       * up by p, each success down by 1 - p. */
      sum += (tries - solved) * p - solved * (1.0 - p);
    }
  return sum;
}

int
lalao_puzzle_fit_difficulty (const LalaoPuzzleAttempts *a)
{
  double low = 0, high = 3000;
  for (int i = 0; i < 60; i++)
    {
      double mid = (low + high) / 2;
      if (slope (a, mid) > 0)
        low = mid;
      else
        high = mid;
    }
  int d = (int) lround ((low + high) / 20.0) * 10;
  return CLAMP (d, 100, 2400);
}
