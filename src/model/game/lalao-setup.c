/* lalao-setup.c — a position set up by hand, point by point.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-setup"

#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "lalao-board-text.h"
#include "lalao-explainer.h"
#include "lalao-game.h"
#include "lalao-setup.h"

#define SONGO_PITS 14

/* A grid game's board (its engine's `grid`): White's kinds, then Black's. */
typedef struct {
  const LalaoBoardShape *shape;
  int n_kinds;
  const char *counters;  /* after the side letter, for a fresh position */
} GridGame;

struct LalaoSetup {
  const LalaoEngine *engine;
  LalaoOptions options;
  GridGame grid_game;
  const GridGame *grid;   /* &grid_game, NULL for a board of pits (Songo) */
  int8_t cells[64];       /* grid games: side * n_kinds + kind, -1 empty */
  int seeds[SONGO_PITS];  /* Songo: S0…S6, N0…N6 */
  int stores[2];
  LalaoSide side;
};

LalaoSetup *
lalao_setup_new (const char *game_id, LalaoOptions options)
{
  const LalaoEngine *e = lalao_engine_lookup (game_id);
  LalaoSetup *setup;
  char fen[LALAO_FEN_MAX];

  if (e == NULL)
    return NULL;
  setup = g_new0 (LalaoSetup, 1);
  setup->engine = e;
  setup->options = options;
  if (e->grid != NULL)
    {
      setup->grid_game = (GridGame){ e->grid, (int) strlen (e->grid->letters) / 2, e->fresh_counters };
      setup->grid = &setup->grid_game;
    }
  memset (setup->cells, -1, sizeof setup->cells);
  lalao_engine_start_fen (e, options, LALAO_FIRST, fen);
  if (!lalao_setup_read_fen (setup, fen, NULL))
    g_warning ("the start of %s does not read as a setup", game_id);
  return setup;
}

void
lalao_setup_free (LalaoSetup *setup)
{
  g_free (setup);
}

const LalaoEngine *
lalao_setup_get_engine (LalaoSetup *setup)
{
  return setup->engine;
}

/* The engine's reason, as the app says it elsewhere: "This position is
 * not valid: there is no black hova." */
static gboolean
not_a_position (const LalaoError *err, GError **error)
{
  g_autofree char *why = lalao_explain_error_detail (err);
  /* Translators: %s says what is wrong with a position written as text. */
  g_set_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_POSITION, _("This position is not valid: %s."), why);
  return FALSE;
}

/* The side letters: "wb", or Songo's "sn". */
static const char *
side_letters (LalaoSetup *setup)
{
  return setup->grid != NULL ? "wb" : "sn";
}

static gboolean
read_side (LalaoSetup *setup, const char *s, LalaoSide *side)
{
  const char *letters = side_letters (setup);
  if (s[0] != ' ' || (s[1] != letters[0] && s[1] != letters[1]))
    return FALSE;
  *side = s[1] == letters[0] ? LALAO_FIRST : LALAO_SECOND;
  return TRUE;
}

static gboolean
read_songo (LalaoSetup *setup, const char *fen, LalaoSide *side, int *seeds, int *stores)
{
  const char *s = fen;
  for (int pit = 0; pit < SONGO_PITS; pit++)
    {
      if (!lalao_board_read_number (&s, &seeds[pit], 70))
        return FALSE;
      if (*s != (pit == 6 ? '/' : pit == SONGO_PITS - 1 ? ' ' : ','))
        return FALSE;
      if (pit < SONGO_PITS - 1)
        s++;
    }
  if (!read_side (setup, s, side))
    return FALSE;
  s += 2;
  return *s++ == ' ' && lalao_board_read_number (&s, &stores[0], 70) && *s++ == ' '
         && lalao_board_read_number (&s, &stores[1], 70);
}

gboolean
lalao_setup_read_fen (LalaoSetup *setup, const char *fen, GError **error)
{
  LalaoPosition pos;
  LalaoError err;

  /* The engine judges the text first: only a position is taken. */
  if (!setup->engine->from_fen (&pos, fen, setup->options, &err))
    return not_a_position (&err, error);
  setup->side = setup->engine->side_to_move (&pos);
  if (setup->grid != NULL)
    return lalao_board_read (setup->grid->shape, fen, setup->cells, &err) != NULL;
  return read_songo (setup, fen, &setup->side, setup->seeds, setup->stores);
}

char *
lalao_setup_dup_fen (LalaoSetup *setup)
{
  GString *fen = g_string_new (NULL);
  char board[LALAO_FEN_MAX];

  if (setup->grid != NULL)
    {
      lalao_board_write (setup->grid->shape, setup->cells, board);
      g_string_append_printf (fen, "%s %c%s", board, side_letters (setup)[setup->side], setup->grid->counters);
      return g_string_free (fen, FALSE);
    }
  for (int pit = 0; pit < SONGO_PITS; pit++)
    g_string_append_printf (fen, "%d%s", setup->seeds[pit], pit == 6 ? "/" : pit == SONGO_PITS - 1 ? "" : ",");
  g_string_append_printf (fen, " %c %d %d", side_letters (setup)[setup->side], setup->stores[0], setup->stores[1]);
  return g_string_free (fen, FALSE);
}

gboolean
lalao_setup_check (LalaoSetup *setup, GError **error)
{
  g_autofree char *fen = lalao_setup_dup_fen (setup);
  LalaoPosition pos;
  LalaoError err;

  return setup->engine->from_fen (&pos, fen, setup->options, &err) || not_a_position (&err, error);
}

gboolean
lalao_setup_has_pieces (LalaoSetup *setup)
{
  return setup->grid != NULL;
}

int
lalao_setup_get_piece (LalaoSetup *setup, int point, LalaoSide *side)
{
  int cell;

  if (setup->grid == NULL || point < 0 || point >= setup->grid->shape->files * setup->grid->shape->ranks)
    return -1;
  cell = setup->cells[point];
  if (cell < 0)
    return -1;
  if (side != NULL)
    *side = (LalaoSide) (cell / setup->grid->n_kinds);
  return cell % setup->grid->n_kinds;
}

void
lalao_setup_set_piece (LalaoSetup *setup, int point, int kind, LalaoSide side)
{
  if (setup->grid == NULL || point < 0 || point >= setup->grid->shape->files * setup->grid->shape->ranks
      || kind >= setup->grid->n_kinds)
    return;
  setup->cells[point] = (int8_t) (kind < 0 ? -1 : (int) side * setup->grid->n_kinds + kind);
}

int
lalao_setup_get_seeds (LalaoSetup *setup, int pit)
{
  return setup->grid == NULL && pit >= 0 && pit < SONGO_PITS ? setup->seeds[pit] : 0;
}

void
lalao_setup_set_seeds (LalaoSetup *setup, int pit, int seeds)
{
  if (setup->grid == NULL && pit >= 0 && pit < SONGO_PITS)
    setup->seeds[pit] = CLAMP (seeds, 0, 70);
}

int
lalao_setup_get_store (LalaoSetup *setup, LalaoSide side)
{
  return setup->grid == NULL ? setup->stores[side] : 0;
}

void
lalao_setup_set_store (LalaoSetup *setup, LalaoSide side, int seeds)
{
  if (setup->grid == NULL)
    setup->stores[side] = CLAMP (seeds, 0, 70);
}

LalaoSide
lalao_setup_get_side_to_move (LalaoSetup *setup)
{
  return setup->side;
}

void
lalao_setup_set_side_to_move (LalaoSetup *setup, LalaoSide side)
{
  setup->side = side;
}

void
lalao_setup_clear (LalaoSetup *setup)
{
  memset (setup->cells, -1, sizeof setup->cells);
  memset (setup->seeds, 0, sizeof setup->seeds);
  memset (setup->stores, 0, sizeof setup->stores);
}
