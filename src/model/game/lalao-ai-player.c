/* lalao-ai-player.c — the computer opponent, its hints and its analysis.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each job copies what it needs from the game (positions, the hashes of
 * the history) in the main thread, searches in a GTask thread with its own
 * LalaoSearch, and stops that search when its GCancellable fires.
 */
#define G_LOG_DOMAIN "lalao-ai"

#include "config.h"

#include <string.h>

#include <math.h>

#include "lalao-ai-player.h"
#include "lalao-endgame-tables.h"
#include "lalao-explainer.h"
#include "lalao-move-coach.h"
#include "lalao-i18n.h"
#include "lalao-search.h"

#define TABLE_BYTES (16u << 20)
#define DEFAULT_MOVE_TIME 1500
/* The depth a hint or an analysed position is always searched to,
 * whatever the clock says. */
#define TEACHING_MIN_DEPTH 4

struct _LalaoAiPlayer {
  GObject parent_instance;

  int level;
  gint64 move_time;
  guint n_jobs;       /* moves and hints under way */
};

G_DEFINE_FINAL_TYPE (LalaoAiPlayer, lalao_ai_player, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_LEVEL,
  PROP_MOVE_TIME,
  PROP_THINKING,
  N_PROPS
};

enum {
  SIGNAL_PROGRESS,
  SIGNAL_POSITION_ANALYSED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

typedef enum {
  JOB_MOVE,
  JOB_HINT,
  JOB_ANALYSE,
} JobKind;

typedef struct {
  LalaoAiPlayer *self;
  JobKind kind;
  const LalaoEngine *engine;
  LalaoSearch *search;
  LalaoSearchLimits limits;
  /* The positions to search: one, or every position of the game. */
  LalaoPosition *positions;
  guint n_positions;
  /* hashes[i] is the hash of the game's i-th position. */
  guint64 *hashes;
  guint n_hashes;
  GMainContext *context;
  GCancellable *cancellable;
  gulong cancelled_id;
} Job;

static void
job_free (Job *job)
{
  if (job->cancelled_id != 0)
    g_cancellable_disconnect (job->cancellable, job->cancelled_id);
  g_clear_object (&job->cancellable);
  lalao_search_free (job->search);
  g_free (job->positions);
  g_free (job->hashes);
  g_main_context_unref (job->context);
  g_object_unref (job->self);
  g_free (job);
}

void
lalao_ai_answer_free (LalaoAiAnswer *answer)
{
  if (answer == NULL)
    return;
  g_free (answer->notation);
  g_free (answer->reason);
  g_free (answer);
}

double
lalao_evaluation_expected (const LalaoEvaluation *evaluation)
{
  return evaluation->win + evaluation->draw / 2;
}

/* What move `move` (1: the first) cost its mover: the drop of its
 * expected share of the points. */
static double
move_cost (const LalaoEvaluation *evaluations, guint move)
{
  double change = lalao_evaluation_expected (&evaluations[move]) - lalao_evaluation_expected (&evaluations[move - 1]);
  return evaluations[move - 1].side_to_move == LALAO_FIRST ? -change : change;
}

LalaoMistake
lalao_evaluations_judge_move (const LalaoEvaluation *evaluations, guint n_evaluations, guint move)
{
  if (move == 0 || move >= n_evaluations)
    return LALAO_MISTAKE_NONE;
  return lalao_mistake_of_cost (move_cost (evaluations, move));
}

guint
lalao_evaluations_find_mistakes (const LalaoEvaluation *evaluations, guint n_evaluations,
                                 guint *moves, guint max)
{
  double costs[max > 0 ? max : 1];
  guint n = 0;

  for (guint i = 1; i < n_evaluations; i++)
    {
      double cost = move_cost (evaluations, i);
      guint at;

      if (cost < LALAO_MISTAKE_COST || max == 0)
        continue;
      /* Insertion into the list, costliest first. */
      for (at = n; at > 0 && costs[at - 1] < cost; at--)
        if (at < max)
          {
            costs[at] = costs[at - 1];
            moves[at] = moves[at - 1];
          }
      if (at < max)
        {
          costs[at] = cost;
          moves[at] = i;
          n = MIN (n + 1, max);
        }
    }
  return n;
}

const char *
lalao_ai_level_name (int level)
{
  switch (CLAMP (level, 1, LALAO_N_LEVELS))
    {
    case 1:
      /* Translators: the name of the computer's weakest level. */
      return _("Beginner");
    case 2:
      /* Translators: the name of the computer's second level. */
      return _("Casual");
    case 3:
      /* Translators: the name of the computer's middle level. */
      return _("Club player");
    case 4:
      /* Translators: the name of the computer's fourth level. */
      return _("Expert");
    default:
      /* Translators: the name of the computer's strongest level. */
      return _("Master");
    }
}

const char *
lalao_ai_level_description (const LalaoEngine *engine, int level)
{
  switch (CLAMP (level, 1, LALAO_N_LEVELS))
    {
    case 1:
      /* Translators: how the computer plays at level 1, Beginner. */
      return _("Looks one move ahead, its own, and often misjudges it, like someone learning the game.");
    case 2:
      /* Translators: how the computer plays at level 2, Casual. */
      return _("Looks two moves ahead, its own and your answer, and still makes mistakes now and then.");
    case 3:
      if (engine != NULL && engine->level_club_depth == 3)
        /* Translators: how the computer plays at level 3, Club player, in Fanorona (where it looks less far than in the other games). */
        return _("Looks three moves ahead, two of its own and one of yours, and rarely blunders.");
      /* Translators: how the computer plays at level 3, Club player. */
      return _("Looks four moves ahead, two of each player, and rarely blunders.");
    case 4:
      /* Translators: how the computer plays at level 4, Expert. */
      return _("Plays its best moves but thinks only briefly.");
    default:
      /* Translators: how the computer plays at level 5, Master. */
      return _("Plays as strongly as it can in the time it has.");
    }
}

/* Progress goes back to the caller's main context. */
typedef struct {
  LalaoAiPlayer *self;
  guint signal;
  int a, b;
  LalaoEvaluation evaluation;  /* SIGNAL_POSITION_ANALYSED only */
} Progress;

static gboolean
emit_progress (gpointer data)
{
  Progress *p = data;
  if (p->signal == SIGNAL_POSITION_ANALYSED)
    g_signal_emit (p->self, signals[p->signal], 0, (guint) p->a, (guint) p->b, &p->evaluation);
  else
    g_signal_emit (p->self, signals[p->signal], 0, p->a, p->b);
  return G_SOURCE_REMOVE;
}

static void
progress_free (gpointer data)
{
  Progress *p = data;
  g_object_unref (p->self);
  g_free (p);
}

static void
post_progress (Job *job, guint signal, int a, int b, const LalaoEvaluation *evaluation)
{
  Progress *p = g_new0 (Progress, 1);
  p->self = g_object_ref (job->self);
  p->signal = signal;
  p->a = a;
  p->b = b;
  if (evaluation != NULL)
    p->evaluation = *evaluation;
  g_main_context_invoke_full (job->context, G_PRIORITY_DEFAULT, emit_progress, p, progress_free);
}

static void
report_depth (const LalaoSearchInfo *info, void *data)
{
  Job *job = data;
  post_progress (job, SIGNAL_PROGRESS, info->depth, info->score, NULL);
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  lalao_search_stop (((Job *) data)->search);
}

static LalaoAiAnswer *
search_one (Job *job)
{
  const LalaoPosition *pos = &job->positions[0];
  LalaoAiAnswer *answer = g_new0 (LalaoAiAnswer, 1);
  char text[LALAO_MOVE_TEXT_MAX];
  LalaoSearchInfo info;

  lalao_search_set_history (job->search, job->hashes, (int) job->n_hashes);
  lalao_search_run (job->search, pos, &job->limits, report_depth, job, &info);
  answer->move = info.best;
  answer->score = info.score;
  answer->depth = info.depth;
  answer->n_pv = MIN (info.pv_length, (int) G_N_ELEMENTS (answer->pv));
  memcpy (answer->pv, info.pv, (gsize) answer->n_pv * sizeof answer->pv[0]);
  job->engine->format_move (pos, info.best, text);
  answer->notation = g_strdup (text);
  if (job->kind == JOB_HINT)
    answer->reason = lalao_move_coach_hint (job->engine, pos, info.best, info.score, MAX (info.depth, 1), info.pv,
                                         info.pv_length);
  return answer;
}

static GArray *
analyse (Job *job)
{
  GArray *evaluations = g_array_sized_new (FALSE, TRUE, sizeof (LalaoEvaluation), job->n_positions);

  for (guint i = 0; i < job->n_positions && !g_cancellable_is_cancelled (job->cancellable); i++)
    {
      const LalaoPosition *pos = &job->positions[i];
      LalaoEvaluation ev = { .side_to_move = job->engine->side_to_move (pos) };
      LalaoStatus status = job->engine->status (pos, 1);

      if (status.result != LALAO_ONGOING)
        ev.score = status.result == LALAO_DRAW ? 0
                   : status.result == LALAO_FIRST_WINS ? LALAO_SCORE_WIN : -LALAO_SCORE_WIN;
      else
        {
          LalaoSearchInfo info;
          lalao_search_set_history (job->search, job->hashes, (int) i);
          lalao_search_run (job->search, pos, &job->limits, NULL, NULL, &info);
          ev.score = ev.side_to_move == LALAO_FIRST ? info.score : -info.score;
        }
      ev.endgame = lalao_endgame_tables_probe (job->engine, pos);
      if (ev.endgame.kind == LALAO_ENDGAME_CYCLE)
        ev.endgame.kind = LALAO_ENDGAME_UNKNOWN;
      lalao_score_to_wdl (ev.score, &ev.win, &ev.draw, &ev.loss);
      if (ev.endgame.kind == LALAO_ENDGAME_DRAW)
        {
          /* Exact: the mistakes of an endgame are judged by the tables. */
          ev.score = 0;
          ev.win = ev.loss = 0;
          ev.draw = 1;
        }
      g_array_append_val (evaluations, ev);
      post_progress (job, SIGNAL_POSITION_ANALYSED, (int) i, (int) job->n_positions, &ev);
    }
  return evaluations;
}

static void
think_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Job *job = data;

  /* Level 5 plays the positions of the endgame tables perfectly. */
  lalao_search_set_endgame (job->search, lalao_endgame_tables_get (job->engine));
  if (job->kind == JOB_ANALYSE)
    {
      GArray *evaluations = analyse (job);
      if (g_cancellable_is_cancelled (cancellable))
        {
          g_array_unref (evaluations);
          g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", _("The analysis was cancelled."));
        }
      else
        g_task_return_pointer (task, evaluations, (GDestroyNotify) g_array_unref);
      return;
    }

  LalaoAiAnswer *answer = search_one (job);
  if (g_cancellable_is_cancelled (cancellable))
    {
      lalao_ai_answer_free (answer);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "%s", _("The computer was interrupted."));
    }
  else
    g_task_return_pointer (task, answer, (GDestroyNotify) lalao_ai_answer_free);
}

static void
set_jobs (LalaoAiPlayer *self, guint n_jobs)
{
  gboolean was = self->n_jobs > 0;
  self->n_jobs = n_jobs;
  if (was != (n_jobs > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
on_task_completed (GTask *task, GParamSpec *pspec, gpointer data)
{
  LalaoAiPlayer *self = data;
  set_jobs (self, self->n_jobs - 1);
}

/* Copies what the job needs from the game, in the calling thread. */
static void
start_job (LalaoAiPlayer *self, JobKind kind, LalaoGame *game, const LalaoSearchLimits *limits,
           GCancellable *cancellable, gpointer tag, GAsyncReadyCallback callback, gpointer user_data)
{
  Job *job = g_new0 (Job, 1);
  GTask *task;
  guint n_moves = lalao_game_get_n_moves_recorded (game);

  job->self = g_object_ref (self);
  job->kind = kind;
  job->engine = lalao_game_get_engine (game);
  job->limits = *limits;
  /* Every core thinks (the weak levels' noisy search stays on one); the
   * window keeps its own thread. */
  job->limits.threads = (int) g_get_num_processors ();
  job->context = g_main_context_ref_thread_default ();
  job->cancellable = cancellable ? g_object_ref (cancellable) : g_cancellable_new ();
  if (kind == JOB_ANALYSE)
    {
      job->n_positions = n_moves + 1;
      job->positions = g_new (LalaoPosition, job->n_positions);
      job->hashes = g_new (guint64, job->n_positions);
      for (guint i = 0; i <= n_moves; i++)
        {
          job->positions[i] = *lalao_game_get_position_at (game, i);
          job->hashes[i] = job->engine->hash (&job->positions[i]);
        }
      job->n_hashes = n_moves;
    }
  else
    {
      job->hashes = lalao_game_dup_history_hashes (game, &job->n_hashes);
      job->n_positions = 1;
      job->positions = g_new (LalaoPosition, 1);
      job->positions[0] = *lalao_game_get_position (game);
    }
  job->search = lalao_search_new (job->engine, TABLE_BYTES);
  if (job->search == NULL)
    g_error ("not enough memory for the computer's search table");
  job->cancelled_id = g_cancellable_connect (job->cancellable, G_CALLBACK (on_cancelled), job, NULL);

  task = g_task_new (self, job->cancellable, callback, user_data);
  g_task_set_source_tag (task, tag);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_set_return_on_cancel (task, FALSE);
  if (kind != JOB_ANALYSE)
    {
      set_jobs (self, self->n_jobs + 1);
      g_signal_connect_object (task, "notify::completed", G_CALLBACK (on_task_completed), self, 0);
    }
  g_task_run_in_thread (task, think_in_thread);
  g_object_unref (task);
}

void
lalao_ai_player_choose_move_async (LalaoAiPlayer *self, LalaoGame *game, GCancellable *cancellable,
                                   GAsyncReadyCallback callback, gpointer user_data)
{
  LalaoSearchLimits limits;

  g_return_if_fail (LALAO_IS_AI_PLAYER (self));
  g_return_if_fail (LALAO_IS_GAME (game));
  lalao_level_limits (lalao_game_get_engine (game), self->level, self->move_time,
                      (uint64_t) g_get_real_time (), &limits);
  start_job (self, JOB_MOVE, game, &limits, cancellable, lalao_ai_player_choose_move_async, callback, user_data);
}

LalaoAiAnswer *
lalao_ai_player_choose_move_finish (LalaoAiPlayer *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
lalao_ai_player_hint_async (LalaoAiPlayer *self, LalaoGame *game, GCancellable *cancellable,
                            GAsyncReadyCallback callback, gpointer user_data)
{
  LalaoSearchLimits limits;

  g_return_if_fail (LALAO_IS_AI_PLAYER (self));
  g_return_if_fail (LALAO_IS_GAME (game));
  lalao_level_limits (lalao_game_get_engine (game), LALAO_N_LEVELS, self->move_time, 0, &limits);
  /* A loaded machine may not give the search its time: a hint is still
   * a move searched two moves of each side deep, never the first legal
   * move the clock stopped on (a few milliseconds otherwise). */
  limits.min_depth = TEACHING_MIN_DEPTH;
  start_job (self, JOB_HINT, game, &limits, cancellable, lalao_ai_player_hint_async, callback, user_data);
}

LalaoAiAnswer *
lalao_ai_player_hint_finish (LalaoAiPlayer *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
lalao_ai_player_analyse_async (LalaoAiPlayer *self, LalaoGame *game, gint64 milliseconds,
                               GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  LalaoSearchLimits limits;

  g_return_if_fail (LALAO_IS_AI_PLAYER (self));
  g_return_if_fail (LALAO_IS_GAME (game));
  lalao_level_limits (lalao_game_get_engine (game), LALAO_N_LEVELS, MAX (milliseconds, 1), 0, &limits);
  /* As a hint's: the review's mistakes are read off these scores. */
  limits.min_depth = TEACHING_MIN_DEPTH;
  start_job (self, JOB_ANALYSE, game, &limits, cancellable, lalao_ai_player_analyse_async, callback, user_data);
}

GArray *
lalao_ai_player_analyse_finish (LalaoAiPlayer *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

LalaoAiPlayer *
lalao_ai_player_new (int level)
{
  return g_object_new (LALAO_TYPE_AI_PLAYER, "level", level, NULL);
}

int
lalao_ai_player_get_level (LalaoAiPlayer *self)
{
  g_return_val_if_fail (LALAO_IS_AI_PLAYER (self), 0);
  return self->level;
}

void
lalao_ai_player_set_level (LalaoAiPlayer *self, int level)
{
  g_return_if_fail (LALAO_IS_AI_PLAYER (self));
  level = CLAMP (level, 1, LALAO_N_LEVELS);
  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

gint64
lalao_ai_player_get_move_time (LalaoAiPlayer *self)
{
  g_return_val_if_fail (LALAO_IS_AI_PLAYER (self), 0);
  return self->move_time;
}

void
lalao_ai_player_set_move_time (LalaoAiPlayer *self, gint64 milliseconds)
{
  g_return_if_fail (LALAO_IS_AI_PLAYER (self));
  milliseconds = MAX (milliseconds, 1);
  if (self->move_time == milliseconds)
    return;
  self->move_time = milliseconds;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE_TIME]);
}

gboolean
lalao_ai_player_get_thinking (LalaoAiPlayer *self)
{
  g_return_val_if_fail (LALAO_IS_AI_PLAYER (self), FALSE);
  return self->n_jobs > 0;
}

static void
lalao_ai_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  LalaoAiPlayer *self = LALAO_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_int (value, self->level);
      break;
    case PROP_MOVE_TIME:
      g_value_set_int64 (value, self->move_time);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->n_jobs > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_ai_player_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  LalaoAiPlayer *self = LALAO_AI_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      lalao_ai_player_set_level (self, g_value_get_int (value));
      break;
    case PROP_MOVE_TIME:
      lalao_ai_player_set_move_time (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_ai_player_class_init (LalaoAiPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = lalao_ai_player_get_property;
  object_class->set_property = lalao_ai_player_set_property;

  properties[PROP_LEVEL] =
    g_param_spec_int ("level", NULL, NULL, 1, LALAO_N_LEVELS, LALAO_N_LEVELS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MOVE_TIME] =
    g_param_spec_int64 ("move-time", NULL, NULL, 1, G_MAXINT32, DEFAULT_MOVE_TIME,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A depth finished while choosing a move or a hint: depth, score. */
  signals[SIGNAL_PROGRESS] =
    g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
  /* A position of an analysis is done: its index, how many positions
   * there are, and its LalaoEvaluation (valid during the emission). */
  signals[SIGNAL_POSITION_ANALYSED] =
    g_signal_new ("position-analysed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_POINTER);
}

static void
lalao_ai_player_init (LalaoAiPlayer *self)
{
  self->level = LALAO_N_LEVELS;
  self->move_time = DEFAULT_MOVE_TIME;
}
