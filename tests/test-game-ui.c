/* test-game-ui.c — each game played in the real window by clicks on the
 * board widget: a move, the computer's reply, undo, and a short forced
 * game that ends in the end-of-game dialog. Saves game-GAME.png.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>

#include "fanorona.h"
#include "samantsy.h"
#include "songo.h"
#include "lalao-endgame-rows.h"
#include "lalao-accessible.h"
#include "lalao-board-painter.h"
#include "lalao-board-point.h"
#include "lalao-board-story.h"
#include "lalao-board-style.h"
#include "lalao-explainer.h"
#include "lalao-i18n.h"
#include "lalao-option-texts.h"
#include "lalao-game-view-private.h"
#include "lalao-window-private.h"
#include "ui-picture.h"
#include "ui-test-util.h"

typedef struct {
  LalaoGameView *view;
  LalaoSide person;
} Turn;

static gboolean
persons_turn (gpointer data)
{
  Turn *t = data;
  LalaoGame *game = lalao_game_view_get_game (t->view);
  return lalao_game_get_side_to_move (game) == t->person && !lalao_ai_player_get_thinking (lalao_game_view_get_ai (t->view));
}

/* The end dialog is up; data not NULL: close it too. */
static gboolean
end_dialog_shown (gpointer data)
{
  GtkWidget *dialog = ui_find_toplevel ("end-dialog");
  if (dialog != NULL && data != NULL)
    gtk_window_destroy (GTK_WINDOW (dialog));
  return dialog != NULL;
}

/* Clicks the points of a move's text on the board, as a person would. */
static void
click_move (LalaoGameView *view, const char *text)
{
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_game_get_engine (lalao_game_view_get_game (view));
  const char *s = text;
  char name[16];
  int last = -1;

  while (*s)
    {
      int point = -1;
      size_t len = 0;
      for (int i = 0; i < 64; i++)
        {
          e->point_name (i, name);
          if (name[0] != '?' && strlen (name) > len && g_str_has_prefix (s, name))
            {
              point = i;
              len = strlen (name);
            }
        }
      if (point < 0)
        {
          s++;  /* "x", "A", "W", "," and promotion letters are not points */
          continue;
        }
      if (point != last)
        {
          double x, y;
          lalao_board_view_point_pixels (board, point, &x, &y);
          lalao_board_view_click_at (board, x, y);
        }
      last = point;
      s += len;
    }
  if (lalao_board_view_get_chain_in_progress (board))
    lalao_board_view_end_turn (board);
}

/* Lets the page transition end and a frame be drawn before a picture. */
static void
let_frames_draw (void)
{
  gint64 until = g_get_monotonic_time () + 400000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

typedef struct {
  const char *id;
  const char *forced_fen;   /* the person (first player) wins in one move */
  const char *winning_move;
} Case;

static void
play_game (gconstpointer data)
{
  const Case *c = data;
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  Turn turn = { view, LALAO_FIRST };
  LalaoMove moves[LALAO_MAX_MOVES];
  char first[LALAO_MOVE_TEXT_MAX];
  g_autofree char *name = g_strdup_printf ("game-%s.png", c->id);
  g_autofree char *png = ui_picture_path (name);

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  ui_iterate_until (ui_is_mapped, window, 10000);
  g_assert_true (ui_is_mapped (window));

  /* The Play button's dialog: against the computer at level 1, as the
   * first player. A move by clicks, the computer's reply, then undo takes
   * both back. */
  LalaoNewGameDialog *dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), c->id);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 0);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "level"), 0);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "side"), 0);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "first"), 0);
  lalao_new_game_dialog_start (dialog);
  lalao_game_view_set_move_time (view, 100);
  ui_iterate_until (ui_is_mapped, lalao_game_view_get_board (view), 5000);
  LalaoGame *game = lalao_game_view_get_game (view);
  const LalaoEngine *e = lalao_game_get_engine (game);
  g_assert_cmpint (e->legal_moves (lalao_game_get_position (game), moves), >, 0);
  e->format_move (lalao_game_get_position (game), moves[0], first);
  click_move (view, first);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  ui_iterate_until (persons_turn, &turn, 10000);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  let_frames_draw ();
  ui_picture_save (window, png);
  g_assert_true (g_file_test (png, G_FILE_TEST_EXISTS));
  lalao_game_view_undo (view);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);

  /* A short forced game: one winning move and the end dialog. */
  lalao_window_play (LALAO_WINDOW (window), c->id, c->forced_fen, lalao_engine_default_options (e), 1,
                     LALAO_FIRST);
  game = lalao_game_view_get_game (view);
  click_move (view, c->winning_move);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_FIRST_WINS);
  ui_iterate_until (end_dialog_shown, NULL, 5000);
  g_assert_true (end_dialog_shown (GINT_TO_POINTER (1)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
n_moves_is_one (gpointer view)
{
  return lalao_game_get_n_moves (lalao_game_view_get_game (view)) == 1
         && !lalao_ai_player_get_thinking (lalao_game_view_get_ai (view));
}

/* The new-game dialog: its choices start the game they describe, are
 * remembered, and come back the next time. */
static void
test_new_game_dialog (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoNewGameDialog *dialog;
  LalaoGame *game;
  gboolean compulsory = TRUE;

  gtk_window_present (GTK_WINDOW (window));
  ui_iterate_until (ui_is_mapped, window, 10000);

  /* Fanorona between two people, Black starting, capture not compulsory. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "fanorona");
  g_assert_nonnull (lalao_new_game_dialog_get_option_switch (dialog, "compulsory-capture"));
  g_assert_true (gtk_switch_get_active (lalao_new_game_dialog_get_option_switch (dialog, "compulsory-capture")));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (lalao_new_game_dialog_get_row (dialog, "first"))));
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 1);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (lalao_new_game_dialog_get_row (dialog, "level"))));
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "first"), 1);
  gtk_switch_set_active (lalao_new_game_dialog_get_option_switch (dialog, "compulsory-capture"), FALSE);
  ui_iterate_until (ui_is_mapped, dialog, 5000);
  ui_picture_save (GTK_WIDGET (dialog), "new-game-dialog.png");
  /* Enter starts: the focus is on Start, not on Cancel. */
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (dialog));
  g_assert_true (GTK_IS_BUTTON (focus));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (focus)), ==, "_Start");
  lalao_new_game_dialog_start (dialog);
  game = lalao_game_view_get_game (view);
  g_assert_cmpstr (lalao_game_get_engine (game)->id, ==, "fanorona");
  g_assert_cmpint (lalao_game_get_side_to_move (game), ==, LALAO_SECOND);
  g_assert_cmpuint (lalao_game_get_options (game) & FANORONA_OPTION_COMPULSORY, ==, 0);
  g_assert_cmpuint (lalao_game_get_options (game) & FANORONA_OPTION_DIRECTION_RULE, !=, 0);
  g_assert_true (lalao_game_play_text (game, "f4e3A", NULL));
  g_assert_false (lalao_ai_player_get_thinking (lalao_game_view_get_ai (view)));
  g_autofree char *opponent = g_settings_get_string (settings, "opponent");
  g_assert_cmpstr (opponent, ==, "person");
  g_assert_cmpint (g_settings_get_int (settings, "first-player"), ==, 1);
  g_assert_true (g_variant_lookup (g_settings_get_value (settings, "game-options"), "fanorona/compulsory-capture",
                                   "b", &compulsory));
  g_assert_false (compulsory);

  /* The next dialog shows those choices again. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "fanorona");
  g_assert_cmpuint (adw_combo_row_get_selected (lalao_new_game_dialog_get_row (dialog, "opponent")), ==, 1);
  g_assert_cmpuint (adw_combo_row_get_selected (lalao_new_game_dialog_get_row (dialog, "first")), ==, 1);
  g_assert_false (gtk_switch_get_active (lalao_new_game_dialog_get_option_switch (dialog, "compulsory-capture")));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Songo against the computer, North starting and the person South: the
   * computer opens. Samantsy has no "who starts". */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "songo");
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 0);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "level"), 0);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "side"), 0);
  lalao_new_game_dialog_start (dialog);
  lalao_game_view_set_move_time (view, 100);
  ui_iterate_until (n_moves_is_one, view, 10000);
  game = lalao_game_view_get_game (view);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_assert_cmpint (lalao_game_get_side_to_move (game), ==, LALAO_FIRST);
  g_assert_cmpint (g_settings_get_int (settings, "computer-level"), ==, 1);

  /* The menu's check box shows and hides the coordinates, remembered. */
  g_assert_true (lalao_board_view_get_coordinates (lalao_game_view_get_board (view)));
  g_assert_true (gtk_widget_activate_action (window, "win.show-coordinates", NULL));
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));
  g_assert_false (lalao_board_view_get_coordinates (lalao_game_view_get_board (view)));
  g_settings_reset (settings, "show-coordinates");
  g_assert_true (lalao_board_view_get_coordinates (lalao_game_view_get_board (view)));

  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (lalao_new_game_dialog_get_row (dialog, "first"))));
  g_assert_null (lalao_new_game_dialog_get_option_switch (dialog, "compulsory-capture"));
  /* Huffel's 1940 pieces: off by default, and on when switched. */
  GtkSwitch *huffel = lalao_new_game_dialog_get_option_switch (dialog, "huffel");
  g_assert_nonnull (huffel);
  g_assert_false (gtk_switch_get_active (huffel));
  g_assert_false (lalao_new_game_dialog_get_options (dialog) & SAMANTSY_OPTION_HUFFEL);
  gtk_switch_set_active (huffel, TRUE);
  g_assert_true (lalao_new_game_dialog_get_options (dialog) & SAMANTSY_OPTION_HUFFEL);
  gtk_switch_set_active (huffel, FALSE);
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Surakarta: "Les joueurs décident qui commence": Black may start. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "surakarta");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (lalao_new_game_dialog_get_row (dialog, "first"))));
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 1);
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "first"), 1);
  lalao_new_game_dialog_start (dialog);
  game = lalao_game_view_get_game (view);
  g_assert_cmpstr (lalao_game_get_engine (game)->id, ==, "surakarta");
  g_assert_cmpint (lalao_game_get_side_to_move (game), ==, LALAO_SECOND);
  g_assert_true (lalao_game_play_text (game, "a5a4", NULL));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The board has drawn the last move, and the panel has caught up with it
 * (the counts and "Your turn" wait for the animation). */
static gboolean
settled (gpointer view)
{
  LalaoGameView *v = view;
  return !lalao_board_view_get_animating (lalao_game_view_get_board (v)) && v->settle_source == 0;
}

/* The pieces taken, beside the board: a capture that promotes counts the
 * vorona taken and no zaza; Fanorona counts the stones of an approach. */
static void
test_captured_view (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoCapturedView *captured = lalao_game_view_get_captured (view);
  int counts[8];

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "r3k3/1P6/8/8/8/8/P7/4K3 w - - 0 1", 0, 0, LALAO_FIRST);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b7a8q", NULL));
  ui_iterate_until (settled, view, 5000);
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[SAMANTSY_VORONA], ==, 1);
  g_assert_cmpint (counts[SAMANTSY_ZAZA] + counts[SAMANTSY_ANAKOVA], ==, 0);
  lalao_captured_view_get_counts (captured, LALAO_SECOND, counts);
  g_assert_cmpint (counts[SAMANTSY_ZAZA] + counts[SAMANTSY_VORONA], ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (captured)));
  lalao_game_view_undo (view);
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[SAMANTSY_VORONA], ==, 0);

  lalao_window_play (LALAO_WINDOW (window), "fanorona", NULL, lalao_engine_default_options (lalao_engine_lookup ("fanorona")),
                     0, LALAO_FIRST);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "d2e3A", NULL));
  ui_iterate_until (settled, view, 5000);
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[0], ==, 2);
  ui_iterate_until (ui_is_mapped, lalao_game_view_get_board (view), 5000);
  let_frames_draw ();
  ui_picture_save (window, "captured-fanorona.png");

  /* Songo's seeds are in the stores on its board, and counted here too,
   * once the sowing has been drawn. */
  lalao_window_play (LALAO_WINDOW (window), "songo", "3,5,5,5,5,5,4/1,1,1,1,0,0,0 s 20 14", 0, 0, LALAO_FIRST);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (captured)));
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[0], ==, 20);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "S0", NULL));
  g_assert_true (lalao_board_view_get_animating (lalao_game_view_get_board (view)));
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[0], ==, 20);
  ui_iterate_until (settled, view, 10000);
  lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
  g_assert_cmpint (counts[0], ==, 26);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The story of a move, as the board animates it, from its trace. */
static void
tell (const char *game, const char *fen, const char *text, LalaoPosition *before, LalaoBoardStory *story)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoPosition after;
  LalaoTrace trace;
  LalaoMove move;
  LalaoError err;

  g_assert_true (e->from_fen (before, fen, 0, &err));
  lalao_engine_read_move (e, before, text, &move, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  lalao_trace_clear (&trace);
  e->play (before, move, &after, &trace);
  lalao_board_story_tell (lalao_board_painter_lookup (game), before, move, &trace, story);
}

static void
test_stories (void)
{
  LalaoBoardStory *story = g_new0 (LalaoBoardStory, 1);
  const LalaoBoardPainter *fanorona = lalao_board_painter_lookup ("fanorona");
  GString *beats = g_string_new (NULL);
  LalaoPosition before;
  LalaoSide side;
  double x, y, t;

  /* Samantsy: the rook glides from d1 to d8 and the piece there fades. */
  tell ("samantsy", "3rk3/8/8/8/8/8/8/3RK3 w - - 0 1", "d1d8", &before, story);
  g_assert_cmpint (story->n_beats, ==, 1);
  g_assert_cmpuint (story->beats[0].hidden, ==, G_GUINT64_CONSTANT (1) << 3);
  g_assert_cmpuint (story->beats[0].fading, ==, G_GUINT64_CONSTANT (1) << 59);
  lalao_board_story_traveller_at (story, &story->beats[0], 1, &x, &y);
  g_assert_cmpfloat (fabs (y - story->path[2 * story->beats[0].path_start + 3]), <, 1e-9);

  /* Songo, the seeds' example 3: the hand lifts the grenier's 17 seeds,
   * drops them one by one (going right round), then four pits empty into
   * South's store, 11 seeds in all. */
  tell ("songo", "5,5,5,5,5,17,5/0,1,0,2,4,4,4 s 0 8", "S5", &before, story);
  g_assert_cmpint (story->n_beats, ==, 1 + 17 + 4);
  g_assert_cmpint (story->beats[0].kind, ==, 17);
  g_assert_cmpint (songo_const (&story->beats[0].base)->pits[5], ==, 0);
  g_assert_cmpint (story->beats[1].kind, ==, 17);
  g_assert_cmpint (story->beats[17].kind, ==, 1);
  /* When the hand reaches the eighth pit, N1 already has its seed. */
  g_assert_cmpint (songo_const (&story->beats[8].base)->pits[8], ==, 2);
  const LalaoBoardBeat *last = &story->beats[story->n_beats - 1];
  g_assert_cmpint (songo_const (&last->base)->captured[LALAO_FIRST] + last->kind, ==, 11);
  lalao_board_story_traveller_at (story, last, 1, &x, &y);
  g_assert_cmpfloat (x, >, 8);  /* in South's store, on the right */
  g_assert_true (lalao_board_story_at (story, lalao_board_story_length (story) - 1, &t) == last);

  /* Fanorona, the seeds' example: three steps, each followed by the stones
   * it took leaving one by one, in the order of the trace. */
  tell ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3c3A,c3b4W", &before, story);
  for (int i = 0; i < story->n_beats; i++)
    g_string_append_c (beats, story->beats[i].kind >= 0 ? 'S' : story->beats[i].fading ? 'x' : '?');
  g_assert_cmpstr (beats->str, ==, "SxSxxxSxx");
  /* The last stone fades with the white stone already on b4. */
  last = &story->beats[story->n_beats - 1];
  g_assert_cmpint (fanorona->piece_at (&last->base, 28, &side), ==, 0);
  g_assert_cmpint (side, ==, LALAO_FIRST);

  g_string_free (beats, TRUE);
  g_free (story);
}

/* Surakarta's capture travels round the loops: its path starts and ends
 * on the move's points and leaves the grid for the margin of the loops. */
static void
test_surakarta_path (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  const LalaoBoardPainter *p = lalao_board_painter_lookup ("surakarta");
  LalaoPosition pos;
  LalaoMove move;
  LalaoError err;
  double xy[2 * 128], fx, fy, tx, ty, ax, ay, gx, gy, outside = 0;
  int n;

  g_assert_true (e->from_fen (&pos, "6/6/6/6/1w4/4b1 w 0 1", 0, &err));
  lalao_engine_read_move (e, &pos, "b2xe1", &move, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  n = p->move_path (&pos, move, xy, 128);
  g_assert_cmpint (n, >, 10);
  p->point_centre (move.from, &fx, &fy);
  p->point_centre (move.to, &tx, &ty);
  g_assert_cmpfloat_with_epsilon (xy[0], fx, 1e-9);
  g_assert_cmpfloat_with_epsilon (xy[1], fy, 1e-9);
  g_assert_cmpfloat_with_epsilon (xy[2 * n - 2], tx, 1e-6);
  g_assert_cmpfloat_with_epsilon (xy[2 * n - 1], ty, 1e-6);
  /* The loop round f1 leaves the grid (from a6 to f1) by most of a unit. */
  p->point_centre (30, &ax, &ay);
  p->point_centre (5, &gx, &gy);
  for (int i = 0; i < n; i++)
    outside = MAX (outside, MAX (MAX (ax - xy[2 * i], xy[2 * i] - gx), MAX (ay - xy[2 * i + 1], xy[2 * i + 1] - gy)));
  g_assert_cmpfloat (outside, >, 0.9);
  /* A step has no special path. */
  lalao_engine_read_move (e, &pos, "b2b3", &move, &err);
  g_assert_cmpint (p->move_path (&pos, move, xy, 128), ==, 0);
}

static gboolean
n_moves_is_two (gpointer view)
{
  return lalao_game_get_n_moves (lalao_game_view_get_game (view)) == 2;
}

static gboolean
not_animating (gpointer board)
{
  return !lalao_board_view_get_animating (board);
}

/* Runs the main loop for ms milliseconds, or until the board is still. */
static void
ui_wait_while_animating (LalaoBoardView *board, int ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;
  while (lalao_board_view_get_animating (board) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE), g_usleep (1000);
}

/* The computer's move glides to its point, then the board is still. */
static void
test_move_animation (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", "6/6/6/6/1w4/4b1 w 0 1", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2xe1", NULL));
  g_assert_true (lalao_board_view_get_animating (board));
  /* A picture on the way, round the loop (on a loaded machine it may be
   * the end of the way: the pictures are to look at, not assertions). */
  ui_wait_while_animating (board, 550);
  ui_picture_save (GTK_WIDGET (board), "animation-surakarta.png");
  ui_iterate_until (not_animating, board, 3000);
  g_assert_false (lalao_board_view_get_animating (board));

  /* A Songo grenier goes round seed by seed, and a Fanorona chain step by
   * step: pictures on the way, to look at. */
  lalao_window_play (LALAO_WINDOW (window), "songo", "5,5,5,5,5,17,5/0,1,0,2,4,4,4 s 0 8", 0, 0, LALAO_FIRST);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "S5", NULL));
  g_assert_true (lalao_board_view_get_animating (board));
  ui_wait_while_animating (board, 1400);
  ui_picture_save (GTK_WIDGET (board), "animation-songo.png");
  ui_iterate_until (not_animating, board, 8000);
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", 0, 0, LALAO_FIRST);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2b3W,b3c3A,c3b4W", NULL));
  g_assert_true (lalao_board_view_get_animating (board));
  ui_wait_while_animating (board, 700);
  ui_picture_save (GTK_WIDGET (board), "animation-fanorona.png");
  ui_iterate_until (not_animating, board, 8000);

  /* The computer's quick answer waits until the person's move has landed. */
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 1, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 5);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "e2e5", NULL));
  g_assert_true (lalao_board_view_get_animating (board));
  while (lalao_board_view_get_animating (board))
    {
      g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 1);
      g_main_context_iteration (NULL, TRUE);
    }
  ui_iterate_until (n_moves_is_two, view, 3000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);

  /* A screen reader has the computer's reply in sentences, as the board's
   * description, the same sentences as the explanation. */
  LalaoGame *game = lalao_game_view_get_game (view);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  g_autofree char *reply = lalao_game_explain_last_move (game);
  g_assert_true (g_str_has_prefix (reply, "Black "));
  gtk_test_accessible_assert_property (board, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reply);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The main loop's gaps between two runs of a 2 ms timeout, the frames
 * painted, and how much of each gap went to painting. Without a GPU
 * (Xvfb) GTK paints in software, 10 to 60 ms a frame. The gaps are
 * reported, not bounded: a loaded machine may pause any thread, and a
 * test must not fail by chance. */
typedef struct {
  LalaoAiPlayer *ai;
  int ticks_while_thinking;
  int frames_while_thinking;
  gint64 last;
  gint64 longest_gap;
  gint64 longest_stall;  /* a gap minus the painting in it */
  gint64 paint_start;
  gint64 painting;       /* painting since the last tick */
  gint64 longest_frame;
} Watch;

static gboolean
watch_tick (gpointer data)
{
  Watch *w = data;
  gint64 now = g_get_monotonic_time ();
  if (w->last != 0)
    {
      w->longest_gap = MAX (w->longest_gap, now - w->last);
      w->longest_stall = MAX (w->longest_stall, now - w->last - w->painting);
    }
  w->painting = 0;
  w->last = now;
  if (lalao_ai_player_get_thinking (w->ai))
    w->ticks_while_thinking++;
  return G_SOURCE_CONTINUE;
}

static void
on_before_paint (GdkFrameClock *clock, Watch *w)
{
  w->paint_start = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock, Watch *w)
{
  gint64 frame = g_get_monotonic_time () - w->paint_start;
  w->painting += frame;
  w->longest_frame = MAX (w->longest_frame, frame);
  if (lalao_ai_player_get_thinking (w->ai))
    w->frames_while_thinking++;
}

static gboolean
watched_enough (gpointer data)
{
  Watch *w = data;
  return (w->ticks_while_thinking >= 50 && w->frames_while_thinking >= 3) || !lalao_ai_player_get_thinking (w->ai);
}

/* While the Master thinks (for a minute, so that no load can end it
 * first), the window's main loop runs on: its timeouts fire and the
 * window paints new frames. A search on the main thread would allow
 * neither until it ended. */
static void
test_no_stall (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  Watch watch = { .ai = lalao_game_view_get_ai (view) };
  GdkFrameClock *clock;
  guint source;

  gtk_window_present (GTK_WINDOW (window));
  ui_iterate_until (ui_is_mapped, window, 30000);
  clock = gtk_widget_get_frame_clock (window);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), &watch);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &watch);
  lalao_game_view_set_move_time (view, 60000);
  source = g_timeout_add (2, watch_tick, &watch);
  lalao_window_play (LALAO_WINDOW (window), "fanorona", NULL,
                     lalao_engine_default_options (lalao_engine_lookup ("fanorona")), 5, LALAO_SECOND);
  g_assert_true (lalao_ai_player_get_thinking (watch.ai));
  /* Blocking iterations: the loop sleeps until something is due. */
  gint64 end = g_get_monotonic_time () + 60000000;
  while (!watched_enough (&watch) && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (source);
  g_signal_handlers_disconnect_by_data (clock, &watch);
  g_test_message ("while the computer thought: %d ticks, %d frames, longest stall %.1f ms, longest gap %.1f ms, "
                  "longest frame %.1f ms", watch.ticks_while_thinking, watch.frames_while_thinking,
                  watch.longest_stall / 1000.0, watch.longest_gap / 1000.0, watch.longest_frame / 1000.0);
  g_assert_true (lalao_ai_player_get_thinking (watch.ai));
  g_assert_cmpint (watch.ticks_while_thinking, >=, 50);
  g_assert_cmpint (watch.frames_while_thinking, >=, 3);
  /* Closing the window stops the search. */
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
not_thinking (gpointer ai)
{
  return !lalao_ai_player_get_thinking (ai);
}

/* The computer interrupted: a new game while it thinks, then the window
 * closed while it thinks again. Nothing may crash, nor answer into a
 * game that is gone (the sanitizer pass runs this too). */
static void
test_interrupt_thinking (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoAiPlayer *ai = lalao_game_view_get_ai (view);
  LalaoGame *first;

  gtk_window_present (GTK_WINDOW (window));
  ui_iterate_until (ui_is_mapped, window, 5000);
  lalao_game_view_set_move_time (view, 30000);
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 5, LALAO_SECOND);
  first = lalao_game_view_get_game (view);
  g_assert_true (lalao_ai_player_get_thinking (ai));
  ui_wait (200);
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 5, LALAO_SECOND);
  g_assert_true (lalao_game_view_get_game (view) != first);
  ui_wait (300);
  /* The first search was stopped: nothing was played in the new game. */
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 0);
  g_assert_true (lalao_ai_player_get_thinking (ai));
  g_object_ref (ai);
  gtk_window_destroy (GTK_WINDOW (window));
  /* The thread's last word arrives on a view that is gone, long before
   * the 30 s of its move time. */
  gint64 closed = g_get_monotonic_time ();
  ui_iterate_until (not_thinking, ai, 10000);
  g_assert_false (lalao_ai_player_get_thinking (ai));
  g_assert_cmpint (g_get_monotonic_time () - closed, <, 20 * G_USEC_PER_SEC);
  g_object_unref (ai);
}

/* The colour of one pixel of the Fanorona start drawn 450×250 offscreen. */
static guint32
board_pixel (int x, int y)
{
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 450, 250);
  cairo_t *cr = cairo_create (surface);
  LalaoPosition pos;
  guint32 pixel;

  e->start (&pos, lalao_engine_default_options (e));
  lalao_board_view_render ("fanorona", &pos, cr, 450, 250, FALSE);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  pixel = ((guint32 *) (void *) cairo_image_surface_get_data (surface))[y * cairo_image_surface_get_stride (surface) / 4 + x]
          & 0xffffff;
  cairo_surface_destroy (surface);
  return pixel;
}

/* The preferences window changes what the boards draw, at once. */
static void
test_preferences (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoPreferencesWindow *prefs;
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  guint32 wood, plain, contrast, contrast_stone;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (window, "win.preferences", NULL));
  prefs = lalao_window_show_preferences (LALAO_WINDOW (window));
  /* (30, 12) is in the board's margin; (50, 213) the middle of the white
   * stone on a1 (43.9 pixels a unit, the board from x = 12.5). */
  wood = board_pixel (30, 12);
  adw_combo_row_set_selected (lalao_preferences_window_get_row (prefs, "board-style"), 1);
  g_autofree char *board_style = g_settings_get_string (settings, "board-style");
  g_assert_cmpstr (board_style, ==, "plain");
  plain = board_pixel (30, 12);
  adw_combo_row_set_selected (lalao_preferences_window_get_row (prefs, "board-style"), 2);
  contrast = board_pixel (30, 12);
  contrast_stone = board_pixel (50, 213);
  g_assert_cmphex (wood, !=, plain);
  g_assert_cmphex (contrast, ==, 0xffffff);
  g_assert_cmphex (contrast_stone, ==, 0xffffff);
  adw_combo_row_set_selected (lalao_preferences_window_get_row (prefs, "board-style"), 0);
  g_assert_cmphex (board_pixel (30, 12), ==, wood);

  /* Flat pieces: the shading of a stone's edge is gone. */
  g_assert_cmphex (board_pixel (45, 208), !=, board_pixel (55, 218));
  adw_combo_row_set_selected (lalao_preferences_window_get_row (prefs, "piece-style"), 1);
  g_assert_cmphex (board_pixel (45, 208), ==, board_pixel (55, 218));

  adw_combo_row_set_selected (lalao_preferences_window_get_row (prefs, "animation-speed"), 0);
  g_autofree char *animation_speed = g_settings_get_string (settings, "animation-speed");
  g_assert_cmpstr (animation_speed, ==, "off");
  g_settings_reset (settings, "board-style");
  g_settings_reset (settings, "piece-style");
  g_settings_reset (settings, "animation-speed");
  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
row_says (gpointer data)
{
  gpointer *d = data;
  const char *subtitle = adw_action_row_get_subtitle (d[0]);
  return subtitle != NULL && g_str_has_prefix (subtitle, d[1]);
}

/* The endgame tables are built from the preferences, in the background:
 * a row per game says what is built; Build starts, with a progress bar
 * and the ending being solved; Stop stops it, keeping what is done. */
static void
test_endgame_rows (void)
{
  g_autofree char *dir = g_dir_make_tmp ("lalao-ui-egt-XXXXXX", NULL);
  g_autofree char *old = g_strdup (g_getenv ("LALAO_ENDGAME_DIR"));
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);

  g_setenv ("LALAO_ENDGAME_DIR", dir, TRUE);
  /* The slower forward solver: the retrograde one builds Songo's tables
   * in a second or two, which Stop could come too late for. */
  g_setenv ("LALAO_ENDGAME_MEMORY", "0", TRUE);
  gtk_window_present (GTK_WINDOW (window));
  LalaoPreferencesWindow *prefs = lalao_window_show_preferences (LALAO_WINDOW (window));
  AdwPreferencesGroup *group = lalao_preferences_window_get_endgame_group (prefs);
  for (int i = 0; i < LALAO_N_GAMES; i++)
    g_assert_nonnull (lalao_endgame_rows_get (group, lalao_game_ids[i]));
  AdwActionRow *songo = lalao_endgame_rows_get (group, "songo");
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (songo), "Not built: 1.7 MB on disk"));

  lalao_endgame_rows_toggle (songo);
  gpointer solving[2] = { songo, "Building: solving " };
  ui_iterate_until (row_says, solving, 20000);
  g_assert_true (row_says (solving));
  lalao_endgame_rows_toggle (songo);
  gpointer stopped[2] = { songo, "Partly built: " };
  ui_iterate_until (row_says, stopped, 20000);
  g_test_message ("stopped: %s", adw_action_row_get_subtitle (songo));
  g_assert_true (row_says (stopped));

  gtk_window_destroy (GTK_WINDOW (prefs));
  gtk_window_destroy (GTK_WINDOW (window));
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  ui_remove_tree (folder);
  if (old != NULL)
    g_setenv ("LALAO_ENDGAME_DIR", old, TRUE);
  else
    g_unsetenv ("LALAO_ENDGAME_DIR");
  g_unsetenv ("LALAO_ENDGAME_MEMORY");
}

/* The arrow keys take the cursor to a point, then Enter or Space. */
static void
key_to_point (LalaoBoardView *board, int point, guint select_key)
{
  for (int tries = 0; tries < 40 && lalao_board_view_get_cursor (board) != point; tries++)
    {
      double cx, cy, tx, ty;
      if (lalao_board_view_get_cursor (board) < 0)
        {
          ui_press (GTK_WIDGET (board), GDK_KEY_Right);
          continue;
        }
      lalao_board_view_point_pixels (board, lalao_board_view_get_cursor (board), &cx, &cy);
      lalao_board_view_point_pixels (board, point, &tx, &ty);
      if (fabs (tx - cx) > fabs (ty - cy))
        ui_press (GTK_WIDGET (board), tx > cx ? GDK_KEY_Right : GDK_KEY_Left);
      else
        ui_press (GTK_WIDGET (board), ty > cy ? GDK_KEY_Down : GDK_KEY_Up);
    }
  g_assert_cmpint (lalao_board_view_get_cursor (board), ==, point);
  ui_press (GTK_WIDGET (board), select_key);
}

static int
point_named (const LalaoEngine *e, const char *name)
{
  char buf[16];
  for (int i = 0; i < 64; i++)
    {
      e->point_name (i, buf);
      if (g_str_equal (buf, name))
        return i;
    }
  g_assert_not_reached ();
}

/* Each game played to its end with the keyboard alone; the board tells
 * screen readers what is on the point under the cursor. */
static void
test_keyboard_play (void)
{
  static const struct { const char *id, *fen, *from, *to, *label; } games[] = {
    { "samantsy", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1", "h8", "h8, White’s vorona, last move to here" },
    { "songo", "0,3,0,0,0,0,0/3,1,5,5,5,5,5 s 35 3", "S1", NULL, "S1: 0 seeds, last move from here" },
    { "fanorona", "9/9/3W1BBBB/9/9 w", "d3", "e3", "e3, White’s stone, last move to here" },
    { "surakarta", "6/6/6/6/1w4/4b1 w 0 1", "b2", "e1", "e1, White’s piece, last move to here" },
  };
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);

  gtk_window_present (GTK_WINDOW (window));
  for (gsize i = 0; i < G_N_ELEMENTS (games); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (games[i].id);
      LalaoGame *game;

      lalao_window_play (LALAO_WINDOW (window), games[i].id, games[i].fen, lalao_engine_default_options (e), 1,
                         LALAO_FIRST);
      ui_iterate_until (ui_is_mapped, board, 5000);
      game = lalao_game_view_get_game (view);
      key_to_point (board, point_named (e, games[i].from), GDK_KEY_Return);
      if (games[i].to != NULL)
        key_to_point (board, point_named (e, games[i].to), GDK_KEY_space);
      g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
      g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_FIRST_WINS);
      /* The point the keyboard is on has the focus, and says what is on it. */
      GtkWidget *element = lalao_board_view_get_point_element (board, lalao_board_view_get_cursor (board));
      g_assert_true (gtk_widget_has_focus (element));
      g_test_message ("%s", lalao_board_point_get_name (LALAO_BOARD_POINT (element)));
      gtk_test_accessible_assert_property (element, GTK_ACCESSIBLE_PROPERTY_LABEL, games[i].label);
      ui_iterate_until (end_dialog_shown, NULL, 5000);
      g_assert_true (end_dialog_shown (GINT_TO_POINTER (1)));
    }

  /* Approach or withdrawal by key: W takes the stone behind. */
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "9/9/2BW1B3/9/9 w",
                     lalao_engine_default_options (lalao_engine_lookup ("fanorona")), 0, LALAO_FIRST);
  key_to_point (board, 21, GDK_KEY_Return);  /* d3 */
  key_to_point (board, 22, GDK_KEY_Return);  /* e3: both captures are possible */
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 0);
  ui_press (GTK_WIDGET (board), GDK_KEY_w);
  g_autofree char *fen = lalao_game_dup_fen (lalao_game_view_get_game (view));
  g_assert_cmpstr (fen, ==, "9/9/4WB3/9/9 b");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What a point's element should say of its content, from the position
 * the game has (not from the board's own code). */
static char *
expected_content (const char *id, const LalaoPosition *pos, int point)
{
  const LalaoEngine *e = lalao_engine_lookup (id);
  const LalaoBoardPainter *p = lalao_board_painter_lookup (id);
  char name[16];
  LalaoSide side;
  int kind;

  e->point_name (point, name);
  if (p->piece_at == NULL)
    {
      const SongoPosition *songo = (const SongoPosition *) (const void *) pos->data;
      return g_strdup_printf ("%s: %d seed%s", name, songo->pits[point], songo->pits[point] == 1 ? "" : "s");
    }
  kind = p->piece_at (pos, point, &side);
  if (kind < 0)
    return g_strdup_printf ("%s, empty", name);
  return g_strdup_printf ("%s, %s’s %s", name, lalao_side_name (e, side), p->kind_name (kind));
}

/* Every point of each game's board is a button for screen readers,
 * named by what is on it, and the names follow the game: a move, its
 * undoing (never stale); Songo's stores are elements too. */
static void
test_point_names (void)
{
  static const char *const ids[] = { "samantsy", "songo", "fanorona", "surakarta" };
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);

  gtk_window_present (GTK_WINDOW (window));
  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (ids[i]);
      const LalaoBoardPainter *p = lalao_board_painter_lookup (ids[i]);

      lalao_window_play (LALAO_WINDOW (window), ids[i], NULL, lalao_engine_default_options (e), 0, LALAO_FIRST);
      ui_iterate_until (ui_is_mapped, board, 5000);
      LalaoGame *game = lalao_game_view_get_game (view);
      g_assert_cmpint (lalao_board_view_get_n_elements (board), ==, p->n_points + (p->store_centre != NULL ? 2 : 0));
      for (int point = 0; point < p->n_points; point++)
        {
          GtkWidget *element = lalao_board_view_get_point_element (board, point);
          g_autofree char *want = expected_content (ids[i], lalao_game_get_position (game), point);
          g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (element), GTK_ACCESSIBLE_ROLE_BUTTON));
          g_assert_true (gtk_widget_get_focusable (element));
          /* The start has no marks: the name is the content alone. */
          gtk_test_accessible_assert_property (element, GTK_ACCESSIBLE_PROPERTY_LABEL, want);
        }

      /* A move: the names say the new position and the last move; undone,
       * they say the old one again. */
      LalaoMove moves[LALAO_MAX_MOVES];
      LalaoPosition start = *lalao_game_get_position (game);
      g_assert_cmpint (e->legal_moves (&start, moves), >, 0);
      lalao_game_play (game, moves[0]);
      int from = moves[0].from;
      g_autofree char *moved = expected_content (ids[i], lalao_game_get_position (game), from);
      const char *said = lalao_board_point_get_name (LALAO_BOARD_POINT (lalao_board_view_get_point_element (board, from)));
      g_test_message ("%s after %d: %s", ids[i], from, said);
      g_assert_true (g_str_has_prefix (said, moved));
      g_assert_nonnull (strstr (said, "last move from here"));
      g_assert_true (lalao_game_undo (game));
      g_autofree char *back = expected_content (ids[i], &start, from);
      gtk_test_accessible_assert_property (lalao_board_view_get_point_element (board, from),
                                           GTK_ACCESSIBLE_PROPERTY_LABEL, back);
    }

  /* Songo's stores, after a harvest (the keyboard test's position). */
  lalao_window_play (LALAO_WINDOW (window), "songo", "0,3,0,0,0,0,0/3,1,5,5,5,5,5 s 35 3",
                     lalao_engine_default_options (lalao_engine_lookup ("songo")), 0, LALAO_FIRST);
  gtk_test_accessible_assert_property (lalao_board_view_get_point_element (board, SONGO_PITS + LALAO_FIRST),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "South’s store, 35 seeds");
  gtk_test_accessible_assert_property (lalao_board_view_get_point_element (board, SONGO_PITS + LALAO_SECOND),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "North’s store, 3 seeds");
  g_assert_null (lalao_board_view_get_point_element (board, SONGO_PITS + 2));

  /* Focus given to the board lands on a point, with the keyboard's ring. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  g_assert_true (gtk_widget_has_focus (lalao_board_view_get_point_element (board, 0)));
  g_assert_cmpint (lalao_board_view_get_cursor (board), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A move typed in the box over the list is played as on the board; one
 * the rules refuse is said in the status and stays in the box. The keys
 * m, o, c and r answer questions about the position. */
static void
test_typed_move_and_queries (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  GtkEditable *entry = GTK_EDITABLE (view->move_entry);

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  LalaoGame *game = lalao_game_view_get_game (view);
  gtk_test_accessible_assert_property (view->move_entry, GTK_ACCESSIBLE_PROPERTY_LABEL, "Move to play");

  gtk_editable_set_text (entry, "a1a3");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "a1a3");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->status_label)), !=, "");
  g_assert_true (g_str_has_suffix (lalao_accessible_get_announced (GTK_WIDGET (view)),
                                  gtk_label_get_text (GTK_LABEL (view->status_label))));

  gtk_editable_set_text (entry, " e2e3 ");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_assert_cmpstr (gtk_editable_get_text (entry), ==, "");

  /* Black to move: m is Black's pieces, o White's. */
  ui_press (GTK_WIDGET (board), GDK_KEY_m);
  const char *answer = lalao_board_view_get_answer (board);
  g_test_message ("m: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "Black’s pieces: "));
  g_assert_nonnull (strstr (answer, "zaza on a7, b7, c7, d7, e7, f7, g7, h7"));
  g_assert_true (g_str_has_suffix (lalao_accessible_get_announced (GTK_WIDGET (board)), answer));
  ui_press (GTK_WIDGET (board), GDK_KEY_o);
  answer = lalao_board_view_get_answer (board);
  g_test_message ("o: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "White’s pieces: "));
  g_assert_nonnull (strstr (answer, "zaza on a2, b2, c2, d2, f2, g2, h2, e3"));
  /* The cursor on a1: its column from the top, its row from the left. */
  g_assert_cmpint (lalao_board_view_get_cursor (board), ==, 0);
  ui_press (GTK_WIDGET (board), GDK_KEY_c);
  answer = lalao_board_view_get_answer (board);
  g_test_message ("c: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "In this column: a8, Black’s vorona; a7, Black’s zaza; a6, empty;"));
  g_assert_true (g_str_has_suffix (answer, "a2, White’s zaza; a1, White’s vorona."));
  ui_press (GTK_WIDGET (board), GDK_KEY_r);
  answer = lalao_board_view_get_answer (board);
  g_test_message ("r: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "In this row: a1, White’s vorona; b1, White’s farasy;"));
  g_assert_true (g_str_has_suffix (answer, "h1, White’s vorona."));

  /* Ctrl+L takes the focus to the box, which reads the list's own words
   * too, typed with a keyboard's dash. */
  gtk_widget_activate_action (window, "win.type-move", NULL);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == view->move_entry || gtk_widget_is_ancestor (focus, view->move_entry));
  gtk_editable_set_text (entry, "zaza e7-e6");
  g_signal_emit_by_name (entry, "activate");
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 2);
  g_autofree char *second = lalao_game_dup_move_text (game, 1);
  g_assert_cmpstr (second, ==, "e7e6");

  /* Songo: the pits' seeds and the stores. */
  lalao_window_play (LALAO_WINDOW (window), "songo", "0,3,0,0,0,0,0/3,1,5,5,5,5,5 s 35 3",
                     lalao_engine_default_options (lalao_engine_lookup ("songo")), 0, LALAO_FIRST);
  ui_press (GTK_WIDGET (board), GDK_KEY_m);
  answer = lalao_board_view_get_answer (board);
  g_test_message ("songo m: %s", answer);
  g_assert_true (g_str_has_prefix (answer, "The board: "));
  g_assert_nonnull (strstr (answer, "; S1: "));
  g_assert_nonnull (strstr (answer, "South’s store, 35 seeds"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static const Case cases[] = {
  { "samantsy", "k7/8/1K6/8/8/8/8/7R w - - 0 1", "h1h8" },
  { "songo", "0,3,0,0,0,0,0/3,1,5,5,5,5,5 s 35 3", "S1" },
  { "fanorona", "9/9/3W1BBBB/9/9 w", "d3e3A" },
  { "surakarta", "6/6/6/6/1w4/4b1 w 0 1", "b2xe1" },
};

static gboolean
board_still (gpointer board)
{
  return !lalao_board_view_get_animating (board);
}

/* The explanation stepped back and forth: fewer sentences, the board held
 * part way through the sowing, then the whole move again. */
static void
test_explain_steps (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  LalaoExplainPanel *panel = lalao_game_view_get_explain_panel (view);
  g_autofree char *all = NULL;
  g_autoptr (GPtrArray) sentences = NULL;
  g_autoptr (GdkTexture) done = NULL, held = NULL;
  LalaoGame *game;
  int n_beats;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  game = lalao_game_view_get_game (view);
  g_assert_true (lalao_game_play_text (game, "S2", NULL));
  ui_iterate_until (board_still, board, 10000);
  all = lalao_game_explain_last_move (game);
  sentences = lalao_explain_trace (lalao_game_get_engine (game), lalao_game_get_position_at (game, 0),
                                   lalao_game_get_last_trace (game));
  g_assert_cmpuint (sentences->len, ==, 7);  /* picked up, five seeds, no capture */
  /* A long move is summed up: what was played, what came of it. */
  g_autofree char *summary = g_strdup_printf ("%s … %s", (char *) sentences->pdata[0], (char *) sentences->pdata[6]);
  g_assert_cmpstr (lalao_explain_panel_get_text (panel), ==, summary);
  ui_wait (200);
  int board_width = gtk_widget_get_width (GTK_WIDGET (board));
  lalao_explain_panel_tell_whole (panel, TRUE);
  g_assert_cmpstr (lalao_explain_panel_get_text (panel), ==, all);
  /* The whole story is long, and the board keeps its size beside it. */
  ui_wait (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, board_width);
  n_beats = lalao_board_view_get_n_beats (board);
  g_assert_cmpint (n_beats, >=, 6);

  ui_wait (100);
  done = ui_picture_render (GTK_WIDGET (board));
  /* Two sentences back: the fourth seed has just been sown, and the board
   * shows it in its pit (beat 4: the lift, then a beat a seed). */
  lalao_explain_panel_step (panel, -1);
  lalao_explain_panel_step (panel, -1);
  /* A step says what happens at that step. */
  g_assert_cmpstr (lalao_explain_panel_get_text (panel), ==, sentences->pdata[4]);
  g_assert_cmpint (lalao_board_view_get_held_beat (board), ==, 4);
  ui_wait (100);
  held = ui_picture_render (GTK_WIDGET (board));
  g_autoptr (GBytes) held_png = gdk_texture_save_to_png_bytes (held);
  g_autoptr (GBytes) done_png = gdk_texture_save_to_png_bytes (done);
  g_assert_false (g_bytes_equal (held_png, done_png));
  /* On to the end: every sentence, and the board lets go. */
  lalao_explain_panel_step (panel, +1);
  lalao_explain_panel_step (panel, +1);
  lalao_explain_panel_step (panel, +1);
  g_assert_cmpstr (lalao_explain_panel_get_text (panel), ==, all);
  g_assert_cmpint (lalao_board_view_get_held_beat (board), ==, -1);
  /* Play again: the board animates the move. */
  lalao_explain_panel_replay (panel);
  g_assert_true (lalao_board_view_get_animating (board));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
on_refused (LalaoBoardView *board, const char *move, const char *why, char **out)
{
  g_free (*out);
  *out = g_strdup (why);
}

/* A click that means a forbidden move gets the rule's reason in the
 * status line, and nothing is played. */
static void
test_refused_move (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  g_autofree char *why = NULL;
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "songo", "5,5,0,5,5,5,5/5,5,5,5,5,5,5 s 5 0", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  g_signal_connect (board, "move-refused", G_CALLBACK (on_refused), &why);
  lalao_board_view_point_pixels (board, 2, &x, &y);  /* S2, empty */
  lalao_board_view_click_at (board, x, y);
  g_assert_cmpstr (why, ==, "S2 is empty: choose a pit that holds seeds.");
  g_assert_cmpstr (lalao_game_view_get_status_text (view), ==, "S2 is empty: choose a pit that holds seeds.");
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The window's actions pass to the game view's ("win.undo" is
 * "game.undo"), and End Turn is the board's "board.end-turn", enabled
 * while a chain is under way. */
static void
test_actions (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  LalaoGame *game;
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  game = lalao_game_view_get_game (view);
  g_assert_true (lalao_game_play_text (game, "S2", NULL));
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "game.undo", NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);
  g_assert_false (lalao_board_view_get_flipped (board));
  g_assert_true (gtk_widget_activate_action (window, "win.flip", NULL));
  g_assert_true (lalao_board_view_get_flipped (board));

  /* The seed's chain: after two steps, End Turn is there and ends it. */
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  game = lalao_game_view_get_game (view);
  GActionGroup *actions = lalao_board_view_get_actions (board);
  g_assert_false (g_action_group_get_action_enabled (actions, "end-turn"));
  for (const char *const *p = (const char *const[]) { "b2", "b3", "c3", NULL }; *p != NULL; p++)
    {
      char name[16];
      for (int i = 0; i < 45; i++)
        {
          lalao_game_get_engine (game)->point_name (i, name);
          if (g_str_equal (name, *p))
            {
              lalao_board_view_point_pixels (board, i, &x, &y);
              lalao_board_view_click_at (board, x, y);
            }
        }
    }
  g_assert_true (lalao_board_view_get_chain_in_progress (board));
  g_assert_true (g_action_group_get_action_enabled (actions, "end-turn"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "board.end-turn", NULL));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  g_autofree char *played = lalao_game_dup_move_text (game, 0);
  g_assert_cmpstr (played, ==, "b2b3W,b3c3A");
  g_assert_false (g_action_group_get_action_enabled (actions, "end-turn"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Surakarta's end by agreement (the seed's): offered instead of a draw,
 * and won by the player with more pieces left; the record keeps why. */
static void
test_end_by_agreement (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  GtkWidget *end;

  gtk_window_present (GTK_WINDOW (window));
  /* In Samantsy the end by agreement is not there (a draw is offered). */
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
  gtk_widget_activate_action (window, "win.end-by-agreement", NULL);
  g_assert_cmpint (lalao_game_view_get_status (view).result, ==, LALAO_ONGOING);
  /* In Surakarta no draw is offered: the end by agreement is. */
  lalao_window_play (LALAO_WINDOW (window), "surakarta", "6/6/6/2ww2/6/b5 w 3 50", 0, 0, LALAO_FIRST);
  gtk_widget_activate_action (window, "win.offer-draw", NULL);
  g_assert_cmpint (lalao_game_view_get_status (view).result, ==, LALAO_ONGOING);
  g_assert_true (gtk_widget_activate_action (window, "win.end-by-agreement", NULL));
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = ui_find_toplevel ("end-dialog");
  g_assert_nonnull (end);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (end)), ==, "White");
  g_assert_cmpstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (end)), ==,
                   "White wins. The players agreed to end the game. "
                   "White has 2 pieces left and Black 1: the player with more pieces wins.");
  g_assert_true (ui_picture_save (end, "end-en.png"));
  gtk_window_destroy (GTK_WINDOW (end));
  LalaoRecordGame *record = lalao_game_view_get_record (view);
  g_assert_cmpstr (record->result, ==, "1-0");
  g_assert_cmpstr (lalao_record_game_get_tag (record, "LalaoEnd"), ==, "agreement");

  /* The same end in French: the dialog says it all in French. */
  lalao_i18n_set_language ("fr");
  lalao_window_play (LALAO_WINDOW (window), "surakarta", "6/6/6/2ww2/6/b5 w 3 50", 0, 0, LALAO_FIRST);
  g_assert_true (gtk_widget_activate_action (window, "win.end-by-agreement", NULL));
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = ui_find_toplevel ("end-dialog");
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (end)), ==, "Blanc");
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (end)),
                                   "Blanc gagne. Les joueurs ont décidé d’un commun accord de finir la partie"));
  g_assert_true (ui_picture_save (end, "end-fr.png"));
  gtk_window_destroy (GTK_WINDOW (end));
  lalao_i18n_set_language ("en");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Pixels of a board drawn with `targets` that are the targets' green,
 * inside the square of a point. */
static guint
target_green_at (const char *game, const char *fen, const char *point_name, guint64 targets)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup (game);
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1, .targets = targets };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 480);
  cairo_t *cr = cairo_create (surface);
  LalaoBoardLayout layout;
  LalaoPosition pos;
  char name[8];
  int point = -1;
  double x, y;
  guint count = 0;

  g_assert_true (e->from_fen (&pos, fen, lalao_engine_default_options (e), NULL));
  for (int i = 0; i < p->n_points && point < 0; i++)
    if (e->point_name (i, name), g_str_equal (name, point_name))
      point = i;
  lalao_board_style_fill (&h);
  h.style = LALAO_BOARD_STYLE_WOOD;
  lalao_board_paint (p, cr, 480, 480, &pos, &h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (targets != 0)
    {
      /* To look at. */
      g_autofree char *name = g_strdup_printf ("target-%s.png", game);
      g_autofree char *file = ui_picture_path (name);
      cairo_surface_write_to_png (surface, file);
    }
  lalao_board_layout (p, 480, 480, &layout);
  lalao_board_point_pixels (p, &layout, FALSE, point, &x, &y);
  guint32 *data = (guint32 *) (void *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4, r = (int) (layout.unit * 0.55);
  for (int py = MAX (0, (int) y - r); py < MIN (480, (int) y + r); py++)
    for (int px = MAX (0, (int) x - r); px < MIN (480, (int) x + r); px++)
      {
        guint32 c = data[py * stride + px];
        int red = (c >> 16) & 0xff, green = (c >> 8) & 0xff, blue = c & 0xff;
        count += ABS (red - 46) < 40 && ABS (green - 194) < 40 && ABS (blue - 125) < 40;
      }
  cairo_surface_destroy (surface);
  return count;
}

/* A point a selected piece can capture shows it: its ring is drawn over
 * the enemy piece (it used to be drawn under it, hidden). */
static void
test_capture_target_visible (void)
{
  for (int g = 0; g < 3; g++)
    {
      static const char *const cases[][3] = {
        { "surakarta", "6/6/6/4b1/6/3w2 w 0 1", "e3" },
        { "samantsy", "4k3/8/8/8/r7/8/8/R3K3 w - - 0 1", "a4" },
        { "fanorona", "9/9/2B6/2W6/9 w", "c3" },
      };
      guint64 bit = 0;
      const LalaoEngine *e = lalao_engine_lookup (cases[g][0]);
      char name[8];
      for (int i = 0; i < 64; i++)
        if (e->point_name (i, name), g_str_equal (name, cases[g][2]))
          bit = G_GUINT64_CONSTANT (1) << i;
      guint without = target_green_at (cases[g][0], cases[g][1], cases[g][2], 0);
      guint with = target_green_at (cases[g][0], cases[g][1], cases[g][2], bit);
      g_test_message ("%s: %u green pixels round %s with the target, %u without", cases[g][0], with, cases[g][2],
                      without);
      g_assert_cmpuint (with, >, without + 40);
    }
}

/* Green pixels of a Surakarta board drawn with or without a capture's
 * way, outside the grid (round the loops). */
static guint
loop_green (const LalaoPosition *pos, const LalaoMove *path)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup ("surakarta");
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 480, 480);
  cairo_t *cr = cairo_create (surface);
  LalaoBoardLayout layout;
  double x0, y0, x1, y1;
  guint count = 0;

  lalao_board_style_fill (&h);
  h.style = LALAO_BOARD_STYLE_WOOD;
  h.has_path = path != NULL;
  if (path != NULL)
    h.path_move = *path;
  lalao_board_paint (p, cr, 480, 480, pos, &h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (path != NULL)
    {
      g_autofree char *file = ui_picture_path ("capture-path.png");
      cairo_surface_write_to_png (surface, file);
    }
  lalao_board_layout (p, 480, 480, &layout);
  lalao_board_point_pixels (p, &layout, FALSE, 0, &x0, &y0);
  lalao_board_point_pixels (p, &layout, FALSE, 35, &x1, &y1);
  guint32 *data = (guint32 *) (void *) cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface) / 4;
  for (int py = 0; py < 480; py++)
    for (int px = 0; px < 480; px++)
      {
        guint32 c = data[py * stride + px];
        int red = (c >> 16) & 0xff, green = (c >> 8) & 0xff, blue = c & 0xff;
        gboolean outside = px < MIN (x0, x1) - 10 || px > MAX (x0, x1) + 10 || py < MIN (y0, y1) - 10
                           || py > MAX (y0, y1) + 10;
        count += outside && ABS (red - 46) < 40 && ABS (green - 194) < 40 && ABS (blue - 125) < 40;
      }
  cairo_surface_destroy (surface);
  return count;
}

/* Surakarta: with a piece selected, pointing at a piece it can capture
 * shows the way round the loops; pointing elsewhere shows none. */
static void
test_capture_path_on_hover (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  int d1 = point_named (e, "d1"), e3 = point_named (e, "e3"), a6 = point_named (e, "a6");
  LalaoMove path;
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", "6/6/6/4b1/6/3w2 w 0 1", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  lalao_board_view_point_pixels (board, e3, &x, &y);
  lalao_board_view_hover_at (board, x, y);
  g_assert_false (lalao_board_view_get_capture_path (board, NULL));
  lalao_board_view_point_pixels (board, d1, &x, &y);
  lalao_board_view_click_at (board, x, y);
  lalao_board_view_point_pixels (board, e3, &x, &y);
  lalao_board_view_hover_at (board, x, y);
  g_assert_true (lalao_board_view_get_capture_path (board, &path));
  g_assert_cmpint (path.from, ==, d1);
  g_assert_cmpint (path.to, ==, e3);
  lalao_board_view_point_pixels (board, a6, &x, &y);
  lalao_board_view_hover_at (board, x, y);
  g_assert_false (lalao_board_view_get_capture_path (board, NULL));

  /* Drawn: green round the loops that was not there. */
  LalaoPosition pos = *lalao_game_get_position (lalao_game_view_get_game (view));
  guint without = loop_green (&pos, NULL), with = loop_green (&pos, &path);
  g_test_message ("%u green pixels round the loops with the way shown, %u without", with, without);
  g_assert_cmpuint (with, >, without + 200);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The painter registry: a row per game of the engine registry, each
 * with its board, what the start page says of the game, and its
 * switchable options (each one of its engine's, with its texts). */
static void
test_painter_registry (void)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoBoardPainter *p = lalao_board_painter_lookup (lalao_game_ids[i]);
      g_assert_nonnull (p);
      g_assert_cmpstr (p->game_id, ==, lalao_game_ids[i]);
      g_assert_nonnull (p->draw);
      g_assert_cmpstr (p->region, !=, "");
      g_assert_cmpstr (p->summary, !=, "");
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      /* The board editor draws a board of pits with the painter's seeds. */
      g_assert_true ((e->grid == NULL) == (p->put_seeds != NULL));
      for (const LalaoOptionText *t = lalao_option_texts_of (e); t->option_id != NULL; t++)
        {
          gboolean known = FALSE;
          for (const LalaoOptionInfo *o = e->options; o->id != NULL; o++)
            known |= g_str_equal (o->id, t->option_id);
          g_assert_true (known);
          g_assert_nonnull (t->title);
          g_assert_nonnull (t->explanation);
        }
    }
  g_assert_null (lalao_board_painter_lookup ("chess"));
  g_assert_cmpstr (lalao_option_texts_of (lalao_engine_lookup ("fanorona"))->option_id, ==, "compulsory-capture");
  g_assert_null (lalao_option_texts_of (lalao_engine_lookup ("songo"))->option_id);
}

typedef struct {
  LalaoGameView *view;
  guint n;
} MovesSeen;

static gboolean
has_moves (gpointer data)
{
  MovesSeen *w = data;
  return lalao_game_get_n_moves (lalao_game_view_get_game (w->view)) >= w->n;
}

/* Against the computer in Songo, "Your turn." waits until the computer's
 * sowing has been drawn seed by seed. */
static void
test_turn_after_sowing (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  MovesSeen two = { view, 2 };

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "songo", NULL, 0, 1, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 20);
  ui_iterate_until (ui_is_mapped, lalao_game_view_get_board (view), 5000);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "S2", NULL));
  ui_iterate_until (has_moves, &two, 30000);
  g_assert_cmpuint (lalao_game_get_n_moves (lalao_game_view_get_game (view)), ==, 2);
  g_assert_true (lalao_board_view_get_animating (lalao_game_view_get_board (view)));
  g_assert_cmpstr (lalao_game_view_get_status_text (view), !=, "Your turn.");
  ui_iterate_until (settled, view, 10000);
  g_assert_cmpstr (lalao_game_view_get_status_text (view), ==, "Your turn.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A game of Huffel's Samantsy says so, and plays his pieces. */
static void
test_huffel_game (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, SAMANTSY_OPTION_HUFFEL, 0, LALAO_FIRST);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->players_label)), ==,
                   "Two players on this device. Rules: Huffel’s pieces (1940) on.");
  LalaoGame *game = lalao_game_view_get_game (view);
  g_assert_false (lalao_game_play_text (game, "e2e5", NULL));
  g_assert_true (lalao_game_play_text (game, "b1d3", NULL));
  /* du Picq's game says nothing of its rules. */
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->players_label)), ==, "Two players on this device.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A Samantsy piece drawn alone on a transparent square of 64 pixels. */
static cairo_surface_t *
piece_picture (int kind, LalaoSide side, gboolean flipped)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup ("samantsy");
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1, .flipped = flipped };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 64, 64);
  cairo_t *cr = cairo_create (surface);

  h.style = LALAO_BOARD_STYLE_WOOD;
  cairo_scale (cr, 64, 64);
  if (flipped)
    {
      /* As lalao_board_paint turns the whole board. */
      cairo_translate (cr, 0.5, 0.5);
      cairo_rotate (cr, G_PI);
      cairo_translate (cr, -0.5, -0.5);
    }
  p->draw_piece (cr, kind, side, 0.5, 0.5, &h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels two pictures' shapes (their alpha) differ in. */
static int
shape_difference (cairo_surface_t *a, cairo_surface_t *b)
{
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a), n = 0;
  for (int y = 0; y < 64; y++)
    for (int x = 0; x < 64; x++)
      n += ABS ((int) pa[y * stride + 4 * x + 3] - (int) pb[y * stride + 4 * x + 3]) > 128;
  return n;
}

/* Samantsy's pieces are six different figures; Black's stand upright as
 * White's do, and both stay upright on a turned board. */
static void
test_samantsy_pieces (void)
{
  cairo_surface_t *white[SAMANTSY_N_PIECES], *black[SAMANTSY_N_PIECES];

  for (int k = 0; k < SAMANTSY_N_PIECES; k++)
    {
      white[k] = piece_picture (k, LALAO_FIRST, FALSE);
      black[k] = piece_picture (k, LALAO_SECOND, FALSE);
      cairo_surface_t *turned = piece_picture (k, LALAO_SECOND, TRUE);
      /* Black's figure is White's, not turned upside down... */
      g_assert_cmpint (shape_difference (white[k], black[k]), <, 10);
      /* ...and a turned board keeps it upright. */
      g_assert_cmpint (shape_difference (black[k], turned), <, 10);
      cairo_surface_destroy (turned);
    }
  for (int a = 0; a < SAMANTSY_N_PIECES; a++)
    for (int b = a + 1; b < SAMANTSY_N_PIECES; b++)
      {
        int d = shape_difference (white[a], white[b]);
        g_test_message ("pieces %d and %d differ in %d pixels of 4096", a, b, d);
        g_assert_cmpint (d, >, 60);
      }
  /* The hova's cross is at the top: the top rows hold part of it. */
  {
    const guint8 *px = cairo_image_surface_get_data (black[SAMANTSY_HOVA]);
    int stride = cairo_image_surface_get_stride (black[SAMANTSY_HOVA]), top = 0;
    for (int y = 0; y < 14; y++)
      for (int x = 0; x < 64; x++)
        top += px[y * stride + 4 * x + 3] > 128;
    g_assert_cmpint (top, >, 20);
  }
  g_autofree char *farasy_file = ui_picture_path ("farasy-white.png");
  cairo_surface_write_to_png (white[SAMANTSY_FARASY], farasy_file);
  for (int k = 0; k < SAMANTSY_N_PIECES; k++)
    {
      cairo_surface_destroy (white[k]);
      cairo_surface_destroy (black[k]);
    }
}

/* A Samantsy piece of one side drawn on the board's wood at the size of a
 * square of the smallest board (LalaoBoardView's 160 pixels for 9
 * squares, margins included), light or dark style. */
static cairo_surface_t *
small_piece_picture (int kind, LalaoSide side, gboolean dark)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup ("samantsy");
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1, .dark = dark };
  double square = 160.0 / p->width;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 18, 18);
  cairo_t *cr = cairo_create (surface);

  h.style = LALAO_BOARD_STYLE_WOOD;
  if (dark)
    cairo_set_source_rgb (cr, 0.36, 0.29, 0.22);
  else
    cairo_set_source_rgb (cr, 0.80, 0.68, 0.50);
  cairo_paint (cr);
  cairo_scale (cr, square, square);
  p->draw_piece (cr, kind, side, 0.5, 0.5, &h);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* How many pixels of two 18-pixel pictures differ clearly in colour. */
static int
small_difference (cairo_surface_t *a, cairo_surface_t *b)
{
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a), n = 0;
  for (int y = 0; y < 18; y++)
    for (int x = 0; x < 18; x++)
      {
        int d = 0;
        for (int c = 0; c < 3; c++)
          d += ABS ((int) pa[y * stride + 4 * x + c] - (int) pb[y * stride + 4 * x + c]);
        n += d > 48;
      }
  return n;
}

/* On the smallest board, in both colours and both styles, no two
 * Samantsy pieces look alike: every pair differs clearly in at least a
 * twelfth of the square. (The old art failed it: in the dark style the
 * black anakova, a small queen, and the black vorona differed in 25 of
 * the 324 pixels, the basy, a mitre, and the zaza in 26.) */
static void
test_samantsy_pieces_small (void)
{
  enum { MIN_SMALL_DIFFERENCE = 324 / 12 + 1 };
  for (int dark = 0; dark < 2; dark++)
    for (LalaoSide side = LALAO_FIRST; side <= LALAO_SECOND; side++)
      {
        cairo_surface_t *pictures[SAMANTSY_N_PIECES];
        for (int k = 0; k < SAMANTSY_N_PIECES; k++)
          pictures[k] = small_piece_picture (k, side, dark);
        for (int a = 0; a < SAMANTSY_N_PIECES; a++)
          for (int b = a + 1; b < SAMANTSY_N_PIECES; b++)
            {
              int d = small_difference (pictures[a], pictures[b]);
              g_test_message ("%s style, side %d: pieces %d and %d differ in %d pixels of 324", dark ? "dark" : "light",
                              side, a, b, d);
              g_assert_cmpint (d, >=, MIN_SMALL_DIFFERENCE);
            }
        if (dark == 0 && side == LALAO_SECOND)
          for (int k = 0; k < SAMANTSY_N_PIECES; k++)
            {
              g_autofree char *name = g_strdup_printf ("small-piece-black-%d.png", k);
              cairo_surface_write_to_png (pictures[k], name);
            }
        for (int k = 0; k < SAMANTSY_N_PIECES; k++)
          cairo_surface_destroy (pictures[k]);
      }
}

/* A selected piece is named with its move beside the board, in Huffel's
 * game with his move. */
static void
test_piece_legend (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  g_assert_false (gtk_widget_get_visible (view->piece_label));
  lalao_board_view_point_pixels (board, point_named (e, "b1"), &x, &y);
  lalao_board_view_click_at (board, x, y);
  g_assert_true (gtk_widget_get_visible (view->piece_label));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->piece_label)), ==,
                   "Farasy (horse): two squares straight, then one to the side, in an L; the only piece that jumps.");
  lalao_board_view_cancel_input (board);
  g_assert_false (gtk_widget_get_visible (view->piece_label));

  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, SAMANTSY_OPTION_HUFFEL, 0, LALAO_FIRST);
  lalao_board_view_point_pixels (board, point_named (e, "e2"), &x, &y);
  lalao_board_view_click_at (board, x, y);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->piece_label)), ==,
                   "Zaza (pawn): one step any way, moving and capturing alike; on the last rank it becomes the piece "
                   "that started there.");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
label_ellipsized (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE
      && pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_test_message ("cut: “%s”", gtk_label_get_text (GTK_LABEL (widget)));
      return TRUE;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (label_ellipsized (c))
      return TRUE;
  return FALSE;
}

/* In French, the New Game dialog's choices are shown whole, none cut
 * with an ellipsis. */
static void
test_new_game_french (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoNewGameDialog *dialog;

  lalao_i18n_set_language ("fr");
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), lalao_game_ids[i]);
      /* The longest choice: a person on this device. */
      adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 1);
      ui_iterate_until (ui_is_mapped, dialog, 5000);
      ui_wait (200);
      if (i == 0)
        g_assert_true (ui_picture_save (GTK_WIDGET (dialog), "new-game-fr.png"));
      g_assert_false (label_ellipsized (GTK_WIDGET (dialog)));
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  lalao_i18n_set_language ("en");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The mapped popover under `widget`, if one is open. */
static GtkWidget *
open_popover (GtkWidget *widget)
{
  if (GTK_IS_POPOVER (widget) && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = open_popover (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
level_list_open (gpointer row)
{
  return open_popover (row) != NULL;
}

/* The New Game dialog's list of levels, opened and drawn. */
static GtkWidget *
open_level_list (LalaoNewGameDialog *dialog)
{
  AdwComboRow *row = lalao_new_game_dialog_get_row (dialog, "level");
  GtkWidget *list;

  ui_iterate_until (ui_is_mapped, dialog, 5000);
  gtk_widget_activate (GTK_WIDGET (row));
  ui_iterate_until (level_list_open, row, 5000);
  list = open_popover (GTK_WIDGET (row));
  g_assert_nonnull (list);
  ui_wait (200);
  return list;
}

/* A label under `widget` showing exactly `text`, whole and mapped. */
static gboolean
shows_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_label (c, text))
      return TRUE;
  return FALSE;
}

/* A new user's first game against the computer is at level 1, the
 * Beginner; the level chosen then is remembered. The list of levels
 * shows each description whole. */
static void
test_first_computer_level (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoNewGameDialog *dialog;
  AdwComboRow *level;
  GtkWidget *list;

  /* A new user: nothing chosen yet. */
  g_settings_reset (settings, "computer-level");
  g_settings_reset (settings, "opponent");
  gtk_window_present (GTK_WINDOW (window));
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  level = lalao_new_game_dialog_get_row (dialog, "level");
  g_assert_cmpuint (adw_combo_row_get_selected (lalao_new_game_dialog_get_row (dialog, "opponent")), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (level), ==, 0);
  g_assert_cmpint (lalao_new_game_dialog_get_computer_level (dialog), ==, 1);

  /* The drop-down's list: every level's description whole, none cut. */
  list = open_level_list (dialog);
  for (int l = 1; l <= LALAO_N_LEVELS; l++)
    g_assert_true (shows_label (list, lalao_ai_level_description (lalao_engine_lookup ("samantsy"), l)));
  g_assert_false (label_ellipsized (list));
  g_assert_true (ui_picture_save (list, "levels-list.png"));
  gtk_popover_popdown (GTK_POPOVER (list));

  /* Fanorona's level 3 looks three moves ahead, and its list says so. */
  {
    LalaoNewGameDialog *fanorona = lalao_window_new_game_dialog (LALAO_WINDOW (window), "fanorona");
    const char *three = lalao_ai_level_description (lalao_engine_lookup ("fanorona"), 3);
    GtkWidget *popover;

    g_assert_nonnull (strstr (three, "three moves ahead"));
    popover = open_level_list (fanorona);
    g_assert_true (shows_label (popover, three));
    g_assert_false (label_ellipsized (popover));
    g_assert_true (ui_picture_save (popover, "levels-list-fanorona.png"));
    g_assert_false (shows_label (popover, lalao_ai_level_description (lalao_engine_lookup ("samantsy"), 3)));
    gtk_popover_popdown (GTK_POPOVER (popover));
    gtk_window_destroy (GTK_WINDOW (fanorona));
  }

  lalao_new_game_dialog_start (dialog);
  g_assert_cmpint (lalao_ai_player_get_level (lalao_game_view_get_ai (view)), ==, 1);
  g_assert_cmpint (g_settings_get_int (settings, "computer-level"), ==, 1);

  /* Level 3 chosen once comes back the next time. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "level"), 2);
  lalao_new_game_dialog_start (dialog);
  g_assert_cmpint (lalao_ai_player_get_level (lalao_game_view_get_ai (view)), ==, 3);
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "songo");
  g_assert_cmpuint (adw_combo_row_get_selected (lalao_new_game_dialog_get_row (dialog, "level")), ==, 2);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "computer-level");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Fanorona: a step that can take both ways says how to choose, and a
 * click on a stone of one line chooses it. */
static void
test_capture_choice (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "9/9/2BW1B3/9/9 w", lalao_engine_default_options (e), 0,
                     LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  for (const char *const *p = (const char *const[]) { "d3", "e3", NULL }; *p != NULL; p++)
    {
      lalao_board_view_point_pixels (board, point_named (e, *p), &x, &y);
      lalao_board_view_click_at (board, x, y);
    }
  g_assert_cmpstr (lalao_game_view_get_status_text (view), ==,
                   "This step can capture by approach or by withdrawal. Click the stone on f3 to take by approach, "
                   "or the stone on c3 to take by withdrawal; or press A or W.");
  lalao_board_view_point_pixels (board, point_named (e, "c3"), &x, &y);
  lalao_board_view_click_at (board, x, y);
  g_autofree char *played = lalao_game_dup_move_text (lalao_game_view_get_game (view), 0);
  g_assert_cmpstr (played, ==, "d3e3W");
  g_assert_cmpstr (lalao_game_view_get_status_text (view), !=,
                   "This step can capture by approach or by withdrawal. Click the stone on f3 to take by approach, "
                   "or the stone on c3 to take by withdrawal; or press A or W.");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* After a chain, its way and the stones it took stay drawn until the
 * next move. */
static void
test_chain_kept (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  int n_path = 0;

  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 700);
  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", lalao_engine_default_options (e),
                     0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  /* By clicks, step by step: the stones taken are counted at each step. */
  LalaoCapturedView *captured = lalao_game_view_get_captured (view);
  static const struct { const char *point; int taken; } steps[] = { { "b2", 0 }, { "b3", 1 }, { "c3", 4 } };
  for (gsize i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      int counts[8];
      double x, y;
      lalao_board_view_point_pixels (board, point_named (e, steps[i].point), &x, &y);
      lalao_board_view_click_at (board, x, y);
      lalao_captured_view_get_counts (captured, LALAO_FIRST, counts);
      g_assert_cmpint (counts[0], ==, steps[i].taken);
    }
  lalao_board_view_cancel_input (board);
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2b3W,b3c3A,c3b4W", NULL));
  ui_iterate_until (board_still, board, 10000);
  guint64 ghosts = lalao_board_view_get_last_move_marks (board, &n_path);
  /* b1 by withdrawal, d3 e3 f3 by approach, then d2 e1 by withdrawal. */
  guint64 expected = 0;
  for (const char *const *p = (const char *const[]) { "b1", "d3", "e3", "f3", "d2", "e1", NULL }; *p != NULL; p++)
    expected |= G_GUINT64_CONSTANT (1) << point_named (e, *p);
  g_assert_cmpuint (ghosts, ==, expected);
  g_assert_cmpint (n_path, ==, 4);
  let_frames_draw ();
  ui_picture_save (GTK_WIDGET (board), "chain-kept.png");
  /* The next move clears them. */
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "a5a4", NULL));
  ui_iterate_until (board_still, board, 10000);
  ghosts = lalao_board_view_get_last_move_marks (board, &n_path);
  g_assert_cmpuint (ghosts, ==, 0);
  g_assert_cmpint (n_path, ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The board editor: a Samantsy position set up piece by piece, refused
 * with the engine's reason while a hova is missing, then played; Songo's
 * seeds counted up and down. */
/* The board editor's palette: each toggle's tooltip and the name
 * written on it, "name|tooltip", in the order shown. */
static void
palette_names (GtkWidget *widget, GPtrArray *found)
{
  if (GTK_IS_TOGGLE_BUTTON (widget))
    {
      const char *written = NULL;
      for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL && written == NULL;
           c = gtk_widget_get_first_child (c))
        for (GtkWidget *l = c; l != NULL && written == NULL; l = gtk_widget_get_next_sibling (l))
          if (GTK_IS_LABEL (l) && gtk_widget_get_visible (l))
            written = gtk_label_get_text (GTK_LABEL (l));
      g_ptr_array_add (found, g_strdup_printf ("%s|%s", written != NULL ? written : "",
                                               gtk_widget_get_tooltip_text (widget)));
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    palette_names (c, found);
}

/* Every piece of the board editor's palette has its name written on it
 * and a tooltip saying whose and what it is, in the person's language. */
static void
test_palette_names (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  static const char *const english[] = { "Hova|White’s hova, the king", "Zaza|White’s zaza, the pawn",
                                         "Vorona|Black’s vorona, the rook", "Eraser|Take pieces off" };

  gtk_window_present (GTK_WINDOW (window));
  for (int fr = 0; fr < 2; fr++)
    {
      g_autoptr (GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
      lalao_i18n_set_language (fr ? "fr" : "en");
      LalaoNewGameDialog *dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
      LalaoPositionEditor *editor = lalao_new_game_dialog_set_up (dialog);
      palette_names (GTK_WIDGET (editor), found);
      g_assert_cmpuint (found->len, ==, 13);  /* six pieces a side, and the eraser */
      for (guint i = 0; i < found->len; i++)
        {
          g_test_message ("%s", (char *) found->pdata[i]);
          g_assert_false (g_str_has_prefix (found->pdata[i], "|"));
          g_assert_false (g_str_has_suffix (found->pdata[i], "|"));
        }
      if (!fr)
        for (guint i = 0; i < G_N_ELEMENTS (english); i++)
          g_assert_true (g_ptr_array_find_with_equal_func (found, english[i], g_str_equal, NULL));
      else
        {
          g_assert_true (g_ptr_array_find_with_equal_func (found, "Gomme|Retirer des pièces", g_str_equal, NULL));
          g_assert_true (g_str_has_prefix (found->pdata[0], "Hova|"));
          g_assert_false (g_ptr_array_find_with_equal_func (found, english[0], g_str_equal, NULL));
        }
      ui_iterate_until (ui_is_mapped, editor, 5000);
      ui_wait (300);
      g_assert_true (ui_picture_save (GTK_WIDGET (editor), fr ? "palette-fr.png" : "palette-en.png"));
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
  lalao_i18n_set_language ("en");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_set_up_position (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoNewGameDialog *dialog;
  LalaoPositionEditor *editor;

  gtk_window_present (GTK_WINDOW (window));
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  adw_combo_row_set_selected (lalao_new_game_dialog_get_row (dialog, "opponent"), 1);
  editor = lalao_new_game_dialog_set_up (dialog);
  g_assert_true (lalao_position_editor_get_valid (editor));
  lalao_setup_clear (lalao_position_editor_get_setup (editor));
  static const struct { int kind; LalaoSide side; int point; } placed[] = {
    { 0, LALAO_FIRST, 4 }, { 0, LALAO_SECOND, 60 }, { 2, LALAO_FIRST, 0 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (placed); i++)
    {
      lalao_position_editor_choose (editor, placed[i].kind, placed[i].side);
      lalao_position_editor_click_point (editor, placed[i].point, 1);
    }
  g_assert_true (lalao_position_editor_get_valid (editor));
  g_assert_cmpstr (lalao_position_editor_get_message (editor), ==, "This position can be played.");
  /* A right click takes the black hova off: not a position any more. */
  lalao_position_editor_click_point (editor, 60, 3);
  g_assert_false (lalao_position_editor_get_valid (editor));
  g_assert_cmpstr (lalao_position_editor_get_message (editor), ==, "This position is not valid: there is no black hova.");
  ui_iterate_until (ui_is_mapped, editor, 5000);
  ui_wait (300);
  g_assert_true (ui_picture_save (GTK_WIDGET (editor), "position-editor.png"));
  lalao_position_editor_choose (editor, 0, LALAO_SECOND);
  lalao_position_editor_click_point (editor, 60, 1);
  lalao_position_editor_use (editor);
  g_autofree char *fen = lalao_new_game_dialog_dup_fen (dialog);
  g_assert_cmpstr (fen, ==, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
  lalao_new_game_dialog_start (dialog);
  char now[LALAO_FEN_MAX];
  LalaoGame *game = lalao_game_view_get_game (view);
  lalao_game_get_engine (game)->to_fen (lalao_game_get_position (game), now);
  g_assert_cmpstr (now, ==, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");

  /* Songo: a seed more is 71 seeds; taken away again, a position. */
  dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "songo");
  editor = lalao_new_game_dialog_set_up (dialog);
  lalao_position_editor_click_point (editor, 2, 1);
  g_assert_cmpstr (lalao_position_editor_get_message (editor), ==,
                   "This position is not valid: the board and the captures hold 71 seeds instead of 70.");
  ui_iterate_until (ui_is_mapped, editor, 5000);
  ui_wait (300);
  g_assert_true (ui_picture_save (GTK_WIDGET (editor), "position-editor-songo.png"));
  lalao_position_editor_click_point (editor, 2, 3);
  g_assert_true (lalao_position_editor_get_valid (editor));
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
is_narrow (gpointer view)
{
  return lalao_game_view_get_narrow (view);
}

/* In a narrow window the panel goes under the board, which keeps a
 * playable size; in a wide one it stands beside it. */
static void
test_narrow_window (void)
{
  for (int wide = 0; wide < 2; wide++)
    {
      GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
      LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
      LalaoBoardView *board = lalao_game_view_get_board (view);
      graphene_rect_t board_box, panel_box;

      gtk_window_set_default_size (GTK_WINDOW (window), wide ? 1100 : 560, wide ? 700 : 900);
      gtk_window_present (GTK_WINDOW (window));
      lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 0, LALAO_FIRST);
      ui_iterate_until (ui_is_mapped, board, 5000);
      if (!wide)
        ui_iterate_until (is_narrow, view, 5000);
      ui_wait (300);
      g_assert_cmpint (lalao_game_view_get_narrow (view), ==, !wide);
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (board), GTK_WIDGET (view), &board_box));
      g_assert_true (gtk_widget_compute_bounds (view->panel, GTK_WIDGET (view), &panel_box));
      if (wide)
        g_assert_cmpfloat (panel_box.origin.x, >=, board_box.origin.x + board_box.size.width - 1);
      else
        {
          g_assert_cmpfloat (panel_box.origin.y, >=, board_box.origin.y + board_box.size.height - 1);
          /* The board keeps most of the width. */
          g_assert_cmpfloat (board_box.size.width, >, 400);
          ui_picture_save (window, "narrow-window.png");
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

/* The coach's overlay: off at first, on with its check box, marking the
 * farasy the zaza attacks and saying so; always on in the guided game. */
static void
test_threat_overlay (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "4k3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  g_assert_cmphex (lalao_board_view_get_threats (board), ==, 0);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), TRUE);
  g_assert_cmphex (lalao_board_view_get_threats (board), ==, G_GUINT64_CONSTANT (1) << point_named (e, "c2"));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->threats_label)), ==, "Black could take what stands on c2.");
  /* Drawn: purple pixels round c2 that were not there (the threats'
   * own colour, not the red of Fanorona's capture choice). */
  ui_wait (200);
  guint red = ui_picture_count_colour (GTK_WIDGET (board), 0x9141ac, 40);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), FALSE);
  ui_wait (200);
  guint none = ui_picture_count_colour (GTK_WIDGET (board), 0x9141ac, 40);
  g_test_message ("%u purple pixels with the overlay, %u without", red, none);
  g_assert_cmpuint (red, >, none + 30);
  g_assert_cmphex (lalao_board_view_get_threats (board), ==, 0);

  /* The guided game has the coach on, without asking. */
  lalao_window_play_guided (LALAO_WINDOW (window), "songo");
  g_assert_false (gtk_widget_get_visible (view->threats_check));
  g_assert_true (gtk_widget_get_visible (view->threats_label));
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (view->threats_label)),
                                   "Bidoua (freedom of movement): South 10, North 10."));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* "Why that move?" after the computer's move: its reasons and its line;
 * gone once the person has moved. */
static void
test_why_that_move (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  MovesSeen two = { view, 2 };

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 2, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 50);
  ui_iterate_until (ui_is_mapped, lalao_game_view_get_board (view), 5000);
  g_assert_false (gtk_widget_get_sensitive (view->why_button));
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2b3", NULL));
  ui_iterate_until (has_moves, &two, 30000);
  ui_iterate_until (settled, view, 10000);
  g_assert_true (gtk_widget_get_sensitive (view->why_button));
  lalao_game_view_explain_computer_move (view);
  g_assert_true (g_str_has_prefix (lalao_game_view_get_why_text (view), "The computer played "));
  g_test_message ("%s", lalao_game_view_get_why_text (view));
  /* A screen reader hears the answer. */
  g_assert_nonnull (strstr (lalao_accessible_get_announced (GTK_WIDGET (view)), lalao_game_view_get_why_text (view)));
  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "a2a3", NULL));
  g_assert_false (gtk_widget_get_sensitive (view->why_button));
  g_assert_cmpstr (lalao_game_view_get_why_text (view), ==, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* "Why that move?" says what the move does: the computer's farasy
 * checks the hova and attacks the vorona behind it, and the reason names
 * the vorona (never "the best move the computer found" alone). The
 * farasy's fork is the computer's move at every depth from 1 to 43, so
 * the test does not hang on how deep a loaded machine lets it look (the
 * coach's forks of two pieces are test-move-coach's). */
static void
test_why_names_the_attack (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  MovesSeen one = { view, 1 };

  gtk_window_present (GTK_WINDOW (window));
  lalao_game_view_set_move_time (view, 300);
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "4k3/8/8/8/3n4/8/8/R3K3 b - - 0 1", 0, 5, LALAO_FIRST);
  ui_iterate_until (has_moves, &one, 30000);
  ui_iterate_until (settled, view, 10000);
  g_assert_true (gtk_widget_get_visible (view->why_button));
  lalao_game_view_explain_computer_move (view);
  const char *why = lalao_game_view_get_why_text (view);
  g_test_message ("%s", why);
  g_assert_true (g_str_has_prefix (why, "The computer played Farasy d4–c2+. "));
  g_assert_nonnull (strstr (why, "It attacks the vorona on a1: the farasy on c2 could take it next turn."));
  g_assert_null (strstr (why, "best move the computer found"));
  /* The threats say the same. */
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), TRUE);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (view->threats_label)), ==, "Black could take what stands on a1.");
  ui_wait (200);
  g_assert_true (ui_picture_save (GTK_WIDGET (window), "coach-why.png"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The same in French: the computer's fork, the guided game's warning
 * and judgement, in the glossary's words. */
static void
test_coach_french (void)
{
  GtkWidget *window;
  LalaoGameView *view;
  MovesSeen one;
  AdwMessageDialog *dialog;

  lalao_i18n_set_language ("fr");
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  one = (MovesSeen){ view, 1 };
  gtk_window_present (GTK_WINDOW (window));
  lalao_game_view_set_move_time (view, 300);
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "4k3/8/8/8/3n4/8/8/R3K3 b - - 0 1", 0, 5, LALAO_FIRST);
  ui_iterate_until (has_moves, &one, 30000);
  ui_iterate_until (settled, view, 10000);
  lalao_game_view_explain_computer_move (view);
  g_test_message ("%s", lalao_game_view_get_why_text (view));
  g_assert_nonnull (strstr (lalao_game_view_get_why_text (view), "Il attaque le vorona en a1"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), TRUE);
  ui_wait (200);
  g_assert_true (ui_picture_save (GTK_WIDGET (window), "coach-why-fr.png"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), FALSE);

  lalao_window_play (LALAO_WINDOW (window), "samantsy", "7k/8/8/8/8/8/8/K5R1 w - - 0 1", 0, 1, LALAO_FIRST);
  lalao_game_view_set_guided (view, TRUE);
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g7");
  ui_iterate_until (ui_toplevel_shown, "blunder-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("blunder-dialog"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "Après ce coup, le hova en h8 pourra prendre le vorona en g7. Le jouer quand même\u00a0?");
  ui_wait (200);
  g_assert_true (ui_picture_save (GTK_WIDGET (dialog), "coach-warning-fr.png"));
  adw_message_dialog_response (dialog, "back");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g2");
  g_test_message ("%s", lalao_game_view_get_judgement (view));
  g_assert_true (g_str_has_prefix (lalao_game_view_get_judgement (view), "Votre coup Vorona g1–g2. Un bon coup"));
  MovesSeen two = { view, 2 };
  ui_iterate_until (has_moves, &two, 30000);
  ui_iterate_until (settled, view, 10000);
  ui_wait (300);
  g_assert_true (ui_picture_save (GTK_WIDGET (window), "coach-guided-fr.png"));
  lalao_i18n_set_language ("en");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The guided game at level 1: a move that gives the vorona away is
 * asked about first ("Choose another move" keeps the board), a safe
 * one is played and judged with its reason; with the warning switched
 * off in the preferences, the blunder is played and judged a blunder. */
static void
test_guided_warns (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  static const char fen[] = "7k/8/8/8/8/8/8/K5R1 w - - 0 1";
  AdwMessageDialog *dialog;
  LalaoGame *game;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", fen, 0, 1, LALAO_FIRST);
  lalao_game_view_set_guided (view, TRUE);
  game = lalao_game_view_get_game (view);
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g7");
  ui_iterate_until (ui_toplevel_shown, "blunder-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("blunder-dialog"));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==,
                   "After this move, the vorona on g7 can be taken by the hova on h8. Play it anyway?");
  ui_wait (200);
  g_assert_true (ui_picture_save (GTK_WIDGET (dialog), "coach-warning.png"));
  adw_message_dialog_response (dialog, "back");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 0);

  /* A safe move: played at once, judged with a reason. */
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g2");
  g_assert_null (ui_find_toplevel ("blunder-dialog"));
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 1);
  const char *judged = lalao_game_view_get_judgement (view);
  g_test_message ("%s", judged);
  g_assert_true (g_str_has_prefix (judged, "Your move Vorona g1–g2. A good move"));
  g_assert_cmpuint (strlen (judged), >, strlen ("Your move Vorona g1–g2. A good move, as good as the computer’s. "));
  /* Said at the learner's next turn, before the rules in play. */
  MovesSeen two = { view, 2 };
  ui_iterate_until (has_moves, &two, 30000);
  ui_iterate_until (settled, view, 10000);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (view->status_label)), judged));
  ui_wait (300);
  g_assert_true (ui_picture_save (GTK_WIDGET (window), "coach-guided.png"));

  /* Switched off: the blunder is played, and judged. */
  g_settings_set_boolean (settings, "warn-blunders", FALSE);
  lalao_window_play (LALAO_WINDOW (window), "samantsy", fen, 0, 1, LALAO_FIRST);
  lalao_game_view_set_guided (view, TRUE);
  game = lalao_game_view_get_game (view);
  g_signal_emit_by_name (lalao_game_view_get_board (view), "move-chosen", "g1g7");
  g_assert_null (ui_find_toplevel ("blunder-dialog"));
  g_assert_cmpuint (lalao_game_get_n_moves_recorded (game), >=, 1);
  judged = lalao_game_view_get_judgement (view);
  g_test_message ("%s", judged);
  g_assert_true (g_str_has_prefix (judged, "Your move Vorona g1–g7. A blunder. "));
  g_assert_nonnull (strstr (judged, "the vorona on g7 to be taken by the hova on h8"));
  g_settings_reset (settings, "warn-blunders");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Where a widget stands in the window, once the panel is laid out. */
static double
top_in_window (GtkWidget *widget, GtkWidget *window)
{
  double x = 0, y = 0;

  ui_wait (300);
  g_assert_true (gtk_widget_translate_coordinates (widget, window, 0, 0, &x, &y));
  return y;
}

/* The side panel has fixed slots: "Why That Move?" and the replay
 * controls keep their places from the start of a game against the
 * computer through a move and its answer, and the board its size. */
static void
test_panel_slots (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  GtkWidget *board = GTK_WIDGET (lalao_game_view_get_board (view));
  MovesSeen two = { view, 2 };

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 2, LALAO_FIRST);
  lalao_game_view_set_move_time (view, 50);
  ui_iterate_until (ui_is_mapped, board, 5000);
  ui_iterate_until (settled, view, 10000);
  int width = gtk_widget_get_width (board);
  double why = top_in_window (view->why_button, window);
  double told = top_in_window (view->explain_panel, window);
  g_assert_true (gtk_widget_get_visible (view->why_button));
  g_assert_true (gtk_widget_get_visible (view->explain_panel));

  g_assert_true (lalao_game_play_text (lalao_game_view_get_game (view), "b2b3", NULL));
  ui_iterate_until (has_moves, &two, 30000);
  ui_iterate_until (settled, view, 10000);
  g_assert_true (gtk_widget_get_sensitive (view->why_button));
  g_test_message ("why %g then %g, told %g then %g", why, top_in_window (view->why_button, window), told,
                  top_in_window (view->explain_panel, window));
  g_assert_cmpfloat (top_in_window (view->why_button, window), ==, why);
  g_assert_cmpfloat (top_in_window (view->explain_panel, window), ==, told);
  g_assert_cmpint (gtk_widget_get_width (board), ==, width);
  g_assert_true (ui_picture_save (window, "panel-slots.png"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Resign asks first; Cancel keeps the game. Against the computer the
 * end says "You resigned.", and the last hint's arrow is gone. */
static void
test_resign_asks (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  LalaoBoardView *board = lalao_game_view_get_board (view);
  LalaoMove moves[LALAO_MAX_MOVES];
  AdwMessageDialog *dialog;

  gtk_window_present (GTK_WINDOW (window));
  lalao_window_play (LALAO_WINDOW (window), "samantsy", NULL, 0, 1, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, board, 5000);
  LalaoGame *game = lalao_game_view_get_game (view);
  g_assert_cmpint (lalao_game_get_engine (game)->legal_moves (lalao_game_get_position (game), moves), >, 0);
  lalao_board_view_set_hint (board, &moves[0]);

  g_assert_true (gtk_widget_activate_action (window, "win.resign", NULL));
  ui_iterate_until (ui_toplevel_shown, "resign-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("resign-dialog"));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Resign This Game?");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "The game ends now and the computer wins it.");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_ONGOING);
  g_assert_null (ui_find_toplevel ("end-dialog"));

  g_assert_true (gtk_widget_activate_action (window, "win.resign", NULL));
  ui_iterate_until (ui_toplevel_shown, "resign-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("resign-dialog"));
  adw_message_dialog_response (dialog, "resign");
  gtk_window_destroy (GTK_WINDOW (dialog));
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("end-dialog"));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "You Lost");
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "You resigned. The computer wins.");
  g_assert_false (lalao_board_view_get_has_hint (board));
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Two people: the side to move is the one that gives up. */
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 0, LALAO_FIRST);
  g_assert_true (gtk_widget_activate_action (window, "win.resign", NULL));
  ui_iterate_until (ui_toplevel_shown, "resign-dialog", 5000);
  dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel ("resign-dialog"));
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, "White gives up the game and Black wins it.");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The item of the window's main menu with this label (mnemonic removed). */
static GtkWidget *
find_menu_item (GtkWidget *widget, const char *label)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "GtkModelButton"))
    {
      g_autofree char *text = NULL;
      g_object_get (widget, "text", &text, NULL);
      if (g_strcmp0 (text, label) == 0)
        return widget;
    }
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget)) != NULL)
    {
      GtkWidget *found = find_menu_item (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget))), label);
      if (found != NULL)
        return found;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_item (c, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_menu_button (c);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* What the main menu shows of an item, with the menu open: nothing (an
 * item hidden while its action is off), the item greyed, or the item. */
typedef enum { ITEM_HIDDEN, ITEM_GREYED, ITEM_ENABLED } MenuItemState;

static MenuItemState
menu_item_state (GtkWidget *window, const char *label)
{
  GtkWidget *button = find_menu_button (window);
  GtkWidget *item;
  MenuItemState state;

  g_assert_nonnull (button);
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  ui_iterate_until (ui_is_mapped, gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)), 5000);
  item = find_menu_item (window, label);
  state = item == NULL || !gtk_widget_get_visible (item) ? ITEM_HIDDEN
          : gtk_widget_get_sensitive (item)              ? ITEM_ENABLED
                                                         : ITEM_GREYED;
  gtk_menu_button_popdown (GTK_MENU_BUTTON (button));
  return state;
}

/* Once a game is over, the menu offers neither a draw nor to resign;
 * undo or a new game brings both back. */
static void
test_menu_after_end (void)
{
  GtkWidget *window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  LalaoGameView *view = lalao_window_get_game_view (LALAO_WINDOW (window));
  GtkWidget *end;

  gtk_window_present (GTK_WINDOW (window));
  /* Two people; White blocks the black hova with the vorona. */
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "k7/2K5/8/8/8/8/8/1R6 w - - 0 1", 0, 0, LALAO_FIRST);
  ui_iterate_until (ui_is_mapped, lalao_game_view_get_board (view), 5000);
  g_assert_cmpint (menu_item_state (window, "Resign"), ==, ITEM_ENABLED);
  g_assert_cmpint (menu_item_state (window, "Offer a Draw"), ==, ITEM_ENABLED);
  click_move (view, "b1a1");
  g_assert_cmpint (lalao_game_view_get_status (view).result, ==, LALAO_FIRST_WINS);
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  end = ui_find_toplevel ("end-dialog");
  g_assert_nonnull (end);
  gtk_window_destroy (GTK_WINDOW (end));
  g_assert_cmpint (menu_item_state (window, "Resign"), ==, ITEM_GREYED);
  g_assert_cmpint (menu_item_state (window, "Offer a Draw"), ==, ITEM_HIDDEN);
  g_assert_cmpint (menu_item_state (window, "End by Agreement"), ==, ITEM_HIDDEN);

  /* Undo: the game goes on, and so do the offers. */
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_cmpint (lalao_game_view_get_status (view).result, ==, LALAO_ONGOING);
  g_assert_cmpint (menu_item_state (window, "Resign"), ==, ITEM_ENABLED);
  g_assert_cmpint (menu_item_state (window, "Offer a Draw"), ==, ITEM_ENABLED);

  /* An agreed end in Surakarta, then a new game. */
  lalao_window_play (LALAO_WINDOW (window), "surakarta", "6/6/6/2ww2/6/b5 w 3 50", 0, 0, LALAO_FIRST);
  g_assert_cmpint (menu_item_state (window, "End by Agreement"), ==, ITEM_ENABLED);
  g_assert_cmpint (menu_item_state (window, "Offer a Draw"), ==, ITEM_HIDDEN);
  g_assert_true (gtk_widget_activate_action (window, "win.end-by-agreement", NULL));
  ui_iterate_until (ui_toplevel_shown, "end-dialog", 5000);
  gtk_window_destroy (GTK_WINDOW (ui_find_toplevel ("end-dialog")));
  g_assert_cmpint (menu_item_state (window, "End by Agreement"), ==, ITEM_HIDDEN);
  g_assert_cmpint (menu_item_state (window, "Resign"), ==, ITEM_GREYED);
  lalao_window_play (LALAO_WINDOW (window), "surakarta", NULL, 0, 0, LALAO_FIRST);
  g_assert_cmpint (menu_item_state (window, "End by Agreement"), ==, ITEM_ENABLED);
  g_assert_cmpint (menu_item_state (window, "Resign"), ==, ITEM_ENABLED);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("game-ui");
  lalao_i18n_init ();
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/game-ui/new-game-dialog", test_new_game_dialog);
  g_test_add_func ("/game-ui/captured", test_captured_view);
  g_test_add_func ("/game-ui/refused-move", test_refused_move);
  g_test_add_func ("/game-ui/explain-steps", test_explain_steps);
  g_test_add_func ("/game-ui/interrupt-thinking", test_interrupt_thinking);
  g_test_add_func ("/game-ui/surakarta-path", test_surakarta_path);
  g_test_add_func ("/game-ui/painter-registry", test_painter_registry);
  g_test_add_func ("/game-ui/capture-target-visible", test_capture_target_visible);
  g_test_add_func ("/game-ui/capture-path-on-hover", test_capture_path_on_hover);
  g_test_add_func ("/game-ui/actions", test_actions);
  g_test_add_func ("/game-ui/resign-asks", test_resign_asks);
  g_test_add_func ("/game-ui/menu-after-end", test_menu_after_end);
  g_test_add_func ("/game-ui/why-that-move", test_why_that_move);
  g_test_add_func ("/game-ui/panel-slots", test_panel_slots);
  g_test_add_func ("/game-ui/threat-overlay", test_threat_overlay);
  g_test_add_func ("/game-ui/why-names-the-attack", test_why_names_the_attack);
  g_test_add_func ("/game-ui/guided-warns", test_guided_warns);
  g_test_add_func ("/game-ui/coach-french", test_coach_french);
  g_test_add_func ("/game-ui/narrow-window", test_narrow_window);
  g_test_add_func ("/game-ui/set-up-position", test_set_up_position);
  g_test_add_func ("/game-ui/palette-names", test_palette_names);
  g_test_add_func ("/game-ui/chain-kept", test_chain_kept);
  g_test_add_func ("/game-ui/capture-choice", test_capture_choice);
  g_test_add_func ("/game-ui/new-game-french", test_new_game_french);
  g_test_add_func ("/game-ui/huffel-game", test_huffel_game);
  g_test_add_func ("/game-ui/samantsy-pieces", test_samantsy_pieces);
  g_test_add_func ("/game-ui/samantsy-pieces-small", test_samantsy_pieces_small);
  g_test_add_func ("/game-ui/piece-legend", test_piece_legend);
  g_test_add_func ("/game-ui/first-computer-level", test_first_computer_level);
  g_test_add_func ("/game-ui/turn-after-sowing", test_turn_after_sowing);
  g_test_add_func ("/game-ui/end-by-agreement", test_end_by_agreement);
  g_test_add_func ("/game-ui/stories", test_stories);
  g_test_add_func ("/game-ui/move-animation", test_move_animation);
  g_test_add_func ("/game-ui/no-stall", test_no_stall);
  g_test_add_func ("/game-ui/preferences", test_preferences);
  g_test_add_func ("/game-ui/keyboard", test_keyboard_play);
  g_test_add_func ("/game-ui/point-names", test_point_names);
  g_test_add_func ("/game-ui/typed-move-and-queries", test_typed_move_and_queries);
  g_test_add_func ("/game-ui/endgame-rows", test_endgame_rows);
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/game-ui/%s", cases[i].id);
      g_test_add_data_func (path, &cases[i], play_game);
    }
  return g_test_run ();
}
