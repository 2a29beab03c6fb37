/* samantsy-reachable.c — whether a Samantsy position can arise in a game
 * (RULES.md §1), for every position the app shows a learner.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test follows from a rule of RULES.md and the seed, not from a
 * list of squares: what a piece can reach is computed from its move and
 * its start squares, what promotions can make from the promotion rule.
 *
 *  - du Picq: a zaza "slides straight forward" and "becomes an anakova"
 *    on the last rank: a zaza never stands on its own first rank, and
 *    promotions make anakovas only. Huffel: a zaza steps any way and
 *    becomes the piece that started on that square.
 *  - A side has at most the start's pieces of each kind, plus what its
 *    missing zazas could have been promoted to; du Picq's anakova moves
 *    "one step diagonally", so an anakova off its start square's colour
 *    is a promoted zaza too.
 *  - du Picq's basy moves "exactly two squares diagonally" (seed: "le fou
 *    qui est en c1 ne peut aller qu'en a3 ou en e3, les cases b2 et d2
 *    lui étant inaccessibles"): each basy keeps to the eight squares its
 *    start square reaches, and a side's two basies to two different sets.
 *  - A zaza changes file only by capturing ("one square diagonally
 *    forward"): the files of a side's zazas cost at least as many
 *    captures as the pieces the other side has lost.
 *  - "A move that leaves one's own hova attacked is illegal": the side
 *    that has just moved is not in check (the hovas never touch).
 * The FEN reader already insists on one hova each and no zaza on its
 * last rank.
 */
#include "lalao-engine.h"
#include "samantsy.h"
#include "lalao-games.h"
#include "samantsy-private.h"

static void
name (int square, char *buf)
{
  buf[0] = (char) ('a' + square % 8);
  buf[1] = (char) ('1' + square / 8);
  buf[2] = '\0';
}

static const SamantsyPosition *
start_position (LalaoOptions options, LalaoPosition *buf)
{
  lalao_samantsy_engine.start (buf, options);
  return samantsy_const (buf);
}

/* The squares a du Picq basy starting on `from` can ever stand on: its
 * moves, again and again, on an empty board. */
static uint64_t
basy_reach (int from)
{
  uint64_t reach = BIT (from), last = 0;
  while (reach != last)
    {
      last = reach;
      reach |= basy_attacks (reach, ~0ull);
    }
  return reach;
}

/* The squares a du Picq anakova starting on `from` can ever stand on:
 * one step diagonally, again and again (one colour of the board). */
static uint64_t
anakova_reach (int from)
{
  uint64_t reach = BIT (from), last = 0;
  while (reach != last)
    {
      last = reach;
      reach |= anakova_attacks (reach);
    }
  return reach;
}

/* The fewest captures that take `side`'s zazas from the start's files to
 * theirs (one file per capture, each no further than its ranks allow),
 * or -1 when no assignment exists. */
static int
zaza_captures (const SamantsyPosition *p, const SamantsyPosition *start, int side)
{
  int now[8], from[8], n_now = 0, n_from = 0;
  int best[1 << 8];

  for (uint64_t b = p->pieces[side][SAMANTSY_ZAZA]; b; b &= b - 1)
    now[n_now++] = __builtin_ctzll (b);
  for (uint64_t b = start->pieces[side][SAMANTSY_ZAZA]; b && n_from < 8; b &= b - 1)
    from[n_from++] = __builtin_ctzll (b);
  if (n_now > n_from)
    return -1;
  /* best[mask]: the fewest captures for the first popcount(mask) zazas
   * of now[] on the start zazas of mask. */
  for (int m = 0; m < (1 << n_from); m++)
    best[m] = -1;
  best[0] = 0;
  for (int m = 0; m < (1 << n_from); m++)
    {
      int k = __builtin_popcount ((unsigned) m);
      if (best[m] < 0 || k >= n_now)
        continue;
      int sq = now[k];
      for (int j = 0; j < n_from; j++)
        {
          if (m & (1 << j))
            continue;
          int files = sq % 8 - from[j] % 8, ranks = side == LALAO_FIRST ? sq / 8 - from[j] / 8 : from[j] / 8 - sq / 8;
          if (files < 0)
            files = -files;
          if (files > ranks)
            continue;
          int cost = best[m] + files, next = m | (1 << j);
          if (best[next] < 0 || cost < best[next])
            best[next] = cost;
        }
    }
  int fewest = -1;
  for (int m = 0; m < (1 << n_from); m++)
    if (__builtin_popcount ((unsigned) m) == n_now && best[m] >= 0 && (fewest < 0 || best[m] < fewest))
      fewest = best[m];
  return fewest;
}

/* The pieces of each kind: the start's, plus what the missing zazas
 * became. */
static bool
counts_reachable (const SamantsyPosition *p, const SamantsyPosition *start, int side, LalaoError *why)
{
  static const char letters[] = "KQRNBP";
  bool white = side == LALAO_FIRST;
  int zazas = __builtin_popcountll (p->pieces[side][SAMANTSY_ZAZA]);
  int missing = __builtin_popcountll (start->pieces[side][SAMANTSY_ZAZA]) - zazas;
  int extra = 0;
  uint64_t last_rank = white ? RANK_8 : RANK_1;
  bool promotable[SAMANTSY_N_PIECES] = { false };

  for (uint64_t r = last_rank; r; r &= r - 1)
    promotable[huffel (p) ? samantsy_huffel_promotion (__builtin_ctzll (r)) : SAMANTSY_ANAKOVA] = true;

  /* Counts: the start's, plus what the missing zazas became. */
  for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_ZAZA; k++)
    {
      int have = __builtin_popcountll (p->pieces[side][k]), had = __builtin_popcountll (start->pieces[side][k]);
      if (k == SAMANTSY_ANAKOVA && !huffel (p))
        {
          /* The start's anakova keeps to the squares of its colour: those
           * on the other colour are promoted zazas. */
          uint64_t own = 0;
          for (uint64_t q = start->pieces[side][k]; q; q &= q - 1)
            own |= anakova_reach (__builtin_ctzll (q));
          int could_be_own = __builtin_popcountll (p->pieces[side][k] & own);
          if (could_be_own < had)
            had = could_be_own;
        }
      if (have <= had)
        continue;
      if (!promotable[k])
        {
          lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                            white ? LALAO_TEXT ("white has %d pieces '%c', more than the %d of the start, and a zaza never becomes one")
                                  : LALAO_TEXT ("black has %d pieces '%c', more than the %d of the start, and a zaza never becomes one"),
                            have, white ? letters[k] : letters[k] + 'a' - 'A', had);
          return false;
        }
      extra += have - had;
    }
  if (missing < 0)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        white ? LALAO_TEXT ("white has %d zazas, more than the %d of the start")
                              : LALAO_TEXT ("black has %d zazas, more than the %d of the start"),
                        zazas, zazas - missing);
      return false;
    }
  if (extra > missing)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        white ? LALAO_TEXT ("white has %d promoted pieces beyond the start's, but only %d of its zazas are gone")
                              : LALAO_TEXT ("black has %d promoted pieces beyond the start's, but only %d of its zazas are gone"),
                        extra, missing);
      return false;
    }

  return true;
}

static bool
basies_reachable (const SamantsyPosition *p, const SamantsyPosition *start, int side, LalaoError *why)
{
  bool white = side == LALAO_FIRST;
  char a[3], b[3];

  /* Each basy on a square of its own start basy's reach, one each (no
   * zaza becomes a basy). */
  int starts[2], n_starts = 0, basies[2], n_basies = 0;
  for (uint64_t s = start->pieces[side][SAMANTSY_BASY]; s && n_starts < 2; s &= s - 1)
    starts[n_starts++] = __builtin_ctzll (s);
  for (uint64_t s = p->pieces[side][SAMANTSY_BASY]; s && n_basies < 2; s &= s - 1)
    basies[n_basies++] = __builtin_ctzll (s);
  int class_of[2];
  for (int i = 0; i < n_basies; i++)
    {
      class_of[i] = -1;
      for (int j = 0; j < n_starts; j++)
        if (basy_reach (starts[j]) & BIT (basies[i]))
          class_of[i] = j;
      if (class_of[i] < 0)
        {
          name (basies[i], a);
          lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                            white ? LALAO_TEXT ("no white basy can ever stand on %s: a basy moves exactly two squares diagonally from its start square")
                                  : LALAO_TEXT ("no black basy can ever stand on %s: a basy moves exactly two squares diagonally from its start square"),
                            a);
          return false;
        }
    }
  if (n_basies == 2 && class_of[0] == class_of[1])
    {
      name (basies[0], a);
      name (basies[1], b);
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        white ? LALAO_TEXT ("the white basies on %s and %s can both come from one start square only: each basy keeps to the squares of its own")
                              : LALAO_TEXT ("the black basies on %s and %s can both come from one start square only: each basy keeps to the squares of its own"),
                        a, b);
      return false;
    }

  return true;
}

static bool
side_reachable (const SamantsyPosition *p, const SamantsyPosition *start, int side, LalaoError *why)
{
  bool white = side == LALAO_FIRST;
  char a[3];

  if (!counts_reachable (p, start, side, why))
    return false;
  if (huffel (p))
    return true; /* Huffel's zaza steps any way, his basy moves as a vorona */

  /* A zaza only goes forward: never on its own first rank. */
  uint64_t first_rank = white ? RANK_1 : RANK_8;
  if (p->pieces[side][SAMANTSY_ZAZA] & first_rank)
    {
      name (__builtin_ctzll (p->pieces[side][SAMANTSY_ZAZA] & first_rank), a);
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        white ? LALAO_TEXT ("a white zaza stands on %s, on white's first rank: a zaza only moves forward")
                              : LALAO_TEXT ("a black zaza stands on %s, on black's first rank: a zaza only moves forward"),
                        a);
      return false;
    }

  if (!basies_reachable (p, start, side, why))
    return false;

  /* A zaza changes file only by capturing. */
  int captures = zaza_captures (p, start, side);
  int lost = __builtin_popcountll (start->by_side[1 - side]) - __builtin_popcountll (p->by_side[1 - side]);
  if (captures < 0 || captures > lost)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        white ? LALAO_TEXT ("the white zazas' files need more captures than the %d pieces black has lost: a zaza changes file only by capturing")
                              : LALAO_TEXT ("the black zazas' files need more captures than the %d pieces white has lost: a zaza changes file only by capturing"),
                        lost < 0 ? 0 : lost);
      return false;
    }
  return true;
}

bool
samantsy_reachable (const LalaoPosition *pos, LalaoError *why)
{
  const SamantsyPosition *p = samantsy_const (pos);
  LalaoPosition buf;
  const SamantsyPosition *start = start_position (p->options, &buf);
  int mover = p->side;

  lalao_error_clear (why);
  for (int side = 0; side < 2; side++)
    if (__builtin_popcountll (p->pieces[side][SAMANTSY_HOVA]) != 1)
      {
        lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                          side ? LALAO_TEXT ("black does not have exactly one hova") : LALAO_TEXT ("white does not have exactly one hova"));
        return false;
      }
  if (samantsy_attackers (pos, __builtin_ctzll (p->pieces[1 - mover][SAMANTSY_HOVA]), (LalaoSide) mover) != 0)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        mover ? LALAO_TEXT ("the white hova is attacked although it is not white's turn")
                              : LALAO_TEXT ("the black hova is attacked although it is not black's turn"));
      return false;
    }
  for (int side = 0; side < 2; side++)
    if (!side_reachable (p, start, side, why))
      return false;
  return true;
}
