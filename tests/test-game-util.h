/* test-game-util.h — small helpers for the model tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lalao-game.h"

/* A game of `id` from `fen` (NULL: the start) with the default rules. */
static inline LalaoGame *
util_game_at (const char *id, const char *fen)
{
  g_autoptr (GError) error = NULL;
  LalaoGame *game = lalao_game_new (id, fen, lalao_engine_default_options (lalao_engine_lookup (id)), &error);
  g_assert_no_error (error);
  return game;
}
