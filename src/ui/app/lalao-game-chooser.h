/* lalao-game-chooser.h — which game of a file of several to open.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A dialog listing `games` (LalaoRecordGame *) of the file `file_name`:
 * the players, the game, the moves, the result, the event and the date.
 * Choosing game i gives the response "game-i" (0: the first); closing
 * gives "cancel". The dialog does not keep `games`. */
GtkWidget *lalao_game_chooser_new (GtkWindow *parent, const char *file_name, GPtrArray *games);

/* The index of a "game-i" response; FALSE for any other response. */
gboolean lalao_game_chooser_parse_response (const char *response, guint *index);

G_END_DECLS
