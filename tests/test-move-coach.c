/* test-move-coach.c — the coach that says why: on hand-built positions
 * of each game, its sentences name what matters (the forked pieces, the
 * square where a blunder's refutation takes, the recapture of a trade,
 * the harvest a Songo move threatens, the capture round a loop).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-i18n.h"
#include "lalao-move-coach.h"
#include "lalao-move-cost.h"

/* The legal move `text` of `fen`. */
static LalaoMove
legal (const LalaoEngine *e, LalaoPosition *pos, const char *fen, const char *text)
{
  LalaoMove moves[LALAO_MAX_MOVES], move;
  LalaoError err;
  char name[LALAO_MOVE_TEXT_MAX];

  g_assert_true (e->from_fen (pos, fen, lalao_engine_default_options (e), &err));
  int n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      e->format_move (pos, moves[i], name);
      if (g_str_equal (name, text))
        return moves[i];
    }
  g_error ("%s is not legal in %s", text, fen);
  return move;
}

static LalaoMoveJudgement *
judge (const char *game, const char *fen, const char *text)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoPosition pos;
  LalaoMove move = legal (e, &pos, fen, text);
  LalaoMoveJudgement *j = lalao_move_coach_judge (e, &pos, move, 0);
  g_autofree char *said = lalao_move_judgement_text (j);

  g_test_message ("%s %s: %s", game, text, said);
  g_assert_nonnull (j->why);
  return j;
}

static void
assert_has (const char *text, const char *part)
{
  if (text == NULL || strstr (text, part) == NULL)
    g_error ("\"%s\" does not say \"%s\"", text, part);
}

/* Samantsy: the farasy's fork names both voronas; 1.e4 Nf6 attacks the
 * zaza on e4; the vorona given away is a blunder taken on g7, with the
 * better move; a capture taken back is a trade. */
static void
test_samantsy (void)
{
  g_autoptr (LalaoMoveJudgement) fork = judge ("samantsy", "4k3/1r3r2/8/8/4N3/8/8/4K3 w - - 0 1", "e4d6");
  g_autoptr (LalaoMoveJudgement) attack = judge ("samantsy", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 0 1",
                                                 "g8f6");
  g_autoptr (LalaoMoveJudgement) blunder = judge ("samantsy", "7k/8/8/8/8/8/8/K5R1 w - - 0 1", "g1g7");
  g_autoptr (LalaoMoveJudgement) trade = judge ("samantsy", "4k3/8/8/5p2/4N3/3P4/8/4K3 b - - 0 1", "f5e4");
  g_autoptr (LalaoMoveJudgement) parry = judge ("samantsy", "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", "h2h3");

  assert_has (fork->why, "It forks the vorona on b7 and the vorona on f7");
  g_assert_cmpint (fork->verdict, <=, LALAO_VERDICT_GOOD);
  assert_has (attack->why, "It attacks the zaza on e4: the farasy on f6 could take it next turn.");
  g_assert_cmpint (blunder->verdict, ==, LALAO_VERDICT_BLUNDER);
  assert_has (blunder->why, "It leaves the vorona on g7 to be taken by the hova on h8.");
  assert_has (blunder->refutation, "The answer Hova h8×g7 takes the vorona on g7.");
  g_assert_nonnull (blunder->better);
  assert_has (blunder->better, "Better was ");
  assert_has (trade->why, "It captures the farasy on e4. It can be taken back on e4 by the zaza on d3: a trade.");
  assert_has (trade->refutation, "The answer Zaza d3×e4 takes back on e4.");
  assert_has (parry->why, "It stops the threat of checkmate on a1.");

  /* The verdict is on the review's scale, the share of the points lost:
   * a vorona given away with two voronas against a lone hova loses many
   * centi-units but not the game, so it is an inaccuracy (it gives
   * something away, so it is not called good), not a blunder. */
  g_autoptr (LalaoMoveJudgement) still_won = judge ("samantsy", "3k4/8/8/8/8/8/8/R1R1K3 w - - 0 1", "c1c7");
  g_assert_cmpint (still_won->loss, >, 350);
  g_assert_cmpfloat (still_won->cost, <, LALAO_MISTAKE_COST);
  g_assert_cmpint (still_won->verdict, ==, LALAO_VERDICT_INACCURACY);
  assert_has (still_won->verdict_text, "An inaccuracy.");
  g_assert_cmpint (lalao_mistake_of_cost (blunder->cost), ==, LALAO_MISTAKE_BLUNDER);
}

/* The guided game's warning: what a move leaves to be taken. */
static void
test_samantsy_hangs (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoPosition pos;
  LalaoMove move = legal (e, &pos, "7k/8/8/8/8/8/8/K5R1 w - - 0 1", "g1g7");
  int taker = -1;

  g_assert_cmpint (lalao_move_coach_hangs (e, &pos, move, &taker), ==, 6 * 8 + 6);
  g_assert_cmpint (taker, ==, 7 * 8 + 7);
  move = legal (e, &pos, "7k/8/8/8/8/8/8/K5R1 w - - 0 1", "g1g2");
  g_assert_cmpint (lalao_move_coach_hangs (e, &pos, move, NULL), ==, -1);
}

/* Songo: a sowing that prepares a harvest names the pit that would sow,
 * the pit reached and the seeds. */
static void
test_songo (void)
{
  g_autoptr (LalaoMoveJudgement) harvest = judge ("songo", "8,2,8,8,0,2,7/7,7,7,1,7,6,0 n 0 0", "N3");
  g_autoptr (LalaoMoveJudgement) loses = judge ("songo", "5,5,5,5,5,1,1/5,5,5,5,5,5,2 s 5 6", "S0");

  assert_has (harvest->why, "It threatens a harvest: next turn, sowing N4 would reach S1 and take 3 seeds in all.");
  assert_has (loses->why, "the seeds of S5");
  assert_has (loses->refutation, "The answer N6 harvests the seeds of S5 and the seeds of S6.");
  g_assert_cmpint (loses->verdict, >=, LALAO_VERDICT_MISTAKE);
  assert_has (loses->better, "Better was S5.");
}

/* Surakarta: the threat round a loop, and the piece it leaves. */
static void
test_surakarta (void)
{
  g_autoptr (LalaoMoveJudgement) loop = judge ("surakarta", "bbbbbb/bbbbb1/4b1/3w2/ww1www/wwwwww w 2 2", "d3c4");

  assert_has (loop->why, "It threatens the piece on c6: next turn, the piece on c4 could go round a loop and take it.");
  assert_has (loop->why, "But it leaves the piece on c4 to be taken by the piece on c6.");
  assert_has (loop->refutation, "The answer c6×c4 takes the piece on c4.");
}

/* Fanorona: a capture, the longer capture it prepares, and the better
 * chain. */
static void
test_fanorona (void)
{
  g_autoptr (LalaoMoveJudgement) chain = judge ("fanorona", "1BB1B1BBB/B1B1B1BBB/5B1BW/WWWWWWWWW/WW4WWW b", "h4g3A");

  assert_has (chain->why, "It captures 1 stone.");
  assert_has (chain->why, "It threatens a capture of 2 stones");
  g_assert_cmpint (chain->verdict, >=, LALAO_VERDICT_INACCURACY);
  assert_has (chain->better, "It captures 4 stones. A chain of 3 captures in one turn.");
}

/* French: the same model, the glossary's words. */
static void
test_french (void)
{
  lalao_i18n_set_language ("fr");
  g_autoptr (LalaoMoveJudgement) fork = judge ("samantsy", "4k3/1r3r2/8/8/4N3/8/8/4K3 w - - 0 1", "e4d6");
  assert_has (fork->why, "le vorona en b7");
  assert_has (fork->why, "le vorona en f7");
  lalao_i18n_set_language ("en");
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  lalao_i18n_set_language ("en");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-coach/samantsy", test_samantsy);
  g_test_add_func ("/move-coach/samantsy-hangs", test_samantsy_hangs);
  g_test_add_func ("/move-coach/songo", test_songo);
  g_test_add_func ("/move-coach/surakarta", test_surakarta);
  g_test_add_func ("/move-coach/fanorona", test_fanorona);
  g_test_add_func ("/move-coach/french", test_french);
  return g_test_run ();
}
