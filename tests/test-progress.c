/* test-progress.c — the learner's progress file: kept, read back, a
 * broken file set aside and said once, a failed write said.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "lalao-i18n.h"
#include "lalao-progress.h"

static char *
temp_path (char **dir)
{
  *dir = g_dir_make_tmp ("lalao-progress-XXXXXX", NULL);
  return g_build_filename (*dir, "sub", "progress.ini", NULL);
}

static void
remove_all (const char *dir)
{
  g_autofree char *sub = g_build_filename (dir, "sub", NULL);
  const char *name;
  g_autoptr (GDir) listing = g_dir_open (sub, 0, NULL);
  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (sub, name, NULL);
      g_remove (path);
    }
  g_rmdir (sub);
  g_rmdir (dir);
}

/* Ticks survive a new reading of the file; nothing else is ticked. */
static void
test_round_trip (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir);
  g_autoptr (LalaoProgress) progress = lalao_progress_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_false (lalao_progress_get_lesson_done (progress, "songo", "sowing"));
  g_assert_true (lalao_progress_set_lesson_done (progress, "songo", "sowing", &error));
  g_assert_no_error (error);
  g_assert_true (lalao_progress_set_lesson_done (progress, "songo", "capture", &error));
  g_assert_true (lalao_progress_set_lesson_done (progress, "fanorona", "board", &error));
  g_assert_true (lalao_progress_set_lesson_done (progress, "songo", "sowing", &error));
  g_assert_null (lalao_progress_take_problem (progress));

  g_autoptr (LalaoProgress) again = lalao_progress_new (path);
  g_assert_true (lalao_progress_get_lesson_done (again, "songo", "sowing"));
  g_assert_true (lalao_progress_get_lesson_done (again, "songo", "capture"));
  g_assert_true (lalao_progress_get_lesson_done (again, "fanorona", "board"));
  g_assert_false (lalao_progress_get_lesson_done (again, "fanorona", "sowing"));
  g_assert_false (lalao_progress_get_lesson_done (again, "surakarta", "board"));
  g_assert_null (lalao_progress_take_problem (again));
  remove_all (dir);
}

/* A file that does not read: kept aside byte for byte, said once, and a
 * fresh progress written in its place. */
static void
test_broken_file (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir);
  g_autofree char *sub = g_path_get_dirname (path);
  static const char junk[] = "[lessons\nsongo=sowing;\n\xff\xfe";
  g_autoptr (GError) error = NULL;
  g_autofree char *aside = NULL;
  const char *name;

  g_assert_cmpint (g_mkdir_with_parents (sub, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, junk, -1, NULL));
  g_autoptr (LalaoProgress) progress = lalao_progress_new (path);
  g_assert_false (lalao_progress_get_lesson_done (progress, "songo", "sowing"));
  g_autofree char *problem = lalao_progress_take_problem (progress);
  g_assert_nonnull (problem);
  g_assert_true (g_str_has_prefix (problem, "Your progress in the lessons could not be read, so it starts again."));
  g_assert_null (lalao_progress_take_problem (progress));

  g_autoptr (GDir) listing = g_dir_open (sub, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "progress-unreadable-"))
      aside = g_build_filename (sub, name, NULL);
  g_assert_nonnull (aside);
  g_assert_nonnull (strstr (problem, aside));
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, junk);

  g_assert_true (lalao_progress_set_lesson_done (progress, "songo", "sowing", &error));
  g_autoptr (LalaoProgress) again = lalao_progress_new (path);
  g_assert_true (lalao_progress_get_lesson_done (again, "songo", "sowing"));
  g_assert_null (lalao_progress_take_problem (again));
  remove_all (dir);
}

/* Where nothing can be written (/proc takes no new file, even from
 * root), the tick holds for the run and the failure is said. */
static void
test_unwritable (void)
{
  g_autoptr (LalaoProgress) progress = lalao_progress_new ("/proc/lalao/progress.ini");
  g_autoptr (GError) error = NULL;

  g_assert_false (lalao_progress_set_lesson_done (progress, "songo", "sowing", &error));
  g_assert_nonnull (error);
  g_assert_true (lalao_progress_get_lesson_done (progress, "songo", "sowing"));
  g_autofree char *problem = lalao_progress_take_problem (progress);
  g_assert_true (g_str_has_prefix (problem, "Your progress in the lessons could not be saved: "));
  g_assert_null (lalao_progress_take_problem (progress));
}

/* The best stars are kept and read back; a reset forgets one game only. */
static void
test_stars (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = temp_path (&dir);
  g_autoptr (LalaoProgress) progress = lalao_progress_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (lalao_progress_get_stars (progress, "songo", "capture.2"), ==, 0);
  g_assert_true (lalao_progress_set_stars (progress, "songo", "capture.2", 2, &error));
  g_assert_no_error (error);
  g_assert_true (lalao_progress_set_stars (progress, "songo", "capture.2", 1, &error));
  g_assert_true (lalao_progress_set_stars (progress, "fanorona", "approach.1", 3, &error));
  g_assert_true (lalao_progress_set_lesson_done (progress, "songo", "sowing", &error));
  {
    g_autoptr (LalaoProgress) again = lalao_progress_new (path);
    g_assert_cmpint (lalao_progress_get_stars (again, "songo", "capture.2"), ==, 2);
    g_assert_cmpint (lalao_progress_get_stars (again, "fanorona", "approach.1"), ==, 3);
    g_assert_true (lalao_progress_reset (again, "songo", &error));
    g_assert_no_error (error);
  }
  {
    g_autoptr (LalaoProgress) after = lalao_progress_new (path);
    g_assert_cmpint (lalao_progress_get_stars (after, "songo", "capture.2"), ==, 0);
    g_assert_false (lalao_progress_get_lesson_done (after, "songo", "sowing"));
    g_assert_cmpint (lalao_progress_get_stars (after, "fanorona", "approach.1"), ==, 3);
  }
  remove_all (dir);
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/progress/round-trip", test_round_trip);
  g_test_add_func ("/progress/broken-file", test_broken_file);
  g_test_add_func ("/progress/unwritable", test_unwritable);
  g_test_add_func ("/progress/stars", test_stars);
  return g_test_run ();
}
