/* samantsy-endgame.c — Samantsy's endgame classes and their indexing
 * (lalao-endgame.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A class is the men of each side, hova first, by kind: "KQvK" is a hova
 * and an anakova against a bare hova, "KvKP" a bare white hova against a
 * black hova and zaza. An index is side to move + 2 × (the men's squares
 * in that order, in base 64). Two men of the same kind and side stand in
 * rising squares (the other order is no position), so that every
 * position has one index. Classes with fewer zazas come first: a
 * promotion leads to a class of the same size with one zaza less.
 * Du Picq's rules only (not the huffel option).
 */
#include "samantsy-private.h"

#include <stdio.h>
#include <string.h>

#include "lalao-endgame.h"

#define MAX_MEN 6
static const char letters[] = "KQRNBP";

/* Writes the extras' letters, kinds from `first` up, `count` of them. */
static int
multisets (int count, int first, char *prefix, int len, char out[][MAX_MEN], int n, int max)
{
  if (count == 0)
    {
      if (n < max)
        {
          memcpy (out[n], prefix, (size_t) len);
          out[n][len] = '\0';
        }
      return n + 1;
    }
  for (int k = first; k < SAMANTSY_N_PIECES; k++)
    {
      prefix[len] = letters[k];
      n = multisets (count - 1, k, prefix, len + 1, out, n, max);
    }
  return n;
}

static int
zazas (const char *name)
{
  int n = 0;
  for (; *name; name++)
    n += *name == 'P';
  return n;
}

static int
samantsy_eg_classes (int size, LalaoEndgameClass *out, int max)
{
  char white[64][MAX_MEN], black[64][MAX_MEN], prefix[MAX_MEN];
  int n = 0, extras = size - 2;

  if (size < 3 || size > MAX_MEN)
    return 0;
  for (int pawns = 0; pawns <= extras; pawns++)
    for (int w = extras; w >= 0; w--)
      {
        int nw = multisets (w, 1, prefix, 0, white, 0, 64), nb = multisets (extras - w, 1, prefix, 0, black, 0, 64);
        for (int i = 0; i < nw && i < 64; i++)
          for (int j = 0; j < nb && j < 64; j++)
            if (zazas (white[i]) + zazas (black[j]) == pawns)
              {
                if (n < max)
                  {
                    char *name = out[n].name;
                    size_t lw = strlen (white[i]), lb = strlen (black[j]);
                    name[0] = 'K';
                    memcpy (name + 1, white[i], lw);
                    name[lw + 1] = 'v';
                    name[lw + 2] = 'K';
                    memcpy (name + lw + 3, black[j], lb + 1);
                  }
                n++;
              }
      }
  return n;
}

/* The men of a class: side * 8 + kind each, in index order. */
static int
men_of (const LalaoEndgameClass *c, int men[MAX_MEN + 2])
{
  int n = 0, side = 0;
  for (const char *s = c->name; *s && n < MAX_MEN + 2; s++)
    {
      if (*s == 'v')
        {
          side = 1;
          continue;
        }
      men[n++] = side * 8 + (int) (strchr (letters, *s) - letters);
    }
  return n;
}

static uint64_t
samantsy_eg_class_size (const LalaoEndgameClass *c)
{
  int men[MAX_MEN + 2], n = men_of (c, men);
  return 2ull << (6 * n);
}

static bool
samantsy_eg_unindex (const LalaoEndgameClass *c, uint64_t index, LalaoPosition *pos)
{
  int men[MAX_MEN + 2], n = men_of (c, men), last_sq = -1;
  SamantsyPosition *p = (SamantsyPosition *) (void *) pos->data;

  memset (p, 0, sizeof *p);
  p->side = (uint8_t) (index & 1);
  p->move_number = 1;
  index >>= 1;
  for (int i = 0; i < n; i++, index >>= 6)
    {
      int sq = (int) (index & 63), side = men[i] / 8, kind = men[i] % 8;
      uint64_t b = BIT (sq);
      if ((p->by_side[0] | p->by_side[1]) & b)
        return false;
      if (i > 0 && men[i] == men[i - 1] && sq < last_sq)
        return false;
      if (kind == SAMANTSY_ZAZA && (b & (side == LALAO_FIRST ? RANK_8 : RANK_1)))
        return false;
      p->pieces[side][kind] |= b;
      p->by_side[side] |= b;
      last_sq = sq;
    }
  /* The side that has just moved may not be in check. */
  int other = 1 - p->side;
  return samantsy_attackers (pos, __builtin_ctzll (p->pieces[other][SAMANTSY_HOVA]), p->side) == 0;
}

static bool
samantsy_eg_classify (const LalaoPosition *pos, LalaoEndgameClass *c, uint64_t *index)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int n = 0, len = 0, squares[MAX_MEN + 2];

  if (p->options != 0 || __builtin_popcountll (p->by_side[0] | p->by_side[1]) > MAX_MEN)
    return false;
  for (int side = 0; side < 2; side++)
    {
      if (side == 1)
        c->name[len++] = 'v';
      for (int kind = 0; kind < SAMANTSY_N_PIECES; kind++)
        for (uint64_t b = p->pieces[side][kind]; b; b &= b - 1)
          {
            c->name[len++] = letters[kind];
            squares[n++] = __builtin_ctzll (b);
          }
    }
  c->name[len] = '\0';
  *index = 0;
  for (int i = n - 1; i >= 0; i--)
    *index = (*index << 6) | (uint64_t) squares[i];
  *index = (*index << 1) | p->side;
  return true;
}

/* The plies left before the game ends by its count of plies without a
 * capture or a zaza move. */
static int
samantsy_eg_counter_plies_left (const LalaoPosition *pos)
{
  int quiet = samantsy_const (pos)->quiet_plies;
  return quiet < SAMANTSY_NO_CAPTURE_LIMIT ? SAMANTSY_NO_CAPTURE_LIMIT - quiet : 0;
}

const LalaoEndgameHooks samantsy_endgame_hooks = {
  .unit = "pieces",
  .default_size = 3,
  .max_size = 4,
  .cycles_draw = true,
  .classes = samantsy_eg_classes,
  .class_size = samantsy_eg_class_size,
  .unindex = samantsy_eg_unindex,
  .classify = samantsy_eg_classify,
  .counter_plies_left = samantsy_eg_counter_plies_left,
};
