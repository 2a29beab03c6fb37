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

#include "lalao-analysis-panel.h"
#include "lalao-captured-view.h"
#include "lalao-autosave.h"
#include "lalao-explain-panel.h"
#include "lalao-explainer.h"
#include "lalao-match.h"
#include "lalao-move-list.h"
#include "lalao-record.h"
#include "lalao-game-view.h"

struct _LalaoGameView {
  GtkWidget parent_instance;

  GtkWidget *board;
  GtkWidget *panel;
  GtkWidget *turn_label;
  GtkWidget *spinner;
  GtkWidget *status_label;
  GtkWidget *explain_panel;
  GtkWidget *move_list;
  GtkWidget *analysis;
  GtkWidget *players_label;
  GtkWidget *match_label;
  GtkWidget *captured;

  LalaoGame *game;
  LalaoAiPlayer *ai;
  int computer_level;        /* 0: two people */
  LalaoSide person_side;
  GCancellable *thinking;
  LalaoStatus agreed_end;    /* resignation or agreement, else ONGOING */
  gboolean computer_moving;  /* the computer's answer is being played */
  guint pending_source;      /* the answer waits for the last move's glide */
  LalaoMove pending_move;
  gboolean end_shown;

  /* The record of the game (tags, comments, variations), kept in step
   * with its moves; saved and autosaved from here. */
  LalaoRecordGame *record;
  /* Reviewing: stepping through a finished or opened game. The computer
   * does not play, and a move from a past position asks whether it
   * starts a variation or a new game from there. */
  gboolean reviewing;
  gboolean keep_variation;
  char *asked_move;

  /* A match of several games (Surakarta), or not; the game under way is
   * scored once, when it ends. */
  gboolean in_match;
  LalaoMatch match;
  gboolean match_game_scored;
};

G_DEFINE_FINAL_TYPE (LalaoGameView, lalao_game_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_NEW_GAME_REQUESTED,
  SIGNAL_UPDATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void update (LalaoGameView *self);
static void connect_game (LalaoGameView *self);
static gboolean on_review_key (LalaoGameView *self, guint keyval, guint keycode, GdkModifierType state);
static void name_players (LalaoGameView *self);

static gboolean
computer_to_move (LalaoGameView *self)
{
  return self->computer_level > 0 && lalao_game_get_side_to_move (self->game) != self->person_side;
}

static LalaoStatus
current_status (LalaoGameView *self)
{
  if (self->agreed_end.result != LALAO_ONGOING)
    return self->agreed_end;
  return lalao_game_get_status (self->game);
}

static void
stop_thinking (LalaoGameView *self)
{
  g_clear_handle_id (&self->pending_source, g_source_remove);
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

/* The side player 0 has in the game on the board (the match counts it
 * as played once it is scored). */
static LalaoSide
player0_side (LalaoGameView *self)
{
  LalaoSide side = lalao_match_side_of_player0 (&self->match);
  return self->match_game_scored ? !side : side;
}

/* The match's players: "you" and "the computer", or "Player 1" (White
 * in the first game) and "Player 2". */
static void
match_player_names (LalaoGameView *self, const char *names[2])
{
  if (self->computer_level > 0)
    {
      gboolean person_is_0 = self->person_side == player0_side (self);
      /* Translators: the person in the score of a match, in the middle of a sentence. */
      names[person_is_0 ? 0 : 1] = _("you");
      /* Translators: the computer in the score of a match, in the middle of a sentence. */
      names[person_is_0 ? 1 : 0] = _("the computer");
    }
  else
    {
      /* Translators: the player who played first in the first game of a match. */
      names[0] = _("Player 1");
      /* Translators: the other player of a match. */
      names[1] = _("Player 2");
    }
}

static void
update_match_label (LalaoGameView *self)
{
  const char *names[2];
  g_autofree char *summary = NULL;
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->match_label, self->in_match);
  if (!self->in_match)
    return;
  match_player_names (self, names);
  summary = lalao_match_describe (&self->match, names[0], names[1]);
  if (self->computer_level > 0 || lalao_match_is_over (&self->match))
    text = g_steal_pointer (&summary);
  else
    /* Translators: after the score of a match between two people; %s is a side, “White”. */
    text = g_strdup_printf (_("%s Player 1 plays %s in this game."), summary,
                            lalao_side_name (lalao_game_get_engine (self->game), player0_side (self)));
  gtk_label_set_text (GTK_LABEL (self->match_label), text);
}

/* A match game is over: each player scores the pieces they have left
 * (none for one who resigned). */
static void
score_match_game (LalaoGameView *self, LalaoStatus status)
{
  int resigned = -1;

  if (!self->in_match || self->match_game_scored)
    return;
  if (status.rule == LALAO_RULE_RESIGNATION)
    resigned = status.result == LALAO_FIRST_WINS ? LALAO_SECOND : LALAO_FIRST;
  lalao_match_score_game (&self->match, lalao_game_get_engine (self->game), lalao_game_get_position (self->game),
                          resigned);
  self->match_game_scored = TRUE;
  update_match_label (self);
}

/* The end of a match: who won it. */
static const char *
match_heading (LalaoGameView *self)
{
  int leader = lalao_match_leader (&self->match);
  gboolean person_is_0 = self->person_side == player0_side (self);

  if (leader < 0)
    return _("The Match Is Drawn");
  if (self->computer_level > 0)
    return (leader == 0) == person_is_0 ? _("You Won the Match") : _("You Lost the Match");
  return leader == 0 ? _("Player 1 Won the Match") : _("Player 2 Won the Match");
}

static void
show_end (LalaoGameView *self, LalaoStatus status)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  g_autofree char *body = lalao_explain_status (e, status);
  const char *heading;
  const char *next = "new-game";
  GtkWidget *dialog;

  if (self->end_shown)
    return;
  self->end_shown = TRUE;
  score_match_game (self, status);
  if (self->in_match)
    {
      g_autofree char *game_end = g_steal_pointer (&body);
      body = g_strconcat (game_end, "\n\n", gtk_label_get_text (GTK_LABEL (self->match_label)), NULL);
    }
  if (self->in_match && lalao_match_is_over (&self->match))
    heading = match_heading (self);
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
on_game_changed (LalaoGameView *self)
{
  if (!self->computer_moving)
    stop_thinking (self);
  lalao_record_game_follow (self->record, self->game, self->keep_variation);
  update (self);
}

static void
maybe_let_computer_play (LalaoGameView *self)
{
  if (self->thinking != NULL || current_status (self).result != LALAO_ONGOING || !computer_to_move (self)
      || self->reviewing || lalao_game_get_n_moves (self->game) < lalao_game_get_n_moves_recorded (self->game))
    return;
  self->thinking = g_cancellable_new ();
  lalao_ai_player_choose_move_async (self->ai, self->game, self->thinking, on_computer_move, g_object_ref (self));
}

static void
set_status (LalaoGameView *self, const char *text)
{
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
  gtk_label_set_text (GTK_LABEL (self->players_label), text);
  update_match_label (self);
}

/* A game under review, or over, is analysed in the background; while it
 * is played the computer's analysis would only slow its moves. */
static void
update_analysis (LalaoGameView *self, LalaoStatus status)
{
  LalaoAnalysisPanel *panel = LALAO_ANALYSIS_PANEL (self->analysis);
  gboolean wanted = self->reviewing || status.result != LALAO_ONGOING;

  gtk_widget_set_visible (self->analysis, wanted);
  if (!wanted)
    {
      lalao_analysis_panel_stop (panel);
      lalao_move_list_set_mistakes (LALAO_MOVE_LIST (self->move_list), NULL, 0);
      return;
    }
  /* A fifth of a move's thinking time per position: about 20 s for a
   * game of 60 moves at the default 1.5 s. */
  lalao_analysis_panel_show_game (panel, self->game,
                                  CLAMP (lalao_ai_player_get_move_time (self->ai) / 5, 10, 1000));
}

static void
on_mistakes_changed (LalaoGameView *self)
{
  guint moves[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  guint n = lalao_eval_graph_get_mistakes (lalao_analysis_panel_get_graph (LALAO_ANALYSIS_PANEL (self->analysis)), moves);

  lalao_move_list_set_mistakes (LALAO_MOVE_LIST (self->move_list), moves, n);
  lalao_move_list_update (LALAO_MOVE_LIST (self->move_list), self->game);
}

static void
update (LalaoGameView *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoStatus status = current_status (self);
  LalaoSide side = lalao_game_get_side_to_move (self->game);
  g_autofree char *turn = NULL;
  g_autofree char *alert = NULL;
  gboolean thinking;

  maybe_let_computer_play (self);
  thinking = self->thinking != NULL;
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), status.result == LALAO_ONGOING && !thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
  gtk_widget_set_visible (self->spinner, thinking);

  if (status.result != LALAO_ONGOING)
    {
      g_autofree char *end = lalao_explain_status (e, status);
      gtk_label_set_text (GTK_LABEL (self->turn_label), _("Game Over"));
      set_status (self, end);
    }
  else
    {
      /* Translators: %s is a player, "South" or "White". */
      turn = g_strdup_printf (_("%s to play"), lalao_side_name (e, side));
      gtk_label_set_text (GTK_LABEL (self->turn_label), turn);
      if (thinking)
        set_status (self, _("The computer is thinking…"));
      else if (lalao_board_view_get_chain_in_progress (LALAO_BOARD_VIEW (self->board)))
        set_status (self, _("The chain of captures goes on: take again, or end the turn."));
      else if ((alert = last_move_alert (self)) != NULL)
        set_status (self, alert);
      else if (self->computer_level > 0)
        set_status (self, _("Your turn."));
      else
        set_status (self, "");
    }
  update_analysis (self, status);
  lalao_move_list_update (LALAO_MOVE_LIST (self->move_list), self->game);
  update_explanation (self);
  lalao_captured_view_update (LALAO_CAPTURED_VIEW (self->captured), self->game);
  gtk_widget_queue_draw (self->board);
  if (status.result != LALAO_ONGOING)
    show_end (self, status);
  g_signal_emit (self, signals[SIGNAL_UPDATED], 0);
}

static void
play_text (LalaoGameView *self, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!lalao_game_play_text (self->game, text, &error))
    set_status (self, error->message);
}

static void
on_ask_response (AdwMessageDialog *dialog, const char *response, LalaoGameView *self)
{
  g_autofree char *text = g_steal_pointer (&self->asked_move);

  if (text == NULL || g_strcmp0 (response, "cancel") == 0)
    return;
  /* Play goes on from here, the computer too. */
  self->reviewing = FALSE;
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  self->end_shown = FALSE;
  self->keep_variation = g_strcmp0 (response, "variation") == 0;
  play_text (self, text);
  self->keep_variation = FALSE;
}

/* A move from a past position of a game under review: a variation, or a
 * new game from there? */
static void
ask_about_move (LalaoGameView *self, const char *text)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  guint n = lalao_game_get_n_moves (self->game);
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  g_free (self->asked_move);
  self->asked_move = g_strdup (text);
  if (n == 0)
    body = g_strdup (_("You are at the start of the game. Your move can start a variation, and the game’s moves are kept "
                       "beside it, or a new game from here without them."));
  else
    /* Translators: %u is the number of moves played up to the position on the board. */
    body = g_strdup_printf (ngettext ("You are looking at the position after %u move. Your move can start a variation, "
                                      "and the moves that followed are kept beside it, or a new game from here "
                                      "without them.",
                                      "You are looking at the position after %u moves. Your move can start a "
                                      "variation, and the moves that followed are kept beside it, or a new game from "
                                      "here without them.", n), n);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Play From Here?"), body);
  gtk_widget_set_name (dialog, "ask-dialog");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    /* Translators: a button: the moves after this position are dropped. */
                                    "new-game", _("_New Game From Here"),
                                    /* Translators: a button: the moves after this position are kept as a variation. */
                                    "variation", _("_Start a Variation"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "variation", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "variation");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_ask_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_move_chosen (LalaoBoardView *board, const char *text, LalaoGameView *self)
{
  if (self->reviewing && lalao_game_get_n_moves (self->game) < lalao_game_get_n_moves_recorded (self->game))
    ask_about_move (self, text);
  else
    play_text (self, text);
}

static void
on_move_refused (LalaoBoardView *board, const char *move, const char *why, LalaoGameView *self)
{
  set_status (self, why);
}

void
lalao_game_view_start (LalaoGameView *self, const char *game_id, const char *fen, LalaoOptions options,
                       int computer_level, LalaoSide person_side)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  stop_thinking (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  self->game = lalao_game_new (game_id, fen, options, &error);
  g_return_if_fail (self->game != NULL);
  self->computer_level = computer_level;
  self->person_side = person_side;
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  self->end_shown = FALSE;
  self->reviewing = FALSE;
  self->in_match = FALSE;
  self->match_game_scored = FALSE;
  if (computer_level > 0)
    lalao_ai_player_set_level (self->ai, computer_level);
  g_clear_pointer (&self->record, lalao_record_game_free);
  self->record = lalao_record_game_new_for (self->game);
  name_players (self);
  connect_game (self);
}

void
lalao_game_view_set_match (LalaoGameView *self, const LalaoMatch *match)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self) && self->game != NULL);
  self->in_match = match != NULL && lalao_match_supported (lalao_game_get_engine (self->game));
  if (self->in_match)
    self->match = *match;
  self->match_game_scored = FALSE;
  update_match_label (self);
}

gboolean
lalao_game_view_get_match (LalaoGameView *self, LalaoMatch *match)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  if (self->in_match && match != NULL)
    *match = self->match;
  return self->in_match;
}

const char *
lalao_game_view_get_match_text (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  return self->in_match ? gtk_label_get_text (GTK_LABEL (self->match_label)) : "";
}

void
lalao_game_view_next_match_game (LalaoGameView *self)
{
  LalaoMatch match;

  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (!self->in_match || !self->match_game_scored || lalao_match_is_over (&self->match))
    return;
  match = self->match;
  /* The players swap sides: the person against the computer too. */
  lalao_game_view_start (self, lalao_game_get_engine (self->game)->id, NULL, lalao_game_get_options (self->game),
                         self->computer_level, self->computer_level > 0 ? !self->person_side : LALAO_FIRST);
  lalao_game_view_set_match (self, &match);
}

/* The game's signals, its board and the panel. */
static void
connect_game (LalaoGameView *self)
{
  g_signal_connect_swapped (self->game, "moved", G_CALLBACK (on_game_changed), self);
  g_signal_connect_swapped (self->game, "undone", G_CALLBACK (on_game_changed), self);
  lalao_board_view_set_game (LALAO_BOARD_VIEW (self->board), self->game);
  lalao_board_view_set_flipped (LALAO_BOARD_VIEW (self->board),
                                self->computer_level > 0 && self->person_side == LALAO_SECOND);
  update_players (self);
  update (self);
}

void
lalao_game_view_undo (LalaoGameView *self)
{
  stop_thinking (self);
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  self->end_shown = FALSE;
  /* Against the computer, one undo takes back its reply and the move. */
  if (lalao_game_undo (self->game) && computer_to_move (self))
    lalao_game_undo (self->game);
  update (self);
}

void
lalao_game_view_redo (LalaoGameView *self)
{
  stop_thinking (self);
  if (lalao_game_redo (self->game) && computer_to_move (self))
    lalao_game_redo (self->game);
  update (self);
}

static void
on_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, &error);

  if (answer != NULL && current_status (self).result == LALAO_ONGOING)
    {
      const LalaoEngine *e = lalao_game_get_engine (self->game);
      g_autofree char *move = lalao_describe_move (e, lalao_game_get_position (self->game), answer->move);
      /* Translators: a hint: %1$s is a move, %2$s why it is good. */
      g_autofree char *text = g_strdup_printf (_("Try %1$s. %2$s"), move, answer->reason);
      lalao_board_view_set_hint (LALAO_BOARD_VIEW (self->board), &answer->move);
      set_status (self, text);
    }
  g_object_unref (self);
}

void
lalao_game_view_hint (LalaoGameView *self)
{
  if (self->game == NULL || self->thinking != NULL || current_status (self).result != LALAO_ONGOING)
    return;
  set_status (self, _("Looking for a good move…"));
  lalao_ai_player_hint_async (self->ai, self->game, NULL, on_hint, g_object_ref (self));
}

void
lalao_game_view_resign (LalaoGameView *self)
{
  LalaoSide loser;

  if (self->game == NULL || current_status (self).result != LALAO_ONGOING)
    return;
  stop_thinking (self);
  loser = self->computer_level > 0 ? self->person_side : lalao_game_get_side_to_move (self->game);
  self->agreed_end = (LalaoStatus){ loser == LALAO_FIRST ? LALAO_SECOND_WINS : LALAO_FIRST_WINS, LALAO_RULE_RESIGNATION };
  update (self);
}

static void
on_draw_answer (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoGameView *self = data;
  g_autoptr (LalaoAiAnswer) answer = lalao_ai_player_hint_finish (LALAO_AI_PLAYER (source), result, NULL);

  /* The computer accepts when it does not think it is better. */
  if (answer != NULL)
    {
      int computer_score = computer_to_move (self) ? answer->score : -answer->score;
      if (computer_score <= 30)
        {
          self->agreed_end = (LalaoStatus){ LALAO_DRAW, LALAO_RULE_AGREEMENT };
          update (self);
        }
      else
        set_status (self, _("The computer declines the draw: it thinks it stands better."));
    }
  g_object_unref (self);
}

void
lalao_game_view_offer_draw (LalaoGameView *self)
{
  if (self->game == NULL || current_status (self).result != LALAO_ONGOING)
    return;
  if (self->computer_level == 0)
    {
      self->agreed_end = (LalaoStatus){ LALAO_DRAW, LALAO_RULE_AGREEMENT };
      update (self);
      return;
    }
  set_status (self, _("The computer considers your offer…"));
  lalao_ai_player_hint_async (self->ai, self->game, NULL, on_draw_answer, g_object_ref (self));
}

void
lalao_game_view_flip (LalaoGameView *self)
{
  LalaoBoardView *board = LALAO_BOARD_VIEW (self->board);
  lalao_board_view_set_flipped (board, !lalao_board_view_get_flipped (board));
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

/* The players' names for the record: the person, the computer and its
 * level, or two people. */
static void
name_players (LalaoGameView *self)
{
  const char *person = g_get_real_name ();
  g_autofree char *computer = NULL;

  if (person == NULL || *person == '\0' || g_str_equal (person, "Unknown"))
    person = g_get_user_name ();
  if (self->computer_level == 0)
    return;
  /* Translators: the computer's name in a saved game; %d is its level, 1 to 5. */
  computer = g_strdup_printf (_("Lalao (level %d)"), self->computer_level);
  lalao_record_game_set_tag (self->record, "White", self->person_side == LALAO_FIRST ? person : computer);
  lalao_record_game_set_tag (self->record, "Black", self->person_side == LALAO_FIRST ? computer : person);
}

void
lalao_game_view_go_to (LalaoGameView *self, guint index)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self));
  if (self->game == NULL || index > lalao_game_get_n_moves_recorded (self->game))
    return;
  stop_thinking (self);
  self->reviewing = TRUE;
  lalao_game_go_to (self->game, index);
  update (self);
}

gboolean
lalao_game_view_get_reviewing (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  return self->reviewing;
}

static gboolean
on_review_key (LalaoGameView *self, guint keyval, guint keycode, GdkModifierType state)
{
  guint n, all;

  if (self->game == NULL || !self->reviewing || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  n = lalao_game_get_n_moves (self->game);
  all = lalao_game_get_n_moves_recorded (self->game);
  switch (keyval)
    {
    case GDK_KEY_Home:
      lalao_game_view_go_to (self, 0);
      return TRUE;
    case GDK_KEY_Left:
      if (n > 0)
        lalao_game_view_go_to (self, n - 1);
      return TRUE;
    case GDK_KEY_Right:
      if (n < all)
        lalao_game_view_go_to (self, n + 1);
      return TRUE;
    case GDK_KEY_End:
      lalao_game_view_go_to (self, all);
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
lalao_game_view_load (LalaoGameView *self, LalaoRecordGame *record, gboolean resume, GError **error)
{
  LalaoGame *game;

  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  if ((game = lalao_record_game_to_game (record, error)) == NULL)
    {
      lalao_record_game_free (record);
      return FALSE;
    }
  stop_thinking (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->record, lalao_record_game_free);
  self->game = game;
  self->record = record;
  /* A saved game is replayed by two people on this device. */
  self->computer_level = 0;
  self->person_side = LALAO_FIRST;
  self->agreed_end = (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
  /* An opened game is reviewed; it says how it ended in its tags. */
  self->end_shown = TRUE;
  self->reviewing = TRUE;
  if (g_str_equal (record->result, "1-0") || g_str_equal (record->result, "0-1") || g_str_equal (record->result, "1/2-1/2"))
    if (lalao_game_get_status (game).result == LALAO_ONGOING)
      self->agreed_end = (LalaoStatus){ g_str_equal (record->result, "1-0")   ? LALAO_FIRST_WINS
                                        : g_str_equal (record->result, "0-1") ? LALAO_SECOND_WINS
                                                                              : LALAO_DRAW,
                                        g_str_equal (record->result, "1/2-1/2") ? LALAO_RULE_AGREEMENT
                                                                                 : LALAO_RULE_RESIGNATION };
  /* The autosaved game goes on where it was left, against the same opponent. */
  self->in_match = FALSE;
  self->match_game_scored = FALSE;
  if (resume && lalao_autosave_get_players (record, &self->computer_level, &self->person_side))
    {
      self->reviewing = FALSE;
      self->end_shown = FALSE;
      /* A match goes on too. */
      self->in_match = lalao_match_supported (record->engine)
                       && lalao_match_from_text (lalao_record_game_get_tag (record, "LalaoMatch"), &self->match);
      if (self->computer_level > 0)
        lalao_ai_player_set_level (self->ai, self->computer_level);
    }
  /* A match saved between two games (its last game over and already
   * scored) goes on with the next game. */
  gboolean between_games = self->in_match && current_status (self).result != LALAO_ONGOING
                           && !lalao_match_is_over (&self->match);
  if (between_games)
    self->match_game_scored = self->end_shown = TRUE;
  connect_game (self);
  if (between_games)
    lalao_game_view_next_match_game (self);
  return TRUE;
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

/* The current status, resignation and agreement included. */
LalaoStatus
lalao_game_view_get_status (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), (LalaoStatus){ 0 });
  return current_status (self);
}

LalaoRecordGame *
lalao_game_view_get_record (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  if (self->record == NULL)
    return NULL;
  lalao_record_game_follow (self->record, self->game, FALSE);
  if (self->in_match)
    {
      g_autofree char *match = lalao_match_to_text (&self->match);
      g_autofree char *round = g_strdup_printf ("%d", self->match.n_played + (self->match_game_scored ? 0 : 1));
      lalao_record_game_set_tag (self->record, "Round", round);
      lalao_record_game_set_tag (self->record, "LalaoMatch", match);
    }
  if (self->agreed_end.result != LALAO_ONGOING)
    lalao_record_game_set_status (self->record, self->agreed_end);
  else
    lalao_record_game_set_status (self->record, lalao_game_get_status_at (self->game,
                                                                         lalao_game_get_n_moves_recorded (self->game)));
  return self->record;
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

  stop_thinking (self);
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

  stop_thinking (self);
  if (self->analysis != NULL)
    lalao_analysis_panel_stop (LALAO_ANALYSIS_PANEL (self->analysis));
  GTK_WIDGET_CLASS (lalao_game_view_parent_class)->unroot (widget);
}

static void
lalao_game_view_class_init (LalaoGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_game_view_dispose;
  widget_class->unroot = lalao_game_view_unroot;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);

  /* "New Game" in the end-of-game dialog. */
  signals[SIGNAL_NEW_GAME_REQUESTED] =
    g_signal_new ("new-game-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* After every change the view shows: a move, an undo, a new game, its
   * end and a match game scored (the window autosaves on it). */
  signals[SIGNAL_UPDATED] =
    g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  g_type_ensure (LALAO_TYPE_BOARD_VIEW);
  g_type_ensure (LALAO_TYPE_EXPLAIN_PANEL);
  g_type_ensure (LALAO_TYPE_CAPTURED_VIEW);
  g_type_ensure (LALAO_TYPE_MOVE_LIST);
  g_type_ensure (LALAO_TYPE_ANALYSIS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/lalao/Lalao/lalao-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, board);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, panel);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, turn_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, spinner);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, status_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, explain_panel);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, move_list);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, analysis);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, players_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, match_label);
  gtk_widget_class_bind_template_child (widget_class, LalaoGameView, captured);
  gtk_widget_class_bind_template_callback (widget_class, on_move_chosen);
  gtk_widget_class_bind_template_callback (widget_class, on_move_refused);
  gtk_widget_class_bind_template_callback (widget_class, on_mistakes_changed);
  gtk_widget_class_bind_template_callback (widget_class, lalao_game_view_go_to);
  gtk_widget_class_bind_template_callback_full (widget_class, "update", G_CALLBACK (update));
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

  /* Home, Left, Right and End step through a game under review, before
   * the board takes the arrows for its cursor. */
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (on_review_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
