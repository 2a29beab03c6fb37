/* test-endgame.c — the exact endgame tables (lalao-endgame.h): small
 * classes built here, then checked against their children and against
 * an independent tree search.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib.h>
#include <glib/gstdio.h>
#include <string.h>

#include "lalao-endgame.h"
#include "lalao-search.h"
#include "test-engine-util.h"

/* The Samantsy classes built here: the rook, the counsellor, and the zaza
 * that promotes to a counsellor, against a bare hova (the 2-men class is
 * the bare-hovas draw, no table). */
static const char *const samantsy_classes[] = { "KQvK", "KRvK", "KPvK", "KvKR" };

static LalaoEndgameSet *
samantsy_set (void)
{
  static LalaoEndgameSet *set;
  if (set == NULL)
    {
      set = lalao_endgame_set_new (lalao_engine_lookup ("samantsy"));
      for (gsize i = 0; i < G_N_ELEMENTS (samantsy_classes); i++)
        {
          LalaoEndgameClass c;
          char missing[LALAO_ENDGAME_NAME_MAX] = "";
          g_strlcpy (c.name, samantsy_classes[i], sizeof c.name);
          if (!lalao_endgame_solve (set, &c, NULL, NULL, missing))
            g_error ("class %s: a child in class %s, not built", c.name, missing);
        }
    }
  return set;
}

static LalaoEndgameSet *
songo_set (void)
{
  static LalaoEndgameSet *set;
  if (set == NULL)
    {
      set = lalao_endgame_set_new (lalao_engine_lookup ("songo"));
      g_assert_true (lalao_endgame_build (set, 4, NULL, NULL, NULL));
    }
  return set;
}

/* The value of pos agrees with its children's: a win in N has a child
 * lost in N - 1 and none lost sooner; a loss in N has only won children,
 * the longest won in N - 1; a draw has no lost child and a child that is
 * not won. */
static void
check_children (const LalaoEndgameSet *set, const LalaoPosition *pos, LalaoEndgameValue v)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (pos, moves), fastest_loss = -1, longest_win = -1;
  gboolean all_won = TRUE, any_lost = FALSE;
  char fen[LALAO_FEN_MAX];

  e->to_fen (pos, fen);
  g_assert_cmpint (v.kind, !=, LALAO_ENDGAME_UNKNOWN);
  for (int i = 0; i < n; i++)
    {
      LalaoPosition child;
      e->play (pos, moves[i], &child, NULL);
      LalaoEndgameValue cv = lalao_endgame_probe (set, &child);
      g_assert_cmpint (cv.kind, !=, LALAO_ENDGAME_UNKNOWN);
      g_assert_true (e->side_to_move (&child) != e->side_to_move (pos));
      if (cv.kind == LALAO_ENDGAME_LOSS)
        {
          any_lost = TRUE;
          fastest_loss = fastest_loss < 0 || cv.plies < fastest_loss ? cv.plies : fastest_loss;
        }
      if (cv.kind == LALAO_ENDGAME_WIN)
        longest_win = MAX (longest_win, cv.plies);
      else
        all_won = FALSE;
    }
  if (n == 0)
    {
      g_assert_cmpint (v.plies, ==, 0);
      return;
    }
  switch (v.kind)
    {
    case LALAO_ENDGAME_WIN:
      if (fastest_loss != v.plies - 1)
        g_error ("%s: win %d but the fastest lost child is lost in %d", fen, v.plies, fastest_loss);
      break;
    case LALAO_ENDGAME_LOSS:
      if (!all_won || longest_win != v.plies - 1)
        g_error ("%s: loss %d but its children are not all won, the longest in %d", fen, v.plies, v.plies - 1);
      break;
    default:
      /* A draw or a cycle: nobody can force the end. */
      if (any_lost || all_won)
        g_error ("%s: draw but a child is lost or every child is won", fen);
    }
}

/* Random valid indices of each table (fixed seed), checked as above. */
static void
check_random (const LalaoEndgameSet *set, int per_class)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  GRand *rand = g_rand_new_with_seed (20261127);

  for (int k = 0; k < lalao_endgame_set_count (set); k++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, k);
      int checked = 0, wins = 0;
      for (int tries = 0; checked < per_class && tries < per_class * 200; tries++)
        {
          uint64_t i = ((uint64_t) g_rand_int (rand) << 32 | g_rand_int (rand)) % t->size;
          LalaoPosition pos;
          if (t->values[i] == LALAO_EG_INVALID)
            continue;
          g_assert_true (e->endgame->unindex (&t->cls, i, &pos));
          LalaoEndgameClass c;
          uint64_t back;
          g_assert_true (e->endgame->classify (&pos, &c, &back));
          g_assert_cmpstr (c.name, ==, t->cls.name);
          g_assert_cmpuint (back, ==, i);
          LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
          g_assert_cmpint (lalao_endgame_probe (set, &pos).kind, ==, v.kind);
          check_children (set, &pos, v);
          checked++;
          wins += v.kind == LALAO_ENDGAME_WIN;
        }
      g_assert_cmpint (checked, ==, per_class);
    }
  g_rand_free (rand);
}

/* An independent enumeration: the game tree searched to a fixed depth,
 * with the engine's moves and status alone. */
static gboolean won_within (const LalaoEngine *e, const LalaoPosition *pos, int depth);

static int
over (const LalaoEngine *e, const LalaoPosition *pos)
{
  LalaoStatus st = e->status (pos, 1);
  if (st.result == LALAO_ONGOING)
    return 0;
  if (st.result == LALAO_DRAW)
    return 2;
  return (st.result == LALAO_FIRST_WINS) == (e->side_to_move (pos) == LALAO_FIRST) ? 1 : -1;
}

static gboolean
lost_within (const LalaoEngine *e, const LalaoPosition *pos, int depth)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int end = over (e, pos);
  if (end != 0)
    return end == -1;
  if (depth <= 0)
    return FALSE;
  int n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      LalaoPosition child;
      e->play (pos, moves[i], &child, NULL);
      if (!won_within (e, &child, depth - 1))
        return FALSE;
    }
  return TRUE;
}

static gboolean
won_within (const LalaoEngine *e, const LalaoPosition *pos, int depth)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int end = over (e, pos);
  if (end != 0)
    return end == 1;
  if (depth <= 0)
    return FALSE;
  int n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      LalaoPosition child;
      e->play (pos, moves[i], &child, NULL);
      if (lost_within (e, &child, depth - 1))
        return TRUE;
    }
  return FALSE;
}

/* Every value of short distance (and draws, to a horizon) among random
 * positions agrees with the tree search: won or lost in exactly N. */
static void
check_by_search (const LalaoEndgameSet *set, const char *name, int max_plies, int count)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  const LalaoEndgameTable *t = lalao_endgame_set_find (set, name);
  GRand *rand = g_rand_new_with_seed (7);
  int kinds[5] = { 0 };

  g_assert_nonnull (t);
  for (int tries = 0; kinds[1] + kinds[2] + kinds[3] < count && tries < 2000000; tries++)
    {
      uint64_t i = ((uint64_t) g_rand_int (rand) << 32 | g_rand_int (rand)) % t->size;
      LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
      LalaoPosition pos;
      if (v.kind == LALAO_ENDGAME_UNKNOWN || v.kind == LALAO_ENDGAME_CYCLE || v.plies > max_plies || kinds[v.kind] >= count / 3 + 1)
        continue;
      e->endgame->unindex (&t->cls, i, &pos);
      kinds[v.kind]++;
      int horizon = v.kind == LALAO_ENDGAME_DRAW ? max_plies : v.plies;
      g_assert_cmpint (won_within (e, &pos, horizon), ==, v.kind == LALAO_ENDGAME_WIN);
      g_assert_cmpint (lost_within (e, &pos, horizon), ==, v.kind == LALAO_ENDGAME_LOSS);
      if (v.plies > 0)
        {
          g_assert_false (won_within (e, &pos, v.plies - 1));
          g_assert_false (lost_within (e, &pos, v.plies - 1));
        }
    }
  g_assert_cmpint (kinds[LALAO_ENDGAME_WIN], >, 0);
  g_assert_cmpint (kinds[LALAO_ENDGAME_LOSS], >, 0);
  g_assert_cmpint (kinds[LALAO_ENDGAME_DRAW], >, 0);
  g_rand_free (rand);
}

static void
test_samantsy_children (void)
{
  check_random (samantsy_set (), 300);
}

static void
test_samantsy_search (void)
{
  check_by_search (samantsy_set (), "KRvK", 7, 60);
  check_by_search (samantsy_set (), "KPvK", 7, 45);
}

/* Colour-flipped classes agree, and some positions known by hand. */
static void
test_samantsy_known (void)
{
  LalaoEndgameSet *set = samantsy_set ();
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  struct { const char *fen, *value; } known[] = {
    /* RULES.md: black is blocked, white has won. */
    { "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1", "loss 0" },
    /* The anakova steps to b6 and blocks the hova at once. */
    { "k7/2K5/8/Q7/8/8/8/8 w - - 0 1", "win 1" },
    /* Black takes the rook: bare hovas. */
    { "k7/1R6/8/8/8/8/8/7K b - - 0 1", "draw" },
    { "8/8/8/8/8/8/1r6/K1k5 w - - 0 1", "loss 0" },
    /* A win in 29 plies holds while the 50 moves each leave 29 plies to
     * play (the mate comes before the draw), not beyond: the tables do
     * not know whether the game would end by the count first. */
    { "8/8/8/3k4/8/8/8/R6K w - - 0 1", "win 29" },
    { "8/8/8/3k4/8/8/8/R6K w - - 71 1", "win 29" },
    { "8/8/8/3k4/8/8/8/R6K w - - 72 1", "unknown" },
    { "8/8/8/3k4/8/8/8/R6K w - - 100 1", "draw" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (known); i++)
    {
      LalaoPosition pos = util_position (e, known[i].fen);
      char text[16];
      lalao_endgame_value_text (lalao_endgame_probe (set, &pos), text);
      g_assert_cmpstr (text, ==, known[i].value);
    }
  const LalaoEndgameTable *w = lalao_endgame_set_find (set, "KRvK"), *b = lalao_endgame_set_find (set, "KvKR");
  uint64_t wins[2] = { 0 }, losses[2] = { 0 };
  for (uint64_t i = 0; i < w->size; i++)
    {
      wins[0] += w->values[i] % 2 == 1 && w->values[i] > 1;
      wins[1] += b->values[i] % 2 == 1 && b->values[i] > 1;
      losses[0] += w->values[i] % 2 == 0 && w->values[i] > 0;
      losses[1] += b->values[i] % 2 == 0 && b->values[i] > 0;
    }
  g_assert_cmpuint (wins[0], ==, wins[1]);
  g_assert_cmpuint (losses[0], ==, losses[1]);
  g_assert_cmpint (w->longest, ==, b->longest);
}

static void
test_songo_children (void)
{
  LalaoEndgameSet *set = songo_set ();
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  /* Every position of the small classes. */
  for (int k = 0; k < lalao_endgame_set_count (set); k++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, k);
      for (uint64_t i = 0; i < t->size; i++)
        {
          LalaoPosition pos;
          g_assert_true (e->endgame->unindex (&t->cls, i, &pos));
          check_children (set, &pos, lalao_endgame_decode (t->values[i]));
        }
    }
  LalaoPosition pos = util_position (e, "0,0,0,0,0,0,1/0,0,0,0,0,1,0 s 38 30");
  LalaoEndgameValue v = lalao_endgame_probe (set, &pos);
  g_assert_cmpint (v.kind, !=, LALAO_ENDGAME_UNKNOWN);
}

static void
test_songo_search (void)
{
  LalaoEndgameSet *set = songo_set ();
  check_by_search (set, "b4s36", 9, 60);
}

/* Level 5 with the tables never spoils a won or drawn table position:
 * 100 fixed positions (fixed seed), each move it plays keeps the value,
 * a win by the shortest way. */
static void
check_level5 (const LalaoEndgameSet *set)
{
  const LalaoEngine *e = lalao_endgame_set_engine (set);
  LalaoSearch *search = lalao_search_new (e, 1 << 20);
  GRand *rand = g_rand_new_with_seed (5);
  int played = 0;

  lalao_search_set_endgame (search, set);
  for (int tries = 0; played < 100 && tries < 1000000; tries++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, g_rand_int_range (rand, 0, lalao_endgame_set_count (set)));
      uint64_t i = ((uint64_t) g_rand_int (rand) << 32 | g_rand_int (rand)) % t->size;
      LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
      LalaoPosition pos, child;
      LalaoSearchLimits limits;
      LalaoSearchInfo info;
      if ((v.kind != LALAO_ENDGAME_WIN && v.kind != LALAO_ENDGAME_DRAW) || !e->endgame->unindex (&t->cls, i, &pos)
          || e->status (&pos, 1).result != LALAO_ONGOING)
        continue;
      lalao_level_limits (e, 5, 0, 1, &limits);
      g_assert_true (limits.endgame);
      lalao_search_run (search, &pos, &limits, NULL, NULL, &info);
      g_assert_true (info.has_move);
      e->play (&pos, info.best, &child, NULL);
      LalaoEndgameValue after = lalao_endgame_probe (set, &child);
      if (v.kind == LALAO_ENDGAME_WIN)
        {
          g_assert_cmpint (after.kind, ==, LALAO_ENDGAME_LOSS);
          g_assert_cmpint (after.plies, ==, v.plies - 1);
          g_assert_cmpint (lalao_score_plies_to_end (info.score), ==, v.plies);
        }
      else
        g_assert_cmpint (after.kind, ==, LALAO_ENDGAME_DRAW);
      played++;
    }
  g_assert_cmpint (played, ==, 100);
  g_rand_free (rand);
  lalao_search_free (search);
}

/* Inside the search: from Songo positions of 5 seeds, outside the tables
 * of up to 4, a level-5 search of fixed depth finds the exact distance
 * of short wins and losses (the 5-seed table says it) through the
 * captures into the tables. */
static void
test_interior (void)
{
  LalaoEndgameSet *small = songo_set (), *big = lalao_endgame_set_new (lalao_engine_lookup ("songo"));
  const LalaoEngine *e = lalao_endgame_set_engine (small);
  LalaoSearch *search = lalao_search_new (e, 1 << 20);
  GRand *rand = g_rand_new_with_seed (11);
  int checked = 0;

  g_assert_true (lalao_endgame_build (big, 5, NULL, NULL, NULL));
  lalao_search_set_endgame (search, small);
  const LalaoEndgameTable *t = lalao_endgame_set_find (big, "b5s35");
  g_assert_nonnull (t);
  for (int tries = 0; checked < 40 && tries < 1000000; tries++)
    {
      uint64_t i = g_rand_int_range (rand, 0, (gint32) t->size);
      LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
      LalaoPosition pos;
      LalaoSearchLimits limits = { .depth = 8, .endgame = true };
      LalaoSearchInfo info;
      if ((v.kind != LALAO_ENDGAME_WIN && v.kind != LALAO_ENDGAME_LOSS) || v.plies < 2 || v.plies > 5
          || !e->endgame->unindex (&t->cls, i, &pos))
        continue;
      g_assert_cmpint (lalao_endgame_lookup (small, &pos).kind, ==, LALAO_ENDGAME_UNKNOWN);
      lalao_search_clear (search);
      lalao_search_run (search, &pos, &limits, NULL, NULL, &info);
      g_assert_cmpint (lalao_score_is_decisive (info.score), ==, v.kind == LALAO_ENDGAME_WIN ? 1 : -1);
      g_assert_cmpint (lalao_score_plies_to_end (info.score), ==, v.plies);
      checked++;
    }
  g_assert_cmpint (checked, ==, 40);
  g_rand_free (rand);
  lalao_search_free (search);
  lalao_endgame_set_free (big);
}

/* Below level 5, the tables are not used: the limits say so. */
static void
test_levels (void)
{
  LalaoSearchLimits limits;
  for (int level = 1; level <= 5; level++)
    {
      lalao_level_limits (lalao_engine_lookup ("samantsy"), level, 1000, 1, &limits);
      g_assert_cmpint (limits.endgame, ==, level == 5);
    }
  check_level5 (samantsy_set ());
  check_level5 (songo_set ());
}

/* Fanorona's and Surakarta's classes of up to 3 stones or pieces, every
 * position checked against its children. */
static void
check_stones_game (const char *id, int size)
{
  LalaoEndgameSet *set = lalao_endgame_set_new (lalao_engine_lookup (id));
  const LalaoEngine *e = lalao_endgame_set_engine (set);

  g_assert_true (lalao_endgame_build (set, size, NULL, NULL, NULL));
  g_assert_cmpint (lalao_endgame_set_count (set), ==, size == 3 ? 3 : 1);
  for (int k = 0; k < lalao_endgame_set_count (set); k++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, k);
      for (uint64_t i = 0; i < t->size; i += 7)
        {
          LalaoPosition pos;
          if (!e->endgame->unindex (&t->cls, i, &pos))
            continue;
          check_children (set, &pos, lalao_endgame_decode (t->values[i]));
        }
    }
  check_random (set, 200);
  check_level5 (set);
  lalao_endgame_set_free (set);
}

static void
test_fanorona (void)
{
  check_stones_game ("fanorona", 3);
}

static void
test_surakarta (void)
{
  check_stones_game ("surakarta", 3);
}

/* Saved and loaded, a table is the same. */
static void
test_files (void)
{
  LalaoEndgameSet *set = songo_set (), *again = lalao_endgame_set_new (lalao_endgame_set_engine (set));
  char *dir = g_dir_make_tmp ("lalao-egt-XXXXXX", NULL);

  for (int k = 0; k < lalao_endgame_set_count (set); k++)
    g_assert_true (lalao_endgame_save_table (set, lalao_endgame_set_table (set, k), dir));
  g_assert_cmpint (lalao_endgame_load (again, 4, dir), ==, lalao_endgame_set_count (set));
  for (int k = 0; k < lalao_endgame_set_count (set); k++)
    {
      const LalaoEndgameTable *a = lalao_endgame_set_table (set, k);
      const LalaoEndgameTable *b = lalao_endgame_set_find (again, a->cls.name);
      g_assert_nonnull (b);
      g_assert_cmpint (a->longest, ==, b->longest);
      g_assert_cmpmem (a->values, a->size * 2, b->values, b->size * 2);
      char path[1024];
      g_snprintf (path, sizeof path, "%s/songo-%s.egt", dir, a->cls.name);
      g_remove (path);
    }
  g_rmdir (dir);
  g_free (dir);
  lalao_endgame_set_free (again);
}

/* The retrograde solver (the default) and the forward rounds (when it may
 * take no memory) give the same tables, value for value. */
static void
solve_both (const char *id, int size, const char *const *classes, int n_classes)
{
  LalaoEndgameSet *sets[2];
  for (int k = 0; k < 2; k++)
    {
      sets[k] = lalao_endgame_set_new (lalao_engine_lookup (id));
      if (k == 1)
        lalao_endgame_set_memory (sets[k], 0);
      g_assert_true (lalao_endgame_build (sets[k], size, NULL, NULL, NULL));
      for (int i = 0; i < n_classes; i++)
        {
          LalaoEndgameClass c;
          g_strlcpy (c.name, classes[i], sizeof c.name);
          g_assert_true (lalao_endgame_solve (sets[k], &c, NULL, NULL, NULL));
        }
    }
  g_assert_cmpint (lalao_endgame_set_count (sets[0]), ==, lalao_endgame_set_count (sets[1]));
  g_assert_cmpint (lalao_endgame_set_count (sets[0]), >, 0);
  for (int k = 0; k < lalao_endgame_set_count (sets[0]); k++)
    {
      const LalaoEndgameTable *a = lalao_endgame_set_table (sets[0], k);
      const LalaoEndgameTable *b = lalao_endgame_set_find (sets[1], a->cls.name);
      g_assert_nonnull (b);
      g_assert_cmpint (a->longest, ==, b->longest);
      g_assert_cmpmem (a->values, a->size * 2, b->values, b->size * 2);
    }
  lalao_endgame_set_free (sets[0]);
  lalao_endgame_set_free (sets[1]);
}

static void
test_two_solvers (void)
{
  solve_both ("samantsy", 0, samantsy_classes, G_N_ELEMENTS (samantsy_classes));
  solve_both ("songo", 4, NULL, 0);
  solve_both ("fanorona", 3, NULL, 0);
  solve_both ("surakarta", 3, NULL, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/endgame/samantsy/children", test_samantsy_children);
  g_test_add_func ("/endgame/samantsy/search", test_samantsy_search);
  g_test_add_func ("/endgame/samantsy/known", test_samantsy_known);
  g_test_add_func ("/endgame/songo/children", test_songo_children);
  g_test_add_func ("/endgame/songo/search", test_songo_search);
  g_test_add_func ("/endgame/files", test_files);
  g_test_add_func ("/endgame/two-solvers", test_two_solvers);
  g_test_add_func ("/endgame/level-5", test_levels);
  g_test_add_func ("/endgame/search-inside", test_interior);
  g_test_add_func ("/endgame/fanorona/children", test_fanorona);
  g_test_add_func ("/endgame/surakarta/children", test_surakarta);
  return g_test_run ();
}
