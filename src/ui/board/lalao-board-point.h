/* lalao-board-point.h — one point, pit or store of the board, for
 * screen readers and the keyboard.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board is drawn in one piece; each of its points is also a small
 * button laid over it, drawing nothing (the board draws the keyboard's
 * ring), that the pointer passes through. Screen readers see it as a
 * button named by what is on it ("e4, White’s zaza, can move here"), and
 * the keyboard's focus is on it.
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LALAO_TYPE_BOARD_POINT (lalao_board_point_get_type ())
G_DECLARE_FINAL_TYPE (LalaoBoardPoint, lalao_board_point, LALAO, BOARD_POINT, GtkButton)

/* index: the point (0 to n_points - 1), or n_points + side for a store. */
GtkWidget *lalao_board_point_new (int index);
int lalao_board_point_get_index (LalaoBoardPoint *self);
/* Its accessible name, set only when it changes; the last one set. */
void lalao_board_point_set_name (LalaoBoardPoint *self, const char *name);
const char *lalao_board_point_get_name (LalaoBoardPoint *self);
/* Its accessible description (an announcement, the lesson's task). */
void lalao_board_point_set_description (LalaoBoardPoint *self, const char *description);
const char *lalao_board_point_get_description (LalaoBoardPoint *self);

G_END_DECLS
