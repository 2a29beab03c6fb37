/* lalao-puzzle-extend.c — a puzzle's line goes on while the solver's next
 * move is still the only good one.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * lichess's puzzles stop where the solver has a choice, not where the
 * gain is reached: after the fork's capture, the retreat that keeps the
 * piece, or the second capture the recapture allows, is part of the
 * idea. The miner stops at the gain (lalao_puzzle_line_done); this adds
 * the moves after it, each judged as the miner judges the first.
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include "lalao-puzzle.h"

int
lalao_puzzle_extend_line (const LalaoEngine *e, LalaoSearch *judge, const LalaoPosition *start,
                          LalaoMove line[LALAO_PUZZLE_MAX_PLIES], int n, int depth)
{
  LalaoPosition pos = *start;

  for (int i = 0; i < n; i++)
    e->play (&pos, line[i], &pos, NULL);
  while (n + 2 <= LALAO_PUZZLE_MAX_PLIES && e->status (&pos, 1).result == LALAO_ONGOING)
    {
      LalaoPosition next;
      LalaoMove reply, move;
      if (!lalao_puzzle_best_reply (e, judge, &pos, depth, &reply))
        break;
      e->play (&pos, reply, &next, NULL);
      if (e->status (&next, 1).result != LALAO_ONGOING
          || !lalao_puzzle_only_move (e, judge, &next, depth, &move, NULL))
        break;
      e->play (&next, move, &next, NULL);
      /* The gain must still stand at the new end. */
      if (!lalao_puzzle_line_done (e, start, &next))
        break;
      line[n++] = reply;
      line[n++] = move;
      pos = next;
    }
  return n;
}

LalaoPuzzle *
lalao_puzzle_extend (const LalaoEngine *e, LalaoSearch *judge, const LalaoPuzzle *p, int extra_depth)
{
  LalaoMove line[LALAO_PUZZLE_MAX_PLIES];
  LalaoPosition start;
  int first = lalao_puzzle_read_line (e, p, &start, line);

  /* An endgame puzzle's line is the tables' (each move the only win):
   * the judge alone must not add to it. */
  if (first < 0 || g_strv_contains ((const char *const *) p->themes, "endgame"))
    return NULL;
  int n = lalao_puzzle_extend_line (e, judge, &start, line, first, p->depth);
  /* The longest line that a deeper look still holds. */
  for (; n > first; n -= 2)
    {
      LalaoPuzzle *longer = lalao_puzzle_new_from_line (e, &start, line, n, p->depth);
      longer->id = g_strdup (p->id);
      longer->difficulty = p->difficulty;
      if (extra_depth == 0 || lalao_puzzle_verify_at (e, judge, longer, p->depth + extra_depth, NULL))
        return longer;
      lalao_puzzle_free (longer);
    }
  return NULL;
}
