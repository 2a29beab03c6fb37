/* lalao-board-text.c — reading and writing the board part of a FEN.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

#include "lalao-board-text.h"

const char *
lalao_board_read (const LalaoBoardShape *shape, const char *s, int8_t *cells, LalaoError *err)
{
  /* Each message whole, for its translation: squares or points. */
  bool squares = strcmp (shape->cell_noun, "squares") == 0;
  memset (cells, -1, (size_t) (shape->files * shape->ranks));
  for (int rank = shape->ranks - 1; rank >= 0; rank--)
    {
      int file = 0;
      for (; *s != '/' && *s != ' ' && *s != '\0'; s++)
        {
          const char *letter = strchr (shape->letters, *s);
          if (*s >= '1' && *s <= '9')
            file += *s - '0';
          else if (letter != NULL)
            {
              if (file < shape->files)
                cells[rank * shape->files + file] = (int8_t) (letter - shape->letters);
              file++;
            }
          else
            {
              lalao_error_setf (err, LALAO_ERROR_FEN,
                                squares ? LALAO_TEXT ("rank %d: '%c' is not a piece letter (%s) or a number of empty squares")
                                        : LALAO_TEXT ("rank %d: '%c' is not a piece letter (%s) or a number of empty points"),
                                rank + 1, *s, shape->letters);
              return NULL;
            }
          if (file > shape->files)
            {
              lalao_error_setf (err, LALAO_ERROR_FEN,
                                squares ? LALAO_TEXT ("rank %d has more than %d squares")
                                        : LALAO_TEXT ("rank %d has more than %d points"),
                                rank + 1, shape->files);
              return NULL;
            }
        }
      if (file < shape->files)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN,
                            squares ? LALAO_TEXT ("rank %d has %d squares instead of %d")
                                    : LALAO_TEXT ("rank %d has %d points instead of %d"),
                            rank + 1, file, shape->files);
          return NULL;
        }
      if (rank > 0 && *s++ != '/')
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "the board has %d ranks instead of %d", shape->ranks - rank, shape->ranks);
          return NULL;
        }
    }
  if (*s == '/')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the board has more than %d ranks", shape->ranks);
      return NULL;
    }
  return s;
}

char *
lalao_board_write (const LalaoBoardShape *shape, const int8_t *cells, char *s)
{
  for (int rank = shape->ranks - 1; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < shape->files; file++)
        {
          int8_t c = cells[rank * shape->files + file];
          if (c < 0)
            {
              empty++;
              continue;
            }
          if (empty)
            *s++ = (char) ('0' + empty);
          empty = 0;
          *s++ = shape->letters[c];
        }
      if (empty)
        *s++ = (char) ('0' + empty);
      if (rank > 0)
        *s++ = '/';
    }
  *s = '\0';
  return s;
}

void
lalao_board_point_name (const LalaoBoardShape *shape, int index, char *buf)
{
  if (index < 0 || index >= shape->files * shape->ranks)
    sprintf (buf, "?");
  else
    sprintf (buf, "%c%d", 'a' + index % shape->files, 1 + index / shape->files);
}

bool
lalao_board_read_point (const LalaoBoardShape *shape, const char **s, int *point)
{
  int file = (*s)[0] - 'a', rank = (*s)[0] != '\0' ? (*s)[1] - '1' : -1;

  if (file < 0 || file >= shape->files || rank < 0 || rank >= shape->ranks)
    return false;
  *point = rank * shape->files + file;
  *s += 2;
  return true;
}

bool
lalao_board_read_number (const char **s, int *value, int max)
{
  int v = 0, digits = 0;

  while (**s >= '0' && **s <= '9')
    {
      if (++digits > 5)
        return false;
      v = v * 10 + (**s - '0');
      (*s)++;
    }
  *value = v;
  return digits > 0 && v <= max;
}
