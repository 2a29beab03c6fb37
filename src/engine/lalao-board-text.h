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

#include <stdbool.h>
#include <stdint.h>

#include "lalao-error.h"

typedef struct LalaoBoardShape {
  int files;
  int ranks;
  const char *letters;   /* "KQRNBPkqrnbp", "WB", "wb" */
  const char *cell_noun; /* "squares" or "points", for messages */
} LalaoBoardShape;

/* Reads the board; returns the text after it, or NULL with a FEN error
 * naming the rank and the problem. */
const char *lalao_board_read (const LalaoBoardShape *shape, const char *text, int8_t *cells, LalaoError *err);

/* A point's name, file letter then rank number ("c3"); "?" for an index
 * off the board. Point index = rank from the bottom * files + file. */
void lalao_board_point_name (const LalaoBoardShape *shape, int index, char *buf);
/* Reads a point's name at *s and moves *s past it; false (and *s left
 * as it was) when the two characters are not a point of this board. */
bool lalao_board_read_point (const LalaoBoardShape *shape, const char **s, int *point);

/* A FEN counter: a whole number of 1 to 5 digits, at most max; moves *s
 * past the digits. */
bool lalao_board_read_number (const char **s, int *value, int max);

/* Writes the board and returns the end of what it wrote (NUL-terminated). */
char *lalao_board_write (const LalaoBoardShape *shape, const int8_t *cells, char *out);
