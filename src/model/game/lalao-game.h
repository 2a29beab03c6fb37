/* lalao-game.h — a game being played: the rules, the position, the history.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

#define LALAO_GAME_ERROR (lalao_game_error_quark ())

typedef enum {
  LALAO_GAME_ERROR_UNKNOWN_GAME,  /* no game has this id */
  LALAO_GAME_ERROR_NO_ENGINE,     /* the game's rules are not written yet */
  LALAO_GAME_ERROR_BAD_POSITION,  /* a FEN that does not parse */
  LALAO_GAME_ERROR_BAD_MOVE_TEXT, /* not a move of this game */
  LALAO_GAME_ERROR_ILLEGAL_MOVE,  /* a move the rules forbid here */
} LalaoGameError;

GQuark lalao_game_error_quark (void);

#define LALAO_TYPE_GAME (lalao_game_get_type ())
G_DECLARE_FINAL_TYPE (LalaoGame, lalao_game, LALAO, GAME, GObject)

/* A new game from `fen`, or from the start position when fen is NULL. */
LalaoGame *lalao_game_new (const char *game_id, const char *fen, LalaoOptions options,
                           GError **error);

const LalaoEngine *lalao_game_get_engine (LalaoGame *self);
/* The rule options the game is played with. */
LalaoOptions lalao_game_get_options (LalaoGame *self);
const LalaoPosition *lalao_game_get_position (LalaoGame *self);
char *lalao_game_dup_fen (LalaoGame *self);
LalaoSide lalao_game_get_side_to_move (LalaoGame *self);
LalaoStatus lalao_game_get_status (LalaoGame *self);
/* The status after `index` recorded moves. */
LalaoStatus lalao_game_get_status_at (LalaoGame *self, guint index);

/* Moves played up to the current position (undone moves excluded). */
guint lalao_game_get_n_moves (LalaoGame *self);

/* Moves played, and the undone ones that can be redone after them: a
 * game under review has them all. */
guint lalao_game_get_n_moves_recorded (LalaoGame *self);

/* The position after `index` moves (0: the start), index <= n_moves_recorded. */
const LalaoPosition *lalao_game_get_position_at (LalaoGame *self, guint index);

/* The hashes of the positions before the current one, oldest first, for
 * the search's repetition rule. Free with g_free(). */
guint64 *lalao_game_dup_history_hashes (LalaoGame *self, guint *n_hashes);
/* Move `index` (0: the first), index < n_moves_recorded. */
char *lalao_game_dup_move_text (LalaoGame *self, guint index);
/* The same move as people read it, for move lists and sentences
 * ("Zaza g7×f6", "c4×c3 by approach"): lalao_describe_move(). */
char *lalao_game_describe_move (LalaoGame *self, guint index);

/* Plays a move given as text; on failure the error message is a
 * translated sentence saying which rule forbids it. */
gboolean lalao_game_play_text (LalaoGame *self, const char *text, GError **error);
/* Why the move `text` may not be played now, as a translated sentence
 * naming the rule; NULL when it may. Free with g_free(). */
char *lalao_game_why_not (LalaoGame *self, const char *text);
/* Plays a legal move; the engine's trace of it is kept (last_trace). */
void lalao_game_play (LalaoGame *self, LalaoMove move);
/* The trace of the move that led to the current position, undo and redo
 * included (empty at the start). */
const LalaoTrace *lalao_game_get_last_trace (LalaoGame *self);
/* The end two players agree on now: a draw, except in Surakarta, whose
 * source says that the player with more pieces left wins (equal counts
 * draw). Its rule is LALAO_RULE_AGREEMENT. */
LalaoStatus lalao_game_agreed_end (LalaoGame *self);
/* Whether an end by agreement counts the pieces (Surakarta), rather than
 * being a draw offered and accepted. */
gboolean lalao_game_agreement_counts_pieces (LalaoGame *self);
/* The explainer's sentences of that move, joined by spaces; NULL at the
 * start. Free with g_free(). */
char *lalao_game_explain_last_move (LalaoGame *self);
/* A move told in more sentences than this (a Songo sowing, a long
 * chain) is folded into its first and last until the whole is asked for. */
#define LALAO_GAME_FOLD_AFTER 3
/* The last move told in one line: its first sentence (what was played)
 * and its last (what came of it) when it has more than
 * LALAO_GAME_FOLD_AFTER, else every sentence; *whole (when not NULL)
 * gets every sentence. NULL at the start. Free both with g_free(). */
char *lalao_game_explain_last_move_folded (LalaoGame *self, char **whole);

gboolean lalao_game_can_undo (LalaoGame *self);
gboolean lalao_game_can_redo (LalaoGame *self);
gboolean lalao_game_undo (LalaoGame *self);
gboolean lalao_game_redo (LalaoGame *self);
/* Goes to the position after `index` recorded moves, as undo and redo do
 * (one step forward is a redo, "moved"; anything else is "undone"). */
gboolean lalao_game_go_to (LalaoGame *self, guint index);

G_END_DECLS
