/* lalao-painting.c — cairo drawings handed to GTK as textures.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-painting.h"

cairo_t *
lalao_painting_begin (GtkWidget *widget, int width, int height)
{
  int scale = gtk_widget_get_scale_factor (widget);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_t *cr;

  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  cairo_surface_destroy (surface);
  return cr;
}

void
lalao_painting_end (cairo_t *cr, GtkSnapshot *snapshot, int width, int height)
{
  cairo_surface_t *surface = cairo_surface_reference (cairo_get_target (cr));
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  int stride = cairo_image_surface_get_stride (surface);
  int rows = cairo_image_surface_get_height (surface);

  cairo_destroy (cr);
  cairo_surface_flush (surface);
  /* The bytes keep the surface alive as long as the texture needs them. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface), (gsize) stride * rows,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  /* GDK_MEMORY_DEFAULT is cairo's ARGB32: premultiplied, native endian. */
  texture = gdk_memory_texture_new (cairo_image_surface_get_width (surface), rows, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) stride);
  gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (0, 0, width, height));
}
