/* lalao-explain-panel.h — the last move told sentence by sentence.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-board-view.h"
#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_TYPE_EXPLAIN_PANEL (lalao_explain_panel_get_type ())
G_DECLARE_FINAL_TYPE (LalaoExplainPanel, lalao_explain_panel, LALAO, EXPLAIN_PANEL, GtkWidget)

/* The panel steps the move on `board`, which it does not own. */
GtkWidget *lalao_explain_panel_new (LalaoBoardView *board);
/* The board whose moves it tells (a template sets it after building). */
void lalao_explain_panel_set_board (LalaoExplainPanel *self, LalaoBoardView *board);

/* Tells the move that led to the game's current position (hidden at the
 * start), with a record's comment on it under the sentences (or NULL).
 * The same move again keeps the step the panel is at. */
void lalao_explain_panel_show_move (LalaoExplainPanel *self, LalaoGame *game, const char *comment);
/* One sentence back (-1) or on (+1): the board is held where the move
 * stands at that sentence. */
void lalao_explain_panel_step (LalaoExplainPanel *self, int delta);
/* The whole move again on the board, every sentence shown. */
void lalao_explain_panel_replay (LalaoExplainPanel *self);
/* The sentences shown, and the comment when they all are. */
const char *lalao_explain_panel_get_text (LalaoExplainPanel *self);

/* Tells the whole move (TRUE) or its summary, its first and last
 * sentences (FALSE), once every step is shown: "Tell the Whole Move". */
void lalao_explain_panel_tell_whole (LalaoExplainPanel *self, gboolean whole);

G_END_DECLS
