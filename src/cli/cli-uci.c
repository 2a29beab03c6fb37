/* cli-uci.c — `lalao-cli uci`: the UCI protocol as variant engines speak it.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The main thread reads commands; `go` starts the search in a second
 * thread, so `stop`, `isready` and `quit` are answered while it thinks.
 * Moves are in RULES.md notation (a whole Fanorona turn is one move).
 */
#define G_LOG_DOMAIN "lalao-cli"
#define _POSIX_C_SOURCE 200809L /* getline */

#include "config.h"

#include "cli-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-explainer.h"
#include "lalao-record.h"
#include "lalao-search.h"
#include "cli-uci-private.h"

#define MAX_HISTORY 4096
/* Kept from a time taken from the clock for reading, writing and a loaded machine. */
#define DEFAULT_MOVE_OVERHEAD_MS 30
#define UCI_MAX_HASH_MB 4096
#define UCI_MAX_OVERHEAD_MS 5000


static void G_GNUC_PRINTF (2, 3)
say (Uci *u, const char *format, ...)
{
  va_list ap;
  g_mutex_lock (&u->output);
  va_start (ap, format);
  vprintf (format, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
  g_mutex_unlock (&u->output);
}

static void
wait_for_thinker (Uci *u, gboolean stop)
{
  if (u->thinker == NULL)
    return;
  if (stop)
    lalao_search_stop (u->search);
  g_thread_join (u->thinker);
  u->thinker = NULL;
}

/* The current game's exact endgame tables in the EndgamePath folder,
 * loaded whole (the search reads them at every node of their classes:
 * Skill Level 5 then plays their positions perfectly), or none. */
static void
load_endgame (Uci *u)
{
  lalao_search_set_endgame (u->search, NULL);
  g_clear_pointer (&u->endgame, lalao_endgame_set_free);
  if (u->endgame_dir == NULL || u->engine->endgame == NULL)
    return;
  u->endgame = lalao_endgame_open (u->engine, u->endgame_dir);
  if (u->endgame == NULL)
    {
      say (u, "info string no endgame tables of %s in %s (lalao-cli endgame build %s --dir %s)", u->engine->id,
           u->endgame_dir, u->engine->id, u->endgame_dir);
      return;
    }
  say (u, "info string %d endgame tables of %s loaded from %s", lalao_endgame_set_count (u->endgame), u->engine->id,
       u->endgame_dir);
  lalao_search_set_endgame (u->search, u->endgame);
}

static void
set_game (Uci *u, const LalaoEngine *engine)
{
  gboolean same_game = engine == u->engine;

  wait_for_thinker (u, TRUE);
  lalao_search_free (u->search);
  u->engine = engine;
  u->options = lalao_engine_default_options (engine);
  u->search = lalao_search_new (engine, u->table_mb << 20);
  engine->start (&u->position, u->options);
  u->n_history = 0;
  /* A new Hash keeps the game's tables: reading gigabytes again is slow. */
  if (same_game)
    lalao_search_set_endgame (u->search, u->endgame);
  else
    load_endgame (u);
}

/* "info … pv …": the principal variation in move notation. */
static void
report_info (const LalaoSearchInfo *info, void *data)
{
  Uci *u = data;
  const LalaoEngine *e = u->engine;
  GString *line = g_string_new (NULL);
  LalaoPosition pos = u->position;
  char text[LALAO_MOVE_TEXT_MAX];

  g_string_append_printf (line, "info depth %d seldepth %d ", info->depth, info->seldepth);
  if (lalao_score_is_decisive (info->score))
    {
      int moves = (lalao_score_plies_to_end (info->score) + 1) / 2;
      g_string_append_printf (line, "score mate %d", info->score > 0 ? moves : -moves);
    }
  else
    g_string_append_printf (line, "score cp %d", info->score);
  /* The millisecond added (as Stockfish does) keeps the division from
   * zero without a branch on the clock, which the fuzzer would see. */
  g_string_append_printf (line, " nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT " time %" G_GINT64_FORMAT " pv",
                          info->nodes, info->nodes * 1000 / (uint64_t) (info->elapsed_ms + 1),
                          info->elapsed_ms);
  for (int i = 0; i < info->pv_length; i++)
    {
      e->format_move (&pos, info->pv[i], text);
      g_string_append_printf (line, " %s", text);
      e->play (&pos, info->pv[i], &pos, NULL);
    }
  say (u, "%s", line->str);
  g_string_free (line, TRUE);
}

static gpointer
think (gpointer data)
{
  Uci *u = data;
  LalaoSearchInfo result;
  char text[LALAO_MOVE_TEXT_MAX];

  lalao_search_set_history (u->search, u->history, u->n_history);
  lalao_search_run (u->search, &u->position, &u->limits, report_info, u, &result);
  if (!result.has_move)
    say (u, "bestmove (none)");
  else
    {
      u->engine->format_move (&u->position, result.best, text);
      say (u, "bestmove %s", text);
    }
  return NULL;
}

static void
cmd_uci (Uci *u)
{
  GString *games = g_string_new (NULL);
  for (int i = 0; i < LALAO_N_GAMES; i++)
    g_string_append_printf (games, " var %s", lalao_game_ids[i]);
  say (u, "id name Lalao %s", PACKAGE_VERSION);
  say (u, "id author The Lalao authors");
  say (u, "option name UCI_Variant type combo default %s%s", u->engine->id, games->str);
  say (u, "option name Skill Level type spin default %d min 1 max %d", u->level, LALAO_N_LEVELS);
  say (u, "option name Hash type spin default %zu min 1 max %d", u->table_mb, UCI_MAX_HASH_MB);
  say (u, "option name Move Overhead type spin default %d min 0 max %d", u->move_overhead_ms,
       UCI_MAX_OVERHEAD_MS);
  say (u, "option name Threads type spin default %d min 1 max %d", u->threads, LALAO_SEARCH_MAX_THREADS);
  /* The game's rule options, as --rules takes them ("<empty>": its defaults). */
  say (u, "option name Rules type string default <empty>");
  /* A folder of the exact endgame tables (`lalao-cli endgame build`),
   * as Stockfish's SyzygyPath ("<empty>": none). */
  say (u, "option name EndgamePath type string default <empty>");
  say (u, "uciok");
  g_string_free (games, TRUE);
}

/* "Rules": the current game's options from their defaults, e.g.
 * "no-same-direction-rule"; a new UCI_Variant sets its own defaults. An
 * unknown name is refused and the rules stay as they were. */
static void
set_rules (Uci *u, const char *text)
{
  LalaoOptions options = lalao_engine_default_options (u->engine);
  g_autofree char *unknown = NULL;

  if (strcmp (text, "<empty>") != 0 && !lalao_options_from_text (u->engine, text, &options, &unknown))
    {
      say (u, "info string %s has no rule option %s", u->engine->id, unknown);
      return;
    }
  wait_for_thinker (u, TRUE);
  u->options = options;
  lalao_search_clear (u->search);
  u->engine->start (&u->position, u->options);
  u->n_history = 0;
}

/* Options by name, as "uci" lists them. Out-of-range values are refused
 * with their range: the option keeps its value. */
static void
set_option (Uci *u, const char *key, const char *value)
{
  gint64 number;

  if (g_ascii_strcasecmp (key, "UCI_Variant") == 0)
    {
      const LalaoEngine *engine = lalao_engine_lookup (value);
      if (engine == NULL)
        say (u, "info string unknown variant %s", value);
      else
        set_game (u, engine);
    }
  else if (g_ascii_strcasecmp (key, "Skill Level") == 0)
    {
      if (g_ascii_string_to_signed (value, 10, 1, LALAO_N_LEVELS, &number, NULL))
        u->level = (int) number;
      else
        say (u, "info string Skill Level is 1 to %d", LALAO_N_LEVELS);
    }
  else if (g_ascii_strcasecmp (key, "Hash") == 0)
    {
      if (g_ascii_string_to_signed (value, 10, 1, UCI_MAX_HASH_MB, &number, NULL))
        {
          u->table_mb = (size_t) number;
          set_game (u, u->engine);
        }
      else
        say (u, "info string Hash is 1 to %d (MB)", UCI_MAX_HASH_MB);
    }
  else if (g_ascii_strcasecmp (key, "Move Overhead") == 0)
    {
      if (g_ascii_string_to_signed (value, 10, 0, UCI_MAX_OVERHEAD_MS, &number, NULL))
        u->move_overhead_ms = (int) number;
      else
        say (u, "info string Move Overhead is 0 to %d (ms)", UCI_MAX_OVERHEAD_MS);
    }
  else if (g_ascii_strcasecmp (key, "Threads") == 0)
    {
      if (g_ascii_string_to_signed (value, 10, 1, LALAO_SEARCH_MAX_THREADS, &number, NULL))
        u->threads = (int) number;
      else
        say (u, "info string Threads is 1 to %d", LALAO_SEARCH_MAX_THREADS);
    }
  else if (g_ascii_strcasecmp (key, "Rules") == 0)
    set_rules (u, value);
  else if (g_ascii_strcasecmp (key, "EndgamePath") == 0)
    {
      wait_for_thinker (u, TRUE);
      g_clear_pointer (&u->endgame_dir, g_free);
      if (strcmp (value, "<empty>") != 0)
        u->endgame_dir = g_strdup (value);
      load_endgame (u);
    }
  else
    say (u, "info string unknown option %s", key);
}

/* "setoption name NAME [value VALUE]": NAME and VALUE may hold spaces.
 * Read word by word, so that an empty name, a missing value or the words
 * in another order are told apart and answered, never misread. */
static void
cmd_setoption (Uci *u, char **words)
{
  g_autoptr (GString) key = g_string_new (NULL);
  g_autoptr (GString) value = NULL;
  GString *into = NULL;

  for (int i = 0; words[i] != NULL; i++)
    {
      if (into == NULL && strcmp (words[i], "name") == 0)
        into = key;
      else if (into == key && strcmp (words[i], "value") == 0)
        into = value = g_string_new (NULL);
      else if (into != NULL)
        g_string_append_printf (into, "%s%s", into->len > 0 ? " " : "", words[i]);
    }
  if (into == NULL || key->len == 0)
    {
      say (u, "info string setoption needs \"name N value V\"");
      return;
    }
  if (value == NULL || value->len == 0)
    {
      say (u, "info string option %s needs a value", key->str);
      return;
    }
  set_option (u, key->str, value->str);
}

/* "position startpos|fen FEN [moves M…]" */
static void
cmd_position (Uci *u, char **words)
{
  const LalaoEngine *e = u->engine;
  LalaoPosition pos;
  LalaoError err;
  int i = 0;

  if (words[0] != NULL && strcmp (words[0], "startpos") == 0)
    {
      e->start (&pos, u->options);
      i = 1;
    }
  else if (words[0] != NULL && strcmp (words[0], "fen") == 0)
    {
      GString *fen = g_string_new (NULL);
      for (i = 1; words[i] != NULL && strcmp (words[i], "moves") != 0; i++)
        g_string_append_printf (fen, "%s%s", i > 1 ? " " : "", words[i]);
      gboolean ok = e->from_fen (&pos, fen->str, u->options, &err);
      g_string_free (fen, TRUE);
      if (!ok)
        {
          say (u, "info string bad FEN: %s", err.message);
          return;
        }
    }
  else
    {
      say (u, "info string position needs startpos or fen");
      return;
    }
  u->position = pos;
  u->n_history = 0;
  if (words[i] == NULL || strcmp (words[i], "moves") != 0)
    return;
  for (i++; words[i] != NULL; i++)
    {
      LalaoMove move;
      lalao_engine_read_move (e, &u->position, words[i], &move, &err);
      if (err.code != LALAO_ERROR_NONE)
        {
          g_autofree char *why = lalao_explain_error (e, &u->position, &err);
          say (u, "info string illegal move %s: %s", words[i], why);
          return;
        }
      /* A game longer than the history keeps its latest positions. */
      if (u->n_history == MAX_HISTORY)
        memmove (u->history, u->history + 1, --u->n_history * sizeof *u->history);
      u->history[u->n_history++] = e->hash (&u->position);
      e->play (&u->position, move, &u->position, NULL);
    }
}

/* The limits "go" may carry, each a number; clock times may be negative
 * (a GUI sends what is left, and a flag may have fallen). */
typedef struct {
  const char *name;
  gint64 min;
  int field;
} GoLimit;

enum { GO_MOVETIME, GO_DEPTH, GO_NODES, GO_WTIME, GO_BTIME, GO_WINC, GO_BINC, GO_MOVESTOGO, N_GO };

static const GoLimit go_limits[] = {
  { "movetime", 0, GO_MOVETIME }, { "depth", 0, GO_DEPTH }, { "nodes", 0, GO_NODES },
  { "wtime", G_MININT32, GO_WTIME }, { "btime", G_MININT32, GO_BTIME },
  { "winc", 0, GO_WINC }, { "binc", 0, GO_BINC }, { "movestogo", 0, GO_MOVESTOGO },
};

#define GO_ABSENT G_MININT64

/* Reads "go"'s words into values[] (GO_ABSENT where absent); FALSE after saying
 * which limit is malformed. "infinite" sets *infinite; other UCI words
 * ("ponder", "searchmoves"…) are ignored, as the protocol asks. */
static gboolean
read_go_limits (Uci *u, char **words, gint64 values[N_GO], gboolean *infinite)
{
  for (int f = 0; f < N_GO; f++)
    values[f] = GO_ABSENT;
  *infinite = FALSE;
  for (int i = 0; words[i] != NULL; i++)
    {
      if (strcmp (words[i], "infinite") == 0)
        *infinite = TRUE;
      for (gsize l = 0; l < G_N_ELEMENTS (go_limits); l++)
        {
          const GoLimit *limit = &go_limits[l];
          gint64 v;
          if (strcmp (words[i], limit->name) != 0)
            continue;
          if (words[i + 1] == NULL
              || !g_ascii_string_to_signed (words[i + 1], 10, limit->min, G_MAXINT32, &v, NULL))
            {
              say (u, "info string go %s needs a number from %" G_GINT64_FORMAT " to %d", limit->name,
                   limit->min, G_MAXINT32);
              return FALSE;
            }
          values[limit->field] = v;
          i++;
        }
    }
  return TRUE;
}

/* "go [movetime T | depth D | nodes N | wtime W btime B winc I binc J
 * movestogo M | infinite]": several limits at once stop at the first. */
static void
cmd_go (Uci *u, char **words)
{
  gint64 v[N_GO];
  gboolean infinite;

  wait_for_thinker (u, TRUE);
  if (!read_go_limits (u, words, v, &infinite))
    return;
  gint64 times[2] = { v[GO_WTIME], v[GO_BTIME] };
  gint64 increments[2] = { MAX (v[GO_WINC], 0), MAX (v[GO_BINC], 0) };
  gint64 movetime = MAX (v[GO_MOVETIME], 0), depth = MAX (v[GO_DEPTH], 0), nodes = MAX (v[GO_NODES], 0);
  gint64 movestogo = MAX (v[GO_MOVESTOGO], 0);

  /* A "go movetime" is searched for exactly that long, as UCI says and
   * as Stockfish does: the GUI that fixed it has allowed for its own
   * delays, so the Move Overhead is kept only from the clock's share. */
  int side = u->engine->side_to_move (&u->position);
  if (movetime == 0 && times[side] != GO_ABSENT)
    {
      /* A share of the clock, keeping a margin for the reply and the
       * overhead of reading, writing and a loaded machine. */
      gint64 left = MAX (times[side], 0), share = left / (movestogo > 0 ? movestogo + 1 : 30) + increments[side] * 3 / 4;
      movetime = MAX (1, MIN (share, left - 50) - u->move_overhead_ms);
    }
  lalao_level_limits (u->engine, u->level, infinite ? 0 : movetime, (uint64_t) g_get_monotonic_time (),
                      &u->limits);
  if (depth > 0 && (u->limits.depth == 0 || depth < u->limits.depth))
    u->limits.depth = (int) depth;
  if (nodes > 0)
    u->limits.nodes = (uint64_t) nodes;
  /* A time the GUI fixed is used to the end: a stopped depth's best move
   * is kept (lalao_search_run), so the last part is not wasted. */
  u->limits.all_of_movetime = v[GO_MOVETIME] > 0 && !infinite;
  /* "go" alone at Master strength would never end: think for a second. */
  if (!infinite && movetime == 0 && depth == 0 && nodes == 0 && u->limits.depth == 0)
    u->limits.movetime_ms = 1000;
  /* The fuzzer's searches are the same every time a script runs (see
   * max_nodes): no clock, and their noise has a fixed seed. */
  if (u->max_nodes > 0)
    {
      if (u->limits.nodes == 0 || u->limits.nodes > u->max_nodes)
        u->limits.nodes = u->max_nodes;
      u->limits.movetime_ms = 0;
      u->limits.all_of_movetime = false;
      u->limits.seed = 0;
    }
  u->limits.threads = u->threads;
  lalao_search_resume (u->search);
  u->thinker = g_thread_new ("uci-search", think, u);
  /* The fuzzer's search ends by its node cap, not by the next command
   * whenever that comes. */
  if (u->max_nodes > 0)
    wait_for_thinker (u, FALSE);
}

void
cli_uci_init (Uci *u)
{
  memset (u, 0, sizeof *u);
  g_mutex_init (&u->output);
  u->level = LALAO_N_LEVELS;
  u->table_mb = 64;
  u->move_overhead_ms = DEFAULT_MOVE_OVERHEAD_MS;
  u->threads = 1;
  u->history = g_new (uint64_t, MAX_HISTORY);
  set_game (u, lalao_engine_lookup (lalao_game_ids[0]));
}

gboolean
cli_uci_command (Uci *u, char *line)
{
  g_strstrip (line);
  g_auto (GStrv) words = g_strsplit_set (line, " \t", -1);
  /* g_strsplit_set keeps empty words between repeated spaces. */
  int n = 0;
  for (int i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      words[n++] = words[i];
    else
      g_free (words[i]);
  words[n] = NULL;
  if (n == 0)
    return TRUE;

  const char *cmd = words[0];
  if (strcmp (cmd, "uci") == 0)
    cmd_uci (u);
  else if (strcmp (cmd, "isready") == 0)
    say (u, "readyok");
  else if (strcmp (cmd, "ucinewgame") == 0)
    {
      wait_for_thinker (u, TRUE);
      lalao_search_clear (u->search);
    }
  else if (strcmp (cmd, "setoption") == 0)
    cmd_setoption (u, words + 1);
  else if (strcmp (cmd, "position") == 0)
    {
      wait_for_thinker (u, TRUE);
      cmd_position (u, words + 1);
    }
  else if (strcmp (cmd, "go") == 0)
    cmd_go (u, words + 1);
  else if (strcmp (cmd, "stop") == 0)
    wait_for_thinker (u, TRUE);
  else if (strcmp (cmd, "quit") == 0)
    {
      wait_for_thinker (u, TRUE);
      return FALSE;
    }
  else
    say (u, "info string unknown command %s", cmd);
  return TRUE;
}

void
cli_uci_clear (Uci *u)
{
  /* At the end of a script, a search under way still gives its move
   * (an infinite one is stopped). */
  wait_for_thinker (u, u->limits.movetime_ms == 0 && u->limits.depth == 0 && u->limits.nodes == 0);
  lalao_search_free (u->search);
  u->search = NULL;
  g_clear_pointer (&u->endgame, lalao_endgame_set_free);
  g_clear_pointer (&u->endgame_dir, g_free);
  g_clear_pointer (&u->history, g_free);
  g_mutex_clear (&u->output);
}

int
cli_uci (int argc, char **argv)
{
  Uci u;
  char *line = NULL;
  size_t size = 0;

  if (argc > 1)
    return cli_fail_usage ("uci takes no arguments: it reads UCI commands on standard input");
  cli_uci_init (&u);
  /* getline: a "position … moves" line of any length stays one command. */
  while (getline (&line, &size, stdin) != -1)
    if (!cli_uci_command (&u, line))
      break;
  free (line);
  cli_uci_clear (&u);
  return 0;
}
