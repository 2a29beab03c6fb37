/* lalao-files.c — the app's own files, never lost.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-files"

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "lalao-files.h"

char *
lalao_files_set_aside (const char *path, const char *kind)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *folder = g_path_get_dirname (path);
  const char *dot = strrchr (path, '.');
  g_autofree char *name = g_strdup_printf ("%s-unreadable-%s%s", kind, stamp, dot != NULL ? dot : "");
  char *aside = g_build_filename (folder, name, NULL);

  if (g_rename (path, aside) != 0)
    g_clear_pointer (&aside, g_free);
  return aside;
}
