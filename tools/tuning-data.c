/* tuning-data.c — reading texel-data's "FEN;RESULT" lines.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tuning-data.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

long
tuning_data_read (const LalaoEngine *e, const char *path, TuningDataFunc func, void *user_data)
{
  FILE *f = fopen (path, "r");
  if (f == NULL)
    {
      perror (path);
      exit (1);
    }
  static LalaoEvalTerms terms; /* large: kept off the stack */
  char line[LALAO_FEN_MAX + 32];
  long given = 0;
  while (fgets (line, sizeof line, f) != NULL)
    {
      char *semi = strchr (line, ';');
      if (semi == NULL)
        continue;
      *semi = '\0';
      LalaoPosition pos;
      LalaoError err;
      if (!e->from_fen (&pos, line, lalao_engine_default_options (e), &err) || !e->tuning->terms (&pos, &terms))
        continue;
      float result = (float) atof (semi + 1);
      func (&pos, &terms, e->side_to_move (&pos) == LALAO_FIRST ? result : 1.0f - result, user_data);
      given++;
    }
  fclose (f);
  return given;
}
