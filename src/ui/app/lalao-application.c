/* lalao-application.c — the Lalao application: actions and windows.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-application"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-application.h"
#include "lalao-window.h"

struct _LalaoApplication {
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (LalaoApplication, lalao_application, ADW_TYPE_APPLICATION)

LalaoApplication *
lalao_application_new (void)
{
  return g_object_new (LALAO_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "resource-base-path", RESOURCE_BASE,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       NULL);
}

static void
lalao_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (lalao_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

/* `lalao game.pgn`, or a saved game opened from the file manager. */
static void
lalao_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  GtkWindow *window;
  g_autoptr (GError) error = NULL;

  lalao_application_activate (app);
  window = gtk_application_get_active_window (GTK_APPLICATION (app));
  if (n_files > 0 && !lalao_window_open_file (LALAO_WINDOW (window), files[0], &error))
    {
      GtkWidget *dialog = adw_message_dialog_new (window, _("Could Not Open the File"), error->message);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  static const char *developers[] = { "The Lalao authors", NULL };
  GtkApplication *app = GTK_APPLICATION (user_data);

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", "Lalao",
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", "The Lalao authors",
                         "developers", developers,
                         /* Translators: put your names here, one per line. */
                         "translator-credits", _("translator-credits"),
                         "comments", _("Learn and play Samantsy, Songo, Fanorona and Surakarta, four traditional strategy games."),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2026 The Lalao authors",
                         NULL);
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (app);

  /* Closing the windows lets each one save its state first. */
  for (GList *l = windows; l != NULL;)
    {
      GList *next = l->next;
      gtk_window_close (GTK_WINDOW (l->data));
      l = next;
    }
}

/* Whether the Mallard help is installed where help browsers look:
 * share/help/C/lalao in one of the data folders. */
static gboolean
help_installed (void)
{
  g_autofree char *user = g_build_filename (g_get_user_data_dir (), "help", "C", "lalao", "index.page", NULL);

  if (g_file_test (user, G_FILE_TEST_EXISTS))
    return TRUE;
  for (const char *const *dir = g_get_system_data_dirs (); *dir != NULL; dir++)
    {
      g_autofree char *page = g_build_filename (*dir, "help", "C", "lalao", "index.page", NULL);
      if (g_file_test (page, G_FILE_TEST_EXISTS))
        return TRUE;
    }
  return FALSE;
}

/* Says plainly why the help does not show, instead of nothing at all. */
static void
help_problem (GtkWindow *window, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (window, heading, body);
  gtk_widget_set_name (dialog, "help-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_help_shown (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error))
    help_problem (GTK_WINDOW (source), _("Could Not Open the Help"),
                  /* Translators: the help is installed, but no program shows it. */
                  _("No help browser could show Lalao’s help. Install one, such as Yelp, and press F1 again."));
}

/* The folder of the help's pages in the source or build tree, for a
 * Lalao run from its build folder: the first of the user's languages
 * whose pages were built (with their figures), or the English pages of
 * the sources; NULL if neither is there. */
static char *
help_in_tree (void)
{
  for (const char *const *lang = g_get_language_names (); *lang != NULL; lang++)
    {
      g_autofree char *dir = g_str_equal (*lang, "C") ? g_build_filename (HELP_SOURCE_DIR, "C", NULL)
                                                        : g_build_filename (HELP_BUILD_DIR, *lang, NULL);
      g_autofree char *page = g_build_filename (dir, "index.page", NULL);
      g_autofree char *figures = g_build_filename (dir, "figures", NULL);

      if (g_file_test (page, G_FILE_TEST_EXISTS) && g_file_test (figures, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&dir);
    }
  return NULL;
}

/* Opens the help's pages of the tree in Yelp, which reads a folder of
 * Mallard pages (help: addresses only find installed help). */
static void
show_help_in_tree (GtkWindow *window, const char *dir)
{
  g_autoptr (GAppInfo) yelp = NULL;
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autoptr (GdkAppLaunchContext) context = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *program = g_find_program_in_path ("yelp");
  GList files = { folder, NULL, NULL };

  if (program != NULL)
    yelp = g_app_info_create_from_commandline (program, "Yelp", G_APP_INFO_CREATE_NONE, &error);
  if (yelp != NULL)
    {
      context = gdk_display_get_app_launch_context (window != NULL ? gtk_widget_get_display (GTK_WIDGET (window))
                                                                   : gdk_display_get_default ());
      if (g_app_info_launch (yelp, &files, G_APP_LAUNCH_CONTEXT (context), &error))
        return;
    }
  if (error != NULL)
    g_message ("Yelp did not start: %s", error->message);
  help_problem (window, _("Could Not Open the Help"),
                /* Translators: Lalao runs from its build folder; the help is there, but Yelp, which shows it, is not. */
                _("Lalao’s help is shown by Yelp, the GNOME help browser. Install Yelp and press F1 again."));
}

/* The Mallard help, in the desktop's help browser (Yelp); from the
 * build folder, the pages of the tree. */
static void
help_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  g_autofree char *tree = NULL;

  if (!help_installed ())
    {
      tree = help_in_tree ();
      if (tree != NULL)
        {
          show_help_in_tree (window, tree);
          return;
        }
      /* Translators: F1 pressed in a Lalao whose help is neither installed nor in its build folder. */
      help_problem (window, _("The Help Is Not Installed"),
                    _("Lalao’s help is installed with the app (meson install). In the source folder, you can read it "
                      "with: yelp help/C/index.page"));
      return;
    }
  gtk_show_uri_full (window, "help:lalao", GDK_CURRENT_TIME, NULL, on_help_shown, NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "help", .activate = help_activated },
  { .name = "about", .activate = about_activated },
  { .name = "quit", .activate = quit_activated },
};

static void
lalao_application_startup (GApplication *app)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *help_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (lalao_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.help", help_accels);
  gtk_window_set_default_icon_name (APP_ID);
}

static void
lalao_application_class_init (LalaoApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = lalao_application_activate;
  app_class->open = lalao_application_open;
  app_class->startup = lalao_application_startup;
}

static void
lalao_application_init (LalaoApplication *self)
{
}
