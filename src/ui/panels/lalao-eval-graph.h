/* lalao-eval-graph.h — the computer's view of a game, position by position.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-ai-player.h"

G_BEGIN_DECLS

#define LALAO_TYPE_EVAL_GRAPH (lalao_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (LalaoEvalGraph, lalao_eval_graph, LALAO, EVAL_GRAPH, GtkWidget)

/* The most likely mistakes a graph marks. */
#define LALAO_EVAL_GRAPH_MAX_MISTAKES 3

GtkWidget *lalao_eval_graph_new (void);

/* A new game, none of its positions analysed yet: the sides' names label
 * the graph's top and bottom edges; `move_names` ("19… N0"), NULL
 * terminated, say which move led to each position but the first. */
void lalao_eval_graph_reset (LalaoEvalGraph *self, const char *first_side, const char *second_side,
                             const char *const *move_names);
/* Position `index` is analysed (positions come in order). */
void lalao_eval_graph_add (LalaoEvalGraph *self, guint index, const LalaoEvaluation *evaluation);
guint lalao_eval_graph_get_n_analysed (LalaoEvalGraph *self);
const LalaoEvaluation *lalao_eval_graph_get_evaluations (LalaoEvalGraph *self);
/* The position on the board, marked by a line. */
void lalao_eval_graph_set_current (LalaoEvalGraph *self, guint index);
/* The likely mistakes among the moves analysed so far (move numbers, 1:
 * the first move), costliest first. */
guint lalao_eval_graph_get_mistakes (LalaoEvalGraph *self, guint *moves);
/* The position under x (in widget coordinates). */
guint lalao_eval_graph_position_at (LalaoEvalGraph *self, double x);

/* A click on the graph emits "position-activated" with the position's
 * index (the number of moves to go to). */

G_END_DECLS
