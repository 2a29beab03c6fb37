/* fanorona.h — Fanorona-tsivy (RULES.md §3): public details.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Points are numbered rank * 9 + file, from a1 = 0 to i5 = 44. White is
 * the first player, on ranks 1-2. A turn is one stone's chain of steps;
 * LalaoMove keeps it as 4 bits per step (3 for the direction, 1 set for a
 * withdrawal), the first 16 steps in `steps` and up to 8 more in `info`.
 */
#pragma once

#include "lalao-engine.h"

/* The game's id, as in the CLI, the records and the data files: its
 * engine's `id` and its row of the registry (lalao-registry.c). */
#define FANORONA_ID "fanorona"

#define FANORONA_POINTS 45
#define FANORONA_MAX_STEPS 24
#define FANORONA_NO_CAPTURE_LIMIT 100

enum {
  /* If any capture exists at the start of a turn, the turn must capture. */
  FANORONA_OPTION_COMPULSORY = 1 << 0,
  /* A chain may not continue in the direction of its previous step. Off
   * only to reproduce Ludii's perft counts. */
  FANORONA_OPTION_DIRECTION_RULE = 1 << 1,
};

/* What a step does (LALAO_EVENT_STEP's c). */
typedef enum {
  FANORONA_PAIKA = 0,      /* no capture */
  FANORONA_APPROACH = 1,
  FANORONA_WITHDRAWAL = 2,
} FanoronaStepKind;

/* Why a chain ended (LALAO_EVENT_CHAIN_STOPPED's b). */
typedef enum {
  FANORONA_CHAIN_NO_CAPTURE_LEFT = 0,  /* the stone can capture nothing more */
  FANORONA_CHAIN_STOPPED = 1,          /* it could, and the player ended the turn */
  FANORONA_CHAIN_SAME_DIRECTION = 2,   /* its only captures go on in the same direction */
  FANORONA_CHAIN_VISITED = 3,          /* its only captures come back to a visited point */
} FanoronaChainEnd;

/* Directions (LALAO_EVENT_STEP's d): E, NE, N, NW, W, SW, S, SE. */
#define FANORONA_DIRECTIONS 8

typedef struct {
  uint64_t stones[2];    /* bit n: a stone on point n; [LALAO_FIRST] white */
  uint64_t visited;      /* points the chain's stone has stood on this turn */
  uint8_t side;          /* LalaoSide to move */
  int8_t chain_stone;    /* the point of the stone in a chain, or -1 */
  int8_t last_direction; /* the chain's previous direction, or -1 */
  uint8_t pad;
  uint16_t quiet_turns;  /* turns since the last capture (not in the FEN) */
  LalaoOptions options;
} FanoronaPosition;

static inline const FanoronaPosition *
fanorona_const (const LalaoPosition *pos)
{
  return (const FanoronaPosition *) (const void *) pos->data;
}

/* The step level, for the UI and the lessons. A step is a LalaoMove with
 * n_steps 1 (its direction and kind in `steps`, from and to set), or the
 * "stop here" step: n_steps 0, from = to = the chain's stone. While a
 * chain is in progress the side to move does not change. */
int fanorona_legal_steps (const LalaoPosition *pos, LalaoMove *steps);
void fanorona_play_step (const LalaoPosition *pos, LalaoMove step, LalaoPosition *out, LalaoTrace *trace);
void fanorona_check_step (const LalaoPosition *pos, LalaoMove step, LalaoError *err);
bool fanorona_chain_in_progress (const LalaoPosition *pos);

/* Step i (0-based) of a turn: its direction and kind. */
int fanorona_step_direction (LalaoMove move, int i);
FanoronaStepKind fanorona_step_kind (LalaoMove move, int i);

/* The evaluations (fanorona-eval.c): the tuned one the computer plays
 * with, and the reference one the teaching content was made with. */
int fanorona_evaluate (const LalaoPosition *pos);
int fanorona_reference_evaluate (const LalaoPosition *pos);
extern const struct LalaoEvalTuning fanorona_eval_tuning;
