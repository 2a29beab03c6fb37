/* fuzz-fen.c — every game's FEN reader on any input.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A FEN that reads must write back to a FEN that reads to the same
 * position (same text, same hash), and its legal moves must all play.
 */
#include <stdlib.h>
#include <string.h>

#include "lalao-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);

  memcpy (text, data, size);
  text[size] = '\0';
  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);
      LalaoPosition pos, again, child;
      LalaoMove moves[LALAO_MAX_MOVES];
      char fen[LALAO_FEN_MAX], fen2[LALAO_FEN_MAX];
      LalaoError err;
      int n;

      if (!e->from_fen (&pos, text, lalao_engine_default_options (e), &err))
        continue;
      e->to_fen (&pos, fen);
      if (!e->from_fen (&again, fen, lalao_engine_default_options (e), &err))
        abort ();
      e->to_fen (&again, fen2);
      if (strcmp (fen, fen2) != 0 || e->hash (&pos) != e->hash (&again))
        abort ();
      e->status (&pos, 1);
      n = e->legal_moves (&pos, moves);
      for (int i = 0; i < n; i++)
        {
          LalaoTrace trace = { 0 };
          e->play (&pos, moves[i], &child, &trace);
          e->to_fen (&child, fen);
        }
    }
  free (text);
  return 0;
}
