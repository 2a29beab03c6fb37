/* cli-puzzles.c — `lalao-cli puzzles mine|list|verify`: the engine makes
 * puzzles from its own games, lists them and re-checks them.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mining is the model's (lalao-puzzle-miner.h): the same options mine
 * the same puzzles; this file reads the options and prints them.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-puzzle-miner.h"
#include "lalao-puzzle-rater.h"
#include "lalao-puzzle.h"
#include "lalao-search.h"

/* The search depths the shipped puzzles were mined and are verified at. */
static int
default_depth (const LalaoEngine *e)
{
  return lalao_puzzle_depth (e);
}

static void
say_progress (int done, int games, guint found, gpointer data)
{
  fprintf (stderr, "%d / %d games, %u puzzles\n", done, games, found);
}

static int
mine (const LalaoEngine *e, int argc, char **argv)
{
  LalaoMinerOptions m;
  gint64 value;

  lalao_miner_options_init (&m);
  m.depth = default_depth (e);
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      struct { const char *name; gint64 min, max; int *field; } opts[] = {
        { "--games", 1, 100000, &m.games }, { "--depth", 2, 20, &m.depth }, { "--depth-plus", 0, 12, &m.extra_depth }, { "--threads", 1, 64, &m.threads },
        { "--noise", 0, 2000, &m.noise }, { "--random-plies", 0, 60, &m.random_plies }, { "--seed", 0, G_MAXINT64, NULL },
        { "--count", 1, 100000, &m.count }, { "--first-id", 1, 1000000, &m.first_id },
        { "--min-moves", 1, 4, &m.min_solver_moves },
      };
      gboolean known = FALSE;

      if (strcmp (a, "--verbose") == 0)
        {
          m.progress = say_progress;
          continue;
        }
      for (gsize k = 0; k < G_N_ELEMENTS (opts); k++)
        if (strcmp (a, opts[k].name) == 0)
          {
            known = TRUE;
            if (v == NULL || !g_ascii_string_to_signed (v, 10, opts[k].min, opts[k].max, &value, NULL))
              return cli_fail_usage ("%s takes a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                                     a, opts[k].min, opts[k].max);
            if (opts[k].field != NULL)
              *opts[k].field = (int) value;
            else
              m.seed = (guint64) value;
            i++;
          }
      if (!known)
        return cli_fail_usage ("unknown option \"%s\" for puzzles mine", a);
    }

  g_autoptr (GPtrArray) puzzles = lalao_puzzle_mine (e, &m);
  for (guint i = 0; i < puzzles->len; i++)
    {
      g_autofree char *line = lalao_puzzle_to_line (g_ptr_array_index (puzzles, i));
      printf ("%s\n", line);
    }
  return 0;
}

static GPtrArray *
load (const char *source, GError **error)
{
  if (lalao_engine_lookup (source) != NULL)
    return lalao_puzzles_load (source, error);
  g_autofree char *text = NULL;
  if (!g_file_get_contents (source, &text, NULL, error))
    return NULL;
  return lalao_puzzles_parse (text, error);
}

/* The game of a puzzle file: its first puzzle's id up to the dash. */
static const LalaoEngine *
engine_of (const char *source, GPtrArray *puzzles)
{
  const LalaoEngine *e = lalao_engine_lookup (source);
  if (e == NULL && puzzles->len > 0)
    {
      const LalaoPuzzle *p = g_ptr_array_index (puzzles, 0);
      g_autofree char *game = g_strndup (p->id, strcspn (p->id, "-"));
      e = lalao_engine_lookup (game);
    }
  return e;
}

static gboolean
has_theme (const LalaoPuzzle *p, const char *theme)
{
  return theme == NULL || g_strv_contains ((const char *const *) p->themes, theme);
}

typedef struct {
  const char *theme;
  gboolean verbose;
  int depth_plus;   /* judged at each puzzle's depth + this */
  int every;        /* only every n-th puzzle (1: all) */
  int attempts;     /* `rate`: each noisy level's attempts */
} VerifyOptions;

/* `puzzles verify`: the position can arise, and the line is still the
 * only good one at the recorded depth (+ depth_plus). */
static int
verify (const LalaoEngine *e, GPtrArray *puzzles, const VerifyOptions *how)
{
  LalaoSearch *search = lalao_search_new (e, 8u << 20);
  int failed = 0, checked = 0;
  double start = cli_now_seconds ();
  for (guint i = 0; i < puzzles->len; i += (guint) how->every)
    {
      const LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
      g_autoptr (GError) why = NULL;
      if (!has_theme (p, how->theme))
        continue;
      checked++;
      LalaoPosition pos;
      LalaoError err;
      if (e->from_fen (&pos, p->fen, lalao_engine_default_options (e), &err) && !lalao_engine_reachable (e, &pos, &err))
        {
          failed++;
          printf ("wrong: %s: the position cannot arise in a game: %s\n", p->id, err.message);
        }
      else if (!lalao_puzzle_verify_at (e, search, p, p->depth + how->depth_plus, &why))
        {
          failed++;
          printf ("wrong: %s (depth %d)\n", why->message, p->depth + how->depth_plus);
        }
      else if (how->verbose)
        printf ("ok: %s\n", p->id);
    }
  lalao_search_free (search);
  printf ("%s: %d puzzles verified at their depth + %d, %d wrong (%.1f s)\n", e->id, checked,
          how->depth_plus, failed, cli_now_seconds () - start);
  return failed == 0 && checked > 0 ? 0 : EXIT_ILLEGAL;
}

/* `puzzles rate`: each puzzle's line again, its difficulty fitted from
 * the ladder's attempts (lalao-puzzle-rater.h); on the standard error,
 * how the difficulties spread. */
static int
rate (const LalaoEngine *e, GPtrArray *puzzles, const VerifyOptions *how)
{
  LalaoSearch *search = lalao_search_new (e, 8u << 20);
  g_autoptr (GHashTable) values = g_hash_table_new (NULL, NULL);
  int rated = 0, most = 0;
  for (guint i = 0; i < puzzles->len; i += (guint) how->every)
    {
      LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
      LalaoPuzzleAttempts a;
      if (!has_theme (p, how->theme) || !lalao_puzzle_attempt (e, search, p, how->attempts, &a))
        continue;
      p->difficulty = lalao_puzzle_fit_difficulty (&a);
      g_autofree char *line = lalao_puzzle_to_line (p);
      printf ("%s\n", line);
      if (how->verbose)
        for (int k = 0; k < LALAO_RATER_SOLVERS; k++)
          fprintf (stderr, "%s: solver %d (%d): %d of %d\n", p->id, k + 1, lalao_puzzle_rater_rating (k),
                   a.solved[k], a.tries[k]);
      int seen = GPOINTER_TO_INT (g_hash_table_lookup (values, GINT_TO_POINTER (p->difficulty))) + 1;
      g_hash_table_insert (values, GINT_TO_POINTER (p->difficulty), GINT_TO_POINTER (seen));
      most = MAX (most, seen);
      rated++;
    }
  lalao_search_free (search);
  fprintf (stderr, "%s: %d puzzles rated, %u difficulties, the commonest on %d (%.0f%%)\n", e->id, rated,
           g_hash_table_size (values), most, rated > 0 ? 100.0 * most / rated : 0.0);
  return rated > 0 ? 0 : EXIT_ILLEGAL;
}

/* `puzzles extend`: every puzzle, its line made longer where the
 * solver's next move is still the only good one (lalao_puzzle_extend),
 * judged again at its depth + --depth-plus (4 unless given). */
static int
extend (const LalaoEngine *e, GPtrArray *puzzles, const VerifyOptions *how)
{
  LalaoSearch *judge = lalao_search_new (e, 8u << 20);
  int longer = 0;
  for (guint i = 0; i < puzzles->len; i++)
    {
      const LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
      g_autoptr (LalaoPuzzle) extended = has_theme (p, how->theme) ? lalao_puzzle_extend (e, judge, p, how->depth_plus) : NULL;
      g_autofree char *line = lalao_puzzle_to_line (extended != NULL ? extended : p);
      printf ("%s\n", line);
      fflush (stdout);
      longer += extended != NULL;
    }
  lalao_search_free (judge);
  fprintf (stderr, "%s: %d of %u puzzles made longer\n", e->id, longer, puzzles->len);
  return 0;
}

/* `puzzles retheme`: every puzzle with its themes found again. */
static int
retheme (const LalaoEngine *e, GPtrArray *puzzles)
{
  for (guint i = 0; i < puzzles->len; i++)
    {
      LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
      if (!lalao_puzzle_retheme (e, p))
        return cli_fail_usage ("%s: the line does not read", p->id);
      g_autofree char *line = lalao_puzzle_to_line (p);
      printf ("%s\n", line);
    }
  return 0;
}

/* A whole-number option's value, or FALSE. */
static gboolean
int_option (const char *value, int min, int max, int *field)
{
  gint64 v;
  if (value == NULL || !g_ascii_string_to_signed (value, 10, min, max, &v, NULL))
    return FALSE;
  *field = (int) v;
  return TRUE;
}

int
cli_puzzles (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  VerifyOptions how = { .every = 1, .attempts = 8 };

  if (argc < 3)
    return cli_fail_usage ("puzzles takes mine GAME, list GAME|FILE, verify GAME|FILE, rate GAME|FILE, extend GAME|FILE or retheme GAME|FILE");
  const char *action = argv[1], *source = argv[2];
  if (strcmp (action, "mine") == 0)
    {
      const LalaoEngine *e = lalao_engine_lookup (source);
      if (e == NULL)
        return cli_unknown_game (source);
      return mine (e, argc - 3, argv + 3);
    }
  if (!g_strv_contains ((const char *const[]) { "list", "verify", "rate", "extend", "retheme", NULL }, action))
    return cli_fail_usage ("puzzles takes mine, list, verify, rate, extend or retheme, not \"%s\"", action);
  if (strcmp (action, "extend") == 0)
    how.depth_plus = LALAO_PUZZLE_EXTRA_DEPTH;
  for (int i = 3; i < argc; i++)
    if (strcmp (argv[i], "--theme") == 0 && i + 1 < argc)
      how.theme = argv[++i];
    else if (strcmp (argv[i], "--verbose") == 0)
      how.verbose = TRUE;
    else if (strcmp (argv[i], "--attempts") == 0)
      {
        if (!int_option (i + 1 < argc ? argv[i + 1] : NULL, 1, 1000, &how.attempts))
          return cli_fail_usage ("--attempts takes a whole number");
        i++;
      }
    else if (strcmp (argv[i], "--depth-plus") == 0 || strcmp (argv[i], "--every") == 0)
      {
        gboolean plus = argv[i][2] == 'd';
        if (!int_option (i + 1 < argc ? argv[i + 1] : NULL, plus ? 0 : 1, plus ? 12 : 10000,
                         plus ? &how.depth_plus : &how.every))
          return cli_fail_usage ("%s takes a whole number", argv[i]);
        i++;
      }
    else
      return cli_fail_usage ("unknown option \"%s\" for puzzles %s", argv[i], action);
  if (lalao_engine_lookup (source) == NULL && lalao_game_known (source))
    return cli_unknown_game (source);
  if ((puzzles = load (source, &error)) == NULL)
    return cli_fail_usage ("%s: %s", source, error->message);
  const LalaoEngine *e = engine_of (source, puzzles);
  if (e == NULL)
    return cli_fail_usage ("%s: the puzzles' ids do not name a game", source);

  if (strcmp (action, "list") == 0)
    {
      for (guint i = 0; i < puzzles->len; i++)
        {
          const LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
          if (!has_theme (p, how.theme))
            continue;
          g_autofree char *line = lalao_puzzle_to_listing (p);
          printf ("%s\n", line);
        }
      return 0;
    }

  if (strcmp (action, "extend") == 0)
    return extend (e, puzzles, &how);
  if (strcmp (action, "retheme") == 0)
    return retheme (e, puzzles);
  return strcmp (action, "rate") == 0 ? rate (e, puzzles, &how) : verify (e, puzzles, &how);
}
