/* test-window.c — the real application window under the virtual X server:
 * it appears, shows the four games and draws something.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "lalao-application.h"
#include "lalao-i18n.h"
#include "lalao-window-private.h"
#include "ui-picture.h"
#include "ui-test-util.h"

typedef struct {
  GtkApplication *app;
  gboolean mapped;
  int n_cards;
  int n_cards_visible;
  char *title;
  int n_colours;
  int waited_ms;
  gboolean help_on_f1;
  char *help_heading;
  char *help_heading_without_yelp;
  char *stand_in;     /* a folder holding a stand-in for yelp */
  char *no_yelp;      /* an empty folder */
  gboolean has_icon;
} WindowCheck;

/* How many distinct colours the window's rendering has (a blank or
 * undrawn window has one). Also saves it as window.png for a person. */
static int
count_colours (GtkWidget *widget)
{
  g_autoptr (GdkTexture) texture = ui_picture_render_now (widget);
  g_autoptr (GHashTable) colours = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autofree guint32 *pixels = NULL;
  g_autofree char *path = ui_picture_path ("window.png");
  int w, h;

  if (texture == NULL)
    return 0;
  w = gdk_texture_get_width (texture);
  h = gdk_texture_get_height (texture);
  gdk_texture_save_to_png (texture, path);
  pixels = g_new (guint32, (gsize) w * h);
  gdk_texture_download (texture, (guchar *) pixels, (gsize) w * 4);
  for (int i = 0; i < w * h; i++)
    g_hash_table_add (colours, GUINT_TO_POINTER (pixels[i]));
  return (int) g_hash_table_size (colours);
}

static gboolean
poll_window (gpointer data)
{
  WindowCheck *check = data;
  GtkWindow *window = gtk_application_get_active_window (check->app);

  check->waited_ms += 100;
  /* Mapped is not yet drawn: on a loaded machine the first frame may
   * come later, so the window is looked at once it has drawn something. */
  if (window != NULL && gtk_widget_get_mapped (GTK_WIDGET (window)) && gtk_widget_get_width (GTK_WIDGET (window)) > 0
      && (count_colours (GTK_WIDGET (window)) > 1 || check->waited_ms >= 10000))
    {
      GtkWidget *cards = lalao_window_get_game_cards (LALAO_WINDOW (window));
      check->mapped = TRUE;
      check->title = g_strdup (gtk_window_get_title (window));
      for (GtkWidget *c = gtk_widget_get_first_child (cards); c != NULL; c = gtk_widget_get_next_sibling (c))
        {
          graphene_rect_t bounds;
          check->n_cards++;
          /* Whole, inside the window, without scrolling. */
          if (gtk_widget_compute_bounds (c, GTK_WIDGET (window), &bounds) && bounds.origin.y >= 0
              && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (GTK_WIDGET (window))
              && bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= gtk_widget_get_width (GTK_WIDGET (window)))
            check->n_cards_visible++;
        }
      check->n_colours = count_colours (GTK_WIDGET (window));
      /* F1 opens the help. */
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (check->app, "app.help");
      check->help_on_f1 = g_action_map_lookup_action (G_ACTION_MAP (check->app), "help") != NULL
                          && g_strv_contains ((const char *const *) accels, "F1");
      /* The app's icon is found even before Lalao is installed. */
      check->has_icon = gtk_icon_theme_has_icon (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                                 "io.github.lalao.Lalao");
      /* From the build folder, F1 opens the help pages of the tree in
       * Yelp (here a stand-in that notes what it is given)... */
      g_autofree char *path = g_strdup (g_getenv ("PATH"));
      g_autofree char *with_yelp = g_strconcat (check->stand_in, ":", path, NULL);
      g_setenv ("PATH", with_yelp, TRUE);
      g_action_group_activate_action (G_ACTION_GROUP (check->app), "help", NULL);
      GtkWidget *help = ui_find_toplevel ("help-dialog");
      if (help != NULL)
        {
          check->help_heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (help)));
          gtk_window_destroy (GTK_WINDOW (help));
        }
      /* ...and without Yelp, it says so. */
      g_setenv ("PATH", check->no_yelp, TRUE);
      g_action_group_activate_action (G_ACTION_GROUP (check->app), "help", NULL);
      g_setenv ("PATH", path, TRUE);
      help = ui_find_toplevel ("help-dialog");
      if (help != NULL)
        {
          check->help_heading_without_yelp = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (help)));
          gtk_window_destroy (GTK_WINDOW (help));
        }
      gtk_window_close (window);
      return G_SOURCE_REMOVE;
    }
  if (check->waited_ms >= 15000)
    {
      g_application_quit (G_APPLICATION (check->app));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
test_window_appears (void)
{
  g_autoptr (LalaoApplication) app = lalao_application_new ();
  WindowCheck check = { GTK_APPLICATION (app) };
  g_autofree char *yelp = NULL, *args = NULL, *given = NULL;
  g_autoptr (GError) error = NULL;

  /* A yelp that writes its arguments to a file, and a folder without it. */
  check.stand_in = g_build_filename (g_get_user_data_dir (), "stand-in", NULL);
  check.no_yelp = g_build_filename (g_get_user_data_dir (), "no-yelp", NULL);
  g_mkdir_with_parents (check.stand_in, 0700);
  g_mkdir_with_parents (check.no_yelp, 0700);
  yelp = g_build_filename (check.stand_in, "yelp", NULL);
  args = g_build_filename (check.stand_in, "yelp-args", NULL);
  g_autofree char *script = g_strdup_printf ("#!/bin/sh\necho \"$@\" > '%s.part' && mv '%s.part' '%s'\n", args, args, args);
  g_assert_true (g_file_set_contents (yelp, script, -1, NULL));
  g_assert_cmpint (g_chmod (yelp, 0700), ==, 0);

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_timeout_add (100, poll_window, &check);
  g_assert_cmpint (g_application_run (G_APPLICATION (app), 0, NULL), ==, 0);

  g_assert_true (check.mapped);
  g_assert_cmpstr (check.title, ==, "Lalao");
  g_assert_cmpint (check.n_cards, ==, 4);
  /* At the default size (960×720), every game's card is in sight. */
  g_assert_cmpint (check.n_cards_visible, ==, 4);
  g_test_message ("the window drew %d colours", check.n_colours);
  g_assert_cmpint (check.n_colours, >, 20);
  g_assert_true (check.help_on_f1);
  g_assert_true (check.has_icon);
  if (!g_file_test ("/usr/share/help/C/lalao/index.page", G_FILE_TEST_EXISTS)
      && !g_file_test ("/usr/local/share/help/C/lalao/index.page", G_FILE_TEST_EXISTS))
    {
      /* Not installed: Yelp was given the English pages of the sources
       * (the tests run in the C locale), and no dialog showed. */
      for (int i = 0; i < 100 && !g_file_test (args, G_FILE_TEST_EXISTS); i++)
        g_usleep (50000);
      g_assert_true (g_file_get_contents (args, &given, NULL, &error));
      g_assert_no_error (error);
      g_strstrip (given);
      g_assert_cmpstr (given, ==, HELP_SOURCE_DIR "/C");
      g_assert_null (check.help_heading);
      g_assert_cmpstr (check.help_heading_without_yelp, ==, "Could Not Open the Help");
    }
  g_free (check.help_heading);
  g_free (check.help_heading_without_yelp);
  g_free (check.stand_in);
  g_free (check.no_yelp);
  g_free (check.title);
}

int
main (int argc, char **argv)
{
  ui_own_data_dir ("window");
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ui/window-appears", test_window_appears);
  return g_test_run ();
}
