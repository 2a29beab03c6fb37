/* test-engine.c — the registry and the generic helpers over any engine.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lalao-bench.h"
#include "lalao-board-text.h"
#include "lalao-net.h"
#include "test-engine-util.h"

static void
test_registry_ids (void)
{
  static const char *expected[] = { "samantsy", "songo", "fanorona", "surakarta" };

  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      g_assert_cmpstr (lalao_game_ids[i], ==, expected[i]);
      g_assert_true (lalao_game_known (expected[i]));
      /* The engine registry and the bench registry: a row per game. */
      const LalaoEngine *e = lalao_engine_lookup (expected[i]);
      g_assert_nonnull (e);
      g_assert_cmpstr (e->id, ==, expected[i]);
      const LalaoBench *bench = lalao_bench_lookup (expected[i]);
      g_assert_nonnull (bench);
      g_assert_cmpint (bench->perft_depth, >, 0);
      g_assert_cmpint (bench->search_depth, >, 0);
      /* The fields every game fills (the optional ones may stay NULL). */
      g_assert_cmpint (e->level_noise_percent, >, 0);
      g_assert_true ((e->grid == NULL) == (e->fresh_counters == NULL));
      if (e->grid != NULL)
        g_assert_cmpint (strlen (e->grid->letters) % 2, ==, 0);
    }
  /* Scoring by the pieces left: Surakarta's alone. */
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      g_assert_cmpint (e->match_play, ==, g_str_equal (e->id, "surakarta"));
      g_assert_cmpint (e->agreement_counts_pieces, ==, g_str_equal (e->id, "surakarta"));
    }
  g_assert_false (lalao_game_known ("chess"));
  g_assert_null (lalao_engine_lookup ("chess"));
  g_assert_null (lalao_engine_lookup (NULL));
  g_assert_null (lalao_bench_lookup ("chess"));
}

/* Every engine's start position survives FEN out and in, and perft(0) is 1
 * while perft(1) is the number of legal moves. */
static void
test_every_engine_basics (void)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      LalaoPosition start, again;
      LalaoMove moves[LALAO_MAX_MOVES];
      LalaoError err;
      char fen[LALAO_FEN_MAX], fen2[LALAO_FEN_MAX];

      if (e == NULL)
        continue;
      g_assert_cmpuint (e->position_size, <=, LALAO_POSITION_SIZE);
      e->start (&start, lalao_engine_default_options (e));
      e->to_fen (&start, fen);
      g_assert_true (e->from_fen (&again, fen, lalao_engine_default_options (e), &err));
      e->to_fen (&again, fen2);
      g_assert_cmpstr (fen, ==, fen2);
      g_assert_cmpuint (e->hash (&start), ==, e->hash (&again));
      g_assert_cmpuint (lalao_perft (e, &start, 0), ==, 1);
      g_assert_cmpuint (lalao_perft (e, &start, 1), ==, (guint64) e->legal_moves (&start, moves));
      g_assert_cmpint (e->side_to_move (&start), ==, LALAO_FIRST);
      g_assert_cmpint (e->status (&start, 1).result, ==, LALAO_ONGOING);
      g_assert_nonnull (e->adjudicate);
      g_assert_nonnull (e->evaluate);
      g_assert_nonnull (e->order_hint);
      g_assert_nonnull (e->material);
      /* The start is even. */
      g_assert_cmpint (e->material (&start, LALAO_FIRST), ==, e->material (&start, LALAO_SECOND));
    }
}

/* Songo, Fanorona and Surakarta let the players agree who starts: the start FEN with
 * the second player to move reads back with that side to move and the
 * same number of moves (both starts are symmetric). */
static void
test_agreed_start (void)
{
  static const struct { const char *id; const char *fen; int moves; } cases[] = {
    { "songo", "5,5,5,5,5,5,5/5,5,5,5,5,5,5 n 0 0", 7 },
    { "fanorona", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW b", 5 },
    /* "Les joueurs décident qui commence" (RULES.md §4). */
    { "surakarta", "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww b 0 1", 16 },
  };
  char fen[LALAO_FEN_MAX];

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (cases[i].id);
      LalaoPosition pos;
      LalaoError err;

      lalao_engine_start_fen (e, lalao_engine_default_options (e), LALAO_SECOND, fen);
      g_assert_cmpstr (fen, ==, cases[i].fen);
      g_assert_true (e->from_fen (&pos, fen, lalao_engine_default_options (e), &err));
      g_assert_cmpint (e->side_to_move (&pos), ==, LALAO_SECOND);
      g_assert_cmpuint (lalao_perft (e, &pos, 1), ==, (guint64) cases[i].moves);
    }
  /* Where the rules say who starts, the first player always does. */
  lalao_engine_start_fen (lalao_engine_lookup ("samantsy"), 0, LALAO_SECOND, fen);
  g_assert_true (strstr (fen, " w ") != NULL);
}

static void
test_ids (void)
{
  g_assert_cmpstr (lalao_result_id (LALAO_FIRST_WINS), ==, "first-wins");
  g_assert_cmpstr (lalao_result_id (LALAO_DRAW), ==, "draw");
  g_assert_cmpstr (lalao_rule_id (LALAO_RULE_FORTY_SEEDS), ==, "forty-seeds");
  g_assert_cmpstr (lalao_rule_id (LALAO_N_RULES), ==, "none");
  for (int r = 0; r < LALAO_N_RULES; r++)
    g_assert_cmpstr (lalao_rule_id (r), !=, "");
}

/* The network's vector sums (lalao-net.h) against the same sums a unit
 * at a time: clipped at 0 and LALAO_NET_ONE, the output rounded towards
 * zero, for random weights and inputs (a fixed seed) and both sizes. */
static void
test_net (void)
{
  enum { INPUTS = 40 };
  static int16_t hidden[INPUTS * LALAO_NET_MAX_HIDDEN];
  static int16_t bias[LALAO_NET_MAX_HIDDEN];
  static int16_t output[LALAO_NET_MAX_HIDDEN];
  GRand *rand = g_rand_new_with_seed (46);
  int clipped_low = 0, clipped_high = 0;

  for (int size = 32; size <= LALAO_NET_MAX_HIDDEN; size += 32)
    for (int round = 0; round < 200; round++)
      {
        for (int i = 0; i < INPUTS * size; i++)
          hidden[i] = (int16_t) g_rand_int_range (rand, -40, 41);
        for (int j = 0; j < size; j++)
          {
            bias[j] = (int16_t) g_rand_int_range (rand, -64, 65);
            output[j] = (int16_t) g_rand_int_range (rand, -LALAO_NET_OUTPUT_LIMIT, LALAO_NET_OUTPUT_LIMIT + 1);
          }
        LalaoNet net = { INPUTS, size, hidden, bias, output, g_rand_int_range (rand, -50, 51) };
        uint16_t active[INPUTS];
        int n = 0;
        for (int i = 0; i < INPUTS; i++)
          if (g_rand_boolean (rand))
            active[n++] = (uint16_t) i;

        int sum = 0;
        for (int j = 0; j < size; j++)
          {
            int unit = bias[j];
            for (int i = 0; i < n; i++)
              unit += hidden[active[i] * size + j];
            clipped_low += unit < 0;
            clipped_high += unit > LALAO_NET_ONE;
            sum += CLAMP (unit, 0, LALAO_NET_ONE) * output[j];
          }
        g_assert_cmpint (lalao_net_evaluate (&net, active, n), ==, sum / LALAO_NET_ONE + net.output_bias);
      }
  /* Both clips were exercised. */
  g_assert_cmpint (clipped_low, >, 100);
  g_assert_cmpint (clipped_high, >, 100);
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/registry", test_registry_ids);
  g_test_add_func ("/engine/basics", test_every_engine_basics);
  g_test_add_func ("/engine/agreed-start", test_agreed_start);
  g_test_add_func ("/engine/ids", test_ids);
  g_test_add_func ("/engine/net", test_net);
  return g_test_run ();
}
