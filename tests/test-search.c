/* test-search.c — the search finds wins and captures, keeps its limits,
 * sees repetitions and stops when asked.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "test-engine-util.h"
#include "lalao-search.h"

static LalaoSearchInfo
search_fen_threads (const char *game, const char *fen, int depth, int threads, char *best_text)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoPosition pos = util_position (e, fen);
  LalaoSearch *s = lalao_search_new (e, 0);
  LalaoSearchLimits limits = { .depth = depth, .threads = threads };
  LalaoSearchInfo info;

  lalao_search_run (s, &pos, &limits, NULL, NULL, &info);
  g_assert_true (info.has_move);
  e->format_move (&pos, info.best, best_text);
  lalao_search_free (s);
  return info;
}

static LalaoSearchInfo
search_fen (const char *game, const char *fen, int depth, char *best_text)
{
  return search_fen_threads (game, fen, depth, 1, best_text);
}

/* Samantsy: the vorona blocks the black hova in the corner at once. */
static void
test_samantsy_win_in_one (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  const char *fen = "k7/8/1K6/8/8/8/8/7R w - - 0 1";
  char best[LALAO_MOVE_TEXT_MAX];
  LalaoSearchInfo info = search_fen ("samantsy", fen, 4, best);
  g_autofree char *after = util_apply (e, fen, best, NULL);

  g_assert_cmpint (info.score, ==, LALAO_SCORE_WIN - 1);
  /* Blocked in check or not, white has won. */
  LalaoPosition end = util_position (e, after);
  g_assert_cmpint (e->status (&end, 1).result, ==, LALAO_FIRST_WINS);
}

/* Samantsy: the black hova must not let itself be blocked; a loss in two
 * is seen as one. */
static void
test_samantsy_sees_loss (void)
{
  char best[LALAO_MOVE_TEXT_MAX];
  /* Black to move, any move: white then blocks. Scored as a loss in 2. */
  LalaoSearchInfo info = search_fen ("samantsy", "k7/8/1K6/8/8/8/8/7R b - - 0 1", 3, best);

  g_assert_cmpint (info.score, ==, -(LALAO_SCORE_WIN - 2));
}

/* Samantsy: an advantage is worth the less the nearer the draw by 50
 * moves each without a capture or a zaza's move, so that the search
 * turns it into progress while there is time: black's extra farasy and
 * anakova, 60 plies without either against none (the draw still 40
 * plies away, beyond the search). */
static void
test_samantsy_draw_count_nears (void)
{
  char best[LALAO_MOVE_TEXT_MAX];
  int fresh = search_fen ("samantsy", "8/3BB2K/3R1Q2/8/8/2k1qn2/6r1/6q1 w - - 0 81", 6, best).score;
  int late = search_fen ("samantsy", "8/3BB2K/3R1Q2/8/8/2k1qn2/6r1/6q1 w - - 60 81", 6, best).score;

  g_assert_cmpint (fresh, <, -300);
  g_assert_cmpint (late, <, -150);
  g_assert_cmpint (late, >, fresh * 4 / 5);
}

/* A forced move is still searched: the score of the only move, which
 * walks into a mate in one, says so (it used to be the static score of
 * a one-ply search). With a time limit, as the app and UCI search. */
static void
test_single_reply_searched (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoPosition pos = util_position (e, "k7/2K5/8/8/8/8/8/4R3 b - - 0 1");
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoSearch *s = lalao_search_new (e, 0);
  LalaoSearchLimits limits = { .movetime_ms = 60000 };
  LalaoSearchInfo info;
  char best[LALAO_MOVE_TEXT_MAX];

  g_assert_cmpint (e->legal_moves (&pos, moves), ==, 1);
  lalao_search_run (s, &pos, &limits, NULL, NULL, &info);
  e->format_move (&pos, info.best, best);
  g_assert_cmpstr (best, ==, "a8a7");
  g_assert_cmpint (info.score, ==, -(LALAO_SCORE_WIN - 2));
  lalao_search_free (s);
}

/* Songo, RULES.md example 2: S2 takes 9 seeds; the search takes them
 * rather than play S5, and scores them as more than five seeds better
 * than S5 (North's best reply to S5, one ply deeper, from South's side). */
static void
test_songo_takes_harvest (void)
{
  char best[LALAO_MOVE_TEXT_MAX], reply[LALAO_MOVE_TEXT_MAX];
  LalaoSearchInfo info = search_fen ("songo", "0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23", 1, best);
  LalaoSearchInfo after_s5 = search_fen ("songo", "0,0,9,0,1,0,0/1,5,2,0,2,3,1 n 23 23", 1, reply);

  g_assert_cmpstr (best, ==, "S2");
  g_assert_cmpint (info.score - (-after_s5.score), >, 500);
}

/* Fanorona: the capture that takes the most stones. White d3 takes the
 * four black stones f3…i3 by approach; b1 could take a1 by withdrawal. */
static void
test_fanorona_biggest_capture (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  const char *fen = "9/9/3W1BBBB/9/BW7 w";
  char best[LALAO_MOVE_TEXT_MAX];
  LalaoSearchInfo info = search_fen ("fanorona", fen, 1, best);
  g_autofree char *after = util_apply (e, fen, best, NULL);

  g_assert_cmpint (info.score, >, 50);
  g_assert_cmpstr (best, ==, "d3e3A");
  g_assert_cmpstr (after, ==, "9/9/4W4/9/BW7 b");
}

/* Surakarta: a capture through a loop wins the last enemy piece. */
static void
test_surakarta_last_capture (void)
{
  char best[LALAO_MOVE_TEXT_MAX];
  LalaoSearchInfo info = search_fen ("surakarta", "6/6/6/6/1w4/4b1 w 0 1", 2, best);

  g_assert_cmpint (info.score, ==, LALAO_SCORE_WIN - 1);
  g_assert_nonnull (strchr (best, 'x'));
}

/* Depth and node limits hold; the PV starts with the best move. */
static void
test_limits (void)
{
  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);
      LalaoSearch *s = lalao_search_new (e, 0);
      LalaoPosition pos;
      LalaoSearchLimits by_depth = { .depth = 3 }, by_nodes = { .nodes = 5000 };
      LalaoSearchInfo info;

      e->start (&pos, lalao_engine_default_options (e));
      lalao_search_run (s, &pos, &by_depth, NULL, NULL, &info);
      g_assert_cmpint (info.depth, ==, 3);
      g_assert_true (lalao_move_equal (info.best, info.pv[0]));
      lalao_search_clear (s);
      lalao_search_run (s, &pos, &by_nodes, NULL, NULL, &info);
      g_assert_cmpuint (info.nodes, <=, 5000);
      g_assert_true (info.has_move);
      /* A fixed time (UCI's "go movetime") is thought to its end: no
       * game's start is solved in 100 ms, so the search cannot finish
       * sooner (a lower bound only: a loaded machine makes it later). */
      LalaoSearchLimits all_of_it = { .movetime_ms = 100, .all_of_movetime = true };
      lalao_search_clear (s);
      lalao_search_run (s, &pos, &all_of_it, NULL, NULL, &info);
      g_assert_cmpint (info.elapsed_ms, >=, 100);
      g_assert_true (info.has_move);
      /* A clock that runs out at once (a loaded machine) still leaves
       * the minimum depth finished: what hints rely on. */
      LalaoSearchLimits at_least = { .movetime_ms = 1, .min_depth = 4 };
      lalao_search_clear (s);
      lalao_search_run (s, &pos, &at_least, NULL, NULL, &info);
      g_assert_cmpint (info.depth, >=, 4);
      g_assert_true (lalao_move_equal (info.best, info.pv[0]));
      lalao_search_free (s);
    }
}

/* When every move leads back to a position already played twice, the
 * game is a repetition whatever the material says: the score is the
 * rule's. Played once only, going back to it is the position's second
 * occurrence: the game goes on and the material counts. The position
 * has 60 plies without a capture or a zaza move behind it, so that the
 * history below can be the game's: a position before an irreversible
 * move cannot come back, and the search does not look for it there. */
static void
test_repetition_from_history (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoPosition pos = util_position (e, "4k3/8/8/8/3R4/8/8/4K3 w - - 60 1"), child;
  LalaoMove moves[LALAO_MAX_MOVES];
  uint64_t history[2 * LALAO_MAX_MOVES];
  int n = e->legal_moves (&pos, moves);
  g_assert_cmpint (2 * n, <=, 60);
  LalaoSearch *s = lalao_search_new (e, 0);
  LalaoSearchLimits limits = { .depth = 3 };
  LalaoSearchInfo info;

  lalao_search_run (s, &pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (info.score, >, 300);

  for (int i = 0; i < n; i++)
    {
      e->play (&pos, moves[i], &child, NULL);
      history[i] = history[n + i] = e->hash (&child);
    }
  lalao_search_clear (s);
  lalao_search_set_history (s, history, n);
  lalao_search_run (s, &pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (info.score, >, 300);

  lalao_search_clear (s);
  lalao_search_set_history (s, history, 2 * n);
  lalao_search_run (s, &pos, &limits, NULL, NULL, &info);
  g_assert_cmpint (info.score, ==, 0);
  lalao_search_free (s);
}

/* Several threads (Lazy SMP) find what one finds where the answer is
 * forced, whatever the helpers' timing; a node budget keeps one thread,
 * so that its result is the same every time. */
static void
test_threads (void)
{
  char best[LALAO_MOVE_TEXT_MAX];

  g_assert_cmpint (search_fen_threads ("samantsy", "k7/8/1K6/8/8/8/8/7R w - - 0 1", 6, 3, best).score,
                   ==, LALAO_SCORE_WIN - 1);
  g_assert_cmpint (search_fen_threads ("samantsy", "k7/8/1K6/8/8/8/8/7R b - - 0 1", 5, 3, best).score,
                   ==, -(LALAO_SCORE_WIN - 2));
  search_fen_threads ("songo", "0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23", 6, 3, best);
  g_assert_cmpstr (best, ==, "S2");
  search_fen_threads ("fanorona", "9/9/3W1BBBB/9/BW7 w", 4, 3, best);
  g_assert_cmpstr (best, ==, "d3e3A");
  g_assert_cmpint (search_fen_threads ("surakarta", "6/6/6/6/1w4/4b1 w 0 1", 4, 3, best).score,
                   ==, LALAO_SCORE_WIN - 1);

  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);
      LalaoPosition pos;
      LalaoSearchInfo one, four;
      LalaoSearchLimits budget = { .nodes = 20000 }, budget_threads = { .nodes = 20000, .threads = 4 };
      LalaoSearchLimits deep = { .depth = 6, .threads = 2 };
      LalaoSearch *s = lalao_search_new (e, 0);
      LalaoMove moves[LALAO_MAX_MOVES];
      gboolean legal = FALSE;

      e->start (&pos, lalao_engine_default_options (e));
      lalao_search_run (s, &pos, &budget, NULL, NULL, &one);
      lalao_search_clear (s);
      lalao_search_run (s, &pos, &budget_threads, NULL, NULL, &four);
      g_assert_true (lalao_move_equal (one.best, four.best));
      g_assert_cmpint (one.score, ==, four.score);
      g_assert_cmpuint (one.nodes, ==, four.nodes);

      /* Two threads to a fixed depth: that depth and a legal move. */
      lalao_search_clear (s);
      lalao_search_run (s, &pos, &deep, NULL, NULL, &four);
      g_assert_cmpint (four.depth, ==, 6);
      int n = e->legal_moves (&pos, moves);
      for (int i = 0; i < n; i++)
        legal |= lalao_move_equal (moves[i], four.best);
      g_assert_true (legal);
      lalao_search_free (s);
    }
}

typedef struct {
  LalaoSearch *search;
  LalaoPosition pos;
  LalaoSearchInfo info;
  int threads;
} Thinking;

static gpointer
think_forever (gpointer data)
{
  Thinking *t = data;
  LalaoSearchLimits none = { .threads = t->threads };
  lalao_search_run (t->search, &t->pos, &none, NULL, NULL, &t->info);
  return NULL;
}

/* A search without limits returns promptly after lalao_search_stop(),
 * with a legal move; with helper threads too. */
static void
test_stop_from_another_thread (void)
{
  for (int g = 0; g < 2 * LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g % LALAO_N_GAMES]);
      Thinking t = { .search = lalao_search_new (e, 0), .threads = g < LALAO_N_GAMES ? 1 : 3 };
      LalaoMove moves[LALAO_MAX_MOVES];
      gboolean legal = FALSE;

      e->start (&t.pos, lalao_engine_default_options (e));
      GThread *thread = g_thread_new ("think", think_forever, &t);
      g_usleep (100 * 1000);
      gint64 asked = g_get_monotonic_time ();
      lalao_search_stop (t.search);
      g_thread_join (thread);
      gint64 waited_ms = (g_get_monotonic_time () - asked) / 1000;
      g_test_message ("%s stopped after %" G_GINT64_FORMAT " ms", e->id, waited_ms);
      /* The search has no limit of its own: its end is the stop's doing.
       * The bound is a loaded machine's, not a tight one. */
      g_assert_cmpint (waited_ms, <, 10000);

      int n = e->legal_moves (&t.pos, moves);
      for (int i = 0; i < n; i++)
        legal |= lalao_move_equal (moves[i], t.info.best);
      g_assert_true (legal);
      lalao_search_free (t.search);
    }
}

/* Levels are limits: weaker levels are shallower and noisier. */
static void
test_levels (void)
{
  LalaoSearchLimits l1, l2, l4, l5, samantsy1, surakarta1;

  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);

      lalao_level_limits (e, 1, 1000, 7, &l1);
      lalao_level_limits (e, 2, 1000, 7, &l2);
      lalao_level_limits (e, 4, 1000, 7, &l4);
      lalao_level_limits (e, 5, 1000, 7, &l5);
      g_assert_cmpint (l1.depth, ==, 1);
      g_assert_cmpint (l1.noise, >, l2.noise);
      g_assert_cmpint (l2.noise, >, 0);
      g_assert_cmpint (l5.noise, ==, 0);
      g_assert_cmpint (l5.depth, ==, 0);
      g_assert_cmpint (l5.movetime_ms, ==, 1000);
      g_assert_cmpint (l4.movetime_ms, <, l5.movetime_ms);
    }
  /* Surakarta's pieces weigh less against its many moves: half the noise. */
  lalao_level_limits (lalao_engine_lookup ("samantsy"), 1, 1000, 7, &samantsy1);
  lalao_level_limits (lalao_engine_lookup ("surakarta"), 1, 1000, 7, &surakarta1);
  g_assert_cmpint (surakarta1.noise * 2, ==, samantsy1.noise);
  /* Level 4 thinks a sixteenth of the time, Surakarta's a thirty-second
   * and Fanorona's a sixty-fourth (level 5 came too near it: Surakarta's
   * faster search, Fanorona's network, which judges well at any depth). */
  lalao_level_limits (lalao_engine_lookup ("samantsy"), 4, 1600, 7, &l4);
  g_assert_cmpint (l4.movetime_ms, ==, 100);
  lalao_level_limits (lalao_engine_lookup ("fanorona"), 4, 1600, 7, &l4);
  g_assert_cmpint (l4.movetime_ms, ==, 25);
  lalao_level_limits (lalao_engine_lookup ("surakarta"), 4, 1600, 7, &l4);
  g_assert_cmpint (l4.movetime_ms, ==, 50);
}

/* Greedy takes the biggest harvest; random stays legal. */
static void
test_yardsticks (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("songo");
  LalaoPosition pos = util_position (e, "0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23");
  LalaoMove move;
  LalaoError err;
  uint64_t random = 3;
  char text[LALAO_MOVE_TEXT_MAX];

  g_assert_true (lalao_greedy_move (e, &pos, &random, &move));
  e->format_move (&pos, move, text);
  g_assert_cmpstr (text, ==, "S2");
  for (int i = 0; i < 20; i++)
    {
      g_assert_true (lalao_random_move (e, &pos, &random, &move));
      e->check_move (&pos, move, &err);
      g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/search/samantsy-win-in-one", test_samantsy_win_in_one);
  g_test_add_func ("/search/samantsy-sees-loss", test_samantsy_sees_loss);
  g_test_add_func ("/search/samantsy-draw-count-nears", test_samantsy_draw_count_nears);
  g_test_add_func ("/search/single-reply-searched", test_single_reply_searched);
  g_test_add_func ("/search/songo-takes-harvest", test_songo_takes_harvest);
  g_test_add_func ("/search/fanorona-biggest-capture", test_fanorona_biggest_capture);
  g_test_add_func ("/search/surakarta-last-capture", test_surakarta_last_capture);
  g_test_add_func ("/search/limits", test_limits);
  g_test_add_func ("/search/repetition-from-history", test_repetition_from_history);
  g_test_add_func ("/search/stop-from-another-thread", test_stop_from_another_thread);
  g_test_add_func ("/search/threads", test_threads);
  g_test_add_func ("/search/levels", test_levels);
  g_test_add_func ("/search/yardsticks", test_yardsticks);
  return g_test_run ();
}
