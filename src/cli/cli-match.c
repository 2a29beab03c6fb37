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
 *
 * A player is one of this build's levels, or "uci:COMMAND": another
 * engine run as a UCI process (an older build, Fairy-Stockfish), one
 * process per thread. --pgn FILE appends every finished game to FILE with
 * each engine's score and depth as the move's comment.
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-common.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-zobrist.h"
#include "lalao-search.h"
#include "lalao-record.h"
#include "cli-uci-client.h"

/* A game that reaches this many plies is stopped and counted a draw. */
#define MAX_GAME_PLIES 1000

typedef enum {
  PLAYER_LEVEL,
  PLAYER_RANDOM,
  PLAYER_GREEDY,
  PLAYER_UCI,
} PlayerKind;

typedef struct {
  PlayerKind kind;
  int level;
  char name[64];
  const char *command;     /* PLAYER_UCI: the command line */
  GPtrArray *options;      /* PLAYER_UCI: "NAME=VALUE", NULL-terminated */
} PlayerSpec;

/* What one thread plays with: a search per player, or its engine. */
typedef struct {
  LalaoSearch *search;
  CliUciClient *client;
} Seat;

typedef struct {
  const LalaoEngine *engine;
  LalaoOptions options;
  PlayerSpec players[2];   /* [0] = --first, [1] = --second */
  int games;
  int64_t movetime_ms;
  int random_plies;
  int balanced;            /* --balanced: an opening's largest score, or 0 */
  int by_side[2][3];       /* players[0]'s wins, draws and losses with the
                              first side, then the second */
  uint64_t seed;
  int threads;
  gboolean verbose;
  gboolean adjudicate;     /* --adjudicate: end games the scores decide */
  FILE *pgn;               /* --pgn, or NULL */
  gint failed;             /* atomic: an engine broke down */

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
  else if (g_str_has_prefix (text, "uci:") && text[4] != '\0')
    {
      p->kind = PLAYER_UCI;
      p->command = text + 4;
      g_autofree char *base = NULL;
      g_auto (GStrv) argv = NULL;
      if (!g_shell_parse_argv (p->command, NULL, &argv, NULL))
        return FALSE;
      base = g_path_get_basename (argv[0]);
      g_strlcpy (p->name, base, sizeof p->name);
    }
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

/* The depth of the search that judges an opening for --balanced: the
 * playing search, one thread, so that a seed gives the same openings
 * with the same build (the reference search's old evaluation disagreed
 * with the players' by a point and more). */
#define BALANCE_DEPTH 8

/* Whether the search scores pos within m->balanced of even. */
static gboolean
balanced (const Match *m, LalaoSearch *judge, const LalaoPosition *pos)
{
  LalaoSearchLimits limits = { .depth = BALANCE_DEPTH, .threads = 1 };
  LalaoSearchInfo info;

  lalao_search_clear (judge);
  lalao_search_run (judge, pos, &limits, NULL, NULL, &info);
  return info.has_move && abs (info.score) <= m->balanced;
}

/* The opening of game pair `pair`: random legal plies from the start that
 * leave the game going (and, with --balanced, even enough). */
static void
opening (const Match *m, int pair, LalaoPosition *pos, uint64_t *hashes, int *n_hashes, GPtrArray *texts)
{
  char text[LALAO_MOVE_TEXT_MAX];
  LalaoSearch *judge = m->balanced > 0 ? lalao_search_new (m->engine, 1u << 20) : NULL;

  const LalaoEngine *e = m->engine;
  uint64_t random = lalao_zobrist ((uint32_t) m->seed, (uint32_t) pair);

  for (int attempt = 0;; attempt++)
    {
      gboolean ok = TRUE;
      e->start (pos, m->options);
      *n_hashes = 0;
      g_ptr_array_set_size (texts, 0);
      for (int ply = 0; ply < m->random_plies && ok; ply++)
        {
          LalaoMove move;
          hashes[(*n_hashes)++] = e->hash (pos);
          ok = lalao_random_move (e, pos, &random, &move);
          if (ok)
            {
              e->format_move (pos, move, text);
              g_ptr_array_add (texts, g_strdup (text));
              e->play (pos, move, pos, NULL);
            }
        }
      if (ok && e->status (pos, 1).result == LALAO_ONGOING && (judge == NULL || balanced (m, judge, pos)))
        break;
      random += (uint64_t) attempt + 1;
    }
  lalao_search_free (judge);
}

static int
count_repetitions (const uint64_t *hashes, int n, uint64_t key)
{
  int count = 1;
  for (int i = 0; i < n; i++)
    count += hashes[i] == key;
  return count;
}

/* A player's move without a score (random, greedy, an engine that gave
 * none). */
#define NO_SCORE INT_MIN

/* Adjudication (--adjudicate), as cutechess-cli's -draw and -resign: a
 * draw once both engines have scored the position within DRAW_SCORE for
 * the last DRAW_PLIES plies after ply DRAW_FROM_PLY; a win once both have
 * seen it won by WIN_SCORE or more for the last WIN_PLIES plies. */
#define DRAW_FROM_PLY 80
#define DRAW_PLIES 12
#define DRAW_SCORE 10
#define WIN_PLIES 6
#define WIN_SCORE 1000

/* The result the engines' last scores (from the first side's point of
 * view, NO_SCORE where none) agree on, or 2 for none yet. */
static int
adjudicated (const int *scores, int plies)
{
  int draw = 0, first_wins = 0, second_wins = 0;
  for (int i = plies - 1; i >= 0 && i >= plies - DRAW_PLIES; i--)
    {
      if (scores[i] == NO_SCORE)
        break;
      draw += scores[i] >= -DRAW_SCORE && scores[i] <= DRAW_SCORE;
      if (i >= plies - WIN_PLIES)
        {
          first_wins += scores[i] >= WIN_SCORE;
          second_wins += scores[i] <= -WIN_SCORE;
        }
    }
  if (first_wins == WIN_PLIES || second_wins == WIN_PLIES)
    return first_wins == WIN_PLIES ? 1 : -1;
  return plies >= DRAW_FROM_PLY && draw == DRAW_PLIES ? 0 : 2;
}

/* A move of player p; FALSE when an engine broke down or answered an
 * illegal move (said on stderr). The comment is its score and depth. */
static gboolean
choose_move (const Match *m, const PlayerSpec *p, Seat *seat, const LalaoPosition *pos,
             const uint64_t *hashes, int n_hashes, const char *start_fen, GPtrArray *texts,
             uint64_t *random, LalaoMove *move, char **comment, int *score_out)
{
  LalaoSearchLimits limits;
  LalaoSearchInfo info;
  CliUciReply reply;
  g_autoptr (GError) error = NULL;
  LalaoError err = { 0 };
  int score = 0, depth = 0;

  *comment = NULL;
  *score_out = NO_SCORE;
  switch (p->kind)
    {
    case PLAYER_RANDOM:
      return lalao_random_move (m->engine, pos, random, move);
    case PLAYER_GREEDY:
      return lalao_greedy_move (m->engine, pos, random, move);
    case PLAYER_LEVEL:
      lalao_level_limits (m->engine, p->level, m->movetime_ms, *random, &limits);
      *random += 1;
      lalao_search_set_history (seat->search, hashes, n_hashes);
      lalao_search_run (seat->search, pos, &limits, NULL, NULL, &info);
      *move = info.best;
      score = info.score;
      depth = info.depth;
      break;
    case PLAYER_UCI:
      if (!cli_uci_client_go (seat->client, start_fen, (char **) texts->pdata, (int) texts->len,
                              m->movetime_ms, &reply, &error))
        {
          g_printerr ("lalao-cli: %s\n", error->message);
          return FALSE;
        }
      lalao_engine_read_move (m->engine, pos, reply.best, move, &err);
      if (err.code != LALAO_ERROR_NONE)
        {
          g_printerr ("lalao-cli: %s played \"%s\", which is not a legal move here\n", p->name, reply.best);
          return FALSE;
        }
      if (!reply.has_score)
        return TRUE;
      score = reply.score;
      depth = reply.depth;
      break;
    }
  *score_out = score;
  if (lalao_score_is_decisive (score))
    *comment = g_strdup_printf ("%sM%d/%d", score > 0 ? "+" : "-",
                                (lalao_score_plies_to_end (score) + 1) / 2, depth);
  else
    *comment = g_strdup_printf ("%+.2f/%d", score / 100.0, depth);
  return TRUE;
}

/* Appends game `index` to the --pgn file: its moves with the engines'
 * comments, the players, the result. */
static void
write_pgn (Match *m, int index, int first_player, GPtrArray *texts, GPtrArray *comments, int result)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new (m->engine->id, NULL, m->options, &error);
  g_autofree char *round = g_strdup_printf ("%d", index + 1);

  for (guint i = 0; game && i < texts->len; i++)
    if (!lalao_game_play_text (game, texts->pdata[i], &error))
      break;
  if (error != NULL)
    {
      g_printerr ("lalao-cli: game %d cannot be written: %s\n", index + 1, error->message);
      return;
    }
  g_autoptr (LalaoRecordGame) record = lalao_record_game_new_for (game);
  lalao_record_game_set_status (record, lalao_game_get_status (game));
  lalao_record_game_set_tag (record, "Event", "lalao-cli match");
  lalao_record_game_set_tag (record, "Round", round);
  lalao_record_game_set_tag (record, "White", m->players[first_player].name);
  lalao_record_game_set_tag (record, "Black", m->players[1 - first_player].name);
  if (lalao_game_get_status (game).result == LALAO_ONGOING)
    {
      /* Adjudicated, stopped at MAX_GAME_PLIES (a draw for the score), or
       * broken off. */
      const char *text = result == 0 ? "1/2-1/2"
                         : (result > 0) == (first_player == 0) ? "1-0" : "0-1";
      lalao_record_game_set_tag (record, "Result", text);
      g_free (record->result);
      record->result = g_strdup (text);
      lalao_record_game_set_tag (record, "Termination", "adjudication");
    }
  for (guint i = 0; i < comments->len && i < record->moves->nodes->len; i++)
    {
      LalaoRecordNode *node = g_ptr_array_index (record->moves->nodes, i);
      if (comments->pdata[i] != NULL)
        node->comment = g_strdup (comments->pdata[i]);
    }
  GString *out = g_string_new (NULL);
  lalao_record_write_game (record, out);
  fputs (out->str, m->pgn);
  fputc ('\n', m->pgn);
  fflush (m->pgn);
  g_string_free (out, TRUE);
}

/* Plays game `index`; returns the result from players[0]'s side:
 * 1 win, 0 draw, -1 loss. A player whose engine breaks down loses. */
static int
play_game (Match *m, int index, Seat seats[2], int *plies)
{
  const LalaoEngine *e = m->engine;
  uint64_t *hashes = g_new (uint64_t, MAX_GAME_PLIES + 128);
  int n_hashes, result = 0;
  LalaoPosition pos, start;
  char start_fen[LALAO_FEN_MAX], text[LALAO_MOVE_TEXT_MAX];
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *comments = g_ptr_array_new_with_free_func (g_free);
  int *scores = g_new (int, MAX_GAME_PLIES + 1);
  /* Player 0 has the first side in even games. */
  int first_player = index % 2;
  uint64_t random = lalao_zobrist ((uint32_t) (m->seed >> 32) ^ 0x600d, (uint32_t) index);

  e->start (&start, m->options);
  e->to_fen (&start, start_fen);
  opening (m, index / 2, &pos, hashes, &n_hashes, texts);
  for (int i = 0; i < n_hashes; i++)
    g_ptr_array_add (comments, NULL);
  for (int i = 0; i < 2; i++)
    {
      if (seats[i].search)
        lalao_search_clear (seats[i].search);
      if (seats[i].client && !cli_uci_client_new_game (seats[i].client, NULL))
        g_atomic_int_set (&m->failed, 1);
    }
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
      LalaoMove move;
      char *comment;
      int score;
      gboolean ok = choose_move (m, &m->players[player], &seats[player], &pos, hashes, n_hashes,
                                 start_fen, texts, &random, &move, &comment, &score);
      if (!ok)
        {
          g_atomic_int_set (&m->failed, 1);
          result = player == 0 ? -1 : 1;
          break;
        }
      e->format_move (&pos, move, text);
      g_ptr_array_add (texts, g_strdup (text));
      g_ptr_array_add (comments, comment);
      hashes[n_hashes++] = key;
      e->play (&pos, move, &pos, NULL);
      /* The scores from the first side's point of view, to adjudicate. */
      scores[*plies] = score == NO_SCORE || e->side_to_move (&pos) != LALAO_FIRST ? score : -score;
      int verdict = m->adjudicate ? adjudicated (scores, *plies + 1) : 2;
      if (verdict != 2)
        {
          (*plies)++;
          result = verdict == 0 ? 0 : (verdict > 0) == (first_player == 0) ? 1 : -1;
          break;
        }
    }
  if (m->pgn)
    {
      g_mutex_lock (&m->lock);
      write_pgn (m, index, first_player, texts, comments, result);
      g_mutex_unlock (&m->lock);
    }
  g_ptr_array_unref (texts);
  g_ptr_array_unref (comments);
  g_free (hashes);
  g_free (scores);
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
  Seat seats[2] = { { 0 } };
  int index;

  for (int i = 0; i < 2; i++)
    {
      const PlayerSpec *p = &m->players[i];
      g_autoptr (GError) error = NULL;
      if (p->kind == PLAYER_LEVEL)
        seats[i].search = lalao_search_new (m->engine, 16u << 20);
      else if (p->kind == PLAYER_UCI
               && !(seats[i].client = cli_uci_client_new (p->command, m->engine->id,
                                                          (char **) p->options->pdata, &error)))
        {
          g_printerr ("lalao-cli: %s\n", error->message);
          g_atomic_int_set (&m->failed, 1);
        }
    }

  while (!g_atomic_int_get (&m->stop) && !g_atomic_int_get (&m->failed)
         && (index = g_atomic_int_add (&m->next_game, 1)) < m->games)
    {
      int plies, result = play_game (m, index, seats, &plies);
      g_mutex_lock (&m->lock);
      m->wins += result > 0;
      m->draws += result == 0;
      m->losses += result < 0;
      m->by_side[index % 2][result > 0 ? 0 : result == 0 ? 1 : 2]++;
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
  for (int i = 0; i < 2; i++)
    {
      lalao_search_free (seats[i].search);
      cli_uci_client_free (seats[i].client);
    }
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

  printf ("%s: %s against %s, %d games, %" G_GINT64_FORMAT " ms per move, %d random opening plies%s\n",
          m->engine->id, m->players[0].name, m->players[1].name, n, m->movetime_ms, m->random_plies,
          m->balanced ? ", balanced" : "");
  printf ("wins %d, draws %d, losses %d (for %s)\n", m->wins, m->draws, m->losses, m->players[0].name);
  printf ("with the first side %d-%d-%d, with the second %d-%d-%d\n", m->by_side[0][0], m->by_side[0][1],
          m->by_side[0][2], m->by_side[1][0], m->by_side[1][1], m->by_side[1][2]);
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

/* The words of the command line, before they are looked up. */
typedef struct {
  const char *game_id, *first, *second, *rules, *pgn;
  GPtrArray *first_options, *second_options;
} MatchArgs;

/* One option that takes a value (a is "--NAME", v its value); 0 or the
 * exit status of a usage error. */
static int
parse_option (Match *m, MatchArgs *args, const char *a, const char *v)
{
  gint64 value;

  if (strcmp (a, "--first") == 0)
    args->first = v;
  else if (strcmp (a, "--second") == 0)
    args->second = v;
  else if (strcmp (a, "--rules") == 0)
    args->rules = v;
  else if (strcmp (a, "--pgn") == 0)
    args->pgn = v;
  else if (strcmp (a, "--first-option") == 0 || strcmp (a, "--second-option") == 0)
    {
      if (strchr (v, '=') == NULL)
        return cli_fail_usage ("%s takes NAME=VALUE, not \"%s\"", a, v);
      g_ptr_array_add (a[2] == 'f' ? args->first_options : args->second_options, (gpointer) v);
    }
  else if (strcmp (a, "--sprt") == 0)
    {
      char *end = NULL;
      m->elo0 = g_ascii_strtod (v, &end);
      if (end == v || *end != ',' || (m->elo1 = g_ascii_strtod (end + 1, &end), *end != '\0')
          || m->elo1 <= m->elo0)
        return cli_fail_usage ("--sprt takes ELO0,ELO1 with ELO0 < ELO1 (e.g. 0,5), not \"%s\"", v);
      m->sprt = TRUE;
    }
  else if (strcmp (a, "--games") == 0 && parse_count (v, 1, 1000000, &value))
    m->games = (int) value;
  else if (strcmp (a, "--movetime") == 0 && parse_count (v, 1, 3600000, &value))
    m->movetime_ms = value;
  else if (strcmp (a, "--random-plies") == 0 && parse_count (v, 0, 100, &value))
    m->random_plies = (int) value;
  else if (strcmp (a, "--seed") == 0 && parse_count (v, 0, G_MAXINT64, &value))
    m->seed = (uint64_t) value;
  else if (strcmp (a, "--threads") == 0 && parse_count (v, 1, 64, &value))
    m->threads = (int) value;
  else if (strcmp (a, "--balanced") == 0 && parse_count (v, 1, 10000, &value))
    m->balanced = (int) value;
  else if (strcmp (a, "--games") == 0 || strcmp (a, "--movetime") == 0 || strcmp (a, "--random-plies") == 0
           || strcmp (a, "--seed") == 0 || strcmp (a, "--threads") == 0 || strcmp (a, "--balanced") == 0)
    return cli_fail_usage ("%s takes a whole number in range, not \"%s\"", a, v);
  else
    return cli_fail_usage ("unknown option \"%s\" (see lalao-cli --help)", a);
  return 0;
}

/* The command line into m (its defaults first) and args; 0 or the exit
 * status of a usage error. */
static int
parse_arguments (int argc, char **argv, Match *m, MatchArgs *args)
{
  int status;

  m->games = 100;
  m->movetime_ms = 100;
  m->random_plies = 4;
  m->seed = 1;
  m->threads = (int) g_get_num_processors ();
  for (int i = 1; i < argc; i++)
    {
      const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (a, "--verbose") == 0)
        m->verbose = TRUE;
      else if (strcmp (a, "--adjudicate") == 0)
        m->adjudicate = TRUE;
      else if (g_str_has_prefix (a, "--"))
        {
          if (v == NULL)
            return cli_fail_usage ("%s needs a value", a);
          if ((status = parse_option (m, args, a, v)) != 0)
            return status;
          i++;
        }
      else if (args->game_id == NULL)
        args->game_id = a;
      else
        return cli_fail_usage ("match takes one game, not also \"%s\"", a);
    }
  return 0;
}

/* The game, the players, the --pgn file and the rules, from args; 0 or
 * the exit status of an error. */
static int
set_up (Match *m, MatchArgs *args)
{
  if (args->game_id == NULL)
    {
      g_autofree char *games = cli_game_list ();
      return cli_fail_usage ("match needs a game: one of %s", games);
    }
  if ((m->engine = lalao_engine_lookup (args->game_id)) == NULL)
    return cli_unknown_game (args->game_id);
  if (args->first == NULL || args->second == NULL)
    return cli_fail_usage ("match needs --first and --second (a level 1-5, random, greedy or uci:COMMAND)");
  if (!parse_player (args->first, &m->players[0]) || !parse_player (args->second, &m->players[1]))
    return cli_fail_usage ("a player is a level 1-5, random, greedy or uci:COMMAND, not \"%s\"",
                           parse_player (args->first, &m->players[0]) ? args->second : args->first);
  g_ptr_array_add (args->first_options, NULL);
  g_ptr_array_add (args->second_options, NULL);
  m->players[0].options = args->first_options;
  m->players[1].options = args->second_options;
  if (strcmp (m->players[0].name, m->players[1].name) == 0)
    {
      /* Two builds of the same program: tell them apart in the report. */
      g_strlcat (m->players[0].name, " (first)", sizeof m->players[0].name);
      g_strlcat (m->players[1].name, " (second)", sizeof m->players[1].name);
    }
  if (args->pgn != NULL && (m->pgn = fopen (args->pgn, "a")) == NULL)
    return cli_fail_usage ("cannot write the games to %s: %s", args->pgn, g_strerror (errno));
  return cli_parse_rules (m->engine, args->rules, &m->options);
}

/* Plays the match on m->threads workers, then reports it. */
static void
run_games (Match *m)
{
  double start = cli_now_seconds ();
  GThread **threads = g_new (GThread *, (gsize) m->threads);

  g_mutex_init (&m->lock);
  for (int i = 0; i < m->threads; i++)
    threads[i] = g_thread_new ("match", worker, m);
  for (int i = 0; i < m->threads; i++)
    g_thread_join (threads[i]);
  g_free (threads);
  if (m->wins + m->draws + m->losses > 0)
    report (m, cli_now_seconds () - start);
  g_mutex_clear (&m->lock);
}

int
cli_match (int argc, char **argv)
{
  Match m = { 0 };
  g_autoptr (GPtrArray) first_options = g_ptr_array_new ();
  g_autoptr (GPtrArray) second_options = g_ptr_array_new ();
  MatchArgs args = { .first_options = first_options, .second_options = second_options };
  int status;

  if ((status = parse_arguments (argc, argv, &m, &args)) != 0
      || (status = set_up (&m, &args)) != 0)
    return status;
  run_games (&m);
  if (m.pgn)
    fclose (m.pgn);
  /* An engine that broke down spoils the match: not a result to trust. */
  return g_atomic_int_get (&m.failed) ? EXIT_ILLEGAL : 0;
}
