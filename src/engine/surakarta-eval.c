/* surakarta-eval.c — the Surakarta evaluations: the tuned one the
 * computer plays with, and the reference one the teaching content was
 * made with.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tuned evaluation is a sum of weights times counts
 * (lalao-eval-terms.h); its weights, in surakarta-weights.h, come from
 * tools/texel-tune over positions of self-play games (docs/ai.md).
 */
#include <assert.h>
#include <string.h>

#include "lalao-eval-terms.h"
#include "surakarta.h"

static bool
corner (int pt)
{
  return pt == 0 || pt == 5 || pt == 30 || pt == 35;
}

/* ---- The reference evaluation (as it stood at commit 56e6a81). ---- */

/* Material first; then the seed's strategy: points on the circuits (the
 * centre lies on both) are strong, the corners weak; and pieces that the
 * opponent can take at once are a danger. */
static int
side_score (const SurakartaPosition *p, int side)
{
  int score = 0;
  for (uint64_t b = p->pieces[side]; b; b &= b - 1)
    {
      int pt = __builtin_ctzll (b);
      score += 100 + 8 * surakarta_circuits_at (pt) - (corner (pt) ? 10 : 0);
    }
  return score;
}

int
surakarta_reference_evaluate (const LalaoPosition *pos)
{
  const SurakartaPosition *p = surakarta_const (pos);
  uint64_t targets[2];
  int attackers[2];
  surakarta_targets (p, targets, attackers);
  int mine = __builtin_popcountll (targets[p->side]);
  int theirs = __builtin_popcountll (targets[1 - p->side]);
  return side_score (p, p->side) - side_score (p, 1 - p->side) + 30 * mine - 15 * theirs;
}

/* ---- The tuned evaluation. ---- */

#define PIECE_BUCKETS 7
#define PST_POINTS 18

/* Where a block of weights starts in surakarta_weights[]. */
enum {
  W_PIECE = 0,                          /* a piece */
  W_PIECES = W_PIECE + 1,               /* one's pieces: 1, 2, 3, 4, 5–6, 7–9, 10+ */
  W_PST = W_PIECES + PIECE_BUCKETS,     /* [rank from one's side][file from the nearer edge] */
  W_THREAT = W_PST + PST_POINTS,        /* the mover's targets, its attackers; the other's */
  W_TEMPO = W_THREAT + 4,
  N_WEIGHTS = W_TEMPO + 1,
};

static const LalaoEvalBlock blocks[] = {
  { "piece", 1 }, { "pieces", PIECE_BUCKETS }, { "pst", PST_POINTS }, { "threat", 4 }, { "tempo", 1 },
  { NULL, 0 },
};

#include "surakarta-weights.h"

static_assert (sizeof surakarta_weights / sizeof surakarta_weights[0] == N_WEIGHTS,
               "surakarta-weights.h does not match the blocks");

static int
piece_bucket (int pieces)
{
  static const int8_t bucket[13] = { 0, 0, 1, 2, 3, 4, 4, 5, 5, 5, 6, 6, 6 };
  return bucket[pieces];
}

/* The point as seen from `side`'s end of the board, the files folded
 * about the middle (the circuits are symmetric about it). */
static int
pst_index (int pt, int side)
{
  int file = pt % 6, rank = side == LALAO_FIRST ? pt / 6 : 5 - pt / 6;
  return rank * 3 + (file <= 2 ? file : 5 - file);
}

static void
side_terms (const SurakartaPosition *p, int side, LalaoEvalSum *s)
{
  int pieces = __builtin_popcountll (p->pieces[side]);

  lalao_eval_add (s, W_PIECE, pieces);
  if (pieces > 0)
    lalao_eval_add (s, W_PIECES + piece_bucket (pieces), 1);
  for (uint64_t b = p->pieces[side]; b; b &= b - 1)
    lalao_eval_add (s, W_PST + pst_index (__builtin_ctzll (b), side), 1);
}

static int
tuned_evaluate (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  const SurakartaPosition *p = surakarta_const (pos);
  int us = p->side, them = 1 - us, attackers[2];
  uint64_t targets[2];
  surakarta_targets (p, targets, attackers);

  LalaoEvalSum s = { 0, 0, 1, surakarta_weights, terms };
  side_terms (p, us, &s);
  s.sign = -1;
  side_terms (p, them, &s);
  /* The mover's targets are nearly captures; the other's are to be parried. */
  s.sign = 1;
  lalao_eval_add (&s, W_THREAT + 0, __builtin_popcountll (targets[us]));
  lalao_eval_add (&s, W_THREAT + 1, attackers[us]);
  lalao_eval_add (&s, W_THREAT + 2, __builtin_popcountll (targets[them]));
  lalao_eval_add (&s, W_THREAT + 3, attackers[them]);
  lalao_eval_add (&s, W_TEMPO, 1);

  /* The phase: the pieces still on the board, 24 at the start. */
  int on_board = __builtin_popcountll (p->pieces[0] | p->pieces[1]);
  return lalao_eval_mix (&s, on_board * LALAO_EVAL_PHASE_MAX / (2 * SURAKARTA_PIECES));
}

int
surakarta_evaluate (const LalaoPosition *pos)
{
  return tuned_evaluate (pos, NULL);
}

static bool
surakarta_terms (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  memset (terms, 0, sizeof *terms);
  tuned_evaluate (pos, terms);
  return true;
}

const LalaoEvalTuning surakarta_eval_tuning = {
  .n_weights = N_WEIGHTS,
  .blocks = blocks,
  .weights = surakarta_weights,
  .terms = surakarta_terms,
};
