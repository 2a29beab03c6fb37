/* net-train.c — fits the small network a game adds to its tuned
 * evaluation (lalao-net.h) to games' results.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A tool for the engine's authors, not part of the app (docs/ai.md):
 *
 *   net-train GAME POSITIONS [EPOCHS [K [SEED]]] [--hidden N] [--decay D]
 *             [--from-engine] [--rate R] > GAME-net.h
 *
 * reads texel-data's "FEN;RESULT" lines and fits the network so that the
 * expected score 1 / (1 + 10^(−K·eval/400)) of the whole evaluation (the
 * tuned terms as they are, plus the network) comes near each result: the
 * mean squared difference, by Adam's steps over batches of positions, in
 * floating point. A tenth of the positions (runs of 10,000: whole games,
 * whose positions share a result) is kept aside to measure the fit on
 * positions it did not learn from; the epoch that did best there is
 * kept. Where the game has a mirror (the board turned left to right, its
 * net_mirror), the other positions are learnt in both images, and the
 * hidden units come in mirror pairs (below), so that the network keeps
 * the evaluation symmetric. The weights are then rounded to the
 * integers the engine computes with, and the rounded network measured
 * again. Prints the game's net header.
 *
 * With --from-engine the fit starts from the network the engine has
 * instead of random weights, and learns on (new positions: what it
 * learnt from the old ones stays, as far as the new ones agree); the
 * loss printed first is then that network's on the new positions kept
 * aside, the fair measure of whether the new fit is better. --rate sets
 * Adam's first rate (1e-3 unless given; lower for a network that is
 * already fitted).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-eval-terms.h"
#include "lalao-search.h"
#include "tuning-data.h"

#define MAX_H LALAO_NET_MAX_HIDDEN
static int H = 32;          /* the hidden units: --hidden */
static double decay = 0.0; /* the input weights' decay a step, times the rate: --decay */
static bool from_engine;   /* start from the engine's network: --from-engine */
static double first_rate = 1e-3; /* --rate */
#define OUTPUT_SCALE 100.0 /* the output weights are learnt in units of this many centi-units */
/* |input weight| and |bias|, so that the integer sums stay within 16 bits. */
#define WEIGHT_LIMIT (LALAO_NET_LIMIT_TENTHS / 10.0)
#define BATCH 256

typedef struct {
  float linear, result;
  int first_input, n_inputs;
} Sample;

typedef struct {
  Sample *samples;
  uint16_t *inputs;
  size_t n_samples, n_inputs, cap_samples, cap_inputs;
} Data;

typedef struct {
  int n_inputs;
  float *w;      /* [input][unit] */
  float b[MAX_H], v[MAX_H], c;
  int (*mirror) (int input); /* or NULL */
} Net;

/* With a mirror, the second half of the units are the first half's
 * mirror images (unit H/2 + j reads input i with unit j's weight for
 * mirror(i)), so that the network gives a position and its mirror image
 * the same score exactly. Only the first half is learnt: each unit's
 * gradient is its own plus its image's, read back through the mirror. */
static void
fold_gradient (const Net *net, float *gw, float *gb, float *gv)
{
  if (net->mirror == NULL)
    return;
  for (int i = 0; i < net->n_inputs; i++)
    for (int j = 0; j < H / 2; j++)
      {
        gw[(size_t) net->mirror (i) * H + j] += gw[(size_t) i * H + H / 2 + j];
        gw[(size_t) i * H + H / 2 + j] = 0;
      }
  for (int j = 0; j < H / 2; j++)
    {
      gb[j] += gb[H / 2 + j];
      gv[j] += gv[H / 2 + j];
      gb[H / 2 + j] = gv[H / 2 + j] = 0;
    }
}

static void
tie_mirror_units (Net *net)
{
  if (net->mirror == NULL)
    return;
  for (int i = 0; i < net->n_inputs; i++)
    for (int j = 0; j < H / 2; j++)
      net->w[(size_t) i * H + H / 2 + j] = net->w[(size_t) net->mirror (i) * H + j];
  for (int j = 0; j < H / 2; j++)
    {
      net->b[H / 2 + j] = net->b[j];
      net->v[H / 2 + j] = net->v[j];
    }
}

static void
add_sample (Data *d, float linear, float result, const uint16_t *active, int n)
{
  if (d->n_samples == d->cap_samples)
    d->samples = realloc (d->samples, (d->cap_samples = d->cap_samples * 2 + 1024) * sizeof *d->samples);
  if (d->n_inputs + (size_t) n > d->cap_inputs)
    d->inputs = realloc (d->inputs, (d->cap_inputs = d->cap_inputs * 2 + 65536) * sizeof *d->inputs);
  Sample *s = &d->samples[d->n_samples++];
  *s = (Sample) { linear, result, (int) d->n_inputs, n };
  memcpy (d->inputs + d->n_inputs, active, (size_t) n * sizeof *active);
  d->n_inputs += (size_t) n;
}

typedef struct {
  const LalaoEvalTuning *tuning;
  Data *train, *check;
  long read;
} Reading;

static void
add_position (const LalaoPosition *pos, const LalaoEvalTerms *terms, float result, void *user_data)
{
  Reading *r = user_data;
  uint16_t active[LALAO_NET_MAX_ACTIVE], mirrored[LALAO_NET_MAX_ACTIVE];
  int n;
  if (!r->tuning->net_inputs (pos, active, &n))
    return;
  float linear = (float) lalao_eval_from_terms (r->tuning, terms);
  /* A tenth of the data, in runs of whole games. */
  if (r->read++ / 10000 % 10 == 9)
    {
      add_sample (r->check, linear, result, active, n);
      return;
    }
  add_sample (r->train, linear, result, active, n);
  if (r->tuning->net_mirror != NULL)
    {
      for (int i = 0; i < n; i++)
        mirrored[i] = (uint16_t) r->tuning->net_mirror (active[i]);
      add_sample (r->train, linear, result, mirrored, n);
    }
}

static void
read_data (const LalaoEngine *e, const char *path, Data *train, Data *check)
{
  Reading r = { e->tuning, train, check, 0 };
  tuning_data_read (e, path, add_position, &r);
  fprintf (stderr, "net-train: %zu positions to learn from (mirrors included), %zu to check on\n",
           train->n_samples, check->n_samples);
}

/* The hidden units' values for a sample; returns the network's output
 * in centi-units. */
static double
forward (const Net *net, const Data *d, const Sample *s, float *acc)
{
  for (int j = 0; j < H; j++)
    acc[j] = net->b[j];
  for (int i = 0; i < s->n_inputs; i++)
    {
      const float *w = net->w + (size_t) d->inputs[s->first_input + i] * H;
      for (int j = 0; j < H; j++)
        acc[j] += w[j];
    }
  double out = net->c;
  for (int j = 0; j < H; j++)
    out += net->v[j] * fminf (fmaxf (acc[j], 0.0f), 1.0f);
  return OUTPUT_SCALE * out;
}

static double
expected (double k, double eval)
{
  return 1.0 / (1.0 + pow (10.0, -k * eval / 400.0));
}

static double
loss (const Net *net, const Data *d, double k, bool without_net)
{
  float acc[MAX_H];
  double sum = 0;
  for (size_t i = 0; i < d->n_samples; i++)
    {
      const Sample *s = &d->samples[i];
      double out = without_net ? 0 : forward (net, d, s, acc);
      double diff = s->result - expected (k, s->linear + out);
      sum += diff * diff;
    }
  return sum / (double) d->n_samples;
}

/* Adam's moments for every parameter, in the order w, b, v, c. */
typedef struct {
  float *m, *v;
  long t;
} Adam;

static void
adam_step (Adam *a, float *param, const float *grad, size_t n, double rate, size_t offset, float limit,
           double shrink)
{
  const double beta1 = 0.9, beta2 = 0.999;
  double c1 = 1 - pow (beta1, (double) a->t), c2 = 1 - pow (beta2, (double) a->t);
  for (size_t i = 0; i < n; i++)
    {
      float *m = &a->m[offset + i], *v = &a->v[offset + i];
      *m = (float) (beta1 * *m + (1 - beta1) * grad[i]);
      *v = (float) (beta2 * *v + (1 - beta2) * grad[i] * grad[i]);
      param[i] -= (float) (rate * (*m / c1) / (sqrt (*v / c2) + 1e-8) + rate * shrink * param[i]);
      if (param[i] > limit)
        param[i] = limit;
      if (param[i] < -limit)
        param[i] = -limit;
    }
}

static void
train_epoch (Net *net, Adam *adam, const Data *d, const size_t *order, double k, double rate)
{
  size_t n_w = (size_t) net->n_inputs * H;
  float *gw = calloc (n_w, sizeof *gw);
  float acc[MAX_H];
  const double slope_scale = k * log (10.0) / 400.0;

  for (size_t start = 0; start < d->n_samples; start += BATCH)
    {
      float gb[MAX_H] = { 0 }, gv[MAX_H] = { 0 }, gc = 0;
      size_t end = start + BATCH < d->n_samples ? start + BATCH : d->n_samples;
      memset (gw, 0, n_w * sizeof *gw);
      for (size_t o = start; o < end; o++)
        {
          const Sample *s = &d->samples[order[o]];
          double out = forward (net, d, s, acc);
          double p = expected (k, s->linear + out);
          /* d loss / d output, the output in OUTPUT_SCALE units. */
          float g = (float) (2 * (p - s->result) * p * (1 - p) * slope_scale * OUTPUT_SCALE / (double) (end - start));
          gc += g;
          float gacc[MAX_H];
          for (int j = 0; j < H; j++)
            {
              bool inside = acc[j] > 0 && acc[j] < 1;
              gv[j] += g * fminf (fmaxf (acc[j], 0.0f), 1.0f);
              gacc[j] = inside ? g * net->v[j] : 0;
              gb[j] += gacc[j];
            }
          for (int i = 0; i < s->n_inputs; i++)
            {
              float *w = gw + (size_t) d->inputs[s->first_input + i] * H;
              for (int j = 0; j < H; j++)
                w[j] += gacc[j];
            }
        }
      fold_gradient (net, gw, gb, gv);
      adam->t++;
      adam_step (adam, net->w, gw, n_w, rate, 0, WEIGHT_LIMIT, decay);
      adam_step (adam, net->b, gb, H, rate, n_w, WEIGHT_LIMIT, 0);
      adam_step (adam, net->v, gv, H, rate, n_w + H, LALAO_NET_OUTPUT_LIMIT / OUTPUT_SCALE, 0);
      adam_step (adam, &net->c, &gc, 1, rate, n_w + 2 * H, 1e9f, 0);
      tie_mirror_units (net);
    }
  free (gw);
}

/* The network rounded to the engine's integers. */
typedef struct {
  int16_t *hidden; /* [input][unit] */
  int16_t bias[MAX_H] __attribute__ ((aligned (16)));
  int16_t output[MAX_H];
  LalaoNet net;
} Rounded;

static void
round_net (const Net *net, Rounded *r)
{
  r->hidden = aligned_alloc (16, (size_t) net->n_inputs * (size_t) H * sizeof *r->hidden);
  for (int i = 0; i < net->n_inputs; i++)
    for (int j = 0; j < H; j++)
      r->hidden[(size_t) i * H + j] = (int16_t) lrint (net->w[(size_t) i * H + j] * LALAO_NET_ONE);
  for (int j = 0; j < H; j++)
    {
      r->bias[j] = (int16_t) lrint (net->b[j] * LALAO_NET_ONE);
      r->output[j] = (int16_t) lrint (net->v[j] * OUTPUT_SCALE);
    }
  r->net = (LalaoNet) { net->n_inputs, H, r->hidden, r->bias, r->output,
                        (int) lrint (net->c * OUTPUT_SCALE) };
}

static double
rounded_loss (const Rounded *r, const Data *d, double k)
{
  double sum = 0;
  for (size_t i = 0; i < d->n_samples; i++)
    {
      const Sample *s = &d->samples[i];
      double diff = s->result - expected (k, s->linear + lalao_net_evaluate (&r->net, d->inputs + s->first_input,
                                                                              s->n_inputs));
      sum += diff * diff;
    }
  return sum / (double) d->n_samples;
}

static void
print_values (const int16_t *values, int n)
{
  for (int j = 0; j < n; j++)
    printf ("%s%d%s", j % 16 == 0 ? "    " : " ", values[j], j == n - 1 ? "" : j % 16 == 15 ? ",\n" : ",");
}

static void
print_header (const char *game, const Rounded *r, const char *path, double before, double after, int epochs)
{
  printf ("/* %s-net.h — the network added to the tuned evaluation (lalao-net.h):\n"
          " * for each input its weights into the %d hidden units, then the units'\n"
          " * biases, their output weights and the output's bias. Written by\n"
          " * tools/net-train from %s, %d epochs%s, loss on the positions kept\n"
          " * aside %.6f %s, %.6f with it (docs/ai.md);\n"
          " * included by %s-eval.c. */\n\n",
          game, H, path, epochs, from_engine ? " from the engine's network" : "", before,
          from_engine ? "with the engine's network" : "without the network", after, game);
  printf ("static const int16_t %s_net_hidden[%d][%d] __attribute__ ((aligned (32))) = {\n", game, r->net.n_inputs, H);
  for (int i = 0; i < r->net.n_inputs; i++)
    {
      printf ("  {\n");
      print_values (r->hidden + (size_t) i * H, H);
      printf ("\n  },\n");
    }
  printf ("};\n\nstatic const int16_t %s_net_bias[%d] __attribute__ ((aligned (32))) = {\n", game, H);
  print_values (r->bias, H);
  printf ("\n};\n\nstatic const int16_t %s_net_output[%d] __attribute__ ((aligned (32))) = {\n", game, H);
  print_values (r->output, H);
  printf ("\n};\n\nstatic const LalaoNet %s_net = {\n  %d, %d, &%s_net_hidden[0][0], %s_net_bias, %s_net_output, %d,\n};\n",
          game, r->net.n_inputs, H, game, game, game, r->net.output_bias);
}

/* net copied into best, whose input weights stay its own buffer (a
 * plain struct copy would make best share net's, which go on learning). */
static void
keep_copy (Net *best, const Net *net, size_t n_w)
{
  float *w = best->w;
  *best = *net;
  best->w = memcpy (w, net->w, n_w * sizeof *net->w);
}

/* The engine's network, back in the fit's floating point. */
static void
start_from_engine (Net *net, const LalaoNet *engine_net)
{
  for (size_t i = 0; i < (size_t) net->n_inputs * H; i++)
    net->w[i] = (float) engine_net->hidden[i] / LALAO_NET_ONE;
  for (int j = 0; j < H; j++)
    {
      net->b[j] = (float) engine_net->hidden_bias[j] / LALAO_NET_ONE;
      net->v[j] = (float) (engine_net->output[j] / OUTPUT_SCALE);
    }
  net->c = (float) (engine_net->output_bias / OUTPUT_SCALE);
}

static double
uniform (unsigned *seed)
{
  *seed = *seed * 1103515245u + 12345u;
  return ((*seed >> 8) & 0xffffff) / (double) 0x1000000;
}

int
main (int argc, char **argv)
{
  for (int i = 1; i < argc;)
    if (strcmp (argv[i], "--from-engine") == 0)
      {
        from_engine = true;
        memmove (&argv[i], &argv[i + 1], (size_t) (argc - i) * sizeof *argv);
        argc--;
      }
    else if (i + 1 < argc && (strcmp (argv[i], "--hidden") == 0 || strcmp (argv[i], "--decay") == 0
                              || strcmp (argv[i], "--rate") == 0))
      {
        if (strcmp (argv[i], "--hidden") == 0)
          H = atoi (argv[i + 1]);
        else if (strcmp (argv[i], "--decay") == 0)
          decay = atof (argv[i + 1]);
        else
          first_rate = atof (argv[i + 1]);
        memmove (&argv[i], &argv[i + 2], (size_t) (argc - i - 1) * sizeof *argv);
        argc -= 2;
      }
    else
      i++;
  if (argc < 3 || H < LALAO_NET_LANES || H > MAX_H || H % LALAO_NET_LANES != 0 || decay < 0 || first_rate <= 0)
    {
      fprintf (stderr, "usage: net-train GAME POSITIONS [EPOCHS [K [SEED]]] [--hidden N] [--decay D]\n"
                       "                 [--from-engine] [--rate R] > GAME-net.h\n"
                       "(N hidden units, a multiple of %d up to %d, 32 unless given; D the input weights'\n"
                       "decay, 0 unless given; --from-engine starts from the engine's network; R Adam's\n"
                       "first rate, 1e-3 unless given)\n", LALAO_NET_LANES, MAX_H);
      return 2;
    }
  const LalaoEngine *e = lalao_engine_lookup (argv[1]);
  if (e == NULL || e->tuning == NULL || e->tuning->net_inputs == NULL)
    {
      fprintf (stderr, "net-train: \"%s\" is not a game whose evaluation has a network\n", argv[1]);
      return 2;
    }
  if (from_engine && e->tuning->net->n_hidden != H)
    {
      fprintf (stderr, "net-train: the engine's network has %d hidden units, not %d\n", e->tuning->net->n_hidden, H);
      return 2;
    }
  int epochs = argc > 3 ? atoi (argv[3]) : 20;
  double k = argc > 4 ? atof (argv[4]) : 0.6;
  unsigned seed = argc > 5 ? (unsigned) atoi (argv[5]) : 1;

  Data train = { 0 }, check = { 0 };
  read_data (e, argv[2], &train, &check);
  if (check.n_samples == 0)
    {
      fprintf (stderr, "net-train: no positions in %s\n", argv[2]);
      return 1;
    }

  Net net = { e->tuning->net->n_inputs, NULL, { 0 }, { 0 }, 0, e->tuning->net_mirror }, best;
  size_t n_w = (size_t) net.n_inputs * H;
  net.w = malloc (n_w * sizeof *net.w);
  best.w = malloc (n_w * sizeof *best.w);
  for (size_t i = 0; i < n_w; i++)
    net.w[i] = (float) ((uniform (&seed) - 0.5) * 0.2);
  for (int j = 0; j < H; j++)
    {
      net.b[j] = (float) (uniform (&seed) * 0.5);
      net.v[j] = (float) ((uniform (&seed) - 0.5) * 0.1);
    }
  if (from_engine)
    start_from_engine (&net, e->tuning->net);
  tie_mirror_units (&net);
  Adam adam = { calloc (n_w + 2 * H + 1, sizeof (float)), calloc (n_w + 2 * H + 1, sizeof (float)), 0 };
  size_t *order = malloc (train.n_samples * sizeof *order);
  for (size_t i = 0; i < train.n_samples; i++)
    order[i] = i;

  double before = loss (&net, &check, k, !from_engine), best_loss = before;
  int best_epoch = 0;
  fprintf (stderr, "net-train: loss %s %.6f (kept aside), %.6f (learnt from)\n",
           from_engine ? "with the engine's network" : "without the network", before,
           loss (&net, &train, k, !from_engine));
  keep_copy (&best, &net, n_w);
  for (int epoch = 1; epoch <= epochs; epoch++)
    {
      for (size_t i = train.n_samples - 1; i > 0; i--)
        {
          size_t j = (size_t) (uniform (&seed) * (double) (i + 1)), t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
      /* The rate falls over the last third of the epochs. */
      double rate = first_rate * (epoch > 2 * epochs / 3 ? 0.3 : 1.0);
      train_epoch (&net, &adam, &train, order, k, rate);
      double l = loss (&net, &check, k, false);
      fprintf (stderr, "net-train: epoch %d, loss %.6f (kept aside)%s\n", epoch, l, l < best_loss ? " *" : "");
      if (l < best_loss)
        {
          keep_copy (&best, &net, n_w);
          best_loss = l;
          best_epoch = epoch;
        }
    }
  Rounded r;
  round_net (&best, &r);
  double after = rounded_loss (&r, &check, k);
  fprintf (stderr, "net-train: epoch %d kept; rounded to integers, loss %.6f (kept aside)\n", best_epoch, after);
  print_header (argv[1], &r, argv[2], before, after, best_epoch);
  return 0;
}
