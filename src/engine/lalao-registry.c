/* lalao-registry.c — the games Lalao knows and their engines.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Adding a game: its engine file, its id (GAME_ID in its own header,
 * included by lalao-games.h) and one line in each table below (the same
 * position in each), then the other layers' registries and files: the
 * whole checklist, every field of every table, is docs/adding-a-game.md,
 * and the tests check that every registry has a row per id.
 */
#include <string.h>

#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-games.h"

/* Each id is the game's own (GAME_ID in its header, its engine's id). */
const char *const lalao_game_ids[LALAO_N_GAMES] = {
  SAMANTSY_ID,
  SONGO_ID,
  FANORONA_ID,
  SURAKARTA_ID,
};

/* In the same order as lalao_game_ids; NULL while a game has no engine. */
static const LalaoEngine *const engines[LALAO_N_GAMES] = {
  LALAO_SAMANTSY_ENGINE,
  LALAO_SONGO_ENGINE,
  LALAO_FANORONA_ENGINE,
  LALAO_SURAKARTA_ENGINE,
};

/* In the same order: what `lalao-cli bench` measures. */
static const LalaoBench *const benches[LALAO_N_GAMES] = {
  &lalao_samantsy_bench,
  &lalao_songo_bench,
  &lalao_fanorona_bench,
  &lalao_surakarta_bench,
};

static int
game_index (const char *id)
{
  if (id == NULL)
    return -1;
  for (int i = 0; i < LALAO_N_GAMES; i++)
    if (strcmp (id, lalao_game_ids[i]) == 0)
      return i;
  return -1;
}

bool
lalao_game_known (const char *id)
{
  return game_index (id) >= 0;
}

const LalaoEngine *
lalao_engine_lookup (const char *id)
{
  int i = game_index (id);
  return i < 0 ? NULL : engines[i];
}

const LalaoBench *
lalao_bench_lookup (const char *id)
{
  int i = game_index (id);
  return i < 0 ? NULL : benches[i];
}
