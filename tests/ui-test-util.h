/* ui-test-util.h — driving the real widgets in the UI tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

/* Runs the main loop until done(data) or timeout_ms. */
static inline void
ui_iterate_until (gboolean (*done) (gpointer), gpointer data, int timeout_ms)
{
  gint64 end = g_get_monotonic_time () + timeout_ms * 1000;
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

/* For ui_iterate_until: a visible top-level of this name (a char *). */
static inline gboolean
ui_toplevel_shown (gpointer name)
{
  return ui_find_toplevel (name) != NULL;
}
