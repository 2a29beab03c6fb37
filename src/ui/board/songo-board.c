/* songo-board.c — the Songo board: two rows of seven pits, the seeds in
 * them (and their count), the two stores of captured seeds.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * South's row is at the bottom, S0 to S6 from left to right; North's row
 * at the top, N0 to N6 from left to right (RULES.md). South's store is on
 * the right, North's on the left. Each side's numbers are on its side of
 * the board: North's counts above its row and its store, with the pit
 * names and "North" above them (outside the wood); South's below. A
 * grenier (ndà) has a dotted cream ring, unlike the last move's yellow.
 */
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-board-painter.h"
#include "lalao-board-story.h"
#include "lalao-setup.h"
#include "songo.h"

/* The pits are ovals, as on carved boards: a board of fourteen pits in a
 * row is wide, and tall pits fill more of a wide window with bigger
 * seeds. The wood runs from TOP to BOTTOM; the names lie outside it. */
#define PIT_R 0.43             /* half the width of a pit */
#define PIT_RY 0.7             /* half its height */
#define SHIFT 0.3
#define TOP (0.1 + SHIFT)
#define NORTH_Y (TOP + 0.65 + PIT_RY)
#define SOUTH_Y (NORTH_Y + 2 * PIT_RY + 0.16)
#define STORE_Y ((NORTH_Y + SOUTH_Y) / 2)
#define BOTTOM (SOUTH_Y + PIT_RY + 0.65)
#define COUNT_GAP (PIT_RY + 0.3) /* from a pit's centre to its count */

static void
songo_centre (int pit, double *x, double *y)
{
  *x = 1.5 + pit % 7;
  *y = pit < 7 ? SOUTH_Y : NORTH_Y;
}

/* Seeds on a sunflower spiral, so any count looks natural, spread over
 * an oval `stretch` times taller than wide. */
static void
seeds_in (cairo_t *cr, double x, double y, int n, double radius, double stretch)
{
  int shown = MIN (n, 30);
  double golden = G_PI * (3 - sqrt (5));
  /* Few seeds are drawn larger: they are easy to count at a glance. */
  double seed_r = n <= 6 ? 0.1 : n <= 12 ? 0.09 : n <= 20 ? 0.075 : 0.06;

  for (int i = 0; i < shown; i++)
    {
      double r = radius * sqrt ((i + 0.5) / MAX (shown, 6));
      double a = i * golden;
      double sx = x + r * cos (a), sy = y + stretch * r * sin (a);
      cairo_arc (cr, sx, sy, seed_r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.55 + 0.1 * (i % 3), 0.45, 0.25);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.25, 0.16, 0.08);
      cairo_set_line_width (cr, 0.015);
      cairo_stroke (cr);
    }
}

static void
seeds (cairo_t *cr, double x, double y, int n, double radius)
{
  seeds_in (cr, x, y, n, radius, 1.0);
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

/* A store: its hollow and seeds; its count is on its owner's side. */
static void
store (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPalette *palette, double x, int n,
       gboolean north)
{
  char text[8];

  cairo_new_path (cr);
  cairo_arc (cr, x + 0.5, NORTH_Y - 0.2, 0.38, G_PI, 2 * G_PI);
  cairo_arc (cr, x + 0.5, SOUTH_Y + 0.2, 0.38, 0, G_PI);
  cairo_close_path (cr);
  hollow (cr, h, palette);
  seeds_in (cr, x + 0.5, STORE_Y, n, 0.3, 2.5);
  g_snprintf (text, sizeof text, "%d", n);
  lalao_board_set_colour (cr, palette->text);
  lalao_board_text (cr, h, &lalao_songo_painter, x + 0.5, north ? NORTH_Y - COUNT_GAP : SOUTH_Y + COUNT_GAP, 0.3, text);
}

/* Outside the wood: a side's name at its store's end, and with the
 * coordinates its pits' names, the names every message uses. */
static void
side_names (cairo_t *cr, const LalaoBoardHighlights *h, gboolean north)
{
  double y = north ? TOP - 0.16 : BOTTOM + 0.16;

  cairo_set_source_rgba (cr, h->dark ? 0.85 : 0.25, h->dark ? 0.85 : 0.25, h->dark ? 0.85 : 0.25, 0.85);
  lalao_board_text (cr, h, &lalao_songo_painter, north ? 0.5 : 8.5, y, 0.22,
                    /* Translators: beside North's store, outside the Songo board (short). */
                    north ? _("North")
                    /* Translators: beside South's store, outside the Songo board (short). */
                          : _("South"));
  for (int i = 0; i < 7 && h->coordinates; i++)
    {
      char name[8];
      double x, unused;
      int pit = north ? 7 + i : i;
      songo_centre (pit, &x, &unused);
      lalao_engine_lookup ("songo")->point_name (pit, name);
      lalao_board_text (cr, h, &lalao_songo_painter, x, y, 0.2, name);
    }
}

/* An oval path centred on (x, y). */
static void
oval (cairo_t *cr, double x, double y, double rx, double ry)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1, ry / rx);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, rx, 0, 2 * G_PI);
  cairo_restore (cr);
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
  cairo_arc (cr, 0.6, TOP + 0.5, 0.5, G_PI, 1.5 * G_PI);
  cairo_arc (cr, 8.4, TOP + 0.5, 0.5, 1.5 * G_PI, 2 * G_PI);
  cairo_arc (cr, 8.4, BOTTOM - 0.5, 0.5, 0, 0.5 * G_PI);
  cairo_arc (cr, 0.6, BOTTOM - 0.5, 0.5, 0.5 * G_PI, G_PI);
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

  store (cr, h, &palette, 0.0, p->captured[LALAO_SECOND], TRUE);
  store (cr, h, &palette, 8.0, p->captured[LALAO_FIRST], FALSE);
  side_names (cr, h, TRUE);
  side_names (cr, h, FALSE);

  for (int pit = 0; pit < SONGO_PITS; pit++)
    {
      double x, y;
      int n = p->pits[pit];

      songo_centre (pit, &x, &y);
      cairo_new_path (cr);  /* no line from the last number drawn */
      oval (cr, x, y, PIT_R, PIT_RY);
      hollow (cr, h, &palette);
      if (n >= SONGO_GRENIER)
        {
          /* A grenier: dotted, so that it is never taken for the last
           * move's solid yellow ring. */
          cairo_save (cr);
          oval (cr, x, y, PIT_R - 0.03, PIT_RY - 0.03);
          cairo_set_source_rgb (cr, 0.98, 0.92, 0.74);
          cairo_set_line_width (cr, 0.06);
          cairo_set_dash (cr, (const double[]){ 0.01, 0.1 }, 2, 0);
          cairo_stroke (cr);
          cairo_restore (cr);
        }
      seeds_in (cr, x, y, n, PIT_R - 0.1, (PIT_RY - 0.1) / (PIT_R - 0.1));
      g_snprintf (text, sizeof text, "%d", n);
      lalao_board_set_colour (cr, palette.text);
      lalao_board_text (cr, h, &lalao_songo_painter, x, pit < 7 ? SOUTH_Y + COUNT_GAP : NORTH_Y - COUNT_GAP, 0.3, text);
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
  *y = STORE_Y;
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

static int
songo_captured_count (const LalaoPosition *pos, LalaoSide taker)
{
  return songo_const (pos)->captured[taker];
}

/* The board editor's seeds, as they are (the painter reads nothing else). */
static void
songo_put_seeds (LalaoPosition *pos, LalaoSetup *setup)
{
  SongoPosition *songo = (SongoPosition *) (void *) pos->data;
  for (int pit = 0; pit < SONGO_PITS; pit++)
    songo->pits[pit] = (uint8_t) lalao_setup_get_seeds (setup, pit);
  for (int side = 0; side < 2; side++)
    songo->captured[side] = (uint8_t) lalao_setup_get_store (setup, side);
}

const LalaoBoardPainter lalao_songo_painter = {
  .game_id = "songo",
  /* Translators: where the game is played, on its card on the start page. */
  .region = N_("Cameroon and Gabon"),
  /* Translators: the game in one sentence, on its card on the start page. */
  .summary = N_("The sowing game of the Ewondo: sow seeds round fourteen pits and harvest forty of them."),
  .width = 9,
  .height = BOTTOM + 0.1 + SHIFT,
  .point_stretch = PIT_RY / PIT_R,
  .n_points = SONGO_PITS,
  .point_centre = songo_centre,
  .draw = songo_draw,
  .describe_point = songo_describe_point,
  /* No pieces leave the pits for good (n_kinds 0); the hand of seeds in
   * the animation is drawn at the board's scale. */
  .draw_piece = songo_draw_hand,
  .piece_radius = 0.38,
  .tell = songo_tell,
  .captured_count = songo_captured_count,
  .store_centre = store_centre,
  /* Translators: said to the person playing Songo against the computer; the board is turned so that their row is nearest them. */
  .your_side = N_("Your pits are the row nearest you, and your captures go to the store on your right."),
  /* Translators: the meaning of the marks on the Songo board. */
  .legend = N_("A yellow ring marks the pits of the last move. A dotted ring marks a grenier (ndà), a pit of 14 "
               "seeds or more."),
  .put_seeds = songo_put_seeds,
};
