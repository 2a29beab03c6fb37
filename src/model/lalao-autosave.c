/* lalao-autosave.c — the game in progress, kept across runs of the app.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-autosave"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "lalao-autosave.h"
#include "lalao-files.h"

char *
lalao_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "lalao", "autosave.pgn", NULL);
}

gboolean
lalao_autosave_write (LalaoRecordGame *record, int computer_level, LalaoSide person_side, GError **error)
{
  g_autofree char *path = lalao_autosave_path ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *level = g_strdup_printf ("%d", computer_level);
  g_autoptr (GString) text = g_string_new (NULL);

  lalao_record_game_set_tag (record, "LalaoOpponent", level);
  lalao_record_game_set_tag (record, "LalaoPerson", person_side == LALAO_FIRST ? "first" : "second");
  lalao_record_write_game (record, text);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", folder, g_strerror (saved));
      return FALSE;
    }
  /* g_file_set_contents writes a new file, then renames it over the old. */
  return g_file_set_contents (path, text->str, (gssize) text->len, error);
}

LalaoRecordGame *
lalao_autosave_read (char **aside)
{
  g_autofree char *path = lalao_autosave_path ();
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;
  gsize length;

  if (aside != NULL)
    *aside = NULL;
  if (!g_file_get_contents (path, &text, &length, NULL))
    return NULL;
  games = lalao_record_read (text, length, &error);
  if (games == NULL)
    {
      char *moved = lalao_files_set_aside (path, "autosave");
      if (aside != NULL)
        *aside = moved;
      else
        g_free (moved);
      return NULL;
    }
  return g_ptr_array_steal_index (games, 0);
}

void
lalao_autosave_clear (void)
{
  g_autofree char *path = lalao_autosave_path ();
  g_remove (path);
}

gboolean
lalao_autosave_get_players (LalaoRecordGame *record, int *computer_level, LalaoSide *person_side)
{
  const char *level = lalao_record_game_get_tag (record, "LalaoOpponent");
  const char *side = lalao_record_game_get_tag (record, "LalaoPerson");

  if (level == NULL || side == NULL)
    return FALSE;
  *computer_level = CLAMP ((int) g_ascii_strtoll (level, NULL, 10), 0, 5);
  *person_side = g_str_equal (side, "second") ? LALAO_SECOND : LALAO_FIRST;
  return TRUE;
}
