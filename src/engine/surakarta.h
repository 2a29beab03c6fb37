/* surakarta.h — Surakarta (RULES.md §4): public details.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Points are numbered rank * 6 + file, from a1 = 0 to f6 = 35. The first
 * player (white) starts on ranks 1-2.
 */
#pragma once

#include "lalao-engine.h"

/* The game's id, as in the CLI, the records and the data files: its
 * engine's `id` and its row of the registry (lalao-registry.c). */
#define SURAKARTA_ID "surakarta"

#define SURAKARTA_POINTS 36
#define SURAKARTA_PIECES 12
#define SURAKARTA_CIRCUIT_LEN 24
#define SURAKARTA_NO_CAPTURE_LIMIT 100

/* Options */
enum {
  /* The Chinese/Korean variant: no diagonal steps, and a piece may travel
   * along a circuit through a loop to an empty point without capturing. */
  SURAKARTA_OPTION_VARIANT = 1 << 0,
};

/* The two circuits (LALAO_EVENT_PATH_POINT's and LOOP's b). */
enum {
  SURAKARTA_INNER = 0,
  SURAKARTA_OUTER = 1,
};

/* The corners the loops go round (LALAO_EVENT_LOOP's a). */
enum {
  SURAKARTA_CORNER_A1 = 0,
  SURAKARTA_CORNER_F1 = 1,
  SURAKARTA_CORNER_F6 = 2,
  SURAKARTA_CORNER_A6 = 3,
};

typedef struct {
  uint64_t pieces[2];  /* bit n: a piece on point n; [LALAO_FIRST] white */
  uint8_t side;        /* LalaoSide to move */
  uint16_t quiet_plies; /* plies since the last capture */
  uint16_t move_number;
  LalaoOptions options;
} SurakartaPosition;

static inline const SurakartaPosition *
surakarta_const (const LalaoPosition *pos)
{
  return (const SurakartaPosition *) (const void *) pos->data;
}

/* One step of a circuit journey, for animation and lessons. */
typedef struct {
  int8_t point;        /* the point reached */
  int8_t loop_corner;  /* -1, or the SURAKARTA_CORNER_* of the loop gone round to reach it */
} SurakartaPathStep;

typedef struct {
  int circuit;         /* SURAKARTA_INNER or SURAKARTA_OUTER */
  int n_steps;
  int loops;
  SurakartaPathStep steps[SURAKARTA_CIRCUIT_LEN * 2];
} SurakartaPath;

/* The shortest circuit route of a capture (or variant loop move) from
 * `from` to `to`; false when there is none. */
bool surakarta_route (const LalaoPosition *pos, int from, int to, SurakartaPath *path);

/* How many circuits pass through a point (0 for the corners, up to 2). */
int surakarta_circuits_at (int point);

/* Match scoring (the seed's "Points"): a player scores the pieces he has
 * left at the end of each game. */
int surakarta_points (const LalaoPosition *pos, LalaoSide side);

/* For each side (indexed by LalaoSide), the enemy pieces it could
 * capture if it were to move, and how many of its own pieces could
 * capture one (for the evaluation). */
void surakarta_targets (const SurakartaPosition *p, uint64_t targets[2], int attackers[2]);

/* The evaluations (surakarta-eval.c): the tuned one the computer plays
 * with, and the reference one the teaching content was made with. */
int surakarta_evaluate (const LalaoPosition *pos);
int surakarta_reference_evaluate (const LalaoPosition *pos);
extern const struct LalaoEvalTuning surakarta_eval_tuning;
