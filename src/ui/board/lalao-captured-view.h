/* lalao-captured-view.h — the pieces each side has taken, beside the board.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_TYPE_CAPTURED_VIEW (lalao_captured_view_get_type ())
G_DECLARE_FINAL_TYPE (LalaoCapturedView, lalao_captured_view, LALAO, CAPTURED_VIEW, GtkWidget)

GtkWidget *lalao_captured_view_new (void);

/* Shows what each side has taken up to the game's current position;
 * call again after every move or undo. Songo's captured seeds are
 * counted, not drawn (their number is counts[0]). */
void lalao_captured_view_update (LalaoCapturedView *self, LalaoGame *game);

/* Adds the n pieces of `kind` that `taker`'s chain of captures under way
 * has taken so far (the game records the chain once it ends). */
void lalao_captured_view_add_pending (LalaoCapturedView *self, LalaoGame *game, LalaoSide taker, int kind, int n);

/* How many pieces of each kind `taker` has taken (for tests). */
void lalao_captured_view_get_counts (LalaoCapturedView *self, LalaoSide taker, int counts[8]);

G_END_DECLS
