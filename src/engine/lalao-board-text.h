/* lalao-board-text.h — the board part of a FEN, shared by the games on a
 * grid (Samantsy, Fanorona, Surakarta).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Ranks from the top down, separated by '/'; in each, a letter per piece
 * and a digit per run of empty cells. cells[rank * files + file] holds the
 * index of the piece's letter in `letters`, or -1 when empty.
 */
#pragma once

#include <stdint.h>

#include "lalao-error.h"

typedef struct {
  int files;
  int ranks;
  const char *letters;   /* "KQRNBPkqrnbp", "WB", "wb" */
  const char *cell_noun; /* "squares" or "points", for messages */
} LalaoBoardShape;

/* Reads the board; returns the text after it, or NULL with a FEN error
 * naming the rank and the problem. */
const char *lalao_board_read (const LalaoBoardShape *shape, const char *text, int8_t *cells, LalaoError *err);

/* Writes the board and returns the end of what it wrote (NUL-terminated). */
char *lalao_board_write (const LalaoBoardShape *shape, const int8_t *cells, char *out);
