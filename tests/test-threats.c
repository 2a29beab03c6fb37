/* test-threats.c — the coach's overlay: on hand-built positions, exactly
 * the points the opponent could take next turn.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-i18n.h"
#include "lalao-threats.h"

static guint64
points (const LalaoEngine *e, const char *names)
{
  g_auto (GStrv) list = g_strsplit (names, " ", -1);
  guint64 bits = 0;
  for (char **n = list; *n != NULL && **n != '\0'; n++)
    for (int i = 0; i < 64; i++)
      {
        char name[8];
        e->point_name (i, name);
        if (g_str_equal (name, *n))
          bits |= G_GUINT64_CONSTANT (1) << i;
      }
  return bits;
}

static void
check (const char *game, const char *fen, LalaoSide victim, const char *expected, int most)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoPosition pos;
  LalaoError err;
  LalaoThreats t;

  g_assert_true (e->from_fen (&pos, fen, lalao_engine_default_options (e), &err));
  g_assert_true (lalao_threats_find (e, &pos, victim, &t));
  g_assert_cmphex (t.points, ==, points (e, expected));
  g_assert_cmpint (t.most, ==, most);
}

/* Samantsy: the farasy on c2 is attacked by the zaza on d3 and defended
 * by nothing; the zaza on e2, attacked too, is defended by its hova. */
static void
test_samantsy (void)
{
  check ("samantsy", "4k3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", LALAO_FIRST, "c2", 1);
  /* Black's zaza on d3 is attacked in turn by the zaza on e2, and
   * nothing of Black's defends it. */
  check ("samantsy", "4k3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", LALAO_SECOND, "d3", 1);
  /* Defended, it is not marked: a black vorona on d8 guards d3, and
   * the zaza taking it would be taken back (an even trade). */
  check ("samantsy", "3rk3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", LALAO_SECOND, "", 0);
}

/* The lines of lalao-cli threats, joined. */
static char *
listed (const char *game, const char *fen, LalaoSide victim, LalaoThreats *t)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  LalaoPosition pos;
  LalaoError err;

  g_assert_true (e->from_fen (&pos, fen, lalao_engine_default_options (e), &err));
  g_assert_true (lalao_threats_find (e, &pos, victim, t));
  g_autoptr (GPtrArray) lines = lalao_threats_list (e, &pos, t, victim);
  g_ptr_array_add (lines, NULL);
  return g_strjoinv ("\n", (char **) lines->pdata);
}

/* Samantsy: a defended piece attacked by a lesser one is a threat (the
 * zaza on f5 takes the farasy on e4, the zaza on d3 takes back: a zaza
 * for a farasy), and so are a mate and a block; the text never says
 * "nothing" when a capture is possible. */
static void
test_samantsy_all (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoThreats t;
  g_autofree char *defended = listed ("samantsy", "4k3/8/8/5p2/4N3/3P4/8/4K3 w - - 0 1", LALAO_FIRST, &t);
  g_autofree char *mate = NULL, *block = NULL, *said = NULL;

  g_assert_cmpstr (defended, ==, "Threat on e4: the zaza on f5 could take the farasy on e4 (Zaza f5×e4).");
  g_assert_cmphex (t.points, ==, points (e, "e4"));
  /* Back rank: the vorona on a8 mates on a1. */
  mate = listed ("samantsy", "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", LALAO_FIRST, &t);
  g_assert_cmpint (t.win_rule, ==, LALAO_RULE_CHECKMATE);
  g_assert_cmpstr (mate, ==, "Black threatens checkmate: the move from a8 to a1 would mate your hova.");
  /* Two voronas: h1-h7 leaves the lone hova on a8 no move, and a blocked hova loses. */
  block = listed ("samantsy", "k7/8/8/8/8/8/8/1R2K2R b - - 0 1", LALAO_SECOND, &t);
  g_assert_cmpint (t.win_rule, ==, LALAO_RULE_STALEMATE);
  g_assert_true (g_str_has_prefix (block, "White threatens to block your hova: after the move from h1 to h7"));
  /* Only an even trade is possible: said, not "nothing can be taken". */
  LalaoPosition pos;
  LalaoError err;
  g_assert_true (e->from_fen (&pos, "3rk3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", 0, &err));
  g_assert_true (lalao_threats_find (e, &pos, LALAO_SECOND, &t));
  said = lalao_threats_describe (e, &t, LALAO_SECOND);
  g_assert_cmpstr (said, ==, "What can be taken of yours is defended: no capture wins material next turn.");
}

/* Fanorona: from the start, every capture is listed, and the overlay
 * rings only the largest (the threats' colour is the board's own). */
static void
test_fanorona_ranked (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("fanorona");
  LalaoPosition pos;
  LalaoError err;
  LalaoThreats t;

  g_assert_true (e->from_fen (&pos, "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW b", 0, &err));
  g_assert_true (lalao_threats_find (e, &pos, LALAO_SECOND, &t));
  g_assert_cmpint (t.n, >=, 8);
  g_assert_cmpint (__builtin_popcountll (t.points), >=, 8);
  g_assert_cmpint (t.most, ==, 2);
  /* Ranked: the overlay shows the two-stone captures, not every stone. */
  g_assert_cmphex (lalao_threats_overlay (e, &t), ==, t.ranked);
  g_assert_cmpint (__builtin_popcountll (t.ranked), <, __builtin_popcountll (t.points));
  for (int i = 0; i < t.n; i++)
    g_assert_cmpint (t.list[i].gain, <=, t.list[0].gain);
}

/* Songo: each harvest named, pit by pit, with the pit that sows. */
static void
test_songo_list (void)
{
  LalaoThreats t;
  g_autofree char *text = listed ("songo", "5,5,5,5,5,1,1/5,5,5,5,5,5,2 s 5 6", LALAO_FIRST, &t);

  g_assert_nonnull (strstr (text, "Threat on S5: sowing N6 would harvest it, 2 seeds of a harvest of 4 seeds."));
  g_assert_nonnull (strstr (text, "Threat on S6: sowing N6 would harvest it, 2 seeds of a harvest of 4 seeds."));
}

/* Surakarta: the capture round the loop, named with what takes. */
static void
test_surakarta_list (void)
{
  LalaoThreats t;
  g_autofree char *text = listed ("surakarta", "6/6/6/4b1/6/3w2 w 0 1", LALAO_FIRST, &t);

  g_assert_nonnull (strstr (text, "Threat on d1: the piece on e3 could take the piece on d1 (e3×d1)."));
}

/* Surakarta: the piece on d1 can be taken round the loop by the piece on
 * e3, whose capture of d1 would go the same way back. */
static void
test_surakarta (void)
{
  check ("surakarta", "6/6/6/4b1/6/3w2 w 0 1", LALAO_FIRST, "d1", 1);
}

/* Fanorona: the white stone on d3 between two black ones is taken by
 * withdrawal (c3 to b3) or by approach (f3 to e3). */
static void
test_fanorona (void)
{
  check ("fanorona", "9/9/2BW1B3/9/9 w", LALAO_FIRST, "d3", 1);
}

/* Songo: North's N6 sows into S6 and S5 and harvests both, four seeds;
 * the bidoua of both sides is given. */
static void
test_songo (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("songo");
  LalaoPosition pos;
  LalaoError err;
  LalaoThreats t;

  check ("songo", "5,5,5,5,5,1,1/5,5,5,5,5,5,2 s 5 6", LALAO_FIRST, "S5 S6", 4);
  g_assert_true (e->from_fen (&pos, "5,5,5,5,5,1,1/5,5,5,5,5,5,2 s 5 6", 0, &err));
  g_assert_true (lalao_threats_find (e, &pos, LALAO_FIRST, &t));
  g_assert_cmpint (t.seeds[5], ==, 2);
  g_assert_cmpint (t.seeds[6], ==, 2);
  g_assert_cmpint (t.bidoua[0], >=, 0);
  g_assert_cmpint (t.bidoua[1], >=, 0);
  g_autofree char *said = lalao_threats_describe (e, &t, LALAO_FIRST);
  g_assert_cmpstr (said, ==, "North could harvest S5, S6 next turn: 4 seeds at most.");
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  lalao_i18n_set_language ("en");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/threats/samantsy", test_samantsy);
  g_test_add_func ("/threats/surakarta", test_surakarta);
  g_test_add_func ("/threats/fanorona", test_fanorona);
  g_test_add_func ("/threats/songo", test_songo);
  g_test_add_func ("/threats/samantsy-all", test_samantsy_all);
  g_test_add_func ("/threats/fanorona-ranked", test_fanorona_ranked);
  g_test_add_func ("/threats/songo-list", test_songo_list);
  g_test_add_func ("/threats/surakarta-list", test_surakarta_list);
  return g_test_run ();
}
