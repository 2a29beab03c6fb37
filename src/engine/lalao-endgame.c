/* lalao-endgame.c — the endgame tables' sets, forward solver, files and
 * probe.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See lalao-endgame.h and docs/endgames.md. A class is solved by the
 * retrograde solver (lalao-endgame-retro.c) when it fits the set's memory;
 * otherwise here, by iterated forward propagation: round n looks at every
 * position still open, plays its
 * moves with the engine, and settles it as
 *   - won in n when a child is lost in n - 1 (looked up in this class,
 *     settled in an earlier round, or in a smaller class solved before);
 *   - lost in n when every child is won, the longest in n - 1;
 * A round only uses values of distance below n, so each distance is the
 * exact one. When a round settles nothing and no child class holds a
 * longer distance, the positions still open are draws: neither side can
 * force the end, so the game goes round — a draw where the game's rules
 * draw an endless game (repetition, move counters), else LALAO_EG_CYCLE,
 * left unvalued (docs/endgames.md, the cycle rule).
 */
#include "lalao-endgame-private.h"

#include <stdlib.h>
#include <string.h>

struct LalaoEndgameSet {
  const LalaoEngine *engine;
  LalaoEndgameTable *tables;
  int n, cap;
  int longest;   /* over every table */
  size_t memory; /* what the retrograde solver may take */
};

LalaoEndgameSet *
lalao_endgame_set_new (const LalaoEngine *e)
{
  LalaoEndgameSet *set = calloc (1, sizeof *set);
  if (set != NULL)
    {
      set->engine = e;
      set->memory = LALAO_ENDGAME_MEMORY;
    }
  return set;
}

void
lalao_endgame_set_memory (LalaoEndgameSet *set, size_t bytes)
{
  set->memory = bytes;
}

void
lalao_endgame_set_free (LalaoEndgameSet *set)
{
  if (set == NULL)
    return;
  for (int i = 0; i < set->n; i++)
    free (set->tables[i].values);
  free (set->tables);
  free (set);
}

const LalaoEngine *
lalao_endgame_set_engine (const LalaoEndgameSet *set)
{
  return set->engine;
}

int
lalao_endgame_set_count (const LalaoEndgameSet *set)
{
  return set->n;
}

const LalaoEndgameTable *
lalao_endgame_set_table (const LalaoEndgameSet *set, int i)
{
  return i >= 0 && i < set->n ? &set->tables[i] : NULL;
}

const LalaoEndgameTable *
lalao_endgame_set_find (const LalaoEndgameSet *set, const char *name)
{
  for (int i = 0; i < set->n; i++)
    if (strcmp (set->tables[i].cls.name, name) == 0)
      return &set->tables[i];
  return NULL;
}

static LalaoEndgameTable *
set_add (LalaoEndgameSet *set, const LalaoEndgameClass *c, uint64_t size)
{
  if (set->n == set->cap)
    {
      int cap = set->cap ? set->cap * 2 : 16;
      LalaoEndgameTable *t = realloc (set->tables, (size_t) cap * sizeof *t);
      if (t == NULL)
        return NULL;
      set->tables = t;
      set->cap = cap;
    }
  LalaoEndgameTable *t = &set->tables[set->n];
  memset (t, 0, sizeof *t);
  t->cls = *c;
  t->size = size;
  t->values = malloc ((size_t) size * sizeof *t->values);
  if (t->values == NULL)
    return NULL;
  set->n++;
  return t;
}

LalaoEndgameValue
lalao_endgame_decode (uint16_t v)
{
  if (v == LALAO_EG_INVALID || v == LALAO_EG_OPEN)
    return (LalaoEndgameValue){ LALAO_ENDGAME_UNKNOWN, 0 };
  if (v == LALAO_EG_DRAW)
    return (LalaoEndgameValue){ LALAO_ENDGAME_DRAW, 0 };
  if (v == LALAO_EG_CYCLE)
    return (LalaoEndgameValue){ LALAO_ENDGAME_CYCLE, 0 };
  return (LalaoEndgameValue){ v % 2 ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS, (v - 2) / 2 };
}

static uint16_t
encode (LalaoEndgameValue v)
{
  switch (v.kind)
    {
    case LALAO_ENDGAME_WIN: return LALAO_EG_WIN (v.plies);
    case LALAO_ENDGAME_LOSS: return LALAO_EG_LOSS (v.plies);
    case LALAO_ENDGAME_DRAW: return LALAO_EG_DRAW;
    default: return LALAO_EG_INVALID;
    }
}

/* The value of a finished game for the side to move. */
static LalaoEndgameValue
status_value (const LalaoEngine *e, const LalaoPosition *pos, LalaoStatus st)
{
  LalaoSide side = e->side_to_move (pos);
  if (st.result == LALAO_DRAW)
    return (LalaoEndgameValue){ LALAO_ENDGAME_DRAW, 0 };
  bool first_wins = st.result == LALAO_FIRST_WINS;
  return (LalaoEndgameValue){ first_wins == (side == LALAO_FIRST) ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS, 0 };
}

bool
lalao_endgame_child_value (const LalaoEndgameSet *set, const LalaoEndgameTable *self, const LalaoPosition *child,
             uint16_t *v, char *missing)
{
  const LalaoEngine *e = set->engine;
  LalaoEndgameClass c;
  uint64_t index;

  if (e->endgame->classify (child, &c, &index))
    {
      const LalaoEndgameTable *t = strcmp (c.name, self->cls.name) == 0 ? self : lalao_endgame_set_find (set, c.name);
      if (t != NULL && index < t->size && t->values[index] != LALAO_EG_INVALID)
        {
          *v = t->values[index];
          return true;
        }
    }
  LalaoStatus st = e->status (child, 1);
  if (st.result != LALAO_ONGOING)
    {
      *v = encode (status_value (e, child, st));
      return true;
    }
  if (missing != NULL)
    snprintf (missing, LALAO_ENDGAME_NAME_MAX, "%s", e->endgame->classify (child, &c, &index) ? c.name : "?");
  return false;
}

/* One position in round n: its new value, or LALAO_EG_OPEN. */
static bool
settle (const LalaoEndgameSet *set, const LalaoEndgameTable *self, const LalaoPosition *pos, int n,
        uint16_t *out, int *horizon, char *missing)
{
  const LalaoEngine *e = set->engine;
  LalaoMove moves[LALAO_MAX_MOVES];
  int count = e->legal_moves (pos, moves), best_win = -1, longest_loss = -1;
  bool all_lost = true;
  LalaoSide side = e->side_to_move (pos);

  for (int i = 0; i < count; i++)
    {
      LalaoPosition child;
      uint16_t v;
      e->play (pos, moves[i], &child, NULL);
      if (!lalao_endgame_child_value (set, self, &child, &v, missing))
        return false;
      LalaoEndgameValue cv = lalao_endgame_decode (v);
      bool same = e->side_to_move (&child) == side;
      bool good = cv.kind == (same ? LALAO_ENDGAME_WIN : LALAO_ENDGAME_LOSS);
      bool bad = cv.kind == (same ? LALAO_ENDGAME_LOSS : LALAO_ENDGAME_WIN);
      int d = cv.plies + 1;
      if ((good || bad) && d > *horizon)
        *horizon = d;
      if (good && d <= n && (best_win < 0 || d < best_win))
        best_win = d;
      if (bad && d <= n)
        longest_loss = d > longest_loss ? d : longest_loss;
      else
        all_lost = false;
    }
  if (best_win >= 0)
    *out = LALAO_EG_WIN (best_win);
  else if (all_lost && count > 0)
    *out = LALAO_EG_LOSS (longest_loss);
  else
    *out = LALAO_EG_OPEN;
  return true;
}

/* Round 0: every index's position, settled when the game is over there. */
static uint64_t
first_round (const LalaoEndgameSet *set, LalaoEndgameTable *t)
{
  const LalaoEngine *e = set->engine;
  uint64_t open = 0;

  for (uint64_t i = 0; i < t->size; i++)
    {
      LalaoPosition pos;
      if (!e->endgame->unindex (&t->cls, i, &pos))
        {
          t->values[i] = LALAO_EG_INVALID;
          continue;
        }
      LalaoStatus st = e->status (&pos, 1);
      if (st.result != LALAO_ONGOING)
        t->values[i] = encode (status_value (e, &pos, st));
      else
        {
          t->values[i] = LALAO_EG_OPEN;
          open++;
        }
    }
  return open;
}

bool
lalao_endgame_solve (LalaoEndgameSet *set, const LalaoEndgameClass *c,
                     LalaoEndgameProgress progress, void *data, char *missing)
{
  const LalaoEngine *e = set->engine;
  LalaoEndgameTable *t = set_add (set, c, e->endgame->class_size (c));

  if (t == NULL)
    return false;
  uint64_t open = first_round (set, t);
  int retro = open > 0 ? lalao_endgame_solve_retro (set, t, set->memory, progress, data, missing) : 1;
  if (retro == 0)
    {
      set->n--;
      free (t->values);
      return false;
    }
  for (int n = 1; retro < 0 && open > 0; n++)
    {
      uint64_t settled = 0;
      int horizon = 0; /* the longest distance a child has: nothing later can settle beyond it + 1 */
      for (uint64_t i = 0; i < t->size; i++)
        {
          LalaoPosition pos;
          uint16_t v;
          if (t->values[i] != LALAO_EG_OPEN)
            continue;
          e->endgame->unindex (&t->cls, i, &pos);
          if (!settle (set, t, &pos, n, &v, &horizon, missing))
            {
              set->n--;
              free (t->values);
              return false;
            }
          if (v != LALAO_EG_OPEN)
            {
              t->values[i] = v;
              settled++;
            }
        }
      open -= settled;
      t->longest = settled > 0 ? n : t->longest;
      if (progress != NULL && !progress (c->name, n, t->size - open, t->size, data))
        {
          set->n--;
          free (t->values);
          return false;
        }
      if (settled == 0 && n >= horizon)
        break;
    }
  for (uint64_t i = 0; i < t->size; i++)
    if (t->values[i] == LALAO_EG_OPEN)
      t->values[i] = e->endgame->cycles_draw ? LALAO_EG_DRAW : LALAO_EG_CYCLE;
  set->longest = t->longest > set->longest ? t->longest : set->longest;
  return true;
}

uint64_t
lalao_endgame_positions (const LalaoEngine *e, int size)
{
  LalaoEndgameClass classes[256];
  uint64_t total = 0;

  for (int s = 0; s <= size; s++)
    {
      int n = e->endgame->classes (s, classes, 256);
      for (int i = 0; i < n && i < 256; i++)
        total += e->endgame->class_size (&classes[i]);
    }
  return total;
}

bool
lalao_endgame_build (LalaoEndgameSet *set, int size, const char *dir,
                     LalaoEndgameProgress progress, void *data)
{
  const LalaoEngine *e = set->engine;
  LalaoEndgameClass classes[256];
  char missing[LALAO_ENDGAME_NAME_MAX];

  for (int s = 0; s <= size; s++)
    {
      int n = e->endgame->classes (s, classes, 256);
      for (int i = 0; i < n && i < 256; i++)
        {
          if (lalao_endgame_set_find (set, classes[i].name) != NULL)
            continue;
          if (dir != NULL && lalao_endgame_load_table (set, &classes[i], dir))
            continue;
          if (!lalao_endgame_solve (set, &classes[i], progress, data, missing))
            return false;
          if (dir != NULL && !lalao_endgame_save_table (set, &set->tables[set->n - 1], dir))
            return false;
        }
    }
  return true;
}

int
lalao_endgame_load (LalaoEndgameSet *set, int size, const char *dir)
{
  LalaoEndgameClass classes[256];
  int loaded = 0;

  for (int s = 0; s <= size; s++)
    {
      int n = set->engine->endgame->classes (s, classes, 256);
      for (int i = 0; i < n && i < 256; i++)
        if (lalao_endgame_set_find (set, classes[i].name) != NULL
            || lalao_endgame_load_table (set, &classes[i], dir))
          loaded++;
    }
  return loaded;
}

LalaoEndgameSet *
lalao_endgame_open (const LalaoEngine *e, const char *dir)
{
  if (e->endgame == NULL)
    return NULL;
  LalaoEndgameSet *set = lalao_endgame_set_new (e);
  if (set != NULL && lalao_endgame_load (set, e->endgame->max_size, dir) == 0)
    {
      lalao_endgame_set_free (set);
      return NULL;
    }
  return set;
}

static void
table_path (const LalaoEndgameSet *set, const LalaoEndgameClass *c, const char *dir, char *path, size_t len)
{
  snprintf (path, len, "%s/%s-%s.egt", dir, set->engine->id, c->name);
}

#define HEADER_FORMAT "LALAO-EGT 1 %s %s %llu %d\n"

/* Values go to and from the files a block at a time, little-endian
 * whatever the CPU: two bytes a call took a minute for the 3.7 GB of
 * Samantsy's 4-piece tables. */
#define BLOCK_VALUES 32768

static bool
write_values (FILE *f, const uint16_t *values, uint64_t n)
{
  unsigned char block[2 * BLOCK_VALUES];

  for (uint64_t done = 0; done < n;)
    {
      size_t k = n - done < BLOCK_VALUES ? (size_t) (n - done) : BLOCK_VALUES;
      for (size_t i = 0; i < k; i++)
        {
          block[2 * i] = values[done + i] & 0xFF;
          block[2 * i + 1] = values[done + i] >> 8;
        }
      if (fwrite (block, 2, k, f) != k)
        return false;
      done += k;
    }
  return true;
}

static bool
read_values (FILE *f, uint16_t *values, uint64_t n)
{
  unsigned char block[2 * BLOCK_VALUES];

  for (uint64_t done = 0; done < n;)
    {
      size_t k = n - done < BLOCK_VALUES ? (size_t) (n - done) : BLOCK_VALUES;
      if (fread (block, 2, k, f) != k)
        return false;
      for (size_t i = 0; i < k; i++)
        values[done + i] = (uint16_t) (block[2 * i] | block[2 * i + 1] << 8);
      done += k;
    }
  return true;
}

bool
lalao_endgame_save_table (const LalaoEndgameSet *set, const LalaoEndgameTable *t, const char *dir)
{
  char path[1024], tmp[1040];
  FILE *f;
  bool ok;

  table_path (set, &t->cls, dir, path, sizeof path);
  snprintf (tmp, sizeof tmp, "%s.part", path);
  if ((f = fopen (tmp, "wb")) == NULL)
    return false;
  ok = fprintf (f, HEADER_FORMAT, set->engine->id, t->cls.name, (unsigned long long) t->size, t->longest) > 0
       && write_values (f, t->values, t->size);
  ok = fclose (f) == 0 && ok;
  return ok && rename (tmp, path) == 0;
}

bool
lalao_endgame_load_table (LalaoEndgameSet *set, const LalaoEndgameClass *c, const char *dir)
{
  char path[1024], header[160], id[32], name[32];
  uint64_t size = set->engine->endgame->class_size (c);
  unsigned long long stored;
  LalaoEndgameTable *t;
  int longest;
  FILE *f;

  table_path (set, c, dir, path, sizeof path);
  if ((f = fopen (path, "rb")) == NULL)
    return false;
  if (fgets (header, sizeof header, f) == NULL
      || sscanf (header, "LALAO-EGT 1 %31s %31s %llu %d", id, name, &stored, &longest) != 4
      || strcmp (id, set->engine->id) != 0 || strcmp (name, c->name) != 0 || stored != size
      || (t = set_add (set, c, size)) == NULL)
    {
      fclose (f);
      return false;
    }
  t->longest = longest;
  bool ok = read_values (f, t->values, size);
  fclose (f);
  if (!ok)
    {
      free (t->values);
      set->n--;
      return false;
    }
  set->longest = longest > set->longest ? longest : set->longest;
  return true;
}

LalaoEndgameValue
lalao_endgame_probe (const LalaoEndgameSet *set, const LalaoPosition *pos)
{
  const LalaoEngine *e = set->engine;
  LalaoStatus st = e->status (pos, 1);

  if (st.result != LALAO_ONGOING)
    return status_value (e, pos, st);
  return lalao_endgame_lookup (set, pos);
}

/* A win (or a loss) in d plies is one in the game only when the move
 * counter lets d plies be played: each ply before the last leaves it
 * below its limit, and the last one ends the game first. */
LalaoEndgameValue
lalao_endgame_lookup (const LalaoEndgameSet *set, const LalaoPosition *pos)
{
  const LalaoEndgameHooks *h = set->engine->endgame;
  LalaoEndgameValue v = lalao_endgame_lookup_stored (set, pos);

  if ((v.kind == LALAO_ENDGAME_WIN || v.kind == LALAO_ENDGAME_LOSS) && h->counter_plies_left != NULL
      && v.plies > h->counter_plies_left (pos))
    return (LalaoEndgameValue){ LALAO_ENDGAME_UNKNOWN, 0 };
  return v;
}

LalaoEndgameValue
lalao_endgame_lookup_stored (const LalaoEndgameSet *set, const LalaoPosition *pos)
{
  const LalaoEngine *e = set->engine;
  LalaoEndgameClass c;
  uint64_t index;

  if (e->endgame == NULL || !e->endgame->classify (pos, &c, &index))
    return (LalaoEndgameValue){ LALAO_ENDGAME_UNKNOWN, 0 };
  const LalaoEndgameTable *t = lalao_endgame_set_find (set, c.name);
  if (t == NULL || index >= t->size)
    return (LalaoEndgameValue){ LALAO_ENDGAME_UNKNOWN, 0 };
  return lalao_endgame_decode (t->values[index]);
}

void
lalao_endgame_value_text (LalaoEndgameValue v, char *buf)
{
  switch (v.kind)
    {
    case LALAO_ENDGAME_WIN: snprintf (buf, 16, "win %d", v.plies); break;
    case LALAO_ENDGAME_LOSS: snprintf (buf, 16, "loss %d", v.plies); break;
    case LALAO_ENDGAME_DRAW: snprintf (buf, 16, "draw"); break;
    case LALAO_ENDGAME_CYCLE: snprintf (buf, 16, "cycle"); break;
    default: snprintf (buf, 16, "unknown"); break;
    }
}

uint64_t
lalao_endgame_binomial (int n, int k)
{
  uint64_t r = 1;
  if (k < 0 || n < 0 || k > n)
    return 0;
  for (int i = 1; i <= k; i++)
    r = r * (uint64_t) (n - k + i) / (uint64_t) i;
  return r;
}

int
lalao_endgame_stones_classes (int size, LalaoEndgameClass *out, int max)
{
  int n = 0;
  for (int w = size - 1; w >= 1; w--)
    {
      if (n < max)
        snprintf (out[n].name, sizeof out[n].name, "%dv%d", w, size - w);
      n++;
    }
  return n;
}

static bool
stones_parse (const LalaoEndgameClass *c, int counts[2])
{
  return sscanf (c->name, "%dv%d", &counts[0], &counts[1]) == 2 && counts[0] >= 0 && counts[1] >= 0
         && counts[0] <= 16 && counts[1] <= 16;
}

uint64_t
lalao_endgame_stones_size (const LalaoEndgameClass *c, int points)
{
  int k[2];
  if (!stones_parse (c, k))
    return 0;
  return 2 * lalao_endgame_binomial (points, k[0]) * lalao_endgame_binomial (points, k[1]);
}

static uint64_t
rank_set (uint64_t bits)
{
  uint64_t rank = 0;
  for (int i = 1; bits; bits &= bits - 1, i++)
    rank += lalao_endgame_binomial (__builtin_ctzll (bits), i);
  return rank;
}

static uint64_t
unrank_set (uint64_t rank, int k, int points)
{
  uint64_t bits = 0;
  for (int i = k, sq = points - 1; i >= 1; i--)
    {
      while (lalao_endgame_binomial (sq, i) > rank)
        sq--;
      rank -= lalao_endgame_binomial (sq, i);
      bits |= 1ull << sq;
      sq--;
    }
  return bits;
}

bool
lalao_endgame_stones_unindex (const LalaoEndgameClass *c, int points, uint64_t index,
                              uint64_t sets[2], int *side)
{
  int k[2];
  if (!stones_parse (c, k))
    return false;
  uint64_t first = lalao_endgame_binomial (points, k[0]);
  *side = (int) (index & 1);
  index >>= 1;
  sets[0] = unrank_set (index % first, k[0], points);
  sets[1] = unrank_set (index / first, k[1], points);
  return (sets[0] & sets[1]) == 0;
}

void
lalao_endgame_stones_classify (const uint64_t sets[2], int side, int points,
                               LalaoEndgameClass *c, uint64_t *index)
{
  int w = __builtin_popcountll (sets[0]), b = __builtin_popcountll (sets[1]);
  snprintf (c->name, sizeof c->name, "%dv%d", w, b);
  *index = 2 * (rank_set (sets[0]) + lalao_endgame_binomial (points, w) * rank_set (sets[1])) + (uint64_t) side;
}
