/* surakarta-board.c — the Surakarta board: 6 × 6 points, the inner
 * circuit and its four small loops in one colour, the outer circuit and
 * its four big loops in another.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "lalao-board-painter.h"
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
  const SurakartaPosition *p = surakarta_const (pos);

  cairo_rectangle (cr, 0, 0, 5 + 2 * MARGIN, 5 + 2 * MARGIN);
  cairo_set_source_rgb (cr, h->dark ? 0.2 : 0.96, h->dark ? 0.21 : 0.94, h->dark ? 0.23 : 0.89);
  cairo_fill (cr);

  /* The plain grid (steps), then the circuits. */
  cairo_set_source_rgba (cr, 0.4, 0.4, 0.4, 0.8);
  cairo_set_line_width (cr, 0.03);
  for (int i = 0; i < 6; i++)
    {
      cairo_move_to (cr, MARGIN, MARGIN + i);
      cairo_line_to (cr, MARGIN + 5, MARGIN + i);
      cairo_move_to (cr, MARGIN + i, MARGIN);
      cairo_line_to (cr, MARGIN + i, MARGIN + 5);
    }
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.09);
  cairo_set_source_rgba (cr, 0.16, 0.5, 0.85, 0.9);   /* inner: blue */
  circuit (cr, 1);
  cairo_set_source_rgba (cr, 0.9, 0.42, 0.12, 0.9);   /* outer: orange */
  circuit (cr, 2);
  if (h->coordinates)
    {
      cairo_set_source_rgb (cr, h->dark ? 0.85 : 0.25, h->dark ? 0.85 : 0.25, h->dark ? 0.85 : 0.25);
      for (int i = 0; i < 6; i++)
        {
          char file[2] = { (char) ('a' + i), 0 }, rank[2] = { (char) ('1' + i), 0 };
          lalao_board_text (cr, h, &lalao_surakarta_painter, MARGIN + i, MARGIN + 5.45, 0.25, file);
          lalao_board_text (cr, h, &lalao_surakarta_painter, MARGIN - 0.45, MARGIN + 5 - i, 0.25, rank);
        }
    }

  lalao_board_marks (cr, &lalao_surakarta_painter, h);
  lalao_board_stones (cr, &lalao_surakarta_painter, p->pieces, 0.3, h->dark);
}

static void
surakarta_count_pieces (const LalaoPosition *pos, LalaoSide side, int counts[LALAO_BOARD_MAX_KINDS])
{
  lalao_board_count_stones (surakarta_const (pos)->pieces, side, counts);
}

const LalaoBoardPainter lalao_surakarta_painter = {
  .game_id = "surakarta",
  .width = 5 + 2 * MARGIN,
  .height = 5 + 2 * MARGIN,
  .n_points = SURAKARTA_POINTS,
  .point_centre = surakarta_centre,
  .draw = surakarta_draw,
  .n_kinds = 1,
  .count_pieces = surakarta_count_pieces,
  .draw_piece = lalao_board_draw_stone,
};
