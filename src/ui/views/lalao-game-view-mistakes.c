/* lalao-game-view-mistakes.c — the game view's part: learn from your
 * mistakes.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once a game is over and analysed, the learner's costliest moves (the
 * person's against the computer, both players' between two people) come
 * back one by one, in the order they were played: the board goes to the
 * position before, "You played X. Find a better move." The mistake's
 * teaching session (lalao-judge-mistake.c) judges each try with the
 * computer's searches; the try is not played into the game; "Show the
 * Solution" gives the computer's move and why. The view only shows it.
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-game-view-private.h"
#include "lalao-move-coach.h"

static gboolean
learner_moved (LalaoGameView *self, guint move)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoSide mover = e->side_to_move (lalao_game_get_position_at (self->game, move - 1));
  return self->computer_level == 0 || mover == self->person_side;
}

static int
compare_moves (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;
  return (x > y) - (x < y);
}

/* The learner's costly moves, in the order they were played. */
static guint
collect (LalaoGameView *self)
{
  LalaoEvalGraph *graph = lalao_analysis_panel_get_graph (LALAO_ANALYSIS_PANEL (self->analysis));
  guint moves[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  guint n = lalao_eval_graph_get_mistakes (graph, moves);

  if (self->mistakes == NULL)
    self->mistakes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_array_set_size (self->mistakes, 0);
  for (guint i = 0; i < n; i++)
    if (moves[i] <= lalao_game_get_n_moves_recorded (self->game) && learner_moved (self, moves[i]))
      g_array_append_val (self->mistakes, moves[i]);
  g_array_sort (self->mistakes, compare_moves);
  return self->mistakes->len;
}

void
_lalao_game_view_update_mistake_lesson (LalaoGameView *self)
{
  /* Over by its last position, or by an end the board does not show:
   * a resignation, an agreement (a beginner's most common end). */
  gboolean over = self->game != NULL
                  && (self->agreed_end.result != LALAO_ONGOING
                      || lalao_game_get_status_at (self->game, lalao_game_get_n_moves_recorded (self->game)).result
                           != LALAO_ONGOING);
  gboolean done = lalao_analysis_panel_get_done (LALAO_ANALYSIS_PANEL (self->analysis));

  gtk_widget_set_visible (self->mistakes_button, over && done && !self->learning
                                                   && !gtk_widget_get_visible (self->mistakes_box) && collect (self) > 0);
}

static void
say (LalaoGameView *self, const char *text)
{
  gtk_label_set_text (GTK_LABEL (self->mistakes_label), text);
}

static guint
current_move (LalaoGameView *self)
{
  return g_array_index (self->mistakes, guint, self->mistake);
}

/* The session goes, and the computer's searches for it stop. */
static void
cancel_judging (LalaoGameView *self)
{
  if (self->mistake_session != NULL)
    lalao_teaching_session_cancel (self->mistake_session);
  g_clear_object (&self->mistake_session);
}

/* What a move allowed, by the coach (lalao-move-coach.h): the
 * opponent's best answer and what it takes, else what the move left;
 * NULL when neither can be said. Not the better move: that is the
 * question. */
static char *
what_it_allowed (const LalaoEngine *e, const LalaoPosition *before, LalaoMove move)
{
  g_autoptr (LalaoMoveJudgement) j = lalao_move_coach_judge (e, before, move, 0);

  if (j->refutation != NULL)
    return g_steal_pointer (&j->refutation);
  return g_steal_pointer (&j->why);
}

/* The position before the mistake, and the question. */
static void
show_current (LalaoGameView *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  guint move = current_move (self);
  g_autofree char *text = lalao_game_dup_move_text (self->game, move - 1);
  LalaoMove played;
  LalaoError err;
  const LalaoPosition *before = lalao_game_get_position_at (self->game, move - 1);

  lalao_engine_read_move (e, before, text, &played, &err);
  g_autofree char *name = err.code == LALAO_ERROR_NONE ? lalao_describe_move (e, before, played) : g_strdup (text);
  g_autofree char *allowed = err.code == LALAO_ERROR_NONE ? what_it_allowed (e, before, played) : NULL;
  g_autofree char *question = allowed != NULL
    /* Translators: learning from one's mistakes; %1$u and %2$u count them ("2 / 5"), %3$s is the move played,
     * %4$s what it allowed, a sentence ("The answer Hova h8×g7 takes the vorona on g7."). */
    ? g_strdup_printf (_("%1$u / %2$u. You played %3$s. %4$s Find a better move."), self->mistake + 1,
                       self->mistakes->len, name, allowed)
    /* Translators: learning from one's mistakes; %1$u and %2$u count them ("2 / 5"), %3$s is the move played. */
    : g_strdup_printf (_("%1$u / %2$u. You played %3$s. Find a better move."), self->mistake + 1, self->mistakes->len,
                       name);
  self->learning = TRUE;
  cancel_judging (self);
  self->mistake_session = lalao_teaching_session_new_mistake (self->game, move, self->ai);
  lalao_game_view_go_to (self, move - 1);
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
  say (self, question);
  gtk_widget_set_sensitive (self->mistakes_next, TRUE);
  gtk_widget_set_visible (self->mistakes_box, TRUE);
  gtk_widget_set_visible (self->mistakes_button, FALSE);
}

void
lalao_game_view_learn_from_mistakes (LalaoGameView *self)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (self->game == NULL || collect (self) == 0)
    return;
  self->mistake = 0;
  show_current (self);
}

void
lalao_game_view_next_mistake (LalaoGameView *self)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (self->mistakes == NULL || !gtk_widget_get_visible (self->mistakes_box))
    return;
  cancel_judging (self);
  if (self->mistake + 1 < self->mistakes->len)
    {
      self->mistake++;
      show_current (self);
      return;
    }
  self->learning = FALSE;
  gtk_widget_set_sensitive (self->mistakes_next, FALSE);
  /* Translators: learning from one's mistakes, after the last one. */
  say (self, _("That was the last of your mistakes in this game."));
}

void
_lalao_game_view_stop_learning (LalaoGameView *self)
{
  cancel_judging (self);
  self->learning = FALSE;
  gtk_widget_set_visible (self->mistakes_box, FALSE);
}

void
lalao_game_view_stop_mistakes (LalaoGameView *self)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  _lalao_game_view_stop_learning (self);
  lalao_game_view_go_to (self, lalao_game_get_n_moves_recorded (self->game));
  _lalao_game_view_update_mistake_lesson (self);
}

/* Whether an answer of `source` is for the mistake on the board. */
static gboolean
current (LalaoGameView *self, GObject *source)
{
  return self->learning && self->mistake_session != NULL && source == G_OBJECT (self->mistake_session);
}

/* A move as the person reads it, at the position before the mistake. */
static char *
describe (LalaoGameView *self, LalaoMove move)
{
  LalaoGame *game = lalao_teaching_session_get_game (self->mistake_session);
  return lalao_describe_move (lalao_game_get_engine (game), lalao_game_get_position_at (game, 0), move);
}

static void
on_try_judged (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  LalaoGame *game;
  g_autofree char *tried = NULL, *name = NULL, *text = NULL;
  LalaoMove move;
  LalaoError err;

  if (!current (self, source) || !lalao_teaching_session_answer_finish (self->mistake_session, result, NULL))
    {
      g_object_unref (self);
      return;
    }
  game = lalao_teaching_session_get_game (self->mistake_session);
  tried = lalao_game_dup_move_text (game, 0);
  lalao_engine_read_move (lalao_game_get_engine (game), lalao_game_get_position_at (game, 0), tried, &move, &err);
  name = describe (self, move);
  const LalaoEngine *e = lalao_game_get_engine (game);
  const LalaoPosition *before = lalao_game_get_position_at (game, 0);
  gboolean solved = lalao_teaching_session_get_state (self->mistake_session) == LALAO_TEACHING_SOLVED;
  /* Why: what the right try does, what the wrong one still allows. */
  g_autofree char *why = solved ? lalao_move_coach_explain (e, before, move, NULL, 0) : what_it_allowed (e, before, move);
  if (solved)
    /* Translators: learning from one's mistakes, a good try; %1$s is the move tried, %2$s what it does (a sentence). */
    text = g_strdup_printf (_("Well found: %1$s is as good as the computer’s own choice. %2$s"), name, why);
  else if (why != NULL)
    /* Translators: learning from one's mistakes, a try that is no better; %1$s is the move tried, %2$s why
     * (a sentence: "The answer Hova h8×g8 takes the vorona on g8."). */
    text = g_strdup_printf (_("%1$s is not good enough either. %2$s Try another move, or show the solution."), name, why);
  else
    /* Translators: learning from one's mistakes, a try that is no better; %s is the move tried. */
    text = g_strdup_printf (_("%s is not good enough either. Try another move, or show the solution."), name);
  say (self, text);
  g_object_unref (self);
}

gboolean
_lalao_game_view_try_mistake (LalaoGameView *self, const char *text)
{
  if (!self->learning)
    return FALSE;
  /* Gone elsewhere in the game: the lesson is set aside. */
  if (lalao_game_get_n_moves (self->game) + 1 != current_move (self))
    {
      _lalao_game_view_stop_learning (self);
      return FALSE;
    }
  if (!lalao_teaching_session_play (self->mistake_session, text, NULL, NULL))
    return TRUE;
  if (lalao_teaching_session_get_reason (self->mistake_session) == LALAO_TEACHING_SAME_MOVE)
    {
      /* Translators: learning from one's mistakes, when the same move is tried again. */
      say (self, _("That is the move you played. Find another one."));
      return TRUE;
    }
  /* Translators: learning from one's mistakes, while the try is judged. */
  say (self, _("The computer is weighing your move…"));
  lalao_teaching_session_answer_async (self->mistake_session, NULL, on_try_judged, g_object_ref (self));
  return TRUE;
}

static void
on_solution_found (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (LalaoTeachingHint) hint = NULL;

  if (current (self, source))
    hint = lalao_teaching_session_hint_finish (self->mistake_session, result, NULL);
  if (hint != NULL && hint->found)
    {
      g_autofree char *name = describe (self, hint->move);
      /* Translators: the solution of a mistake; %1$s is the computer's move, %2$s why it is good. */
      g_autofree char *text = g_strdup_printf (_("The computer plays %1$s. %2$s"), name, hint->reason);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &hint->move);
      say (self, text);
    }
  g_object_unref (self);
}

void
lalao_game_view_show_mistake_solution (LalaoGameView *self)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (!self->learning || self->mistake_session == NULL)
    return;
  /* Translators: learning from one's mistakes, while the solution is looked for. */
  say (self, _("The computer is looking for the best move…"));
  lalao_teaching_session_hint_async (self->mistake_session, NULL, on_solution_found, g_object_ref (self));
}

const char *
lalao_game_view_get_mistake_text (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return gtk_widget_get_visible (self->mistakes_box) ? gtk_label_get_text (GTK_LABEL (self->mistakes_label)) : "";
}
