/* lalao-i18n.c — gettext set-up and switching the language at run time.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-i18n"

#include "config.h"

#include <locale.h>
#include <stdlib.h>

#include "lalao-i18n.h"

/* Whether dir holds a catalogue of Lalao's messages in any language. */
static gboolean
has_catalogues (const char *dir)
{
  g_autoptr (GDir) languages = g_dir_open (dir, 0, NULL);
  const char *lang;

  while (languages != NULL && (lang = g_dir_read_name (languages)) != NULL)
    {
      g_autofree char *mo = g_build_filename (dir, lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      if (g_file_test (mo, G_FILE_TEST_IS_REGULAR))
        return TRUE;
    }
  return FALSE;
}

void
lalao_i18n_init (void)
{
  const char *dir = g_getenv ("LALAO_LOCALEDIR");

  /* Not installed: the catalogues built in the build folder. */
  if (dir == NULL && !has_catalogues (LOCALEDIR) && has_catalogues (BUILD_LOCALEDIR))
    dir = BUILD_LOCALEDIR;

  /* gettext ignores LANGUAGE in the plain "C" locale; C.UTF-8 is built
   * into glibc and lets a chosen language apply on any machine. */
  if (setlocale (LC_ALL, "") == NULL || g_strcmp0 (setlocale (LC_MESSAGES, NULL), "C") == 0)
    setlocale (LC_ALL, "C.UTF-8");
  bindtextdomain (GETTEXT_PACKAGE, dir != NULL ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

void
lalao_i18n_set_language (const char *lang)
{
  static char *system_language = NULL;
  static gboolean saved = FALSE;

  if (!saved)
    {
      system_language = g_strdup (g_getenv ("LANGUAGE"));
      saved = TRUE;
    }
  if (lang != NULL)
    g_setenv ("LANGUAGE", lang, TRUE);
  else if (system_language != NULL)
    g_setenv ("LANGUAGE", system_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");

  /* textdomain() makes gettext drop the translations it has cached. */
  textdomain (GETTEXT_PACKAGE);
}

gboolean
lalao_i18n_has_language (const char *lang)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *mo = NULL;

  if (g_str_equal (lang, "en"))
    return TRUE;
  mo = g_build_filename (dir != NULL ? dir : LOCALEDIR, lang, "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  return g_file_test (mo, G_FILE_TEST_IS_REGULAR);
}

const char *
lalao_i18n_get_localedir (void)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  return dir != NULL ? dir : LOCALEDIR;
}
