/* lalao-analysis-panel.c — the computer's analysis of a game under review.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A heading, the evaluation graph, a progress bar while the analysis runs
 * and a sentence naming the likely mistakes. The analysis has its own
 * LalaoAiPlayer, a new one for each game, so that the positions a
 * cancelled analysis still reports can never land on the next game's
 * graph. The graph fills in position by position as they come.
 */
#define G_LOG_DOMAIN "lalao-analysis-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-ai-player.h"
#include "lalao-explainer.h"
#include "lalao-analysis-panel.h"

struct _LalaoAnalysisPanel {
  GtkWidget parent_instance;

  GtkWidget *title;
  GtkWidget *graph;
  GtkWidget *progress;
  GtkWidget *mistakes_label;

  LalaoAiPlayer *analyst;
  GCancellable *analysing;
  gboolean done;
  /* What the graph shows: the game's first position and its moves. */
  char *key;
  const LalaoEngine *engine;
  GPtrArray *move_names;  /* "19. S6", "19… N0": as the move list numbers them */
  guint mistakes[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  guint n_mistakes;
};

G_DEFINE_FINAL_TYPE (LalaoAnalysisPanel, lalao_analysis_panel, GTK_TYPE_WIDGET)

enum {
  SIGNAL_POSITION_ACTIVATED,
  SIGNAL_MISTAKES_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The game as the graph knows it: its first position and its moves. */
static char *
game_key (LalaoGame *game)
{
  GString *key = g_string_new (NULL);
  guint n = lalao_game_get_n_moves_recorded (game);

  g_string_append_printf (key, "%016" G_GINT64_MODIFIER "x",
                          lalao_game_get_engine (game)->hash (lalao_game_get_position_at (game, 0)));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = lalao_game_dup_move_text (game, i);
      g_string_append_c (key, ' ');
      g_string_append (key, text);
    }
  return g_string_free (key, FALSE);
}

static int
compare_moves (const void *a, const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

/* `finished`: the analysis is done, so no mistake is news too. */
static void
update_mistakes (LalaoAnalysisPanel *self, gboolean finished)
{
  guint moves[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  guint n = lalao_eval_graph_get_mistakes (LALAO_EVAL_GRAPH (self->graph), moves);
  const LalaoEvaluation *evs = lalao_eval_graph_get_evaluations (LALAO_EVAL_GRAPH (self->graph));
  g_autoptr (GString) list = g_string_new (NULL);

  if (!finished && n == self->n_mistakes && memcmp (moves, self->mistakes, n * sizeof *moves) == 0)
    return;
  memcpy (self->mistakes, moves, sizeof moves);
  self->n_mistakes = n;
  /* The sentence names them in the order they were played. */
  qsort (moves, n, sizeof *moves, compare_moves);
  for (guint i = 0; i < n; i++)
    {
      const char *mover = lalao_side_name (self->engine, evs[moves[i] - 1].side_to_move);
      if (i > 0)
        /* Translators: between two likely mistakes of a list. */
        g_string_append (list, _("; "));
      /* Translators: a likely mistake: the move, numbered, then the side that played it, e.g. “19… N0 (North)”. */
      g_string_append_printf (list, _("%s (%s)"), (const char *) self->move_names->pdata[moves[i] - 1], mover);
    }
  if (n > 0)
    {
      /* Translators: under the evaluation graph; %s is a list such as “19… N0 (North); 7. S1 (South)”. */
      g_autofree char *text = g_strdup_printf (_("Likely mistakes: %s."), list->str);
      gtk_label_set_text (GTK_LABEL (self->mistakes_label), text);
    }
  else
    gtk_label_set_text (GTK_LABEL (self->mistakes_label), self->done ? _("No clear mistake.") : "");
  g_signal_emit (self, signals[SIGNAL_MISTAKES_CHANGED], 0);
}

static void
on_position_analysed (LalaoAiPlayer *analyst, guint index, guint n_positions, gpointer evaluation,
                      LalaoAnalysisPanel *self)
{
  g_autofree char *text = NULL;

  if (index != lalao_eval_graph_get_n_analysed (LALAO_EVAL_GRAPH (self->graph)))
    return;
  lalao_eval_graph_add (LALAO_EVAL_GRAPH (self->graph), index, evaluation);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), (index + 1.0) / n_positions);
  /* Translators: the progress of the analysis of a game: positions done, then positions in all. */
  text = g_strdup_printf (_("Analysing the game: %u of %u positions"), index + 1, n_positions);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), text);
  update_mistakes (self, FALSE);
}

/* Stops listening to the analyst; its late reports are dropped. */
static void
forget_analyst (LalaoAnalysisPanel *self)
{
  if (self->analyst != NULL)
    g_signal_handlers_disconnect_by_data (self->analyst, self);
  g_clear_object (&self->analyst);
}

static void
on_analysed (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoAnalysisPanel *self = data;
  g_autoptr (GError) error = NULL;
  GArray *evaluations = lalao_ai_player_analyse_finish (LALAO_AI_PLAYER (source), result, &error);
  LalaoEvalGraph *graph = LALAO_EVAL_GRAPH (self->graph);

  if (evaluations != NULL && LALAO_AI_PLAYER (source) == self->analyst)
    {
      /* The result is the whole analysis: positions whose report has
       * not arrived yet are taken from it, and late reports dropped. */
      forget_analyst (self);
      for (guint i = lalao_eval_graph_get_n_analysed (graph); i < evaluations->len; i++)
        lalao_eval_graph_add (graph, i, &g_array_index (evaluations, LalaoEvaluation, i));
      self->done = TRUE;
      g_clear_object (&self->analysing);
      gtk_widget_set_visible (self->progress, FALSE);
      update_mistakes (self, TRUE);
    }
  else if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("the game could not be analysed: %s", error->message);
  g_clear_pointer (&evaluations, g_array_unref);
  g_object_unref (self);
}

void
lalao_analysis_panel_stop (LalaoAnalysisPanel *self)
{
  g_return_if_fail (LALAO_IS_ANALYSIS_PANEL (self));
  if (self->analysing == NULL)
    return;
  g_cancellable_cancel (self->analysing);
  g_clear_object (&self->analysing);
  forget_analyst (self);
  /* Unfinished: the next show_game starts again. */
  g_clear_pointer (&self->key, g_free);
}

static void
start (LalaoAnalysisPanel *self, LalaoGame *game, gint64 milliseconds)
{
  guint n = lalao_game_get_n_moves_recorded (game);

  guint offset;

  self->engine = lalao_game_get_engine (game);
  /* A game the second player starts has its first move as "1… N2". */
  offset = self->engine->side_to_move (lalao_game_get_position_at (game, 0)) == LALAO_SECOND;
  g_ptr_array_set_size (self->move_names, 0);
  for (guint i = 0; i < n; i++)
    {
      /* As the move list and the sentences write it. */
      g_autofree char *text = lalao_game_describe_move (game, i);
      guint slot = i + offset;
      g_ptr_array_add (self->move_names, g_strdup_printf (slot % 2 == 0 ? "%u. %s" : "%u… %s", slot / 2 + 1, text));
    }
  g_ptr_array_add (self->move_names, NULL);
  self->done = FALSE;
  self->n_mistakes = 0;
  gtk_label_set_text (GTK_LABEL (self->mistakes_label), "");
  lalao_eval_graph_reset (LALAO_EVAL_GRAPH (self->graph), lalao_side_name (self->engine, LALAO_FIRST),
                          lalao_side_name (self->engine, LALAO_SECOND), (const char *const *) self->move_names->pdata);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (self->progress), 0);
  gtk_progress_bar_set_text (GTK_PROGRESS_BAR (self->progress), _("Analysing the game…"));
  gtk_widget_set_visible (self->progress, TRUE);

  self->analyst = lalao_ai_player_new (5);  /* analysis is always at full strength */
  self->analysing = g_cancellable_new ();
  g_signal_connect (self->analyst, "position-analysed", G_CALLBACK (on_position_analysed), self);
  lalao_ai_player_analyse_async (self->analyst, game, milliseconds, self->analysing, on_analysed, g_object_ref (self));
}

void
lalao_analysis_panel_show_game (LalaoAnalysisPanel *self, LalaoGame *game, gint64 milliseconds)
{
  g_autofree char *key = NULL;

  g_return_if_fail (LALAO_IS_ANALYSIS_PANEL (self));
  key = game_key (game);
  if (g_strcmp0 (key, self->key) != 0)
    {
      lalao_analysis_panel_stop (self);
      forget_analyst (self);
      /* A finished analysis kept its key (stop only forgets an unfinished one). */
      g_free (self->key);
      self->key = g_steal_pointer (&key);
      start (self, game, milliseconds);
    }
  lalao_eval_graph_set_current (LALAO_EVAL_GRAPH (self->graph), lalao_game_get_n_moves (game));
}

gboolean
lalao_analysis_panel_get_done (LalaoAnalysisPanel *self)
{
  g_return_val_if_fail (LALAO_IS_ANALYSIS_PANEL (self), FALSE);
  return self->done;
}

LalaoEvalGraph *
lalao_analysis_panel_get_graph (LalaoAnalysisPanel *self)
{
  g_return_val_if_fail (LALAO_IS_ANALYSIS_PANEL (self), NULL);
  return LALAO_EVAL_GRAPH (self->graph);
}

const char *
lalao_analysis_panel_get_mistakes_text (LalaoAnalysisPanel *self)
{
  g_return_val_if_fail (LALAO_IS_ANALYSIS_PANEL (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->mistakes_label));
}

static void
analysis_panel_on_graph_activated (LalaoEvalGraph *graph, guint index, LalaoAnalysisPanel *self)
{
  g_signal_emit (self, signals[SIGNAL_POSITION_ACTIVATED], 0, index);
}

GtkWidget *
lalao_analysis_panel_new (void)
{
  return g_object_new (LALAO_TYPE_ANALYSIS_PANEL, NULL);
}

static void
lalao_analysis_panel_dispose (GObject *object)
{
  LalaoAnalysisPanel *self = LALAO_ANALYSIS_PANEL (object);

  lalao_analysis_panel_stop (self);
  forget_analyst (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_ANALYSIS_PANEL);
  G_OBJECT_CLASS (lalao_analysis_panel_parent_class)->dispose (object);
}

static void
lalao_analysis_panel_finalize (GObject *object)
{
  LalaoAnalysisPanel *self = LALAO_ANALYSIS_PANEL (object);

  g_free (self->key);
  g_ptr_array_unref (self->move_names);
  G_OBJECT_CLASS (lalao_analysis_panel_parent_class)->finalize (object);
}

static void
lalao_analysis_panel_class_init (LalaoAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_analysis_panel_dispose;
  object_class->finalize = lalao_analysis_panel_finalize;
  g_type_ensure (LALAO_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/lalao/Lalao/lalao-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoAnalysisPanel, title);
  gtk_widget_class_bind_template_child (widget_class, LalaoAnalysisPanel, graph);
  gtk_widget_class_bind_template_child (widget_class, LalaoAnalysisPanel, progress);
  gtk_widget_class_bind_template_child (widget_class, LalaoAnalysisPanel, mistakes_label);
  gtk_widget_class_bind_template_callback (widget_class, analysis_panel_on_graph_activated);
  signals[SIGNAL_POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_MISTAKES_CHANGED] =
    g_signal_new ("mistakes-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
lalao_analysis_panel_init (LalaoAnalysisPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->move_names = g_ptr_array_new_with_free_func (g_free);
}
