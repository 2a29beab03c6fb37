/* samantsy-board.c — the Samantsy board: plain, uncoloured squares, and
 * pieces whose emblems show how they move.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The source insists the board is not chequered, so it is one colour with
 * lines. Each emblem draws the piece's move: the hova's crown, the
 * anakova's diagonal diamond, the vorona's orthogonal cross, the farasy's
 * L, the basy's two-square diagonal X and the zaza's forward arrow.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "samantsy.h"

#define MARGIN 0.5

static void
samantsy_centre (int square, double *x, double *y)
{
  *x = MARGIN + square % 8 + 0.5;
  *y = MARGIN + (7 - square / 8) + 0.5;
}

static void
emblem (cairo_t *cr, SamantsyPiece piece, double x, double y, gboolean white, const LalaoBoardHighlights *h)
{
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  double s = 0.2;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (!white)
    cairo_rotate (cr, G_PI);  /* black's zaza points down the board */
  if (contrast)
    cairo_set_source_rgb (cr, white ? 0 : 1, white ? 0 : 1, white ? 0 : 1);
  else
    cairo_set_source_rgb (cr, white ? 0.30 : 0.93, white ? 0.20 : 0.86, white ? 0.12 : 0.74);
  cairo_set_line_width (cr, 0.07);
  switch (piece)
    {
    case SAMANTSY_HOVA:
      /* A crown: three points on a band. */
      cairo_move_to (cr, -s, s * 0.7);
      cairo_line_to (cr, -s, -s * 0.5);
      cairo_line_to (cr, -s * 0.5, s * 0.05);
      cairo_line_to (cr, 0, -s * 0.9);
      cairo_line_to (cr, s * 0.5, s * 0.05);
      cairo_line_to (cr, s, -s * 0.5);
      cairo_line_to (cr, s, s * 0.7);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case SAMANTSY_ANAKOVA:
      cairo_move_to (cr, 0, -s);
      cairo_line_to (cr, s, 0);
      cairo_line_to (cr, 0, s);
      cairo_line_to (cr, -s, 0);
      cairo_close_path (cr);
      cairo_fill (cr);
      break;
    case SAMANTSY_VORONA:
      cairo_set_line_width (cr, 0.1);
      cairo_move_to (cr, -s, 0);
      cairo_line_to (cr, s, 0);
      cairo_move_to (cr, 0, -s);
      cairo_line_to (cr, 0, s);
      cairo_stroke (cr);
      break;
    case SAMANTSY_FARASY:
      cairo_set_line_width (cr, 0.09);
      cairo_move_to (cr, -s * 0.5, -s);
      cairo_line_to (cr, -s * 0.5, s * 0.6);
      cairo_line_to (cr, s * 0.8, s * 0.6);
      cairo_stroke (cr);
      cairo_arc (cr, -s * 0.5, -s, 0.05, 0, 2 * G_PI);
      cairo_fill (cr);
      break;
    case SAMANTSY_BASY:
      cairo_set_line_width (cr, 0.07);
      cairo_move_to (cr, -s, -s);
      cairo_line_to (cr, s, s);
      cairo_move_to (cr, s, -s);
      cairo_line_to (cr, -s, s);
      cairo_stroke (cr);
      for (int k = 0; k < 4; k++)
        {
          cairo_arc (cr, (k & 1) ? s : -s, (k & 2) ? s : -s, 0.05, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    case SAMANTSY_ZAZA:
      cairo_set_line_width (cr, 0.08);
      cairo_move_to (cr, 0, s);
      cairo_line_to (cr, 0, -s * 0.7);
      cairo_stroke (cr);
      cairo_move_to (cr, -s * 0.55, -s * 0.3);
      cairo_line_to (cr, 0, -s);
      cairo_line_to (cr, s * 0.55, -s * 0.3);
      cairo_stroke (cr);
      break;
    default:
      break;
    }
  cairo_restore (cr);
}

static int
samantsy_kind_at (const LalaoPosition *pos, int square, LalaoSide *side)
{
  SamantsyPiece piece = samantsy_piece_at (pos, square, side);
  return piece == SAMANTSY_NONE ? -1 : (int) piece;
}

static void
samantsy_draw_piece (cairo_t *cr, int piece, LalaoSide side, double x, double y, const LalaoBoardHighlights *h)
{
  lalao_board_disc (cr, x, y, 0.38, side == LALAO_FIRST, h);
  emblem (cr, piece, x, y, side == LALAO_FIRST, h);
}

static void
samantsy_draw (cairo_t *cr, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  static const double wood[3] = { 0.80, 0.68, 0.50 }, wood_dark[3] = { 0.36, 0.29, 0.22 };
  static const double wood_line[4] = { 0.18, 0.12, 0.06, 0.75 };
  LalaoBoardPalette palette;

  /* One plain colour, lines between the squares. */
  lalao_board_palette (h, wood, wood_dark, wood_line, &palette);
  cairo_rectangle (cr, 0, 0, 8 + 2 * MARGIN, 8 + 2 * MARGIN);
  lalao_board_set_colour (cr, palette.board);
  cairo_fill (cr);
  lalao_board_set_line (cr, &palette, 0.03);
  for (int i = 0; i <= 8; i++)
    {
      cairo_move_to (cr, MARGIN + i, MARGIN);
      cairo_line_to (cr, MARGIN + i, MARGIN + 8);
      cairo_move_to (cr, MARGIN, MARGIN + i);
      cairo_line_to (cr, MARGIN + 8, MARGIN + i);
    }
  cairo_stroke (cr);
  lalao_board_set_colour (cr, palette.text);
  if (h->coordinates)
    for (int i = 0; i < 8; i++)
      {
        char file[2] = { (char) ('a' + i), 0 }, rank[2] = { (char) ('1' + i), 0 };
        lalao_board_text (cr, h, &lalao_samantsy_painter, MARGIN + i + 0.5, 8 + MARGIN * 1.5, 0.3, file);
        lalao_board_text (cr, h, &lalao_samantsy_painter, MARGIN / 2, MARGIN + 7 - i + 0.5, 0.3, rank);
      }

  lalao_board_marks (cr, &lalao_samantsy_painter, h);
  for (int sq = 0; sq < 64; sq++)
    {
      LalaoSide side;
      SamantsyPiece piece = samantsy_piece_at (pos, sq, &side);
      double x, y;

      if (piece == SAMANTSY_NONE || (h->hidden & (G_GUINT64_CONSTANT (1) << sq)))
        continue;
      samantsy_centre (sq, &x, &y);
      samantsy_draw_piece (cr, piece, side, x, y, h);
    }
  lalao_board_targets (cr, &lalao_samantsy_painter, pos, h);
}

static const char *const piece_names[SAMANTSY_N_PIECES] = {
  /* Translators: a tooltip on a Samantsy piece: the Malagasy name, then what it is. */
  N_("Hova (king): one step any way; it must never be left blocked."),
  N_("Anakova (counsellor): one step diagonally."),
  N_("Vorona (rook): any distance along a row or a column."),
  N_("Farasy (horse): the knight’s leap, the only piece that jumps."),
  N_("Basy (elephant): exactly two squares diagonally, without jumping."),
  N_("Zaza (pawn): slides straight forward, captures one square diagonally forward."),
};

static const char *
samantsy_kind_name (int piece)
{
  /* The Malagasy names, as the sources write them. */
  static const char *const names[SAMANTSY_N_PIECES] = { "hova", "anakova", "vorona", "farasy", "basy", "zaza" };
  return piece >= 0 && piece < SAMANTSY_N_PIECES ? names[piece] : "";
}

static char *
samantsy_describe_point (const LalaoPosition *pos, int square)
{
  LalaoSide side;
  SamantsyPiece piece = samantsy_piece_at (pos, square, &side);
  return piece == SAMANTSY_NONE ? NULL : g_strdup (_(piece_names[piece]));
}

const LalaoBoardPainter lalao_samantsy_painter = {
  .game_id = "samantsy",
  /* Translators: where the game is played, on its card on the start page. */
  .region = N_("Madagascar"),
  /* Translators: the game in one sentence, on its card on the start page. */
  .summary = N_("The chess of Madagascar, as Ardant du Picq described it in 1912: block the opposing hova to win."),
  .width = 8 + 2 * MARGIN,
  .height = 8 + 2 * MARGIN,
  .n_points = 64,
  .point_centre = samantsy_centre,
  .draw = samantsy_draw,
  .describe_point = samantsy_describe_point,
  .n_kinds = SAMANTSY_N_PIECES,
  .piece_at = samantsy_kind_at,
  .draw_piece = samantsy_draw_piece,
  .piece_radius = 0.38,
  .kind_name = samantsy_kind_name,
};
