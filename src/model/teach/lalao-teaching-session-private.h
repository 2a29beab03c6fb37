/* lalao-teaching-session-private.h — the teaching session's judges.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A judge is a const table of hooks, filled in its own file
 * (lalao-judge-exercise.c, lalao-judge-puzzle.c, lalao-judge-mistake.c).
 * The session calls them on the main thread; a hook that starts work
 * (answer, hint) hands its result back with
 * _lalao_teaching_session_done(), on the main thread too, and the
 * session drops it when a newer generation has begun.
 */
#pragma once

#include "lalao-teaching-session.h"

G_BEGIN_DECLS

typedef struct {
  const char *name;
  /* Moves are taken in any state (a mistake: try after try). */
  gboolean always_open;
  /* Before the learner's move is played: a reason not to play it (the
   * state stays), or LALAO_TEACHING_NO_REASON. May be NULL. */
  LalaoTeachingReason (*refuse) (LalaoTeachingSession *self, const char *text);
  /* The learner's move (`text`), just played from `before`: the new state. */
  LalaoTeachingState (*judge_move) (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move,
                                    const char *text);
  /* Starts the answer; gives its result to _lalao_teaching_session_done(). */
  void (*answer) (LalaoTeachingSession *self, GTask *task);
  /* Applies a current answer's result: TRUE when something was played or judged. */
  gboolean (*apply_answer) (LalaoTeachingSession *self, gpointer result);
  /* Starts the hint (the level is set); its result is a LalaoTeachingHint.
   * NULL when hint_now answers. */
  void (*hint) (LalaoTeachingSession *self, GTask *task);
  /* The hint without thinking (the level is set), or NULL. */
  LalaoTeachingHint *(*hint_now) (LalaoTeachingSession *self);
  /* A quiz's choice: the new state. */
  LalaoTeachingState (*choose) (LalaoTeachingSession *self, guint choice);
  int max_hint_level;
  /* The position of the last try comes back. */
  void (*retry) (LalaoTeachingSession *self);
  /* Stars of the solved session. */
  int (*stars) (LalaoTeachingSession *self);
  /* The rest of the solution, played (may be NULL). */
  char **(*solution) (LalaoTeachingSession *self);
  GDestroyNotify free_data;
} LalaoTeachingJudge;

extern const LalaoTeachingJudge lalao_judge_exercise;
extern const LalaoTeachingJudge lalao_judge_puzzle;
extern const LalaoTeachingJudge lalao_judge_mistake;
extern const LalaoTeachingJudge lalao_judge_answers;
extern const LalaoTeachingJudge lalao_judge_quiz;

/* A session with `judge` and its data, on `game` (a reference is taken). */
LalaoTeachingSession *_lalao_teaching_session_new (const LalaoTeachingJudge *judge, gpointer data, LalaoGame *game);
gpointer _lalao_teaching_session_get_data (LalaoTeachingSession *self);
/* The judges set what happened. */
void _lalao_teaching_session_set_state (LalaoTeachingSession *self, LalaoTeachingState state,
                                        LalaoTeachingReason reason);
/* A new game at the position the session started from (an exercise
 * starting again). */
void _lalao_teaching_session_restart_game (LalaoTeachingSession *self);
/* Whether the last answer played a move (for its explanation). */
void _lalao_teaching_session_set_answer_played (LalaoTeachingSession *self, gboolean played);
/* The session's cancellable of this generation (the AI's searches). */
GCancellable *_lalao_teaching_session_get_cancellable (LalaoTeachingSession *self);
/* Hands back the result of the work of `task` (NULL: none), on the main
 * thread; `free_result` frees it when it is dropped or applied. */
void _lalao_teaching_session_done (GTask *task, gpointer result, GDestroyNotify free_result);
/* Runs `work` on `data` in a thread, then hands `data` back as the
 * result of `task`. */
void _lalao_teaching_session_in_thread (GTask *task, void (*work) (gpointer data), gpointer data,
                                        GDestroyNotify free_data);
/* Stars for a solved attempt: three, less one for each miss and each hint step; at least one. */
int _lalao_teaching_stars (int misses, int hints);

G_END_DECLS
