/* lalao-game-view-actions.c — the game view's part.
 *
 * What a person does to the game under way: undo,
 * redo, a hint, resign, offer a draw, turn the board, each also a "game."
 * action of the view.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-autosave.h"
#include "lalao-explainer.h"
#include "lalao-game-view-private.h"

void
lalao_game_view_undo (LalaoGameView *self)
{
  _lalao_game_view_stop_thinking (self);
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  self->end_shown = FALSE;
  /* Against the computer, one undo takes back its reply and the move. */
  if (lalao_game_undo (self->game) && _lalao_game_view_computer_to_move (self))
    lalao_game_undo (self->game);
  _lalao_game_view_update (self);
}

void
lalao_game_view_redo (LalaoGameView *self)
{
  _lalao_game_view_stop_thinking (self);
  if (lalao_game_redo (self->game) && _lalao_game_view_computer_to_move (self))
    lalao_game_redo (self->game);
  _lalao_game_view_update (self);
}

static void
on_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &error);

  if (answer != NULL && _lalao_game_view_current_status (self).result == LALAO_ONGOING)
    {
      const LalaoEngine *e = lalao_game_get_engine (self->game);
      g_autofree char *move = lalao_describe_move (e, lalao_game_get_position (self->game), answer->move);
      /* Translators: a hint: %1$s is a move, %2$s why it is good. */
      g_autofree char *text = g_strdup_printf (_("Try %1$s. %2$s"), move, answer->reason);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &answer->move);
      _lalao_game_view_set_status (self, text);
    }
  g_object_unref (self);
}

void
lalao_game_view_hint (LalaoGameView *self)
{
  if (self->game == NULL || self->thinking != NULL || _lalao_game_view_current_status (self).result != LALAO_ONGOING)
    return;
  _lalao_game_view_set_status (self, _("Looking for a good move…"));
  lalao_ai_player_hint_async (self->ai, self->game, NULL, on_hint, g_object_ref (self));
}

void
lalao_game_view_resign (LalaoGameView *self)
{
  LalaoSide loser;

  if (self->game == NULL || _lalao_game_view_current_status (self).result != LALAO_ONGOING)
    return;
  _lalao_game_view_stop_thinking (self);
  /* A hint for a game that is over means nothing any more. */
  lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), NULL);
  loser = self->computer_level > 0 ? self->person_side : lalao_game_get_side_to_move (self->game);
  self->agreed_end = (LalaoStatus){ loser == LALAO_FIRST ? LALAO_SECOND_WINS : LALAO_FIRST_WINS, LALAO_RULE_RESIGNATION };
  _lalao_game_view_update (self);
}

/* The computer agrees to end the game when the end does not cost it: a
 * draw when it does not think it stands better, or (Surakarta) a count
 * of pieces that it wins or draws while not standing better. */
static void
on_draw_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, NULL);
  LalaoStatus end = lalao_game_agreed_end (self->game);
  LalaoSide computer = !self->person_side;
  gboolean computer_loses = (end.result == LALAO_FIRST_WINS && computer == LALAO_SECOND)
                            || (end.result == LALAO_SECOND_WINS && computer == LALAO_FIRST);
  gboolean computer_wins = end.result != LALAO_DRAW && !computer_loses;

  if (answer != NULL)
    {
      int computer_score = _lalao_game_view_computer_to_move (self) ? answer->score : -answer->score;
      if (computer_wins || (!computer_loses && computer_score <= 30))
        {
          self->agreed_end = end;
          _lalao_game_view_update (self);
        }
      else if (computer_loses)
        _lalao_game_view_set_status (self, _("The computer declines to end the game: it has fewer pieces left."));
      else
        _lalao_game_view_set_status (self, _("The computer declines the draw: it thinks it stands better."));
    }
  g_object_unref (self);
}

void
lalao_game_view_offer_draw (LalaoGameView *self)
{
  if (self->game == NULL || _lalao_game_view_current_status (self).result != LALAO_ONGOING)
    return;
  if (self->computer_level == 0)
    {
      self->agreed_end = lalao_game_agreed_end (self->game);
      _lalao_game_view_update (self);
      return;
    }
  _lalao_game_view_set_status (self, lalao_game_agreement_counts_pieces (self->game)
                                       ? _("The computer considers ending the game…")
                                       : _("The computer considers your offer…"));
  lalao_ai_player_hint_async (self->ai, self->game, NULL, on_draw_answer, g_object_ref (self));
}

void
lalao_game_view_flip (LalaoGameView *self)
{
  LalaoBoardView *board = LALAO_BOARD_VIEW (self->board);
  lalao_board_view_set_flipped (board, !lalao_board_view_get_flipped (board));
}

/* The "game." actions: one callback each, over the functions above. */
static void
action_undo (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_undo (LALAO_GAME_VIEW (widget));
}

static void
action_redo (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_redo (LALAO_GAME_VIEW (widget));
}

static void
action_hint (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_hint (LALAO_GAME_VIEW (widget));
}

static void
on_resign_response (AdwMessageDialog *dialog, const char *response, LalaoGameView *self)
{
  if (g_str_equal (response, "resign"))
    lalao_game_view_resign (self);
}

void
lalao_game_view_ask_resign (LalaoGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  const LalaoEngine *e;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (self->game == NULL || _lalao_game_view_current_status (self).result != LALAO_ONGOING)
    return;
  e = lalao_game_get_engine (self->game);
  if (self->computer_level > 0)
    body = g_strdup (_("The game ends now and the computer wins it."));
  else
    /* Translators: %1$s is the side that gives up, such as "White"; %2$s the other side. */
    body = g_strdup_printf (_("%1$s gives up the game and %2$s wins it."),
                            lalao_side_name (e, lalao_game_get_side_to_move (self->game)),
                            lalao_side_name (e, !lalao_game_get_side_to_move (self->game)));
  /* Translators: the heading of the dialog that asks before giving up a game. */
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Resign This Game?"), body);
  gtk_widget_set_name (dialog, "resign-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    /* Translators: a button that gives up the game. */
                                    "resign", _("_Resign"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_resign_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The menu's Resign asks first: a slip of the mouse must not end a game. */
static void
action_resign (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_ask_resign (LALAO_GAME_VIEW (widget));
}

static void
action_offer_draw (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_offer_draw (LALAO_GAME_VIEW (widget));
}

static void
action_flip (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_game_view_flip (LALAO_GAME_VIEW (widget));
}

/* The box over the list of moves, to type a move in its notation. */
static void
action_type_move (GtkWidget *widget, const char *name, GVariant *parameter)
{
  LalaoGameView *self = LALAO_GAME_VIEW (widget);
  if (gtk_widget_get_mapped (self->move_entry))
    gtk_widget_grab_focus (self->move_entry);
}

void
_lalao_game_view_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "game.undo", NULL, action_undo);
  gtk_widget_class_install_action (widget_class, "game.redo", NULL, action_redo);
  gtk_widget_class_install_action (widget_class, "game.hint", NULL, action_hint);
  gtk_widget_class_install_action (widget_class, "game.resign", NULL, action_resign);
  gtk_widget_class_install_action (widget_class, "game.offer-draw", NULL, action_offer_draw);
  /* Surakarta's end by agreement: the same offer, counted in pieces. */
  gtk_widget_class_install_action (widget_class, "game.end-by-agreement", NULL, action_offer_draw);
  gtk_widget_class_install_action (widget_class, "game.flip", NULL, action_flip);
  gtk_widget_class_install_action (widget_class, "game.type-move", NULL, action_type_move);
}
