/* lalao-puzzle-view.h — the Puzzles page: one game's mined puzzles, rated
 * or in a streak, with themes to choose.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-board-view.h"
#include "lalao-puzzle-trainer.h"

G_BEGIN_DECLS

#define LALAO_TYPE_PUZZLE_VIEW (lalao_puzzle_view_get_type ())
G_DECLARE_FINAL_TYPE (LalaoPuzzleView, lalao_puzzle_view, LALAO, PUZZLE_VIEW, GtkWidget)

GtkWidget *lalao_puzzle_view_new (void);

/* Opens the puzzles of a game at the next puzzle; FALSE when the game
 * has none. */
gboolean lalao_puzzle_view_open (LalaoPuzzleView *self, const char *game_id);

/* For the tests and the screenshots. */
LalaoBoardView *lalao_puzzle_view_get_board (LalaoPuzzleView *self);
LalaoGame *lalao_puzzle_view_get_game (LalaoPuzzleView *self);
const LalaoPuzzle *lalao_puzzle_view_get_puzzle (LalaoPuzzleView *self);
LalaoPuzzleTrainer *lalao_puzzle_view_get_trainer (LalaoPuzzleView *self);
const char *lalao_puzzle_view_get_feedback (LalaoPuzzleView *self);
/* The feedback's label, as it shows (each long move in one line until
 * asked whole), and the "Tell the Whole Move" button under it. */
GtkLabel *lalao_puzzle_view_get_feedback_label (LalaoPuzzleView *self);
GtkButton *lalao_puzzle_view_get_whole_button (LalaoPuzzleView *self);
/* TRUE once the puzzle is solved or its solution shown. */
gboolean lalao_puzzle_view_get_done (LalaoPuzzleView *self);
/* TRUE while a move (the learner's or the reply) waits to be answered
 * or taken back. */
gboolean lalao_puzzle_view_get_busy (LalaoPuzzleView *self);
void lalao_puzzle_view_next (LalaoPuzzleView *self);
/* After a wrong move and its punishing reply: the puzzle's position again. */
void lalao_puzzle_view_try_again (LalaoPuzzleView *self);
void lalao_puzzle_view_show_solution (LalaoPuzzleView *self);
void lalao_puzzle_view_set_streak (LalaoPuzzleView *self, gboolean streak);

G_END_DECLS
