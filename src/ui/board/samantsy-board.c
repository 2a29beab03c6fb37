/* samantsy-board.c — the Samantsy board: plain, uncoloured squares, and
 * pieces a newcomer can tell apart.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The source insists the board is not chequered, so it is one colour with
 * lines. The pieces are figures (data/pieces/samantsy.svg, written by
 * tools/make-pieces.py): the hova a king with a cross, the vorona a
 * tower, the farasy a horse, the zaza a pawn, in the shapes chess gave
 * them; the anakova and the basy, which move nothing like the queen and
 * the bishop of chess, have shapes of their own: the anakova a lozenge,
 * a square stood on its corner for its one diagonal step, the basy a
 * musket on its rest ("basy" is Malagasy for gun) laid along its
 * diagonal. Their names and moves are in the tooltips, the side panel
 * and the first lesson.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "lalao-option-texts.h"
#include "lalao-piece-art.h"
#include "samantsy.h"

#define MARGIN 0.5

static void
samantsy_centre (int square, double *x, double *y)
{
  *x = MARGIN + square % 8 + 0.5;
  *y = MARGIN + (7 - square / 8) + 0.5;
}

static int
samantsy_kind_at (const LalaoPosition *pos, int square, LalaoSide *side)
{
  SamantsyPiece piece = samantsy_piece_at (pos, square, side);
  return piece == SAMANTSY_NONE ? -1 : (int) piece;
}

static const char *samantsy_kind_name (int piece);

/* The piece's own figure (data/pieces/samantsy.svg), both sides upright. */
static void
samantsy_draw_piece (cairo_t *cr, int piece, LalaoSide side, double x, double y, const LalaoBoardHighlights *h)
{
  if (!lalao_piece_art_draw (cr, "samantsy", samantsy_kind_name (piece), x, y, 0.98, side == LALAO_FIRST, h))
    lalao_board_disc (cr, x, y, 0.38, side == LALAO_FIRST, h);
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
        lalao_board_edge_text (cr, h, &lalao_samantsy_painter, MARGIN + i + 0.5, 8 + MARGIN * 1.5, 0.3, file, TRUE);
        lalao_board_edge_text (cr, h, &lalao_samantsy_painter, MARGIN / 2, MARGIN + 7 - i + 0.5, 0.3, rank, FALSE);
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
  N_("Farasy (horse): two squares straight, then one to the side, in an L; the only piece that jumps."),
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

/* Huffel's pieces of 1940 (the option huffel), as Lalao reads them. */
static const char *const huffel_piece_names[SAMANTSY_N_PIECES] = {
  /* Translators: a Samantsy piece in Huffel's game of 1940: the Malagasy name, then what it is and how it moves. */
  N_("Hova (king): any distance in any of the eight directions, like a chess queen; it must never be left blocked."),
  N_("Anakova (counsellor): one step any way."),
  N_("Vorona (rook): any distance along a row or a column."),
  N_("Farasy (horse): a leap to a square exactly two away, straight or diagonal, over any piece."),
  N_("Basy (elephant): like a vorona, but from its starting square exactly two squares straight, without jumping."),
  N_("Zaza (pawn): one step any way, moving and capturing alike; on the last rank it becomes the piece that started "
     "there."),
};

/* The piece's name and move: the tooltip, and the side panel's line on
 * the selected piece. */
static char *
samantsy_describe_point (const LalaoPosition *pos, int square)
{
  LalaoSide side;
  SamantsyPiece piece = samantsy_piece_at (pos, square, &side);
  gboolean huffel = samantsy_const (pos)->options & SAMANTSY_OPTION_HUFFEL;

  if (piece == SAMANTSY_NONE)
    return NULL;
  return g_strdup (_(huffel ? huffel_piece_names[piece] : piece_names[piece]));
}

static const char *const kind_roles[SAMANTSY_N_PIECES] = {
  /* Translators: what a Samantsy piece is, under its Malagasy name in the legend of the pieces. */
  N_("the king"), N_("the counsellor"), N_("the rook"), N_("the horse"), N_("the elephant"), N_("the pawn"),
};

static const LalaoOptionText option_texts[] = {
  { "huffel",
    /* Translators: a Samantsy variant the person can choose: Harry Huffel's account of 1940. */
    N_("Huffel’s pieces (1940)"),
    /* Translators: explains the Samantsy option "Huffel's pieces (1940)". */
    N_("The game Harry Huffel saw in the Ikongo in 1940: the hova slides any distance in any of the eight directions, "
       "the anakova and the zaza step one square any way, the farasy leaps two squares, the basy moves like a vorona, "
       "and a zaza on the last rank becomes the piece that started there.") },
  { NULL, NULL, NULL },
};

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
  .kind_roles = kind_roles,
  .option_texts = option_texts,
};
