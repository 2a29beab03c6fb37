/* make-exercises.c — finds positions for goal-judged exercises.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool for course authors, not part of the app:
 *
 *   make-exercises GAME "GOAL" "FAILURE|-" PAR COUNT SEED [WHITE BLACK]
 *
 * draws sparse positions at random (WHITE and BLACK pieces, or for Songo
 * a few seeds in each pit) and keeps the ones where the engine, as the
 * learner, reaches GOAL in PAR moves but not in fewer, the first move is
 * a real choice, and some first move fails. Each is printed with its
 * solution, to be read, judged and written into a course by hand.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "lalao-exercise.h"

static guint32
next (guint64 *state)
{
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (guint32) (*state >> 33);
}

/* A random FEN of the game with about `white` and `black` pieces. */
static void
random_fen (const char *game, int white, int black, guint64 *rng, GString *fen)
{
  g_string_truncate (fen, 0);
  if (g_str_equal (game, "songo"))
    {
      int total = 0;
      for (int side = 0; side < 2; side++)
        {
          for (int pit = 0; pit < 7; pit++)
            {
              int seeds = (int) (next (rng) % 7);
              if (next (rng) % 3 == 0)
                seeds = 0;
              total += seeds;
              g_string_append_printf (fen, "%d%s", seeds, pit < 6 ? "," : "");
            }
          g_string_append (fen, side == 0 ? "/" : "");
        }
      /* The rest of the 70 seeds are in the stores, shared about evenly
       * so that neither player is close to 40. */
      int rest = 70 - total, south = rest / 2 + (int) (next (rng) % 7) - 3;
      if (rest < 0 || south < 0 || south > rest || south >= 34 || rest - south >= 34)
        south = -1; /* not a position: the caller's FEN reader refuses it */
      g_string_append_printf (fen, " s %d %d", south, 70 - total - south);
      return;
    }
  int files = g_str_equal (game, "fanorona") ? 9 : g_str_equal (game, "samantsy") ? 8 : 6;
  int ranks = g_str_equal (game, "fanorona") ? 5 : g_str_equal (game, "samantsy") ? 8 : 6;
  char board[81];
  const char *pieces_white = g_str_equal (game, "samantsy") ? "RNBQP" : g_str_equal (game, "fanorona") ? "W" : "w";
  const char *pieces_black = g_str_equal (game, "samantsy") ? "rnbqp" : g_str_equal (game, "fanorona") ? "B" : "b";

  memset (board, '.', sizeof board);
  if (g_str_equal (game, "samantsy"))
    {
      board[next (rng) % 64] = 'K';
      int k;
      do
        k = (int) (next (rng) % 64);
      while (board[k] != '.');
      board[k] = 'k';
    }
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < (side == 0 ? white : black); i++)
      {
        const char *kinds = side == 0 ? pieces_white : pieces_black;
        int at;
        do
          at = (int) (next (rng) % (guint) (files * ranks));
        while (board[at] != '.');
        board[at] = kinds[next (rng) % strlen (kinds)];
      }
  for (int r = ranks - 1; r >= 0; r--)
    {
      int empty = 0;
      for (int f = 0; f < files; f++)
        {
          char c = board[r * files + f];
          if (c == '.')
            empty++;
          else
            {
              if (empty > 0)
                g_string_append_printf (fen, "%d", empty);
              empty = 0;
              g_string_append_c (fen, c);
            }
        }
      if (empty > 0)
        g_string_append_printf (fen, "%d", empty);
      if (r > 0)
        g_string_append_c (fen, '/');
    }
  g_string_append (fen, g_str_equal (game, "samantsy") ? " w - - 0 1" : g_str_equal (game, "fanorona") ? " w" : " w 0 1");
}

int
main (int argc, char **argv)
{
  const LalaoEngine *e;
  LalaoExercise ex = { 0 };
  guint64 rng;
  int count, found = 0, white = 3, black = 3;
  g_autoptr (GString) fen = g_string_new (NULL);
  LalaoSearch *search;

  if (argc < 7 || (e = lalao_engine_lookup (argv[1])) == NULL)
    {
      fprintf (stderr, "usage: make-exercises GAME GOAL FAILURE|- PAR COUNT SEED [WHITE BLACK]\n");
      return 2;
    }
  if (!lalao_goal_read (e, argv[2], FALSE, &ex.success, NULL)
      || (strcmp (argv[3], "-") != 0 && !lalao_goal_read (e, argv[3], TRUE, &ex.failures[ex.n_failures++], NULL)))
    {
      fprintf (stderr, "make-exercises: a goal or failure does not read\n");
      return 2;
    }
  /* "p10": a practice position with a limit of ten moves. */
  ex.practice = argv[4][0] == 'p';
  ex.par = ex.limit = atoi (argv[4] + (ex.practice ? 1 : 0));
  ex.reply_depth = 2;
  count = atoi (argv[5]);
  rng = g_ascii_strtoull (argv[6], NULL, 10);
  if (argc >= 9)
    {
      white = atoi (argv[7]);
      black = atoi (argv[8]);
    }
  search = lalao_search_new (e, 1u << 20);
  for (int tries = 0; tries < 30000 && found < count; tries++)
    {
      LalaoPosition pos;
      LalaoError err;
      LalaoExerciseRun run;
      LalaoMove line[100], moves[LALAO_MAX_MOVES];
      int n_line, n_moves, failing = -1;

      random_fen (argv[1], white, black, &rng, fen);
      if (!e->from_fen (&pos, fen->str, lalao_engine_default_options (e), &err)
          || e->status (&pos, 1).result != LALAO_ONGOING || (n_moves = e->legal_moves (&pos, moves)) < 3)
        continue;
      lalao_exercise_run_start (&run, &ex, e, &pos);
      if (ex.practice)
        {
          /* The engine wins it, in four moves or more, and three are not enough. */
          LalaoExerciseRun played = run;
          if (lalao_exercise_play_out (&played, search, 6, 300000, line, &n_line) != LALAO_EXERCISE_SOLVED
              || n_line < 4 || lalao_exercise_solve (&run, search, 3, 100000, line, &n_line))
            continue;
          /* A learner playing at random must fail it twice in three. */
          int random_failures = 0;
          for (int k = 0; k < 3; k++)
            {
              LalaoExerciseRun blind = run;
              guint64 state = rng + (guint64) k;
              LalaoMove move, reply;
              while (blind.state == LALAO_EXERCISE_GOING_ON && lalao_random_move (e, &blind.position, &state, &move)
                     && lalao_exercise_run_learner (&blind, move) == LALAO_EXERCISE_GOING_ON
                     && lalao_exercise_run_choose_reply (&blind, search, &reply))
                lalao_exercise_run_opponent (&blind, reply);
              random_failures += blind.state != LALAO_EXERCISE_SOLVED;
            }
          if (random_failures < 2)
            continue;
          printf ("<step fen=\"%s\"> <!-- won by the engine in %d moves | practice -->\n", fen->str, played.moves);
          found++;
          continue;
        }
      if ((ex.par > 1 && lalao_exercise_solve (&run, search, ex.par - 1, 200000, line, &n_line))
          || !lalao_exercise_solve (&run, search, ex.par, 400000, line, &n_line))
        continue;
      /* Enough first moves must fail for the goal to be a real question. */
      int n_failing = 0;
      for (int i = 0; i < n_moves; i++)
        {
          LalaoExerciseRun attempt = run;
          LalaoMove reply;
          LalaoMove rest[16];
          int n_rest;
          /* Wrong: it fails at once, or the goal is out of reach after it. */
          if (lalao_exercise_run_learner (&attempt, moves[i]) == LALAO_EXERCISE_FAILED
              || (attempt.state == LALAO_EXERCISE_GOING_ON && lalao_exercise_run_choose_reply (&attempt, search, &reply)
                  && (lalao_exercise_run_opponent (&attempt, reply) == LALAO_EXERCISE_FAILED
                      || (attempt.state == LALAO_EXERCISE_GOING_ON
                          && !lalao_exercise_solve (&attempt, search, ex.par - 1, 50000, rest, &n_rest)))))
            {
              n_failing++;
              failing = i;
            }
        }
      if (failing < 0 || n_failing * 3 < n_moves)
        continue;
      /* The solution, with the replies. */
      g_autofree char *said = lalao_exercise_line_text (&run, search, line, n_line);
      char wrong[LALAO_MOVE_TEXT_MAX];
      e->format_move (&pos, moves[failing], wrong);
      printf ("<step fen=\"%s\"> <!-- %s | %d of %d first moves fail, e.g. %s -->\n", fen->str, said, n_failing,
              n_moves, wrong);
      found++;
    }
  lalao_search_free (search);
  return found == count ? 0 : 1;
}
