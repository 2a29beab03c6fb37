/* lalao-match.c — a match of several games, scored by the pieces left.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "lalao-i18n.h"
#include "lalao-match.h"

/* A match's largest number of games or points. */
#define MAX_TARGET 999

gboolean
lalao_match_supported (const LalaoEngine *engine)
{
  return engine != NULL && engine->match_play;
}

LalaoMatch
lalao_match_new (LalaoMatchGoal goal, int target)
{
  return (LalaoMatch){ .goal = goal, .target = CLAMP (target, 1, MAX_TARGET) };
}

LalaoSide
lalao_match_side_of_player0 (const LalaoMatch *match)
{
  return match->n_played % 2 == 0 ? LALAO_FIRST : LALAO_SECOND;
}

void
lalao_match_score_game (LalaoMatch *match, const LalaoEngine *engine, const LalaoPosition *end, int resigned)
{
  LalaoSide side0 = lalao_match_side_of_player0 (match);

  for (int player = 0; player < 2; player++)
    {
      LalaoSide side = player == 0 ? side0 : !side0;
      /* Material is 100 a piece in the games that have matches. */
      if ((int) side != resigned)
        match->points[player] += engine->material (end, side) / 100;
    }
  match->n_played++;
}

gboolean
lalao_match_is_over (const LalaoMatch *match)
{
  if (match->goal == LALAO_MATCH_GAMES)
    return match->n_played >= match->target;
  /* A race to points that ends level goes on. */
  return MAX (match->points[0], match->points[1]) >= match->target && match->points[0] != match->points[1];
}

int
lalao_match_leader (const LalaoMatch *match)
{
  if (match->points[0] == match->points[1])
    return -1;
  return match->points[0] > match->points[1] ? 0 : 1;
}

char *
lalao_match_describe (const LalaoMatch *match, const char *player0, const char *player1)
{
  g_autofree char *goal = NULL;

  if (match->goal == LALAO_MATCH_GAMES)
    /* Translators: a Surakarta match over a fixed number of games. */
    goal = g_strdup_printf (ngettext ("Match of %d game", "Match of %d games", match->target), match->target);
  else
    /* Translators: a Surakarta match played until a player reaches a number of points. */
    goal = g_strdup_printf (ngettext ("Match to %d point", "Match to %d points", match->target), match->target);
  if (lalao_match_is_over (match))
    /* Translators: a finished match: “Match of 3 games, over: you 14, the computer 9.” */
    return g_strdup_printf (_("%1$s, over: %2$s %3$d, %4$s %5$d."), goal, player0, match->points[0], player1,
                            match->points[1]);
  /* Translators: a match under way, the points before the game being played: “Match of 3 games, game 2: you 5, the computer 3.” */
  return g_strdup_printf (_("%1$s, game %2$d: %3$s %4$d, %5$s %6$d."), goal, match->n_played + 1, player0,
                          match->points[0], player1, match->points[1]);
}

char *
lalao_match_to_text (const LalaoMatch *match)
{
  return g_strdup_printf ("%s %d %d %d %d", match->goal == LALAO_MATCH_GAMES ? "games" : "points", match->target,
                          match->n_played, match->points[0], match->points[1]);
}

gboolean
lalao_match_from_text (const char *text, LalaoMatch *match)
{
  char goal[8];
  int target, played, p0, p1;
  char end;

  if (text == NULL || sscanf (text, "%7s %d %d %d %d%c", goal, &target, &played, &p0, &p1, &end) != 5)
    return FALSE;
  if ((!g_str_equal (goal, "games") && !g_str_equal (goal, "points")) || target < 1 || target > MAX_TARGET
      || played < 0 || played > 100000 || p0 < 0 || p1 < 0 || p0 > 1000000 || p1 > 1000000)
    return FALSE;
  *match = lalao_match_new (g_str_equal (goal, "games") ? LALAO_MATCH_GAMES : LALAO_MATCH_POINTS, target);
  match->n_played = played;
  match->points[0] = p0;
  match->points[1] = p1;
  return TRUE;
}
