/* lalao-game-view-match.c — the game view's part.
 *
 * A match of several games (Surakarta): its score,
 * kept when each game ends, and its next game.
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

void
_lalao_game_view_update_match_label (LalaoGameView *self)
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
void
_lalao_game_view_score_match_game (LalaoGameView *self, LalaoStatus status)
{
  int resigned = -1;

  if (!self->in_match || self->match_game_scored)
    return;
  if (status.rule == LALAO_RULE_RESIGNATION)
    resigned = status.result == LALAO_FIRST_WINS ? LALAO_SECOND : LALAO_FIRST;
  lalao_match_score_game (&self->match, lalao_game_get_engine (self->game), lalao_game_get_position (self->game),
                          resigned);
  self->match_game_scored = TRUE;
  _lalao_game_view_update_match_label (self);
}

/* The end of a match: who won it. */
const char *
_lalao_game_view_match_heading (LalaoGameView *self)
{
  int leader = lalao_match_leader (&self->match);
  gboolean person_is_0 = self->person_side == player0_side (self);

  if (leader < 0)
    return _("The Match Is Drawn");
  if (self->computer_level > 0)
    return (leader == 0) == person_is_0 ? _("You Won the Match") : _("You Lost the Match");
  return leader == 0 ? _("Player 1 Won the Match") : _("Player 2 Won the Match");
}

void
lalao_game_view_set_match (LalaoGameView *self, const LalaoMatch *match)
{
  g_return_if_fail (LALAO_IS_GAME_VIEW (self) && self->game != NULL);
  self->in_match = match != NULL && lalao_match_supported (lalao_game_get_engine (self->game));
  if (self->in_match)
    self->match = *match;
  self->match_game_scored = FALSE;
  _lalao_game_view_update_match_label (self);
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
