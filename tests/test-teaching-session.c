/* test-teaching-session.c — the teaching session without a display: for
 * each judge (exercise, puzzle, mistake, single answers, quiz) a solve,
 * a fail and its reason, the answer, a hint and the stars, on real
 * positions; and a result of an older generation dropped.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-teaching-session.h"

typedef struct {
  GMainLoop *loop;
  GAsyncResult *result;
} Wait;

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Wait *w = data;
  w->result = g_object_ref (result);
  g_main_loop_quit (w->loop);
}

static GAsyncResult *
wait_for (Wait *w)
{
  g_main_loop_run (w->loop);
  g_main_loop_unref (w->loop);
  return w->result;
}

/* The session's answer, waited for on the main loop. */
static gboolean
answer (LalaoTeachingSession *session, GError **error)
{
  Wait w = { g_main_loop_new (NULL, FALSE), NULL };
  g_autoptr (GAsyncResult) result = NULL;

  lalao_teaching_session_answer_async (session, NULL, on_done, &w);
  g_assert_true (lalao_teaching_session_get_busy (session));
  result = wait_for (&w);
  g_assert_false (lalao_teaching_session_get_busy (session));
  return lalao_teaching_session_answer_finish (session, result, error);
}

static LalaoTeachingHint *
hint (LalaoTeachingSession *session)
{
  Wait w = { g_main_loop_new (NULL, FALSE), NULL };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;
  LalaoTeachingHint *hint;

  lalao_teaching_session_hint_async (session, NULL, on_done, &w);
  result = wait_for (&w);
  hint = lalao_teaching_session_hint_finish (session, result, &error);
  g_assert_no_error (error);
  g_assert_nonnull (hint);
  return hint;
}

static LalaoTeachingState
play (LalaoTeachingSession *session, const char *text)
{
  LalaoTeachingState state;
  g_autoptr (GError) error = NULL;

  g_assert_true (lalao_teaching_session_play (session, text, &state, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state, ==, lalao_teaching_session_get_state (session));
  return state;
}

static char *
move_text (LalaoGame *game, LalaoMove move)
{
  char text[LALAO_MOVE_TEXT_MAX];
  lalao_game_get_engine (game)->format_move (lalao_game_get_position (game), move, text);
  return g_strdup (text);
}

static char *
last_move (LalaoGame *game)
{
  return lalao_game_dup_move_text (game, lalao_game_get_n_moves (game) - 1);
}

/* Surakarta, "capture 2" in two moves (par 2), "lose 1". */
static LalaoTeachingSession *
exercise_session (const char *fen, LalaoExercise *exercise)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  g_autoptr (LalaoGame) game = lalao_game_new ("surakarta", fen, lalao_engine_default_options (e), NULL);

  memset (exercise, 0, sizeof *exercise);
  g_assert_true (lalao_goal_read (e, "capture 2", FALSE, &exercise->success, NULL));
  g_assert_true (lalao_goal_read (e, "lose 1", TRUE, &exercise->failures[0], NULL));
  exercise->n_failures = 1;
  exercise->par = 2;
  exercise->limit = 3;
  exercise->reply_depth = 2;
  return lalao_teaching_session_new_exercise (game, exercise);
}

static void
test_exercise (void)
{
  LalaoExercise exercise;
  g_autoptr (LalaoTeachingSession) s = exercise_session ("b5/3b2/6/w5/6/6 w 0 1", &exercise);
  LalaoGame *game = lalao_teaching_session_get_game (s);
  g_autofree char *reply = NULL, *explained = NULL;
  g_autoptr (GError) error = NULL;

  /* An illegal move is refused and changes nothing. */
  g_assert_false (lalao_teaching_session_play (s, "a3a5", NULL, &error));
  g_assert_nonnull (error);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  /* The first capture: the opponent's reply is due, then played once. */
  g_assert_cmpint (play (s, "a3xd5"), ==, LALAO_TEACHING_WAITING);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_assert_true (answer (s, NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  reply = last_move (game);
  g_assert_cmpstr (reply, ==, "a6a5");
  explained = lalao_teaching_session_explain_answer (s);
  g_assert_nonnull (explained);
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 0);
  /* The second capture solves it, within par and without hints. */
  g_assert_cmpint (play (s, "d5xa5"), ==, LALAO_TEACHING_SOLVED);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 3);
}

static void
test_exercise_fail_and_hint (void)
{
  LalaoExercise exercise;
  g_autoptr (LalaoTeachingSession) s = exercise_session ("b5/3b2/6/w5/6/5w w 0 1", &exercise);
  g_autoptr (LalaoTeachingHint) first = NULL, second = NULL;
  g_autofree char *hinted = NULL;

  /* From a4 the piece stands on the outer circuit: d5 takes it. */
  g_assert_cmpint (play (s, "a3a4"), ==, LALAO_TEACHING_WAITING);
  g_assert_true (answer (s, NULL));
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_FAILED);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_LOST_MATERIAL);
  /* Another move waits for a retry: a new game at the start. */
  g_assert_false (lalao_teaching_session_play (s, "f1e1", NULL, NULL));
  lalao_teaching_session_retry (s);
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 0);
  /* Hints: where to look, then the move; each costs a star. */
  first = hint (s);
  g_assert_true (first->found);
  g_assert_cmpint (first->level, ==, 1);
  second = hint (s);
  g_assert_cmpint (second->level, ==, 2);
  hinted = move_text (lalao_teaching_session_get_game (s), second->move);
  g_assert_cmpstr (hinted, ==, "a3xd5");
  g_assert_cmpint (lalao_teaching_session_get_hints_used (s), ==, 2);
  g_assert_cmpint (play (s, hinted), ==, LALAO_TEACHING_WAITING);
  g_assert_cmpint (lalao_teaching_session_get_hint_level (s), ==, 0);
  g_assert_true (answer (s, NULL));
  g_assert_cmpint (play (s, "d5xa5"), ==, LALAO_TEACHING_SOLVED);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 1);
}

/* A reply of an older attempt is dropped: the retry came first. */
static void
test_stale_answer (void)
{
  LalaoExercise exercise;
  g_autoptr (LalaoTeachingSession) s = exercise_session ("b5/3b2/6/w5/6/6 w 0 1", &exercise);
  Wait w = { g_main_loop_new (NULL, FALSE), NULL };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (play (s, "a3xd5"), ==, LALAO_TEACHING_WAITING);
  lalao_teaching_session_answer_async (s, NULL, on_done, &w);
  lalao_teaching_session_retry (s);
  result = wait_for (&w);
  g_assert_false (lalao_teaching_session_answer_finish (s, result, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 0);
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_GOING_ON);
}

static LalaoTeachingSession *
puzzle_session (void)
{
  g_autoptr (GPtrArray) puzzles =
    lalao_puzzles_parse ("fanorona-0008 ; 9/6W2/9/9/5B3 w ; g4g3 f1g1 g3g2A ; paika,win,short ; 1300 ; 4\n", NULL);
  g_assert_nonnull (puzzles);
  return lalao_teaching_session_new_puzzle (lalao_engine_lookup ("fanorona"), g_ptr_array_index (puzzles, 0));
}

/* A legal move of the position that is not `right`. */
static char *
wrong_move (LalaoGame *game, const char *right)
{
  const LalaoEngine *e = lalao_game_get_engine (game);
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (lalao_game_get_position (game), moves);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *text = move_text (game, moves[i]);
      if (!g_str_equal (text, right))
        return g_steal_pointer (&text);
    }
  g_assert_not_reached ();
}

static void
test_puzzle (void)
{
  g_autoptr (LalaoTeachingSession) s = puzzle_session ();
  LalaoGame *game = lalao_teaching_session_get_game (s);
  g_autofree char *wrong = wrong_move (game, "g4g3"), *explained = NULL, *hinted = NULL, *reply = NULL;
  g_autoptr (LalaoTeachingHint) h = NULL;
  g_auto (GStrv) solution = NULL;

  /* A wrong move fails, and the engine's reply punishes it. */
  g_assert_cmpint (play (s, wrong), ==, LALAO_TEACHING_FAILED);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_WRONG_MOVE);
  g_assert_true (answer (s, NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  explained = lalao_teaching_session_explain_answer (s);
  g_assert_nonnull (explained);
  lalao_teaching_session_retry (s);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  /* The hint is the line's move. */
  h = hint (s);
  g_assert_true (h->found);
  hinted = move_text (game, h->move);
  g_assert_cmpstr (hinted, ==, "g4g3");
  /* The line: the right move, the line's reply, the win. */
  g_assert_cmpint (play (s, "g4g3"), ==, LALAO_TEACHING_WAITING);
  g_assert_true (answer (s, NULL));
  reply = last_move (game);
  g_assert_cmpstr (reply, ==, "f1g1");
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpint (play (s, "g3g2A"), ==, LALAO_TEACHING_SOLVED);
  /* One miss and one hint: one star. */
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 1);

  /* The solution, played from the start of a fresh session. */
  g_clear_object (&s);
  s = puzzle_session ();
  solution = lalao_teaching_session_play_solution (s);
  g_assert_cmpuint (g_strv_length (solution), ==, 3);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 3);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_SOLUTION_SHOWN);
}

static void
test_puzzle_solved_at_once (void)
{
  g_autoptr (LalaoTeachingSession) s = puzzle_session ();

  g_assert_cmpint (play (s, "g4g3"), ==, LALAO_TEACHING_WAITING);
  g_assert_true (answer (s, NULL));
  g_assert_cmpint (play (s, "g3g2A"), ==, LALAO_TEACHING_SOLVED);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 3);
}

/* White, a rook up, put it next to the black king: 2. g1g7?? */
static void
test_mistake (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  g_autoptr (LalaoGame) game = lalao_game_new ("samantsy", "7k/8/8/8/8/8/8/K5R1 w - - 0 1",
                                               lalao_engine_default_options (e), NULL);
  g_autoptr (LalaoAiPlayer) ai = lalao_ai_player_new (5);
  g_autoptr (LalaoTeachingSession) s = NULL;
  g_autoptr (LalaoTeachingHint) h = NULL;
  g_autofree char *hinted = NULL;
  const char *moves[] = { "a1b1", "h8h7", "g1g7", "h7g7" };

  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    g_assert_true (lalao_game_play_text (game, moves[i], NULL));
  lalao_ai_player_set_move_time (ai, 200);
  s = lalao_teaching_session_new_mistake (game, 3, ai);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 0);
  /* The move played is not judged again. */
  g_assert_cmpint (play (s, "g1g7"), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_SAME_MOVE);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 0);
  /* Giving the rook away is not good enough... */
  g_assert_cmpint (play (s, "g1g8"), ==, LALAO_TEACHING_WAITING);
  g_assert_true (answer (s, NULL));
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_FAILED);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_NOT_GOOD_ENOUGH);
  /* ...keeping it safe is as good as the computer's move. */
  g_assert_cmpint (play (s, "g1g2"), ==, LALAO_TEACHING_WAITING);
  g_assert_true (answer (s, NULL));
  g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_SOLVED);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 2);
  /* The hint is the computer's move and its reason, from the position before. */
  h = hint (s);
  g_assert_true (h->found);
  g_assert_nonnull (h->reason);
  hinted = g_malloc (LALAO_MOVE_TEXT_MAX);
  e->format_move (lalao_game_get_position_at (lalao_teaching_session_get_game (s), 0), h->move, hinted);
  g_assert_cmpstr (hinted, !=, "g1g7");
  g_assert_cmpint (lalao_teaching_session_get_hints_used (s), ==, 1);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 1);
  /* The game under review is not touched. */
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 4);

  /* A judgement cancelled is dropped: the session stays as it was. */
  {
    Wait w = { g_main_loop_new (NULL, FALSE), NULL };
    g_autoptr (GAsyncResult) result = NULL;
    g_autoptr (GError) error = NULL;

    g_assert_cmpint (play (s, "g1g3"), ==, LALAO_TEACHING_WAITING);
    lalao_teaching_session_answer_async (s, NULL, on_done, &w);
    lalao_teaching_session_cancel (s);
    result = wait_for (&w);
    g_assert_false (lalao_teaching_session_answer_finish (s, result, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_assert_cmpint (lalao_teaching_session_get_state (s), ==, LALAO_TEACHING_WAITING);
  }
}

/* Surakarta's start: the first legal move is the answer, the second misses. */
static void
test_answers (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  g_autoptr (LalaoGame) game = lalao_game_new ("surakarta", NULL, lalao_engine_default_options (e), NULL);
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (lalao_game_get_position (game), moves);
  g_autofree char *right = move_text (game, moves[0]), *wrong = move_text (game, moves[1]), *hinted = NULL;
  const char *answers[] = { right, NULL };
  g_autoptr (LalaoTeachingSession) s = lalao_teaching_session_new_answers (game, answers);
  g_autoptr (LalaoTeachingHint) first = NULL, second = NULL, later = NULL;
  LalaoGame *old;

  g_assert_cmpint (n, >, 1);
  /* A miss; the retry is a new game at the start. */
  g_assert_cmpint (play (s, wrong), ==, LALAO_TEACHING_FAILED);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_WRONG_MOVE);
  g_assert_false (answer (s, NULL));
  old = lalao_teaching_session_get_game (s);
  g_assert_cmpuint (lalao_game_get_n_moves (old), ==, 1);
  lalao_teaching_session_retry (s);
  g_assert_true (lalao_teaching_session_get_game (s) != old);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_teaching_session_get_game (s)), ==, 0);
  /* The hints come at once: where to look, then the move. */
  first = lalao_teaching_session_hint (s);
  g_assert_cmpint (first->level, ==, 1);
  g_assert_cmpint (first->move.from, ==, moves[0].from);
  second = lalao_teaching_session_hint (s);
  g_assert_cmpint (second->level, ==, 2);
  hinted = move_text (lalao_teaching_session_get_game (s), second->move);
  g_assert_cmpstr (hinted, ==, right);
  /* The async shape gives the same. */
  later = hint (s);
  g_assert_true (later->found);
  g_assert_cmpint (later->level, ==, 2);
  g_assert_cmpint (play (s, right), ==, LALAO_TEACHING_SOLVED);
  /* One miss and three hint steps: one star. */
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 1);
}

static void
test_quiz (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  g_autoptr (LalaoGame) game = lalao_game_new ("samantsy", "7k/8/8/8/8/8/8/K5R1 w - - 0 1",
                                               lalao_engine_default_options (e), NULL);
  g_autoptr (LalaoTeachingSession) s = lalao_teaching_session_new_quiz (game, 3, 1);
  Wait w = { g_main_loop_new (NULL, FALSE), NULL };
  g_autoptr (GAsyncResult) result = NULL;
  g_autoptr (GError) error = NULL;

  /* A quiz asks for no move and has no hint. */
  g_assert_cmpint (play (s, "g1g2"), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_WRONG_MOVE);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  lalao_teaching_session_hint_async (s, NULL, on_done, &w);
  result = wait_for (&w);
  g_assert_null (lalao_teaching_session_hint_finish (s, result, &error));
  g_assert_no_error (error);
  /* A wrong choice, then the right one. */
  g_assert_cmpint (lalao_teaching_session_choose (s, 0), ==, LALAO_TEACHING_GOING_ON);
  g_assert_cmpint (lalao_teaching_session_get_reason (s), ==, LALAO_TEACHING_WRONG_CHOICE);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 0);
  g_assert_cmpint (lalao_teaching_session_choose (s, 1), ==, LALAO_TEACHING_SOLVED);
  g_assert_cmpint (lalao_teaching_session_get_stars (s), ==, 2);
  /* Solved, it takes no other answer. */
  g_assert_cmpint (lalao_teaching_session_choose (s, 2), ==, LALAO_TEACHING_SOLVED);
}

/* Whether, after the learner's `move` in `run`, every answer leaves a
 * goal forced within `left` more moves. */
static gboolean
forces_after (const LalaoExerciseRun *run, LalaoMove move, int left)
{
  LalaoExerciseRun after = *run;
  LalaoMove replies[LALAO_MAX_MOVES], first;
  int proven;

  if (lalao_exercise_run_learner (&after, move) == LALAO_EXERCISE_SOLVED)
    return TRUE;
  int n = run->engine->legal_moves (&after.position, replies);
  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun next = after;
      if (lalao_exercise_run_opponent (&next, replies[i]) != LALAO_EXERCISE_GOING_ON
          || lalao_exercise_prove (&next, left, 5000000, &proven, &first) != LALAO_PROOF_FORCED)
        return FALSE;
    }
  return TRUE;
}

/* A practice position that promises a win within three moves against
 * any defence: the hint is a move that keeps that promise, not the
 * engine's favourite (Anakova c6–d5 wins too, but only in four). */
static void
test_forced_hint (void)
{
  const char *fen = "5k2/3R4/2Q2N1b/8/2b1K3/8/8/8 w - - 0 1";
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  g_autoptr (LalaoGame) game = lalao_game_new ("samantsy", fen, lalao_engine_default_options (e), NULL);
  LalaoExercise exercise;
  LalaoExerciseRun run;
  LalaoMove slow;
  LalaoError err;

  memset (&exercise, 0, sizeof exercise);
  g_assert_true (lalao_goal_read (e, "win", FALSE, &exercise.success, NULL));
  exercise.par = exercise.limit = 3;
  exercise.reply_depth = 2;
  exercise.practice = exercise.forced = TRUE;
  g_autoptr (LalaoTeachingSession) s = lalao_teaching_session_new_exercise (game, &exercise);
  g_autoptr (LalaoTeachingHint) h = hint (s);
  g_assert_true (h->found);

  lalao_exercise_run_start (&run, &exercise, e, lalao_game_get_position (game));
  g_assert_true (forces_after (&run, h->move, 2));
  lalao_engine_read_move (e, &run.position, "c6d5", &slow, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  g_assert_false (forces_after (&run, slow, 2));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/teaching-session/exercise", test_exercise);
  g_test_add_func ("/teaching-session/exercise-fail-and-hint", test_exercise_fail_and_hint);
  g_test_add_func ("/teaching-session/stale-answer", test_stale_answer);
  g_test_add_func ("/teaching-session/puzzle", test_puzzle);
  g_test_add_func ("/teaching-session/puzzle-solved-at-once", test_puzzle_solved_at_once);
  g_test_add_func ("/teaching-session/mistake", test_mistake);
  g_test_add_func ("/teaching-session/answers", test_answers);
  g_test_add_func ("/teaching-session/quiz", test_quiz);
  g_test_add_func ("/teaching-session/forced-hint", test_forced_hint);
  return g_test_run ();
}
