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

#include "lalao-i18n.h"
#include "lalao-progress.h"
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

  /* A wrong move: why it misses, then the position again. */
  click (view, "c3");
  click (view, "c4");
  g_assert_false (lalao_lesson_view_get_solved (view));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "That step is legal, but it does not reach d4, diagonally up and to the right.");
  ui_iterate_until (back_at_start, view, 5000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_lesson_view_get_game (view)), ==, 0);

  /* The two hints: where to look, then the move. */
  lalao_lesson_view_hint (view);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Look at the piece on c3 and the marked point next to it.");
  lalao_lesson_view_hint (view);
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==, "Play c3d4.");

  /* The right move: praised and explained. */
  click (view, "c3");
  click (view, "d4");
  g_assert_true (lalao_lesson_view_get_solved (view));
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "feedback"), ==,
                   "Right: a step may go diagonally. The piece on c3 steps to d4.");

  /* French at once, for the lesson only. */
  lalao_lesson_view_set_language (view, "fr");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "title"), ==, "Déplacer une pièce");
  g_assert_cmpstr (lalao_lesson_view_get_text (view, "goal"), ==, "Amenez la pièce de c3 sur l’intersection marquée d4.");
  g_assert_cmpstr (_("Moves"), ==, "Moves");
  click (view, "c3");
  click (view, "d4");
  g_assert_true (g_str_has_prefix (lalao_lesson_view_get_text (view, "feedback"), "Bien\u00a0: un pas peut se faire en diagonale. "));
  g_assert_cmpstr (_("Moves"), ==, "Moves");

  /* Finishing the lesson ticks it and goes on to the next one. */
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
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "\xff\xfe not a key file [", -1, NULL));
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

/* A Fanorona chain in a lesson: two captures, then End Turn. */
static void
test_chain (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoLessonView *view = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_lesson_view_get_board (view);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_learn (LALAO_WINDOW (window), "fanorona"));
  lalao_lesson_view_set_language (view, "en");
  lalao_lesson_view_start_lesson (view, 4);
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

int
main (int argc, char **argv)
{
  ui_own_data_dir ("lesson-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/lesson-ui/broken-progress", test_broken_progress);
  g_test_add_func ("/lesson-ui/exercise", test_exercise);
  g_test_add_func ("/lesson-ui/chain", test_chain);
  return g_test_run ();
}
