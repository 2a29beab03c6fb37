/* lalao-teaching-session.h — one teaching session: an exercise, a
 * puzzle, a mistake to mend.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The session owns the game being played and a judge chosen from a
 * table (lalao-teaching-session-private.h): the exercise's goal, the
 * puzzle's line, the review of a mistake, a lesson's single answers, a
 * quiz. The learner's move is played once into the game and judged at
 * once; what the session answers (the opponent's
 * reply, the punishing reply to a wrong move, the engine's judgement of
 * a try) and the hints are searched in a thread and come back in the
 * caller's main context. Every move, hint and retry starts a new
 * generation: a result of an older one is dropped, and its _finish says
 * G_IO_ERROR_CANCELLED. Views only show what the session says.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-ai-player.h"
#include "lalao-exercise.h"
#include "lalao-game.h"
#include "lalao-puzzle.h"

G_BEGIN_DECLS

typedef enum {
  LALAO_TEACHING_GOING_ON = 0, /* the learner's turn */
  LALAO_TEACHING_WAITING,      /* the session's answer is due: call lalao_teaching_session_answer_async() */
  LALAO_TEACHING_SOLVED,
  LALAO_TEACHING_FAILED,       /* an answer may still be due (a puzzle's punishing reply); retry() goes on */
} LalaoTeachingState;

/* Why the last move failed, or was not taken. The exercise's reasons are
 * LalaoExerciseFailure's, in its order. */
typedef enum {
  LALAO_TEACHING_NO_REASON = LALAO_EXERCISE_NOT_FAILED,
  LALAO_TEACHING_LOST_MATERIAL = LALAO_EXERCISE_LOST_MATERIAL,
  LALAO_TEACHING_LEFT_CAPTURE = LALAO_EXERCISE_LEFT_CAPTURE,
  LALAO_TEACHING_OUT_OF_MOVES = LALAO_EXERCISE_OUT_OF_MOVES,
  LALAO_TEACHING_GAME_OVER = LALAO_EXERCISE_GAME_OVER,
  LALAO_TEACHING_JUDGED_WORSE = LALAO_EXERCISE_JUDGED_WORSE,
  LALAO_TEACHING_WRONG_MOVE,       /* a puzzle: not the line's move */
  LALAO_TEACHING_SOLUTION_SHOWN,   /* a puzzle: the learner asked for the solution */
  LALAO_TEACHING_NOT_GOOD_ENOUGH,  /* a mistake: the try gives up too much of the expected share */
  LALAO_TEACHING_SAME_MOVE,        /* a mistake: the move played in the game, tried again (not played) */
  LALAO_TEACHING_WRONG_CHOICE,     /* a quiz: not what the rules say */
} LalaoTeachingReason;

/* A hint: which level (1: where to look, 2: the move, 3: play it), and
 * the move; found is FALSE when the goal cannot be reached from here. */
typedef struct {
  int level;
  gboolean found;
  LalaoMove move;
  char *reason;   /* the computer's reason for the move (a mistake's solution), or NULL */
} LalaoTeachingHint;

void lalao_teaching_hint_free (LalaoTeachingHint *hint);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoTeachingHint, lalao_teaching_hint_free)

#define LALAO_TYPE_TEACHING_SESSION (lalao_teaching_session_get_type ())
G_DECLARE_FINAL_TYPE (LalaoTeachingSession, lalao_teaching_session, LALAO, TEACHING_SESSION, GObject)

/* An exercise on `game` (a new game at the exercise's position; the
 * session keeps it and a copy of `exercise`). */
LalaoTeachingSession *lalao_teaching_session_new_exercise (LalaoGame *game, const LalaoExercise *exercise);
/* A puzzle of `engine`'s game (copied): the session's game starts at its FEN. NULL when the FEN does not read. */
LalaoTeachingSession *lalao_teaching_session_new_puzzle (const LalaoEngine *engine, const LalaoPuzzle *puzzle);
/* The mistake of move `move` (1: the first) of `game`: the session's game
 * starts at the position before it; a try is judged with `ai`'s hint
 * searches. */
LalaoTeachingSession *lalao_teaching_session_new_mistake (LalaoGame *game, guint move, LalaoAiPlayer *ai);
/* A try on `game` with single answers: one of the moves `answers` (as
 * text, copied) solves it, any other misses (WRONG_MOVE). */
LalaoTeachingSession *lalao_teaching_session_new_answers (LalaoGame *game, const char *const *answers);
/* A quiz on `game`'s position: `n_choices` choices, `answer` the right one. */
LalaoTeachingSession *lalao_teaching_session_new_quiz (LalaoGame *game, guint n_choices, guint answer);

LalaoGame *lalao_teaching_session_get_game (LalaoTeachingSession *self);
LalaoTeachingState lalao_teaching_session_get_state (LalaoTeachingSession *self);
LalaoTeachingReason lalao_teaching_session_get_reason (LalaoTeachingSession *self);
/* The learner's moves in this attempt. */
int lalao_teaching_session_get_moves (LalaoTeachingSession *self);
/* Hint steps asked for (at most 3; retries keep them). */
int lalao_teaching_session_get_hints_used (LalaoTeachingSession *self);
/* The hint level of this position: 0 after a move. */
int lalao_teaching_session_get_hint_level (LalaoTeachingSession *self);
/* Stars for the solved session (1 to 3), 0 before. */
int lalao_teaching_session_get_stars (LalaoTeachingSession *self);
/* Whether an answer or a hint is being searched. */
gboolean lalao_teaching_session_get_busy (LalaoTeachingSession *self);

/* Plays the learner's move given as text into the game, once, and
 * judges it: the new state. FALSE and an error for a move that cannot be
 * played (the state does not change), or when the session is not
 * waiting for the learner. A mistake's own move is not played: the
 * reason is LALAO_TEACHING_SAME_MOVE; nor is any move in a quiz
 * (LALAO_TEACHING_WRONG_MOVE). */
gboolean lalao_teaching_session_play (LalaoTeachingSession *self, const char *text, LalaoTeachingState *state,
                                      GError **error);

/* The session's answer to the learner's move: the opponent's reply
 * (exercise), the line's reply or the reply that punishes a wrong move
 * (puzzle), the judgement of a try (mistake). The reply is played into
 * the game before the callback. _finish: TRUE when something was played
 * or judged; FALSE when there is no answer; FALSE and
 * G_IO_ERROR_CANCELLED when a newer move, hint or retry came first. */
void lalao_teaching_session_answer_async (LalaoTeachingSession *self, GCancellable *cancellable,
                                          GAsyncReadyCallback callback, gpointer user_data);
gboolean lalao_teaching_session_answer_finish (LalaoTeachingSession *self, GAsyncResult *result, GError **error);
/* The explanation of the move the last answer played, or NULL. */
char *lalao_teaching_session_explain_answer (LalaoTeachingSession *self);

/* The next hint step (it costs a star): the engine's move to the goal.
 * _finish gives NULL without an error when the judge has no hint (a quiz). */
void lalao_teaching_session_hint_async (LalaoTeachingSession *self, GCancellable *cancellable,
                                        GAsyncReadyCallback callback, gpointer user_data);
LalaoTeachingHint *lalao_teaching_session_hint_finish (LalaoTeachingSession *self, GAsyncResult *result,
                                                      GError **error);

/* The next hint step at once, when the judge needs no search (single
 * answers, a puzzle's line); NULL otherwise: use _hint_async(). */
LalaoTeachingHint *lalao_teaching_session_hint (LalaoTeachingSession *self);

/* A quiz's answer: SOLVED, or the quiz goes on with the reason
 * LALAO_TEACHING_WRONG_CHOICE. */
LalaoTeachingState lalao_teaching_session_choose (LalaoTeachingSession *self, guint choice);

/* After a failed try: the position before it comes back (an exercise
 * starts again; the hints used still count). */
void lalao_teaching_session_retry (LalaoTeachingSession *self);

/* Drops the answers and hints under way (their _finish says
 * G_IO_ERROR_CANCELLED) and stops the computer's searches for them: a
 * view calls it before it lets the session go. */
void lalao_teaching_session_cancel (LalaoTeachingSession *self);

/* A puzzle's solution played from where the line stands: the
 * explanations of its moves (NULL-terminated, free with g_strfreev), or
 * NULL when the judge has none. */
char **lalao_teaching_session_play_solution (LalaoTeachingSession *self);

G_END_DECLS
