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

/* Opens a PGN file's game for review (Ctrl+O, or a file given on the
 * command line); on failure the game on show is kept and the error says
 * the line and the problem. For a file of several games, a dialog asks
 * which one (the "choose-game-dialog"), and the game on show stays
 * until the choice. */
gboolean lalao_window_open_file (LalaoWindow *self, GFile *file, GError **error);

G_END_DECLS
