/* lalao-board-painter.c — geometry and drawing shared by the four boards.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lalao-board-painter.h"

#include <math.h>
#include <string.h>

static const LalaoBoardPainter *const painters[] = {
  &lalao_samantsy_painter,
  &lalao_songo_painter,
  &lalao_fanorona_painter,
  &lalao_surakarta_painter,
};

const LalaoBoardPainter *
lalao_board_painter_lookup (const char *game_id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (painters); i++)
    if (g_strcmp0 (painters[i]->game_id, game_id) == 0)
      return painters[i];
  return NULL;
}

static double
stretch_of (const LalaoBoardPainter *p)
{
  return p->point_stretch > 0 ? p->point_stretch : 1.0;
}

void
lalao_board_layout (const LalaoBoardPainter *p, int width, int height, LalaoBoardLayout *l)
{
  l->unit = MIN (width / p->width, height / p->height);
  l->x0 = (width - l->unit * p->width) / 2;
  l->y0 = (height - l->unit * p->height) / 2;
}

void
lalao_board_point_pixels (const LalaoBoardPainter *p, const LalaoBoardLayout *l, gboolean flipped,
                          int point, double *x, double *y)
{
  double ux, uy;
  p->point_centre (point, &ux, &uy);
  if (flipped)
    {
      ux = p->width - ux;
      uy = p->height - uy;
    }
  *x = l->x0 + ux * l->unit;
  *y = l->y0 + uy * l->unit;
}

int
lalao_board_point_at (const LalaoBoardPainter *p, const LalaoBoardLayout *l, gboolean flipped,
                      double x, double y)
{
  int best = -1;
  double best_d = 0.5 * l->unit;

  for (int i = 0; i < p->n_points; i++)
    {
      double px, py;
      lalao_board_point_pixels (p, l, flipped, i, &px, &py);
      /* Tall points are reached over their whole height. */
      double d = hypot (px - x, (py - y) / stretch_of (p));
      if (d <= best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/* A ring round a point, an oval on a board of tall points; the caller
 * strokes or fills it. */
static void
point_ring (cairo_t *cr, const LalaoBoardPainter *p, double x, double y, double r)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1, stretch_of (p));
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* The pieces of `pos` on the points of `points`, see-through (`alpha`):
 * pieces on their way out, or the ones the last move took. */
static void
draw_faint_pieces (cairo_t *cr, const LalaoBoardPainter *p, const LalaoPosition *pos, guint64 points, double alpha,
                   const LalaoBoardHighlights *h)
{
  for (guint64 b = points; b != 0 && p->piece_at != NULL && p->draw_piece != NULL; b &= b - 1)
    {
      LalaoSide side;
      double x, y;
      int point = __builtin_ctzll (b);
      int kind = p->piece_at (pos, point, &side);
      if (kind < 0)
        continue;
      p->point_centre (point, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_scale (cr, p->piece_radius / 0.38, p->piece_radius / 0.38);
      cairo_push_group (cr);
      p->draw_piece (cr, kind, side, 0, 0, h);
      cairo_pop_group_to_source (cr);
      cairo_paint_with_alpha (cr, alpha);
      cairo_restore (cr);
    }
}

/* The last move, until the next one: a chain's way through its steps,
 * and the stones it took, faint where they stood. */
static void
draw_last_move (cairo_t *cr, const LalaoBoardPainter *p, const LalaoBoardHighlights *h)
{
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;

  if (h->n_last_path > 2)
    {
      cairo_save (cr);
      for (int i = 0; i < h->n_last_path; i++)
        {
          double x, y;
          p->point_centre (h->last_path[i], &x, &y);
          if (i == 0)
            cairo_move_to (cr, x, y);
          else
            cairo_line_to (cr, x, y);
        }
      /* The last move's colour: its rings' yellow, orange in high contrast. */
      if (contrast)
        cairo_set_source_rgb (cr, 0.85, 0.35, 0.0);
      else
        cairo_set_source_rgba (cr, 0.95, 0.75, 0.15, 0.7);
      cairo_set_line_width (cr, contrast ? 0.1 : 0.07);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  if (h->before != NULL)
    draw_faint_pieces (cr, p, h->before, h->ghosts, contrast ? 0.45 : 0.3, h);
}

/* The coach's threats: dashed purple rings, over the pieces they
 * concern; a colour of their own (red is Fanorona's capture choice,
 * green a capture's way, yellow the last move). */
static void
draw_threats (cairo_t *cr, const LalaoBoardPainter *p, const LalaoBoardHighlights *h)
{
  static const double dash[] = { 0.1, 0.07 };
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  double x, y;

  for (int i = 0; i < p->n_points; i++)
    if (h->threats & (G_GUINT64_CONSTANT (1) << i))
      {
        p->point_centre (i, &x, &y);
        point_ring (cr, p, x, y, 0.44);
        cairo_set_source_rgb (cr, 0x91 / 255.0, 0x41 / 255.0, 0xac / 255.0);
        cairo_set_line_width (cr, contrast ? 0.1 : 0.07);
        cairo_set_dash (cr, dash, 2, 0);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
      }
}

/* The way a capture would travel: a green line along it, ending in a
 * dot on the piece it takes. */
static void
draw_capture_path (cairo_t *cr, const LalaoBoardPainter *p, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  double xy[2 * 256];
  int n = p->move_path != NULL ? p->move_path (pos, h->path_move, xy, 256) : 0;
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;

  if (n < 2)
    return;
  cairo_save (cr);
  cairo_move_to (cr, xy[0], xy[1]);
  for (int i = 1; i < n; i++)
    cairo_line_to (cr, xy[2 * i], xy[2 * i + 1]);
  cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, contrast ? 1.0 : 0.8);
  cairo_set_line_width (cr, contrast ? 0.16 : 0.12);
  cairo_set_dash (cr, (const double[]){ 0.18, 0.12 }, 2, 0);
  cairo_stroke (cr);
  cairo_arc (cr, xy[2 * (n - 1)], xy[2 * (n - 1) + 1], 0.1, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
lalao_board_paint (const LalaoBoardPainter *p, cairo_t *cr, int width, int height,
                   const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  LalaoBoardLayout l;

  lalao_board_layout (p, width, height, &l);
  cairo_save (cr);
  cairo_translate (cr, l.x0, l.y0);
  cairo_scale (cr, l.unit, l.unit);
  if (h->flipped)
    {
      cairo_translate (cr, p->width, p->height);
      cairo_rotate (cr, G_PI);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  p->draw (cr, pos, h);
  draw_last_move (cr, p, h);
  draw_threats (cr, p, h);
  if (h->has_path)
    draw_capture_path (cr, p, pos, h);
  /* Pieces on their way out, above the board. */
  draw_faint_pieces (cr, p, pos, h->fading, h->fade, h);
  if (h->floating && p->draw_piece != NULL)
    {
      /* Above everything, at the size of the board's pieces. */
      cairo_translate (cr, h->floating_x, h->floating_y);
      cairo_scale (cr, p->piece_radius / 0.38, p->piece_radius / 0.38);
      p->draw_piece (cr, h->floating_kind, h->floating_side, 0, 0, h);
    }
  cairo_restore (cr);
}

void
lalao_board_text (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPainter *p,
                  double x, double y, double size, const char *text)
{
  cairo_text_extents_t ext;
  cairo_font_extents_t font;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (h->flipped)
    cairo_rotate (cr, G_PI);  /* the text stays upright on a turned board */
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_font_extents (cr, &font);
  /* Centred on the ink across, on the font's lines down: the letters of
   * a row share one baseline. */
  cairo_move_to (cr, -ext.x_bearing - ext.width / 2, (font.ascent - font.descent) / 2);
  cairo_show_text (cr, text);
  cairo_restore (cr);
}

void
lalao_board_edge_text (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPainter *p,
                       double x, double y, double size, const char *text, gboolean file)
{
  /* A turned board keeps its names at the foot and on the left, as
   * chess boards do: the name moves to the opposite edge, beside the
   * same column or row. */
  if (h->flipped && file)
    y = p->height - y;
  else if (h->flipped)
    x = p->width - x;
  lalao_board_text (cr, h, p, x, y, size, text);
}

void
lalao_board_disc (cairo_t *cr, double x, double y, double r, gboolean light, const LalaoBoardHighlights *h)
{
  cairo_pattern_t *fill;

  if (h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST)
    {
      /* Pure white and pure black, each ringed in the other. */
      cairo_arc (cr, x, y, r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, light ? 1 : 0, light ? 1 : 0, light ? 1 : 0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, light ? 0 : 1, light ? 0 : 1, light ? 0 : 1);
      cairo_set_line_width (cr, 0.07);
      cairo_stroke (cr);
      return;
    }
  if (h->flat_pieces)
    fill = light ? cairo_pattern_create_rgb (0.95, 0.92, 0.84) : cairo_pattern_create_rgb (0.22, 0.15, 0.12);
  else
    {
      fill = cairo_pattern_create_radial (x - r / 3, y - r / 3, r / 8, x, y, r);
      if (light)
        {
          cairo_pattern_add_color_stop_rgb (fill, 0, 1.0, 0.98, 0.93);
          cairo_pattern_add_color_stop_rgb (fill, 1, 0.86, 0.80, 0.68);
        }
      else
        {
          cairo_pattern_add_color_stop_rgb (fill, 0, 0.42, 0.30, 0.24);
          cairo_pattern_add_color_stop_rgb (fill, 1, 0.14, 0.09, 0.07);
        }
    }
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, fill);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (fill);
  if (light)
    cairo_set_source_rgb (cr, 0.45, 0.36, 0.25);
  else
    cairo_set_source_rgb (cr, h->dark ? 0.75 : 0.05, h->dark ? 0.68 : 0.03, h->dark ? 0.6 : 0.02);
  cairo_set_line_width (cr, 0.035);
  cairo_stroke (cr);
}

void
lalao_board_palette (const LalaoBoardHighlights *h, const double wood_light[3], const double wood_dark[3],
                     const double wood_line[4], LalaoBoardPalette *p)
{
  static const double light_text[3] = { 0.2, 0.12, 0.05 }, dark_text[3] = { 0.9, 0.85, 0.75 };

  switch (h->style)
    {
    case LALAO_BOARD_STYLE_PLAIN:
      for (int i = 0; i < 3; i++)
        {
          p->board[i] = h->dark ? 0.24 : 0.95;
          p->line[i] = h->dark ? 0.72 : 0.32;
          p->text[i] = h->dark ? 0.9 : 0.2;
        }
      p->line[3] = 0.9;
      p->line_width = 1;
      break;
    case LALAO_BOARD_STYLE_HIGH_CONTRAST:
      for (int i = 0; i < 3; i++)
        p->board[i] = h->dark ? 0 : 1, p->line[i] = p->text[i] = h->dark ? 1 : 0;
      p->line[3] = 1;
      p->line_width = 1.8;
      break;
    default:
      memcpy (p->board, h->dark ? wood_dark : wood_light, sizeof p->board);
      memcpy (p->line, wood_line, sizeof p->line);
      memcpy (p->text, h->dark ? dark_text : light_text, sizeof p->text);
      p->line_width = 1;
      break;
    }
}

void
lalao_board_set_colour (cairo_t *cr, const double rgb[3])
{
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
}

void
lalao_board_set_line (cairo_t *cr, const LalaoBoardPalette *p, double width)
{
  cairo_set_source_rgba (cr, p->line[0], p->line[1], p->line[2], p->line[3]);
  cairo_set_line_width (cr, width * p->line_width);
}

void
lalao_board_stones (cairo_t *cr, const LalaoBoardPainter *p, const uint64_t stones[2], double r,
                    const LalaoBoardHighlights *h)
{
  for (int side = 0; side < 2; side++)
    for (uint64_t b = stones[side] & ~h->hidden; b; b &= b - 1)
      {
        double x, y;
        p->point_centre (__builtin_ctzll (b), &x, &y);
        lalao_board_disc (cr, x, y, r, side == LALAO_FIRST, h);
      }
}

int
lalao_board_stone_at (const uint64_t stones[2], int point, LalaoSide *side)
{
  for (int s = 0; s < 2; s++)
    if (stones[s] & (G_GUINT64_CONSTANT (1) << point))
      {
        *side = s;
        return 0;
      }
  return -1;
}

const char *
lalao_board_stone_name (int kind)
{
  /* Translators: a Fanorona stone (vato), for screen readers: "c3, White's stone". */
  return C_("board piece", "stone");
}

void
lalao_board_draw_stone (cairo_t *cr, int kind, LalaoSide side, double x, double y, const LalaoBoardHighlights *h)
{
  lalao_board_disc (cr, x, y, 0.38, side == LALAO_FIRST, h);
}

/* Last move, selection, hint, a lesson's marks: under the pieces. */
void
lalao_board_marks (cairo_t *cr, const LalaoBoardPainter *p, const LalaoBoardHighlights *h)
{
  /* High contrast: deeper colours, thicker rings. */
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  double x, y;

  cairo_new_path (cr);  /* no line from wherever the last text ended */
  cairo_set_line_width (cr, contrast ? 0.11 : 0.07);
  for (int k = 0; k < 2; k++)
    {
      int point = k == 0 ? h->last_from : h->last_to;
      if (point < 0)
        continue;
      p->point_centre (point, &x, &y);
      if (contrast)
        cairo_set_source_rgb (cr, 0.85, 0.35, 0.0);
      else
        cairo_set_source_rgba (cr, 0.95, 0.75, 0.15, 0.85);
      point_ring (cr, p, x, y, 0.44);
      cairo_stroke (cr);
    }
  /* A lesson's marked points and arrows, in green. */
  for (int i = 0; i < p->n_points; i++)
    if (h->marked & (G_GUINT64_CONSTANT (1) << i))
      {
        p->point_centre (i, &x, &y);
        point_ring (cr, p, x, y, 0.47);
        cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, contrast ? 1.0 : 0.9);
        cairo_set_line_width (cr, contrast ? 0.13 : 0.09);
        cairo_stroke (cr);
      }
  for (int i = 0; i < h->n_arrows && i < LALAO_BOARD_MAX_ARROWS; i++)
    {
      double x2, y2, angle;
      p->point_centre (h->arrows[i][0], &x, &y);
      p->point_centre (h->arrows[i][1], &x2, &y2);
      angle = atan2 (y2 - y, x2 - x);
      cairo_set_source_rgba (cr, 0.18, 0.76, 0.49, 0.85);
      cairo_set_line_width (cr, 0.13);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x2 - 0.3 * cos (angle), y2 - 0.3 * sin (angle));
      cairo_stroke (cr);
      /* The head. */
      cairo_move_to (cr, x2, y2);
      cairo_line_to (cr, x2 - 0.42 * cos (angle - 0.45), y2 - 0.42 * sin (angle - 0.45));
      cairo_line_to (cr, x2 - 0.42 * cos (angle + 0.45), y2 - 0.42 * sin (angle + 0.45));
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  if (h->hint_from >= 0 && h->hint_to >= 0)
    {
      double x2, y2;
      p->point_centre (h->hint_from, &x, &y);
      p->point_centre (h->hint_to, &x2, &y2);
      cairo_set_source_rgba (cr, 0.2, 0.6, 0.95, 0.85);
      cairo_set_line_width (cr, 0.12);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x2, y2);
      cairo_stroke (cr);
      cairo_arc (cr, x2, y2, 0.16, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  if (h->selected >= 0)
    {
      p->point_centre (h->selected, &x, &y);
      cairo_set_source_rgba (cr, contrast ? 0.0 : 0.21, contrast ? 0.25 : 0.52, contrast ? 0.95 : 0.89, 1.0);
      cairo_set_line_width (cr, contrast ? 0.13 : 0.09);
      point_ring (cr, p, x, y, 0.46);
      cairo_stroke (cr);
    }
  if (h->cursor >= 0)
    {
      /* The keyboard's point: a dashed square round it. */
      static const double dash[] = { 0.12, 0.08 };
      p->point_centre (h->cursor, &x, &y);
      cairo_new_path (cr);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, contrast ? 0.09 : 0.06);
      cairo_set_source_rgb (cr, contrast ? 0.75 : 0.1, 0.1, contrast ? 0.6 : 0.75);
      cairo_rectangle (cr, x - 0.5, y - 0.5 * stretch_of (p), 1, stretch_of (p));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* Where the selected piece may go, drawn over the pieces so that a piece
 * it would capture shows it: a dot on an empty point, a ring round a
 * piece; and, while choosing, a red ring round each stone a choice takes. */
void
lalao_board_targets (cairo_t *cr, const LalaoBoardPainter *p, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  double x, y;

  cairo_new_path (cr);
  for (int i = 0; i < p->n_points; i++)
    {
      guint64 bit = G_GUINT64_CONSTANT (1) << i;
      LalaoSide side;
      p->point_centre (i, &x, &y);
      if (h->targets & bit)
        {
          gboolean piece = p->piece_at != NULL && p->piece_at (pos, i, &side) >= 0 && !(h->hidden & bit);
          cairo_set_source_rgba (cr, 0.18, contrast ? 0.55 : 0.76, contrast ? 0.25 : 0.49, contrast ? 1 : 0.9);
          cairo_new_sub_path (cr);
          if (piece)
            {
              cairo_set_line_width (cr, contrast ? 0.16 : 0.12);
              point_ring (cr, p, x, y, 0.44);
              cairo_stroke (cr);
            }
          else
            {
              cairo_arc (cr, x, y, contrast ? 0.18 : 0.14, 0, 2 * G_PI);
              cairo_fill (cr);
            }
        }
      if (h->takes & bit)
        {
          cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
          cairo_set_line_width (cr, 0.08);
          point_ring (cr, p, x, y, 0.42);
          cairo_stroke (cr);
        }
    }
}
