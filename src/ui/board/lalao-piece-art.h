/* lalao-piece-art.h — pieces drawn from the vector art of data/pieces/.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A set of pieces is an SVG file in the resources (pieces/GAME.svg),
 * written by tools/make-pieces.py: for each piece a body path, filled
 * with the piece's wood and outlined, and a detail path drawn over it,
 * in a 100 × 100 box whose base line is y = 92. Only absolute M, L, C and
 * Z commands are read. The art is read once, on first use, in the UI
 * thread.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "lalao-board-painter.h"

G_BEGIN_DECLS

/* Draws piece `name` ("vorona") of set `set` (a game's id), centred on
 * (x, y) and `size` tall, in the light or the dark wood (or black and
 * white in the high-contrast style); upright on a turned board. FALSE
 * when the set has no such piece. */
gboolean lalao_piece_art_draw (cairo_t *cr, const char *set, const char *name, double x, double y, double size,
                               gboolean light, const LalaoBoardHighlights *h);

G_END_DECLS
