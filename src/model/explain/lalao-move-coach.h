/* lalao-move-coach.h — a coach that says why: the verdict on a move and
 * its reasons, in one or two sentences.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * It compares the position before and after the move (what the move
 * takes, attacks or threatens: lalao-threats.h against each side, before
 * and after), and the engine's search from both (the best move and its
 * line against the move's refutation): what the move attacks (a fork,
 * a mate or block, a harvest, a capture round the loop), what it saves
 * or leaves to be taken, what the opponent's best answer wins and where,
 * and what the better move would have done. The sentences come from the
 * explainer (each game's words) and lalao-threats (what stands where).
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

typedef enum {
  LALAO_VERDICT_BEST,         /* the engine's move, or as good */
  LALAO_VERDICT_GOOD,         /* a little worse, nothing lost */
  LALAO_VERDICT_INACCURACY,
  LALAO_VERDICT_MISTAKE,
  LALAO_VERDICT_BLUNDER,
} LalaoVerdict;

typedef struct {
  LalaoVerdict verdict;
  int loss;            /* centi-units lost against the best move, >= 0 */
  double cost;         /* the share of the points lost (0 to 1), which the verdict is of */
  LalaoMove best;      /* the search's best move from the position before */
  char *verdict_text;  /* "A mistake." */
  char *why;           /* what the move does (never empty) */
  char *refutation;    /* what the opponent's best answer wins, and where; NULL when nothing */
  char *better;        /* the better move and what it would have done; NULL for a good move */
} LalaoMoveJudgement;

void lalao_move_judgement_free (LalaoMoveJudgement *judgement);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoMoveJudgement, lalao_move_judgement_free)

/* What a move does, from the positions before and after it alone (no
 * search): it wins at once; it takes; it attacks one piece or forks two;
 * it threatens mate, a block, a harvest; it saves a piece; and what it
 * leaves to be taken. One or two sentences; NULL when it does none of
 * these (a quiet move that changes nothing the coach can name). */
char *lalao_move_coach_why (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move);

/* lalao_move_coach_why (), or for a quiet move what it prepares: the
 * line the search expects (`pv` from the move, may be NULL), the
 * answer it prepares and what that does; never "the best move" alone. */
char *lalao_move_coach_explain (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move,
                                const LalaoMove *pv, int n_pv);

/* What the move leaves of the mover's to be taken that was not before
 * ("Your vorona on a3 can be taken: play it anyway?" in the guided
 * game): the point at stake, or -1 when the move hangs nothing.
 * `taker` (may be NULL) gets the point of what would take it. */
int lalao_move_coach_hangs (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int *taker);

/* The verdict on a move, with the engine's search at `depth` plies
 * (0: the game's own depth). Blocking: a search of a few hundred
 * milliseconds at most at the default depths; call it from a thread in
 * the app. */
LalaoMoveJudgement *lalao_move_coach_judge (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move,
                                            int depth);

/* The judgement in a paragraph: the verdict, why, the refutation, the
 * better move. */
char *lalao_move_judgement_text (const LalaoMoveJudgement *judgement);

/* lalao_move_coach_judge () and its text, at once. */
char *lalao_move_coach_judge_text (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int depth);

/* Why the computer suggests `move` (a hint, or "Why that move?"): what
 * it does that matters most, in the coach's words (a capture, an attack
 * or a fork, a mate or harvest threatened, a piece saved, a trade
 * offered: lalao_move_coach_why()), else a win by force (`score` for the
 * side to move; `depth` is not said), else for a quiet move what its line
 * prepares (never "the best move" alone); then the line the computer
 * expects, from its principal variation `pv`
 * (pv[0] is the move; NULL or n_pv 0 when there is none): "If c4×a4,
 * then c1×a4." One or two sentences. */
char *lalao_move_coach_hint (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move,
                             int score, int depth, const LalaoMove *pv, int n_pv);

G_END_DECLS
