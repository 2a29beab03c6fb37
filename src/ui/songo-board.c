/* songo-board.c — the Songo board: two rows of seven pits, the seeds in
 * them (and their count), the two stores of captured seeds.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * South's row is at the bottom, S0 to S6 from left to right; North's row
 * at the top, N0 to N6 from left to right (RULES.md). South's store is on
 * the right, North's on the left. A grenier (ndà) has a golden ring.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "lalao-board-story.h"
#include "songo.h"

#define NORTH_Y 1.05
#define SOUTH_Y 2.25
#define PIT_R 0.43

static void
songo_centre (int pit, double *x, double *y)
{
  *x = 1.5 + pit % 7;
  *y = pit < 7 ? SOUTH_Y : NORTH_Y;
}

/* Seeds on a sunflower spiral, so any count looks natural. */
static void
seeds (cairo_t *cr, double x, double y, int n, double radius)
{
  int shown = MIN (n, 30);
  double golden = G_PI * (3 - sqrt (5));

  for (int i = 0; i < shown; i++)
    {
      double r = radius * sqrt ((i + 0.5) / MAX (shown, 6));
      double a = i * golden;
      double sx = x + r * cos (a), sy = y + r * sin (a);
      cairo_arc (cr, sx, sy, 0.055, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.55 + 0.1 * (i % 3), 0.45, 0.25);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.25, 0.16, 0.08);
      cairo_set_line_width (cr, 0.015);
      cairo_stroke (cr);
    }
}

/* A hollow in the board (a pit or a store): darker wood, a light tint on
 * the plain board, an outline in high contrast. */
static void
hollow (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPalette *palette)
{
  switch (h->style)
    {
    case LALAO_BOARD_STYLE_HIGH_CONTRAST:
      lalao_board_set_line (cr, palette, 0.035);
      cairo_stroke (cr);
      break;
    case LALAO_BOARD_STYLE_PLAIN:
      cairo_set_source_rgba (cr, palette->line[0], palette->line[1], palette->line[2], 0.18);
      cairo_fill (cr);
      break;
    default:
      cairo_set_source_rgba (cr, 0.2, 0.12, 0.05, 0.5);
      cairo_fill (cr);
      break;
    }
}

static void
store (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPalette *palette, double x, int n,
       const char *label)
{
  char text[8];

  cairo_new_path (cr);
  cairo_arc (cr, x + 0.5, 1.25, 0.38, G_PI, 2 * G_PI);
  cairo_arc (cr, x + 0.5, 2.05, 0.38, 0, G_PI);
  cairo_close_path (cr);
  hollow (cr, h, palette);
  seeds (cr, x + 0.5, 1.65, n, 0.32);
  g_snprintf (text, sizeof text, "%d", n);
  lalao_board_set_colour (cr, palette->text);
  lalao_board_text (cr, h, &lalao_songo_painter, x + 0.5, 0.4, 0.28, text);
  lalao_board_text (cr, h, &lalao_songo_painter, x + 0.5, 2.95, 0.2, label);
}

static void
songo_draw (cairo_t *cr, const LalaoPosition *pos, const LalaoBoardHighlights *h)
{
  static const double wood[3] = { 0.72, 0.53, 0.32 }, wood_dark[3] = { 0.38, 0.26, 0.16 };
  static const double wood_line[4] = { 0.2, 0.12, 0.05, 0.5 };
  const SongoPosition *p = songo_const (pos);
  LalaoBoardPalette palette;
  char text[8];

  lalao_board_palette (h, wood, wood_dark, wood_line, &palette);
  /* The wooden board. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.6, 0.6, 0.5, G_PI, 1.5 * G_PI);
  cairo_arc (cr, 8.4, 0.6, 0.5, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, 8.4, 2.7, 0.5, 0, 0.5 * G_PI);
  cairo_arc (cr, 0.6, 2.7, 0.5, 0.5 * G_PI, G_PI);
  cairo_close_path (cr);
  lalao_board_set_colour (cr, palette.board);
  if (h->style == LALAO_BOARD_STYLE_WOOD)
    cairo_fill (cr);
  else
    {
      cairo_fill_preserve (cr);
      lalao_board_set_line (cr, &palette, 0.03);
      cairo_stroke (cr);
    }

  /* Translators: under North's store on the Songo board (short). */
  store (cr, h, &palette, 0.0, p->captured[LALAO_SECOND], _("North"));
  /* Translators: under South's store on the Songo board (short). */
  store (cr, h, &palette, 8.0, p->captured[LALAO_FIRST], _("South"));

  for (int pit = 0; pit < SONGO_PITS; pit++)
    {
      double x, y;
      int n = p->pits[pit];

      songo_centre (pit, &x, &y);
      cairo_new_path (cr);  /* no line from the last number drawn */
      cairo_arc (cr, x, y, PIT_R, 0, 2 * G_PI);
      hollow (cr, h, &palette);
      if (n >= SONGO_GRENIER)
        {
          cairo_arc (cr, x, y, PIT_R, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.95, 0.76, 0.2);
          cairo_set_line_width (cr, 0.06);
          cairo_stroke (cr);
        }
      seeds (cr, x, y, n, PIT_R - 0.08);
      g_snprintf (text, sizeof text, "%d", n);
      lalao_board_set_colour (cr, palette.text);
      lalao_board_text (cr, h, &lalao_songo_painter, x, pit < 7 ? SOUTH_Y + 0.65 : NORTH_Y - 0.65, 0.26, text);
    }
  lalao_board_marks (cr, &lalao_songo_painter, h);
  lalao_board_targets (cr, &lalao_songo_painter, pos, h);
}

/* A handful of seeds (kind is how many), as the hand carries them. */
static void
songo_draw_hand (cairo_t *cr, int kind, LalaoSide side, double x, double y, const LalaoBoardHighlights *h)
{
  seeds (cr, x, y, kind, MIN (0.3, 0.05 + 0.045 * sqrt (kind)));
}

static void
store_centre (LalaoSide side, double *x, double *y)
{
  *x = side == LALAO_FIRST ? 8.5 : 0.5;
  *y = 1.65;
}

/* A sowing told seed by seed: the hand lifts the pit's seeds and drops one
 * in each pit it passes (a grenier goes right round), then each harvested
 * pit empties into the sower's store. */
static void
songo_tell (const LalaoPosition *before, LalaoMove move, const LalaoTrace *trace, LalaoBoardStory *story)
{
  SongoPosition now = *songo_const (before);
  SongoPosition *p = &now;
  LalaoSide mover = p->side;
  double hand_x = 0, hand_y = 0, seed_ms;
  int n_sown = 0;

  for (int i = 0; trace != NULL && i < trace->n; i++)
    n_sown += trace->events[i].kind == LALAO_EVENT_SEED_SOWN;
  /* A long sowing goes quicker, so that a grenier takes seconds, not ten. */
  seed_ms = CLAMP (2800.0 / MAX (n_sown, 1), 55, 190);

  for (int i = 0; trace != NULL && i < trace->n; i++)
    {
      const LalaoEvent *ev = &trace->events[i];
      LalaoBoardBeat *beat = NULL;
      double x, y;

      switch (ev->kind)
        {
        case LALAO_EVENT_SEEDS_TAKEN:
          p->pits[ev->a] = 0;
          songo_centre (ev->a, &hand_x, &hand_y);
          if ((beat = lalao_board_story_add_state (story, &now, sizeof now, ev->b >= SONGO_GRENIER ? 420 : 200)) == NULL)
            return;
          beat->kind = ev->b;
          lalao_board_story_path_add (story, hand_x, hand_y);
          break;
        case LALAO_EVENT_SEED_SOWN:
          songo_centre (ev->a, &x, &y);
          if ((beat = lalao_board_story_add_state (story, &now, sizeof now, seed_ms)) == NULL)
            return;
          beat->kind = ev->c + 1;
          lalao_board_story_path_add (story, hand_x, hand_y);
          lalao_board_story_path_add (story, x, y);
          p->pits[ev->a] = (uint8_t) ev->b;
          hand_x = x;
          hand_y = y;
          break;
        case LALAO_EVENT_LONE_SEED_CAPTURED:
        case LALAO_EVENT_HARVEST:
          {
            int n = ev->kind == LALAO_EVENT_HARVEST ? ev->b : 1;
            if (ev->kind == LALAO_EVENT_HARVEST)
              {
                p->pits[ev->a] = 0;
                songo_centre (ev->a, &hand_x, &hand_y);
              }
            store_centre (mover, &x, &y);
            if ((beat = lalao_board_story_add_state (story, &now, sizeof now, 300)) == NULL)
              return;
            beat->kind = n;
            lalao_board_story_path_add (story, hand_x, hand_y);
            lalao_board_story_path_add (story, x, y);
            p->captured[mover] = (uint8_t) (p->captured[mover] + n);
          }
          break;
        default:
          break;
        }
    }
}

static char *
songo_describe_point (const LalaoPosition *pos, int pit)
{
  const SongoPosition *p = songo_const (pos);
  char name[8];
  lalao_engine_lookup ("songo")->point_name (pit, name);
  /* Translators: a tooltip on a Songo pit: its name, then its seeds. */
  return g_strdup_printf (ngettext ("%s: %d seed", "%s: %d seeds", p->pits[pit]), name, p->pits[pit]);
}

const LalaoBoardPainter lalao_songo_painter = {
  .game_id = "songo",
  /* Translators: where the game is played, on its card on the start page. */
  .region = N_("Cameroon and Gabon"),
  /* Translators: the game in one sentence, on its card on the start page. */
  .summary = N_("The sowing game of the Ewondo: sow seeds round fourteen pits and harvest forty of them."),
  .width = 9,
  .height = 3.3,
  .n_points = SONGO_PITS,
  .point_centre = songo_centre,
  .draw = songo_draw,
  .describe_point = songo_describe_point,
  /* No pieces leave the pits for good (n_kinds 0); the hand of seeds in
   * the animation is drawn at the board's scale. */
  .draw_piece = songo_draw_hand,
  .piece_radius = 0.38,
  .tell = songo_tell,
};
