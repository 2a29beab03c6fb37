/* lalao-eval-terms.h — an evaluation written as weights times counts, so
 * that tools/texel-tune can fit the weights to games' results.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each weight is a pair: its value in the middlegame and in the endgame.
 * A position's evaluation is
 *
 *   (Σ count[i] · mg[i] · phase + Σ count[i] · eg[i] · (MAX − phase)) / MAX
 *
 * (each sum taken first, then the division, rounded towards zero), with
 * the counts from the side to move's point of view: its pieces count +1,
 * the other side's −1. A game's evaluation and its terms() agree exactly;
 * the suite checks it.
 */
#pragma once

#include "lalao-engine.h"
#include "lalao-net.h"

#define LALAO_EVAL_PHASE_MAX 64
#define LALAO_EVAL_MAX_WEIGHTS 512

typedef struct {
  int phase;                              /* 0 (endgame) … LALAO_EVAL_PHASE_MAX */
  int count[LALAO_EVAL_MAX_WEIGHTS];
} LalaoEvalTerms;

/* A run of weights with one name ("pst_zaza"); a list of them ends with
 * a NULL name. */
typedef struct {
  const char *name;
  int n;
} LalaoEvalBlock;

typedef struct LalaoEvalTuning {
  int n_weights;
  const LalaoEvalBlock *blocks;           /* the weights in order, by name */
  const int (*weights)[2];                /* [i][0] middlegame, [i][1] endgame */
  /* Fills terms for pos; false when pos is outside the tuned evaluation
   * (a rule option with an evaluation of its own). */
  bool (*terms) (const LalaoPosition *pos, LalaoEvalTerms *terms);
  /* A game whose evaluation adds a network (lalao-net.h) to the terms:
   * the network as it is, its inputs that are on in pos (false outside
   * the tuned evaluation), and each input's mirror image (the board
   * turned left to right), which tools/net-train adds to its data. */
  const LalaoNet *net;
  bool (*net_inputs) (const LalaoPosition *pos, uint16_t *active, int *n);
  int (*net_mirror) (int input);
} LalaoEvalTuning;

/* The evaluation the terms and the weights give. */
static inline int
lalao_eval_from_terms (const LalaoEvalTuning *tuning, const LalaoEvalTerms *t)
{
  int mg = 0, eg = 0;
  for (int i = 0; i < tuning->n_weights; i++)
    {
      mg += t->count[i] * tuning->weights[i][0];
      eg += t->count[i] * tuning->weights[i][1];
    }
  return (mg * t->phase + eg * (LALAO_EVAL_PHASE_MAX - t->phase)) / LALAO_EVAL_PHASE_MAX;
}

/* The network's part of pos's evaluation (lalao-net.h), 0 for a game
 * without one: the evaluation is the terms' plus this. */
static inline int
lalao_eval_net_part (const LalaoEvalTuning *tuning, const LalaoPosition *pos)
{
  uint16_t active[LALAO_NET_MAX_ACTIVE];
  int n;

  if (tuning->net_inputs == NULL || !tuning->net_inputs (pos, active, &n))
    return 0;
  return lalao_net_evaluate (tuning->net, active, n);
}

/* An evaluation as it is summed: the running middlegame and endgame
 * sums, the sign of the side whose terms are being added (+1 the mover,
 * −1 the other), and the counts when a tuner asks for them (else NULL). */
typedef struct {
  int mg, eg, sign;
  const int (*weights)[2];
  LalaoEvalTerms *terms;
} LalaoEvalSum;

static inline __attribute__ ((always_inline)) void
lalao_eval_add (LalaoEvalSum *s, int index, int count)
{
  s->mg += s->sign * count * s->weights[index][0];
  s->eg += s->sign * count * s->weights[index][1];
  if (s->terms != NULL)
    s->terms->count[index] += s->sign * count;
}

/* The sums mixed by the phase (0 … LALAO_EVAL_PHASE_MAX), as
 * lalao_eval_from_terms() does; the phase is kept in the terms. */
static inline int
lalao_eval_mix (const LalaoEvalSum *s, int phase)
{
  if (s->terms != NULL)
    s->terms->phase = phase;
  return (s->mg * phase + s->eg * (LALAO_EVAL_PHASE_MAX - phase)) / LALAO_EVAL_PHASE_MAX;
}
