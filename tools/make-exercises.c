/* make-exercises.c — finds positions for goal-judged exercises.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool for course authors, not part of the app:
 *
 *   make-exercises GAME "GOAL" "FAILURE|-" PAR COUNT SEED [WHITE BLACK]
 *
 * takes positions from real games — the engine plays itself at level 5
 * after a few random plies — and, on a grid, keeps the hovas and WHITE
 * and BLACK of the pieces on the squares where they stood (Songo's
 * positions are kept whole, with South to move). Of those that can arise
 * in a game (the engine's reachable()), it keeps the ones where the
 * engine, as the learner, reaches GOAL in PAR moves but not in fewer, the
 * first move is a real choice, and some first move fails. Each is printed
 * with its solution, to be read, judged and written into a course.
 *
 * PAR "p8" asks for practice positions (the engine wins them against the
 * computer within eight moves); "f3" for practice positions whose goal
 * lalao_exercise_prove() finds forced within three moves against any
 * defence, and not within two.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "lalao-board-text.h"
#include "lalao-exercise.h"

static guint32
next (guint64 *state)
{
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (guint32) (*state >> 33);
}

/* How often one self-play game serves as the source of positions before
 * the next is played, and each game's search: level 5 (no noise, full
 * width) with a fixed budget of positions per move, so the same seed
 * plays the same games. */
#define GAME_USES 40
/* A forced goal is rare: a game serves many more tries. */
#define FORCED_GAME_USES 2000
#define GAME_NODES 20000
#define GAME_PLIES 160
/* The positions a forced practice goal's proof may visit: a proof the
 * suite's course check repeats quickly. */
#define FORCED_BUDGET 1500000

/* Plays a game from the start, a few random plies then level 5 against
 * itself, and keeps the FEN of every position it reaches. */
static void
play_game (const LalaoEngine *e, LalaoSearch *player, guint64 *rng, GPtrArray *fens)
{
  LalaoPosition pos;
  uint64_t hashes[GAME_PLIES + 16], random = *rng;
  int n_hashes = 0, opening = 2 + (int) (next (rng) % 5);
  char text[LALAO_FEN_MAX];

  g_ptr_array_set_size (fens, 0);
  e->start (&pos, lalao_engine_default_options (e));
  lalao_search_clear (player);
  for (int ply = 0; ply < GAME_PLIES && e->status (&pos, 1).result == LALAO_ONGOING; ply++)
    {
      LalaoMove move;
      if (ply < opening)
        {
          if (!lalao_random_move (e, &pos, &random, &move))
            break;
        }
      else
        {
          LalaoSearchLimits limits;
          LalaoSearchInfo info;
          lalao_level_limits (e, 5, 0, next (rng), &limits);
          limits.nodes = GAME_NODES;
          lalao_search_set_history (player, hashes, n_hashes);
          lalao_search_run (player, &pos, &limits, NULL, NULL, &info);
          if (!info.has_move)
            break;
          move = info.best;
        }
      hashes[n_hashes++] = e->hash (&pos);
      e->play (&pos, move, &pos, NULL);
      e->to_fen (&pos, text);
      g_ptr_array_add (fens, g_strdup (text));
    }
}

/* A position that arises from a real game: one the game reached (for
 * Songo, with South to move, as it is), or on a grid the hovas and
 * `white` and `black` of the pieces it had, each on the square where it
 * stood, White to move. FALSE when the game's position has too few. */
static gboolean
game_fen (const LalaoEngine *e, const char *game, const char *from, int white, int black, guint64 *rng, GString *fen)
{
  g_string_truncate (fen, 0);
  if (e->grid == NULL)
    {
      if (strstr (from, " s ") == NULL)
        return FALSE;
      g_string_append (fen, from);
      return TRUE;
    }

  const LalaoBoardShape *shape = e->grid;
  int8_t cells[128], kept[128];
  int points = shape->files * shape->ranks, kinds = (int) strlen (shape->letters) / 2;
  int mine[2][128], n[2] = { 0, 0 }, want[2] = { white, black };
  LalaoError err;
  char board[LALAO_FEN_MAX];
  gboolean royal = g_str_equal (game, "samantsy"); /* kind 0, the hova, always stays */

  if (lalao_board_read (shape, from, cells, &err) == NULL)
    return FALSE;
  for (int pt = 0; pt < points; pt++)
    {
      kept[pt] = -1;
      if (cells[pt] < 0)
        continue;
      int side = cells[pt] / kinds;
      if (royal && cells[pt] % kinds == 0)
        kept[pt] = cells[pt];
      else
        mine[side][n[side]++] = pt;
    }
  for (int side = 0; side < 2; side++)
    {
      if (n[side] < want[side])
        return FALSE;
      /* The first want[side] of a shuffle. */
      for (int i = 0; i < want[side]; i++)
        {
          int j = i + (int) (next (rng) % (guint) (n[side] - i)), t = mine[side][i];
          mine[side][i] = mine[side][j];
          mine[side][j] = t;
          kept[mine[side][i]] = cells[mine[side][i]];
        }
    }
  lalao_board_write (shape, kept, board);
  g_string_append (fen, board);
  g_string_append (fen, g_str_equal (game, "samantsy") ? " w - - 0 1" : g_str_equal (game, "fanorona") ? " w" : " w 0 1");
  return TRUE;
}

/* Whether a learner playing at random fails the run at least twice in
 * three tries against the computer. */
static gboolean
random_fails (const LalaoExerciseRun *run, LalaoSearch *search, guint64 rng)
{
  int random_failures = 0;

  for (int k = 0; k < 3; k++)
    {
      LalaoExerciseRun blind = *run;
      guint64 state = rng + (guint64) k;
      LalaoMove move, reply;
      while (blind.state == LALAO_EXERCISE_GOING_ON && lalao_random_move (run->engine, &blind.position, &state, &move)
             && lalao_exercise_run_learner (&blind, move) == LALAO_EXERCISE_GOING_ON
             && lalao_exercise_run_choose_reply (&blind, search, &reply))
        lalao_exercise_run_opponent (&blind, reply);
      random_failures += blind.state != LALAO_EXERCISE_SOLVED;
    }
  return random_failures >= 2;
}

/* A practice position whose goal is forced: the proof finds the goal
 * forced within the limit against any defence and not in fewer moves,
 * within a budget small enough for the suite; the engine, as the
 * learner, wins it against the computer (as `course --check` plays it);
 * and a learner playing at random fails. */
static gboolean
forced_practice (const LalaoExerciseRun *run, LalaoSearch *search, guint64 rng, const char *fen)
{
  LalaoExerciseRun played = *run;
  LalaoMove line[100], first;
  int n_line, proven = 0;
  char text[LALAO_MOVE_TEXT_MAX];

  if (lalao_exercise_prove (run, run->exercise->limit, FORCED_BUDGET, &proven, &first) != LALAO_PROOF_FORCED
      || proven != run->exercise->limit
      || lalao_exercise_play_out (&played, search, 6, 300000, line, &n_line) != LALAO_EXERCISE_SOLVED
      || !random_fails (run, search, rng))
    return FALSE;
  run->engine->format_move (&run->position, first, text);
  printf ("<step fen=\"%s\"> <!-- forced within %d moves against any defence (proven), e.g. %s first;"
          " won by the engine in %d | practice -->\n", fen, proven, text, played.moves);
  fflush (stdout);
  return TRUE;
}

int
main (int argc, char **argv)
{
  const LalaoEngine *e;
  LalaoExercise ex = { 0 };
  guint64 rng;
  int count, found = 0, white = 3, black = 3, game_start = 0;
  g_autoptr (GString) fen = g_string_new (NULL);
  LalaoSearch *search, *player;
  g_autoptr (GPtrArray) game = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

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
  /* "p10": a practice position with a limit of ten moves; "f4": one
   * whose goal is forced within four moves against any defence, and not
   * within three. */
  ex.forced = argv[4][0] == 'f';
  ex.practice = argv[4][0] == 'p' || ex.forced;
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
  player = lalao_search_new (e, 1u << 20);
  for (int tries = 0; tries < (ex.forced ? 400000 : 30000) && found < count; tries++)
    {
      LalaoPosition pos;
      LalaoError err;
      LalaoExerciseRun run;
      LalaoMove line[100], moves[LALAO_MAX_MOVES];
      int n_line, n_moves, failing = -1;

      /* A new game now and then, and after each find: one position a game. */
      if (tries - game_start >= (ex.forced ? FORCED_GAME_USES : GAME_USES) || game->len == 0)
        {
          play_game (e, player, &rng, game);
          game_start = tries;
        }
      /* From the game's later two thirds, where the pieces have left
       * their start squares; each position once. */
      guint skip = game->len / 3;
      if (game->len == 0
          || !game_fen (e, argv[1], game->pdata[skip + next (&rng) % (game->len - skip)], white, black, &rng, fen)
          || !g_hash_table_add (seen, g_strdup (fen->str)))
        continue;
      if (!e->from_fen (&pos, fen->str, lalao_engine_default_options (e), &err)
          || !lalao_engine_reachable (e, &pos, &err)
          || e->status (&pos, 1).result != LALAO_ONGOING || (n_moves = e->legal_moves (&pos, moves)) < 3)
        continue;
      lalao_exercise_run_start (&run, &ex, e, &pos);
      if (ex.forced)
        {
          if (forced_practice (&run, search, rng, fen->str))
            {
              found++;
              g_ptr_array_set_size (game, 0);
            }
          continue;
        }
      if (ex.practice)
        {
          /* The engine wins it, in four moves or more, and three are not enough. */
          LalaoExerciseRun played = run;
          if (lalao_exercise_play_out (&played, search, 6, 300000, line, &n_line) != LALAO_EXERCISE_SOLVED
              || n_line < 4 || lalao_exercise_solve (&run, search, 3, 100000, line, &n_line))
            continue;
          /* A learner playing at random must fail it twice in three. */
          if (!random_fails (&run, search, rng))
            continue;
          printf ("<step fen=\"%s\"> <!-- won by the engine in %d moves | practice -->\n", fen->str, played.moves);
          fflush (stdout);
          found++;
          g_ptr_array_set_size (game, 0);
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
      fflush (stdout);
      found++;
      g_ptr_array_set_size (game, 0);
    }
  lalao_search_free (search);
  lalao_search_free (player);
  return found == count ? 0 : 1;
}
