/* lalao-net.h — a small network added to a tuned evaluation.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One hidden layer of clipped linear units (a multiple of sixteen, at
 * most LALAO_NET_MAX_HIDDEN) over a game's
 * binary inputs (a stone of the mover's on a point, one of the enemy's,
 * an enemy stone in reach, …), read from the side to move's point of
 * view. The game lists which inputs are on; a unit's value is its bias
 * plus the weights of those inputs, clipped to 0 … LALAO_NET_ONE; the
 * output is the units' values times their output weights, in the
 * evaluation's centi-units, added to the weights-times-counts evaluation
 * (lalao-eval-terms.h). Integers only, so that the search's scores do
 * not depend on the CPU; the sums run sixteen units at a time (GCC's
 * vector extension, which becomes SSE2 or AVX2 on x86-64 and plain code
 * elsewhere).
 *
 * tools/net-train fits the weights on the same positions as texel-tune
 * and writes the game's net header (docs/ai.md). For a game whose board
 * has a mirror image, the units come in pairs (unit n_hidden/2 + j is
 * unit j read through the mirror), so the network scores a position and its
 * image alike, as the rest of the evaluation does.
 */
#pragma once

#include <stdint.h>

#define LALAO_NET_MAX_HIDDEN 64
#define LALAO_NET_ONE 128         /* a unit's full value, and one input weight's unit */
#define LALAO_NET_MAX_ACTIVE 128  /* the most inputs a position may have on */
/* The largest |weight| and |bias| in tenths of LALAO_NET_ONE, where
 * tools/net-train keeps them: a bias and LALAO_NET_MAX_ACTIVE weights
 * then sum within 16 bits. */
#define LALAO_NET_LIMIT_TENTHS 19
_Static_assert ((LALAO_NET_MAX_ACTIVE + 1) * LALAO_NET_LIMIT_TENTHS * LALAO_NET_ONE / 10 <= INT16_MAX,
                "a unit's sum must fit 16 bits");

/* The most a unit's output weight may be, in centi-units: times a full
 * unit, a product within 16 bits. */
#define LALAO_NET_OUTPUT_LIMIT 255
_Static_assert (LALAO_NET_OUTPUT_LIMIT * LALAO_NET_ONE <= INT16_MAX, "a unit's product must fit 16 bits");

/* Sixteen units at a time: two SSE2 instructions, or one where the
 * evaluation is built for AVX2 too (LALAO_POPCNT_CLONES). Loaded without
 * assuming their alignment. */
typedef int16_t LalaoNetLanes __attribute__ ((vector_size (32)));
typedef int16_t LalaoNetLoad __attribute__ ((vector_size (32), aligned (2)));
typedef int32_t LalaoNetWide __attribute__ ((vector_size (64)));
#define LALAO_NET_LANES ((int) (sizeof (LalaoNetLanes) / sizeof (int16_t)))

typedef struct {
  int n_inputs, n_hidden;     /* n_hidden a multiple of LALAO_NET_LANES */
  const int16_t *hidden;      /* [input][unit], in 1/LALAO_NET_ONE */
  const int16_t *hidden_bias; /* [unit], in 1/LALAO_NET_ONE */
  const int16_t *output;      /* [unit]: centi-units at a unit's full value */
  int output_bias;            /* centi-units */
} LalaoNet;

/* Sixteen weights from `at` (a macro: a function returning a 32-byte
 * vector would change the ABI between the clones). */
#define LALAO_NET_LOAD(at) (*(const LalaoNetLoad *) (const void *) (at))

/* The network's score for a position whose inputs `active` (n of them)
 * are on. Inlined where the net is a constant, so that its size is one
 * too. */
static inline __attribute__ ((always_inline)) int
lalao_net_evaluate (const LalaoNet *net, const uint16_t *active, int n)
{
  const int vectors = net->n_hidden / LALAO_NET_LANES;
  LalaoNetLanes sum[LALAO_NET_MAX_HIDDEN / LALAO_NET_LANES];

  for (int v = 0; v < vectors; v++)
    sum[v] = LALAO_NET_LOAD (net->hidden_bias + v * LALAO_NET_LANES);
  for (int i = 0; i < n; i++)
    {
      const int16_t *w = net->hidden + active[i] * net->n_hidden;
      for (int v = 0; v < vectors; v++)
        sum[v] += LALAO_NET_LOAD (w + v * LALAO_NET_LANES);
    }
  /* Each unit clipped to 0 … LALAO_NET_ONE (a comparison's lanes are all
   * ones where it holds), times its output weight, summed in 32 bits. */
  const LalaoNetLanes zero = { 0 }, one = zero + LALAO_NET_ONE;
  LalaoNetWide total = { 0 };
  for (int v = 0; v < vectors; v++)
    {
      LalaoNetLanes unit = sum[v] & (sum[v] > zero);
      LalaoNetLanes over = unit > one;
      unit = (unit & ~over) | (one & over);
      total += __builtin_convertvector (unit * LALAO_NET_LOAD (net->output + v * LALAO_NET_LANES), LalaoNetWide);
    }
  int out = 0;
  for (int k = 0; k < LALAO_NET_LANES; k++)
    out += total[k];
  /* Rounded towards zero, as the terms' mix is. */
  return out / LALAO_NET_ONE + net->output_bias;
}
