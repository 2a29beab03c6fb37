/* lalao-search.h — the one game-tree search every game plays with.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Iterative deepening principal variation search with a transposition
 * table, quiescence on captures, killer and history move ordering,
 * aspiration windows and late move reductions. Game knowledge stays in the
 * engine's evaluate() and order_hint(); the end rules come from its
 * status() and adjudicate(). Plain C11, libc and POSIX threads (Lazy SMP,
 * docs/ai.md); the table is allocated once by lalao_search_new(), the
 * helper threads' state the first time a search asks for them, nothing
 * else.
 */
#pragma once

#include "lalao-engine.h"

/* The deepest the search goes, quiescence included. */
#define LALAO_SEARCH_MAX_PLY 64

/* Scores are in centi-units for the side to move. A won game scores
 * LALAO_SCORE_WIN minus the plies it takes; anything beyond
 * LALAO_SCORE_WIN_BOUND is a forced win (or loss, when negative). */
#define LALAO_SCORE_WIN 30000
#define LALAO_SCORE_WIN_BOUND (LALAO_SCORE_WIN - 1000)

/* The most threads one search uses. */
#define LALAO_SEARCH_MAX_THREADS 64

/* How many earlier positions of the game the search remembers for the
 * repetition rule. */
#define LALAO_SEARCH_MAX_HISTORY 1024

/* When to stop. Zero means "no limit" for each field; with every field
 * zero the search runs until lalao_search_stop(). */
typedef struct {
  int depth;            /* plies of full-width search */
  uint64_t nodes;       /* positions visited */
  int64_t movetime_ms;  /* wall-clock time for this move */
  bool all_of_movetime; /* think until movetime_ms is over (UCI's "go
                           movetime"); otherwise no new depth is begun
                           past half of it, to answer sooner */
  int min_depth;        /* the clock stops nothing before this depth is
                           finished: a hint is never a move chosen before
                           it was searched, however loaded the machine */
  int noise;            /* weak levels: a root move's score may be off by
                           up to this many centi-units */
  uint64_t seed;        /* for the noise */
  bool reference;       /* the reference search: see below */
  int threads;          /* threads to search with (Lazy SMP); 0 or 1 for
                           one. A search with a node budget, noise or
                           `reference` always uses one, to stay the same
                           every time. */
  bool endgame;         /* level 5: the exact endgame tables given to
                           lalao_search_set_endgame() value the positions
                           they hold, and a root they hold is played from
                           them (perfectly) without searching */
} LalaoSearchLimits;

/* The teaching content (exercises' replies, puzzles' judgements) was
 * made and verified with the search as it stood when the playing search
 * began to improve (commit 3788853): a search with `reference` set stays
 * that one, without the check extension, the pruning and the history
 * malus added since, and with each game's reference_evaluate() where its
 * evaluation has changed, so the content's tests keep holding while the
 * computer player gets stronger. The two searches differ only by their
 * parameters: reference_params and playing_params in lalao-search.c,
 * where every tuning number of the search is. */

/* What the search found (after each finished depth, and at the end). */
typedef struct {
  bool has_move;        /* false when the side to move cannot move */
  LalaoMove best;
  int score;
  int depth;
  int seldepth;         /* deepest ply reached, quiescence included */
  uint64_t nodes;
  int64_t elapsed_ms;
  int pv_length;
  LalaoMove pv[LALAO_SEARCH_MAX_PLY];
} LalaoSearchInfo;

typedef void (*LalaoSearchReport) (const LalaoSearchInfo *info, void *user_data);

typedef struct LalaoSearch LalaoSearch;

/* A search for one game with a transposition table of about table_bytes
 * (rounded down to a power of two entries; at least 1 MiB). NULL when the
 * memory cannot be had. */
LalaoSearch *lalao_search_new (const LalaoEngine *engine, size_t table_bytes);
void lalao_search_free (LalaoSearch *search);

/* Forgets what earlier searches learnt (a new game). */
void lalao_search_clear (LalaoSearch *search);

/* The hashes of the positions played before the one to search, oldest
 * first, so that the search sees repetitions. Only the last
 * LALAO_SEARCH_MAX_HISTORY are kept. */
void lalao_search_set_history (LalaoSearch *search, const uint64_t *hashes, int n);

/* The exact endgame tables the search may use (lalao-endgame.h), or NULL;
 * not owned, and they must outlive the searches. Without tables, or with
 * limits.endgame false, the search is exactly the one it is without
 * them (the bench's signatures are unchanged). */
struct LalaoEndgameSet;
void lalao_search_set_endgame (LalaoSearch *search, const struct LalaoEndgameSet *tables);

/* Searches pos within limits and fills result. report (may be NULL) is
 * called after each finished depth, in the searching thread. */
void lalao_search_run (LalaoSearch *search, const LalaoPosition *pos,
                       const LalaoSearchLimits *limits,
                       LalaoSearchReport report, void *user_data,
                       LalaoSearchInfo *result);

/* Asks a running search to return as soon as it can; safe from any
 * thread. A stop asked before the search starts counts too: later runs
 * return at once (with a legal move) until lalao_search_resume(). */
void lalao_search_stop (LalaoSearch *search);
void lalao_search_resume (LalaoSearch *search);

/* The win/draw/loss outcome of a score, for the side it belongs to:
 * +1 a forced win, -1 a forced loss, 0 otherwise. */
static inline int
lalao_score_is_decisive (int score)
{
  return score > LALAO_SCORE_WIN_BOUND ? 1 : score < -LALAO_SCORE_WIN_BOUND ? -1 : 0;
}

/* Plies to the end of a forced win or loss. */
static inline int
lalao_score_plies_to_end (int score)
{
  return LALAO_SCORE_WIN - (score < 0 ? -score : score);
}

/* The computer's five levels, each a set of limits over the same search
 * of e's game (levels.c documents them). movetime_ms is the time a move
 * may take at full strength. */
#define LALAO_N_LEVELS 5
void lalao_level_limits (const LalaoEngine *e, int level, int64_t movetime_ms, uint64_t seed,
                         LalaoSearchLimits *limits);

/* The two yardsticks of `lalao-cli match`: a uniformly random legal move,
 * and the move that wins the most material at once (random among equals).
 * Both return false when there is no legal move. */
bool lalao_random_move (const LalaoEngine *engine, const LalaoPosition *pos,
                        uint64_t *random_state, LalaoMove *move);
bool lalao_greedy_move (const LalaoEngine *engine, const LalaoPosition *pos,
                        uint64_t *random_state, LalaoMove *move);
