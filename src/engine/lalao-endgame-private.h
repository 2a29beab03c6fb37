/* lalao-endgame-private.h — what the two solvers of the endgame tables
 * share (lalao-endgame.c, lalao-endgame-retro.c). Not for other files.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-endgame.h"

/* A child's stored value: from the class being solved (`self`), from the
 * set, or from the engine when the game is over there. False when the
 * child lies in a class the set lacks (its name in `missing`, which may
 * be NULL). */
bool lalao_endgame_child_value (const LalaoEndgameSet *set, const LalaoEndgameTable *self,
                                const LalaoPosition *child, uint16_t *v, char *missing);

/* The retrograde solver: `t`'s values hold round 0 (INVALID, the finished
 * games, OPEN for the rest); it settles the rest exactly as the forward
 * rounds would. Returns 1 when solved, 0 when it failed (a class missing,
 * or progress said stop), -1 when the class needs more memory than
 * `memory` bytes (the caller then solves it forward; nothing changed). */
int lalao_endgame_solve_retro (const LalaoEndgameSet *set, LalaoEndgameTable *t, size_t memory,
                               LalaoEndgameProgress progress, void *data, char *missing);
