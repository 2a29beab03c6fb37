/* fanorona-eval.c — the Fanorona evaluations: the tuned one the computer
 * plays with, and the reference one the teaching content was made with.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tuned evaluation is a sum of weights times counts
 * (lalao-eval-terms.h); its weights, in fanorona-weights.h, come from
 * tools/texel-tune over positions of self-play games (docs/ai.md).
 */
#include <assert.h>
#include <string.h>

#include "fanorona-private.h"
#include "lalao-eval-terms.h"

/* What one side could do if it were to move: its open steps, the enemy
 * stones its steps could take (all of them, and the most one step takes). */
typedef struct {
  int open_steps;
  uint64_t threatened;
  int best;
} SideReach;

/* The enemy lines that begin at the points of `starts` and run in
 * direction d: all their stones, and the longest line's length. */
static inline uint64_t
lines_from (uint64_t starts, int d, uint64_t enemy, int *longest)
{
  uint64_t all = starts;
  for (uint64_t b = starts; b; b &= b - 1)
    {
      int length = 1;
      for (uint64_t q = shift (b & -b, d) & enemy; q; q = shift (q, d) & enemy)
        {
          all |= q;
          length++;
        }
      *longest = length > *longest ? length : *longest;
    }
  return all;
}

/* The same as a step at a time from every stone (step_open, captured_by)
 * but for all of a side's stones at once, a direction at a time: the
 * evaluation calls it twice a node. Inlined into the evaluations, so that
 * their popcnt clones count with the instruction (LALAO_POPCNT_CLONES). */
static inline __attribute__ ((always_inline)) SideReach
side_reach (const FanoronaPosition *p, int side)
{
  uint64_t empty = ~occupied (p) & ALL_POINTS, enemy = p->stones[1 - side];
  SideReach r = { 0, 0, 0 };

  for (int d = 0; d < FANORONA_DIRECTIONS; d++)
    {
      uint64_t to = shift (p->stones[side], d) & empty;
      if (to == 0)
        continue;
      r.open_steps += __builtin_popcountll (to);
      /* Approach: the line beyond the point reached; withdrawal: the line
       * behind the point left. */
      r.threatened |= lines_from (shift (to, d) & enemy, d, enemy, &r.best);
      uint64_t from = shift (to, opposite (d));
      r.threatened |= lines_from (shift (from, opposite (d)) & enemy, opposite (d), enemy, &r.best);
    }
  return r;
}

/* A point with eight lines (file + rank even) is a strong point. */
static bool
strong_point (int pt)
{
  return ((pt % 9 + pt / 9) & 1) == 0;
}

/* ---- The reference evaluation (as it stood at commit 56e6a81). ---- */

/* Material; stones on the strong points; mobility (open steps); and
 * safety: the enemy stones `side` could take in one step. */
static int
side_score (const FanoronaPosition *p, int side)
{
  SideReach r = side_reach (p, side);
  int score = 0;

  for (uint64_t b = p->stones[side]; b; b &= b - 1)
    score += 100 + (strong_point (__builtin_ctzll (b)) ? 4 : 0);
  return score + r.open_steps + 12 * __builtin_popcountll (r.threatened);
}

int
fanorona_reference_evaluate (const LalaoPosition *pos)
{
  const FanoronaPosition *p = fanorona_const (pos);
  return side_score (p, p->side) - side_score (p, 1 - p->side);
}

/* ---- The tuned evaluation. ---- */

#define STONE_BUCKETS 7
#define PST_POINTS 25

/* Where a block of weights starts in fanorona_weights[]. */
enum {
  W_STONE = 0,                          /* a stone */
  W_STONES = W_STONE + 1,               /* one's stones: 1, 2, 3, 4–5, 6–8, 9–14, 15+ */
  W_PST = W_STONES + STONE_BUCKETS,     /* [rank from one's side][file from the nearer edge] */
  W_OPEN = W_PST + PST_POINTS,          /* an open step */
  W_THREAT = W_OPEN + 1,                /* the mover's stones in reach, its best step; the other's */
  W_TEMPO = W_THREAT + 4,
  N_WEIGHTS = W_TEMPO + 1,
};

static const LalaoEvalBlock blocks[] = {
  { "stone", 1 }, { "stones", STONE_BUCKETS }, { "pst", PST_POINTS }, { "open", 1 },
  { "threat", 4 }, { "tempo", 1 },
  { NULL, 0 },
};

#include "fanorona-weights.h"

static_assert (sizeof fanorona_weights / sizeof fanorona_weights[0] == N_WEIGHTS,
               "fanorona-weights.h does not match the blocks");

static int
stone_bucket (int stones)
{
  static const int8_t bucket[16] = { 0, 0, 1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 6 };
  return stones >= 15 ? 6 : bucket[stones];
}

/* The point as seen from `side`'s end of the board, the files folded
 * about the middle one (the board's lines are symmetric about it). */
static int
pst_index (int pt, int side)
{
  int file = pt % 9, rank = side == LALAO_FIRST ? pt / 9 : 4 - pt / 9;
  return rank * 5 + (file <= 4 ? file : 8 - file);
}

static inline __attribute__ ((always_inline)) void
side_terms (const FanoronaPosition *p, int side, const SideReach *r, LalaoEvalSum *s)
{
  int stones = __builtin_popcountll (p->stones[side]);

  lalao_eval_add (s, W_STONE, stones);
  if (stones > 0)
    lalao_eval_add (s, W_STONES + stone_bucket (stones), 1);
  for (uint64_t b = p->stones[side]; b; b &= b - 1)
    lalao_eval_add (s, W_PST + pst_index (__builtin_ctzll (b), side), 1);
  lalao_eval_add (s, W_OPEN, r->open_steps);
}

/* ---- The network's inputs (lalao-net.h): a block of points each for the
 * mover's stones, the enemy's, the enemy stones the mover's steps could
 * take and the mover's stones the enemy's could, the board seen from the
 * mover's end. */

enum {
  IN_OWN = 0,
  IN_ENEMY = IN_OWN + FANORONA_POINTS,
  IN_IN_REACH = IN_ENEMY + FANORONA_POINTS,
  IN_THREATENED = IN_IN_REACH + FANORONA_POINTS,
  N_INPUTS = IN_THREATENED + FANORONA_POINTS,
};

#include "fanorona-net.h"

/* Each of the four blocks has at most a side's 22 stones on. */
static_assert (4 * 22 <= LALAO_NET_MAX_ACTIVE, "too many inputs may be on");

/* The point as the mover sees it: its own end of the board the first rank. */
static inline int
seen_from (int pt, int side)
{
  return side == LALAO_FIRST ? pt : (4 - pt / 9) * 9 + pt % 9;
}

static inline __attribute__ ((always_inline)) int
add_inputs (uint16_t *active, int n, int block, uint64_t points, int side)
{
  for (; points; points &= points - 1)
    active[n++] = (uint16_t) (block + seen_from (__builtin_ctzll (points), side));
  return n;
}

static inline __attribute__ ((always_inline)) int
net_inputs_from (const FanoronaPosition *p, const SideReach r[2], uint16_t *active)
{
  int us = p->side, them = 1 - us, n = 0;

  n = add_inputs (active, n, IN_OWN, p->stones[us], us);
  n = add_inputs (active, n, IN_ENEMY, p->stones[them], us);
  n = add_inputs (active, n, IN_IN_REACH, r[us].threatened, us);
  return add_inputs (active, n, IN_THREATENED, r[them].threatened, us);
}

static inline __attribute__ ((always_inline)) int
tuned_evaluate (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  const FanoronaPosition *p = fanorona_const (pos);
  int us = p->side, them = 1 - us;
  SideReach r[2];
  r[us] = side_reach (p, us);
  r[them] = side_reach (p, them);

  LalaoEvalSum s = { 0, 0, 1, fanorona_weights, terms };
  side_terms (p, us, &r[us], &s);
  s.sign = -1;
  side_terms (p, them, &r[them], &s);
  /* The mover's reach is nearly a capture; the other's is to be parried. */
  s.sign = 1;
  lalao_eval_add (&s, W_THREAT + 0, __builtin_popcountll (r[us].threatened));
  lalao_eval_add (&s, W_THREAT + 1, r[us].best);
  lalao_eval_add (&s, W_THREAT + 2, __builtin_popcountll (r[them].threatened));
  lalao_eval_add (&s, W_THREAT + 3, r[them].best);
  lalao_eval_add (&s, W_TEMPO, 1);

  /* The phase: the stones still on the board, 44 at the start. */
  int on_board = __builtin_popcountll (occupied (p));
  int score = lalao_eval_mix (&s, on_board * LALAO_EVAL_PHASE_MAX / 44);
  if (terms != NULL) /* counting for a tuner, which adds the network's part itself */
    return score;

  uint16_t active[LALAO_NET_MAX_ACTIVE];
  int n = net_inputs_from (p, r, active);
  return score + lalao_net_evaluate (&fanorona_net, active, n);
}

LALAO_POPCNT_CLONES int
fanorona_evaluate (const LalaoPosition *pos)
{
  return tuned_evaluate (pos, NULL);
}

static bool
fanorona_terms (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  memset (terms, 0, sizeof *terms);
  tuned_evaluate (pos, terms);
  return true;
}

static bool
fanorona_net_inputs (const LalaoPosition *pos, uint16_t *active, int *n)
{
  const FanoronaPosition *p = fanorona_const (pos);
  SideReach r[2];

  r[p->side] = side_reach (p, p->side);
  r[1 - p->side] = side_reach (p, 1 - p->side);
  *n = net_inputs_from (p, r, active);
  return true;
}

/* The same input with the board turned left to right. */
static int
fanorona_net_mirror (int input)
{
  int block = input / FANORONA_POINTS * FANORONA_POINTS, pt = input % FANORONA_POINTS;
  return block + pt / 9 * 9 + 8 - pt % 9;
}

const LalaoEvalTuning fanorona_eval_tuning = {
  .n_weights = N_WEIGHTS,
  .blocks = blocks,
  .weights = fanorona_weights,
  .terms = fanorona_terms,
  .net = &fanorona_net,
  .net_inputs = fanorona_net_inputs,
  .net_mirror = fanorona_net_mirror,
};
