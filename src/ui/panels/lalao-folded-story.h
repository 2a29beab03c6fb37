/* lalao-folded-story.h — the long stories of moves in a feedback text,
 * folded into one line each, and unfolded on demand.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-game.h"

G_BEGIN_DECLS

/* The lessons and puzzles write what happens as one growing text; a
 * Songo sowing told whole is ten or more sentences. The text keeps each
 * move in one line (lalao_game_explain_last_move_folded), and this
 * remembers the whole of each, so that a "Tell the Whole Move" button can
 * show the same text with every move told whole. */
typedef struct _LalaoFoldedStory LalaoFoldedStory;

LalaoFoldedStory *lalao_folded_story_new (void);
void lalao_folded_story_free (LalaoFoldedStory *self);
/* Forgets the moves told, and shows them folded again. */
void lalao_folded_story_clear (LalaoFoldedStory *self);
/* The game's last move in one line, for the text; its whole story is
 * remembered. NULL at the start. Free with g_free(). */
char *lalao_folded_story_tell_last_move (LalaoFoldedStory *self, LalaoGame *game);
/* Whether `text` holds a move folded. */
gboolean lalao_folded_story_folds (LalaoFoldedStory *self, const char *text);
/* `text` as it should show: every folded move told whole when whole is
 * set. Free with g_free(). */
char *lalao_folded_story_render (LalaoFoldedStory *self, const char *text);
gboolean lalao_folded_story_get_whole (LalaoFoldedStory *self);
void lalao_folded_story_set_whole (LalaoFoldedStory *self, gboolean whole);
/* The label of the button that folds and unfolds: "Tell the Whole Move"
 * or "Shorter", as on the game page. */
const char *lalao_folded_story_button_label (LalaoFoldedStory *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoFoldedStory, lalao_folded_story_free)

G_END_DECLS
