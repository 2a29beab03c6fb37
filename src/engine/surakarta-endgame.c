/* surakarta-endgame.c — Surakarta's endgame classes and their indexing
 * (lalao-endgame.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A class is the stones of each side ("2v1": two white stones against
 * one black); an index numbers the two sets of points and the side to
 * move (lalao_endgame_stones_*). The standard rules only (not
 * the Chinese/Korean variant).
 */
#include <string.h>

#include "surakarta.h"
#include "lalao-endgame.h"

extern const struct LalaoEndgameHooks surakarta_endgame_hooks;

#define DEFAULT_OPTIONS 0

static uint64_t
surakarta_eg_class_size (const LalaoEndgameClass *c)
{
  return lalao_endgame_stones_size (c, SURAKARTA_POINTS);
}

static bool
surakarta_eg_unindex (const LalaoEndgameClass *c, uint64_t index, LalaoPosition *pos)
{
  SurakartaPosition *p = (SurakartaPosition *) (void *) pos->data;
  uint64_t sets[2];
  int side;

  memset (p, 0, sizeof *p);
  if (!lalao_endgame_stones_unindex (c, SURAKARTA_POINTS, index, sets, &side))
    return false;
  p->pieces[0] = sets[0];
  p->pieces[1] = sets[1];
  p->side = (uint8_t) side;
  p->move_number = 1;
  return true;
}

static bool
surakarta_eg_classify (const LalaoPosition *pos, LalaoEndgameClass *c, uint64_t *index)
{
  const SurakartaPosition *p = surakarta_const (pos);

  if (p->options != DEFAULT_OPTIONS
      || __builtin_popcountll (p->pieces[0] | p->pieces[1]) > surakarta_endgame_hooks.max_size)
    return false;
  lalao_endgame_stones_classify (p->pieces, p->side, SURAKARTA_POINTS, c, index);
  return true;
}

/* The plies left before the game ends by its count of plies without a
 * capture. */
static int
surakarta_eg_counter_plies_left (const LalaoPosition *pos)
{
  int quiet = surakarta_const (pos)->quiet_plies;
  return quiet < SURAKARTA_NO_CAPTURE_LIMIT ? SURAKARTA_NO_CAPTURE_LIMIT - quiet : 0;
}

const LalaoEndgameHooks surakarta_endgame_hooks = {
  .unit = "pieces",
  .default_size = 4,
  .max_size = 6,
  .cycles_draw = false,
  .classes = lalao_endgame_stones_classes,
  .class_size = surakarta_eg_class_size,
  .unindex = surakarta_eg_unindex,
  .classify = surakarta_eg_classify,
  .counter_plies_left = surakarta_eg_counter_plies_left,
};
