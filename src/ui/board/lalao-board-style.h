/* lalao-board-style.h — the looks of the boards, from the preferences.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-board-painter.h"

G_BEGIN_DECLS

/* The settings every board reads (one shared GSettings of the app). */
GSettings *lalao_board_style_settings (void);

/* Fills the style part of h: dark, board style, flat pieces. The system's
 * high-contrast setting also gives the high-contrast board. */
void lalao_board_style_fill (LalaoBoardHighlights *h);

/* Redraws `widget` whenever the looks change (preferences or the system's
 * dark and high-contrast styles), for as long as it lives. */
void lalao_board_style_track (GtkWidget *widget);

/* How long a move's animation lasts compared to "normal": 0 (off), 0.5
 * (fast), 1, 2 (slow). */
double lalao_board_style_animation_factor (void);

G_END_DECLS
