/* make-screenshots.c — the pictures of data/screenshots/: each game a few
 * moves in, against the computer, at the default window size (960×720)
 * in the light and the dark style and on the high-contrast board, and at
 * 1920×1080 light and high-contrast; the start page with every game
 * unfinished, the legend of the Samantsy pieces and the board editor.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with `meson compile -C _build screenshots` (under xvfb-run when
 * there is no display). The moves are the computer's own choices at
 * depth 4 from the start, so the positions are real games.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "lalao-i18n.h"
#include "lalao-lesson-view.h"
#include "lalao-new-game-dialog.h"
#include "lalao-game-view-private.h"
#include "lalao-window-private.h"
#include "ui-picture.h"

typedef struct {
  const char *id;
  const char *moves;
} Shot;

static const Shot shots[] = {
  { "samantsy", "e2e5 d7d4 c2c3 d4c3 d2c3 f7f6 f2f4 h7h4 g2g6 h8h5 g1f3 h5f5" },
  { "songo", "S6 N1 S5 N0 S3 N0 S4 N1 S0 N1" },
  { "fanorona", "f2e3A d5d4A e1d2A,d2d3A b5b4A c1b2A c4c3A a2a3A f3f2A,f2e1W" },
  { "surakarta", "a2b3 a5b4 a1a2 a6a5 e2e3 e5e4 f1e2 f6e5 a2a3 a5a4 b1a2 a4a5" },
};

static void
wait_ms (int ms)
{
  gint64 until = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < until)
    g_main_context_iteration (NULL, FALSE);
}

/* The app's own stylesheet, which an AdwApplication would load. */
static void
load_style (void)
{
  GtkCssProvider *css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, RESOURCE_BASE "/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (css);
}

static void
save (GtkWidget *window, const char *dir, const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  if (!ui_picture_save (window, path))
    g_error ("cannot write %s", path);
  g_print ("%s\n", path);
}

/* The window at a size: unmaximised, resized, and given time to lay out. */
static void
set_size (GtkWidget *window, int width, int height)
{
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  wait_ms (600);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  static const struct {
    int width, height;
    const char *suffix;
    gboolean dark;
  } sizes[] = { { 960, 720, "", TRUE }, { 1920, 1080, "-1920", FALSE } };
  AdwStyleManager *style;
  GSettings *settings;
  GtkWidget *window;
  LalaoGameView *view;

  lalao_i18n_init ();
  gtk_init ();
  adw_init ();
  load_style ();
  style = adw_style_manager_get_default ();
  settings = g_settings_new (APP_ID);
  window = g_object_new (LALAO_TYPE_WINDOW, NULL);
  view = lalao_window_get_game_view (LALAO_WINDOW (window));
  gtk_window_present (GTK_WINDOW (window));
  set_size (window, 960, 720);

  for (gsize i = 0; i < G_N_ELEMENTS (shots); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (shots[i].id);
      g_auto (GStrv) moves = g_strsplit (shots[i].moves, " ", -1);

      lalao_window_play (LALAO_WINDOW (window), shots[i].id, NULL, lalao_engine_default_options (e), 3, LALAO_FIRST);
      for (char **m = moves; *m; m++)
        if (!lalao_game_play_text (lalao_game_view_get_game (view), *m, NULL))
          g_error ("%s: %s is not legal", shots[i].id, *m);
      for (gsize z = 0; z < G_N_ELEMENTS (sizes); z++)
        {
          set_size (window, sizes[z].width, sizes[z].height);
          /* Light and dark wood, then the high-contrast board. */
          for (int look = 0; look < 3; look++)
            {
              static const char *const names[] = { "light", "dark", "high-contrast" };
              g_autofree char *name = g_strdup_printf ("%s-%s%s", shots[i].id, names[look], sizes[z].suffix);
              if (look == 1 && !sizes[z].dark)
                continue;
              adw_style_manager_set_color_scheme (style, look == 1 ? ADW_COLOR_SCHEME_FORCE_DARK
                                                                   : ADW_COLOR_SCHEME_FORCE_LIGHT);
              g_settings_set_string (settings, "board-style", look == 2 ? "high-contrast" : "wood");
              wait_ms (1500);  /* the last move's animation and the style change */
              save (window, dir, name);
            }
        }
      set_size (window, 960, 720);
      lalao_window_autosave (LALAO_WINDOW (window));
    }
  g_settings_set_string (settings, "board-style", "wood");

  /* The start page: every game left unfinished, each card offering it. */
  gtk_widget_activate_action (window, "win.show-games", NULL);
  wait_ms (600);
  save (window, dir, "start");

  /* The coach's overlay: the farasy on c2 attacked by a zaza. */
  lalao_window_play (LALAO_WINDOW (window), "samantsy", "4k3/p7/8/8/8/3p4/2N1P3/4K3 w - - 0 1", 0, 3, LALAO_FIRST);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), TRUE);
  wait_ms (800);
  save (window, dir, "coach-threats");
  gtk_check_button_set_active (GTK_CHECK_BUTTON (view->threats_check), FALSE);

  /* Learning from a mistake: a game with a blunder, analysed. */
  {
    g_autofree char *folder = g_dir_make_tmp ("lalao-shots-XXXXXX", NULL);
    g_autofree char *path = g_build_filename (folder, "blunder.pgn", NULL);
    g_autoptr (GFile) file = g_file_new_for_path (path);
    g_file_set_contents (path, "[Variant \"Samantsy\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n\n"
                               "1. a1b1 h8h7 2. g1g7 h7g7 1/2-1/2\n", -1, NULL);
    lalao_game_view_set_move_time (view, 200);
    lalao_window_open_file (LALAO_WINDOW (window), file, NULL);
    for (int i = 0; i < 300 && !lalao_analysis_panel_get_done (lalao_game_view_get_analysis (view)); i++)
      wait_ms (100);
    lalao_game_view_learn_from_mistakes (view);
    wait_ms (800);
    save (window, dir, "learn-from-mistakes");
    lalao_game_view_stop_mistakes (view);
    g_remove (path);
    g_rmdir (folder);
  }

  /* The legend of the pieces, in the first Samantsy lesson. */
  LalaoLessonView *lessons = lalao_window_get_lesson_view (LALAO_WINDOW (window));
  lalao_window_learn (LALAO_WINDOW (window), "samantsy");
  lalao_lesson_view_set_language (lessons, "en");
  lalao_lesson_view_start_lesson (lessons, 0);
  lalao_lesson_view_next (lessons);
  wait_ms (800);
  save (window, dir, "samantsy-legend");

  /* The Puzzles page: a Fanorona puzzle, its themes and the rating. */
  lalao_window_puzzles (LALAO_WINDOW (window), "fanorona");
  wait_ms (800);
  save (window, dir, "puzzles");

  /* The board editor, a Samantsy position half set up. */
  gtk_widget_activate_action (window, "win.show-games", NULL);
  LalaoNewGameDialog *dialog = lalao_window_new_game_dialog (LALAO_WINDOW (window), "samantsy");
  LalaoPositionEditor *editor = lalao_new_game_dialog_set_up (dialog);
  lalao_setup_read_fen (lalao_position_editor_get_setup (editor), "4k3/3p4/8/8/2N5/8/3P4/R3K3 w - - 0 1", NULL);
  lalao_position_editor_click_point (editor, 7, 1);
  wait_ms (800);
  save (GTK_WIDGET (editor), dir, "position-editor");
  gtk_window_destroy (GTK_WINDOW (editor));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
