/* test-refusals.c — every reason an engine gives for refusing a move is
 * the true one: a table with one position per reason, and random
 * positions whose refused moves have their reason's claims checked
 * against the position by this test's own reading of it.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdlib.h>
#include <string.h>

#include "fanorona.h"
#include "lalao-zobrist.h"
#include "samantsy.h"
#include "songo.h"
#include "surakarta.h"
#include "test-engine-util.h"

#define BIT(p) (UINT64_C (1) << (p))

typedef struct {
  const char *game, *fen, *move;
  LalaoErrorCode code;
} Refusal;

/* One position per reason. */
static const Refusal table[] = {
  { "songo", NULL, "Z9", LALAO_ERROR_SYNTAX },
  { "songo", "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5", "N0", LALAO_ERROR_GAME_OVER },
  { "samantsy", NULL, "e3e4", LALAO_ERROR_EMPTY_START },
  { "samantsy", NULL, "e7e6", LALAO_ERROR_NOT_YOUR_PIECE },
  { "surakarta", NULL, "a1a2", LALAO_ERROR_OCCUPIED },
  { "samantsy", NULL, "b1b3", LALAO_ERROR_PIECE_MOVEMENT },
  { "samantsy", NULL, "a1a3", LALAO_ERROR_PATH_BLOCKED },
  { "samantsy", "4k3/8/8/8/3p4/3P4/8/4K3 w - - 0 1", "d3d4", LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL },
  { "samantsy", NULL, "e2f3", LALAO_ERROR_ZAZA_DIAGONAL_EMPTY },
  { "samantsy", NULL, "d1e2", LALAO_ERROR_OCCUPIED },
  { "samantsy", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", "e1d2", LALAO_ERROR_HOVA_ATTACKED },
  { "samantsy", "8/8/8/8/3k4/8/3K4/8 w - - 0 1", "d2d3", LALAO_ERROR_HOVAS_TOUCH },
  { "samantsy", "8/8/8/8/8/3k4/3P4/K7 w - - 0 1", "d2d3", LALAO_ERROR_HOVA_CAPTURE },
  { "samantsy", "4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a7a8n", LALAO_ERROR_PROMOTION_PIECE },
  { "songo", NULL, "N3", LALAO_ERROR_NOT_YOUR_PIT },
  { "songo", "5,5,0,5,5,5,5/5,5,5,5,5,5,10 s 0 0", "S2", LALAO_ERROR_EMPTY_PIT },
  { "songo", "1,5,5,5,5,5,5/5,5,5,5,5,5,4 s 2 3", "S0", LALAO_ERROR_LAST_PIT_ONE },
  { "songo", "2,0,0,0,0,0,5/1,1,0,0,0,0,0 s 31 30", "S0", LALAO_ERROR_LAST_PIT_TWO },
  { "songo", "3,5,9,2,0,0,0/0,0,0,0,0,0,0 s 30 21", "S1", LALAO_ERROR_SOLIDARITY },
  { "fanorona", "9/9/2B6/2W6/9 w", "c2d3", LALAO_ERROR_NO_LINE },
  { "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3b4W", LALAO_ERROR_SAME_DIRECTION },
  { "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3c3A,c3b4W,b4b3A", LALAO_ERROR_VISITED },
  { "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3c3A,c3d4", LALAO_ERROR_CHAIN_MUST_CAPTURE },
  { "fanorona", "9/9/1BW1B4/9/9 w", "c3c4", LALAO_ERROR_CAPTURE_COMPULSORY },
  { "fanorona", "9/9/1BW1B4/9/9 w", "c3d3", LALAO_ERROR_CAPTURE_KIND_NEEDED },
  { "fanorona", "9/9/1W2B4/9/9 w", "b3c3W", LALAO_ERROR_NO_CAPTURE_KIND },
  { "surakarta", NULL, "c2c4", LALAO_ERROR_NOT_ADJACENT },
  { "surakarta", "b5/6/6/6/2b1ww/1w4 w 0 1", "e2xc2", LALAO_ERROR_PATH_BLOCKED_AT },
  { "surakarta", "6/6/6/6/1w4/b5 w 0 1", "b2xa1", LALAO_ERROR_NOT_ON_CIRCUIT },
  { "surakarta", "6/6/6/1b4/6/1w4 w 0 1", "b1xb6", LALAO_ERROR_CIRCUIT_EMPTY_END },
};

/* Reasons no table row needs: none, a bad FEN (not a move), the fallback
 * that a complete engine never reaches, a Surakarta capture without a
 * loop (a circuit is closed: the way round the other side always passes
 * loops, so a refused capture is refused for what blocks those ways), a
 * chain's other stone and the variant's diagonal (the step level and the
 * variant, checked in their own tests). */
static gboolean
needs_no_row (LalaoErrorCode code)
{
  return code == LALAO_ERROR_NONE || code == LALAO_ERROR_FEN || code == LALAO_ERROR_UNREACHABLE || code == LALAO_ERROR_NOT_A_LEGAL_MOVE
         || code == LALAO_ERROR_NO_LOOP || code == LALAO_ERROR_OTHER_STONE || code == LALAO_ERROR_NO_DIAGONAL;
}

static void
test_table (void)
{
  gboolean covered[LALAO_N_ERRORS] = { FALSE };

  for (gsize i = 0; i < G_N_ELEMENTS (table); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (table[i].game);
      char start[LALAO_FEN_MAX];
      LalaoPosition pos;
      e->start (&pos, lalao_engine_default_options (e));
      e->to_fen (&pos, start);
      LalaoError err = util_refusal (e, table[i].fen != NULL ? table[i].fen : start, table[i].move);
      if (err.code != table[i].code)
        g_error ("%s %s %s: reason %d, expected %d", table[i].game, table[i].fen ? table[i].fen : "(start)",
                 table[i].move, err.code, table[i].code);
      covered[err.code] = TRUE;
    }
  for (int code = 0; code < LALAO_N_ERRORS; code++)
    if (!covered[code] && !needs_no_row (code))
      g_error ("no table row gives reason %d", code);
}

/* ---- the claims of a reason, read from the position by the test ---- */

static int file_of (int p, int files) { return p % files; }
static int rank_of (int p, int files) { return p / files; }

static int
chebyshev (int a, int b, int files)
{
  return MAX (abs (file_of (a, files) - file_of (b, files)), abs (rank_of (a, files) - rank_of (b, files)));
}

/* What stands on a point of a grid game: -1 empty, else the side. */
static int
owner (const LalaoEngine *e, const LalaoPosition *pos, int p)
{
  if (g_str_equal (e->id, "samantsy"))
    {
      const SamantsyPosition *s = samantsy_const (pos);
      return (s->by_side[0] & BIT (p)) ? 0 : (s->by_side[1] & BIT (p)) ? 1 : -1;
    }
  if (g_str_equal (e->id, "fanorona"))
    {
      const FanoronaPosition *f = fanorona_const (pos);
      return (f->stones[0] & BIT (p)) ? 0 : (f->stones[1] & BIT (p)) ? 1 : -1;
    }
  const SurakartaPosition *s = surakarta_const (pos);
  return (s->pieces[0] & BIT (p)) ? 0 : (s->pieces[1] & BIT (p)) ? 1 : -1;
}

/* Whether a Samantsy piece could go from a to b on an empty board. */
static gboolean
samantsy_pattern (SamantsyPiece piece, LalaoSide side, int a, int b)
{
  int df = file_of (b, 8) - file_of (a, 8), dr = rank_of (b, 8) - rank_of (a, 8);
  int forward = side == LALAO_FIRST ? dr : -dr;
  switch (piece)
    {
    case SAMANTSY_HOVA: return MAX (abs (df), abs (dr)) == 1;
    case SAMANTSY_ANAKOVA: return abs (df) == 1 && abs (dr) == 1;
    case SAMANTSY_VORONA: return (df == 0) != (dr == 0);
    case SAMANTSY_FARASY: return (abs (df) == 1 && abs (dr) == 2) || (abs (df) == 2 && abs (dr) == 1);
    case SAMANTSY_BASY: return abs (df) == 2 && abs (dr) == 2;
    case SAMANTSY_ZAZA: return (df == 0 && forward > 0) || (abs (df) == 1 && forward == 1);
    default: return FALSE;
    }
}

static int checked[LALAO_N_ERRORS];

/* Whether some legal move's text begins with `prefix` (its first step). */
static gboolean
legal_prefix (const LalaoEngine *e, const LalaoPosition *pos, const char *prefix)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  char text[LALAO_MOVE_TEXT_MAX];
  int n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      e->format_move (pos, moves[i], text);
      if (g_str_has_prefix (text, prefix))
        return TRUE;
    }
  return FALSE;
}

/* Checks what `err` claims about the position; g_error when a claim is
 * false. `from` and `to` are the points of the refused move. */
static void
check_claims (const LalaoEngine *e, const LalaoPosition *pos, const char *text, const LalaoError *err)
{
  const int *a = err->args;
  LalaoSide mover = e->side_to_move (pos);
  gboolean ok = TRUE;

  switch (err->code)
    {
    case LALAO_ERROR_EMPTY_START:
      ok = owner (e, pos, a[0]) == -1;
      break;
    case LALAO_ERROR_NOT_YOUR_PIECE:
      ok = owner (e, pos, a[0]) == (int) !mover;
      break;
    case LALAO_ERROR_OCCUPIED:
      ok = owner (e, pos, a[0]) == a[1];
      break;
    case LALAO_ERROR_NOT_ADJACENT:
      ok = chebyshev (a[0], a[1], g_str_equal (e->id, "fanorona") ? 9 : 6) != 1;
      break;
    case LALAO_ERROR_NO_LINE:
      ok = chebyshev (a[0], a[1], 9) == 1 && file_of (a[0], 9) != file_of (a[1], 9)
           && rank_of (a[0], 9) != rank_of (a[1], 9) && (file_of (a[0], 9) + rank_of (a[0], 9)) % 2 == 1;
      break;
    case LALAO_ERROR_CIRCUIT_EMPTY_END:
      ok = owner (e, pos, a[1]) == -1;
      break;
    case LALAO_ERROR_PATH_BLOCKED_AT:
      ok = owner (e, pos, a[2]) != -1 && a[2] != a[0] && a[2] != a[1]
           && (a[3] < 0 || (owner (e, pos, a[3]) != -1 && a[3] != a[2]));
      break;
    case LALAO_ERROR_PIECE_MOVEMENT:
      {
        LalaoSide side;
        ok = samantsy_piece_at (pos, a[0], &side) == (SamantsyPiece) a[2] && side == mover
             && !samantsy_pattern (a[2], mover, a[0], a[1]);
      }
      break;
    case LALAO_ERROR_PATH_BLOCKED:
      {
        /* The blocking square lies strictly between, on the line, occupied. */
        int df = file_of (a[1], 8) - file_of (a[0], 8), dr = rank_of (a[1], 8) - rank_of (a[0], 8);
        int bf = file_of (a[3], 8) - file_of (a[0], 8), br = rank_of (a[3], 8) - rank_of (a[0], 8);
        ok = owner (e, pos, a[3]) != -1 && df * br == dr * bf && abs (bf) + abs (br) < abs (df) + abs (dr)
             && bf * df >= 0 && br * dr >= 0 && a[3] != a[0];
      }
      break;
    case LALAO_ERROR_HOVA_CAPTURE:
      {
        LalaoSide side;
        ok = samantsy_piece_at (pos, a[0], &side) == SAMANTSY_HOVA && side != mover;
      }
      break;
    case LALAO_ERROR_HOVAS_TOUCH:
      {
        LalaoSide side;
        ok = samantsy_piece_at (pos, a[1], &side) == SAMANTSY_HOVA && side != mover && chebyshev (a[0], a[1], 8) == 1;
      }
      break;
    case LALAO_ERROR_HOVA_ATTACKED:
      {
        LalaoSide side;
        ok = samantsy_piece_at (pos, a[1], &side) == (SamantsyPiece) a[2] && side != mover;
      }
      break;
    case LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL:
    case LALAO_ERROR_ZAZA_DIAGONAL_EMPTY:
      {
        LalaoSide side;
        int df = file_of (a[1], 8) - file_of (a[0], 8), dr = rank_of (a[1], 8) - rank_of (a[0], 8);
        int forward = mover == LALAO_FIRST ? dr : -dr;
        ok = samantsy_piece_at (pos, a[0], &side) == SAMANTSY_ZAZA && side == mover
             && (err->code == LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL ? df == 0 && forward > 0 && owner (e, pos, a[1]) == (int) !mover
                                                               : abs (df) == 1 && forward == 1 && owner (e, pos, a[1]) == -1);
      }
      break;
    case LALAO_ERROR_CAPTURE_COMPULSORY:
    case LALAO_ERROR_CAPTURE_KIND_NEEDED:
    case LALAO_ERROR_NO_CAPTURE_KIND:
      {
        char step[16], with_a[20], with_w[20];
        e->point_name (a[0], step);
        e->point_name (a[1], step + strlen (step));
        g_snprintf (with_a, sizeof with_a, "%sA", step);
        g_snprintf (with_w, sizeof with_w, "%sW", step);
        if (err->code == LALAO_ERROR_CAPTURE_COMPULSORY)
          ok = legal_prefix (e, pos, with_a) || legal_prefix (e, pos, with_w);
        else if (err->code == LALAO_ERROR_CAPTURE_KIND_NEEDED)
          ok = legal_prefix (e, pos, with_a) == ((a[2] & 1) != 0) && legal_prefix (e, pos, with_w) == ((a[2] & 2) != 0);
        else
          ok = !legal_prefix (e, pos, a[2] == FANORONA_APPROACH ? with_a : with_w);
      }
      break;
    case LALAO_ERROR_EMPTY_PIT:
      ok = songo_const (pos)->pits[a[0]] == 0;
      break;
    case LALAO_ERROR_NOT_YOUR_PIT:
      ok = (a[0] < 7) != (mover == LALAO_FIRST);
      break;
    case LALAO_ERROR_LAST_PIT_ONE:
      ok = a[0] == (mover == LALAO_FIRST ? 0 : 13) && songo_const (pos)->pits[a[0]] == 1;
      break;
    case LALAO_ERROR_LAST_PIT_TWO:
      ok = a[0] == (mover == LALAO_FIRST ? 0 : 13) && songo_const (pos)->pits[a[0]] == 2;
      break;
    case LALAO_ERROR_SOLIDARITY:
      {
        const SongoPosition *s = songo_const (pos);
        int opponent = 0;
        for (int i = 0; i < 7; i++)
          opponent += s->pits[SONGO_PIT (!mover, i)];
        ok = opponent == 0 && s->pits[a[1]] == a[2] && a[2] > s->pits[a[0]];
      }
      break;
    default:
      break;
    }
  if (!ok)
    {
      char fen[LALAO_FEN_MAX];
      e->to_fen (pos, fen);
      g_error ("%s %s: %s refused with reason %d (%d %d %d %d), which is not true here", e->id, fen, text, err->code,
               a[0], a[1], a[2], a[3]);
    }
  checked[err->code]++;
}

/* Every move text a click could mean here, refused ones checked. */
static void
check_position (const LalaoEngine *e, const LalaoPosition *pos, uint64_t *random)
{
  char names[64][8], text[32];
  int n = 0;
  LalaoMove move;
  LalaoError err;

  for (; n < 64; n++)
    {
      e->point_name (n, names[n]);
      if (names[n][0] == '?')
        break;
    }
  if (g_str_equal (e->id, "songo"))
    {
      for (int p = 0; p < n; p++)
        {
          lalao_engine_read_move (e, pos, names[p], &move, &err);
          if (err.code != LALAO_ERROR_NONE)
            check_claims (e, pos, names[p], &err);
        }
      return;
    }
  /* A sample of the pairs of points: every pair would be slow. */
  for (int k = 0; k < 40; k++)
    {
      int from = (int) (lalao_random_next (random) % (uint64_t) n), to = (int) (lalao_random_next (random) % (uint64_t) n);
      const char *suffix = g_str_equal (e->id, "fanorona") ? (const char *[]){ "", "A", "W" }[lalao_random_next (random) % 3]
                                                            : "";
      gboolean capture = g_str_equal (e->id, "surakarta") && lalao_random_next (random) % 2;
      if (from == to)
        continue;
      g_snprintf (text, sizeof text, "%s%s%s%s", names[from], capture ? "x" : "", names[to], suffix);
      lalao_engine_read_move (e, pos, text, &move, &err);
      if (err.code != LALAO_ERROR_NONE && err.code != LALAO_ERROR_SYNTAX)
        check_claims (e, pos, text, &err);
    }
}

static void
test_random (void)
{
  for (int g = 0; g < LALAO_N_GAMES; g++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[g]);
      uint64_t random = 0x5eed0000u + (uint64_t) g;

      memset (checked, 0, sizeof checked);
      for (int game = 0; game < 60; game++)
        {
          LalaoPosition pos;
          e->start (&pos, lalao_engine_default_options (e));
          for (int ply = 0; ply < 80; ply++)
            {
              LalaoMove moves[LALAO_MAX_MOVES];
              int count = e->legal_moves (&pos, moves);
              check_position (e, &pos, &random);
              if (count == 0)
                break;
              e->play (&pos, moves[lalao_random_next (&random) % (uint64_t) count], &pos, NULL);
            }
        }
      int total = 0;
      g_autoptr (GString) by_code = g_string_new (NULL);
      for (int c = 0; c < LALAO_N_ERRORS; c++)
        {
          total += checked[c];
          if (checked[c] > 0)
            g_string_append_printf (by_code, " %d:%d", c, checked[c]);
        }
      g_test_message ("%s: %d refusals checked (reason:count%s)", e->id, total, by_code->str);
      g_assert_cmpint (total, >, 1000);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/refusals/table", test_table);
  g_test_add_func ("/refusals/random", test_random);
  return g_test_run ();
}
