/* cli-match.c — `lalao-cli match`: two players, many games, one score.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Games come in pairs from the same opening (K random plies from the
 * start), each player taking each side once. Worker threads (one per core
 * by default) play games in parallel; each thread has its own searches.
 *
 * With --sprt ELO0,ELO1 the match is a sequential probability ratio test,
 * as Stockfish's testing runs them: H0 "the first player is ELO0 better",
 * H1 "it is ELO1 better", alpha = beta = 0.05; after each game the
 * log-likelihood ratio (the normal approximation over wins, draws and
 * losses) is compared with the bounds, and the match stops (once the games
 * under way are over) when one is crossed, or at --games.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-common.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-zobrist.h"
#include "lalao-search.h"

/* A game that reaches this many plies is stopped and counted a draw. */
#define MAX_GAME_PLIES 1000

typedef enum {
  PLAYER_LEVEL,
  PLAYER_RANDOM,
  PLAYER_GREEDY,
} PlayerKind;

typedef struct {
  PlayerKind kind;
  int level;
  char name[16];
} PlayerSpec;

typedef struct {
  const LalaoEngine *engine;
  LalaoOptions options;
  PlayerSpec players[2];   /* [0] = --first, [1] = --second */
  int games;
  int64_t movetime_ms;
  int random_plies;
  uint64_t seed;
  int threads;
  gboolean verbose;

  gboolean sprt;
  double elo0, elo1;
  double llr;              /* after the last finished game */
  int verdict;             /* SPRT: 1 H1 accepted, -1 H0 accepted, 0 not yet */

  gint next_game;          /* atomic */
  gint stop;               /* atomic: the SPRT has decided */
  GMutex lock;
  int wins, draws, losses; /* for players[0] */
  int finished;
  uint64_t total_plies;
} Match;

static gboolean
parse_player (const char *text, PlayerSpec *p)
{
  g_strlcpy (p->name, text, sizeof p->name);
  if (strcmp (text, "random") == 0)
    p->kind = PLAYER_RANDOM;
  else if (strcmp (text, "greedy") == 0)
    p->kind = PLAYER_GREEDY;
  else if (strlen (text) == 1 && text[0] >= '1' && text[0] < '1' + LALAO_N_LEVELS)
    {
      p->kind = PLAYER_LEVEL;
      p->level = text[0] - '0';
      g_snprintf (p->name, sizeof p->name, "level %d", p->level);
    }
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_count (const char *text, gint64 min, gint64 max, gint64 *value)
{
  return g_ascii_string_to_signed (text, 10, min, max, value, NULL);
}

/* The opening of game pair `pair`: random legal plies from the start that
 * leave the game going. */
static void
opening (const Match *m, int pair, LalaoPosition *pos, uint64_t *hashes, int *n_hashes)
{
  const LalaoEngine *e = m->engine;
  uint64_t random = lalao_zobrist ((uint32_t) m->seed, (uint32_t) pair);

  for (int attempt = 0;; attempt++)
    {
      gboolean ok = TRUE;
      e->start (pos, m->options);
      *n_hashes = 0;
      for (int ply = 0; ply < m->random_plies && ok; ply++)
        {
          LalaoMove move;
          hashes[(*n_hashes)++] = e->hash (pos);
          ok = lalao_random_move (e, pos, &random, &move);
          if (ok)
            e->play (pos, move, pos, NULL);
        }
      if (ok && e->status (pos, 1).result == LALAO_ONGOING)
        return;
      random += (uint64_t) attempt + 1;
    }
}

static int
count_repetitions (const uint64_t *hashes, int n, uint64_t key)
{
  int count = 1;
  for (int i = 0; i < n; i++)
    count += hashes[i] == key;
  return count;
}

static LalaoMove
choose_move (const Match *m, const PlayerSpec *p, LalaoSearch *search, const LalaoPosition *pos,
             const uint64_t *hashes, int n_hashes, uint64_t *random)
{
  LalaoMove move = { 0 };
  LalaoSearchLimits limits;
  LalaoSearchInfo info;

  switch (p->kind)
    {
    case PLAYER_RANDOM:
      lalao_random_move (m->engine, pos, random, &move);
      break;
    case PLAYER_GREEDY:
      lalao_greedy_move (m->engine, pos, random, &move);
      break;
    case PLAYER_LEVEL:
      lalao_level_limits (p->level, m->movetime_ms, *random, &limits);
      *random += 1;
      lalao_search_set_history (search, hashes, n_hashes);
      lalao_search_run (search, pos, &limits, NULL, NULL, &info);
      move = info.best;
      break;
    }
  return move;
}

/* Plays game `index`; returns the result from players[0]'s side:
 * 1 win, 0 draw, -1 loss. */
static int
play_game (Match *m, int index, LalaoSearch *searches[2], int *plies)
{
  const LalaoEngine *e = m->engine;
  uint64_t *hashes = g_new (uint64_t, MAX_GAME_PLIES + 64);
  int n_hashes, result = 0;
  LalaoPosition pos;
  /* Player 0 has the first side in even games. */
  int first_player = index % 2;
  uint64_t random = lalao_zobrist ((uint32_t) (m->seed >> 32) ^ 0x600d, (uint32_t) index);

  opening (m, index / 2, &pos, hashes, &n_hashes);
  lalao_search_clear (searches[0]);
  lalao_search_clear (searches[1]);
  for (*plies = 0;; (*plies)++)
    {
      uint64_t key = e->hash (&pos);
      LalaoStatus status = e->status (&pos, count_repetitions (hashes, n_hashes, key));
      if (status.result != LALAO_ONGOING || *plies >= MAX_GAME_PLIES)
        {
          if (status.result == LALAO_FIRST_WINS)
            result = first_player == 0 ? 1 : -1;
          else if (status.result == LALAO_SECOND_WINS)
            result = first_player == 0 ? -1 : 1;
          break;
        }
      int player = e->side_to_move (&pos) == LALAO_FIRST ? first_player : 1 - first_player;
      LalaoMove move = choose_move (m, &m->players[player], searches[player], &pos, hashes, n_hashes, &random);
      hashes[n_hashes++] = key;
      e->play (&pos, move, &pos, NULL);
    }
  g_free (hashes);
  return result;
}

/* The bounds of the test for alpha = beta = 0.05. */
#define SPRT_ALPHA 0.05
#define SPRT_BETA 0.05

static double
score_of_elo (double elo)
{
  return 1.0 / (1.0 + pow (10.0, -elo / 400.0));
}

/* The log-likelihood ratio of H1 against H0 after these games, by the
 * normal approximation of the score's distribution. Half a win and half
 * a loss are added to the counts, so that a one-sided result (every game
 * won) still has a variance and the test can decide on it. */
static double
sprt_llr (int wins, int draws, int losses, double elo0, double elo1)
{
  double w = wins + 0.5, d = draws, l = losses + 0.5, n = w + d + l;
  double s = (w + 0.5 * d) / n;
  double var = (w * (1.0 - s) * (1.0 - s) + d * (0.5 - s) * (0.5 - s) + l * s * s) / n;
  double s0 = score_of_elo (elo0), s1 = score_of_elo (elo1);
  return n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * var);
}

/* After a finished game, with the lock held. */
static void
sprt_update (Match *m)
{
  double lower = log (SPRT_BETA / (1.0 - SPRT_ALPHA)), upper = log ((1.0 - SPRT_BETA) / SPRT_ALPHA);
  m->llr = sprt_llr (m->wins, m->draws, m->losses, m->elo0, m->elo1);
  if (m->verdict == 0 && m->llr >= upper)
    m->verdict = 1;
  else if (m->verdict == 0 && m->llr <= lower)
    m->verdict = -1;
  if (m->verdict != 0)
    g_atomic_int_set (&m->stop, 1);
}

static gpointer
worker (gpointer data)
{
  Match *m = data;
  LalaoSearch *searches[2] = {
    lalao_search_new (m->engine, 16u << 20),
    lalao_search_new (m->engine, 16u << 20),
  };
  int index;

  while (!g_atomic_int_get (&m->stop) && (index = g_atomic_int_add (&m->next_game, 1)) < m->games)
    {
      int plies, result = play_game (m, index, searches, &plies);
      g_mutex_lock (&m->lock);
      m->wins += result > 0;
      m->draws += result == 0;
      m->losses += result < 0;
      m->finished++;
      m->total_plies += (uint64_t) plies;
      if (m->sprt)
        sprt_update (m);
      if (m->verbose)
        fprintf (stderr, "game %d (%s first): %s in %d plies; %d-%d-%d after %d games\n",
                 index + 1, m->players[index % 2].name,
                 result > 0 ? "win" : result < 0 ? "loss" : "draw", plies,
                 m->wins, m->draws, m->losses, m->finished);
      g_mutex_unlock (&m->lock);
    }
  lalao_search_free (searches[0]);
  lalao_search_free (searches[1]);
  return NULL;
}

static double
elo_of (double score)
{
  return -400.0 * log10 (1.0 / score - 1.0);
}

static void
print_elo (const char *label, double score)
{
  if (score >= 1.0 - 1e-9)
    printf ("%s+inf", label);
  else if (score <= 1e-9)
    printf ("%s-inf", label);
  else
    printf ("%s%+.0f", label, elo_of (score));
}

/* The 95% interval of the score by Wilson's formula, which stays sound
 * at 0% and 100% (counting a draw as half a win makes it a little wide). */
static void
report (const Match *m, double seconds)
{
  int n = m->wins + m->draws + m->losses;
  double score = (m->wins + 0.5 * m->draws) / n, z = 1.96;
  double centre = (score + z * z / (2.0 * n)) / (1.0 + z * z / n);
  double half = z * sqrt (score * (1.0 - score) / n + z * z / (4.0 * n * n)) / (1.0 + z * z / n);

  printf ("%s: %s against %s, %d games, %" G_GINT64_FORMAT " ms per move, %d random opening plies\n",
          m->engine->id, m->players[0].name, m->players[1].name, n, m->movetime_ms, m->random_plies);
  printf ("wins %d, draws %d, losses %d (for %s)\n", m->wins, m->draws, m->losses, m->players[0].name);
  printf ("score %.1f%%\n", 100.0 * score);
  print_elo ("Elo difference ", score);
  print_elo (" (95% interval ", centre - half);
  print_elo (" to ", centre + half);
  printf (")\n");
  printf ("%.1f plies per game, %.0f s\n", (double) m->total_plies / n, seconds);
  if (m->sprt)
    printf ("SPRT [%g, %g] alpha 0.05 beta 0.05: LLR %.2f (bounds %.2f, %.2f): %s\n", m->elo0, m->elo1, m->llr,
            log (SPRT_BETA / (1.0 - SPRT_ALPHA)), log ((1.0 - SPRT_BETA) / SPRT_ALPHA),
            m->verdict > 0 ? "H1 accepted" : m->verdict < 0 ? "H0 accepted" : "no decision yet");
}

int
cli_match (int argc, char **argv)
{
  Match m = { 0 };
  const char *game_id = NULL, *first = NULL, *second = NULL, *rules = NULL;
  gint64 value;
  double start;
  int status;

  m.games = 100;
  m.movetime_ms = 100;
  m.random_plies = 4;
  m.seed = 1;
  m.threads = (int) g_get_num_processors ();
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
      gboolean takes_value = g_str_has_prefix (a, "--") && strcmp (a, "--verbose") != 0;

      if (takes_value && v == NULL)
        return cli_fail_usage ("%s needs a value", a);
      if (strcmp (a, "--verbose") == 0)
        m.verbose = TRUE;
      else if (strcmp (a, "--first") == 0)
        first = v;
      else if (strcmp (a, "--second") == 0)
        second = v;
      else if (strcmp (a, "--rules") == 0)
        rules = v;
      else if (strcmp (a, "--sprt") == 0)
        {
          char *end = NULL;
          m.elo0 = g_ascii_strtod (v, &end);
          if (end == v || *end != ',' || (m.elo1 = g_ascii_strtod (end + 1, &end), *end != '\0')
              || m.elo1 <= m.elo0)
            return cli_fail_usage ("--sprt takes ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,5), not \"%s\"", v);
          m.sprt = TRUE;
        }
      else if (strcmp (a, "--games") == 0 && parse_count (v, 1, 1000000, &value))
        m.games = (int) value;
      else if (strcmp (a, "--movetime") == 0 && parse_count (v, 1, 3600000, &value))
        m.movetime_ms = value;
      else if (strcmp (a, "--random-plies") == 0 && parse_count (v, 0, 100, &value))
        m.random_plies = (int) value;
      else if (strcmp (a, "--seed") == 0 && parse_count (v, 0, G_MAXINT64, &value))
        m.seed = (uint64_t) value;
      else if (strcmp (a, "--threads") == 0 && parse_count (v, 1, 64, &value))
        m.threads = (int) value;
      else if (takes_value && (strcmp (a, "--games") == 0 || strcmp (a, "--movetime") == 0
                               || strcmp (a, "--random-plies") == 0 || strcmp (a, "--seed") == 0
                               || strcmp (a, "--threads") == 0))
        return cli_fail_usage ("%s takes a whole number in range, not \"%s\"", a, v);
      else if (takes_value)
        return cli_fail_usage ("unknown option \"%s\" (see lalao-cli --help)", a);
      else if (game_id == NULL)
        {
          game_id = a;
          continue;
        }
      else
        return cli_fail_usage ("match takes one game, not also \"%s\"", a);
      if (takes_value)
        i++;
    }
  if (game_id == NULL)
    return cli_fail_usage ("match needs a game: one of samantsy, songo, fanorona, surakarta");
  if ((m.engine = lalao_engine_lookup (game_id)) == NULL)
    return cli_unknown_game (game_id);
  if (first == NULL || second == NULL)
    return cli_fail_usage ("match needs --first and --second (a level 1-5, random or greedy)");
  if (!parse_player (first, &m.players[0]) || !parse_player (second, &m.players[1]))
    return cli_fail_usage ("a player is a level 1-5, random or greedy, not \"%s\"",
                       parse_player (first, &m.players[0]) ? second : first);
  if ((status = cli_parse_rules (m.engine, rules, &m.options)) != 0)
    return status;

  g_mutex_init (&m.lock);
  start = cli_now_seconds ();
  GThread **threads = g_new (GThread *, (gsize) m.threads);
  for (int i = 0; i < m.threads; i++)
    threads[i] = g_thread_new ("match", worker, &m);
  for (int i = 0; i < m.threads; i++)
    g_thread_join (threads[i]);
  g_free (threads);
  report (&m, cli_now_seconds () - start);
  g_mutex_clear (&m.lock);
  return 0;
}
