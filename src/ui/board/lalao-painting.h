/* lalao-painting.h — cairo drawings handed to GTK as textures.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK 4.8's GL renderer keeps the pixels of a cairo render node under the
 * node's address. When a new node is made where a freed one was, it can
 * show the old pixels: the review test saw the board's start position
 * after End, although the board had drawn the last position (about one
 * run in forty on a busy machine, and for good, until the next redraw).
 * A texture has pixels of its own, so a board drawn this way always shows
 * what it drew.
 */
#pragma once

#include <gtk/gtk.h>

/* A cairo context for a drawing of width × height, at the widget's scale. */
cairo_t *lalao_painting_begin (GtkWidget *widget, int width, int height);
/* Appends what was drawn on `cr` to the snapshot, and frees `cr`. */
void lalao_painting_end (cairo_t *cr, GtkSnapshot *snapshot, int width, int height);
