/* lalao-window.c — the main window: the start page with the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-autosave.h"
#include "lalao-board-style.h"
#include "lalao-engine.h"
#include "lalao-game-chooser.h"
#include "lalao-game-view.h"
#include "lalao-lesson-view.h"
#include "lalao-new-game-dialog.h"
#include "lalao-preferences-window.h"
#include "lalao-window.h"

struct _LalaoWindow {
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkFlowBox *game_cards;
  GtkStack *pages;
  LalaoGameView *game_view;
  LalaoLessonView *lesson_view;
  GtkWidget *back_button;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *hint_button;
  GtkWidget *resume_box;
  GtkWidget *resume_label;
  GtkWidget *resume_button;
  GtkWidget *discard_button;
  char *game_id;
  GFile *file;             /* where the game on show was opened or saved */
  /* The games of that file (LalaoRecordGame *), saved back together: the
   * one on show, at file_index, is the game view's and NULL here. */
  GPtrArray *file_games;
  guint file_index;
  /* A file of several games waits for the person to choose one. */
  GPtrArray *pending_games;
  GFile *pending_file;
  GtkNativeDialog *chooser;
  gboolean autosaved;      /* the autosave file holds the game on show */
  gboolean played_here;    /* the game on show was started or resumed here, not opened */
  char *set_aside;         /* an unreadable autosave, renamed: said on the start page */
};

G_DEFINE_FINAL_TYPE (LalaoWindow, lalao_window, ADW_TYPE_APPLICATION_WINDOW)

static void choose_file (LalaoWindow *self, gboolean saving);
static void show_resume (LalaoWindow *self);

static void
draw_preview (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const LalaoEngine *e = lalao_engine_lookup (data);
  LalaoPosition pos;

  e->start (&pos, lalao_engine_default_options (e));
  lalao_board_view_render (e->id, &pos, cr, width, height,
                           adw_style_manager_get_dark (adw_style_manager_get_default ()));
}

static void
on_dialog_start (LalaoNewGameDialog *dialog, LalaoWindow *self)
{
  g_autofree char *fen = lalao_new_game_dialog_dup_fen (dialog);
  LalaoMatch match;

  lalao_window_play (self, lalao_new_game_dialog_get_game_id (dialog), fen,
                     lalao_new_game_dialog_get_options (dialog),
                     lalao_new_game_dialog_get_computer_level (dialog),
                     lalao_new_game_dialog_get_person_side (dialog));
  if (lalao_new_game_dialog_get_match (dialog, &match))
    lalao_game_view_set_match (self->game_view, &match);
}

LalaoPreferencesWindow *
lalao_window_show_preferences (LalaoWindow *self)
{
  LalaoPreferencesWindow *preferences = lalao_preferences_window_new (GTK_WINDOW (self));

  gtk_window_present (GTK_WINDOW (preferences));
  return preferences;
}

LalaoNewGameDialog *
lalao_window_new_game_dialog (LalaoWindow *self, const char *game_id)
{
  LalaoNewGameDialog *dialog;

  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  dialog = lalao_new_game_dialog_new (GTK_WINDOW (self), game_id, self->settings);
  g_signal_connect_object (dialog, "start", G_CALLBACK (on_dialog_start), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return dialog;
}

gboolean
lalao_window_learn (LalaoWindow *self, const char *game_id)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  if (!lalao_lesson_view_open_course (self->lesson_view, game_id))
    return FALSE;
  gtk_stack_set_visible_child_name (self->pages, "lesson");
  return TRUE;
}

LalaoLessonView *
lalao_window_get_lesson_view (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return self->lesson_view;
}

static void
on_learn_clicked (GtkButton *button, LalaoWindow *self)
{
  lalao_window_learn (self, g_object_get_data (G_OBJECT (button), "game-id"));
}

static void
on_play_clicked (GtkButton *button, LalaoWindow *self)
{
  lalao_window_new_game_dialog (self, g_object_get_data (G_OBJECT (button), "game-id"));
}

/* A game's card on the start page: its start position, name, region and
 * summary, Play and Learn. */
static GtkWidget *
make_card (LalaoWindow *self, const LalaoEngine *engine)
{
  const LalaoBoardPainter *painter = lalao_board_painter_lookup (engine->id);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *preview = gtk_drawing_area_new ();
  GtkWidget *title = gtk_label_new (engine->name);
  GtkWidget *region = gtk_label_new (_(painter->region));
  GtkWidget *summary = gtk_label_new (_(painter->summary));
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play"));
  GtkWidget *learn = gtk_button_new_with_mnemonic (_("_Learn"));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "game-card");
  gtk_widget_set_name (box, engine->id);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (preview), 150);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (preview), draw_preview, (gpointer) engine->id, NULL);
  lalao_board_style_track (preview);
  gtk_widget_add_css_class (title, "title-2");
  gtk_widget_add_css_class (region, "dim-label");
  gtk_widget_add_css_class (play, "pill");
  gtk_widget_add_css_class (play, "suggested-action");
  gtk_widget_add_css_class (learn, "pill");
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 30);
  gtk_label_set_justify (GTK_LABEL (summary), GTK_JUSTIFY_CENTER);
  gtk_widget_set_vexpand (summary, TRUE);
  gtk_widget_set_valign (summary, GTK_ALIGN_START);
  gtk_widget_set_halign (buttons, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (play), "game-id", (gpointer) engine->id);
  g_signal_connect (play, "clicked", G_CALLBACK (on_play_clicked), self);
  /* A game whose course is not written yet cannot be learnt here. */
  g_object_set_data (G_OBJECT (learn), "game-id", (gpointer) engine->id);
  g_signal_connect (learn, "clicked", G_CALLBACK (on_learn_clicked), self);
  if (!lalao_course_exists (engine->id))
    {
      gtk_widget_set_sensitive (learn, FALSE);
      gtk_widget_set_tooltip_text (learn, _("The lessons of this game are not written yet."));
    }

  gtk_box_append (GTK_BOX (box), preview);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), region);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_box_append (GTK_BOX (buttons), play);
  gtk_box_append (GTK_BOX (buttons), learn);
  gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

static void
on_page_changed (LalaoWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->pages);
  gboolean playing = g_strcmp0 (page, "game") == 0;
  gtk_widget_set_visible (self->back_button, playing || g_strcmp0 (page, "lesson") == 0);
  gtk_widget_set_visible (self->undo_button, playing);
  gtk_widget_set_visible (self->redo_button, playing);
  gtk_widget_set_visible (self->hint_button, playing);
  for (const char *const *a = (const char *const[]) { "win.undo", "win.redo", "win.hint", "win.new-game",
                                                     "win.resign", "win.offer-draw", "win.flip", "win.save",
                                                     "win.save-as", NULL }; *a; a++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), *a, playing);
  if (!playing && g_strcmp0 (page, "lesson") != 0)
    {
      /* Back on the start page, the game left unfinished is offered. */
      lalao_window_autosave (self);
      show_resume (self);
    }
}

static void
on_new_game (LalaoWindow *self)
{
  if (self->game_id != NULL)
    lalao_window_new_game_dialog (self, self->game_id);
}

/* An error that stopped a file from opening or saving: the game on
 * screen is left as it was. */
static void
show_error (LalaoWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);
  gtk_widget_set_name (dialog, "error-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
set_file (LalaoWindow *self, GFile *file)
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
  set_file (self, file);
  return TRUE;
}

/* Shows game `index` of the games read from `file`, which the window
 * keeps to save them back together. */
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
  set_file (self, file);
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
    show_error (self, _("Could Not Open the File"), error->message);
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

static void
save (LalaoWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (self->file == NULL)
    choose_file (self, TRUE);
  else if (!lalao_window_save_to (self, self->file, &error))
    show_error (self, _("Could Not Save the Game"), error->message);
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
        show_error (self, _("Could Not Save the Game"), error->message);
      else if (!saving && !lalao_window_open_file (self, file, &error))
        show_error (self, _("Could Not Open the File"), error->message);
    }
  g_clear_object (&self->chooser);
}

/* The desktop's file chooser, for PGN files. */
static void
choose_file (LalaoWindow *self, gboolean saving)
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
static void
on_game_updated (LalaoWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0)
    lalao_window_autosave (self);
}

/* Offers the autosaved game on the start page, if there is one. */
static void
show_resume (LalaoWindow *self)
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

static void
resume (LalaoWindow *self)
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
      show_resume (self);
      return;
    }
  g_free (self->game_id);
  self->game_id = g_strdup (record->engine->id);
  if (!lalao_game_view_load (self->game_view, record, TRUE, &error))
    {
      show_error (self, _("Could Not Resume the Game"), error->message);
      lalao_autosave_clear ();
      show_resume (self);
      return;
    }
  set_file (self, NULL);
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
  resume (self);
  return g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0;
}

static gboolean
on_close_request (LalaoWindow *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0)
    lalao_window_autosave (self);
  return FALSE;
}

static void
game_action (GtkWidget *widget, const char *action, GVariant *param)
{
  LalaoWindow *self = LALAO_WINDOW (widget);

  if (g_str_equal (action, "win.undo"))
    lalao_game_view_undo (self->game_view);
  else if (g_str_equal (action, "win.redo"))
    lalao_game_view_redo (self->game_view);
  else if (g_str_equal (action, "win.hint"))
    lalao_game_view_hint (self->game_view);
  else if (g_str_equal (action, "win.resign"))
    lalao_game_view_resign (self->game_view);
  else if (g_str_equal (action, "win.offer-draw"))
    lalao_game_view_offer_draw (self->game_view);
  else if (g_str_equal (action, "win.flip"))
    lalao_game_view_flip (self->game_view);
  else if (g_str_equal (action, "win.new-game"))
    on_new_game (self);
  else if (g_str_equal (action, "win.show-games"))
    gtk_stack_set_visible_child_name (self->pages, "start");
  else if (g_str_equal (action, "win.preferences"))
    lalao_window_show_preferences (self);
  else if (g_str_equal (action, "win.open"))
    choose_file (self, FALSE);
  else if (g_str_equal (action, "win.save"))
    save (self);
  else if (g_str_equal (action, "win.save-as"))
    choose_file (self, TRUE);
  else if (g_str_equal (action, "win.resume"))
    resume (self);
  else if (g_str_equal (action, "win.discard-saved"))
    {
      g_clear_pointer (&self->set_aside, g_free);
      lalao_autosave_clear ();
      show_resume (self);
    }
}

static void
on_coordinates_changed (LalaoWindow *self)
{
  lalao_board_view_set_coordinates (lalao_game_view_get_board (self->game_view),
                                    g_settings_get_boolean (self->settings, "show-coordinates"));
}

static void
lalao_window_dispose (GObject *object)
{
  LalaoWindow *self = LALAO_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (self->chooser);
  g_clear_object (&self->chooser);
  g_clear_object (&self->file);
  g_clear_pointer (&self->file_games, g_ptr_array_unref);
  g_clear_pointer (&self->pending_games, g_ptr_array_unref);
  g_clear_object (&self->pending_file);
  g_clear_pointer (&self->set_aside, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_WINDOW);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->game_id, g_free);
  G_OBJECT_CLASS (lalao_window_parent_class)->dispose (object);
}

static void
lalao_window_class_init (LalaoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-window.ui");
  g_type_ensure (LALAO_TYPE_GAME_VIEW);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, game_cards);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, pages);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, game_view);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, resume_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, resume_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, resume_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, discard_button);

  for (const char *const *a = (const char *const[]) { "win.undo", "win.redo", "win.hint", "win.new-game",
                                                     "win.resign", "win.offer-draw", "win.flip",
                                                     "win.show-games", "win.preferences", "win.open",
                                                     "win.save", "win.save-as", "win.resume",
                                                     "win.discard-saved", NULL }; *a; a++)
    gtk_widget_class_install_action (widget_class, *a, NULL, game_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "win.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.hint", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK, "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.show-games", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK, "win.preferences", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "win.save-as", NULL);
}

static void
lalao_window_init (LalaoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->lesson_view = LALAO_LESSON_VIEW (lalao_lesson_view_new ());
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->lesson_view), "lesson");

  for (int i = 0; i < LALAO_N_GAMES; i++)
    gtk_flow_box_append (self->game_cards, make_card (self, lalao_engine_lookup (lalao_game_ids[i])));
  g_signal_connect_swapped (self->pages, "notify::visible-child", G_CALLBACK (on_page_changed), self);
  g_signal_connect_swapped (self->game_view, "new-game-requested", G_CALLBACK (on_new_game), self);
  g_signal_connect_swapped (self->game_view, "updated", G_CALLBACK (on_game_updated), self);

  /* The window keeps the size and state the person left it in. */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
  /* A check box in the menu, remembered. */
  g_autoptr (GAction) coordinates = g_settings_create_action (self->settings, "show-coordinates");
  g_action_map_add_action (G_ACTION_MAP (self), coordinates);
  g_signal_connect_object (self->settings, "changed::show-coordinates", G_CALLBACK (on_coordinates_changed), self,
                           G_CONNECT_SWAPPED);
  on_coordinates_changed (self);
  on_page_changed (self);
  /* The game under way is kept after every move and when the window closes. */
  g_signal_connect (self, "close-request", G_CALLBACK (on_close_request), NULL);
}

LalaoWindow *
lalao_window_new (GtkApplication *app)
{
  return g_object_new (LALAO_TYPE_WINDOW, "application", app, NULL);
}

GtkWidget *
lalao_window_get_game_cards (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->game_cards);
}

LalaoGameView *
lalao_window_get_game_view (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return self->game_view;
}

void
lalao_window_play (LalaoWindow *self, const char *game_id, const char *fen, LalaoOptions options,
                   int computer_level, LalaoSide person_side)
{
  const LalaoEngine *e = lalao_engine_lookup (game_id);

  g_return_if_fail (LALAO_IS_WINDOW (self) && e != NULL);
  if (game_id != self->game_id)
    {
      g_free (self->game_id);
      self->game_id = g_strdup (game_id);
    }
  /* The unfinished game's autosave stays until the new game's first move. */
  self->autosaved = FALSE;
  self->played_here = TRUE;
  lalao_game_view_start (self->game_view, game_id, fen, options, computer_level, person_side);
  set_file (self, NULL);
  gtk_stack_set_visible_child_name (self->pages, "game");
}
