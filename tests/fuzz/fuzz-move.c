/* fuzz-move.c — every game's move reader on any text, in a few positions.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first byte picks the game, the second the position; the rest is
 * the move text. Whatever parses is checked; a legal move must play and
 * write back to a text that reads as the same move.
 */
#include <stdlib.h>
#include <string.h>

#include "lalao-engine.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* Per game (in registry order): the start, then positions of the lessons. */
static const char *const positions[LALAO_N_GAMES][3] = {
  { NULL, "r3k3/1P6/8/8/8/8/P7/4K3 w - - 0 1", "k7/2K5/8/Q7/8/8/8/8 w - - 0 1" },
  { NULL, "5,5,5,5,5,17,5/0,1,0,2,4,4,4 s 0 8", "2,5,5,5,5,5,5/1,1,5,5,5,5,5 s 6 5" },
  { NULL, "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "9/9/1BW1B4/9/9 w" },
  { NULL, "b5/6/4b1/6/3w2/6 w 0 1", "b5/3b2/6/w1w3/6/6 w 0 1" },
};

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const LalaoEngine *e;
  const char *fen;
  LalaoPosition pos, after;
  LalaoMove move, again;
  LalaoError err;
  char *text, written[LALAO_MOVE_TEXT_MAX];
  int g;

  if (size < 2)
    return 0;
  g = data[0] % LALAO_N_GAMES;
  e = lalao_engine_lookup (lalao_game_ids[g]);
  fen = positions[g][data[1] % 3];
  if (fen == NULL)
    e->start (&pos, lalao_engine_default_options (e));
  else if (!e->from_fen (&pos, fen, lalao_engine_default_options (e), &err))
    abort ();
  text = malloc (size - 1);
  memcpy (text, data + 2, size - 2);
  text[size - 2] = '\0';

  /* The raw reader and the checker, on any intention. */
  if (e->parse_move (&pos, text, &move, &err))
    e->check_move (&pos, move, &err);
  /* The whole reader: a legal move plays and writes back the same. */
  lalao_engine_read_move (e, &pos, text, &move, &err);
  if (err.code == LALAO_ERROR_NONE)
    {
      LalaoTrace trace = { 0 };
      e->play (&pos, move, &after, &trace);
      e->format_move (&pos, move, written);
      lalao_engine_read_move (e, &pos, written, &again, &err);
      if (err.code != LALAO_ERROR_NONE || !lalao_move_equal (move, again))
        abort ();
    }
  free (text);
  return 0;
}
