/* lalao-search.c — iterative deepening PVS over any LalaoEngine.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* clock_gettime (CLOCK_MONOTONIC) and the helper threads are POSIX, not
 * C11 (C11's threads are unknown to the thread sanitizer); madvise() is
 * Linux's and the BSDs'. */
#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE

#include "lalao-search.h"
#include "lalao-endgame.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "lalao-zobrist.h"

#define INFINITE_SCORE 32000
#define HISTORY_SIZE 64
/* The continuation history's moves: a piece kind (the engine's
 * moved_piece) on a destination. */
#define CONTINUATION_SIZE (LALAO_MOVED_PIECE_KINDS * 64)
/* The correction history's entries per side, and their bound (sixteen
 * times the correction's). */
#define CORRECTION_SIZE 16384
#define CORRECTION_MAX 1024
/* Ordering scores: the table's move, then the captures (plus their hint),
 * then the two killers, then the quiet moves by their history (below
 * ORDER_KILLER in both searches: history_max keeps them there), and last
 * the losing captures. */
#define ORDER_TABLE_MOVE (1 << 30)
#define ORDER_CAPTURE (1 << 24)
#define ORDER_KILLER (1 << 23)
#define BAD_CAPTURE (-(1 << 26))
/* The quiet moves a node remembers having tried, for the history's
 * malus when a later one cuts. */
#define MAX_QUIETS_TRIED 64
/* How far back a repetition is looked for: the move counters of the
 * draw rules end a game long before older positions could come back. */
#define REPETITION_REACH 200
/* How often (in nodes) the clock is read. */
#define CLOCK_INTERVAL 256

/* Every tuning number of the search, and every switch between the
 * playing search and the reference one, in one place. There are two
 * sets: playing_params, the computer player's, which improves (each
 * change measured as docs/ai.md tells), and reference_params, frozen: the
 * search the teaching content was made and verified with (lalao-search.h).
 * LalaoSearchLimits.reference chooses between them; nothing else in this
 * file asks which search it is. A switch that is off, or a depth of 0,
 * leaves a technique out. */
typedef struct {
  /* What the search asks of the engine. */
  bool reference_evaluation;   /* the engine's reference_evaluate() where it
                                  has one: the content's verdicts were
                                  reached with the old evaluations */
  bool checks;                 /* every evasion is searched in quiescence,
                                  nothing is pruned in check (engines with
                                  in_check) */
  bool noisy_generator;        /* quiescence asks the engine's noisy_moves(),
                                  cheaper than every legal move */
  bool exchange;               /* captures that the static exchange says lose
                                  are ordered last, left out of quiescence */
  bool one_thread;             /* never Lazy SMP: the same result every time */
  bool table_move_first;       /* the table's move is searched before the
                                  other moves are generated and ordered (by
                                  the history as that move's search left
                                  it); otherwise all are ordered first */
  bool lazy_moves;             /* the moves are generated only when the move
                                  loop wants them, not at each node to see
                                  first whether it has none (engines whose
                                  positions are rarely without moves) */
  bool draw_count_scaling;     /* a static score shrinks as the draw by
                                  the count of quiet plies nears: by
                                  (200 − plies)/200 (engines with
                                  quiet_plies; Stockfish's rule-50
                                  damping) */

  /* Quiescence. */
  int quiescence_plies;        /* its deepest: captures do not go on for ever */
  int quiescence_moves;        /* the biggest captures searched: a Fanorona
                                  turn has many shorter variants of a chain
                                  that would swamp the search */

  /* Iterative deepening. */
  int aspiration_depth;        /* the first depth with a narrow window: the
                                  scores of the first plies still jump */
  int aspiration_window;       /* centi-units each side of the last score */
  int aspiration_widening;     /* a failed window grows this many times */
  int single_reply_depth;      /* a forced move is searched this deep before
                                  it is played, so that the score it reports
                                  (the review's graph shows it) is searched */

  /* Pruning before the moves. */
  int futility_margin;         /* centi-units a ply of search is trusted to
                                  change the score by, near the leaves */
  int reverse_futility_depth;  /* the deepest node cut because its static
                                  score is futility_margin·depth over beta */
  bool reverse_futility_improving; /* a ply's margin less where the static
                                  score is improving: above the one of this
                                  side two plies before, or that one unknown
                                  (Stockfish's `improving`) */
  bool null_move;              /* pass (the engine's pass hook), and cut if a
                                  shallower search still reaches beta */
  int null_move_depth;         /* the shallowest node that passes: nearer the
                                  leaves the pass costs more than it saves */
  /* The null move's reduction R = null_move_reduction + depth /
   * null_move_depth_divisor + (static score − beta) /
   * null_move_margin_per_ply, that last at most null_move_margin_plies:
   * Stockfish's shape (docs/ai.md, 9393250). */
  int null_move_reduction;
  int null_move_depth_divisor;
  int null_move_margin_per_ply;
  int null_move_margin_plies;
  int null_verify_depth;       /* from this depth a cut is verified: a null
                                  move is not trusted where a mistake would
                                  be expensive */
  int null_verify_percent;     /* the verification passes nowhere in this
                                  percentage of its depth */

  /* Pruning in the move loop, of quiet moves that do not check. */
  int futility_depth;          /* the deepest node that skips the moves that
                                  cannot lift the static score, plus
                                  futility_margin·(depth + 1), to alpha */
  int move_count_base;         /* and those after the (move_count_base +
                                  depth²)-th quiet move: late ones rarely cut */
  bool move_count_improving;   /* half as many where the static score is
                                  not improving (Stockfish's
                                  futility_move_count) */

  /* Late-move reductions of quiet moves and of losing captures: a late
   * move is rarely the best. */
  int lmr_depth;               /* the shallowest node that reduces */
  int lmr_move;                /* the first move reduced, counted from 0 */
  bool lmr_log;                /* Stockfish's shape, below; otherwise the
                                  reference's steps */
  /* lmr_base + ln depth · ln move / lmr_divisor plies (divided by 2 they
   * left Samantsy 3 plies short of Fairy-Stockfish's depth; docs/ai.md),
   * lmr_pv less in the principal variation, one more or less for a move
   * whose history is beyond ∓lmr_history (its cut-offs rare or frequent). */
  double lmr_base;
  double lmr_divisor;
  int lmr_pv;
  int lmr_history;
  int lmr_check;               /* this many plies less for a move that
                                  checks (engines with in_check) */
  /* The reference's steps: one ply, two from the lmr_step_move-th move at
   * lmr_step_depth or more. */
  int lmr_step_move;
  int lmr_step_depth;

  /* The history of the quiet moves that cut. */
  bool history_gravity;        /* Stockfish's: the move that cut gains, the
                                  quiet ones tried before it lose as much,
                                  and each update moves a score a part of
                                  the way to ±history_max; otherwise the
                                  reference's: depth² for the move that cut,
                                  all halved when one passes history_halving */
  bool killers_teach;          /* the cut-offs of the killers and of a quiet
                                  table move teach the history too */
  int history_max;             /* below ORDER_KILLER: no history outranks a
                                  killer */
  int history_bonus_per_depth2;/* the gain, depth² times this (a deep cut-off
                                  says more), */
  int history_bonus_max;       /* at most this: one cut-off is not the truth */
  int history_halving;
  bool continuation_history;   /* a quiet move is also judged by how it did
                                  after the same move one and two plies
                                  before (engines with moved_piece): which
                                  reply refutes which move */
  /* Singular extensions: the table's move, when a search of the others
   * (singular_margin·depth below its stored score, half as deep) finds
   * none as good, is searched a ply deeper; when one is as good and even
   * that lower bound reaches beta, the node is cut (two moves do). From
   * singular_depth, with a table entry at most singular_entry_lag plies
   * shallower, and within twice the iteration's depth of the root (the
   * extensions must not go on for ever). */
  int singular_depth;
  int singular_margin;
  int singular_entry_lag;
  int iir_depth;               /* from this depth a node the table holds no
                                  entry for is searched a ply shallower
                                  (internal iterative reduction; 0: never) */
  bool correction_history;     /* the static score is corrected by how far
                                  the search found it wrong in positions of
                                  the same structure (engines with
                                  structure_key) */
} LalaoSearchParams;

static const LalaoSearchParams playing_params = {
  .reference_evaluation = false,
  .checks = true,
  .noisy_generator = true,
  .exchange = true,
  .one_thread = false,
  .table_move_first = true,
  .lazy_moves = true,
  .draw_count_scaling = true,
  .quiescence_plies = 8,
  .quiescence_moves = 6,
  .aspiration_depth = 4,
  .aspiration_window = 40,
  .aspiration_widening = 4,
  .single_reply_depth = 4,
  .futility_margin = 90,
  .reverse_futility_depth = 6,
  .reverse_futility_improving = true,
  .null_move = true,
  .null_move_depth = 3,
  .null_move_reduction = 3,
  .null_move_depth_divisor = 3,
  .null_move_margin_per_ply = 200,
  .null_move_margin_plies = 2,
  .null_verify_depth = 12,
  .null_verify_percent = 75,
  .futility_depth = 4,
  .move_count_base = 3,
  .move_count_improving = true,
  .lmr_depth = 3,
  .lmr_move = 3,
  .lmr_log = true,
  .lmr_base = 0.5,
  .lmr_divisor = 1.6,
  .lmr_pv = 1,
  .lmr_history = 16384 / 2,  /* half of history_max */
  .lmr_check = 1,
  .history_gravity = true,
  .killers_teach = true,
  .history_max = 16384,
  .history_bonus_per_depth2 = 32,
  .history_bonus_max = 2000,
  .continuation_history = true,
  .singular_depth = 6,
  .singular_margin = 2,
  .singular_entry_lag = 3,
  .iir_depth = 4,
  .correction_history = true,
};

/* The search as it stood at commit 3788853 (lalao-search.h): no check
 * extension, no static exchange, no pruning, no null move, the plain
 * history and the reductions of that time (the fields left out are 0:
 * unused without their technique). Never to be changed: the course-GAME
 * and puzzles-GAME tests hold because it does not. */
static const LalaoSearchParams reference_params = {
  .reference_evaluation = true,
  .checks = false,
  .noisy_generator = false,
  .exchange = false,
  .one_thread = true,
  .quiescence_plies = 8,
  .quiescence_moves = 6,
  .aspiration_depth = 4,
  .aspiration_window = 40,
  .aspiration_widening = 4,
  .single_reply_depth = 4,
  .reverse_futility_depth = 0,
  .null_move = false,
  .futility_depth = 0,
  .lmr_depth = 3,
  .lmr_move = 4,
  .lmr_log = false,
  .lmr_step_move = 12,
  .lmr_step_depth = 5,
  .history_gravity = false,
  .killers_teach = false,
  .history_halving = 1 << 22,
};

enum { BOUND_EXACT, BOUND_LOWER, BOUND_UPPER };

/* A table slot, as the threads of one search share it: four words, each
 * read and written whole (relaxed atomics, plain moves on common CPUs).
 * `lock` is the key xor the three others, so that a slot torn by two
 * threads writing at once reads as a miss, not as a wrong entry. */
typedef struct {
  _Atomic uint64_t lock, move, steps, data;
} TableSlot;

/* A slot's content, unpacked. */
typedef struct {
  LalaoMove move;
  int score, depth, bound;
  int eval;                  /* the position's evaluate(), uncorrected, or
                                NO_EVAL where the node did not ask it */
} TableEntry;

/* No evaluate() in a table entry (never a score: they are within
 * ±INFINITE_SCORE). */
#define NO_EVAL INT16_MIN

struct LalaoSearch {
  const LalaoEngine *engine;
  LalaoSearchParams params;  /* the playing or the reference search's */
  int (*evaluate) (const LalaoPosition *pos); /* the reference one or not */
  TableSlot *table;
  size_t table_mask;

  atomic_bool stop_requested;
  bool stopped;
  LalaoSearchLimits limits;
  struct timespec started;
  uint64_t nodes;
  int seldepth;
  int root_depth;            /* the iteration's depth */

  /* Hashes of the game's earlier positions, then of the search path:
   * path[n_history + ply] is the position at that ply. */
  uint64_t path[LALAO_SEARCH_MAX_HISTORY + LALAO_SEARCH_MAX_PLY + 1];
  int n_history;

  LalaoMove killers[LALAO_SEARCH_MAX_PLY][2];
  /* passed[ply]: the move made at that ply is a null move. No null move
   * is tried before ply null_min_ply (while one is being verified). */
  bool passed[LALAO_SEARCH_MAX_PLY];
  /* excluded[ply]: the move a singular extension's search leaves out at
   * that ply, when excluding[ply]. */
  LalaoMove excluded[LALAO_SEARCH_MAX_PLY];
  bool excluding[LALAO_SEARCH_MAX_PLY];
  int null_min_ply;
  int history[HISTORY_SIZE][HISTORY_SIZE];
  /* continuation[a][b]: the history of move b (a piece kind on a square)
   * played one or two plies after move a; followed[ply] is the row of the
   * move made at that ply (no_continuation after a null move, at the root
   * and without the technique). */
  int16_t continuation[CONTINUATION_SIZE][CONTINUATION_SIZE];
  int16_t no_continuation[CONTINUATION_SIZE];
  int16_t *followed[LALAO_SEARCH_MAX_PLY];
  /* correction[side][structure]: sixteen times what the static score
   * is corrected by, within ±CORRECTION_MAX (±64 centi-units): each
   * node's error moves it a part of the way, as the history's gravity
   * does. */
  int16_t correction[2][CORRECTION_SIZE];
  /* The static score of the node at each ply of the path, or NO_EVAL
   * where it was not asked (or the side to move was in check). */
  int static_at[LALAO_SEARCH_MAX_PLY];
  LalaoMove pv[LALAO_SEARCH_MAX_PLY][LALAO_SEARCH_MAX_PLY];
  int pv_length[LALAO_SEARCH_MAX_PLY];

  /* Lazy SMP's helpers (allocated when first wanted; they share table),
   * how many are searching, and their node counts as others may read
   * them (brought up to date every CLOCK_INTERVAL nodes). */
  LalaoSearch *helpers[LALAO_SEARCH_MAX_THREADS - 1];
  int n_running;
  /* The exact endgame tables, used when limits.endgame is set. */
  const LalaoEndgameSet *endgame;
  _Atomic uint64_t nodes_seen;
};

/* The table, zeroed. Where the system can, it lies in huge pages: its
 * reads are random, and with 4 KiB pages most of them missed the TLB as
 * well as the cache. */
static TableSlot *
alloc_table (size_t entries)
{
  size_t bytes = entries * sizeof (TableSlot);
#ifdef MADV_HUGEPAGE
  size_t huge = 2u << 20;
  if (bytes >= huge && bytes % huge == 0)
    {
      TableSlot *table = aligned_alloc (huge, bytes);
      if (table != NULL)
        {
          madvise (table, bytes, MADV_HUGEPAGE);
          memset (table, 0, bytes);
          return table;
        }
    }
#endif
  return calloc (entries, sizeof (TableSlot));
}

LalaoSearch *
lalao_search_new (const LalaoEngine *engine, size_t table_bytes)
{
  LalaoSearch *s = calloc (1, sizeof *s);
  size_t entries = 1;

  if (s == NULL)
    return NULL;
  if (table_bytes < (1u << 20))
    table_bytes = 1u << 20;
  while (entries * 2 * sizeof (TableSlot) <= table_bytes)
    entries *= 2;
  s->table = alloc_table (entries);
  if (s->table == NULL)
    {
      free (s);
      return NULL;
    }
  s->engine = engine;
  s->table_mask = entries - 1;
  atomic_init (&s->stop_requested, false);
  return s;
}

void
lalao_search_free (LalaoSearch *s)
{
  if (s == NULL)
    return;
  for (int i = 0; i < LALAO_SEARCH_MAX_THREADS - 1; i++)
    free (s->helpers[i]);
  free (s->table);
  free (s);
}

void
lalao_search_clear (LalaoSearch *s)
{
  memset (s->table, 0, (s->table_mask + 1) * sizeof (TableSlot));
  memset (s->history, 0, sizeof s->history);
  memset (s->continuation, 0, sizeof s->continuation);
  memset (s->correction, 0, sizeof s->correction);
  for (int i = 0; i < LALAO_SEARCH_MAX_THREADS - 1; i++)
    if (s->helpers[i] != NULL)
      {
        memset (s->helpers[i]->history, 0, sizeof s->helpers[i]->history);
        memset (s->helpers[i]->continuation, 0, sizeof s->helpers[i]->continuation);
        memset (s->helpers[i]->correction, 0, sizeof s->helpers[i]->correction);
      }
  s->n_history = 0;
}

void
lalao_search_set_history (LalaoSearch *s, const uint64_t *hashes, int n)
{
  int skip = n > LALAO_SEARCH_MAX_HISTORY ? n - LALAO_SEARCH_MAX_HISTORY : 0;

  s->n_history = n - skip;
  if (s->n_history > 0)
    memcpy (s->path, hashes + skip, (size_t) s->n_history * sizeof *hashes);
}

void
lalao_search_stop (LalaoSearch *s)
{
  atomic_store (&s->stop_requested, true);
}

void
lalao_search_resume (LalaoSearch *s)
{
  atomic_store (&s->stop_requested, false);
}

static int64_t
elapsed_ms (const LalaoSearch *s)
{
  struct timespec now;
  clock_gettime (CLOCK_MONOTONIC, &now);
  return (int64_t) (now.tv_sec - s->started.tv_sec) * 1000
         + (now.tv_nsec - s->started.tv_nsec) / 1000000;
}

/* Counts a node and says whether the search must unwind now. */
static bool
out_of_budget (LalaoSearch *s)
{
  if (s->stopped)
    return true;
  if (s->limits.nodes && s->nodes >= s->limits.nodes)
    return s->stopped = true;
  s->nodes++;
  if ((s->nodes % CLOCK_INTERVAL) == 0)
    {
      atomic_store_explicit (&s->nodes_seen, s->nodes, memory_order_relaxed);
      s->stopped = atomic_load (&s->stop_requested)
                   || (s->limits.movetime_ms && s->root_depth > s->limits.min_depth
                       && elapsed_ms (s) >= s->limits.movetime_ms);
    }
  return s->stopped;
}

/* The score of a finished game for the side to move at this ply: sooner
 * wins and later losses are better. */
static int
result_score (LalaoStatus status, LalaoSide to_move, int ply)
{
  if (status.result == LALAO_DRAW)
    return 0;
  bool mover_wins = (status.result == LALAO_FIRST_WINS) == (to_move == LALAO_FIRST);
  return mover_wins ? LALAO_SCORE_WIN - ply : -(LALAO_SCORE_WIN - ply);
}

/* Win scores are stored relative to the node, not to the root. */
static int
score_to_table (int score, int ply)
{
  return score > LALAO_SCORE_WIN_BOUND ? score + ply : score < -LALAO_SCORE_WIN_BOUND ? score - ply : score;
}

static int
score_from_table (int score, int ply)
{
  return score > LALAO_SCORE_WIN_BOUND ? score - ply : score < -LALAO_SCORE_WIN_BOUND ? score + ply : score;
}

/* Is this position (its hash at path[n_history + ply]) a draw by
 * repetition? On the way here from the root a first repetition counts as
 * the rule's third one: the side that could avoid it has already chosen.
 * A position played only once before the root does not: going back to
 * it is its second occurrence, and the opponent is free to leave it, so
 * there only a third occurrence is the draw (as Stockfish counts).
 * Counting the second let a lost side believe it could draw by going
 * back to a position of the game. */
static bool
repeats (const LalaoSearch *s, const LalaoPosition *pos, int ply)
{
  int here = s->n_history + ply;
  uint64_t key = s->path[here];
  /* No position before the last irreversible move (a capture, a zaza's
   * step) comes back: where the game counts them, only the plies since
   * are looked at, and the passes of the null move on the path (at most
   * one a ply, counted by no game) besides. */
  int reach = REPETITION_REACH;
  if (s->engine->quiet_plies != NULL)
    {
      int since_irreversible = s->engine->quiet_plies (pos) + ply;
      if (since_irreversible < reach)
        reach = since_irreversible;
    }
  int oldest = here > reach ? here - reach : 0;
  int in_game = 0;
  for (int i = here - 2; i >= oldest; i--)
    if (s->path[i] == key && (i >= s->n_history || ++in_game == 2))
      return true;
  return false;
}

/* Reads the entry of `key` into *entry; false when the table has none. */
static bool
table_probe (const LalaoSearch *s, uint64_t key, TableEntry *entry)
{
  TableSlot *slot = &s->table[key & s->table_mask];
  uint64_t lock = atomic_load_explicit (&slot->lock, memory_order_relaxed);
  uint64_t move = atomic_load_explicit (&slot->move, memory_order_relaxed);
  uint64_t steps = atomic_load_explicit (&slot->steps, memory_order_relaxed);
  uint64_t data = atomic_load_explicit (&slot->data, memory_order_relaxed);
  if ((lock ^ move ^ steps ^ data) != key)
    return false;
  entry->move = (LalaoMove) { .from = (uint8_t) move, .to = (uint8_t) (move >> 8),
                              .flags = (uint8_t) (move >> 16), .n_steps = (uint8_t) (move >> 24),
                              .info = (uint32_t) (move >> 32), .steps = steps };
  entry->score = (int16_t) data;
  entry->depth = (int8_t) (data >> 16);
  entry->bound = (uint8_t) (data >> 24);
  entry->eval = (int16_t) (data >> 32);
  return true;
}

/* Replaces the slot of `key` (always: the newest result is the likeliest
 * to be asked for again). */
static void
table_store (LalaoSearch *s, uint64_t key, LalaoMove m, int score, int depth, int bound, int eval)
{
  TableSlot *slot = &s->table[key & s->table_mask];
  uint64_t move = m.from | (uint64_t) m.to << 8 | (uint64_t) m.flags << 16
                  | (uint64_t) m.n_steps << 24 | (uint64_t) m.info << 32;
  uint64_t data = (uint16_t) score | (uint64_t) (uint8_t) depth << 16 | (uint64_t) (uint8_t) bound << 24
                  | (uint64_t) (uint16_t) eval << 32;
  atomic_store_explicit (&slot->lock, key ^ move ^ m.steps ^ data, memory_order_relaxed);
  atomic_store_explicit (&slot->move, move, memory_order_relaxed);
  atomic_store_explicit (&slot->steps, m.steps, memory_order_relaxed);
  atomic_store_explicit (&slot->data, data, memory_order_relaxed);
}

/* Late-move reductions by depth and move number, filled once from
 * playing_params (the only ones with lmr_log). */
static int late_move_reduction[64][64];

static void
fill_reductions (void)
{
  const LalaoSearchParams *p = &playing_params;
  for (int d = 1; d < 64; d++)
    for (int m = 1; m < 64; m++)
      late_move_reduction[d][m] = (int) (p->lmr_base + log (d) * log (m) / p->lmr_divisor);
}

static inline int *
history_slot (LalaoSearch *s, LalaoMove m)
{
  return &s->history[m.from % HISTORY_SIZE][m.to % HISTORY_SIZE];
}

/* The continuation history's index of a move, or -1 without the
 * technique. */
static inline int
continuation_index (const LalaoSearch *s, const LalaoPosition *pos, LalaoMove m)
{
  if (!s->params.continuation_history || s->engine->moved_piece == NULL)
    return -1;
  return s->engine->moved_piece (pos, m) * 64 + m.to % 64;
}

/* The rows of the moves one and two plies before this node's. */
static inline int16_t *
followed_row (LalaoSearch *s, int ply, int back)
{
  return ply >= back ? s->followed[ply - back] : s->no_continuation;
}

/* A quiet move's history: its own, and how it did after the last two
 * moves. */
static inline int
quiet_history (LalaoSearch *s, int ply, LalaoMove m, int index)
{
  int h = *history_slot (s, m);
  if (index >= 0)
    h += followed_row (s, ply, 1)[index] + followed_row (s, ply, 2)[index];
  return h;
}

/* How many plies shallower the i-th move, a quiet one or a losing capture,
 * is searched first: more for later moves at greater depths, less in the
 * principal variation, one more or less for a move whose cut-offs have
 * been rare or frequent, and always at least one ply of search left.
 * (The reference's steps never come near that bound.) */
static inline int
reduction_of (LalaoSearch *s, int history, int depth, int i, bool pv_node)
{
  const LalaoSearchParams *p = &s->params;
  if (depth < p->lmr_depth || i < p->lmr_move)
    return 0;
  if (!p->lmr_log)
    return 1 + (i >= p->lmr_step_move && depth >= p->lmr_step_depth);
  int r = late_move_reduction[depth < 64 ? depth : 63][i < 64 ? i : 63] - (pv_node ? p->lmr_pv : 0);
  r += (history < -p->lmr_history) - (history > p->lmr_history);
  return r > depth - 2 ? depth - 2 : r < 0 ? 0 : r;
}

/* Stockfish's gravity: bonus, less the part of it the score already has. */
static inline void
update_history (int *h, int bonus, int max)
{
  *h += bonus - *h * (bonus < 0 ? -bonus : bonus) / max;
}

/* The same on a continuation history's entry (no row after a null move
 * or at the root: nothing to learn). */
static inline void
update_continuation (LalaoSearch *s, int ply, int index, int bonus, int max)
{
  for (int back = 1; back <= 2; back++)
    {
      int16_t *row = followed_row (s, ply, back);
      if (row == s->no_continuation)
        continue;
      int h = row[index];
      update_history (&h, bonus, max);
      row[index] = (int16_t) h;
    }
}

/* The reference search's history: depth squared for the move that cut,
 * all halved when one grows large. */
static void
reference_history (LalaoSearch *s, LalaoMove m, int depth)
{
  int *h = history_slot (s, m);
  *h += depth * depth;
  if (*h > s->params.history_halving)
    for (int a = 0; a < HISTORY_SIZE; a++)
      for (int b = 0; b < HISTORY_SIZE; b++)
        s->history[a][b] /= 2;
}

/* A capture that the static exchange says loses material (never without
 * params.exchange). */
static bool
loses_material (const LalaoSearch *s, const LalaoPosition *pos, LalaoMove move)
{
  return s->engine->exchange != NULL && s->params.exchange && s->engine->exchange (pos, move) < 0;
}

/* Ordering: the table's move, then captures by the engine's hint, then
 * killers, then the history of quiet moves that caused cut-offs, then
 * the captures that lose material. */
static void
score_moves (LalaoSearch *s, const LalaoPosition *pos, const LalaoMove *moves, int n,
             const LalaoMove *table_move, int ply, int *scores)
{
  for (int i = 0; i < n; i++)
    {
      int hint = s->engine->order_hint (pos, moves[i]);
      if (table_move && lalao_move_equal (moves[i], *table_move))
        scores[i] = ORDER_TABLE_MOVE;
      else if (hint >= LALAO_HINT_NOISY && loses_material (s, pos, moves[i]))
        scores[i] = BAD_CAPTURE + hint;
      else if (hint >= LALAO_HINT_NOISY)
        scores[i] = ORDER_CAPTURE + hint;
      else if (lalao_move_equal (moves[i], s->killers[ply][0]))
        scores[i] = ORDER_KILLER + 1;
      else if (lalao_move_equal (moves[i], s->killers[ply][1]))
        scores[i] = ORDER_KILLER;
      else
        scores[i] = quiet_history (s, ply, moves[i], continuation_index (s, pos, moves[i])) + hint;
    }
}

/* Moves the best-scored remaining move to index i. */
static void
pick_next (LalaoMove *moves, int *scores, int n, int i)
{
  int best = i;
  for (int j = i + 1; j < n; j++)
    if (scores[j] > scores[best])
      best = j;
  if (best != i)
    {
      LalaoMove m = moves[i];
      int sc = scores[i];
      moves[i] = moves[best];
      scores[i] = scores[best];
      moves[best] = m;
      scores[best] = sc;
    }
}

/* Sorts the `keep` best-scored moves to the front; returns keep. */
static int
keep_best (LalaoMove *moves, int *scores, int n, int keep)
{
  for (int i = 0; i < keep; i++)
    pick_next (moves, scores, n, i);
  return keep;
}

static void
update_pv (LalaoSearch *s, int ply, LalaoMove move)
{
  s->pv[ply][0] = move;
  int child = ply + 1 < LALAO_SEARCH_MAX_PLY ? s->pv_length[ply + 1] : 0;
  for (int i = 0; i < child && i + 1 < LALAO_SEARCH_MAX_PLY; i++)
    s->pv[ply][i + 1] = s->pv[ply + 1][i];
  s->pv_length[ply] = child + 1 < LALAO_SEARCH_MAX_PLY ? child + 1 : LALAO_SEARCH_MAX_PLY;
}

/* The correction history's entry for pos, or NULL without the
 * technique. */
static inline int16_t *
correction_slot (LalaoSearch *s, const LalaoPosition *pos)
{
  if (!s->params.correction_history || s->engine->structure_key == NULL)
    return NULL;
  return &s->correction[s->engine->side_to_move (pos)][s->engine->structure_key (pos) % CORRECTION_SIZE];
}

/* A static score: evaluate()'s `raw`, less the nearer the draw by the
 * count of quiet plies, corrected by its correction history's entry. */
static inline int
static_score (const LalaoSearch *s, const LalaoPosition *pos, int raw, const int16_t *slot)
{
  if (lalao_score_is_decisive (raw))
    return raw;
  if (s->params.draw_count_scaling && s->engine->quiet_plies != NULL)
    raw = raw * (200 - s->engine->quiet_plies (pos)) / 200;
  return slot != NULL ? raw + *slot / 16 : raw;
}

static int
quiescence (LalaoSearch *s, const LalaoPosition *pos, int alpha, int beta, int ply, int qply)
{
  const LalaoEngine *e = s->engine;
  LalaoMove moves[LALAO_MAX_MOVES];
  int scores[LALAO_MAX_MOVES];
  LalaoPosition child;

  s->pv_length[ply] = 0;
  if (ply > s->seldepth)
    s->seldepth = ply;
  if (out_of_budget (s))
    return 0;

  /* In check every reply is searched and standing pat is no answer:
   * that is how the search sees a mate at the end of a capture line. */
  bool in_check = s->params.checks && e->in_check && qply < s->params.quiescence_plies && e->in_check (pos);
  /* Out of check only the noisy moves are searched: when the engine can
   * generate them alone, a position without any legal move is left to
   * the full search (a stalemate found here is stood pat on). */
  bool noisy_only = !in_check && s->params.noisy_generator && e->noisy_moves != NULL;
  int n = 0;
  if (!noisy_only && (n = e->legal_moves (pos, moves)) == 0)
    return result_score (e->status (pos, 1), e->side_to_move (pos), ply);
  LalaoStatus status = e->adjudicate (pos, 1);
  if (status.result != LALAO_ONGOING)
    return result_score (status, e->side_to_move (pos), ply);
  int stand_pat = in_check ? -INFINITE_SCORE : static_score (s, pos, s->evaluate (pos), correction_slot (s, pos));
  if (!in_check && (stand_pat >= beta || qply >= s->params.quiescence_plies || ply >= LALAO_SEARCH_MAX_PLY - 1))
    return stand_pat;
  if (stand_pat > alpha)
    alpha = stand_pat;
  if (noisy_only)
    n = e->noisy_moves (pos, moves);

  int n_noisy = 0;
  for (int i = 0; i < n; i++)
    {
      int hint = e->order_hint (pos, moves[i]);
      if (in_check || (hint >= LALAO_HINT_NOISY && !loses_material (s, pos, moves[i])))
        {
          moves[n_noisy] = moves[i];
          scores[n_noisy++] = hint;
        }
    }
  /* Only the biggest captures: a Fanorona turn has many shorter
   * variants of the same chain that would swamp the search. */
  if (n_noisy > s->params.quiescence_moves && !in_check)
    n_noisy = keep_best (moves, scores, n_noisy, s->params.quiescence_moves);
  for (int i = 0; i < n_noisy; i++)
    {
      pick_next (moves, scores, n_noisy, i);
      e->play (pos, moves[i], &child, NULL);
      int score = -quiescence (s, &child, -beta, -alpha, ply + 1, qply + 1);
      if (s->stopped)
        return 0;
      if (score > alpha)
        {
          alpha = score;
          if (score >= beta)
            break;
        }
    }
  return alpha;
}

/* alpha_beta's steps, in the order of Stockfish's search(): the end
 * rules, the table, the static score, reverse futility, the null move,
 * internal iterative reduction, then the moves (their pruning,
 * reductions and re-searches, the killers and history of a cut-off) and
 * the table's new entry. Each step is inlined into alpha_beta; a step
 * that decides the node's score returns true and leaves it in *score. */
static int alpha_beta (LalaoSearch *s, const LalaoPosition *pos, int alpha, int beta, int depth, int ply);

/* A step's way of saying that it decided the node's score. */
static inline bool
decided (int *score, int value)
{
  *score = value;
  return true;
}

/* What the steps of one node share. */
typedef struct {
  const LalaoPosition *pos;
  int alpha, beta, depth, ply;
  bool pv_node, in_check;
  bool excluding;           /* a singular extension's search, without
                               s->excluded[ply]: the table's entry is not
                               this node's */
  uint64_t key;
  LalaoSide side;
  bool in_table;
  TableEntry entry;
  LalaoMove *moves;         /* n of them, once generated */
  int n;
  int *scores;              /* their ordering scores */
  int static_eval;          /* where a pruning or the correction reads it,
                               else 0 */
  int raw_eval;             /* evaluate() before its correction, for the
                               table, or NO_EVAL where it was not asked */
  int16_t *correction;      /* the correction history's entry, where the
                               node's result teaches it, else NULL */
  bool reverse_futile;      /* reverse futility may cut this node */
  bool futile_moves;        /* futility and move-count pruning may skip moves */
  bool may_pass;            /* a null move may be tried */
  bool improving;           /* the static score is above this side's two
                               plies before, or that one unknown
                               (Stockfish's `improving`; engines with
                               improving_counts; never in check or
                               where no static score was asked) */
} Node;

/* The exact score of a position the endgame tables hold, relative to
 * the root: a win in d plies at this ply scores as a win in ply + d. */
static bool
endgame_score (const LalaoSearch *s, const LalaoPosition *pos, int ply, int *score)
{
  LalaoEndgameValue v = lalao_endgame_lookup (s->endgame, pos);
  switch (v.kind)
    {
    case LALAO_ENDGAME_WIN: return decided (score, LALAO_SCORE_WIN - ply - v.plies);
    case LALAO_ENDGAME_LOSS: return decided (score, -(LALAO_SCORE_WIN - ply - v.plies));
    case LALAO_ENDGAME_DRAW: return decided (score, 0);
    default: return false;
    }
}

/* Step 1: the end rules (the game's, a repetition, the deepest ply). The
 * table is probed on the way, its slot fetched from memory while the
 * rules and the check are looked at; a position in the table had moves
 * when it was stored, so its moves are generated only if its entry does
 * not already end the search here (step 2). With lazy_moves, in a game
 * whose positions rarely have none, no node generates them here: the
 * move loop does, if the node gets that far. */
static inline bool
node_ends (LalaoSearch *s, Node *node, int *score)
{
  const LalaoEngine *e = s->engine;
  const LalaoPosition *pos = node->pos;
  int ply = node->ply;

  node->key = e->hash (pos);
  s->path[s->n_history + ply] = node->key;
  node->side = e->side_to_move (pos);
  __builtin_prefetch (&s->table[node->key & s->table_mask]);
  LalaoStatus status = e->adjudicate (pos, ply > 0 && repeats (s, pos, ply) ? 3 : 1);
  node->in_check = s->params.checks && e->in_check && e->in_check (pos);

  node->in_table = table_probe (s, node->key, &node->entry);
  node->n = 0;
  bool moves_now = !node->in_table && !(s->params.lazy_moves && e->rarely_without_moves);
  if (moves_now && (node->n = e->legal_moves (pos, node->moves)) == 0)
    return decided (score, result_score (e->status (pos, 1), node->side, ply));
  if (status.result != LALAO_ONGOING)
    return decided (score, result_score (status, node->side, ply));
  if (s->endgame != NULL && s->limits.endgame && ply > 0 && endgame_score (s, pos, ply, score))
    return true;
  if (ply >= LALAO_SEARCH_MAX_PLY - s->params.quiescence_plies - 1)
    return decided (score, s->evaluate (pos));
  return false;
}

/* Mate distance: a win in fewer plies than already found elsewhere
 * cannot be had. */
static inline bool
mate_distance (Node *node, int *score)
{
  int ply = node->ply;
  node->alpha = node->alpha > -(LALAO_SCORE_WIN - ply) ? node->alpha : -(LALAO_SCORE_WIN - ply);
  node->beta = node->beta < LALAO_SCORE_WIN - ply - 1 ? node->beta : LALAO_SCORE_WIN - ply - 1;
  return node->alpha >= node->beta && decided (score, node->alpha);
}

/* Step 2: the table's entry ends the search here when it was searched
 * deep enough and its bound says so (never in the principal variation).
 * The moves are not generated yet: the table's move is searched first,
 * and often cuts without them (search_moves). */
static inline bool
table_cutoff (LalaoSearch *s, Node *node, int *score)
{
  const TableEntry *entry = &node->entry;
  int stored = score_from_table (entry->score, node->ply);

  if (!node->pv_node && !node->excluding && entry->depth >= node->depth
      && (entry->bound == BOUND_EXACT
          || (entry->bound == BOUND_LOWER && stored >= node->beta)
          || (entry->bound == BOUND_UPPER && stored <= node->alpha)))
    return decided (score, stored);
  return false;
}

/* Step 3: the static score, only where a pruning reads it. Nothing is
 * pruned in the principal variation, in check, or where beta is a win
 * or a loss. */
static inline void
static_evaluation (LalaoSearch *s, Node *node)
{
  const LalaoSearchParams *p = &s->params;
  bool cut_candidate = !node->pv_node && !node->in_check && !lalao_score_is_decisive (node->beta);

  node->reverse_futile = cut_candidate && !node->excluding && node->depth <= p->reverse_futility_depth;
  node->futile_moves = cut_candidate && node->depth <= p->futility_depth;
  node->may_pass = cut_candidate && !node->excluding && p->null_move && node->depth >= p->null_move_depth
                   && s->engine->pass != NULL;
  node->correction = node->in_check || node->excluding ? NULL : correction_slot (s, node->pos);
  node->raw_eval = NO_EVAL;
  node->static_eval = 0;
  if (node->reverse_futile || node->futile_moves || node->may_pass || node->correction)
    {
      /* The table keeps the position's evaluate(): it is not asked twice. */
      node->raw_eval = node->in_table && node->entry.eval != NO_EVAL ? node->entry.eval : s->evaluate (node->pos);
      node->static_eval = static_score (s, node->pos, node->raw_eval, node->correction);
    }
  /* What the grandchildren compare with to know if the score improves. A
   * singular extension's search is the same position at the same ply: it
   * keeps the score its parent set there. */
  if (!node->excluding)
    s->static_at[node->ply] = node->raw_eval != NO_EVAL && !node->in_check ? node->static_eval : NO_EVAL;
  int before = node->ply >= 2 ? s->static_at[node->ply - 2] : NO_EVAL;
  node->improving = s->engine->improving_counts && node->raw_eval != NO_EVAL && !node->in_check
                    && (before == NO_EVAL || node->static_eval > before);
}

/* Step 4: reverse futility: so far above beta near the leaves that no
 * reply is likely to bring it back. */
static inline bool
reverse_futility (const LalaoSearch *s, const Node *node, int *score)
{
  if (!node->reverse_futile)
    return false;
  bool improving = s->params.reverse_futility_improving && node->improving;
  return node->static_eval - s->params.futility_margin * (node->depth - improving) >= node->beta
         && decided (score, node->static_eval);
}

/* Step 5: the null move: if the side to move could pass and still be at
 * beta after a shallower search, a real move will do at least as well.
 * Never twice in a row, and the engine refuses the pass where zugzwang is
 * likely. At high depth the cut-off is verified by a search of the real
 * moves, without null moves for a while. */
static inline bool
null_move (LalaoSearch *s, const Node *node, int *score)
{
  const LalaoSearchParams *p = &s->params;
  int depth = node->depth, ply = node->ply, beta = node->beta;
  LalaoPosition child;

  if (!node->may_pass || node->static_eval < beta || ply < s->null_min_ply
      || (ply > 0 && s->passed[ply - 1]) || !s->engine->pass (node->pos, &child))
    return false;
  int margin = (node->static_eval - beta) / p->null_move_margin_per_ply;
  int r = p->null_move_reduction + depth / p->null_move_depth_divisor
          + (margin < p->null_move_margin_plies ? margin : p->null_move_margin_plies);
  s->passed[ply] = true;
  s->followed[ply] = s->no_continuation;
  int value = -alpha_beta (s, &child, -beta, -beta + 1, depth - 1 - r, ply + 1);
  s->passed[ply] = false;
  if (s->stopped)
    return decided (score, 0);
  if (value < beta)
    return false;
  if (value > LALAO_SCORE_WIN_BOUND)
    value = beta;
  if (depth < p->null_verify_depth)
    return decided (score, value);
  s->null_min_ply = ply + p->null_verify_percent * (depth - r) / 100;
  int verified = alpha_beta (s, node->pos, beta - 1, beta, depth - r, ply);
  s->null_min_ply = 0;
  if (s->stopped)
    return decided (score, 0);
  return verified >= beta && decided (score, value);
}

/* Step 5b: internal iterative reduction: a node the table holds no
 * entry for has no move to search first, so its search costs the most,
 * and it is seldom on the principal variation of an iteration before
 * (whose nodes the table mostly still holds): it is searched a ply
 * shallower (Stockfish's step 10). */
static inline void
iterative_reduction (const LalaoSearch *s, Node *node)
{
  int from = s->params.iir_depth;
  if (from > 0 && node->depth >= from && !node->in_table && !node->excluding)
    node->depth--;
}

/* Whether a cut-off by the move of ordering score `order` teaches the
 * killers and the history: a quiet move's does; with killers_teach, a
 * killer's and a quiet table move's too (they are not pruned or
 * reduced, but are quiet moves all the same). */
static inline bool
teaches (const LalaoSearch *s, const Node *node, LalaoMove move, int order, bool quiet)
{
  return quiet
         || (s->params.killers_teach
             && ((order >= ORDER_KILLER && order < ORDER_CAPTURE)
                 || (order == ORDER_TABLE_MOVE && s->engine->order_hint (node->pos, move) < LALAO_HINT_NOISY)));
}

/* Whether a move puts the enemy in check: by the engine's gives_check
 * where it has one, else by playing it. */
static inline bool
gives_check (const LalaoSearch *s, const LalaoPosition *pos, LalaoMove move)
{
  const LalaoEngine *e = s->engine;
  if (e->in_check == NULL)
    return false;
  if (e->gives_check != NULL)
    return e->gives_check (pos, move);
  LalaoPosition child;
  e->play (pos, move, &child, NULL);
  return e->in_check (&child);
}

/* Step 6: near the leaves, once a move has been searched, the late quiet
 * moves (move-count pruning) and those that cannot lift the score to
 * alpha (futility pruning) are not searched, unless they check. Asked
 * before the move is played: most of those it skips never are. */
static inline bool
prune_move (const LalaoSearch *s, const Node *node, LalaoMove move, int best_score, int n_late_quiets)
{
  const LalaoSearchParams *p = &s->params;
  int depth = node->depth;
  int late = p->move_count_base + depth * depth;
  if (p->move_count_improving && s->engine->improving_counts && !node->improving)
    late /= 2;

  return best_score > -LALAO_SCORE_WIN_BOUND
         && (n_late_quiets >= late
             || node->static_eval + p->futility_margin * (depth + 1) <= node->alpha)
         && !gives_check (s, node->pos, move);
}

/* Step 7: the i-th move's score: the first in the full window, the others
 * in a null window (late quiet moves and late captures that the static
 * exchange says lose reduced at first, searched again to the full depth
 * if they beat alpha), then in the full window if they fall inside it. */
static inline int
search_move (LalaoSearch *s, const Node *node, const LalaoPosition *child, int i, bool reducible, int history,
             int extension)
{
  int alpha = node->alpha, beta = node->beta, depth = node->depth - 1, ply = node->ply + 1;

  if (i == 0)
    return -alpha_beta (s, child, -beta, -alpha, depth + extension, ply);
  int reduction = reducible ? reduction_of (s, history, node->depth, i, node->pv_node) : 0;
  if (reduction > 0 && s->params.lmr_check > 0 && s->engine->in_check != NULL && s->engine->in_check (child))
    reduction = reduction > s->params.lmr_check ? reduction - s->params.lmr_check : 0;
  int score = -alpha_beta (s, child, -alpha - 1, -alpha, depth - reduction, ply);
  if (score > alpha && reduction)
    score = -alpha_beta (s, child, -alpha - 1, -alpha, depth, ply);
  if (score > alpha && score < beta)
    score = -alpha_beta (s, child, -beta, -alpha, depth, ply);
  return score;
}

/* Step 6b: the singular extension of the table's move (the first one
 * searched): how many plies more it is searched (1, 0 or −1: a table
 * move that is not alone and already reached beta is searched a ply
 * less), or true with the node's score when another move also reaches
 * beta (multi-cut). */
static inline bool
singular_extension (LalaoSearch *s, Node *node, LalaoMove move, int *extension, int *score)
{
  const LalaoSearchParams *p = &s->params;
  const TableEntry *entry = &node->entry;
  int stored = score_from_table (entry->score, node->ply);

  *extension = 0;
  if (p->singular_depth == 0 || node->depth < p->singular_depth || node->ply == 0 || node->excluding
      || entry->depth < node->depth - p->singular_entry_lag || entry->bound == BOUND_UPPER
      || lalao_score_is_decisive (stored) || node->ply >= 2 * s->root_depth)
    return false;
  int singular_beta = stored - p->singular_margin * node->depth;
  s->excluding[node->ply] = true;
  s->excluded[node->ply] = move;
  int value = alpha_beta (s, node->pos, singular_beta - 1, singular_beta, (node->depth - 1) / 2, node->ply);
  s->excluding[node->ply] = false;
  s->pv_length[node->ply] = 0;
  if (s->stopped)
    return false;
  if (value < singular_beta)
    *extension = 1;
  else if (singular_beta >= node->beta)
    return decided (score, singular_beta);
  else if (stored >= node->beta)
    *extension = -1;
  return false;
}

/* Step 8: a cut-off by a move that teaches: it becomes the first killer;
 * the move gains in the history, and (with history_gravity) the quiet
 * ones tried before it, which did not cut, lose as much. */
static inline void
update_cutoff_stats (LalaoSearch *s, const Node *node, LalaoMove move, int index,
                     const LalaoMove *quiets_tried, const int *quiet_indices, int n_quiets_tried)
{
  const LalaoSearchParams *p = &s->params;
  int depth = node->depth, ply = node->ply;

  if (!lalao_move_equal (move, s->killers[ply][0]))
    {
      s->killers[ply][1] = s->killers[ply][0];
      s->killers[ply][0] = move;
    }
  if (!p->history_gravity)
    {
      reference_history (s, move, depth);
      return;
    }
  int bonus = depth * depth * p->history_bonus_per_depth2;
  bonus = bonus < p->history_bonus_max ? bonus : p->history_bonus_max;
  update_history (history_slot (s, move), bonus, p->history_max);
  if (index >= 0)
    update_continuation (s, ply, index, bonus, p->history_max);
  for (int j = 0; j < n_quiets_tried; j++)
    {
      update_history (history_slot (s, quiets_tried[j]), -bonus, p->history_max);
      if (quiet_indices[j] >= 0)
        update_continuation (s, ply, quiet_indices[j], -bonus, p->history_max);
    }
}

/* What the search found of a node teaches the correction history how
 * far its static score was wrong, when the best move is quiet (a capture
 * changes what the static score could see) and the bound says on which
 * side the truth lies. A deeper search says more. */
static inline void
update_correction (const Node *node, int best_score, int bound)
{
  if (node->correction == NULL || lalao_score_is_decisive (best_score)
      || (bound == BOUND_LOWER && best_score <= node->static_eval)
      || (bound == BOUND_UPPER && best_score >= node->static_eval))
    return;
  int bonus = (best_score - node->static_eval) * node->depth / 8;
  bonus = bonus > CORRECTION_MAX / 4 ? CORRECTION_MAX / 4 : bonus < -CORRECTION_MAX / 4 ? -CORRECTION_MAX / 4 : bonus;
  int h = *node->correction;
  update_history (&h, bonus, CORRECTION_MAX);
  *node->correction = (int16_t) h;
}

/* What the move loop of one node keeps from move to move. */
typedef struct {
  LalaoMove quiets_tried[MAX_QUIETS_TRIED];
  int quiet_indices[MAX_QUIETS_TRIED];
  int n_quiets_tried, n_late_quiets;
  int best_score;
  LalaoMove best_move;
  bool best_quiet;
} MoveLoop;

/* What searching one move leaves the loop to do. */
typedef enum {
  MOVE_NEXT,    /* go on with the next move */
  MOVE_CUT,     /* the move reached beta: no more moves */
  MOVE_RETURN,  /* the node's score is decided (a multi-cut, or the
                   search stopped) */
} MoveOutcome;

/* Searches the i-th move, of ordering score `order`, and updates the
 * loop; on MOVE_RETURN the node's score is in *ret. */
static inline MoveOutcome
try_move (LalaoSearch *s, Node *node, MoveLoop *loop, LalaoMove move, int order, int i, int *ret)
{
  /* A capture the static exchange says loses is ordered near
   * BAD_CAPTURE, below every quiet move's history. */
  bool losing_capture = order <= BAD_CAPTURE / 2;
  bool quiet = order < ORDER_KILLER && !losing_capture;
  bool teacher = teaches (s, node, move, order, quiet);
  int index = continuation_index (s, node->pos, move);
  int extension = 0;
  LalaoPosition child;

  if (node->excluding && lalao_move_equal (move, s->excluded[node->ply]))
    return MOVE_NEXT;
  if (i == 0 && order == ORDER_TABLE_MOVE && singular_extension (s, node, move, &extension, ret))
    return MOVE_RETURN;

  if (node->futile_moves && quiet && i > 0 && prune_move (s, node, move, loop->best_score, loop->n_late_quiets))
    return MOVE_NEXT;
  int history = quiet ? quiet_history (s, node->ply, move, index) : 0;
  s->engine->play (node->pos, move, &child, NULL);
  s->followed[node->ply] = index >= 0 ? s->continuation[index] : s->no_continuation;
  /* A losing capture is reduced as a quiet move is (its history counts
   * 0): ordered after them, it is as rarely the best (docs/ai.md). */
  bool reducible = quiet || losing_capture;
  int score = search_move (s, node, &child, i, reducible, history, extension);
  if (s->stopped)
    {
      *ret = 0;
      return MOVE_RETURN;
    }
  if (score > loop->best_score)
    {
      loop->best_score = score;
      loop->best_move = move;
      loop->best_quiet = order < ORDER_CAPTURE && !losing_capture;
      if (score > node->alpha)
        {
          node->alpha = score;
          update_pv (s, node->ply, move);
          if (score >= node->beta)
            {
              if (teacher)
                update_cutoff_stats (s, node, move, index, loop->quiets_tried, loop->quiet_indices,
                                     loop->n_quiets_tried);
              return MOVE_CUT;
            }
        }
    }
  if (teacher && loop->n_quiets_tried < MAX_QUIETS_TRIED)
    {
      loop->quiet_indices[loop->n_quiets_tried] = index;
      loop->quiets_tried[loop->n_quiets_tried++] = move;
    }
  loop->n_late_quiets += quiet;
  return MOVE_NEXT;
}

/* The moves, best-ordered first, until one cuts; then the table's new
 * entry (step 9). With table_move_first, the table's move is searched
 * before the others are generated: when it cuts, as it mostly does, they
 * never are, and when it does not they are ordered by what its search
 * taught the history. (The table's move is played unchecked: an entry
 * is found by the whole 64 bits of the key, so it is this position's.)
 * The node's best score, or 0 if the search stopped. */
static inline int
search_moves (LalaoSearch *s, Node *node, const LalaoMove *table_move)
{
  MoveLoop loop = { .n_quiets_tried = 0, .n_late_quiets = 0, .best_score = -INFINITE_SCORE,
                    .best_quiet = true };
  int original_alpha = node->alpha, ret;
  bool table_first = s->params.table_move_first && table_move != NULL && node->n == 0 && !node->excluding;
  MoveOutcome outcome = MOVE_NEXT;

  if (table_first)
    {
      loop.best_move = *table_move;
      outcome = try_move (s, node, &loop, *table_move, ORDER_TABLE_MOVE, 0, &ret);
      if (outcome == MOVE_RETURN)
        return ret;
    }
  if (outcome == MOVE_NEXT)
    {
      LalaoMove *moves = node->moves;
      if (node->n == 0 && (node->n = s->engine->legal_moves (node->pos, moves)) == 0)
        return result_score (s->engine->status (node->pos, 1), node->side, node->ply);
      if (!table_first)
        loop.best_move = moves[0];
      score_moves (s, node->pos, moves, node->n, table_move, node->ply, node->scores);
      for (int i = 0; i < node->n && outcome == MOVE_NEXT; i++)
        {
          pick_next (moves, node->scores, node->n, i);
          if (table_first && node->scores[i] == ORDER_TABLE_MOVE)
            continue;  /* searched already */
          outcome = try_move (s, node, &loop, moves[i], node->scores[i], i, &ret);
          if (outcome == MOVE_RETURN)
            return ret;
        }
    }

  int best_score = loop.best_score;
  if (node->excluding)
    return best_score > -INFINITE_SCORE ? best_score : node->alpha;
  int bound = best_score >= node->beta ? BOUND_LOWER : best_score > original_alpha ? BOUND_EXACT : BOUND_UPPER;
  if (loop.best_quiet)
    update_correction (node, best_score, bound);
  table_store (s, node->key, loop.best_move, score_to_table (best_score, node->ply), node->depth, bound,
               node->raw_eval);
  return best_score;
}

static int
alpha_beta (LalaoSearch *s, const LalaoPosition *pos, int alpha, int beta, int depth, int ply)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int scores[LALAO_MAX_MOVES];
  int score;

  if (depth <= 0)
    return quiescence (s, pos, alpha, beta, ply, 0);
  s->pv_length[ply] = 0;
  if (out_of_budget (s))
    return 0;

  Node node = { .pos = pos, .alpha = alpha, .beta = beta, .depth = depth, .ply = ply,
                .pv_node = beta - alpha > 1, .excluding = s->excluding[ply], .moves = moves,
                .scores = scores };
  if (node_ends (s, &node, &score))
    return score;
  /* No check extension: Samantsy's many checks cost two plies of depth
   * (docs/ai.md, 22c2e28); the evasions are all searched all the same. */
  if (mate_distance (&node, &score))
    return score;
  if (node.in_table && table_cutoff (s, &node, &score))
    return score;

  static_evaluation (s, &node);
  if (reverse_futility (s, &node, &score) || null_move (s, &node, &score))
    return score;
  iterative_reduction (s, &node);
  return search_moves (s, &node, node.in_table ? &node.entry.move : NULL);
}

/* Weak levels: every root move gets an exact score at this depth, then
 * noise decides among the moves whose score is close to the best. */
static bool
noisy_root (LalaoSearch *s, const LalaoPosition *pos, const LalaoMove *moves, int n, int depth,
            uint64_t *random, LalaoMove *chosen, int *chosen_score)
{
  LalaoPosition child;
  int best = -INFINITE_SCORE;

  s->path[s->n_history] = s->engine->hash (pos);
  for (int i = 0; i < n; i++)
    {
      s->engine->play (pos, moves[i], &child, NULL);
      int score = -alpha_beta (s, &child, -INFINITE_SCORE, INFINITE_SCORE, depth - 1, 1);
      if (s->stopped)
        return false;
      int noise = (int) (lalao_random_next (random) % (uint64_t) (2 * s->limits.noise + 1)) - s->limits.noise;
      if (lalao_score_is_decisive (score))
        noise = 0;  /* even a beginner sees a win in one */
      if (score + noise > best)
        {
          best = score + noise;
          *chosen = moves[i];
          *chosen_score = score;
        }
    }
  return true;
}

static void
fill_info (LalaoSearch *s, LalaoSearchInfo *info, int depth, int score)
{
  info->has_move = true;
  info->score = score;
  info->depth = depth;
  info->seldepth = s->seldepth;
  info->nodes = s->nodes;
  for (int i = 0; i < s->n_running; i++)
    info->nodes += atomic_load_explicit (&s->helpers[i]->nodes_seen, memory_order_relaxed);
  info->elapsed_ms = elapsed_ms (s);
  info->pv_length = s->pv_length[0];
  memcpy (info->pv, s->pv[0], sizeof (LalaoMove) * (size_t) info->pv_length);
  if (info->pv_length > 0)
    info->best = info->pv[0];
  else
    {
      info->pv[0] = info->best;
      info->pv_length = 1;
    }
}

/* Sets s up for a new search within limits. */
static void
prepare (LalaoSearch *s, const LalaoSearchLimits *limits)
{
  clock_gettime (CLOCK_MONOTONIC, &s->started);
  s->limits = *limits;
  s->params = limits->reference ? reference_params : playing_params;
  s->evaluate = s->params.reference_evaluation && s->engine->reference_evaluate != NULL
                  ? s->engine->reference_evaluate : s->engine->evaluate;
  s->nodes = 0;
  atomic_store_explicit (&s->nodes_seen, 0, memory_order_relaxed);
  s->seldepth = 0;
  s->stopped = atomic_load (&s->stop_requested);
  memset (s->killers, 0, sizeof s->killers);
  memset (s->passed, 0, sizeof s->passed);
  memset (s->excluding, 0, sizeof s->excluding);
  for (int ply = 0; ply < LALAO_SEARCH_MAX_PLY; ply++)
    s->followed[ply] = s->no_continuation;  /* the weak levels' root moves set none */
  s->null_min_ply = 0;
  s->root_depth = 0;
}

/* The root's score at depth: in a narrow window around the previous
 * depth's score first, widened on the side that fails until the score
 * falls inside (or the search stops). */
static int
aspiration (LalaoSearch *s, const LalaoPosition *pos, int depth, int previous)
{
  const LalaoSearchParams *p = &s->params;
  int window = depth >= p->aspiration_depth && !lalao_score_is_decisive (previous)
               ? p->aspiration_window : INFINITE_SCORE;
  int alpha = previous - window, beta = previous + window;

  for (;;)
    {
      if (alpha < -INFINITE_SCORE)
        alpha = -INFINITE_SCORE;
      if (beta > INFINITE_SCORE)
        beta = INFINITE_SCORE;
      int score = alpha_beta (s, pos, alpha, beta, depth, 0);
      if (s->stopped)
        return score;
      if (score <= alpha)
        alpha -= window *= p->aspiration_widening;
      else if (score >= beta)
        beta += window *= p->aspiration_widening;
      else
        return score;
    }
}

/* Iterative deepening from first_depth, the n root moves given; result
 * is filled after each finished depth. */
static void
iterate (LalaoSearch *s, const LalaoPosition *pos, const LalaoMove *moves, int n, int first_depth,
         LalaoSearchReport report, void *user_data, LalaoSearchInfo *result)
{
  const LalaoSearchParams *p = &s->params;
  int deepest = LALAO_SEARCH_MAX_PLY - p->quiescence_plies - 2;
  int max_depth = s->limits.depth > 0 && s->limits.depth < deepest ? s->limits.depth : deepest;
  uint64_t random = s->limits.seed ^ 0x5eed;
  int previous = 0;

  for (int depth = first_depth; depth <= max_depth; depth++)
    {
      int score = 0;
      s->root_depth = depth;
      s->seldepth = 0;
      if (s->limits.noise > 0)
        {
          LalaoMove chosen;
          if (!noisy_root (s, pos, moves, n, depth, &random, &chosen, &score))
            break;
          s->pv_length[0] = 1;
          s->pv[0][0] = chosen;
        }
      else
        {
          score = aspiration (s, pos, depth, previous);
          /* A stopped iteration still improves on the last one when a
           * root move was searched through and raised alpha: the previous
           * best comes first, so that move is at least as good. */
          if (s->stopped)
            {
              if (s->pv_length[0] > 0 && !lalao_move_equal (s->pv[0][0], result->best))
                {
                  result->best = s->pv[0][0];
                  result->pv[0] = result->best;
                  result->pv_length = 1;
                }
              break;
            }
        }
      previous = score;
      fill_info (s, result, depth, score);
      if (report)
        report (result, user_data);
      if (lalao_score_is_decisive (score) && lalao_score_plies_to_end (score) <= depth)
        break;  /* the end is in sight: deeper cannot change it */
      if (s->limits.movetime_ms && !s->limits.all_of_movetime && depth >= s->limits.min_depth
          && elapsed_ms (s) * 2 > s->limits.movetime_ms)
        break;  /* the next depth would not finish in time */
      if (n == 1 && s->limits.depth == 0 && depth >= p->single_reply_depth)
        break;  /* only one move: play it, once its score is a searched one */
    }
}

/* Lazy SMP: helper threads search the same position, each to its own
 * depths, with their own killers and history but sharing the table, so
 * that what one finds the others (and the main thread) read. Only the
 * main thread's result is played. */
typedef struct {
  LalaoSearch *helper;
  const LalaoPosition *pos;
  const LalaoMove *moves;
  int n, first_depth;
} Helper;

static void *
run_helper (void *data)
{
  Helper *h = data;
  LalaoSearchInfo ignored = { 0 };
  iterate (h->helper, h->pos, h->moves, h->n, h->first_depth, NULL, NULL, &ignored);
  return NULL;
}

/* The helpers s->limits asks for, made ready to start; how many are. */
static int
ready_helpers (LalaoSearch *s)
{
  int wanted = s->limits.threads - 1;
  /* Node budgets, noise and the reference search must give the same
   * result every time: they stay on one thread. */
  if (wanted <= 0 || s->limits.nodes || s->limits.noise || s->params.one_thread)
    return 0;
  if (wanted > LALAO_SEARCH_MAX_THREADS - 1)
    wanted = LALAO_SEARCH_MAX_THREADS - 1;
  int ready = 0;
  for (; ready < wanted; ready++)
    {
      LalaoSearch *h = s->helpers[ready];
      if (h == NULL && (h = s->helpers[ready] = calloc (1, sizeof *h)) == NULL)
        break;
      h->engine = s->engine;
      h->endgame = s->endgame;
      h->table = s->table;
      h->table_mask = s->table_mask;
      h->n_history = s->n_history;
      memcpy (h->path, s->path, (size_t) s->n_history * sizeof *s->path);
      LalaoSearchLimits limits = s->limits;
      limits.movetime_ms = 0;  /* the main thread says when to stop */
      limits.threads = 1;
      atomic_store (&h->stop_requested, false);
      prepare (h, &limits);
    }
  return ready;
}

void
lalao_search_set_endgame (LalaoSearch *s, const LalaoEndgameSet *tables)
{
  s->endgame = tables;
}

/* How good a child's value is for the mover (higher better): wins
 * sooner first, then draws, then losses later. Unknown children rank as
 * draws would but below them. */
static int
endgame_rank (LalaoEndgameValue child)
{
  switch (child.kind)
    {
    case LALAO_ENDGAME_LOSS: return 2 * LALAO_SCORE_WIN - child.plies;
    case LALAO_ENDGAME_WIN: return -2 * LALAO_SCORE_WIN + child.plies;
    case LALAO_ENDGAME_DRAW: return 1;
    default: return 0;
    }
}

/* A root the tables hold: the best move by the tables, without search.
 * Among drawing moves, the one the evaluation likes best. */
static bool
endgame_root (LalaoSearch *s, const LalaoPosition *pos, const LalaoMove *moves, int n,
              LalaoSearchReport report, void *user_data, LalaoSearchInfo *result)
{
  const LalaoEngine *e = s->engine;
  LalaoEndgameValue root = lalao_endgame_lookup (s->endgame, pos);
  int best = -1, best_rank = 0, best_eval = 0;

  if (root.kind != LALAO_ENDGAME_WIN && root.kind != LALAO_ENDGAME_LOSS && root.kind != LALAO_ENDGAME_DRAW)
    return false;
  for (int i = 0; i < n; i++)
    {
      LalaoPosition child;
      e->play (pos, moves[i], &child, NULL);
      int rank = endgame_rank (lalao_endgame_probe (s->endgame, &child));
      int eval = -s->evaluate (&child);
      if (best < 0 || rank > best_rank || (rank == best_rank && eval > best_eval))
        {
          best = i;
          best_rank = rank;
          best_eval = eval;
        }
    }
  result->best = moves[best];
  result->pv[0] = moves[best];
  result->pv_length = 1;
  result->depth = result->seldepth = 1;
  result->nodes = (uint64_t) n;
  result->score = root.kind == LALAO_ENDGAME_WIN ? LALAO_SCORE_WIN - root.plies
                  : root.kind == LALAO_ENDGAME_LOSS ? -(LALAO_SCORE_WIN - root.plies) : 0;
  result->elapsed_ms = elapsed_ms (s);
  if (report != NULL)
    report (result, user_data);
  return true;
}

void
lalao_search_run (LalaoSearch *s, const LalaoPosition *pos, const LalaoSearchLimits *limits,
                  LalaoSearchReport report, void *user_data, LalaoSearchInfo *result)
{
  LalaoMove moves[LALAO_MAX_MOVES];

  static pthread_once_t reductions_filled = PTHREAD_ONCE_INIT;
  pthread_once (&reductions_filled, fill_reductions);
  memset (result, 0, sizeof *result);
  prepare (s, limits);

  int n = s->engine->legal_moves (pos, moves);
  if (n == 0)
    return;
  /* Something to play even if stopped at once. */
  result->has_move = true;
  result->best = moves[0];
  result->pv[0] = moves[0];
  result->pv_length = 1;
  if (s->endgame != NULL && limits->endgame && endgame_root (s, pos, moves, n, report, user_data, result))
    return;

  Helper jobs[LALAO_SEARCH_MAX_THREADS - 1];
  pthread_t threads[LALAO_SEARCH_MAX_THREADS - 1];
  int n_helpers = 0;
  for (int ready = ready_helpers (s); n_helpers < ready; n_helpers++)
    {
      /* Every other helper (the first among them) one ply ahead of the
       * main thread, so that they do not all search the same depth at
       * the same time. */
      jobs[n_helpers] = (Helper) { s->helpers[n_helpers], pos, moves, n, 2 - n_helpers % 2 };
      if (pthread_create (&threads[n_helpers], NULL, run_helper, &jobs[n_helpers]) != 0)
        break;
    }

  s->n_running = n_helpers;
  iterate (s, pos, moves, n, 1, report, user_data, result);

  uint64_t nodes = s->nodes;
  for (int i = 0; i < n_helpers; i++)
    {
      lalao_search_stop (s->helpers[i]);
      pthread_join (threads[i], NULL);
      nodes += s->helpers[i]->nodes;
    }
  s->n_running = 0;
  result->nodes = nodes;
  result->elapsed_ms = elapsed_ms (s);
}
