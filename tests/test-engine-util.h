/* test-engine-util.h — small helpers for the engine tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <string.h>

#include "lalao-engine.h"

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
