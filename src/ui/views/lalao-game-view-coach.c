/* lalao-game-view-coach.c — the game view's part: the guided game's
 * coach, which judges each of the learner's moves (good, inaccuracy,
 * mistake, blunder) with its reason, and asks before a move that leaves
 * something to be taken ("warn-blunders", in the preferences).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The judgement is lalao-move-coach's: the engine's search at the
 * game's own shallow depth, a few milliseconds, so it is made here at
 * once.
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-board-style.h"
#include "lalao-explainer.h"
#include "lalao-game-view-private.h"
#include "lalao-move-coach.h"
#include "lalao-threats.h"

/* The legal move a text names, with its flags. */
static gboolean
legal_move (const LalaoEngine *e, const LalaoPosition *pos, const char *text, LalaoMove *move)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoError err;
  int n;

  if (!e->parse_move (pos, text, move, &err))
    return FALSE;
  n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    if (lalao_move_equal (moves[i], *move))
      {
        *move = moves[i];
        return TRUE;
      }
  return FALSE;
}

/* The judgement of a move, as the status line says it after the move:
 * "Vorona g1–g7: A blunder. It leaves…". */
static char *
judge (const LalaoEngine *e, const LalaoPosition *pos, LalaoMove move, LalaoMoveJudgement **out)
{
  g_autoptr (LalaoMoveJudgement) j = lalao_move_coach_judge (e, pos, move, 0);
  g_autofree char *name = lalao_describe_move (e, pos, move);
  g_autofree char *text = lalao_move_judgement_text (j);

  if (out != NULL)
    *out = g_steal_pointer (&j);
  /* Translators: the guided game's judgement of the learner's move; %1$s is the move, %2$s the verdict and why. */
  return g_strdup_printf (_("Your move %1$s. %2$s"), name, text);
}

static void
play (LalaoGameView *self, const char *text, char *judgement)
{
  g_autoptr (GError) error = NULL;

  g_free (self->judgement);
  self->judgement = judgement;
  if (!lalao_game_play_text (self->game, text, &error))
    {
      g_clear_pointer (&self->judgement, g_free);
      _lalao_game_view_set_status (self, error->message);
    }
}

static void
on_warning_response (AdwMessageDialog *dialog, const char *response, LalaoGameView *self)
{
  g_autofree char *text = g_steal_pointer (&self->warned_move);
  g_autofree char *judgement = g_steal_pointer (&self->pending_judgement);

  if (text == NULL || !g_str_equal (response, "play"))
    return;
  play (self, text, g_steal_pointer (&judgement));
}

/* "After this move, the vorona on g7 can be taken by the hova on h8.
 * Play it anyway?" */
static void
warn (LalaoGameView *self, const LalaoPosition *pos, LalaoMove move, int point, int taker, const char *text,
      char *judgement)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition after;
  GtkWidget *dialog;

  e->play (pos, move, &after, NULL);
  g_autofree char *what = lalao_threats_stake (e, &after, point);
  g_autofree char *by = lalao_threats_stake (e, &after, taker);
  /* Translators: the guided game's warning before a blunder; %1$s is the learner's piece with its article and
   * point ("the vorona on a3"), %2$s the opponent's that could take it. */
  g_autofree char *body = g_strdup_printf (_("After this move, %1$s can be taken by %2$s. Play it anyway?"), what, by);

  g_free (self->warned_move);
  self->warned_move = g_strdup (text);
  g_free (self->pending_judgement);
  self->pending_judgement = judgement;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), _("Play It Anyway?"), body);
  gtk_widget_set_name (dialog, "blunder-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "back", _("_Choose Another Move"), "play",
                                    _("_Play It Anyway"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "back");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "back");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_warning_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

gboolean
_lalao_game_view_coach_move (LalaoGameView *self, const char *text)
{
  const LalaoEngine *e;
  const LalaoPosition *pos;
  LalaoMove move;
  int point, taker = -1;

  if (!self->guided || self->computer_level == 0 || self->reviewing
      || lalao_game_get_side_to_move (self->game) != self->person_side)
    return FALSE;
  e = lalao_game_get_engine (self->game);
  pos = lalao_game_get_position (self->game);
  if (!legal_move (e, pos, text, &move))
    return FALSE;
  LalaoMoveJudgement *j = NULL;
  char *judgement = judge (e, pos, move, &j);
  gboolean blunder = j->verdict >= LALAO_VERDICT_MISTAKE;
  lalao_move_judgement_free (j);
  point = lalao_move_coach_hangs (e, pos, move, &taker);
  if (blunder && point >= 0 && g_settings_get_boolean (lalao_board_style_settings (), "warn-blunders"))
    warn (self, pos, move, point, taker, text, judgement);
  else
    play (self, text, judgement);
  return TRUE;
}

const char *
lalao_game_view_get_judgement (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), "");
  return self->judgement != NULL ? self->judgement : "";
}
