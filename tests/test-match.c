/* test-match.c — Surakarta match play: points for the pieces left.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-i18n.h"
#include "lalao-match.h"

static void
position (const char *fen, LalaoPosition *pos)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  LalaoError err;
  g_assert_true (e->from_fen (pos, fen, 0, &err));
}

/* Three games: the players swap sides, each scores their pieces left,
 * and the higher total wins once the three are played. */
static void
test_fixed_games (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  LalaoMatch match = lalao_match_new (LALAO_MATCH_GAMES, 3);
  LalaoPosition end;

  g_assert_true (lalao_match_supported (e));
  g_assert_false (lalao_match_supported (lalao_engine_lookup ("songo")));
  /* Game 1: player 0 is White and keeps 5 pieces, Black 3. */
  g_assert_cmpint (lalao_match_side_of_player0 (&match), ==, LALAO_FIRST);
  position ("bb4/b5/6/6/w5/wwww2 w 0 40", &end);
  lalao_match_score_game (&match, e, &end, -1);
  g_assert_cmpint (match.points[0], ==, 5);
  g_assert_cmpint (match.points[1], ==, 3);
  g_assert_false (lalao_match_is_over (&match));
  g_autofree char *under_way = lalao_match_describe (&match, "you", "the computer");
  g_assert_cmpstr (under_way, ==, "Match of 3 games, game 2: you 5, the computer 3.");
  /* Game 2: player 0 is Black now, and resigns: player 1 scores White's 2. */
  g_assert_cmpint (lalao_match_side_of_player0 (&match), ==, LALAO_SECOND);
  position ("bbbb2/6/6/6/6/ww4 b 0 40", &end);
  lalao_match_score_game (&match, e, &end, LALAO_SECOND);
  g_assert_cmpint (match.points[0], ==, 5);
  g_assert_cmpint (match.points[1], ==, 5);
  g_assert_cmpint (lalao_match_leader (&match), ==, -1);
  /* Game 3: player 0 is White again and takes everything. */
  position ("6/6/6/6/6/w5 b 0 40", &end);
  lalao_match_score_game (&match, e, &end, -1);
  g_assert_true (lalao_match_is_over (&match));
  g_assert_cmpint (lalao_match_leader (&match), ==, 0);
  g_assert_cmpint (match.points[0], ==, 6);
  g_autofree char *over = lalao_match_describe (&match, "Player 1", "Player 2");
  g_assert_cmpstr (over, ==, "Match of 3 games, over: Player 1 6, Player 2 5.");
}

/* Up to 10 points: over when one player reaches it ahead of the other. */
static void
test_points (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("surakarta");
  LalaoMatch match = lalao_match_new (LALAO_MATCH_POINTS, 10);
  LalaoMatch copy;
  LalaoPosition end;
  g_autofree char *text = NULL;

  position ("bbbbbb/6/6/6/6/wwwwww w 0 40", &end);
  lalao_match_score_game (&match, e, &end, -1);
  g_assert_false (lalao_match_is_over (&match));
  lalao_match_score_game (&match, e, &end, -1);
  /* 12 each: level, the race goes on. */
  g_assert_false (lalao_match_is_over (&match));
  position ("b5/6/6/6/6/wwwwww w 0 40", &end);
  lalao_match_score_game (&match, e, &end, -1);
  g_assert_true (lalao_match_is_over (&match));
  g_assert_cmpint (lalao_match_leader (&match), ==, 0);

  text = lalao_match_to_text (&match);
  g_assert_cmpstr (text, ==, "points 10 3 18 13");
  g_assert_true (lalao_match_from_text (text, &copy));
  g_assert_cmpmem (&copy, sizeof copy, &match, sizeof match);
  g_assert_false (lalao_match_from_text ("points 10 3 18", &copy));
  g_assert_false (lalao_match_from_text ("goals 10 3 18 13", &copy));
  g_assert_false (lalao_match_from_text ("games 0 0 0 0", &copy));
  g_assert_false (lalao_match_from_text ("games 3 0 0 0 x", &copy));
  g_assert_false (lalao_match_from_text (NULL, &copy));
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match/fixed-games", test_fixed_games);
  g_test_add_func ("/match/points", test_points);
  return g_test_run ();
}
