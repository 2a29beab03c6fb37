/* lalao-threats.h — what the opponent could take next turn: the coach's
 * overlay of the pieces, stones and pits under threat.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine is asked: with the opponent to move (the side letter of the
 * FEN turned, when it is not), every legal move is played and what it
 * would take is noted: Samantsy's pieces when the static exchange wins
 * material (a defended piece too, taken by a lesser one), Fanorona's
 * stones, Surakarta's pieces, Songo's harvested pits with their seeds;
 * and a move that would win at once (Samantsy's mate or block). A game
 * may add its own first (Songo's bidoua).
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

#define LALAO_THREATS_MAX 32

/* One capture of the opponent's that wins material. */
typedef struct LalaoThreat LalaoThreat;
struct LalaoThreat {
  int point;        /* the victim's piece, stone or pit at stake */
  int by;           /* the point the opponent's piece or pit moves from */
  int to;           /* where that move goes */
  int gain;         /* what it wins: pieces or seeds taken; Samantsy, the exchange's centi-units */
  LalaoMove move;   /* the opponent's move */
};

typedef struct LalaoThreats {
  guint64 points;   /* the victim's points under threat (every winning capture) */
  guint64 ranked;   /* those of the captures that take the most: what matters most */
  guint64 takeable; /* every point the opponent could take, winning or not */
  int seeds[64];    /* Songo: the most a harvest would take from each pit */
  int most;         /* the most one move of the opponent would take (pieces or seeds) */
  int bidoua[2];    /* Songo: each side's freedom of movement; -1 in the other games */
  int n;            /* the winning captures, largest first */
  LalaoThreat list[LALAO_THREATS_MAX];
  LalaoRule win_rule;   /* a move of the opponent's would win at once by this rule (mate, block), or NONE */
  LalaoMove win_move;
} LalaoThreats;

/* The threats against `victim` in `pos`; FALSE when the game cannot
 * tell (a position the opponent could not be to move in). */
gboolean lalao_threats_find (const LalaoEngine *engine, const LalaoPosition *pos, LalaoSide victim,
                             LalaoThreats *threats);

/* What the panel says of them: "Black could take what stands on c2, e4.",
 * a mate or block first; when something can be taken but no capture wins,
 * it says so; NULL only when nothing at all can be taken. */
char *lalao_threats_describe (const LalaoEngine *engine, const LalaoThreats *threats, LalaoSide victim);

/* The points the overlay rings: the captures that take the most where
 * the game ranks them (Fanorona), else every winning capture. */
guint64 lalao_threats_overlay (const LalaoEngine *engine, const LalaoThreats *threats);

/* What stands on a point, with its article, in the game's words ("the
 * farasy on c2", "the stone on d3", "the seeds of S5"). */
char *lalao_threats_stake (const LalaoEngine *engine, const LalaoPosition *pos, int point);

/* One sentence per threat, for lalao-cli and the tests: "Zaza d3×c2 takes
 * the farasy on c2." (the point at stake, and what takes it), the mate or
 * block first. `pos` is the position the threats were found in. */
GPtrArray *lalao_threats_list (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoThreats *threats,
                               LalaoSide victim);

G_END_DECLS
