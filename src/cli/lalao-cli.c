/* lalao-cli.c — the command-line front end over the engines and the model.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exit codes: 0 done; 1 an illegal move; 2 bad arguments or malformed
 * input (one line on stderr); 3 a game whose engine is not written yet.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-search.h"
#include "lalao-explainer.h"
#include "lalao-game.h"
#include "lalao-i18n.h"
#include "lalao-move-coach.h"
#include "lalao-threats.h"
#include "cli-common.h"


static const char usage[] =
  "Usage:\n"
  "  lalao-cli games                                  one game id per line\n"
  "  lalao-cli start GAME                             the start FEN\n"
  "  lalao-cli legal GAME [--fen FEN]                 one legal move per line\n"
  "  lalao-cli apply GAME [--fen FEN] MOVE... [--lang en|fr]\n"
  "                                                   plays the moves; last line = resulting FEN\n"
  "  lalao-cli status GAME [--fen FEN] [--lang en|fr]\n"
  "                                                   ongoing | first-wins | second-wins | draw; when the game\n"
  "                                                   is over, the rule's id, then what ended it, as a sentence\n"
  "  lalao-cli perft GAME DEPTH [--fen FEN] [--divide]   last line = the node count\n"
  "  lalao-cli explain GAME [--fen FEN] MOVE [--lang en|fr]   step-by-step explanation\n"
  "  lalao-cli threats GAME [--fen FEN] [--lang en|fr]\n"
  "                                                   what the opponent of the side to move could win next\n"
  "                                                   turn: a mate or block, then one capture a line\n"
  "  lalao-cli coach GAME [--fen FEN] MOVE [--lang en|fr]\n"
  "                                                   the coach's verdict on a move, and why\n"
  "  lalao-cli bench [GAME]                           perft and search speed in nodes per second, the\n"
  "                                                   search's node-count signature over 30 fixed positions,\n"
  "                                                   and the depth it reaches in 200 ms from 4 positions\n"
  "  lalao-cli uci                                    a UCI engine on stdin/stdout (UCI_Variant = GAME)\n"
  "  lalao-cli match GAME --first A --second B [--games N] [--movetime MS]\n"
  "                  [--random-plies K] [--seed S] [--threads T] [--rules LIST] [--sprt E0,E1]\n"
  "                  [--first-option NAME=VALUE]... [--second-option NAME=VALUE]... [--pgn FILE]\n"
  "                  [--adjudicate] [--balanced CU] [--verbose]\n"
  "                                                   plays A against B (a level 1-5, random, greedy or\n"
  "                                                   uci:COMMAND, another engine over UCI); --sprt stops\n"
  "                                                   when the test [E0, E1] decides; --pgn appends the games;\n"
  "                                                   --adjudicate ends a game both players score as won\n"
  "                                                   (10 points or more, 6 plies) or drawn (within 0.1,\n"
  "                                                   12 plies, after ply 80); --balanced keeps the random\n"
  "                                                   openings a depth-8 search scores within CU of even\n"
  "  lalao-cli pgn FILE [--write] [--lang en|fr]      checks a record: per game its number, variant, moves,\n"
  "                                                   result and final FEN (tab-separated); --write prints it\n"
  "  lalao-cli course GAME|FILE.xml [--stats] [--check] [--reachable] [--verbose]\n"
  "                                                   the course's counts, one \"name N\" a line (--stats); every\n"
  "                                                   position shown can arise in a game (--reachable); that,\n"
  "                                                   and the engine plays every exercise as the learner (--check)\n"
  "  lalao-cli puzzles mine GAME [--games N] [--count N] [--depth D] [--seed S] [--noise CU]\n"
  "                  [--random-plies K] [--threads T] [--first-id K] [--min-moves M] [--verbose]\n"
  "                                                   puzzles from the engine's own games, one a line;\n"
  "                                                   --min-moves: only lines of M solver moves or more\n"
  "  lalao-cli puzzles extend GAME|FILE [--depth-plus K]\n"
  "                                                   every puzzle again, its line longer where the solver's\n"
  "                                                   next move is still the only good one (held K plies\n"
  "                                                   deeper, 4 by default)\n"
  "  lalao-cli puzzles retheme GAME|FILE               every puzzle, its themes found again from its line\n"
  "  lalao-cli puzzles list GAME|FILE [--theme T]     id ; FEN ; solution ; themes ; difficulty\n"
  "  lalao-cli puzzles verify GAME|FILE [--theme T] [--verbose]\n"
  "                                                   re-checks every position (it can arise in a game) and\n"
  "                                                   every solution with the engine\n"
  "  lalao-cli endgame build GAME [--size N] [--class LIST] [--memory MB] [--dir DIR] [--quiet]\n"
  "                                                   builds the exact endgame tables of up to N pieces,\n"
  "                                                   stones or seeds, and the classes named (\"KRvKR\");\n"
  "                                                   a class needing more than MB (512) is solved by\n"
  "                                                   slower forward rounds (docs/endgames.md)\n"
  "  lalao-cli endgame GAME [--fen FEN] [--size N] [--dir DIR]\n"
  "                                                   the exact value for the side to move, last line\n"
  "                                                   \"win N\", \"loss N\" or \"draw\" (N plies to the end);\n"
  "                                                   \"unknown: ...\" when the move counter may end the\n"
  "                                                   game first\n"
  "  lalao-cli endgame puzzles GAME [--count N] [--first-id N] [--min-moves M] [--size N] [--dir DIR]\n"
  "                                                   puzzles from the tables: won positions where one\n"
  "                                                   move alone wins at each turn, in the format of\n"
  "                                                   data/puzzles/GAME.txt\n"
  "  lalao-cli endgame sample GAME [--count N] [--seed S] [--size N] [--class LIST] [--dir DIR]\n"
  "                                                   random positions of the built tables:\n"
  "                                                   FEN ; class ; value\n"
  "Options:\n"
  "  --lang en|fr   the language of the sentences (explanations, refusals, ends)\n"
  "  --rules LIST   comma-separated game options, \"no-\" in front turns one off\n"
  "                 (e.g. --rules no-compulsory-capture)\n"
  "Exit status: 0 done, 1 illegal move (or a broken record), 2 bad arguments or input,\n"
  "3 game not available yet.\n";

/* The parsed command line. */
typedef struct {
  const char *command;
  const char *game_id;
  const char *fen;
  const char *lang;
  const char *rules;
  gboolean divide;
  GPtrArray *words;      /* the remaining arguments: moves, depth */
} Args;

/* Splits argv into options and words; returns 0 or an exit status. */
static int
parse_args (int argc, char **argv, Args *args)
{
  args->words = g_ptr_array_new ();
  if (argc < 2)
    return cli_fail_usage ("a command is needed (see lalao-cli --help)");
  args->command = argv[1];
  for (int i = 2; i < argc; i++)
    {
      const char *a = argv[i];
      const char **value = NULL;

      if (strcmp (a, "--fen") == 0)
        value = &args->fen;
      else if (strcmp (a, "--lang") == 0)
        value = &args->lang;
      else if (strcmp (a, "--rules") == 0)
        value = &args->rules;
      else if (strcmp (a, "--divide") == 0)
        {
          args->divide = TRUE;
          continue;
        }
      else if (strncmp (a, "--", 2) == 0)
        return cli_fail_usage ("unknown option \"%s\" (see lalao-cli --help)", a);
      else if (args->game_id == NULL && strcmp (args->command, "games") != 0)
        {
          args->game_id = a;
          continue;
        }
      else
        {
          g_ptr_array_add (args->words, (gpointer) a);
          continue;
        }
      if (i + 1 >= argc)
        return cli_fail_usage ("%s needs a value", a);
      if (*value != NULL)
        return cli_fail_usage ("%s is given twice", a);
      *value = argv[++i];
    }
  if (args->lang != NULL && strcmp (args->lang, "en") != 0 && strcmp (args->lang, "fr") != 0)
    return cli_fail_usage ("--lang takes en or fr, not \"%s\"", args->lang);
  return 0;
}

/* The engine of args->game_id; 0 or an exit status. */
static int
find_engine (const Args *args, const LalaoEngine **engine)
{
  if (args->game_id == NULL)
    {
      g_autofree char *games = cli_game_list ();
      return cli_fail_usage ("%s needs a game: one of %s", args->command, games);
    }
  *engine = lalao_engine_lookup (args->game_id);
  if (*engine != NULL)
    return 0;
  if (lalao_game_known (args->game_id))
    {
      fprintf (stderr, "lalao-cli: the %s engine is not available yet\n", args->game_id);
      return EXIT_NO_ENGINE;
    }
  return cli_unknown_game (args->game_id);
}

/* The game of the arguments, from --fen or the start; 0 or an exit status. */
static int
open_game (const Args *args, LalaoGame **game)
{
  const LalaoEngine *engine;
  LalaoOptions options;
  g_autoptr (GError) error = NULL;
  int status;

  if ((status = find_engine (args, &engine)) != 0 || (status = cli_parse_rules (engine, args->rules, &options)) != 0)
    return status;
  *game = lalao_game_new (args->game_id, args->fen, options, &error);
  if (*game == NULL)
    return cli_fail_usage ("%s", error->message);
  return 0;
}

static int
expect_words (const Args *args, guint min, guint max, const char *what)
{
  if (args->words->len < min || args->words->len > max)
    return cli_fail_usage ("%s takes %s (see lalao-cli --help)", args->command, what);
  return 0;
}

static int
cmd_games (const Args *args)
{
  int status;
  if ((status = expect_words (args, 0, 0, "no argument")) != 0)
    return status;
  for (int i = 0; i < LALAO_N_GAMES; i++)
    puts (lalao_game_ids[i]);
  return 0;
}

static int
cmd_start (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  g_autofree char *fen = NULL;
  int status;

  if (args->fen != NULL)
    return cli_fail_usage ("start takes no --fen");
  if ((status = expect_words (args, 0, 0, "only a game")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  fen = lalao_game_dup_fen (game);
  puts (fen);
  return 0;
}

static int
cmd_legal (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  LalaoMove moves[LALAO_MAX_MOVES];
  char text[LALAO_MOVE_TEXT_MAX];
  const LalaoEngine *engine;
  const LalaoPosition *pos;
  int status, n;

  if ((status = expect_words (args, 0, 0, "only a game and --fen")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  engine = lalao_game_get_engine (game);
  pos = lalao_game_get_position (game);
  n = engine->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      engine->format_move (pos, moves[i], text);
      puts (text);
    }
  return 0;
}

/* Plays args->words[first..] on the game; 0 or an exit status. */
static int
play_words (LalaoGame *game, const Args *args, guint first)
{
  for (guint i = first; i < args->words->len; i++)
    {
      const char *text = args->words->pdata[i];
      g_autoptr (GError) error = NULL;

      if (!lalao_game_play_text (game, text, &error))
        {
          fprintf (stderr, "lalao-cli: move %u (%s): %s\n", i + 1, text, error->message);
          return g_error_matches (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_MOVE_TEXT)
                   ? EXIT_USAGE : EXIT_ILLEGAL;
        }
    }
  return 0;
}

static int
cmd_apply (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  g_autofree char *fen = NULL;
  int status;

  if ((status = expect_words (args, 1, G_MAXUINT, "one or more moves")) != 0
      || (status = open_game (args, &game)) != 0 || (status = play_words (game, args, 0)) != 0)
    return status;
  fen = lalao_game_dup_fen (game);
  puts (fen);
  return 0;
}

static int
cmd_status (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  LalaoStatus s;
  int status;

  if ((status = expect_words (args, 0, 0, "only a game and --fen")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  s = lalao_game_get_status (game);
  puts (lalao_result_id (s.result));
  if (s.result != LALAO_ONGOING)
    {
      /* The rule's id, then what it means, in the --lang language. */
      g_autofree char *why = lalao_explain_end (lalao_game_get_engine (game), lalao_game_get_position (game), s);
      puts (lalao_rule_id (s.rule));
      puts (why);
    }
  return 0;
}

/* DEPTH: a whole number from 0 to 64, nothing else. */
static gboolean
parse_depth (const char *text, int *depth)
{
  int value = 0;
  if (*text == '\0' || strlen (text) > 2)
    return FALSE;
  for (const char *c = text; *c; c++)
    {
      if (*c < '0' || *c > '9')
        return FALSE;
      value = value * 10 + (*c - '0');
    }
  *depth = value;
  return value <= 64;
}

static int
cmd_perft (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  const LalaoEngine *engine;
  const LalaoPosition *pos;
  int status, depth;

  if ((status = expect_words (args, 1, 1, "a depth")) != 0)
    return status;
  if (!parse_depth (args->words->pdata[0], &depth))
    return cli_fail_usage ("the depth must be a whole number from 0 to 64, not \"%s\"",
                       (const char *) args->words->pdata[0]);
  if ((status = open_game (args, &game)) != 0)
    return status;
  engine = lalao_game_get_engine (game);
  pos = lalao_game_get_position (game);
  if (args->divide && depth > 0)
    {
      LalaoMove moves[LALAO_MAX_MOVES];
      LalaoPosition child;
      char text[LALAO_MOVE_TEXT_MAX];
      uint64_t total = 0;
      int n = engine->legal_moves (pos, moves);

      for (int i = 0; i < n; i++)
        {
          uint64_t count;
          engine->play (pos, moves[i], &child, NULL);
          count = lalao_perft (engine, &child, depth - 1);
          engine->format_move (pos, moves[i], text);
          printf ("%s: %" G_GUINT64_FORMAT "\n", text, count);
          total += count;
        }
      printf ("%" G_GUINT64_FORMAT "\n", total);
      return 0;
    }
  printf ("%" G_GUINT64_FORMAT "\n", lalao_perft (engine, pos, depth));
  return 0;
}

static int
cmd_explain (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  g_autoptr (GPtrArray) sentences = NULL;
  LalaoPosition before;
  int status;

  if ((status = expect_words (args, 1, 1, "one move")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  before = *lalao_game_get_position (game);
  if ((status = play_words (game, args, 0)) != 0)
    return status;
  sentences = lalao_explain_trace (lalao_game_get_engine (game), &before, lalao_game_get_last_trace (game));
  for (guint i = 0; i < sentences->len; i++)
    puts (sentences->pdata[i]);
  return 0;
}

static int
cmd_threats (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  g_autoptr (GPtrArray) lines = NULL;
  const LalaoEngine *e;
  const LalaoPosition *pos;
  LalaoThreats threats;
  int status;

  if ((status = expect_words (args, 0, 0, "no move")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  e = lalao_game_get_engine (game);
  pos = lalao_game_get_position (game);
  if (!lalao_threats_find (e, pos, e->side_to_move (pos), &threats))
    return cli_fail_usage ("the threats cannot be told in this position");
  lines = lalao_threats_list (e, pos, &threats, e->side_to_move (pos));
  for (guint i = 0; i < lines->len; i++)
    puts (lines->pdata[i]);
  return 0;
}

/* The coach's verdict on one move, and why. */
static int
cmd_coach (const Args *args)
{
  g_autoptr (LalaoGame) game = NULL;
  g_autofree char *said = NULL;
  const LalaoEngine *e;
  LalaoMove moves[LALAO_MAX_MOVES], move;
  LalaoPosition before;
  LalaoError err;
  int status, n;

  if ((status = expect_words (args, 1, 1, "one move")) != 0 || (status = open_game (args, &game)) != 0)
    return status;
  e = lalao_game_get_engine (game);
  before = *lalao_game_get_position (game);
  if ((status = play_words (game, args, 0)) != 0)
    return status;
  /* The legal move the text names, with its flags. */
  if (!e->parse_move (&before, args->words->pdata[0], &move, &err))
    return EXIT_ILLEGAL;
  n = e->legal_moves (&before, moves);
  for (int i = 0; i < n; i++)
    if (lalao_move_equal (moves[i], move))
      move = moves[i];
  said = lalao_move_coach_judge_text (e, &before, move, 0);
  puts (said);
  return 0;
}

/* The search from the start to a fixed depth, so that runs compare. */
static void
bench_search (const LalaoEngine *engine, const LalaoPosition *pos)
{
  LalaoSearchLimits limits = { .depth = lalao_bench_lookup (engine->id)->search_depth };
  LalaoSearchInfo info;
  LalaoSearch *search = lalao_search_new (engine, 64u << 20);
  char text[LALAO_MOVE_TEXT_MAX];
  double start, seconds;

  start = cli_now_seconds ();
  lalao_search_run (search, pos, &limits, NULL, NULL, &info);
  seconds = cli_now_seconds () - start;
  engine->format_move (pos, info.best, text);
  printf ("%s: search depth %d = %" G_GUINT64_FORMAT " nodes in %.3f s: %.0f thousand nodes per second, best %s, score %d\n",
          engine->id, info.depth, info.nodes, seconds, info.nodes / (seconds > 0 ? seconds : 1e-9) / 1e3,
          text, info.score);
  lalao_search_free (search);
}

#define SIGNATURE_POSITIONS 30

/* The bench's playout: moves that a fixed sequence of numbers chooses; a
 * game that ends (or passes 200 plies) starts again. */
typedef struct {
  const LalaoEngine *engine;
  LalaoPosition pos;
  uint64_t seed;
  int ply;
  int n_moves;
  LalaoMove moves[LALAO_MAX_MOVES];
} BenchPlayout;

/* Makes sure the playout's position is one to search (a game still on). */
static void
playout_settle (BenchPlayout *p)
{
  for (;;)
    {
      p->n_moves = p->engine->legal_moves (&p->pos, p->moves);
      if (p->n_moves > 0 && p->engine->status (&p->pos, 1).result == LALAO_ONGOING && p->ply <= 200)
        return;
      p->engine->start (&p->pos, lalao_engine_default_options (p->engine));
      p->ply = 0;
    }
}

static void
playout_start (BenchPlayout *p, const LalaoEngine *engine)
{
  p->engine = engine;
  p->seed = 0x9E3779B97F4A7C15ull;
  p->ply = 0;
  engine->start (&p->pos, lalao_engine_default_options (engine));
  playout_settle (p);
}

static void
playout_advance (BenchPlayout *p)
{
  LalaoPosition next;
  p->seed = p->seed * 6364136223846793005ull + 1442695040888963407ull;
  p->engine->play (&p->pos, p->moves[(p->seed >> 33) % (uint64_t) p->n_moves], &next, NULL);
  p->pos = next;
  p->ply++;
  playout_settle (p);
}

/* The node-count signature: a fixed-depth search, each with a fresh
 * table, of SIGNATURE_POSITIONS positions of the playout (one every other
 * ply, from the fourth). A change meant not to alter the search keeps
 * the sum, as Stockfish's bench does. */
static uint64_t
bench_signature (const LalaoEngine *engine, int depth, double *seconds)
{
  LalaoSearchLimits limits = { .depth = depth };
  BenchPlayout p;
  uint64_t total = 0;
  double start = cli_now_seconds ();

  playout_start (&p, engine);
  for (int found = 0; found < SIGNATURE_POSITIONS; playout_advance (&p))
    if (p.ply >= 4 && p.ply % 2 == 0)
      {
        LalaoSearch *search = lalao_search_new (engine, 16u << 20);
        LalaoSearchInfo info;
        lalao_search_run (search, &p.pos, &limits, NULL, NULL, &info);
        total += info.nodes;
        lalao_search_free (search);
        found++;
      }
  *seconds = cli_now_seconds () - start;
  return total;
}

#define TIMED_MS 200

/* The depth a search completes in TIMED_MS (all of it, as a UCI "go
 * movetime") from the start and three middlegame positions of the
 * playout (the game's middlegame_plies), and its nodes a second: what a
 * game at that time a move sees. Depends on the machine, unlike the rest. */
static void
bench_timed (const LalaoEngine *engine)
{
  const int *middle = lalao_bench_lookup (engine->id)->middlegame_plies;
  const int plies[] = { 0, middle[0], middle[1], middle[2] };
  LalaoSearchLimits limits = { .movetime_ms = TIMED_MS, .all_of_movetime = true };
  BenchPlayout p;
  uint64_t nodes = 0;
  int64_t ms = 0;

  printf ("%s: depth in %d ms:", engine->id, TIMED_MS);
  playout_start (&p, engine);
  for (size_t i = 0; i < G_N_ELEMENTS (plies); i++)
    {
      while (p.ply < plies[i])
        playout_advance (&p);
      LalaoSearch *search = lalao_search_new (engine, 64u << 20);
      LalaoSearchInfo info;
      lalao_search_run (search, &p.pos, &limits, NULL, NULL, &info);
      nodes += info.nodes;
      ms += info.elapsed_ms;
      lalao_search_free (search);
      printf (i == 0 ? " start %d" : ", ply %d %d", i == 0 ? info.depth : plies[i], info.depth);
    }
  printf ("; %.0f thousand nodes per second\n", (double) nodes / (ms > 0 ? (double) ms : 1.0));
}

static int
cmd_bench (const Args *args)
{
  int status;

  if ((status = expect_words (args, 0, 0, "at most a game")) != 0)
    return status;
  if (args->game_id != NULL && (status = find_engine (args, &(const LalaoEngine *){ NULL })) != 0)
    return status;
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const char *id = lalao_game_ids[i];
      const LalaoEngine *engine = lalao_engine_lookup (id);
      LalaoPosition pos;
      double start, seconds;
      uint64_t nodes;
      int depth = lalao_bench_lookup (id)->perft_depth;

      if (args->game_id != NULL && strcmp (args->game_id, id) != 0)
        continue;
      if (engine == NULL)
        {
          printf ("%s: no engine yet\n", id);
          continue;
        }
      engine->start (&pos, lalao_engine_default_options (engine));
      start = cli_now_seconds ();
      nodes = lalao_perft (engine, &pos, depth);
      seconds = cli_now_seconds () - start;
      printf ("%s: perft(%d) = %" G_GUINT64_FORMAT " nodes in %.3f s: %.1f million nodes per second\n",
              id, depth, nodes, seconds, nodes / (seconds > 0 ? seconds : 1e-9) / 1e6);
      bench_search (engine, &pos);
      int signature_depth = MAX (3, lalao_bench_lookup (id)->search_depth - 3);
      double signature_seconds;
      uint64_t signature = bench_signature (engine, signature_depth, &signature_seconds);
      printf ("%s: signature %" G_GUINT64_FORMAT " nodes over %d positions at depth %d, in %.3f s\n", id, signature,
              SIGNATURE_POSITIONS, signature_depth, signature_seconds);
      bench_timed (engine);
    }
  return 0;
}

int
main (int argc, char **argv)
{
  Args args = { 0 };
  int status;

  lalao_i18n_init ();
  if (argc >= 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0))
    {
      fputs (usage, stdout);
      return 0;
    }
  /* These two read their own options. */
  if (argc >= 2 && strcmp (argv[1], "match") == 0)
    return cli_match (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "uci") == 0)
    return cli_uci (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "pgn") == 0)
    return cli_pgn (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "course") == 0)
    return cli_course (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "puzzles") == 0)
    return cli_puzzles (argc - 1, argv + 1);
  if (argc >= 2 && strcmp (argv[1], "endgame") == 0)
    return cli_endgame (argc - 1, argv + 1);
  if ((status = parse_args (argc, argv, &args)) != 0)
    goto out;
  if (args.lang != NULL)
    {
      lalao_i18n_set_language (args.lang);
      if (!lalao_i18n_has_language (args.lang))
        fprintf (stderr, "lalao-cli: no %s catalogue in %s (install Lalao, or set LALAO_LOCALEDIR to the "
                 "build folder's po/): the sentences stay in English\n", args.lang, lalao_i18n_get_localedir ());
    }

  if (strcmp (args.command, "games") == 0)
    status = cmd_games (&args);
  else if (strcmp (args.command, "start") == 0)
    status = cmd_start (&args);
  else if (strcmp (args.command, "legal") == 0)
    status = cmd_legal (&args);
  else if (strcmp (args.command, "apply") == 0)
    status = cmd_apply (&args);
  else if (strcmp (args.command, "status") == 0)
    status = cmd_status (&args);
  else if (strcmp (args.command, "perft") == 0)
    status = cmd_perft (&args);
  else if (strcmp (args.command, "explain") == 0)
    status = cmd_explain (&args);
  else if (strcmp (args.command, "threats") == 0)
    status = cmd_threats (&args);
  else if (strcmp (args.command, "coach") == 0)
    status = cmd_coach (&args);
  else if (strcmp (args.command, "bench") == 0)
    status = cmd_bench (&args);
  else
    status = cli_fail_usage ("unknown command \"%s\" (see lalao-cli --help)", args.command);

out:
  g_ptr_array_unref (args.words);
  return status;
}
