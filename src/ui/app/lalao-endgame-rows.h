/* lalao-endgame-rows.h — the preferences' rows that build each game's
 * exact endgame tables, with a progress bar, never blocking the window.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Fills group with a row per game that has tables: its state, a Build
 * button (Stop while building) and the build's progress. The builds stop
 * when the group goes. */
void lalao_endgame_rows_fill (AdwPreferencesGroup *group);

/* The row of a game (for tests), or NULL. */
AdwActionRow *lalao_endgame_rows_get (AdwPreferencesGroup *group, const char *game_id);
/* Starts or stops the build of that row, as its button does. */
void lalao_endgame_rows_toggle (AdwActionRow *row);

G_END_DECLS
