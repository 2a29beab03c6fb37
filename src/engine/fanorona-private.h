/* fanorona-private.h — what the Fanorona engine's files share: the
 * lines between points and the step rules (fanorona.c), which the
 * evaluation (fanorona-eval.c) reads too.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "fanorona.h"

#define BIT(p) (1ull << (p))

/* E, NE, N, NW, W, SW, S, SE: direction d and d + 4 are opposite. */
static const int8_t DX[FANORONA_DIRECTIONS] = { 1, 1, 0, -1, -1, -1, 0, 1 };
static const int8_t DY[FANORONA_DIRECTIONS] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static inline int
opposite (int d)
{
  return (d + 4) % FANORONA_DIRECTIONS;
}

/* The point one step from p in direction d along a line, or -1 (off the
 * board, or a diagonal from a point that has none), as a table written
 * out by the preprocessor: the search asks this millions of times. */
#define DXC(d) ((d) == 0 || (d) == 1 || (d) == 7 ? 1 : (d) >= 3 && (d) <= 5 ? -1 : 0)
#define DYC(d) ((d) >= 1 && (d) <= 3 ? 1 : (d) >= 5 ? -1 : 0)
#define NB(p, d) \
  ((p) % 9 + DXC (d) < 0 || (p) % 9 + DXC (d) > 8 || (p) / 9 + DYC (d) < 0 || (p) / 9 + DYC (d) > 4 \
   || (((d) & 1) && (((p) % 9 + (p) / 9) & 1)) ? -1 : (p) + DYC (d) * 9 + DXC (d))
#define NB_ROW(p) { NB (p, 0), NB (p, 1), NB (p, 2), NB (p, 3), NB (p, 4), NB (p, 5), NB (p, 6), NB (p, 7) }
#define NB_ROWS9(r) NB_ROW (9 * (r)), NB_ROW (9 * (r) + 1), NB_ROW (9 * (r) + 2), NB_ROW (9 * (r) + 3), \
  NB_ROW (9 * (r) + 4), NB_ROW (9 * (r) + 5), NB_ROW (9 * (r) + 6), NB_ROW (9 * (r) + 7), NB_ROW (9 * (r) + 8)
static const int8_t NEIGHBOURS[45][FANORONA_DIRECTIONS] = {
  NB_ROWS9 (0), NB_ROWS9 (1), NB_ROWS9 (2), NB_ROWS9 (3), NB_ROWS9 (4),
};

static inline int
neighbour (int p, int d)
{
  return NEIGHBOURS[p][d];
}

static inline uint64_t
occupied (const FanoronaPosition *p)
{
  return p->stones[0] | p->stones[1];
}

#define FILE_A_POINTS 0x001008040201ull  /* points 0, 9, 18, 27, 36 */
#define FILE_I_POINTS (FILE_A_POINTS << 8)
#define ALL_POINTS ((1ull << 45) - 1)
#define STRONG_POINTS 0x155555555555ull /* file + rank even: the points with diagonals */

/* Every point of `b` moved one step in direction d (E, NE, N, NW, W, SW,
 * S, SE), as neighbour() does one point at a time: diagonals only from
 * the strong points, none off the board. */
static inline uint64_t
shift (uint64_t b, int d)
{
  uint64_t strong = b & STRONG_POINTS;
  switch (d)
    {
    case 0: return (b << 1) & ~FILE_A_POINTS & ALL_POINTS;
    case 1: return (strong << 10) & ~FILE_A_POINTS & ALL_POINTS;
    case 2: return (b << 9) & ALL_POINTS;
    case 3: return (strong << 8) & ~FILE_I_POINTS & ALL_POINTS;
    case 4: return (b >> 1) & ~FILE_I_POINTS;
    case 5: return (strong >> 10) & ~FILE_I_POINTS;
    case 6: return b >> 9;
    default: return (strong >> 8) & ~FILE_A_POINTS;
    }
}

/* The stones of `side` that could take something with their first step
 * (approach or withdrawal), found for all stones at once: the move
 * generator walks the chains of these alone. */
static inline uint64_t
stones_that_capture (const FanoronaPosition *p, int side)
{
  uint64_t empty = ~occupied (p) & ALL_POINTS, enemy = p->stones[1 - side], stones = 0;
  for (int d = 0; d < FANORONA_DIRECTIONS; d++)
    {
      int back = opposite (d);
      uint64_t to = shift (p->stones[side], d) & empty;
      stones |= shift (shift (shift (to, d) & enemy, back), back)  /* approach */
                | shift (shift (shift (to, back), back) & enemy, d); /* withdrawal */
    }
  return stones;
}

/* The unbroken line of `enemy` stones from `start` in direction d. */
static inline uint64_t
enemy_line (int start, int d, uint64_t enemy)
{
  uint64_t line = 0;
  for (int q = start; q >= 0 && (enemy & BIT (q)); q = neighbour (q, d))
    line |= BIT (q);
  return line;
}

/* The stones a step from `from` in direction d would take by each kind. */
static inline uint64_t
captured_by (const FanoronaPosition *p, int from, int d, FanoronaStepKind kind)
{
  uint64_t enemy = p->stones[1 - p->side];
  int to = neighbour (from, d);

  if (kind == FANORONA_APPROACH)
    return to < 0 ? 0 : (neighbour (to, d) < 0 ? 0 : enemy_line (neighbour (to, d), d, enemy));
  if (kind == FANORONA_WITHDRAWAL)
    return neighbour (from, opposite (d)) < 0 ? 0 : enemy_line (neighbour (from, opposite (d)), opposite (d), enemy);
  return 0;
}

/* Whether a stone may step from `from` in direction d as the next step of
 * the current chain (or as a first step when no chain is in progress),
 * without regard to capture. */
static inline bool
step_open (const FanoronaPosition *p, int from, int d)
{
  int to = neighbour (from, d);

  if (to < 0 || (occupied (p) & BIT (to)))
    return false;
  if (p->chain_stone >= 0)
    {
      if ((p->options & FANORONA_OPTION_DIRECTION_RULE) && d == p->last_direction)
        return false;
      if (p->visited & BIT (to))
        return false;
    }
  return true;
}
