/* surakarta.c — the Surakarta rule engine (RULES.md §4).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each circuit is a closed sequence of 24 points (the crossing points
 * appear twice) with a loop after every sixth point. A capture walks that
 * sequence from one of the mover's occurrences, in either direction.
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "lalao-board-text.h"
#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-zobrist.h"

extern const struct LalaoEndgameHooks surakarta_endgame_hooks;
#include "surakarta.h"

static_assert (sizeof (SurakartaPosition) <= LALAO_POSITION_SIZE, "SurakartaPosition too big");

#define P(file, rank) ((rank) * 6 + (file))
#define BIT(p) (1ull << (p))

/* Rank 2 east, loop round f1, file e north, loop round f6, rank 5 west,
 * loop round a6, file b south, loop round a1, back to a2. */
static const int8_t inner_circuit[SURAKARTA_CIRCUIT_LEN] = {
  P (0, 1), P (1, 1), P (2, 1), P (3, 1), P (4, 1), P (5, 1),
  P (4, 0), P (4, 1), P (4, 2), P (4, 3), P (4, 4), P (4, 5),
  P (5, 4), P (4, 4), P (3, 4), P (2, 4), P (1, 4), P (0, 4),
  P (1, 5), P (1, 4), P (1, 3), P (1, 2), P (1, 1), P (1, 0),
};

/* Rank 3 east, big loop round f1, file d north, round f6, rank 4 west,
 * round a6, file c south, round a1, back to a3. */
static const int8_t outer_circuit[SURAKARTA_CIRCUIT_LEN] = {
  P (0, 2), P (1, 2), P (2, 2), P (3, 2), P (4, 2), P (5, 2),
  P (3, 0), P (3, 1), P (3, 2), P (3, 3), P (3, 4), P (3, 5),
  P (5, 3), P (4, 3), P (3, 3), P (2, 3), P (1, 3), P (0, 3),
  P (2, 5), P (2, 4), P (2, 3), P (2, 2), P (2, 1), P (2, 0),
};

static const int8_t *const circuits[2] = { inner_circuit, outer_circuit };

/* Where each point stands in the two tables above: none (the corners), or
 * one or two { circuit, index } places (a point where a circuit crosses
 * itself is on it twice), and the same as bits of each circuit's word
 * (bit i for index i). Read off the tables once, so that generating moves
 * need not search them. */
typedef struct {
  int8_t n;
  struct {
    int8_t circuit, index;
  } at[2];
  uint32_t bits[2];
} Places;

static const Places places[SURAKARTA_POINTS] = {
  /* a1 */ { 0, { { 0, 0 } }, { 0, 0 } },
  /* b1 */ { 1, { { 0, 23 } }, { 1u << 23, 0 } },
  /* c1 */ { 1, { { 1, 23 } }, { 0, 1u << 23 } },
  /* d1 */ { 1, { { 1, 6 } }, { 0, 1u << 6 } },
  /* e1 */ { 1, { { 0, 6 } }, { 1u << 6, 0 } },
  /* f1 */ { 0, { { 0, 0 } }, { 0, 0 } },
  /* a2 */ { 1, { { 0, 0 } }, { 1u << 0, 0 } },
  /* b2 */ { 2, { { 0, 1 }, { 0, 22 } }, { 1u << 1 | 1u << 22, 0 } },
  /* c2 */ { 2, { { 0, 2 }, { 1, 22 } }, { 1u << 2, 1u << 22 } },
  /* d2 */ { 2, { { 0, 3 }, { 1, 7 } }, { 1u << 3, 1u << 7 } },
  /* e2 */ { 2, { { 0, 4 }, { 0, 7 } }, { 1u << 4 | 1u << 7, 0 } },
  /* f2 */ { 1, { { 0, 5 } }, { 1u << 5, 0 } },
  /* a3 */ { 1, { { 1, 0 } }, { 0, 1u << 0 } },
  /* b3 */ { 2, { { 0, 21 }, { 1, 1 } }, { 1u << 21, 1u << 1 } },
  /* c3 */ { 2, { { 1, 2 }, { 1, 21 } }, { 0, 1u << 2 | 1u << 21 } },
  /* d3 */ { 2, { { 1, 3 }, { 1, 8 } }, { 0, 1u << 3 | 1u << 8 } },
  /* e3 */ { 2, { { 0, 8 }, { 1, 4 } }, { 1u << 8, 1u << 4 } },
  /* f3 */ { 1, { { 1, 5 } }, { 0, 1u << 5 } },
  /* a4 */ { 1, { { 1, 17 } }, { 0, 1u << 17 } },
  /* b4 */ { 2, { { 0, 20 }, { 1, 16 } }, { 1u << 20, 1u << 16 } },
  /* c4 */ { 2, { { 1, 15 }, { 1, 20 } }, { 0, 1u << 15 | 1u << 20 } },
  /* d4 */ { 2, { { 1, 9 }, { 1, 14 } }, { 0, 1u << 9 | 1u << 14 } },
  /* e4 */ { 2, { { 0, 9 }, { 1, 13 } }, { 1u << 9, 1u << 13 } },
  /* f4 */ { 1, { { 1, 12 } }, { 0, 1u << 12 } },
  /* a5 */ { 1, { { 0, 17 } }, { 1u << 17, 0 } },
  /* b5 */ { 2, { { 0, 16 }, { 0, 19 } }, { 1u << 16 | 1u << 19, 0 } },
  /* c5 */ { 2, { { 0, 15 }, { 1, 19 } }, { 1u << 15, 1u << 19 } },
  /* d5 */ { 2, { { 0, 14 }, { 1, 10 } }, { 1u << 14, 1u << 10 } },
  /* e5 */ { 2, { { 0, 10 }, { 0, 13 } }, { 1u << 10 | 1u << 13, 0 } },
  /* f5 */ { 1, { { 0, 12 } }, { 1u << 12, 0 } },
  /* a6 */ { 0, { { 0, 0 } }, { 0, 0 } },
  /* b6 */ { 1, { { 0, 18 } }, { 1u << 18, 0 } },
  /* c6 */ { 1, { { 1, 18 } }, { 0, 1u << 18 } },
  /* d6 */ { 1, { { 1, 11 } }, { 0, 1u << 11 } },
  /* e6 */ { 1, { { 0, 11 } }, { 1u << 11, 0 } },
  /* f6 */ { 0, { { 0, 0 } }, { 0, 0 } },
};

/* The loop between index i and i + 1 (mod 24) goes round this corner, or
 * -1 when the two points are neighbours on a line. */
static int
loop_after (int i)
{
  static const int8_t corners[4] = {
    SURAKARTA_CORNER_F1, SURAKARTA_CORNER_F6, SURAKARTA_CORNER_A6, SURAKARTA_CORNER_A1,
  };
  return i % 6 == 5 ? corners[i / 6] : -1;
}

static SurakartaPosition *
surakarta_mut (LalaoPosition *pos)
{
  return (SurakartaPosition *) (void *) pos->data;
}

static uint64_t
occupied (const SurakartaPosition *p)
{
  return p->pieces[0] | p->pieces[1];
}

int
surakarta_circuits_at (int point)
{
  const Places *pl = &places[point];
  return pl->n == 2 && pl->at[0].circuit == pl->at[1].circuit ? 1 : pl->n;
}

int
surakarta_points (const LalaoPosition *pos, LalaoSide side)
{
  return __builtin_popcountll (surakarta_const (pos)->pieces[side]);
}

/* Walks circuit c from index `start` in direction dir (+1 or -1) through
 * empty points (the mover's own point counts as empty). Calls visit for
 * each point reached, with the loops passed so far; stops when visit
 * returns false or at the first occupied point (visited too), or after a
 * whole round. Returns the number of points reached. */
typedef bool (*Visit) (void *data, int point, int loops, int corner, bool is_occupied);

static int
walk (const SurakartaPosition *p, int c, int start, int dir, Visit visit, void *data)
{
  const int8_t *circuit = circuits[c];
  uint64_t occ = occupied (p);
  int from = circuit[start], loops = 0, j = start;

  for (int step = 1; step <= SURAKARTA_CIRCUIT_LEN; step++)
    {
      int prev = j;
      j = (j + dir + SURAKARTA_CIRCUIT_LEN) % SURAKARTA_CIRCUIT_LEN;
      int corner = loop_after (dir > 0 ? prev : j);
      if (corner >= 0)
        loops++;
      int point = circuit[j];
      bool busy = point != from && (occ & BIT (point));
      if (!visit (data, point, loops, corner, busy) || busy)
        return step;
    }
  return SURAKARTA_CIRCUIT_LEN;
}

/* Move generation: destinations found by circuit journeys from one piece. */
typedef struct {
  const SurakartaPosition *p;
  uint64_t captures;   /* enemy points that can be taken */
  uint64_t travels;    /* variant: empty points reached after an outer loop */
  int circuit;         /* the circuit being walked */
} Journeys;

static bool
collect (void *data, int point, int loops, int corner, bool busy)
{
  Journeys *j = data;
  if (busy)
    {
      if (loops > 0 && (j->p->pieces[1 - j->p->side] & BIT (point)))
        j->captures |= BIT (point);
      return false;
    }
  /* The variant travels round the outer loops only (RULES.md §4: "les
   * boucles extérieures" read as the outer circuit's big loops). */
  if (loops > 0 && j->circuit == SURAKARTA_OUTER && (j->p->options & SURAKARTA_OPTION_VARIANT)
      && !(occupied (j->p) & BIT (point)))
    j->travels |= BIT (point);
  return true;
}

static void
journeys_from (const SurakartaPosition *p, int from, Journeys *j)
{
  const Places *pl = &places[from];
  j->p = p;
  j->captures = j->travels = 0;
  for (int k = 0; k < pl->n; k++)
    {
      j->circuit = pl->at[k].circuit;
      walk (p, j->circuit, pl->at[k].index, +1, collect, j);
      walk (p, j->circuit, pl->at[k].index, -1, collect, j);
    }
}

/* Each circuit's occupied places as a 24-bit word: bit i is set when a
 * piece stands on the point at index i. */
static void
circuit_words (uint64_t occupied_points, uint32_t words[2])
{
  words[0] = words[1] = 0;
  for (uint64_t b = occupied_points; b; b &= b - 1)
    {
      words[0] |= places[__builtin_ctzll (b)].bits[0];
      words[1] |= places[__builtin_ctzll (b)].bits[1];
    }
}

#define WORD_MASK ((1u << SURAKARTA_CIRCUIT_LEN) - 1)

/* The enemy points `side`'s piece on `from` can capture: the journeys
 * walk() and collect() make, read off the circuits' words (the search's
 * move generation and the evaluation's threats spent most of their time
 * walking). On each circuit and in each direction the journey ends at the
 * next occupied place, the mover's own places counting as empty; it takes
 * what stands there if that is an enemy's and a loop (after every sixth
 * index) lies between. */
static uint64_t
captures_from (const SurakartaPosition *p, const uint32_t words[2], int from, int side)
{
  const Places *pl = &places[from];
  uint64_t enemy = p->pieces[1 - side], captures = 0;
  for (int k = 0; k < pl->n; k++)
    {
      int c = pl->at[k].circuit, i = pl->at[k].index;
      uint32_t w = words[c] & ~pl->bits[c];
      if (w == 0)
        continue;
      const int8_t *circuit = circuits[c];
      /* Forward: index i + 1 turned to bit 0; the loops after i … j - 1. */
      uint32_t ahead = ((w >> (i + 1)) | (w << (SURAKARTA_CIRCUIT_LEN - 1 - i))) & WORD_MASK;
      int d = __builtin_ctz (ahead) + 1;
      if ((i + d) / 6 - i / 6 > 0)
        captures |= BIT (circuit[(i + d) % SURAKARTA_CIRCUIT_LEN]) & enemy;
      /* Backward: index i - 1 turned to bit 23; the loops after j … i - 1. */
      uint32_t behind = ((w << (SURAKARTA_CIRCUIT_LEN - i)) | (w >> i)) & WORD_MASK;
      d = SURAKARTA_CIRCUIT_LEN - (31 - __builtin_clz (behind));
      int end = i + SURAKARTA_CIRCUIT_LEN;
      if (end / 6 - (end - d) / 6 > 0)
        captures |= BIT (circuit[(end - d) % SURAKARTA_CIRCUIT_LEN]) & enemy;
    }
  return captures;
}

#define FILE_A_POINTS 0x041041041ull
#define FILE_F_POINTS (FILE_A_POINTS << 5)
#define ALL_POINTS ((1ull << SURAKARTA_POINTS) - 1)

/* The points one step away in the 8 (or, in the variant, 4) directions. */
static uint64_t
neighbours (int point, bool orthogonal_only)
{
  uint64_t b = BIT (point);
  uint64_t east = (b << 1) & ~FILE_A_POINTS & ALL_POINTS, west = (b >> 1) & ~FILE_F_POINTS;
  if (orthogonal_only)
    return east | west | ((b << 6) & ALL_POINTS) | (b >> 6);
  uint64_t row = b | east | west;
  return (row | ((row << 6) & ALL_POINTS) | (row >> 6)) & ~b;
}

static bool
game_won (const SurakartaPosition *p)
{
  return p->pieces[0] == 0 || p->pieces[1] == 0;
}

static void
add_move (LalaoMove *moves, int *n, int from, int to, int flags)
{
  memset (&moves[*n], 0, sizeof moves[*n]);
  moves[*n].from = (uint8_t) from;
  moves[*n].to = (uint8_t) to;
  moves[*n].flags = (uint8_t) flags;
  (*n)++;
}

static int
surakarta_legal_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  const SurakartaPosition *p = surakarta_const (pos);
  bool variant = p->options & SURAKARTA_OPTION_VARIANT;
  uint64_t empty = ~occupied (p) & ((1ull << SURAKARTA_POINTS) - 1);
  int n = 0;

  if (game_won (p))
    return 0;
  uint32_t words[2];
  circuit_words (occupied (p), words);
  for (uint64_t own = p->pieces[p->side]; own; own &= own - 1)
    {
      int from = __builtin_ctzll (own);
      Journeys j = { .captures = 0, .travels = 0 };

      if (variant)
        journeys_from (p, from, &j);
      else
        j.captures = captures_from (p, words, from, p->side);
      for (uint64_t t = j.captures; t; t &= t - 1)
        add_move (moves, &n, from, __builtin_ctzll (t), LALAO_MOVE_CAPTURE);
      for (uint64_t t = (neighbours (from, variant) & empty) | j.travels; t; t &= t - 1)
        add_move (moves, &n, from, __builtin_ctzll (t), 0);
    }
  return n;
}

/* The shortest route: the journey that reaches `to` in the fewest points. */
typedef struct {
  int to;
  bool found;
  int steps;
  int loops;
} RouteSearch;

static bool
find_target (void *data, int point, int loops, int corner, bool busy)
{
  RouteSearch *r = data;
  r->steps++;
  if (point == r->to && loops > 0)
    {
      r->found = true;
      r->loops = loops;
      return false;
    }
  return true;
}

typedef struct {
  SurakartaPath *path;
  int to;
} RouteRecord;

static bool
record_step (void *data, int point, int loops, int corner, bool busy)
{
  RouteRecord *r = data;
  SurakartaPathStep *s = &r->path->steps[r->path->n_steps++];
  s->point = (int8_t) point;
  s->loop_corner = (int8_t) corner;
  r->path->loops = loops;
  return !(point == r->to && loops > 0);
}

bool
surakarta_route (const LalaoPosition *pos, int from, int to, SurakartaPath *path)
{
  const SurakartaPosition *p = surakarta_const (pos);
  int best_c = -1, best_i = 0, best_dir = 0, best_steps = 1000;
  /* A journey to an empty point (the variant's) goes round the outer loops. */
  int first_c = (occupied (p) & BIT (to)) ? SURAKARTA_INNER : SURAKARTA_OUTER;

  for (int c = first_c; c < 2; c++)
    for (int i = 0; i < SURAKARTA_CIRCUIT_LEN; i++)
      if (circuits[c][i] == from)
        for (int dir = -1; dir <= 1; dir += 2)
          {
            RouteSearch r = { to, false, 0, 0 };
            walk (p, c, i, dir, find_target, &r);
            if (r.found && r.steps < best_steps)
              {
                best_steps = r.steps;
                best_c = c;
                best_i = i;
                best_dir = dir;
              }
          }
  if (best_c < 0)
    return false;
  memset (path, 0, sizeof *path);
  path->circuit = best_c;
  walk (p, best_c, best_i, best_dir, record_step, &(RouteRecord){ path, to });
  return true;
}

static void
surakarta_play (const LalaoPosition *pos, LalaoMove move, LalaoPosition *out, LalaoTrace *t)
{
  SurakartaPosition *p = surakarta_mut (out);
  int mover;

  if (out != pos)
    *p = *surakarta_const (pos);
  mover = p->side;

  if (t != NULL && (move.flags & LALAO_MOVE_CAPTURE || !(neighbours (move.from, false) & BIT (move.to))))
    {
      SurakartaPath path;
      if (surakarta_route (pos, move.from, move.to, &path))
        {
          lalao_trace_emit (t, LALAO_EVENT_CIRCUIT_CAPTURE, move.from, move.to, path.circuit,
                            path.loops * ((move.flags & LALAO_MOVE_CAPTURE) ? 1 : -1));
          for (int i = 0; i < path.n_steps; i++)
            {
              if (path.steps[i].loop_corner >= 0)
                lalao_trace_emit (t, LALAO_EVENT_LOOP, path.steps[i].loop_corner, path.circuit, 0, 0);
              lalao_trace_emit (t, LALAO_EVENT_PATH_POINT, path.steps[i].point, path.circuit, 0, 0);
            }
        }
    }
  else
    lalao_trace_emit (t, LALAO_EVENT_PIECE_MOVED, move.from, move.to, 0, 0);

  p->pieces[mover] ^= BIT (move.from) | BIT (move.to);
  if (move.flags & LALAO_MOVE_CAPTURE)
    {
      p->pieces[1 - mover] &= ~BIT (move.to);
      p->quiet_plies = 0;
      lalao_trace_emit (t, LALAO_EVENT_PIECE_CAPTURED, move.to, 0, 0, 0);
    }
  else if (p->quiet_plies < UINT16_MAX)
    p->quiet_plies++;
  if (mover == LALAO_SECOND && p->move_number < UINT16_MAX)
    p->move_number++;
  p->side = (uint8_t) (1 - mover);
}

/* Why `move` is not legal: the first rule it breaks. */
typedef struct {
  int to;
  int blocker;      /* first occupied point before `to`, or -1 */
  int loops;
  int steps;
  bool reached;
} Diagnosis;

static bool
diagnose (void *data, int point, int loops, int corner, bool busy)
{
  Diagnosis *d = data;
  d->steps++;
  if (point == d->to)
    {
      d->reached = true;
      d->loops = loops;
      return false;
    }
  if (busy && d->blocker < 0)
    d->blocker = point;
  return true;
}

/* Like walk(), but does not stop at occupied points: for diagnosis. */
static void
walk_through (const SurakartaPosition *p, int c, int start, int dir, Diagnosis *d)
{
  uint64_t occ = occupied (p);
  const int8_t *circuit = circuits[c];
  int loops = 0, j = start, from = circuit[start];

  for (int step = 1; step <= SURAKARTA_CIRCUIT_LEN; step++)
    {
      int prev = j;
      j = (j + dir + SURAKARTA_CIRCUIT_LEN) % SURAKARTA_CIRCUIT_LEN;
      if (loop_after (dir > 0 ? prev : j) >= 0)
        loops++;
      int point = circuit[j];
      if (!diagnose (d, point, loops, -1, point != from && (occ & BIT (point))))
        return;
    }
}

static void
surakarta_check_move (const LalaoPosition *pos, LalaoMove move, LalaoError *err)
{
  const SurakartaPosition *p = surakarta_const (pos);
  int from = move.from, to = move.to, mover = p->side;
  bool variant = p->options & SURAKARTA_OPTION_VARIANT;
  bool capture = move.flags & LALAO_MOVE_CAPTURE;

  lalao_error_clear (err);
  if (game_won (p))
    return lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  if (from >= SURAKARTA_POINTS || to >= SURAKARTA_POINTS)
    return lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, 0, 0, 0, 0);
  if (!(occupied (p) & BIT (from)))
    return lalao_error_set (err, LALAO_ERROR_EMPTY_START, from, 0, 0, 0);
  if (p->pieces[1 - mover] & BIT (from))
    return lalao_error_set (err, LALAO_ERROR_NOT_YOUR_PIECE, from, 0, 0, 0);
  if (p->pieces[mover] & BIT (to))
    return lalao_error_set (err, LALAO_ERROR_OCCUPIED, to, mover, 0, 0);

  if (!capture)
    {
      if (p->pieces[1 - mover] & BIT (to))
        return lalao_error_set (err, LALAO_ERROR_OCCUPIED, to, 1 - mover, 0, 0);
      if (variant && (neighbours (from, false) & BIT (to)) && !(neighbours (from, true) & BIT (to)))
        return lalao_error_set (err, LALAO_ERROR_NO_DIAGONAL, from, to, 0, 0);
      if (!variant || !(neighbours (from, false) & BIT (to)))
        return lalao_error_set (err, LALAO_ERROR_NOT_ADJACENT, from, to, 0, 0);
      return lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, from, to, 0, 0);
    }

  if (!(p->pieces[1 - mover] & BIT (to)))
    return lalao_error_set (err, LALAO_ERROR_CIRCUIT_EMPTY_END, from, to, 0, 0);

  /* Look at every journey that reaches `to`, ignoring the pieces in the
   * way. A journey without a loop never counts; the journeys round a
   * loop that do reach it are what the pieces in the way forbid. */
  bool on_circuit = false;
  int blockers[2] = { -1, -1 }, best_len = 1000;
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < SURAKARTA_CIRCUIT_LEN; i++)
      if (circuits[c][i] == from)
        for (int dir = -1; dir <= 1; dir += 2)
          {
            Diagnosis d = { to, -1, 0, 0, false };
            walk_through (p, c, i, dir, &d);
            if (!d.reached)
              continue;
            on_circuit = true;
            if (d.loops == 0 || d.blocker < 0)
              continue;
            /* The blocker of the shortest looped journey first, and a
             * second blocker of another journey. */
            if (blockers[0] < 0 || d.steps < best_len)
              {
                if (blockers[0] >= 0 && blockers[0] != d.blocker)
                  blockers[1] = blockers[0];
                blockers[0] = d.blocker;
                best_len = d.steps;
              }
            else if (d.blocker != blockers[0] && blockers[1] < 0)
              blockers[1] = d.blocker;
          }
  if (!on_circuit)
    return lalao_error_set (err, LALAO_ERROR_NOT_ON_CIRCUIT, from, to, 0, 0);
  if (blockers[0] < 0)
    return lalao_error_set (err, LALAO_ERROR_NO_LOOP, from, to, 0, 0);
  lalao_error_set (err, LALAO_ERROR_PATH_BLOCKED_AT, from, to, blockers[0], blockers[1]);
}

/* More pieces wins, equal counts draw: the Choice for every end but the
 * capture of all 12. */
static LalaoStatus
count_pieces (const SurakartaPosition *p, LalaoRule rule)
{
  int white = __builtin_popcountll (p->pieces[0]), black = __builtin_popcountll (p->pieces[1]);
  LalaoResult r = white > black ? LALAO_FIRST_WINS : black > white ? LALAO_SECOND_WINS : LALAO_DRAW;
  return (LalaoStatus){ r, rule };
}

static LalaoStatus
surakarta_adjudicate (const LalaoPosition *pos, int repetitions)
{
  const SurakartaPosition *p = surakarta_const (pos);

  if (repetitions >= 3)
    return count_pieces (p, LALAO_RULE_REPETITION);
  if (p->quiet_plies >= SURAKARTA_NO_CAPTURE_LIMIT)
    return count_pieces (p, LALAO_RULE_NO_CAPTURE_LIMIT);
  return (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
}

static LalaoStatus
surakarta_status (const LalaoPosition *pos, int repetitions)
{
  const SurakartaPosition *p = surakarta_const (pos);
  LalaoMove moves[LALAO_MAX_MOVES];

  if (p->pieces[1] == 0)
    return (LalaoStatus){ LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED };
  if (p->pieces[0] == 0)
    return (LalaoStatus){ LALAO_SECOND_WINS, LALAO_RULE_ALL_CAPTURED };
  if (surakarta_legal_moves (pos, moves) == 0)
    return count_pieces (p, LALAO_RULE_NO_LEGAL_MOVE);
  return surakarta_adjudicate (pos, repetitions);
}

static void
surakarta_start (LalaoPosition *pos, LalaoOptions options)
{
  SurakartaPosition *p;

  memset (pos, 0, sizeof *pos);
  p = surakarta_mut (pos);
  p->pieces[LALAO_FIRST] = (1ull << 12) - 1;           /* ranks 1-2 */
  p->pieces[LALAO_SECOND] = ((1ull << 12) - 1) << 24;  /* ranks 5-6 */
  p->side = LALAO_FIRST;
  p->move_number = 1;
  p->options = options;
}

static const LalaoBoardShape board_shape = { 6, 6, "wb", "points" };

static bool
surakarta_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err)
{
  SurakartaPosition p;
  const char *s = fen;
  int8_t cells[SURAKARTA_POINTS];
  int value;

  memset (&p, 0, sizeof p);
  p.options = options;
  s = lalao_board_read (&board_shape, s, cells, err);
  if (s == NULL)
    return false;
  for (int pt = 0; pt < SURAKARTA_POINTS; pt++)
    if (cells[pt] >= 0)
      p.pieces[cells[pt]] |= BIT (pt);
  for (int side = 0; side < 2; side++)
    if (__builtin_popcountll (p.pieces[side]) > SURAKARTA_PIECES)
      {
        lalao_error_setf (err, LALAO_ERROR_FEN,
                          side ? LALAO_TEXT ("black has %d pieces, more than 12")
                               : LALAO_TEXT ("white has %d pieces, more than 12"),
                          __builtin_popcountll (p.pieces[side]));
        return false;
      }
  if (s[0] != ' ' || (s[1] != 'w' && s[1] != 'b') || (s[2] != ' ' && s[2] != '\0'))
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the side to move must be 'w' or 'b'");
      return false;
    }
  p.side = s[1] == 'w' ? LALAO_FIRST : LALAO_SECOND;
  s += 2;
  p.move_number = 1;
  if (*s == ' ')
    {
      s++;
      if (!lalao_board_read_number (&s, &value, 9999))
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "the plies since the last capture must be a number from 0 to 9999");
          return false;
        }
      p.quiet_plies = (uint16_t) value;
      if (*s++ != ' ' || !lalao_board_read_number (&s, &value, 9999) || value < 1)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "the move number must be a number from 1 to 9999");
          return false;
        }
      p.move_number = (uint16_t) value;
    }
  if (*s != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "unexpected text at the end: \"%.20s\"", s);
      return false;
    }
  memset (pos, 0, sizeof *pos);
  *surakarta_mut (pos) = p;
  return true;
}

static void
surakarta_to_fen (const LalaoPosition *pos, char *buf)
{
  const SurakartaPosition *p = surakarta_const (pos);
  int8_t cells[SURAKARTA_POINTS];
  char *s;

  for (int pt = 0; pt < SURAKARTA_POINTS; pt++)
    cells[pt] = (p->pieces[0] & BIT (pt)) ? 0 : (p->pieces[1] & BIT (pt)) ? 1 : -1;
  s = lalao_board_write (&board_shape, cells, buf);
  sprintf (s, " %c %d %d", p->side == LALAO_FIRST ? 'w' : 'b', p->quiet_plies, p->move_number);
}

static LalaoSide
surakarta_side_to_move (const LalaoPosition *pos)
{
  return (LalaoSide) surakarta_const (pos)->side;
}

static uint64_t
surakarta_hash (const LalaoPosition *pos)
{
  const SurakartaPosition *p = surakarta_const (pos);
  uint64_t h = lalao_zobrist (0, p->side) ^ lalao_zobrist (3, p->options);

  for (int side = 0; side < 2; side++)
    for (uint64_t b = p->pieces[side]; b; b &= b - 1)
      h ^= lalao_zobrist (1 + side, (uint32_t) __builtin_ctzll (b));
  return h;
}

static void
surakarta_point_name (int index, char *buf)
{
  lalao_board_point_name (&board_shape, index, buf);
}

static void
surakarta_format_move (const LalaoPosition *pos, LalaoMove move, char *buf)
{
  char from[4], to[4];
  surakarta_point_name (move.from, from);
  surakarta_point_name (move.to, to);
  sprintf (buf, "%s%s%s", from, (move.flags & LALAO_MOVE_CAPTURE) ? "x" : "", to);
}

static bool
surakarta_parse_move (const LalaoPosition *pos, const char *text, LalaoMove *move, LalaoError *err)
{
  const char *s = text;
  int from, to;
  bool capture;

  memset (move, 0, sizeof *move);
  bool ok = lalao_board_read_point (&board_shape, &s, &from);
  capture = ok && *s == 'x';
  if (capture)
    s++;
  if (!ok || !lalao_board_read_point (&board_shape, &s, &to) || *s != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_SYNTAX,
                        "\"%.20s\" is not a Surakarta move; write a step as a2b3 and a capture as b2xe5", text);
      return false;
    }
  if (from == to)
    {
      lalao_error_setf (err, LALAO_ERROR_SYNTAX, "\"%.20s\" starts and ends on the same point", text);
      return false;
    }
  move->from = (uint8_t) from;
  move->to = (uint8_t) to;
  move->flags = capture ? LALAO_MOVE_CAPTURE : 0;
  return true;
}

/* Both sides' targets and attackers, from one reading of the circuits. */
void
surakarta_targets (const SurakartaPosition *p, uint64_t targets[2], int attackers[2])
{
  uint32_t words[2];

  circuit_words (occupied (p), words);
  for (int side = 0; side < 2; side++)
    {
      targets[side] = 0;
      attackers[side] = 0;
      for (uint64_t own = p->pieces[side]; own; own &= own - 1)
        {
          uint64_t captures = captures_from (p, words, __builtin_ctzll (own), side);
          targets[side] |= captures;
          attackers[side] += captures != 0;
        }
    }
}

static int
surakarta_order_hint (const LalaoPosition *pos, LalaoMove move)
{
  return (move.flags & LALAO_MOVE_CAPTURE) ? LALAO_HINT_NOISY : surakarta_circuits_at (move.to);
}

static int
surakarta_material (const LalaoPosition *pos, LalaoSide side)
{
  return 100 * __builtin_popcountll (surakarta_const (pos)->pieces[side]);
}

static const LalaoOptionInfo surakarta_options[] = {
  { SURAKARTA_OPTION_VARIANT, "chinese-korean-variant", false },
  { 0, NULL, false },
};

/* `lalao-cli bench`: perft(5) and a depth-7 search from the start. */
const LalaoBench lalao_surakarta_bench = { 5, 7, { 16, 24, 32 } };

/* Whether the position can arise in a game (RULES.md §4): at most the
 * start's 12 pieces a side (a step may take a piece anywhere). */
static bool
surakarta_reachable (const LalaoPosition *pos, LalaoError *why)
{
  const SurakartaPosition *p = surakarta_const (pos);

  lalao_error_clear (why);
  for (int side = 0; side < 2; side++)
    if (__builtin_popcountll (p->pieces[side]) > SURAKARTA_PIECES)
      {
        lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                          side ? LALAO_TEXT ("black has %d pieces, more than 12") : LALAO_TEXT ("white has %d pieces, more than 12"),
                          __builtin_popcountll (p->pieces[side]));
        return false;
      }
  return true;
}

const LalaoEngine lalao_surakarta_engine = {
  .id = SURAKARTA_ID,
  .name = "Surakarta",
  .position_size = sizeof (SurakartaPosition),
  .options = surakarta_options,
  /* "Les joueurs décident qui commence" (RULES.md §4): White by default. */
  .agreed_start_letters = "wb",
  .start = surakarta_start,
  .from_fen = surakarta_from_fen,
  .to_fen = surakarta_to_fen,
  .side_to_move = surakarta_side_to_move,
  .legal_moves = surakarta_legal_moves,
  .play = surakarta_play,
  .check_move = surakarta_check_move,
  .status = surakarta_status,
  .adjudicate = surakarta_adjudicate,
  .hash = surakarta_hash,
  .format_move = surakarta_format_move,
  .parse_move = surakarta_parse_move,
  .point_name = surakarta_point_name,
  .evaluate = surakarta_evaluate,
  .reference_evaluate = surakarta_reference_evaluate,
  .tuning = &surakarta_eval_tuning,
  .order_hint = surakarta_order_hint,
  .material = surakarta_material,
  .improving_counts = true,
  /* Its tuned piece is worth 77–120 and a side has some 30 moves: at the
   * full noise level 1 almost never took a free piece (9% against a player
   * that always does; 80% at half of it). */
  .level_noise_percent = 50,
  /* Since its move generation reads the circuits as words (twice the
   * nodes a second), level 4 at a sixteenth of the time came too near
   * level 5 (69.0%): it thinks a thirty-second. */
  .level_expert_time_divisor = 32,
  .agreement_counts_pieces = true,
  .match_play = true,
  .grid = &board_shape,
  .fresh_counters = " 0 1",
  .reachable = surakarta_reachable,
  .endgame = &surakarta_endgame_hooks,
};
