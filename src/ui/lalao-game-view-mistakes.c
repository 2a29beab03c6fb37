/* lalao-game-view-mistakes.c — the game view's part: learn from your
 * mistakes.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Once a game is over and analysed, the learner's costliest moves (the
 * person's against the computer, both players' between two people) come
 * back one by one, in the order they were played: the board goes to the
 * position before, "You played X. Find a better move." A try is judged by
 * the same search as the best move, with the same time: it is good when
 * it keeps the learner's expected share of the points within MARGIN of
 * the best move's (a share, not a score: two winning moves are both good
 * even when only one of them was seen to mate). The try is not played
 * into the game; "Show the Solution" gives the computer's move and why.
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-game-view-private.h"

/* How much of the expected share a try may give up and still count. */
#define MARGIN 0.1

/* A score for the side to move as its expected share of the points. */
static double
share (int score)
{
  double win, draw, loss;
  lalao_score_to_wdl (score, &win, &draw, &loss);
  return win + draw / 2;
}

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
  gboolean over = self->game != NULL
                  && lalao_game_get_status_at (self->game, lalao_game_get_n_moves_recorded (self->game)).result
                       != LALAO_ONGOING;
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
  /* Translators: learning from one's mistakes; %1$u and %2$u count them ("2 / 5"), %3$s is the move played. */
  g_autofree char *question = g_strdup_printf (_("%1$u / %2$u. You played %3$s. Find a better move."), self->mistake + 1,
                                               self->mistakes->len, name);
  self->learning = TRUE;
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

static void
cancel_judging (LalaoGameView *self)
{
  if (self->judging != NULL)
    g_cancellable_cancel (self->judging);
  g_clear_object (&self->judging);
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

/* A game at the position before the mistake (and, when `try` is not
 * NULL, after the try), for a search. */
static LalaoGame *
game_at (LalaoGameView *self, const char *try)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  char fen[LALAO_FEN_MAX];
  LalaoGame *game;

  e->to_fen (lalao_game_get_position_at (self->game, current_move (self) - 1), fen);
  game = lalao_game_new (e->id, fen, lalao_game_get_options (self->game), NULL);
  if (game != NULL && try != NULL && !lalao_game_play_text (game, try, NULL))
    g_clear_object (&game);
  return game;
}

typedef struct {
  LalaoGameView *view;
  char *try;
  int best;             /* the best move's value for the learner */
  LalaoMove best_move;
  gboolean solution;    /* finding the solution, not judging a try */
} Judging;

static void
judging_free (Judging *j)
{
  g_object_unref (j->view);
  g_free (j->try);
  g_free (j);
}

static void on_try_searched (GObject *source, GAsyncResult *result, gpointer data);

/* The best move found: either the solution, or the yardstick of the try. */
static void
on_best_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  Judging *j = data;
  LalaoGameView *self = j->view;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &error);

  if (answer == NULL || !self->learning || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      judging_free (j);
      return;
    }
  if (j->solution)
    {
      const LalaoEngine *e = lalao_game_get_engine (self->game);
      g_autofree char *name = lalao_describe_move (e, lalao_game_get_position_at (self->game, current_move (self) - 1),
                                                   answer->move);
      /* Translators: the solution of a mistake; %1$s is the computer's move, %2$s why it is good. */
      g_autofree char *text = g_strdup_printf (_("The computer plays %1$s. %2$s"), name, answer->reason);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &answer->move);
      say (self, text);
      judging_free (j);
      return;
    }
  j->best = answer->score;
  j->best_move = answer->move;
  g_autoptr (LalaoGame) after = game_at (self, j->try);
  if (after == NULL)
    {
      judging_free (j);
      return;
    }
  lalao_ai_player_hint_async (self->ai, after, self->judging, on_try_searched, j);
}

static void
on_try_searched (GObject *source, GAsyncResult *result, gpointer data)
{
  Judging *j = data;
  LalaoGameView *self = j->view;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &error);
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  const LalaoPosition *before = lalao_game_get_position_at (self->game, current_move (self) - 1);
  LalaoMove tried;
  LalaoError err;

  if (!self->learning || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      judging_free (j);
      return;
    }
  lalao_engine_read_move (e, before, j->try, &tried, &err);
  g_autofree char *name = lalao_describe_move (e, before, tried);
  /* After the try, the opponent moves: its score is the learner's, turned. */
  int value = answer != NULL ? -answer->score : j->best;
  g_autofree char *text = NULL;
  if (lalao_move_equal (tried, j->best_move) || share (value) >= share (j->best) - MARGIN)
    /* Translators: learning from one's mistakes, a good try; %s is the move tried. */
    text = g_strdup_printf (_("Well found: %s is as good as the computer’s own choice."), name);
  else
    /* Translators: learning from one's mistakes, a try that is no better; %s is the move tried. */
    text = g_strdup_printf (_("%s is not good enough either. Try another move, or show the solution."), name);
  say (self, text);
  judging_free (j);
}

static void
search (LalaoGameView *self, const char *try, gboolean solution)
{
  g_autoptr (LalaoGame) before = game_at (self, NULL);
  Judging *j;

  if (before == NULL)
    return;
  cancel_judging (self);
  self->judging = g_cancellable_new ();
  j = g_new0 (Judging, 1);
  j->view = g_object_ref (self);
  j->try = g_strdup (try);
  j->solution = solution;
  lalao_ai_player_hint_async (self->ai, before, self->judging, on_best_searched, j);
}

gboolean
_lalao_game_view_try_mistake (LalaoGameView *self, const char *text)
{
  g_autofree char *played = NULL;

  if (!self->learning)
    return FALSE;
  /* Gone elsewhere in the game: the lesson is set aside. */
  if (lalao_game_get_n_moves (self->game) + 1 != current_move (self))
    {
      _lalao_game_view_stop_learning (self);
      return FALSE;
    }
  played = lalao_game_dup_move_text (self->game, current_move (self) - 1);
  if (g_str_equal (played, text))
    {
      /* Translators: learning from one's mistakes, when the same move is tried again. */
      say (self, _("That is the move you played. Find another one."));
      return TRUE;
    }
  /* Translators: learning from one's mistakes, while the try is judged. */
  say (self, _("The computer is weighing your move…"));
  search (self, text, FALSE);
  return TRUE;
}

void
lalao_game_view_show_mistake_solution (LalaoGameView *self)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (!self->learning)
    return;
  /* Translators: learning from one's mistakes, while the solution is looked for. */
  say (self, _("The computer is looking for the best move…"));
  search (self, NULL, TRUE);
}

const char *
lalao_game_view_get_mistake_text (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return gtk_widget_get_visible (self->mistakes_box) ? gtk_label_get_text (GTK_LABEL (self->mistakes_label)) : "";
}
