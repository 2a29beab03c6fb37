/* lalao-lesson-view.c — a game's course: its lessons, step by step.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two pages: the course (its lessons, the ones done ticked) and a step
 * (the board with the step's marks and arrows, the narration, and either
 * a demonstration the engine plays and explains move by move, or an
 * exercise the engine checks). The lesson language switch only changes
 * the texts of this view: they are made with the chosen language set and
 * the system's language put back at once.
 */
#define G_LOG_DOMAIN "lalao-lesson-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lalao-accessible.h"
#include "lalao-explainer.h"
#include "lalao-i18n.h"
#include "lalao-lesson-row.h"
#include "lalao-lesson-view-private.h"
#include "lalao-piece-legend.h"
#include "lalao-progress.h"

G_DEFINE_FINAL_TYPE (LalaoLessonView, lalao_lesson_view, GTK_TYPE_WIDGET)

static void show_step (LalaoLessonView *self);
static void on_language_toggled (GtkToggleButton *button, LalaoLessonView *self);
static void render_course (LalaoLessonView *self);

static LalaoLesson *
current_lesson (LalaoLessonView *self)
{
  return self->course->lessons->pdata[self->lesson];
}

LalaoLessonStep *
_lalao_lesson_view_current_step (LalaoLessonView *self)
{
  return current_lesson (self)->steps->pdata[self->step];
}

static gboolean
lesson_done (LalaoLessonView *self, guint index)
{
  LalaoLesson *lesson = self->course->lessons->pdata[index];
  return lalao_progress_get_lesson_done (lalao_progress_get_default (), self->course->engine->id, lesson->id);
}

/* Ticks a lesson; a progress that cannot be saved is said on the
 * course page (the tick holds for this run). */
static void
mark_done (LalaoLessonView *self, guint index)
{
  LalaoLesson *lesson = self->course->lessons->pdata[index];
  lalao_progress_set_lesson_done (lalao_progress_get_default (), self->course->engine->id, lesson->id, NULL);
}

void
_lalao_lesson_view_stop_timer (LalaoLessonView *self)
{
  g_clear_handle_id (&self->timer, g_source_remove);
}

/* The feedback as it shows: each long move in one line, or all of them
 * whole when asked for. */
static void
show_feedback (LalaoLessonView *self)
{
  g_autofree char *shown = lalao_folded_story_render (self->story, self->feedback->str);

  gtk_label_set_text (GTK_LABEL (self->feedback_label), shown);
  gtk_widget_set_visible (self->feedback_label, self->feedback->len > 0);
  gtk_widget_set_visible (self->whole_button, lalao_folded_story_folds (self->story, self->feedback->str));
}

/* Adds text, already in the lesson's language, to the feedback. */
void
_lalao_lesson_view_add_feedback (LalaoLessonView *self, const char *text)
{
  if (text == NULL || *text == '\0')
    return;
  if (self->feedback->len > 0)
    g_string_append_c (self->feedback, ' ');
  g_string_append (self->feedback, text);
  show_feedback (self);
  /* Said to screen readers, whole, on the widget the focus ends on (Next). */
  lalao_accessible_announce (GTK_WIDGET (self), self->feedback->str);
}

char *
_lalao_lesson_view_tell_last_move (LalaoLessonView *self)
{
  return lalao_folded_story_tell_last_move (self->story, self->game);
}

static void
on_whole_clicked (LalaoLessonView *self)
{
  lalao_folded_story_set_whole (self->story, !lalao_folded_story_get_whole (self->story));
  _lalao_lesson_view_render_texts (self);
}

/* The texts of the lesson are made between these two: the lesson's
 * language on, then the system's back for the rest of the app. */
void
_lalao_lesson_view_in_lesson_language (LalaoLessonView *self)
{
  lalao_i18n_set_language (self->language);
}

void
_lalao_lesson_view_back_to_system_language (LalaoLessonView *self)
{
  lalao_i18n_set_language (NULL);
}

/* Once a move is played, the arrows of the step's position are stale. */
void
_lalao_lesson_view_clear_arrows (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), (const int *) step->marks->data, step->marks->len,
                              NULL, 0);
}

static gboolean play_demo_move (gpointer data);

/* The demonstration's next move comes a pause after the last one landed. */
static gboolean
pause_before_demo_move (gpointer data)
{
  LalaoLessonView *self = data;
  self->timer = g_timeout_add (DEMO_PAUSE_MS, play_demo_move, self);
  return G_SOURCE_REMOVE;
}

static gboolean
play_demo_move (gpointer data)
{
  LalaoLessonView *self = data;
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autofree char *explained = NULL;

  if (self->demo_played >= step->demo->len)
    {
      self->timer = 0;
      self->solved = TRUE;
      _lalao_lesson_view_render_texts (self);
      return G_SOURCE_REMOVE;
    }
  lalao_game_play_text (self->game, step->demo->pdata[self->demo_played++], NULL);
  _lalao_lesson_view_clear_arrows (self);
  _lalao_lesson_view_in_lesson_language (self);
  explained = _lalao_lesson_view_tell_last_move (self);
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_add_feedback (self, explained);
  self->timer = lalao_board_view_when_still (LALAO_BOARD_VIEW (self->board), pause_before_demo_move, self);
  return G_SOURCE_REMOVE;
}

void
_lalao_lesson_view_set_up_board (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autoptr (GArray) arrows = g_array_new (FALSE, FALSE, sizeof (int[2]));

  g_clear_object (&self->game);
  if (step->try != NULL)
    self->game = g_object_ref (_lalao_lesson_view_try_start (self));
  else
    self->game = lalao_game_new (self->course->engine->id, step->fen, step->options, NULL);
  lalao_board_view_set_game (LALAO_BOARD_VIEW (self->board), self->game);
  for (guint i = 0; i < step->arrows->len; i++)
    {
      LalaoLessonArrow *a = &g_array_index (step->arrows, LalaoLessonArrow, i);
      int ends[2] = { a->from, a->to };
      g_array_append_val (arrows, ends);
    }
  lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), (const int *) step->marks->data, step->marks->len,
                              (const int (*)[2]) arrows->data, arrows->len);
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), step->try != NULL);
  _lalao_lesson_view_quiz_start (self);
}

void
_lalao_lesson_view_drop_session (LalaoLessonView *self)
{
  if (self->session != NULL)
    lalao_teaching_session_cancel (self->session);
  g_clear_object (&self->session);
}

char *
_lalao_lesson_view_step_id (LalaoLessonView *self)
{
  return lalao_progress_step_key (current_lesson (self)->id, self->step);
}

static void
show_step (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);

  _lalao_lesson_view_stop_timer (self);
  self->demo_played = 0;
  self->hint_level = 0;
  _lalao_lesson_view_drop_session (self);
  self->stars = 0;
  self->missed = FALSE;
  self->solved = step->try == NULL && step->quiz == NULL && step->demo->len == 0;
  g_string_truncate (self->feedback, 0);
  lalao_folded_story_clear (self->story);
  _lalao_lesson_view_set_up_board (self);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "step");
  if (step->demo->len > 0)
    self->timer = g_timeout_add (DEMO_PAUSE_MS, play_demo_move, self);
  _lalao_lesson_view_render_texts (self);
  gtk_widget_grab_focus (step->try != NULL ? self->board : self->next_button);
  /* The step and its task are said with the board's point, or with Next. */
  g_autofree char *said = g_strjoin (" ", gtk_label_get_text (GTK_LABEL (self->say_label)),
                                     gtk_label_get_text (GTK_LABEL (self->goal_label)), NULL);
  lalao_accessible_announce (GTK_WIDGET (self), g_strstrip (said));
}

/* Success does not look like failure: a tick on green once the step is
 * solved, a warning sign on red while a missed try is on the board. */
static void
show_outcome (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  gboolean solved = self->solved && (step->try != NULL || step->quiz != NULL);

  if (solved)
    gtk_widget_add_css_class (self->feedback_box, "solved");
  else
    gtk_widget_remove_css_class (self->feedback_box, "solved");
  if (self->missed && !solved)
    gtk_widget_add_css_class (self->feedback_box, "missed");
  else
    gtk_widget_remove_css_class (self->feedback_box, "missed");
  gtk_image_set_from_icon_name (GTK_IMAGE (self->feedback_icon),
                                solved ? "object-select-symbolic" : "dialog-warning-symbolic");
  gboolean icon = (solved || self->missed) && self->feedback->len > 0;
  gtk_widget_set_visible (self->feedback_icon, icon);
  /* The icon lies over the text's start: the text makes room for it. */
  gtk_widget_set_margin_start (self->feedback_label, icon ? 24 : 0);
}

/* The labels and buttons of the step page, in the lesson's language. */
void
_lalao_lesson_view_render_texts (LalaoLessonView *self)
{
  LalaoLesson *lesson;
  LalaoLessonStep *step;
  g_autofree char *counter = NULL;

  if (self->course == NULL || g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "step") != 0)
    return;
  lesson = current_lesson (self);
  step = _lalao_lesson_view_current_step (self);
  _lalao_lesson_view_in_lesson_language (self);
  gtk_label_set_text (GTK_LABEL (self->title_label), lalao_lesson_text (lesson->title));
  /* Translators: where a lesson stands: “Step 2 of 5”. */
  counter = g_strdup_printf (_("Step %u of %u"), self->step + 1, lesson->steps->len);
  gtk_label_set_text (GTK_LABEL (self->step_label), counter);
  gtk_label_set_text (GTK_LABEL (self->say_label), lalao_lesson_text (step->say));
  gtk_widget_set_visible (self->say_label, step->say != NULL);
  /* The legend is drawn in the lesson's language too. */
  gtk_widget_set_visible (self->piece_legend,
                          step->legend
                            && lalao_piece_legend_set_game (LALAO_PIECE_LEGEND (self->piece_legend),
                                                            self->course->engine->id));
  gtk_label_set_text (GTK_LABEL (self->goal_label), step->try != NULL    ? lalao_lesson_text (step->try->goal)
                                                   : step->quiz != NULL ? _lalao_lesson_view_quiz_question ()
                                                                        : "");
  gtk_widget_set_visible (self->goal_label, (step->try != NULL || step->quiz != NULL) && !self->solved);
  gtk_button_set_label (GTK_BUTTON (self->hint_button), _("_Hint"));
  gtk_button_set_label (GTK_BUTTON (self->end_turn_button), _("_End Turn"));
  gboolean judged = step->try != NULL && step->try->exercise != NULL;
  /* Translators: a button: the exercise's position again, for another try. */
  gtk_button_set_label (GTK_BUTTON (self->again_button), self->missed ? _("_Try Again")
                                                         : judged ? _("_Start Again") : _("Play _Again"));
  gtk_button_set_label (GTK_BUTTON (self->back_button), _("_Back"));
  gtk_button_set_label (GTK_BUTTON (self->whole_button), lalao_folded_story_button_label (self->story));
  gtk_button_set_label (GTK_BUTTON (self->next_button),
                        self->step + 1 < lesson->steps->len ? _("_Next")
                        : self->lesson + 1 < self->course->lessons->len ? _("Next _Lesson")
                                                                         : _("_Finish"));
  _lalao_lesson_view_back_to_system_language (self);

  /* A lesson is done once its last step is: no need to press Next. */
  if (self->solved && self->step + 1 == lesson->steps->len && !lesson_done (self, self->lesson))
    mark_done (self, self->lesson);
  gtk_widget_set_visible (self->hint_button, step->try != NULL && !self->solved);
  /* One click starts a goal-judged exercise again (and a solved one, to
   * try for more stars). */
  gtk_widget_set_visible (self->again_button, (step->demo->len > 0 && self->solved) || judged || self->missed);
  /* A hint is for the step's position, not for the missed try on show. */
  gtk_widget_set_sensitive (self->hint_button, !self->missed);
  gtk_widget_set_sensitive (self->back_button, self->step > 0 || self->lesson > 0);
  /* A step solved before (in a lesson opened again) lets the learner on:
   * it can be tried again for more stars, not asked again to go on. */
  g_autofree char *step_id = _lalao_lesson_view_step_id (self);
  gboolean solved_before = step->try != NULL && step->try->exercise != NULL
                           && lalao_progress_get_stars (lalao_progress_get_default (), self->course->engine->id,
                                                        step_id) > 0;
  gtk_widget_set_sensitive (self->next_button,
                            self->solved || solved_before || (step->try == NULL && step->quiz == NULL));
  show_feedback (self);
  show_outcome (self);
  /* Someone listening hears the step and its task as the board's description. */
  g_autofree char *described = g_strjoin (" ", gtk_label_get_text (GTK_LABEL (self->say_label)),
                                          gtk_label_get_text (GTK_LABEL (self->goal_label)), NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  g_strstrip (described), -1);
}

/* The step's position again after a missed try, when the learner asks. */
void
lalao_lesson_view_try_again (LalaoLessonView *self)
{
  g_return_if_fail (LALAO_IS_LESSON_VIEW (self));
  if (!self->missed)
    return;
  _lalao_lesson_view_stop_timer (self);
  self->missed = FALSE;
  _lalao_lesson_view_set_up_board (self);
  _lalao_lesson_view_render_texts (self);
  gtk_widget_grab_focus (self->board);
}

/* A missed try stays on the board, the punishing reply with it and the
 * sentences that say why, until the learner presses Try Again. */
void
_lalao_lesson_view_show_miss (LalaoLessonView *self)
{
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  self->missed = TRUE;
  show_outcome (self);
  _lalao_lesson_view_render_texts (self);
  gtk_widget_grab_focus (self->again_button);
}

static void
lesson_view_on_move_chosen (LalaoBoardView *board, const char *text, LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autofree char *explained = NULL;
  LalaoTeachingState state;
  gboolean right;

  if (step->try == NULL || self->solved || self->timer != 0)
    return;
  if (step->try->exercise != NULL)
    {
      _lalao_lesson_view_exercise_move (self, text);
      return;
    }
  if (!lalao_teaching_session_play (self->session, text, &state, NULL))
    return;
  right = state == LALAO_TEACHING_SOLVED;
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (right)
    {
      explained = _lalao_lesson_view_tell_last_move (self);
      self->solved = TRUE;
      _lalao_lesson_view_add_feedback (self, lalao_lesson_text (step->try->praise));
      _lalao_lesson_view_add_feedback (self, explained);
      lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
      _lalao_lesson_view_clear_arrows (self);
    }
  else
    {
      /* A legal move that misses the goal: why, then the position again. */
      _lalao_lesson_view_add_feedback (self, step->try->miss != NULL ? lalao_lesson_text (step->try->miss)
                                                  : _("That move is legal, but it does not reach the goal. Try again."));
    }
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
  if (!right)
    _lalao_lesson_view_show_miss (self);
  if (right)
    gtk_widget_grab_focus (self->next_button);
}

/* A move the rules forbid: the engine's reason, in the lesson's language. */
static void
lesson_view_on_move_refused (LalaoBoardView *board, const char *move, const char *why, LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autofree char *text = NULL;

  if (step->try == NULL || self->solved)
    return;
  /* The reason again, in the lesson's language. */
  _lalao_lesson_view_in_lesson_language (self);
  text = lalao_game_why_not (self->game, move);
  _lalao_lesson_view_back_to_system_language (self);
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_add_feedback (self, text != NULL ? text : why);
}

void
lalao_lesson_view_hint (LalaoLessonView *self)
{
  LalaoLessonStep *step;
  g_autoptr (LalaoTeachingHint) hint = NULL;
  LalaoMove move;
  char from[16];
  g_autofree char *text = NULL;

  g_return_if_fail (LALAO_IS_LESSON_VIEW (self));
  if (self->course == NULL || (step = _lalao_lesson_view_current_step (self))->try == NULL || self->solved)
    return;
  if (step->try->exercise != NULL)
    {
      _lalao_lesson_view_exercise_hint (self);
      return;
    }
  hint = lalao_teaching_session_hint (self->session);
  if (hint == NULL || !hint->found)
    return;
  move = hint->move;
  self->hint_level = hint->level;
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (self->hint_level == 1)
    {
      /* Where to look: the piece or pit, ringed. */
      int point = move.from;
      lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), &point, 1, NULL, 0);
      self->course->engine->point_name (move.from, from);
      /* Translators: the first hint of an exercise when the lesson gives none; %s is a point or pit, “c3”. */
      text = step->try->hint != NULL ? g_strdup (lalao_lesson_text (step->try->hint)) : g_strdup_printf (_("Look at %s."), from);
    }
  else
    {
      g_autofree char *described = lalao_describe_move (self->course->engine, lalao_game_get_position (self->game),
                                                        move);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &move);
      /* Translators: the second hint of an exercise: the move itself, “Zaza c2–c4” or “c4×c3 by approach”. */
      text = g_strdup_printf (_("Play %s."), described);
    }
  _lalao_lesson_view_add_feedback (self, text);
  _lalao_lesson_view_back_to_system_language (self);
}

void
lalao_lesson_view_next (LalaoLessonView *self)
{
  g_return_if_fail (LALAO_IS_LESSON_VIEW (self));
  if (self->course == NULL)
    return;
  if (self->step + 1 < current_lesson (self)->steps->len)
    {
      self->step++;
      show_step (self);
      return;
    }
  /* The lesson is done: the next one, or the course again. */
  mark_done (self, self->lesson);
  if (self->lesson + 1 < self->course->lessons->len)
    lalao_lesson_view_start_lesson (self, self->lesson + 1);
  else
    lalao_lesson_view_open_course (self, self->course->engine->id);
}

void
lalao_lesson_view_back (LalaoLessonView *self)
{
  g_return_if_fail (LALAO_IS_LESSON_VIEW (self));
  if (self->course == NULL)
    return;
  if (self->step > 0)
    self->step--;
  else if (self->lesson > 0)
    {
      self->lesson--;
      self->step = current_lesson (self)->steps->len - 1;
    }
  show_step (self);
}

/* A Fanorona chain waits for End Turn, or for its next capture. */
static void
on_again (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);

  if (self->missed)
    {
      lalao_lesson_view_try_again (self);
      return;
    }
  if (step->try == NULL || step->try->exercise == NULL)
    {
      show_step (self);
      return;
    }
  /* The same exercise from its start; the hints seen still count. */
  _lalao_lesson_view_stop_timer (self);
  self->solved = FALSE;
  g_string_truncate (self->feedback, 0);
  lalao_folded_story_clear (self->story);
  _lalao_lesson_view_set_up_board (self);
  _lalao_lesson_view_render_texts (self);
  gtk_widget_grab_focus (self->board);
}

void
lalao_lesson_view_start_lesson (LalaoLessonView *self, guint index)
{
  g_return_if_fail (LALAO_IS_LESSON_VIEW (self) && self->course != NULL);
  g_return_if_fail (index < self->course->lessons->len);
  self->lesson = index;
  self->step = 0;
  show_step (self);
}

static void
on_lesson_activated (GtkListBox *list, GtkListBoxRow *row, LalaoLessonView *self)
{
  lalao_lesson_view_start_lesson (self, (guint) gtk_list_box_row_get_index (row));
}

/* The course's practice positions against the computer. */
static void
lesson_view_on_practice_clicked (LalaoLessonView *self)
{
  int index = self->course != NULL ? lalao_course_find_lesson (self->course, "practice") : -1;

  if (index >= 0)
    lalao_lesson_view_start_lesson (self, (guint) index);
}

static void
on_reset_response (AdwMessageDialog *dialog, const char *response, LalaoLessonView *self)
{
  if (g_strcmp0 (response, "reset") != 0 || self->course == NULL)
    return;
  lalao_progress_reset (lalao_progress_get_default (), self->course->engine->id, NULL);
  render_course (self);
}

/* Forgetting a course's progress asks first: it cannot be undone. */
static void
lesson_view_on_reset_clicked (LalaoLessonView *self)
{
  GtkWidget *dialog;

  if (self->course == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   /* Translators: the heading of a dialog. */
                                   _("Reset Your Progress?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  /* Translators: %s is a game, “Songo”. */
                                  _("The lessons done and the stars earned in the %s course will be forgotten. "
                                    "This cannot be undone."),
                                  self->course->engine->name);
  gtk_widget_set_name (dialog, "reset-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    /* Translators: a button that forgets the course's progress. */
                                    "reset", _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_reset_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The course page: each lesson a row, ticked when done. */
static void
render_course (LalaoLessonView *self)
{
  GtkWidget *child;
  guint n_done = 0;
  int all_earned = 0, all_most = 0;
  g_autofree char *title = NULL;
  g_autofree char *progress = NULL;

  while ((child = gtk_widget_get_first_child (self->lesson_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->lesson_list), child);
  /* A progress file that did not read, or could not be written: said
   * here, from then on while the view lasts. */
  g_autofree char *problem = lalao_progress_take_problem (lalao_progress_get_default ());
  if (problem != NULL)
    {
      g_free (self->progress_problem);
      self->progress_problem = g_steal_pointer (&problem);
    }
  gtk_label_set_text (GTK_LABEL (self->course_problem), self->progress_problem != NULL ? self->progress_problem : "");
  gtk_widget_set_visible (self->course_problem, self->progress_problem != NULL);
  _lalao_lesson_view_in_lesson_language (self);
  for (guint i = 0; i < self->course->lessons->len; i++)
    {
      LalaoLesson *lesson = self->course->lessons->pdata[i];
      gboolean done = lesson_done (self, i);
      g_autofree char *steps = g_strdup_printf (ngettext ("%u step", "%u steps", lesson->steps->len), lesson->steps->len);
      int earned, most;

      lalao_progress_count_lesson (lalao_progress_get_default (), self->course->engine->id, lesson, &earned, &most);
      all_earned += earned;
      all_most += most;
      if (most > 0)
        {
          /* Translators: a lesson's subtitle: its steps, then the stars earned of the most it offers. */
          char *with_stars = g_strdup_printf (_("%s, %d of %d stars"), steps, earned, most);
          g_free (steps);
          steps = with_stars;
        }
      n_done += done;
      gtk_list_box_append (GTK_LIST_BOX (self->lesson_list),
                           lalao_lesson_row_new (lalao_lesson_text (lesson->title), steps, done));
    }
  /* Translators: the heading of a game's course; %s is the game, “Surakarta”. */
  title = g_strdup_printf (_("Learn %s"), self->course->engine->name);
  /* Translators: under a course's heading: lessons done, then lessons in all. */
  progress = g_strdup_printf (_("%u of %u lessons done."), n_done, self->course->lessons->len);
  if (all_most > 0)
    {
      /* Translators: after “3 of 14 lessons done.”: the stars of the whole course. */
      char *with_stars = g_strdup_printf (_("%s Stars: %d of %d."), progress, all_earned, all_most);
      g_free (progress);
      progress = with_stars;
    }
  /* Translators: a button on a course's page. */
  gtk_button_set_label (GTK_BUTTON (self->reset_button), _("_Reset Progress…"));
  /* Translators: a button on a course's page: a whole game against the computer, each move explained. */
  gtk_button_set_label (GTK_BUTTON (self->guided_button), _("Play a _Guided First Game"));
  /* The action and its target together: a parameterised action without a
   * target would be refused. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (self->guided_button), "s", self->course->engine->id);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->guided_button), "win.guided-game");
  /* Once every lesson is done: what next. */
  gtk_widget_set_visible (self->next_box, n_done == self->course->lessons->len);
  gtk_label_set_text (GTK_LABEL (self->next_label),
                      /* Translators: on a course's page once every lesson is done. */
                      _("You have finished the course. What next? Practise against the computer from chosen "
                        "positions, or play whole games against it."));
  /* Translators: a button on a finished course's page. */
  gtk_button_set_label (GTK_BUTTON (self->practice_button), _("_Practice Positions"));
  /* Translators: a button on a finished course's page: back to the games, to play one. */
  gtk_button_set_label (GTK_BUTTON (self->play_button), _("Play a _Game"));
  _lalao_lesson_view_back_to_system_language (self);
  gtk_label_set_text (GTK_LABEL (self->course_title), title);
  gtk_label_set_text (GTK_LABEL (self->course_progress), progress);
}

gboolean
lalao_lesson_view_open_course (LalaoLessonView *self, const char *game_id)
{
  g_autoptr (GError) error = NULL;
  LalaoCourse *course;

  g_return_val_if_fail (LALAO_IS_LESSON_VIEW (self), FALSE);
  course = lalao_course_load (game_id, &error);
  if (course == NULL)
    {
      if (error != NULL)
        g_warning ("the %s course does not load: %s", game_id, error->message);
      return FALSE;
    }
  _lalao_lesson_view_stop_timer (self);
  g_clear_pointer (&self->course, lalao_course_free);
  self->course = course;
  self->lesson = self->step = 0;
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), "course");
  render_course (self);
  /* The page opens at its top, the keyboard on the first lesson (the
   * card's Continue goes straight to the first lesson not done). */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->lesson_list), 0)));
  return TRUE;
}

/* The step in the new language. A solved exercise or quiz stays solved
 * (its position, its stars, its praise said again); anything else starts
 * over: a demonstration, an exercise under way. */
static void
say_step_again (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);

  if (self->solved && step->quiz != NULL)
    {
      show_step (self);
      _lalao_lesson_view_quiz_answer (self, step->quiz->answer);
      return;
    }
  if (!self->solved || step->try == NULL)
    {
      show_step (self);
      return;
    }
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (step->try->exercise != NULL)
    _lalao_lesson_view_exercise_praise (self);
  else
    {
      g_autofree char *explained = _lalao_lesson_view_tell_last_move (self);
      _lalao_lesson_view_add_feedback (self, lalao_lesson_text (step->try->praise));
      _lalao_lesson_view_add_feedback (self, explained);
    }
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
}

void
lalao_lesson_view_set_language (LalaoLessonView *self, const char *language)
{
  g_return_if_fail (LALAO_IS_LESSON_VIEW (self));
  if (g_strcmp0 (language, self->language) == 0)
    return;
  g_free (self->language);
  self->language = g_strdup (language);
  g_signal_handlers_block_by_func (self->english_button, on_language_toggled, self);
  g_signal_handlers_block_by_func (self->french_button, on_language_toggled, self);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->french_button), g_strcmp0 (language, "fr") == 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->english_button), g_strcmp0 (language, "fr") != 0);
  g_signal_handlers_unblock_by_func (self->english_button, on_language_toggled, self);
  g_signal_handlers_unblock_by_func (self->french_button, on_language_toggled, self);
  if (self->course == NULL)
    return;
  render_course (self);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "step") == 0)
    say_step_again (self);
}

static void
on_language_toggled (GtkToggleButton *button, LalaoLessonView *self)
{
  if (gtk_toggle_button_get_active (button))
    lalao_lesson_view_set_language (self, button == GTK_TOGGLE_BUTTON (self->french_button) ? "fr" : "en");
}

LalaoBoardView *
lalao_lesson_view_get_board (LalaoLessonView *self)
{
  return LALAO_BOARD_VIEW (self->board);
}

LalaoGame *
lalao_lesson_view_get_game (LalaoLessonView *self)
{
  return self->game;
}

guint
lalao_lesson_view_get_lesson (LalaoLessonView *self)
{
  return self->lesson;
}

guint
lalao_lesson_view_get_step (LalaoLessonView *self)
{
  return self->step;
}

gboolean
lalao_lesson_view_get_solved (LalaoLessonView *self)
{
  return self->solved;
}

const char *
lalao_lesson_view_get_game_name (LalaoLessonView *self)
{
  g_return_val_if_fail (LALAO_IS_LESSON_VIEW (self), "Lalao");
  return self->course != NULL ? self->course->engine->name : "Lalao";
}

gboolean
lalao_lesson_view_go_up (LalaoLessonView *self)
{
  g_return_val_if_fail (LALAO_IS_LESSON_VIEW (self), FALSE);
  if (self->course == NULL || g_strcmp0 (lalao_lesson_view_get_page (self), "step") != 0)
    return FALSE;
  return lalao_lesson_view_open_course (self, self->course->engine->id);
}

const char *
lalao_lesson_view_get_page (LalaoLessonView *self)
{
  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

const char *
lalao_lesson_view_get_text (LalaoLessonView *self, const char *which)
{
  GtkWidget *label = g_str_equal (which, "say")    ? self->say_label
                     : g_str_equal (which, "goal") ? self->goal_label
                     : g_str_equal (which, "title") ? self->title_label
                     : g_str_equal (which, "progress-problem") ? self->course_problem
                     : g_str_equal (which, "progress") ? self->course_progress
                                                    : self->feedback_label;
  return gtk_label_get_text (GTK_LABEL (label));
}

GtkWidget *
lalao_lesson_view_new (void)
{
  return g_object_new (LALAO_TYPE_LESSON_VIEW, NULL);
}

static void
lalao_lesson_view_dispose (GObject *object)
{
  LalaoLessonView *self = LALAO_LESSON_VIEW (object);

  _lalao_lesson_view_stop_timer (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_LESSON_VIEW);
  _lalao_lesson_view_drop_session (self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->progress_problem, g_free);
  g_clear_pointer (&self->course, lalao_course_free);
  G_OBJECT_CLASS (lalao_lesson_view_parent_class)->dispose (object);
}

static void
lalao_lesson_view_finalize (GObject *object)
{
  LalaoLessonView *self = LALAO_LESSON_VIEW (object);

  g_free (self->language);
  g_string_free (self->feedback, TRUE);
  lalao_folded_story_free (self->story);
  G_OBJECT_CLASS (lalao_lesson_view_parent_class)->finalize (object);
}

static void
lalao_lesson_view_class_init (LalaoLessonViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_lesson_view_dispose;
  object_class->finalize = lalao_lesson_view_finalize;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  g_type_ensure (LALAO_TYPE_BOARD_VIEW);
  g_type_ensure (LALAO_TYPE_PIECE_LEGEND);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/lalao/Lalao/lalao-lesson-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, stack);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, course_title);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, course_progress);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, course_problem);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, lesson_list);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, reset_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, guided_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, next_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, next_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, practice_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, play_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, board);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, title_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, step_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, say_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, piece_legend);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, goal_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, choices_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, feedback_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, whole_button);
  gtk_widget_class_bind_template_callback (widget_class, on_whole_clicked);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, feedback_icon);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, hint_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, again_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, back_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, next_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, english_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonView, french_button);
  gtk_widget_class_bind_template_callback (widget_class, on_lesson_activated);
  gtk_widget_class_bind_template_callback (widget_class, lesson_view_on_reset_clicked);
  gtk_widget_class_bind_template_callback (widget_class, lesson_view_on_practice_clicked);
  gtk_widget_class_bind_template_callback (widget_class, lesson_view_on_move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, lesson_view_on_move_refused);
  gtk_widget_class_bind_template_callback (widget_class, on_language_toggled);
  gtk_widget_class_bind_template_callback (widget_class, on_again);
  gtk_widget_class_bind_template_callback (widget_class, lalao_lesson_view_hint);
  gtk_widget_class_bind_template_callback (widget_class, lalao_lesson_view_back);
  gtk_widget_class_bind_template_callback (widget_class, lalao_lesson_view_next);
}

static void
lalao_lesson_view_init (LalaoLessonView *self)
{
  const char *const *languages = g_get_language_names ();

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The feedback's frame shows only round something said. */
  g_object_bind_property (self->feedback_label, "visible", self->feedback_box, "visible", G_BINDING_SYNC_CREATE);
  self->feedback = g_string_new (NULL);
  self->story = lalao_folded_story_new ();
  /* A lesson names its points: the board always shows the names. */
  lalao_board_view_set_coordinates (LALAO_BOARD_VIEW (self->board), TRUE);
  /* "board.end-turn" for the End Turn button. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board",
                                  lalao_board_view_get_actions (LALAO_BOARD_VIEW (self->board)));
  /* The lessons start in the system's language when it is French. */
  lalao_lesson_view_set_language (self, g_str_has_prefix (languages[0], "fr") ? "fr" : "en");
}
