/* cli-puzzles.c — `lalao-cli puzzles mine|list|verify`: the engine makes
 * puzzles from its own games, lists them and re-checks them.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Mining follows lichess's criteria. The engine plays itself with a little
 * noise from random openings (fixed seeds, fixed depths: the same command
 * mines the same puzzles); one move in five is a random one. A position
 * is a candidate when such a move was a mistake: its player was not
 * behind by half the gain before, and the side to move is ahead by the
 * gain now. From there the line is kept
 * only if every solver move is the only good one (lalao_puzzle_only_move),
 * the replies are the engine's best, and it ends in a won game or in the
 * gain won on the board, within four solver moves; a one-move line
 * whose move is the only capture there is makes no puzzle.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-puzzle.h"
#include "lalao-search.h"
#include "lalao-zobrist.h"

#define MAX_GAME_PLIES 200

typedef struct {
  const LalaoEngine *engine;
  int games, depth, threads, noise, random_plies;
  uint64_t seed;
  gboolean verbose;
  gint next_game;          /* atomic */
  GMutex lock;
  GPtrArray *found;        /* Found *, in any order */
  int done;
} Miner;

typedef struct {
  int game, ply;
  LalaoPuzzle *puzzle;
} Found;

/* The search depths the shipped puzzles were mined and are verified at. */
static int
default_depth (const LalaoEngine *e)
{
  return lalao_puzzle_depth (e);
}

static int
search_score (LalaoSearch *search, const LalaoPosition *pos, int depth, LalaoMove *best)
{
  LalaoSearchLimits limits = { .depth = depth, .reference = true };
  LalaoSearchInfo info;
  lalao_search_clear (search);
  lalao_search_run (search, pos, &limits, NULL, NULL, &info);
  if (best != NULL)
    *best = info.best;
  return info.score;
}

/* Lichess's "not trivial": a one-move line is not the only capture. */
static gboolean
only_capture (const LalaoEngine *e, const LalaoPosition *pos, LalaoMove first)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (pos, moves), noisy = 0;
  for (int i = 0; i < n; i++)
    noisy += e->order_hint (pos, moves[i]) >= LALAO_HINT_NOISY;
  return noisy == 1 && e->order_hint (pos, first) >= LALAO_HINT_NOISY;
}

/* The shallowest depth whose search already finds the first move: the
 * deeper, the harder. */
static int
finding_depth (const LalaoEngine *e, LalaoSearch *search, const LalaoPosition *pos,
               LalaoMove first, int depth)
{
  for (int d = 1; d < depth; d++)
    {
      LalaoMove best;
      search_score (search, pos, d, &best);
      if (memcmp (&best, &first, sizeof best) == 0)
        return d;
    }
  return depth;
}

/* The line that punishes the mistake at `start`, or NULL. */
static LalaoPuzzle *
build_puzzle (const Miner *m, LalaoSearch *judge, const LalaoPosition *start)
{
  const LalaoEngine *e = m->engine;
  LalaoMove line[LALAO_PUZZLE_MAX_PLIES], moves[LALAO_MAX_MOVES];
  LalaoPosition pos = *start;
  int n = 0;
  gboolean ended = FALSE, trivial = FALSE;

  if (e->legal_moves (start, moves) < 2)
    return NULL;
  while (n + 1 <= LALAO_PUZZLE_MAX_PLIES - 1 && !ended)
    {
      LalaoMove move;
      if (!lalao_puzzle_only_move (e, judge, &pos, m->depth, &move, NULL))
        return NULL;
      if (n == 0 && only_capture (e, &pos, move))
        trivial = TRUE;
      line[n++] = move;
      e->play (&pos, move, &pos, NULL);
      if (lalao_puzzle_line_done (e, start, &pos))
        ended = TRUE;
      else if (e->status (&pos, 1).result != LALAO_ONGOING)
        return NULL;
      else if (!lalao_puzzle_best_reply (e, judge, &pos, m->depth, &move))
        return NULL;
      else
        {
          line[n++] = move;
          e->play (&pos, move, &pos, NULL);
          if (e->status (&pos, 1).result != LALAO_ONGOING)
            return NULL;
        }
    }
  if (!ended || (trivial && n == 1))
    return NULL;

  LalaoPuzzle *p = g_new0 (LalaoPuzzle, 1);
  char text[LALAO_MOVE_TEXT_MAX], fen[LALAO_FEN_MAX];
  GPtrArray *words = g_ptr_array_new ();
  pos = *start;
  for (int i = 0; i < n; i++)
    {
      e->format_move (&pos, line[i], text);
      g_ptr_array_add (words, g_strdup (text));
      e->play (&pos, line[i], &pos, NULL);
    }
  g_ptr_array_add (words, NULL);
  e->to_fen (start, fen);
  p->fen = g_strdup (fen);
  p->line = (char **) g_ptr_array_free (words, FALSE);
  p->themes = lalao_puzzle_find_themes (e, start, line, n);
  p->depth = m->depth;

  /* Difficulty: 700 for a one-move line the shallowest search sees, up to
   * about 2100 for a long quiet line only the full depth finds. */
  int found_at = finding_depth (e, judge, start, line[0], m->depth);
  int solver_moves = (n + 1) / 2;
  int difficulty = 700 + 600 * (found_at - 1) / MAX (1, m->depth - 1) + 200 * (solver_moves - 1)
                   + (e->order_hint (start, line[0]) < LALAO_HINT_NOISY ? 200 : 0);
  p->difficulty = CLAMP (difficulty, 600, 2400);
  return p;
}

static LalaoMove
noisy_move (const Miner *m, LalaoSearch *search, const LalaoPosition *pos,
            const uint64_t *hashes, int n_hashes, uint64_t *random)
{
  LalaoSearchLimits limits = { .depth = MAX (1, m->depth - 1), .noise = m->noise, .seed = *random,
                               .reference = true };
  LalaoSearchInfo info;
  *random = lalao_zobrist ((uint32_t) *random, 77) ^ (*random + 1);
  lalao_search_set_history (search, hashes, n_hashes);
  lalao_search_run (search, pos, &limits, NULL, NULL, &info);
  return info.best;
}

/* Plays game `index` and collects its puzzles. */
static void
mine_game (Miner *m, int index, LalaoSearch *player, LalaoSearch *judge)
{
  const LalaoEngine *e = m->engine;
  uint64_t hashes[MAX_GAME_PLIES + 128];
  uint64_t random = lalao_zobrist ((uint32_t) m->seed, (uint32_t) index) | 1;
  LalaoPosition pos;
  int n_hashes = 0, before = 0, skip_until = 0;
  gboolean mistake = FALSE;

  e->start (&pos, lalao_engine_default_options (e));
  for (int ply = 0; ply < m->random_plies; ply++)
    {
      LalaoMove move;
      if (!lalao_random_move (e, &pos, &random, &move))
        return;
      hashes[n_hashes++] = e->hash (&pos);
      e->play (&pos, move, &pos, NULL);
    }
  lalao_search_clear (player);
  for (int ply = 0; ply < MAX_GAME_PLIES; ply++)
    {
      if (e->status (&pos, 1).result != LALAO_ONGOING)
        return;
      /* The random move that led here was a mistake: its player was not
       * far behind before it, and the side to move is well ahead now. */
      if (mistake && ply >= skip_until && -before < lalao_puzzle_gain (e) / 2
          && search_score (judge, &pos, m->depth, NULL) >= lalao_puzzle_gain (e))
        {
          LalaoPuzzle *p = build_puzzle (m, judge, &pos);
          if (p != NULL)
            {
              Found *f = g_new (Found, 1);
              *f = (Found) { index, ply, p };
              g_mutex_lock (&m->lock);
              g_ptr_array_add (m->found, f);
              g_mutex_unlock (&m->lock);
              skip_until = ply + LALAO_PUZZLE_MAX_PLIES;
            }
        }
      /* One move in five is a random one: the mistakes puzzles punish. */
      LalaoMove move;
      mistake = random % 5 == 3;
      if (mistake)
        {
          before = search_score (judge, &pos, m->depth, NULL);
          lalao_random_move (e, &pos, &random, &move);
        }
      else
        move = noisy_move (m, player, &pos, hashes, n_hashes, &random);
      hashes[n_hashes++] = e->hash (&pos);
      e->play (&pos, move, &pos, NULL);
    }
}

static gpointer
mine_worker (gpointer data)
{
  Miner *m = data;
  LalaoSearch *player = lalao_search_new (m->engine, 8u << 20);
  LalaoSearch *judge = lalao_search_new (m->engine, 8u << 20);
  int index;

  while ((index = g_atomic_int_add (&m->next_game, 1)) < m->games)
    {
      mine_game (m, index, player, judge);
      g_mutex_lock (&m->lock);
      m->done++;
      if (m->verbose)
        fprintf (stderr, "%d / %d games, %u puzzles\n", m->done, m->games, m->found->len);
      g_mutex_unlock (&m->lock);
    }
  lalao_search_free (player);
  lalao_search_free (judge);
  return NULL;
}

static int
compare_found (gconstpointer a, gconstpointer b)
{
  const Found *x = *(const Found **) a, *y = *(const Found **) b;
  return x->game != y->game ? x->game - y->game : x->ply - y->ply;
}

static int
mine (const LalaoEngine *e, int argc, char **argv)
{
  Miner m = { 0 };
  gint64 value;
  int count = G_MAXINT, first_id = 1;

  m.engine = e;
  m.games = 100;
  m.depth = default_depth (e);
  m.threads = (int) g_get_num_processors ();
  m.noise = 150;
  m.random_plies = 6;
  m.seed = 1;
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      struct { const char *name; gint64 min, max; } opts[] = {
        { "--games", 1, 100000 }, { "--depth", 2, 20 }, { "--threads", 1, 64 },
        { "--noise", 0, 2000 }, { "--random-plies", 0, 60 }, { "--seed", 0, G_MAXINT64 },
        { "--count", 1, 100000 }, { "--first-id", 1, 1000000 },
      };
      gboolean known = FALSE;

      if (strcmp (a, "--verbose") == 0)
        {
          m.verbose = TRUE;
          continue;
        }
      for (gsize k = 0; k < G_N_ELEMENTS (opts); k++)
        if (strcmp (a, opts[k].name) == 0)
          {
            known = TRUE;
            if (v == NULL || !g_ascii_string_to_signed (v, 10, opts[k].min, opts[k].max, &value, NULL))
              return cli_fail_usage ("%s takes a whole number from %" G_GINT64_FORMAT " to %" G_GINT64_FORMAT,
                                     a, opts[k].min, opts[k].max);
            switch (k)
              {
              case 0: m.games = (int) value; break;
              case 1: m.depth = (int) value; break;
              case 2: m.threads = (int) value; break;
              case 3: m.noise = (int) value; break;
              case 4: m.random_plies = (int) value; break;
              case 5: m.seed = (uint64_t) value; break;
              case 6: count = (int) value; break;
              default: first_id = (int) value; break;
              }
            i++;
          }
      if (!known)
        return cli_fail_usage ("unknown option \"%s\" for puzzles mine", a);
    }

  g_mutex_init (&m.lock);
  m.found = g_ptr_array_new ();
  GThread **threads = g_new (GThread *, (gsize) m.threads);
  for (int i = 0; i < m.threads; i++)
    threads[i] = g_thread_new ("mine", mine_worker, &m);
  for (int i = 0; i < m.threads; i++)
    g_thread_join (threads[i]);
  g_free (threads);

  /* In game order, whatever the threads' timing; a FEN two games reached
   * is kept once. */
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  int written = 0;
  g_ptr_array_sort (m.found, compare_found);
  for (guint i = 0; i < m.found->len && written < count; i++)
    {
      Found *f = g_ptr_array_index (m.found, i);
      if (!g_hash_table_add (seen, f->puzzle->fen))
        continue;
      f->puzzle->id = g_strdup_printf ("%s-%04d", e->id, first_id + written++);
      g_autofree char *line = lalao_puzzle_to_line (f->puzzle);
      printf ("%s\n", line);
    }
  for (guint i = 0; i < m.found->len; i++)
    {
      Found *f = g_ptr_array_index (m.found, i);
      lalao_puzzle_free (f->puzzle);
      g_free (f);
    }
  g_ptr_array_free (m.found, TRUE);
  g_clear_pointer (&seen, g_hash_table_destroy);
  g_mutex_clear (&m.lock);
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

int
cli_puzzles (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  const char *theme = NULL;
  gboolean verbose = FALSE;

  if (argc < 3)
    return cli_fail_usage ("puzzles takes mine GAME, list GAME|FILE or verify GAME|FILE");
  const char *action = argv[1], *source = argv[2];
  if (strcmp (action, "mine") == 0)
    {
      const LalaoEngine *e = lalao_engine_lookup (source);
      if (e == NULL)
        return cli_unknown_game (source);
      return mine (e, argc - 3, argv + 3);
    }
  if (strcmp (action, "list") != 0 && strcmp (action, "verify") != 0)
    return cli_fail_usage ("puzzles takes mine, list or verify, not \"%s\"", action);
  for (int i = 3; i < argc; i++)
    if (strcmp (argv[i], "--theme") == 0 && i + 1 < argc)
      theme = argv[++i];
    else if (strcmp (argv[i], "--verbose") == 0)
      verbose = TRUE;
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
          if (!has_theme (p, theme))
            continue;
          g_autofree char *line = lalao_puzzle_to_listing (p);
          printf ("%s\n", line);
        }
      return 0;
    }

  LalaoSearch *search = lalao_search_new (e, 8u << 20);
  int failed = 0, checked = 0;
  double start = cli_now_seconds ();
  for (guint i = 0; i < puzzles->len; i++)
    {
      const LalaoPuzzle *p = g_ptr_array_index (puzzles, i);
      g_autoptr (GError) why = NULL;
      if (!has_theme (p, theme))
        continue;
      checked++;
      if (!lalao_puzzle_verify (e, search, p, &why))
        {
          failed++;
          printf ("wrong: %s\n", why->message);
        }
      else if (verbose)
        printf ("ok: %s\n", p->id);
    }
  lalao_search_free (search);
  printf ("%s: %d puzzles verified, %d wrong (%.1f s)\n", e->id, checked, failed, cli_now_seconds () - start);
  return failed == 0 && checked > 0 ? 0 : EXIT_ILLEGAL;
}
