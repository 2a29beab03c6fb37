/* lalao-puzzle-miner.c — the engine makes puzzles from its own games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See lalao-puzzle-miner.h for the criteria. Each thread takes the next
 * game; the puzzles are sorted in game order at the end, so the result
 * does not depend on the threads' timing.
 */
#define G_LOG_DOMAIN "lalao-puzzle-miner"

#include "config.h"

#include <string.h>

#include "lalao-puzzle-miner.h"
#include "lalao-search.h"
#include "lalao-zobrist.h"

#define MAX_GAME_PLIES 200

typedef struct {
  const LalaoEngine *engine;
  const LalaoMinerOptions *options;
  int games, depth, extra_depth, noise, random_plies;
  uint64_t seed;
  gint next_game;          /* atomic */
  GMutex lock;
  GPtrArray *found;        /* Found *, in any order */
  int done;
} Miner;

typedef struct {
  int game, ply;
  LalaoPuzzle *puzzle;
} Found;

void
lalao_miner_options_init (LalaoMinerOptions *options)
{
  memset (options, 0, sizeof *options);
  options->games = 100;
  options->depth = 4;
  options->extra_depth = LALAO_PUZZLE_EXTRA_DEPTH;
  options->threads = (int) g_get_num_processors ();
  options->noise = 150;
  options->random_plies = 6;
  options->seed = 1;
  options->count = G_MAXINT;
  options->first_id = 1;
  options->min_solver_moves = 1;
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
  n = lalao_puzzle_extend_line (e, judge, start, line, n, m->depth);
  if ((n + 1) / 2 < m->options->min_solver_moves)
    return NULL;

  LalaoPuzzle *p = lalao_puzzle_new_from_line (e, start, line, n, m->depth);

  /* Difficulty: 700 for a one-move line the shallowest search sees, up to
   * about 2100 for a long quiet line only the full depth finds. */
  int found_at = finding_depth (e, judge, start, line[0], m->depth);
  int solver_moves = (n + 1) / 2;
  int difficulty = 700 + 600 * (found_at - 1) / MAX (1, m->depth - 1) + 200 * (solver_moves - 1)
                   + (e->order_hint (start, line[0]) < LALAO_HINT_NOISY ? 200 : 0);
  p->difficulty = CLAMP (difficulty, 600, 2400);

  /* Kept only if a deeper look finds no second good move either. */
  if (m->extra_depth > 0 && !lalao_puzzle_verify_at (e, judge, p, m->depth + m->extra_depth, NULL))
    g_clear_pointer (&p, lalao_puzzle_free);
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
      if (m->options->progress != NULL)
        m->options->progress (m->done, m->games, m->found->len, m->options->progress_data);
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

static void
found_free (gpointer data)
{
  Found *f = data;
  lalao_puzzle_free (f->puzzle);
  g_free (f);
}

GPtrArray *
lalao_puzzle_mine (const LalaoEngine *engine, const LalaoMinerOptions *options)
{
  Miner m = { 0 };
  int threads = MAX (1, options->threads);
  g_autofree GThread **workers = g_new (GThread *, (gsize) threads);
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  GPtrArray *puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) lalao_puzzle_free);

  m.engine = engine;
  m.options = options;
  m.games = options->games;
  m.depth = options->depth;
  m.extra_depth = options->extra_depth;
  m.noise = options->noise;
  m.random_plies = options->random_plies;
  m.seed = options->seed;
  g_mutex_init (&m.lock);
  m.found = g_ptr_array_new_with_free_func (found_free);
  for (int i = 0; i < threads; i++)
    workers[i] = g_thread_new ("mine", mine_worker, &m);
  for (int i = 0; i < threads; i++)
    g_thread_join (workers[i]);

  /* In game order, whatever the threads' timing; a FEN two games reached
   * is kept once. */
  g_ptr_array_sort (m.found, compare_found);
  for (guint i = 0; i < m.found->len && (int) puzzles->len < options->count; i++)
    {
      Found *f = g_ptr_array_index (m.found, i);
      if (!g_hash_table_add (seen, f->puzzle->fen))
        continue;
      f->puzzle->id = g_strdup_printf ("%s-%04d", engine->id, options->first_id + (int) puzzles->len);
      g_ptr_array_add (puzzles, g_steal_pointer (&f->puzzle));
    }
  g_clear_pointer (&seen, g_hash_table_destroy);
  g_ptr_array_free (m.found, TRUE);
  g_mutex_clear (&m.lock);
  return puzzles;
}
