/* lalao-position-editor.c — the board editor: a position set up by hand.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-position-editor"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-board-painter.h"
#include "lalao-board-style.h"
#include "lalao-explainer.h"
#include "lalao-position-editor.h"

#define PALETTE_PIXELS 36

struct _LalaoPositionEditor {
  AdwWindow parent_instance;

  LalaoSetup *setup;
  const LalaoBoardPainter *painter;
  GtkWidget *board;
  GtkWidget *use_button;
  GtkWidget *message;
  GtkWidget *fen_entry;
  GtkWidget *side_row;
  GtkWidget *stores[2];
  int kind;          /* the palette's choice: a kind, -1 the eraser */
  LalaoSide side;
  gboolean valid;
  gboolean updating; /* the widgets are being set from the setup */
};

G_DEFINE_FINAL_TYPE (LalaoPositionEditor, lalao_position_editor, ADW_TYPE_WINDOW)

enum { SIGNAL_POSITION_CHOSEN, N_SIGNALS };
static guint signals[N_SIGNALS];

/* The board, the text and the verdict after every change. */
static void
refresh (LalaoPositionEditor *self)
{
  g_autofree char *fen = lalao_setup_dup_fen (self->setup);
  g_autoptr (GError) error = NULL;

  self->valid = lalao_setup_check (self->setup, &error);
  gtk_label_set_text (GTK_LABEL (self->message),
                      /* Translators: the board editor, when the position can be played. */
                      self->valid ? _("This position can be played.") : error->message);
  if (self->valid)
    gtk_widget_remove_css_class (self->message, "error");
  else
    gtk_widget_add_css_class (self->message, "error");
  gtk_widget_set_sensitive (self->use_button, self->valid);
  self->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->fen_entry), fen);
  adw_combo_row_set_selected (ADW_COMBO_ROW (self->side_row), lalao_setup_get_side_to_move (self->setup));
  for (int side = 0; side < 2 && !lalao_setup_has_pieces (self->setup); side++)
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->stores[side]), lalao_setup_get_store (self->setup, side));
  self->updating = FALSE;
  gtk_widget_queue_draw (self->board);
}

/* An invalid setup is drawn too. A grid game's board is drawn from its
 * start with every piece hidden, and the setup's pieces drawn over it;
 * a board of pits gets the setup's seeds in its start as they are. */
static gboolean
drawable_position (LalaoPositionEditor *self, LalaoPosition *pos, gboolean *own_pieces)
{
  const LalaoEngine *e = lalao_setup_get_engine (self->setup);
  g_autofree char *fen = lalao_setup_dup_fen (self->setup);
  LalaoOptions options = lalao_engine_default_options (e);
  char start[LALAO_FEN_MAX];
  LalaoError err;

  *own_pieces = FALSE;
  if (e->from_fen (pos, fen, options, &err))
    return TRUE;
  if (lalao_setup_has_pieces (self->setup))
    {
      *own_pieces = TRUE;
      lalao_engine_start_fen (e, options, LALAO_FIRST, start);
      return e->from_fen (pos, start, options, &err);
    }
  /* A board of pits: the start, its pits and stores replaced by the
   * setup's (the painter's put_seeds). */
  const LalaoBoardPainter *painter = lalao_board_painter_lookup (e->id);
  lalao_engine_start_fen (e, options, LALAO_FIRST, start);
  if (painter == NULL || painter->put_seeds == NULL || !e->from_fen (pos, start, options, &err))
    return FALSE;
  painter->put_seeds (pos, self->setup);
  return TRUE;
}

static void
draw_board (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  LalaoPositionEditor *self = data;
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1, .coordinates = TRUE };
  LalaoBoardLayout layout;
  LalaoPosition pos;
  gboolean own_pieces;

  lalao_board_style_fill (&h);
  h.coordinates = TRUE;
  if (!drawable_position (self, &pos, &own_pieces))
    return;
  if (own_pieces)
    h.hidden = G_MAXUINT64;
  lalao_board_paint (self->painter, cr, width, height, &pos, &h);
  if (!own_pieces)
    return;
  lalao_board_layout (self->painter, width, height, &layout);
  cairo_translate (cr, layout.x0, layout.y0);
  cairo_scale (cr, layout.unit, layout.unit);
  for (int point = 0; point < self->painter->n_points; point++)
    {
      LalaoSide side;
      int kind = lalao_setup_get_piece (self->setup, point, &side);
      double x, y;
      if (kind < 0)
        continue;
      self->painter->point_centre (point, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, self->painter->piece_radius / 0.38, self->painter->piece_radius / 0.38);
      self->painter->draw_piece (cr, kind, side, 0, 0, &h);
      cairo_restore (cr);
    }
}

void
lalao_position_editor_click_point (LalaoPositionEditor *self, int point, guint button)
{
  g_return_if_fail (LALAO_IS_POSITION_EDITOR (self));
  if (point < 0)
    return;
  if (!lalao_setup_has_pieces (self->setup))
    lalao_setup_set_seeds (self->setup, point, lalao_setup_get_seeds (self->setup, point) + (button == 3 ? -1 : 1));
  else
    {
      LalaoSide side;
      int kind = lalao_setup_get_piece (self->setup, point, &side);
      /* The same piece again, or a right click, takes it off. */
      gboolean remove = button == 3 || self->kind < 0 || (kind == self->kind && side == self->side);
      lalao_setup_set_piece (self->setup, point, remove ? -1 : self->kind, self->side);
    }
  refresh (self);
}

static void
on_board_pressed (GtkGestureClick *gesture, int n_press, double x, double y, LalaoPositionEditor *self)
{
  LalaoBoardLayout layout;
  int width = gtk_widget_get_width (self->board), height = gtk_widget_get_height (self->board);

  lalao_board_layout (self->painter, width, height, &layout);
  lalao_position_editor_click_point (self, lalao_board_point_at (self->painter, &layout, FALSE, x, y),
                                     gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture)));
}

static void
draw_palette_piece (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  LalaoPositionEditor *self = data;
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1 };
  int kind = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "kind"));
  LalaoSide side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (area), "side"));

  lalao_board_style_fill (&h);
  cairo_scale (cr, MIN (width, height), MIN (width, height));
  self->painter->draw_piece (cr, kind, side, 0.5, 0.5, &h);
}

void
lalao_position_editor_choose (LalaoPositionEditor *self, int kind, LalaoSide side)
{
  g_return_if_fail (LALAO_IS_POSITION_EDITOR (self));
  self->kind = kind;
  self->side = side;
}

static void
on_palette_toggled (GtkToggleButton *button, LalaoPositionEditor *self)
{
  if (gtk_toggle_button_get_active (button))
    lalao_position_editor_choose (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "kind")),
                                  GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "side")));
}

/* A toggle per kind and side, and the eraser, in one group. */
static GtkWidget *
make_palette (LalaoPositionEditor *self)
{
  GtkWidget *box = gtk_flow_box_new ();
  GtkWidget *eraser = gtk_toggle_button_new ();
  GtkWidget *group = NULL;

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 7);
  for (int side = 0; side < 2; side++)
    for (int kind = 0; kind < self->painter->n_kinds; kind++)
      {
        GtkWidget *button = gtk_toggle_button_new ();
        GtkWidget *picture = gtk_drawing_area_new ();
        const LalaoEngine *e = lalao_setup_get_engine (self->setup);
        const char *role = self->painter->kind_roles != NULL ? _(self->painter->kind_roles[kind]) : NULL;
        g_autofree char *name = role != NULL
          /* Translators: a piece of the board editor's palette; %1$s is a player ("White"), %2$s the piece's name ("vorona"), %3$s what it is ("the rook"). */
          ? g_strdup_printf (_("%1$s’s %2$s, %3$s"), lalao_side_name (e, side), self->painter->kind_name (kind), role)
          /* Translators: a stone of the board editor's palette; %s is a player ("White"). */
          : g_strdup_printf (_("A stone of %s"), lalao_side_name (e, side));

        gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (picture), PALETTE_PIXELS);
        gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (picture), PALETTE_PIXELS);
        g_object_set_data (G_OBJECT (picture), "kind", GINT_TO_POINTER (kind));
        g_object_set_data (G_OBJECT (picture), "side", GINT_TO_POINTER (side));
        gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (picture), draw_palette_piece, self, NULL);
        gtk_button_set_child (GTK_BUTTON (button), picture);
        gtk_widget_set_tooltip_text (button, name);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (kind));
        g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
        if (group == NULL)
          group = button;
        else
          gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (group));
        g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);
        gtk_flow_box_append (GTK_FLOW_BOX (box), button);
      }
  gtk_button_set_icon_name (GTK_BUTTON (eraser), "edit-clear-symbolic");
  /* Translators: the board editor's eraser: a click takes a piece off. */
  gtk_widget_set_tooltip_text (eraser, _("Take pieces off"));
  g_object_set_data (G_OBJECT (eraser), "kind", GINT_TO_POINTER (-1));
  gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (eraser), GTK_TOGGLE_BUTTON (group));
  g_signal_connect (eraser, "toggled", G_CALLBACK (on_palette_toggled), self);
  gtk_flow_box_append (GTK_FLOW_BOX (box), eraser);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (group), TRUE);
  return box;
}

static void
on_side_changed (LalaoPositionEditor *self)
{
  if (self->updating)
    return;
  lalao_setup_set_side_to_move (self->setup, (LalaoSide) adw_combo_row_get_selected (ADW_COMBO_ROW (self->side_row)));
  refresh (self);
}

static void
on_store_changed (GtkSpinButton *spin, LalaoPositionEditor *self)
{
  if (self->updating)
    return;
  lalao_setup_set_store (self->setup, spin == GTK_SPIN_BUTTON (self->stores[0]) ? LALAO_FIRST : LALAO_SECOND,
                         gtk_spin_button_get_value_as_int (spin));
  refresh (self);
}

/* A position typed or pasted as text is taken when it is one. */
static void
on_fen_activated (LalaoPositionEditor *self)
{
  g_autoptr (GError) error = NULL;

  if (lalao_setup_read_fen (self->setup, gtk_editable_get_text (GTK_EDITABLE (self->fen_entry)), &error))
    refresh (self);
  else
    {
      gtk_label_set_text (GTK_LABEL (self->message), error->message);
      gtk_widget_add_css_class (self->message, "error");
    }
}

static void
on_clear (LalaoPositionEditor *self)
{
  lalao_setup_clear (self->setup);
  refresh (self);
}

static void
on_start (LalaoPositionEditor *self)
{
  const LalaoEngine *e = lalao_setup_get_engine (self->setup);
  char fen[LALAO_FEN_MAX];

  lalao_engine_start_fen (e, lalao_engine_default_options (e), LALAO_FIRST, fen);
  lalao_setup_read_fen (self->setup, fen, NULL);
  refresh (self);
}

void
lalao_position_editor_use (LalaoPositionEditor *self)
{
  g_autofree char *fen = NULL;

  g_return_if_fail (LALAO_IS_POSITION_EDITOR (self));
  if (!self->valid)
    return;
  fen = lalao_setup_dup_fen (self->setup);
  g_signal_emit (self, signals[SIGNAL_POSITION_CHOSEN], 0, fen);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
labelled (GtkWidget *box, const char *title)
{
  GtkWidget *label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

/* A heading, and under it how to use what follows. */
static void
explained (GtkWidget *box, const char *title, const char *how)
{
  GtkWidget *label = gtk_label_new (how);

  labelled (box, title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
}

static void
build (LalaoPositionEditor *self)
{
  const LalaoEngine *e = lalao_setup_get_engine (self->setup);
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  /* Translators: the board editor's title. */
  GtkWidget *title = adw_window_title_new (_("Set Up a Position"), e->name);
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  /* Translators: a button of the board editor: every piece taken off. */
  GtkWidget *clear = gtk_button_new_with_mnemonic (_("C_lear the Board"));
  /* Translators: a button of the board editor: the game's start position again. */
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start Position"));
  GtkWidget *list = gtk_list_box_new ();
  g_autoptr (GtkStringList) sides = gtk_string_list_new (NULL);
  GtkGesture *click = gtk_gesture_click_new ();

  /* Translators: a button of the board editor: play from the position set up. */
  self->use_button = gtk_button_new_with_mnemonic (_("_Use This Position"));
  gtk_widget_add_css_class (self->use_button, "suggested-action");
  g_signal_connect_swapped (self->use_button, "clicked", G_CALLBACK (lalao_position_editor_use), self);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_close), self);
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), title);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->use_button);
  gtk_box_append (GTK_BOX (content), header);

  self->board = gtk_drawing_area_new ();
  gtk_widget_set_size_request (self->board, 360, 300);
  gtk_widget_set_hexpand (self->board, TRUE);
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->board), draw_board, self, NULL);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (on_board_pressed), self);
  gtk_widget_add_controller (self->board, GTK_EVENT_CONTROLLER (click));
  lalao_board_style_track (self->board);
  gtk_box_append (GTK_BOX (body), self->board);

  gtk_widget_set_size_request (side, 280, -1);
  if (lalao_setup_has_pieces (self->setup))
    {
      /* Translators: the heading of the board editor's pieces. */
      explained (side, _("Pieces"), _("Choose a piece, then click the points where it goes. A click on the same "
                                      "piece, or a right click, takes it off."));
      gtk_box_append (GTK_BOX (side), make_palette (self));
    }
  else
    /* Translators: the heading of Songo's board editor. */
    explained (side, _("Seeds"), _("Click a pit to add a seed, right-click it to take one away. The board and the "
                                   "stores hold 70 seeds in all."));

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_string_list_append (sides, lalao_side_name (e, LALAO_FIRST));
  gtk_string_list_append (sides, lalao_side_name (e, LALAO_SECOND));
  self->side_row = adw_combo_row_new ();
  /* Translators: the board editor: which player moves first from the position. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->side_row), _("To move"));
  adw_combo_row_set_model (ADW_COMBO_ROW (self->side_row), G_LIST_MODEL (sides));
  g_signal_connect_swapped (self->side_row, "notify::selected", G_CALLBACK (on_side_changed), self);
  gtk_list_box_append (GTK_LIST_BOX (list), self->side_row);
  for (int s = 0; s < 2 && !lalao_setup_has_pieces (self->setup); s++)
    {
      GtkWidget *row = adw_action_row_new ();
      /* Translators: the board editor: the seeds a Songo player has captured; %s is a player ("South"). */
      g_autofree char *what = g_strdup_printf (_("%s’s store"), lalao_side_name (e, s));
      self->stores[s] = gtk_spin_button_new_with_range (0, 70, 1);
      gtk_widget_set_valign (self->stores[s], GTK_ALIGN_CENTER);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), what);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), self->stores[s]);
      g_signal_connect (self->stores[s], "value-changed", G_CALLBACK (on_store_changed), self);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_box_append (GTK_BOX (side), list);

  g_signal_connect_swapped (clear, "clicked", G_CALLBACK (on_clear), self);
  g_signal_connect_swapped (start, "clicked", G_CALLBACK (on_start), self);
  gtk_box_append (GTK_BOX (buttons), clear);
  gtk_box_append (GTK_BOX (buttons), start);
  gtk_box_append (GTK_BOX (side), buttons);

  /* Translators: the heading of the board editor's position written as text (FEN). */
  labelled (side, _("As Text"));
  self->fen_entry = gtk_entry_new ();
  /* Translators: the tooltip of the board editor's text entry. */
  gtk_widget_set_tooltip_text (self->fen_entry, _("The position in the notation of saved games (FEN): type or paste "
                                                  "one and press Enter."));
  g_signal_connect_swapped (self->fen_entry, "activate", G_CALLBACK (on_fen_activated), self);
  gtk_box_append (GTK_BOX (side), self->fen_entry);

  self->message = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->message), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->message), 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->message), GTK_ACCESSIBLE_PROPERTY_LABEL, "", -1);
  gtk_box_append (GTK_BOX (side), self->message);

  gtk_box_append (GTK_BOX (body), side);
  gtk_widget_set_margin_start (body, 12);
  gtk_widget_set_margin_end (body, 12);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 12);
  gtk_box_append (GTK_BOX (content), body);
  adw_window_set_content (ADW_WINDOW (self), content);
}

LalaoPositionEditor *
lalao_position_editor_new (GtkWindow *parent, const char *game_id, LalaoOptions options, const char *fen)
{
  LalaoPositionEditor *self;

  g_return_val_if_fail (lalao_engine_lookup (game_id) != NULL, NULL);
  self = g_object_new (LALAO_TYPE_POSITION_EDITOR, "transient-for", parent, "modal", TRUE, "default-width", 820,
                       "default-height", 560, NULL);
  gtk_widget_set_name (GTK_WIDGET (self), "position-editor");
  self->setup = lalao_setup_new (game_id, options);
  self->painter = lalao_board_painter_lookup (game_id);
  if (fen != NULL)
    lalao_setup_read_fen (self->setup, fen, NULL);
  build (self);
  refresh (self);
  return self;
}

LalaoSetup *
lalao_position_editor_get_setup (LalaoPositionEditor *self)
{
  g_return_val_if_fail (LALAO_IS_POSITION_EDITOR (self), NULL);
  return self->setup;
}

gboolean
lalao_position_editor_get_valid (LalaoPositionEditor *self)
{
  g_return_val_if_fail (LALAO_IS_POSITION_EDITOR (self), FALSE);
  return self->valid;
}

const char *
lalao_position_editor_get_message (LalaoPositionEditor *self)
{
  g_return_val_if_fail (LALAO_IS_POSITION_EDITOR (self), NULL);
  return gtk_label_get_text (GTK_LABEL (self->message));
}

static void
lalao_position_editor_finalize (GObject *object)
{
  LalaoPositionEditor *self = LALAO_POSITION_EDITOR (object);

  g_clear_pointer (&self->setup, lalao_setup_free);
  G_OBJECT_CLASS (lalao_position_editor_parent_class)->finalize (object);
}

static void
lalao_position_editor_class_init (LalaoPositionEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lalao_position_editor_finalize;
  /* The position set up, as its FEN. */
  signals[SIGNAL_POSITION_CHOSEN] =
    g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
lalao_position_editor_init (LalaoPositionEditor *self)
{
}
