/* lalao-progress.c — what the learner has done, kept across runs.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The file, for instance:
 *
 *   [lessons]
 *   surakarta=board;steps;
 *
 * one list of finished lessons per game.
 */
#define G_LOG_DOMAIN "lalao-progress"

#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "lalao-files.h"
#include "lalao-i18n.h"
#include "lalao-progress.h"

#define LESSONS_GROUP "lessons"

struct _LalaoProgress {
  GObject parent_instance;
  char *path;
  GKeyFile *data;
  char *problem;  /* said once, then NULL */
};

G_DEFINE_FINAL_TYPE (LalaoProgress, lalao_progress, G_TYPE_OBJECT)

static void
lalao_progress_finalize (GObject *object)
{
  LalaoProgress *self = LALAO_PROGRESS (object);
  g_free (self->path);
  g_key_file_unref (self->data);
  g_free (self->problem);
  G_OBJECT_CLASS (lalao_progress_parent_class)->finalize (object);
}

static void
lalao_progress_class_init (LalaoProgressClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lalao_progress_finalize;
}

static void
lalao_progress_init (LalaoProgress *self)
{
  self->data = g_key_file_new ();
}

static void
load (LalaoProgress *self)
{
  g_autofree char *text = NULL;
  gsize length;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (self->path, &text, &length, NULL))
    return;  /* no progress yet */
  if (g_key_file_load_from_data (self->data, text, length, G_KEY_FILE_NONE, &error))
    return;
  g_autofree char *aside = lalao_files_set_aside (self->path, "progress");
  g_key_file_unref (self->data);
  self->data = g_key_file_new ();
  if (aside != NULL)
    /* Translators: on the lessons page; %s is a file's path. */
    self->problem = g_strdup_printf (_("Your progress in the lessons could not be read, so it starts again. "
                                       "The old file was kept as “%s”."), aside);
  else
    /* Translators: on the lessons page; %s is a file's path. */
    self->problem = g_strdup_printf (_("Your progress in the lessons could not be read, so it starts again. "
                                       "The file “%s” will be replaced."), self->path);
}

LalaoProgress *
lalao_progress_new (const char *path)
{
  LalaoProgress *self = g_object_new (LALAO_TYPE_PROGRESS, NULL);
  self->path = g_strdup (path);
  load (self);
  return self;
}

LalaoProgress *
lalao_progress_get_default (void)
{
  static LalaoProgress *progress;
  if (progress == NULL)
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "lalao", "progress.ini", NULL);
      progress = lalao_progress_new (path);
    }
  return progress;
}

const char *
lalao_progress_get_path (LalaoProgress *self)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), NULL);
  return self->path;
}

gboolean
lalao_progress_get_lesson_done (LalaoProgress *self, const char *game_id, const char *lesson_id)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), FALSE);
  g_auto (GStrv) done = g_key_file_get_string_list (self->data, LESSONS_GROUP, game_id, NULL, NULL);
  return done != NULL && g_strv_contains ((const char *const *) done, lesson_id);
}

/* The whole file, written to a new file renamed over the old one. */
static gboolean
save (LalaoProgress *self, GError **error)
{
  g_autofree char *folder = g_path_get_dirname (self->path);

  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", folder, g_strerror (saved));
      return FALSE;
    }
  return g_key_file_save_to_file (self->data, self->path, error);
}

static gboolean save_or_say (LalaoProgress *self, GError **error);

gboolean
lalao_progress_set_lesson_done (LalaoProgress *self, const char *game_id, const char *lesson_id, GError **error)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), FALSE);
  if (lalao_progress_get_lesson_done (self, game_id, lesson_id))
    return TRUE;
  g_auto (GStrv) done = g_key_file_get_string_list (self->data, LESSONS_GROUP, game_id, NULL, NULL);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  if (done != NULL)
    g_strv_builder_addv (builder, (const char **) done);
  g_strv_builder_add (builder, lesson_id);
  g_auto (GStrv) updated = g_strv_builder_end (builder);
  g_key_file_set_string_list (self->data, LESSONS_GROUP, game_id, (const char *const *) updated,
                              g_strv_length (updated));

  return save_or_say (self, error);
}

/* Saves, and keeps the reason for the lessons page when it cannot. */
static gboolean
save_or_say (LalaoProgress *self, GError **error)
{
  g_autoptr (GError) failure = NULL;

  if (save (self, &failure))
    return TRUE;
  g_free (self->problem);
  /* Translators: on the lessons page; %s says why (from the system). */
  self->problem = g_strdup_printf (_("Your progress in the lessons could not be saved: %s"), failure->message);
  g_propagate_error (error, g_steal_pointer (&failure));
  return FALSE;
}

/* Stars are kept per game, one key per exercise ("capture.2"). */
static char *
stars_group (const char *game_id)
{
  return g_strdup_printf ("stars %s", game_id);
}

int
lalao_progress_get_stars (LalaoProgress *self, const char *game_id, const char *exercise_id)
{
  g_autofree char *group = NULL;
  int stars;

  g_return_val_if_fail (LALAO_IS_PROGRESS (self), 0);
  group = stars_group (game_id);
  stars = g_key_file_get_integer (self->data, group, exercise_id, NULL);
  return CLAMP (stars, 0, 3);
}

gboolean
lalao_progress_set_stars (LalaoProgress *self, const char *game_id, const char *exercise_id, int stars,
                          GError **error)
{
  g_autofree char *group = NULL;

  g_return_val_if_fail (LALAO_IS_PROGRESS (self), FALSE);
  if (stars <= lalao_progress_get_stars (self, game_id, exercise_id))
    return TRUE;  /* the best result is kept */
  group = stars_group (game_id);
  g_key_file_set_integer (self->data, group, exercise_id, CLAMP (stars, 0, 3));
  return save_or_say (self, error);
}

gboolean
lalao_progress_reset (LalaoProgress *self, const char *game_id, GError **error)
{
  g_autofree char *group = NULL;

  g_return_val_if_fail (LALAO_IS_PROGRESS (self), FALSE);
  group = stars_group (game_id);
  g_key_file_remove_group (self->data, group, NULL);
  g_key_file_remove_key (self->data, LESSONS_GROUP, game_id, NULL);
  return save_or_say (self, error);
}

char *
lalao_progress_step_key (const char *lesson_id, guint step)
{
  return g_strdup_printf ("%s.%u", lesson_id, step + 1);
}

void
lalao_progress_count_lesson (LalaoProgress *self, const char *game_id, const LalaoLesson *lesson, int *stars,
                             int *most)
{
  g_return_if_fail (LALAO_IS_PROGRESS (self));
  *stars = *most = 0;
  for (guint s = 0; s < lesson->steps->len; s++)
    {
      LalaoLessonStep *step = lesson->steps->pdata[s];
      g_autofree char *id = lalao_progress_step_key (lesson->id, s);
      if (step->try == NULL || step->try->exercise == NULL)
        continue;
      *most += 3;
      *stars += lalao_progress_get_stars (self, game_id, id);
    }
}

void
lalao_progress_count (LalaoProgress *self, const LalaoCourse *course, guint *lessons_done, int *stars, int *most)
{
  g_return_if_fail (LALAO_IS_PROGRESS (self));
  *lessons_done = 0;
  *stars = *most = 0;
  for (guint l = 0; l < course->lessons->len; l++)
    {
      LalaoLesson *lesson = course->lessons->pdata[l];
      int lesson_stars, lesson_most;
      *lessons_done += lalao_progress_get_lesson_done (self, course->engine->id, lesson->id);
      lalao_progress_count_lesson (self, course->engine->id, lesson, &lesson_stars, &lesson_most);
      *stars += lesson_stars;
      *most += lesson_most;
    }
}

char *
lalao_progress_describe (LalaoProgress *self, const LalaoCourse *course)
{
  guint done;
  int stars, most;

  lalao_progress_count (self, course, &done, &stars, &most);
  if (done == 0 && stars == 0)
    return NULL;
  /* Translators: a course's progress on the start page: lessons done of all, then stars earned of all. */
  return g_strdup_printf (_("%u of %u lessons done, %d of %d stars."), done, course->lessons->len, stars, most);
}

static char *
puzzles_group (const char *game_id)
{
  return g_strconcat ("puzzles-", game_id, NULL);
}

int
lalao_progress_get_puzzle_int (LalaoProgress *self, const char *game_id, const char *key, int fallback)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), fallback);
  g_autofree char *group = puzzles_group (game_id);
  g_autoptr (GError) error = NULL;
  int value = g_key_file_get_integer (self->data, group, key, &error);
  return error == NULL ? value : fallback;
}

gboolean
lalao_progress_set_puzzle_ints (LalaoProgress *self, const char *game_id, const char *const *keys,
                                const int *values, int n, GError **error)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), FALSE);
  g_autofree char *group = puzzles_group (game_id);
  for (int i = 0; i < n; i++)
    if (values[i] == G_MININT)
      g_key_file_remove_key (self->data, group, keys[i], NULL);
    else
      g_key_file_set_integer (self->data, group, keys[i], values[i]);
  return save_or_say (self, error);
}

char *
lalao_progress_take_problem (LalaoProgress *self)
{
  g_return_val_if_fail (LALAO_IS_PROGRESS (self), NULL);
  return g_steal_pointer (&self->problem);
}
