/* lalao-threats.h — what the opponent could take next turn: the coach's
 * overlay of the pieces, stones and pits under threat.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game may find its own (its explainer's `threats`: Samantsy marks the
 * pieces attacked and not defended; the hova's check is said elsewhere).
 * Otherwise the engine is asked: with the opponent to move (the side
 * letter of the FEN turned, when it is not), every legal move is played
 * and what it would take is noted: Fanorona's stones, Surakarta's pieces,
 * Songo's harvested pits with their seeds.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

typedef struct LalaoThreats {
  guint64 points;   /* the victim's points under threat */
  int seeds[64];    /* Songo: the most a harvest would take from each pit */
  int most;         /* the most one move of the opponent would take (pieces or seeds) */
  int bidoua[2];    /* Songo: each side's freedom of movement; -1 in the other games */
} LalaoThreats;

/* The threats against `victim` in `pos`; FALSE when the game cannot
 * tell (a position the opponent could not be to move in). */
gboolean lalao_threats_find (const LalaoEngine *engine, const LalaoPosition *pos, LalaoSide victim,
                             LalaoThreats *threats);

/* What the panel says of them: "Black could take the pieces on c2 and
 * e4."; NULL when nothing is threatened. */
char *lalao_threats_describe (const LalaoEngine *engine, const LalaoThreats *threats, LalaoSide victim);

G_END_DECLS
