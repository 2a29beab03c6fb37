/* lalao-position-editor.h — the board editor: a position set up by
 * hand, to play or analyse from.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid games take a piece from the palette and put it on a point
 * (a click on the same piece, or a right click, takes it off); Songo
 * counts the seeds of a pit up with a click and down with a right click,
 * and its stores with two spin buttons. The engine's FEN check says
 * whether the setup is a position, and why not; "Use This Position"
 * gives its FEN ("position-chosen").
 */
#pragma once

#include <adwaita.h>

#include "lalao-setup.h"

G_BEGIN_DECLS

#define LALAO_TYPE_POSITION_EDITOR (lalao_position_editor_get_type ())
G_DECLARE_FINAL_TYPE (LalaoPositionEditor, lalao_position_editor, LALAO, POSITION_EDITOR, AdwWindow)

/* An editor of game_id's positions, from `fen` (NULL: the start). */
LalaoPositionEditor *lalao_position_editor_new (GtkWindow *parent, const char *game_id, LalaoOptions options,
                                                const char *fen);

/* For tests: the setup, a click on a point (button 1 or 3), the palette's
 * choice (kind -1: the eraser), whether the setup is a position, what the
 * editor says of it, and "Use This Position". */
LalaoSetup *lalao_position_editor_get_setup (LalaoPositionEditor *self);
void lalao_position_editor_click_point (LalaoPositionEditor *self, int point, guint button);
void lalao_position_editor_choose (LalaoPositionEditor *self, int kind, LalaoSide side);
gboolean lalao_position_editor_get_valid (LalaoPositionEditor *self);
const char *lalao_position_editor_get_message (LalaoPositionEditor *self);
void lalao_position_editor_use (LalaoPositionEditor *self);

G_END_DECLS
