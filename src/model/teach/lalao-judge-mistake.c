/* lalao-judge-mistake.c — the judge of a mistake to mend.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session's game is the position before the learner's costly move.
 * A try is judged by the same search as the best move, with the same
 * time (the AI player's hint): it is good when it keeps the learner's
 * expected share of the points within MARGIN of the best move's (a
 * share, not a score: two winning moves are both good even when only one
 * of them was seen to mate). The move that was played is not judged
 * again. The hint is the computer's move and its reason. Each try stays
 * on the session's game until the next one.
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

/* How much of the expected share a try may give up and still count. */
#define MARGIN 0.1

typedef struct {
  LalaoAiPlayer *ai;
  char *played;        /* the move of the game, as text */
  char *fen;           /* the position before it */
  LalaoOptions options;
  int misses;
} Mistake;

/* A try being judged: the best move first, then the try. */
typedef struct {
  GTask *task;
  LalaoAiPlayer *ai;
  LalaoGame *after;
  GCancellable *cancellable;
  LalaoMove tried;
  int best;            /* the best move's value for the learner */
  LalaoMove best_move;
  gboolean good;
} Judging;

static void
mistake_free (gpointer data)
{
  Mistake *m = data;
  g_clear_object (&m->ai);
  g_free (m->played);
  g_free (m->fen);
  g_free (m);
}

static void
judging_free (Judging *j)
{
  g_object_unref (j->task);
  g_object_unref (j->ai);
  g_clear_object (&j->after);
  g_object_unref (j->cancellable);
  g_free (j);
}

static LalaoGame *
game_before (Mistake *m, const LalaoEngine *engine)
{
  return lalao_game_new (engine->id, m->fen, m->options, NULL);
}

static LalaoTeachingReason
refuse (LalaoTeachingSession *self, const char *text)
{
  Mistake *m = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);

  /* The last try goes first. */
  while (lalao_game_get_n_moves (game) > 0)
    lalao_game_undo (game);
  return g_str_equal (text, m->played) ? LALAO_TEACHING_SAME_MOVE : LALAO_TEACHING_NO_REASON;
}

static LalaoTeachingState
judge_move (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move, const char *text)
{
  return LALAO_TEACHING_WAITING;
}

static void
on_try_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  Judging *j = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &error);
  gboolean *good;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      _lalao_teaching_session_done (j->task, NULL, NULL);
      judging_free (j);
      return;
    }
  /* After the try, the opponent moves: its score is the learner's, turned. */
  int value = answer != NULL ? -answer->score : j->best;
  good = g_new (gboolean, 1);
  *good = lalao_move_equal (j->tried, j->best_move) || lalao_score_share (value) >= lalao_score_share (j->best) - MARGIN;
  _lalao_teaching_session_done (j->task, good, g_free);
  judging_free (j);
}

static void
on_best_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  Judging *j = data;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, NULL);

  if (answer == NULL || g_cancellable_is_cancelled (j->cancellable))
    {
      _lalao_teaching_session_done (j->task, NULL, NULL);
      judging_free (j);
      return;
    }
  j->best = answer->score;
  j->best_move = answer->move;
  lalao_ai_player_hint_async (j->ai, j->after, j->cancellable, on_try_searched, j);
}

static void
answer (LalaoTeachingSession *self, GTask *task)
{
  Mistake *m = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);
  const LalaoEngine *e = lalao_game_get_engine (game);
  g_autoptr (LalaoGame) before = game_before (m, e);
  g_autofree char *tried = lalao_game_get_n_moves (game) == 1 ? lalao_game_dup_move_text (game, 0) : NULL;
  LalaoError err = { 0 };
  Judging *j;

  if (before == NULL || tried == NULL)
    {
      _lalao_teaching_session_done (task, NULL, NULL);
      return;
    }
  j = g_new0 (Judging, 1);
  j->task = g_object_ref (task);
  j->ai = g_object_ref (m->ai);
  j->cancellable = g_object_ref (_lalao_teaching_session_get_cancellable (self));
  j->after = game_before (m, e);
  lalao_game_play_text (j->after, tried, NULL);
  lalao_engine_read_move (e, lalao_game_get_position (before), tried, &j->tried, &err);
  lalao_ai_player_hint_async (j->ai, before, j->cancellable, on_best_searched, j);
}

static gboolean
apply_answer (LalaoTeachingSession *self, gpointer result)
{
  Mistake *m = _lalao_teaching_session_get_data (self);
  gboolean good = *(gboolean *) result;

  if (!good)
    m->misses++;
  _lalao_teaching_session_set_state (self, good ? LALAO_TEACHING_SOLVED : LALAO_TEACHING_FAILED,
                                     good ? LALAO_TEACHING_NO_REASON : LALAO_TEACHING_NOT_GOOD_ENOUGH);
  return TRUE;
}

static void
on_solution_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  GTask *task = data;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, NULL);
  LalaoTeachingHint *hint = NULL;

  if (answer != NULL)
    {
      hint = g_new0 (LalaoTeachingHint, 1);
      hint->level = 2;
      hint->found = TRUE;
      hint->move = answer->move;
      hint->reason = g_strdup (answer->reason);
    }
  _lalao_teaching_session_done (task, hint, (GDestroyNotify) lalao_teaching_hint_free);
  g_object_unref (task);
}

static void
hint (LalaoTeachingSession *self, GTask *task)
{
  Mistake *m = _lalao_teaching_session_get_data (self);
  g_autoptr (LalaoGame) before = game_before (m, lalao_game_get_engine (lalao_teaching_session_get_game (self)));

  if (before == NULL)
    {
      _lalao_teaching_session_done (task, NULL, NULL);
      return;
    }
  lalao_ai_player_hint_async (m->ai, before, _lalao_teaching_session_get_cancellable (self), on_solution_searched,
                              g_object_ref (task));
}

static void
retry (LalaoTeachingSession *self)
{
  LalaoGame *game = lalao_teaching_session_get_game (self);
  while (lalao_game_get_n_moves (game) > 0)
    lalao_game_undo (game);
}

static int
stars (LalaoTeachingSession *self)
{
  Mistake *m = _lalao_teaching_session_get_data (self);
  return _lalao_teaching_stars (m->misses, lalao_teaching_session_get_hints_used (self));
}

const LalaoTeachingJudge lalao_judge_mistake = {
  .name = "mistake",
  .always_open = TRUE,
  .refuse = refuse,
  .judge_move = judge_move,
  .answer = answer,
  .apply_answer = apply_answer,
  .hint = hint,
  .max_hint_level = 2,
  .retry = retry,
  .stars = stars,
  .free_data = mistake_free,
};

LalaoTeachingSession *
lalao_teaching_session_new_mistake (LalaoGame *game, guint move, LalaoAiPlayer *ai)
{
  const LalaoEngine *e;
  char fen[LALAO_FEN_MAX];
  g_autoptr (LalaoGame) before = NULL;
  Mistake *m;

  g_return_val_if_fail (LALAO_IS_GAME (game) && LALAO_IS_AI_PLAYER (ai), NULL);
  g_return_val_if_fail (move >= 1 && move <= lalao_game_get_n_moves_recorded (game), NULL);
  e = lalao_game_get_engine (game);
  e->to_fen (lalao_game_get_position_at (game, move - 1), fen);
  before = lalao_game_new (e->id, fen, lalao_game_get_options (game), NULL);
  if (before == NULL)
    return NULL;
  m = g_new0 (Mistake, 1);
  m->ai = g_object_ref (ai);
  m->played = lalao_game_dup_move_text (game, move - 1);
  m->fen = g_strdup (fen);
  m->options = lalao_game_get_options (game);
  return _lalao_teaching_session_new (&lalao_judge_mistake, m, before);
}
