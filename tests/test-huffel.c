/* test-huffel.c — Huffel's Samantsy (RULES.md §1, option huffel): each
 * piece's 1940 move, the zaza's promotion by file, the refusals, and the
 * engine's perft checked against a second move generator written here.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The second generator shares nothing with the engine: a board of 64
 * letters, each piece's move walked square by square from the readings
 * of RULES.md, legality by looking for an attack on the hova after the
 * move. It is slow and plain on purpose.
 */
#include <ctype.h>

#include "samantsy.h"
#include "test-engine-util.h"

extern const LalaoEngine lalao_samantsy_engine;
#define E (&lalao_samantsy_engine)
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"

/* ---- the second generator ---- */

typedef struct {
  char sq[64];   /* FEN letters, '.' when empty; a1 = 0 */
  int white;     /* to move */
} Board;

typedef struct {
  int from, to;
  char becomes;  /* 0, or the promoted piece's letter */
} Step;

static void
board_read (Board *b, const char *fen)
{
  int rank = 7, file = 0;
  memset (b->sq, '.', 64);
  for (const char *c = fen; *c != ' '; c++)
    if (*c == '/')
      rank--, file = 0;
    else if (isdigit ((unsigned char) *c))
      file += *c - '0';
    else
      b->sq[rank * 8 + file++] = *c;
  b->white = strchr (fen, ' ')[1] == 'w';
}

static int
mine (char piece, int white)
{
  return piece != '.' && (isupper ((unsigned char) piece) != 0) == white;
}

static int
on_board (int file, int rank)
{
  return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

/* The squares the piece on `from` reaches (empty or enemy, or own: the
 * caller filters), by the 1940 readings. */
static int
reach (const Board *b, int from, int *out)
{
  static const int dirs[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  char piece = (char) tolower ((unsigned char) b->sq[from]);
  int white = isupper ((unsigned char) b->sq[from]) != 0, f = from % 8, r = from / 8, n = 0;
  int basy_home = piece == 'b' && (white ? (from == 2 || from == 5) : (from == 58 || from == 61));

  for (int d = 0; d < 8; d++)
    {
      int df = dirs[d][0], dr = dirs[d][1];
      switch (piece)
        {
        case 'k':  /* the hova: a queen's slide */
        case 'r':  /* the vorona: straight slides */
        case 'b':  /* the basy: a vorona's, or two straight from home */
          if ((piece != 'k' && d >= 4) || basy_home)
            break;
          for (int k = 1; on_board (f + k * df, r + k * dr); k++)
            {
              int to = (r + k * dr) * 8 + f + k * df;
              out[n++] = to;
              if (b->sq[to] != '.')
                break;
            }
          break;
        case 'q':  /* the anakova and the zaza: one step any way */
        case 'p':
          if (on_board (f + df, r + dr))
            out[n++] = (r + dr) * 8 + f + df;
          break;
        case 'n':  /* the farasy: two away, jumping */
          if (on_board (f + 2 * df, r + 2 * dr))
            out[n++] = (r + 2 * dr) * 8 + f + 2 * df;
          break;
        }
      if (basy_home && d < 4 && on_board (f + 2 * df, r + 2 * dr) && b->sq[(r + dr) * 8 + f + df] == '.')
        out[n++] = (r + 2 * dr) * 8 + f + 2 * df;
    }
  return n;
}

static int
attacked (const Board *b, int square, int by_white)
{
  int to[64];
  for (int from = 0; from < 64; from++)
    if (mine (b->sq[from], by_white))
      for (int i = 0, n = reach (b, from, to); i < n; i++)
        if (to[i] == square)
          return 1;
  return 0;
}

static void
play_step (Board *b, Step s)
{
  b->sq[s.to] = s.becomes ? (b->white ? (char) toupper (s.becomes) : s.becomes) : b->sq[s.from];
  b->sq[s.from] = '.';
  b->white = !b->white;
}

static int
hova_of (const Board *b, int white)
{
  for (int i = 0; i < 64; i++)
    if (b->sq[i] == (white ? 'K' : 'k'))
      return i;
  return -1;
}

static int
steps (const Board *b, Step *out)
{
  static const char by_file[] = "rnbqqbnr";
  int n = 0, to[64];
  for (int from = 0; from < 64; from++)
    {
      if (!mine (b->sq[from], b->white))
        continue;
      for (int i = 0, k = reach (b, from, to); i < k; i++)
        {
          char there = b->sq[to[i]];
          if (mine (there, b->white) || there == 'k' || there == 'K')
            continue;
          int last = b->white ? to[i] / 8 == 7 : to[i] / 8 == 0;
          Step s = { from, to[i], (tolower ((unsigned char) b->sq[from]) == 'p' && last) ? by_file[to[i] % 8] : 0 };
          Board after = *b;
          play_step (&after, s);
          if (!attacked (&after, hova_of (&after, b->white), !b->white))
            out[n++] = s;
        }
    }
  return n;
}

static guint64
slow_perft (const Board *b, int depth)
{
  Step list[256];
  int n = steps (b, list);
  guint64 total = 0;
  if (depth == 1)
    return (guint64) n;
  for (int i = 0; i < n; i++)
    {
      Board after = *b;
      play_step (&after, list[i]);
      total += slow_perft (&after, depth - 1);
    }
  return total;
}

/* ---- the engine, with the option on ---- */

static LalaoPosition
huffel_position (const char *fen)
{
  LalaoPosition pos;
  LalaoError err;
  if (!E->from_fen (&pos, fen, SAMANTSY_OPTION_HUFFEL, &err))
    g_error ("bad test FEN \"%s\": %s", fen, err.message);
  return pos;
}

static const char *const positions[] = {
  START,
  /* Zazas about to promote on every file, basys at home and away. */
  "r3k2r/PP2p1PP/8/2b5/5B2/8/pp2P1pp/R1B1K2R w - - 0 1",
  /* Open hovas that slide: checks along lines and diagonals. */
  "4k3/8/2n5/8/1b6/8/3PP3/R3K2R b - - 3 20",
  "2k5/1pp5/8/3N4/8/5q2/8/2B1K3 w - - 0 30",
};

static void
test_perft_two_generators (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (positions); i++)
    {
      LalaoPosition pos = huffel_position (positions[i]);
      Board b;
      board_read (&b, positions[i]);
      for (int depth = 1; depth <= 3; depth++)
        {
          guint64 engine = lalao_perft (E, &pos, depth), second = slow_perft (&b, depth);
          g_test_message ("%s depth %d: engine %" G_GUINT64_FORMAT ", second generator %" G_GUINT64_FORMAT,
                          positions[i], depth, engine, second);
          g_assert_cmpuint (engine, ==, second);
        }
    }
  /* From the start, one ply deeper: 26, 672, 20388, 616015. */
  Board start;
  board_read (&start, START);
  LalaoPosition pos = huffel_position (START);
  g_assert_cmpuint (lalao_perft (E, &pos, 4), ==, 616015);
  g_assert_cmpuint (slow_perft (&start, 4), ==, 616015);
}

/* The legal moves from one square, "to" squares joined by spaces. */
static char *
moves_from (const char *fen, const char *from)
{
  LalaoPosition pos = huffel_position (fen);
  return util_moves_from (E, &pos, (from[1] - '1') * 8 + from[0] - 'a');
}

static void
check_moves (const char *fen, const char *from, const char *expected)
{
  g_autofree char *got = moves_from (fen, from);
  g_assert_cmpstr (got, ==, expected);
}

/* Each reading of RULES.md, on one piece. */
static void
test_pieces (void)
{
  /* The zaza steps any way, backwards too, and takes the same way. */
  check_moves ("6k1/8/8/3p4/3P4/8/8/K7 w - - 0 1", "d4", "c3 d3 e3 c4 e4 c5 d5 e5");
  /* The hova slides like a queen, and stays off the squares the other
   * hova's lines reach (g1, g7, a8, h8, a2). */
  check_moves ("6k1/8/8/8/8/8/8/K7 w - - 0 1", "a1", "b1 c1 d1 e1 f1 h1 b2 a3 c3 a4 d4 a5 e5 a6 f6 a7");
  /* The anakova steps any way. */
  check_moves ("6k1/8/8/8/3Q4/8/8/K7 w - - 0 1", "d4", "c3 d3 e3 c4 e4 c5 d5 e5");
  /* The farasy leaps exactly two, straight or diagonal, over pieces. */
  check_moves ("6k1/8/8/2PPP3/2PNP3/2PPP3/8/K7 w - - 0 1", "d4", "b2 d2 f2 b4 f4 b6 d6 f6");
  /* The basy at home: exactly two straight, not over a piece. */
  check_moves ("6k1/8/8/8/8/8/2P5/K1B5 w - - 0 1", "c1", "e1");
  check_moves ("6k1/8/8/8/8/8/8/K1B5 w - - 0 1", "c1", "e1 c3");
  /* Away from home, a vorona's move. */
  check_moves ("6k1/8/8/8/8/3B4/8/K7 w - - 0 1", "d3", "d1 d2 a3 b3 c3 e3 f3 g3 h3 d4 d5 d6 d7 d8");
}

/* A zaza on its last rank becomes the piece that started there; the
 * move says so ("a7a8r"), and another letter is refused. */
static void
test_promotion (void)
{
  static const char *const fen = "8/PPP2PPP/8/4k3/8/7K/8/8 w - - 0 1";
  check_moves (fen, "a7", "a6 b6 a8r b8n");
  check_moves (fen, "c7", "b6 c6 d6 d7 b8n c8b d8q");
  check_moves (fen, "f7", "e6 f6 g6 e7 e8q f8b g8n");

  LalaoPosition pos = huffel_position (fen), next;
  LalaoMove m;
  LalaoError err;
  char out[LALAO_FEN_MAX];
  lalao_engine_read_move (E, &pos, "b7b8", &m, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  E->play (&pos, m, &next, NULL);
  E->to_fen (&next, out);
  g_assert_cmpstr (out, ==, "1N6/P1P2PPP/8/4k3/8/7K/8/8 b - - 0 1");
  lalao_engine_read_move (E, &pos, "b7b8q", &m, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PROMOTION_PIECE);
}

/* Refusals name the 1940 move. */
static void
test_refusals (void)
{
  LalaoPosition pos = huffel_position (START);
  LalaoMove m;
  LalaoError err;

  /* du Picq's zaza slide is not Huffel's step. */
  lalao_engine_read_move (E, &pos, "e2e5", &m, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PIECE_MOVEMENT);
  /* du Picq's knight leap is not Huffel's farasy. */
  lalao_engine_read_move (E, &pos, "b1c3", &m, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_PIECE_MOVEMENT);
  lalao_engine_read_move (E, &pos, "b1d3", &m, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
}

static LalaoOptions
huffel_options (int game)
{
  (void) game;
  return SAMANTSY_OPTION_HUFFEL;
}

/* Random games under Huffel's rules end by them, and the generators
 * agree along the way (test-engine-util.h's invariants). */
static void
test_random_playouts (void)
{
  guint64 plies = util_random_playouts (E, 300, 1940, 5000, huffel_options, NULL, 0);
  g_assert_cmpuint (plies, >, 300 * 20);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/huffel/perft-two-generators", test_perft_two_generators);
  g_test_add_func ("/huffel/random-playouts", test_random_playouts);
  g_test_add_func ("/huffel/pieces", test_pieces);
  g_test_add_func ("/huffel/promotion", test_promotion);
  g_test_add_func ("/huffel/refusals", test_refusals);
  return g_test_run ();
}
