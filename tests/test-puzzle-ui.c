/* test-puzzle-ui.c — the Puzzles page: a puzzle missed (the punishing
 * reply on the board, then the position again, the rating down), the
 * same puzzle solved, the next one solved at the first try (the rating
 * up), and a streak that one miss ends.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "lalao-accessible.h"
#include "lalao-i18n.h"
#include "lalao-window-private.h"
#include "ui-picture.h"
#include "ui-test-util.h"

static gboolean
not_busy (gpointer view)
{
  return !lalao_puzzle_view_get_busy (view)
         && !lalao_board_view_get_animating (lalao_puzzle_view_get_board (view));
}

/* A legal move that does not reach the position the line's first move
 * reaches. */
static char *
wrong_move (LalaoPuzzleView *view)
{
  LalaoGame *game = lalao_puzzle_view_get_game (view);
  const LalaoEngine *e = lalao_game_get_engine (game);
  const LalaoPosition *pos = lalao_game_get_position (game);
  const LalaoPuzzle *p = lalao_puzzle_view_get_puzzle (view);
  LalaoMove moves[LALAO_MAX_MOVES], right;
  LalaoError err = { 0 };
  LalaoPosition a, b;
  char text[LALAO_MOVE_TEXT_MAX];
  int n = e->legal_moves (pos, moves);

  lalao_engine_read_move (e, pos, p->line[0], &right, &err);
  e->play (pos, right, &a, NULL);
  for (int i = 0; i < n; i++)
    {
      e->play (pos, moves[i], &b, NULL);
      if (e->hash (&a) != e->hash (&b) && e->status (&b, 1).result == LALAO_ONGOING)
        {
          e->format_move (pos, moves[i], text);
          return g_strdup (text);
        }
    }
  g_assert_not_reached ();
}

/* Plays the learner's moves of the line, waiting for each reply. */
static void
solve (LalaoPuzzleView *view)
{
  const LalaoPuzzle *p = lalao_puzzle_view_get_puzzle (view);
  for (guint ply = 0; ply < g_strv_length (p->line); ply += 2)
    {
      ui_iterate_until (not_busy, view, 10000);
      g_signal_emit_by_name (lalao_puzzle_view_get_board (view), "move-chosen", p->line[ply]);
    }
  ui_iterate_until (not_busy, view, 10000);
}

static void
test_rated (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoPuzzleView *view = lalao_window_get_puzzle_view (LALAO_WINDOW (window));

  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (lalao_window_puzzles (LALAO_WINDOW (window), "chess"));
  g_assert_true (lalao_window_puzzles (LALAO_WINDOW (window), "fanorona"));
  ui_iterate_until (ui_is_mapped, lalao_puzzle_view_get_board (view), 5000);
  LalaoPuzzleTrainer *trainer = lalao_puzzle_view_get_trainer (view);
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), ==, LALAO_PUZZLE_START_RATING);
  /* The texts name points: the board shows their names. */
  g_assert_true (lalao_board_view_get_coordinates (lalao_puzzle_view_get_board (view)));

  /* A miss: the engine's reply is played on the board and explained, the
   * rating goes down; the reply stays on the board until Try Again. */
  const LalaoPuzzle *first = lalao_puzzle_view_get_puzzle (view);
  g_autofree char *wrong = wrong_move (view);
  g_signal_emit_by_name (lalao_puzzle_view_get_board (view), "move-chosen", wrong);
  g_assert_true (lalao_puzzle_view_get_busy (view));
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), <, LALAO_PUZZLE_START_RATING);
  ui_iterate_until (not_busy, view, 20000);
  g_assert_nonnull (strstr (lalao_puzzle_view_get_feedback (view), "That is not the move. Your opponent’s reply shows why:"));
  ui_wait (2500);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_puzzle_view_get_game (view)), ==, 2);
  g_assert_false (lalao_board_view_get_interactive (lalao_puzzle_view_get_board (view)));
  lalao_puzzle_view_try_again (view);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_puzzle_view_get_game (view)), ==, 0);
  g_assert_true (lalao_board_view_get_interactive (lalao_puzzle_view_get_board (view)));
  g_assert_cmpstr (lalao_puzzle_view_get_feedback (view), ==, "");
  g_assert_false (lalao_puzzle_view_get_done (view));

  /* The same puzzle solved now: no second rating. */
  int after_miss = lalao_puzzle_trainer_get_rating (trainer);
  solve (view);
  g_assert_true (lalao_puzzle_view_get_done (view));
  g_assert_nonnull (strstr (lalao_puzzle_view_get_feedback (view), "Solved!"));
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), ==, after_miss);

  /* The next puzzle at the first try: the rating goes up. */
  lalao_puzzle_view_next (view);
  g_assert_true (lalao_puzzle_view_get_puzzle (view) != first);
  solve (view);
  g_assert_true (lalao_puzzle_view_get_done (view));
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), >, after_miss);
  g_assert_nonnull (strstr (lalao_puzzle_view_get_feedback (view), "Your rating moves by +"));
  /* A screen reader hears the result. */
  g_assert_nonnull (strstr (lalao_accessible_get_announced (GTK_WIDGET (view)), "Solved! Your rating moves by +"));

  /* Show Solution plays the whole line and counts as a miss. */
  lalao_puzzle_view_next (view);
  int before = lalao_puzzle_trainer_get_rating (trainer);
  lalao_puzzle_view_show_solution (view);
  g_assert_true (lalao_puzzle_view_get_done (view));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_puzzle_view_get_game (view)), ==,
                    g_strv_length (lalao_puzzle_view_get_puzzle (view)->line));
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), <, before);

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_streak (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoPuzzleView *view = lalao_window_get_puzzle_view (LALAO_WINDOW (window));

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_puzzles (LALAO_WINDOW (window), "songo"));
  lalao_puzzle_view_set_streak (view, TRUE);
  LalaoPuzzleTrainer *trainer = lalao_puzzle_view_get_trainer (view);
  int rating = lalao_puzzle_trainer_get_rating (trainer);

  for (int i = 0; i < 2; i++)
    {
      solve (view);
      g_assert_true (lalao_puzzle_view_get_done (view));
      lalao_puzzle_view_next (view);
    }
  g_assert_cmpint (lalao_puzzle_trainer_get_streak (trainer), ==, 2);
  g_autofree char *wrong = wrong_move (view);
  g_signal_emit_by_name (lalao_puzzle_view_get_board (view), "move-chosen", wrong);
  ui_iterate_until (not_busy, view, 20000);
  g_assert_nonnull (strstr (lalao_puzzle_view_get_feedback (view), "The streak ends at 2 puzzles."));
  g_assert_true (lalao_puzzle_view_get_done (view));
  lalao_puzzle_view_next (view);
  g_assert_null (lalao_puzzle_view_get_puzzle (view));
  g_assert_cmpint (lalao_puzzle_trainer_get_best_streak (trainer), ==, 2);
  g_assert_cmpint (lalao_puzzle_trainer_get_rating (trainer), ==, rating);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* A puzzle of several moves (a Samantsy fork): a wrong first move is
 * answered and stays on the board; then the line solved move by move,
 * each reply played in between. The pictures are named after the
 * language the test runs in (LANGUAGE=fr for the French ones). */
static void
test_multi_move (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoPuzzleView *view = lalao_window_get_puzzle_view (LALAO_WINDOW (window));
  const char *lang = g_str_has_prefix (g_getenv ("LANGUAGE") != NULL ? g_getenv ("LANGUAGE") : "", "fr") ? "fr" : "en";
  g_autofree char *missed = g_strdup_printf ("puzzle-missed-%s.png", lang);
  g_autofree char *solved = g_strdup_printf ("puzzle-solved-%s.png", lang);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_puzzles (LALAO_WINDOW (window), "samantsy"));
  lalao_puzzle_trainer_set_theme (lalao_puzzle_view_get_trainer (view), "fork");
  lalao_puzzle_view_next (view);
  const LalaoPuzzle *p = lalao_puzzle_view_get_puzzle (view);
  g_assert_true (g_strv_contains ((const char *const *) p->themes, "fork"));
  g_assert_cmpuint (g_strv_length (p->line), >=, 3);
  ui_iterate_until (ui_is_mapped, lalao_puzzle_view_get_board (view), 5000);
  ui_wait (300);
  /* The solver's side at the foot of the board, its coordinates shown,
   * whichever side that is. */
  const LalaoEngine *e = lalao_game_get_engine (lalao_puzzle_view_get_game (view));
  gboolean black = e->side_to_move (lalao_game_get_position (lalao_puzzle_view_get_game (view))) == LALAO_SECOND;
  g_assert_true (lalao_board_view_get_flipped (lalao_puzzle_view_get_board (view)) == black);
  g_assert_true (lalao_board_view_get_coordinates (lalao_puzzle_view_get_board (view)));

  g_autofree char *wrong = wrong_move (view);
  g_signal_emit_by_name (lalao_puzzle_view_get_board (view), "move-chosen", wrong);
  ui_iterate_until (not_busy, view, 20000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_puzzle_view_get_game (view)), ==, 2);
  g_assert_false (lalao_board_view_get_interactive (lalao_puzzle_view_get_board (view)));
  ui_wait (100);
  g_assert_true (ui_picture_save (window, missed));

  lalao_puzzle_view_try_again (view);
  solve (view);
  g_assert_true (lalao_puzzle_view_get_done (view));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_puzzle_view_get_game (view)), ==, g_strv_length (p->line));
  ui_wait (100);
  g_assert_true (ui_picture_save (window, solved));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A Songo move told on the Puzzles page: the board keeps its size, and
 * the sowing is one line, what was played and what came of it, with
 * "Tell the Whole Move" for every seed. */
static void
test_songo_steady (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoPuzzleView *view = lalao_window_get_puzzle_view (LALAO_WINDOW (window));
  GtkWidget *board = GTK_WIDGET (lalao_puzzle_view_get_board (view));
  GtkButton *whole = lalao_puzzle_view_get_whole_button (view);
  GtkLabel *label = lalao_puzzle_view_get_feedback_label (view);

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_puzzles (LALAO_WINDOW (window), "songo"));
  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_wait (300);
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (whole)));

  /* The learner's first move of the line, then the reply, told. */
  g_signal_emit_by_name (board, "move-chosen", lalao_puzzle_view_get_puzzle (view)->line[0]);
  ui_iterate_until (not_busy, view, 20000);
  ui_wait (300);
  g_test_message ("board %d x %d, then %d x %d", width, height, gtk_widget_get_width (board),
                  gtk_widget_get_height (board));
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);

  /* One line per move: no seed of the sowing said until asked. */
  const char *folded = gtk_label_get_text (label);
  g_test_message ("folded: %s", folded);
  g_assert_nonnull (strstr (folded, " … "));
  /* The learner's sowing is one line; a reply of a seed or two (in a
   * line of several moves) is short enough to be told whole. */
  const char *reply = strstr (folded, "now your opponent replies");
  g_autofree char *mine = reply != NULL ? g_strndup (folded, (gsize) (reply - folded)) : g_strdup (folded);
  g_assert_null (strstr (mine, "A seed into"));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (whole)));
  g_assert_cmpstr (gtk_button_get_label (whole), ==, "_Tell the Whole Move");
  g_assert_true (ui_picture_save (window, "puzzle-songo.png"));
  g_autofree char *short_text = g_strdup (folded);
  g_signal_emit_by_name (whole, "clicked");
  const char *told = gtk_label_get_text (label);
  g_assert_nonnull (strstr (told, "A seed into"));
  g_assert_cmpuint (strlen (told), >, strlen (short_text));
  g_assert_cmpstr (gtk_button_get_label (whole), ==, "_Shorter");
  /* The whole story scrolls beside the board: neither grows. */
  ui_wait (300);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  g_assert_cmpint (gtk_widget_get_height (board), ==, height);
  g_assert_true (ui_picture_save (window, "puzzle-songo-whole.png"));
  g_signal_emit_by_name (whole, "clicked");
  g_assert_cmpstr (gtk_label_get_text (label), ==, short_text);
  ui_wait (300);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("puzzle-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/puzzle-ui/rated", test_rated);
  g_test_add_func ("/puzzle-ui/streak", test_streak);
  g_test_add_func ("/puzzle-ui/songo-steady", test_songo_steady);
  g_test_add_func ("/puzzle-ui/multi-move", test_multi_move);
  return g_test_run ();
}
