/* test-songo.c — Songo: RULES.md §2 and every worked example of the seed.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lalao-eval-terms.h"
#include "songo.h"
#include "test-engine-util.h"

#define E (&lalao_songo_engine)

extern const LalaoEngine lalao_songo_engine;

static void
check_apply (const char *fen, const char *move, const char *expected)
{
  g_autofree char *got = util_apply (E, fen, move, NULL);
  g_assert_cmpstr (got, ==, expected);
}

static void
test_perft (void)
{
  static const guint64 expected[] = { 1, 7, 49, 309, 1964 };
  LalaoPosition start;

  E->start (&start, 0);
  for (int d = 0; d < (int) G_N_ELEMENTS (expected); d++)
    g_assert_cmpuint (lalao_perft (E, &start, d), ==, expected[d]);
}

/* The seed's first move: S2 holding 5 sows S1, S0, N0, N1, N2. */
static void
test_first_move (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", "S2", &trace);
  static const int order[] = { 1, 0, 7, 8, 9 };
  int k = 0;

  g_assert_cmpstr (got, ==, "6,6,0,5,5,5,5/6,6,6,5,5,5,5 n 0 0");
  for (int i = 0; i < trace.n; i++)
    if (trace.events[i].kind == LALAO_EVENT_SEED_SOWN)
      g_assert_cmpint (trace.events[i].a, ==, order[k++]);
  g_assert_cmpint (k, ==, 5);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_NO_HARVEST), ==, 1);
}

/* Example 1: S1 holding 3 with N0=3, N1=1 captures N1 (2) and N0 (4). */
static void
test_example_1 (void)
{
  check_apply ("0,3,5,5,5,5,5/3,1,5,5,5,5,3 s 10 5", "S1", "1,0,5,5,5,5,5/0,0,5,5,5,5,3 n 16 5");
}

/* Example 2: S2 holding 9 captures N6, N5, N4 = 9; N3 (1) stops the
 * harvest, so N2 and N0 are not taken although they hold 2-4. */
static void
test_example_2 (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,5,9,5,5,5,5/1,5,2,0,2,3,1 s 9 8", "S2", &trace);

  g_assert_cmpstr (got, ==, "6,6,0,5,5,5,5/2,6,3,1,0,0,0 n 18 8");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST), ==, 3);
  for (int i = 0; i < trace.n; i++)
    if (trace.events[i].kind == LALAO_EVENT_HARVEST_STOPPED)
      {
        g_assert_cmpint (trace.events[i].a, ==, 10); /* N3 */
        g_assert_cmpint (trace.events[i].b, ==, 1);
      }
}

/* Example 3: a grenier of 17 in S5 goes round once, then N0..N3 get a
 * second seed; the harvest takes N3, N2, N1, N0 = 11. */
static void
test_example_3 (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,5,5,5,5,17,5/0,1,0,2,4,4,4 s 0 8", "S5", &trace);

  g_assert_cmpstr (got, ==, "6,6,6,6,6,0,6/0,0,0,0,5,5,5 n 11 8");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_GRENIER), ==, 1);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_SEED_SOWN), ==, 17);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST), ==, 4);
}

/* Greniers of 14 and 15 seeds in N4. */
static void
test_grenier_14_15 (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,5,5,5,5,5,5/1,1,1,1,14,1,1 n 10 5", "N4", &trace);

  /* 14: every other pit +1, the lone last seed is captured by North. */
  g_assert_cmpstr (got, ==, "6,6,6,6,6,6,6/2,2,2,2,0,2,2 s 10 6");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_LONE_SEED_CAPTURED), ==, 1);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_SEED_SOWN), ==, 13);
  /* 15: every other pit +1, then S6 and S5. */
  check_apply ("5,5,5,5,5,5,5/1,1,1,1,15,1,1 n 10 4", "N4", "6,6,6,6,6,7,7/2,2,2,2,0,2,2 s 10 4");
  /* A grenier of 30 goes round the opponent's row more than once. */
  check_apply ("0,0,0,30,0,0,0/1,1,1,1,1,1,1 s 25 8", "S3",
               "1,1,1,0,1,1,1/5,5,5,4,4,4,4 n 25 8");
}

static void
test_forbidden_last_pit (void)
{
  LalaoError err;

  /* 1. S0 (N6) holding one seed. */
  err = util_refusal (E, "1,5,5,5,5,5,5/5,5,5,5,5,5,4 s 2 3", "S0");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_LAST_PIT_ONE);
  err = util_refusal (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,1 n 2 2", "N6");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_LAST_PIT_ONE);
  /* 2. S0 holding two that capture nothing; allowed when they capture. */
  err = util_refusal (E, "2,5,5,5,5,5,4/5,5,5,5,5,5,4 s 2 3", "S0");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_LAST_PIT_TWO);
  g_assert_cmpint (err.args[1], ==, 0);  /* no harvest at all */
  /* RULES.md's case: the two seeds would harvest N0 and N1, North's
   * whole row, which forbidden 4 does not take. */
  err = util_refusal (E, "2,0,0,0,0,0,5/1,1,0,0,0,0,0 s 31 30", "S0");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_LAST_PIT_TWO);
  g_assert_cmpint (err.args[1], ==, SONGO_CANCEL_STARVES);
  check_apply ("2,5,5,5,5,5,5/1,1,5,5,5,5,5 s 6 5", "S0", "0,5,5,5,5,5,5/0,0,5,5,5,5,5 n 10 5");
  err = util_refusal (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,2 n 1 2", "N6");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_LAST_PIT_TWO);
}

/* 3. A harvest of N0 alone is not taken; the move stays legal. */
static void
test_first_pit_alone (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,2,5,5,5,5,5/1,5,5,5,5,5,5 s 4 3", "S1", &trace);

  g_assert_cmpstr (got, ==, "6,0,5,5,5,5,5/2,5,5,5,5,5,5 n 4 3");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST_CANCELLED), ==, 1);
  for (int i = 0; i < trace.n; i++)
    if (trace.events[i].kind == LALAO_EVENT_HARVEST_CANCELLED)
      g_assert_cmpint (trace.events[i].a, ==, SONGO_CANCEL_FIRST_PIT_ALONE);
  /* North's mirror: S6 alone. */
  check_apply ("5,5,5,5,5,5,1/5,5,5,5,5,2,5 n 3 4", "N5", "5,5,5,5,5,5,2/5,5,5,5,5,0,6 s 3 4");
}

/* 4. A harvest that would leave the opponent's row empty is not taken. */
static void
test_no_starving (void)
{
  LalaoTrace trace;
  g_autofree char *got = util_apply (E, "5,3,5,5,5,5,5/1,1,0,0,0,0,0 s 20 15", "S1", &trace);

  g_assert_cmpstr (got, ==, "6,0,5,5,5,5,5/2,2,0,0,0,0,0 n 20 15");
  for (int i = 0; i < trace.n; i++)
    if (trace.events[i].kind == LALAO_EVENT_HARVEST_CANCELLED)
      g_assert_cmpint (trace.events[i].a, ==, SONGO_CANCEL_STARVES);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST_CANCELLED), ==, 1);
}

/* 5. Solidarity: with North's row empty South must play a fullest pit;
 * if the fullest is a forbidden S0, the next fullest. */
static void
test_solidarity (void)
{
  LalaoPosition pos = util_position (E, "3,5,9,2,0,0,0/0,0,0,0,0,0,0 s 30 21");
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoError err;

  g_assert_cmpint (E->legal_moves (&pos, moves), ==, 1);
  g_assert_cmpint (moves[0].from, ==, 2);
  err = util_refusal (E, "3,5,9,2,0,0,0/0,0,0,0,0,0,0 s 30 21", "S1");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_SOLIDARITY);
  g_assert_cmpint (err.args[1], ==, 2);
  g_assert_cmpint (err.args[2], ==, 9);

  pos = util_position (E, "2,1,1,0,0,0,0/0,0,0,0,0,0,0 s 35 31");
  g_assert_cmpint (E->legal_moves (&pos, moves), ==, 2);
  g_assert_cmpint (moves[0].from, ==, 1);
  g_assert_cmpint (moves[1].from, ==, 2);
}

static void
test_other_refusals (void)
{
  g_assert_cmpint (util_refusal (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", "N3").code, ==, LALAO_ERROR_NOT_YOUR_PIT);
  g_assert_cmpint (util_refusal (E, "5,5,0,5,5,5,5/5,5,5,5,5,5,5 s 5 0", "S2").code, ==, LALAO_ERROR_EMPTY_PIT);
  g_assert_cmpint (util_refusal (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", "S7").code, ==, LALAO_ERROR_SYNTAX);
  g_assert_cmpint (util_refusal (E, "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5", "N0").code, ==, LALAO_ERROR_GAME_OVER);
}

#define check_status(fen, reps, result, rule) util_check_status (E, fen, reps, result, rule)

static void
test_end_rules (void)
{
  LalaoPosition pos;
  LalaoMove moves[LALAO_MAX_MOVES];

  /* 40 captured wins at once, and the position has no legal move. */
  check_status ("5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5", 1, LALAO_FIRST_WINS, LALAO_RULE_FORTY_SEEDS);
  pos = util_position (E, "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5");
  g_assert_cmpint (E->legal_moves (&pos, moves), ==, 0);
  check_apply ("0,3,0,0,0,0,0/3,1,5,0,0,0,0 s 34 24", "S1", "1,0,0,0,0,0,0/0,0,5,0,0,0,0 n 40 24");
  check_status ("1,0,0,0,0,0,0/0,0,5,0,0,0,0 n 40 24", 1, LALAO_FIRST_WINS, LALAO_RULE_FORTY_SEEDS);
  /* No legal move: seeds go back to their owners, then 40 wins. */
  check_status ("0,0,0,0,0,0,0/5,5,5,5,5,5,5 s 20 15", 1, LALAO_SECOND_WINS, LALAO_RULE_NO_LEGAL_MOVE);
  check_status ("0,0,0,0,0,0,0/2,2,2,2,2,2,3 s 35 20", 1, LALAO_DRAW, LALAO_RULE_NO_LEGAL_MOVE);
  check_status ("1,0,0,0,0,0,0/2,2,2,2,2,2,2 s 39 16", 1, LALAO_FIRST_WINS, LALAO_RULE_NO_LEGAL_MOVE);
  /* Third repetition: the same counting. */
  check_status ("5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", 3, LALAO_DRAW, LALAO_RULE_REPETITION);
  check_status ("5,5,5,5,0,0,0/5,5,5,5,5,5,5 s 0 15", 3, LALAO_SECOND_WINS, LALAO_RULE_REPETITION);
  check_status ("5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", 2, LALAO_ONGOING, LALAO_RULE_NONE);
  /* Nobody can reach 40 any more. */
  check_status ("4,0,0,0,0,0,0/0,0,4,0,0,0,0 s 31 31", 1, LALAO_DRAW, LALAO_RULE_FORTY_UNREACHABLE);
  check_status ("5,0,0,0,0,0,0/0,0,4,0,0,0,0 s 31 30", 1, LALAO_ONGOING, LALAO_RULE_NONE);
}

/* Simple threat (seed VII.A): North's N4 threatens S3 and S4 (6 seeds),
 * South's S1 threatens N2 (3 seeds); S1 then N4 plays both out. */
static void
test_simple_threat (void)
{
  const char *fen = "1,4,6,2,2,0,5/5,0,2,5,6,6,5 s 10 11";
  LalaoPosition pos = util_position (E, fen);
  SongoThreat threats[7];
  g_autofree char *after_s1 = NULL, *after_n4 = NULL;

  g_assert_cmpint (songo_threats (&pos, LALAO_FIRST, threats), ==, 1);
  g_assert_cmpint (threats[0].pit, ==, 1);
  g_assert_cmpint (threats[0].captured, ==, 3);
  g_assert_cmpint (threats[0].taken, ==, 1 << 9);
  g_assert_cmpint (songo_threats (&pos, LALAO_SECOND, threats), ==, 1);
  g_assert_cmpint (threats[0].pit, ==, 11);
  g_assert_cmpint (threats[0].captured, ==, 6);
  g_assert_cmpint (threats[0].taken, ==, (1 << 3) | (1 << 4));
  g_assert_false (songo_has_double_threat (&pos, LALAO_FIRST));

  after_s1 = util_apply (E, fen, "S1", NULL);
  g_assert_cmpstr (after_s1, ==, "2,0,6,2,2,0,5/6,1,0,5,6,6,5 n 13 11");
  after_n4 = util_apply (E, after_s1, "N4", NULL);
  g_assert_cmpstr (after_n4, ==, "2,0,6,0,0,1,6/6,1,0,5,0,7,6 s 13 17");
}

/* Double threat (seed VII.B): S0 threatens N1, S1 threatens N2 (and N1).
 * North moves the single seed of N2 away and then loses only 2 to S0. */
static void
test_double_threat (void)
{
  const char *fen = "2,4,6,7,5,5,5/0,1,1,5,5,5,5 n 7 7";
  LalaoPosition pos = util_position (E, fen);
  SongoThreat threats[7];
  g_autofree char *after_n2 = NULL, *after_s0 = NULL;

  g_assert_true (songo_has_double_threat (&pos, LALAO_FIRST));
  g_assert_cmpint (songo_threats (&pos, LALAO_FIRST, threats), ==, 2);
  g_assert_cmpint (threats[0].pit, ==, 1);
  g_assert_cmpint (threats[0].captured, ==, 4);
  g_assert_cmpint (threats[1].pit, ==, 0);
  g_assert_cmpint (threats[1].captured, ==, 2);

  after_n2 = util_apply (E, fen, "N2", NULL);
  pos = util_position (E, after_n2);
  g_assert_false (songo_has_double_threat (&pos, LALAO_FIRST));
  g_assert_cmpint (songo_threats (&pos, LALAO_FIRST, threats), ==, 1);
  g_assert_cmpint (threats[0].pit, ==, 0);
  g_assert_cmpint (threats[0].captured, ==, 2);
  after_s0 = util_apply (E, after_n2, "S0", NULL);
  g_assert_cmpstr (after_s0, ==, "0,4,6,7,5,5,5/1,0,0,6,5,5,5 n 9 7");
}

/* Yinda (seed VII.C): S4 threatens N0-N3 for 11 seeds; North moves N1's
 * seed into N2, which then holds 5 after South's sowing: only 2 are lost. */
static void
test_yinda (void)
{
  const char *fen = "3,3,3,3,8,3,3/2,1,3,1,5,5,5 n 11 11";
  LalaoPosition pos = util_position (E, fen);
  SongoThreat threats[7];
  g_autofree char *after_yinda = NULL;

  g_assert_cmpint (songo_threats (&pos, LALAO_FIRST, threats), >=, 1);
  g_assert_cmpint (threats[0].pit, ==, 4);
  g_assert_cmpint (threats[0].captured, ==, 11);
  after_yinda = util_apply (E, fen, "N1", NULL);
  pos = util_position (E, after_yinda);
  g_assert_cmpint (songo_threats (&pos, LALAO_FIRST, threats), >=, 1);
  g_assert_cmpint (threats[0].pit, ==, 4);
  g_assert_cmpint (threats[0].captured, ==, 2);
}

static void
test_bidoua_and_greniers (void)
{
  LalaoPosition pos;

  /* At the start only S5, S6 and N0, N1 keep their five seeds at home. */
  E->start (&pos, 0);
  g_assert_cmpint (songo_bidoua (&pos, LALAO_FIRST), ==, 10);
  g_assert_cmpint (songo_bidoua (&pos, LALAO_SECOND), ==, 10);
  g_assert_cmpint (songo_greniers (&pos, LALAO_FIRST), ==, 0);
  pos = util_position (E, "0,1,2,3,4,17,6/1,1,1,1,14,1,1 s 10 7");
  g_assert_cmpint (songo_bidoua (&pos, LALAO_FIRST), ==, 1 + 2 + 3 + 4 + 6);
  g_assert_cmpint (songo_greniers (&pos, LALAO_FIRST), ==, 1 << 5);
  g_assert_cmpint (songo_greniers (&pos, LALAO_SECOND), ==, 1 << 11);
}

static void
test_fen_errors (void)
{
  g_assert_true (util_fen_rejected (E, "", "expected a number"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5/5,5,5,5,5,5,5,5 s 0 0", "South's row has 6 pits"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5,5/5,5,5,5,5,5 s 0 0", "South's row has more than 7"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5 s 0 0", "North's row has 6 pits"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5,5 s 0 0", "North's row has more than 7"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 x 0 0", "'s' (South) or 'n'"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 1 0", "71 seeds instead of 70"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0", "space after South"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0 extra", "unexpected text"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,-5 s 0 0", "pit N6"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,71 s 0 0", "more than the 70"));
  g_assert_true (util_fen_rejected (E, "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 99999", "North's captured"));
}

/* Board and captures always hold 70 seeds. */
static void
seventy_seeds (const LalaoPosition *pos, int game, int ply, void *state)
{
  const SongoPosition *p = songo_const (pos);
  int seeds = p->captured[0] + p->captured[1];

  for (int i = 0; i < SONGO_PITS; i++)
    seeds += p->pits[i];
  g_assert_cmpint (seeds, ==, SONGO_SEEDS);
}

static void
test_random_playouts (void)
{
  guint64 plies = util_random_playouts (E, g_test_slow () ? 100000 : 10000, 20261121, 2000, NULL, seventy_seeds, 0);
  g_test_message ("%" G_GUINT64_FORMAT " plies", plies);
}

/* The same position with North and South exchanged: South's pit i is
 * North's 6 − i (the pits sown last stay last). */
static void
mirrored (const LalaoPosition *pos, LalaoPosition *out)
{
  const SongoPosition *p = songo_const (pos);
  SongoPosition *m;

  *out = *pos;
  m = (SongoPosition *) (void *) out->data;
  for (int i = 0; i < 7; i++)
    {
      m->pits[SONGO_PIT (LALAO_FIRST, i)] = p->pits[SONGO_PIT (LALAO_SECOND, 6 - i)];
      m->pits[SONGO_PIT (LALAO_SECOND, i)] = p->pits[SONGO_PIT (LALAO_FIRST, 6 - i)];
    }
  m->captured[0] = p->captured[1];
  m->captured[1] = p->captured[0];
  m->side = (uint8_t) (1 - p->side);
}

static int positions_with_threats;

/* Along random games: the tuned evaluation and its terms agree to the
 * unit (texel-tune relies on it), both evaluations are the same for the
 * mirrored position, and the threats the evaluation counts are every
 * pit whose sowing captures (the shortcut that skips most sowings is
 * exact). */
static void
check_evaluation (const LalaoPosition *pos, int game, int ply, void *state)
{
  (void) game, (void) ply, (void) state;
  static LalaoEvalTerms terms;
  LalaoPosition other;
  const SongoPosition *p = songo_const (pos);

  g_assert_true (E->tuning->terms (pos, &terms));
  g_assert_cmpint (lalao_eval_from_terms (E->tuning, &terms), ==, E->evaluate (pos));
  g_assert_cmpint (terms.phase, >=, 0);
  g_assert_cmpint (terms.phase, <=, LALAO_EVAL_PHASE_MAX);
  mirrored (pos, &other);
  g_assert_cmpint (E->evaluate (&other), ==, E->evaluate (pos));
  g_assert_cmpint (E->reference_evaluate (&other), ==, E->reference_evaluate (pos));

  for (int side = 0; side < 2; side++)
    {
      SongoThreat threats[7];
      int n = songo_threats (pos, (LalaoSide) side, threats), expected = 0;
      LalaoPosition as_mover = *pos;
      ((SongoPosition *) (void *) as_mover.data)->side = (uint8_t) side;
      /* Every pit that captures, but a last pit's lone seed (forbidden 1). */
      for (int i = 0; i < 7; i++)
        {
          int pit = SONGO_PIT (side, i), last = side == LALAO_FIRST ? i == 0 : i == 6;
          if (p->pits[pit] > 0 && !(last && p->pits[pit] == 1)
              && songo_outcome (&as_mover, pit).captured > 0)
            expected++;
        }
      g_assert_cmpint (n, ==, expected);
      positions_with_threats += n > 0;
    }
}

static void
test_evaluation_terms (void)
{
  util_random_playouts (E, 300, 2026, 400, NULL, check_evaluation, 0);
  g_assert_cmpint (positions_with_threats, >, 1000);
}

/* RULES.md: the harvest never wraps round. S6's 21 seeds: one in each
 * of the 13 other pits, then 8 round North's row, the last in N0, which
 * then holds 4: a harvest of N0 alone, not taken (forbidden 3). */
static void
test_harvest_never_wraps (void)
{
  LalaoTrace trace;
  g_autofree char *after = util_apply (E, "0,0,0,0,0,0,21/1,0,0,0,0,0,1 s 37 10", "S6", &trace);
  g_assert_cmpstr (after, ==, "1,1,1,1,1,1,0/4,2,2,2,2,2,3 n 37 10");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST), ==, 0);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_HARVEST_CANCELLED), ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/songo/perft", test_perft);
  g_test_add_func ("/songo/seed/first-move", test_first_move);
  g_test_add_func ("/songo/seed/example-1", test_example_1);
  g_test_add_func ("/songo/seed/example-2", test_example_2);
  g_test_add_func ("/songo/seed/example-3", test_example_3);
  g_test_add_func ("/songo/seed/grenier-14-15", test_grenier_14_15);
  g_test_add_func ("/songo/forbidden/last-pit", test_forbidden_last_pit);
  g_test_add_func ("/songo/forbidden/first-pit-alone", test_first_pit_alone);
  g_test_add_func ("/songo/forbidden/no-starving", test_no_starving);
  g_test_add_func ("/songo/forbidden/solidarity", test_solidarity);
  g_test_add_func ("/songo/refusals", test_other_refusals);
  g_test_add_func ("/songo/end-rules", test_end_rules);
  g_test_add_func ("/songo/harvest-never-wraps", test_harvest_never_wraps);
  g_test_add_func ("/songo/strategy/simple-threat", test_simple_threat);
  g_test_add_func ("/songo/strategy/double-threat", test_double_threat);
  g_test_add_func ("/songo/strategy/yinda", test_yinda);
  g_test_add_func ("/songo/strategy/bidoua-greniers", test_bidoua_and_greniers);
  g_test_add_func ("/songo/fen-errors", test_fen_errors);
  g_test_add_func ("/songo/random-playouts", test_random_playouts);
  g_test_add_func ("/songo/evaluation-terms", test_evaluation_terms);
  return g_test_run ();
}
