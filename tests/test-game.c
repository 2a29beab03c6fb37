/* test-game.c — LalaoGame: positions, history, undo and redo, signals.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-game.h"
#include "lalao-i18n.h"

static void
on_moved (LalaoGame *game, guint index, int *count)
{
  (*count)++;
}

static void
on_ended (LalaoGame *game, int result, int *got)
{
  *got = result;
}

static void
test_new_errors (void)
{
  g_autoptr (GError) error = NULL;
  LalaoGame *game;

  game = lalao_game_new ("chess", NULL, 0, &error);
  g_assert_null (game);
  g_assert_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_UNKNOWN_GAME);
  g_clear_error (&error);

  game = lalao_game_new ("songo", "5,5 s 0 0", 0, &error);
  g_assert_null (game);
  g_assert_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_POSITION);
  g_assert_nonnull (strstr (error->message, "This position is not valid"));
}

static void
test_play_undo_redo (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("songo", NULL, 0, &error);
  g_autofree char *fen1 = NULL, *fen2 = NULL, *text = NULL;
  int moved = 0;

  g_assert_no_error (error);
  g_signal_connect (game, "moved", G_CALLBACK (on_moved), &moved);
  g_assert_false (lalao_game_can_undo (game));
  g_assert_true (lalao_game_play_text (game, "S2", &error));
  g_assert_true (lalao_game_play_text (game, "N4", &error));
  g_assert_cmpint (moved, ==, 2);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  text = lalao_game_dup_move_text (game, 1);
  g_assert_cmpstr (text, ==, "N4");
  fen2 = lalao_game_dup_fen (game);

  g_assert_true (lalao_game_undo (game));
  fen1 = lalao_game_dup_fen (game);
  g_assert_cmpstr (fen1, ==, "6,6,0,5,5,5,5/6,6,6,5,5,5,5 n 0 0");
  g_assert_cmpint (lalao_game_get_side_to_move (game), ==, LALAO_SECOND);
  /* The trace is now the one of S2, the move before the board. */
  const LalaoTrace *trace = lalao_game_get_last_trace (game);
  g_assert_cmpint (trace->n, >, 0);
  g_assert_cmpint (trace->events[0].kind, ==, LALAO_EVENT_SEEDS_TAKEN);
  g_assert_cmpint (trace->events[0].a, ==, 2);
  g_assert_true (lalao_game_can_redo (game));
  g_assert_true (lalao_game_redo (game));
  g_free (fen1);
  fen1 = lalao_game_dup_fen (game);
  g_assert_cmpstr (fen1, ==, fen2);
  g_assert_false (lalao_game_redo (game));

  /* A new move after an undo forgets the undone moves. */
  g_assert_true (lalao_game_undo (game));
  g_assert_true (lalao_game_play_text (game, "N5", &error));
  g_assert_false (lalao_game_can_redo (game));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
}

static void
test_illegal_move_sentence (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("songo", "1,5,5,5,5,5,5/5,5,5,5,5,5,4 s 2 3", 0, &error);

  g_assert_false (lalao_game_play_text (game, "S0", &error));
  g_assert_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==,
                   "S0 holds a single seed: it is forbidden to give one seed to the opponent from your last pit.");
  g_clear_error (&error);
  g_assert_false (lalao_game_play_text (game, "X1", &error));
  g_assert_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_MOVE_TEXT);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
}

/* A move that reaches 40 ends the game, with the signal and a trace event. */
static void
test_end_signal (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("songo", "0,3,0,0,0,0,0/3,1,5,0,0,0,0 s 34 24", 0, &error);
  const LalaoTrace *trace;
  int result = -1;

  g_signal_connect (game, "ended", G_CALLBACK (on_ended), &result);
  g_assert_true (lalao_game_play_text (game, "S1", &error));
  g_assert_cmpint (result, ==, LALAO_FIRST_WINS);
  g_assert_cmpint (lalao_game_get_status (game).rule, ==, LALAO_RULE_FORTY_SEEDS);
  trace = lalao_game_get_last_trace (game);
  g_assert_cmpint (trace->events[trace->n - 1].kind, ==, LALAO_EVENT_GAME_OVER);
  g_assert_false (lalao_game_play_text (game, "N2", &error));
  g_assert_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_ILLEGAL_MOVE);
}

/* The third occurrence of a position, counted from the game's history:
 * both farasy go out and back twice. */
static void
test_repetition (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("samantsy", NULL, 0, &error);
  static const char *moves[] = { "b1c3", "b8c6", "c3b1", "c6b8", "b1c3", "b8c6", "c3b1" };

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (lalao_game_play_text (game, moves[i], &error));
      g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_ONGOING);
    }
  g_assert_true (lalao_game_play_text (game, "c6b8", &error));
  g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_DRAW);
  g_assert_cmpint (lalao_game_get_status (game).rule, ==, LALAO_RULE_REPETITION);
  /* Undoing the last move undoes the draw. */
  g_assert_true (lalao_game_undo (game));
  g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_ONGOING);
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  lalao_i18n_set_language ("en");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/game/new-errors", test_new_errors);
  g_test_add_func ("/game/play-undo-redo", test_play_undo_redo);
  g_test_add_func ("/game/illegal-move-sentence", test_illegal_move_sentence);
  g_test_add_func ("/game/end-signal", test_end_signal);
  g_test_add_func ("/game/repetition", test_repetition);
  return g_test_run ();
}
