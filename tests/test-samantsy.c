/* test-samantsy.c — Samantsy: RULES.md §1, each piece, legality, the end.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lalao-eval-terms.h"
#include "samantsy.h"
#include "test-engine-util.h"

extern const LalaoEngine lalao_samantsy_engine;
#define E (&lalao_samantsy_engine)

static int
sq (const char *name)
{
  return (name[1] - '1') * 8 + (name[0] - 'a');
}

/* The legal moves from one square, as "to" squares joined by spaces. */
static char *
moves_from (const char *fen, const char *from)
{
  LalaoPosition pos = util_position (E, fen);
  return util_moves_from (E, &pos, sq (from));
}

static void
check_perft (const char *fen, const guint64 *expected, int n)
{
  LalaoPosition pos = util_position (E, fen);
  for (int d = 0; d < n; d++)
    g_assert_cmpuint (lalao_perft (E, &pos, d + 1), ==, expected[d]);
}

static void
test_perft (void)
{
  static const guint64 start[] = { 36, 1226, 41402, 1321365, 42037278 };
  static const guint64 promo[] = { 12, 142, 1413, 20012 };
  static const guint64 basy[] = { 12, 104, 1129, 9794 };

  check_perft ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", start, g_test_slow () ? 5 : 4);
  check_perft ("r3k3/1P6/8/8/8/8/P7/4K3 w - - 0 1", promo, 4);
  check_perft ("4k3/8/8/8/3p4/2B5/1P6/4K3 w - - 0 1", basy, 4);
  /* Black is stalemated: no legal move, and white has won. */
  {
    LalaoPosition pos = util_position (E, "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
    g_assert_cmpuint (lalao_perft (E, &pos, 1), ==, 0);
  }
}

static void
check_moves (const char *fen, const char *from, const char *expected)
{
  g_autofree char *got = moves_from (fen, from);
  g_assert_cmpstr (got, ==, expected);
}

static void
test_pieces (void)
{
  /* Lone pieces on d4 with the hovas in the corners. */
  check_moves ("7k/8/8/8/3K4/8/8/8 w - - 0 1", "d4", "c3 d3 e3 c4 e4 c5 d5 e5");
  check_moves ("7k/8/8/8/3Q4/8/8/K7 w - - 0 1", "d4", "c3 e3 c5 e5");
  check_moves ("7k/8/8/8/3R4/8/8/K7 w - - 0 1", "d4",
               "d1 d2 d3 a4 b4 c4 e4 f4 g4 h4 d5 d6 d7 d8");
  check_moves ("7k/8/8/8/3N4/8/8/K7 w - - 0 1", "d4", "c2 e2 b3 f3 b5 f5 c6 e6");
  /* The basy: exactly two squares diagonally, never over a piece. */
  check_moves ("7k/8/8/8/3B4/8/8/K7 w - - 0 1", "d4", "b2 f2 b6 f6");
  check_moves ("7k/8/8/4p3/3B4/2P5/8/K7 w - - 0 1", "d4", "f2 b6");
  /* The zaza slides forward from any rank, takes diagonally forward. */
  check_moves ("7k/8/8/8/3P4/8/8/K7 w - - 0 1", "d4", "d5 d6 d7 d8q");
  check_moves ("7k/8/8/2pnp3/3P4/8/8/K7 w - - 0 1", "d4", "c5 e5");
  check_moves ("k7/8/8/8/3p4/8/8/7K b - - 0 1", "d4", "d1q d2 d3");
  /* Captures by every piece. */
  check_moves ("7k/8/8/8/3R1p2/8/8/K7 w - - 0 1", "d4", "d1 d2 d3 a4 b4 c4 e4 f4 d5 d6 d7 d8");
  check_moves ("7k/8/5p2/8/3B4/8/8/K7 w - - 0 1", "d4", "b2 f2 b6 f6");
}

static void
test_promotion (void)
{
  LalaoTrace trace;
  g_autofree char *slide = util_apply (E, "7k/8/8/8/8/8/1P6/K7 w - - 0 1", "b2b8", &trace);
  g_autofree char *take = NULL, *explicit_q = NULL;

  g_assert_cmpstr (slide, ==, "1Q5k/8/8/8/8/8/8/K7 b - - 0 1");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_PROMOTED), ==, 1);
  take = util_apply (E, "2r4k/1P6/8/8/8/8/8/K7 w - - 3 9", "b7c8q", &trace);
  g_assert_cmpstr (take, ==, "2Q4k/8/8/8/8/8/8/K7 b - - 0 9");
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_PIECE_CAPTURED), ==, 1);
  explicit_q = util_apply (E, "7k/8/8/8/8/8/1P6/K7 w - - 0 1", "b2b8q", NULL);
  g_assert_cmpstr (explicit_q, ==, slide);
  g_assert_cmpint (util_refusal (E, "7k/8/8/8/8/8/1P6/K7 w - - 0 1", "b2b8r").code, ==, LALAO_ERROR_PROMOTION_PIECE);
}

static void
test_legality (void)
{
  LalaoError err;

  /* A farasy pinned by a vorona cannot move. */
  check_moves ("4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1", "e2", "");
  err = util_refusal (E, "4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1", "e2c3");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_HOVA_ATTACKED);
  g_assert_cmpint (err.args[1], ==, sq ("e4"));
  g_assert_cmpint (err.args[2], ==, SAMANTSY_VORONA);
  /* A piece between the hova and a basy two squares away is pinned too. */
  check_moves ("4k3/8/8/8/8/6b1/5N2/4K3 w - - 0 1", "f2", "");
  /* Hovas never touch. */
  check_moves ("8/8/8/8/8/4k3/8/R3K3 w - - 0 1", "e1", "d1 f1");
  err = util_refusal (E, "8/8/8/8/8/4k3/8/R3K3 w - - 0 1", "e1e2");
  g_assert_cmpint (err.code, ==, LALAO_ERROR_HOVAS_TOUCH);
  /* In check, only moves that parry it. */
  check_moves ("4k3/8/8/8/8/8/4r3/3RK3 w - - 0 1", "d1", "");
  check_moves ("4k3/8/8/8/8/8/3Nr3/4K3 w - - 0 1", "d2", "");
  check_moves ("4k3/8/8/8/8/8/3Nr3/4K3 w - - 0 1", "e1", "d1 f1 e2");
}

static void
test_refusals (void)
{
  static const struct { const char *fen, *move; LalaoErrorCode code; int arg3; } cases[] = {
    { "4k3/8/8/8/8/8/8/4K2R w - - 0 1", "e1e3", LALAO_ERROR_PIECE_MOVEMENT, -1 },
    { "4k3/8/8/8/3p4/2B5/1P6/4K3 w - - 0 1", "c3e5", LALAO_ERROR_PATH_BLOCKED, 27 },
    { "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", "d4e5", LALAO_ERROR_PIECE_MOVEMENT, -1 },
    { "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1", "d4g7", LALAO_ERROR_PIECE_MOVEMENT, -1 },
    { "4k3/8/8/3n4/3P4/8/8/4K3 w - - 0 1", "d4d5", LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL, -1 },
    { "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", "d4e5", LALAO_ERROR_ZAZA_DIAGONAL_EMPTY, -1 },
    { "4k3/8/8/8/3P4/8/8/4K3 w - - 0 1", "d4d3", LALAO_ERROR_PIECE_MOVEMENT, -1 },
    { "4k3/8/8/3n4/8/3P4/8/4K3 w - - 0 1", "d3d6", LALAO_ERROR_PATH_BLOCKED, 35 },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", LALAO_ERROR_NONE, -1 },
    { "4k3/8/8/8/8/8/8/RN2K3 w - - 0 1", "a1b1", LALAO_ERROR_OCCUPIED, -1 },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e8e7", LALAO_ERROR_NOT_YOUR_PIECE, -1 },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "c3c4", LALAO_ERROR_EMPTY_START, -1 },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a1", LALAO_ERROR_SYNTAX, -1 },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "i1a1", LALAO_ERROR_SYNTAX, -1 },
    { "k6R/1Q6/1K6/8/8/8/8/8 b - - 0 1", "a8b8", LALAO_ERROR_GAME_OVER, -1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LalaoError err = util_refusal (E, cases[i].fen, cases[i].move);
      g_assert_cmpint (err.code, ==, cases[i].code);
      if (cases[i].arg3 >= 0)
        g_assert_cmpint (err.args[3], ==, cases[i].arg3);
    }
}

#define check_status(fen, reps, result, rule) util_check_status (E, fen, reps, result, rule)

static void
test_end (void)
{
  LalaoTrace trace;
  g_autofree char *after = NULL;

  /* Checkmate and stalemate both win for the player who blocked. */
  check_status ("k6R/1Q6/1K6/8/8/8/8/8 b - - 0 1", 1, LALAO_FIRST_WINS, LALAO_RULE_CHECKMATE);
  check_status ("k7/2K5/1Q6/8/8/8/8/8 b - - 0 1", 1, LALAO_FIRST_WINS, LALAO_RULE_STALEMATE);
  check_status ("8/8/8/8/8/1q6/2k5/K7 w - - 0 1", 1, LALAO_SECOND_WINS, LALAO_RULE_STALEMATE);
  /* The mating move, with its check event. */
  after = util_apply (E, "k7/8/1K6/8/8/8/8/6R1 w - - 0 1", "g1g8", &trace);
  g_assert_cmpstr (after, ==, "k5R1/8/1K6/8/8/8/8/8 b - - 1 1");
  check_status (after, 1, LALAO_FIRST_WINS, LALAO_RULE_CHECKMATE);
  g_assert_cmpint (util_count_events (&trace, LALAO_EVENT_CHECK), ==, 1);
  /* Draws. */
  check_status ("8/8/8/8/8/4k3/8/4K3 w - - 0 1", 1, LALAO_DRAW, LALAO_RULE_BARE_HOVAS);
  check_status ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 3, LALAO_DRAW, LALAO_RULE_REPETITION);
  check_status ("4k3/8/8/8/8/8/8/R3K3 w - - 100 80", 1, LALAO_DRAW, LALAO_RULE_NO_CAPTURE_LIMIT);
  check_status ("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", 1, LALAO_ONGOING, LALAO_RULE_NONE);
  /* The counter restarts on captures and zaza moves only. */
  g_free (after);
  after = util_apply (E, "4k3/8/8/8/8/8/P7/R3K3 w - - 40 80", "a2a5", NULL);
  g_assert_cmpstr (after, ==, "4k3/8/8/P7/8/8/8/R3K3 b - - 0 80");
  g_free (after);
  after = util_apply (E, "4k3/8/8/8/8/8/P7/R3K3 w - - 40 80", "e1d1", NULL);
  g_assert_cmpstr (after, ==, "4k3/8/8/8/8/8/P7/R2K4 b - - 41 80");
}

static void
test_fen_errors (void)
{
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w - - 0 1", "7 ranks instead of 8"));
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "more than 8 ranks"));
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/pppppppp/p8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "rank 6 has more than 8"));
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "rank 7 has 7 squares"));
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w - - 0 1", "'X' is not a piece letter (KQRNBPkqrnbp)"));
  g_assert_true (util_fen_rejected (E, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1", "there are 2 white hovas: each side has exactly one"));
  g_assert_true (util_fen_rejected (E, "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "no black hova"));
  g_assert_true (util_fen_rejected (E, "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "white zaza stands on its last rank"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/p3K3 w - - 0 1", "black zaza stands on its last rank"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R x - - 0 1", "'w' or 'b'"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "no castling"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R w - e3 0 1", "no en passant"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R w - - x 1", "plies without capture"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R w - - 0 0", "move number"));
  g_assert_true (util_fen_rejected (E, "4k3/8/8/8/8/8/8/4K2R w - - 0 1 z", "unexpected text"));
  g_assert_true (util_fen_rejected (E, "4k2R/8/8/8/8/8/8/4K3 w - - 0 1", "black hova is attacked"));
  g_assert_true (util_fen_rejected (E, "8/8/8/8/8/8/3k4/4K3 b - - 0 1", "white hova is attacked"));
}

/* Random games: FEN and hash round trips; every game ends. */
static void
test_random_playouts (void)
{
  guint64 plies = util_random_playouts (E, 10000, 1912, 5000, NULL, NULL, 0);
  g_test_message ("%" G_GUINT64_FORMAT " plies", plies);
}

/* RULES.md's Choice: blocked means no legal move at all. The black
 * hova has no square, but its zaza can move: the game goes on, and the
 * zaza's move is its only one. */
static void
test_blocked_reading (void)
{
  util_check_status (E, "k7/2K5/1Q6/8/8/8/p7/8 b - - 0 1", 1, LALAO_ONGOING, LALAO_RULE_NONE);
  LalaoPosition blocked = util_position (E, "k7/2K5/1Q6/8/8/8/p7/8 b - - 0 1");
  g_assert_cmpuint (lalao_perft (E, &blocked, 1), ==, 1);
  g_autofree char *after = util_apply (E, "k7/2K5/1Q6/8/8/8/p7/8 b - - 0 1", "a2a1q", NULL);
  g_assert_cmpstr (after, ==, "k7/2K5/1Q6/8/8/8/8/q7 w - - 0 2");
  /* Both hovas are boxed in at the start, and the game goes on. */
  util_check_status (E, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", 1, LALAO_ONGOING, LALAO_RULE_NONE);
}

/* The position with the colours swapped and the board turned upside
 * down: the same game for the other side. */
static void
mirrored (const LalaoPosition *pos, LalaoPosition *out)
{
  char fen[LALAO_FEN_MAX];
  E->to_fen (pos, fen);
  g_auto (GStrv) fields = g_strsplit (fen, " ", -1);
  g_auto (GStrv) ranks = g_strsplit (fields[0], "/", -1);
  GString *flipped = g_string_new (NULL);
  for (int r = 7; r >= 0; r--)
    {
      for (const char *c = ranks[r]; *c; c++)
        g_string_append_c (flipped, g_ascii_isupper (*c) ? g_ascii_tolower (*c) : g_ascii_toupper (*c));
      if (r > 0)
        g_string_append_c (flipped, '/');
    }
  g_autofree char *rest = g_strjoinv (" ", fields + 2);
  g_string_append_printf (flipped, " %s %s", g_str_equal (fields[1], "w") ? "b" : "w", rest);
  g_autofree char *text = g_string_free (flipped, FALSE);
  *out = util_position (E, text);
}

/* Along random games: the evaluation and its tuning terms agree to the
 * unit (texel-tune relies on it) wherever the terms apply (not in the
 * hand-written bare-hova endings), and the evaluation is the same for
 * the mirrored position (each side's terms are counted alike). */
static int positions_with_terms;

static void
check_evaluation (const LalaoPosition *pos, int game, int ply, void *state)
{
  (void) game, (void) ply, (void) state;
  static LalaoEvalTerms terms;
  LalaoPosition other;
  g_assert_nonnull (E->tuning);
  if (E->tuning->terms (pos, &terms))
    {
      g_assert_cmpint (lalao_eval_from_terms (E->tuning, &terms) + lalao_eval_net_part (E->tuning, pos), ==,
                       E->evaluate (pos));
      g_assert_cmpint (terms.phase, >=, 0);
      g_assert_cmpint (terms.phase, <=, LALAO_EVAL_PHASE_MAX);
      positions_with_terms++;
    }
  mirrored (pos, &other);
  g_assert_cmpint (E->evaluate (&other), ==, E->evaluate (pos));
  g_assert_cmpint (E->reference_evaluate (&other), ==, E->reference_evaluate (pos));
}

static void
test_evaluation_terms (void)
{
  util_random_playouts (E, 200, 2026, 5000, NULL, check_evaluation, 0);
  g_assert_cmpint (positions_with_terms, >, 1000);
  /* The start is even but for the move: only the tempo is left. */
  LalaoPosition start;
  E->start (&start, 0);
  g_assert_cmpint (E->reference_evaluate (&start), ==, 0);
}

/* A bare hova: lost against a vorona or a farasy and a basy, as the
 * exact tables say (docs/endgames.md), so its side's score is far below
 * the material's; against an anakova and a basy, or a single piece, a
 * draw in all but name, so the score is small whatever the material. */
static int
evaluation_of (const char *fen)
{
  LalaoPosition pos = util_position (E, fen);
  return E->evaluate (&pos);
}

static void
test_bare_hova (void)
{
  g_assert_cmpint (evaluation_of ("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), >=, 600);
  g_assert_cmpint (evaluation_of ("8/8/8/3k4/8/8/8/R3K3 b - - 0 1"), <=, -600);
  g_assert_cmpint (evaluation_of ("8/8/8/8/8/8/1nk4b/K7 w - - 0 1"), <=, -600);
  /* The ending of a game Lalao scored +7 for fifty moves, and drew. */
  int anakova_basy = evaluation_of ("8/8/3b4/5q2/3k4/8/8/K7 w - - 0 1");
  g_assert_cmpint (anakova_basy, <, 0);
  g_assert_cmpint (anakova_basy, >, -100);
  int two_basy = evaluation_of ("8/8/3b4/8/3k4/1b6/8/K7 b - - 0 1");
  g_assert_cmpint (two_basy, >, 0);
  g_assert_cmpint (two_basy, <, 100);
  int farasy = evaluation_of ("8/8/8/3k4/8/5N2/8/4K3 w - - 0 1");
  g_assert_cmpint (farasy, >, 0);
  g_assert_cmpint (farasy, <, 100);
  /* Blocking is taking the bare hova's squares: the same hovas, with the
   * anakova and the farasy covering a7 and b8 or far away. The pieces'
   * places alone are worth 71 here; the two squares must count more. */
  int boxed = evaluation_of ("k7/3N4/1QK5/8/8/8/8/8 w - - 0 1");
  int two_free = evaluation_of ("k7/8/2K5/8/8/4QN2/8/8 w - - 0 1");
  g_test_message ("a8 boxed in %d, two squares free %d", boxed, two_free);
  g_assert_cmpint (boxed - two_free, >=, 150);
}

/* The position of `fen` in *pos, and its move written `text`. */
static LalaoMove
move_in (const char *fen, const char *text, LalaoPosition *pos)
{
  LalaoMove move;
  LalaoError err;
  *pos = util_position (E, fen);
  lalao_engine_read_move (E, pos, text, &move, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  return move;
}

/* The static exchange of a move, in the reference piece values (zaza
 * 100, anakova 150, basy 180, farasy 320, vorona 500). */
static int
exchange (const char *fen, const char *text)
{
  LalaoPosition pos;
  LalaoMove move = move_in (fen, text, &pos);
  return E->exchange (&pos, move);
}

static void
test_exchange (void)
{
  /* A free zaza; the same zaza defended by another: the vorona is lost. */
  g_assert_cmpint (exchange ("4k3/8/3p4/8/8/8/8/3RK3 w - - 0 1", "d1d6"), ==, 100);
  g_assert_cmpint (exchange ("4k3/4p3/3p4/8/8/8/8/3RK3 w - - 0 1", "d1d6"), ==, -400);
  /* A second vorona behind the first (an x-ray) makes the defender's
   * recapture a loss: black stops, white keeps the zaza. */
  g_assert_cmpint (exchange ("3rk3/8/3p4/8/8/8/3R4/3RK3 w - - 0 1", "d2d6"), ==, 100);
  g_assert_cmpint (exchange ("3rk3/8/3p4/8/8/8/3R4/4K3 w - - 0 1", "d2d6"), ==, -400);
  /* Zaza takes vorona, a farasy takes back: 500 - 100. */
  g_assert_cmpint (exchange ("4k3/8/8/1n6/3r4/2P5/8/4K3 w - - 0 1", "c3d4"), ==, 400);
  /* The hova takes back only what nobody defends any more: vorona for
   * farasy, zaza takes vorona, hova takes zaza (320 - 500 + 100); with a
   * second defender the hova cannot (320 - 500). */
  g_assert_cmpint (exchange ("7k/8/8/4p3/R2n4/2K5/8/8 w - - 0 1", "a4d4"), ==, -80);
  g_assert_cmpint (exchange ("3r3k/8/8/4p3/R2n4/2K5/8/8 w - - 0 1", "a4d4"), ==, -180);
  /* A promotion gains the anakova for the zaza. */
  g_assert_cmpint (exchange ("8/3P4/8/8/8/8/8/k3K3 w - - 0 1", "d7d8"), ==, 50);
  /* A quiet move onto an attacked square loses the piece. */
  g_assert_cmpint (exchange ("4k3/8/8/3p4/8/8/8/2B1K3 w - - 0 1", "c1e3"), ==, 0);
  g_assert_cmpint (exchange ("4k3/8/8/8/3p4/8/8/2B1K3 w - - 0 1", "c1e3"), ==, -180);
}

/* Whether the side to move may pass for the null-move pruning, and if
 * so, the position after the pass. */
static bool
passes (const char *fen, LalaoPosition *after)
{
  LalaoPosition pos = util_position (E, fen);
  return E->pass (&pos, after);
}

static void
test_pass (void)
{
  LalaoPosition after;
  char fen[LALAO_FEN_MAX];

  /* From the start: the same board, the other side to move. */
  g_assert_true (passes ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", &after));
  E->to_fen (&after, fen);
  g_assert_cmpstr (fen, ==, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b - - 0 1");
  /* Never in check. */
  g_assert_false (passes ("4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", &after));
  /* A vorona, or two pieces besides the hova and the zazas: yes. */
  g_assert_true (passes ("4k3/8/8/8/8/8/PP6/R3K3 w - - 0 1", &after));
  g_assert_true (passes ("4k3/8/8/8/8/8/PP6/1NB1K3 w - - 0 1", &after));
  /* One such piece or none: being made to move may be what loses (a
   * side without a move has lost), so no pass. */
  g_assert_false (passes ("4k3/8/8/8/8/8/PP6/1N2K3 w - - 0 1", &after));
  g_assert_false (passes ("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", &after));
}

/* gives_check() says of every legal move what playing it and asking
 * in_check() says, with the standard pieces and with Huffel's. */
static int checking_moves;

static void
check_gives_check (const LalaoPosition *pos, int game, int ply, void *state)
{
  (void) game, (void) ply, (void) state;
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = E->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      E->play (pos, moves[i], &after, NULL);
      bool checks = E->in_check (&after);
      g_assert_cmpint (E->gives_check (pos, moves[i]), ==, checks);
      checking_moves += checks;
    }
}

static LalaoOptions
every_other_huffel (int game)
{
  return game % 2 ? SAMANTSY_OPTION_HUFFEL : 0;
}

/* Whether gives_check() says the move written `text` checks. */
static bool
gives_check (const char *fen, const char *text)
{
  LalaoPosition pos;
  LalaoMove move = move_in (fen, text, &pos);
  return E->gives_check (&pos, move);
}

static void
test_gives_check (void)
{
  util_random_playouts (E, 200, 1953, 5000, every_other_huffel, check_gives_check, 0);
  g_assert_cmpint (checking_moves, >, 1000);
  /* Direct, and discovered: the farasy leaves the vorona's file; the
   * farasy leaves the square between the basy and the hova. */
  g_assert_true (gives_check ("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8"));
  g_assert_true (gives_check ("k7/8/8/N7/8/8/8/R3K3 w - - 0 1", "a5c6"));
  g_assert_false (gives_check ("k7/8/8/N7/8/8/8/R3K3 w - - 0 1", "a1b1"));
  g_assert_true (gives_check ("8/8/8/8/4k3/3N4/2B5/6K1 w - - 0 1", "d3b2"));
  g_assert_false (gives_check ("8/8/8/8/4k3/3N4/2B5/6K1 w - - 0 1", "g1h1"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/samantsy/perft", test_perft);
  g_test_add_func ("/samantsy/pieces", test_pieces);
  g_test_add_func ("/samantsy/promotion", test_promotion);
  g_test_add_func ("/samantsy/legality", test_legality);
  g_test_add_func ("/samantsy/refusals", test_refusals);
  g_test_add_func ("/samantsy/end", test_end);
  g_test_add_func ("/samantsy/blocked-reading", test_blocked_reading);
  g_test_add_func ("/samantsy/fen-errors", test_fen_errors);
  g_test_add_func ("/samantsy/random-playouts", test_random_playouts);
  g_test_add_func ("/samantsy/evaluation-terms", test_evaluation_terms);
  g_test_add_func ("/samantsy/exchange", test_exchange);
  g_test_add_func ("/samantsy/bare-hova", test_bare_hova);
  g_test_add_func ("/samantsy/pass", test_pass);
  g_test_add_func ("/samantsy/gives-check", test_gives_check);
  return g_test_run ();
}
