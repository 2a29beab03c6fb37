/* songo.h — Songo (Ewondo rules, RULES.md §2): public details.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Pits are numbered 0..6 for S0..S6 and 7..13 for N0..N6. South is the
 * first player (LALAO_FIRST), North the second.
 */
#pragma once

#include "lalao-engine.h"

/* The game's id, as in the CLI, the records and the data files: its
 * engine's `id` and its row of the registry (lalao-registry.c). */
#define SONGO_ID "songo"

#define SONGO_PITS 14
#define SONGO_SEEDS 70
#define SONGO_TO_WIN 40
#define SONGO_GRENIER 14 /* a pit with more than 13 seeds */

#define SONGO_PIT(side, i) ((side) == LALAO_FIRST ? (i) : 7 + (i))

/* Why a harvest was not taken (LALAO_EVENT_HARVEST_CANCELLED's a). */
typedef enum {
  SONGO_CANCEL_FIRST_PIT_ALONE = 1, /* forbidden 3: N0 (or S6) alone */
  SONGO_CANCEL_STARVES = 2,         /* forbidden 4: opponent's row left empty */
} LalaoSongoCancel;

typedef struct {
  uint8_t pits[SONGO_PITS];
  uint8_t captured[2]; /* by South, by North */
  uint8_t side;        /* LalaoSide to move */
  LalaoOptions options;
} SongoPosition;

static inline const SongoPosition *
songo_const (const LalaoPosition *pos)
{
  return (const SongoPosition *) (const void *) pos->data;
}

/* The seeds in a side's row. */
static inline int
songo_row_seeds (const SongoPosition *p, int side)
{
  int sum = 0;
  for (int i = 0; i < 7; i++)
    sum += p->pits[SONGO_PIT (side, i)];
  return sum;
}

/* What a move would do, without playing it: the analysis behind the
 * forbidden moves, threats and lessons. */
typedef struct {
  int last_pit;       /* where the last seed fell; -1 for a lone grenier seed */
  int captured;       /* seeds taken, the lone grenier seed included */
  int cancel;         /* LalaoSongoCancel, or 0 */
  uint16_t taken;     /* bit per pit harvested */
} SongoOutcome;

SongoOutcome songo_outcome (const LalaoPosition *pos, int pit);

/* The seed's strategy vocabulary, for lessons, overlays and evaluation. */

/* A threat: a pit of a player that would capture if he played it now. */
typedef struct {
  int pit;            /* the threatening pit */
  int captured;       /* seeds it would take */
  uint16_t taken;     /* bit per opponent pit it would empty */
} SongoThreat;

/* Every threat of `side` (as if it were his turn), fullest capture first;
 * returns how many (at most 7). */
int songo_threats (const LalaoPosition *pos, LalaoSide side, SongoThreat threats[7]);

/* A double threat: two pits threatening different pits of the opponent,
 * which a single move cannot both defuse. */
bool songo_has_double_threat (const LalaoPosition *pos, LalaoSide side);

/* Bidoua, freedom of movement: the seeds a player can move without giving
 * any to the opponent (a pit counts when its seeds all stay in his row). */
int songo_bidoua (const LalaoPosition *pos, LalaoSide side);

/* The pits of a side that are greniers (ndà, more than 13 seeds), as bits. */
unsigned songo_greniers (const LalaoPosition *pos, LalaoSide side);

/* The evaluations (songo-eval.c): the tuned one the computer plays with,
 * the reference one the lessons and puzzles were made with, and the
 * tuned one's weights and terms for tools/texel-tune. */
int songo_evaluate (const LalaoPosition *pos);
int songo_reference_evaluate (const LalaoPosition *pos);
extern const struct LalaoEvalTuning songo_eval_tuning;
