/* lalao-net.h — a small network added to a tuned evaluation.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One hidden layer of LALAO_NET_HIDDEN clipped linear units over a game's
 * binary inputs (a stone of the mover's on a point, one of the enemy's,
 * an enemy stone in reach, …), read from the side to move's point of
 * view. The game lists which inputs are on; a unit's value is its bias
 * plus the weights of those inputs, clipped to 0 … LALAO_NET_ONE; the
 * output is the units' values times their output weights, in the
 * evaluation's centi-units, added to the weights-times-counts evaluation
 * (lalao-eval-terms.h). Integers only, so that the search's scores do
 * not depend on the CPU; the sums run eight units at a time (GCC's vector
 * extension, which becomes SSE2 on x86-64 and plain code elsewhere).
 *
 * tools/net-train fits the weights on the same positions as texel-tune
 * and writes the game's net header (docs/ai.md). For a game whose board
 * has a mirror image, the units come in pairs (unit HIDDEN/2 + j is unit
 * j read through the mirror), so the network scores a position and its
 * image alike, as the rest of the evaluation does.
 */
#pragma once

#include <stdint.h>

#define LALAO_NET_HIDDEN 32
#define LALAO_NET_ONE 64          /* a unit's full value, and one input weight's unit */
#define LALAO_NET_MAX_ACTIVE 128  /* the most inputs a position may have on */

typedef int16_t LalaoNetLanes __attribute__ ((vector_size (16)));
#define LALAO_NET_LANES ((int) (sizeof (LalaoNetLanes) / sizeof (int16_t)))

typedef struct {
  int n_inputs;
  const int16_t (*hidden)[LALAO_NET_HIDDEN]; /* [input][unit], in 1/LALAO_NET_ONE */
  const int16_t *hidden_bias;                /* [unit], in 1/LALAO_NET_ONE */
  const int16_t *output;                     /* [unit]: centi-units at a unit's full value */
  int output_bias;                           /* centi-units */
} LalaoNet;

/* The network's score for a position whose inputs `active` (n of them)
 * are on. The weight tables are 16-byte aligned (the header says so). */
static inline int
lalao_net_evaluate (const LalaoNet *net, const uint16_t *active, int n)
{
  enum { VECTORS = LALAO_NET_HIDDEN / LALAO_NET_LANES };
  LalaoNetLanes sum[VECTORS];
  const LalaoNetLanes *bias = (const LalaoNetLanes *) (const void *) net->hidden_bias;

  for (int v = 0; v < VECTORS; v++)
    sum[v] = bias[v];
  for (int i = 0; i < n; i++)
    {
      const LalaoNetLanes *w = (const LalaoNetLanes *) (const void *) net->hidden[active[i]];
      for (int v = 0; v < VECTORS; v++)
        sum[v] += w[v];
    }
  int out = 0;
  for (int v = 0; v < VECTORS; v++)
    for (int k = 0; k < LALAO_NET_LANES; k++)
      {
        int value = sum[v][k] < 0 ? 0 : sum[v][k] > LALAO_NET_ONE ? LALAO_NET_ONE : sum[v][k];
        out += value * net->output[v * LALAO_NET_LANES + k];
      }
  /* Rounded towards zero, as the terms' mix is. */
  return out / LALAO_NET_ONE + net->output_bias;
}
