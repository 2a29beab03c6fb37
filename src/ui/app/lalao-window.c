/* lalao-window.c — the main window: the start page with the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-accessible.h"
#include "lalao-autosave.h"
#include "lalao-board-style.h"
#include "lalao-engine.h"
#include "lalao-game-chooser.h"
#include "lalao-game-view.h"
#include "lalao-lesson-view.h"
#include "lalao-puzzle-view.h"
#include "lalao-new-game-dialog.h"
#include "lalao-preferences-window.h"
#include "lalao-progress.h"
#include "lalao-window-private.h"


G_DEFINE_FINAL_TYPE (LalaoWindow, lalao_window, ADW_TYPE_APPLICATION_WINDOW)

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
  /* Nothing is thrown away without a word: the game's unfinished game is
   * named, with the way to keep it. */
  g_autofree char *unfinished = _lalao_window_describe_unfinished (game_id);
  lalao_new_game_dialog_set_replacing (dialog, unfinished);
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

gboolean
lalao_window_puzzles (LalaoWindow *self, const char *game_id)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  if (!lalao_puzzle_view_open (self->puzzle_view, game_id))
    return FALSE;
  gtk_stack_set_visible_child_name (self->pages, "puzzles");
  return TRUE;
}

LalaoPuzzleView *
lalao_window_get_puzzle_view (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return self->puzzle_view;
}

static void
on_puzzles_clicked (GtkButton *button, LalaoWindow *self)
{
  lalao_window_puzzles (self, g_object_get_data (G_OBJECT (button), "game-id"));
}

LalaoLessonView *
lalao_window_get_lesson_view (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return self->lesson_view;
}

/* The first lesson of the course not done yet, or -1 when none is done
 * (nothing to continue) or all are. */
static int
lesson_to_continue (const char *game_id)
{
  g_autoptr (LalaoCourse) course = lalao_course_load (game_id, NULL);
  LalaoProgress *progress = lalao_progress_get_default ();
  int first = -1, done = 0;

  for (guint i = 0; course != NULL && i < course->lessons->len; i++)
    {
      LalaoLesson *lesson = course->lessons->pdata[i];
      if (lalao_progress_get_lesson_done (progress, game_id, lesson->id))
        done++;
      else if (first < 0)
        first = (int) i;
    }
  return done > 0 ? first : -1;
}

gboolean
lalao_window_continue_course (LalaoWindow *self, const char *game_id)
{
  int lesson = lesson_to_continue (game_id);

  g_return_val_if_fail (LALAO_IS_WINDOW (self), FALSE);
  if (!lalao_window_learn (self, game_id))
    return FALSE;
  if (lesson >= 0)
    lalao_lesson_view_start_lesson (self->lesson_view, (guint) lesson);
  return TRUE;
}

/* Learn opens the course's page; once a lesson is done, the card's button
 * is Continue, which opens the first lesson not done yet. */
static void
on_learn_clicked (GtkButton *button, LalaoWindow *self)
{
  lalao_window_continue_course (self, g_object_get_data (G_OBJECT (button), "game-id"));
}

void
_lalao_window_name_learn_button (GtkWidget *learn, const char *game_id)
{
  gboolean going_on = lesson_to_continue (game_id) >= 0;

  gtk_button_set_label (GTK_BUTTON (learn), going_on
                                              /* Translators: a game card's button: the first lesson not done yet. */
                                              ? _("_Continue")
                                              : _("_Learn"));
  gtk_widget_set_tooltip_text (learn, going_on
                                        /* Translators: the tooltip of a game card's Continue button. */
                                        ? _("Continue the course: the first lesson not done yet")
                                        : NULL);
}

static void
on_play_clicked (GtkButton *button, LalaoWindow *self)
{
  lalao_window_new_game_dialog (self, g_object_get_data (G_OBJECT (button), "game-id"));
}

/* A game's card on the start page: its start position, name, region and
 * summary, Play, Learn and Puzzles. */
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
  /* Translators: a game card's button to the game's puzzles. */
  GtkWidget *puzzles = gtk_button_new_with_mnemonic (_("Pu_zzles"));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "game-card");
  gtk_widget_set_name (box, engine->id);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (preview), 130);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (preview), draw_preview, (gpointer) engine->id, NULL);
  lalao_board_style_track (preview);
  gtk_widget_add_css_class (title, "title-2");
  gtk_widget_add_css_class (region, "dim-label");
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 14);
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

  /* How far the learner has come in the course: filled in whenever the
   * start page is shown. */
  GtkWidget *progress = gtk_label_new (NULL);
  gtk_widget_set_name (progress, "course-progress");
  gtk_widget_add_css_class (progress, "caption");
  gtk_widget_add_css_class (progress, "accent");
  gtk_label_set_wrap (GTK_LABEL (progress), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (progress), 14);
  gtk_label_set_justify (GTK_LABEL (progress), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (progress, FALSE);
  g_object_set_data (G_OBJECT (box), "course-progress", progress);

  gtk_box_append (GTK_BOX (box), preview);
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), region);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_box_append (GTK_BOX (box), progress);
  /* An unfinished game of this game, when there is one: Resume is then
   * the card's suggested action. */
  GtkWidget *resume = _lalao_window_make_resume_row (self, engine->id);
  g_object_set_data (G_OBJECT (resume), "play-button", play);
  g_object_set_data (G_OBJECT (resume), "learn-button", learn);
  gtk_box_append (GTK_BOX (box), resume);
  gtk_box_append (GTK_BOX (buttons), play);
  gtk_box_append (GTK_BOX (buttons), learn);
  gtk_box_append (GTK_BOX (box), buttons);
  /* On a row of its own, so that four cards still fit side by side. */
  g_object_set_data (G_OBJECT (puzzles), "game-id", (gpointer) engine->id);
  g_signal_connect (puzzles, "clicked", G_CALLBACK (on_puzzles_clicked), self);
  gtk_widget_add_css_class (puzzles, "flat");
  gtk_widget_set_halign (puzzles, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), puzzles);
  return box;
}

/* The menu offers a draw, or in Surakarta the end by agreement (the
 * player with more pieces left wins): the other item is hidden. Both,
 * and Resign, only while the game is under way: once it is over, none
 * (undo or a new game brings them back). */
void
_lalao_window_update_agreement (LalaoWindow *self)
{
  LalaoGame *game = lalao_game_view_get_game (self->game_view);
  gboolean playing = g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "game") == 0 && game != NULL;
  gboolean ongoing = playing && lalao_game_view_get_ongoing (self->game_view);
  gboolean counts = playing && lalao_game_agreement_counts_pieces (game);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign", ongoing);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.offer-draw", ongoing && !counts);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-by-agreement", ongoing && counts);
}

/* Each card says how far its course has come, once something is done. */
static void
show_course_progress (LalaoWindow *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->game_cards)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      GtkWidget *label = g_object_get_data (G_OBJECT (card), "course-progress");
      g_autoptr (LalaoCourse) course = lalao_course_load (gtk_widget_get_name (card), NULL);
      g_autofree char *text = course != NULL ? lalao_progress_describe (lalao_progress_get_default (), course) : NULL;
      gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "");
      gtk_widget_set_visible (label, text != NULL);
    }
}

static void
on_page_changed (LalaoWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->pages);
  gboolean playing = g_strcmp0 (page, "game") == 0;
  gboolean other_page = g_strcmp0 (page, "lesson") == 0 || g_strcmp0 (page, "puzzles") == 0;
  gtk_widget_set_visible (self->back_button, playing || other_page);
  gtk_widget_set_visible (self->undo_button, playing);
  gtk_widget_set_visible (self->redo_button, playing);
  gtk_widget_set_visible (self->hint_button, playing);
  for (const char *const *a = (const char *const[]) { "win.undo", "win.redo", "win.hint", "win.new-game",
                                                     "win.flip", "win.save", "win.save-as", NULL }; *a; a++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), *a, playing);
  /* Resign and the draw: while a game is under way. */
  _lalao_window_update_agreement (self);
  _lalao_window_update_title (self);
  if (!playing && !other_page)
    {
      /* Back on the start page, the game left unfinished is offered, and
       * the page starts from its top. */
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->start_scroll), 0);
      lalao_window_autosave (self);
      _lalao_window_show_resume (self);
      show_course_progress (self);
    }
}

void
_lalao_window_on_new_game (LalaoWindow *self)
{
  if (self->game_id != NULL)
    lalao_window_new_game_dialog (self, self->game_id);
}

/* An error that stopped a file from opening or saving: the game on
 * screen is left as it was. */
void
_lalao_window_show_error (LalaoWindow *self, const char *heading, const char *message)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, message);
  gtk_widget_set_name (dialog, "error-dialog");
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
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
  g_clear_pointer (&self->resume_rows, g_hash_table_unref);
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
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, start_scroll);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, set_aside_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, set_aside_label);

  _lalao_window_class_install_actions (widget_class);
  _lalao_window_files_install_actions (widget_class);
}

static void
lalao_window_init (LalaoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->resume_rows = g_hash_table_new (g_str_hash, g_str_equal);
  self->lesson_view = LALAO_LESSON_VIEW (lalao_lesson_view_new ());
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->lesson_view), "lesson");
  self->puzzle_view = LALAO_PUZZLE_VIEW (lalao_puzzle_view_new ());
  gtk_stack_add_named (self->pages, GTK_WIDGET (self->puzzle_view), "puzzles");

  for (int i = 0; i < LALAO_N_GAMES; i++)
    gtk_flow_box_append (self->game_cards, make_card (self, lalao_engine_lookup (lalao_game_ids[i])));
  g_signal_connect_swapped (self->pages, "notify::visible-child", G_CALLBACK (on_page_changed), self);
  g_signal_connect_swapped (self->game_view, "new-game-requested", G_CALLBACK (_lalao_window_on_new_game), self);
  g_signal_connect_swapped (self->game_view, "updated", G_CALLBACK (_lalao_window_on_game_updated), self);

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
  g_signal_connect (self, "close-request", G_CALLBACK (_lalao_window_on_close_request), NULL);
  /* Screen readers: every button named, only the page shown in the tree,
   * in this window and in every dialog it opens; the game's panels made
   * anew after each move are named again. */
  lalao_accessible_watch (GTK_WIDGET (self));
  lalao_accessible_watch_all_windows ();
  g_signal_connect_swapped (self->game_view, "updated", G_CALLBACK (lalao_accessible_name_buttons),
                            self->game_view);
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
lalao_window_play_guided (LalaoWindow *self, const char *game_id)
{
  const LalaoEngine *e = lalao_engine_lookup (game_id);

  g_return_if_fail (LALAO_IS_WINDOW (self) && e != NULL);
  /* The first player's side, against the gentlest level, with the rules'
   * defaults; the Back button leaves it at any time. */
  lalao_window_play (self, game_id, NULL, lalao_engine_default_options (e), 1, LALAO_FIRST);
  lalao_game_view_set_guided (self->game_view, TRUE);
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
  _lalao_window_set_file (self, NULL);
  gtk_stack_set_visible_child_name (self->pages, "game");
  /* The keyboard, and a screen reader, start on the board, its ring shown. */
  gtk_widget_grab_focus (GTK_WIDGET (lalao_game_view_get_board (self->game_view)));
}
