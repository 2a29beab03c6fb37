/* texel-data.c — positions and results for tuning an evaluation.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool for the engine's authors, not part of the app (docs/ai.md says
 * how it is used with texel-tune):
 *
 *   texel-data GAME GAMES SEED NODES [--score-weight W] > positions.txt
 *   texel-data GAME --pgn FILE > positions.txt
 *
 * plays GAMES games of the computer against itself, NODES nodes a move,
 * each opened by 8 to 11 random plies (from SEED), and prints one line
 * "FEN;RESULT" for every quiet position of them: not in check, the
 * search's move not a capture or promotion, the score not a forced win.
 * RESULT is what the first player scored in the end (1, 0.5 or 0). A game
 * still going after 400 plies counts as a draw. With --score-weight W it
 * is W times the expected score of the search's own score of the
 * position (as below) plus 1 - W times the result.
 *
 * With --pgn the games are read from a record of `lalao-cli match`
 * (another engine's games, say) instead: the same quiet positions, the
 * mover's comment score not a forced win or loss. With --score-weight W
 * (0 to 1) each RESULT becomes W times the expected score the comment
 * gives, 1 / (1 + 10^(-centi-units / 400)), plus 1 - W times the game's
 * result: a stronger engine's judgement of every position, not only of
 * how its game ended (positions without a comment keep the result).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-search.h"

#define MAX_PLIES 400

static uint64_t
next_random (uint64_t *state)
{
  *state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
  return *state >> 33;
}

static int
repetitions (const uint64_t *hashes, int n)
{
  int count = 0;
  for (int i = n - 1; i >= 0; i--)
    count += hashes[i] == hashes[n - 1];
  return count;
}

/* Plays one game and prints its quiet positions with the result. */
static void
play_game (const LalaoEngine *e, LalaoSearch *search, uint64_t *rng, uint64_t nodes, double score_weight)
{
  static char fens[MAX_PLIES][LALAO_FEN_MAX];
  static double expected[MAX_PLIES]; /* for the first player */
  static uint64_t hashes[MAX_PLIES + 1];
  LalaoPosition pos;
  LalaoMove moves[LALAO_MAX_MOVES];
  int n_fens = 0, n = 0, random_plies = 8 + (int) (next_random (rng) % 4);
  LalaoResult result = LALAO_DRAW;

  e->start (&pos, lalao_engine_default_options (e));
  lalao_search_clear (search);
  for (int ply = 0; ply < MAX_PLIES; ply++)
    {
      hashes[n++] = e->hash (&pos);
      LalaoStatus status = e->status (&pos, repetitions (hashes, n));
      if (status.result != LALAO_ONGOING)
        {
          result = status.result;
          break;
        }
      LalaoMove move;
      if (ply < random_plies)
        {
          int count = e->legal_moves (&pos, moves);
          move = moves[next_random (rng) % (uint64_t) count];
        }
      else
        {
          LalaoSearchLimits limits = { .nodes = nodes };
          LalaoSearchInfo info;
          lalao_search_set_history (search, hashes, n - 1);
          lalao_search_run (search, &pos, &limits, NULL, NULL, &info);
          move = info.best;
          bool quiet = e->order_hint (&pos, move) < LALAO_HINT_NOISY
                       && !(e->in_check && e->in_check (&pos))
                       && !lalao_score_is_decisive (info.score);
          if (quiet)
            {
              double p = 1 / (1 + pow (10, -info.score / 400.0));
              expected[n_fens] = e->side_to_move (&pos) == LALAO_FIRST ? p : 1 - p;
              e->to_fen (&pos, fens[n_fens++]);
            }
        }
      e->play (&pos, move, &pos, NULL);
    }
  double score = result == LALAO_FIRST_WINS ? 1 : result == LALAO_SECOND_WINS ? 0 : 0.5;
  for (int i = 0; i < n_fens; i++)
    if (score_weight > 0)
      printf ("%s;%.4f\n", fens[i], score_weight * expected[i] + (1 - score_weight) * score);
    else
      printf ("%s;%g\n", fens[i], score);
  fflush (stdout);
}

/* The game's moves, one token at a time, and its quiet positions. */
typedef struct {
  const LalaoEngine *e;
  LalaoPosition pos;
  char fens[MAX_PLIES * 2][LALAO_FEN_MAX];
  double expected[MAX_PLIES * 2]; /* from the comment, for the first player; < 0 if none */
  int n_fens;
  double score_weight;
  bool pending;         /* the last move's position, kept unless a mate score follows */
} PgnGame;

static void
flush_pending (PgnGame *g)
{
  if (g->pending)
    g->n_fens++;
  g->pending = false;
}

static void
pgn_move (PgnGame *g, const char *text)
{
  const LalaoEngine *e = g->e;
  LalaoMove move;
  LalaoError err;
  flush_pending (g);
  lalao_engine_read_move (e, &g->pos, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    {
      fprintf (stderr, "texel-data: move \"%s\" is not legal here; game skipped\n", text);
      g->n_fens = -1000000;
      return;
    }
  if (g->n_fens >= 0 && g->n_fens < MAX_PLIES * 2 && e->order_hint (&g->pos, move) < LALAO_HINT_NOISY
      && !(e->in_check && e->in_check (&g->pos)))
    {
      e->to_fen (&g->pos, g->fens[g->n_fens]);
      g->expected[g->n_fens] = -1;
      g->pending = true;
    }
  e->play (&g->pos, move, &g->pos, NULL);
}

static void
pgn_end (PgnGame *g, const char *result)
{
  flush_pending (g);
  const char *score = strcmp (result, "1-0") == 0 ? "1" : strcmp (result, "0-1") == 0 ? "0" : "0.5";
  if (strcmp (result, "*") != 0)
    for (int i = 0; i < g->n_fens; i++)
      {
        if (g->score_weight > 0 && g->expected[i] >= 0)
          printf ("%s;%.3f\n", g->fens[i],
                  g->score_weight * g->expected[i] + (1 - g->score_weight) * atof (score));
        else
          printf ("%s;%s\n", g->fens[i], score);
      }
  g->e->start (&g->pos, lalao_engine_default_options (g->e));
  g->n_fens = 0;
}

static int
positions_from_pgn (const LalaoEngine *e, const char *path, double score_weight)
{
  FILE *f = fopen (path, "r");
  if (f == NULL)
    {
      perror (path);
      return 1;
    }
  static PgnGame g;
  g.e = e;
  g.score_weight = score_weight;
  e->start (&g.pos, lalao_engine_default_options (e));
  char line[4096];
  while (fgets (line, sizeof line, f) != NULL)
    {
      if (line[0] == '[')
        {
          char fen[LALAO_FEN_MAX];
          LalaoError err;
          if (sscanf (line, "[FEN \"%127[^\"]\"]", fen) == 1 && !e->from_fen (&g.pos, fen, lalao_engine_default_options (e), &err))
            g.n_fens = -1000000;
          continue;
        }
      for (char *token = strtok (line, " \t\r\n"); token != NULL; token = strtok (NULL, " \t\r\n"))
        {
          if (token[0] == '{')
            {
              if (strchr (token, 'M') != NULL)
                g.pending = false;
              else if (g.pending)
                {
                  /* {+0.23/14}: the mover's score in pawns (the mover is
                   * the side to move of the kept position, the other one
                   * of g.pos, where the move is already played). */
                  double p = 1 / (1 + pow (10, -atof (token + 1) * 100 / 400));
                  g.expected[g.n_fens] = e->side_to_move (&g.pos) == LALAO_FIRST ? 1 - p : p;
                }
            }
          else if (strcmp (token, "1-0") == 0 || strcmp (token, "0-1") == 0
                   || strcmp (token, "1/2-1/2") == 0 || strcmp (token, "*") == 0)
            pgn_end (&g, token);
          else if (!(token[0] >= '0' && token[0] <= '9' && strchr (token, '.') != NULL))
            pgn_move (&g, token);
        }
    }
  fclose (f);
  return 0;
}

/* The --score-weight value: 0 to 1, or -1 when it is not one. */
static double
parse_weight (const char *text)
{
  char *end = NULL;
  double weight = strtod (text, &end);
  return end != text && *end == '\0' && weight >= 0 && weight <= 1 ? weight : -1;
}

int
main (int argc, char **argv)
{
  bool pgn = argc >= 4 && strcmp (argv[2], "--pgn") == 0;
  int weight_at = pgn ? 4 : 5;
  if (!(argc == weight_at || (argc == weight_at + 2 && strcmp (argv[weight_at], "--score-weight") == 0)))
    {
      fprintf (stderr, "usage: texel-data GAME GAMES SEED NODES [--score-weight W]\n"
                       "       texel-data GAME --pgn FILE [--score-weight W]\n");
      return 2;
    }
  const LalaoEngine *e = lalao_engine_lookup (argv[1]);
  if (e == NULL)
    {
      fprintf (stderr, "texel-data: unknown game \"%s\"\n", argv[1]);
      return 2;
    }
  double weight = argc == weight_at + 2 ? parse_weight (argv[weight_at + 1]) : 0;
  if (weight < 0)
    {
      fprintf (stderr, "texel-data: the score weight must be between 0 and 1\n");
      return 2;
    }
  if (pgn)
    return positions_from_pgn (e, argv[3], weight);
  int games = atoi (argv[2]);
  uint64_t rng = strtoull (argv[3], NULL, 10) * 2654435761u + 1;
  uint64_t nodes = strtoull (argv[4], NULL, 10);
  LalaoSearch *search = lalao_search_new (e, 16u << 20);
  for (int g = 0; g < games; g++)
    {
      play_game (e, search, &rng, nodes, weight);
      if ((g + 1) % 100 == 0)
        fprintf (stderr, "texel-data: %d games\n", g + 1);
    }
  lalao_search_free (search);
  return 0;
}
