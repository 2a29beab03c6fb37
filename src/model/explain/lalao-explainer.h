/* lalao-explainer.h — engine events and errors as translated sentences.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine says what happened (LalaoTrace) and why a move is refused
 * (LalaoError) as data; this turns that data into whole sentences in the
 * current language. One translatable string per complete sentence.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

/* The name of a player of this game: "South", "White"… (translated). */
const char *lalao_side_name (const LalaoEngine *engine, LalaoSide side);

/* What is wrong with a text that is not a move or a position (a SYNTAX
 * or FEN error), in the current language. */
char *lalao_explain_error_detail (const LalaoError *err);

/* Why a move or a text was refused, as one sentence. */
char *lalao_explain_error (const LalaoEngine *engine, const LalaoPosition *pos,
                           const LalaoError *err);

/* The sentences that narrate a move, in order; `before` is the position
 * the move was played from. Free with g_ptr_array_unref(). */
GPtrArray *lalao_explain_trace (const LalaoEngine *engine, const LalaoPosition *before,
                                const LalaoTrace *trace);

/* What the player to move must answer after this move, such as a check
 * ("Check: the hova on a8 is attacked by the vorona on g8."), or NULL. */
char *lalao_explain_alert (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace);

/* A move in a short readable form, the one notation of move lists,
 * panels and sentences ("Vorona g1×g8+", "c4×c3 by approach", "e5×f2");
 * the RULES.md notation for games without one (Songo's pits, "S3").
 * Records and lalao-cli keep the RULES.md notation. */
char *lalao_describe_move (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move);
/* The legal move that lalao_describe_move() writes as text, typed as a
 * keyboard can ("zaza e2-e4", "c4xc3 by approach": case, dashes, the
 * cross and spaces do not matter); FALSE when none is. */
gboolean lalao_read_described_move (const LalaoEngine *engine, const LalaoPosition *pos, const char *text,
                                    LalaoMove *move);

/* Who won or why it is drawn, as one or two sentences. */
char *lalao_explain_status (const LalaoEngine *engine, LalaoStatus status);
/* The same, and what the end comes to in the game's own terms, from the
 * final position `end` ("South has 38 seeds, North 32", "White has 7
 * pieces left and Black 5"): what the app says when a game ends. */
char *lalao_explain_end (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status);

G_END_DECLS
