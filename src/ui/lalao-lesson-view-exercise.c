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
 * star. The hints come from the engine playing the exercise as the
 * learner, in a thread.
 */
#define G_LOG_DOMAIN "lalao-lesson-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-lesson-view-private.h"
#include "lalao-progress.h"

/* Positions the hint's search may visit: enough for the course's
 * exercises, bounded so that a hint comes in a moment. */
#define HINT_BUDGET 400000
/* The engine's plies of thought for a hint in a practice position. */
#define HINT_PRACTICE_DEPTH 6

void
_lalao_lesson_view_exercise_start (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);

  lalao_exercise_run_start (&self->run, step->try->exercise, self->course->engine,
                            lalao_game_get_position (self->game));
  self->hint_level = 0;
}

/* Why the attempt failed, in the lesson's language; then the position
 * comes back once the punishing move has been seen. */
static void
fail (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  const LalaoExercise *ex = step->try->exercise;
  g_autofree char *why = NULL;

  switch (self->run.failure)
    {
    case LALAO_EXERCISE_LOST_MATERIAL:
      /* Translators: an exercise failed because the opponent captured. */
      why = g_strdup (_("That reply took more than this exercise allows you to lose."));
      break;
    case LALAO_EXERCISE_LEFT_CAPTURE:
      /* Translators: an exercise failed: the learner's move left a capture to the opponent. */
      why = g_strdup (_("After that move your opponent can capture, and this exercise forbids it."));
      break;
    case LALAO_EXERCISE_JUDGED_WORSE:
      /* Translators: a "hold the position" exercise failed: the engine finds the learner's position clearly worse. */
      why = g_strdup (_("The moves are played, but the computer finds your position clearly worse: the goal was to hold it."));
      break;
    case LALAO_EXERCISE_GAME_OVER:
      /* Translators: an exercise failed because the game ended first. */
      why = g_strdup (_("The game is over, and the goal was not reached."));
      break;
    case LALAO_EXERCISE_OUT_OF_MOVES:
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
  _lalao_lesson_view_take_back_later (self);
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
}

static void
succeed (LalaoLessonView *self)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  g_autofree char *id = _lalao_lesson_view_step_id (self);

  self->solved = TRUE;
  self->stars = lalao_exercise_stars (step->try->exercise, self->run.moves, self->hints_used);
  lalao_progress_set_stars (lalao_progress_get_default (), self->course->engine->id, id, self->stars, NULL);
  _lalao_lesson_view_exercise_praise (self);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
}

/* The state after a move: solved, failed, or the game goes on. */
static void
judge (LalaoLessonView *self, LalaoExerciseState state)
{
  if (state == LALAO_EXERCISE_SOLVED)
    succeed (self);
  else if (state == LALAO_EXERCISE_FAILED)
    fail (self);
}

/* A copy of the exercise and the attempt, for a thread: the course may
 * go while it thinks. */
typedef struct {
  LalaoExercise exercise;
  LalaoExerciseRun run;
  int start_moves, start_replies; /* where the attempt stood when the job began */
  int max_moves;
  LalaoMove line[64];
  int n_line;
  gboolean found;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;
  g_strfreev (job->exercise.script);
  g_free (job);
}

static GTask *
job_new (LalaoLessonView *self, GAsyncReadyCallback done)
{
  LalaoLessonStep *step = _lalao_lesson_view_current_step (self);
  GTask *task = g_task_new (self, NULL, done, NULL);
  Job *job = g_new0 (Job, 1);

  job->exercise = *step->try->exercise;
  job->exercise.script = g_strdupv (step->try->exercise->script);
  job->run = self->run;
  job->run.exercise = &job->exercise;
  job->start_moves = self->run.moves;
  job->start_replies = self->run.replies;
  g_task_set_task_data (task, job, job_free);
  return task;
}

/* Whether the attempt is still where it was when the job started. */
static gboolean
job_current (LalaoLessonView *self, Job *job)
{
  LalaoLessonStep *step;
  return self->course != NULL && !self->solved && self->game != NULL
         && (step = _lalao_lesson_view_current_step (self))->try != NULL && step->try->exercise != NULL
         && self->run.state == LALAO_EXERCISE_GOING_ON && self->run.moves == job->start_moves
         && self->run.replies == job->start_replies;
}

/* The reply is chosen and judged in the thread: judging a "hold" asks
 * the engine too. */
static void
choose_reply (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  job->found = lalao_exercise_run_choose_reply (&job->run, NULL, &job->line[0]);
  if (job->found)
    lalao_exercise_run_opponent (&job->run, job->line[0]);
  g_task_return_boolean (task, TRUE);
}

static void
play_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoLessonView *self = LALAO_LESSON_VIEW (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  g_autofree char *explained = NULL;
  LalaoExerciseState state;

  if (!job_current (self, job) || !job->found)
    return;
  lalao_game_play (self->game, job->line[0]);
  /* The attempt as the thread left it, on the course's own exercise. */
  self->run = job->run;
  self->run.exercise = _lalao_lesson_view_current_step (self)->try->exercise;
  state = self->run.state;
  _lalao_lesson_view_in_lesson_language (self);
  explained = lalao_game_explain_last_move (self->game);
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_add_feedback (self, explained);
  judge (self, state);
  if (state == LALAO_EXERCISE_GOING_ON)
    lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), TRUE);
  _lalao_lesson_view_back_to_system_language (self);
  _lalao_lesson_view_render_texts (self);
  if (self->solved)
    gtk_widget_grab_focus (self->next_button);
}

/* The opponent thinks in a thread, after a pause. */
static gboolean
reply_pause_over (gpointer data)
{
  LalaoLessonView *self = data;
  g_autoptr (GTask) task = job_new (self, play_reply);

  self->timer = 0;
  g_task_run_in_thread (task, choose_reply);
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
  LalaoMove move;
  LalaoError err;
  LalaoExerciseState state;

  lalao_engine_read_move (self->course->engine, lalao_game_get_position (self->game), text, &move, &err);
  if (err.code != LALAO_ERROR_NONE || !lalao_game_play_text (self->game, text, NULL))
    return;
  self->hint_level = 0;
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
  /* The scaffolding (where to start) has done its work once a move is made. */
  lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), NULL, 0, NULL, 0);
  state = lalao_exercise_run_learner (&self->run, move);
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  explained = lalao_game_explain_last_move (self->game);
  _lalao_lesson_view_add_feedback (self, explained);
  judge (self, state);
  if (state == LALAO_EXERCISE_GOING_ON)
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

/* The hint: the engine's line to the goal, or in a practice position
 * its best move. */
static void
search_hint (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;

  if (job->exercise.practice)
    {
      LalaoSearch *search = lalao_search_new (job->run.engine, 1u << 20);
      LalaoSearchLimits limits = { .depth = HINT_PRACTICE_DEPTH, .nodes = HINT_BUDGET, .reference = true };
      LalaoSearchInfo info;
      lalao_search_run (search, &job->run.position, &limits, NULL, NULL, &info);
      lalao_search_free (search);
      job->found = info.has_move;
      job->line[0] = info.best;
    }
  else
    job->found = lalao_exercise_solve (&job->run, NULL, job->max_moves, HINT_BUDGET, job->line, &job->n_line);
  g_task_return_boolean (task, TRUE);
}

static void
show_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoLessonView *self = LALAO_LESSON_VIEW (source);
  Job *job = g_task_get_task_data (G_TASK (result));
  LalaoLessonStep *step;
  LalaoMove move = job->line[0];
  char from[16], text[LALAO_MOVE_TEXT_MAX];
  g_autofree char *said = NULL;

  /* The learner may have moved on while the engine looked. */
  if (!job_current (self, job) || self->timer != 0)
    return;
  step = _lalao_lesson_view_current_step (self);
  g_string_truncate (self->feedback, 0);
  _lalao_lesson_view_in_lesson_language (self);
  if (!job->found)
    {
      /* Translators: a hint when the exercise can no longer be solved from here. */
      _lalao_lesson_view_add_feedback (self, _("The goal cannot be reached from here any more: start again."));
      self->hint_level = 0;
    }
  else if (self->hint_level == 1)
    {
      /* Where to look: the piece or pit, ringed. */
      int point = move.from;
      lalao_board_view_set_marks (LALAO_BOARD_VIEW (self->board), &point, 1, NULL, 0);
      self->course->engine->point_name (move.from, from);
      /* Translators: the first hint of an exercise when the lesson gives none; %s is a point or pit, “c3”. */
      said = step->try->hint != NULL && self->run.moves == 0 ? g_strdup (lalao_lesson_text (step->try->hint))
                                                             : g_strdup_printf (_("Look at %s."), from);
      _lalao_lesson_view_add_feedback (self, said);
    }
  else
    {
      self->course->engine->format_move (lalao_game_get_position (self->game), move, text);
      if (self->hint_level == 2)
        {
          lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &move);
          /* Translators: the second hint of an exercise: the move itself, “c3d4”. */
          said = g_strdup_printf (_("Play %s."), text);
          _lalao_lesson_view_add_feedback (self, said);
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

void
_lalao_lesson_view_exercise_hint (LalaoLessonView *self)
{
  g_autoptr (GTask) task = NULL;
  Job *job;

  if (self->timer != 0 || self->run.state != LALAO_EXERCISE_GOING_ON
      || !lalao_board_view_get_interactive (LALAO_BOARD_VIEW (self->board)))
    return;
  self->hint_level = MIN (self->hint_level + 1, 3);
  self->hints_used = MIN (self->hints_used + 1, 3);
  task = job_new (self, show_hint);
  job = g_task_get_task_data (task);
  job->max_moves = job->exercise.limit - self->run.moves;
  g_task_run_in_thread (task, search_hint);
}
