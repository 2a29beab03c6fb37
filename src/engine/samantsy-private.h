/* samantsy-private.h — what the Samantsy engine's files share: the
 * bitboard steps and attacks of both rule sets, du Picq's (samantsy.c)
 * and Huffel's 1940 reading (samantsy-huffel.c).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Squares are rank * 8 + file, a1 = 0; "north" is towards rank 8.
 */
#pragma once

#include <stdint.h>

#include "samantsy.h"

#define BIT(sq) (1ull << (sq))
#define RANK_1 0x00000000000000FFull
#define RANK_8 0xFF00000000000000ull
#define NOT_A 0xFEFEFEFEFEFEFEFEull
#define NOT_H 0x7F7F7F7F7F7F7F7Full
#define NOT_AB 0xFCFCFCFCFCFCFCFCull
#define NOT_GH 0x3F3F3F3F3F3F3F3Full

/* One step in each direction, without wrapping round the board's edges. */
static inline uint64_t north (uint64_t b) { return b << 8; }
static inline uint64_t south (uint64_t b) { return b >> 8; }
static inline uint64_t east (uint64_t b) { return (b << 1) & NOT_A; }
static inline uint64_t west (uint64_t b) { return (b >> 1) & NOT_H; }
static inline uint64_t north_east (uint64_t b) { return (b << 9) & NOT_A; }
static inline uint64_t north_west (uint64_t b) { return (b << 7) & NOT_H; }
static inline uint64_t south_east (uint64_t b) { return (b >> 7) & NOT_A; }
static inline uint64_t south_west (uint64_t b) { return (b >> 9) & NOT_H; }

static inline uint64_t
hova_attacks (uint64_t b)
{
  uint64_t row = b | east (b) | west (b);
  return (row | north (row) | south (row)) & ~b;
}

static inline uint64_t
anakova_attacks (uint64_t b)
{
  return north_east (b) | north_west (b) | south_east (b) | south_west (b);
}

static inline uint64_t
farasy_attacks (uint64_t b)
{
  uint64_t l1 = (b >> 1) & NOT_H, l2 = (b >> 2) & NOT_GH;
  uint64_t r1 = (b << 1) & NOT_A, r2 = (b << 2) & NOT_AB;
  uint64_t h1 = l1 | r1, h2 = l2 | r2;
  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

/* Exactly two squares diagonally, the middle square empty. */
static inline uint64_t
basy_attacks (uint64_t b, uint64_t empty)
{
  return north_east (north_east (b) & empty) | north_west (north_west (b) & empty)
         | south_east (south_east (b) & empty) | south_west (south_west (b) & empty);
}

/* Occluded fills (Kogge-Stone): every square reached from gen through
 * empty squares, in one direction. */
static inline uint64_t
fill_north (uint64_t gen, uint64_t pro)
{
  gen |= pro & (gen << 8);
  pro &= pro << 8;
  gen |= pro & (gen << 16);
  pro &= pro << 16;
  gen |= pro & (gen << 32);
  return gen;
}

static inline uint64_t
fill_south (uint64_t gen, uint64_t pro)
{
  gen |= pro & (gen >> 8);
  pro &= pro >> 8;
  gen |= pro & (gen >> 16);
  pro &= pro >> 16;
  gen |= pro & (gen >> 32);
  return gen;
}

static inline uint64_t
fill_east (uint64_t gen, uint64_t pro)
{
  pro &= NOT_A;
  gen |= pro & (gen << 1);
  pro &= pro << 1;
  gen |= pro & (gen << 2);
  pro &= pro << 2;
  gen |= pro & (gen << 4);
  return gen;
}

static inline uint64_t
fill_west (uint64_t gen, uint64_t pro)
{
  pro &= NOT_H;
  gen |= pro & (gen >> 1);
  pro &= pro >> 1;
  gen |= pro & (gen >> 2);
  pro &= pro >> 2;
  gen |= pro & (gen >> 4);
  return gen;
}

static inline uint64_t
vorona_attacks (uint64_t b, uint64_t empty)
{
  return north (fill_north (b, empty)) | south (fill_south (b, empty))
         | east (fill_east (b, empty)) | west (fill_west (b, empty));
}

/* The squares a zaza of `side` on b slides to, and those it takes on. */
static inline uint64_t
zaza_slides (uint64_t b, uint64_t empty, int side)
{
  return side == LALAO_FIRST ? north (fill_north (b, empty)) & empty
                             : south (fill_south (b, empty)) & empty;
}

static inline uint64_t
zaza_takes (uint64_t b, int side)
{
  return side == LALAO_FIRST ? north_east (b) | north_west (b) : south_east (b) | south_west (b);
}

/* Every square reached from the pieces of b by repeated steps, each
 * step leaving only from an empty square (the diagonal slides). */
static inline uint64_t
slide (uint64_t b, uint64_t empty, uint64_t (*step) (uint64_t))
{
  uint64_t reached = 0;
  for (uint64_t x = step (b); x != 0; x = step (x & empty) & ~reached)
    reached |= x;
  return reached;
}

/* Huffel's 1940 pieces (RULES.md §1, option huffel), in samantsy-huffel.c. */
/* The squares the `kind` piece of `side` on `from` moves to or captures
 * on, own pieces included (the caller removes them). */
uint64_t samantsy_huffel_targets (const SamantsyPosition *p, int side, SamantsyPiece kind, int from);
/* `by`'s pieces that attack `square`, with the board `occupied`. */
uint64_t samantsy_huffel_attackers (const SamantsyPosition *p, int square, int by, uint64_t occupied);
/* What a zaza becomes on its last rank: the piece that started on that
 * square (an anakova on the hova's file). */
SamantsyPiece samantsy_huffel_promotion (int square);

/* Whether the position is played by Huffel's rules (option huffel). */
static inline bool
huffel (const SamantsyPosition *p)
{
  return p->options & SAMANTSY_OPTION_HUFFEL;
}

/* Whether the position can arise in a game (the engine's reachable()),
 * in samantsy-reachable.c. */
bool samantsy_reachable (const LalaoPosition *pos, LalaoError *why);

/* The evaluations, in samantsy-eval.c. */
/* The tuned evaluation the computer plays with, in centi-units for the
 * side to move. */
int samantsy_evaluate (const LalaoPosition *pos);
/* The evaluation the teaching content was made with (lalao-search.h). */
int samantsy_reference_evaluate (const LalaoPosition *pos);
/* The tuned evaluation's weights and terms, for tools/texel-tune. */
extern const struct LalaoEvalTuning samantsy_eval_tuning;
/* Each piece's value in the reference evaluation (by rule set): move
 * ordering and the material count use them too. */
const int *samantsy_piece_values (const SamantsyPosition *p);

/* The endgame tables' classes and indexing, in samantsy-endgame.c. */
extern const struct LalaoEndgameHooks samantsy_endgame_hooks;
