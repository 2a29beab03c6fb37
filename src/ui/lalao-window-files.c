/* lalao-window-files.c — the window's part: records opened and saved
 * (a file of several games asks which one), the autosave after every
 * move, and the unfinished game offered and resumed on the start page.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-autosave.h"
#include "lalao-game-chooser.h"
#include "lalao-window-private.h"

void
_lalao_window_set_file (LalaoWindow *self, GFile *file)
{
  g_set_object (&self->file, file);
  /* A game not read from a file is saved alone. */
  if (file == NULL)
    g_clear_pointer (&self->file_games, g_ptr_array_unref);
  if (file != NULL)
    {
      g_autofree char *name = g_file_get_basename (file);
      gtk_window_set_title (GTK_WINDOW (self), name);
    }
  else
    gtk_window_set_title (GTK_WINDOW (self), "Lalao");
}

gboolean
lalao_window_save_to (LalaoWindow *self, GFile *file, GError **error)
{
  LalaoRecordGame *record = lalao_game_view_get_record (self->game_view);
  g_autoptr (GPtrArray) games = g_ptr_array_new ();

  g_return_val_if_fail (LALAO_IS_WINDOW (self) && record != NULL, FALSE);
  /* The other games of the file it came from are written back with it. */
  for (guint i = 0; self->file_games != NULL && i < self->file_games->len; i++)
    g_ptr_array_add (games, i == self->file_index ? record : self->file_games->pdata[i]);
  if (games->len == 0)
    g_ptr_array_add (games, record);
  if (!lalao_record_write_file (games, file, error))
    return FALSE;
  _lalao_window_set_file (self, file);
  return TRUE;
}

/* Shows game `index` of the games read from `file`, which the window
 * keeps to _lalao_window_save them back together. */
static gboolean
show_file_game (LalaoWindow *self, GFile *file, GPtrArray *games, guint index, GError **error)
{
  LalaoRecordGame *record;

  g_return_val_if_fail (index < games->len, FALSE);
  record = games->pdata[index];
  games->pdata[index] = NULL;
  g_free (self->game_id);
  self->game_id = g_strdup (record->engine->id);
  /* An opened game is never autosaved, from its first update on. */
  gboolean was_autosaved = self->autosaved, was_played_here = self->played_here;
  self->autosaved = self->played_here = FALSE;
  if (!lalao_game_view_load (self->game_view, record, FALSE, error))
    {
      /* The record is gone with the failure; the game on show stays. */
      self->autosaved = was_autosaved;
      self->played_here = was_played_here;
      g_ptr_array_unref (games);
      return FALSE;
    }
  g_clear_pointer (&self->file_games, g_ptr_array_unref);
  self->file_games = games;
  self->file_index = index;
  _lalao_window_set_file (self, file);
  self->autosaved = FALSE;
  self->played_here = FALSE;
  gtk_stack_set_visible_child_name (self->pages, "game");
  gtk_widget_grab_focus (GTK_WIDGET (lalao_game_view_get_board (self->game_view)));
  return TRUE;
}

gboolean
lalao_window_choose_game (LalaoWindow *self, guint index, GError **error)
{
  g_autoptr (GFile) file = NULL;

  g_return_val_if_fail (LALAO_IS_WINDOW (self) && self->pending_games != NULL, FALSE);
  g_return_val_if_fail (index < self->pending_games->len, FALSE);
  file = g_steal_pointer (&self->pending_file);
  return show_file_game (self, file, g_steal_pointer (&self->pending_games), index, error);
}

static void
on_game_chosen (AdwMessageDialog *dialog, const char *response, LalaoWindow *self)
{
  g_autoptr (GError) error = NULL;
  guint index;

  if (self->pending_games == NULL)
    return;
  if (!lalao_game_chooser_parse_response (response, &index) || index >= self->pending_games->len)
    {
      g_clear_pointer (&self->pending_games, g_ptr_array_unref);
      g_clear_object (&self->pending_file);
      return;
    }
  if (!lalao_window_choose_game (self, index, &error))
    _lalao_window_show_error (self, _("Could Not Open the File"), error->message);
}

gboolean
lalao_window_open_file (LalaoWindow *self, GFile *file, GError **error)
{
  GPtrArray *games;
  GtkWidget *chooser;
  g_autofree char *name = NULL;

  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  games = lalao_record_read_file (file, NULL, error);
  if (games == NULL)
    return FALSE;
  if (games->len == 1)
    return show_file_game (self, file, games, 0, error);

  /* Which one? The game on show stays until the person chooses. */
  g_clear_pointer (&self->pending_games, g_ptr_array_unref);
  self->pending_games = games;
  g_set_object (&self->pending_file, file);
  name = g_file_get_basename (file);
  chooser = lalao_game_chooser_new (GTK_WINDOW (self), name, games);
  g_signal_connect_object (chooser, "response", G_CALLBACK (on_game_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (chooser));
  return TRUE;
}

void
_lalao_window_save (LalaoWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    _lalao_window_choose_file (self, TRUE);
  else if (!lalao_window_save_to (self, self->file, &error))
    _lalao_window_show_error (self, _("Could Not Save the Game"), error->message);
}

static void
on_chooser_response (GtkNativeDialog *chooser, int response, LalaoWindow *self)
{
  g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gboolean saving = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (chooser)) == GTK_FILE_CHOOSER_ACTION_SAVE;
  g_autoptr (GError) error = NULL;

  if (response == GTK_RESPONSE_ACCEPT && file != NULL)
    {
      if (saving && !lalao_window_save_to (self, file, &error))
        _lalao_window_show_error (self, _("Could Not Save the Game"), error->message);
      else if (!saving && !lalao_window_open_file (self, file, &error))
        _lalao_window_show_error (self, _("Could Not Open the File"), error->message);
    }
  g_clear_object (&self->chooser);
}

/* The desktop's file chooser, for PGN files. */
void
_lalao_window_choose_file (LalaoWindow *self, gboolean saving)
{
  GtkFileChooserNative *chooser;
  GtkFileFilter *pgn = gtk_file_filter_new (), *all = gtk_file_filter_new ();

  if (self->chooser != NULL)
    return;
  chooser = gtk_file_chooser_native_new (saving ? _("Save the Game") : _("Open a Game"), GTK_WINDOW (self),
                                         saving ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
                                         saving ? _("_Save") : _("_Open"), _("_Cancel"));
  /* Translators: the file chooser's filter for saved games. */
  gtk_file_filter_set_name (pgn, _("Saved games (PGN)"));
  gtk_file_filter_add_pattern (pgn, "*.pgn");
  gtk_file_filter_add_pattern (pgn, "*.PGN");
  gtk_file_filter_add_mime_type (pgn, "application/x-chess-pgn");
  /* Translators: the file chooser's filter that shows every file. */
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), pgn);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all);
  g_object_unref (pgn);
  g_object_unref (all);
  if (saving)
    {
      const LalaoEngine *e = lalao_game_get_engine (lalao_game_view_get_game (self->game_view));
      g_autoptr (GDateTime) now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");
      /* Translators: the name offered for a saved game: %1$s is the game ("Songo"), %2$s the date. */
      g_autofree char *name = g_strdup_printf (_("%1$s %2$s.pgn"), e->name, date);
      if (self->file != NULL)
        gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
      else
        gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
    }
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_set_modal (self->chooser, TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (self->chooser);
}

void
lalao_window_autosave (LalaoWindow *self)
{
  LalaoGame *game = lalao_game_view_get_game (self->game_view);
  g_autoptr (GError) error = NULL;

  g_return_if_fail (LALAO_IS_WINDOW (self));
  if (game == NULL)
    return;
  /* Only a game under way is worth offering back: its last recorded
   * position is still open, wherever the review stands. Once it has
   * ended, it is not offered any more. */
  LalaoRecordGame *record = lalao_game_view_get_record (self->game_view);
  LalaoMatch match;
  /* A match with games played is kept between its games too: a game
   * over and scored, or the next one before its first move. */
  gboolean match_under_way = lalao_game_view_get_match (self->game_view, &match) && match.n_played > 0
                             && !lalao_match_is_over (&match);
  if (!match_under_way && (lalao_game_get_n_moves_recorded (game) == 0 || !g_str_equal (record->result, "*")))
    {
      if (self->autosaved)
        lalao_autosave_clear ();
      self->autosaved = FALSE;
      return;
    }
  /* A saved game being looked at is not a game under way. */
  if (lalao_game_view_get_reviewing (self->game_view) && !self->played_here)
    return;
  self->autosaved = lalao_autosave_write (record,
                                          lalao_game_view_get_computer_level (self->game_view),
                                          lalao_game_view_get_person_side (self->game_view), &error);
  if (!self->autosaved)
    g_warning ("the game could not be saved for later: %s", error->message);
}

/* The game under way is kept after every move, so that nothing is lost
 * if the app dies (the file is replaced whole, never half written). */
void
_lalao_window_on_game_updated (LalaoWindow *self)
{
  _lalao_window_update_agreement (self);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0)
    lalao_window_autosave (self);
}

/* Offers the autosaved game on the start page, if there is one. */
void
_lalao_window_show_resume (LalaoWindow *self)
{
  g_autofree char *aside = NULL;
  g_autoptr (LalaoRecordGame) record = lalao_autosave_read (&aside);
  g_autofree char *text = NULL;

  if (aside != NULL)
    {
      g_free (self->set_aside);
      self->set_aside = g_steal_pointer (&aside);
    }
  gtk_widget_set_visible (self->resume_box, record != NULL || self->set_aside != NULL);
  gtk_widget_set_visible (self->resume_button, record != NULL);
  /* Translators: hides the message about an unreadable saved game (the file it was kept as stays). */
  gtk_button_set_label (GTK_BUTTON (self->discard_button), record != NULL ? _("_Discard") : _("_Close"));
  if (record == NULL && self->set_aside != NULL)
    {
      /* Translators: on the start page; %s is a file's path. */
      text = g_strdup_printf (_("The unfinished game could not be read. It was kept as “%s”."), self->set_aside);
      gtk_label_set_text (GTK_LABEL (self->resume_label), text);
      return;
    }
  if (record == NULL)
    return;
  LalaoMatch match;
  if (!g_str_equal (record->result, "*")
      && lalao_match_from_text (lalao_record_game_get_tag (record, "LalaoMatch"), &match))
    /* Translators: on the start page; %1$s is a game ("Surakarta"), %2$d the number of games played. */
    text = g_strdup_printf (ngettext ("A match of %1$s is under way, after %2$d game.",
                                      "A match of %1$s is under way, after %2$d games.", match.n_played),
                            record->engine->name, match.n_played);
  else
    /* Translators: on the start page; %1$s is a game ("Songo"), %2$u the number of moves played. */
    text = g_strdup_printf (ngettext ("A game of %1$s is unfinished, after %2$u move.",
                                      "A game of %1$s is unfinished, after %2$u moves.", record->moves->nodes->len),
                            record->engine->name, record->moves->nodes->len);
  gtk_label_set_text (GTK_LABEL (self->resume_label), text);
}

void
_lalao_window_resume (LalaoWindow *self)
{
  g_autofree char *aside = NULL;
  LalaoRecordGame *record = lalao_autosave_read (&aside);
  g_autoptr (GError) error = NULL;

  if (record == NULL)
    {
      if (aside != NULL)
        {
          g_free (self->set_aside);
          self->set_aside = g_steal_pointer (&aside);
        }
      _lalao_window_show_resume (self);
      return;
    }
  g_free (self->game_id);
  self->game_id = g_strdup (record->engine->id);
  if (!lalao_game_view_load (self->game_view, record, TRUE, &error))
    {
      _lalao_window_show_error (self, _("Could Not Resume the Game"), error->message);
      lalao_autosave_clear ();
      _lalao_window_show_resume (self);
      return;
    }
  _lalao_window_set_file (self, NULL);
  self->autosaved = TRUE;
  self->played_here = TRUE;
  gtk_stack_set_visible_child_name (self->pages, "game");
}

const char *
lalao_window_get_resume_text (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->resume_box) ? gtk_label_get_text (GTK_LABEL (self->resume_label)) : "";
}

gboolean
lalao_window_resume (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  _lalao_window_resume (self);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0;
}

gboolean
_lalao_window_on_close_request (LalaoWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0)
    lalao_window_autosave (self);
  return FALSE;
}
