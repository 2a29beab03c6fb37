/* samantsy.h — Samantsy, the chess of Madagascar (RULES.md §1).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Squares are numbered rank * 8 + file, from a1 = 0 to h8 = 63. White is
 * the first player, on ranks 1-2.
 */
#pragma once

#include "lalao-engine.h"

/* The game's id, as in the CLI, the records and the data files: its
 * engine's `id` and its row of the registry (lalao-registry.c). */
#define SAMANTSY_ID "samantsy"

#define SAMANTSY_NO_CAPTURE_LIMIT 100

/* The options of RULES.md §1. */
enum {
  /* Huffel's pieces of 1940, as the app reads his account. */
  SAMANTSY_OPTION_HUFFEL = 1 << 0,
};

/* Pieces, in the order of their FEN letters K Q R N B P. */
typedef enum {
  SAMANTSY_HOVA = 0,     /* K: one step any way */
  SAMANTSY_ANAKOVA = 1,  /* Q: one step diagonally (the counsellor) */
  SAMANTSY_VORONA = 2,   /* R: slides orthogonally */
  SAMANTSY_FARASY = 3,   /* N: the knight's leap */
  SAMANTSY_BASY = 4,     /* B: exactly two squares diagonally, no jump */
  SAMANTSY_ZAZA = 5,     /* P: slides forward, takes one step diagonally forward */
  SAMANTSY_N_PIECES = 6,
  SAMANTSY_NONE = 7,
} SamantsyPiece;

typedef struct {
  uint64_t pieces[2][SAMANTSY_N_PIECES]; /* [side][piece] */
  uint64_t by_side[2];
  uint8_t side;          /* LalaoSide to move */
  uint8_t quiet_plies;   /* plies since a capture or a zaza move */
  uint16_t move_number;
  LalaoOptions options;
} SamantsyPosition;

static inline const SamantsyPosition *
samantsy_const (const LalaoPosition *pos)
{
  return (const SamantsyPosition *) (const void *) pos->data;
}

/* The piece on a square (SAMANTSY_NONE if empty) and its side. */
SamantsyPiece samantsy_piece_at (const LalaoPosition *pos, int square, LalaoSide *side);

/* Whether the side to move's hova is attacked. */
bool samantsy_in_check (const LalaoPosition *pos);

/* The squares of `side`'s pieces that attack `square`, as bits. */
uint64_t samantsy_attackers (const LalaoPosition *pos, int square, LalaoSide side);
