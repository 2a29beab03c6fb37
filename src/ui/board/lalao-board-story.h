/* lalao-board-story.h — a move told as beats the board view plays in turn.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each painter turns a move's engine trace into beats: a Samantsy move is
 * one glide (the piece taken fades as the mover arrives), a Fanorona turn
 * a glide per step then a fade per stone taken, in the trace's order, and
 * a Songo sowing one beat per seed. A beat draws its own position (the
 * board as it stands at that moment), with a traveller (a piece, or a
 * handful of Songo seeds) going along a path.
 */
#pragma once

#include "lalao-board-painter.h"

/* A Songo grenier sows at most 70 seeds, a Fanorona turn takes at most 22
 * stones in at most 20 steps. */
#define LALAO_STORY_MAX_BEATS 96
#define LALAO_STORY_MAX_PATH 320

typedef struct {
  LalaoPosition base;  /* the board under the beat */
  guint64 hidden;      /* points of base not drawn: the traveller's origin */
  guint64 fading;      /* points whose piece fades out during the beat */
  int kind;            /* the traveller's kind for draw_piece, -1: none */
  LalaoSide side;
  int path_start;      /* the traveller's way, points in units in story->path */
  int n_path;
  double ms;           /* the beat's length at normal speed */
} LalaoBoardBeat;

typedef struct LalaoBoardStory {
  int n_beats;
  LalaoBoardBeat beats[LALAO_STORY_MAX_BEATS];
  int n_path;
  double path[2 * LALAO_STORY_MAX_PATH];
} LalaoBoardStory;

/* Tells the move that led from `before` (its trace given) with the
 * painter's own teller, or as one glide when it has none. */
void lalao_board_story_tell (const LalaoBoardPainter *p, const LalaoPosition *before, LalaoMove move,
                             const LalaoTrace *trace, LalaoBoardStory *story);

/* The glide most games need: the piece on move.from goes along the
 * painter's move_path (or straight to move.to), and the points the trace
 * says were captured fade as it comes. */
void lalao_board_story_glide (const LalaoBoardPainter *p, const LalaoPosition *before, LalaoMove move,
                              const LalaoTrace *trace, LalaoBoardStory *story);

/* Helpers for tellers. A new beat over `base`, with no traveller; NULL
 * when the story is full. */
LalaoBoardBeat *lalao_board_story_add (LalaoBoardStory *story, const LalaoPosition *base, double ms);
/* The same over a game's own position struct (the board as it stands in
 * the middle of a move), copied into a LalaoPosition. */
LalaoBoardBeat *lalao_board_story_add_state (LalaoBoardStory *story, const void *state, size_t size, double ms);
/* Adds a point (in units) to the last beat's path. */
void lalao_board_story_path_add (LalaoBoardStory *story, double x, double y);
/* A glide's length for a way of this length in units: quick for a step,
 * longer for a journey round the loops. */
double lalao_board_story_glide_ms (double length);

/* The total length at normal speed, and where the story is at `ms`: the
 * beat, and how far through it (0 to 1). */
double lalao_board_story_length (const LalaoBoardStory *story);
const LalaoBoardBeat *lalao_board_story_at (const LalaoBoardStory *story, double ms, double *t);
/* Where the traveller of `beat` is at t (eased along its path). */
void lalao_board_story_traveller_at (const LalaoBoardStory *story, const LalaoBoardBeat *beat, double t,
                                     double *x, double *y);
