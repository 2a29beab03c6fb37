/* lalao-move-cost.h — what a move cost its mover, as a share of the
 * points: the one scale of the review's "?" and "??", the mistakes'
 * lessons and the coach's verdicts, so that they never disagree on the
 * same scores.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A mistake costs its mover at least a fifth of its expected share of
 * the points, a blunder two fifths (a won game thrown to a draw or
 * worse, a drawn one lost). */
#define LALAO_MISTAKE_COST 0.2
#define LALAO_BLUNDER_COST 0.4

typedef enum {
  LALAO_MISTAKE_NONE,
  LALAO_MISTAKE_MISTAKE,
  LALAO_MISTAKE_BLUNDER,
} LalaoMistake;

/* A score (centi-units, one side's view) as a win/draw/loss estimate for
 * that side: a logistic curve with a draw share that shrinks as the score
 * grows; forced wins and losses are certain. */
void lalao_score_to_wdl (int score, double *win, double *draw, double *loss);

/* That side's expected share of the points: a win is 1, a draw 1/2. */
double lalao_score_share (int score);

/* A move that lowered its mover's expected share by `cost`. */
LalaoMistake lalao_mistake_of_cost (double cost);

G_END_DECLS
