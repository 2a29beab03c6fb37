/* lalao-teaching-session.c — one teaching session: the game, the judge,
 * the generations.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session plays the learner's moves into its game and asks its judge
 * what they did. Work that takes time (an answer, a hint) is started by
 * the judge and handed back here on the main thread; it belongs to the
 * generation it started in, and a move, a hint or a retry since then
 * drops it (the AI's searches are cancelled too).
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

struct _LalaoTeachingSession {
  GObject parent_instance;

  const LalaoTeachingJudge *judge;
  gpointer data;
  LalaoGame *game;
  char *start_fen;            /* the game's start, for a restart */
  LalaoTeachingState state;
  LalaoTeachingReason reason;
  guint generation;
  GCancellable *cancellable;  /* this generation's */
  int moves, hint_level, hints_used;
  guint n_busy;
  gboolean answer_played;
};

enum {
  PROP_0,
  PROP_GAME,
  PROP_STATE,
  PROP_BUSY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (LalaoTeachingSession, lalao_teaching_session, G_TYPE_OBJECT)

/* The work of one answer or hint, and the generation it belongs to. */
typedef struct {
  guint generation;
  gboolean hint;
} Work;

void
lalao_teaching_hint_free (LalaoTeachingHint *hint)
{
  if (hint == NULL)
    return;
  g_free (hint->reason);
  g_free (hint);
}

int
_lalao_teaching_stars (int misses, int hints)
{
  return CLAMP (3 - misses - hints, 1, 3);
}

static void
new_generation (LalaoTeachingSession *self)
{
  self->generation++;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
}

static void
set_busy (LalaoTeachingSession *self, guint n_busy)
{
  gboolean was = self->n_busy > 0;
  self->n_busy = n_busy;
  if (was != (n_busy > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

LalaoTeachingSession *
_lalao_teaching_session_new (const LalaoTeachingJudge *judge, gpointer data, LalaoGame *game)
{
  LalaoTeachingSession *self = g_object_new (LALAO_TYPE_TEACHING_SESSION, "game", game, NULL);
  self->judge = judge;
  self->data = data;
  self->start_fen = lalao_game_dup_fen (game);
  return self;
}

gpointer
_lalao_teaching_session_get_data (LalaoTeachingSession *self)
{
  return self->data;
}

void
_lalao_teaching_session_set_state (LalaoTeachingSession *self, LalaoTeachingState state, LalaoTeachingReason reason)
{
  self->reason = reason;
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
_lalao_teaching_session_restart_game (LalaoTeachingSession *self)
{
  LalaoGame *game = lalao_game_new (lalao_game_get_engine (self->game)->id, self->start_fen,
                                    lalao_game_get_options (self->game), NULL);
  g_return_if_fail (game != NULL);
  g_object_unref (self->game);
  self->game = game;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
_lalao_teaching_session_set_answer_played (LalaoTeachingSession *self, gboolean played)
{
  self->answer_played = played;
}

GCancellable *
_lalao_teaching_session_get_cancellable (LalaoTeachingSession *self)
{
  return self->cancellable;
}

void
_lalao_teaching_session_done (GTask *task, gpointer result, GDestroyNotify free_result)
{
  LalaoTeachingSession *self = g_task_get_source_object (task);
  Work *work = g_task_get_task_data (task);

  if (work->generation != self->generation)
    {
      if (result != NULL && free_result != NULL)
        free_result (result);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "a newer move came first");
      return;
    }
  if (work->hint)
    {
      LalaoTeachingHint *hint = result;
      if (hint == NULL || !hint->found)
        self->hint_level = 0;
      g_task_return_pointer (task, hint, (GDestroyNotify) lalao_teaching_hint_free);
      return;
    }
  gboolean applied = result != NULL && self->judge->apply_answer (self, result);
  if (result != NULL && free_result != NULL)
    free_result (result);
  g_task_return_boolean (task, applied);
}

typedef struct {
  GTask *outer;
  void (*work) (gpointer data);
  gpointer data;
  GDestroyNotify free_data;
} Threaded;

static void
run_threaded (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Threaded *t = data;
  t->work (t->data);
  g_task_return_boolean (task, TRUE);
}

static void
threaded_done (GObject *source, GAsyncResult *result, gpointer data)
{
  Threaded *t = g_task_get_task_data (G_TASK (result));
  _lalao_teaching_session_done (t->outer, g_steal_pointer (&t->data), t->free_data);
}

static void
threaded_free (gpointer data)
{
  Threaded *t = data;
  if (t->data != NULL && t->free_data != NULL)
    t->free_data (t->data);
  g_object_unref (t->outer);
  g_free (t);
}

void
_lalao_teaching_session_in_thread (GTask *task, void (*work) (gpointer data), gpointer data, GDestroyNotify free_data)
{
  Threaded *t = g_new0 (Threaded, 1);
  g_autoptr (GTask) inner = g_task_new (NULL, NULL, threaded_done, NULL);

  t->outer = g_object_ref (task);
  t->work = work;
  t->data = data;
  t->free_data = free_data;
  g_task_set_task_data (inner, t, threaded_free);
  g_task_run_in_thread (inner, run_threaded);
}

static void
on_work_completed (GTask *task, GParamSpec *pspec, gpointer data)
{
  LalaoTeachingSession *self = data;
  set_busy (self, self->n_busy - 1);
}

static GTask *
start_work (LalaoTeachingSession *self, gboolean hint, GCancellable *cancellable, GAsyncReadyCallback callback,
            gpointer user_data, gpointer tag)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);
  Work *work = g_new0 (Work, 1);

  work->generation = self->generation;
  work->hint = hint;
  g_task_set_source_tag (task, tag);
  g_task_set_task_data (task, work, g_free);
  set_busy (self, self->n_busy + 1);
  g_signal_connect_object (task, "notify::completed", G_CALLBACK (on_work_completed), self, 0);
  return task;
}

gboolean
lalao_teaching_session_play (LalaoTeachingSession *self, const char *text, LalaoTeachingState *state, GError **error)
{
  const LalaoEngine *e;
  LalaoPosition before;
  LalaoMove move;
  LalaoError err = { 0 };
  LalaoTeachingReason refused;
  LalaoTeachingState judged;

  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), FALSE);
  if (self->state != LALAO_TEACHING_GOING_ON && !self->judge->always_open)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_PENDING, "the session is not waiting for the learner's move");
      return FALSE;
    }
  refused = self->judge->refuse != NULL ? self->judge->refuse (self, text) : LALAO_TEACHING_NO_REASON;
  if (refused != LALAO_TEACHING_NO_REASON)
    {
      new_generation (self);
      self->reason = refused;
      if (state != NULL)
        *state = self->state;
      return TRUE;
    }
  e = lalao_game_get_engine (self->game);
  before = *lalao_game_get_position (self->game);
  lalao_engine_read_move (e, &before, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    {
      g_set_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_MOVE_TEXT, "%s", err.message);
      return FALSE;
    }
  if (!lalao_game_play_text (self->game, text, error))
    return FALSE;
  new_generation (self);
  self->moves++;
  self->hint_level = 0;
  self->answer_played = FALSE;
  self->reason = LALAO_TEACHING_NO_REASON;
  judged = self->judge->judge_move (self, &before, move, text);
  _lalao_teaching_session_set_state (self, judged, self->reason);
  if (state != NULL)
    *state = self->state;
  return TRUE;
}

void
lalao_teaching_session_answer_async (LalaoTeachingSession *self, GCancellable *cancellable,
                                     GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (LALAO_IS_TEACHING_SESSION (self));
  task = start_work (self, FALSE, cancellable, callback, user_data, lalao_teaching_session_answer_async);
  if (self->judge->answer == NULL)
    _lalao_teaching_session_done (task, NULL, NULL);
  else
    self->judge->answer (self, task);
}

gboolean
lalao_teaching_session_answer_finish (LalaoTeachingSession *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

char *
lalao_teaching_session_explain_answer (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), NULL);
  return self->answer_played ? lalao_game_explain_last_move (self->game) : NULL;
}

void
lalao_teaching_session_hint_async (LalaoTeachingSession *self, GCancellable *cancellable,
                                   GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;

  g_return_if_fail (LALAO_IS_TEACHING_SESSION (self));
  new_generation (self);
  self->hint_level = MIN (self->hint_level + 1, self->judge->max_hint_level);
  self->hints_used = MIN (self->hints_used + 1, 3);
  task = start_work (self, TRUE, cancellable, callback, user_data, lalao_teaching_session_hint_async);
  if (self->judge->hint != NULL)
    self->judge->hint (self, task);
  else
    _lalao_teaching_session_done (task, self->judge->hint_now != NULL ? self->judge->hint_now (self) : NULL,
                                  (GDestroyNotify) lalao_teaching_hint_free);
}

LalaoTeachingHint *
lalao_teaching_session_hint (LalaoTeachingSession *self)
{
  LalaoTeachingHint *hint;

  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), NULL);
  if (self->judge->hint_now == NULL)
    return NULL;
  new_generation (self);
  self->hint_level = MIN (self->hint_level + 1, self->judge->max_hint_level);
  self->hints_used = MIN (self->hints_used + 1, 3);
  hint = self->judge->hint_now (self);
  if (hint == NULL || !hint->found)
    self->hint_level = 0;
  return hint;
}

LalaoTeachingState
lalao_teaching_session_choose (LalaoTeachingSession *self, guint choice)
{
  LalaoTeachingState state;

  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), LALAO_TEACHING_GOING_ON);
  if (self->judge->choose == NULL || self->state != LALAO_TEACHING_GOING_ON)
    return self->state;
  new_generation (self);
  self->reason = LALAO_TEACHING_NO_REASON;
  state = self->judge->choose (self, choice);
  _lalao_teaching_session_set_state (self, state, self->reason);
  return state;
}

LalaoTeachingHint *
lalao_teaching_session_hint_finish (LalaoTeachingSession *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
lalao_teaching_session_retry (LalaoTeachingSession *self)
{
  g_return_if_fail (LALAO_IS_TEACHING_SESSION (self));
  new_generation (self);
  self->judge->retry (self);
  self->moves = 0;
  self->hint_level = 0;
  self->answer_played = FALSE;
  _lalao_teaching_session_set_state (self, LALAO_TEACHING_GOING_ON, LALAO_TEACHING_NO_REASON);
}

void
lalao_teaching_session_cancel (LalaoTeachingSession *self)
{
  g_return_if_fail (LALAO_IS_TEACHING_SESSION (self));
  new_generation (self);
}

char **
lalao_teaching_session_play_solution (LalaoTeachingSession *self)
{
  char **said;

  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), NULL);
  if (self->judge->solution == NULL)
    return NULL;
  new_generation (self);
  said = self->judge->solution (self);
  _lalao_teaching_session_set_state (self, LALAO_TEACHING_FAILED, LALAO_TEACHING_SOLUTION_SHOWN);
  return said;
}

LalaoGame *
lalao_teaching_session_get_game (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), NULL);
  return self->game;
}

LalaoTeachingState
lalao_teaching_session_get_state (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), LALAO_TEACHING_GOING_ON);
  return self->state;
}

LalaoTeachingReason
lalao_teaching_session_get_reason (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), LALAO_TEACHING_NO_REASON);
  return self->reason;
}

int
lalao_teaching_session_get_moves (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), 0);
  return self->moves;
}

int
lalao_teaching_session_get_hints_used (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), 0);
  return self->hints_used;
}

int
lalao_teaching_session_get_hint_level (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), 0);
  return self->hint_level;
}

int
lalao_teaching_session_get_stars (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), 0);
  return self->state == LALAO_TEACHING_SOLVED ? self->judge->stars (self) : 0;
}

gboolean
lalao_teaching_session_get_busy (LalaoTeachingSession *self)
{
  g_return_val_if_fail (LALAO_IS_TEACHING_SESSION (self), FALSE);
  return self->n_busy > 0;
}

static void
lalao_teaching_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  LalaoTeachingSession *self = LALAO_TEACHING_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_STATE:
      g_value_set_int (value, self->state);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->n_busy > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_teaching_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  LalaoTeachingSession *self = LALAO_TEACHING_SESSION (object);

  if (prop_id == PROP_GAME)
    self->game = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
lalao_teaching_session_dispose (GObject *object)
{
  LalaoTeachingSession *self = LALAO_TEACHING_SESSION (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->game);
  g_clear_pointer (&self->start_fen, g_free);
  G_OBJECT_CLASS (lalao_teaching_session_parent_class)->dispose (object);
}

static void
lalao_teaching_session_finalize (GObject *object)
{
  LalaoTeachingSession *self = LALAO_TEACHING_SESSION (object);

  if (self->judge != NULL && self->judge->free_data != NULL)
    self->judge->free_data (self->data);
  G_OBJECT_CLASS (lalao_teaching_session_parent_class)->finalize (object);
}

static void
lalao_teaching_session_class_init (LalaoTeachingSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = lalao_teaching_session_get_property;
  object_class->set_property = lalao_teaching_session_set_property;
  object_class->dispose = lalao_teaching_session_dispose;
  object_class->finalize = lalao_teaching_session_finalize;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, LALAO_TYPE_GAME,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, LALAO_TEACHING_GOING_ON, LALAO_TEACHING_FAILED,
                                             LALAO_TEACHING_GOING_ON, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lalao_teaching_session_init (LalaoTeachingSession *self)
{
  self->cancellable = g_cancellable_new ();
}
