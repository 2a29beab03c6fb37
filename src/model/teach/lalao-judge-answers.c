/* lalao-judge-answers.c — the judge of a try with single answers.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A lesson's first tries ask for one of a few moves, written in the
 * lesson: one of them solves the try, any other legal move misses it
 * (the lesson says why), and a retry starts again on a new game. The
 * hints are the first answer: where to look, then the move.
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

typedef struct {
  char **answers;
  int misses;
} Answers;

static void
answers_free (gpointer data)
{
  Answers *a = data;
  g_strfreev (a->answers);
  g_free (a);
}

static LalaoTeachingState
judge_move (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move, const char *text)
{
  Answers *a = _lalao_teaching_session_get_data (self);

  if (g_strv_contains ((const char *const *) a->answers, text))
    return LALAO_TEACHING_SOLVED;
  a->misses++;
  _lalao_teaching_session_set_state (self, LALAO_TEACHING_FAILED, LALAO_TEACHING_WRONG_MOVE);
  return LALAO_TEACHING_FAILED;
}

static LalaoTeachingHint *
hint_now (LalaoTeachingSession *self)
{
  Answers *a = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);
  LalaoTeachingHint *hint = g_new0 (LalaoTeachingHint, 1);
  LalaoError err = { 0 };

  hint->level = lalao_teaching_session_get_hint_level (self);
  if (a->answers[0] != NULL)
    {
      lalao_engine_read_move (lalao_game_get_engine (game), lalao_game_get_position (game), a->answers[0],
                              &hint->move, &err);
      hint->found = err.code == LALAO_ERROR_NONE;
    }
  return hint;
}

static void
retry (LalaoTeachingSession *self)
{
  _lalao_teaching_session_restart_game (self);
}

static int
stars (LalaoTeachingSession *self)
{
  Answers *a = _lalao_teaching_session_get_data (self);
  return _lalao_teaching_stars (a->misses, lalao_teaching_session_get_hints_used (self));
}

const LalaoTeachingJudge lalao_judge_answers = {
  .name = "answers",
  .judge_move = judge_move,
  .hint_now = hint_now,
  .max_hint_level = 2,
  .retry = retry,
  .stars = stars,
  .free_data = answers_free,
};

LalaoTeachingSession *
lalao_teaching_session_new_answers (LalaoGame *game, const char *const *answers)
{
  Answers *a;

  g_return_val_if_fail (LALAO_IS_GAME (game) && answers != NULL, NULL);
  a = g_new0 (Answers, 1);
  a->answers = g_strdupv ((char **) answers);
  return _lalao_teaching_session_new (&lalao_judge_answers, a, game);
}
