/* cli-common.c — what the lalao-cli commands share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "cli-common.h"

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
  return cli_fail_usage ("unknown game \"%s\": the games are samantsy, songo, fanorona, surakarta", id);
}

int
cli_parse_rules (const LalaoEngine *engine, const char *rules, LalaoOptions *options)
{
  g_auto (GStrv) names = NULL;

  *options = lalao_engine_default_options (engine);
  if (rules == NULL)
    return 0;
  names = g_strsplit (rules, ",", -1);
  for (char **name = names; *name != NULL; name++)
    {
      gboolean on = !g_str_has_prefix (*name, "no-");
      const char *id = on ? *name : *name + 3;
      const LalaoOptionInfo *o = engine->options;

      while (o->id != NULL && strcmp (o->id, id) != 0)
        o++;
      if (o->id == NULL)
        return cli_fail_usage ("%s has no rule option \"%s\"", engine->id, id);
      *options = on ? (*options | o->bit) : (*options & ~o->bit);
    }
  return 0;
}

double
cli_now_seconds (void)
{
  return g_get_monotonic_time () / 1e6;
}
