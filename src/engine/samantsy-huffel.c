/* samantsy-huffel.c — Huffel's Samantsy, as he saw it played in the
 * Ikongo in 1940 (RULES.md §1, option huffel): each piece's squares.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The readings of RULES.md, where the account is vague:
 * - zaza: one step in any of the 8 directions, moving and capturing
 *   alike; on its last rank it becomes the piece that started there;
 * - hova: any distance in the 8 directions, still royal;
 * - anakova: one step in the 8 directions, not royal;
 * - farasy: a leap to a square exactly two away, straight or diagonal;
 * - basy: a vorona's move, except that on its own start square (c1, f1
 *   for White, c8, f8 for Black) it moves exactly two squares along a
 *   rank or a file, without jumping.
 * Everything else (the start, blocking wins, the draws) is du Picq's.
 */
#include "samantsy-private.h"

#define WHITE_BASY_START (BIT (2) | BIT (5))
#define BLACK_BASY_START (BIT (58) | BIT (61))

static uint64_t
queen_attacks (uint64_t b, uint64_t empty)
{
  return vorona_attacks (b, empty) | slide (b, empty, north_east) | slide (b, empty, north_west)
         | slide (b, empty, south_east) | slide (b, empty, south_west);
}

/* Exactly two squares away, straight or diagonal, over anything. */
static uint64_t
two_away (uint64_t b)
{
  return north (north (b)) | south (south (b)) | east (east (b)) | west (west (b))
         | north_east (north_east (b)) | north_west (north_west (b)) | south_east (south_east (b))
         | south_west (south_west (b));
}

/* Exactly two squares along a rank or a file, the square between empty. */
static uint64_t
two_straight (uint64_t b, uint64_t empty)
{
  return north (north (b) & empty) | south (south (b) & empty) | east (east (b) & empty) | west (west (b) & empty);
}

static uint64_t
basy_start (int side)
{
  return side == LALAO_FIRST ? WHITE_BASY_START : BLACK_BASY_START;
}

uint64_t
samantsy_huffel_targets (const SamantsyPosition *p, int side, SamantsyPiece kind, int from)
{
  uint64_t b = BIT (from), empty = ~(p->by_side[0] | p->by_side[1]);

  switch (kind)
    {
    case SAMANTSY_HOVA:
      return queen_attacks (b, empty);
    case SAMANTSY_FARASY:
      return two_away (b);
    case SAMANTSY_BASY:
      return (b & basy_start (side)) ? two_straight (b, empty) : vorona_attacks (b, empty);
    case SAMANTSY_VORONA:
      return vorona_attacks (b, empty);
    case SAMANTSY_ANAKOVA:
    case SAMANTSY_ZAZA:
    default:
      return hova_attacks (b);
    }
}

uint64_t
samantsy_huffel_attackers (const SamantsyPosition *p, int square, int by, uint64_t occupied)
{
  const uint64_t *a = p->pieces[by];
  uint64_t b = BIT (square), empty = ~occupied, start = basy_start (by);

  /* Every move is also a capture, and each geometry is symmetric: the
   * pieces that attack the square are those the square would reach. */
  return (queen_attacks (b, empty) & a[SAMANTSY_HOVA]) | (vorona_attacks (b, empty) & a[SAMANTSY_VORONA])
         | (hova_attacks (b) & (a[SAMANTSY_ANAKOVA] | a[SAMANTSY_ZAZA])) | (two_away (b) & a[SAMANTSY_FARASY])
         | (vorona_attacks (b, empty) & a[SAMANTSY_BASY] & ~start) | (two_straight (b, empty) & a[SAMANTSY_BASY] & start);
}

SamantsyPiece
samantsy_huffel_promotion (int square)
{
  static const SamantsyPiece by_file[8] = {
    SAMANTSY_VORONA, SAMANTSY_FARASY, SAMANTSY_BASY, SAMANTSY_ANAKOVA,
    SAMANTSY_ANAKOVA, SAMANTSY_BASY, SAMANTSY_FARASY, SAMANTSY_VORONA,
  };
  return by_file[square % 8];
}
