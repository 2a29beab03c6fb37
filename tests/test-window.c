/* test-window.c — the real application window under the virtual X server:
 * it appears, shows the four games and draws something.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

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
      /* From the build folder, F1 says that the help is not installed. */
      g_action_group_activate_action (G_ACTION_GROUP (check->app), "help", NULL);
      GtkWidget *help = ui_find_toplevel ("help-dialog");
      if (help != NULL)
        {
          check->help_heading = g_strdup (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (help)));
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
    g_assert_cmpstr (check.help_heading, ==, "The Help Is Not Installed");
  g_free (check.help_heading);
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
