/* lalao-match.h — a match of several games, scored by the pieces left.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * RULES.md's Surakarta Option, after the seed's "Points": at the end of
 * each game every player scores the pieces they still have on the board.
 * The match is either a fixed number of games (the higher total wins) or
 * a race to a number of points (the first to reach it, or both at once:
 * the higher total). The players swap sides after each game, so that
 * each starts as often.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

typedef enum {
  LALAO_MATCH_GAMES,   /* a fixed number of games */
  LALAO_MATCH_POINTS,  /* up to a number of points */
} LalaoMatchGoal;

/* The two players are numbered by the side they take in the first game:
 * player 0 is the first player (White) then. */
typedef struct {
  LalaoMatchGoal goal;
  int target;      /* games to play, or points to reach */
  int n_played;    /* games finished */
  int points[2];   /* per player */
} LalaoMatch;

/* Whether the game's rules have match play (Surakarta). */
gboolean lalao_match_supported (const LalaoEngine *engine);
LalaoMatch lalao_match_new (LalaoMatchGoal goal, int target);

/* The side player 0 takes in the game under way (game n_played + 1). */
LalaoSide lalao_match_side_of_player0 (const LalaoMatch *match);
/* Scores the game under way, which ended in `end`: each player gets the
 * pieces they have left, except one who resigned (`resigned`: the side,
 * or -1), who gets none. */
void lalao_match_score_game (LalaoMatch *match, const LalaoEngine *engine, const LalaoPosition *end,
                             int resigned);
gboolean lalao_match_is_over (const LalaoMatch *match);
/* The player ahead (0 or 1), or -1 when the totals are level. */
int lalao_match_leader (const LalaoMatch *match);

/* "Match of 3 games, game 2: you 5, the computer 3." (the game under
 * way), or "Match of 3 games, over: you 14, the computer 9." */
char *lalao_match_describe (const LalaoMatch *match, const char *player0, const char *player1);

/* "games 3 2 12 7": the goal, target, games played and points, for the
 * autosave; from_text is FALSE on anything else. */
char *lalao_match_to_text (const LalaoMatch *match);
gboolean lalao_match_from_text (const char *text, LalaoMatch *match);

G_END_DECLS
