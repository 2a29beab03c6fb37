/* lalao-analysis-panel.h — the computer's analysis of a game under review.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-eval-graph.h"
#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_TYPE_ANALYSIS_PANEL (lalao_analysis_panel_get_type ())
G_DECLARE_FINAL_TYPE (LalaoAnalysisPanel, lalao_analysis_panel, LALAO, ANALYSIS_PANEL, GtkWidget)

GtkWidget *lalao_analysis_panel_new (void);

/* Shows the analysis of every recorded move of `game`, the position on
 * the board marked. A game whose moves changed since the last call is
 * analysed again, in the background, `milliseconds` per position. */
void lalao_analysis_panel_show_game (LalaoAnalysisPanel *self, LalaoGame *game, gint64 milliseconds);
/* Stops an analysis under way (it starts again at the next show_game). */
void lalao_analysis_panel_stop (LalaoAnalysisPanel *self);
gboolean lalao_analysis_panel_get_done (LalaoAnalysisPanel *self);
LalaoEvalGraph *lalao_analysis_panel_get_graph (LalaoAnalysisPanel *self);
/* The sentence under the graph that names the likely mistakes. */
const char *lalao_analysis_panel_get_mistakes_text (LalaoAnalysisPanel *self);

/* Signals: "position-activated" (guint index) when the graph is clicked;
 * "mistakes-changed" when the likely mistakes change (ask the graph). */

G_END_DECLS
