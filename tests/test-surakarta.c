/* test-surakarta.c — Surakarta: RULES.md §4 and the seed's capture rules.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "surakarta.h"
#include "test-engine-util.h"

extern const LalaoEngine lalao_surakarta_engine;
#define E (&lalao_surakarta_engine)

static int
pt (const char *name)
{
  return (name[1] - '1') * 6 + (name[0] - 'a');
}

static gboolean
is_legal (const char *fen, const char *move, LalaoOptions options)
{
  LalaoPosition pos;
  LalaoMove m;
  LalaoError err;

  g_assert_true (E->from_fen (&pos, fen, options, &err));
  lalao_engine_read_move (E, &pos, move, &m, &err);
  return err.code == LALAO_ERROR_NONE;
}

static void
test_perft (void)
{
  static const guint64 expected[] = { 1, 16, 256, 5382, 111122, 2572484 };
  LalaoPosition start;

  E->start (&start, 0);
  for (int d = 0; d < (int) G_N_ELEMENTS (expected); d++)
    g_assert_cmpuint (lalao_perft (E, &start, d), ==, expected[d]);
}

/* A capture through each of the eight loops, with the loop on the route. */
static void
test_each_loop (void)
{
  static const struct { const char *fen, *move; int circuit, corner; } cases[] = {
    { "6/6/6/6/w5/1b4 w 0 1", "a2xb1", SURAKARTA_INNER, SURAKARTA_CORNER_A1 },
    { "6/6/6/6/1b3w/6 w 0 1", "f2xb2", SURAKARTA_INNER, SURAKARTA_CORNER_F1 },
    { "4w1/4b1/6/6/6/6 w 0 1", "e6xe5", SURAKARTA_INNER, SURAKARTA_CORNER_F6 },
    { "6/wb4/6/6/6/6 w 0 1", "a5xb5", SURAKARTA_INNER, SURAKARTA_CORNER_A6 },
    { "6/6/6/w5/6/2b3 w 0 1", "a3xc1", SURAKARTA_OUTER, SURAKARTA_CORNER_A1 },
    { "6/6/6/5w/3b2/6 w 0 1", "f3xd2", SURAKARTA_OUTER, SURAKARTA_CORNER_F1 },
    { "3w2/6/4b1/6/6/6 w 0 1", "d6xe4", SURAKARTA_OUTER, SURAKARTA_CORNER_F6 },
    { "6/2b3/w5/6/6/6 w 0 1", "a4xc5", SURAKARTA_OUTER, SURAKARTA_CORNER_A6 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LalaoPosition pos = util_position (E, cases[i].fen);
      SurakartaPath path;
      const char *move = cases[i].move;
      gboolean corner_seen = FALSE;

      g_assert_true (is_legal (cases[i].fen, move, 0));
      g_assert_true (surakarta_route (&pos, pt (move), pt (move + 3), &path));
      g_assert_cmpint (path.circuit, ==, cases[i].circuit);
      g_assert_cmpint (path.loops, >=, 1);
      for (int s = 0; s < path.n_steps; s++)
        corner_seen |= path.steps[s].loop_corner == cases[i].corner;
      g_assert_true (corner_seen);
      g_assert_cmpint (path.steps[path.n_steps - 1].point, ==, pt (move + 3));
    }
}

/* The mover's own point counts as empty: b2 goes round a1 and back over b2. */
static void
test_pass_start_point (void)
{
  const char *fen = "6/6/6/1b4/1w4/6 w 0 1";
  LalaoPosition pos = util_position (E, fen);
  SurakartaPath path;
  gboolean over_start = FALSE;

  g_assert_true (is_legal (fen, "b2xb3", 0));
  g_assert_true (surakarta_route (&pos, pt ("b2"), pt ("b3"), &path));
  for (int s = 0; s < path.n_steps - 1; s++)
    over_start |= path.steps[s].point == pt ("b2");
  g_assert_true (over_start);
  g_assert_cmpint (path.loops, ==, 1);
}

/* A crossing point may be passed twice: c2 → e2 → loop f1 → e1 → e2 → e3. */
static void
test_pass_point_twice (void)
{
  const char *fen = "6/6/6/4b1/2w3/6 w 0 1";
  LalaoPosition pos = util_position (E, fen);
  SurakartaPath path;
  int e2 = 0;

  g_assert_true (is_legal (fen, "c2xe3", 0));
  g_assert_true (surakarta_route (&pos, pt ("c2"), pt ("e3"), &path));
  for (int s = 0; s < path.n_steps; s++)
    e2 += path.steps[s].point == pt ("e2");
  g_assert_cmpint (e2, ==, 2);
}

static void
test_refusals (void)
{
  LalaoError err;

  /* Blocked both ways: by b1 (the nearer route) and by c2. */
  err = util_refusal (E, "6/6/6/1b4/w1w3/1w4 w 0 1", "a2xb3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PATH_BLOCKED_AT);
  g_assert_cmpint (err.args[2], ==, pt ("b1"));
  /* b1 reaches b3 straight up file b, but that way has no loop: what
   * forbids the capture is a2, White's own piece, on the way round the
   * loops (without it, b1xb3 goes round four loops). */
  err = util_refusal (E, "6/6/6/1b4/w5/1w4 w 0 1", "b1xb3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PATH_BLOCKED_AT);
  g_assert_cmpint (err.args[2], ==, pt ("a2"));
  g_assert_cmpint (err.args[3], ==, -1);
  /* RULES.md's case: e2 reaches c2 straight along rank 2, and both ways
   * round a loop are blocked by White's own pieces, f2 and b1. */
  err = util_refusal (E, "b5/6/6/6/2b1ww/1w4 w 0 1", "e2xc2");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PATH_BLOCKED_AT);
  g_assert_cmpint (err.args[2], ==, pt ("f2"));
  g_assert_cmpint (err.args[3], ==, pt ("b1"));
  /* A corner is on no circuit. */
  err = util_refusal (E, "6/6/6/6/1w4/b5 w 0 1", "b2xa1");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NOT_ON_CIRCUIT);
  /* A journey never ends on an empty point. */
  err = util_refusal (E, "6/6/6/1b4/6/1w4 w 0 1", "b1xb6");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_CIRCUIT_EMPTY_END);
  err = util_refusal (E, "6/6/6/1b4/6/1w4 w 0 1", "b1c3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NOT_ADJACENT);
  err = util_refusal (E, "6/6/6/6/bw4/6 w 0 1", "b2a2");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_OCCUPIED);
  err = util_refusal (E, "6/6/6/6/bw4/6 w 0 1", "a2a3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NOT_YOUR_PIECE);
  err = util_refusal (E, "6/6/6/6/bw4/6 w 0 1", "c2c3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_EMPTY_START);
  err = util_refusal (E, "6/6/6/6/bw4/6 w 0 1", "b2b2");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_SYNTAX);
  err = util_refusal (E, "6/6/6/6/bw4/6 w 0 1", "b2-b3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_SYNTAX);
  /* Capturing is never compulsory: the step stays legal beside a capture. */
  g_assert_true (is_legal ("6/6/6/6/w5/1b4 w 0 1", "a2a3", 0));
}

static void
test_variant (void)
{
  LalaoPosition start;
  LalaoError err;
  LalaoPosition pos;

  /* From the start: six orthogonal steps forward, and c1 and d1 each go
   * round a big loop onto any of the six empty points of rank 3. */
  E->start (&start, SURAKARTA_OPTION_VARIANT);
  g_assert_cmpuint (lalao_perft (E, &start, 1), ==, 6 + 2 * 6);
  /* An outer (big) loop used without capturing, to an empty point: a3
   * goes round a1 into file c. */
  g_assert_true (is_legal ("5b/6/6/w5/6/6 w 0 1", "a3c2", SURAKARTA_OPTION_VARIANT));
  g_assert_false (is_legal ("5b/6/6/w5/6/6 w 0 1", "a3c2", 0));
  /* The inner (small) loops still serve only for captures (seed: "le long
   * des boucles extérieures"): a2 may not go round a1 into file b. */
  g_assert_false (is_legal ("5b/6/6/6/w5/6 w 0 1", "a2b4", SURAKARTA_OPTION_VARIANT));
  g_assert_false (is_legal ("5b/6/6/6/w5/6 w 0 1", "a2b4", 0));
  /* A lone piece on the inner circuit only (b2): its 4 orthogonal steps.
   * On the outer circuit only (c3): every other point of the empty outer
   * circuit (20 points, c3 included), its steps among them. The standard
   * game: the 8 steps of each. */
  g_assert_true (E->from_fen (&pos, "5b/6/6/6/1w4/6 w 0 1", SURAKARTA_OPTION_VARIANT, &err));
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 4);
  g_assert_true (E->from_fen (&pos, "5b/6/6/2w3/6/6 w 0 1", SURAKARTA_OPTION_VARIANT, &err));
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 19);
  g_assert_true (E->from_fen (&pos, "5b/6/6/2w3/6/6 w 0 1", 0, &err));
  g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 8);
  /* The path a travel shows goes round a big loop. */
  {
    SurakartaPath path;
    g_assert_true (E->from_fen (&pos, "5b/6/6/w5/6/6 w 0 1", SURAKARTA_OPTION_VARIANT, &err));
    g_assert_true (surakarta_route (&pos, pt ("a3"), pt ("c2"), &path));
    g_assert_cmpint (path.circuit, ==, SURAKARTA_OUTER);
    g_assert_cmpint (path.loops, ==, 1);
  }
  /* No diagonal steps (a1 is a corner: no circuit can take it to b2). */
  g_assert_true (E->from_fen (&pos, "5b/6/6/6/6/w5 w 0 1", SURAKARTA_OPTION_VARIANT, &err));
  {
    LalaoMove m;
    lalao_engine_read_move (E, &pos, "a1b2", &m, &err);
    g_assert_cmpint (err.code, ==, LALAO_ERROR_NO_DIAGONAL);
  }
  g_assert_true (is_legal ("5b/6/6/6/6/w5 w 0 1", "a1b2", 0));
}

#define check_status(fen, reps, result, rule) util_check_status (E, fen, reps, result, rule)

static void
test_end_rules (void)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoPosition pos = util_position (E, "6/6/6/6/w5/6 b 3 20");
  g_autofree char *after = NULL;

  check_status ("6/6/6/6/w5/6 b 3 20", 1, LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED);
  g_assert_cmpint (E->legal_moves (&pos, moves), ==, 0);
  after = util_apply (E, "6/6/6/6/w5/1b4 w 7 30", "a2xb1", NULL);
  g_assert_cmpstr (after, ==, "6/6/6/6/6/1w4 b 0 30");
  check_status (after, 1, LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED);
  /* White's corner piece is shut in: no legal move, black has more pieces. */
  check_status ("6/6/6/6/bb4/wb4 w 0 1", 1, LALAO_SECOND_WINS, LALAO_RULE_NO_LEGAL_MOVE);
  check_status ("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1", 3, LALAO_DRAW, LALAO_RULE_REPETITION);
  check_status ("bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1", 2, LALAO_ONGOING, LALAO_RULE_NONE);
  check_status ("b5/6/6/6/ww4/6 b 100 70", 1, LALAO_FIRST_WINS, LALAO_RULE_NO_CAPTURE_LIMIT);
  check_status ("b5/6/6/6/ww4/6 b 99 70", 1, LALAO_ONGOING, LALAO_RULE_NONE);
  check_status ("b5/6/6/6/w5/6 b 100 70", 1, LALAO_DRAW, LALAO_RULE_NO_CAPTURE_LIMIT);
  g_assert_cmpint (surakarta_points (&pos, LALAO_FIRST), ==, 1);
  g_assert_cmpint (surakarta_points (&pos, LALAO_SECOND), ==, 0);
}

static void
test_fen_errors (void)
{
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/wwwwww/wwwwww w 0 1", "5 ranks instead of 6"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/6/wwwwww/wwwwww w 0 1", "more than 6 ranks"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbbb/6/6/wwwwww/wwwwww w 0 1", "rank 5 has more than 6"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbb/6/6/wwwwww/wwwwww w 0 1", "rank 5 has 5 points"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/wwwxww/wwwwww w 0 1", "'x' is not a piece letter (wb)"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/b5/6/wwwwww/wwwwww w 0 1", "black has 13 pieces"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww x 0 1", "'w' or 'b'"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 0", "move number"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w -1 1", "plies since"));
  g_assert_true (util_fen_rejected (E, "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1 x", "unexpected text"));
}

/* Piece counts never rise; no point holds two pieces. */
/* An independent reading of RULES.md §4 for the move generator to be
 * checked against: the two circuits as point names, a loop after every
 * sixth point, a capture as a walk through empty points (the mover's own
 * counting as empty) that goes round a loop before it meets an enemy. */
static const char *const circuit_names[2] = {
  "a2 b2 c2 d2 e2 f2 e1 e2 e3 e4 e5 e6 f5 e5 d5 c5 b5 a5 b6 b5 b4 b3 b2 b1",
  "a3 b3 c3 d3 e3 f3 d1 d2 d3 d4 d5 d6 f4 e4 d4 c4 b4 a4 c6 c5 c4 c3 c2 c1",
};

/* The moves as "from to x" (x for a capture) set bits of a 36 × 36 × 2 table. */
static void
reference_moves (const SurakartaPosition *p, guint8 *out)
{
  guint64 occupied = p->pieces[0] | p->pieces[1], enemy = p->pieces[1 - p->side];
  for (int from = 0; from < SURAKARTA_POINTS; from++)
    {
      if (!(p->pieces[p->side] & (1ull << from)))
        continue;
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          {
            int x = from % 6 + dx, y = from / 6 + dy;
            if ((dx || dy) && x >= 0 && x < 6 && y >= 0 && y < 6 && !(occupied & (1ull << (y * 6 + x))))
              out[(from * 36 + y * 6 + x) * 2] = 1;
          }
      for (int c = 0; c < 2; c++)
        for (int start = 0; start < 24; start++)
          if (pt (circuit_names[c] + 3 * start) == from)
            for (int dir = -1; dir <= 1; dir += 2)
              for (int step = 1, i = start, loops = 0; step <= 24; step++)
                {
                  int next = (i + dir + 24) % 24;
                  loops += (dir > 0 ? i : next) % 6 == 5;
                  i = next;
                  int point = pt (circuit_names[c] + 3 * i);
                  if (point == from || !(occupied & (1ull << point)))
                    continue;
                  if (loops > 0 && (enemy & (1ull << point)))
                    out[(from * 36 + point) * 2 + 1] = 1;
                  break;
                }
    }
}

static void
moves_match_reference (const LalaoPosition *pos)
{
  guint8 expected[36 * 36 * 2] = { 0 }, generated[36 * 36 * 2] = { 0 };
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = E->legal_moves (pos, moves);

  reference_moves (surakarta_const (pos), expected);
  for (int i = 0; i < n; i++)
    generated[(moves[i].from * 36 + moves[i].to) * 2 + ((moves[i].flags & LALAO_MOVE_CAPTURE) != 0)] = 1;
  g_assert_cmpmem (generated, sizeof generated, expected, sizeof expected);
}

static void
counts_fall (const LalaoPosition *pos, int game, int ply, void *state)
{
  const SurakartaPosition *p = surakarta_const (pos);
  int *before = state;

  for (int s = 0; s < 2; s++)
    {
      int now = __builtin_popcountll (p->pieces[s]);
      g_assert_cmpint (now, <=, ply == 0 ? SURAKARTA_PIECES : before[s]);
      before[s] = now;
    }
  g_assert_cmpuint (p->pieces[0] & p->pieces[1], ==, 0);
  if (!(p->options & SURAKARTA_OPTION_VARIANT) && p->pieces[0] && p->pieces[1])
    moves_match_reference (pos);
}

static LalaoOptions
every_tenth_variant (int game)
{
  return game % 10 == 0 ? SURAKARTA_OPTION_VARIANT : 0;
}

static void
test_random_playouts (void)
{
  guint64 plies = util_random_playouts (E, 10000, 42, 4000, every_tenth_variant, counts_fall, 2 * sizeof (int));
  g_test_message ("%" G_GUINT64_FORMAT " plies", plies);
}

/* The position seen from the other end: each point turned half round
 * (a1 <-> f6), the colours and the side to move swapped. Or, with
 * `mirror`, each point's file reflected (a <-> f), nothing else changed. */
static LalaoPosition
transformed (const LalaoPosition *pos, gboolean mirror)
{
  const SurakartaPosition *p = surakarta_const (pos);
  LalaoPosition out = *pos;
  SurakartaPosition *q = (SurakartaPosition *) (void *) out.data;

  q->pieces[0] = q->pieces[1] = 0;
  for (int side = 0; side < 2; side++)
    for (int point = 0; point < SURAKARTA_POINTS; point++)
      if (p->pieces[side] & (1ull << point))
        {
          int to = mirror ? point / 6 * 6 + 5 - point % 6 : SURAKARTA_POINTS - 1 - point;
          q->pieces[mirror ? side : 1 - side] |= 1ull << to;
        }
  if (!mirror)
    q->side = (uint8_t) (1 - p->side);
  return out;
}

static int positions_with_captures;

/* Along random games: the tuned evaluation and its terms agree to the
 * unit (texel-tune relies on it), both evaluations are the same for the
 * position seen from the other end and reflected, and the mover's
 * targets and attackers are those of its legal captures. */
static void
check_evaluation (const LalaoPosition *pos, int game, int ply, void *state)
{
  (void) game, (void) ply, (void) state;
  static LalaoEvalTerms terms;
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoPosition same[2] = { transformed (pos, FALSE), transformed (pos, TRUE) };
  guint64 targets = 0, attackers = 0;
  int n = E->legal_moves (pos, moves);

  util_check_evaluation_terms (E, pos, &terms, same, 2);

  for (int i = 0; i < n; i++)
    if (moves[i].flags & LALAO_MOVE_CAPTURE)
      {
        targets |= 1ull << moves[i].to;
        attackers |= 1ull << moves[i].from;
      }
  /* The threat terms: weights 1 and 2 of the last five. */
  int threat = E->tuning->n_weights - 5;
  g_assert_cmpint (terms.count[threat], ==, __builtin_popcountll (targets));
  g_assert_cmpint (terms.count[threat + 1], ==, __builtin_popcountll (attackers));
  positions_with_captures += targets != 0;
}

static void
test_evaluation_terms (void)
{
  util_random_playouts (E, 300, 2026, 400, NULL, check_evaluation, 0);
  g_assert_cmpint (positions_with_captures, >, 1000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/surakarta/perft", test_perft);
  g_test_add_func ("/surakarta/each-loop", test_each_loop);
  g_test_add_func ("/surakarta/pass-start-point", test_pass_start_point);
  g_test_add_func ("/surakarta/pass-point-twice", test_pass_point_twice);
  g_test_add_func ("/surakarta/refusals", test_refusals);
  g_test_add_func ("/surakarta/variant", test_variant);
  g_test_add_func ("/surakarta/end-rules", test_end_rules);
  g_test_add_func ("/surakarta/fen-errors", test_fen_errors);
  g_test_add_func ("/surakarta/random-playouts", test_random_playouts);
  g_test_add_func ("/surakarta/evaluation-terms", test_evaluation_terms);
  return g_test_run ();
}
