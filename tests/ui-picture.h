/* ui-picture.h — a widget as a PNG, for the UI tests and the screenshots.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

/* The pictures are drawn by cairo, not by the window's GL renderer: the
 * same pixels on every machine, and no GL texture to read back (reading
 * one back under Xvfb's software GL once spun for good inside
 * gdk_texture_save_to_png). */
static inline GskRenderer *
ui_picture_renderer (void)
{
  static GskRenderer *renderer;
  if (renderer == NULL)
    {
      renderer = gsk_cairo_renderer_new ();
      g_assert_true (gsk_renderer_realize (renderer, NULL, NULL));
    }
  return renderer;
}

/* What `widget` shows now, as a texture; NULL if it draws nothing (not
 * mapped yet, or waiting for a new size). */
static inline GdkTexture *
ui_picture_render_now (GtkWidget *widget)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  g_autoptr (GskRenderNode) node = NULL;

  gdk_paintable_snapshot (paintable, snapshot, w, h);
  node = gtk_snapshot_free_to_node (snapshot);
  g_object_unref (paintable);
  if (node == NULL)
    return NULL;
  return gsk_renderer_render_texture (ui_picture_renderer (), node, &GRAPHENE_RECT_INIT (0, 0, w, h));
}

/* What `widget` shows, as a texture, once it can be drawn: the main loop
 * runs until then (a minute at most: a hang, not a slow machine, fails). */
static inline GdkTexture *
ui_picture_render (GtkWidget *widget)
{
  GdkTexture *texture = NULL;
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while ((texture = ui_picture_render_now (widget)) == NULL && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
  return texture;
}

/* Where a test's picture (or any file it leaves to look at) goes: a
 * relative `name` under $LALAO_TEST_OUTPUT_DIR (tests/meson.build sets it
 * to the build folder), else the temporary folder; never the working
 * folder, which may be the sources. */
static inline char *
ui_picture_path (const char *name)
{
  const char *dir = g_getenv ("LALAO_TEST_OUTPUT_DIR");

  if (g_path_is_absolute (name))
    return g_strdup (name);
  return g_build_filename (dir != NULL && *dir != '\0' ? dir : g_get_tmp_dir (), name, NULL);
}

/* Renders what `widget` shows now into a PNG file (a relative `path`
 * under ui_picture_path()); FALSE if it could not. */
static inline gboolean
ui_picture_save (GtkWidget *widget, const char *path)
{
  g_autoptr (GdkTexture) texture = ui_picture_render (widget);
  g_autofree char *where = ui_picture_path (path);
  return texture != NULL && gdk_texture_save_to_png (texture, where);
}

/* How many pixels of what `widget` shows are within `tolerance` of the
 * colour 0xRRGGBB in each channel. */
static inline guint
ui_picture_count_colour (GtkWidget *widget, guint32 rgb, int tolerance)
{
  g_autoptr (GdkTexture) texture = ui_picture_render (widget);
  int w, h;
  guint count = 0;

  if (texture == NULL)
    return 0;
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  g_autofree guchar *data = g_malloc ((gsize) w * h * 4);
  /* Cairo's layout: one native-endian 0xAARRGGBB word per pixel. */
  gdk_texture_download (texture, data, (gsize) w * 4);
  for (int i = 0; i < w * h; i++)
    {
      guint32 pixel = ((guint32 *) data)[i];
      int r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
      if (ABS (r - (int) ((rgb >> 16) & 0xff)) <= tolerance && ABS (g - (int) ((rgb >> 8) & 0xff)) <= tolerance
          && ABS (b - (int) (rgb & 0xff)) <= tolerance)
        count++;
    }
  return count;
}
