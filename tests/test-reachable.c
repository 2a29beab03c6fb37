/* test-reachable.c — every position the app shows a learner can arise in
 * a game: each step of the four courses (narrations, exercises, drills,
 * practice, quizzes, and the positions their demonstrations lead to) and
 * each shipped puzzle. The engines' reachable() checks are tested too:
 * positions that break a rule are refused, positions of played games are
 * accepted.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-lesson.h"
#include "lalao-puzzle.h"
#include "lalao-search.h"

/* A game's course: each impossible position printed with its reason;
 * how many. */
static guint
check_course (const char *game)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoCourse) course = lalao_course_load (game, &error);
  guint positions;

  g_assert_no_error (error);
  g_autoptr (GPtrArray) impossible = lalao_course_impossible_positions (course, &positions);
  for (guint i = 0; i < impossible->len; i++)
    g_test_message ("impossible: %s %s", game, (const char *) impossible->pdata[i]);
  g_test_message ("%s course: %u positions shown, %u impossible", game, positions, impossible->len);
  g_assert_cmpuint (positions, >, 20);
  return impossible->len;
}

/* A game's puzzles, the same way. */
static guint
check_puzzles (const char *game)
{
  const LalaoEngine *e = lalao_engine_lookup (game);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = lalao_puzzles_load (game, &error);
  guint impossible = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const LalaoPuzzle *p = puzzles->pdata[i];
      LalaoPosition pos;
      LalaoError err;
      g_assert_true (e->from_fen (&pos, p->fen, lalao_engine_default_options (e), &err));
      if (!lalao_engine_reachable (e, &pos, &err))
        {
          g_test_message ("impossible: %s %s: %s", p->id, p->fen, err.message);
          impossible++;
        }
    }
  g_test_message ("%s puzzles: %u shown, %u impossible", game, puzzles->len, impossible);
  return impossible;
}

/* Every game's courses and puzzles, all reported before the verdict. */
static void
test_shown (void)
{
  guint impossible = 0;
  for (int g = 0; g < LALAO_N_GAMES; g++)
    impossible += check_course (lalao_game_ids[g]) + check_puzzles (lalao_game_ids[g]);
  if (impossible > 0)
    g_test_fail_printf ("%u positions the app shows cannot arise in a game (listed above)", impossible);
}

/* Positions that break a rule, each with a word of the reason. */
static const struct {
  const char *game, *fen, *rules, *reason;
} impossible[] = {
  /* The seed: "les cases b2 et d2 lui étant inaccessibles". */
  { "samantsy", "4k3/8/8/8/8/8/1B6/4K3 w - - 0 1", NULL, "b2" },
  { "samantsy", "4k3/8/8/8/8/8/3B4/4K3 w - - 0 1", NULL, "d2" },
  /* Rank 5, but not a square the c1 basy reaches (c1 a3 e3 g1 c5 g5 a7 e7). */
  { "samantsy", "4k3/8/8/4B3/8/8/8/4K3 w - - 0 1", NULL, "e5" },
  { "samantsy", "4k3/8/8/8/3b4/8/8/4K3 w - - 0 1", NULL, "d4" },
  /* Two white basies that only the c1 basy could be. */
  { "samantsy", "4k3/8/8/8/8/B3B3/8/4K3 w - - 0 1", NULL, "a3 and e3" },
  { "samantsy", "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", NULL, "first rank" },
  { "samantsy", "p3k3/8/8/8/8/8/8/4K3 w - - 0 1", NULL, "first rank" },
  { "samantsy", "4k3/8/8/8/8/8/8/RR2K2R w - - 0 1", NULL, "3 pieces 'R'" },
  { "samantsy", "4k3/8/8/8/8/8/8/1N2K1NN w - - 0 1", NULL, "'N'" },
  /* Nine anakovas and eight zazas: one more than promotions give. */
  { "samantsy", "4k3/8/8/8/8/QQ6/PPPPPPPP/4K3 w - - 0 1", NULL, "promoted" },
  { "samantsy", "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", NULL, "9 zazas" },
  /* An anakova off d1's colour, with every zaza still there. */
  { "samantsy", "4k3/8/8/8/8/Q7/PPPPPPPP/4K3 w - - 0 1", NULL, "promoted" },
  /* Three zazas on the a-file with every black piece still there. */
  { "samantsy", "rnbqkbnr/pppppppp/8/8/P7/P7/P7/4K3 w - - 0 1", NULL, "captures" },
  { "songo", "4,5,5,5,5,5,5/5,5,5,5,5,5,5 n 1 0", NULL, "South" },
  { "fanorona", "BBBBBBBBB/BBBBBBBBB/BWBWB1WBW/WWWWWWWWW/WWWWWWWWW w", NULL, "22" },
};

static void
test_refused (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (impossible); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (impossible[i].game);
      LalaoPosition pos;
      LalaoError err;
      if (!e->from_fen (&pos, impossible[i].fen, lalao_engine_default_options (e), &err))
        g_error ("%s does not read: %s", impossible[i].fen, err.message);
      if (lalao_engine_reachable (e, &pos, &err))
        g_error ("%s %s: said reachable", impossible[i].game, impossible[i].fen);
      g_assert_cmpint (err.code, ==, LALAO_ERROR_UNREACHABLE);
      if (strstr (err.message, impossible[i].reason) == NULL)
        g_error ("%s: the reason \"%s\" does not say \"%s\"", impossible[i].fen, err.message, impossible[i].reason);
    }
}

/* What the checks accept: the start, positions made legal by a rule
 * option, and every position of random games. */
static void
test_accepted (void)
{
  static const struct {
    const char *game, *fen;
    LalaoOptions options;
  } fine[] = {
    { "samantsy", "k7/8/8/8/8/8/8/P3K3 w - - 0 1", 1 },          /* Huffel's zaza steps back */
    { "samantsy", "k7/8/8/8/8/8/1B6/4K3 w - - 0 1", 1 },         /* Huffel's basy moves as a vorona */
    { "samantsy", "4k3/8/8/8/8/B2B4/8/4K3 w - - 0 1", 0 },        /* a3 from c1, d3 from f1 */
    { "samantsy", "4k3/8/8/8/8/QQQQ4/PPPP4/4K3 w - - 0 1", 0 },   /* four promoted zazas */
    { "samantsy", "4k3/8/8/8/P7/P7/8/4K3 w - - 0 1", 0 },         /* one capture for the second */
    { "samantsy", "4k3/8/8/8/8/8/PPPPPPPP/3QK3 w - - 0 1", 0 },   /* the start anakova */
    { "songo", "0,0,0,0,0,0,21/1,0,0,0,0,0,1 s 37 10", 0 },
    { "songo", "5,5,5,5,5,5,5/5,5,5,5,5,5,5 n 0 0", 0 },          /* North may start */
    { "fanorona", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW b", 0 },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (fine); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (fine[i].game);
      LalaoPosition pos;
      LalaoError err;
      if (!e->from_fen (&pos, fine[i].fen, fine[i].options, &err))
        g_error ("%s does not read: %s", fine[i].fen, err.message);
      if (!lalao_engine_reachable (e, &pos, &err))
        g_error ("%s: said impossible: %s", fine[i].fen, err.message);
    }

  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);
      uint64_t random = 0x7ea1u + (uint64_t) g;
      int checked = 0;
      for (LalaoOptions options = 0; options <= (e->options[0].id != NULL ? e->options[0].bit : 0); options += 1)
        for (int game = 0; game < 100; game++)
          {
            LalaoPosition pos;
            e->start (&pos, options | lalao_engine_default_options (e));
            for (int ply = 0; ply < 200; ply++)
              {
                LalaoMove move;
                LalaoError err;
                char fen[LALAO_FEN_MAX];
                if (!lalao_engine_reachable (e, &pos, &err))
                  {
                    e->to_fen (&pos, fen);
                    g_error ("%s, a position of a played game, said impossible: %s", fen, err.message);
                  }
                checked++;
                if (!lalao_random_move (e, &pos, &random, &move))
                  break;
                e->play (&pos, move, &pos, NULL);
              }
          }
      g_test_message ("%s: %d positions of random games, all reachable", e->id, checked);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/reachable/refused", test_refused);
  g_test_add_func ("/reachable/accepted", test_accepted);
  g_test_add_func ("/reachable/shown", test_shown);
  return g_test_run ();
}
