/* lalao-puzzle-trainer.c — rated puzzles, streaks and missed puzzles
 * coming back.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-puzzle-trainer.h"

/* A puzzle's difficulty is known within about this much. */
#define PUZZLE_DEVIATION 80.0
/* The learner's deviation never falls below this: ratings keep moving. */
#define MIN_DEVIATION 50.0
/* How fast a puzzle's own difficulty follows the learners' results. */
#define PUZZLE_K 16.0
/* Rated mode picks among this many unsolved puzzles nearest the rating. */
#define NEAREST 8

struct _LalaoPuzzleTrainer {
  char *game_id;
  GPtrArray *puzzles;       /* LalaoPuzzle *, not owned */
  LalaoProgress *progress;
  char *theme;
  gboolean streak_mode;
  GPtrArray *streak_order;  /* the puzzles of the streak, easiest first */
  int streak, streak_next;
  gboolean streak_over;
  const LalaoPuzzle *current;
  int last_change;
};

static int
get (LalaoPuzzleTrainer *self, const char *key, int fallback)
{
  return lalao_progress_get_puzzle_int (self->progress, self->game_id, key, fallback);
}

static int
get_for (LalaoPuzzleTrainer *self, const char *what, const LalaoPuzzle *p, int fallback)
{
  g_autofree char *key = g_strconcat (what, ".", p->id, NULL);
  return get (self, key, fallback);
}

LalaoPuzzleTrainer *
lalao_puzzle_trainer_new (const char *game_id, GPtrArray *puzzles, LalaoProgress *progress)
{
  LalaoPuzzleTrainer *self = g_new0 (LalaoPuzzleTrainer, 1);
  self->game_id = g_strdup (game_id);
  self->puzzles = g_ptr_array_ref (puzzles);
  self->progress = g_object_ref (progress);
  return self;
}

void
lalao_puzzle_trainer_free (LalaoPuzzleTrainer *self)
{
  if (self == NULL)
    return;
  g_free (self->game_id);
  g_free (self->theme);
  g_ptr_array_unref (self->puzzles);
  g_clear_pointer (&self->streak_order, g_ptr_array_unref);
  g_object_unref (self->progress);
  g_free (self);
}

static gboolean
matches (LalaoPuzzleTrainer *self, const LalaoPuzzle *p)
{
  return self->theme == NULL || g_strv_contains ((const char *const *) p->themes, self->theme);
}

static int
by_difficulty (gconstpointer a, gconstpointer b)
{
  const LalaoPuzzle *x = *(const LalaoPuzzle **) a, *y = *(const LalaoPuzzle **) b;
  if (x->difficulty != y->difficulty)
    return x->difficulty - y->difficulty;
  return strcmp (x->id, y->id);
}

static void
start_streak (LalaoPuzzleTrainer *self)
{
  g_clear_pointer (&self->streak_order, g_ptr_array_unref);
  self->streak_order = g_ptr_array_new ();
  for (guint i = 0; i < self->puzzles->len; i++)
    if (matches (self, g_ptr_array_index (self->puzzles, i)))
      g_ptr_array_add (self->streak_order, g_ptr_array_index (self->puzzles, i));
  g_ptr_array_sort (self->streak_order, by_difficulty);
  self->streak = 0;
  self->streak_next = 0;
  self->streak_over = FALSE;
}

void
lalao_puzzle_trainer_set_theme (LalaoPuzzleTrainer *self, const char *theme)
{
  g_free (self->theme);
  self->theme = g_strdup (theme);
  if (self->streak_mode)
    start_streak (self);
}

void
lalao_puzzle_trainer_set_streak (LalaoPuzzleTrainer *self, gboolean streak)
{
  self->streak_mode = streak;
  self->current = NULL;
  if (streak)
    start_streak (self);
}

int
lalao_puzzle_trainer_get_rating (LalaoPuzzleTrainer *self)
{
  return get (self, "rating", LALAO_PUZZLE_START_RATING);
}

int
lalao_puzzle_trainer_get_difficulty (LalaoPuzzleTrainer *self, const LalaoPuzzle *p)
{
  return get_for (self, "difficulty", p, p->difficulty);
}

gboolean
lalao_puzzle_trainer_is_solved (LalaoPuzzleTrainer *self, const LalaoPuzzle *p)
{
  return get_for (self, "solved", p, 0) != 0;
}

int
lalao_puzzle_trainer_get_streak (LalaoPuzzleTrainer *self)
{
  return self->streak;
}

int
lalao_puzzle_trainer_get_best_streak (LalaoPuzzleTrainer *self)
{
  return get (self, "best-streak", 0);
}

int
lalao_puzzle_trainer_get_last_change (LalaoPuzzleTrainer *self)
{
  return self->last_change;
}

typedef struct {
  const LalaoPuzzle *puzzle;
  int distance;
} Candidate;

static int
by_distance (const void *a, const void *b)
{
  const Candidate *x = a, *y = b;
  return x->distance != y->distance ? x->distance - y->distance : strcmp (x->puzzle->id, y->puzzle->id);
}

static const LalaoPuzzle *
next_rated (LalaoPuzzleTrainer *self)
{
  int played = get (self, "played", 0), rating = lalao_puzzle_trainer_get_rating (self), n = 0;
  g_autofree Candidate *candidates = g_new (Candidate, self->puzzles->len + 1);

  /* A missed puzzle whose turn has come back goes first. */
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      const LalaoPuzzle *p = g_ptr_array_index (self->puzzles, i);
      int due = get_for (self, "failed", p, G_MAXINT);
      if (matches (self, p) && due <= played)
        return p;
    }
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      const LalaoPuzzle *p = g_ptr_array_index (self->puzzles, i);
      if (!matches (self, p) || lalao_puzzle_trainer_is_solved (self, p)
          || get_for (self, "failed", p, G_MAXINT) != G_MAXINT || p == self->current)
        continue;
      candidates[n++] = (Candidate) { p, abs (lalao_puzzle_trainer_get_difficulty (self, p) - rating) };
    }
  if (n == 0)
    return NULL;
  qsort (candidates, (size_t) n, sizeof *candidates, by_distance);
  /* Among the nearest, turn by turn, so that the same rating does not
   * always bring the same puzzle. */
  return candidates[played % MIN (n, NEAREST)].puzzle;
}

const LalaoPuzzle *
lalao_puzzle_trainer_next (LalaoPuzzleTrainer *self)
{
  if (!self->streak_mode)
    self->current = next_rated (self);
  else if (self->streak_over || self->streak_next >= (int) self->streak_order->len)
    self->current = NULL;
  else
    self->current = g_ptr_array_index (self->streak_order, self->streak_next++);
  return self->current;
}

void
lalao_glicko_update (double *r, double *rd, double other, double other_rd, double score)
{
  const double q = log (10.0) / 400.0;
  double g = 1.0 / sqrt (1.0 + 3.0 * q * q * other_rd * other_rd / (G_PI * G_PI));
  double expected = 1.0 / (1.0 + pow (10.0, -g * (*r - other) / 400.0));
  double d2 = 1.0 / (q * q * g * g * expected * (1.0 - expected));
  double inverse = 1.0 / (*rd * *rd) + 1.0 / d2;

  *r += q / inverse * g * (score - expected);
  *rd = MAX (sqrt (1.0 / inverse), MIN_DEVIATION);
}

gboolean
lalao_puzzle_trainer_finish (LalaoPuzzleTrainer *self, gboolean solved, GError **error)
{
  const LalaoPuzzle *p = self->current;
  g_return_val_if_fail (p != NULL, FALSE);

  if (self->streak_mode)
    {
      self->last_change = 0;
      if (!solved)
        {
          self->streak_over = TRUE;
          return TRUE;
        }
      self->streak++;
      if (self->streak <= lalao_puzzle_trainer_get_best_streak (self))
        return TRUE;
      const char *keys[] = { "best-streak" };
      int values[] = { self->streak };
      return lalao_progress_set_puzzle_ints (self->progress, self->game_id, keys, values, 1, error);
    }

  double r = lalao_puzzle_trainer_get_rating (self);
  double rd = get (self, "deviation", LALAO_PUZZLE_START_DEVIATION);
  double difficulty = lalao_puzzle_trainer_get_difficulty (self, p);
  double expected = 1.0 / (1.0 + pow (10.0, (difficulty - r) / 400.0));
  int played = get (self, "played", 0) + 1;

  lalao_glicko_update (&r, &rd, difficulty, PUZZLE_DEVIATION, solved ? 1.0 : 0.0);
  /* The puzzle "wins" when the learner misses it. */
  difficulty += PUZZLE_K * ((solved ? 0.0 : 1.0) - (1.0 - expected));
  self->last_change = (int) lround (r) - lalao_puzzle_trainer_get_rating (self);

  g_autofree char *solved_key = g_strconcat ("solved.", p->id, NULL);
  g_autofree char *failed_key = g_strconcat ("failed.", p->id, NULL);
  g_autofree char *difficulty_key = g_strconcat ("difficulty.", p->id, NULL);
  const char *keys[] = { "rating", "deviation", "played", solved_key, failed_key, difficulty_key };
  int values[] = {
    (int) lround (r), (int) lround (rd), played,
    solved ? 1 : G_MININT,
    solved ? G_MININT : played + LALAO_PUZZLE_FAILED_RETURN,
    (int) lround (difficulty),
  };
  return lalao_progress_set_puzzle_ints (self->progress, self->game_id, keys, values, G_N_ELEMENTS (keys), error);
}
