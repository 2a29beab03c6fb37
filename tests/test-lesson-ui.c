/* test-lesson-ui.c — a lesson in the app: the course, an exercise
 * solved with a wrong then a right move, the hints, the language switch
 * and the progress kept.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "lalao-coach.h"
#include "lalao-explainer.h"
#include "lalao-i18n.h"
#include "lalao-progress.h"
#include "lalao-game-view-private.h"
#include "lalao-lesson-view-private.h"
#include "lalao-piece-legend.h"
#include "lalao-window-private.h"
#include "ui-picture.h"
#include "ui-test-util.h"

/* Clicks a point of the board by its name, as a person would. */
static void
click (LalaoLessonView *view, const char *name)
{
  LalaoBoardView *board = lalao_lesson_view_get_board (view);
  const LalaoEngine *e = lalao_game_get_engine (lalao_lesson_view_get_game (view));
  char buf[16];
  double x, y;

  for (int i = 0; i < 64; i++)
    {
      e->point_name (i, buf);
      if (g_str_equal (buf, name))
        {
          lalao_board_view_point_pixels (board, i, &x, &y);
          lalao_board_view_click_at (board, x, y);
          return;
        }
    }
  g_assert_not_reached ();
}

static gboolean
back_at_start (gpointer view)
{
  return lalao_game_get_n_moves (lalao_lesson_view_get_game (view)) == 0
         && !lalao_board_view_get_animating (lalao_lesson_view_get_board (view));
}

static gboolean
board_still (gpointer view)
{
  return !lalao_board_view_get_animating (lalao_lesson_view_get_board (view));
}

static gboolean
demo_done (gpointer view)
{
  return lalao_lesson_view_get_solved (view);
}

static void
test_exercise (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  const char *say;

  gtk_window_present (GTK_WINDOW (window));
  /* No game is called chess; Surakarta has a course. */
  g_assert_false (lalao_window_learn (LALAO_WINDOW (window), "chess"));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "surakarta"));
  g_assert_cmpstr (lalao_lesson_view_get_page (view), ==, "course");
  lalao_lesson_view_set_language (view, "en");

  /* "Moving a Piece": move c3 to d4. */
  lalao_lesson_view_start_lesson (view, 1);
  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  ui_wait (300);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "title"), ==, "Moving a Piece");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==, "Move the piece on c3 to the marked point d4.");

  /* A move the rules forbid: the engine says why, and nothing moves. */
  click (view, "c3");
  click (view, "e5");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "An ordinary move goes one step to a neighbouring point, and e5 is not next to c3.");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 0);

  /* A wrong move: why it misses; the move stays on the board with its
   * sentence until Try Again brings the position back. */
  click (view, "c3");
  click (view, "c4");
  g_assert_false (lalao_lesson_view_get_solved (view));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "That step is legal, but it does not reach d4, diagonally up and to the right.");
  ui_wait (2500);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 1);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "That step is legal, but it does not reach d4, diagonally up and to the right.");
  lalao_lesson_view_try_again (view);
  ui_iterate_until (back_at_start, view, 5000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 0);

  /* The two hints: where to look, then the move. */
  lalao_lesson_view_hint (view);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Look at the piece on c3 and the marked point next to it.");
  lalao_lesson_view_hint (view);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==, "Play c3–d4.");

  /* The right move: praised and explained. Solving the last step of the
   * lesson ticks it at once. */
  g_assert_false (lalao_progress_get_lesson_done (lalao_progress_get_default (), "surakarta", "steps"));
  click (view, "c3");
  click (view, "d4");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Right: a step may go diagonally. The piece on c3 steps to d4.");
  g_assert_true (lalao_progress_get_lesson_done (lalao_progress_get_default (), "surakarta", "steps"));

  /* French at once, for the lesson only. */
  lalao_lesson_view_set_language (view, "fr");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "title"), ==, "Déplacer une pièce");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==, "Amenez la pièce de c3 sur l’intersection marquée d4.");
  g_assert_cmpstr (_("Moves"), ==, "Moves");
  click (view, "c3");
  click (view, "d4");
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "Bien\u00a0: un pas peut se faire en diagonale. "));
  g_assert_cmpstr (_("Moves"), ==, "Moves");

  /* Next Lesson goes on to the next one; the tick stays. */
  lalao_lesson_view_next (view);
  g_assert_cmpuint (lalao_lesson_view_get_lesson (view), ==, 2);
  g_assert_true (lalao_progress_get_lesson_done (lalao_progress_get_default (), "surakarta", "steps"));
  /* And it is on disk. */
  g_autoptr (GKeyFile) saved = g_key_file_new ();
  g_assert_true (g_key_file_load_from_file (saved, lalao_progress_get_path (lalao_progress_get_default ()),
                                            G_KEY_FILE_NONE, NULL));
  g_auto (GStrv) done = g_key_file_get_string_list (saved, "lessons", "surakarta", NULL, NULL);
  g_assert_true (g_strv_contains ((const char *const *) done, "steps"));

  /* A demonstration plays itself and explains its move. */
  ui_iterate_until (demo_done, view, 10000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 1);
  say = lalao_lesson_view_get_text (view, "feedback");
  g_assert_true (g_str_has_prefix (say, "La pièce en d2 parcourt le circuit intérieur jusqu’en e4"));
  ui_wait (400);  /* a frame drawn since the last change */
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "lesson-fr.png"));
  lalao_lesson_view_set_language (view, "en");
  ui_iterate_until (demo_done, view, 10000);
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "The piece on d2 travels"));
  ui_wait (400);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "lesson-en.png"));

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A progress file that does not read (run first, before anything reads
 * the progress): the course page says so, the file is kept aside, and a
 * fresh progress is written in its place. */
static void
test_broken_progress (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "lalao", "progress.ini", NULL);
  g_autofree char *folder = g_path_get_dirname (path);
  GtkWidget *window;
  LalaoLessonView *view;

  /* Broken before the window opens: its start page reads the progress. */
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "\xff\xfe not a key file [", -1, NULL));
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "surakarta"));
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "progress-problem"),
                                   "Your progress in the lessons could not be read, so it starts again. "
                                   "The old file was kept as “"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_null (lalao_progress_take_problem (lalao_progress_get_default ()));
  /* A lesson finished now is written to a new, readable file. */
  lalao_lesson_view_start_lesson (view, 0);
  for (int i = 0; i < 3; i++)
    lalao_lesson_view_next (view);
  g_assert_true (lalao_progress_get_lesson_done (lalao_progress_get_default (), "surakarta", "board"));
  g_autoptr (GKeyFile) saved = g_key_file_new ();
  g_assert_true (g_key_file_load_from_file (saved, path, G_KEY_FILE_NONE, NULL));
  g_auto (GStrv) done = g_key_file_get_string_list (saved, "lessons", "surakarta", NULL, NULL);
  g_assert_true (g_strv_contains ((const char *const *) done, "board"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A window on lesson `index` of the game's course, in English. */
static LalaoLessonView *
open_lesson (const char *game_id, guint index, GtkWidget **window)
{
  *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (*window));

  gtk_window_present (GTK_WINDOW (*window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (*window), game_id));
  lalao_lesson_view_set_language (view, "en");
  lalao_lesson_view_start_lesson (view, index);
  return view;
}

/* A Fanorona chain in a lesson: two captures, then End Turn. */
static void
test_chain (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("fanorona", 4, &window);
  LalaoBoardView *board = lalao_lesson_view_get_board (view);

  lalao_lesson_view_next (view);
  lalao_lesson_view_next (view);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==, "Take b1, then d3, e3 and f3, and stop there.");
  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_wait (300);
  click (view, "b2");
  click (view, "b3");
  g_assert_true (lalao_board_view_get_chain_in_progress (board));
  click (view, "c3");
  g_assert_false (lalao_lesson_view_get_solved (view));
  lalao_board_view_end_turn (board);
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"),
                                   "Right: the chain may end after any capture. The stone moves from b2 to b3"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game's card on the start page. */
static GtkWidget *
game_card (GtkWidget *window, const char *game_id)
{
  GtkWidget *cards = lalao_window_get_game_cards (LALAO_WINDOW (window));
  for (GtkWidget *child = gtk_widget_get_first_child (cards); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      if (g_str_equal (gtk_widget_get_name (card), game_id))
        return card;
    }
  g_assert_not_reached ();
}

/* The course progress written on a game's card of the start page. */
static const char *
card_progress (GtkWidget *window, const char *game_id)
{
  return gtk_label_get_text (g_object_get_data (G_OBJECT (game_card (window, game_id)), "course-progress"));
}

/* Someone who has done no lesson of a game is pointed to its lessons:
 * the card suggests Learn, not Play; once a lesson is done, Play. */
static guint lesson_index (const char *game_id, const char *lesson_id);

static void
test_learn_first (void)
{
  LalaoProgress *progress = lalao_progress_get_default ();
  GtkWidget *window, *card, *learn, *play;

  g_assert_true (lalao_progress_reset (progress, "fanorona", NULL));
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  card = game_card (window, "fanorona");
  learn = ui_find_button (card, "Learn");
  play = ui_find_button (card, "Play");
  g_assert_nonnull (learn);
  g_assert_nonnull (play);
  g_assert_true (gtk_widget_has_css_class (learn, "suggested-action"));
  g_assert_false (gtk_widget_has_css_class (play, "suggested-action"));
  ui_iterate_until (ui_is_mapped, card, 5000);
  ui_wait (200);
  g_assert_true (ui_picture_save (window, "start-first-launch.png"));

  /* A lesson done, and back on the start page: Play is the suggestion. */
  g_assert_true (lalao_progress_set_lesson_done (progress, "fanorona", "board", NULL));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "fanorona"));
  /* The course's page opens at its top, the keyboard on its first row
   * (Continue is the way to the first lesson not done). */
  LalaoLessonView *list_view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  GtkWidget *first_row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list_view->lesson_list), 0));
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == first_row);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_true (gtk_widget_has_css_class (play, "suggested-action"));
  g_assert_false (gtk_widget_has_css_class (learn, "suggested-action"));
  /* Learn is now Continue: the first lesson not done, not the list. */
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (learn)), ==, "_Continue");
  g_signal_emit_by_name (learn, "clicked");
  LalaoLessonView *lessons = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  g_assert_cmpuint (lalao_lesson_view_get_lesson (lessons), ==, lesson_index ("fanorona", "steps"));
  g_assert_cmpuint (lalao_lesson_view_get_step (lessons), ==, 0);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_true (lalao_progress_reset (progress, "fanorona", NULL));
  /* Reset: Learn again. */
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "fanorona"));
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (learn)), ==, "_Learn");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The index of a course's lesson by its id. */
static guint
lesson_index (const char *game_id, const char *lesson_id)
{
  g_autoptr (LalaoCourse) course = lalao_course_load (game_id, NULL);
  int index = lalao_course_find_lesson (course, lesson_id);
  g_assert_cmpint (index, >=, 0);
  return (guint) index;
}

/* The exercise of the step on show, and its start. */
static const LalaoExercise *
step_exercise (LalaoLessonView *view, LalaoExerciseRun *run)
{
  const LalaoEngine *e = lalao_game_get_engine (lalao_lesson_view_get_game (view));
  g_autoptr (LalaoCourse) course = lalao_course_load (e->id, NULL);
  LalaoLesson *lesson = course->lessons->pdata[lalao_lesson_view_get_lesson (view)];
  LalaoLessonStep *step = lesson->steps->pdata[lalao_lesson_view_get_step (view)];
  static LalaoExercise exercise;  /* a copy that outlives the course */

  g_assert_nonnull (step->try->exercise);
  exercise = *step->try->exercise;
  exercise.script = NULL;
  lalao_exercise_run_start (run, &exercise, lalao_game_get_engine (lalao_lesson_view_get_game (view)),
                            lalao_game_get_position (lalao_lesson_view_get_game (view)));
  return &exercise;
}

/* A move of Surakarta, clicked: its first point, then its last. */
static void
click_move (LalaoLessonView *view, const LalaoEngine *e, LalaoMove move)
{
  char from[16], to[16];
  e->point_name (move.from, from);
  e->point_name (move.to, to);
  click (view, from);
  click (view, to);
}

static gboolean
has_moves (gpointer data)
{
  LalaoLessonView *view = ((gpointer *) data)[0];
  guint n = GPOINTER_TO_UINT (((gpointer *) data)[1]);
  return lalao_game_get_n_moves (lalao_lesson_view_get_game (view)) == n
         && !lalao_board_view_get_animating (lalao_lesson_view_get_board (view))
         && lalao_board_view_get_interactive (lalao_lesson_view_get_board (view));
}

static void
wait_for_moves (LalaoLessonView *view, guint n)
{
  gpointer data[2] = { view, GUINT_TO_POINTER (n) };
  ui_iterate_until (has_moves, data, 10000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, n);
}

/* The feedback begins (or ends) with `text`. */
static gboolean
feedback_has (gpointer data)
{
  const char *feedback = lalao_lesson_view_get_text (((gpointer *) data)[0], "feedback");
  const char *text = ((gpointer *) data)[1];
  return GPOINTER_TO_INT (((gpointer *) data)[2]) ? g_str_has_suffix (feedback, text) : g_str_has_prefix (feedback, text);
}

static void
wait_for_feedback (LalaoLessonView *view, const char *text, gboolean at_end)
{
  gpointer data[3] = { view, (gpointer) text, GINT_TO_POINTER (at_end) };
  ui_iterate_until (feedback_has, data, 20000);
  if (!feedback_has (data))
    g_error ("the feedback “%s” does not %s with “%s”", lalao_lesson_view_get_text (view, "feedback"),
             at_end ? "end" : "start", text);
}

/* A first move of the exercise on show that its reply defeats at once
 * (something lost, or the goal out of reach): FALSE if there is none. */
static gboolean
failing_move (LalaoLessonView *view, LalaoMove *wrong)
{
  const LalaoEngine *e = lalao_game_get_engine (lalao_lesson_view_get_game (view));
  LalaoExerciseRun run;
  LalaoMove moves[LALAO_MAX_MOVES];

  step_exercise (view, &run);
  int n = e->legal_moves (&run.position, moves);
  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun attempt = run;
      LalaoMove reply;
      if (lalao_exercise_run_learner (&attempt, moves[i]) == LALAO_EXERCISE_GOING_ON
          && lalao_exercise_run_choose_reply (&attempt, NULL, &reply)
          && lalao_exercise_run_opponent (&attempt, reply) == LALAO_EXERCISE_FAILED)
        {
          *wrong = moves[i];
          return TRUE;
        }
    }
  return FALSE;
}

/* Plays `move`, waits for the failure ending with `again`, checks the
 * exercise's comment is said, and saves the picture. */
static void
play_and_miss (LalaoLessonView *view, const char *move, const char *again, const char *comment, const char *picture)
{
  g_signal_emit_by_name (lalao_lesson_view_get_board (view), "move-chosen", move);
  wait_for_feedback (view, again, TRUE);
  g_assert_nonnull (strstr (lalao_lesson_view_get_text (view, "feedback"), comment));
  ui_iterate_until (board_still, view, 10000);
  ui_wait (100);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), picture));
}

/* A strategy exercise of the seed (Songo's double threat): its hint says
 * why, and a wrong first move is punished on the board with the idea's
 * comment, in English and in French. */
static void
test_strategy_miss (void)
{
  GtkWidget *window;
  guint lesson = lesson_index ("songo", "threats");
  LalaoLessonView *view = open_lesson ("songo", lesson, &window);
  const LalaoEngine *e = lalao_engine_lookup ("songo");
  g_autoptr (LalaoCourse) course = lalao_course_load ("songo", NULL);
  LalaoLesson *threats = course->lessons->pdata[lesson];
  guint step = 0;
  char text[LALAO_MOVE_TEXT_MAX];

  /* The first double-threat exercise with a first move that its reply
   * defeats at once. */
  LalaoMove wrong;
  for (;; step++, lalao_lesson_view_next (view))
    {
      LalaoLessonStep *s = threats->steps->pdata[step];
      g_assert_cmpuint (step + 1, <, threats->steps->len);
      if (s->try != NULL && s->try->exercise != NULL
          && g_strv_contains ((const char *const *) s->teaches, "songo.double-threat") && failing_move (view, &wrong))
        break;
    }
  g_assert_cmpuint (lalao_lesson_view_get_step (view), ==, step);
  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  ui_wait (300);

  /* The first hint says why, not where. */
  lalao_lesson_view_hint (view);
  wait_for_feedback (view, "Sow so that two of your pits threaten", FALSE);

  e->format_move (lalao_game_get_position (lalao_lesson_view_get_game (view)), wrong, text);
  play_and_miss (view, text, "Try again.", "a single threat can be blocked or ignored. Look for a move that makes two.",
                 "strategy-missed-en.png");

  lalao_lesson_view_try_again (view);
  ui_iterate_until (back_at_start, view, 10000);
  lalao_lesson_view_set_language (view, "fr");
  play_and_miss (view, text, "Essayez encore.", "une menace simple peut être bloquée ou ignorée",
                 "strategy-missed-fr.png");
  lalao_lesson_view_set_language (view, "en");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* An exercise judged by its goal, with the mouse: solved in two moves
 * against the engine's reply for three stars; a wrong move punished by
 * the reply, then the position back; the hints' two steps and the
 * solution played; the stars still there after a restart. */
static void
test_goal_exercise (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("surakarta", lesson_index ("surakarta", "drill-two-captures"), &window);
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  LalaoExerciseRun run;
  LalaoMove line[8], moves[LALAO_MAX_MOVES], wrong = { 0 };
  int n_line, n_moves;
  gboolean found_wrong = FALSE;

  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  ui_wait (300);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==,
                   "Capture two black pieces in two moves, and lose none of yours, not even to Black’s best answer.");

  /* The engine's line, played by hand: move, the reply lands, move. */
  step_exercise (view, &run);
  g_assert_true (lalao_exercise_solve (&run, NULL, 2, 1000000, line, &n_line));
  g_assert_cmpint (n_line, ==, 2);
  click_move (view, e, line[0]);
  g_assert_false (lalao_lesson_view_get_solved (view));
  wait_for_moves (view, 2);
  click_move (view, e, line[1]);
  /* The goal is reached; "lose none" waits for Black's best reply. */
  g_assert_false (lalao_lesson_view_get_solved (view));
  wait_for_feedback (view, "Two captures, and nothing lost. You earned 3 stars of 3.", TRUE);
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 4);
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "The piece on "));
  ui_iterate_until (board_still, view, 10000);
  ui_wait (100);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "exercise-solved-en.png"));

  /* Another language keeps it solved: the same position, its stars and
   * praise in French, and the way on. */
  lalao_lesson_view_set_language (view, "fr");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 4);
  g_assert_true (g_str_has_suffix (lalao_lesson_view_get_text (view, "feedback"), "Vous gagnez 3 étoiles sur 3."));
  g_assert_false (lalao_board_view_get_interactive (lalao_lesson_view_get_board (view)));
  lalao_lesson_view_set_language (view, "en");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Two captures, and nothing lost. You earned 3 stars of 3.");

  /* The next position: a first move that the reply punishes. */
  lalao_lesson_view_next (view);
  ui_wait (300);
  step_exercise (view, &run);
  n_moves = e->legal_moves (&run.position, moves);
  for (int i = 0; i < n_moves && !found_wrong; i++)
    {
      LalaoExerciseRun attempt = run;
      LalaoMove reply;
      if (lalao_exercise_run_learner (&attempt, moves[i]) == LALAO_EXERCISE_GOING_ON
          && lalao_exercise_run_choose_reply (&attempt, NULL, &reply)
          && lalao_exercise_run_opponent (&attempt, reply) == LALAO_EXERCISE_FAILED
          && attempt.failure == LALAO_EXERCISE_LOST_MATERIAL)
        {
          wrong = moves[i];
          found_wrong = TRUE;
        }
    }
  g_assert_true (found_wrong);
  click_move (view, e, wrong);
  /* The punishing reply is played on the board and explained. */
  wait_for_feedback (view, "Try again.", TRUE);
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "The piece on "));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 2);
  g_assert_true (g_str_has_suffix (lalao_lesson_view_get_text (view, "feedback"),
                                   "That reply took more than this exercise allows you to lose. Try again."));
  ui_wait (100);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "exercise-failed-en.png"));
  /* It stays until Try Again, then the position comes back. */
  ui_wait (2500);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 2);
  lalao_lesson_view_try_again (view);
  ui_iterate_until (back_at_start, view, 10000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 0);
  g_assert_false (lalao_lesson_view_get_solved (view));

  /* Hints: where to look, the move, then the move played. */
  g_assert_true (lalao_exercise_solve (&run, NULL, 2, 1000000, line, &n_line));
  char from[16];
  e->point_name (line[0].from, from);
  /* The move as sentences write it ("Zaza a2–a8=Anakova"), not as records do. */
  g_autofree char *text = lalao_describe_move (e, &run.position, line[0]);
  /* The piece is named, as a turned board or a screen reader finds it. */
  g_autofree char *look = g_strdup_printf ("Look at the piece on %s.", from);
  g_autofree char *play = g_strdup_printf ("Play %s.", text);
  lalao_lesson_view_hint (view);
  wait_for_feedback (view, look, FALSE);
  lalao_lesson_view_hint (view);
  wait_for_feedback (view, play, FALSE);
  g_assert_true (lalao_board_view_get_has_hint (lalao_lesson_view_get_board (view)));
  lalao_lesson_view_hint (view);
  wait_for_moves (view, 2);
  click_move (view, e, line[1]);
  wait_for_feedback (view, "You earned 1 star of 3. Three stars need no hint and the goal reached within 2 moves.", TRUE);
  g_assert_true (lalao_lesson_view_get_solved (view));

  /* In French. */
  lalao_lesson_view_set_language (view, "fr");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==,
                   "Prenez deux pièces noires en deux coups, sans perdre aucune des vôtres, même après la meilleure réponse de Noir.");
  ui_wait (400);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "exercise-fr.png"));
  lalao_lesson_view_set_language (view, "en");

  /* A restart reads the stars back from the file. */
  {
    g_autoptr (LalaoProgress) again = lalao_progress_new (lalao_progress_get_path (lalao_progress_get_default ()));
    g_assert_cmpint (lalao_progress_get_stars (again, "surakarta", "drill-two-captures.1"), ==, 3);
    g_assert_cmpint (lalao_progress_get_stars (again, "surakarta", "drill-two-captures.2"), ==, 1);
  }

  /* The course page counts the stars, and the start page's card too. */
  g_autoptr (LalaoCourse) course = lalao_course_load ("surakarta", NULL);
  guint n_lessons;
  int stars, most;
  lalao_progress_count (lalao_progress_get_default (), course, &n_lessons, &stars, &most);
  g_assert_cmpint (stars, ==, 4);
  g_assert_cmpint (most, >=, 90);
  g_autofree char *course_stars = g_strdup_printf ("Stars: 4 of %d.", most);
  g_autofree char *card_stars = g_strdup_printf (" lessons done, 4 of %d stars.", most);
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "surakarta"));
  g_assert_nonnull (strstr (lalao_lesson_view_get_text (view, "progress"), course_stars));
  ui_wait (400);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "course-en.png"));
  gtk_widget_activate_action (window, "win.show-games", NULL);
  /* (The tests before this one finished two lessons.) */
  g_assert_true (g_str_has_prefix (card_progress (window, "surakarta"), "2 of "));
  g_assert_true (g_str_has_suffix (card_progress (window, "surakarta"), card_stars));
  g_assert_cmpstr (card_progress (window, "songo"), ==, "");

  /* Reset asks first; Cancel keeps everything, Reset forgets the course. */
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "surakarta"));
  g_signal_emit_by_name (view->reset_button, "clicked");
  ui_iterate_until (ui_toplevel_shown, "reset-dialog", 5000);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ui_find_toplevel ("reset-dialog")), "cancel");
  g_assert_cmpint (lalao_progress_get_stars (lalao_progress_get_default (), "surakarta", "drill-two-captures.1"), ==, 3);
  g_signal_emit_by_name (view->reset_button, "clicked");
  ui_iterate_until (ui_toplevel_shown, "reset-dialog", 5000);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (ui_find_toplevel ("reset-dialog")), "reset");
  g_assert_cmpint (lalao_progress_get_stars (lalao_progress_get_default (), "surakarta", "drill-two-captures.1"), ==, 0);
  g_autofree char *no_stars = g_strdup_printf ("Stars: 0 of %d.", most);
  g_assert_nonnull (strstr (lalao_lesson_view_get_text (view, "progress"), no_stars));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The choice button of a quiz whose text starts so. */
static GtkWidget *
quiz_choice (LalaoLessonView *view, const char *start)
{
  for (GtkWidget *b = gtk_widget_get_first_child (view->choices_box); b != NULL; b = gtk_widget_get_next_sibling (b))
    if (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (b)))), start))
      return b;
  g_error ("no choice starts with “%s”", start);
}

/* An end-of-game quiz: a wrong answer is greyed out, the right one is
 * followed by the engine's account of the end. */
static void
test_quiz (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("samantsy", lesson_index ("samantsy", "quiz-ends"), &window);
  GtkWidget *wrong, *right;

  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==, "Is this game over? Who has won, and by which rule?");
  g_assert_false (gtk_widget_get_sensitive (view->next_button));
  wrong = quiz_choice (view, "It is a draw");
  right = quiz_choice (view, "White has won");
  g_signal_emit_by_name (wrong, "clicked");
  g_assert_false (lalao_lesson_view_get_solved (view));
  g_assert_false (gtk_widget_get_sensitive (wrong));
  /* Why it is wrong: the game is over, but not drawn. */
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "No: the game is over, but with another result. Look again.");
  g_signal_emit_by_name (right, "clicked");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_true (gtk_widget_get_sensitive (view->next_button));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Right. White wins. Checkmate: the hova is attacked and no move can save it.");
  /* Answered, it stays answered in French, its choices too. */
  lalao_lesson_view_set_language (view, "fr");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "Exact. Blanc gagne."));
  g_assert_nonnull (quiz_choice (view, "Blanc a gagné"));
  lalao_lesson_view_set_language (view, "en");
  /* The second question, in French. */
  lalao_lesson_view_next (view);
  lalao_lesson_view_set_language (view, "fr");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==,
                   "La partie est-elle finie\u00a0? Qui a gagné, et par quelle règle\u00a0?");
  g_signal_emit_by_name (quiz_choice (view, "Blanc a gagné"), "clicked");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "Exact. "));
  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  ui_wait (400);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "quiz-fr.png"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A practice position: the computer answers each move (thinking in a
 * thread), and one click starts it again. */
static void
test_practice (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  LalaoGame *game;
  LalaoMove moves[LALAO_MAX_MOVES];
  char pit[16];

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "songo"));
  lalao_lesson_view_set_language (view, "en");
  /* A finished course says what next: its practice positions lead here. */
  g_assert_false (gtk_widget_get_visible (view->next_box));
  {
    g_autoptr (LalaoCourse) course = lalao_course_load ("songo", NULL);
    for (guint i = 0; i < course->lessons->len; i++)
      lalao_progress_set_lesson_done (lalao_progress_get_default (), "songo",
                                      ((LalaoLesson *) course->lessons->pdata[i])->id, NULL);
  }
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "songo"));
  g_assert_true (gtk_widget_get_visible (view->next_box));
  g_signal_emit_by_name (view->practice_button, "clicked");
  g_assert_cmpuint (lalao_lesson_view_get_lesson (view), ==, lesson_index ("songo", "practice"));
  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==,
                   "Capture at least twelve seeds within four moves, whatever North answers.");
  g_assert_true (gtk_widget_get_visible (view->again_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (view->again_button)), ==, "_Start Again");
  game = lalao_lesson_view_get_game (view);
  g_assert_cmpint (lalao_game_get_engine (game)->legal_moves (lalao_game_get_position (game), moves), >, 0);
  /* The move that forces the goal (not any move: one that loses at once
   * ends the attempt): the computer answers, and the game goes on. */
  {
    g_autoptr (LalaoCourse) course = lalao_course_load ("songo", NULL);
    LalaoLesson *lesson = course->lessons->pdata[lesson_index ("songo", "practice")];
    LalaoLessonStep *step = lesson->steps->pdata[lalao_lesson_view_get_step (view)];
    LalaoExerciseRun run;
    int proven;
    lalao_exercise_run_start (&run, step->try->exercise, lalao_game_get_engine (game), lalao_game_get_position (game));
    g_assert_cmpint (lalao_exercise_prove (&run, run.exercise->limit, 1000000, &proven, &moves[0]), ==,
                     LALAO_PROOF_FORCED);
  }
  lalao_game_get_engine (game)->point_name (moves[0].from, pit);
  click (view, pit);
  wait_for_moves (view, 2);
  ui_iterate_until (board_still, view, 10000);
  ui_wait (100);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "practice-en.png"));
  g_signal_emit_by_name (view->again_button, "clicked");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 0);
  g_assert_true (lalao_board_view_get_interactive (lalao_lesson_view_get_board (view)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
person_to_play (gpointer view)
{
  LalaoGame *game = lalao_game_view_get_game (view);
  return lalao_game_get_n_moves (game) == 2 && ((LalaoGameView *) view)->thinking == NULL
         && !lalao_board_view_get_animating (lalao_game_view_get_board (view));
}

/* A guided first game from the course's page: level 1, and before each
 * of the person's moves the coach says which rules are in play; Back
 * leaves it. */
static void
test_guided_game (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  LalaoGameView *game_view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoGame *game;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "fanorona"));
  g_signal_emit_by_name (view->guided_button, "clicked");
  game = lalao_game_view_get_game (game_view);
  g_assert_cmpstr (lalao_game_get_engine (game)->id, ==, "fanorona");
  g_assert_true (lalao_game_view_get_guided (game_view));
  g_assert_cmpint (lalao_game_view_get_computer_level (game_view), ==, 1);
  /* Fanorona's opening: every move captures, and the coach says so. */
  g_assert_cmpstr (lalao_game_view_get_status_text (game_view), ==,
                   "Your turn. Every move you have captures: the rules leave you no quiet move.");
  g_assert_true (lalao_game_play_text (game, "d2e3A", NULL));
  ui_iterate_until (person_to_play, game_view, 30000);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  {
    g_autofree char *said = lalao_coach_turn (lalao_game_get_engine (game), lalao_game_get_position (game));
    g_autofree char *expected = g_strconcat ("Your turn. ", said, NULL);
    g_assert_cmpstr (lalao_game_view_get_status_text (game_view), ==, expected);
  }
  /* The explanation of the computer's move is on show beside the board. */
  g_assert_cmpstr (lalao_game_view_get_explanation_text (game_view), !=, "");
  ui_wait (300);
  g_assert_true (ui_picture_save (window, "guided-game-en.png"));
  /* Left at any time. */
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (gtk_widget_get_parent (GTK_WIDGET (game_view)))), ==,
                   "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* For the two halves of /lesson-ui/restart: the app opened on a course,
 * or NULL (the test skipped) outside a subprocess. */
static LalaoLessonView *
restarted_app (const char *game_id, GtkWidget **window)
{
  LalaoLessonView *view;

  if (!g_test_subprocess ())
    {
      g_test_skip ("run by /lesson-ui/restart in a process of its own");
      return NULL;
    }
  *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_lesson_view (LALAO_WINDOW (*window));
  gtk_window_present (GTK_WINDOW (*window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (*window), game_id));
  lalao_lesson_view_set_language (view, "en");
  return view;
}

/* The app's first run: an exercise solved without hints, and the app
 * quits. */
static void
restart_solve (void)
{
  GtkWidget *window;
  LalaoLessonView *view;
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  LalaoExerciseRun run;
  LalaoMove line[8];
  int n_line;

  if ((view = restarted_app ("surakarta", &window)) == NULL)
    return;
  lalao_lesson_view_start_lesson (view, lesson_index ("surakarta", "drill-loops"));
  ui_iterate_until (ui_is_mapped, lalao_lesson_view_get_board (view), 5000);
  ui_wait (300);
  step_exercise (view, &run);
  g_assert_true (lalao_exercise_solve (&run, NULL, 1, 1000000, line, &n_line));
  click_move (view, e, line[0]);
  g_assert_true (lalao_lesson_view_get_solved (view));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The app started again: the course's page shows the stars. */
static void
restart_check (void)
{
  GtkWidget *window;
  LalaoLessonView *view;

  if ((view = restarted_app ("surakarta", &window)) == NULL)
    return;
  g_assert_nonnull (strstr (lalao_lesson_view_get_text (view, "progress"), "Stars: 3 of "));
  g_assert_cmpint (lalao_progress_get_stars (lalao_progress_get_default (), "surakarta", "drill-loops.1"), ==, 3);
  /* The lesson opened again: the step solved before lets the learner on,
   * unsolved this time (it can be tried again for more stars). */
  lalao_lesson_view_start_lesson (view, lesson_index ("surakarta", "drill-loops"));
  g_assert_false (lalao_lesson_view_get_solved (view));
  g_assert_true (gtk_widget_get_sensitive (view->next_button));
  lalao_lesson_view_next (view);
  g_assert_false (gtk_widget_get_sensitive (view->next_button));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Progress survives a real restart: two processes, one after the other,
 * on the same data folder. */
static void
test_restart (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "lalao", "progress.ini", NULL);

  if (g_test_subprocess ())
    return;
  g_remove (path);
  g_test_trap_subprocess ("/lesson-ui/restart/solve", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_test_trap_subprocess ("/lesson-ui/restart/check", 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
}

/* The first image named `icon` under `widget`, or NULL. */
static GtkWidget *
find_icon (GtkWidget *widget, const char *icon)
{
  if (GTK_IS_IMAGE (widget) && g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), icon) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_icon (child, icon);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The course's rows: each lesson's title and steps, a tick on the ones
 * done, named for screen readers in the lesson's language like every
 * other text of the course. */
static void
test_course_rows (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  g_autoptr (LalaoCourse) course = lalao_course_load ("fanorona", NULL);
  LalaoLesson *first = course->lessons->pdata[0];
  GtkListBoxRow *done, *not_done;

  g_assert_true (lalao_progress_reset (lalao_progress_get_default (), "fanorona", NULL));
  g_assert_true (lalao_progress_set_lesson_done (lalao_progress_get_default (), "fanorona", first->id, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "fanorona"));
  for (int fr = 0; fr < 2; fr++)
    {
      lalao_lesson_view_set_language (view, fr ? "fr" : "en");
      done = gtk_list_box_get_row_at_index (GTK_LIST_BOX (view->lesson_list), 0);
      not_done = gtk_list_box_get_row_at_index (GTK_LIST_BOX (view->lesson_list), 1);
      g_assert_true (gtk_list_box_row_get_activatable (done));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (done)), ==,
                       fr ? "Le lakapanorona" : "The Lakapanorona");
      g_assert_false (adw_preferences_row_get_use_markup (ADW_PREFERENCES_ROW (done)));
      g_assert_true (g_str_has_suffix (adw_action_row_get_subtitle (ADW_ACTION_ROW (done)), fr ? "étapes" : "steps"));
      g_assert_true (gtk_widget_get_visible (find_icon (GTK_WIDGET (done), "emblem-ok-symbolic")));
      gtk_test_accessible_assert_property (find_icon (GTK_WIDGET (done), "emblem-ok-symbolic"),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, fr ? "Terminée" : "Done");
      g_assert_false (gtk_widget_get_visible (find_icon (GTK_WIDGET (not_done), "emblem-ok-symbolic")));
      g_assert_true (gtk_widget_get_visible (find_icon (GTK_WIDGET (not_done), "go-next-symbolic")));
    }
  g_assert_true (lalao_progress_reset (lalao_progress_get_default (), "fanorona", NULL));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The header bar's back arrow: from a step up to the course's lessons,
 * then to the four games. */
static void
test_back_goes_up (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  LalaoWindow *w = LALAO_WINDOW (window);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (w, "fanorona"));
  lalao_lesson_view_start_lesson (view, 1);
  g_assert_cmpstr (lalao_lesson_view_get_page (view), ==, "step");
  g_assert_true (gtk_widget_activate_action (window, "win.show-games", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (w->pages), ==, "lesson");
  g_assert_cmpstr (lalao_lesson_view_get_page (view), ==, "course");
  g_assert_true (gtk_widget_activate_action (window, "win.show-games", NULL));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (w->pages), ==, "start");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The board's allocated size once the step is laid out. */
static void
board_size (LalaoLessonView *view, int *width, int *height)
{
  GtkWidget *board = GTK_WIDGET (lalao_lesson_view_get_board (view));

  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_wait (300);
  *width = gtk_widget_get_width (board);
  *height = gtk_widget_get_height (board);
  g_test_message ("board %d x %d", *width, *height);
}

/* Samantsy's first lesson shows the pieces with their names; the other
 * steps do not. The board keeps its size from step to step, legend or
 * not, in both languages. */
static void
test_piece_legend (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("samantsy", 0, &window);

  g_assert_false (gtk_widget_get_visible (view->piece_legend));
  int width, height, w, h;
  board_size (view, &width, &height);
  g_assert_cmpint (width, >, 100);
  lalao_lesson_view_next (view);
  g_assert_true (gtk_widget_get_visible (view->piece_legend));
  g_assert_cmpuint (lalao_piece_legend_get_n_pieces (LALAO_PIECE_LEGEND (view->piece_legend)), ==, 6);
  ui_iterate_until (ui_is_mapped, view->piece_legend, 5000);
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "piece-legend-en.png"));
  lalao_lesson_view_next (view);
  g_assert_false (gtk_widget_get_visible (view->piece_legend));
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);
  /* In French, the legend's names and the buttons are longer. */
  lalao_lesson_view_set_language (view, "fr");
  lalao_lesson_view_back (view);
  g_assert_true (gtk_widget_get_visible (view->piece_legend));
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "piece-legend-fr.png"));
  lalao_lesson_view_back (view);
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Songo's sowing shown on the board: the move is told in one line, what
 * was played and what came of it, and whole on demand; the board keeps
 * its size meanwhile. */
static void
test_songo_story (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("songo", 1, &window);
  int width, height, w, h;

  /* Before the demonstration's move: nothing to fold yet. (Asked before
   * board_size, which lets the main loop run: in a slow build the
   * demonstration may have moved by the time the board is laid out.) */
  g_assert_false (gtk_widget_get_visible (view->whole_button));
  board_size (view, &width, &height);
  ui_iterate_until (demo_done, view, 20000);
  g_assert_true (lalao_lesson_view_get_solved (view));
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);

  g_autofree char *folded = g_strdup (lalao_lesson_view_get_text (view, "feedback"));
  g_test_message ("folded: %s", folded);
  g_assert_nonnull (strstr (folded, " … "));
  g_assert_null (strstr (folded, "A seed into"));
  g_assert_true (gtk_widget_get_visible (view->whole_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (view->whole_button)), ==, "_Tell the Whole Move");
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "songo-story-en.png"));
  g_signal_emit_by_name (view->whole_button, "clicked");
  g_assert_nonnull (strstr (lalao_lesson_view_get_text (view, "feedback"), "A seed into"));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (view->whole_button)), ==, "_Shorter");
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_cmpint (h, ==, height);

  /* In French too: the button speaks the lesson's language. */
  lalao_lesson_view_set_language (view, "fr");
  ui_iterate_until (demo_done, view, 20000);
  g_assert_true (gtk_widget_get_visible (view->whole_button));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (view->whole_button)), ==, "_Raconter tout le coup");
  g_autofree char *short_fr = g_strdup (lalao_lesson_view_get_text (view, "feedback"));
  g_signal_emit_by_name (view->whole_button, "clicked");
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (view->whole_button)), ==, "Plus _court");
  board_size (view, &w, &h);
  g_assert_cmpint (w, ==, width);
  g_assert_true (ui_picture_save (GTK_WIDGET (view), "songo-story-fr-whole.png"));
  g_assert_cmpuint (strlen (lalao_lesson_view_get_text (view, "feedback")), >, strlen (short_fr));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* No ring on the answer before a hint: a drill's first position shows
 * nothing on the board; the first hint rings the piece to look at. */
static void
test_no_ring_before_hint (void)
{
  GtkWidget *window;
  LalaoLessonView *view = open_lesson ("samantsy", lesson_index ("samantsy", "drill-material"), &window);
  LalaoBoardView *board = lalao_lesson_view_get_board (view);

  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_wait (300);
  g_assert_cmpuint (lalao_board_view_get_marked (board), ==, 0);
  g_assert_false (lalao_board_view_get_has_hint (board));
  lalao_lesson_view_hint (view);
  wait_for_feedback (view, "Look at the ", FALSE);
  g_assert_true (lalao_board_view_get_marked (board) != 0 || lalao_board_view_get_has_hint (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("lesson-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/lesson-ui/broken-progress", test_broken_progress);
  g_test_add_func ("/lesson-ui/learn-first", test_learn_first);
  g_test_add_func ("/lesson-ui/exercise", test_exercise);
  g_test_add_func ("/lesson-ui/chain", test_chain);
  g_test_add_func ("/lesson-ui/goal-exercise", test_goal_exercise);
  g_test_add_func ("/lesson-ui/no-ring-before-hint", test_no_ring_before_hint);
  g_test_add_func ("/lesson-ui/strategy-miss", test_strategy_miss);
  g_test_add_func ("/lesson-ui/quiz", test_quiz);
  g_test_add_func ("/lesson-ui/back-goes-up", test_back_goes_up);
  g_test_add_func ("/lesson-ui/piece-legend", test_piece_legend);
  g_test_add_func ("/lesson-ui/songo-story", test_songo_story);
  g_test_add_func ("/lesson-ui/practice", test_practice);
  g_test_add_func ("/lesson-ui/guided-game", test_guided_game);
  g_test_add_func ("/lesson-ui/restart", test_restart);
  g_test_add_func ("/lesson-ui/restart/solve", restart_solve);
  g_test_add_func ("/lesson-ui/restart/check", restart_check);
  g_test_add_func ("/lesson-ui/course-rows", test_course_rows);
  return g_test_run ();
}
