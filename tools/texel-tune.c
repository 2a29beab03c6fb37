/* texel-tune.c — fits an evaluation's weights to games' results.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool for the engine's authors, not part of the app (docs/ai.md):
 *
 *   texel-tune GAME POSITIONS [ITERATIONS [K]] [--only BLOCK,...] [--test POSITIONS] > weights.h
 *
 * reads "FEN;RESULT" lines (texel-data's output), and minimises the mean
 * squared difference between each result and the expected score
 * 1 / (1 + 10^(−K·eval/400)) of the position's evaluation, over the
 * weights of the game's LalaoEvalTuning (Texel's method). The evaluation
 * is linear in its weights, so each position's counts are read once and
 * the gradient is exact; the steps are Adam's. K sets the scale of the
 * weights: given, or else fitted first to the weights as they are, and
 * then kept. A game whose evaluation adds a network (lalao-net.h) keeps
 * the network's part as it is: the fit is of the terms around it. Prints
 * the new weights in the format of the game's weights header. With
 * --only, the blocks named are fitted and the others kept as they are
 * (a new block fitted around terms that were fitted on more data).
 * With --test, the loss on other positions (not fitted on) is printed
 * before and after the fit: a fit that only learnt its own positions
 * does not lower it.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-eval-terms.h"
#include "lalao-search.h"
#include "tuning-data.h"

typedef struct {
  short index, count;
} Term;

typedef struct {
  int first_term, n_terms, phase;
  float result;
  int net; /* the network's part of the evaluation, which the fit leaves as it is */
} Sample;

typedef struct {
  Sample *samples;
  Term *terms;
  int n_samples, n_terms;
} Data;

typedef struct {
  const LalaoEngine *e;
  Data *d;
  size_t cap_samples, cap_terms;
  int mismatches;
} Reading;

static void
add_position (const LalaoPosition *pos, const LalaoEvalTerms *t, float result, void *user_data)
{
  Reading *r = user_data;
  const LalaoEvalTuning *tuning = r->e->tuning;
  Data *d = r->d;
  int net = lalao_eval_net_part (tuning, pos);
  if (lalao_eval_from_terms (tuning, t) + net != r->e->evaluate (pos))
    r->mismatches++;
  if ((size_t) d->n_samples == r->cap_samples)
    d->samples = realloc (d->samples, (r->cap_samples = r->cap_samples * 2 + 1024) * sizeof *d->samples);
  while ((size_t) d->n_terms + (size_t) tuning->n_weights > r->cap_terms)
    d->terms = realloc (d->terms, (r->cap_terms = r->cap_terms * 2 + 65536) * sizeof *d->terms);
  Sample *s = &d->samples[d->n_samples++];
  s->first_term = d->n_terms;
  s->phase = t->phase;
  s->net = net;
  s->result = result;
  for (int i = 0; i < tuning->n_weights; i++)
    if (t->count[i] != 0)
      d->terms[d->n_terms++] = (Term) { (short) i, (short) t->count[i] };
  s->n_terms = d->n_terms - s->first_term;
}

static void
read_data (const LalaoEngine *e, const char *path, Data *d)
{
  Reading r = { e, d, 0, 0, 0 };
  *d = (Data) { 0 };
  tuning_data_read (e, path, add_position, &r);
  fprintf (stderr, "texel-tune: %d positions, %.1f counts each, %d where the evaluation and its terms differ\n",
           d->n_samples, (double) d->n_terms / d->n_samples, r.mismatches);
}

static double
evaluate (const Data *d, const Sample *s, const double (*w)[2])
{
  double mg = 0, eg = 0;
  for (int j = 0; j < s->n_terms; j++)
    {
      const Term *t = &d->terms[s->first_term + j];
      mg += t->count * w[t->index][0];
      eg += t->count * w[t->index][1];
    }
  return (mg * s->phase + eg * (LALAO_EVAL_PHASE_MAX - s->phase)) / LALAO_EVAL_PHASE_MAX + s->net;
}

static double
expected (double k, double eval)
{
  return 1.0 / (1.0 + pow (10.0, -k * eval / 400.0));
}

static double
loss (const Data *d, const double (*w)[2], double k)
{
  double sum = 0;
  for (int i = 0; i < d->n_samples; i++)
    {
      double diff = d->samples[i].result - expected (k, evaluate (d, &d->samples[i], w));
      sum += diff * diff;
    }
  return sum / d->n_samples;
}

/* The K that fits the weights as they are best, by golden section. */
static double
fit_k (const Data *d, const double (*w)[2])
{
  double lo = 0.1, hi = 4.0, g = (sqrt (5.0) - 1) / 2;
  for (int i = 0; i < 40; i++)
    {
      double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
      if (loss (d, w, a) < loss (d, w, b))
        hi = b;
      else
        lo = a;
    }
  return (lo + hi) / 2;
}

static void
print_weights (const LalaoEvalTuning *tuning, const char *game, const double (*w)[2])
{
  printf ("/* %s-weights.h — the tuned evaluation's weights, { middlegame,\n"
          " * endgame } in centi-units, in the order of %s-eval.c's blocks.\n"
          " * Written by tools/texel-tune (docs/ai.md); included by %s-eval.c. */\n\n"
          "static const int %s_weights[][2] = {\n", game, game, game, game);
  int i = 0;
  for (const LalaoEvalBlock *b = tuning->blocks; b->name != NULL; b++)
    {
      printf ("  /* %s */", b->name);
      for (int j = 0; j < b->n; j++, i++)
        printf ("%s{ %d, %d },", j % 4 == 0 ? "\n  " : " ", (int) lround (w[i][0]), (int) lround (w[i][1]));
      printf ("\n");
    }
  printf ("};\n");
}

/* Which weights the fit may change: those of the blocks named in
 * `only` (a comma-separated list), or all of them when it is NULL.
 * False when a name in the list is no block's. */
static bool
mark_free (const LalaoEvalTuning *tuning, const char *only, bool *is_free)
{
  int n = 0;
  for (const LalaoEvalBlock *b = tuning->blocks; b->name != NULL; b++)
    n += b->n;
  for (int i = 0; i < n; i++)
    is_free[i] = only == NULL;
  if (only == NULL)
    return true;

  /* Each name of the list, in turn: the text up to the next comma. */
  for (const char *name = only;; name++)
    {
      size_t len = strcspn (name, ",");
      int first = 0;
      const LalaoEvalBlock *b = tuning->blocks;
      for (; b->name != NULL && !(strlen (b->name) == len && strncmp (b->name, name, len) == 0); b++)
        first += b->n;
      if (b->name == NULL)
        return false;
      for (int j = 0; j < b->n; j++)
        is_free[first + j] = true;
      name += len;
      if (*name == '\0')
        return true;
    }
}

int
main (int argc, char **argv)
{
  const char *only = NULL, *test_path = NULL;
  while (argc >= 5 && strncmp (argv[argc - 2], "--", 2) == 0)
    {
      if (strcmp (argv[argc - 2], "--only") == 0)
        only = argv[argc - 1];
      else if (strcmp (argv[argc - 2], "--test") == 0)
        test_path = argv[argc - 1];
      else
        break;
      argc -= 2;
    }
  if (argc < 3 || argc > 5)
    {
      fprintf (stderr, "usage: texel-tune GAME POSITIONS [ITERATIONS [K]] [--only BLOCK,...] [--test POSITIONS] > weights.h\n");
      return 2;
    }
  const LalaoEngine *e = lalao_engine_lookup (argv[1]);
  if (e == NULL || e->tuning == NULL)
    {
      fprintf (stderr, "texel-tune: \"%s\" has no tuned evaluation\n", argv[1]);
      return 2;
    }
  int iterations = argc >= 4 ? atoi (argv[3]) : 1000;
  const LalaoEvalTuning *tuning = e->tuning;
  int n = tuning->n_weights;
  bool *is_free = calloc ((size_t) n, sizeof *is_free);
  if (!mark_free (tuning, only, is_free))
    {
      fprintf (stderr, "texel-tune: \"%s\" names a block the evaluation does not have\n", only);
      return 2;
    }
  Data d;
  read_data (e, argv[2], &d);
  if (d.n_samples == 0)
    return 1;
  Data test = { 0 };
  if (test_path != NULL)
    read_data (e, test_path, &test);

  double (*w)[2] = calloc ((size_t) n, sizeof *w);
  double (*grad)[2] = calloc ((size_t) n, sizeof *grad);
  double (*m)[2] = calloc ((size_t) n, sizeof *m);
  double (*v)[2] = calloc ((size_t) n, sizeof *v);
  for (int i = 0; i < n; i++)
    for (int p = 0; p < 2; p++)
      w[i][p] = tuning->weights[i][p];
  double k = argc == 5 ? atof (argv[4]) : fit_k (&d, (const double (*)[2]) w);
  fprintf (stderr, "texel-tune: K = %.4f, loss %.6f\n", k, loss (&d, (const double (*)[2]) w, k));
  if (test.n_samples > 0)
    fprintf (stderr, "texel-tune: loss on the test positions %.6f\n", loss (&test, (const double (*)[2]) w, k));

  const double rate = 1.0, beta1 = 0.9, beta2 = 0.999;
  for (int it = 1; it <= iterations; it++)
    {
      memset (grad, 0, (size_t) n * sizeof *grad);
      double sum = 0;
      for (int i = 0; i < d.n_samples; i++)
        {
          const Sample *s = &d.samples[i];
          double q = expected (k, evaluate (&d, s, (const double (*)[2]) w));
          double diff = s->result - q;
          sum += diff * diff;
          /* d(loss)/d(eval), up to the constant factor Adam ignores. */
          double g = -diff * q * (1 - q);
          double g_mg = g * s->phase / LALAO_EVAL_PHASE_MAX, g_eg = g - g_mg;
          for (int j = 0; j < s->n_terms; j++)
            {
              const Term *t = &d.terms[s->first_term + j];
              grad[t->index][0] += g_mg * t->count;
              grad[t->index][1] += g_eg * t->count;
            }
        }
      for (int i = 0; i < n; i++)
        for (int p = 0; p < 2 && is_free[i]; p++)
          {
            m[i][p] = beta1 * m[i][p] + (1 - beta1) * grad[i][p];
            v[i][p] = beta2 * v[i][p] + (1 - beta2) * grad[i][p] * grad[i][p];
            double mh = m[i][p] / (1 - pow (beta1, it)), vh = v[i][p] / (1 - pow (beta2, it));
            w[i][p] -= rate * mh / (sqrt (vh) + 1e-12);
          }
      if (it % 50 == 0 || it == iterations)
        fprintf (stderr, "texel-tune: iteration %d, loss %.6f\n", it, sum / d.n_samples);
    }
  if (test.n_samples > 0)
    fprintf (stderr, "texel-tune: loss on the test positions after the fit %.6f\n", loss (&test, (const double (*)[2]) w, k));
  print_weights (tuning, argv[1], (const double (*)[2]) w);
  return 0;
}
