/* test-review-ui.c — saved games in the app: opening a record, stepping
 * through it with the keys, a move from the past, the autosave.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>

#include "lalao-autosave.h"
#include "lalao-explainer.h"
#include "lalao-i18n.h"
#include "lalao-move-list.h"
#include "lalao-game-view-private.h"
#include "lalao-window-private.h"
#include "ui-picture.h"
#include "ui-test-util.h"

static const char record_text[] =
  "[Event \"Lesson\"]\n[White \"Rabe\"]\n[Black \"Rasoa\"]\n[Result \"*\"]\n[Variant \"Songo\"]\n\n"
  "1. S2 N4 {North builds towards a grenier} 2. S5 $2 (2. S6 N1) N0 *\n";

static gboolean
board_still_on_screen (gpointer board)
{
  return ui_is_mapped (board) && !lalao_board_view_get_animating (board);
}

static GBytes *
board_picture (LalaoBoardView *board, const char *name)
{
  g_autofree char *path = ui_picture_path (name);
  char *contents = NULL;
  gsize length;

  /* What is on screen once the last move has landed, without the
   * keyboard's ring: where the focus is depends on when the board got
   * it, not on the position shown. */
  gtk_root_set_focus (gtk_widget_get_root (GTK_WIDGET (board)), NULL);
  ui_iterate_until (board_still_on_screen, board, 5000);
  g_assert_true (ui_picture_save (GTK_WIDGET (board), path));
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  return g_bytes_new_take (contents, length);
}

/* The board's description is the explanation of the move on show. */
static void
assert_explains (LalaoBoardView *board, LalaoGame *game)
{
  g_autofree char *text = lalao_game_explain_last_move (game);
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text);
}

/* A move of the list is named by its number and move, and by its mark
 * once the analysis (running meanwhile) has marked it. */
static void
assert_move_name (GtkWidget *button, const char *numbered)
{
  g_autofree char *marked = g_strdup_printf ("%s, a likely %s", numbered,
                                             gtk_widget_has_css_class (button, "blunder") ? "blunder" : "mistake");
  const char *expected = gtk_widget_has_css_class (button, "mistake") ? marked : numbered;

  gtk_test_accessible_assert_property (button, GTK_ACCESSIBLE_PROPERTY_LABEL, expected);
}

static void
test_open_and_review (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  g_autofree char *dir = g_dir_make_tmp ("lalao-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.pgn", NULL);
  g_autofree char *broken_path = g_build_filename (dir, "broken.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFile) broken = g_file_new_for_path (broken_path);
  g_autoptr (GError) error = NULL;
  LalaoGame *game;

  g_assert_true (g_file_set_contents (path, record_text, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  ui_iterate_until (ui_is_mapped, board, 5000);
  game = lalao_game_view_get_game (view);
  g_assert_true (lalao_game_view_get_reviewing (view));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 4);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "lesson.pgn");

  /* Home: the start; Right: the first move, explained; Left, End. */
  g_autoptr (GBytes) at_end = board_picture (board, "review-end.png");
  ui_press (GTK_WIDGET (view), GDK_KEY_Home);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  g_autoptr (GBytes) at_start = board_picture (board, "review-start.png");
  g_assert_false (g_bytes_equal (at_start, at_end));
  ui_press (GTK_WIDGET (view), GDK_KEY_Right);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  assert_explains (board, game);
  ui_press (GTK_WIDGET (view), GDK_KEY_Right);
  ui_press (GTK_WIDGET (view), GDK_KEY_Right);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 3);
  assert_explains (board, game);
  ui_press (GTK_WIDGET (view), GDK_KEY_Left);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  /* The record's comment on N4 is shown under its explanation. */
  g_assert_true (g_str_has_suffix (lalao_game_view_get_explanation_text (view),
                                   "\n\nComment: North builds towards a grenier"));
  ui_press (GTK_WIDGET (view), GDK_KEY_End);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 4);
  g_autoptr (GBytes) at_end_again = board_picture (board, "review-end-again.png");
  g_assert_true (g_bytes_equal (at_end_again, at_end));

  /* A click on a move in the list goes there. */
  LalaoMoveList *list = lalao_game_view_get_move_list (view);
  g_signal_emit_by_name (lalao_move_list_get_button (list, 1), "clicked");
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  g_assert_true (gtk_widget_has_css_class (lalao_move_list_get_button (list, 1), "current-move"));
  /* Screen readers hear each move with its number, as the eye reads it. */
  assert_move_name (lalao_move_list_get_button (list, 0), "1. S2");
  assert_move_name (lalao_move_list_get_button (list, 1), "1… N4");

  /* The comment and the variation are written back by Save. */
  g_autofree char *copy_path = g_build_filename (dir, "copy.pgn", NULL);
  g_autoptr (GFile) copy = g_file_new_for_path (copy_path);
  g_autofree char *saved = NULL;
  g_assert_true (lalao_window_save_to (LALAO_WINDOW (window), copy, &error));
  g_assert_true (g_file_get_contents (copy_path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "{North builds towards a grenier}"));
  g_assert_nonnull (strstr (saved, "(2. S6 N1)"));
  g_assert_nonnull (strstr (saved, "[White \"Rabe\"]"));

  /* A broken file opens nothing: the game on show stays. */
  g_assert_true (g_file_set_contents (broken_path, "[Variant \"Songo\"]\n\n1. S2 N4\n2. S5 N4 *\n", -1, NULL));
  g_assert_false (lalao_window_open_file (LALAO_WINDOW (window), broken, &error));
  g_assert_nonnull (strstr (error->message, "Line 4: move 2, N4, is not legal."));
  g_clear_error (&error);
  g_assert_true (lalao_game_view_get_game (view) == game);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_remove (broken_path);
  g_remove (copy_path);
  g_rmdir (dir);
}

static AdwMessageDialog *
find_dialog (const char *name)
{
  GtkWidget *dialog = ui_find_toplevel (name);
  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

/* A move from a past position asks, and a variation keeps the old moves. */
static void
test_variation (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_autofree char *dir = g_dir_make_tmp ("lalao-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lesson.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  LalaoRecordGame *record;
  LalaoGame *game;

  g_assert_true (g_file_set_contents (path, record_text, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, NULL));
  game = lalao_game_view_get_game (view);
  lalao_game_view_go_to (view, 2);
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "S0");
  ui_iterate_until (ui_toplevel_shown, "ask-dialog", 3000);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  /* A dialog's buttons are named by their words, without the mnemonic's
   * underscore (GTK 4.8 alone says "_Start a Variation Start a Variation"). */
  GtkWidget *start = ui_find_button (ui_find_toplevel ("ask-dialog"), "Start a Variation");
  g_assert_nonnull (start);
  gtk_test_accessible_assert_property (start, GTK_ACCESSIBLE_PROPERTY_LABEL, "Start a Variation");
  adw_message_dialog_response (find_dialog ("ask-dialog"), "variation");
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 3);
  g_assert_false (lalao_game_view_get_reviewing (view));
  record = lalao_game_view_get_record (view);
  g_assert_cmpuint (record->moves->nodes->len, ==, 3);
  LalaoRecordNode *third = record->moves->nodes->pdata[2];
  g_assert_cmpstr (third->move, ==, "S0");
  /* The old S5 N0 and its own alternative S6 N1. */
  g_assert_cmpuint (third->variations->len, ==, 2);

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

static gboolean
game_page (gpointer window)
{
  return lalao_game_get_n_moves (lalao_game_view_get_game (lalao_window_get_game_view (window))) > 0;
}

/* The game under way is saved when the window closes, and offered back. */
static void
test_autosave (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_autofree char *path = lalao_autosave_path ("surakarta");
  g_autoptr (LalaoRecordGame) saved = NULL;
  int level;
  LalaoSide side;

  lalao_autosave_clear (NULL);
  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 2, LALAO_SECOND);
  lalao_game_view_set_move_time (view, 5);
  /* The computer plays first as White; then the person. */
  ui_iterate_until (game_page, window, 5000);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b5a4", NULL));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  saved = lalao_autosave_read ("surakarta", NULL);
  g_assert_nonnull (saved);
  g_assert_cmpstr (saved->engine->id, ==, "surakarta");
  g_assert_cmpuint (saved->moves->nodes->len, >=, 2);
  g_assert_true (lalao_record_game_get_players (saved, &level, &side));
  g_assert_cmpint (level, ==, 2);
  g_assert_cmpint (side, ==, LALAO_SECOND);
  g_assert_cmpstr (lalao_record_game_get_tag (saved, "Black"), !=, "?");

  /* The next start offers it back; Resume goes on against level 2. */
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "surakarta"));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, saved->moves->nodes->len);
  g_assert_cmpint (lalao_game_view_get_computer_level (view), ==, 2);
  g_assert_cmpint (lalao_game_view_get_person_side (view), ==, LALAO_SECOND);
  g_assert_false (lalao_game_view_get_reviewing (view));

  /* Looking back over it does not make it less unfinished; where the
   * computer was to move, it is not "Your turn". */
  lalao_game_view_go_to (view, 0);
  g_assert_cmpstr (lalao_game_view_get_status_text (view), !=, "Your turn.");
  lalao_game_view_go_to (view, 1);
  g_assert_true (lalao_game_view_get_reviewing (view));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "surakarta"));
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, saved->moves->nodes->len);

  /* Once the game is over, it is not offered again. */
  lalao_game_view_resign (view);
  gtk_window_close (GTK_WINDOW (window));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A file of two games: the dialog asks which one, the game on show stays
 * until then, and Save writes both back. */
static void
test_several_games (void)
{
  static const char text[] = "[White \"Rabe\"]\n[Black \"Soa\"]\n[Variant \"Songo\"]\n\n1. S2 N4 *\n\n"
                             "[White \"Koto\"]\n[Black \"Bozy\"]\n[Variant \"Surakarta\"]\n\n"
                             "1. b2b3 {first} e5e4 *\n";
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_autofree char *dir = g_dir_make_tmp ("lalao-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "two.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  AdwMessageDialog *dialog;
  LalaoGame *before;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "fanorona", NULL, 0, 0, LALAO_FIRST);
  before = lalao_game_view_get_game (view);
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  ui_iterate_until (ui_toplevel_shown, "choose-game-dialog", 5000);
  dialog = find_dialog ("choose-game-dialog");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "“two.pgn” holds 2 games. Which one do you want to open?");
  g_assert_true (lalao_game_view_get_game (view) == before);

  /* The second row: Surakarta. */
  adw_message_dialog_response (dialog, "game-1");
  ui_wait (50);
  g_assert_cmpstr (lalao_game_get_engine (lalao_game_view_get_game (view))->id, ==, "surakarta");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "two.pgn");

  /* One more move, saved: both games are in the file. */
  ui_press (GTK_WIDGET (view), GDK_KEY_End);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "a2a3", &error));
  g_assert_no_error (error);
  g_assert_true (lalao_window_save_to (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &saved, NULL, NULL));
  g_assert_nonnull (strstr (saved, "[White \"Rabe\"]"));
  g_assert_nonnull (strstr (saved, "1. S2 N4 *"));
  g_assert_nonnull (strstr (saved, "1. b2b3 {first} 1... e5e4 2. a2a3 *"));
  g_assert_true (strstr (saved, "Songo") < strstr (saved, "Surakarta"));

  /* Cancelling the choice keeps the game on show. */
  before = lalao_game_view_get_game (view);
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, &error));
  ui_iterate_until (ui_toplevel_shown, "choose-game-dialog", 5000);
  adw_message_dialog_response (find_dialog ("choose-game-dialog"), "cancel");
  g_assert_true (lalao_game_view_get_game (view) == before);

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

/* An autosave that does not read is kept aside under a name of its own
 * and the start page says so; a save that fails says why and changes
 * nothing. */
static void
test_broken_files (void)
{
  g_autofree char *path = lalao_autosave_path ("songo");
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *dir = g_dir_make_tmp ("lalao-review-XXXXXX", NULL);
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *target = g_build_filename (blocker, "game.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (target);
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) listing = NULL;
  g_autofree char *aside = NULL;
  GtkWidget *window;
  const char *name;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, "[Variant \"Songo\"]\n\n1. S9 *\n", -1, NULL));
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (lalao_window_resume (LALAO_WINDOW (window), "songo"));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_str_has_prefix (lalao_window_get_set_aside_text (LALAO_WINDOW (window)),
                                   "An unfinished game could not be read. It was kept as “"));
  listing = g_dir_open (folder, 0, NULL);
  while ((name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_prefix (name, "autosave-songo-unreadable-"))
      aside = g_build_filename (folder, name, NULL);
  g_assert_nonnull (aside);
  g_autofree char *kept = NULL;
  g_assert_true (g_file_get_contents (aside, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, "[Variant \"Songo\"]\n\n1. S9 *\n");

  /* Saving where a file stands in for a folder fails, with the reason. */
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 0, LALAO_FIRST);
  g_assert_true (g_file_set_contents (blocker, "", -1, NULL));
  g_assert_false (lalao_window_save_to (LALAO_WINDOW (window), file, &error));
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, !=, "");
  /* The title still names the game, not the file that was not written. */
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Songo");

  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (aside);
  g_remove (blocker);
  g_rmdir (dir);
}

static gboolean
analysis_done (gpointer panel)
{
  return lalao_analysis_panel_get_done (panel);
}

/* The board keeps its size while the panel's texts change: the moves
 * explained one by one, the analysis running, its mistakes named. */
static void
test_board_keeps_size (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  g_autofree char *dir = g_dir_make_tmp ("lalao-size-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "blunder.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  g_assert_true (g_file_set_contents (path, "[Variant \"Samantsy\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n\n"
                                            "1. a1b1 h8h7 2. g1g7 h7g7 1/2-1/2\n", -1, NULL));
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, NULL));
  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_wait (200);
  int width = gtk_widget_get_width (GTK_WIDGET (board));
  for (int key = 0; key < 4; key++)
    {
      ui_press (GTK_WIDGET (view), key % 2 ? GDK_KEY_End : GDK_KEY_Home);
      ui_wait (100);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, width);
    }
  ui_iterate_until (analysis_done, lalao_game_view_get_analysis (view), 60000);
  g_assert_true (lalao_analysis_panel_get_done (lalao_game_view_get_analysis (view)));
  ui_wait (200);
  g_test_message ("board %d pixels wide, and after the analysis %d; panel %d", width,
                  gtk_widget_get_width (GTK_WIDGET (board)), gtk_widget_get_width (view->panel));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, width);
  /* The panel has its one width, whatever it says. */
  g_assert_cmpint (gtk_widget_get_width (view->panel), ==, 300);
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

/* Writes text to path in dir; returns the file. */
static GFile *
write_file (const char *dir, const char *name, const char *text, gssize length)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_assert_true (g_file_set_contents (path, text, length, NULL));
  return g_file_new_for_path (path);
}

/* The game on show and its moves, unchanged. */
static void
assert_game_kept (LalaoWindow *window, LalaoGame *game, guint n_moves, const char *title)
{
  LalaoGameView *view = lalao_window_get_game_view (window);
  g_assert_true (lalao_game_view_get_game (view) == game);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, n_moves);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, title);
}

/* Nothing lost: a broken, a foreign or a vanished file does not open and
 * says why; a save onto a read-only place or a full disk says why; each
 * time the game on show and the file on disk stay as they were. */
static void
test_nothing_lost (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lalao-lost-XXXXXX", NULL);
  g_autoptr (GFile) broken = write_file (dir, "broken.pgn", "[Variant \"Songo\"]\n\n1. S2 N9 *\n", -1);
  g_autoptr (GFile) chess = write_file (dir, "chess.pgn", "[Variant \"Standard\"]\n\n1. e4 e5 *\n", -1);
  g_autoptr (GFile) picture = write_file (dir, "picture.pgn", "\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16);
  g_autofree char *gone_path = g_build_filename (dir, "gone.pgn", NULL);
  g_autoptr (GFile) gone = g_file_new_for_path (gone_path);
  g_autoptr (GFile) read_only = g_file_new_for_path ("/proc/lalao-game.pgn");
  g_autoptr (GFile) kept = write_file (dir, "kept.pgn", record_text, -1);
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoGame *game;
  struct {
    GFile *file;
    const char *why;
  } refused[] = {
    { broken, "Line 3: move 1, N9, is not legal." },
    { chess, "Lalao does not play the variant “Standard”" },
    { picture, "this is not text" },
    { gone, "No such file" },
  };

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 0, LALAO_FIRST);
  game = lalao_game_view_get_game (view);
  g_assert_true (lalao_game_play_text (game, "S2", NULL));
  g_assert_true (lalao_game_play_text (game, "N4", NULL));

  for (gsize i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_false (lalao_window_open_file (LALAO_WINDOW (window), refused[i].file, &error));
      g_assert_nonnull (error);
      g_test_message ("refused: %s", error->message);
      g_assert_nonnull (strstr (error->message, refused[i].why));
      assert_game_kept (LALAO_WINDOW (window), game, 2, "Songo");
    }

  /* /proc takes no new file, even from root. */
  g_autoptr (GError) error = NULL;
  g_assert_false (lalao_window_save_to (LALAO_WINDOW (window), read_only, &error));
  g_assert_nonnull (error);
  g_test_message ("read-only: %s", error->message);
  assert_game_kept (LALAO_WINDOW (window), game, 2, "Songo");
  g_clear_error (&error);

  /* A full disk: the process may write no more than 10 bytes to a file
   * (RLIMIT_FSIZE, its signal ignored), so the new file cannot be
   * written whole; the file it would replace stays as it was. */
  struct rlimit before, tiny;
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &before), ==, 0);
  tiny = before;
  tiny.rlim_cur = 10;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &tiny), ==, 0);
  gboolean saved = lalao_window_save_to (LALAO_WINDOW (window), kept, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &before), ==, 0);
  g_assert_false (saved);
  g_assert_nonnull (error);
  g_test_message ("full: %s", error->message);
  assert_game_kept (LALAO_WINDOW (window), game, 2, "Songo");
  g_autofree char *still = NULL;
  g_autofree char *kept_path = g_file_get_path (kept);
  g_assert_true (g_file_get_contents (kept_path, &still, NULL, NULL));
  g_assert_cmpstr (still, ==, record_text);

  /* With room again, the same save works. */
  g_clear_error (&error);
  g_assert_true (lalao_window_save_to (LALAO_WINDOW (window), kept, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "kept.pgn");

  gtk_window_destroy (GTK_WINDOW (window));
  for (const char *const *name = (const char *const[]) { "broken.pgn", "chess.pgn", "picture.pgn", "kept.pgn", NULL };
       *name != NULL; name++)
    {
      g_autofree char *path = g_build_filename (dir, *name, NULL);
      g_remove (path);
    }
  g_rmdir (dir);
}


static gboolean
judged (gpointer view)
{
  const char *text = lalao_game_view_get_mistake_text (view);
  return !g_str_has_prefix (text, "The computer is weighing") && !g_str_has_prefix (text, "The computer is looking");
}

/* The evaluation graph of an opened game: every position analysed, the
 * rook given away marked as a likely mistake (a red dot, the move in the
 * list, the sentence), and a click on the graph goes to that position. */
static void
test_evaluation_graph (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoAnalysisPanel *panel = lalao_game_view_get_analysis (view);
  LalaoEvalGraph *graph = lalao_analysis_panel_get_graph (panel);
  LalaoMoveList *list = lalao_game_view_get_move_list (view);
  static const char text[] = "[Variant \"Samantsy\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n\n"
                             "1. a1b1 h8h7 2. g1g7 h7g7 1/2-1/2\n";
  g_autofree char *dir = g_dir_make_tmp ("lalao-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "blunder.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GError) error = NULL;
  const LalaoEvaluation *evs;
  LalaoGame *game;
  guint mistakes[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  /* Bare hovas: a draw, a score of 0. */
  const char *drawn = "After 2… Hova h7×g7: White 25%, draw 50%, Black 25%.";

  /* White, a rook up, puts it next to the black king: 2. g1g7?? */
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  gtk_window_present (GTK_WINDOW (window));
  lalao_game_view_set_move_time (view, 200);
  g_assert_true (lalao_window_open_file (LALAO_WINDOW (window), file, &error));
  g_assert_no_error (error);
  ui_iterate_until (ui_is_mapped, graph, 5000);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (panel)));
  ui_iterate_until (analysis_done, panel, 60000);
  g_assert_true (lalao_analysis_panel_get_done (panel));
  g_assert_cmpuint (lalao_eval_graph_get_n_analysed (graph), ==, 5);

  evs = lalao_eval_graph_get_evaluations (graph);
  g_assert_cmpfloat (lalao_evaluation_expected (&evs[2]), >, 0.8);
  g_assert_cmpfloat_with_epsilon (lalao_evaluation_expected (&evs[4]), 0.5, 0.1);
  g_assert_cmpuint (lalao_eval_graph_get_mistakes (graph, mistakes), ==, 1);
  g_assert_cmpuint (mistakes[0], ==, 3);
  g_assert_cmpstr (lalao_analysis_panel_get_mistakes_text (panel), ==, "Likely mistakes: 2. Vorona g1–g7+ (White).");
  g_assert_true (gtk_widget_has_css_class (lalao_move_list_get_button (list, 2), "mistake"));
  /* A mistake is marked "?" and drawn orange, a blunder "??" and red. */
  gboolean blunder = lalao_evaluations_judge_move (evs, 5, 3) == LALAO_MISTAKE_BLUNDER;
  g_test_message ("g1g7 is judged a %s", blunder ? "blunder" : "mistake");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (lalao_move_list_get_button (list, 2))))),
                   ==, blunder ? "Vorona g1–g7+??" : "Vorona g1–g7+?");
  g_assert_false (gtk_widget_has_css_class (lalao_move_list_get_button (list, 1), "mistake"));
  /* The mistake says what it allowed, and the better move. */
  const char *tip = gtk_widget_get_tooltip_text (lalao_move_list_get_button (list, 2));
  g_test_message ("%s", tip);
  g_assert_nonnull (strstr (tip, "The answer Hova h7×g7 takes the vorona on g7. Better was "));
  ui_wait (100);
  g_assert_true (ui_picture_save (GTK_WIDGET (graph), "evaluation-graph.png"));
  g_assert_cmpuint (ui_picture_count_colour (GTK_WIDGET (graph), blunder ? 0xe01b24 : 0xff7800, 8), >, 20);

  /* Learn from your mistakes: the board goes back before g1g7. */
  g_assert_true (gtk_widget_get_visible (view->mistakes_button));
  lalao_game_view_learn_from_mistakes (view);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);
  /* What the mistake allowed, not the better move: that is the question. */
  g_assert_cmpstr (lalao_game_view_get_mistake_text (view), ==,
                   "1 / 1. You played Vorona g1–g7+. The answer Hova h7×g7 takes the vorona on g7. Find a better move.");
  /* The same move again is refused at once. */
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g7");
  g_assert_cmpstr (lalao_game_view_get_mistake_text (view), ==, "That is the move you played. Find another one.");
  /* A move that gives the vorona away is not good enough... */
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g8");
  ui_iterate_until (judged, view, 60000);
  /* ...and the coach says why: the hova takes it. */
  g_assert_true (g_str_has_suffix (lalao_game_view_get_mistake_text (view),
                                   " is not good enough either. The answer Hova h7×g8 takes the vorona on g8. "
                                   "Try another move, or show the solution."));
  /* ...one that keeps it safe is as good as the computer's. */
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g2");
  ui_iterate_until (judged, view, 60000);
  g_assert_true (g_str_has_prefix (lalao_game_view_get_mistake_text (view), "Well found: "));
  /* The moves tried are not played into the game. */
  g_assert_cmpuint (lalao_game_get_n_moves_recorded (lalao_game_view_get_game (view)), ==, 4);
  lalao_game_view_show_mistake_solution (view);
  ui_iterate_until (judged, view, 60000);
  g_assert_true (g_str_has_prefix (lalao_game_view_get_mistake_text (view), "The computer plays "));
  g_assert_true (lalao_board_view_get_has_hint (lalao_game_view_get_board (view)));
  lalao_game_view_next_mistake (view);
  g_assert_cmpstr (lalao_game_view_get_mistake_text (view), ==, "That was the last of your mistakes in this game.");
  lalao_game_view_stop_mistakes (view);
  g_assert_cmpstr (lalao_game_view_get_mistake_text (view), ==, "");

  /* A click at the graph's left edge goes to the start, in the middle to
   * the middle; the graph describes the position it is on. */
  game = lalao_game_view_get_game (view);
  g_assert_cmpuint (lalao_eval_graph_position_at (graph, 0), ==, 0);
  g_assert_cmpuint (lalao_eval_graph_position_at (graph, gtk_widget_get_width (GTK_WIDGET (graph)) / 2.0), ==, 2);
  g_signal_emit_by_name (graph, "position-activated", 3);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 3);
  g_signal_emit_by_name (graph, "position-activated", 4);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 4);
  gtk_test_accessible_assert_property (graph, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, drawn);
  gtk_window_destroy (GTK_WINDOW (window));
  g_remove (path);
  g_rmdir (dir);
}

/* The Open and Save dialogs start in the folder used last, or else in
 * the Documents folder (or home), never in the working directory. */
static void
test_dialog_folder (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoWindow *w = LALAO_WINDOW (window);
  g_autofree char *dir = g_dir_make_tmp ("lalao-folder-XXXXXX", NULL);
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autofree char *cwd = g_get_current_dir ();
  GSettings *settings = w->settings;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (w, "songo", NULL, 0, 0, LALAO_FIRST);
  g_settings_set_string (settings, "last-folder", "");
  g_autofree char *start = _lalao_window_dialog_folder (w);
  g_assert_true (g_strcmp0 (start, documents) == 0 || g_strcmp0 (start, g_get_home_dir ()) == 0);
  g_assert_cmpstr (start, !=, cwd);

  g_settings_set_string (settings, "last-folder", dir);
  g_autofree char *last = _lalao_window_dialog_folder (w);
  g_assert_cmpstr (last, ==, dir);
  /* A folder gone since is not offered. */
  g_settings_set_string (settings, "last-folder", "/nonexistent/lalao");
  g_autofree char *gone = _lalao_window_dialog_folder (w);
  g_assert_cmpstr (gone, !=, "/nonexistent/lalao");
  g_settings_reset (settings, "last-folder");
  gtk_window_destroy (GTK_WINDOW (window));
  g_rmdir (dir);
}

static double
move_list_scroll (LalaoGameView *view)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (view->move_list), GTK_TYPE_SCROLLED_WINDOW);
  return gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled)));
}

static gboolean
list_scrolled (gpointer view)
{
  return move_list_scroll (view) > 0;
}

static gboolean
list_at_top (gpointer view)
{
  return move_list_scroll (view) == 0;
}

/* Stepping through a long game keeps the move on the board in sight in
 * the move list, and a long Fanorona chain wraps instead of widening
 * the panel. */
static void
test_move_list_follows (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoGame *game;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 0, LALAO_FIRST);
  game = lalao_game_view_get_game (view);
  for (int i = 0; i < 120 && lalao_game_get_status (game).result == LALAO_ONGOING; i++)
    {
      const LalaoEngine *e = lalao_game_get_engine (game);
      LalaoMove moves[LALAO_MAX_MOVES];
      char text[LALAO_MOVE_TEXT_MAX];
      int n = e->legal_moves (lalao_game_get_position (game), moves);
      e->format_move (lalao_game_get_position (game), moves[i % n], text);
      g_assert_true (lalao_game_play_text (game, text, NULL));
    }
  ui_iterate_until (ui_is_mapped, view->move_list, 5000);
  /* A loaded machine lays a long list out slowly: wait for the scroll. */
  ui_iterate_until (list_scrolled, view, 20000);
  g_assert_cmpfloat (move_list_scroll (view), >, 0);
  lalao_game_view_go_to (view, 0);
  ui_iterate_until (list_at_top, view, 20000);
  g_assert_cmpfloat (move_list_scroll (view), ==, 0);
  lalao_game_view_go_to (view, lalao_game_get_n_moves_recorded (game));
  ui_iterate_until (list_scrolled, view, 20000);
  g_assert_cmpfloat (move_list_scroll (view), >, 0);

  /* A chain of Fanorona captures, nine steps long, in the list. */
  int panel = gtk_widget_get_width (view->panel);
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", 0, 0, LALAO_FIRST);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2b3W,b3c3A,c3b4W", NULL));
  ui_wait (300);
  g_assert_cmpint (gtk_widget_get_width (view->panel), ==, panel);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two people playing here: the computer's view stays hidden while their
 * game is under way (a preference shows it), and a move played after
 * going back replaces the moves after it, without a question. */
static void
test_two_people (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  LalaoGame *game;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 0, LALAO_FIRST);
  game = lalao_game_view_get_game (view);
  for (const char *const *m = (const char *const[]) { "b2b3", "e5e4", "a2a3", "f5f4", NULL }; *m != NULL; m++)
    g_assert_true (lalao_game_play_text (game, *m, NULL));
  lalao_game_view_go_to (view, 2);
  g_assert_true (lalao_game_view_get_reviewing (view));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (lalao_game_view_get_analysis (view))));
  g_settings_set_boolean (settings, "analysis-between-people", TRUE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (lalao_game_view_get_analysis (view))));
  g_settings_reset (settings, "analysis-between-people");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (lalao_game_view_get_analysis (view))));

  /* From move 2, another move: it replaces moves 3 and 4. */
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "c2c3");
  g_assert_null (ui_find_toplevel ("ask-dialog"));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (lalao_game_get_n_moves_recorded (game), ==, 3);

  /* Once the game is over, the analysis shows. */
  lalao_game_view_resign (view);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (lalao_game_view_get_analysis (view))));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Learn from your mistakes is offered after a resignation, a beginner's
 * most common end: its board is not over, the game is. White gives the
 * vorona away (g1g7??), and Black, to move, resigns (two people here:
 * every move is a learner's). */
static void
test_mistakes_after_resignation (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoAnalysisPanel *panel = lalao_game_view_get_analysis (view);
  LalaoGame *game;

  gtk_window_present (GTK_WINDOW (window));
  lalao_game_view_set_move_time (view, 200);
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "7k/8/8/8/8/8/8/K5R1 w - - 0 1", 0, 0, LALAO_FIRST);
  game = lalao_game_view_get_game (view);
  for (const char *const *m = (const char *const[]) { "a1b1", "h8h7", "g1g7", NULL }; *m != NULL; m++)
    g_assert_true (lalao_game_play_text (game, *m, NULL));
  lalao_game_view_go_to (view, 3);
  g_assert_false (gtk_widget_get_visible (view->mistakes_button));
  lalao_game_view_resign (view);
  g_assert_cmpint (lalao_game_get_status_at (game, lalao_game_get_n_moves_recorded (game)).result, ==, LALAO_ONGOING);
  ui_iterate_until (analysis_done, panel, 60000);
  g_assert_true (lalao_analysis_panel_get_done (panel));
  g_assert_true (gtk_widget_get_visible (view->mistakes_button));
  lalao_game_view_learn_from_mistakes (view);
  g_assert_cmpstr (lalao_game_view_get_mistake_text (view), ==,
                   "1 / 1. You played Vorona g1–g7+. The answer Hova h7×g7 takes the vorona on g7. Find a better move.");
  lalao_game_view_stop_mistakes (view);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("review-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/review-ui/open-and-review", test_open_and_review);
  g_test_add_func ("/review-ui/variation", test_variation);
  g_test_add_func ("/review-ui/autosave", test_autosave);
  g_test_add_func ("/review-ui/evaluation-graph", test_evaluation_graph);
  g_test_add_func ("/review-ui/several-games", test_several_games);
  g_test_add_func ("/review-ui/broken-files", test_broken_files);
  g_test_add_func ("/review-ui/nothing-lost", test_nothing_lost);
  g_test_add_func ("/review-ui/board-keeps-size", test_board_keeps_size);
  g_test_add_func ("/review-ui/dialog-folder", test_dialog_folder);
  g_test_add_func ("/review-ui/move-list-follows", test_move_list_follows);
  g_test_add_func ("/review-ui/two-people", test_two_people);
  g_test_add_func ("/review-ui/mistakes-after-resignation", test_mistakes_after_resignation);
  return g_test_run ();
}
