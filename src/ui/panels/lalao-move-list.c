/* lalao-move-list.c — the moves of a game, each one a button to go back to.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A grid of three columns: the move number, the first player's move and
 * the second's. Moves that were undone stay listed, dimmed, so that a
 * game under review can be stepped through both ways.
 */
#define G_LOG_DOMAIN "lalao-move-list"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-accessible.h"
#include "lalao-move-list.h"

struct _LalaoMoveList {
  GtkWidget parent_instance;

  GtkWidget *grid;
  GPtrArray *buttons;  /* GtkButton per recorded move */
  GArray *mistakes;    /* move numbers (1: the first move) */
  GArray *blunders;    /* those of them that were blunders */
  GHashTable *notes;   /* move number → what the coach says of that mistake */
  guint scroll_tick;   /* brings the current move into sight once laid out */
  guint scroll_waits;  /* frames waited for the layout, a few at most */
};

G_DEFINE_FINAL_TYPE (LalaoMoveList, lalao_move_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_MOVE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
listed (GArray *moves, guint move)
{
  for (guint i = 0; i < moves->len; i++)
    if (g_array_index (moves, guint, i) == move)
      return TRUE;
  return FALSE;
}

static gboolean
is_mistake (LalaoMoveList *self, guint move)
{
  return listed (self->mistakes, move);
}

void
lalao_move_list_set_mistakes (LalaoMoveList *self, const guint *moves, const LalaoMistake *kinds, guint n_moves)
{
  g_return_if_fail (LALAO_IS_MOVE_LIST (self));
  g_array_set_size (self->mistakes, 0);
  g_array_set_size (self->blunders, 0);
  g_array_append_vals (self->mistakes, moves, n_moves);
  for (guint i = 0; i < n_moves && kinds != NULL; i++)
    if (kinds[i] == LALAO_MISTAKE_BLUNDER)
      g_array_append_val (self->blunders, moves[i]);
}

void
lalao_move_list_set_mistake_note (LalaoMoveList *self, guint move, const char *note)
{
  g_return_if_fail (LALAO_IS_MOVE_LIST (self));
  if (note == NULL)
    g_hash_table_remove (self->notes, GUINT_TO_POINTER (move));
  else
    g_hash_table_replace (self->notes, GUINT_TO_POINTER (move), g_strdup (note));
}

const char *
lalao_move_list_get_mistake_note (LalaoMoveList *self, guint move)
{
  g_return_val_if_fail (LALAO_IS_MOVE_LIST (self), NULL);
  return g_hash_table_lookup (self->notes, GUINT_TO_POINTER (move));
}

/* A mistake's tooltip: the kind, then what the coach says of it. */
static void
set_mistake_tooltip (LalaoMoveList *self, GtkWidget *button, guint move)
{
  const char *kind = listed (self->blunders, move)
                       /* Translators: the tooltip of a move the analysis found very costly. */
                       ? _("A likely blunder: it threw much of the game away")
                       /* Translators: the tooltip of a move the analysis found costly. */
                       : _("A likely mistake");
  const char *note = g_hash_table_lookup (self->notes, GUINT_TO_POINTER (move));
  /* Translators: a mistake's tooltip in the move list; %1$s is its kind ("A likely mistake"), %2$s what the coach
   * says of it: what it allowed and the better move. */
  g_autofree char *text = note != NULL ? g_strdup_printf (_("%1$s. %2$s"), kind, note) : g_strdup (kind);

  gtk_widget_set_tooltip_text (button, text);
}

static void
on_clicked (GtkButton *button, LalaoMoveList *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "index"));
  g_signal_emit (self, signals[SIGNAL_MOVE_ACTIVATED], 0, index + 1);
}

/* The move on the board stays in sight: the list scrolls to it, once it
 * has been laid out. */
static gboolean
scroll_to_current (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  LalaoMoveList *self = LALAO_MOVE_LIST (widget);
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkWidget *current = NULL;
  graphene_rect_t bounds;

  self->scroll_tick = 0;
  for (guint i = 0; i < self->buttons->len; i++)
    if (gtk_widget_has_css_class (self->buttons->pdata[i], "current-move"))
      current = self->buttons->pdata[i];
  if (scrolled == NULL)
    return G_SOURCE_REMOVE;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  if (current == NULL)
    {
      /* The start of the game: the top of the list. */
      gtk_adjustment_set_value (adjustment, 0);
      return G_SOURCE_REMOVE;
    }
  /* Where the button is in the whole list, which is the scrolled content.
   * New buttons are laid out after this frame's ticks: wait for them. */
  if (gtk_widget_get_width (current) <= 0 || !gtk_widget_compute_bounds (current, widget, &bounds)
      || gtk_adjustment_get_upper (adjustment) < bounds.origin.y + bounds.size.height)
    {
      if (self->scroll_waits++ < 30)
        self->scroll_tick = gtk_widget_add_tick_callback (widget, scroll_to_current, NULL, NULL);
      return G_SOURCE_REMOVE;
    }
  double value = gtk_adjustment_get_value (adjustment), page = gtk_adjustment_get_page_size (adjustment);
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
  return G_SOURCE_REMOVE;
}

/* The button of move i (from 0), in the list's slot: the move as the
 * sentences write it, "?" or "??" after a likely mistake; screen
 * readers hear it numbered ("3. Zaza e2–e4", "3… Zaza e7–e5"), as the
 * eye reads the number beside it. */
static GtkWidget *
move_button (LalaoMoveList *self, LalaoGame *game, guint i, guint slot)
{
  /* The notation of the sentences and panels, not the records'. */
  g_autofree char *text = lalao_game_describe_move (game, i);
  g_autofree char *numbered = g_strdup_printf (slot % 2 == 0 ? "%u. %s" : "%u… %s", slot / 2 + 1, text);
  g_autofree char *name = NULL;
  gboolean mistake = is_mistake (self, i + 1), blunder = mistake && listed (self->blunders, i + 1);

  if (blunder)
    /* Translators: what a screen reader says of a move of the list marked "??"; %s is the numbered move. */
    name = g_strdup_printf (_("%s, a likely blunder"), numbered);
  else if (mistake)
    /* Translators: what a screen reader says of a move of the list marked "?"; %s is the numbered move. */
    name = g_strdup_printf (_("%s, a likely mistake"), numbered);
  else
    name = g_strdup (numbered);
  if (mistake)
    {
      /* As chess players mark them: "?" a mistake, "??" a blunder. */
      char *marked = g_strconcat (text, blunder ? "??" : "?", NULL);
      g_free (text);
      text = marked;
    }
  /* A long Fanorona chain wraps in its column, between its words
   * ("c4×c3 by approach, c3×d3 by withdrawal"; "par rapprochement"
   * whole): the panel keeps its width, and the board its size. */
  GtkWidget *label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 15);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  GtkWidget *button = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (button), label);
  lalao_accessible_set_name (button, name);
  if (mistake)
    {
      gtk_widget_add_css_class (button, "mistake");
      if (blunder)
        gtk_widget_add_css_class (button, "blunder");
      set_mistake_tooltip (self, button, i + 1);
    }
  return button;
}

void
lalao_move_list_update (LalaoMoveList *self, LalaoGame *game)
{
  GtkWidget *child;
  guint n, current;
  int offset;

  g_return_if_fail (LALAO_IS_MOVE_LIST (self));
  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  g_ptr_array_set_size (self->buttons, 0);
  if (game == NULL)
    return;

  n = lalao_game_get_n_moves_recorded (game);
  current = lalao_game_get_n_moves (game);
  /* A game that the second player starts has its first move on the right. */
  offset = lalao_game_get_engine (game)->side_to_move (lalao_game_get_position_at (game, 0)) == LALAO_SECOND;
  for (guint i = 0; i < n; i++)
    {
      guint slot = i + (guint) offset;
      GtkWidget *button = move_button (self, game, i, slot);
      if (slot % 2 == 0 || i == 0)
        {
          g_autofree char *number = g_strdup_printf ("%u.", slot / 2 + 1);
          GtkWidget *label = gtk_label_new (number);
          gtk_label_set_xalign (GTK_LABEL (label), 1);
          gtk_widget_add_css_class (label, "dim-label");
          gtk_widget_add_css_class (label, "numeric");
          gtk_grid_attach (GTK_GRID (self->grid), label, 0, (int) (slot / 2), 1, 1);
        }
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "move");
      gtk_widget_add_css_class (button, "monospace");
      if (i + 1 == current)
        gtk_widget_add_css_class (button, "current-move");
      else if (i >= current)
        gtk_widget_add_css_class (button, "dim-label");
      g_object_set_data (G_OBJECT (button), "index", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (on_clicked), self);
      gtk_grid_attach (GTK_GRID (self->grid), button, 1 + (int) (slot % 2), (int) (slot / 2), 1, 1);
      g_ptr_array_add (self->buttons, button);
    }
  self->scroll_waits = 0;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_current, NULL, NULL);
}

GtkWidget *
lalao_move_list_get_button (LalaoMoveList *self, guint index)
{
  g_return_val_if_fail (LALAO_IS_MOVE_LIST (self), NULL);
  return index < self->buttons->len ? self->buttons->pdata[index] : NULL;
}

GtkWidget *
lalao_move_list_new (void)
{
  return g_object_new (LALAO_TYPE_MOVE_LIST, NULL);
}

static void
lalao_move_list_dispose (GObject *object)
{
  LalaoMoveList *self = LALAO_MOVE_LIST (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->grid, gtk_widget_unparent);
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  g_clear_pointer (&self->mistakes, g_array_unref);
  g_clear_pointer (&self->blunders, g_array_unref);
  g_clear_pointer (&self->notes, g_hash_table_unref);
  G_OBJECT_CLASS (lalao_move_list_parent_class)->dispose (object);
}

static void
lalao_move_list_class_init (LalaoMoveListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_move_list_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
  /* The number of moves to go to (1: after the first move). */
  signals[SIGNAL_MOVE_ACTIVATED] = g_signal_new ("move-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
lalao_move_list_init (LalaoMoveList *self)
{
  self->buttons = g_ptr_array_new ();
  self->mistakes = g_array_new (FALSE, FALSE, sizeof (guint));
  self->blunders = g_array_new (FALSE, FALSE, sizeof (guint));
  self->notes = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (self->grid), 6);
  gtk_grid_set_column_homogeneous (GTK_GRID (self->grid), FALSE);
  gtk_widget_set_parent (self->grid, GTK_WIDGET (self));
  /* Translators: the list of a game's moves, for screen readers. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Moves"), -1);
}
