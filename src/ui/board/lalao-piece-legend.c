/* lalao-piece-legend.c — the pieces of a game drawn in a row, each with
 * its name and what it is.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-piece-legend"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-board-painter.h"
#include "lalao-board-style.h"
#include "lalao-piece-legend.h"

#define PIECE_PIXELS 44

struct _LalaoPieceLegend {
  GtkWidget parent_instance;

  GtkWidget *row;  /* a flow box: the pieces wrap in a narrow column */
  const LalaoBoardPainter *painter;
  guint n_pieces;
};

G_DEFINE_FINAL_TYPE (LalaoPieceLegend, lalao_piece_legend, GTK_TYPE_WIDGET)

static void
draw_piece (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  LalaoPieceLegend *self = g_object_get_data (G_OBJECT (area), "legend");
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1 };

  if (self->painter == NULL)
    return;
  lalao_board_style_fill (&h);
  cairo_scale (cr, MIN (width, height), MIN (width, height));
  self->painter->draw_piece (cr, GPOINTER_TO_INT (data), LALAO_FIRST, 0.5, 0.5, &h);
}

static GtkWidget *
make_entry (LalaoPieceLegend *self, int kind)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *picture = gtk_drawing_area_new ();
  g_autofree char *name = g_strdup (self->painter->kind_name (kind));
  GtkWidget *title, *role;

  name[0] = g_ascii_toupper (name[0]);
  title = gtk_label_new (name);
  role = gtk_label_new (_(self->painter->kind_roles[kind]));
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), PIECE_PIXELS);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), PIECE_PIXELS);
  gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (picture), "legend", self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_piece, GINT_TO_POINTER (kind), NULL);
  lalao_board_style_track (picture);
  gtk_widget_add_css_class (title, "heading");
  gtk_widget_add_css_class (role, "caption");
  gtk_widget_add_css_class (role, "dim-label");
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), role);
  /* Read out as one: "Farasy, the horse". */
  g_autofree char *said = g_strdup_printf ("%s, %s", name, _(self->painter->kind_roles[kind]));
  gtk_accessible_update_property (GTK_ACCESSIBLE (box), GTK_ACCESSIBLE_PROPERTY_LABEL, said, -1);
  return box;
}

gboolean
lalao_piece_legend_set_game (LalaoPieceLegend *self, const char *game_id)
{
  GtkWidget *child;

  g_return_val_if_fail (LALAO_IS_PIECE_LEGEND (self), FALSE);
  while ((child = gtk_widget_get_first_child (self->row)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->row), child);
  self->painter = lalao_board_painter_lookup (game_id);
  self->n_pieces = 0;
  if (self->painter == NULL || self->painter->kind_roles == NULL)
    return FALSE;
  for (int k = 0; k < self->painter->n_kinds; k++, self->n_pieces++)
    gtk_flow_box_append (GTK_FLOW_BOX (self->row), make_entry (self, k));
  return TRUE;
}

guint
lalao_piece_legend_get_n_pieces (LalaoPieceLegend *self)
{
  g_return_val_if_fail (LALAO_IS_PIECE_LEGEND (self), 0);
  return self->n_pieces;
}

static void
lalao_piece_legend_dispose (GObject *object)
{
  LalaoPieceLegend *self = LALAO_PIECE_LEGEND (object);

  g_clear_pointer (&self->row, gtk_widget_unparent);
  G_OBJECT_CLASS (lalao_piece_legend_parent_class)->dispose (object);
}

static void
lalao_piece_legend_class_init (LalaoPieceLegendClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = lalao_piece_legend_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "piecelegend");
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
lalao_piece_legend_init (LalaoPieceLegend *self)
{
  self->row = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->row), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->row), TRUE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->row), 6);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->row), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->row), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->row), 6);
  gtk_widget_set_parent (self->row, GTK_WIDGET (self));
}

GtkWidget *
lalao_piece_legend_new (void)
{
  return g_object_new (LALAO_TYPE_PIECE_LEGEND, NULL);
}
