/* lalao-judge-quiz.c — the judge of a quiz: "Is this game over? Who has
 * won, and by which rule?"
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The lesson's reader has checked that exactly one choice is what the
 * engine says of the position; the session knows which. A wrong choice
 * costs a star, and the learner tries again.
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

typedef struct {
  guint n_choices, answer;
  int misses;
} Quiz;

static LalaoTeachingState
judge_move (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move, const char *text)
{
  /* A quiz asks for no move. */
  return lalao_teaching_session_get_state (self);
}

static LalaoTeachingReason
refuse (LalaoTeachingSession *self, const char *text)
{
  return LALAO_TEACHING_WRONG_MOVE;
}

static LalaoTeachingState
choose (LalaoTeachingSession *self, guint choice)
{
  Quiz *q = _lalao_teaching_session_get_data (self);

  if (choice == q->answer)
    return LALAO_TEACHING_SOLVED;
  q->misses++;
  _lalao_teaching_session_set_state (self, LALAO_TEACHING_GOING_ON, LALAO_TEACHING_WRONG_CHOICE);
  return LALAO_TEACHING_GOING_ON;
}

static void
retry (LalaoTeachingSession *self)
{
}

static int
stars (LalaoTeachingSession *self)
{
  Quiz *q = _lalao_teaching_session_get_data (self);
  return _lalao_teaching_stars (q->misses, 0);
}

const LalaoTeachingJudge lalao_judge_quiz = {
  .name = "quiz",
  .refuse = refuse,
  .judge_move = judge_move,
  .choose = choose,
  .retry = retry,
  .stars = stars,
  .free_data = g_free,
};

LalaoTeachingSession *
lalao_teaching_session_new_quiz (LalaoGame *game, guint n_choices, guint answer)
{
  Quiz *q;

  g_return_val_if_fail (LALAO_IS_GAME (game) && answer < n_choices, NULL);
  q = g_new0 (Quiz, 1);
  q->n_choices = n_choices;
  q->answer = answer;
  return _lalao_teaching_session_new (&lalao_judge_quiz, q, game);
}
