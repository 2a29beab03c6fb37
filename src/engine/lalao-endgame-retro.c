/* lalao-endgame-retro.c — the endgame tables' retrograde solver.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The forward solver (lalao-endgame.c) plays every open position's moves
 * again in every round: a class whose longest win is 80 plies costs 80
 * move generations a position. This one generates each position's moves
 * twice, whatever the distances: once to count, for each position of the
 * class, the moves that lead to it (its predecessors), once to write them
 * down; then it settles the class level by level, from the positions that
 * end the game outward, looking only at the predecessors of what the last
 * level settled (retrograde analysis, as Ströhlein's and Thompson's chess
 * endgame databases do, without unmoves: the games' rules stay in their
 * legal_moves and play).
 *
 * For each open position it keeps how many of its moves are not known to
 * lose yet. At level L, every position settled with distance L tells its
 * predecessors: "a move to me wins in L + 1" (if it is lost for the side
 * that moves into it) or "one more move of yours loses" (the last such
 * move makes a loss in L + 1, or longer when a move into a smaller class
 * loses more slowly). Moves into smaller classes or finished games have
 * known values from the start: they are scheduled at their own level.
 * Levels rise one at a time, so every distance is the least (for a win)
 * or the greatest (for a loss), the same values as the forward rounds.
 *
 * Memory: 4 bytes a move inside the class and about 11 bytes a position,
 * allocated here and freed before returning; the caller says how much it
 * may take.
 */
#include "lalao-endgame-private.h"

#include <stdlib.h>
#include <string.h>

/* A growable list of positions for one level. */
typedef struct {
  uint32_t *items;
  size_t n, cap;
} Level;

typedef struct {
  const LalaoEndgameSet *set;
  LalaoEndgameTable *t;
  uint32_t *start;       /* predecessors of i: preds[start[i] .. start[i + 1]) */
  uint32_t *preds;
  uint16_t *left;        /* moves not known to lose yet (moves into the class, wins, draws) */
  uint16_t *loss_at;     /* the longest loss so far, from moves out of the class */
  uint16_t *win_at;      /* the shortest win through a move out of the class, 0 = none */
  uint8_t *done;         /* bit per position: its predecessors were told */
  Level *levels;
  int n_levels;
} Retro;

static bool
level_push (Retro *r, int level, uint32_t i)
{
  if (level >= r->n_levels)
    {
      int n = level * 2 + 16;
      Level *l = realloc (r->levels, (size_t) n * sizeof *l);
      if (l == NULL)
        return false;
      memset (l + r->n_levels, 0, (size_t) (n - r->n_levels) * sizeof *l);
      r->levels = l;
      r->n_levels = n;
    }
  Level *l = &r->levels[level];
  if (l->n == l->cap)
    {
      size_t cap = l->cap ? l->cap * 2 : 1024;
      uint32_t *items = realloc (l->items, cap * sizeof *items);
      if (items == NULL)
        return false;
      l->items = items;
      l->cap = cap;
    }
  l->items[l->n++] = i;
  return true;
}

static void
retro_free (Retro *r)
{
  for (int i = 0; i < r->n_levels; i++)
    free (r->levels[i].items);
  free (r->levels);
  free (r->start);
  free (r->preds);
  free (r->left);
  free (r->loss_at);
  free (r->win_at);
  free (r->done);
}

/* The index of `child` when it lies in the class being solved. */
static bool
in_class (const LalaoEngine *e, const LalaoEndgameTable *t, const LalaoPosition *child, uint64_t *index)
{
  LalaoEndgameClass c;
  return e->endgame->classify (child, &c, index) && strcmp (c.name, t->cls.name) == 0 && *index < t->size;
}

/* Pass 1: counts each position's predecessors in the class (into start[],
 * shifted by one), and notes the moves out of the class. */
static bool
count_moves (Retro *r, uint64_t *edges, char *missing)
{
  const LalaoEngine *e = lalao_endgame_set_engine (r->set);
  LalaoEndgameTable *t = r->t;
  LalaoMove moves[LALAO_MAX_MOVES];

  *edges = 0;
  for (uint64_t i = 0; i < t->size; i++)
    {
      LalaoPosition pos;
      if (t->values[i] != LALAO_EG_OPEN)
        continue;
      e->endgame->unindex (&t->cls, i, &pos);
      LalaoSide side = e->side_to_move (&pos);
      int n = e->legal_moves (&pos, moves), left = 0;
      for (int k = 0; k < n; k++)
        {
          LalaoPosition child;
          uint64_t index;
          uint16_t v;
          e->play (&pos, moves[k], &child, NULL);
          if (in_class (e, t, &child, &index))
            {
              r->start[index + 1]++;
              (*edges)++;
              left++;
              continue;
            }
          if (!lalao_endgame_child_value (r->set, t, &child, &v, missing))
            return false;
          LalaoEndgameValue cv = lalao_endgame_decode (v);
          bool same = e->side_to_move (&child) == side;
          int d = cv.plies + 1;
          if (cv.kind == (same ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS))
            {
              if (r->win_at[i] == 0 || d < r->win_at[i])
                r->win_at[i] = (uint16_t) d;
              left++;
            }
          else if (cv.kind == (same ? LALAO_ENDGAME_LOSS : LALAO_ENDGAME_WIN))
            r->loss_at[i] = d > r->loss_at[i] ? (uint16_t) d : r->loss_at[i];
          else
            left++; /* a draw or a cycle: this position is never lost */
        }
      r->left[i] = (uint16_t) left;
    }
  return true;
}

/* Pass 2: writes the predecessors down. start[] holds the counts (shifted
 * by one) on entry and each position's first predecessor on return. */
static void
write_moves (Retro *r)
{
  const LalaoEngine *e = lalao_endgame_set_engine (r->set);
  LalaoEndgameTable *t = r->t;
  LalaoMove moves[LALAO_MAX_MOVES];

  /* start[i + 1] = the predecessors of 0 .. i - 1, i's first slot: as
   * i's predecessors are written it moves on to the end of i, which is
   * the first slot of i + 1, while start[i] has become the first of i. */
  uint32_t sum = 0;
  for (uint64_t i = 0; i < t->size; i++)
    {
      uint32_t count = r->start[i + 1];
      r->start[i + 1] = sum;
      sum += count;
    }
  for (uint64_t i = 0; i < t->size; i++)
    {
      LalaoPosition pos;
      if (t->values[i] != LALAO_EG_OPEN)
        continue;
      e->endgame->unindex (&t->cls, i, &pos);
      int n = e->legal_moves (&pos, moves);
      for (int k = 0; k < n; k++)
        {
          LalaoPosition child;
          uint64_t index;
          e->play (&pos, moves[k], &child, NULL);
          if (in_class (e, t, &child, &index))
            r->preds[r->start[index + 1]++] = (uint32_t) i;
        }
    }
}

/* The first levels: the finished games of the class (level 0), the
 * positions whose every move leaves the class and loses, and the wins
 * through a move out of the class (at their distance, unless the class
 * gives a shorter one first). */
static bool
seed_levels (Retro *r)
{
  LalaoEndgameTable *t = r->t;
  for (uint64_t i = 0; i < t->size; i++)
    {
      uint16_t v = t->values[i];
      if (v == LALAO_EG_INVALID || v == LALAO_EG_DRAW)
        continue;
      if (v != LALAO_EG_OPEN)
        {
          if (!level_push (r, 0, (uint32_t) i))
            return false;
          continue;
        }
      if (r->left[i] == 0 && r->loss_at[i] > 0)
        {
          t->values[i] = LALAO_EG_LOSS (r->loss_at[i]);
          if (!level_push (r, r->loss_at[i], (uint32_t) i))
            return false;
        }
      else if (r->win_at[i] > 0 && !level_push (r, r->win_at[i], (uint32_t) i))
        return false;
    }
  return true;
}

/* Tells the predecessors of i, settled with distance L. */
static bool
tell_predecessors (Retro *r, uint32_t i, int level)
{
  LalaoEndgameTable *t = r->t;
  LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);

  for (uint32_t k = r->start[i]; k < r->start[i + 1]; k++)
    {
      uint32_t q = r->preds[k];
      if (t->values[q] != LALAO_EG_OPEN)
        continue;
      /* The index's lowest bit is the side to move. */
      bool same = ((q ^ i) & 1) == 0;
      if (v.kind == (same ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS))
        {
          t->values[q] = LALAO_EG_WIN (level + 1);
          if (!level_push (r, level + 1, q))
            return false;
        }
      else if (--r->left[q] == 0)
        {
          int n = level + 1 > r->loss_at[q] ? level + 1 : r->loss_at[q];
          t->values[q] = LALAO_EG_LOSS (n);
          if (!level_push (r, n, q))
            return false;
        }
    }
  return true;
}

/* Settles level after level; false when memory ran out or progress said
 * stop. */
static bool
settle_levels (Retro *r, LalaoEndgameProgress progress, void *data)
{
  LalaoEndgameTable *t = r->t;
  uint64_t settled = 0;

  for (int level = 0; level < r->n_levels; level++)
    {
      for (size_t k = 0; k < r->levels[level].n; k++)
        {
          uint32_t i = r->levels[level].items[k];
          if (t->values[i] == LALAO_EG_OPEN && r->win_at[i] == level)
            t->values[i] = LALAO_EG_WIN (level);
          LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
          /* Stale: a win out of the class that the class beat, or seen. */
          if (v.kind == LALAO_ENDGAME_UNKNOWN || v.plies != level || (r->done[i / 8] & (1u << (i % 8))))
            continue;
          r->done[i / 8] |= (uint8_t) (1u << (i % 8));
          settled++;
          if (level > 0)
            t->longest = level;
          if (!tell_predecessors (r, i, level))
            return false;
        }
      free (r->levels[level].items);
      r->levels[level] = (Level){ 0 };
      if (progress != NULL && !progress (t->cls.name, level, settled, t->size, data))
        return false;
    }
  return true;
}

int
lalao_endgame_solve_retro (const LalaoEndgameSet *set, LalaoEndgameTable *t, size_t memory,
                           LalaoEndgameProgress progress, void *data, char *missing)
{
  Retro r = { .set = set, .t = t };
  uint64_t edges;
  size_t per_position = 4 + 2 + 2 + 2 + 1;

  if (t->size >= UINT32_MAX || t->size * per_position > memory)
    return -1;
  r.start = calloc (t->size + 1, sizeof *r.start);
  r.left = calloc (t->size, sizeof *r.left);
  r.loss_at = calloc (t->size, sizeof *r.loss_at);
  r.win_at = calloc (t->size, sizeof *r.win_at);
  r.done = calloc (t->size / 8 + 1, 1);
  if (r.start == NULL || r.left == NULL || r.loss_at == NULL || r.win_at == NULL || r.done == NULL)
    {
      retro_free (&r);
      return -1;
    }
  if (!count_moves (&r, &edges, missing))
    {
      retro_free (&r);
      return 0;
    }
  if (edges >= UINT32_MAX || t->size * per_position + edges * sizeof *r.preds > memory
      || (r.preds = malloc ((size_t) (edges ? edges : 1) * sizeof *r.preds)) == NULL)
    {
      retro_free (&r);
      return -1;
    }
  write_moves (&r);
  t->longest = 0;
  bool ok = seed_levels (&r) && settle_levels (&r, progress, data);
  retro_free (&r);
  return ok ? 1 : 0;
}
