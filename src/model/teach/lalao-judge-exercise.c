/* lalao-judge-exercise.c — the judge of an exercise: its goal.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's move is judged by the exercise's run (lalao-exercise.c);
 * the opponent's reply is chosen and judged in a thread (judging a
 * "hold" asks the engine too, and the reply that gives a "lose n"
 * verdict is the reference search's, several plies deep). The hint is the engine's line to the
 * goal, or in a practice position its best move; a retry starts the
 * exercise again on a new game, and the hints seen still count.
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

/* Positions the hint's search may visit: enough for the course's
 * exercises, bounded so that a hint comes in a moment. */
#define HINT_BUDGET 400000
/* The engine's plies of thought for a hint in a practice position. */
#define HINT_PRACTICE_DEPTH 6

typedef struct {
  LalaoExercise exercise;   /* a copy: the course may go while the session lives */
  LalaoExerciseRun run;
} Exercise;

/* A copy of the attempt, for a thread. */
typedef struct {
  LalaoExerciseRun run;
  int max_moves;
  LalaoMove line[64];
  int n_line;
  gboolean found;
  int level;
} Job;

static void
exercise_free (gpointer data)
{
  Exercise *x = data;
  g_strfreev (x->exercise.script);
  g_free (x);
}

static LalaoTeachingState
from_run (const LalaoExerciseRun *run)
{
  switch (run->state)
    {
    case LALAO_EXERCISE_SOLVED:
      return LALAO_TEACHING_SOLVED;
    case LALAO_EXERCISE_FAILED:
      return LALAO_TEACHING_FAILED;
    default:
      return LALAO_TEACHING_WAITING;
    }
}

static LalaoTeachingState
judge_move (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move, const char *text)
{
  Exercise *x = _lalao_teaching_session_get_data (self);
  LalaoTeachingState state;

  lalao_exercise_run_learner (&x->run, move);
  state = from_run (&x->run);
  if (state == LALAO_TEACHING_FAILED)
    _lalao_teaching_session_set_state (self, state, (LalaoTeachingReason) x->run.failure);
  return state;
}

static Job *
job_new (Exercise *x)
{
  Job *job = g_new0 (Job, 1);
  job->run = x->run;
  return job;
}

static void
choose_reply (gpointer data)
{
  Job *job = data;
  job->found = lalao_exercise_run_choose_reply (&job->run, NULL, &job->line[0]);
  if (job->found)
    lalao_exercise_run_opponent (&job->run, job->line[0]);
}

static void
answer (LalaoTeachingSession *self, GTask *task)
{
  Exercise *x = _lalao_teaching_session_get_data (self);

  if (x->run.state != LALAO_EXERCISE_GOING_ON)
    {
      _lalao_teaching_session_done (task, NULL, NULL);
      return;
    }
  _lalao_teaching_session_in_thread (task, choose_reply, job_new (x), g_free);
}

static gboolean
apply_answer (LalaoTeachingSession *self, gpointer result)
{
  Exercise *x = _lalao_teaching_session_get_data (self);
  Job *job = result;
  LalaoTeachingState state;

  if (!job->found)
    return FALSE;
  lalao_game_play (lalao_teaching_session_get_game (self), job->line[0]);
  _lalao_teaching_session_set_answer_played (self, TRUE);
  x->run = job->run;
  x->run.exercise = &x->exercise;
  state = from_run (&x->run);
  _lalao_teaching_session_set_state (self, state == LALAO_TEACHING_WAITING ? LALAO_TEACHING_GOING_ON : state,
                                     (LalaoTeachingReason) x->run.failure);
  return TRUE;
}

static void
search_hint (gpointer data)
{
  Job *job = data;

  /* A goal promised against any defence: the hint is a move that still
   * forces it within the moves left (the engine's favourite may win
   * more slowly: a hint must not lead out of the promise). */
  int moves;
  if (job->run.exercise->forced
      && lalao_exercise_prove (&job->run, job->max_moves, HINT_BUDGET, &moves, &job->line[0]) == LALAO_PROOF_FORCED)
    {
      job->found = TRUE;
      job->n_line = 1;
      return;
    }
  if (job->run.exercise->practice)
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
}

/* The hint job, done: a hint. */
static void
hint_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  Job *job = g_task_propagate_pointer (G_TASK (result), NULL);
  LalaoTeachingHint *hint = g_new0 (LalaoTeachingHint, 1);

  hint->level = job->level;
  hint->found = job->found;
  hint->move = job->line[0];
  g_free (job);
  _lalao_teaching_session_done (task, hint, (GDestroyNotify) lalao_teaching_hint_free);
  g_object_unref (task);
}

static void
hint_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;
  search_hint (job);
  g_task_return_pointer (task, job, g_free);
}

static void
hint (LalaoTeachingSession *self, GTask *task)
{
  Exercise *x = _lalao_teaching_session_get_data (self);
  g_autoptr (GTask) inner = g_task_new (NULL, NULL, hint_searched, g_object_ref (task));
  Job *job = job_new (x);

  job->max_moves = x->exercise.limit - x->run.moves;
  job->level = lalao_teaching_session_get_hint_level (self);
  g_task_set_task_data (inner, job, NULL);
  g_task_run_in_thread (inner, hint_in_thread);
}

static void
retry (LalaoTeachingSession *self)
{
  Exercise *x = _lalao_teaching_session_get_data (self);
  LalaoGame *game;

  _lalao_teaching_session_restart_game (self);
  game = lalao_teaching_session_get_game (self);
  lalao_exercise_run_start (&x->run, &x->exercise, lalao_game_get_engine (game), lalao_game_get_position (game));
}

static int
stars (LalaoTeachingSession *self)
{
  Exercise *x = _lalao_teaching_session_get_data (self);
  return lalao_exercise_stars (&x->exercise, x->run.moves, lalao_teaching_session_get_hints_used (self));
}

const LalaoTeachingJudge lalao_judge_exercise = {
  .name = "exercise",
  .judge_move = judge_move,
  .answer = answer,
  .apply_answer = apply_answer,
  .hint = hint,
  .max_hint_level = 3,
  .retry = retry,
  .stars = stars,
  .free_data = exercise_free,
};

LalaoTeachingSession *
lalao_teaching_session_new_exercise (LalaoGame *game, const LalaoExercise *exercise)
{
  Exercise *x = g_new0 (Exercise, 1);

  g_return_val_if_fail (LALAO_IS_GAME (game) && exercise != NULL, NULL);
  x->exercise = *exercise;
  x->exercise.script = g_strdupv (exercise->script);
  lalao_exercise_run_start (&x->run, &x->exercise, lalao_game_get_engine (game), lalao_game_get_position (game));
  return _lalao_teaching_session_new (&lalao_judge_exercise, x, game);
}
