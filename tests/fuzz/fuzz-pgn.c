/* fuzz-pgn.c — the saved-game reader on any input.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A text that reads must write to a text that reads again, to the same
 * text (the writer is a fixed point).
 */
#include <stdlib.h>
#include <string.h>

#include "lalao-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  GPtrArray *games = lalao_record_read ((const char *) data, size, &error);
  char *text, *text2;
  GPtrArray *again;

  if (games == NULL)
    {
      if (error == NULL || error->message == NULL || *error->message == '\0')
        abort ();  /* a refusal always says why */
      g_error_free (error);
      return 0;
    }
  text = lalao_record_write (games);
  again = lalao_record_read (text, strlen (text), &error);
  if (again == NULL)
    abort ();
  text2 = lalao_record_write (again);
  if (strcmp (text, text2) != 0)
    abort ();
  for (guint i = 0; i < games->len; i++)
    {
      LalaoGame *game = lalao_record_game_to_game (games->pdata[i], NULL);
      if (game == NULL)
        abort ();
      g_object_unref (game);
    }
  g_free (text);
  g_free (text2);
  g_ptr_array_unref (games);
  g_ptr_array_unref (again);
  return 0;
}
