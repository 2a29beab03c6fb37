/* lalao-move-input.h — entering a move point by point, for every game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The state of a move being entered on a board, without the board: the
 * widget turns clicks, drags and keys into points and draws what this
 * says (gnome-chess keeps the same split between its scene and its view).
 *
 * Input works on the move texts of RULES.md, so it is the same for every
 * game: a move is steps joined by commas, and a step names its points
 * ("e2e5", "b2xe5", "d2e3A", "S3"). A click on a piece selects it, a click
 * where it goes enters the step; a step that begins longer legal moves
 * starts a chain (a Fanorona turn) that goes on step by step until the
 * turn is ended or no step is left. When two steps share their points
 * (approach or withdrawal), a click on a stone of either line, or the
 * letter A or W, chooses.
 */
#pragma once

#include "lalao-game.h"

G_BEGIN_DECLS

/* What an action did. */
typedef enum {
  LALAO_INPUT_NOTHING,         /* nothing changed (not a point, not interactive…) */
  LALAO_INPUT_SELECTED,        /* the selection changed (perhaps to none) */
  LALAO_INPUT_STEP,            /* a step entered; the chain goes on */
  LALAO_INPUT_CHOOSE_CAPTURE,  /* approach or withdrawal: a choice to make */
  LALAO_INPUT_MOVE,            /* a whole move: lalao_move_input_get_move() */
  LALAO_INPUT_REFUSED,         /* the move meant is forbidden: get_refused() */
} LalaoInputResult;

#define LALAO_TYPE_MOVE_INPUT (lalao_move_input_get_type ())
G_DECLARE_FINAL_TYPE (LalaoMoveInput, lalao_move_input, LALAO, MOVE_INPUT, GObject)

LalaoMoveInput *lalao_move_input_new (void);

/* The game the moves are for (NULL: none); what was entered is dropped. */
void lalao_move_input_set_game (LalaoMoveInput *self, LalaoGame *game);
/* Drops everything entered, the chain's steps included. */
void lalao_move_input_cancel (LalaoMoveInput *self);
/* Escape: drops the selection or the choice; a chain's steps stay (they
 * cannot be taken back), and so does its stone's selection. FALSE when
 * there was nothing to drop. */
gboolean lalao_move_input_back (LalaoMoveInput *self);

LalaoInputResult lalao_move_input_click (LalaoMoveInput *self, int point);
/* 'A' (approach) or 'W' (withdrawal), while a choice is to be made. */
LalaoInputResult lalao_move_input_choose_capture (LalaoMoveInput *self, char kind);
/* Ends a chain under way: its steps so far are the move. */
LalaoInputResult lalao_move_input_end_turn (LalaoMoveInput *self);

/* The move chosen by the last LALAO_INPUT_MOVE, and how many steps it
 * has (a chain seen step by step needs no animation). */
const char *lalao_move_input_get_move (LalaoMoveInput *self);
/* After LALAO_INPUT_REFUSED: the move meant ("c3e5", "S2") and why the
 * rules forbid it, as a sentence. */
const char *lalao_move_input_get_refused (LalaoMoveInput *self, const char **why);

int lalao_move_input_get_selected (LalaoMoveInput *self);
/* Selects the piece on a point, as a drag that begins there does (even
 * one without a move: where it is dropped, the refusal says why); FALSE
 * while a chain or a choice is under way. */
gboolean lalao_move_input_select (LalaoMoveInput *self, int point);
/* Bit per point the selected piece can go to next. */
guint64 lalao_move_input_get_targets (LalaoMoveInput *self);
/* While choosing: bit per point a choice would take; 0 otherwise. */
guint64 lalao_move_input_get_takes (LalaoMoveInput *self);
gboolean lalao_move_input_get_choosing (LalaoMoveInput *self);
/* While choosing, the nearest stone the choice of `kind` ('A' approach,
 * 'W' withdrawal) takes, the one to click; -1 when there is no such
 * choice. */
int lalao_move_input_get_choice_stone (LalaoMoveInput *self, char kind);
/* A chain under way: its steps so far ("d2e3A,e3e4W"), "" when none. */
const char *lalao_move_input_get_chain (LalaoMoveInput *self);
gboolean lalao_move_input_get_chain_in_progress (LalaoMoveInput *self);
/* The points the chain under way has captured so far, step by step. */
guint64 lalao_move_input_get_chain_captures (LalaoMoveInput *self);
/* The position to show: the game's, after the chain's steps so far. */
LalaoPosition lalao_move_input_get_position (LalaoMoveInput *self);

/* The points of step `index` of a move text (to is -1 for a one-point
 * step such as a Songo pit); FALSE past its last step. */
gboolean lalao_move_input_step_points (LalaoMoveInput *self, const char *text, guint index, int *from, int *to);

G_END_DECLS
