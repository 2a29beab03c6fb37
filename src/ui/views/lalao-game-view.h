/* lalao-game-view.h — a game being played: board, status, moves, computer.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lalao-ai-player.h"
#include "lalao-analysis-panel.h"
#include "lalao-explain-panel.h"
#include "lalao-board-view.h"
#include "lalao-captured-view.h"
#include "lalao-game.h"
#include "lalao-match.h"
#include "lalao-move-list.h"
#include "lalao-record.h"

G_BEGIN_DECLS

#define LALAO_TYPE_GAME_VIEW (lalao_game_view_get_type ())
G_DECLARE_FINAL_TYPE (LalaoGameView, lalao_game_view, LALAO, GAME_VIEW, GtkWidget)

GtkWidget *lalao_game_view_new (void);

/* Starts a game (from fen, or the start when NULL). computer_level 0: two people on this device; otherwise
 * the computer (level 1-5) plays the side the person does not. */
void lalao_game_view_start (LalaoGameView *self, const char *game_id, const char *fen, LalaoOptions options,
                            int computer_level, LalaoSide person_side);

LalaoGame *lalao_game_view_get_game (LalaoGameView *self);
/* A guided first game: before each of the person's moves the status
 * line says which rules are in play (lalao_coach_turn). Until the next
 * game. */
void lalao_game_view_set_guided (LalaoGameView *self, gboolean guided);
gboolean lalao_game_view_get_guided (LalaoGameView *self);
/* The guided game's judgement of the learner's last move ("Your move
 * Vorona g1–g2. A good move. …"); "" when there is none. */
const char *lalao_game_view_get_judgement (LalaoGameView *self);
LalaoBoardView *lalao_game_view_get_board (LalaoGameView *self);

/* What the header bar and the keys do; each is also a "game." action of
 * the view (game.undo, game.redo, game.hint, game.resign,
 * game.offer-draw, game.flip). */
void lalao_game_view_undo (LalaoGameView *self);
void lalao_game_view_redo (LalaoGameView *self);
void lalao_game_view_hint (LalaoGameView *self);
void lalao_game_view_resign (LalaoGameView *self);
void lalao_game_view_offer_draw (LalaoGameView *self);
void lalao_game_view_flip (LalaoGameView *self);

/* Review: shows the position after `index` recorded moves; the computer
 * waits, and a move played from a past position asks whether it starts
 * a variation or a new game from there. Home, Left, Right and End step
 * through the moves. */
void lalao_game_view_go_to (LalaoGameView *self, guint index);
gboolean lalao_game_view_get_reviewing (LalaoGameView *self);
/* Makes the game just started the first of a match (Surakarta): the
 * panel shows the score, the end of each game scores it and offers the
 * next game, with the players' sides swapped. NULL: a single game. */
void lalao_game_view_set_match (LalaoGameView *self, const LalaoMatch *match);
/* FALSE when the game is not part of a match. */
gboolean lalao_game_view_get_match (LalaoGameView *self, LalaoMatch *match);
/* After a match game has ended: the next one ("Next Game"). */
void lalao_game_view_next_match_game (LalaoGameView *self);
/* Shows a saved game for review (two people on this device, should play
 * go on); takes the record. With resume, an autosaved game goes on
 * against its opponent instead. FALSE with an error if its moves do not
 * play. */
gboolean lalao_game_view_load (LalaoGameView *self, LalaoRecordGame *record, gboolean resume, GError **error);
int lalao_game_view_get_computer_level (LalaoGameView *self);
/* Whether the game on show is still under way: not ended by its rules,
 * a resignation or an agreement. */
gboolean lalao_game_view_get_ongoing (LalaoGameView *self);
LalaoSide lalao_game_view_get_person_side (LalaoGameView *self);
/* The record of the game on show, up to date (its tags, result, comments
 * and variations), owned by the view. */
LalaoRecordGame *lalao_game_view_get_record (LalaoGameView *self);

/* Asks whether to resign (the menu's Resign), then resigns for the
 * person (against the computer) or the side to move. */
void lalao_game_view_ask_resign (LalaoGameView *self);

/* Whether the panel is under the board, in a narrow window. */
gboolean lalao_game_view_get_narrow (LalaoGameView *self);

/* Learn from your mistakes, once a game is over and analysed: the
 * learner's costly moves one by one ("You played X. Find a better
 * move."), a better move tried on the board and judged, the computer's
 * solution on demand. */
void lalao_game_view_learn_from_mistakes (LalaoGameView *self);
void lalao_game_view_next_mistake (LalaoGameView *self);
void lalao_game_view_show_mistake_solution (LalaoGameView *self);
void lalao_game_view_stop_mistakes (LalaoGameView *self);
/* What the lesson says now ("" when none is under way). */
const char *lalao_game_view_get_mistake_text (LalaoGameView *self);

/* "Why that move?": the computer's reasons for its last move (what it
 * takes or threatens, the line it expects), beside the board. */
void lalao_game_view_explain_computer_move (LalaoGameView *self);
const char *lalao_game_view_get_why_text (LalaoGameView *self);

G_END_DECLS
