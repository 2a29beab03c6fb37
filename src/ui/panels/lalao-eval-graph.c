/* lalao-eval-graph.c — the computer's view of a game, position by position.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A line across the game: the higher it is, the better the first player
 * stands (its expected share of the points, from the analysis). The
 * position on the board is a vertical line; the moves that cost their
 * mover most are dots, orange for a mistake and red for a blunder. Clicking or dragging along the graph goes to
 * the position under the pointer.
 */
#define G_LOG_DOMAIN "lalao-eval-graph"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-eval-graph.h"
#include "lalao-painting.h"

#define PAD 6.0
#define HEIGHT 96

struct _LalaoEvalGraph {
  GtkWidget parent_instance;

  GArray *evaluations;  /* LalaoEvaluation of the positions analysed */
  guint n_positions;
  guint current;
  char *first_side, *second_side;
  GStrv move_names;
  guint last_activated;
};

G_DEFINE_FINAL_TYPE (LalaoEvalGraph, lalao_eval_graph, GTK_TYPE_WIDGET)

enum {
  SIGNAL_POSITION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static double
x_of (LalaoEvalGraph *self, guint index)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;
  return PAD + (self->n_positions > 1 ? width * index / (self->n_positions - 1) : width / 2);
}

static double
y_of (LalaoEvalGraph *self, const LalaoEvaluation *evaluation)
{
  double height = gtk_widget_get_height (GTK_WIDGET (self)) - 2 * PAD;
  return PAD + height * (1 - lalao_evaluation_expected (evaluation));
}

guint
lalao_eval_graph_position_at (LalaoEvalGraph *self, double x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;
  double at;

  g_return_val_if_fail (LALAO_IS_EVAL_GRAPH (self), 0);
  if (self->n_positions < 2 || width <= 0)
    return 0;
  at = (x - PAD) / width * (self->n_positions - 1);
  return (guint) CLAMP (at + 0.5, 0, self->n_positions - 1);
}

/* "After move 12: South 64 %, draw 10 %, North 26 %." */
static char *
describe (LalaoEvalGraph *self, guint index)
{
  const LalaoEvaluation *ev;
  g_autofree char *when = NULL;

  if (index >= self->evaluations->len)
    return NULL;
  ev = &g_array_index (self->evaluations, LalaoEvaluation, index);
  /* Translators: where a point of the evaluation graph is; %s is a numbered move, “19… N0”. */
  when = index == 0 ? g_strdup (_("At the start")) : g_strdup_printf (_("After %s"), self->move_names[index - 1]);
  if (ev->endgame.kind == LALAO_ENDGAME_DRAW)
    /* Translators: a point of the evaluation graph that the exact endgame
     * tables value; %s is when (“After 19… N0”). */
    return g_strdup_printf (_("%s: drawn with best play, by the endgame tables."), when);
  if (ev->endgame.kind == LALAO_ENDGAME_WIN || ev->endgame.kind == LALAO_ENDGAME_LOSS)
    {
      gboolean first = (ev->endgame.kind == LALAO_ENDGAME_WIN) == (ev->side_to_move == LALAO_FIRST);
      int plies = ev->endgame.plies;
      /* Translators: a point of the evaluation graph that the exact
       * endgame tables value: when (“After 19… N0”), the winner (“South”),
       * and the moves of both players to the end with best play. */
      return g_strdup_printf (ngettext ("%s: %s wins in %d move, counting both players’ moves, with best play by the endgame tables.",
                                        "%s: %s wins in %d moves, counting both players’ moves, with best play by the endgame tables.",
                                        plies),
                              when, first ? self->first_side : self->second_side, plies);
    }
  /* Translators: a point of the evaluation graph: when (“After 19… N0”),
   * then each side's chances of winning and the chance of a draw, in
   * percent, e.g. “After 19… N0: South 64%, draw 10%, North 26%.” */
  return g_strdup_printf (_("%s: %s %d%%, draw %d%%, %s %d%%."), when,
                          self->first_side, (int) (ev->win * 100 + 0.5), (int) (ev->draw * 100 + 0.5),
                          self->second_side, (int) (ev->loss * 100 + 0.5));
}

static void
update_description (LalaoEvalGraph *self)
{
  g_autofree char *text = describe (self, self->current);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text ? text : _("Not analysed yet."), -1);
}

void
lalao_eval_graph_reset (LalaoEvalGraph *self, const char *first_side, const char *second_side,
                        const char *const *move_names)
{
  g_return_if_fail (LALAO_IS_EVAL_GRAPH (self));
  g_array_set_size (self->evaluations, 0);
  g_strfreev (self->move_names);
  self->move_names = g_strdupv ((char **) move_names);
  self->n_positions = g_strv_length (self->move_names) + 1;
  self->current = MIN (self->current, self->n_positions - 1);
  g_free (self->first_side);
  g_free (self->second_side);
  self->first_side = g_strdup (first_side);
  self->second_side = g_strdup (second_side);
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
lalao_eval_graph_add (LalaoEvalGraph *self, guint index, const LalaoEvaluation *evaluation)
{
  g_return_if_fail (LALAO_IS_EVAL_GRAPH (self));
  g_return_if_fail (index == self->evaluations->len && index < self->n_positions);
  g_array_append_val (self->evaluations, *evaluation);
  if (index == self->current)
    update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
lalao_eval_graph_get_n_analysed (LalaoEvalGraph *self)
{
  g_return_val_if_fail (LALAO_IS_EVAL_GRAPH (self), 0);
  return self->evaluations->len;
}

const LalaoEvaluation *
lalao_eval_graph_get_evaluations (LalaoEvalGraph *self)
{
  g_return_val_if_fail (LALAO_IS_EVAL_GRAPH (self), NULL);
  return (const LalaoEvaluation *) self->evaluations->data;
}

void
lalao_eval_graph_set_current (LalaoEvalGraph *self, guint index)
{
  g_return_if_fail (LALAO_IS_EVAL_GRAPH (self));
  if (self->current == index)
    return;
  self->current = index;
  update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
lalao_eval_graph_get_mistakes (LalaoEvalGraph *self, guint *moves)
{
  g_return_val_if_fail (LALAO_IS_EVAL_GRAPH (self), 0);
  return lalao_evaluations_find_mistakes (lalao_eval_graph_get_evaluations (self), self->evaluations->len,
                                          moves, LALAO_EVAL_GRAPH_MAX_MISTAKES);
}

static void
trace_line (LalaoEvalGraph *self, cairo_t *cr)
{
  for (guint i = 0; i < self->evaluations->len; i++)
    {
      const LalaoEvaluation *ev = &g_array_index (self->evaluations, LalaoEvaluation, i);
      if (i == 0)
        cairo_move_to (cr, x_of (self, i), y_of (self, ev));
      else
        cairo_line_to (cr, x_of (self, i), y_of (self, ev));
    }
}

static void
draw_side_names (LalaoEvalGraph *self, cairo_t *cr, double height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->first_side);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 8");
  int w, h;

  pango_layout_set_font_description (layout, font);
  cairo_move_to (cr, PAD + 2, PAD);
  pango_cairo_show_layout (cr, layout);
  pango_layout_set_text (layout, self->second_side, -1);
  pango_layout_get_pixel_size (layout, &w, &h);
  cairo_move_to (cr, PAD + 2, height - PAD - h);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* The frame and the even line. */
static void
draw_frame (cairo_t *cr, const GdkRGBA *fg, double width, double height)
{
  double middle = height / 2;

  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.05);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
  cairo_set_line_width (cr, 1);
  cairo_set_dash (cr, (double[]){ 3, 3 }, 2, 0);
  cairo_move_to (cr, PAD, middle);
  cairo_line_to (cr, width - PAD, middle);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* The scale: the first player's expected share of the points, a
 * quarter and three quarters, labelled at the right. */
static void
draw_scale (LalaoEvalGraph *self, cairo_t *cr, const GdkRGBA *fg, double width, double height)
{
  for (int q = 1; q <= 3; q += 2)
    {
      double y = PAD + (height - 2 * PAD) * (1 - q / 4.0);
      /* Translators: a mark of the evaluation graph's scale, a share of the points (“75%”). */
      g_autofree char *text = g_strdup_printf (_("%d%%"), q * 25);
      PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
      PangoFontDescription *font = pango_font_description_from_string ("Sans 7");
      int w, h;
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.12);
      cairo_move_to (cr, PAD, y);
      cairo_line_to (cr, width - PAD, y);
      cairo_stroke (cr);
      pango_layout_set_font_description (layout, font);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.5);
      cairo_move_to (cr, width - PAD - w - 1, y - h);
      pango_cairo_show_layout (cr, layout);
      pango_font_description_free (font);
      g_object_unref (layout);
    }
}

/* The evaluations: the area between their line and the even line,
 * darker where the first player is ahead, then the line itself. */
static void
draw_evaluations (LalaoEvalGraph *self, cairo_t *cr, const GdkRGBA *fg, double width, double height)
{
  double middle = height / 2;

  if (self->evaluations->len == 0)
    return;
  trace_line (self, cr);
  cairo_line_to (cr, x_of (self, self->evaluations->len - 1), middle);
  cairo_line_to (cr, x_of (self, 0), middle);
  cairo_close_path (cr);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, middle);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.25);
  cairo_fill_preserve (cr);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_rectangle (cr, 0, middle, width, height - middle);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.1);
  cairo_fill (cr);
  cairo_restore (cr);
  cairo_new_path (cr);

  trace_line (self, cr);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.85);
  cairo_set_line_width (cr, 1.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* The position on the board: a vertical line. */
static void
draw_current (LalaoEvalGraph *self, cairo_t *cr, double height)
{
  cairo_set_source_rgb (cr, 0x35 / 255.0, 0x84 / 255.0, 0xe4 / 255.0);
  cairo_set_line_width (cr, 2);
  cairo_move_to (cr, x_of (self, self->current), 0);
  cairo_line_to (cr, x_of (self, self->current), height);
  cairo_stroke (cr);
}

/* The likely mistakes, at the position each one led to: a blunder red,
 * a mistake orange. */
static void
draw_mistakes (LalaoEvalGraph *self, cairo_t *cr)
{
  guint mistakes[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  guint n_mistakes = lalao_eval_graph_get_mistakes (self, mistakes);

  for (guint i = 0; i < n_mistakes; i++)
    {
      const LalaoEvaluation *ev = &g_array_index (self->evaluations, LalaoEvaluation, mistakes[i]);
      cairo_arc (cr, x_of (self, mistakes[i]), y_of (self, ev), 4.5, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, 1.5);
      cairo_stroke_preserve (cr);
      if (lalao_evaluations_judge_move (lalao_eval_graph_get_evaluations (self), self->evaluations->len, mistakes[i])
          == LALAO_MISTAKE_BLUNDER)
        cairo_set_source_rgb (cr, 0xe0 / 255.0, 0x1b / 255.0, 0x24 / 255.0);
      else
        cairo_set_source_rgb (cr, 0xff / 255.0, 0x78 / 255.0, 0x00 / 255.0);
      cairo_fill (cr);
    }
}

/* The steps in order, each on top of the one before (each leaves the
 * cairo state as the next expects it). */
static void
lalao_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  LalaoEvalGraph *self = LALAO_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GdkRGBA fg;
  cairo_t *cr;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (width <= 0 || height <= 0)
    return;
  cr = lalao_painting_begin (widget, (int) width, (int) height);
  draw_frame (cr, &fg, width, height);
  draw_scale (self, cr, &fg, width, height);
  cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.55);
  draw_side_names (self, cr, height);
  draw_evaluations (self, cr, &fg, width, height);
  draw_current (self, cr, height);
  draw_mistakes (self, cr);
  lalao_painting_end (cr, snapshot, (int) width, (int) height);
}

static void
lalao_eval_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_VERTICAL ? HEIGHT : 120;
}

static void
activate_at (LalaoEvalGraph *self, double x)
{
  guint index = lalao_eval_graph_position_at (self, x);

  if (self->n_positions == 0 || index == self->last_activated)
    return;
  self->last_activated = index;
  g_signal_emit (self, signals[SIGNAL_POSITION_ACTIVATED], 0, index);
}

static void
graph_on_drag_begin (GtkGestureDrag *gesture, double x, double y, LalaoEvalGraph *self)
{
  self->last_activated = G_MAXUINT;
  activate_at (self, x);
}

static void
graph_on_drag_update (GtkGestureDrag *gesture, double dx, double dy, LalaoEvalGraph *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    activate_at (self, x + dx);
}

static gboolean
graph_on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  LalaoEvalGraph *self = LALAO_EVAL_GRAPH (widget);
  g_autofree char *text = describe (self, keyboard ? self->current : lalao_eval_graph_position_at (self, x));

  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

GtkWidget *
lalao_eval_graph_new (void)
{
  return g_object_new (LALAO_TYPE_EVAL_GRAPH, NULL);
}

static void
lalao_eval_graph_finalize (GObject *object)
{
  LalaoEvalGraph *self = LALAO_EVAL_GRAPH (object);

  g_array_unref (self->evaluations);
  g_free (self->first_side);
  g_free (self->second_side);
  g_strfreev (self->move_names);
  G_OBJECT_CLASS (lalao_eval_graph_parent_class)->finalize (object);
}

static void
lalao_eval_graph_class_init (LalaoEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = lalao_eval_graph_finalize;
  widget_class->snapshot = lalao_eval_graph_snapshot;
  widget_class->measure = lalao_eval_graph_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  /* The index of the position clicked (the number of moves to go to). */
  signals[SIGNAL_POSITION_ACTIVATED] =
    g_signal_new ("position-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
lalao_eval_graph_init (LalaoEvalGraph *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->evaluations = g_array_new (FALSE, TRUE, sizeof (LalaoEvaluation));
  self->first_side = g_strdup ("");
  self->second_side = g_strdup ("");
  self->move_names = g_new0 (char *, 1);
  self->n_positions = 1;
  g_signal_connect (drag, "drag-begin", G_CALLBACK (graph_on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (graph_on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (graph_on_query_tooltip), NULL);
  /* Translators: the graph of the computer's view of a game, for screen readers. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
  update_description (self);
}
