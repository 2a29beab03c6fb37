/* cli-pgn.c — `lalao-cli pgn FILE`: checks a record of games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints one line per game: its number, variant, number of moves, result
 * and final FEN, separated by tabs. --write prints the records again as
 * Lalao writes them. A file that does not read gives exit status 1 and
 * the reader's message (the line and the problem) on stderr.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "lalao-i18n.h"
#include "lalao-record.h"

int
cli_pgn (int argc, char **argv)
{
  const char *path = NULL;
  gboolean write = FALSE;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) games = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--write") == 0)
        write = TRUE;
      else if (strcmp (argv[i], "--lang") == 0 && i + 1 < argc)
        {
          const char *lang = argv[++i];
          if (strcmp (lang, "en") != 0 && strcmp (lang, "fr") != 0)
            return cli_fail_usage ("--lang takes en or fr, not \"%s\"", lang);
          lalao_i18n_set_language (lang);
        }
      else if (strncmp (argv[i], "--", 2) == 0 || path != NULL)
        return cli_fail_usage ("pgn takes one FILE, and --write or --lang (see lalao-cli --help)");
      else
        path = argv[i];
    }
  if (path == NULL)
    return cli_fail_usage ("pgn needs a FILE");

  file = g_file_new_for_commandline_arg (path);
  games = lalao_record_read_file (file, NULL, &error);
  if (games == NULL)
    {
      fprintf (stderr, "lalao-cli: %s: %s\n", path, error->message);
      return 1;
    }
  for (guint i = 0; i < games->len; i++)
    {
      LalaoRecordGame *record = games->pdata[i];
      g_autoptr (LalaoGame) game = lalao_record_game_to_game (record, &error);
      g_autofree char *fen = NULL;

      if (game == NULL)
        {
          fprintf (stderr, "lalao-cli: %s: game %u: %s\n", path, i + 1, error->message);
          return 1;
        }
      fen = lalao_game_dup_fen (game);
      printf ("%u\t%s\t%u\t%s\t%s\n", i + 1, record->engine->name, lalao_game_get_n_moves (game), record->result, fen);
    }
  if (write)
    {
      g_autofree char *text = lalao_record_write (games);
      fputs (text, stdout);
    }
  return 0;
}
