/* test-puzzle-miner.c — the puzzle miner on a few games: the puzzles it
 * finds verify, their ids are numbered in game order, the threads do not
 * change them, and the count and the progress are kept.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-puzzle-miner.h"

static void
count_games (int done, int games, guint found, gpointer data)
{
  int *calls = data;
  g_assert_cmpint (done, ==, *calls + 1);
  g_assert_cmpint (games, ==, 6);
  (*calls)++;
}

static GPtrArray *
mine (int threads, int count, int *calls)
{
  LalaoMinerOptions options;

  lalao_miner_options_init (&options);
  options.games = 6;
  options.threads = threads;
  options.count = count;
  options.first_id = 7;
  options.progress = calls != NULL ? count_games : NULL;
  options.progress_data = calls;
  return lalao_puzzle_mine (lalao_engine_lookup ("fanorona"), &options);
}

static void
test_mine (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  int calls = 0;
  g_autoptr (GPtrArray) one = mine (1, G_MAXINT, &calls);
  g_autoptr (GPtrArray) two = mine (2, G_MAXINT, NULL);
  g_autoptr (GPtrArray) first = mine (2, 1, NULL);
  LalaoSearch *search = lalao_search_new (e, 1u << 20);

  g_assert_cmpint (calls, ==, 6);
  g_assert_cmpuint (one->len, >=, 1);
  g_assert_cmpuint (one->len, ==, two->len);
  g_assert_cmpuint (first->len, ==, 1);
  for (guint i = 0; i < one->len; i++)
    {
      const LalaoPuzzle *p = g_ptr_array_index (one, i);
      g_autofree char *id = g_strdup_printf ("fanorona-%04u", 7 + i);
      g_autofree char *a = lalao_puzzle_to_line (p);
      g_autofree char *b = lalao_puzzle_to_line (g_ptr_array_index (two, i));
      g_autoptr (GError) error = NULL;

      g_assert_cmpstr (p->id, ==, id);
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpint (p->depth, ==, 4);
      g_assert_true (lalao_puzzle_verify (e, search, p, &error));
      g_assert_no_error (error);
      /* Kept only because a deeper look agrees. */
      g_assert_true (lalao_puzzle_verify_at (e, search, p, p->depth + LALAO_PUZZLE_EXTRA_DEPTH, &error));
      g_assert_no_error (error);
    }
  /* The first of six games' puzzles, as `lalao-cli puzzles mine fanorona --games 6` prints it. */
  g_autofree char *line = lalao_puzzle_to_line (g_ptr_array_index (first, 0));
  g_assert_cmpstr (line, ==, "fanorona-0007 ; 7BB/BB7/7W1/5W3/W2W2W2 b ; h5h4A,h4g3A,g3g2A ; "
                             "long-chain,approach ; 700 ; 4");
  lalao_search_free (search);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/puzzle-miner/mine", test_mine);
  return g_test_run ();
}
