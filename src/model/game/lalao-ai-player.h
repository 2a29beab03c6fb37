/* lalao-ai-player.h — the computer opponent, its hints and its analysis.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Thinking happens in a GTask thread with a GCancellable: the main loop
 * never waits for it. Results and progress come back in the main context
 * of the caller.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-endgame.h"
#include "lalao-game.h"
#include "lalao-move-cost.h"

G_BEGIN_DECLS

/* What the computer found for one position. */
typedef struct {
  LalaoMove move;
  char *notation;   /* the move in RULES.md notation */
  char *reason;     /* hints only: why this move, one sentence */
  int score;        /* centi-units for the side to move */
  int depth;        /* plies searched */
  LalaoMove pv[8];  /* the line the search expects, pv[0] the move */
  int n_pv;
} LalaoAiAnswer;

void lalao_ai_answer_free (LalaoAiAnswer *answer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoAiAnswer, lalao_ai_answer_free)

/* The computer's view of one position of a game, from the first player's
 * side: a score and a rough win/draw/loss estimate (summing to 1). */
typedef struct {
  int score;
  double win, draw, loss;
  LalaoSide side_to_move;
  /* The exact value for the side to move when the endgame tables hold
   * the position (kind LALAO_ENDGAME_WIN, LOSS or DRAW), else UNKNOWN. */
  LalaoEndgameValue endgame;
} LalaoEvaluation;

/* The first player's expected share of the points: a win is 1, a draw 1/2. */
double lalao_evaluation_expected (const LalaoEvaluation *evaluation);

/* The moves that cost their mover most, as likely mistakes: each lost at
 * least a fifth of the mover's expected share. Fills `moves` with move
 * numbers (1: the move from position 0 to position 1), the costliest
 * first, at most `max` of them, and returns how many. `evaluations` are
 * the positions analysed so far, in order. */
guint lalao_evaluations_find_mistakes (const LalaoEvaluation *evaluations, guint n_evaluations,
                                       guint *moves, guint max);

/* How bad move `move` was (lalao-move-cost.h: the share it lost). */
LalaoMistake lalao_evaluations_judge_move (const LalaoEvaluation *evaluations, guint n_evaluations, guint move);


#define LALAO_TYPE_AI_PLAYER (lalao_ai_player_get_type ())
G_DECLARE_FINAL_TYPE (LalaoAiPlayer, lalao_ai_player, LALAO, AI_PLAYER, GObject)

/* A computer player of this level (1 Beginner … 5 Master). */
LalaoAiPlayer *lalao_ai_player_new (int level);

int lalao_ai_player_get_level (LalaoAiPlayer *self);
void lalao_ai_player_set_level (LalaoAiPlayer *self, int level);
/* The time a move may take at full strength (weaker levels take less). */
gint64 lalao_ai_player_get_move_time (LalaoAiPlayer *self);
void lalao_ai_player_set_move_time (LalaoAiPlayer *self, gint64 milliseconds);
gboolean lalao_ai_player_get_thinking (LalaoAiPlayer *self);

/* The level's name, translated ("Beginner" … "Master"). */
const char *lalao_ai_level_name (int level);
/* One sentence saying how the computer plays at this level in the
 * engine's game (a game may look less far ahead at a level than the
 * others do; NULL: the levels' common table). */
const char *lalao_ai_level_description (const LalaoEngine *engine, int level);

/* The computer's move in the game's current position, at its level. */
void lalao_ai_player_choose_move_async (LalaoAiPlayer *self, LalaoGame *game,
                                        GCancellable *cancellable,
                                        GAsyncReadyCallback callback, gpointer user_data);
LalaoAiAnswer *lalao_ai_player_choose_move_finish (LalaoAiPlayer *self, GAsyncResult *result,
                                                  GError **error);

/* The best move for the side to move, at full strength, with its reason. */
void lalao_ai_player_hint_async (LalaoAiPlayer *self, LalaoGame *game,
                                 GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer user_data);
LalaoAiAnswer *lalao_ai_player_hint_finish (LalaoAiPlayer *self, GAsyncResult *result,
                                           GError **error);

/* Every recorded position of the game (undone moves included, as in a
 * game under review), each searched for `milliseconds`: a GArray of
 * LalaoEvaluation, index = moves played. "position-analysed" reports
 * each one as it is done. */
void lalao_ai_player_analyse_async (LalaoAiPlayer *self, LalaoGame *game, gint64 milliseconds,
                                    GCancellable *cancellable,
                                    GAsyncReadyCallback callback, gpointer user_data);
GArray *lalao_ai_player_analyse_finish (LalaoAiPlayer *self, GAsyncResult *result,
                                        GError **error);

G_END_DECLS
