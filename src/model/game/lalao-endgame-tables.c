/* lalao-endgame-tables.c — the exact endgame tables the app and the CLI
 * share (lalao-endgame-tables.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lalao-endgame-tables.h"

char *
lalao_endgame_tables_dir (void)
{
  const char *dir = g_getenv ("LALAO_ENDGAME_DIR");
  if (dir != NULL && *dir != '\0')
    return g_strdup (dir);
  return g_build_filename (g_get_user_cache_dir (), "lalao", "endgames", NULL);
}

static GMutex lock;
static GHashTable *loaded; /* engine -> LalaoEndgameSet, or NULL-valued when none */

const LalaoEndgameSet *
lalao_endgame_tables_get (const LalaoEngine *e)
{
  LalaoEndgameSet *set = NULL;

  if (e->endgame == NULL)
    return NULL;
  g_mutex_lock (&lock);
  if (loaded == NULL)
    loaded = g_hash_table_new (NULL, NULL);
  if (g_hash_table_lookup_extended (loaded, e, NULL, (gpointer *) &set))
    {
      g_mutex_unlock (&lock);
      return set;
    }
  g_autofree char *dir = lalao_endgame_tables_dir ();
  set = lalao_endgame_open (e, dir);
  g_hash_table_insert (loaded, (gpointer) e, set);
  g_mutex_unlock (&lock);
  return set;
}

void
lalao_endgame_tables_forget (const LalaoEngine *e)
{
  g_mutex_lock (&lock);
  /* A set a search may be reading stays, unreachable: a few megabytes,
   * once per build. */
  if (loaded != NULL)
    g_hash_table_remove (loaded, e);
  g_mutex_unlock (&lock);
}

LalaoEndgameValue
lalao_endgame_tables_probe (const LalaoEngine *e, const LalaoPosition *pos)
{
  const LalaoEndgameSet *set = lalao_endgame_tables_get (e);
  if (set == NULL)
    return (LalaoEndgameValue){ LALAO_ENDGAME_UNKNOWN, 0 };
  return lalao_endgame_probe (set, pos);
}
