/* cli-endgame.c — `lalao-cli endgame build GAME` and `lalao-cli endgame
 * GAME [--fen FEN]`: the exact endgame tables (lalao-endgame.h).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tables live in a folder (--dir, by default
 * lalao_endgame_tables_dir(): $LALAO_ENDGAME_DIR or the user's cache
 * folder's lalao/endgames): built there at the first use, read from there
 * afterwards. See docs/endgames.md.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-common.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gstdio.h>

#include "lalao-endgame.h"
#include "lalao-endgame-puzzles.h"
#include "lalao-endgame-tables.h"

typedef struct {
  const char *game;
  const char *fen;
  const char *dir;
  const char *classes; /* --class: more classes to build, "KRvKR,KRNvK" */
  int size;
  gboolean build;
  gboolean puzzles;
  gboolean sample;
  guint32 seed;
  gboolean quiet;
  int count;
  int first_id;
  int min_moves; /* puzzles: lines of this many winner's moves or more */
  int memory; /* MB for the retrograde solver, -1 = the default */
} EndgameArgs;

static bool
say_progress (const char *cls, int round, uint64_t done, uint64_t total, void *data)
{
  EndgameArgs *a = data;
  if (!a->quiet)
    fprintf (stderr, "\r%s: round %d, %3d%% of the positions valued ", cls, round,
             total ? (int) (100 * done / total) : 100);
  return true;
}

static int
parse (int argc, char **argv, EndgameArgs *a)
{
  memset (a, 0, sizeof *a);
  a->size = -1;
  a->count = 20;
  a->seed = 1;
  a->first_id = 1;
  a->min_moves = 1;
  a->memory = -1;
  for (int i = 1; i < argc; i++)
    {
      const char *v = i + 1 < argc ? argv[i + 1] : NULL;
      gboolean first = a->game == NULL && !a->build && !a->puzzles && !a->sample;
      if (strcmp (argv[i], "build") == 0 && first)
        a->build = TRUE;
      else if (strcmp (argv[i], "puzzles") == 0 && first)
        a->puzzles = TRUE;
      else if (strcmp (argv[i], "sample") == 0 && first)
        a->sample = TRUE;
      else if (strcmp (argv[i], "--seed") == 0 && v != NULL && a->sample)
        a->seed = (guint32) strtoul (argv[++i], NULL, 10);
      else if (strcmp (argv[i], "--count") == 0 && v != NULL)
        a->count = atoi (argv[++i]);
      else if (strcmp (argv[i], "--first-id") == 0 && v != NULL && a->puzzles)
        a->first_id = atoi (argv[++i]);
      else if (strcmp (argv[i], "--min-moves") == 0 && v != NULL && a->puzzles)
        {
          gint64 m;
          if (!g_ascii_string_to_signed (argv[++i], 10, 1, 4, &m, NULL))
            return cli_fail_usage ("endgame: --min-moves takes a number of the winner's moves, 1 to 4");
          a->min_moves = (int) m;
        }
      else if (strcmp (argv[i], "--quiet") == 0)
        a->quiet = TRUE;
      else if (strcmp (argv[i], "--fen") == 0 && v != NULL)
        a->fen = argv[++i];
      else if (strcmp (argv[i], "--dir") == 0 && v != NULL)
        a->dir = argv[++i];
      else if (strcmp (argv[i], "--size") == 0 && v != NULL)
        a->size = atoi (argv[++i]);
      else if (strcmp (argv[i], "--memory") == 0 && v != NULL)
        {
          gint64 mb;
          if (!g_ascii_string_to_signed (argv[++i], 10, 0, 1 << 20, &mb, NULL))
            return cli_fail_usage ("endgame: --memory takes the megabytes a class may take, 0 or more");
          a->memory = (int) mb;
        }
      else if (strcmp (argv[i], "--class") == 0 && v != NULL && (a->build || a->sample))
        a->classes = argv[++i];
      else if (argv[i][0] != '-' && a->game == NULL)
        a->game = argv[i];
      else
        return cli_fail_usage ("endgame: unexpected argument \"%s\"", argv[i]);
    }
  if (a->game == NULL)
    return cli_fail_usage ("endgame: which game? (see lalao-cli --help)");
  return 0;
}

static bool
known_class (const LalaoEngine *e, const char *name)
{
  LalaoEndgameClass classes[256];
  for (int s = 0; s <= e->endgame->max_size; s++)
    {
      int n = e->endgame->classes (s, classes, 256);
      for (int i = 0; i < n && i < 256; i++)
        if (strcmp (classes[i].name, name) == 0)
          return true;
    }
  return false;
}

/* --class: classes beyond the default size, one by one (a 4-piece
 * Samantsy class costs minutes, the whole size hours): found in the set
 * or the folder, else (with `solve`) built and saved there. Each needs
 * the classes its captures and promotions lead to: the smaller ones come
 * with --size, a same-size one must come earlier in the list. */
static int
named_classes (const LalaoEngine *e, LalaoEndgameSet *set, EndgameArgs *a, const char *dir, bool solve)
{
  g_auto (GStrv) names = g_strsplit (a->classes, ",", -1);

  for (int i = 0; names[i] != NULL; i++)
    {
      LalaoEndgameClass c;
      char missing[LALAO_ENDGAME_NAME_MAX] = "";
      g_strlcpy (c.name, names[i], sizeof c.name);
      if (!known_class (e, names[i]))
        {
          fprintf (stderr, "lalao-cli: %s has no class \"%s\"\n", e->id, names[i]);
          return EXIT_USAGE;
        }
      if (lalao_endgame_set_find (set, c.name) != NULL || lalao_endgame_load_table (set, &c, dir))
        continue;
      if (!solve)
        {
          fprintf (stderr, "lalao-cli: no %s table %s in %s\n", e->id, names[i], dir);
          return EXIT_ILLEGAL;
        }
      if (!lalao_endgame_solve (set, &c, say_progress, a, missing))
        {
          fprintf (stderr, "\nlalao-cli: %s needs the class %s first (--size or an earlier --class)\n", c.name,
                   missing);
          return EXIT_ILLEGAL;
        }
      if (!lalao_endgame_save_table (set, lalao_endgame_set_table (set, lalao_endgame_set_count (set) - 1), dir))
        return EXIT_ILLEGAL;
    }
  return 0;
}

static int
build (const LalaoEngine *e, LalaoEndgameSet *set, EndgameArgs *a, const char *dir)
{
  double start = cli_now_seconds ();
  uint64_t bytes = 0;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      fprintf (stderr, "lalao-cli: cannot make %s: %s\n", dir, g_strerror (errno));
      return EXIT_ILLEGAL;
    }
  if (!lalao_endgame_build (set, a->size, dir, say_progress, a))
    {
      fprintf (stderr, "\nlalao-cli: the %s tables could not be built in %s\n", e->id, dir);
      return EXIT_ILLEGAL;
    }
  int status = a->classes != NULL ? named_classes (e, set, a, dir, true) : 0;
  if (status != 0)
    return status;
  if (!a->quiet)
    fputc ('\n', stderr);
  if (a->puzzles)
    return 0;
  for (int i = 0; i < lalao_endgame_set_count (set); i++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, i);
      uint64_t won = 0, lost = 0, drawn = 0, cycles = 0;
      for (uint64_t k = 0; k < t->size; k++)
        {
          LalaoEndgameValue v = lalao_endgame_decode (t->values[k]);
          won += v.kind == LALAO_ENDGAME_WIN;
          lost += v.kind == LALAO_ENDGAME_LOSS;
          drawn += v.kind == LALAO_ENDGAME_DRAW;
          cycles += v.kind == LALAO_ENDGAME_CYCLE;
        }
      bytes += 2 * t->size;
      printf ("%s: %" G_GUINT64_FORMAT " won, %" G_GUINT64_FORMAT " lost, %" G_GUINT64_FORMAT
              " drawn, %" G_GUINT64_FORMAT " cycles; longest %d plies\n", t->cls.name, won, lost, drawn, cycles,
              t->longest);
    }
  printf ("in %.1f s\n", cli_now_seconds () - start);
  printf ("%d classes, %" G_GUINT64_FORMAT " bytes\n", lalao_endgame_set_count (set), bytes);
  return 0;
}

static int
probe (const LalaoEngine *e, LalaoEndgameSet *set, EndgameArgs *a, const char *dir)
{
  LalaoPosition pos;
  LalaoError err;
  LalaoEndgameClass c;
  uint64_t index;
  char fen[LALAO_FEN_MAX], text[16];

  if (a->fen == NULL)
    e->start (&pos, lalao_engine_default_options (e));
  else if (!e->from_fen (&pos, a->fen, lalao_engine_default_options (e), &err))
    {
      /* Malformed input, as for every other command. */
      fprintf (stderr, "lalao-cli: This position is not valid: %s.\n", err.message);
      return EXIT_USAGE;
    }
  lalao_endgame_load (set, a->size, dir);
  LalaoEndgameValue v = lalao_endgame_probe (set, &pos);
  if (v.kind == LALAO_ENDGAME_UNKNOWN && e->endgame->classify (&pos, &c, &index)
      && lalao_endgame_set_find (set, c.name) == NULL)
    {
      /* First use: build the tables, then look again. */
      int status = build (e, set, a, dir);
      if (status != 0)
        return status;
      v = lalao_endgame_probe (set, &pos);
    }
  e->to_fen (&pos, fen);
  printf ("%s\n", fen);
  LalaoEndgameValue stored = lalao_endgame_lookup_stored (set, &pos);
  if (v.kind == LALAO_ENDGAME_UNKNOWN && (stored.kind == LALAO_ENDGAME_WIN || stored.kind == LALAO_ENDGAME_LOSS))
    {
      /* The tables know it, but not the move counter's part in it. */
      lalao_endgame_value_text (stored, text);
      printf ("unknown: %s with fresh counters, but the move counter may end the game first\n", text);
      return 0;
    }
  if (v.kind == LALAO_ENDGAME_UNKNOWN)
    {
      printf ("outside the tables (%s up to %d %s)\n", e->id, a->size, e->endgame->unit);
      return 0;
    }
  if (e->endgame->classify (&pos, &c, &index))
    printf ("class %s\n", c.name);
  if (v.kind == LALAO_ENDGAME_CYCLE)
    {
      printf ("outside the tables: neither side can force the end, the count at a repetition decides\n");
      return 0;
    }
  lalao_endgame_value_text (v, text);
  printf ("%s\n", text);
  return 0;
}

/* Puzzles mined from the tables (lalao-endgame-puzzles.h): won positions
 * of 3 plies or more, spread evenly over each class, in the shipped
 * puzzles' format (data/puzzles/GAME.txt), numbered from --first-id. */
static int
puzzles (const LalaoEngine *e, LalaoEndgameSet *set, EndgameArgs *a, const char *dir)
{
  int status = build (e, set, a, dir), printed = 0;
  LalaoSearch *judge = lalao_search_new (e, 8u << 20);

  for (int k = 0; status == 0 && k < lalao_endgame_set_count (set); k++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, k);
      int per_class = (a->count + lalao_endgame_set_count (set) - 1) / lalao_endgame_set_count (set), here = 0;
      /* A dense sample: one-move-alone lines are rare, longer ones rarer
       * (the tables sort them out before the judge's search). */
      uint64_t stride = t->size / (a->min_moves > 1 ? 2000000 : 50000) + 1;
      for (uint64_t i = 0; i < t->size && here < per_class && printed < a->count; i += stride)
        {
          LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
          LalaoPosition pos;
          if (v.kind != LALAO_ENDGAME_WIN || v.plies < 3 || !e->endgame->unindex (&t->cls, i, &pos)
              || !lalao_engine_reachable (e, &pos, NULL)
              || (a->min_moves > 1 && !lalao_endgame_puzzle_long_enough (set, &pos, a->min_moves)))
            continue;
          g_autoptr (LalaoPuzzle) p = lalao_endgame_puzzle_build (set, judge, &pos, LALAO_PUZZLE_EXTRA_DEPTH);
          if (p == NULL || (g_strv_length (p->line) + 1) / 2 < (guint) a->min_moves)
            continue;
          p->id = g_strdup_printf ("%s-%04d", e->id, a->first_id + printed);
          g_autofree char *line = lalao_puzzle_to_line (p);
          printf ("%s\n", line);
          fflush (stdout);
          here++;
          printed++;
        }
    }
  lalao_search_free (judge);
  return status;
}

/* `endgame sample`: random positions of the tables already built (no
 * build), a line each: FEN ; class ; value. For checks against another
 * engine (tools/endgame-vs-fsf.py): a fixed --seed draws the same ones. */
static int
sample (const LalaoEngine *e, LalaoEndgameSet *set, EndgameArgs *a, const char *dir)
{
  lalao_endgame_load (set, a->size, dir);
  int status = a->classes != NULL ? named_classes (e, set, a, dir, false) : 0;
  if (status != 0)
    return status;
  int n = lalao_endgame_set_count (set);
  if (n == 0)
    {
      fprintf (stderr, "lalao-cli: no %s tables in %s (lalao-cli endgame build %s)\n", e->id, dir, e->id);
      return EXIT_ILLEGAL;
    }
  g_autoptr (GRand) rng = g_rand_new_with_seed (a->seed);
  for (int printed = 0, tries = 0; printed < a->count && tries < a->count * 1000; tries++)
    {
      const LalaoEndgameTable *t = lalao_endgame_set_table (set, g_rand_int_range (rng, 0, n));
      uint64_t i = (uint64_t) (g_rand_double (rng) * (double) t->size);
      LalaoEndgameValue v = lalao_endgame_decode (t->values[i]);
      LalaoPosition pos;
      char fen[LALAO_FEN_MAX], text[16];
      if (v.kind == LALAO_ENDGAME_UNKNOWN || v.kind == LALAO_ENDGAME_CYCLE || !e->endgame->unindex (&t->cls, i, &pos)
          || e->status (&pos, 1).result != LALAO_ONGOING)
        continue;
      e->to_fen (&pos, fen);
      lalao_endgame_value_text (v, text);
      printf ("%s ; %s ; %s\n", fen, t->cls.name, text);
      printed++;
    }
  return 0;
}

int
cli_endgame (int argc, char **argv)
{
  EndgameArgs a;
  int status = parse (argc, argv, &a);
  const LalaoEngine *e;

  if (status != 0)
    return status;
  if ((e = lalao_engine_lookup (a.game)) == NULL)
    return cli_unknown_game (a.game);
  if (e->endgame == NULL)
    {
      fprintf (stderr, "lalao-cli: %s has no endgame tables yet\n", e->id);
      return EXIT_NO_ENGINE;
    }
  if (a.size < 0)
    a.size = e->endgame->default_size;
  if (a.size > e->endgame->max_size)
    return cli_fail_usage ("endgame: %s tables go up to %d %s", e->id, e->endgame->max_size, e->endgame->unit);
  char *dir = a.dir != NULL ? g_strdup (a.dir) : lalao_endgame_tables_dir ();
  LalaoEndgameSet *set = lalao_endgame_set_new (e);
  if (a.memory >= 0)
    lalao_endgame_set_memory (set, (size_t) a.memory << 20);
  status = a.build     ? build (e, set, &a, dir)
           : a.puzzles ? puzzles (e, set, &a, dir)
           : a.sample  ? sample (e, set, &a, dir)
                       : probe (e, set, &a, dir);
  lalao_endgame_set_free (set);
  g_free (dir);
  return status;
}
