/* lalao-captured-view.c — the pieces each side has taken, beside the board.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What was taken is read from the game's positions, ply by ply: the
 * pieces the side not moving lost in a move are the mover's captures.
 * Comparing the start with the end instead would count a promoted zaza
 * as taken.
 */
#define G_LOG_DOMAIN "lalao-captured-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "lalao-board-painter.h"
#include "lalao-board-style.h"
#include "lalao-captured-view.h"
#include "lalao-explainer.h"

#define PIECE_PIXELS 22

struct _LalaoCapturedView {
  GtkWidget parent_instance;

  const LalaoBoardPainter *painter;
  int taken[2][LALAO_BOARD_MAX_KINDS]; /* [taker][kind] */
  GtkWidget *labels[2];
  GtkWidget *pieces[2];
};

G_DEFINE_FINAL_TYPE (LalaoCapturedView, lalao_captured_view, GTK_TYPE_WIDGET)

static int
total (const int counts[LALAO_BOARD_MAX_KINDS])
{
  int n = 0;
  for (int k = 0; k < LALAO_BOARD_MAX_KINDS; k++)
    n += counts[k];
  return n;
}

static void
count_pieces (const LalaoBoardPainter *p, const LalaoPosition *pos, LalaoSide side, int counts[LALAO_BOARD_MAX_KINDS])
{
  for (int point = 0; point < p->n_points; point++)
    {
      LalaoSide owner;
      int kind = p->piece_at (pos, point, &owner);
      if (kind >= 0 && owner == side)
        counts[kind]++;
    }
}

static void
draw_taken (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  LalaoCapturedView *self = g_object_get_data (G_OBJECT (area), "view");
  LalaoSide taker = GPOINTER_TO_INT (data);
  LalaoBoardHighlights h = { 0 };
  double x = 0.5;

  if (self->painter == NULL)
    return;
  lalao_board_style_fill (&h);
  cairo_scale (cr, PIECE_PIXELS, PIECE_PIXELS);
  /* Pieces of one kind overlap; kinds are a little apart. */
  for (int k = 0; k < self->painter->n_kinds; k++)
    {
      if (self->taken[taker][k] == 0)
        continue;
      for (int i = 0; i < self->taken[taker][k]; i++, x += 0.55)
        self->painter->draw_piece (cr, k, !taker, x, 0.5, &h);
      x += 0.5;
    }
}

static void
lalao_captured_view_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (lalao_captured_view_parent_class)->dispose (object);
}

static void
lalao_captured_view_class_init (LalaoCapturedViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = lalao_captured_view_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "capturedview");
}

static void
lalao_captured_view_init (LalaoCapturedView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  for (int side = 0; side < 2; side++)
    {
      self->labels[side] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->labels[side]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->labels[side]), TRUE);
      gtk_widget_set_parent (self->labels[side], GTK_WIDGET (self));
      self->pieces[side] = gtk_drawing_area_new ();
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->pieces[side]), PIECE_PIXELS);
      g_object_set_data (G_OBJECT (self->pieces[side]), "view", self);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->pieces[side]), draw_taken, GINT_TO_POINTER (side),
                                      NULL);
      gtk_widget_set_margin_bottom (self->pieces[side], 6);
      gtk_widget_set_parent (self->pieces[side], GTK_WIDGET (self));
      lalao_board_style_track (self->pieces[side]);
    }
}

GtkWidget *
lalao_captured_view_new (void)
{
  return g_object_new (LALAO_TYPE_CAPTURED_VIEW, NULL);
}

static char *
taken_sentence (const LalaoEngine *e, LalaoSide taker, int n)
{
  if (n == 0)
    /* Translators: %s is a player, such as "White". */
    return g_strdup_printf (_("%s has taken nothing yet."), lalao_side_name (e, taker));
  const LalaoBoardPainter *painter = lalao_board_painter_lookup (e->id);
  if (painter != NULL && painter->taken_sentence != NULL)
    return painter->taken_sentence (e, taker, n);
  /* Translators: %s is a player ("White"), %d how many Samantsy or Surakarta pieces they have taken. */
  return g_strdup_printf (ngettext ("%s has taken %d piece:", "%s has taken %d pieces:", n),
                          lalao_side_name (e, taker), n);
}

void
lalao_captured_view_update (LalaoCapturedView *self, LalaoGame *game)
{
  const LalaoEngine *e = lalao_game_get_engine (game);
  guint n = lalao_game_get_n_moves (game);

  g_return_if_fail (LALAO_IS_CAPTURED_VIEW (self));
  self->painter = lalao_board_painter_lookup (e->id);
  memset (self->taken, 0, sizeof self->taken);
  gtk_widget_set_visible (GTK_WIDGET (self), self->painter != NULL
                                               && (self->painter->n_kinds > 0 || self->painter->captured_count != NULL));
  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  if (self->painter->captured_count != NULL)
    {
      /* Counted, not drawn: Songo's seeds are in the stores on the board. */
      for (int side = 0; side < 2; side++)
        {
          int n = self->painter->captured_count (lalao_game_get_position (game), side);
          g_autofree char *text =
            n == 0 ? taken_sentence (e, side, 0)
                   /* Translators: Songo's captures beside the board; %s is a player ("South"), %d a number of seeds. */
                   : g_strdup_printf (ngettext ("%s has captured %d seed.", "%s has captured %d seeds.", n),
                                      lalao_side_name (e, side), n);
          self->taken[side][0] = n;
          gtk_label_set_text (GTK_LABEL (self->labels[side]), text);
          gtk_widget_set_visible (self->pieces[side], FALSE);
        }
      return;
    }

  for (guint i = 0; i < n; i++)
    {
      const LalaoPosition *before = lalao_game_get_position_at (game, i);
      const LalaoPosition *after = lalao_game_get_position_at (game, i + 1);
      LalaoSide mover = e->side_to_move (before);
      int had[LALAO_BOARD_MAX_KINDS] = { 0 }, has[LALAO_BOARD_MAX_KINDS] = { 0 };

      count_pieces (self->painter, before, !mover, had);
      count_pieces (self->painter, after, !mover, has);
      for (int k = 0; k < self->painter->n_kinds; k++)
        self->taken[mover][k] += MAX (0, had[k] - has[k]);
    }
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *text = taken_sentence (e, side, total (self->taken[side]));
      gtk_label_set_text (GTK_LABEL (self->labels[side]), text);
      gtk_widget_set_visible (self->pieces[side], total (self->taken[side]) > 0);
      gtk_widget_queue_draw (self->pieces[side]);
    }
}

void
lalao_captured_view_add_pending (LalaoCapturedView *self, LalaoGame *game, LalaoSide taker, int kind, int n)
{
  const LalaoEngine *e = lalao_game_get_engine (game);

  g_return_if_fail (LALAO_IS_CAPTURED_VIEW (self));
  if (n <= 0 || kind < 0 || kind >= LALAO_BOARD_MAX_KINDS || !gtk_widget_get_visible (GTK_WIDGET (self))
      || self->painter == NULL || self->painter->captured_count != NULL)
    return;
  self->taken[taker][kind] += n;
  g_autofree char *text = taken_sentence (e, taker, total (self->taken[taker]));
  gtk_label_set_text (GTK_LABEL (self->labels[taker]), text);
  gtk_widget_set_visible (self->pieces[taker], TRUE);
  gtk_widget_queue_draw (self->pieces[taker]);
}

void
lalao_captured_view_get_counts (LalaoCapturedView *self, LalaoSide taker, int counts[8])
{
  g_return_if_fail (LALAO_IS_CAPTURED_VIEW (self));
  memcpy (counts, self->taken[taker], sizeof self->taken[taker]);
}
