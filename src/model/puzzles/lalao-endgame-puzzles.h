/* lalao-endgame-puzzles.h — puzzles from the exact endgame tables.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A won table position makes a puzzle when the winner has exactly one
 * winning move at each of its turns (every other move draws or loses, by
 * the tables), the line ends the game or wins the gain within
 * LALAO_PUZZLE_MAX_PLIES, and the search judge agrees at the puzzle's
 * depth and `extra_depth` deeper, as for mined puzzles (lalao-puzzle.h).
 * The replies are the judge's, each one checked by the tables to keep
 * the loss as long as it can be kept. Themes: "endgame", then what the
 * line shows (lalao_puzzle_find_themes).
 */
#pragma once

#include "lalao-endgame.h"
#include "lalao-puzzle.h"

G_BEGIN_DECLS

/* The puzzle that starts at `start`, or NULL. Its depth is the game's
 * puzzle depth, or the win's length in plies when that is longer (the
 * judge must see the end). */
LalaoPuzzle *lalao_endgame_puzzle_build (const LalaoEndgameSet *set, LalaoSearch *judge,
                                         const LalaoPosition *start, int extra_depth);

/* By the tables alone (no search, so cheap enough to sort a whole
 * class): whether the line from `start` has one winning move at each of
 * the winner's turns and takes at least `min_solver_moves` of them. */
gboolean lalao_endgame_puzzle_long_enough (const LalaoEndgameSet *set, const LalaoPosition *start,
                                           int min_solver_moves);

G_END_DECLS
