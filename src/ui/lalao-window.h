/* lalao-window.h — the main window.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lalao-game-view.h"
#include "lalao-lesson-view.h"
#include "lalao-new-game-dialog.h"
#include "lalao-preferences-window.h"

G_BEGIN_DECLS

#define LALAO_TYPE_WINDOW (lalao_window_get_type ())
G_DECLARE_FINAL_TYPE (LalaoWindow, lalao_window, LALAO, WINDOW, AdwApplicationWindow)

LalaoWindow *lalao_window_new (GtkApplication *app);

/* The box that holds one card per game on the start page (for tests). */
GtkWidget *lalao_window_get_game_cards (LalaoWindow *self);

/* The game page, and a way to start a game as the new-game dialog does
 * (fen NULL: the start position). */
LalaoGameView *lalao_window_get_game_view (LalaoWindow *self);
void lalao_window_play (LalaoWindow *self, const char *game_id, const char *fen, LalaoOptions options,
                        int computer_level, LalaoSide person_side);

/* Opens the course of game_id, as the Learn button does; FALSE when the
 * game has no course yet. */
gboolean lalao_window_learn (LalaoWindow *self, const char *game_id);
LalaoLessonView *lalao_window_get_lesson_view (LalaoWindow *self);

/* Opens the preferences (Ctrl+,). */
LalaoPreferencesWindow *lalao_window_show_preferences (LalaoWindow *self);

/* Opens the new-game dialog for game_id, as the Play button does. */
LalaoNewGameDialog *lalao_window_new_game_dialog (LalaoWindow *self, const char *game_id);

/* Opens a PGN file's game for review (Ctrl+O, or a file given on the
 * command line); on failure the game on show is kept and the error says
 * the line and the problem. For a file of several games, a dialog asks
 * which one (the "choose-game-dialog"), and the game on show stays
 * until the choice. */
gboolean lalao_window_open_file (LalaoWindow *self, GFile *file, GError **error);
/* Opens game `index` (0: the first) of the file of several being opened,
 * as choosing it in the dialog does. */
gboolean lalao_window_choose_game (LalaoWindow *self, guint index, GError **error);
/* Saves the game on show (Ctrl+S, Shift+Ctrl+S), with the other games of
 * the file it was opened from. */
gboolean lalao_window_save_to (LalaoWindow *self, GFile *file, GError **error);
/* Keeps the game under way for the next start (after every move, and on
 * close). */
void lalao_window_autosave (LalaoWindow *self);
/* Goes on with the autosaved game; FALSE when there is none. */
gboolean lalao_window_resume (LalaoWindow *self);
/* What the start page says of the autosaved game ("" when nothing). */
const char *lalao_window_get_resume_text (LalaoWindow *self);

G_END_DECLS
