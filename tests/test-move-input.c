/* test-move-input.c — entering moves point by point, without a display:
 * selection, refusals, chains and the choice between approach and
 * withdrawal.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-i18n.h"
#include "test-game-util.h"
#include "lalao-move-input.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

/* The index of a point's name, as the engine names them. */
static int
pt (LalaoGame *game, const char *name)
{
  const LalaoEngine *e = lalao_game_get_engine (game);
  char buf[LALAO_MOVE_TEXT_MAX];
  for (int i = 0; i < 64; i++)
    {
      e->point_name (i, buf);
      if (g_str_equal (buf, name))
        return i;
    }
  g_error ("no point %s", name);
}

static guint64
bits (LalaoGame *game, const char *names)
{
  g_auto (GStrv) list = g_strsplit (names, " ", -1);
  guint64 b = 0;
  for (char **n = list; *n != NULL; n++)
    if (**n != '\0')
      b |= BIT (pt (game, *n));
  return b;
}

static LalaoInputResult
click (LalaoMoveInput *input, LalaoGame *game, const char *name)
{
  return lalao_move_input_click (input, pt (game, name));
}

/* A piece is selected by a click and shows where it can go; a second
 * click on it, or on a point it cannot use, lets it go; a click on
 * another of one's pieces selects that one instead. */
static void
test_selection (void)
{
  g_autoptr (LalaoGame) game = util_game_at ("samantsy", NULL);
  g_autoptr (LalaoMoveInput) input = lalao_move_input_new ();

  g_assert_cmpint (lalao_move_input_click (input, 12), ==, LALAO_INPUT_NOTHING);  /* no game yet */
  lalao_move_input_set_game (input, game);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
  g_assert_cmpint (click (input, game, "e2"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, pt (game, "e2"));
  /* A zaza slides straight forward to any empty square. */
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "e3 e4 e5 e6"));
  g_assert_cmpint (click (input, game, "e2"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, 0);

  /* An empty square or the opponent's piece selects nothing. */
  g_assert_cmpint (click (input, game, "e4"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
  g_assert_cmpint (click (input, game, "e7"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);

  /* Another piece of one's own: it is selected instead. */
  click (input, game, "d2");
  g_assert_cmpint (click (input, game, "b1"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, pt (game, "b1"));
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "a3 c3"));

  /* Where it can go: the move. */
  g_assert_cmpint (click (input, game, "c3"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b1c3");
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
  g_assert_false (lalao_move_input_get_chain_in_progress (input));

  /* Escape lets the selection go, and then has nothing to do. */
  click (input, game, "e2");
  g_assert_true (lalao_move_input_back (input));
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
  g_assert_false (lalao_move_input_back (input));
}

/* A move the rules forbid is refused with the engine's reason, and the
 * selection is let go; a piece without a move can still be dragged, and
 * its drop is refused with the reason. */
static void
test_refusal (void)
{
  g_autoptr (LalaoGame) game = util_game_at ("samantsy", NULL);
  g_autoptr (LalaoMoveInput) input = lalao_move_input_new ();
  const char *why = NULL;

  lalao_move_input_set_game (input, game);
  click (input, game, "b1");
  g_assert_cmpint (click (input, game, "b3"), ==, LALAO_INPUT_REFUSED);
  g_assert_cmpstr (lalao_move_input_get_refused (input, &why), ==, "b1b3");
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "farasy"));
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);

  /* The hova has no move at the start: a drag still selects it. */
  g_assert_true (lalao_move_input_select (input, pt (game, "e1")));
  g_assert_cmpint (click (input, game, "e3"), ==, LALAO_INPUT_REFUSED);
  g_assert_cmpstr (lalao_move_input_get_refused (input, &why), ==, "e1e3");
  g_test_message ("hova refused: %s", why);

  /* Songo: a pit is played at once, an empty one is refused. */
  g_autoptr (LalaoGame) songo = util_game_at ("songo", "5,5,0,5,5,5,5/5,5,5,5,5,5,10 s 0 0");
  lalao_move_input_set_game (input, songo);
  g_assert_cmpint (click (input, songo, "S2"), ==, LALAO_INPUT_REFUSED);
  g_assert_cmpstr (lalao_move_input_get_refused (input, &why), ==, "S2");
  g_assert_cmpstr (why, ==, "S2 is empty: choose a pit that holds seeds.");
  g_assert_cmpint (click (input, songo, "N3"), ==, LALAO_INPUT_REFUSED);
  g_assert_cmpint (click (input, songo, "S4"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "S4");
  /* A point that is no point of the rules (a store) does nothing. */
  g_assert_cmpint (lalao_move_input_click (input, 14), ==, LALAO_INPUT_NOTHING);
  g_assert_cmpint (lalao_move_input_click (input, 99), ==, LALAO_INPUT_NOTHING);

  /* Surakarta: a capture's step reads "b2xe5". */
  g_autoptr (LalaoGame) surakarta = util_game_at ("surakarta", "b5/6/4b1/6/3w2/6 w 0 1");
  lalao_move_input_set_game (input, surakarta);
  click (input, surakarta, "d2");
  g_assert_true (lalao_move_input_get_targets (input) & bits (surakarta, "e4"));
  g_assert_cmpint (click (input, surakarta, "e4"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "d2xe4");
}

/* The seed's §3.6 turn, step by step: b2→b3 withdraws from b1, b3→c3
 * approaches d3, e3 and f3, then c3→b4 allows both approach (a5) and
 * withdrawal (d2, e1): the stones clicked choose. */
static void
test_fanorona_chain (void)
{
  g_autoptr (LalaoGame) game = util_game_at ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w");
  g_autoptr (LalaoMoveInput) input = lalao_move_input_new ();
  int notified = 0;

  lalao_move_input_set_game (input, game);
  g_signal_connect_swapped (input, "notify::chain-in-progress", G_CALLBACK (g_atomic_int_inc), &notified);
  g_assert_cmpint (click (input, game, "b2"), ==, LALAO_INPUT_SELECTED);
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "b3 c2"));

  g_assert_cmpint (click (input, game, "b3"), ==, LALAO_INPUT_STEP);
  g_assert_true (lalao_move_input_get_chain_in_progress (input));
  g_assert_cmpint (notified, ==, 1);
  g_assert_cmpstr (lalao_move_input_get_chain (input), ==, "b2b3W");
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, pt (game, "b3"));
  /* The board shows the chain so far: b1 is gone, the stone is on b3. */
  LalaoPosition shown = lalao_move_input_get_position (input);
  const LalaoEngine *e = lalao_game_get_engine (game);
  char fen[LALAO_FEN_MAX];
  e->to_fen (&shown, fen);
  g_assert_true (g_str_has_prefix (fen, "BB7/9/1W1BBB1B1/3B5/4B4 "));
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "c3"));

  /* Back to b2 (visited) or anywhere else: nothing happens. */
  g_assert_cmpint (click (input, game, "b2"), ==, LALAO_INPUT_NOTHING);
  g_assert_cmpint (click (input, game, "a3"), ==, LALAO_INPUT_NOTHING);
  g_assert_cmpstr (lalao_move_input_get_chain (input), ==, "b2b3W");

  g_assert_cmpint (click (input, game, "c3"), ==, LALAO_INPUT_STEP);
  g_assert_cmpstr (lalao_move_input_get_chain (input), ==, "b2b3W,b3c3A");
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "b4"));

  /* Approach or withdrawal: the stones either would take. */
  g_assert_cmpint (click (input, game, "b4"), ==, LALAO_INPUT_CHOOSE_CAPTURE);
  g_assert_true (lalao_move_input_get_choosing (input));
  g_assert_cmphex (lalao_move_input_get_takes (input), ==, bits (game, "a5 d2 e1"));
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, 0);
  /* A click on no stone of either line decides nothing. */
  g_assert_cmpint (click (input, game, "h3"), ==, LALAO_INPUT_NOTHING);
  g_assert_true (lalao_move_input_get_choosing (input));
  /* Escape drops the choice; the chain's steps stay, and its stone. */
  g_assert_true (lalao_move_input_back (input));
  g_assert_false (lalao_move_input_get_choosing (input));
  g_assert_cmpstr (lalao_move_input_get_chain (input), ==, "b2b3W,b3c3A");
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, pt (game, "c3"));
  g_assert_false (lalao_move_input_back (input));
  g_assert_cmpint (click (input, game, "b4"), ==, LALAO_INPUT_CHOOSE_CAPTURE);
  /* d2, a stone of the withdrawal's line: the seed's choice. */
  g_assert_cmpint (click (input, game, "d2"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b2b3W,b3c3A,c3b4W");
  g_assert_false (lalao_move_input_get_chain_in_progress (input));
  g_assert_cmpint (notified, ==, 2);

  /* The other choice, by clicking a5; then by the key A. */
  click (input, game, "b2");
  click (input, game, "b3");
  click (input, game, "c3");
  click (input, game, "b4");
  g_assert_cmpint (click (input, game, "a5"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b2b3W,b3c3A,c3b4A");
  click (input, game, "b2");
  click (input, game, "b3");
  click (input, game, "c3");
  g_assert_cmpint (lalao_move_input_choose_capture (input, 'A'), ==, LALAO_INPUT_NOTHING);  /* no choice yet */
  click (input, game, "b4");
  g_assert_cmpint (lalao_move_input_choose_capture (input, 'W'), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b2b3W,b3c3A,c3b4W");

  /* Ending the turn after two steps: the chain so far is the move. */
  click (input, game, "b2");
  click (input, game, "b3");
  click (input, game, "c3");
  g_assert_cmpint (lalao_move_input_end_turn (input), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b2b3W,b3c3A");
  g_assert_cmpint (lalao_move_input_end_turn (input), ==, LALAO_INPUT_NOTHING);

  /* A one-step capture that goes nowhere further is the whole move. */
  click (input, game, "b2");
  g_assert_cmpint (click (input, game, "c2"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "b2c2A");

  /* Cancelling drops a chain under way (a new position, an undo). */
  click (input, game, "b2");
  click (input, game, "b3");
  lalao_move_input_cancel (input);
  g_assert_false (lalao_move_input_get_chain_in_progress (input));
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);
}

/* The first step itself may be approach or withdrawal: the stones
 * clicked, or the keys A and W, choose. */
static void
test_fanorona_first_step_choice (void)
{
  g_autoptr (LalaoGame) game = util_game_at ("fanorona", "9/9/1BW1B4/9/9 w");
  g_autoptr (LalaoMoveInput) input = lalao_move_input_new ();

  lalao_move_input_set_game (input, game);
  click (input, game, "c3");
  g_assert_cmphex (lalao_move_input_get_targets (input), ==, bits (game, "d3"));
  g_assert_cmpint (click (input, game, "d3"), ==, LALAO_INPUT_CHOOSE_CAPTURE);
  g_assert_cmphex (lalao_move_input_get_takes (input), ==, bits (game, "b3 e3"));
  g_assert_cmpint (click (input, game, "e3"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "c3d3A");

  click (input, game, "c3");
  click (input, game, "d3");
  g_assert_cmpint (click (input, game, "b3"), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "c3d3W");

  click (input, game, "c3");
  click (input, game, "d3");
  g_assert_cmpint (lalao_move_input_choose_capture (input, 'A'), ==, LALAO_INPUT_MOVE);
  g_assert_cmpstr (lalao_move_input_get_move (input), ==, "c3d3A");

  /* Escape before any step drops the choice and the selection. */
  click (input, game, "c3");
  click (input, game, "d3");
  g_assert_true (lalao_move_input_back (input));
  g_assert_false (lalao_move_input_get_choosing (input));
  g_assert_cmpint (lalao_move_input_get_selected (input), ==, -1);

  /* Compulsory capture: a paika is refused, and says which capture. */
  const char *why;
  click (input, game, "c3");
  g_assert_cmpint (click (input, game, "c4"), ==, LALAO_INPUT_REFUSED);
  lalao_move_input_get_refused (input, &why);
  g_assert_nonnull (why);
  g_test_message ("paika refused: %s", why);
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-input/selection", test_selection);
  g_test_add_func ("/move-input/refusal", test_refusal);
  g_test_add_func ("/move-input/fanorona-chain", test_fanorona_chain);
  g_test_add_func ("/move-input/fanorona-first-step-choice", test_fanorona_first_step_choice);
  return g_test_run ();
}
