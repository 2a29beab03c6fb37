/* songo-eval.c — the Songo evaluations: the tuned one the computer plays
 * with, and the reference one the teaching content was made with.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tuned evaluation is a sum of weights times counts
 * (lalao-eval-terms.h); its weights, in songo-weights.h, come from
 * tools/texel-tune over positions of self-play games (docs/ai.md).
 */
#include <assert.h>
#include <string.h>

#include "lalao-eval-terms.h"
#include "songo.h"

/* ---- The reference evaluation (as it stood at commit c528674). ---- */

/* Captured seeds count most; then the seeds kept in one's row, bidoua
 * (freedom of movement) and greniers; the threats of the side to move are
 * nearly captures already. */
static int
side_score (const LalaoPosition *pos, int side)
{
  const SongoPosition *p = songo_const (pos);
  return 100 * p->captured[side] + 10 * songo_row_seeds (p, side) + 3 * songo_bidoua (pos, side)
         + 20 * __builtin_popcount (songo_greniers (pos, side));
}

int
songo_reference_evaluate (const LalaoPosition *pos)
{
  const SongoPosition *p = songo_const (pos);
  SongoThreat threats[7];
  int me = p->side, other = 1 - p->side;
  int mine = songo_threats (pos, me, threats) > 0 ? threats[0].captured : 0;

  return side_score (pos, me) - side_score (pos, other) + 50 * mine;
}

/* ---- The tuned evaluation. ---- */

#define SEED_BUCKETS 12
#define CAPTURED_BUCKETS 5

/* Where a block of weights starts in songo_weights[]. A pit is named by
 * its room, the pits of its row sown after it: 0 for the last (S0, N6),
 * 6 for the first (S6, N0). */
enum {
  W_CAPTURED = 0,                             /* a seed taken */
  W_CAPTURED_BY = W_CAPTURED + 1,             /* seeds taken: <20, 20–24, 25–29, 30–34, 35–39 */
  W_ROW_SEEDS = W_CAPTURED_BY + CAPTURED_BUCKETS, /* a seed in one's row */
  W_PIT = W_ROW_SEEDS + 1,                    /* [room][seeds: 0–7, 8–10, 11–13, 14–20, 21+] */
  W_BIDOUA = W_PIT + 7 * SEED_BUCKETS,        /* a seed that can move without leaving the row */
  W_GRENIERS = W_BIDOUA + 1,                  /* a pit of 14 seeds or more */
  W_MOVES = W_GRENIERS + 1,                   /* the pits one may play, 0 to 7 */
  W_THREAT = W_MOVES + 8,                     /* the mover's best capture, its second; the other's */
  W_TEMPO = W_THREAT + 4,
  N_WEIGHTS = W_TEMPO + 1,
};

static const LalaoEvalBlock blocks[] = {
  { "captured", 1 }, { "captured_by", CAPTURED_BUCKETS }, { "row_seeds", 1 },
  { "pit_room0", SEED_BUCKETS }, { "pit_room1", SEED_BUCKETS }, { "pit_room2", SEED_BUCKETS },
  { "pit_room3", SEED_BUCKETS }, { "pit_room4", SEED_BUCKETS }, { "pit_room5", SEED_BUCKETS },
  { "pit_room6", SEED_BUCKETS },
  { "bidoua", 1 }, { "greniers", 1 }, { "moves", 8 }, { "threat", 4 }, { "tempo", 1 },
  { NULL, 0 },
};

#include "songo-weights.h"

static_assert (sizeof songo_weights / sizeof songo_weights[0] == N_WEIGHTS,
               "songo-weights.h does not match the blocks");

static int
seed_bucket (int seeds)
{
  if (seeds <= 7)
    return seeds;
  if (seeds <= 10)
    return 8;
  if (seeds <= 13)
    return 9;
  return seeds <= 20 ? 10 : 11;
}

static int
captured_bucket (int captured)
{
  return captured < 20 ? 0 : captured < 35 ? 1 + (captured - 20) / 5 : 4;
}

/* A side's best capture if it were to move, and its best one that takes
 * other pits (a double threat cannot be parried by one move). */
typedef struct {
  int best, second;
  bool last_pit_allowed; /* its last pit, with two seeds, captures */
} Threats;

static Threats
side_threats (const LalaoPosition *pos, int side)
{
  SongoThreat threats[7];
  int n = songo_threats (pos, side, threats);
  Threats t = { 0, 0, false };
  int last = SONGO_PIT (side, side == LALAO_FIRST ? 0 : 6);

  for (int i = 0; i < n; i++)
    {
      if (i == 0)
        t.best = threats[0].captured;
      else if (t.second == 0 && threats[i].taken != threats[0].taken)
        t.second = threats[i].captured;
      if (threats[i].pit == last)
        t.last_pit_allowed = true;
    }
  return t;
}

/* The pits a side may play (forbidden 1 and 2, not solidarity). */
static int
side_moves (const SongoPosition *p, int side, const Threats *t)
{
  int moves = 0, last = p->pits[SONGO_PIT (side, side == LALAO_FIRST ? 0 : 6)];
  for (int i = 0; i < 7; i++)
    moves += p->pits[SONGO_PIT (side, i)] > 0;
  if (last == 1 || (last == 2 && !t->last_pit_allowed))
    moves--;
  return moves;
}

static void
side_terms (const LalaoPosition *pos, int side, const Threats *t, LalaoEvalSum *s)
{
  const SongoPosition *p = songo_const (pos);

  lalao_eval_add (s, W_CAPTURED, p->captured[side]);
  lalao_eval_add (s, W_CAPTURED_BY + captured_bucket (p->captured[side]), 1);
  lalao_eval_add (s, W_ROW_SEEDS, songo_row_seeds (p, side));
  for (int i = 0; i < 7; i++)
    {
      int room = side == LALAO_FIRST ? i : 6 - i;
      lalao_eval_add (s, W_PIT + room * SEED_BUCKETS + seed_bucket (p->pits[SONGO_PIT (side, i)]), 1);
    }
  lalao_eval_add (s, W_BIDOUA, songo_bidoua (pos, side));
  lalao_eval_add (s, W_GRENIERS, __builtin_popcount (songo_greniers (pos, side)));
  lalao_eval_add (s, W_MOVES + side_moves (p, side, t), 1);
}

static int
tuned_evaluate (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  const SongoPosition *p = songo_const (pos);
  int us = p->side, them = 1 - us;
  Threats t[2];
  t[us] = side_threats (pos, us);
  t[them] = side_threats (pos, them);

  LalaoEvalSum s = { 0, 0, 1, songo_weights, terms };
  side_terms (pos, us, &t[us], &s);
  s.sign = -1;
  side_terms (pos, them, &t[them], &s);
  /* What is at stake on the next move: the mover's captures are nearly
   * made, the other's are to be parried. */
  s.sign = 1;
  lalao_eval_add (&s, W_THREAT + 0, t[us].best);
  lalao_eval_add (&s, W_THREAT + 1, t[us].second);
  lalao_eval_add (&s, W_THREAT + 2, t[them].best);
  lalao_eval_add (&s, W_THREAT + 3, t[them].second);
  lalao_eval_add (&s, W_TEMPO, 1);

  /* The phase: the seeds still on the board. */
  int on_board = SONGO_SEEDS - p->captured[0] - p->captured[1];
  return lalao_eval_mix (&s, on_board * LALAO_EVAL_PHASE_MAX / SONGO_SEEDS);
}

int
songo_evaluate (const LalaoPosition *pos)
{
  return tuned_evaluate (pos, NULL);
}

static bool
songo_terms (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  memset (terms, 0, sizeof *terms);
  tuned_evaluate (pos, terms);
  return true;
}

const LalaoEvalTuning songo_eval_tuning = {
  .n_weights = N_WEIGHTS,
  .blocks = blocks,
  .weights = songo_weights,
  .terms = songo_terms,
};
