/* test-exercise.c — exercises judged by their goal: each goal and
 * failure of the vocabulary on a position of its game, the opponent's
 * scripted and engine replies, stars, and the engine solving as the
 * learner.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-exercise.h"
#include "lalao-lesson.h"

typedef struct {
  const LalaoEngine *engine;
  LalaoExercise exercise;
  LalaoExerciseRun run;
} Fixture;

static void
fixture_start (Fixture *f, const char *game, const char *fen, const char *success, const char *failure, int par,
               int limit)
{
  LalaoPosition pos;
  LalaoError err;
  g_autoptr (GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->engine = lalao_engine_lookup (game);
  g_assert_true (f->engine->from_fen (&pos, fen, lalao_engine_default_options (f->engine), &err));
  g_assert_true (lalao_goal_read (f->engine, success, FALSE, &f->exercise.success, &error));
  g_assert_no_error (error);
  if (failure != NULL)
    {
      g_assert_true (lalao_goal_read (f->engine, failure, TRUE, &f->exercise.failures[0], &error));
      f->exercise.n_failures = 1;
    }
  f->exercise.par = par;
  f->exercise.limit = limit;
  f->exercise.reply_depth = 2;
  lalao_exercise_run_start (&f->run, &f->exercise, f->engine, &pos);
}

static LalaoExerciseState
learner (Fixture *f, const char *text)
{
  LalaoMove move;
  LalaoError err;

  lalao_engine_read_move (f->engine, &f->run.position, text, &move, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  return lalao_exercise_run_learner (&f->run, move);
}

/* The opponent's reply as text, played. */
static char *
reply (Fixture *f, LalaoExerciseState *state)
{
  LalaoMove move;
  char text[LALAO_MOVE_TEXT_MAX];

  g_assert_true (lalao_exercise_run_choose_reply (&f->run, NULL, &move));
  f->engine->format_move (&f->run.position, move, text);
  *state = lalao_exercise_run_opponent (&f->run, move);
  return g_strdup (text);
}

static void
test_goal_words (void)
{
  const LalaoEngine *songo = lalao_engine_lookup ("songo");
  const LalaoEngine *surakarta = lalao_engine_lookup ("surakarta");
  LalaoGoal goal;
  g_autoptr (GError) error = NULL;

  g_assert_true (lalao_goal_read (songo, "harvest 10", FALSE, &goal, NULL));
  g_assert_cmpint (goal.kind, ==, LALAO_GOAL_HARVEST);
  g_assert_cmpint (goal.n, ==, 10);
  g_assert_true (lalao_goal_read (surakarta, "reach c3 d4", FALSE, &goal, NULL));
  g_assert_cmpint (goal.n_points, ==, 2);
  /* Each refusal says why. */
  g_assert_false (lalao_goal_read (surakarta, "harvest 10", FALSE, &goal, &error));
  g_assert_cmpstr (error->message, ==, "“harvest” is not a goal of Surakarta");
  g_clear_error (&error);
  g_assert_false (lalao_goal_read (songo, "capture", FALSE, &goal, &error));
  g_assert_cmpstr (error->message, ==, "“capture” needs one number from 1 to 99");
  g_clear_error (&error);
  g_assert_false (lalao_goal_read (songo, "lose 1", FALSE, &goal, &error));
  g_assert_cmpstr (error->message, ==, "“lose 1” is not a goal");
  g_clear_error (&error);
  g_assert_false (lalao_goal_read (surakarta, "reach z9", FALSE, &goal, &error));
  g_clear_error (&error);
  g_assert_false (lalao_goal_read (songo, "win 3", FALSE, &goal, &error));
}

/* The goals only some games have: each is a goal of its own game alone
 * (its explainer's own_goals), and the others refuse it. */
static void
test_own_goals (void)
{
  static const struct {
    const char *text, *game;
  } own[] = {
    { "harvest 2", "songo" },  { "grenier", "songo" },  { "chain 2", "fanorona" },
    { "loop 1", "surakarta" }, { "promote", "samantsy" },
  };

  for (gsize k = 0; k < G_N_ELEMENTS (own); k++)
    for (int i = 0; i < LALAO_N_GAMES; i++)
      {
        LalaoGoal goal;
        gboolean read = lalao_goal_read (lalao_engine_lookup (lalao_game_ids[i]), own[k].text, FALSE, &goal, NULL);
        g_assert_cmpint (read, ==, g_str_equal (lalao_game_ids[i], own[k].game));
      }
}

/* Surakarta: two captures in two moves; the opponent's engine reply in
 * between; a quiet first move runs out of moves. */
static void
test_capture_in_two (void)
{
  Fixture f;
  LalaoExerciseState state;
  g_autofree char *answer = NULL;

  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/6 w 0 1", "capture 2", NULL, 2, 2);
  g_assert_cmpint (learner (&f, "a3xd5"), ==, LALAO_EXERCISE_GOING_ON);
  g_assert_cmpint (f.run.taken, ==, 1);
  g_assert_cmpint (f.run.best_loops, ==, 1);
  answer = reply (&f, &state);
  g_assert_cmpint (state, ==, LALAO_EXERCISE_GOING_ON);
  g_assert_cmpstr (answer, ==, "a6a5");
  g_assert_cmpint (learner (&f, "d5xa5"), ==, LALAO_EXERCISE_SOLVED);
  g_assert_cmpint (lalao_exercise_stars (&f.exercise, f.run.moves, 0), ==, 3);
  g_assert_cmpint (lalao_exercise_stars (&f.exercise, f.run.moves, 1), ==, 2);
  g_assert_cmpint (lalao_exercise_stars (&f.exercise, 3, 2), ==, 1);
  g_assert_cmpint (lalao_exercise_stars (&f.exercise, 3, 3), ==, 1);

  /* A quiet move loses the piece to d5; White keeps the one in the
   * corner, and the second move cannot make two captures. */
  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/5w w 0 1", "capture 2", NULL, 2, 2);
  g_assert_cmpint (learner (&f, "a3a2"), ==, LALAO_EXERCISE_GOING_ON);
  g_free (reply (&f, &state));
  g_assert_cmpint (state, ==, LALAO_EXERCISE_GOING_ON);
  g_assert_cmpint (f.run.lost, ==, 1);
  g_assert_cmpint (learner (&f, "f1e1"), ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_OUT_OF_MOVES);

  /* With nothing left, the game is over before the goal. */
  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/6 w 0 1", "capture 2", NULL, 2, 2);
  g_assert_cmpint (learner (&f, "a3a2"), ==, LALAO_EXERCISE_GOING_ON);
  g_free (reply (&f, &state));
  g_assert_cmpint (state, ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_GAME_OVER);
}

/* A scripted reply is played when it is legal, whatever the engine
 * would prefer; "lose 1" fails when the reply captures. */
static void
test_script_and_loss (void)
{
  Fixture f;
  LalaoExerciseState state;
  g_autofree char *answer = NULL;
  char *script[] = { "d5xa3", NULL };

  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/6 w 0 1", "capture 2", "lose 1", 2, 3);
  f.exercise.script = script;
  g_assert_cmpint (learner (&f, "a3b3"), ==, LALAO_EXERCISE_GOING_ON);
  answer = reply (&f, &state);
  /* a3 is empty now, so the script's move is not legal: the engine answers. */
  g_assert_cmpstr (answer, !=, "d5xa3");

  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/5w w 0 1", "capture 2", "lose 1", 2, 3);
  g_assert_cmpint (learner (&f, "a3a4"), ==, LALAO_EXERCISE_GOING_ON);
  g_free (reply (&f, &state));
  /* From a4 the piece stands on the outer circuit's rank 4: d5 takes it. */
  g_assert_cmpint (f.run.lost, ==, 1);
  g_assert_cmpint (state, ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_LOST_MATERIAL);
}

/* Songo: a harvest of at least n seeds in one move. */
static void
test_harvest (void)
{
  Fixture f;

  fixture_start (&f, "songo", "0,3,5,5,5,5,5/3,1,5,5,5,5,3 s 10 5", "harvest 6", NULL, 1, 1);
  g_assert_cmpint (learner (&f, "S1"), ==, LALAO_EXERCISE_SOLVED);
  g_assert_cmpint (f.run.best_take, ==, 6);
  fixture_start (&f, "songo", "0,3,5,5,5,5,5/3,1,5,5,5,5,3 s 10 5", "harvest 6", NULL, 1, 1);
  g_assert_cmpint (learner (&f, "S6"), ==, LALAO_EXERCISE_FAILED);
}

/* Samantsy: "capturable" fails a move that leaves a piece en prise: the
 * zaza on d5 takes diagonally forward, on c4 and e4. */
static void
test_capturable (void)
{
  Fixture f;
  const char *fen = "7k/8/8/3p4/8/8/8/K3R3 w - - 0 1";

  fixture_start (&f, "samantsy", fen, "survive 1", "capturable", 1, 1);
  g_assert_cmpint (learner (&f, "e1e2"), ==, LALAO_EXERCISE_GOING_ON);
  fixture_start (&f, "samantsy", fen, "survive 1", "capturable", 1, 1);
  g_assert_cmpint (learner (&f, "e1e4"), ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_LEFT_CAPTURE);
}

/* A safety promise is judged before the goal: a capture that can be
 * taken back does not solve "capture 1, capturable" (the zaza on d5
 * takes back on e4), a capture nothing can answer does. */
static void
test_capturable_before_goal (void)
{
  Fixture f;
  const char *fen = "7k/8/8/3p4/4n3/8/8/K3R2n w - - 0 1";

  fixture_start (&f, "samantsy", fen, "capture 1", "capturable", 1, 1);
  g_assert_cmpint (learner (&f, "e1e4"), ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.taken, ==, 1);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_LEFT_CAPTURE);
  fixture_start (&f, "samantsy", fen, "capture 1", "capturable", 1, 1);
  g_assert_cmpint (learner (&f, "e1h1"), ==, LALAO_EXERCISE_SOLVED);
}

/* "lose 1": reaching the goal is not yet solving it; the opponent's
 * best reply, searched deep, gives the verdict, whatever the script. */
static void
test_lose_verdict (void)
{
  Fixture f;
  LalaoExerciseState state;
  g_autofree char *taken_back = NULL;
  g_autofree char *answer = NULL;
  const char *fen = "7k/8/8/3p4/4n3/8/8/K3R2n w - - 0 1";
  char *script[] = { "h8g8", NULL };

  g_assert_cmpint (lalao_exercise_verdict_depth (&(LalaoExercise) { .limit = 2 }), ==, 7);
  fixture_start (&f, "samantsy", fen, "capture 1", "lose 1", 1, 1);
  f.exercise.script = script;
  g_assert_cmpint (learner (&f, "e1e4"), ==, LALAO_EXERCISE_GOING_ON);
  g_assert_true (f.run.goal_met);
  g_assert_true (lalao_exercise_run_verdict_due (&f.run));
  taken_back = reply (&f, &state);
  g_assert_cmpstr (taken_back, ==, "d5e4");
  g_assert_cmpint (state, ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_LOST_MATERIAL);

  fixture_start (&f, "samantsy", fen, "capture 1", "lose 1", 1, 1);
  g_assert_cmpint (learner (&f, "e1h1"), ==, LALAO_EXERCISE_GOING_ON);
  answer = reply (&f, &state);
  g_assert_cmpint (state, ==, LALAO_EXERCISE_SOLVED);
  g_assert_cmpint (f.run.lost, ==, 0);
}

/* The proof search: a forced win proven against every defence, a goal
 * no line reaches refuted, and a budget too small says so. */
static void
test_prove (void)
{
  Fixture f;
  LalaoMove first;
  int moves = -1;
  char text[LALAO_MOVE_TEXT_MAX];

  fixture_start (&f, "samantsy", "k7/2K5/8/8/8/8/8/1R6 w - - 0 1", "win", NULL, 3, 3);
  g_assert_cmpint (lalao_exercise_prove (&f.run, 3, 1000000, &moves, &first), ==, LALAO_PROOF_FORCED);
  g_assert_cmpint (moves, ==, 1);
  /* b1a1 or b1b8: either blocks the hova. */
  f.engine->format_move (&f.run.position, first, text);
  g_assert_cmpint (lalao_exercise_run_learner (&f.run, first), ==, LALAO_EXERCISE_SOLVED);
  g_assert_true (g_str_has_prefix (text, "b1"));
  fixture_start (&f, "samantsy", "k7/2K5/8/8/8/8/8/1R6 w - - 0 1", "win", NULL, 3, 3);
  g_assert_cmpint (lalao_exercise_prove (&f.run, 3, 1, &moves, &first), ==, LALAO_PROOF_UNKNOWN);

  fixture_start (&f, "samantsy", "7k/8/8/3p4/4n3/8/8/K3R2n w - - 0 1", "capture-all", NULL, 1, 1);
  g_assert_cmpint (lalao_exercise_prove (&f.run, 1, 1000000, &moves, &first), ==, LALAO_PROOF_NOT_FORCED);
  g_assert_cmpint (moves, ==, 0);
}

/* The plain AND-OR proof, every move of both sides in the order the
 * engine lists them, no table: what lalao_exercise_prove() must agree
 * with whatever its order and its table. TRUE when forced. */
static gboolean
plain_forced (const LalaoExerciseRun *run, int moves_left)
{
  LalaoMove moves[LALAO_MAX_MOVES], answers[LALAO_MAX_MOVES];
  int n = run->engine->legal_moves (&run->position, moves);

  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun next = *run;
      gboolean all = TRUE;
      if (lalao_exercise_run_learner (&next, moves[i]) == LALAO_EXERCISE_SOLVED)
        return TRUE;
      if (next.state != LALAO_EXERCISE_GOING_ON || moves_left <= 1)
        continue;
      int m = run->engine->legal_moves (&next.position, answers);
      for (int j = 0; j < m && all; j++)
        {
          LalaoExerciseRun after = next;
          lalao_exercise_run_opponent (&after, answers[j]);
          all = after.state == LALAO_EXERCISE_SOLVED
                || (after.state == LALAO_EXERCISE_GOING_ON && plain_forced (&after, moves_left - 1));
        }
      if (all && m > 0)
        return TRUE;
    }
  return FALSE;
}

/* The proof's move order and transposition table change no verdict: on
 * practice positions of the four games (forced within their limit, not
 * one move sooner), and after each first move of the learner there and
 * an answer, it says what the plain search says. */
static void
test_prove_agrees (void)
{
  static const struct {
    const char *game, *fen, *goal;
    int limit;
  } cases[] = {
    { "samantsy", "4k3/7p/8/2RN4/4p3/8/3K4/7R w - - 0 1", "win", 3 },
    { "samantsy", "Rb6/7k/5K2/2q2Q2/8/7P/8/8 w - - 0 1", "win", 3 },
    { "surakarta", "b5/b5/5b/w5/3w2/2ww2 w 0 1", "capture-all", 3 },
    { "fanorona", "B8/9/B1B6/W1W6/WW7 w", "capture-all", 3 },
    { "songo", "19,0,0,1,0,2,1/0,0,0,4,0,1,1 s 11 30", "capture 10", 3 },
  };

  for (gsize c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      Fixture f;
      LalaoMove first, moves[LALAO_MAX_MOVES];
      int proven = -1, n;
      fixture_start (&f, cases[c].game, cases[c].fen, cases[c].goal, NULL, cases[c].limit, cases[c].limit);
      g_assert_true (plain_forced (&f.run, cases[c].limit));
      g_assert_false (plain_forced (&f.run, cases[c].limit - 1));
      g_assert_cmpint (lalao_exercise_prove (&f.run, cases[c].limit, 5000000, &proven, &first), ==,
                       LALAO_PROOF_FORCED);
      g_assert_cmpint (proven, ==, cases[c].limit);
      g_assert_cmpint (lalao_exercise_prove (&f.run, cases[c].limit - 1, 5000000, &proven, &first), ==,
                       LALAO_PROOF_NOT_FORCED);
      /* After each first move and each answer, the same verdicts. */
      n = f.engine->legal_moves (&f.run.position, moves);
      for (int i = 0; i < n; i++)
        {
          LalaoExerciseRun next = f.run;
          LalaoMove answers[LALAO_MAX_MOVES], reply;
          if (lalao_exercise_run_learner (&next, moves[i]) != LALAO_EXERCISE_GOING_ON
              || f.engine->legal_moves (&next.position, answers) == 0)
            continue;
          lalao_exercise_run_opponent (&next, answers[0]);
          if (next.state != LALAO_EXERCISE_GOING_ON)
            continue;
          LalaoProof proof = lalao_exercise_prove (&next, cases[c].limit - 1, 5000000, &proven, &reply);
          g_assert_cmpint (proof, !=, LALAO_PROOF_UNKNOWN);
          g_assert_cmpint (proof == LALAO_PROOF_FORCED, ==, plain_forced (&next, cases[c].limit - 1));
        }
    }
}

/* "hold": the moves are played and the game is not lost, but the engine
 * judges the position at the end; two rooks down, it is clearly worse. */
static void
test_hold (void)
{
  Fixture f;
  LalaoExerciseState state;

  fixture_start (&f, "samantsy", "7k/r7/1r6/8/8/8/8/4K3 w - - 0 1", "hold 1", NULL, 1, 1);
  g_assert_cmpint (learner (&f, "e1e2"), ==, LALAO_EXERCISE_GOING_ON);
  g_free (reply (&f, &state));
  g_assert_cmpint (state, ==, LALAO_EXERCISE_FAILED);
  g_assert_cmpint (f.run.failure, ==, LALAO_EXERCISE_JUDGED_WORSE);
  /* Level material: held. */
  fixture_start (&f, "samantsy", "7k/1r6/8/8/8/8/8/R3K3 w - - 0 1", "hold 1", NULL, 1, 1);
  g_assert_cmpint (learner (&f, "e1e2"), ==, LALAO_EXERCISE_GOING_ON);
  g_free (reply (&f, &state));
  g_assert_cmpint (state, ==, LALAO_EXERCISE_SOLVED);
}

/* The engine as the learner finds a line within par, and none when the
 * par is too short. */
static void
test_solve (void)
{
  Fixture f;
  LalaoMove line[8];
  int n = 0;
  char text[LALAO_MOVE_TEXT_MAX];

  fixture_start (&f, "surakarta", "b5/3b2/6/w5/6/6 w 0 1", "capture 2", NULL, 2, 2);
  g_assert_true (lalao_exercise_solve (&f.run, NULL, 2, 100000, line, &n));
  g_assert_cmpint (n, ==, 2);
  f.engine->format_move (&f.run.position, line[0], text);
  g_assert_cmpstr (text, ==, "a3xd5");
  g_assert_false (lalao_exercise_solve (&f.run, NULL, 1, 100000, line, &n));
}

/* The lesson reader takes goal-judged tries and refuses broken ones. */
static void
test_reader (void)
{
  static const char *broken[][2] = {
    { "<try success=\"capture 2\" par=\"3\" limit=\"2\">", "the limit is under the par" },
    { "<try success=\"capture 2\" answers=\"a3xd5\">", "a try has either answers or a success condition" },
    { "<try success=\"harvest 2\">", "“harvest” is not a goal of Surakarta" },
    { "<try success=\"capture 2\" failure=\"win\">", "“win” is not a failure condition" },
    { "<try success=\"capture 2\" par=\"0\">", "par is a number from 1 to 99, not “0”" },
    { "<try answers=\"a3xd5\" par=\"2\">", "a try with answers has no goal to judge" },
    { "<try answers=\"a3xd5\" forced=\"yes\">", "a forced goal needs a success condition" },
  };
  const char *good = "<course game=\"surakarta\"><lesson id=\"l\"><title>T</title>"
                     "<step fen=\"b5/3b2/6/w5/6/6 w 0 1\" teaches=\"surakarta.capture\">"
                     "<try success=\"capture 2\" failure=\"lose 1, capturable\" par=\"2\" limit=\"3\" reply-depth=\"3\""
                     " replies=\"a6a5\" forced=\"yes\"><goal>Take both.</goal></try></step></lesson></course>";
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoCourse) course = lalao_course_read (good, strlen (good), &error);
  LalaoExercise *ex;

  g_assert_no_error (error);
  ex = ((LalaoLessonStep *) ((LalaoLesson *) course->lessons->pdata[0])->steps->pdata[0])->try->exercise;
  g_assert_nonnull (ex);
  g_assert_cmpint (ex->success.kind, ==, LALAO_GOAL_CAPTURE);
  g_assert_cmpint (ex->n_failures, ==, 2);
  g_assert_cmpint (ex->failures[1].kind, ==, LALAO_GOAL_CAPTURABLE);
  g_assert_cmpint (ex->par, ==, 2);
  g_assert_cmpint (ex->limit, ==, 3);
  g_assert_cmpint (ex->reply_depth, ==, 3);
  g_assert_cmpstr (ex->script[0], ==, "a6a5");
  g_assert_true (ex->forced);
  g_assert_false (ex->practice);
  for (gsize i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *xml = g_strdup_printf ("<course game=\"surakarta\"><lesson id=\"l\"><title>T</title>"
                                              "<step fen=\"b5/3b2/6/w5/6/6 w 0 1\">%s<goal>G</goal></try></step>"
                                              "</lesson></course>",
                                              broken[i][0]);
      g_autoptr (GError) why = NULL;
      g_autoptr (LalaoCourse) none = lalao_course_read (xml, strlen (xml), &why);
      g_assert_null (none);
      g_assert_nonnull (why);
      if (strstr (why->message, broken[i][1]) == NULL)
        g_error ("%s: “%s” does not say “%s”", broken[i][0], why->message, broken[i][1]);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/exercise/goal-words", test_goal_words);
  g_test_add_func ("/exercise/own-goals", test_own_goals);
  g_test_add_func ("/exercise/capture-in-two", test_capture_in_two);
  g_test_add_func ("/exercise/script-and-loss", test_script_and_loss);
  g_test_add_func ("/exercise/harvest", test_harvest);
  g_test_add_func ("/exercise/capturable", test_capturable);
  g_test_add_func ("/exercise/capturable-before-goal", test_capturable_before_goal);
  g_test_add_func ("/exercise/lose-verdict", test_lose_verdict);
  g_test_add_func ("/exercise/prove", test_prove);
  g_test_add_func ("/exercise/prove-agrees", test_prove_agrees);
  g_test_add_func ("/exercise/solve", test_solve);
  g_test_add_func ("/exercise/hold", test_hold);
  g_test_add_func ("/exercise/reader", test_reader);
  return g_test_run ();
}
