/* lalao-levels.c — the computer's five levels and the match yardsticks.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A level is not a different program: it is the same search with fewer
 * plies and some noise on the scores of the root moves, so that weak
 * levels make the mistakes of a person who looks one or two moves ahead.
 *
 *   level  name           depth  noise (centi-units)  time
 *   1      Beginner       1      250                  at most the given time
 *   2      Casual         2      120                  "
 *   3      Club player    4      40                   "
 *   4      Expert         any    0                    a sixteenth of it
 *   5      Master         any    0                    all of it
 *
 * 100 centi-units are about one pawn, one stone, one piece or one seed.
 * Each game scales the noise by its level_noise_percent, and may give
 * level 4 another part of the time, level_expert_time_divisor
 * (lalao-engine.h; Surakarta's is a thirty-second, Fanorona's a sixty-fourth),
 * and level 3 another depth, level_club_depth (Fanorona's is 3).
 */
#include "lalao-search.h"

#include "lalao-zobrist.h"

typedef struct {
  int depth;
  int noise;
  int time_divisor;
} Level;

static const Level levels[LALAO_N_LEVELS] = {
  { 1, 250, 1 },
  { 2, 120, 1 },
  { 4, 40, 1 },
  { 0, 0, 16 },
  { 0, 0, 1 },
};

void
lalao_level_limits (const LalaoEngine *e, int level, int64_t movetime_ms, uint64_t seed,
                    LalaoSearchLimits *limits)
{
  const Level *l;

  if (level < 1)
    level = 1;
  if (level > LALAO_N_LEVELS)
    level = LALAO_N_LEVELS;
  l = &levels[level - 1];
  memset (limits, 0, sizeof *limits);
  limits->depth = l->depth;
  if (level == 3 && e->level_club_depth > 0)
    limits->depth = e->level_club_depth;
  limits->noise = l->noise * e->level_noise_percent / 100;
  /* The level that thinks a part of the time (Expert) may be given
   * another part by the game. */
  int divisor = l->time_divisor > 1 && e->level_expert_time_divisor > 0 ? e->level_expert_time_divisor
                                                                         : l->time_divisor;
  limits->movetime_ms = movetime_ms / divisor;
  if (movetime_ms > 0 && limits->movetime_ms < 1)
    limits->movetime_ms = 1;
  limits->seed = seed;
  /* Level 5 plays the positions of the endgame tables perfectly (when
   * the search has them); the others keep their character. */
  limits->endgame = level == LALAO_N_LEVELS;
}

bool
lalao_random_move (const LalaoEngine *e, const LalaoPosition *pos, uint64_t *random_state,
                   LalaoMove *move)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (pos, moves);

  if (n == 0)
    return false;
  *move = moves[lalao_random_next (random_state) % (uint64_t) n];
  return true;
}

bool
lalao_greedy_move (const LalaoEngine *e, const LalaoPosition *pos, uint64_t *random_state,
                   LalaoMove *move)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoSide me = e->side_to_move (pos);
  int n = e->legal_moves (pos, moves), best = 0, ties = 0;

  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      e->play (pos, moves[i], &after, NULL);
      int gain = e->material (&after, me) - e->material (&after, (LalaoSide) (1 - me));
      /* Reservoir choice among the equally good moves. */
      if (i == 0 || gain > best)
        {
          best = gain;
          ties = 1;
          *move = moves[i];
        }
      else if (gain == best && lalao_random_next (random_state) % (uint64_t) ++ties == 0)
        *move = moves[i];
    }
  return n > 0;
}
