/* fanorona-board.c — the Fanorona board: 9 × 5 points, the orthogonal
 * lines and the diagonals through the even points, 44 stones.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "lalao-option-texts.h"
#include "lalao-explainer.h"
#include "lalao-board-story.h"
#include "fanorona.h"

#define MARGIN 0.85

static void
fanorona_centre (int point, double *x, double *y)
{
  *x = MARGIN + point % 9;
  *y = MARGIN + (4 - point / 9);
}

static void
line (cairo_t *cr, int x1, int y1, int x2, int y2)
{
  cairo_move_to (cr, MARGIN + x1, MARGIN + 4 - y1);
  cairo_line_to (cr, MARGIN + x2, MARGIN + 4 - y2);
}

static void
fanorona_draw (cairo_t *cr, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  static const double wood[3] = { 0.83, 0.72, 0.55 }, wood_dark[3] = { 0.33, 0.27, 0.20 };
  static const double wood_line[4] = { 0.2, 0.12, 0.06, 0.85 };
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoBoardPalette palette;

  lalao_board_palette (h, wood, wood_dark, wood_line, &palette);
  cairo_rectangle (cr, 0, 0, 8 + 2 * MARGIN, 4 + 2 * MARGIN);
  lalao_board_set_colour (cr, palette.board);
  cairo_fill (cr);

  lalao_board_set_line (cr, &palette, 0.045);
  for (int y = 0; y < 5; y++)
    line (cr, 0, y, 8, y);
  for (int x = 0; x < 9; x++)
    line (cr, x, 0, x, 4);
  /* Diagonals run through the points whose file + rank is even. */
  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 4; y++)
      {
        if (((x + y) & 1) == 0)
          line (cr, x, y, x + 1, y + 1);
        else
          line (cr, x, y + 1, x + 1, y);
      }
  cairo_stroke (cr);
  if (h->coordinates)
    {
      lalao_board_set_colour (cr, palette.text);
      for (int i = 0; i < 9; i++)
        {
          char file[2] = { (char) ('a' + i), 0 };
          lalao_board_edge_text (cr, h, &lalao_fanorona_painter, MARGIN + i, 4 + MARGIN + 0.6, 0.25, file, TRUE);
        }
      for (int i = 0; i < 5; i++)
        {
          char rank[2] = { (char) ('1' + i), 0 };
          lalao_board_edge_text (cr, h, &lalao_fanorona_painter, MARGIN - 0.6, MARGIN + 4 - i, 0.25, rank, FALSE);
        }
    }

  lalao_board_marks (cr, &lalao_fanorona_painter, h);
  lalao_board_stones (cr, &lalao_fanorona_painter, p->stones, 0.3, h);  lalao_board_targets (cr, &lalao_fanorona_painter, pos, h);
}

static int
fanorona_piece_at (const LalaoPosition *pos, int point, LalaoSide *side)
{
  return lalao_board_stone_at (fanorona_const (pos)->stones, point, side);
}

/* A turn told step by step: the stone goes to its next point, then the
 * stones it took leave the board one by one, nearest first. */
static void
fanorona_tell (const LalaoPosition *before, LalaoMove move, const LalaoTrace *trace, LalaoBoardStory *story)
{
  FanoronaPosition now = *fanorona_const (before);
  FanoronaPosition *p = &now;
  LalaoSide side = p->side;

  for (int i = 0; trace != NULL && i < trace->n; i++)
    {
      const LalaoEvent *ev = &trace->events[i];
      LalaoBoardBeat *beat;
      double x0, y0, x1, y1;

      switch (ev->kind)
        {
        case LALAO_EVENT_STEP:
          fanorona_centre (ev->a, &x0, &y0);
          fanorona_centre (ev->b, &x1, &y1);
          if ((beat = lalao_board_story_add_state (story, &now, sizeof now, lalao_board_story_glide_ms (hypot (x1 - x0, y1 - y0)))) == NULL)
            return;
          beat->kind = 0;
          beat->side = side;
          beat->hidden = G_GUINT64_CONSTANT (1) << ev->a;
          lalao_board_story_path_add (story, x0, y0);
          lalao_board_story_path_add (story, x1, y1);
          p->stones[side] ^= (G_GUINT64_CONSTANT (1) << ev->a) | (G_GUINT64_CONSTANT (1) << ev->b);
          break;
        case LALAO_EVENT_STONE_CAPTURED:
          if ((beat = lalao_board_story_add_state (story, &now, sizeof now, 110)) == NULL)
            return;
          beat->fading = G_GUINT64_CONSTANT (1) << ev->a;
          p->stones[1 - side] &= ~(G_GUINT64_CONSTANT (1) << ev->a);
          break;
        default:
          break;
        }
    }
}

static char *
fanorona_taken_sentence (const LalaoEngine *engine, LalaoSide taker, int n)
{
  /* Translators: %s is a player ("White"), %d how many Fanorona stones they have taken. */
  return g_strdup_printf (ngettext ("%s has taken %d stone:", "%s has taken %d stones:", n),
                          lalao_side_name (engine, taker), n);
}

static const LalaoOptionText option_texts[] = {
  { "compulsory-capture",
    /* Translators: a Fanorona rule the person can switch on or off. */
    N_("Compulsory capture"),
    /* Translators: explains the Fanorona option "Compulsory capture". */
    N_("When a capture is possible, the turn must begin with one, as Malagasy players play. Off, a paika is allowed at any time: the source does not ask for a capture.") },
  { NULL, NULL, NULL },
};

const LalaoBoardPainter lalao_fanorona_painter = {
  .game_id = "fanorona",
  /* Translators: where the game is played, on its card on the start page. */
  .region = N_("Madagascar"),
  /* Translators: the game in one sentence, on its card on the start page. */
  .summary = N_("Take whole lines of stones by approach and by withdrawal, in long chains of captures."),
  .width = 8 + 2 * MARGIN,
  .height = 4 + 2 * MARGIN,
  .n_points = FANORONA_POINTS,
  .point_centre = fanorona_centre,
  .draw = fanorona_draw,
  .n_kinds = 1,
  .piece_at = fanorona_piece_at,
  .draw_piece = lalao_board_draw_stone,
  .piece_radius = 0.3,
  .kind_name = lalao_board_stone_name,
  .tell = fanorona_tell,
  .taken_sentence = fanorona_taken_sentence,
  .option_texts = option_texts,
};
