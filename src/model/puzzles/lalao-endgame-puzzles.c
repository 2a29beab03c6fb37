/* lalao-endgame-puzzles.c — puzzles from the exact endgame tables.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See lalao-endgame-puzzles.h. The tables say which moves win; the
 * search judge says the same at the puzzle's depth (so the suite's
 * lalao_puzzle_verify(), which has no tables, holds the puzzle too).
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include "lalao-endgame-puzzles.h"

/* The hash of the only position `pos` can move to that keeps the win
 * (lost for the opponent, or won for the mover when it plays again), or
 * 0. Two moves that reach the same position (a Surakarta loop travelled
 * either way) are one choice, as for the judge. */
static uint64_t
only_winning_child (const LalaoEndgameSet *set, const LalaoPosition *pos, const LalaoMove *moves, int n,
                    int *index)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoSide side = e->side_to_move (pos);
  uint64_t found = 0;

  for (int i = 0; i < n; i++)
    {
      LalaoPosition child;
      e->play (pos, moves[i], &child, NULL);
      LalaoEndgameValue v = lalao_endgame_probe (set, &child);
      gboolean same = e->side_to_move (&child) == side;
      uint64_t hash = e->hash (&child);
      if (v.kind == (same ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS) && hash != found)
        {
          if (found != 0)
            return 0;
          found = hash;
          *index = i;
        }
    }
  return found;
}

/* Whether the position has exactly one capture: a one-move line that
 * takes it teaches nothing (as for mined puzzles). */
static gboolean
only_capture (const LalaoEngine *e, const LalaoPosition *pos, const LalaoMove *moves, int n)
{
  int captures = 0;
  for (int i = 0; i < n; i++)
    captures += e->order_hint (pos, moves[i]) >= LALAO_HINT_NOISY;
  return captures == 1;
}

static int
plies_of_win (const LalaoEndgameSet *set, const LalaoPosition *pos)
{
  LalaoEndgameValue v = lalao_endgame_probe (set, pos);
  return v.kind == LALAO_ENDGAME_WIN ? v.plies : -1;
}

/* The line from `start`, both sides' moves, into line[]; its length, or
 * 0 when some turn of the winner has two winning moves, the judge
 * disagrees, or a reply shortens the loss. */
static int
winning_line (const LalaoEndgameSet *set, LalaoSearch *judge, const LalaoPosition *start, int depth,
              LalaoMove line[LALAO_PUZZLE_MAX_PLIES])
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoPosition pos = *start;
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = 0, left = plies_of_win (set, start);

  while (n < LALAO_PUZZLE_MAX_PLIES)
    {
      LalaoMove judged;
      int count = e->legal_moves (&pos, moves), index;
      uint64_t only = only_winning_child (set, &pos, moves, count, &index);
      if (only == 0 || !lalao_puzzle_only_move (e, judge, &pos, depth, &judged, NULL))
        return 0;
      line[n++] = judged;
      e->play (&pos, judged, &pos, NULL);
      if (e->hash (&pos) != only)
        return 0;
      if (lalao_puzzle_line_done (e, start, &pos))
        return n;
      if (e->status (&pos, 1).result != LALAO_ONGOING || n == LALAO_PUZZLE_MAX_PLIES
          || !lalao_puzzle_best_reply (e, judge, &pos, depth, &line[n]))
        return 0;
      e->play (&pos, line[n++], &pos, NULL);
      /* The reply must lose as slowly as the tables allow. */
      if (plies_of_win (set, &pos) != left - 2)
        return 0;
      left -= 2;
    }
  return 0;
}

gboolean
lalao_endgame_puzzle_long_enough (const LalaoEndgameSet *set, const LalaoPosition *start, int min_solver_moves)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoPosition pos = *start;
  LalaoMove moves[LALAO_MAX_MOVES];
  int left = plies_of_win (set, start);

  for (int solver_moves = 1; left >= 1; solver_moves++)
    {
      int count = e->legal_moves (&pos, moves), index;
      if (only_winning_child (set, &pos, moves, count, &index) == 0)
        return FALSE;
      e->play (&pos, moves[index], &pos, NULL);
      if (lalao_puzzle_line_done (e, start, &pos) || e->status (&pos, 1).result != LALAO_ONGOING)
        return solver_moves >= min_solver_moves;
      /* A reply that loses as slowly as the tables allow. */
      count = e->legal_moves (&pos, moves);
      int i = 0;
      for (; i < count; i++)
        {
          LalaoPosition child;
          e->play (&pos, moves[i], &child, NULL);
          if (plies_of_win (set, &child) == left - 2)
            break;
        }
      if (i == count)
        return FALSE;
      e->play (&pos, moves[i], &pos, NULL);
      left -= 2;
    }
  return FALSE;
}

LalaoPuzzle *
lalao_endgame_puzzle_build (const LalaoEndgameSet *set, LalaoSearch *judge, const LalaoPosition *start,
                            int extra_depth)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoMove line[LALAO_PUZZLE_MAX_PLIES];
  LalaoMove moves[LALAO_MAX_MOVES];
  int plies = plies_of_win (set, start);

  /* The first move must be a choice. */
  if (plies < 1 || plies > LALAO_PUZZLE_MAX_PLIES || e->legal_moves (start, moves) < 2)
    return NULL;
  int depth = MAX (lalao_puzzle_depth (e), plies);
  int n = winning_line (set, judge, start, depth, line);
  if (n == 0 || (n == 1 && only_capture (e, start, moves, e->legal_moves (start, moves))))
    return NULL;

  LalaoPuzzle *p = lalao_puzzle_new_from_line (e, start, line, n, depth);
  lalao_puzzle_theme_prepend (p, "endgame");

  /* As the miner rates: a longer line and a first move that takes
   * nothing are harder. */
  int solver_moves = (n + 1) / 2;
  gboolean quiet = e->order_hint (start, line[0]) < LALAO_HINT_NOISY;
  p->difficulty = CLAMP (800 + 250 * (solver_moves - 1) + (quiet ? 200 : 0), 600, 2400);

  if (extra_depth > 0 && !lalao_puzzle_verify_at (e, judge, p, depth + extra_depth, NULL))
    g_clear_pointer (&p, lalao_puzzle_free);
  return p;
}
