/* test-fanorona.c — Fanorona: RULES.md §3, the seed's 3.6 example, chains,
 * the compulsory-capture option, steps and turns.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "fanorona.h"
#include "fanorona-private.h"
#include "test-engine-util.h"

extern const LalaoEngine lalao_fanorona_engine;
#define E (&lalao_fanorona_engine)
#define DEFAULT (FANORONA_OPTION_COMPULSORY | FANORONA_OPTION_DIRECTION_RULE)

static LalaoPosition
position_with (const char *fen, LalaoOptions options)
{
  LalaoPosition pos;
  LalaoError err;
  g_assert_true (E->from_fen (&pos, fen, options, &err));
  return pos;
}

static LalaoErrorCode
refusal_with (const char *fen, LalaoOptions options, const char *turn)
{
  LalaoPosition pos = position_with (fen, options);
  LalaoMove m;
  LalaoError err;
  lalao_engine_read_move (E, &pos, turn, &m, &err);
  return err.code;
}

static void
test_perft (void)
{
  static const guint64 standard[] = { 1, 5, 39, 724, 18026, 431852 };
  static const guint64 ludii[] = { 1, 5, 39, 738, 19828, 530873 };
  LalaoPosition pos;

  E->start (&pos, DEFAULT);
  for (int d = 0; d < 6; d++)
    g_assert_cmpuint (lalao_perft (E, &pos, d), ==, standard[d]);
  E->start (&pos, FANORONA_OPTION_COMPULSORY);
  for (int d = 0; d < 6; d++)
    g_assert_cmpuint (lalao_perft (E, &pos, d), ==, ludii[d]);
}

/* The seed's 3.6: a takes b by withdrawal, then c, d, e by approach (not
 * f, two lines beyond e), then chooses g and h by withdrawal rather than
 * i by approach; it may not go back to 1 to take j: the turn ends. */
static void
test_seed_example (void)
{
  const char *fen = "BB7/9/3BBB1B1/1W1B5/1B2B4 w";
  LalaoTrace trace;
  g_autofree char *after = util_apply (E, fen, "b2b3W,b3c3A,c3b4W", &trace);
  g_autofree char *other = util_apply (E, fen, "b2b3W,b3c3A,c3b4A", NULL);
  LalaoPosition pos = util_position (E, fen);
  LalaoMove moves[LALAO_MAX_MOVES];
  char text[LALAO_MOVE_TEXT_MAX];
  int n;

  g_assert_cmpstr (after, ==, "BB7/1W7/7B1/9/9 b");
  g_assert_cmpstr (other, ==, "1B7/1W7/7B1/3B5/4B4 b");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_STEP), ==, 3);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_STONE_CAPTURED), ==, 6);
  /* No four-step turn: the fourth step would revisit b3. */
  n = E->legal_moves (&pos, moves);
  for (int i = 0; i < n; i++)
    g_assert_cmpint (moves[i].n_steps, <=, 3);
  E->format_move (&pos, moves[0], text);
  g_assert_cmpint (util_refusal (E, fen, "b2b3W,b3c3A,c3b4W,b4b3W").code, ==, LALAO_ERROR_VISITED);
  /* Stopping early is a turn of its own. */
  g_autofree char *early = util_apply (E, fen, "b2b3W,b3c3A", NULL);
  g_assert_cmpstr (early, ==, "BB7/9/2W4B1/3B5/4B4 b");
}

static void
test_capture_kinds (void)
{
  /* One step allows both: two distinct turns. */
  const char *both = "9/9/1BW1B4/9/9 w";
  g_autofree char *approach = util_apply (E, both, "c3d3A", NULL);
  g_autofree char *withdrawal = util_apply (E, both, "c3d3W", NULL);
  LalaoPosition pos = util_position (E, both);

  g_assert_cmpstr (approach, ==, "9/9/1B1W5/9/9 b");
  g_assert_cmpstr (withdrawal, ==, "9/9/3WB4/9/9 b");
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 2);
  /* A whole unbroken line is taken, not beyond an empty point. */
  g_autofree char *line = util_apply (E, "9/9/1W1BBB1B1/9/9 w", "b3c3A", NULL);
  g_assert_cmpstr (line, ==, "9/9/2W4B1/9/9 b");
  /* Diagonal captures, from a point with eight lines. */
  g_autofree char *diagonal = util_apply (E, "9/3B5/9/1W7/9 w", "b2c3A", NULL);
  g_assert_cmpstr (diagonal, ==, "9/9/2W6/9/9 b");
  g_assert_cmpint (util_refusal (E, "9/9/1BW1B4/9/9 w", "c3d3").code, ==, LALAO_ERROR_CAPTURE_KIND_NEEDED);
  g_assert_cmpint (util_refusal (E, "9/9/2W1B4/9/9 w", "c3d3W").code, ==, LALAO_ERROR_NO_CAPTURE_KIND);
}

static void
test_chain_rules (void)
{
  /* Same direction: after c3d3W (taking b3), going on east to e3 would take
   * f3 by approach, but a chain may not keep its direction. */
  const char *fen = "9/9/1BW2B3/9/9 w";
  LalaoPosition pos = position_with (fen, DEFAULT);

  g_assert_cmpint (refusal_with (fen, DEFAULT, "c3d3W,d3e3A"), ==, LALAO_ERROR_SAME_DIRECTION);
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 1);
  pos = position_with (fen, FANORONA_OPTION_COMPULSORY);
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 2);
  g_assert_cmpint (refusal_with (fen, FANORONA_OPTION_COMPULSORY, "c3d3W,d3e3A"), ==, LALAO_ERROR_NONE);
  /* A chain step must capture; the first step of a chain too. */
  g_assert_cmpint (util_refusal (E, fen, "c3d3W,d3d4").code, ==, LALAO_ERROR_CHAIN_MUST_CAPTURE);
  /* No line: b2 is not a point with diagonals... c2 has none. */
  g_assert_cmpint (util_refusal (E, "9/9/9/2W6/B8 w", "c2d3").code, ==, LALAO_ERROR_NO_LINE);
  g_assert_cmpint (util_refusal (E, "9/9/9/2W6/B8 w", "c2e2").code, ==, LALAO_ERROR_NOT_ADJACENT);
  g_assert_cmpint (util_refusal (E, "9/9/9/2WB5/B8 w", "c2d2").code, ==, LALAO_ERROR_OCCUPIED);
}

static void
test_step_level (void)
{
  const char *fen = "BB7/9/3BBB1B1/1W1B5/1B2B4 w";
  LalaoPosition pos = util_position (E, fen), next;
  LalaoMove steps[LALAO_MAX_MOVES];
  LalaoError err;
  int n;

  /* First steps: b2b3W and b2c2A (d2 by approach). */
  n = fanorona_legal_steps (&pos, steps);
  g_assert_cmpint (n, ==, 2);
  fanorona_play_step (&pos, steps[0].to == 19 ? steps[0] : steps[1], &next, NULL);
  g_assert_true (fanorona_chain_in_progress (&next));
  g_assert_cmpint (E->side_to_move (&next), ==, LALAO_FIRST);
  /* In the chain: b3c3A, and "stop here". */
  n = fanorona_legal_steps (&next, steps);
  g_assert_cmpint (steps[n - 1].n_steps, ==, 0);
  /* Another stone may not move in the chain. */
  {
    LalaoMove other = steps[0];
    other.from = 1;
    fanorona_check_step (&next, other, &err);
    g_assert_cmpint (err.code, ==, LALAO_ERROR_OTHER_STONE);
  }
  /* Stopping ends the turn. */
  fanorona_play_step (&next, steps[n - 1], &next, NULL);
  g_assert_false (fanorona_chain_in_progress (&next));
  g_assert_cmpint (E->side_to_move (&next), ==, LALAO_SECOND);
}

/* Counts the turns reachable through the step level: every stop, and every
 * step that ends the turn by itself. */
static int
count_turns_by_steps (const LalaoPosition *pos, LalaoSide mover)
{
  LalaoMove steps[LALAO_MAX_MOVES];
  int n = fanorona_legal_steps (pos, steps), total = 0;

  for (int i = 0; i < n; i++)
    {
      LalaoPosition next;
      fanorona_play_step (pos, steps[i], &next, NULL);
      if (!fanorona_chain_in_progress (&next))
        total++;
      else
        total += count_turns_by_steps (&next, mover);
    }
  return total;
}

static void
test_compulsory_option (void)
{
  /* White can capture d2 (b2c2A); a paika elsewhere is refused... */
  const char *fen = "9/9/9/1W1B5/8W w";
  LalaoPosition pos = position_with (fen, DEFAULT);
  LalaoMove moves[LALAO_MAX_MOVES];

  g_assert_cmpint (refusal_with (fen, DEFAULT, "i1i2"), ==, LALAO_ERROR_CAPTURE_COMPULSORY);
  g_assert_cmpint (E->legal_moves (&pos, moves), ==, 1);
  /* ...unless the option is off, as in the seed's literal text. */
  g_assert_cmpint (refusal_with (fen, FANORONA_OPTION_DIRECTION_RULE, "i1i2"), ==, LALAO_ERROR_NONE);
  pos = position_with (fen, FANORONA_OPTION_DIRECTION_RULE);
  g_assert_cmpint (E->legal_moves (&pos, moves), >, 1);
}

#define check_status(fen, reps, result, rule) util_check_status (E, fen, reps, result, rule)

static void
test_end_rules (void)
{
  check_status ("9/9/9/9/W8 b", 1, LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED);
  check_status ("9/9/9/9/B8 w", 1, LALAO_SECOND_WINS, LALAO_RULE_ALL_CAPTURED);
  /* White's only stone is shut in a corner: no legal move, it loses. */
  check_status ("9/9/BB7/WB7/BB7 w", 1, LALAO_SECOND_WINS, LALAO_RULE_NO_LEGAL_MOVE);
  check_status ("BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w", 3, LALAO_DRAW, LALAO_RULE_REPETITION);
  /* 100 turns without capture. */
  {
    LalaoPosition pos = util_position (E, "B8/9/9/9/8W w");
    static const char *shuffle[] = { "i1i2", "a5a4", "i2i1", "a4a5" };
    for (int t = 0; t < 100; t++)
      {
        LalaoMove m;
        LalaoError err;
        g_assert_cmpint (E->status (&pos, 1).result, ==, LALAO_ONGOING);
        lalao_engine_read_move (E, &pos, shuffle[t % 4], &m, &err);
        g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
        E->play (&pos, m, &pos, NULL);
      }
    g_assert_cmpint (E->status (&pos, 1).rule, ==, LALAO_RULE_NO_CAPTURE_LIMIT);
    g_assert_cmpint (E->status (&pos, 1).result, ==, LALAO_DRAW);
  }
}

static void
test_fen_errors (void)
{
  g_assert_true (util_fen_rejected (E, "BBBBBBBBB/BBBBBBBBB/WWWWWWWWW/WWWWWWWWW w", "4 ranks instead of 5"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/9/9 w", "more than 5 ranks"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/8 w", "rank 1 has 8 points"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/91 w", "rank 1 has more than 9"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/w8 w", "'w' is not a piece letter (WB)"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/9 x", "'w' or 'b'"));
  g_assert_true (util_fen_rejected (E, "9/9/9/9/9 w 0 1", "'w' or 'b'"));
}

/* Stone counts only fall; every fifth game (with the direction rule and
 * without) also checks that the step level reaches exactly the turns of
 * the turn level. */
static void
counts_fall_and_steps_agree (const LalaoPosition *pos, int game, int ply, void *state)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoMove moves[LALAO_MAX_MOVES];
  int *before = state;

  for (int s = 0; s < 2; s++)
    {
      int now = __builtin_popcountll (p->stones[s]);
      g_assert_cmpint (now, <=, ply == 0 ? 22 : before[s]);
      before[s] = now;
    }
  if (game % 5 == 0 && E->status (pos, 1).result == LALAO_ONGOING)
    g_assert_cmpint (count_turns_by_steps (pos, p->side), ==, E->legal_moves (pos, moves));
}

static LalaoOptions
every_tenth_optional (int game)
{
  return game % 10 == 0 ? FANORONA_OPTION_DIRECTION_RULE : DEFAULT;
}

static void
test_random_playouts (void)
{
  guint64 plies = util_random_playouts (E, 10000, 2008, 3000, every_tenth_optional,
                                        counts_fall_and_steps_agree, 2 * sizeof (int));
  g_test_message ("%" G_GUINT64_FORMAT " plies", plies);
}

/* Found by fuzz-move: a turn of 23 steps, b3 and c3 back and forth,
 * overflowed the text buffer when it was written back. It is refused
 * (it revisits points), and its text fits. */
static void
test_long_turn_text (void)
{
  GString *turn = g_string_new ("b2b3W");
  LalaoPosition pos = util_position (E, "BB7/9/3BBB1B1/1W1B5/1B2B4 w");
  LalaoMove move;
  LalaoError err;
  char text[LALAO_MOVE_TEXT_MAX];

  for (int i = 0; i < 22; i++)
    g_string_append (turn, i % 2 == 0 ? ",b3c3A" : ",c3b3W");
  g_assert_true (E->parse_move (&pos, turn->str, &move, &err));
  g_assert_cmpint (move.n_steps, ==, 23);
  E->format_move (&pos, move, text);
  g_assert_cmpstr (text, ==, turn->str);
  g_assert_cmpint (util_refusal (E, "BB7/9/3BBB1B1/1W1B5/1B2B4 w", turn->str).code, !=, LALAO_ERROR_NONE);
  g_string_free (turn, TRUE);
}

/* The position seen from the other end: each point turned half round
 * (a1 <-> i5), the colours and the side to move swapped. Or, with
 * `mirror`, each point's file reflected (a <-> i), nothing else changed. */
static LalaoPosition
transformed (const LalaoPosition *pos, gboolean mirror)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoPosition out = *pos;
  FanoronaPosition *q = (FanoronaPosition *) (void *) out.data;

  q->stones[0] = q->stones[1] = 0;
  for (int side = 0; side < 2; side++)
    for (int pt = 0; pt < FANORONA_POINTS; pt++)
      if (p->stones[side] & (1ull << pt))
        {
          int to = mirror ? pt / 9 * 9 + 8 - pt % 9 : FANORONA_POINTS - 1 - pt;
          q->stones[mirror ? side : 1 - side] |= 1ull << to;
        }
  if (!mirror)
    q->side = (uint8_t) (1 - p->side);
  return out;
}

static int positions_with_captures;

/* Along random games: the tuned evaluation and its terms agree to the
 * unit (texel-tune relies on it), both evaluations are the same for the
 * position seen from the other end and reflected, and the stones the
 * mover's steps reach are those its legal first steps take. */
static void
check_evaluation (const LalaoPosition *pos, int game, int ply, void *state)
{
  (void) game, (void) ply, (void) state;
  static LalaoEvalTerms terms;
  LalaoMove steps[LALAO_MAX_MOVES];
  LalaoPosition same[2] = { transformed (pos, FALSE), transformed (pos, TRUE) };
  const FanoronaPosition *p = fanorona_const (pos);
  guint64 taken = 0;
  int best = 0, n;

  util_check_evaluation_terms (E, pos, &terms, same, 2);

  /* The threat terms (weights 1 to 4 after the pst block) count the
   * mover's reach: every stone a first step takes, and the most one takes. */
  n = fanorona_legal_steps (pos, steps);
  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      fanorona_play_step (pos, steps[i], &after, NULL);
      guint64 gone = p->stones[1 - p->side] & ~fanorona_const (&after)->stones[1 - p->side];
      taken |= gone;
      best = MAX (best, __builtin_popcountll (gone));
    }
  int threat = E->tuning->n_weights - 5;
  g_assert_cmpint (terms.count[threat], ==, __builtin_popcountll (taken));
  g_assert_cmpint (terms.count[threat + 1], ==, best);
  positions_with_captures += best > 0;
}

static void
test_evaluation_terms (void)
{
  util_random_playouts (E, 300, 2026, 200, NULL, check_evaluation, 0);
  g_assert_cmpint (positions_with_captures, >, 1000);
}

/* The shifts that move every stone of a set at once (the evaluation's
 * reach, the move generator's first look for captures) agree with the
 * point-by-point table of the lines, for every point and direction. */
static void
test_shifts (void)
{
  for (int pt = 0; pt < 45; pt++)
    for (int d = 0; d < FANORONA_DIRECTIONS; d++)
      {
        int to = neighbour (pt, d);
        g_assert_cmphex (shift (BIT (pt), d), ==, to < 0 ? 0 : BIT (to));
      }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fanorona/perft", test_perft);
  g_test_add_func ("/fanorona/seed-example-3.6", test_seed_example);
  g_test_add_func ("/fanorona/capture-kinds", test_capture_kinds);
  g_test_add_func ("/fanorona/chain-rules", test_chain_rules);
  g_test_add_func ("/fanorona/step-level", test_step_level);
  g_test_add_func ("/fanorona/compulsory-option", test_compulsory_option);
  g_test_add_func ("/fanorona/end-rules", test_end_rules);
  g_test_add_func ("/fanorona/fen-errors", test_fen_errors);
  g_test_add_func ("/fanorona/random-playouts", test_random_playouts);
  g_test_add_func ("/fanorona/long-turn-text", test_long_turn_text);
  g_test_add_func ("/fanorona/evaluation-terms", test_evaluation_terms);
  g_test_add_func ("/fanorona/shifts", test_shifts);
  return g_test_run ();
}
