/* lalao-endgame-builder.h — a game's exact endgame tables built in the
 * background, with their progress (the app's preferences; the CLI has
 * `lalao-cli endgame build`).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lalao-endgame.h"

G_BEGIN_DECLS

/* The build's progress, in the thread that started it: the share of the
 * classes done (0 to 1) and the class being solved ("KRvK"). */
typedef void (*LalaoEndgameBuildProgress) (double fraction, const char *cls, gpointer data);

/* How many of the classes of the game's tables up to `size` men (0: the
 * game's default size) are in the tables' folder, of how many in all. */
void lalao_endgame_builder_count (const LalaoEngine *e, int size, int *built, int *all);

/* Builds the missing classes up to `size` (0: the default) into the
 * tables' folder, in a worker thread; the search finds them at its next
 * move. Cancelling stops it between two rounds; the classes done stay. */
void lalao_endgame_builder_build_async (const LalaoEngine *e, int size, GCancellable *cancellable,
                                        LalaoEndgameBuildProgress progress, gpointer progress_data,
                                        GAsyncReadyCallback callback, gpointer data);
gboolean lalao_endgame_builder_build_finish (GAsyncResult *result, GError **error);

G_END_DECLS
