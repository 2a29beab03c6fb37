/* fuzz-uci.c — the UCI command reader on any script.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each line of the input is a command; searches are capped at a few
 * hundred nodes so that every input runs quickly. The answers go to
 * standard output, which the fuzzer's -close_fd_mask can silence.
 */
#include <stdlib.h>
#include <string.h>

#include "cli-uci-private.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *script = g_strndup ((const char *) data, size);
  char **lines = g_strsplit (script, "\n", 64);
  Uci u;

  cli_uci_init (&u);
  u.max_nodes = 300;
  for (char **line = lines; *line != NULL; line++)
    {
      /* A table of gigabytes is allowed, but not what the fuzzer is for. */
      if (g_strrstr (*line, "Hash") != NULL || g_strrstr (*line, "hash") != NULL)
        continue;
      if (!cli_uci_command (&u, *line))
        break;
    }
  cli_uci_clear (&u);
  g_strfreev (lines);
  g_free (script);
  return 0;
}
