/* lalao-move-cost.c — scores as shares of the points, and what a move
 * cost.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "lalao-move-cost.h"
#include "lalao-search.h"

void
lalao_score_to_wdl (int score, double *win, double *draw, double *loss)
{
  double expected, d;

  if (lalao_score_is_decisive (score))
    {
      *win = score > 0;
      *draw = 0;
      *loss = score < 0;
      return;
    }
  expected = 1.0 / (1.0 + exp (-score / 150.0));
  d = 0.5 * exp (-pow (score / 250.0, 2));
  *win = CLAMP (expected - d / 2, 0.0, 1.0);
  *draw = d;
  *loss = CLAMP (1.0 - *win - d, 0.0, 1.0);
}

double
lalao_score_share (int score)
{
  double win, draw, loss;

  lalao_score_to_wdl (score, &win, &draw, &loss);
  return win + draw / 2;
}

LalaoMistake
lalao_mistake_of_cost (double cost)
{
  return cost >= LALAO_BLUNDER_COST ? LALAO_MISTAKE_BLUNDER
       : cost >= LALAO_MISTAKE_COST ? LALAO_MISTAKE_MISTAKE
                                    : LALAO_MISTAKE_NONE;
}
