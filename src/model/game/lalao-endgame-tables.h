/* lalao-endgame-tables.h — the exact endgame tables the app and the CLI
 * share: where they live, and each game's, loaded once.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lalao-endgame.h"

G_BEGIN_DECLS

/* The tables' folder: $LALAO_ENDGAME_DIR, else the user's cache folder's
 * lalao/endgames (`lalao-cli endgame build GAME` fills it). */
char *lalao_endgame_tables_dir (void);

/* The game's tables found in that folder, loaded the first time (a few
 * megabytes: call it from a worker thread, never the main loop); NULL
 * when the game has none built. Thread-safe; kept until the process
 * ends. */
const LalaoEndgameSet *lalao_endgame_tables_get (const LalaoEngine *e);

/* The next lalao_endgame_tables_get() looks in the folder again (after
 * a build). */
void lalao_endgame_tables_forget (const LalaoEngine *e);

/* The value of pos in those tables (UNKNOWN when they do not hold it). */
LalaoEndgameValue lalao_endgame_tables_probe (const LalaoEngine *e, const LalaoPosition *pos);

G_END_DECLS
