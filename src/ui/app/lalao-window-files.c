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
#include "lalao-lesson-view.h"
#include "lalao-progress.h"
#include "lalao-window-private.h"

void
_lalao_window_set_file (LalaoWindow *self, GFile *file)
{
  g_set_object (&self->file, file);
  /* A game not read from a file is saved alone. */
  if (file == NULL)
    g_clear_pointer (&self->file_games, g_ptr_array_unref);
  _lalao_window_update_title (self);
}

/* The title says where the person is: the saved game's file, or the game
 * on show (its play or its lessons), or Lalao on the start page, which
 * forgets the file left behind. */
void
_lalao_window_update_title (LalaoWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->pages);
  const LalaoEngine *e = self->game_id != NULL ? lalao_engine_lookup (self->game_id) : NULL;

  if (g_strcmp0 (page, "game") == 0 && self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);
      gtk_window_set_title (GTK_WINDOW (self), name);
    }
  else if (g_strcmp0 (page, "game") == 0 && e != NULL)
    gtk_window_set_title (GTK_WINDOW (self), e->name);
  else if (g_strcmp0 (page, "lesson") == 0)
    gtk_window_set_title (GTK_WINDOW (self), lalao_lesson_view_get_game_name (self->lesson_view));
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
  /* An unfinished game saved by Lalao goes on against the same opponent,
   * as the person left it; any other is reviewed. */
  int level;
  LalaoSide side;
  gboolean goes_on = g_str_equal (record->result, "*") && lalao_record_game_get_players (record, &level, &side);
  /* An opened game is not autosaved while it loads. */
  gboolean was_autosaved = self->autosaved, was_played_here = self->played_here;
  self->autosaved = self->played_here = FALSE;
  if (!lalao_game_view_load (self->game_view, record, goes_on, error))
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
  /* A game that goes on is the game's unfinished one from its next move. */
  self->played_here = goes_on;
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
      /* The next dialog starts where this one ended. */
      g_autoptr (GFile) folder = g_file_get_parent (file);
      g_autofree char *path = folder != NULL ? g_file_get_path (folder) : NULL;
      if (path != NULL)
        g_settings_set_string (self->settings, "last-folder", path);
      if (saving && !lalao_window_save_to (self, file, &error))
        _lalao_window_show_error (self, _("Could Not Save the Game"), error->message);
      else if (!saving && !lalao_window_open_file (self, file, &error))
        _lalao_window_show_error (self, _("Could Not Open the File"), error->message);
    }
  g_clear_object (&self->chooser);
}

/* Where Open and Save start: the folder used last, or the Documents
 * folder, never wherever the app happened to be started from. */
char *
_lalao_window_dialog_folder (LalaoWindow *self)
{
  g_autofree char *last = g_settings_get_string (self->settings, "last-folder");
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  if (*last != '\0' && g_file_test (last, G_FILE_TEST_IS_DIR))
    return g_steal_pointer (&last);
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_strdup (documents);
  return g_strdup (g_get_home_dir ());
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
  g_autofree char *start = _lalao_window_dialog_folder (self);
  g_autoptr (GFile) start_folder = g_file_new_for_path (start);
  gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), start_folder, NULL);
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
        lalao_autosave_clear (record->engine->id);
      self->autosaved = FALSE;
      return;
    }
  /* A saved game being looked at is not a game under way. */
  if (!self->played_here)
    return;
  self->autosaved = lalao_autosave_write (record, &error);
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

/* A card's row for its game's unfinished game: what it is, Discard and
 * Resume. Hidden while there is none. */
GtkWidget *
_lalao_window_make_resume_row (LalaoWindow *self, const char *game_id)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *discard = gtk_button_new_with_mnemonic (_("_Discard"));
  GtkWidget *resume = gtk_button_new_with_mnemonic (_("_Resume"));

  gtk_widget_set_name (row, "resume-row");
  gtk_widget_add_css_class (row, "resume-row");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (resume, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (discard), "win.discard-saved");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (discard), "s", game_id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (resume), "win.resume");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (resume), "s", game_id);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (buttons), discard);
  gtk_box_append (GTK_BOX (buttons), resume);
  gtk_box_append (GTK_BOX (row), buttons);
  gtk_widget_set_visible (row, FALSE);
  g_object_set_data (G_OBJECT (row), "label", label);
  g_hash_table_insert (self->resume_rows, (gpointer) game_id, row);
  return row;
}

/* What a card says of its unfinished game: moves are counted as people
 * count them (White's and Black's make one), not one a side. */
static char *
describe_unfinished (LalaoRecordGame *record)
{
  LalaoMatch match;
  guint moves = (record->moves->nodes->len + 1) / 2;

  if (!g_str_equal (record->result, "*")
      && lalao_match_from_text (lalao_record_game_get_tag (record, "LalaoMatch"), &match))
    /* Translators: on a game's card of the start page; %d is the number of games played. */
    return g_strdup_printf (ngettext ("Your match is under way, after %d game.",
                                      "Your match is under way, after %d games.", match.n_played),
                            match.n_played);
  /* Translators: on a game's card of the start page; %u is the number of moves played (a move of each side counts as one). */
  return g_strdup_printf (ngettext ("Your game is unfinished, after %u move.",
                                    "Your game is unfinished, after %u moves.", moves),
                          moves);
}

static void
note_set_aside (LalaoWindow *self, char *aside)
{
  if (aside == NULL)
    return;
  g_free (self->set_aside);
  self->set_aside = aside;
}

char *
_lalao_window_describe_unfinished (const char *game_id)
{
  g_autoptr (LalaoRecordGame) record = lalao_autosave_read (game_id, NULL);

  return record != NULL ? describe_unfinished (record) : NULL;
}

/* Whether the learner has not finished any lesson of the game's course
 * yet (FALSE for a game without a course). */
static gboolean
new_to_course (const char *game_id)
{
  g_autoptr (LalaoCourse) course = lalao_course_exists (game_id) ? lalao_course_load (game_id, NULL) : NULL;
  guint lessons_done = 0;
  int stars, most;

  if (course == NULL)
    return FALSE;
  lalao_progress_count (lalao_progress_get_default (), course, &lessons_done, &stars, &most);
  return lessons_done == 0;
}

static void
set_suggested (GtkWidget *button, gboolean suggested)
{
  if (suggested)
    gtk_widget_add_css_class (button, "suggested-action");
  else
    gtk_widget_remove_css_class (button, "suggested-action");
}

/* Offers each game's unfinished game on its card, and says when one
 * could not be read. Each card suggests one thing: Resume for an
 * unfinished game; otherwise Learn to someone who has not finished a
 * lesson of that game yet, and Play once they have. */
void
_lalao_window_show_resume (LalaoWindow *self)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const char *id = lalao_game_ids[i];
      GtkWidget *row = g_hash_table_lookup (self->resume_rows, id);
      char *aside = NULL;
      g_autoptr (LalaoRecordGame) record = lalao_autosave_read (id, &aside);
      g_autofree char *text = record != NULL ? describe_unfinished (record) : NULL;
      GtkWidget *play = g_object_get_data (G_OBJECT (row), "play-button");
      GtkWidget *learn = g_object_get_data (G_OBJECT (row), "learn-button");
      gboolean learn_first;

      note_set_aside (self, aside);
      gtk_label_set_text (GTK_LABEL (g_object_get_data (G_OBJECT (row), "label")), text != NULL ? text : "");
      gtk_widget_set_visible (row, record != NULL);
      if (play == NULL || learn == NULL)
        continue;
      learn_first = record == NULL && new_to_course (id);
      set_suggested (play, record == NULL && !learn_first);
      set_suggested (learn, learn_first);
      if (gtk_widget_get_sensitive (learn))
        _lalao_window_name_learn_button (learn, id);
    }
  gtk_widget_set_visible (self->set_aside_box, self->set_aside != NULL);
  if (self->set_aside != NULL)
    {
      /* Translators: on the start page; %s is a file's path. */
      g_autofree char *text = g_strdup_printf (_("An unfinished game could not be read. It was kept as “%s”."),
                                               self->set_aside);
      gtk_label_set_text (GTK_LABEL (self->set_aside_label), text);
    }
}

void
_lalao_window_resume (LalaoWindow *self, const char *game_id)
{
  char *aside = NULL;
  LalaoRecordGame *record = lalao_engine_lookup (game_id) != NULL ? lalao_autosave_read (game_id, &aside) : NULL;
  g_autoptr (GError) error = NULL;

  note_set_aside (self, aside);
  if (record == NULL)
    {
      _lalao_window_show_resume (self);
      return;
    }
  g_free (self->game_id);
  self->game_id = g_strdup (record->engine->id);
  if (!lalao_game_view_load (self->game_view, record, TRUE, &error))
    {
      _lalao_window_show_error (self, _("Could Not Resume the Game"), error->message);
      lalao_autosave_clear (game_id);
      _lalao_window_show_resume (self);
      return;
    }
  _lalao_window_set_file (self, NULL);
  self->autosaved = TRUE;
  self->played_here = TRUE;
  gtk_stack_set_visible_child_name (self->pages, "game");
}

const char *
lalao_window_get_resume_text (LalaoWindow *self, const char *game_id)
{
  GtkWidget *row;

  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  row = g_hash_table_lookup (self->resume_rows, game_id);
  if (row == NULL || !gtk_widget_get_visible (row))
    return "";
  return gtk_label_get_text (GTK_LABEL (g_object_get_data (G_OBJECT (row), "label")));
}

const char *
lalao_window_get_set_aside_text (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return gtk_widget_get_visible (self->set_aside_box) ? gtk_label_get_text (GTK_LABEL (self->set_aside_label)) : "";
}

gboolean
lalao_window_resume (LalaoWindow *self, const char *game_id)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  _lalao_window_resume (self, game_id);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0;
}

gboolean
_lalao_window_on_close_request (LalaoWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0)
    lalao_window_autosave (self);
  return FALSE;
}

static void
action_open (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _lalao_window_choose_file (LALAO_WINDOW (widget), FALSE);
}

static void
action_save (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _lalao_window_save (LALAO_WINDOW (widget));
}

static void
action_save_as (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _lalao_window_choose_file (LALAO_WINDOW (widget), TRUE);
}

/* A card's Resume: its game's unfinished game goes on. */
static void
action_resume (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _lalao_window_resume (LALAO_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* A card's Discard: its game's unfinished game is forgotten. */
static void
action_discard_saved (GtkWidget *widget, const char *name, GVariant *parameter)
{
  LalaoWindow *self = LALAO_WINDOW (widget);
  const char *game_id = g_variant_get_string (parameter, NULL);

  if (lalao_engine_lookup (game_id) == NULL)
    return;
  lalao_autosave_clear (game_id);
  _lalao_window_show_resume (self);
}

/* The start page's Close under the message about an unreadable autosave. */
static void
action_forget_set_aside (GtkWidget *widget, const char *name, GVariant *parameter)
{
  LalaoWindow *self = LALAO_WINDOW (widget);

  g_clear_pointer (&self->set_aside, g_free);
  _lalao_window_show_resume (self);
}

/* The actions on files, each with its key (0: none). */
static const struct {
  const char *name;
  const char *parameter_type;
  GtkWidgetActionActivateFunc activate;
  guint key;
  GdkModifierType modifiers;
} file_actions[] = {
  { "win.open", NULL, action_open, GDK_KEY_o, GDK_CONTROL_MASK },
  { "win.save", NULL, action_save, GDK_KEY_s, GDK_CONTROL_MASK },
  { "win.save-as", NULL, action_save_as, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { "win.resume", "s", action_resume, 0, 0 },
  { "win.discard-saved", "s", action_discard_saved, 0, 0 },
  { "win.forget-set-aside", NULL, action_forget_set_aside, 0, 0 },
};

void
_lalao_window_files_install_actions (GtkWidgetClass *widget_class)
{
  for (gsize i = 0; i < G_N_ELEMENTS (file_actions); i++)
    {
      gtk_widget_class_install_action (widget_class, file_actions[i].name, file_actions[i].parameter_type,
                                       file_actions[i].activate);
      if (file_actions[i].key != 0)
        gtk_widget_class_add_binding_action (widget_class, file_actions[i].key, file_actions[i].modifiers,
                                             file_actions[i].name, NULL);
    }
}
