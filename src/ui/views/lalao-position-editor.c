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
  /* The template's widgets. */
  AdwWindowTitle *title;
  GtkWidget *use_button;
  GtkWidget *board;
  GtkWidget *pieces_box;
  GtkWidget *palette;
  GtkWidget *eraser;
  GtkWidget *seeds_box;
  GtkWidget *side_row;
  GtkWidget *store_rows[2]; /* Songo's stores, by side */
  GtkWidget *stores[2];
  GtkWidget *fen_entry;
  GtkWidget *message;

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

static void
on_eraser_toggled (GtkToggleButton *button, LalaoPositionEditor *self)
{
  if (gtk_toggle_button_get_active (button))
    lalao_position_editor_choose (self, -1, LALAO_FIRST);
}

/* A palette button's face: the piece drawn, its name written under it
 * (the Malagasy name for Samantsy, the player for the stone games). */
static GtkWidget *
palette_entry (GtkWidget *picture, const char *name)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *written = g_strdup (name);
  GtkWidget *label;

  written[0] = g_ascii_toupper (written[0]);
  label = gtk_label_new (written);
  gtk_widget_add_css_class (label, "caption");
  gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), picture);
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

/* A toggle per kind and side, before the template's eraser and in its
 * group; the first one chosen. */
static void
fill_palette (LalaoPositionEditor *self)
{
  const LalaoEngine *e = lalao_setup_get_engine (self->setup);
  GtkWidget *first = NULL;
  int position = 0;

  for (int side = 0; side < 2; side++)
    for (int kind = 0; kind < self->painter->n_kinds; kind++)
      {
        GtkWidget *button = gtk_toggle_button_new ();
        GtkWidget *picture = gtk_drawing_area_new ();
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
        gtk_button_set_child (GTK_BUTTON (button), palette_entry (picture, role != NULL ? self->painter->kind_name (kind)
                                                                                   : lalao_side_name (e, side)));
        gtk_widget_set_tooltip_text (button, name);
        gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
        g_object_set_data (G_OBJECT (button), "kind", GINT_TO_POINTER (kind));
        g_object_set_data (G_OBJECT (button), "side", GINT_TO_POINTER (side));
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), GTK_TOGGLE_BUTTON (self->eraser));
        g_signal_connect (button, "toggled", G_CALLBACK (on_palette_toggled), self);
        gtk_flow_box_insert (GTK_FLOW_BOX (self->palette), button, position++);
        if (first == NULL)
          first = button;
      }
  if (first != NULL)
    gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (first), TRUE);
}

static void
on_side_changed (LalaoPositionEditor *self)
{
  if (self->updating || self->setup == NULL)
    return;
  lalao_setup_set_side_to_move (self->setup, (LalaoSide) adw_combo_row_get_selected (ADW_COMBO_ROW (self->side_row)));
  refresh (self);
}

static void
on_store_changed (GtkSpinButton *spin, LalaoPositionEditor *self)
{
  if (self->updating || self->setup == NULL)
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

/* What the template cannot know: the game's name, its pieces or its
 * seeds, its players' names. */
static void
fill_in (LalaoPositionEditor *self)
{
  const LalaoEngine *e = lalao_setup_get_engine (self->setup);
  gboolean pieces = lalao_setup_has_pieces (self->setup);
  g_autoptr (GtkStringList) sides = gtk_string_list_new (NULL);

  adw_window_title_set_subtitle (self->title, e->name);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->board), draw_board, self, NULL);
  lalao_board_style_track (self->board);
  gtk_widget_set_visible (self->pieces_box, pieces);
  gtk_widget_set_visible (self->seeds_box, !pieces);
  if (pieces)
    fill_palette (self);

  gtk_string_list_append (sides, lalao_side_name (e, LALAO_FIRST));
  gtk_string_list_append (sides, lalao_side_name (e, LALAO_SECOND));
  self->updating = TRUE;
  adw_combo_row_set_model (ADW_COMBO_ROW (self->side_row), G_LIST_MODEL (sides));
  self->updating = FALSE;
  for (int s = 0; s < 2; s++)
    {
      /* Translators: the board editor: the seeds a Songo player has captured; %s is a player ("South"). */
      g_autofree char *what = g_strdup_printf (_("%s’s store"), lalao_side_name (e, s));
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->store_rows[s]), what);
      gtk_widget_set_visible (self->store_rows[s], !pieces);
    }
}

LalaoPositionEditor *
lalao_position_editor_new (GtkWindow *parent, const char *game_id, LalaoOptions options, const char *fen)
{
  LalaoPositionEditor *self;

  g_return_val_if_fail (lalao_engine_lookup (game_id) != NULL, NULL);
  self = g_object_new (LALAO_TYPE_POSITION_EDITOR, "transient-for", parent, NULL);
  self->setup = lalao_setup_new (game_id, options);
  self->painter = lalao_board_painter_lookup (game_id);
  if (fen != NULL)
    lalao_setup_read_fen (self->setup, fen, NULL);
  fill_in (self);
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
lalao_position_editor_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LALAO_TYPE_POSITION_EDITOR);
  G_OBJECT_CLASS (lalao_position_editor_parent_class)->dispose (object);
}

static void
lalao_position_editor_class_init (LalaoPositionEditorClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = lalao_position_editor_dispose;
  G_OBJECT_CLASS (klass)->finalize = lalao_position_editor_finalize;
  /* The position set up, as its FEN. */
  signals[SIGNAL_POSITION_CHOSEN] =
    g_signal_new ("position-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-position-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, title);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, use_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, board);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, pieces_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, eraser);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, seeds_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, side_row);
  gtk_widget_class_bind_template_child_full (widget_class, "store_row_first", FALSE,
                                             G_STRUCT_OFFSET (LalaoPositionEditor, store_rows[LALAO_FIRST]));
  gtk_widget_class_bind_template_child_full (widget_class, "store_row_second", FALSE,
                                             G_STRUCT_OFFSET (LalaoPositionEditor, store_rows[LALAO_SECOND]));
  gtk_widget_class_bind_template_child_full (widget_class, "store_first", FALSE,
                                             G_STRUCT_OFFSET (LalaoPositionEditor, stores[LALAO_FIRST]));
  gtk_widget_class_bind_template_child_full (widget_class, "store_second", FALSE,
                                             G_STRUCT_OFFSET (LalaoPositionEditor, stores[LALAO_SECOND]));
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, fen_entry);
  gtk_widget_class_bind_template_child (widget_class, LalaoPositionEditor, message);
  gtk_widget_class_bind_template_callback (widget_class, lalao_position_editor_use);
  gtk_widget_class_bind_template_callback (widget_class, on_board_pressed);
  gtk_widget_class_bind_template_callback (widget_class, on_eraser_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_side_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_store_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_clear);
  gtk_widget_class_bind_template_callback (widget_class, on_start);
  gtk_widget_class_bind_template_callback (widget_class, on_fen_activated);
}

static void
lalao_position_editor_init (LalaoPositionEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
