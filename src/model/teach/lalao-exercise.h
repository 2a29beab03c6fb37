/* lalao-exercise.h — exercises judged by their goal, not by one answer.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An exercise gives the learner a position and a goal ("capture three
 * stones", "win", "harvest ten seeds in one move"), a failure condition
 * ("lose nothing"), a par for the stars and a move limit. The opponent
 * answers each move, from a script or with the engine thinking a fixed
 * number of plies ahead, so the same moves always get the same replies.
 * Any line that reaches the goal solves it, and keeps its safety
 * promise: "capturable" is judged before the goal against every reply,
 * and "lose n" after the opponent's best reply, searched deep
 * (docs/exercises.md).
 *
 * LalaoExerciseRun follows one attempt move by move; it is a plain value
 * (no allocation), so the solver copies it down its search.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"
#include "lalao-search.h"

G_BEGIN_DECLS

typedef enum {
  LALAO_GOAL_NONE = 0,
  /* Goals */
  LALAO_GOAL_CAPTURE,     /* take at least n pieces, stones or seeds in all */
  LALAO_GOAL_CAPTURE_ALL, /* leave the opponent nothing on the board */
  LALAO_GOAL_WIN,         /* win the game (Samantsy: block the hova) */
  LALAO_GOAL_HARVEST,     /* take at least n in one move (a Songo harvest) */
  LALAO_GOAL_CHAIN,       /* capture at least n times in one turn (Fanorona) */
  LALAO_GOAL_LOOP,        /* a capture through at least n loops (Surakarta) */
  LALAO_GOAL_REACH,       /* end a move on one of the points */
  LALAO_GOAL_SURVIVE,     /* play n moves and lose nothing */
  LALAO_GOAL_PROMOTE,     /* a zaza becomes an anakova (Samantsy) */
  LALAO_GOAL_GRENIER,     /* sow a pit of more than 13 seeds (Songo) */
  LALAO_GOAL_HOLD,        /* n moves without losing the game, and the engine's judgement of the
                             position not clearly against the learner at the end */
  /* Failures */
  LALAO_GOAL_LOSE,        /* the opponent takes at least n */
  LALAO_GOAL_CAPTURABLE,  /* after the learner's move, the opponent can capture */
} LalaoGoalKind;

#define LALAO_EXERCISE_MAX_POINTS 8
/* "hold": the engine's score of the position, for the learner, may not be
 * below this at the end (centi-units: a piece or so). */
#define LALAO_EXERCISE_HOLD_MARGIN (-150)
#define LALAO_EXERCISE_MAX_FAILURES 2

typedef struct {
  LalaoGoalKind kind;
  int n;
  int n_points;
  int points[LALAO_EXERCISE_MAX_POINTS];
} LalaoGoal;

typedef struct {
  LalaoGoal success;
  int n_failures;
  LalaoGoal failures[LALAO_EXERCISE_MAX_FAILURES];
  int par;                /* the learner's moves for three stars */
  int limit;              /* the learner's moves before the attempt fails */
  int reply_depth;        /* the engine's plies of thought when the script is over */
  GStrv script;           /* the opponent's replies in order, as text; may be NULL */
  gboolean practice;      /* a practice position: a longer game against the engine, no par to beat */
  gboolean forced;        /* the goal promises a win against any defence: `course --check` proves it */
} LalaoExercise;

/* What one move did, read from its trace. */
typedef struct {
  int taken;       /* pieces, stones or seeds captured */
  int chain;       /* capturing steps of a Fanorona turn */
  int loops;       /* loops of a Surakarta capture */
  int last_point;  /* where the moving piece ended */
  gboolean promoted, grenier;
} LalaoMoveTally;

/* Plays `move` on `pos` (in place) and tells what it did. */
void lalao_move_tally (const LalaoEngine *engine, LalaoPosition *pos, LalaoMove move, LalaoMoveTally *tally);

/* The point, square or pit called `name` ("c3", "S4"), or -1. */
int lalao_point_index (const LalaoEngine *engine, const char *name);

/* Reads a goal ("capture 3", "reach c3 d4", "win"); FALSE with a message
 * when the text is not one, or names a goal the game cannot have. */
gboolean lalao_goal_read (const LalaoEngine *engine, const char *text, gboolean failure, LalaoGoal *goal,
                          GError **error);

typedef enum {
  LALAO_EXERCISE_GOING_ON = 0,
  LALAO_EXERCISE_SOLVED,
  LALAO_EXERCISE_FAILED,
} LalaoExerciseState;

/* Why an attempt failed. */
typedef enum {
  LALAO_EXERCISE_NOT_FAILED = 0,
  LALAO_EXERCISE_LOST_MATERIAL, /* the failure condition "lose n" */
  LALAO_EXERCISE_LEFT_CAPTURE,  /* the failure condition "capturable" */
  LALAO_EXERCISE_OUT_OF_MOVES,  /* the limit is reached, the goal is not */
  LALAO_EXERCISE_GAME_OVER,     /* the game ended without reaching the goal */
  LALAO_EXERCISE_JUDGED_WORSE,  /* "hold": the engine finds the learner clearly worse at the end */
} LalaoExerciseFailure;

typedef struct {
  const LalaoExercise *exercise;
  const LalaoEngine *engine;
  LalaoSide learner;
  LalaoPosition position;
  LalaoExerciseState state;
  LalaoExerciseFailure failure;
  int moves;          /* the learner's moves so far */
  int replies;        /* the opponent's moves so far */
  int taken, lost;    /* pieces, stones or seeds, in all */
  int best_take;      /* the most taken in one of the learner's moves */
  int best_chain;     /* the most captures in one of the learner's turns */
  int best_loops;     /* the most loops of one of the learner's captures */
  gboolean reached, promoted, grenier;
  gboolean goal_met;  /* the goal is reached; the verdict waits for the opponent's best reply */
} LalaoExerciseRun;

/* The plies the opponent's last reply is searched to when the exercise
 * promises safety ("lose n", "survive n"): the exercise's own length
 * (the learner's moves and the replies between them) and four more. */
int lalao_exercise_verdict_depth (const LalaoExercise *exercise);

void lalao_exercise_run_start (LalaoExerciseRun *run, const LalaoExercise *exercise, const LalaoEngine *engine,
                               const LalaoPosition *start);
/* Plays the learner's move (legal: the caller checked) and judges.
 * "capturable" is judged before the goal, against every reply; when the
 * goal is reached but a "lose n" must still hold, the run goes on
 * (goal_met) and the opponent's best reply gives the verdict. */
LalaoExerciseState lalao_exercise_run_learner (LalaoExerciseRun *run, LalaoMove move);
/* The opponent's reply: the script's next move, or the engine's choice
 * (search may be NULL: a search is made for the call). FALSE when the
 * opponent cannot move. The reply that decides a safety promise (after
 * the goal is reached with "lose n", the last of "survive n") is never
 * scripted: it is the reference search's best move at
 * lalao_exercise_verdict_depth() plies. */
gboolean lalao_exercise_run_choose_reply (const LalaoExerciseRun *run, LalaoSearch *search, LalaoMove *reply);
/* The same, and what its search found in *info (info->depth 0 when no
 * search was made: a scripted or only move). */
gboolean lalao_exercise_run_choose_reply_info (const LalaoExerciseRun *run, LalaoSearch *search, LalaoMove *reply,
                                               LalaoSearchInfo *info);
/* Whether the next reply is the one that decides a safety promise. */
gboolean lalao_exercise_run_verdict_due (const LalaoExerciseRun *run);
/* Plays the opponent's reply and judges. */
LalaoExerciseState lalao_exercise_run_opponent (LalaoExerciseRun *run, LalaoMove reply);

/* Stars for a solved attempt: three within par and without hints; each
 * hint step and going over par costs one; never fewer than one. */
int lalao_exercise_stars (const LalaoExercise *exercise, int moves, int hints);

/* The engine as the learner: a line of at most `max_moves` of the
 * learner's moves from `run` that reaches the goal (the opponent's
 * replies come from the run), its first move in *first. Tries the
 * shortest lines first and gives up after `budget` positions. */
gboolean lalao_exercise_solve (const LalaoExerciseRun *run, LalaoSearch *search, int max_moves, guint64 budget,
                               LalaoMove *line, int *n_line);

typedef enum {
  LALAO_PROOF_UNKNOWN = 0, /* the budget ran out first */
  LALAO_PROOF_FORCED,      /* the learner reaches the goal against any defence */
  LALAO_PROOF_NOT_FORCED,  /* some defence holds the goal off for that many moves */
} LalaoProof;

/* Whether the learner forces a goal judged on the learner's own move
 * ("win", "capture-all", "capture n"...) within `max_moves` of its moves
 * against every defence: a full-width AND-OR search over all the legal
 * moves of both sides, the engine's moves and status only (no
 * evaluation, no pruning but the cut at the first winning move and the
 * first defence that holds; the most forcing moves and the answer that
 * held elsewhere are tried first, and a table keeps what is proven of a
 * position, used only for the same position with the same counters),
 * shortest first; UNKNOWN after `budget` positions. The proven length in
 * *moves, a winning first move in *first. */
LalaoProof lalao_exercise_prove (const LalaoExerciseRun *run, int max_moves, guint64 budget, int *moves,
                                 LalaoMove *first);

/* The engine as the learner in a practice position: the learner's moves
 * come from a search of `depth` plies (at most `nodes` positions each),
 * the replies from the run, until the attempt ends; its state. The moves
 * played go to `line` (room for the exercise's limit) when not NULL. */
LalaoExerciseState lalao_exercise_play_out (LalaoExerciseRun *run, LalaoSearch *search, int depth, guint64 nodes,
                                            LalaoMove *line, int *n_line);

/* A line from `run` as text, the replies in brackets: "a3xd5 (a6a5) d5xa5". */
char *lalao_exercise_line_text (const LalaoExerciseRun *run, LalaoSearch *search, const LalaoMove *line, int n_line);

G_END_DECLS
