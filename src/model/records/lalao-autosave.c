/* lalao-autosave.c — the games in progress, kept across runs of the app.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-autosave"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "lalao-autosave.h"
#include "lalao-files.h"

static char *
autosave_folder (void)
{
  return g_build_filename (g_get_user_data_dir (), "lalao", NULL);
}

char *
lalao_autosave_path (const char *game_id)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *name = g_strdup_printf ("autosave-%s.pgn", game_id);

  return g_build_filename (folder, name, NULL);
}

/* Lalao's earlier versions kept one unfinished game, whatever its game,
 * in autosave.pgn: it becomes its game's autosave (unless that game has
 * a newer one), or is set aside when it does not read. */
static void
move_single_autosave (char **aside)
{
  g_autofree char *folder = autosave_folder ();
  g_autofree char *old = g_build_filename (folder, "autosave.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) games = NULL;
  gsize length;

  if (!g_file_get_contents (old, &text, &length, NULL))
    return;
  games = lalao_record_read (text, length, NULL);
  if (games == NULL)
    {
      char *moved = lalao_files_set_aside (old, "autosave");
      if (aside != NULL && *aside == NULL)
        *aside = moved;
      else
        g_free (moved);
      return;
    }
  LalaoRecordGame *record = games->pdata[0];
  g_autofree char *path = lalao_autosave_path (record->engine->id);
  if (g_file_test (path, G_FILE_TEST_EXISTS) || g_rename (old, path) != 0)
    g_remove (old);
}

gboolean
lalao_autosave_write (LalaoRecordGame *record, GError **error)
{
  g_autofree char *path = lalao_autosave_path (record->engine->id);
  g_autofree char *folder = autosave_folder ();
  g_autoptr (GString) text = g_string_new (NULL);

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
lalao_autosave_read (const char *game_id, char **aside)
{
  g_autofree char *path = lalao_autosave_path (game_id);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autofree char *kind = g_strdup_printf ("autosave-%s", game_id);
  gsize length;

  if (aside != NULL)
    *aside = NULL;
  move_single_autosave (aside);
  if (!g_file_get_contents (path, &text, &length, NULL))
    return NULL;
  games = lalao_record_read (text, length, &error);
  /* A file of another game under this game's name does not read either. */
  if (games == NULL || !g_str_equal (((LalaoRecordGame *) games->pdata[0])->engine->id, game_id))
    {
      char *moved = lalao_files_set_aside (path, kind);
      if (aside != NULL && *aside == NULL)
        *aside = moved;
      else
        g_free (moved);
      return NULL;
    }
  return g_ptr_array_steal_index (games, 0);
}

void
lalao_autosave_clear (const char *game_id)
{
  g_autofree char *folder = autosave_folder ();

  if (game_id != NULL)
    {
      g_autofree char *path = lalao_autosave_path (game_id);
      g_remove (path);
      return;
    }
  g_autoptr (GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "autosave") && g_str_has_suffix (name, ".pgn")
        && strstr (name, "-unreadable-") == NULL)
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);
        g_remove (path);
      }
}

void
lalao_record_game_set_players (LalaoRecordGame *record, int computer_level, LalaoSide person_side)
{
  g_autofree char *level = g_strdup_printf ("%d", computer_level);

  lalao_record_game_set_tag (record, "LalaoOpponent", level);
  lalao_record_game_set_tag (record, "LalaoPerson", person_side == LALAO_FIRST ? "first" : "second");
}

gboolean
lalao_record_game_get_players (LalaoRecordGame *record, int *computer_level, LalaoSide *person_side)
{
  const char *level = lalao_record_game_get_tag (record, "LalaoOpponent");
  const char *side = lalao_record_game_get_tag (record, "LalaoPerson");

  if (level == NULL || side == NULL)
    return FALSE;
  *computer_level = CLAMP ((int) g_ascii_strtoll (level, NULL, 10), 0, 5);
  *person_side = g_str_equal (side, "second") ? LALAO_SECOND : LALAO_FIRST;
  return TRUE;
}
