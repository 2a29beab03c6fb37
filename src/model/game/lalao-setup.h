/* lalao-setup.h — a position set up by hand, point by point: the board
 * editor's model.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The grid games (Samantsy, Fanorona, Surakarta) hold a piece or nothing
 * on each point; Songo holds a number of seeds in each pit and in each
 * store. The setup writes itself as the game's FEN, and the engine's own
 * FEN check says whether it is a position and, if not, why.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

typedef struct LalaoSetup LalaoSetup;

/* A setup of the game's start position; NULL for an unknown game. */
LalaoSetup *lalao_setup_new (const char *game_id, LalaoOptions options);
void lalao_setup_free (LalaoSetup *setup);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoSetup, lalao_setup_free)

const LalaoEngine *lalao_setup_get_engine (LalaoSetup *setup);

/* Takes a whole position from a FEN; FALSE (and the setup unchanged) when
 * the text does not give one, with the reason. Its counters (plies
 * without capture, move number) are not kept: a set-up position starts
 * them afresh. */
gboolean lalao_setup_read_fen (LalaoSetup *setup, const char *fen, GError **error);
/* The setup as the game's FEN (it may not be a valid position). */
char *lalao_setup_dup_fen (LalaoSetup *setup);
/* Whether the setup is a position the game can start from; FALSE with
 * the engine's reason, in the current language. */
gboolean lalao_setup_check (LalaoSetup *setup, GError **error);

/* The grid games: the piece on a point (-1: none), given as kind and
 * side as the board painters number them; set_piece with kind -1 empties
 * the point. */
gboolean lalao_setup_has_pieces (LalaoSetup *setup);
int lalao_setup_get_piece (LalaoSetup *setup, int point, LalaoSide *side);
void lalao_setup_set_piece (LalaoSetup *setup, int point, int kind, LalaoSide side);
/* Songo: the seeds of a pit (points 0 to 13, as the engine's) and of a
 * player's store. */
int lalao_setup_get_seeds (LalaoSetup *setup, int pit);
void lalao_setup_set_seeds (LalaoSetup *setup, int pit, int seeds);
int lalao_setup_get_store (LalaoSetup *setup, LalaoSide side);
void lalao_setup_set_store (LalaoSetup *setup, LalaoSide side, int seeds);

LalaoSide lalao_setup_get_side_to_move (LalaoSetup *setup);
void lalao_setup_set_side_to_move (LalaoSetup *setup, LalaoSide side);
/* Every piece or seed taken off the board (and out of the stores). */
void lalao_setup_clear (LalaoSetup *setup);

G_END_DECLS
