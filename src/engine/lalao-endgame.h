/* lalao-endgame.h — exact endgame tables, one method for every game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game that has tables fills LalaoEngine.endgame with the hooks below:
 * its material classes (the pieces, stones or seeds of a position, named
 * by a short text such as "KRvK"), and for each class a numbering of its
 * positions, index <-> position. Two solvers value every position of a
 * class, with the same results: the retrograde one (lalao-endgame-retro.c,
 * the default) writes down each position's predecessors once and settles
 * the class level by level outward from the finished games; the forward
 * one (lalao-endgame.c, for classes too big for the memory allowed) plays
 * each open position's moves again every round. Both use the engine's own
 * legal_moves/play/status and look the children up in the class itself or
 * in smaller classes solved before. Level (round) n settles the positions
 * won or lost in exactly n plies, so the distances are exact; what is
 * still open at the end can be neither forced nor lost: a draw (the cycle
 * rule of docs/endgames.md).
 *
 * Plain C11, no GLib. Tables are allocated (never during move generation)
 * and freed with lalao_endgame_set_free().
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "lalao-engine.h"

#define LALAO_ENDGAME_NAME_MAX 24

typedef struct {
  char name[LALAO_ENDGAME_NAME_MAX]; /* "KRvK", "b8s30" */
} LalaoEndgameClass;

typedef struct LalaoEndgameHooks {
  /* What a class's size counts ("pieces", "seeds", "stones"): the CLI's
   * --size, and the default and largest sizes a build makes. */
  const char *unit;
  int default_size;
  int max_size;
  /* Whether a game that never ends is a draw by the game's own rules
   * (repetition and move-count draws). When not (the repetition ends the
   * game by a count), a position where neither side can force the end is
   * stored as LALAO_EG_CYCLE: not valued. */
  bool cycles_draw;
  /* The classes of exactly `size` men, in an order where a class's
   * children of the same size (promotions) come first. Returns how many;
   * writes at most `max`. */
  int (*classes) (int size, LalaoEndgameClass *out, int max);
  /* How many indices the class numbers, valid or not. */
  uint64_t (*class_size) (const LalaoEndgameClass *c);
  /* The position of an index, with the default options and fresh
   * counters; false when the index is no legal position. */
  bool (*unindex) (const LalaoEndgameClass *c, uint64_t index, LalaoPosition *pos);
  /* The class and index of a position; false when the position is outside
   * every class (too many men, other options). */
  bool (*classify) (const LalaoPosition *pos, LalaoEndgameClass *c, uint64_t *index);
  /* The plies the game's move counter still allows before it ends the
   * game (Samantsy's 50 moves each, Fanorona's 100 turns, Surakarta's 100
   * plies without a capture); NULL when the game has no counter. The
   * tables ignore the counter: a win or a loss longer than this is not
   * given (the counter may end the game first). */
  int (*counter_plies_left) (const LalaoPosition *pos);
} LalaoEndgameHooks;

/* A value for the side to move. */
typedef enum {
  LALAO_ENDGAME_UNKNOWN = 0, /* not in a loaded table */
  LALAO_ENDGAME_WIN,
  LALAO_ENDGAME_LOSS,
  LALAO_ENDGAME_DRAW,
  LALAO_ENDGAME_CYCLE, /* nobody can force the end: the count at a repetition decides */
} LalaoEndgameKind;

typedef struct {
  LalaoEndgameKind kind;
  int plies; /* to the end with best play, for a win or a loss */
} LalaoEndgameValue;

/* Stored values, 16 bits a position: 0 no position, 1 draw, 2 + 2d lost
 * in d plies, 3 + 2d won in d plies. */
#define LALAO_EG_INVALID 0
#define LALAO_EG_DRAW 1
#define LALAO_EG_LOSS(d) ((uint16_t) (2 + 2 * (d)))
#define LALAO_EG_WIN(d) ((uint16_t) (3 + 2 * (d)))
#define LALAO_EG_CYCLE 0xFFFE
#define LALAO_EG_OPEN 0xFFFF /* while solving only */

typedef struct {
  LalaoEndgameClass cls;
  uint64_t size;
  uint16_t *values;
  int longest; /* the longest win or loss, in plies */
} LalaoEndgameTable;

typedef struct LalaoEndgameSet LalaoEndgameSet;

/* Progress of a build: the class being solved, its round, and the
 * positions done out of all so far. Return false to stop the build. */
typedef bool (*LalaoEndgameProgress) (const char *cls, int round, uint64_t done, uint64_t total, void *data);

LalaoEndgameSet *lalao_endgame_set_new (const LalaoEngine *e);
/* The memory the retrograde solver may take for one class (4 bytes a move
 * inside the class, about 11 a position); a class that needs more is
 * solved by the forward rounds, slower but in no more memory than its
 * table. */
#define LALAO_ENDGAME_MEMORY ((size_t) 512 << 20)
void lalao_endgame_set_memory (LalaoEndgameSet *set, size_t bytes);
void lalao_endgame_set_free (LalaoEndgameSet *set);
const LalaoEngine *lalao_endgame_set_engine (const LalaoEndgameSet *set);
int lalao_endgame_set_count (const LalaoEndgameSet *set);
const LalaoEndgameTable *lalao_endgame_set_table (const LalaoEndgameSet *set, int i);
const LalaoEndgameTable *lalao_endgame_set_find (const LalaoEndgameSet *set, const char *name);

/* The positions of every class of up to `size` men, in building order. */
uint64_t lalao_endgame_positions (const LalaoEngine *e, int size);

/* Solves one class into the set (its children's classes must be in it
 * already). False when a child lies in a class the set lacks (the name in
 * `missing`, LALAO_ENDGAME_NAME_MAX bytes) or progress said stop. */
bool lalao_endgame_solve (LalaoEndgameSet *set, const LalaoEndgameClass *c,
                          LalaoEndgameProgress progress, void *data, char *missing);

/* Solves every class of up to `size` men not in the set yet; when `dir`
 * is not NULL, loads each class from it if it is there and saves each it
 * builds. False when a class fails (a child class missing, progress said
 * stop, or a file could not be written). */
bool lalao_endgame_build (LalaoEndgameSet *set, int size, const char *dir,
                          LalaoEndgameProgress progress, void *data);

/* Loads every class of up to `size` men found in dir; how many. */
int lalao_endgame_load (LalaoEndgameSet *set, int size, const char *dir);
/* A new set of every class of the game's tables found in dir, or NULL when
 * the game has none there (or has no tables at all). */
LalaoEndgameSet *lalao_endgame_open (const LalaoEngine *e, const char *dir);

/* Files: dir/GAME-CLASS.egt, a text header line then the 16-bit values. */
bool lalao_endgame_save_table (const LalaoEndgameSet *set, const LalaoEndgameTable *t, const char *dir);
bool lalao_endgame_load_table (LalaoEndgameSet *set, const LalaoEndgameClass *c, const char *dir);

/* The value of pos for the side to move: its status when the game is
 * over, else its table's value; UNKNOWN when its class is not in the set,
 * or when its win or loss is longer than the move counter still allows
 * (the tables value a position as if its counters were fresh: such a
 * game may end by the counter first, unless a capture resets it). */
LalaoEndgameValue lalao_endgame_probe (const LalaoEndgameSet *set, const LalaoPosition *pos);

/* The table's value of pos alone, without looking at its status (a
 * finished game's position is in its table too, lost or won in 0); as
 * lalao_endgame_probe(), UNKNOWN when its class is not in the set or its
 * win or loss is longer than the move counter allows. For the search. */
LalaoEndgameValue lalao_endgame_lookup (const LalaoEndgameSet *set, const LalaoPosition *pos);

/* The table's value of pos as stored, counters ignored (the CLI says what
 * the counter hides); UNKNOWN when its class is not in the set. */
LalaoEndgameValue lalao_endgame_lookup_stored (const LalaoEndgameSet *set, const LalaoPosition *pos);

/* The stored value as a LalaoEndgameValue. */
LalaoEndgameValue lalao_endgame_decode (uint16_t v);

/* Writes "win 7", "loss 6", "draw" or "cycle" (at least 16 bytes). */
void lalao_endgame_value_text (LalaoEndgameValue v, char *buf);

/* Helpers for games of two colours of like stones on `points` points:
 * classes named "2v3" (the first player's stones, then the second's),
 * each with at least one stone; an index is side to move + 2 × (the rank
 * of the first player's set + C(points, w) × the rank of the second's),
 * a set's rank in the combinatorial number system. */
uint64_t lalao_endgame_binomial (int n, int k);
int lalao_endgame_stones_classes (int size, LalaoEndgameClass *out, int max);
uint64_t lalao_endgame_stones_size (const LalaoEndgameClass *c, int points);
/* The two sets and the side of an index; false when they overlap. */
bool lalao_endgame_stones_unindex (const LalaoEndgameClass *c, int points, uint64_t index,
                                   uint64_t sets[2], int *side);
void lalao_endgame_stones_classify (const uint64_t sets[2], int side, int points,
                                    LalaoEndgameClass *c, uint64_t *index);
