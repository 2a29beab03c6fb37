/* lalao-trace.h — structured events that explain what a move did.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * play() appends events in the order things happen on the board, so the UI
 * can animate them one by one and the model can narrate them. The meaning
 * of the arguments a..d is given next to each kind; points, squares and pits
 * are the game's indices (engine->point_name() names them).
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef enum {
  LALAO_EVENT_NONE = 0,

  /* Any game */
  LALAO_EVENT_GAME_OVER,        /* a = LalaoResult, b = LalaoRule */

  /* Samantsy */
  LALAO_EVENT_PIECE_MOVED,      /* a = from, b = to, c = piece */
  LALAO_EVENT_PIECE_CAPTURED,   /* a = square, b = piece taken */
  LALAO_EVENT_PROMOTED,         /* a = square (the zaza became an anakova) */
  LALAO_EVENT_CHECK,            /* a = hova square, b = attacker square, c = attacker piece */

  /* Songo */
  LALAO_EVENT_SEEDS_TAKEN,      /* a = pit, b = seeds lifted */
  LALAO_EVENT_GRENIER,          /* a = pit, b = seeds (more than 13) */
  LALAO_EVENT_SEED_SOWN,        /* a = pit, b = seeds now in it, c = seeds left in hand */
  LALAO_EVENT_LONE_SEED_CAPTURED, /* a = origin pit: a grenier's 14th seed */
  LALAO_EVENT_HARVEST,          /* a = pit, b = seeds captured */
  LALAO_EVENT_HARVEST_STOPPED,  /* a = pit, b = seeds in it (not 2-4); a = -1: end of the row */
  LALAO_EVENT_HARVEST_CANCELLED,/* a = LalaoSongoCancel reason, b = seeds that would have been taken */
  LALAO_EVENT_NO_HARVEST,       /* a = last pit, b = seeds in it */

  /* Fanorona */
  LALAO_EVENT_STEP,             /* a = from, b = to, c = LalaoStepKind, d = direction */
  LALAO_EVENT_STONE_CAPTURED,   /* a = point */
  LALAO_EVENT_CHAIN_STOPPED,    /* a = point where the stone stays, b = FanoronaChainEnd,
                                   c = stones taken in the turn (-1: not counted) */

  /* Surakarta */
  LALAO_EVENT_PATH_POINT,       /* a = point passed, b = circuit (0 inner, 1 outer) */
  LALAO_EVENT_LOOP,             /* a = loop id, b = circuit */
  LALAO_EVENT_CIRCUIT_CAPTURE,  /* a = from, b = to, c = circuit, d = loops passed */

  LALAO_N_EVENTS
} LalaoEventKind;

typedef struct {
  int16_t kind;
  int16_t a, b, c, d;
} LalaoEvent;

/* A grenier sows up to 70 seeds, a Fanorona chain takes up to 22 stones
 * one by one, a Surakarta path passes up to 60 points: 512 is ample. */
#define LALAO_TRACE_MAX 512

typedef struct {
  int n;
  bool overflow;
  LalaoEvent events[LALAO_TRACE_MAX];
} LalaoTrace;

static inline void
lalao_trace_clear (LalaoTrace *t)
{
  t->n = 0;
  t->overflow = false;
}

/* How many events of this kind the trace holds. */
static inline int
lalao_trace_count (const LalaoTrace *t, LalaoEventKind kind)
{
  int n = 0;
  for (int i = 0; i < t->n; i++)
    n += t->events[i].kind == (int) kind;
  return n;
}

/* Appends an event; a NULL trace costs one test. */
static inline void
lalao_trace_emit (LalaoTrace *t, LalaoEventKind kind, int a, int b, int c, int d)
{
  if (t == 0)
    return;
  if (t->n >= LALAO_TRACE_MAX)
    {
      t->overflow = true;
      return;
    }
  LalaoEvent *e = &t->events[t->n++];
  e->kind = (int16_t) kind;
  e->a = (int16_t) a;
  e->b = (int16_t) b;
  e->c = (int16_t) c;
  e->d = (int16_t) d;
}
