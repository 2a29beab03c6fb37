/* lalao-game-view-review.c — the game view's part.
 *
 * A record in the view: loaded, stepped through with
 * the keys and the move list, a move from the past (a variation or a new
 * game), and the analysis of a finished game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-game-view"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-autosave.h"
#include "lalao-explainer.h"
#include "lalao-board-style.h"
#include "lalao-game-view-private.h"
#include "lalao-move-coach.h"

/* A game under review, or over, is analysed in the background; while it
 * is played the computer's analysis would only slow its moves. */
void
_lalao_game_view_update_analysis (LalaoGameView *self, LalaoStatus status)
{
  LalaoAnalysisPanel *panel = LALAO_ANALYSIS_PANEL (self->analysis);
  /* Two people playing here see the computer's view once their game is
   * over (unless the preference shows it): it would give one of them away. */
  gboolean between_people = self->live && self->computer_level == 0
                            && !g_settings_get_boolean (lalao_board_style_settings (), "analysis-between-people");
  gboolean wanted = status.result != LALAO_ONGOING || (self->reviewing && !between_people);

  gtk_widget_set_visible (self->analysis, wanted);
  if (!wanted)
    {
      lalao_analysis_panel_stop (panel);
      lalao_move_list_set_mistakes (LALAO_MOVE_LIST (self->move_list), NULL, NULL, 0);
      return;
    }
  /* A fifth of a move's thinking time per position: about 20 s for a
   * game of 60 moves at the default 1.5 s. */
  lalao_analysis_panel_show_game (panel, self->game,
                                  CLAMP (lalao_ai_player_get_move_time (self->ai) / 5, 10, 1000));
}

/* What the coach says of a mistake (1: the first move): what it allowed
 * and the better move; NULL when the move cannot be read. */
static char *
mistake_note (LalaoGameView *self, guint move)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  g_autofree char *text = NULL;
  LalaoMove played;
  LalaoError err;

  if (move == 0 || move > lalao_game_get_n_moves_recorded (self->game))
    return NULL;
  text = lalao_game_dup_move_text (self->game, move - 1);
  const LalaoPosition *before = lalao_game_get_position_at (self->game, move - 1);
  lalao_engine_read_move (e, before, text, &played, &err);
  if (err.code != LALAO_ERROR_NONE)
    return NULL;
  g_autoptr (LalaoMoveJudgement) j = lalao_move_coach_judge (e, before, played, 0);
  const char *allowed = j->refutation != NULL ? j->refutation : j->why;
  return j->better != NULL ? g_strjoin (" ", allowed, j->better, NULL) : g_strdup (allowed);
}

void
_lalao_game_view_on_mistakes_changed (LalaoGameView *self)
{
  guint moves[LALAO_EVAL_GRAPH_MAX_MISTAKES];
  LalaoEvalGraph *graph = lalao_analysis_panel_get_graph (LALAO_ANALYSIS_PANEL (self->analysis));
  guint n = lalao_eval_graph_get_mistakes (graph, moves);
  LalaoMistake kinds[LALAO_EVAL_GRAPH_MAX_MISTAKES];

  for (guint i = 0; i < n; i++)
    {
      kinds[i] = lalao_evaluations_judge_move (lalao_eval_graph_get_evaluations (graph),
                                               lalao_eval_graph_get_n_analysed (graph), moves[i]);
      g_autofree char *note = mistake_note (self, moves[i]);
      lalao_move_list_set_mistake_note (LALAO_MOVE_LIST (self->move_list), moves[i], note);
    }
  lalao_move_list_set_mistakes (LALAO_MOVE_LIST (self->move_list), moves, kinds, n);
  lalao_move_list_update (LALAO_MOVE_LIST (self->move_list), self->game);
}

void
_lalao_game_view_play_text (LalaoGameView *self, const char *text)
{
  g_autoptr (GError) error = NULL;

  if (!lalao_game_play_text (self->game, text, &error))
    _lalao_game_view_set_status (self, error->message);
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
  _lalao_game_view_play_text (self, text);
  self->keep_variation = FALSE;
}

/* A move from a past position of a game under review: a variation, or a
 * new game from there? */
void
_lalao_game_view_ask_about_move (LalaoGameView *self, const char *text)
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

/* The players' names for the record: the person, the computer and its
 * level, or two people. */
void
_lalao_game_view_name_players (LalaoGameView *self)
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

gboolean
lalao_game_view_get_reviewing (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), FALSE);
  return self->reviewing;
}

gboolean
_lalao_game_view_on_review_key (LalaoGameView *self, guint keyval, guint keycode, GdkModifierType state)
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
_lalao_game_view_load_record (LalaoGameView *self, LalaoRecordGame *record, gboolean resume, gboolean *between_games,
                              GError **error)
{
  LalaoGame *game;

  if ((game = lalao_record_game_to_game (record, error)) == NULL)
    {
      lalao_record_game_free (record);
      return FALSE;
    }
  _lalao_game_view_stop_thinking (self);
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
  /* A record of Lalao's says which: a Surakarta end by agreement is won. */
  LalaoRule said = lalao_rule_from_id (lalao_record_game_get_tag (record, "LalaoEnd"));
  if (self->agreed_end.result != LALAO_ONGOING && (said == LALAO_RULE_AGREEMENT || said == LALAO_RULE_RESIGNATION))
    self->agreed_end.rule = said;
  /* The autosaved game goes on where it was left, against the same opponent. */
  self->in_match = FALSE;
  self->match_game_scored = FALSE;
  self->live = FALSE;
  if (resume && lalao_record_game_get_players (record, &self->computer_level, &self->person_side))
    {
      self->reviewing = FALSE;
      self->live = TRUE;
      self->end_shown = FALSE;
      /* A match goes on too. */
      self->in_match = lalao_match_supported (record->engine)
                       && lalao_match_from_text (lalao_record_game_get_tag (record, "LalaoMatch"), &self->match);
      if (self->computer_level > 0)
        lalao_ai_player_set_level (self->ai, self->computer_level);
    }
  /* A match saved between two games (its last game over and already
   * scored) goes on with the next game. */
  *between_games = self->in_match && _lalao_game_view_current_status (self).result != LALAO_ONGOING
                   && !lalao_match_is_over (&self->match);
  if (*between_games)
    self->match_game_scored = self->end_shown = TRUE;
  _lalao_game_view_connect_game (self);
  return TRUE;
}

LalaoRecordGame *
lalao_game_view_get_record (LalaoGameView *self)
{
  g_return_val_if_fail (LALAO_IS_GAME_VIEW (self), NULL);
  if (self->record == NULL)
    return NULL;
  lalao_record_game_follow (self->record, self->game, FALSE);
  /* Who plays: a saved game against the computer goes on against it. */
  lalao_record_game_set_players (self->record, self->computer_level, self->person_side);
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
