/* lalao-window.h — the main window.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lalao-application.h"
#include "lalao-game-view.h"

G_BEGIN_DECLS

#define LALAO_TYPE_WINDOW (lalao_window_get_type ())
G_DECLARE_FINAL_TYPE (LalaoWindow, lalao_window, LALAO, WINDOW, AdwApplicationWindow)

LalaoWindow *lalao_window_new (LalaoApplication *app);

/* The box that holds one card per game on the start page (for tests). */
GtkWidget *lalao_window_get_game_cards (LalaoWindow *self);

/* The game page, and a way to start a game as the Play button does. */
LalaoGameView *lalao_window_get_game_view (LalaoWindow *self);
void lalao_window_play (LalaoWindow *self, const char *game_id, const char *fen, int computer_level,
                        LalaoSide person_side);

G_END_DECLS
