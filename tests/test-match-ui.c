/* test-match-ui.c — a Surakarta match in the app: chosen in the new-game
 * dialog, scored at the end of each game, the sides swapped.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "lalao-autosave.h"
#include "lalao-i18n.h"
#include "lalao-game-view-private.h"
#include "lalao-window-private.h"
#include "ui-test-util.h"

static AdwMessageDialog *
end_dialog (void)
{
  GtkWidget *dialog = ui_find_toplevel ("end-dialog");
  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

/* Two people, a match of two games. In each game White resigns: in the
 * first game White is player 1, in the second player 2, so each scores
 * the twelve pieces of one game and the match is drawn. */
static void
test_two_games (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoNewGameDialog *dialog;
  AdwMessageDialog *end;
  LalaoMatch match;

  gtk_window_present (GTK_WINDOW (window));
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "surakarta");
  g_assert_nonnull (lalao_new_game_dialog_get_row (dialog, "match"));
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 1);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "match"), 1);
  g_assert_true (lalao_new_game_dialog_get_match (dialog, &match));
  g_assert_cmpint (match.target, ==, 3);
  g_assert_true (gtk_widget_is_visible (GTK_WIDGET (lalao_new_game_dialog_get_match_target (dialog))));
  gtk_spin_button_set_value (lalao_new_game_dialog_get_match_target (dialog), 2);
  lalao_new_game_dialog_start (dialog);
  g_autofree char *match_goal = g_settings_get_string (settings, "match-goal");
  g_assert_cmpstr (match_goal, ==, "games");
  g_assert_cmpint (g_settings_get_int (settings, "match-games"), ==, 2);

  g_assert_true (lalao_game_view_get_match (view, &match));
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==,
                   "Match of 2 games, game 1: Player 1 0, Player 2 0. Player 1 plays White in this game.");

  /* Game 1: White, player 1, resigns. */
  lalao_game_view_resign (view);
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = end_dialog ();
  g_assert_nonnull (strstr (adw_message_dialog_get_body (end), "Match of 2 games, game 2: Player 1 0, Player 2 12."));
  g_assert_true (adw_message_dialog_has_response (end, "next-game"));
  adw_message_dialog_response (end, "next-game");
  gtk_window_destroy (GTK_WINDOW (end));
  g_assert_true (lalao_game_view_get_match (view, &match));
  g_assert_cmpint (match.n_played, ==, 1);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 0);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==,
                   "Match of 2 games, game 2: Player 1 0, Player 2 12. Player 1 plays Black in this game.");

  /* Game 2: White, now player 2, resigns: 12 all, the match is drawn. */
  lalao_game_view_resign (view);
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = end_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (end), ==, "The Match Is Drawn");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (end), "Match of 2 games, over: Player 1 12, Player 2 12."));
  g_assert_false (adw_message_dialog_has_response (end, "next-game"));
  g_assert_true (adw_message_dialog_has_response (end, "new-game"));
  gtk_window_destroy (GTK_WINDOW (end));

  /* A single game again: no match. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "surakarta");
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "match"), 0);
  lalao_new_game_dialog_start (dialog);
  g_assert_false (lalao_game_view_get_match (view, NULL));
  g_settings_reset (settings, "match-goal");
  g_settings_reset (settings, "match-games");
  g_settings_reset (settings, "opponent");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Against the computer the person swaps sides too, and the match is
 * kept in the autosave. */
static void
test_against_computer (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoMatch match = lalao_match_new (LALAO_MATCH_POINTS, 20);
  AdwMessageDialog *end;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 1, LALAO_FIRST);
  lalao_game_view_set_match (view, &match);
  lalao_game_view_set_move_time (view, 5);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==, "Match to 20 points, game 1: you 0, the computer 0.");
  /* The person resigns: the computer scores its 12. */
  lalao_game_view_resign (view);
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = end_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_heading (end), ==, "You Lost");
  adw_message_dialog_response (end, "next-game");
  gtk_window_destroy (GTK_WINDOW (end));
  g_assert_cmpint (lalao_game_view_get_person_side (view), ==, LALAO_SECOND);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==, "Match to 20 points, game 2: you 0, the computer 12.");

  /* The record of the game under way carries the match. */
  LalaoRecordGame *record = lalao_game_view_get_record (view);
  g_assert_cmpstr (lalao_record_game_get_tag (record, "LalaoMatch"), ==, "points 20 1 0 12");
  g_assert_cmpstr (lalao_record_game_get_tag (record, "Round"), ==, "2");

  /* Closed and resumed, the match goes on. */
  gtk_window_close (GTK_WINDOW (window));
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (lalao_window_resume (LALAO_WINDOW (window), "surakarta"));
  g_assert_true (lalao_game_view_get_match (view, &match));
  g_assert_cmpint (match.n_played, ==, 1);
  g_assert_cmpint (match.points[1], ==, 12);
  g_assert_cmpint (lalao_game_view_get_person_side (view), ==, LALAO_SECOND);
  g_assert_cmpstr (lalao_game_view_get_match_text (view), ==, "Match to 20 points, game 2: you 0, the computer 12.");
  lalao_autosave_clear (NULL);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("match-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/match-ui/two-games", test_two_games);
  g_test_add_func ("/match-ui/against-computer", test_against_computer);
  return g_test_run ();
}
