/* lalao-preferences-window.h — how the boards look and move.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LALAO_TYPE_PREFERENCES_WINDOW (lalao_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (LalaoPreferencesWindow, lalao_preferences_window, LALAO, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every row is bound to GSettings: a change applies at once. */
LalaoPreferencesWindow *lalao_preferences_window_new (GtkWindow *parent);

/* The rows, so tests can choose as a person would: "board-style",
 * "piece-style", "animation-speed". */
AdwComboRow *lalao_preferences_window_get_row (LalaoPreferencesWindow *self, const char *key);

/* The group of the endgame tables' rows (lalao-endgame-rows.h). */
AdwPreferencesGroup *lalao_preferences_window_get_endgame_group (LalaoPreferencesWindow *self);

G_END_DECLS
