/* lalao-endgame-builder.c — building the endgame tables in a GTask
 * thread, the progress reported in the caller's main context.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-endgame"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n.h>

#include "lalao-endgame-builder.h"
#include "lalao-endgame-tables.h"

#define MAX_CLASSES 256

static int
default_size (const LalaoEngine *e, int size)
{
  return size > 0 ? MIN (size, e->endgame->max_size) : e->endgame->default_size;
}

void
lalao_endgame_builder_count (const LalaoEngine *e, int size, int *built, int *all)
{
  g_autofree char *dir = lalao_endgame_tables_dir ();
  LalaoEndgameClass classes[MAX_CLASSES];

  *built = *all = 0;
  if (e->endgame == NULL)
    return;
  size = default_size (e, size);
  for (int s = 0; s <= size; s++)
    {
      int n = e->endgame->classes (s, classes, MAX_CLASSES);
      for (int i = 0; i < n && i < MAX_CLASSES; i++)
        {
          /* The file lalao_endgame_save_table() writes. */
          g_autofree char *name = g_strdup_printf ("%s-%s.egt", e->id, classes[i].name);
          g_autofree char *path = g_build_filename (dir, name, NULL);
          (*all)++;
          *built += g_file_test (path, G_FILE_TEST_IS_REGULAR);
        }
    }
}

typedef struct {
  const LalaoEngine *engine;
  GTask *task;             /* the build's task, whose data this is */
  int size, all, done;
  char current[LALAO_ENDGAME_NAME_MAX];
  GCancellable *cancellable;
  GMainContext *context;
  LalaoEndgameBuildProgress progress;
  gpointer progress_data;
} Build;

typedef struct {
  GTask *task;             /* a reference: the build lives until its last report is said */
  double fraction;
  char cls[LALAO_ENDGAME_NAME_MAX];
} Report;

static gboolean
report_now (gpointer data)
{
  Report *r = data;
  Build *b = g_task_get_task_data (r->task);
  /* A cancelled build says nothing more: whoever listened may be gone. */
  if (!g_cancellable_is_cancelled (b->cancellable))
    b->progress (r->fraction, r->cls, b->progress_data);
  return G_SOURCE_REMOVE;
}

static void
report_free (Report *r)
{
  g_object_unref (r->task);
  g_free (r);
}

/* Each new class is a step; its rounds are not counted (their number is
 * not known before), so that the bar never goes back. */
static bool
on_progress (const char *cls, int round, uint64_t done, uint64_t total, void *data)
{
  Build *b = data;

  if (g_cancellable_is_cancelled (b->cancellable))
    return false;
  if (b->progress != NULL && strcmp (cls, b->current) != 0)
    {
      Report *r = g_new0 (Report, 1);
      g_strlcpy (b->current, cls, sizeof b->current);
      r->task = g_object_ref (b->task);
      r->fraction = b->all > 0 ? (double) b->done++ / b->all : 0;
      g_strlcpy (r->cls, cls, sizeof r->cls);
      g_main_context_invoke_full (b->context, G_PRIORITY_DEFAULT, report_now, r, (GDestroyNotify) report_free);
    }
  return true;
}

static void
build_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Build *b = data;
  g_autofree char *dir = lalao_endgame_tables_dir ();
  LalaoEndgameSet *set = lalao_endgame_set_new (b->engine);
  const char *memory = g_getenv ("LALAO_ENDGAME_MEMORY");
  int built;

  /* The memory (MB) one class may take; 0 solves every class by the
   * slower forward rounds (docs/endgames.md). */
  if (memory != NULL)
    lalao_endgame_set_memory (set, (size_t) g_ascii_strtoull (memory, NULL, 10) << 20);

  lalao_endgame_builder_count (b->engine, b->size, &built, &b->all);
  b->done = built;
  if (g_mkdir_with_parents (dir, 0755) != 0)
    g_task_return_new_error (task, G_IO_ERROR, g_io_error_from_errno (errno),
                             /* Translators: %s is a folder. */
                             _("The endgame tables cannot be written in %s."), dir);
  else if (lalao_endgame_build (set, b->size, dir, on_progress, b))
    {
      lalao_endgame_tables_forget (b->engine);
      g_task_return_boolean (task, TRUE);
    }
  else if (g_cancellable_is_cancelled (cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s",
                             /* Translators: the endgame tables' build, stopped by the person. */
                             _("The build was stopped."));
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED,
                             /* Translators: %s is a folder. */
                             _("The endgame tables could not be built in %s."), dir);
  lalao_endgame_set_free (set);
}

static void
build_free (Build *b)
{
  g_clear_object (&b->cancellable);
  g_main_context_unref (b->context);
  g_free (b);
}

void
lalao_endgame_builder_build_async (const LalaoEngine *e, int size, GCancellable *cancellable,
                                   LalaoEndgameBuildProgress progress, gpointer progress_data,
                                   GAsyncReadyCallback callback, gpointer data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, data);
  Build *b = g_new0 (Build, 1);

  g_return_if_fail (e != NULL && e->endgame != NULL);
  b->engine = e;
  b->task = task;
  b->size = default_size (e, size);
  b->cancellable = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();
  b->context = g_main_context_ref_thread_default ();
  b->progress = progress;
  b->progress_data = progress_data;
  g_task_set_source_tag (task, lalao_endgame_builder_build_async);
  g_task_set_task_data (task, b, (GDestroyNotify) build_free);
  g_task_run_in_thread (task, build_in_thread);
}

gboolean
lalao_endgame_builder_build_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
