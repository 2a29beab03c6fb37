/* fanorona-endgame.c — Fanorona's endgame classes and their indexing
 * (lalao-endgame.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A class is the stones of each side ("2v1": two white stones against
 * one black); an index numbers the two sets of points and the side to
 * move (lalao_endgame_stones_*). Positions at a turn's boundary, with the
 * default options (compulsory capture, same-direction rule) only.
 */
#include <string.h>

#include "fanorona.h"
#include "lalao-endgame.h"

extern const struct LalaoEndgameHooks fanorona_endgame_hooks;

#define DEFAULT_OPTIONS (FANORONA_OPTION_COMPULSORY | FANORONA_OPTION_DIRECTION_RULE)

static uint64_t
fanorona_eg_class_size (const LalaoEndgameClass *c)
{
  return lalao_endgame_stones_size (c, FANORONA_POINTS);
}

static bool
fanorona_eg_unindex (const LalaoEndgameClass *c, uint64_t index, LalaoPosition *pos)
{
  FanoronaPosition *p = (FanoronaPosition *) (void *) pos->data;
  uint64_t sets[2];
  int side;

  memset (p, 0, sizeof *p);
  if (!lalao_endgame_stones_unindex (c, FANORONA_POINTS, index, sets, &side))
    return false;
  p->stones[0] = sets[0];
  p->stones[1] = sets[1];
  p->side = (uint8_t) side;
  p->chain_stone = -1;
  p->last_direction = -1;
  p->options = DEFAULT_OPTIONS;
  return true;
}

static bool
fanorona_eg_classify (const LalaoPosition *pos, LalaoEndgameClass *c, uint64_t *index)
{
  const FanoronaPosition *p = fanorona_const (pos);

  if (p->options != DEFAULT_OPTIONS || p->chain_stone >= 0
      || __builtin_popcountll (p->stones[0] | p->stones[1]) > fanorona_endgame_hooks.max_size)
    return false;
  lalao_endgame_stones_classify (p->stones, p->side, FANORONA_POINTS, c, index);
  return true;
}

/* The turns left before the game ends by its count of turns without a
 * capture (a table's plies are at least as many as the turns they make:
 * compared with them, a win is given only where it surely holds). */
static int
fanorona_eg_counter_plies_left (const LalaoPosition *pos)
{
  int quiet = fanorona_const (pos)->quiet_turns;
  return quiet < FANORONA_NO_CAPTURE_LIMIT ? FANORONA_NO_CAPTURE_LIMIT - quiet : 0;
}

const LalaoEndgameHooks fanorona_endgame_hooks = {
  .unit = "stones",
  .default_size = 4,
  .max_size = 6,
  .cycles_draw = true,
  .classes = lalao_endgame_stones_classes,
  .class_size = fanorona_eg_class_size,
  .unindex = fanorona_eg_unindex,
  .classify = fanorona_eg_classify,
  .counter_plies_left = fanorona_eg_counter_plies_left,
};
