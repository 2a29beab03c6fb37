/* test-resume-ui.c — nothing lost when the app dies: the app is killed
 * (SIGKILL, no chance to save) in the middle of a game and of a match,
 * started again, and the game is offered and goes on where it was.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app that dies is this program run again as a child
 * ("--child SCENARIO"): it plays, says "READY" once the board is still,
 * and waits to be killed. The parent then opens a window of its own on
 * the same data folder, as the next start of the app would.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "lalao-autosave.h"
#include "lalao-i18n.h"
#include "lalao-game-view-private.h"
#include "lalao-new-game-dialog.h"
#include "lalao-window-private.h"
#include "ui-test-util.h"

static const char *program;

/* ---- the child: plays, then waits to be killed ---- */

static gboolean
board_still (gpointer view)
{
  LalaoGameView *v = view;
  return !lalao_board_view_get_animating (lalao_game_view_get_board (v))
         && !lalao_ai_player_get_thinking (lalao_game_view_get_ai (v));
}

typedef struct {
  LalaoGameView *view;
  guint n;
} MovesWait;

static gboolean
has_n_moves (gpointer data)
{
  MovesWait *w = data;
  return lalao_game_get_n_moves (lalao_game_view_get_game (w->view)) == w->n && board_still (w->view);
}

static void
child_wait_for_moves (LalaoGameView *view, guint n)
{
  MovesWait w = { view, n };
  ui_iterate_until (has_n_moves, &w, 30000);
  g_assert_true (has_n_moves (&w));
}

/* The person's move: the first legal one. */
static void
play_first_legal (LalaoGameView *view)
{
  LalaoGame *game = lalao_game_view_get_game (view);
  const LalaoEngine *e = lalao_game_get_engine (game);
  LalaoMove moves[LALAO_MAX_MOVES];
  char text[LALAO_MOVE_TEXT_MAX];

  g_assert_cmpint (e->legal_moves (lalao_game_get_position (game), moves), >, 0);
  e->format_move (lalao_game_get_position (game), moves[0], text);
  g_assert_true (lalao_game_play_text (game, text, NULL));
}

static int
run_child (const char *scenario)
{
  GtkWidget *window;
  LalaoGameView *view;
  LalaoMatch match = lalao_match_new (LALAO_MATCH_GAMES, 3);

  gtk_init ();
  adw_init ();
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  if (g_str_equal (scenario, "game"))
    {
      /* Against the computer (level 1): two moves each. */
      lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 1, LALAO_FIRST);
      lalao_game_view_set_move_time (view, 20);
      for (guint n = 2; n <= 4; n += 2)
        {
          play_first_legal (view);
          child_wait_for_moves (view, n);
        }
    }
  else
    {
      /* Two people, a match of three games: White resigns the first. */
      lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 0, LALAO_FIRST);
      lalao_game_view_set_match (view, &match);
      play_first_legal (view);
      play_first_legal (view);
      child_wait_for_moves (view, 2);
      lalao_game_view_resign (view);
      ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
      g_assert_nonnull (ui_find_toplevel ("end-dialog"));
      if (g_str_equal (scenario, "match-game"))
        {
          /* The next game, three moves into it. */
          adw_message_dialog_response (ADW_MESSAGE_DIALOG (ui_find_toplevel ("end-dialog")), "next-game");
          for (int i = 0; i < 3; i++)
            play_first_legal (view);
          child_wait_for_moves (view, 3);
        }
    }
  printf ("READY\n");
  fflush (stdout);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
  return 0;  /* never: the parent kills it */
}

/* ---- the parent ---- */

/* Runs the child until it is ready, then kills it outright. */
static void
play_and_kill (const char *scenario)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSubprocess) child =
    g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error, program, "--child", scenario, NULL);
  g_assert_no_error (error);
  g_autoptr (GDataInputStream) out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));
  g_autofree char *line = g_data_input_stream_read_line (out, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "READY");
  g_subprocess_force_exit (child);
  g_assert_true (g_subprocess_wait (child, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (child));
  g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);
}

static GtkWidget *
start_again (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* Killed after two moves each against the computer: the start page
 * offers the game with its four moves, and it goes on against the same
 * computer, which answers. */
static void
test_killed_in_game (void)
{
  GtkWidget *window;
  LalaoGameView *view;

  lalao_autosave_clear (NULL);
  play_and_kill ("game");
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "samantsy"), ==,
                   "Your game is unfinished, after 2 moves.");
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "samantsy"));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 4);
  g_assert_cmpint (lalao_game_view_get_computer_level (view), ==, 1);
  g_assert_cmpint (lalao_game_view_get_person_side (view), ==, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 20);
  play_first_legal (view);
  child_wait_for_moves (view, 6);
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Killed with the first game of a match just over (its end dialog on
 * screen): the match is offered, and resuming starts its second game
 * with the first one's score, the players' sides swapped. */
static void
test_killed_between_match_games (void)
{
  GtkWidget *window;
  LalaoGameView *view;
  LalaoMatch match;

  lalao_autosave_clear (NULL);
  play_and_kill ("match-end");
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "surakarta"), ==,
                   "Your match is under way, after 1 game.");
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "surakarta"));
  g_assert_null (ui_find_toplevel ("end-dialog"));
  g_assert_true (lalao_game_view_get_match (view, &match));
  g_assert_cmpint (match.n_played, ==, 1);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 0);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==,
                   "Match of 3 games, game 2: Player 1 0, Player 2 12. Player 1 plays Black in this game.");
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Killed three moves into a match's second game: that game comes back
 * with its moves and the match score. */
static void
test_killed_in_match_game (void)
{
  GtkWidget *window;
  LalaoGameView *view;
  LalaoMatch match;

  lalao_autosave_clear (NULL);
  play_and_kill ("match-game");
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "surakarta"), ==,
                   "Your game is unfinished, after 2 moves.");
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "surakarta"));
  g_assert_true (lalao_game_view_get_match (view, &match));
  g_assert_cmpint (match.n_played, ==, 1);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 3);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==,
                   "Match of 3 games, game 2: Player 1 0, Player 2 12. Player 1 plays Black in this game.");
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Starting a game of Songo keeps the Samantsy game left unfinished:
 * each card offers its own, and both go on where they were. */
static void
test_one_unfinished_game_per_game (void)
{
  GtkWidget *window;
  LalaoGameView *view;

  lalao_autosave_clear (NULL);
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Lalao");
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
  /* The page's title names its game. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Samantsy");
  for (int i = 0; i < 3; i++)
    play_first_legal (view);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Lalao");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "samantsy"), ==,
                   "Your game is unfinished, after 2 moves.");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "songo"), ==, "");
  /* A new game of Samantsy says what it will replace; one of Songo does not. */
  LalaoNewGameDialog *dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  g_assert_true (g_str_has_prefix (lalao_new_game_dialog_get_replacing (dialog),
                                   "Your game is unfinished, after 2 moves. The new game takes its place"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "songo");
  g_assert_null (lalao_new_game_dialog_get_replacing (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 0, LALAO_FIRST);
  play_first_legal (view);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  gtk_window_destroy (GTK_WINDOW (window));

  /* The next start: both cards offer their game. */
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "samantsy"), ==,
                   "Your game is unfinished, after 2 moves.");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "songo"), ==,
                   "Your game is unfinished, after 1 move.");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "fanorona"), ==, "");
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "songo"));
  g_assert_cmpstr (lalao_game_get_engine (lalao_game_view_get_game (view))->id, ==, "songo");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 1);
  play_first_legal (view);
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "songo"), ==,
                   "Your game is unfinished, after 1 move.");
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "samantsy"));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 3);
  g_assert_cmpint (lalao_game_view_get_computer_level (view), ==, 0);

  /* A card's Discard forgets its game only. */
  gtk_widget_activate_action (window, "win.show-games", NULL);
  gtk_widget_activate_action (window, "win.discard-saved", "s", "samantsy");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "samantsy"), ==, "");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "songo"), ==,
                   "Your game is unfinished, after 1 move.");
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The single autosave of Lalao's earlier versions becomes its game's. */
static void
test_earlier_autosave (void)
{
  g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "lalao", NULL);
  g_autofree char *old = g_build_filename (folder, "autosave.pgn", NULL);
  GtkWidget *window;
  LalaoGameView *view;

  lalao_autosave_clear (NULL);
  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (old,
                                      "[Variant \"Songo\"]\n[LalaoOpponent \"0\"]\n[LalaoPerson \"first\"]\n\n"
                                      "1. S2 N4 *\n", -1, NULL));
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "songo"), ==,
                   "Your game is unfinished, after 1 move.");
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "songo"));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game against the computer saved unfinished to a file opens against
 * the same level, and the computer answers the person's next move. */
static void
test_saved_against_computer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lalao-resume-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  GtkWidget *window;
  LalaoGameView *view;

  lalao_autosave_clear (NULL);
  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 2, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 20);
  play_first_legal (view);
  child_wait_for_moves (view, 2);
  g_assert_true (lalao_window_save_to (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (window));
  lalao_autosave_clear (NULL);

  window = start_again ();
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_cmpint (lalao_game_view_get_computer_level (view), ==, 2);
  g_assert_cmpint (lalao_game_view_get_person_side (view), ==, LALAO_FIRST);
  g_assert_false (lalao_game_view_get_reviewing (view));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "game.pgn");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);
  lalao_game_view_set_move_time (view, 20);
  play_first_legal (view);
  child_wait_for_moves (view, 4);
  /* It is now Surakarta's unfinished game too; the start page forgets
   * the file's name. */
  gtk_widget_activate_action (window, "win.show-games", NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Lalao");
  g_assert_cmpstr (lalao_window_get_resume_text (LALAO_WINDOW (window), "surakarta"), ==,
                   "Your game is unfinished, after 2 moves.");
  gtk_window_destroy (GTK_WINDOW (window));
  lalao_autosave_clear (NULL);
  g_remove (path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  /* The child inherits the folder the parent made. */
  if (argc == 3 && g_str_equal (argv[1], "--child"))
    {
      lalao_i18n_init ();
      return run_child (argv[2]);
    }
  ui_own_data_dir ("resume-ui");
  program = argv[0];
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/resume-ui/killed-in-game", test_killed_in_game);
  g_test_add_func ("/resume-ui/killed-between-match-games", test_killed_between_match_games);
  g_test_add_func ("/resume-ui/killed-in-match-game", test_killed_in_match_game);
  g_test_add_func ("/resume-ui/one-unfinished-game-per-game", test_one_unfinished_game_per_game);
  g_test_add_func ("/resume-ui/earlier-autosave", test_earlier_autosave);
  g_test_add_func ("/resume-ui/saved-against-computer", test_saved_against_computer);
  return g_test_run ();
}
