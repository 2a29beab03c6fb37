/* lalao-game-view.c — a game being played: board, status, moves, computer.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view owns the LalaoGame and, against the computer, a LalaoAiPlayer
 * whose thinking runs in a thread: while it thinks the board only refuses
 * input, the window stays live. Resignation and draws by agreement end
 * the game here, since they are not positions of the rules.
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-accessible.h"
#include "lalao-analysis-panel.h"
#include "lalao-board-painter.h"
#include "lalao-board-style.h"
#include "lalao-captured-view.h"
#include "lalao-option-texts.h"
#include "lalao-threats.h"
#include "lalao-autosave.h"
#include "lalao-explain-panel.h"
#include "lalao-explainer.h"
#include "lalao-move-coach.h"
#include "lalao-match.h"
#include "lalao-move-list.h"
#include "lalao-record.h"
#include "lalao-coach.h"
#include "lalao-game-view-private.h"


G_DEFINE_FINAL_TYPE (LalaoGameView, lalao_game_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_NEW_GAME_REQUESTED,
  SIGNAL_UPDATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
_lalao_game_view_computer_to_move (LalaoGameView *self)
{
  return self->computer_level > 0 && lalao_game_get_side_to_move (self->game) != self->person_side;
}

LalaoStatus
_lalao_game_view_current_status (LalaoGameView *self)
{
  if (self->agreed_end.result != LALAO_ONGOING)
    return self->agreed_end;
  return lalao_game_get_status (self->game);
}

void
_lalao_game_view_stop_thinking (LalaoGameView *self)
{
  g_clear_handle_id (&self->pending_source, g_source_remove);
  g_clear_handle_id (&self->settle_source, g_source_remove);
  if (self->thinking != NULL)
    {
      g_cancellable_cancel (self->thinking);
      g_clear_object (&self->thinking);
    }
}

static void
on_end_response (AdwMessageDialog *dialog, const char *response, LalaoGameView *self)
{
  if (g_strcmp0 (response, "new-game") == 0)
    g_signal_emit (self, signals[SIGNAL_NEW_GAME_REQUESTED], 0);
  else if (g_strcmp0 (response, "next-game") == 0)
    lalao_game_view_next_match_game (self);
  else
    self->reviewing = TRUE;
}

/* How the game ended, in the rules' words; against the computer, a
 * resignation is the person's: "You resigned." */
char *
_lalao_game_view_end_text (LalaoGameView *self, LalaoStatus status)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);

  if (status.rule == LALAO_RULE_RESIGNATION && self->computer_level > 0
      && (status.result == LALAO_FIRST_WINS) == (self->person_side == LALAO_SECOND))
    /* Translators: the end of a game against the computer, when the person gave up. */
    return g_strdup_printf ("%s %s", _("You resigned."), _("The computer wins."));
  return lalao_explain_end (e, lalao_game_get_position (self->game), status);
}

static void
show_end (LalaoGameView *self, LalaoStatus status)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *body = _lalao_game_view_end_text (self, status);
  const char *heading;
  const char *next = "new-game";
  GtkWidget *dialog;

  if (self->end_shown)
    return;
  self->end_shown = TRUE;
  _lalao_game_view_score_match_game (self, status);
  if (self->in_match)
    {
      g_autofree char *game_end = g_steal_pointer (&body);
      body = g_strconcat (game_end, "\n\n", gtk_label_get_text (GTK_LABEL (self->match_label)), NULL);
    }
  if (self->in_match && lalao_match_is_over (&self->match))
    heading = _lalao_game_view_match_heading (self);
  else if (status.result == LALAO_DRAW)
    heading = _("Draw");
  else if (self->computer_level > 0)
    heading = (status.result == LALAO_FIRST_WINS) == (self->person_side == LALAO_FIRST) ? _("You Won") : _("You Lost");
  else
    heading = status.result == LALAO_FIRST_WINS ? lalao_side_name (e, LALAO_FIRST) : lalao_side_name (e, LALAO_SECOND);

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, heading, body);
  gtk_widget_set_name (dialog, "end-dialog");
  /* Translators: a button of the end-of-game dialog. */
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "review", _("_Review"));
  if (self->in_match && !lalao_match_is_over (&self->match))
    {
      next = "next-game";
      /* Translators: a button of the end-of-game dialog in a match: the match's next game. */
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), next, _("_Next Game"));
    }
  else
    /* Translators: a button of the end-of-game dialog. */
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), next, _("_New Game"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), next, ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), next);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "review");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_end_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
play_answer (LalaoGameView *self)
{
  g_clear_object (&self->thinking);
  self->computer_moving = TRUE;
  lalao_game_play (self->game, self->pending_move);
  self->computer_moving = FALSE;
}

static gboolean
play_answer_when_still (gpointer data)
{
  LalaoGameView *self = data;

  self->pending_source = 0;
  play_answer (self);
  return G_SOURCE_REMOVE;
}

static void
on_computer_move (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_choose_move_finish (LALAO_AI_PLAYER (source), result, &error);

  if (answer == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("the computer could not move: %s", error->message);
      g_object_unref (self);
      return;
    }
  self->pending_move = answer->move;
  /* Kept, to say why on demand. */
  g_clear_pointer (&self->last_answer, lalao_ai_answer_free);
  self->last_answer = g_steal_pointer (&answer);
  self->last_answer_at = lalao_game_get_n_moves (self->game);
  if (lalao_board_view_get_animating (LALAO_BOARD_VIEW (self->board)))
    /* The person's move is still on its way: the answer comes after. */
    self->pending_source = lalao_board_view_when_still (LALAO_BOARD_VIEW (self->board), play_answer_when_still, self);
  else
    play_answer (self);
  g_object_unref (self);
}

/* A move or an undo that is not the computer's own makes whatever it was
 * thinking about out of date. */
static void
game_view_on_game_changed (LalaoGameView *self)
{
  if (!self->computer_moving)
    _lalao_game_view_stop_thinking (self);
  lalao_record_game_follow (self->record, self->game, self->keep_variation);
  _lalao_game_view_update (self);
}

static void
maybe_let_computer_play (LalaoGameView *self)
{
  if (self->thinking != NULL || _lalao_game_view_current_status (self).result != LALAO_ONGOING || !_lalao_game_view_computer_to_move (self)
      || self->reviewing || lalao_game_get_n_moves (self->game) < lalao_game_get_n_moves_recorded (self->game))
    return;
  self->thinking = g_cancellable_new ();
  lalao_ai_player_choose_move_async (self->ai, self->game, self->thinking, on_computer_move, g_object_ref (self));
}

void
_lalao_game_view_set_status (LalaoGameView *self, const char *text)
{
  guint n = lalao_game_get_n_moves (self->game);

  /* Screen readers hear each new status, after the moves not yet said
   * (the person's, the computer's reply). */
  if (*text != '\0' && g_strcmp0 (text, gtk_label_get_text (GTK_LABEL (self->status_label))) != 0)
    {
      g_autofree char *move = n > self->announced_moves ? lalao_game_explain_last_move (self->game) : NULL;
      g_autofree char *said = move != NULL ? g_strjoin (" ", move, text, NULL) : g_strdup (text);
      self->announced_moves = n;
      lalao_accessible_announce (GTK_WIDGET (self), said);
    }
  else if (n < self->announced_moves)
    self->announced_moves = n;
  gtk_label_set_text (GTK_LABEL (self->status_label), text);
  gtk_widget_set_visible (gtk_widget_get_parent (self->status_label), *text != '\0');
}

static void
update_explanation (LalaoGameView *self)
{
  guint n = lalao_game_get_n_moves (self->game);
  g_autofree char *joined = lalao_game_explain_last_move (self->game);
  /* What the record says of this move, under the explanation. */
  LalaoRecordNode *node = self->record != NULL && n > 0 && n <= self->record->moves->nodes->len
                            ? self->record->moves->nodes->pdata[n - 1] : NULL;

  lalao_explain_panel_show_move (LALAO_EXPLAIN_PANEL (self->explain_panel), self->game,
                                 node != NULL ? node->comment : NULL);
  /* Someone playing by ear hears the last move, the computer's too, as
   * the board's description (GTK 4.8 has no way to announce). */
  if (joined == NULL)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  else
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->board), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, joined, -1);
}

/* A check to answer, from the last move's trace. */
static char *
last_move_alert (LalaoGameView *self)
{
  guint n = lalao_game_get_n_moves (self->game);

  if (n == 0)
    return NULL;
  return lalao_explain_alert (lalao_game_get_engine (self->game), lalao_game_get_position_at (self->game, n - 1),
                              lalao_game_get_last_trace (self->game));
}

/* The status follows the board's input and the analysis preference. */
static void
refresh_status (LalaoGameView *self)
{
  if (self->game != NULL)
    _lalao_game_view_update (self);
}

/* The coach's overlay: what the opponent could take next turn, marked on
 * the board and said beside it (with Songo's bidoua). On when the check
 * box is, and always in the guided first game. */
static void
update_threats (LalaoGameView *self, LalaoStatus status)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoSide victim = self->computer_level > 0 ? self->person_side : lalao_game_get_side_to_move (self->game);
  gboolean on = self->guided || gtk_check_button_get_active (GTK_CHECK_BUTTON (self->threats_check));
  LalaoThreats threats;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->threats_check, !self->guided);
  if (!on || status.result != LALAO_ONGOING
      || !lalao_threats_find (e, lalao_game_get_position (self->game), victim, &threats))
    {
      lalao_board_view_set_threats (LALAO_BOARD_VIEW (self->board), 0);
      gtk_widget_set_visible (self->threats_label, FALSE);
      return;
    }
  lalao_board_view_set_threats (LALAO_BOARD_VIEW (self->board), lalao_threats_overlay (e, &threats));
  text = lalao_threats_describe (e, &threats, victim);
  if (text == NULL)
    /* Translators: the coach's overlay when nothing is under threat. */
    text = g_strdup (_("Nothing of yours can be taken next turn."));
  if (threats.bidoua[0] >= 0)
    {
      /* Translators: Songo's bidoua, each side's freedom of movement; %1$s and %3$s are players, %2$d and %4$d counts. */
      g_autofree char *bidoua = g_strdup_printf (_("Bidoua (freedom of movement): %1$s %2$d, %3$s %4$d."),
                                                 lalao_side_name (e, LALAO_FIRST), threats.bidoua[0],
                                                 lalao_side_name (e, LALAO_SECOND), threats.bidoua[1]);
      char *both = g_strconcat (text, " ", bidoua, NULL);
      g_free (text);
      text = both;
    }
  gtk_label_set_text (GTK_LABEL (self->threats_label), text);
  gtk_widget_set_visible (self->threats_label, TRUE);
}

/* The computer's last move is the game's last: its answer still says why. */
static gboolean
last_answer_current (LalaoGameView *self)
{
  return self->last_answer != NULL && self->computer_level > 0
         && lalao_game_get_n_moves (self->game) == self->last_answer_at + 1
         && lalao_game_get_n_moves (self->game) == lalao_game_get_n_moves_recorded (self->game);
}

void
lalao_game_view_explain_computer_move (LalaoGameView *self)
{
  const LalaoEngine *e;
  const LalaoPosition *before;

  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (!last_answer_current (self))
    return;
  e = lalao_game_get_engine (self->game);
  before = lalao_game_get_position_at (self->game, self->last_answer_at);
  g_autofree char *move = lalao_describe_move (e, before, self->last_answer->move);
  g_autofree char *why = lalao_move_coach_hint (e, before, self->last_answer->move, self->last_answer->score,
                                             MAX (self->last_answer->depth, 1), self->last_answer->pv,
                                             self->last_answer->n_pv);
  /* Translators: why the computer played its last move; %1$s is the move, %2$s its reasons. */
  g_autofree char *text = g_strdup_printf (_("The computer played %1$s. %2$s"), move, why);
  gtk_label_set_text (GTK_LABEL (self->why_label), text);
  gtk_widget_set_visible (self->why_label, TRUE);
  /* Said to screen readers, the focus staying on the button. */
  lalao_accessible_announce (GTK_WIDGET (self), text);
}

const char *
lalao_game_view_get_why_text (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return gtk_widget_get_visible (self->why_label) ? gtk_label_get_text (GTK_LABEL (self->why_label)) : "";
}

/* What each side has taken, with the stones of a chain under way counted
 * step by step. */
static void
update_captured (LalaoGameView *self)
{
  guint pending = lalao_board_view_get_chain_captures (LALAO_BOARD_VIEW (self->board));

  lalao_captured_view_update (LALAO_CAPTURED_VIEW (self->captured), self->game);
  lalao_captured_view_add_pending (LALAO_CAPTURED_VIEW (self->captured), self->game,
                                   lalao_game_get_side_to_move (self->game), 0, (int) pending);
}

/* A selected piece is named with its move, so that a newcomer learns the
 * pieces by touching them. */
static void
on_selected_changed (LalaoGameView *self)
{
  int point = -1;
  g_autofree char *text = NULL;

  g_object_get (self->board, "selected", &point, NULL);
  if (point >= 0 && self->game != NULL)
    {
      const LalaoBoardPainter *painter = lalao_board_painter_lookup (lalao_game_get_engine (self->game)->id);
      if (painter->describe_point != NULL)
        text = painter->describe_point (lalao_game_get_position (self->game), point);
    }
  gtk_label_set_text (GTK_LABEL (self->piece_label), text != NULL ? text : "");
  gtk_widget_set_visible (self->piece_label, text != NULL);
  /* Each step of a chain moves the selection: the count follows it. */
  if (self->game != NULL)
    update_captured (self);
}

static void
update_players (LalaoGameView *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  g_autofree char *text = NULL;

  if (self->computer_level == 0)
    text = g_strdup (_("Two players on this device."));
  else
    /* Translators: the first %s is a player ("White", "South"), the second a level ("Club player"). */
    text = g_strdup_printf (_("You play %s against the computer, level “%s”."), lalao_side_name (e, self->person_side),
                            lalao_ai_level_name (self->computer_level));
  /* Which part of the board is the person's, for a game where it is not
   * plain from the pieces (Songo's row and store). */
  const LalaoBoardPainter *painter = lalao_board_painter_lookup (e->id);
  if (self->computer_level > 0 && painter->your_side != NULL)
    {
      char *with_side = g_strconcat (text, " ", _(painter->your_side), NULL);
      g_free (text);
      text = with_side;
    }
  /* Rules switched from their defaults (Huffel's pieces) are said too. */
  g_autofree char *rules = lalao_option_texts_describe (e, lalao_game_get_options (self->game));
  if (rules != NULL)
    {
      char *with_rules = g_strconcat (text, " ", rules, NULL);
      g_free (text);
      text = with_rules;
    }
  gtk_label_set_text (GTK_LABEL (self->players_label), text);
  gtk_label_set_text (GTK_LABEL (self->legend_label), painter->legend != NULL ? _(painter->legend) : "");
  gtk_widget_set_visible (self->legend_label, painter->legend != NULL);
  _lalao_game_view_update_match_label (self);
}

/* A step that can take by approach or by withdrawal: which stone to
 * click for each, and the keys. */
static char *
capture_choice (LalaoGameView *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  int approach = lalao_board_view_get_choice_stone (LALAO_BOARD_VIEW (self->board), 'A');
  int withdrawal = lalao_board_view_get_choice_stone (LALAO_BOARD_VIEW (self->board), 'W');
  char a[8], w[8];

  if (approach < 0 || withdrawal < 0)
    return NULL;
  e->point_name (approach, a);
  e->point_name (withdrawal, w);
  /* Translators: Fanorona, when one step can capture both ways; %1$s and %2$s are points ("f3", "c3"). */
  return g_strdup_printf (_("This step can capture by approach or by withdrawal. Click the stone on %1$s to take by "
                            "approach, or the stone on %2$s to take by withdrawal; or press A or W."),
                          a, w);
}

static gboolean
update_when_still (gpointer data)
{
  LalaoGameView *self = data;

  self->settle_source = 0;
  if (self->game != NULL)
    _lalao_game_view_update (self);
  return G_SOURCE_REMOVE;
}

void
_lalao_game_view_update (LalaoGameView *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoStatus status = _lalao_game_view_current_status (self);
  LalaoSide side = lalao_game_get_side_to_move (self->game);
  g_autofree char *turn = NULL;
  g_autofree char *alert = NULL;
  g_autofree char *choice = NULL;
  gboolean thinking;
  /* While the last move is still being drawn (a sowing seed by seed), the
   * turn, the counts and the end wait for the board to settle. */
  gboolean moving = lalao_board_view_get_animating (LALAO_BOARD_VIEW (self->board));

  maybe_let_computer_play (self);
  thinking = self->thinking != NULL;
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), status.result == LALAO_ONGOING && !thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
  gtk_widget_set_visible (self->spinner, thinking);

  if (status.result != LALAO_ONGOING)
    {
      g_autofree char *end = _lalao_game_view_end_text (self, status);
      gtk_label_set_text (GTK_LABEL (self->turn_label), _("Game Over"));
      _lalao_game_view_set_status (self, end);
    }
  else
    {
      /* Translators: %s is a player, "South" or "White". */
      turn = g_strdup_printf (_("%s to play"), lalao_side_name (e, side));
      gtk_label_set_text (GTK_LABEL (self->turn_label), turn);
      if (thinking)
        _lalao_game_view_set_status (self, _("The computer is thinking…"));
      else if ((choice = capture_choice (self)) != NULL)
        _lalao_game_view_set_status (self, choice);
      else if (lalao_board_view_get_chain_in_progress (LALAO_BOARD_VIEW (self->board)))
        _lalao_game_view_set_status (self, _("The chain of captures goes on: take again, or end the turn."));
      else if (self->guided && self->computer_level > 0 && side == self->person_side)
        {
          /* The guided game's coach: the alert, then the rules in play now. */
          g_autofree char *coach = lalao_coach_turn (e, lalao_game_get_position (self->game));
          alert = last_move_alert (self);
          g_autofree char *turn_said = g_strjoin (" ", alert != NULL ? alert : _("Your turn."), coach, NULL);
          /* The learner's last move judged first, with its reason. */
          g_autofree char *said = self->judgement != NULL ? g_strjoin (" ", self->judgement, turn_said, NULL)
                                                          : g_strdup (turn_said);
          _lalao_game_view_set_status (self, said);
        }
      else if ((alert = last_move_alert (self)) != NULL)
        _lalao_game_view_set_status (self, alert);
      else if (self->computer_level > 0 && side == self->person_side)
        _lalao_game_view_set_status (self, moving ? "" : _("Your turn."));
      else
        _lalao_game_view_set_status (self, "");
    }
  /* A game that is over can be neither resigned nor drawn: undo or a
   * new game brings them back. */
  {
    gboolean ongoing = status.result == LALAO_ONGOING;
    gboolean counts = lalao_game_agreement_counts_pieces (self->game);
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.resign", ongoing);
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.offer-draw", ongoing && !counts);
    gtk_widget_action_set_enabled (GTK_WIDGET (self), "game.end-by-agreement", ongoing && counts);
  }
  _lalao_game_view_update_analysis (self, status);
  lalao_move_list_update (LALAO_MOVE_LIST (self->move_list), self->game);
  update_explanation (self);
  if (!moving)
    update_captured (self);
  update_threats (self, status);
  _lalao_game_view_update_mistake_lesson (self);
  /* "Why that move?" while the computer's move is the last one: its
   * place is kept for the whole game against the computer, so that the
   * panel does not shift under the pointer at each move. */
  gboolean why = last_answer_current (self) && !thinking;
  gtk_widget_set_visible (self->why_button, self->computer_level > 0);
  gtk_widget_set_sensitive (self->why_button, why);
  if (!why)
    gtk_widget_set_visible (self->why_label, FALSE);
  gtk_widget_queue_draw (self->board);
  if (status.result != LALAO_ONGOING && !moving)
    show_end (self, status);
  if (moving && self->settle_source == 0)
    self->settle_source = lalao_board_view_when_still (LALAO_BOARD_VIEW (self->board), update_when_still, self);
  g_signal_emit (self, signals[SIGNAL_UPDATED], 0);
}

static void
game_view_on_move_chosen (LalaoBoardView *board, const char *text, LalaoGameView *self)
{
  /* A move from the past of a game opened to review may start a
   * variation; in a game played here, it replaces what was undone. */
  if (_lalao_game_view_try_mistake (self, text))
    return;
  if (_lalao_game_view_coach_move (self, text))
    return;
  if (self->reviewing && !self->live
      && lalao_game_get_n_moves (self->game) < lalao_game_get_n_moves_recorded (self->game))
    _lalao_game_view_ask_about_move (self, text);
  else
    _lalao_game_view_play_text (self, text);
}

/* A move typed in the box over the list (the notation of RULES.md, as
 * the list writes it): played as if chosen on the board; the box empties
 * once it is played, and a refusal is said in the status. */
static void
game_view_on_move_typed (GtkEntry *entry, LalaoGameView *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  guint n = lalao_game_get_n_moves (self->game);

  if (*text == '\0')
    return;
  if (!lalao_board_view_get_interactive (LALAO_BOARD_VIEW (self->board)))
    {
      /* Translators: a move was typed while the person may not play (the computer's turn, a game over). */
      _lalao_game_view_set_status (self, _("No move can be played now."));
      return;
    }
  /* The list's own words ("Zaza e2–e4") are read too: played in the
   * records' notation. */
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoMove described;
  if (lalao_read_described_move (e, lalao_game_get_position (self->game), text, &described))
    {
      char notation[LALAO_MOVE_TEXT_MAX];
      e->format_move (lalao_game_get_position (self->game), described, notation);
      g_free (text);
      text = g_strdup (notation);
    }
  game_view_on_move_chosen (LALAO_BOARD_VIEW (self->board), text, self);
  if (lalao_game_get_n_moves (self->game) != n)
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

/* The analysis found the game's mistakes: the move list marks them
 * (the review's part), and the lesson of them may be offered (the
 * mistakes' part). The core tells each; they never call each other. */
static void
game_view_on_mistakes_changed (LalaoGameView *self)
{
  _lalao_game_view_on_mistakes_changed (self);
  _lalao_game_view_update_mistake_lesson (self);
}

void
lalao_game_view_go_to (LalaoGameView *self, guint index)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (self->game == NULL || index > lalao_game_get_n_moves_recorded (self->game))
    return;
  _lalao_game_view_stop_thinking (self);
  self->reviewing = TRUE;
  lalao_game_go_to (self->game, index);
  _lalao_game_view_update (self);
}

gboolean
lalao_game_view_load (LalaoGameView *self, LalaoRecordGame *record, gboolean resume, GError **error)
{
  gboolean between_games = FALSE;

  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  if (!_lalao_game_view_load_record (self, record, resume, &between_games, error))
    return FALSE;
  /* A match saved between two games goes on with the next game. */
  if (between_games)
    lalao_game_view_next_match_game (self);
  return TRUE;
}

static void
game_view_on_move_refused (LalaoBoardView *board, const char *move, const char *why, LalaoGameView *self)
{
  _lalao_game_view_set_status (self, why);
}

void
lalao_game_view_start (LalaoGameView *self, const char *game_id, const char *fen, LalaoOptions options,
                       int computer_level, LalaoSide person_side)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  _lalao_game_view_stop_thinking (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  self->game = lalao_game_new (game_id, fen, options, &error);
  g_return_if_fail (self->game != NULL);
  self->computer_level = computer_level;
  self->person_side = person_side;
  self->guided = FALSE;
  g_clear_pointer (&self->judgement, g_free);
  g_clear_pointer (&self->warned_move, g_free);
  g_clear_pointer (&self->pending_judgement, g_free);
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  self->end_shown = FALSE;
  self->reviewing = FALSE;
  self->live = TRUE;
  self->in_match = FALSE;
  self->match_game_scored = FALSE;
  if (computer_level > 0)
    lalao_ai_player_set_level (self->ai, computer_level);
  g_clear_pointer (&self->record, lalao_record_game_free);
  self->record = lalao_record_game_new_for (self->game);
  _lalao_game_view_name_players (self);
  _lalao_game_view_connect_game (self);
}

/* The game's signals, its board and the panel. */
void
_lalao_game_view_connect_game (LalaoGameView *self)
{
  /* A new game: no mistake of the old one on show. */
  _lalao_game_view_stop_learning (self);
  /* After the board's own handler: its animation of the move has begun. */
  g_signal_connect_data (self->game, "moved", G_CALLBACK (game_view_on_game_changed), self, NULL,
                         G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  g_signal_connect_swapped (self->game, "undone", G_CALLBACK (game_view_on_game_changed), self);
  lalao_board_view_set_game (LALAO_BOARD_VIEW (self->board), self->game);
  lalao_board_view_set_flipped (LALAO_BOARD_VIEW (self->board),
                                self->computer_level > 0 && self->person_side == LALAO_SECOND);
  update_players (self);
  _lalao_game_view_update (self);
}

void
lalao_game_view_set_guided (LalaoGameView *self, gboolean guided)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  self->guided = guided;
  if (self->game != NULL)
    _lalao_game_view_update (self);
}

gboolean
lalao_game_view_get_guided (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  return self->guided;
}

LalaoGame *
lalao_game_view_get_game (LalaoGameView *self)
{
  return self->game;
}

LalaoBoardView *
lalao_game_view_get_board (LalaoGameView *self)
{
  return LALAO_BOARD_VIEW (self->board);
}

LalaoExplainPanel *
lalao_game_view_get_explain_panel (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return LALAO_EXPLAIN_PANEL (self->explain_panel);
}

LalaoAnalysisPanel *
lalao_game_view_get_analysis (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return LALAO_ANALYSIS_PANEL (self->analysis);
}

LalaoMoveList *
lalao_game_view_get_move_list (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return LALAO_MOVE_LIST (self->move_list);
}

LalaoCapturedView *
lalao_game_view_get_captured (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return LALAO_CAPTURED_VIEW (self->captured);
}

LalaoAiPlayer *
lalao_game_view_get_ai (LalaoGameView *self)
{
  return self->ai;
}

const char *
lalao_game_view_get_explanation_text (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return lalao_explain_panel_get_text (LALAO_EXPLAIN_PANEL (self->explain_panel));
}

const char *
lalao_game_view_get_status_text (LalaoGameView *self)
{
  return gtk_label_get_text (GTK_LABEL (self->status_label));
}

void
lalao_game_view_set_move_time (LalaoGameView *self, gint64 milliseconds)
{
  lalao_ai_player_set_move_time (self->ai, milliseconds);
}

int
lalao_game_view_get_computer_level (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), 0);
  return self->computer_level;
}

LalaoSide
lalao_game_view_get_person_side (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), LALAO_FIRST);
  return self->person_side;
}

gboolean
lalao_game_view_get_ongoing (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  return self->game != NULL && _lalao_game_view_current_status (self).result == LALAO_ONGOING;
}

/* The current status, resignation and agreement included. */
LalaoStatus
lalao_game_view_get_status (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), (LalaoStatus){ 0 });
  return _lalao_game_view_current_status (self);
}

GtkWidget *
lalao_game_view_new (void)
{
  return g_object_new (LALAO_TYPE_GAME_VIEW, NULL);
}

static void
lalao_game_view_dispose (GObject *object)
{
  LalaoGameView *self = LALAO_GAME_VIEW (object);

  _lalao_game_view_stop_learning (self);
  g_clear_pointer (&self->mistakes, g_array_unref);
  g_clear_pointer (&self->last_answer, lalao_ai_answer_free);
  _lalao_game_view_stop_thinking (self);
  if (self->analysis != NULL)
    {
      lalao_analysis_panel_stop (LALAO_ANALYSIS_PANEL (self->analysis));
      g_signal_handlers_disconnect_by_data (self->analysis, self);
      self->analysis = NULL;
    }
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->ai);
  g_clear_pointer (&self->record, lalao_record_game_free);
  g_clear_pointer (&self->asked_move, g_free);
  g_clear_pointer (&self->judgement, g_free);
  g_clear_pointer (&self->warned_move, g_free);
  g_clear_pointer (&self->pending_judgement, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_GAME_VIEW);
  G_OBJECT_CLASS (lalao_game_view_parent_class)->dispose (object);
}

/* Out of its window (the window closed): the computer stops thinking at
 * once, rather than when its time is up, and the analysis too. The
 * thread's task keeps the view alive, so dispose alone would come late. */
static void
lalao_game_view_unroot (GtkWidget *widget)
{
  LalaoGameView *self = LALAO_GAME_VIEW (widget);

  _lalao_game_view_stop_thinking (self);
  if (self->analysis != NULL)
    lalao_analysis_panel_stop (LALAO_ANALYSIS_PANEL (self->analysis));
  GTK_WIDGET_CLASS (lalao_game_view_parent_class)->unroot (widget);
}

/* Below this width the panel goes under the board: a narrow window keeps
 * a board worth playing on. The view lays its two children out itself:
 * the board and, beside it or under it, the panel. */
#define NARROW_WIDTH 720

gboolean
lalao_game_view_get_narrow (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  return self->narrow;
}

static void
lalao_game_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline)
{
  LalaoGameView *self = LALAO_GAME_VIEW (widget);
  int board_min, board_nat, panel_min, panel_nat;

  gtk_widget_measure (self->board, orientation, -1, &board_min, &board_nat, NULL, NULL);
  gtk_widget_measure (self->panel_clamp, orientation, -1, &panel_min, &panel_nat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As narrow as the narrow layout allows; as wide as side by side. */
      *minimum = MAX (board_min, panel_min);
      *natural = board_nat + panel_nat;
    }
  else
    {
      gboolean narrow = for_size >= 0 && for_size < NARROW_WIDTH;
      if (narrow)
        gtk_widget_measure (self->panel_clamp, orientation, for_size, &panel_min, &panel_nat, NULL, NULL);
      *minimum = narrow ? board_min + panel_min : MAX (board_min, panel_min);
      *natural = narrow ? board_nat + panel_nat : MAX (board_nat, panel_nat);
    }
  *minimum_baseline = *natural_baseline = -1;
}

static void
lalao_game_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  LalaoGameView *self = LALAO_GAME_VIEW (widget);
  gboolean narrow = width < NARROW_WIDTH;
  int panel_width, panel_height, unused;

  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      /* Under the board, the panel takes the whole width. */
      adw_clamp_set_maximum_size (ADW_CLAMP (self->panel_clamp), narrow ? 10000 : 300);
      adw_clamp_set_tightening_threshold (ADW_CLAMP (self->panel_clamp), narrow ? 10000 : 300);
    }
  if (narrow)
    {
      /* The board square on top, as large as leaves the panel what it
       * would say, up to half the height (the panel scrolls). */
      gtk_widget_measure (self->panel_clamp, GTK_ORIENTATION_VERTICAL, width, &unused, &panel_height, NULL, NULL);
      panel_height = MIN (panel_height, height / 2);
      int board_height = CLAMP (height - panel_height, 0, MAX (width, height / 2));
      gtk_widget_allocate (self->board, width, board_height, -1, NULL);
      gtk_widget_allocate (self->panel_clamp, width, height - board_height, -1,
                           gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (0, board_height)));
      return;
    }
  gtk_widget_measure (self->panel_clamp, GTK_ORIENTATION_HORIZONTAL, height, &panel_width, &unused, NULL, NULL);
  panel_width = MAX (panel_width, 324);
  gtk_widget_allocate (self->board, width - panel_width, height, -1, NULL);
  gtk_widget_allocate (self->panel_clamp, panel_width, height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (width - panel_width, 0)));
}

static void
lalao_game_view_class_init (LalaoGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_game_view_dispose;
  widget_class->unroot = lalao_game_view_unroot;
  widget_class->size_allocate = lalao_game_view_size_allocate;
  widget_class->measure = lalao_game_view_measure;

  /* "New Game" in the end-of-game dialog. */
  signals[SIGNAL_NEW_GAME_REQUESTED] =
    g_signal_new ("new-game-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* After every change the view shows: a move, an undo, a new game, its
   * end and a match game scored (the window autosaves on it). */
  signals[SIGNAL_UPDATED] =
    g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  _lalao_game_view_class_install_actions (widget_class);

  g_type_ensure (LALAO_TYPE_BOARD_VIEW);
  g_type_ensure (LALAO_TYPE_EXPLAIN_PANEL);
  g_type_ensure (LALAO_TYPE_CAPTURED_VIEW);
  g_type_ensure (LALAO_TYPE_MOVE_LIST);
  g_type_ensure (LALAO_TYPE_ANALYSIS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/lalao/Lalao/lalao-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, board);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, panel_clamp);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, panel);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, spinner);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, status_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, explain_panel);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, move_list);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, move_entry);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, analysis);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, players_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, match_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, legend_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, piece_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, threats_check);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, threats_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, why_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, why_label);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_explain_computer_move);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, mistakes_button);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, mistakes_box);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, mistakes_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, mistakes_next);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_learn_from_mistakes);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_show_mistake_solution);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_next_mistake);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_stop_mistakes);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, captured);
  gtk_widget_class_bind_template_callback (widget_class, game_view_on_move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, game_view_on_move_typed);
  gtk_widget_class_bind_template_callback (widget_class, game_view_on_move_refused);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_mistakes_changed",
                                                G_CALLBACK (game_view_on_mistakes_changed));
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_go_to);
  gtk_widget_class_bind_template_callback_full (widget_class, "update", G_CALLBACK (_lalao_game_view_update));
}

static void
lalao_game_view_init (LalaoGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->ai = lalao_ai_player_new (3);
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  lalao_explain_panel_set_board (LALAO_EXPLAIN_PANEL (self->explain_panel), LALAO_BOARD_VIEW (self->board));
  /* "board.end-turn" for the End Turn button. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "board",
                                  lalao_board_view_get_actions (LALAO_BOARD_VIEW (self->board)));
  g_signal_connect_object (self->board, "notify::selected", G_CALLBACK (on_selected_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->board, "notify::choosing", G_CALLBACK (refresh_status), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (lalao_board_style_settings (), "changed::analysis-between-people",
                           G_CALLBACK (refresh_status), self, G_CONNECT_SWAPPED);
  g_settings_bind (lalao_board_style_settings (), "show-threats", self->threats_check, "active", G_SETTINGS_BIND_DEFAULT);
  g_signal_connect_object (self->threats_check, "toggled", G_CALLBACK (refresh_status), self, G_CONNECT_SWAPPED);

  /* Home, Left, Right and End step through a game under review, before
   * the board takes the arrows for its cursor. */
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (_lalao_game_view_on_review_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
