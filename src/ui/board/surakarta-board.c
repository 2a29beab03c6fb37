/* surakarta-board.c — the Surakarta board: 6 × 6 points, the inner
 * circuit and its four small loops in one colour, the outer circuit and
 * its four big loops in another.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "lalao-option-texts.h"
#include "surakarta.h"

/* Room for the big loops (radius 2) round the corners. */
#define MARGIN 2.6

static void
surakarta_centre (int point, double *x, double *y)
{
  *x = MARGIN + point % 6;
  *y = MARGIN + (5 - point / 6);
}

/* One circuit: its two files and two ranks (distance d from the edge) and
 * the four loops of radius d round the corners. */
static void
circuit (cairo_t *cr, int d)
{
  double lo = MARGIN, hi = MARGIN + 5;
  double a = lo + d, b = hi - d;

  cairo_move_to (cr, lo, a);
  cairo_line_to (cr, hi, a);
  cairo_move_to (cr, lo, b);
  cairo_line_to (cr, hi, b);
  cairo_move_to (cr, a, lo);
  cairo_line_to (cr, a, hi);
  cairo_move_to (cr, b, lo);
  cairo_line_to (cr, b, hi);
  cairo_stroke (cr);
  /* Each loop is three quarters of a circle centred on a corner point. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, lo, lo, d, 0.5 * G_PI, 2 * G_PI);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, hi, lo, d, G_PI, 2.5 * G_PI);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, hi, hi, d, 1.5 * G_PI, 3 * G_PI);
  cairo_stroke (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, lo, hi, d, 0, 1.5 * G_PI);
  cairo_stroke (cr);
}

static void
surakarta_draw (cairo_t *cr, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  /* The "wood" of Surakarta is the cream paper of printed boards. */
  static const double paper[3] = { 0.96, 0.94, 0.89 }, paper_dark[3] = { 0.2, 0.21, 0.23 };
  static const double grid[4] = { 0.4, 0.4, 0.4, 0.8 };
  const SurakartaPosition *p = surakarta_const (pos);
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  LalaoBoardPalette palette;

  lalao_board_palette (h, paper, paper_dark, grid, &palette);
  cairo_rectangle (cr, 0, 0, 5 + 2 * MARGIN, 5 + 2 * MARGIN);
  lalao_board_set_colour (cr, palette.board);
  cairo_fill (cr);

  /* The plain grid (steps), then the circuits: blue and orange, stronger
   * and thicker in high contrast. */
  lalao_board_set_line (cr, &palette, 0.03);
  for (int i = 0; i < 6; i++)
    {
      cairo_move_to (cr, MARGIN, MARGIN + i);
      cairo_line_to (cr, MARGIN + 5, MARGIN + i);
      cairo_move_to (cr, MARGIN + i, MARGIN);
      cairo_line_to (cr, MARGIN + i, MARGIN + 5);
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, contrast ? 0.14 : 0.09);
  if (contrast)
    cairo_set_source_rgb (cr, 0.0, 0.35, 1.0);
  else
    cairo_set_source_rgba (cr, 0.16, 0.5, 0.85, 0.9);   /* inner: blue */
  circuit (cr, 1);
  if (contrast)
    cairo_set_source_rgb (cr, 0.95, 0.4, 0.0);
  else
    cairo_set_source_rgba (cr, 0.9, 0.42, 0.12, 0.9);   /* outer: orange */
  circuit (cr, 2);
  if (h->coordinates)
    {
      lalao_board_set_colour (cr, palette.text);
      for (int i = 0; i < 6; i++)
        {
          char file[2] = { (char) ('a' + i), 0 }, rank[2] = { (char) ('1' + i), 0 };
          /* Outside the loops, which reach two units beyond the grid. */
          lalao_board_edge_text (cr, h, &lalao_surakarta_painter, MARGIN + i, MARGIN + 5 + 2.32, 0.3, file, TRUE);
          lalao_board_edge_text (cr, h, &lalao_surakarta_painter, MARGIN - 2.32, MARGIN + 5 - i, 0.3, rank, FALSE);
        }
    }

  lalao_board_marks (cr, &lalao_surakarta_painter, h);
  lalao_board_stones (cr, &lalao_surakarta_painter, p->pieces, 0.3, h);  lalao_board_targets (cr, &lalao_surakarta_painter, pos, h);
}

static const char *
surakarta_kind_name (int kind)
{
  /* Translators: a Surakarta piece, for screen readers: "c3, White's piece" (the French sources say "pion"). */
  return C_ ("board piece", "piece");
}

static int
surakarta_piece_at (const LalaoPosition *pos, int point, LalaoSide *side)
{
  return lalao_board_stone_at (surakarta_const (pos)->pieces, point, side);
}

/* Appends the loop round `corner` from the last point of xy to (qx, qy):
 * three quarters of a circle, the way the loop is drawn. */
static int
append_loop (double *xy, int n, int max, int corner, double qx, double qy)
{
  double cx, cy, px = xy[2 * n - 2], py = xy[2 * n - 1];
  double r, start, sweep = 1.5 * G_PI;
  const int segments = 18;

  /* The corner points a1, f1, f6, a6 in SURAKARTA_CORNER_* order. */
  static const int corner_points[4] = { 0, 5, 35, 30 };

  surakarta_centre (corner_points[corner], &cx, &cy);
  r = hypot (px - cx, py - cy);
  start = atan2 (py - cy, px - cx);
  /* Of the two ways round, the one that ends on the next point. */
  if (fabs (remainder (start + sweep - atan2 (qy - cy, qx - cx), 2 * G_PI)) > 0.01)
    sweep = -sweep;
  for (int i = 1; i <= segments && n < max; i++, n++)
    {
      double a = start + sweep * i / segments;
      xy[2 * n] = cx + r * cos (a);
      xy[2 * n + 1] = cy + r * sin (a);
    }
  return n;
}

static int
surakarta_move_path (const LalaoPosition *before, LalaoMove move, double *xy, int max)
{
  SurakartaPath path;
  int n = 1;

  gboolean step = ABS (move.from % 6 - move.to % 6) <= 1 && ABS (move.from / 6 - move.to / 6) <= 1;

  /* Captures, and the variant's moves round the loops, travel the circuit. */
  if (max < 2 || (step && !(move.flags & LALAO_MOVE_CAPTURE))
      || !surakarta_route (before, move.from, move.to, &path) || path.loops == 0)
    return 0;
  surakarta_centre (move.from, &xy[0], &xy[1]);
  for (int i = 0; i < path.n_steps && n < max; i++)
    {
      double x, y;
      surakarta_centre (path.steps[i].point, &x, &y);
      if (path.steps[i].loop_corner >= 0)
        n = append_loop (xy, n, max, path.steps[i].loop_corner, x, y);
      else
        {
          xy[2 * n] = x;
          xy[2 * n + 1] = y;
          n++;
        }
    }
  return n;
}

static const LalaoOptionText option_texts[] = {
  { "chinese-korean-variant",
    /* Translators: a Surakarta variant the person can choose. */
    N_("Chinese and Korean variant"),
    /* Translators: explains the Surakarta option "Chinese and Korean variant". */
    N_("Pieces step along the lines only, never diagonally, and may travel round the big outer loops without capturing.") },
  { NULL, NULL, NULL },
};

const LalaoBoardPainter lalao_surakarta_painter = {
  .game_id = "surakarta",
  /* Translators: where the game is played, on its card on the start page. */
  .region = N_("Java, Indonesia"),
  /* Translators: the game in one sentence, on its card on the start page. */
  .summary = N_("Capture by travelling along the circuits and round the loops at the corners of the board."),
  .width = 5 + 2 * MARGIN,
  .height = 5 + 2 * MARGIN,
  .n_points = SURAKARTA_POINTS,
  .point_centre = surakarta_centre,
  .draw = surakarta_draw,
  .n_kinds = 1,
  .piece_at = surakarta_piece_at,
  .draw_piece = lalao_board_draw_stone,
  .piece_radius = 0.3,
  .kind_name = surakarta_kind_name,
  .move_path = surakarta_move_path,
  .option_texts = option_texts,
};
