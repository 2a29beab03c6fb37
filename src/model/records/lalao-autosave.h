/* lalao-autosave.h — the games in progress, kept across runs of the app.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One unfinished game per game (Samantsy, Songo…), each a PGN record in
 * the user's data folder (lalao/autosave-GAME.pgn), written atomically (a
 * new file renamed over the old one), so that a crash while saving never
 * leaves half a game, and starting a game of Songo never touches the
 * Samantsy game left unfinished. Two tags of Lalao's own say how to go
 * on: LalaoOpponent (the computer's level, 0 for two people) and
 * LalaoPerson (the side the person plays, "first" or "second"); every
 * record Lalao saves carries them, so that a saved game against the
 * computer goes on against it too.
 */
#pragma once

#include "lalao-record.h"

G_BEGIN_DECLS

/* The file of game_id's unfinished game, in g_get_user_data_dir(). Free
 * with g_free(). */
char *lalao_autosave_path (const char *game_id);
/* Writes the record (its game is record->engine's) over that game's
 * autosave. */
gboolean lalao_autosave_write (LalaoRecordGame *record, GError **error);
/* game_id's saved game, or NULL when there is none or it does not read.
 * A file that does not read is not lost: it is renamed beside the
 * autosave, to "autosave-GAME-unreadable-DATE.pgn", and *set_aside (when
 * not NULL) is its new path, to tell the person. The single autosave of
 * Lalao's earlier versions (autosave.pgn) is moved to its game's name
 * first. */
LalaoRecordGame *lalao_autosave_read (const char *game_id, char **set_aside);
/* Forgets game_id's unfinished game; NULL: every game's. */
void lalao_autosave_clear (const char *game_id);

/* The opponent tags: the computer's level (0 for two people) and the
 * person's side. */
void lalao_record_game_set_players (LalaoRecordGame *record, int computer_level, LalaoSide person_side);
/* The opponent tags of a record; FALSE when it has none. */
gboolean lalao_record_game_get_players (LalaoRecordGame *record, int *computer_level, LalaoSide *person_side);

G_END_DECLS
