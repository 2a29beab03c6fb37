/* test-threats.c — the coach's overlay: on hand-built positions, exactly
 * the points the opponent could take next turn.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
  /* Defended, it is not marked: a black vorona on d8 guards d3. */
  check ("samantsy", "3rk3/8/8/8/8/3p4/2N1P3/4K3 w - - 0 1", LALAO_SECOND, "", 0);
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
  return g_test_run ();
}
