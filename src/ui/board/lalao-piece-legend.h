/* lalao-piece-legend.h — the pieces of a game drawn in a row, each with
 * its name and what it is: "Farasy, the horse".
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LALAO_TYPE_PIECE_LEGEND (lalao_piece_legend_get_type ())
G_DECLARE_FINAL_TYPE (LalaoPieceLegend, lalao_piece_legend, LALAO, PIECE_LEGEND, GtkWidget)

GtkWidget *lalao_piece_legend_new (void);
/* Shows the pieces of game_id; FALSE (and nothing shown) for a game of
 * plain stones or seeds. */
gboolean lalao_piece_legend_set_game (LalaoPieceLegend *self, const char *game_id);
/* How many pieces it shows (for tests). */
guint lalao_piece_legend_get_n_pieces (LalaoPieceLegend *self);

G_END_DECLS
