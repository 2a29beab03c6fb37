/* test-setup.c — positions set up by hand: each game's start read and
 * written back, pieces and seeds placed and removed, and the engine's
 * reason when the setup is not a position.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-game.h"
#include "lalao-i18n.h"
#include "lalao-setup.h"

/* A new setup is its game's start, and writes it back as the engine does. */
static void
test_start (void)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      g_autoptr (LalaoSetup) setup = lalao_setup_new (lalao_game_ids[i], lalao_engine_default_options (e));
      char start[LALAO_FEN_MAX];
      g_autofree char *fen = lalao_setup_dup_fen (setup);
      g_autoptr (GError) error = NULL;

      lalao_engine_start_fen (e, lalao_engine_default_options (e), LALAO_FIRST, start);
      g_assert_cmpstr (fen, ==, start);
      g_assert_true (lalao_setup_check (setup, &error));
      g_assert_no_error (error);
    }
}

/* Samantsy: cleared, three pieces placed, the side to move changed; a
 * missing hova is refused with the engine's reason. */
static void
test_samantsy (void)
{
  g_autoptr (LalaoSetup) setup = lalao_setup_new ("samantsy", 0);
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = NULL, *black = NULL;
  LalaoSide side;

  lalao_setup_clear (setup);
  lalao_setup_set_piece (setup, 4, 0, LALAO_FIRST);     /* white hova e1 */
  lalao_setup_set_piece (setup, 60, 0, LALAO_SECOND);   /* black hova e8 */
  lalao_setup_set_piece (setup, 0, 2, LALAO_FIRST);     /* white vorona a1 */
  fen = lalao_setup_dup_fen (setup);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  g_assert_true (lalao_setup_check (setup, NULL));
  g_assert_cmpint (lalao_setup_get_piece (setup, 0, &side), ==, 2);
  g_assert_cmpint (side, ==, LALAO_FIRST);
  lalao_setup_set_side_to_move (setup, LALAO_SECOND);
  black = lalao_setup_dup_fen (setup);
  g_assert_cmpstr (black, ==, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");

  lalao_setup_set_piece (setup, 60, -1, LALAO_SECOND);
  g_assert_cmpint (lalao_setup_get_piece (setup, 60, NULL), ==, -1);
  g_assert_false (lalao_setup_check (setup, &error));
  g_assert_cmpstr (error->message, ==, "This position is not valid: there is no black hova.");

  /* Reading a position takes it whole, and a broken one changes nothing. */
  g_clear_error (&error);
  g_assert_true (lalao_setup_read_fen (setup, "k7/2K5/1Q6/8/8/8/p7/8 b - - 0 1", NULL));
  g_assert_cmpint (lalao_setup_get_piece (setup, 8, &side), ==, 5);
  g_assert_cmpint (side, ==, LALAO_SECOND);
  g_assert_false (lalao_setup_read_fen (setup, "k7/8 w - - 0 1", &error));
  g_assert_nonnull (error);
  g_autofree char *kept = lalao_setup_dup_fen (setup);
  g_assert_cmpstr (kept, ==, "k7/2K5/1Q6/8/8/8/p7/8 b - - 0 1");
}

/* Songo: a seed added to a pit makes 71 seeds, and the engine says so;
 * taken from a store instead, the position is whole again. */
static void
test_songo (void)
{
  g_autoptr (LalaoSetup) setup = lalao_setup_new ("songo", 0);
  g_autoptr (GError) error = NULL;
  g_autofree char *fen = NULL;

  g_assert_false (lalao_setup_has_pieces (setup));
  lalao_setup_set_seeds (setup, 2, lalao_setup_get_seeds (setup, 2) + 1);
  g_assert_false (lalao_setup_check (setup, &error));
  g_assert_cmpstr (error->message, ==,
                   "This position is not valid: the board and the captures hold 71 seeds instead of 70.");
  lalao_setup_set_seeds (setup, 9, 4);
  lalao_setup_set_store (setup, LALAO_SECOND, 0);
  g_assert_true (lalao_setup_check (setup, NULL));
  lalao_setup_set_side_to_move (setup, LALAO_SECOND);
  fen = lalao_setup_dup_fen (setup);
  g_assert_cmpstr (fen, ==, "5,5,6,5,5,5,5/5,5,4,5,5,5,5 n 0 0");
}

/* Fanorona and Surakarta: one kind of stone or piece, two sides. */
static void
test_stones (void)
{
  g_autoptr (LalaoSetup) fanorona = lalao_setup_new ("fanorona", lalao_engine_default_options (lalao_engine_lookup ("fanorona")));
  g_autoptr (LalaoSetup) surakarta = lalao_setup_new ("surakarta", 0);
  g_autofree char *f = NULL, *s = NULL;

  lalao_setup_clear (fanorona);
  lalao_setup_set_piece (fanorona, 21, 0, LALAO_FIRST);   /* d3 */
  lalao_setup_set_piece (fanorona, 20, 0, LALAO_SECOND);  /* c3 */
  lalao_setup_set_piece (fanorona, 23, 0, LALAO_SECOND);  /* f3 */
  f = lalao_setup_dup_fen (fanorona);
  g_assert_cmpstr (f, ==, "9/9/2BW1B3/9/9 w");
  g_assert_true (lalao_setup_check (fanorona, NULL));

  lalao_setup_clear (surakarta);
  lalao_setup_set_piece (surakarta, 0, 0, LALAO_FIRST);
  lalao_setup_set_piece (surakarta, 35, 0, LALAO_SECOND);
  s = lalao_setup_dup_fen (surakarta);
  g_assert_cmpstr (s, ==, "5b/6/6/6/6/w5 w 0 1");
  g_assert_true (lalao_setup_check (surakarta, NULL));
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  lalao_i18n_set_language ("en");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/setup/start", test_start);
  g_test_add_func ("/setup/samantsy", test_samantsy);
  g_test_add_func ("/setup/songo", test_songo);
  g_test_add_func ("/setup/stones", test_stones);
  return g_test_run ();
}
