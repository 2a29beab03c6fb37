/* ui-test-util.h — driving the real widgets in the UI tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

/* A waiting test's limit is there so that a hang fails instead of
 * waiting for ever, never to time the app: it is stretched this much for
 * a loaded machine (the sanitizers, another build beside the tests). */
#define UI_TIMEOUT_STRETCH 6

/* Runs the main loop until done(data), or timeout_ms (stretched). */
static inline void
ui_iterate_until (gboolean (*done) (gpointer), gpointer data, int timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000 * UI_TIMEOUT_STRETCH;
  while (!done (data) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

static inline gboolean
ui_is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 100;
}

/* A key pressed on a widget, as its key controllers receive it. */
static inline void
ui_press (GtkWidget *widget, guint keyval)
{
  GListModel *controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      GObject *c = g_list_model_get_item (controllers, i);
      if (GTK_IS_EVENT_CONTROLLER_KEY (c))
        g_signal_emit_by_name (c, "key-pressed", keyval, 0, 0, &handled);
      g_object_unref (c);
    }
  g_object_unref (controllers);
}

/* Runs the main loop for ms milliseconds. */
static inline void
ui_wait (int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

/* The visible top-level window of this widget name ("end-dialog"), or
 * NULL. */
static inline GtkWidget *
ui_find_toplevel (const char *name)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      if (g_strcmp0 (gtk_widget_get_name (w), name) == 0 && gtk_widget_get_visible (w))
        return w;  /* the toplevels list keeps its own reference */
    }
  return NULL;
}

/* The button under widget whose words are text (its label without the
 * mnemonic's underscore), or NULL. */
static inline GtkWidget *
ui_find_button (GtkWidget *widget, const char *text)
{
  if (GTK_IS_BUTTON (widget) && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (widget)))
      && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (widget)))), text) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ui_find_button (c, text);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* For ui_iterate_until: a visible top-level of this name (a char *). */
static inline gboolean
ui_toplevel_shown (gpointer name)
{
  return ui_find_toplevel (name) != NULL;
}

static inline void
ui_remove_tree (GFile *file)
{
  g_autoptr (GFileEnumerator) children =
    g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
  GFileInfo *info;
  GFile *child;

  while (children != NULL && g_file_enumerator_iterate (children, &info, &child, NULL, NULL) && info != NULL)
    ui_remove_tree (child);
  g_file_delete (file, NULL, NULL);
}

/* Gives this test program a data folder of its own, emptied, for its
 * autosaves: the UI tests run side by side, and each saves after every
 * move. Call it first in main(), before GLib reads XDG_DATA_HOME. */
static inline void
ui_own_data_dir (const char *name)
{
  const char *shared = g_getenv ("XDG_DATA_HOME");
  g_autofree char *path = g_build_filename (shared != NULL ? shared : g_get_tmp_dir (), name, NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (path);

  /* A test's subprocess (g_test_trap_subprocess) shares its parent's
   * folder: an app "started again" must find what the last one wrote. */
  if (g_getenv ("LALAO_TEST_DATA_OWNED") != NULL)
    return;
  g_setenv ("LALAO_TEST_DATA_OWNED", "1", TRUE);
  ui_remove_tree (folder);
  g_mkdir_with_parents (path, 0700);
  g_setenv ("XDG_DATA_HOME", path, TRUE);
}
