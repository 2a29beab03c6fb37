/* lalao-move-list.h — the moves of a game, each one a button to go back to.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-ai-player.h"
#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_TYPE_MOVE_LIST (lalao_move_list_get_type ())
G_DECLARE_FINAL_TYPE (LalaoMoveList, lalao_move_list, LALAO, MOVE_LIST, GtkWidget)

GtkWidget *lalao_move_list_new (void);

/* Shows every recorded move of the game (undone ones too), numbered, the
 * one that led to the position on the board marked. Call after changes.
 * Clicking a move emits "move-activated" with the number of moves to go
 * to (1 for the first move). */
void lalao_move_list_update (LalaoMoveList *self, LalaoGame *game);

/* Marks these moves (1: the first move) as likely mistakes ("?"), the
 * blunders among them ("??") by `kinds` (NULL: all mistakes), until the
 * next call; call update after. */
void lalao_move_list_set_mistakes (LalaoMoveList *self, const guint *moves, const LalaoMistake *kinds, guint n_moves);

/* What the coach says of mistake `move` (1: the first move): what it
 * allowed and the better move, added to its tooltip; NULL forgets it. */
void lalao_move_list_set_mistake_note (LalaoMoveList *self, guint move, const char *note);
const char *lalao_move_list_get_mistake_note (LalaoMoveList *self, guint move);

/* The button of move `index` (0: the first), for tests; NULL if none. */
GtkWidget *lalao_move_list_get_button (LalaoMoveList *self, guint index);

G_END_DECLS
