/* lalao-autosave.h — the game in progress, kept across runs of the app.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One PGN record in the user's data folder (lalao/autosave.pgn), written
 * atomically (a new file renamed over the old one), so that a crash while
 * saving never leaves half a game. Two tags of Lalao's own say how to go
 * on: LalaoOpponent (the computer's level, 0 for two people) and
 * LalaoPerson (the side the person plays, "first" or "second").
 */
#pragma once

#include "lalao-record.h"

G_BEGIN_DECLS

/* The file, in g_get_user_data_dir(). Free with g_free(). */
char *lalao_autosave_path (void);
/* Writes the record (its opponent tags set from these). */
gboolean lalao_autosave_write (LalaoRecordGame *record, int computer_level, LalaoSide person_side, GError **error);
/* The saved game, or NULL when there is none or it does not read. A file
 * that does not read is not lost: it is renamed beside the autosave, to
 * "autosave-unreadable-DATE.pgn", and *set_aside (when not NULL) is its
 * new path, to tell the person. */
LalaoRecordGame *lalao_autosave_read (char **set_aside);
void lalao_autosave_clear (void);
/* The opponent tags of a record; FALSE when it has none. */
gboolean lalao_autosave_get_players (LalaoRecordGame *record, int *computer_level, LalaoSide *person_side);

G_END_DECLS
