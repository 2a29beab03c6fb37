/* cli-common.c — what the lalao-cli commands share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cli-common.h"
#include "lalao-record.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

int
cli_fail_usage (const char *format, ...)
{
  va_list ap;
  fputs ("lalao-cli: ", stderr);
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  fputc ('\n', stderr);
  return EXIT_USAGE;
}

int
cli_unknown_game (const char *id)
{
  g_autofree char *games = cli_game_list ();
  return cli_fail_usage ("unknown game \"%s\": the games are %s", id, games);
}

int
cli_parse_rules (const LalaoEngine *engine, const char *rules, LalaoOptions *options)
{
  g_autofree char *unknown = NULL;

  *options = lalao_engine_default_options (engine);
  if (rules != NULL && !lalao_options_from_text (engine, rules, options, &unknown))
    return cli_fail_usage ("%s has no rule option \"%s\"", engine->id, unknown);
  return 0;
}

double
cli_now_seconds (void)
{
  return g_get_monotonic_time () / 1e6;
}

char *
cli_game_list (void)
{
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
  for (int i = 0; i < LALAO_N_GAMES; i++)
    g_strv_builder_add (ids, lalao_game_ids[i]);
  g_auto (GStrv) list = g_strv_builder_end (ids);
  return g_strjoinv (", ", list);
}
