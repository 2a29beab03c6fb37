/* songo-endgame.c — Songo's endgame classes and their indexing
 * (lalao-endgame.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A class is the seeds left on the board and South's captures: "b8s30" is
 * 8 seeds on the board, 30 captured by South (so 32 by North). Only the
 * classes where the game is still on: nobody has 40, and somebody can
 * still reach it. An index is side to move + 2 × the rank of the pits'
 * counts among every way to share the seeds out among the 14 pits
 * (stars and bars, pits S0 … N6 in order). A class's size is its seed
 * count: sowing keeps the seeds on the board, a capture lowers them, so
 * the children lie in the class itself or in smaller ones.
 */
#include <stdio.h>
#include <string.h>

#include "lalao-endgame.h"
#include "songo.h"

#define MAX_SEEDS 24

static uint64_t
binomial (int n, int k)
{
  uint64_t r = 1;
  if (k < 0 || k > n)
    return 0;
  for (int i = 1; i <= k; i++)
    r = r * (uint64_t) (n - k + i) / (uint64_t) i;
  return r;
}

/* Ways to share r seeds among m pits. */
static uint64_t
shares (int r, int m)
{
  if (m == 0)
    return r == 0;
  return binomial (r + m - 1, m - 1);
}

static bool
parse (const LalaoEndgameClass *c, int *seeds, int *south)
{
  return sscanf (c->name, "b%ds%d", seeds, south) == 2 && *seeds >= 0 && *seeds <= MAX_SEEDS;
}

static bool
class_is_open (int seeds, int south)
{
  int north = SONGO_SEEDS - seeds - south;
  return south >= 0 && north >= 0 && south < SONGO_TO_WIN && north < SONGO_TO_WIN
         && (south + seeds >= SONGO_TO_WIN || north + seeds >= SONGO_TO_WIN);
}

static int
songo_eg_classes (int size, LalaoEndgameClass *out, int max)
{
  int n = 0;
  if (size < 1 || size > MAX_SEEDS)
    return 0;
  for (int south = 0; south < SONGO_TO_WIN; south++)
    if (class_is_open (size, south))
      {
        if (n < max)
          snprintf (out[n].name, sizeof out[n].name, "b%ds%d", size, south);
        n++;
      }
  return n;
}

static uint64_t
songo_eg_class_size (const LalaoEndgameClass *c)
{
  int seeds, south;
  return parse (c, &seeds, &south) ? 2 * shares (seeds, SONGO_PITS) : 0;
}

static bool
songo_eg_unindex (const LalaoEndgameClass *c, uint64_t index, LalaoPosition *pos)
{
  SongoPosition *p = (SongoPosition *) (void *) pos->data;
  int seeds, south;

  if (!parse (c, &seeds, &south))
    return false;
  memset (p, 0, sizeof *p);
  p->side = (uint8_t) (index & 1);
  p->captured[0] = (uint8_t) south;
  p->captured[1] = (uint8_t) (SONGO_SEEDS - seeds - south);
  index >>= 1;
  for (int pit = 0; pit < SONGO_PITS - 1; pit++)
    {
      int k = 0;
      for (;; k++)
        {
          uint64_t ways = shares (seeds - k, SONGO_PITS - pit - 1);
          if (index < ways)
            break;
          index -= ways;
        }
      p->pits[pit] = (uint8_t) k;
      seeds -= k;
    }
  p->pits[SONGO_PITS - 1] = (uint8_t) seeds;
  return index == 0;
}

static bool
songo_eg_classify (const LalaoPosition *pos, LalaoEndgameClass *c, uint64_t *index)
{
  const SongoPosition *p = songo_const (pos);
  int seeds = SONGO_SEEDS - p->captured[0] - p->captured[1], left = seeds;
  uint64_t rank = 0;

  if (p->options != 0 || seeds > MAX_SEEDS || !class_is_open (seeds, p->captured[0]))
    return false;
  snprintf (c->name, sizeof c->name, "b%ds%d", seeds, p->captured[0]);
  for (int pit = 0; pit < SONGO_PITS - 1; pit++)
    {
      for (int k = 0; k < p->pits[pit]; k++)
        rank += shares (left - k, SONGO_PITS - pit - 1);
      left -= p->pits[pit];
    }
  *index = rank * 2 + p->side;
  return true;
}

const LalaoEndgameHooks songo_endgame_hooks = {
  .unit = "seeds",
  .default_size = 6,
  .max_size = 15,
  .cycles_draw = false,
  .classes = songo_eg_classes,
  .class_size = songo_eg_class_size,
  .unindex = songo_eg_unindex,
  .classify = songo_eg_classify,
};
