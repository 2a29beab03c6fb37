/* test-ai-player.c — the computer thinks in a thread: moves, hints,
 * analysis, cancellation, and a main loop that keeps running.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-ai-player.h"
#include "lalao-i18n.h"
#include "test-game-util.h"
#include "lalao-search.h"
#include "lalao-endgame.h"
#include "lalao-endgame-builder.h"
#include "lalao-endgame-tables.h"

#include <glib/gstdio.h>

typedef struct {
  GMainLoop *loop;
  LalaoAiAnswer *answer;
  GArray *evaluations;
  GError *error;
  gint64 finished_at;
  /* Main-loop liveness while the computer thinks. */
  LalaoAiPlayer *ai;
  int ticks_while_thinking;
  gint64 last_tick, longest_gap_us;
  int progress_reports;
} Waiting;

static void
on_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  Waiting *w = data;
  if (g_task_get_source_tag (G_TASK (result)) == lalao_ai_player_hint_async)
    w->answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &w->error);
  else
    w->answer = lalao_ai_player_choose_move_finish (LALAO_AI_PLAYER (source), result, &w->error);
  w->finished_at = g_get_monotonic_time ();
  g_main_loop_quit (w->loop);
}

static void
on_analysis (GObject *source, GAsyncResult *result, gpointer data)
{
  Waiting *w = data;
  w->evaluations = lalao_ai_player_analyse_finish (LALAO_AI_PLAYER (source), result, &w->error);
  g_main_loop_quit (w->loop);
}

static gboolean
tick (gpointer data)
{
  Waiting *w = data;
  gint64 now = g_get_monotonic_time ();
  if (w->last_tick != 0 && now - w->last_tick > w->longest_gap_us)
    w->longest_gap_us = now - w->last_tick;
  w->last_tick = now;
  if (w->ai != NULL && lalao_ai_player_get_thinking (w->ai))
    w->ticks_while_thinking++;
  return G_SOURCE_CONTINUE;
}

static void
on_progress (LalaoAiPlayer *ai, int depth, int score, gpointer data)
{
  ((Waiting *) data)->progress_reports++;
}

/* The computer answers with a legal move, reports its progress, and the
 * main loop keeps running while it thinks. How long the loop's longest
 * gap was is reported, not bounded: a loaded machine may pause any
 * thread, and a test must not fail by chance. A search on the main
 * thread would leave no tick at all while thinking. */
static void
test_move_without_stall (void)
{
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (5);
  g_autoptr (LalaoGame) game = util_game_at ("samantsy", NULL);
  Waiting w = { .loop = g_main_loop_new (NULL, FALSE), .ai = ai };
  guint ticker = g_timeout_add (2, tick, &w);
  g_autoptr (GError) error = NULL;

  lalao_ai_player_set_move_time (ai, 1000);
  g_signal_connect (ai, "progress", G_CALLBACK (on_progress), &w);
  lalao_ai_player_choose_move_async (ai, game, NULL, on_answer, &w);
  g_assert_true (lalao_ai_player_get_thinking (ai));
  g_main_loop_run (w.loop);
  g_source_remove (ticker);
  /* Let the completion notification run. */
  while (g_main_context_iteration (NULL, FALSE))
    ;

  g_assert_no_error (w.error);
  g_assert_nonnull (w.answer);
  g_assert_false (lalao_ai_player_get_thinking (ai));
  g_assert_cmpint (w.progress_reports, >, 0);
  g_test_message ("%d main-loop ticks while thinking, longest gap %.1f ms", w.ticks_while_thinking,
                  w.longest_gap_us / 1000.0);
  g_assert_cmpint (w.ticks_while_thinking, >, 0);
  g_assert_true (lalao_game_play_text (game, w.answer->notation, &error));
  g_assert_no_error (error);
  lalao_ai_answer_free (w.answer);
  g_main_loop_unref (w.loop);
}

/* Cancelling stops the thinking with G_IO_ERROR_CANCELLED, long before
 * its 30 s are up (the margin holds on a loaded machine). */
static gint64 cancelled_at;

static gboolean
cancel_now (gpointer data)
{
  cancelled_at = g_get_monotonic_time ();
  g_cancellable_cancel (data);
  return G_SOURCE_REMOVE;
}

static void
test_cancel (void)
{
  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (5);
      g_autoptr (LalaoGame) game = util_game_at (lalao_game_ids[g], NULL);
      g_autoptr (GCancellable) cancellable = g_cancellable_new ();
      Waiting w = { .loop = g_main_loop_new (NULL, FALSE) };

      lalao_ai_player_set_move_time (ai, 30000);
      lalao_ai_player_choose_move_async (ai, game, cancellable, on_answer, &w);
      g_timeout_add (200, cancel_now, cancellable);
      g_main_loop_run (w.loop);
      gint64 late_ms = (w.finished_at - cancelled_at) / 1000;
      g_test_message ("%s: answered %" G_GINT64_FORMAT " ms after the cancel", lalao_game_ids[g], late_ms);
      g_assert_cmpint (late_ms, <, 10000);
      g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_assert_null (w.answer);
      g_clear_error (&w.error);
      g_main_loop_unref (w.loop);
    }
}

/* A cancellable cancelled before the call: the answer is "cancelled". */
static void
test_cancel_before_start (void)
{
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (5);
  g_autoptr (LalaoGame) game = util_game_at ("fanorona", NULL);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  Waiting w = { .loop = g_main_loop_new (NULL, FALSE) };
  gint64 start = g_get_monotonic_time ();

  g_cancellable_cancel (cancellable);
  lalao_ai_player_set_move_time (ai, 30000);
  lalao_ai_player_choose_move_async (ai, game, cancellable, on_answer, &w);
  g_main_loop_run (w.loop);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpint ((w.finished_at - start) / 1000, <, 1000);
  g_clear_error (&w.error);
  g_main_loop_unref (w.loop);
}

static LalaoAiAnswer *
hint_for (const char *id, const char *fen)
{
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (1);
  g_autoptr (LalaoGame) game = util_game_at (id, fen);
  Waiting w = { .loop = g_main_loop_new (NULL, FALSE) };

  /* The clock runs out at once, as on a machine too loaded to give the
   * search its time: the hint must still be a searched move. */
  lalao_ai_player_set_move_time (ai, 1);
  lalao_ai_player_hint_async (ai, game, NULL, on_answer, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_main_loop_unref (w.loop);
  return w.answer;
}

/* Hints are the best move at full strength (whatever the level) with the
 * main reason first, in the user's language (the line the computer
 * expects may follow it: its search is timed, so the line is not fixed). */
static void
test_hints (void)
{
  g_autoptr (LalaoAiAnswer) harvest = NULL, mate = NULL, stones = NULL, french = NULL;

  harvest = hint_for ("songo", "0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23");
  g_assert_cmpstr (harvest->notation, ==, "S2");
  g_assert_true (g_str_has_prefix (harvest->reason, "It captures 9 seeds."));

  mate = hint_for ("samantsy", "k7/8/1K6/8/8/8/8/7R w - - 0 1");
  g_assert_cmpstr (mate->reason, ==, "This move wins the game at once.");

  stones = hint_for ("fanorona", "9/9/3W1BBBB/9/BW7 w");
  g_assert_cmpstr (stones->notation, ==, "d3e3A");
  g_assert_true (g_str_has_prefix (stones->reason, "It captures 4 stones."));

  lalao_i18n_set_language ("fr");
  french = hint_for ("songo", "0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23");
  lalao_i18n_set_language (NULL);
  g_assert_cmpstr (french->notation, ==, "S2");
  g_assert_true (g_str_has_prefix (french->reason, "Ce coup prend 9 graines."));
}

/* Analysis: one evaluation per position, probabilities that add up, and
 * a won position seen as won. */
static void
test_analysis (void)
{
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (3);
  g_autoptr (LalaoGame) game = util_game_at ("samantsy", "k7/8/1K6/8/8/8/8/6R1 w - - 0 1");
  g_autoptr (GError) error = NULL;
  Waiting w = { .loop = g_main_loop_new (NULL, FALSE) };

  g_assert_true (lalao_game_play_text (game, "g1h1", &error));
  g_assert_true (lalao_game_play_text (game, "a8b8", &error));
  g_assert_true (lalao_game_play_text (game, "h1h8", &error));
  g_assert_no_error (error);
  lalao_ai_player_analyse_async (ai, game, 50, NULL, on_analysis, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_cmpuint (w.evaluations->len, ==, 4);
  for (guint i = 0; i < w.evaluations->len; i++)
    {
      LalaoEvaluation *ev = &g_array_index (w.evaluations, LalaoEvaluation, i);
      g_assert_cmpfloat_with_epsilon (ev->win + ev->draw + ev->loss, 1.0, 1e-9);
      g_assert_cmpint (ev->score, >, 300);  /* white is a vorona up, then wins */
    }
  LalaoEvaluation *last = &g_array_index (w.evaluations, LalaoEvaluation, 3);
  g_assert_cmpfloat (last->win, ==, 1.0);
  g_assert_cmpint (g_array_index (w.evaluations, LalaoEvaluation, 1).side_to_move, ==, LALAO_SECOND);
  g_array_unref (w.evaluations);

  /* A game under review is analysed to its end, undone moves included. */
  g_assert_true (lalao_game_go_to (game, 1));
  w.evaluations = NULL;
  lalao_ai_player_analyse_async (ai, game, 20, NULL, on_analysis, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_cmpuint (w.evaluations->len, ==, 4);
  g_array_unref (w.evaluations);
  g_main_loop_unref (w.loop);
}

static LalaoEvaluation
evaluation (int score, LalaoSide side_to_move)
{
  LalaoEvaluation ev = { .score = score, .side_to_move = side_to_move };
  lalao_score_to_wdl (score, &ev.win, &ev.draw, &ev.loss);
  return ev;
}

/* Mistakes: the moves that cost their mover most, costliest first; a
 * good move for the other side is not one. */
static void
test_mistakes (void)
{
  LalaoEvaluation evs[] = {
    evaluation (0, LALAO_FIRST),
    evaluation (20, LALAO_SECOND),    /* 1: the first player, fine */
    evaluation (400, LALAO_FIRST),    /* 2: the second player blunders */
    evaluation (-400, LALAO_SECOND),  /* 3: the first player blunders worse */
    evaluation (-600, LALAO_FIRST),   /* 4: the second player gains: no mistake */
    evaluation (-500, LALAO_SECOND),  /* 5: the first player gains a little */
    evaluation (-450, LALAO_FIRST),   /* 6: the second player loses a little */
  };
  guint moves[3] = { 0 };

  g_assert_cmpuint (lalao_evaluations_find_mistakes (evs, G_N_ELEMENTS (evs), moves, 3), ==, 2);
  g_assert_cmpuint (moves[0], ==, 3);
  g_assert_cmpuint (moves[1], ==, 2);
  g_assert_cmpuint (lalao_evaluations_find_mistakes (evs, G_N_ELEMENTS (evs), moves, 1), ==, 1);
  g_assert_cmpuint (moves[0], ==, 3);
  g_assert_cmpuint (lalao_evaluations_find_mistakes (evs, 3, moves, 3), ==, 1);
  g_assert_cmpuint (moves[0], ==, 2);
  g_assert_cmpfloat_with_epsilon (lalao_evaluation_expected (&evs[0]), 0.5, 1e-9);
  /* How bad each was: the swings of 400 and 800 are blunders, the rest
   * nothing; a smaller swing of 150 is a mistake. */
  g_assert_cmpint (lalao_evaluations_judge_move (evs, G_N_ELEMENTS (evs), 1), ==, LALAO_MISTAKE_NONE);
  g_assert_cmpint (lalao_evaluations_judge_move (evs, G_N_ELEMENTS (evs), 2), ==, LALAO_MISTAKE_BLUNDER);
  g_assert_cmpint (lalao_evaluations_judge_move (evs, G_N_ELEMENTS (evs), 3), ==, LALAO_MISTAKE_BLUNDER);
  g_assert_cmpint (lalao_evaluations_judge_move (evs, G_N_ELEMENTS (evs), 4), ==, LALAO_MISTAKE_NONE);
  g_assert_cmpint (lalao_evaluations_judge_move (evs, G_N_ELEMENTS (evs), 0), ==, LALAO_MISTAKE_NONE);
  LalaoEvaluation small[] = { evaluation (0, LALAO_FIRST), evaluation (150, LALAO_SECOND) };
  g_assert_cmpint (lalao_evaluations_judge_move (small, 2, 1), ==, LALAO_MISTAKE_NONE);
  LalaoEvaluation slip[] = { evaluation (0, LALAO_FIRST), evaluation (-200, LALAO_SECOND) };
  g_test_message ("a 200 swing costs %.2f of the expected share",
                  lalao_evaluation_expected (&slip[0]) - lalao_evaluation_expected (&slip[1]));
  g_assert_cmpint (lalao_evaluations_judge_move (slip, 2, 1), ==, LALAO_MISTAKE_MISTAKE);
}

static void
test_wdl (void)
{
  double win, draw, loss;

  lalao_score_to_wdl (0, &win, &draw, &loss);
  g_assert_cmpfloat_with_epsilon (win, loss, 1e-9);
  lalao_score_to_wdl (400, &win, &draw, &loss);
  g_assert_cmpfloat (win, >, 0.8);
  lalao_score_to_wdl (-LALAO_SCORE_WIN + 3, &win, &draw, &loss);
  g_assert_cmpfloat (loss, ==, 1.0);
  for (int s = -2000; s <= 2000; s += 50)
    {
      lalao_score_to_wdl (s, &win, &draw, &loss);
      g_assert_cmpfloat (win, >=, 0);
      g_assert_cmpfloat (loss, >=, 0);
      g_assert_cmpfloat_with_epsilon (win + draw + loss, 1.0, 1e-9);
    }
  g_assert_cmpstr (lalao_ai_level_name (1), ==, "Beginner");
  g_assert_cmpstr (lalao_ai_level_name (5), ==, "Master");
}

/* The endgame tables of the folder $LALAO_ENDGAME_DIR (Songo up to 3
 * seeds, built by main()): the analysis gives their exact value, and
 * level 5 their best move. */
static void
test_endgame_tables (void)
{
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (5);
  g_autoptr (LalaoGame) game = util_game_at ("songo", "2,0,0,0,0,0,0/0,1,0,0,0,0,0 s 39 28");
  Waiting w = { .loop = g_main_loop_new (NULL, FALSE) };

  g_assert_nonnull (lalao_endgame_tables_get (lalao_engine_lookup ("songo")));
  g_assert_null (lalao_endgame_tables_get (lalao_engine_lookup ("fanorona")));
  lalao_ai_player_analyse_async (ai, game, 50, NULL, on_analysis, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  LalaoEvaluation *ev = &g_array_index (w.evaluations, LalaoEvaluation, 0);
  g_assert_cmpint (ev->endgame.kind, ==, LALAO_ENDGAME_WIN);
  g_assert_cmpint (ev->endgame.plies, ==, 1);
  g_assert_cmpint (ev->score, ==, LALAO_SCORE_WIN - 1);
  g_array_unref (w.evaluations);

  lalao_ai_player_choose_move_async (ai, game, NULL, on_answer, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_cmpstr (w.answer->notation, ==, "S0");
  g_assert_cmpint (w.answer->score, ==, LALAO_SCORE_WIN - 1);
  lalao_ai_answer_free (w.answer);
  g_main_loop_unref (w.loop);
}

typedef struct {
  GMainLoop *loop;
  gboolean done;
  GError *error;
  int reports;
  double last;
} Building;

static void
on_build_progress (double fraction, const char *cls, gpointer data)
{
  Building *b = data;
  g_assert_cmpfloat (fraction, >=, b->last);
  g_assert_cmpfloat (fraction, <, 1.0);
  g_assert_cmpstr (cls, !=, "");
  b->last = fraction;
  b->reports++;
}

static void
on_built (GObject *source, GAsyncResult *result, gpointer data)
{
  Building *b = data;
  b->done = lalao_endgame_builder_build_finish (result, &b->error);
  g_main_loop_quit (b->loop);
}

/* The app's build (its preferences): Surakarta's tables up to 3 pieces
 * into the folder, in a thread, its progress said in the main loop, a
 * step per class that never goes back; then the search finds them. */
static void
test_endgame_build (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  Building b = { .loop = g_main_loop_new (NULL, FALSE) };
  int built, all;

  lalao_endgame_builder_count (e, 3, &built, &all);
  g_assert_cmpint (built, ==, 0);
  g_assert_cmpint (all, >, 1);
  g_assert_null (lalao_endgame_tables_get (e));
  lalao_endgame_builder_build_async (e, 3, NULL, on_build_progress, &b, on_built, &b);
  g_main_loop_run (b.loop);
  g_assert_no_error (b.error);
  g_assert_true (b.done);
  g_assert_cmpint (b.reports, >, 0);
  lalao_endgame_builder_count (e, 3, &built, &all);
  g_assert_cmpint (built, ==, all);
  g_assert_nonnull (lalao_endgame_tables_get (e));
  g_main_loop_unref (b.loop);
}

static char *
build_tables (void)
{
  char *dir = g_dir_make_tmp ("lalao-ai-egt-XXXXXX", NULL);
  LalaoEndgameSet *set = lalao_endgame_set_new (lalao_engine_lookup ("songo"));
  g_assert_true (lalao_endgame_build (set, 3, dir, NULL, NULL));
  lalao_endgame_set_free (set);
  g_setenv ("LALAO_ENDGAME_DIR", dir, TRUE);
  return dir;
}

static void
remove_tables (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_autofree char *tables = build_tables ();
  int status;

  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ai/move-without-stall", test_move_without_stall);
  g_test_add_func ("/ai/cancel", test_cancel);
  g_test_add_func ("/ai/cancel-before-start", test_cancel_before_start);
  g_test_add_func ("/ai/hints", test_hints);
  g_test_add_func ("/ai/analysis", test_analysis);
  g_test_add_func ("/ai/mistakes", test_mistakes);
  g_test_add_func ("/ai/wdl", test_wdl);
  g_test_add_func ("/ai/endgame-tables", test_endgame_tables);
  g_test_add_func ("/ai/endgame-build", test_endgame_build);
  status = g_test_run ();
  remove_tables (tables);
  return status;
}
