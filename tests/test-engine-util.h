/* test-engine-util.h — small helpers for the engine tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "lalao-engine.h"
#include "lalao-eval-terms.h"

static inline LalaoPosition
util_position (const LalaoEngine *e, const char *fen)
{
  LalaoPosition pos;
  LalaoError err;

  if (!e->from_fen (&pos, fen, lalao_engine_default_options (e), &err))
    g_error ("bad test FEN \"%s\": %s", fen, err.message);
  return pos;
}

/* Plays `move` (text) from `fen` and returns the resulting FEN. */
static inline char *
util_apply (const LalaoEngine *e, const char *fen, const char *move, LalaoTrace *trace)
{
  LalaoPosition pos = util_position (e, fen), next;
  LalaoMove m;
  LalaoError err;
  char out[LALAO_FEN_MAX];

  lalao_engine_read_move (e, &pos, move, &m, &err);
  if (err.code != LALAO_ERROR_NONE)
    g_error ("move %s from \"%s\" refused (code %d)", move, fen, err.code);
  if (trace != NULL)
    lalao_trace_clear (trace);
  e->play (&pos, m, &next, trace);
  e->to_fen (&next, out);
  return g_strdup (out);
}

/* The error code that refuses `move` from `fen` (LALAO_ERROR_NONE if legal). */
static inline LalaoError
util_refusal (const LalaoEngine *e, const char *fen, const char *move)
{
  LalaoPosition pos = util_position (e, fen);
  LalaoMove m;
  LalaoError err;

  lalao_engine_read_move (e, &pos, move, &m, &err);
  return err;
}

static inline int
util_count_events (const LalaoTrace *t, LalaoEventKind kind)
{
  int n = 0;
  for (int i = 0; i < t->n; i++)
    n += t->events[i].kind == (int) kind;
  return n;
}

static inline gboolean
util_fen_rejected (const LalaoEngine *e, const char *fen, const char *expected_words)
{
  LalaoPosition pos;
  LalaoError err;

  if (e->from_fen (&pos, fen, lalao_engine_default_options (e), &err))
    return FALSE;
  if (err.code != LALAO_ERROR_FEN || strstr (err.message, expected_words) == NULL)
    {
      g_printerr ("FEN \"%s\": message \"%s\" lacks \"%s\"\n", fen, err.message, expected_words);
      return FALSE;
    }
  return TRUE;
}

static inline void
util_check_status (const LalaoEngine *e, const char *fen, int repetitions, LalaoResult result, LalaoRule rule)
{
  LalaoPosition pos = util_position (e, fen);
  LalaoStatus s = e->status (&pos, repetitions);

  g_assert_cmpint (s.result, ==, result);
  g_assert_cmpint (s.rule, ==, rule);
}

/* A game's own invariant, checked on every position of the random games;
 * `state` is zeroed at the start of each game. */
typedef void (*UtilInvariant) (const LalaoPosition *pos, int game, int ply, void *state);

/* Plays `games` random games from the start (options chosen per game
 * number), checking on every position that FEN out and in gives the same
 * FEN and hash, the game's invariant, that a game never lasts `max_plies`,
 * that an ongoing game has a legal move and that adjudicate() says what
 * status() says whenever there is one, and now and then that perft at
 * depth 2 counts the children's legal moves. Repetitions are counted from
 * the game's own history, so every game must end by the rules. Returns the
 * plies played. */
static inline guint64
util_random_playouts (const LalaoEngine *e, int games, guint32 seed, int max_plies,
                      LalaoOptions (*options_for) (int game), UtilInvariant invariant, gsize state_size)
{
  GRand *rand = g_rand_new_with_seed (seed);
  g_autofree void *state = g_malloc0 (state_size ? state_size : 1);
  guint64 plies = 0;

  for (int g = 0; g < games; g++)
    {
      g_autoptr (GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
      g_autofree gint64 *keys = g_new (gint64, max_plies);
      LalaoOptions options = options_for ? options_for (g) : lalao_engine_default_options (e);
      LalaoPosition pos;
      int ply;

      memset (state, 0, state_size ? state_size : 1);
      e->start (&pos, options);
      for (ply = 0;; ply++)
        {
          LalaoMove moves[LALAO_MAX_MOVES];
          char fen[LALAO_FEN_MAX], fen2[LALAO_FEN_MAX];
          LalaoPosition again;
          LalaoError err;
          int n, reps;

          if (invariant)
            invariant (&pos, g, ply, state);
          e->to_fen (&pos, fen);
          g_assert_true (e->from_fen (&again, fen, options, &err));
          e->to_fen (&again, fen2);
          g_assert_cmpstr (fen, ==, fen2);
          g_assert_cmpuint (e->hash (&again), ==, e->hash (&pos));
          g_assert_cmpint (ply, <, max_plies);

          keys[ply] = (gint64) e->hash (&pos);
          reps = GPOINTER_TO_INT (g_hash_table_lookup (seen, &keys[ply])) + 1;
          g_hash_table_insert (seen, &keys[ply], GINT_TO_POINTER (reps));
          LalaoStatus status = e->status (&pos, reps);
          n = e->legal_moves (&pos, moves);
          if (n > 0)
            {
              /* The search's cheap status agrees with the full one. */
              LalaoStatus cheap = e->adjudicate (&pos, reps);
              g_assert_cmpint (cheap.result, ==, status.result);
              g_assert_cmpint (cheap.rule, ==, status.rule);
            }
          if (e->noisy_moves != NULL)
            {
              /* The quiescence search's generator: exactly the noisy
               * legal moves, in the same order. */
              LalaoMove noisy[LALAO_MAX_MOVES];
              int n_noisy = e->noisy_moves (&pos, noisy), k = 0;
              for (int i = 0; i < n; i++)
                if (e->order_hint (&pos, moves[i]) >= LALAO_HINT_NOISY)
                  {
                    g_assert_cmpint (k, <, n_noisy);
                    g_assert_true (lalao_move_equal (noisy[k], moves[i]));
                    k++;
                  }
              g_assert_cmpint (k, ==, n_noisy);
            }
          if (status.result != LALAO_ONGOING)
            break;
          g_assert_cmpint (n, >, 0);
          g_assert_cmpint (n, <, LALAO_MAX_MOVES);
          /* Now and then, perft at depth 2 equals the legal moves of
           * every child, expanded one by one. */
          if (ply % 37 == 5)
            {
              guint64 expanded = 0;
              for (int i = 0; i < n; i++)
                {
                  LalaoPosition child;
                  LalaoMove replies[LALAO_MAX_MOVES];
                  e->play (&pos, moves[i], &child, NULL);
                  expanded += (guint64) e->legal_moves (&child, replies);
                }
              g_assert_cmpuint (lalao_perft (e, &pos, 2), ==, expanded);
            }
          e->play (&pos, moves[g_rand_int_range (rand, 0, n)], &pos, NULL);
        }
      plies += ply;
    }
  g_rand_free (rand);
  return plies;
}

/* The legal moves from one point, each move's text after its first two
 * characters (the "to" square of a grid game's move), joined by spaces. */
static inline char *
util_moves_from (const LalaoEngine *e, const LalaoPosition *pos, int point)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  GString *out = g_string_new (NULL);
  int n = e->legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    if (moves[i].from == point)
      {
        char text[LALAO_MOVE_TEXT_MAX];
        e->format_move (pos, moves[i], text);
        g_string_append_printf (out, "%s%s", out->len ? " " : "", text + 2);
      }
  return g_string_free (out, FALSE);
}

/* What every tuned evaluation keeps on a position: its terms (and its
 * network, if it has one) give it to the unit (texel-tune relies on it), the phase is in range, and the
 * tuned and reference evaluations are unchanged on each of the `n_same`
 * positions that differ from pos only by a symmetry of the board. */
static inline void
util_check_evaluation_terms (const LalaoEngine *e, const LalaoPosition *pos, LalaoEvalTerms *terms,
                             const LalaoPosition *same, int n_same)
{
  g_assert_true (e->tuning->terms (pos, terms));
  g_assert_cmpint (lalao_eval_from_terms (e->tuning, terms) + lalao_eval_net_part (e->tuning, pos), ==,
                   e->evaluate (pos));
  g_assert_cmpint (terms->phase, >=, 0);
  g_assert_cmpint (terms->phase, <=, LALAO_EVAL_PHASE_MAX);
  for (int i = 0; i < n_same; i++)
    {
      g_assert_cmpint (e->evaluate (&same[i]), ==, e->evaluate (pos));
      g_assert_cmpint (e->reference_evaluate (&same[i]), ==, e->reference_evaluate (pos));
    }
}

