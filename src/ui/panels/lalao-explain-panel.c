/* lalao-explain-panel.c — the last move told sentence by sentence.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sentences come from the engine's trace (lalao_explain_trace), and
 * the board tells the same trace as beats, both in the order of the
 * move's events: stepping back shows fewer sentences with the board held
 * where the move stood when the last of them happened.
 */
#define G_LOG_DOMAIN "lalao-explain-panel"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-explain-panel.h"

struct _LalaoExplainPanel {
  GtkWidget parent_instance;

  GtkWidget *label;
  GtkWidget *controls;
  GtkWidget *back_button;
  GtkWidget *play_button;
  GtkWidget *next_button;
  GtkWidget *counter;
  GtkWidget *whole_button;
  GtkWidget *whole_slot;  /* a stack: the button, or nothing in its place */
  GtkWidget *no_whole;

  LalaoBoardView *board;
  GPtrArray *sentences;  /* char *: the move's sentences */
  char *comment;
  char *key;             /* the move told: its number and text */
  guint shown;           /* sentences told, from the first */
  gboolean whole;        /* the whole move told, not its summary */
};

G_DEFINE_FINAL_TYPE (LalaoExplainPanel, lalao_explain_panel, GTK_TYPE_WIDGET)

/* A move of more sentences than this is summed up until asked for. */
#define SUMMED_UP_AFTER LALAO_GAME_FOLD_AFTER

static void
render (LalaoExplainPanel *self)
{
  g_autoptr (GString) text = g_string_new (NULL);
  guint n = self->sentences->len;
  g_autofree char *counter = NULL;

  /* Stepping through the move: the step the board holds. Done: the whole
   * move when it is short (or asked for), else its first sentence (what
   * was played) and its last (what came of it). */
  gboolean summed_up = self->shown == n && n > SUMMED_UP_AFTER && !self->whole;
  if (self->shown < n && self->shown > 0)
    g_string_append (text, self->sentences->pdata[self->shown - 1]);
  else if (summed_up)
    g_string_append_printf (text, "%s … %s", (char *) self->sentences->pdata[0], (char *) self->sentences->pdata[n - 1]);
  else
    for (guint i = 0; i < n; i++)
      {
        if (i > 0)
          g_string_append_c (text, ' ');
        g_string_append (text, self->sentences->pdata[i]);
      }
  /* The button's slot is kept: the sentences under it do not jump. */
  gtk_stack_set_visible_child (GTK_STACK (self->whole_slot), self->shown == n && n > SUMMED_UP_AFTER
                                                                ? self->whole_button : self->no_whole);
  gtk_button_set_label (GTK_BUTTON (self->whole_button),
                        /* Translators: a button under a move summed up in two sentences. */
                        summed_up ? _("_Tell the Whole Move")
                                  /* Translators: a button under a move told whole: back to its summary. */
                                  : _("_Shorter"));
  if (self->shown == n && self->comment != NULL)
    {
      /* Translators: a saved game's comment on the move on show; %s is the comment. */
      g_autofree char *comment = g_strdup_printf (_("Comment: %s"), self->comment);
      g_string_append_printf (text, "\n\n%s", comment);
    }
  gtk_label_set_text (GTK_LABEL (self->label), text->str);
  /* The controls keep their place from move to move, greyed when the
   * move has no steps to go through. */
  gtk_widget_set_sensitive (self->play_button, n > 0);
  gtk_widget_set_sensitive (self->back_button, self->shown > 1);
  gtk_widget_set_sensitive (self->next_button, self->shown < n);
  /* Translators: where the explanation of a move stands: “Step 2 of 5”. */
  counter = g_strdup_printf (_("Step %u of %u"), self->shown, n);
  gtk_label_set_text (GTK_LABEL (self->counter), n > 1 ? counter : "");
}

void
lalao_explain_panel_show_move (LalaoExplainPanel *self, LalaoGame *game, const char *comment)
{
  guint n;
  g_autofree char *text = NULL;
  g_autofree char *key = NULL;

  g_return_if_fail (LALAO_IS_EXPLAIN_PANEL (self));
  n = lalao_game_get_n_moves (game);
  g_free (self->comment);
  self->comment = g_strdup (comment);
  if (n == 0)
    {
      g_clear_pointer (&self->key, g_free);
      g_ptr_array_set_size (self->sentences, 0);
      self->shown = 0;
      render (self);
      return;
    }
  text = lalao_game_dup_move_text (game, n - 1);
  key = g_strdup_printf ("%u %s %016" G_GINT64_MODIFIER "x", n, text,
                         lalao_game_get_engine (game)->hash (lalao_game_get_position_at (game, n - 1)));
  if (g_strcmp0 (key, self->key) != 0)
    {
      g_autoptr (GPtrArray) sentences = lalao_explain_trace (lalao_game_get_engine (game),
                                                             lalao_game_get_position_at (game, n - 1),
                                                             lalao_game_get_last_trace (game));
      g_ptr_array_set_size (self->sentences, 0);
      for (guint i = 0; i < sentences->len; i++)
        g_ptr_array_add (self->sentences, g_strdup (sentences->pdata[i]));
      self->shown = self->sentences->len;
      self->whole = FALSE;
      g_free (self->key);
      self->key = g_steal_pointer (&key);
    }
  render (self);
}

/* The beat told with sentence `index`: the tellers and the explainer
 * walk the same trace events in order (the hand lifted, then a seed a
 * beat; a step, then a stone taken a beat), so sentence i goes with beat
 * i; sentences beyond the last beat (a Surakarta path told in three
 * sentences, the harvest's summary) go with the last. */
static int
beat_of_sentence (LalaoExplainPanel *self, guint index)
{
  int n_beats = lalao_board_view_get_n_beats (self->board);
  return n_beats > 0 ? MIN ((int) index, n_beats - 1) : -1;
}

void
lalao_explain_panel_step (LalaoExplainPanel *self, int delta)
{
  guint n;

  g_return_if_fail (LALAO_IS_EXPLAIN_PANEL (self));
  n = self->sentences->len;
  if (n == 0 || (delta < 0 && self->shown <= 1) || (delta > 0 && self->shown >= n))
    return;
  self->shown = delta < 0 ? self->shown - 1 : self->shown + 1;
  /* The last sentence: the move is done, the board lets go. */
  lalao_board_view_hold_beat (self->board, self->shown < n ? beat_of_sentence (self, self->shown - 1) : -1);
  render (self);
}

void
lalao_explain_panel_replay (LalaoExplainPanel *self)
{
  g_return_if_fail (LALAO_IS_EXPLAIN_PANEL (self));
  self->shown = self->sentences->len;
  lalao_board_view_replay (self->board);
  render (self);
}

const char *
lalao_explain_panel_get_text (LalaoExplainPanel *self)
{
  g_return_val_if_fail (LALAO_IS_EXPLAIN_PANEL (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->label));
}

void
lalao_explain_panel_tell_whole (LalaoExplainPanel *self, gboolean whole)
{
  g_return_if_fail (LALAO_IS_EXPLAIN_PANEL (self));
  self->whole = whole;
  render (self);
}

static void
explain_panel_on_whole (LalaoExplainPanel *self)
{
  lalao_explain_panel_tell_whole (self, !self->whole);
}

static void
explain_panel_on_back (LalaoExplainPanel *self)
{
  lalao_explain_panel_step (self, -1);
}

static void
explain_panel_on_next (LalaoExplainPanel *self)
{
  lalao_explain_panel_step (self, +1);
}

GtkWidget *
lalao_explain_panel_new (LalaoBoardView *board)
{
  LalaoExplainPanel *self = g_object_new (LALAO_TYPE_EXPLAIN_PANEL, NULL);
  lalao_explain_panel_set_board (self, board);
  return GTK_WIDGET (self);
}

void
lalao_explain_panel_set_board (LalaoExplainPanel *self, LalaoBoardView *board)
{
  g_return_if_fail (LALAO_IS_EXPLAIN_PANEL (self));
  self->board = board;
}

static void
lalao_explain_panel_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LALAO_TYPE_EXPLAIN_PANEL);
  G_OBJECT_CLASS (lalao_explain_panel_parent_class)->dispose (object);
}

static void
lalao_explain_panel_finalize (GObject *object)
{
  LalaoExplainPanel *self = LALAO_EXPLAIN_PANEL (object);

  g_ptr_array_unref (self->sentences);
  g_free (self->comment);
  g_free (self->key);
  G_OBJECT_CLASS (lalao_explain_panel_parent_class)->finalize (object);
}

static void
lalao_explain_panel_class_init (LalaoExplainPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_explain_panel_dispose;
  object_class->finalize = lalao_explain_panel_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/lalao/Lalao/lalao-explain-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, controls);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, back_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, play_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, next_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, counter);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, label);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, whole_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, whole_slot);
  gtk_widget_class_bind_template_child (widget_class, LalaoExplainPanel, no_whole);
  gtk_widget_class_bind_template_callback (widget_class, explain_panel_on_whole);
  gtk_widget_class_bind_template_callback (widget_class, explain_panel_on_back);
  gtk_widget_class_bind_template_callback (widget_class, explain_panel_on_next);
  gtk_widget_class_bind_template_callback (widget_class, lalao_explain_panel_replay);
}

static void
lalao_explain_panel_init (LalaoExplainPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->sentences = g_ptr_array_new_with_free_func (g_free);
}
