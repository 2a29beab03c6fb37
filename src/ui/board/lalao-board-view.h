/* lalao-board-view.h — the board widget shared by the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_TYPE_BOARD_VIEW (lalao_board_view_get_type ())
G_DECLARE_FINAL_TYPE (LalaoBoardView, lalao_board_view, LALAO, BOARD_VIEW, GtkWidget)

GtkWidget *lalao_board_view_new (void);

void lalao_board_view_set_game (LalaoBoardView *self, LalaoGame *game);
LalaoGame *lalao_board_view_get_game (LalaoBoardView *self);

/* Whether clicks may choose moves (the person's turn). */
void lalao_board_view_set_interactive (LalaoBoardView *self, gboolean interactive);
gboolean lalao_board_view_get_interactive (LalaoBoardView *self);
void lalao_board_view_set_flipped (LalaoBoardView *self, gboolean flipped);
gboolean lalao_board_view_get_flipped (LalaoBoardView *self);
void lalao_board_view_set_coordinates (LalaoBoardView *self, gboolean coordinates);
gboolean lalao_board_view_get_coordinates (LalaoBoardView *self);

/* Shows a suggested move (NULL hides it). */
void lalao_board_view_set_hint (LalaoBoardView *self, const LalaoMove *move);
/* Whether a hint arrow is shown. */
gboolean lalao_board_view_get_has_hint (LalaoBoardView *self);
/* The points the lesson (or a hint) rings, a bit each. */
guint64 lalao_board_view_get_marked (LalaoBoardView *self);
/* A lesson step's marks: points ringed in green and arrows (from, to). */
void lalao_board_view_set_marks (LalaoBoardView *self, const int *points, guint n_points, const int (*arrows)[2],
                                 guint n_arrows);

/* A click at a pixel of the widget, exactly as the pointer gives it. */
void lalao_board_view_click_at (LalaoBoardView *self, double x, double y);
/* Where a point is drawn, in widget pixels (for tests and keyboard). */
void lalao_board_view_point_pixels (LalaoBoardView *self, int point, double *x, double *y);

/* A Fanorona chain being entered step by step. */
gboolean lalao_board_view_get_chain_in_progress (LalaoBoardView *self);
/* The accessible element of a point (0 to n_points - 1), or of a store
 * (n_points + side, Songo): a LalaoBoardPoint named by what is on it;
 * NULL past the last. */
GtkWidget *lalao_board_view_get_point_element (LalaoBoardView *self, int index);
int lalao_board_view_get_n_elements (LalaoBoardView *self);

/* The keys m, o, c and r ask what the side to move has on the board,
 * what the other side has, and what is in the cursor's column or row;
 * the answer is said to screen readers, and kept (for tests). */
const char *lalao_board_view_get_answer (LalaoBoardView *self);

/* The point the keyboard is on (arrow keys), -1 before any key. */
int lalao_board_view_get_cursor (LalaoBoardView *self);
/* Whether the last move's piece is still travelling on the board. */
gboolean lalao_board_view_get_animating (LalaoBoardView *self);
/* The last move once more, as it was animated. */
void lalao_board_view_replay (LalaoBoardView *self);
/* The beats the last move is told in (0: no move), and the board held at
 * the end of one of them, for stepping through the move; any change of
 * the game, or hold_beat (-1), lets go. */
int lalao_board_view_get_n_beats (LalaoBoardView *self);
void lalao_board_view_hold_beat (LalaoBoardView *self, int beat);
int lalao_board_view_get_held_beat (LalaoBoardView *self);
/* Stops the chain here: plays the steps entered so far. */
void lalao_board_view_end_turn (LalaoBoardView *self);
/* The board's actions, for the views that hold a board: insert them as
 * "board" (gtk_widget_insert_action_group) and their templates' buttons
 * use "board.end-turn", enabled while a chain is under way. */
GActionGroup *lalao_board_view_get_actions (LalaoBoardView *self);
/* Calls callback (data) once no move is being animated on the board,
 * from the main loop (its return value is not used); the source id
 * calls the wait off (g_clear_handle_id). */
guint lalao_board_view_when_still (LalaoBoardView *self, GSourceFunc callback, gpointer data);
/* Forgets the selection and any chain not yet played. */
void lalao_board_view_cancel_input (LalaoBoardView *self);

/* Renders a position to PNG-ready cairo (tests and previews). */
void lalao_board_view_render (const char *game_id, const LalaoPosition *pos, cairo_t *cr,
                              int width, int height, gboolean dark);

/* The pointer over (x, y), as a mouse moving there (for tests). */
void lalao_board_view_hover_at (LalaoBoardView *self, double x, double y);
/* The capture whose way the board shows before it is played (Surakarta's
 * loops, for the point under the pointer or the cursor); FALSE: none. */
gboolean lalao_board_view_get_capture_path (LalaoBoardView *self, LalaoMove *move);

/* While the person chooses between approach and withdrawal ("choosing"),
 * the nearest stone the choice of `kind` ('A' or 'W') takes; -1 when
 * none. */
int lalao_board_view_get_choice_stone (LalaoBoardView *self, char kind);

/* The last move as kept in sight (for tests): the points whose pieces it
 * removed, and in *n_path how many points its drawn way has. */
guint64 lalao_board_view_get_last_move_marks (LalaoBoardView *self, int *n_path);

/* How many stones the chain of captures under way has taken so far. */
guint lalao_board_view_get_chain_captures (LalaoBoardView *self);

/* The coach's overlay: the points under threat, marked with dashed red
 * rings (0: none). */
void lalao_board_view_set_threats (LalaoBoardView *self, guint64 points);
guint64 lalao_board_view_get_threats (LalaoBoardView *self);

G_END_DECLS
