/* lalao-move.h — one move (a whole turn) of any game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

enum {
  LALAO_MOVE_CAPTURE = 1 << 0,   /* the move takes something */
  LALAO_MOVE_PROMOTION = 1 << 1, /* Samantsy: a zaza becomes an anakova */
};

/* 16 bytes, copied by value. `from` and `to` are point, square or pit
 * indices in the game's own numbering; `info` and `steps` are the game's to
 * define (a Fanorona turn keeps its chain of steps there, a Surakarta
 * capture its direction along the circuit). Two moves are the same move
 * when every field is equal. */
typedef struct {
  uint8_t from;
  uint8_t to;
  uint8_t flags;
  uint8_t n_steps;
  uint32_t info;
  uint64_t steps;
} LalaoMove;

static inline bool
lalao_move_equal (LalaoMove a, LalaoMove b)
{
  return a.from == b.from && a.to == b.to && a.flags == b.flags
         && a.n_steps == b.n_steps && a.info == b.info && a.steps == b.steps;
}
