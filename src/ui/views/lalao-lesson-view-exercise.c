/* lalao-lesson-view-exercise.c — a lesson step judged by its goal.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner moves, the board shows it, and the goal is judged. Then,
 * after a pause, the opponent answers on the board. A wrong line ends
 * with the reply that punishes it and a sentence saying why, and the
 * position comes back for another try. Hints come in two steps (where to
 * look, then the move), and a third press plays the move; each costs a
 * star. The view only shows it: the exercise's teaching session
 * (lalao-teaching-session.h) plays each move once into the game on the
 * board, judges it, and thinks for the replies and the hints.
 */
#define G_LOG_DOMAIN "lalao-lesson-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-move-coach.h"
#include "lalao-threats.h"
#include "lalao-lesson-view-private.h"
#include "lalao-progress.h"

LalaoGame *
_lalao_lesson_view_try_start (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);

  self->hint_level = 0;
  if (self->session != NULL)
    lalao_teaching_session_retry (self->session);
  else
    {
      g_autoptr (LalaoGame) game = lalao_game_new (self->course->engine->id, step->fen, step->options, NULL);
      g_autofree const char **answers = g_new0 (const char *, step->try->answers->len + 1);
      for (guint i = 0; i < step->try->answers->len; i++)
        answers[i] = step->try->answers->pdata[i];
      self->session = step->try->exercise != NULL ? lalao_teaching_session_new_exercise (game, step->try->exercise)
                                                  : lalao_teaching_session_new_answers (game, answers);
    }
  return lalao_teaching_session_get_game (self->session);
}

/* Why the attempt failed, in the lesson's language; then the position
 * comes back once the punishing move has been seen. */
static void
fail (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  const LalaoExercise *ex = step->try->exercise;
  g_autofree char *why = NULL;

  switch (lalao_teaching_session_get_reason (self->session))
    {
    case LALAO_TEACHING_LOST_MATERIAL:
      /* Translators: an exercise failed because the opponent captured. */
      why = g_strdup (_("That reply took more than this exercise allows you to lose."));
      break;
    case LALAO_TEACHING_LEFT_CAPTURE:
      /* Translators: an exercise failed: the learner's move left a capture to the opponent. */
      why = g_strdup (_("After that move your opponent can capture, and this exercise forbids it."));
      break;
    case LALAO_TEACHING_JUDGED_WORSE:
      /* Translators: a "hold the position" exercise failed: the engine finds the learner's position clearly worse. */
      why = g_strdup (_("The moves are played, but the computer finds your position clearly worse: the goal was to hold it."));
      break;
    case LALAO_TEACHING_GAME_OVER:
      /* Translators: an exercise failed because the game ended first. */
      why = g_strdup (_("The game is over, and the goal was not reached."));
      break;
    case LALAO_TEACHING_OUT_OF_MOVES:
    default:
      /* Translators: an exercise failed; %d is the number of moves it allows. */
      why = g_strdup_printf (ngettext ("The goal was not reached in %d move.", "The goal was not reached in %d moves.",
                                       ex->limit),
                             ex->limit);
      break;
    }
  _lalao_lesson_view_add_feedback (self, why);
  _lalao_lesson_view_add_feedback (self, lalao_lesson_text (step->try->miss));
  /* Translators: after an exercise failed, the position comes back. */
  _lalao_lesson_view_add_feedback (self, _("Try again."));
  _lalao_lesson_view_show_miss (self);
}

void
_lalao_lesson_view_exercise_praise (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autofree char *stars = NULL;

  _lalao_lesson_view_add_feedback (self, lalao_lesson_text (step->try->praise));
  /* Translators: after a solved exercise; %d is 1, 2 or 3. */
  stars = g_strdup_printf (ngettext ("You earned %d star of 3.", "You earned %d stars of 3.", self->stars), self->stars);
  _lalao_lesson_view_add_feedback (self, stars);
  if (self->stars < 3)
    {
      /* The rule, the same in every game (lalao_exercise_stars): a star
       * for a hint, one for more moves than the par. */
      int par = step->try->exercise->par;
      /* Translators: after fewer than 3 stars; %d is the exercise's par, its number of moves. */
      g_autofree char *rule = g_strdup_printf (ngettext ("Three stars need no hint and the goal reached within %d move.",
                                                         "Three stars need no hint and the goal reached within %d moves.",
                                                         par),
                                               par);
      _lalao_lesson_view_add_feedback (self, rule);
    }
}

static void
succeed (LalaoLessonView *self)
{
  g_autofree char *id = _lalao_lesson_view_step_id (self);

  self->solved = TRUE;
  self->stars = lalao_teaching_session_get_stars (self->session);
  lalao_progress_set_stars (lalao_progress_get_default (), self->course->engine->id, id, self->stars, NULL);
  _lalao_lesson_view_exercise_praise (self);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
}

/* The state after a move: solved, failed, or the game goes on. */
static void
judge (LalaoLessonView *self, LalaoTeachingState state)
{
  if (state == LALAO_TEACHING_SOLVED)
    succeed (self);
  else if (state == LALAO_TEACHING_FAILED)
    fail (self);
}

/* Whether the answer or hint of `source` is the current step's. */
static gboolean
current (LalaoLessonView *self, GObject *source)
{
  return self->course != NULL && !self->solved && self->session != NULL && source == G_OBJECT (self->session);
}

static void
play_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoLessonView *self = data;
  g_autofree char *explained = NULL;
  LalaoTeachingState state;

  if (!current (self, source) || !lalao_teaching_session_answer_finish (self->session, result, NULL))
    {
      g_object_unref (self);
      return;
    }
  state = lalao_teaching_session_get_state (self->session);
  _lalao_lesson_view_in_lesson_language (self);
  /* The answer told as the learner's moves are: in one line. */
  g_autofree char *answered = lalao_teaching_session_explain_answer (self->session);
  explained = answered != NULL ? _lalao_lesson_view_tell_last_move (self) : NULL;
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_add_feedback (self, explained);
  judge (self, state);
  if (state == LALAO_TEACHING_GOING_ON)
    lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), TRUE);
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
  if (self->solved)
    gtk_widget_grab_focus (self->next_button);
  g_object_unref (self);
}

/* The opponent answers after a pause (the session thinks in a thread). */
static gboolean
reply_pause_over (gpointer data)
{
  LalaoLessonView *self = data;

  self->timer = 0;
  lalao_teaching_session_answer_async (self->session, NULL, play_reply, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static gboolean
reply_after_pause (gpointer data)
{
  LalaoLessonView *self = data;
  self->timer = g_timeout_add (REPLY_PAUSE_MS, reply_pause_over, self);
  return G_SOURCE_REMOVE;
}

void
_lalao_lesson_view_exercise_move (LalaoLessonView *self, const char *text)
{
  g_autofree char *explained = NULL;
  LalaoTeachingState state;

  if (!lalao_teaching_session_play (self->session, text, &state, NULL))
    return;
  self->hint_level = 0;
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
  /* The scaffolding (where to start) has done its work once a move is made. */
  lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), NULL, 0, NULL, 0);
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  explained = _lalao_lesson_view_tell_last_move (self);
  _lalao_lesson_view_add_feedback (self, explained);
  judge (self, state);
  if (state == LALAO_TEACHING_WAITING)
    {
      /* The opponent answers once the move has landed, after a pause. */
      lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
      self->timer = lalao_board_view_when_still (LALAO_BOARD_VIEW (self->board), reply_after_pause, self);
    }
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
  if (self->solved)
    gtk_widget_grab_focus (self->next_button);
}

/* The hint in words: where to look, then the move; the third step plays it. */
static void
say_hint (LalaoLessonView *self, const LalaoTeachingHint *hint)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  LalaoMove move = hint->move;
  char text[LALAO_MOVE_TEXT_MAX];
  g_autofree char *said = NULL;

  self->hint_level = hint->found ? hint->level : 0;
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (!hint->found)
    /* Translators: a hint when the exercise can no longer be solved from here. */
    _lalao_lesson_view_add_feedback (self, _("The goal cannot be reached from here any more: start again."));
  else if (hint->level == 1)
    {
      /* Where to look: the piece or pit, ringed. */
      int point = move.from;
      lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), &point, 1, NULL, 0);
      /* The piece by its name ("the anakova on c6"), which a turned board
       * or a screen reader finds as well as a ring. */
      g_autofree char *stake = lalao_threats_stake (self->course->engine, lalao_game_get_position (self->game),
                                                    move.from);
      /* Translators: the first hint of an exercise when the lesson gives none; %s is a piece with its point,
       * “the anakova on c6”, or a pit's seeds, “the seeds of S3”. */
      said = step->try->hint != NULL && lalao_teaching_session_get_moves (self->session) == 0
               ? g_strdup (lalao_lesson_text (step->try->hint))
               : g_strdup_printf (_("Look at %s."), stake);
      _lalao_lesson_view_add_feedback (self, said);
    }
  else
    {
      self->course->engine->format_move (lalao_game_get_position (self->game), move, text);
      if (hint->level == 2)
        {
          g_autofree char *described = lalao_describe_move (self->course->engine, lalao_game_get_position (self->game),
                                                            move);
          lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &move);
          /* Translators: the second hint of an exercise: the move itself, “Zaza c2–c4” or “c4×c3 by approach”. */
          said = g_strdup_printf (_("Play %s."), described);
          _lalao_lesson_view_add_feedback (self, said);
          /* And why it works, as the coach says it ("It forks …"). */
          g_autofree char *why = lalao_move_coach_why (self->course->engine, lalao_game_get_position (self->game), move);
          _lalao_lesson_view_add_feedback (self, why);
        }
      else
        {
          /* The third press shows the solution: the move is played. */
          _lalao_lesson_view_back_to_system_language (self);
          _lalao_lesson_view_exercise_move (self, text);
          return;
        }
    }
  _lalao_lesson_view_back_to_system_language (self);
}

/* The hint: the engine's line to the goal, or in a practice position
 * its best move; the session has counted the step. */
static void
show_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoLessonView *self = data;
  g_autoptr (LalaoTeachingHint) hint = NULL;

  /* The learner may have moved on while the engine looked. */
  if (current (self, source))
    hint = lalao_teaching_session_hint_finish (self->session, result, NULL);
  if (hint != NULL && self->timer == 0)
    say_hint (self, hint);
  g_object_unref (self);
}

void
_lalao_lesson_view_exercise_hint (LalaoLessonView *self)
{
  if (self->timer != 0 || lalao_teaching_session_get_state (self->session) != LALAO_TEACHING_GOING_ON
      || !lalao_board_view_get_interactive (LALAO_BOARD_VIEW (self->board)))
    return;
  lalao_teaching_session_hint_async (self->session, NULL, show_hint, g_object_ref (self));
}
