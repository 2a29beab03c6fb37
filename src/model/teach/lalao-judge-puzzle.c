/* lalao-judge-puzzle.c — the judge of a puzzle: its line.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The learner's move is right when it reaches the position the line's
 * move reaches (two ways round a Surakarta loop are one move); the
 * opponent's replies are the line's. A wrong move is answered by the
 * engine's best reply, searched in a thread at the puzzle's depth, and a
 * retry takes both back. The hint is the line's move.
 */
#define G_LOG_DOMAIN "lalao-teaching"

#include "config.h"

#include "lalao-teaching-session-private.h"

typedef struct {
  char *fen;
  char **line;
  int depth;
  guint ply;     /* the line's next move */
  int misses;
} Puzzle;

/* An answer: the line's reply, or the punishment of a wrong move. */
typedef struct {
  const LalaoEngine *engine;
  LalaoPosition position;
  int depth;
  gboolean punish;
  gboolean found;
  LalaoMove move;
} Answer;

static void
puzzle_free (gpointer data)
{
  Puzzle *p = data;
  g_free (p->fen);
  g_strfreev (p->line);
  g_free (p);
}

static const LalaoEngine *
engine_of (LalaoTeachingSession *self)
{
  return lalao_game_get_engine (lalao_teaching_session_get_game (self));
}

/* The line's move `ply` at `pos`, read. */
static gboolean
line_move (LalaoTeachingSession *self, const LalaoPosition *pos, LalaoMove *move)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  LalaoError err = { 0 };

  if (p->line[p->ply] == NULL)
    return FALSE;
  lalao_engine_read_move (engine_of (self), pos, p->line[p->ply], move, &err);
  return err.code == LALAO_ERROR_NONE;
}

static LalaoTeachingState
judge_move (LalaoTeachingSession *self, const LalaoPosition *before, LalaoMove move, const char *text)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  const LalaoEngine *e = engine_of (self);
  LalaoPosition expected;
  LalaoMove right;

  if (!line_move (self, before, &right))
    return LALAO_TEACHING_FAILED;
  e->play (before, right, &expected, NULL);
  if (e->hash (&expected) != e->hash (lalao_game_get_position (lalao_teaching_session_get_game (self))))
    {
      p->misses++;
      _lalao_teaching_session_set_state (self, LALAO_TEACHING_FAILED, LALAO_TEACHING_WRONG_MOVE);
      return LALAO_TEACHING_FAILED;
    }
  p->ply++;
  return p->line[p->ply] == NULL ? LALAO_TEACHING_SOLVED : LALAO_TEACHING_WAITING;
}

static void
search_punishment (gpointer data)
{
  Answer *a = data;
  LalaoSearch *search = lalao_search_new (a->engine, 4u << 20);
  a->found = search != NULL && lalao_puzzle_best_reply (a->engine, search, &a->position, a->depth, &a->move);
  g_clear_pointer (&search, lalao_search_free);
}

static void
answer (LalaoTeachingSession *self, GTask *task)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);
  LalaoTeachingState state = lalao_teaching_session_get_state (self);
  Answer *a = g_new0 (Answer, 1);

  a->engine = engine_of (self);
  a->position = *lalao_game_get_position (game);
  a->depth = p->depth;
  a->punish = state == LALAO_TEACHING_FAILED;
  if (state == LALAO_TEACHING_WAITING)
    a->found = line_move (self, &a->position, &a->move);
  if (!a->punish || a->engine->status (&a->position, 1).result != LALAO_ONGOING
      || lalao_teaching_session_get_reason (self) != LALAO_TEACHING_WRONG_MOVE)
    _lalao_teaching_session_done (task, a, g_free);
  else
    _lalao_teaching_session_in_thread (task, search_punishment, a, g_free);
}

static gboolean
apply_answer (LalaoTeachingSession *self, gpointer result)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  Answer *a = result;

  if (!a->found)
    return FALSE;
  lalao_game_play (lalao_teaching_session_get_game (self), a->move);
  _lalao_teaching_session_set_answer_played (self, TRUE);
  if (!a->punish)
    {
      p->ply++;
      _lalao_teaching_session_set_state (self, LALAO_TEACHING_GOING_ON, LALAO_TEACHING_NO_REASON);
    }
  return TRUE;
}

static LalaoTeachingHint *
hint_now (LalaoTeachingSession *self)
{
  LalaoTeachingHint *hint = g_new0 (LalaoTeachingHint, 1);
  LalaoGame *game = lalao_teaching_session_get_game (self);

  hint->level = lalao_teaching_session_get_hint_level (self);
  hint->found = lalao_teaching_session_get_state (self) == LALAO_TEACHING_GOING_ON
                && line_move (self, lalao_game_get_position (game), &hint->move);
  return hint;
}

static void
retry (LalaoTeachingSession *self)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);

  while (lalao_game_get_n_moves (game) > p->ply)
    lalao_game_undo (game);
}

static int
stars (LalaoTeachingSession *self)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  return _lalao_teaching_stars (p->misses, lalao_teaching_session_get_hints_used (self));
}

static char **
solution (LalaoTeachingSession *self)
{
  Puzzle *p = _lalao_teaching_session_get_data (self);
  LalaoGame *game = lalao_teaching_session_get_game (self);
  GPtrArray *said = g_ptr_array_new ();

  retry (self);
  for (; p->line[p->ply] != NULL; p->ply++)
    {
      if (!lalao_game_play_text (game, p->line[p->ply], NULL))
        break;
      g_ptr_array_add (said, lalao_game_explain_last_move (game));
    }
  g_ptr_array_add (said, NULL);
  return (char **) g_ptr_array_free (said, FALSE);
}

const LalaoTeachingJudge lalao_judge_puzzle = {
  .name = "puzzle",
  .judge_move = judge_move,
  .answer = answer,
  .apply_answer = apply_answer,
  .hint_now = hint_now,
  .max_hint_level = 2,
  .retry = retry,
  .stars = stars,
  .solution = solution,
  .free_data = puzzle_free,
};

LalaoTeachingSession *
lalao_teaching_session_new_puzzle (const LalaoEngine *engine, const LalaoPuzzle *puzzle)
{
  g_autoptr (LalaoGame) game = NULL;
  Puzzle *p;

  g_return_val_if_fail (engine != NULL && puzzle != NULL, NULL);
  game = lalao_game_new (engine->id, puzzle->fen, lalao_engine_default_options (engine), NULL);
  if (game == NULL)
    return NULL;
  p = g_new0 (Puzzle, 1);
  p->fen = g_strdup (puzzle->fen);
  p->line = g_strdupv (puzzle->line);
  p->depth = puzzle->depth;
  return _lalao_teaching_session_new (&lalao_judge_puzzle, p, game);
}
