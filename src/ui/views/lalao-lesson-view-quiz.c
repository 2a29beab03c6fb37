/* lalao-lesson-view-quiz.c — a lesson step that asks whether the game is
 * over, who has won, and by which rule.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The choices are the lesson's; the reader has checked that exactly one
 * of them is what the engine says of the position. A right answer is
 * followed by the engine's own account of the end; a wrong one is
 * greyed out with what is wrong in it (the game is or is not over, the
 * result, the rule), and the learner tries again.
 */
#define G_LOG_DOMAIN "lalao-lesson-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-lesson-view-private.h"

const char *
_lalao_lesson_view_quiz_question (void)
{
  /* Translators: the question of an end-of-game quiz in the lessons. */
  return _("Is this game over? Who has won, and by which rule?");
}

/* Why a choice is wrong, in what it says of the end, without naming the
 * right one's rule: whether the game is over, its result, its rule. */
static const char *
why_wrong (LalaoStatus chosen, LalaoStatus truth)
{
  if (truth.result == LALAO_ONGOING)
    /* Translators: a quiz answered wrongly: the position does not end the game. */
    return _("No: no rule ends the game in this position.");
  if (chosen.result == LALAO_ONGOING)
    /* Translators: a quiz answered wrongly: the game cannot go on from the position. */
    return _("No: a rule ends the game in this position.");
  if (chosen.result == truth.result)
    /* Translators: a quiz answered with the right result but the wrong rule. */
    return _("The result is right, but another rule decides it.");
  /* Translators: a quiz answered wrongly: the game is over, with another result. */
  return _("No: the game is over, but with another result.");
}

static void
on_choice_clicked (GtkButton *button, LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice"));
  LalaoLessonChoice *choice;

  if (step->quiz == NULL || self->session == NULL || self->solved || index >= step->quiz->choices->len)
    return;
  choice = step->quiz->choices->pdata[index];
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (lalao_teaching_session_choose (self->session, index) == LALAO_TEACHING_SOLVED)
    {
      self->solved = TRUE;
      gtk_widget_add_css_class (GTK_WIDGET (button), "success");
      /* Translators: a quiz answered rightly; the engine's account of the end follows. */
      _lalao_lesson_view_add_feedback (self, _("Right."));
      if (choice->status.result != LALAO_ONGOING)
        {
          g_autofree char *why = lalao_explain_end (self->course->engine, lalao_game_get_position (self->game),
                                                     choice->status);
          _lalao_lesson_view_add_feedback (self, why);
        }
      for (GtkWidget *b = gtk_widget_get_first_child (self->choices_box); b != NULL; b = gtk_widget_get_next_sibling (b))
        gtk_widget_set_sensitive (b, b == GTK_WIDGET (button));
    }
  else
    {
      gtk_widget_set_sensitive (GTK_WIDGET (button), FALSE);
      LalaoLessonChoice *truth = step->quiz->choices->pdata[step->quiz->answer];
      _lalao_lesson_view_add_feedback (self, why_wrong (choice->status, truth->status));
      /* Translators: after a quiz answered wrongly and why. */
      _lalao_lesson_view_add_feedback (self, _("Look again."));
    }
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
  if (self->solved)
    gtk_widget_grab_focus (self->next_button);
}

void
_lalao_lesson_view_quiz_start (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->choices_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->choices_box), child);
  gtk_widget_set_visible (self->choices_box, step->quiz != NULL);
  if (step->quiz == NULL || step->try != NULL)
    return;
  _lalao_lesson_view_drop_session (self);
  self->session = lalao_teaching_session_new_quiz (self->game, step->quiz->choices->len, step->quiz->answer);
  _lalao_lesson_view_in_lesson_language (self);
  for (guint i = 0; i < step->quiz->choices->len; i++)
    {
      LalaoLessonChoice *choice = step->quiz->choices->pdata[i];
      GtkWidget *label = gtk_label_new (lalao_lesson_text (choice->text));
      GtkWidget *button = gtk_button_new ();
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_button_set_child (GTK_BUTTON (button), label);
      g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (i));
      gtk_widget_set_name (button, "quiz-choice");
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_box_append (GTK_BOX (self->choices_box), button);
    }
  _lalao_lesson_view_back_to_system_language (self);
}

void
_lalao_lesson_view_quiz_answer (LalaoLessonView *self, guint index)
{
  GtkWidget *button = gtk_widget_get_first_child (self->choices_box);

  for (guint i = 0; button != NULL && i < index; i++)
    button = gtk_widget_get_next_sibling (button);
  if (button != NULL)
    on_choice_clicked (GTK_BUTTON (button), self);
}
