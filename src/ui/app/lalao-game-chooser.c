/* lalao-game-chooser.c — which game of a file of several to open.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A message dialog whose extra child lists the file's games, one row
 * each; activating a row answers the dialog with that game's response.
 */
#define G_LOG_DOMAIN "lalao-game-chooser"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-record.h"
#include "lalao-game-chooser.h"

/* "Rabe – Soa", or "Game 3" when the players are not named. */
static char *
row_title (LalaoRecordGame *game, guint index)
{
  const char *white = lalao_record_game_get_tag (game, "White");
  const char *black = lalao_record_game_get_tag (game, "Black");

  if (white == NULL || black == NULL || (g_str_equal (white, "?") && g_str_equal (black, "?")))
    /* Translators: a game of a file whose players are not named; %u is its number in the file. */
    return g_strdup_printf (_("Game %u"), index + 1);
  /* Translators: the two players of a saved game, first player first. */
  return g_strdup_printf (_("%s – %s"), white, black);
}

/* "Songo, 60 moves, 0-1 · Casual game, 2026.11.21" */
static char *
row_subtitle (LalaoRecordGame *game)
{
  static const char *const tags[] = { "Event", "Date" };
  guint n = game->moves->nodes->len;
  GString *text = g_string_new (NULL);
  const char *separator = " · ";

  /* Translators: a saved game in the list of a file's games: the game, its number of moves, its result (“0-1”). */
  g_string_append_printf (text, ngettext ("%s, %u move, %s", "%s, %u moves, %s", n),
                          game->engine->name, n, game->result);
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    {
      const char *value = lalao_record_game_get_tag (game, tags[i]);
      if (value == NULL || *value == '\0' || g_str_equal (value, "?") || strstr (value, "??") != NULL)
        continue;
      g_string_append (text, separator);
      g_string_append (text, value);
      separator = ", ";
    }
  return g_string_free (text, FALSE);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, AdwMessageDialog *dialog)
{
  g_autofree char *response = g_strdup_printf ("game-%d", gtk_list_box_row_get_index (row));
  adw_message_dialog_response (dialog, response);
  gtk_window_close (GTK_WINDOW (dialog));
}

gboolean
lalao_game_chooser_parse_response (const char *response, guint *index)
{
  guint64 value;

  if (response == NULL || !g_str_has_prefix (response, "game-")
      || !g_ascii_string_to_unsigned (response + 5, 10, 0, G_MAXUINT, &value, NULL))
    return FALSE;
  *index = (guint) value;
  return TRUE;
}

GtkWidget *
lalao_game_chooser_new (GtkWindow *parent, const char *file_name, GPtrArray *games)
{
  GtkWidget *dialog, *list, *scroller;
  g_autofree char *body = NULL;

  /* Translators: the dialog that opens a file of several games; %s is the file's name. */
  body = g_strdup_printf (ngettext ("“%s” holds %u game. Which one do you want to open?",
                                    "“%s” holds %u games. Which one do you want to open?", games->len),
                          file_name, games->len);
  /* Translators: the heading of the dialog that opens a file of several games. */
  dialog = adw_message_dialog_new (parent, _("Choose a Game"), body);
  gtk_widget_set_name (dialog, "choose-game-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  for (guint i = 0; i < games->len; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *title = row_title (games->pdata[i], i);
      g_autofree char *subtitle = row_subtitle (games->pdata[i]);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  g_signal_connect (list, "row-activated", G_CALLBACK (on_row_activated), dialog);
  /* A long list scrolls; a short one is shown whole (a scroller sized to
   * its natural height cuts off rows whose subtitle wraps). */
  if (games->len > 5)
    {
      scroller = gtk_scrolled_window_new ();
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 360);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
      list = scroller;
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  return dialog;
}
