/* lalao-exercise.c — exercises judged by their goal, not by one answer.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything an exercise looks at is read from the traces of the moves
 * (what was taken, how many captures a turn made, where a piece ended),
 * so one judge serves the four games.
 */
#define G_LOG_DOMAIN "lalao-exercise"

#include "config.h"

#include <stdlib.h>

#include "lalao-exercise.h"
#include "lalao-explainer-private.h"

/* Plies the engine looks ahead when an exercise does not say. */
#define DEFAULT_REPLY_DEPTH 2
/* A reply never takes long: the search stops after this many positions. */
#define REPLY_NODES 400000
#define REPLY_TABLE_BYTES (1u << 20)
/* The verdict's search: enough positions for the depth to finish in
 * every game's exercises (`lalao-cli course --check` says when not). */
#define VERDICT_NODES 60000000
/* Plies of the engine's judgement at the end of a "hold". */
#define HOLD_DEPTH 4

static const struct {
  const char *word;
  LalaoGoalKind kind;
  gboolean needs_n;       /* "capture 3" */
  gboolean needs_points;  /* "reach c3 d4" */
  gboolean failure;       /* a failure condition, not a goal */
  gboolean own;           /* a goal of the games whose explainer lists it in own_goals */
} goal_words[] = {
  { "capture", LALAO_GOAL_CAPTURE, TRUE, FALSE, FALSE, FALSE },
  { "capture-all", LALAO_GOAL_CAPTURE_ALL, FALSE, FALSE, FALSE, FALSE },
  { "win", LALAO_GOAL_WIN, FALSE, FALSE, FALSE, FALSE },
  { "harvest", LALAO_GOAL_HARVEST, TRUE, FALSE, FALSE, TRUE },
  { "chain", LALAO_GOAL_CHAIN, TRUE, FALSE, FALSE, TRUE },
  { "loop", LALAO_GOAL_LOOP, TRUE, FALSE, FALSE, TRUE },
  { "reach", LALAO_GOAL_REACH, FALSE, TRUE, FALSE, FALSE },
  { "survive", LALAO_GOAL_SURVIVE, TRUE, FALSE, FALSE, FALSE },
  { "promote", LALAO_GOAL_PROMOTE, FALSE, FALSE, FALSE, TRUE },
  { "grenier", LALAO_GOAL_GRENIER, FALSE, FALSE, FALSE, TRUE },
  { "hold", LALAO_GOAL_HOLD, TRUE, FALSE, FALSE, FALSE },
  { "lose", LALAO_GOAL_LOSE, TRUE, FALSE, TRUE, FALSE },
  { "capturable", LALAO_GOAL_CAPTURABLE, FALSE, FALSE, TRUE, FALSE },
};

static gboolean
game_has_goal (const LalaoEngine *engine, LalaoGoalKind kind)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  return game != NULL && (game->own_goals & (1u << kind)) != 0;
}

int
lalao_point_index (const LalaoEngine *e, const char *name)
{
  char buf[16];

  for (int i = 0; i < 128; i++)
    {
      e->point_name (i, buf);
      if (g_str_equal (buf, name))
        return i;
    }
  return -1;
}

gboolean
lalao_goal_read (const LalaoEngine *engine, const char *text, gboolean failure, LalaoGoal *goal, GError **error)
{
  g_auto (GStrv) words = g_strsplit_set (text, " ", -1);
  guint n_words = g_strv_length (words);

  memset (goal, 0, sizeof *goal);
  for (gsize i = 0; i < G_N_ELEMENTS (goal_words); i++)
    {
      if (n_words == 0 || !g_str_equal (words[0], goal_words[i].word))
        continue;
      if (goal_words[i].failure != failure)
        break;
      if (goal_words[i].own && !game_has_goal (engine, goal_words[i].kind))
        {
          g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "“%s” is not a goal of %s", words[0],
                       engine->name);
          return FALSE;
        }
      goal->kind = goal_words[i].kind;
      if (goal_words[i].needs_n)
        {
          char *end = NULL;
          long n = n_words == 2 ? strtol (words[1], &end, 10) : 0;
          if (n_words != 2 || *end != '\0' || n < 1 || n > 99)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                           "“%s” needs one number from 1 to 99", words[0]);
              return FALSE;
            }
          goal->n = (int) n;
        }
      else if (goal_words[i].needs_points)
        {
          for (guint w = 1; w < n_words; w++)
            {
              int point = lalao_point_index (engine, words[w]);
              if (point < 0 || goal->n_points == LALAO_EXERCISE_MAX_POINTS)
                {
                  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT,
                               "“%s” is not a point of %s, or one too many", words[w], engine->name);
                  return FALSE;
                }
              goal->points[goal->n_points++] = point;
            }
          if (goal->n_points == 0)
            {
              g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "“reach” needs points");
              return FALSE;
            }
        }
      else if (n_words != 1)
        break;
      return TRUE;
    }
  g_set_error (error, G_MARKUP_ERROR, G_MARKUP_ERROR_INVALID_CONTENT, "“%s” is not a %s", text,
               failure ? "failure condition" : "goal");
  return FALSE;
}

void
lalao_move_tally (const LalaoEngine *e, LalaoPosition *pos, LalaoMove move, LalaoMoveTally *t)
{
  LalaoTrace trace;

  memset (t, 0, sizeof *t);
  t->last_point = move.to;
  lalao_trace_clear (&trace);
  e->play (pos, move, pos, &trace);
  for (int i = 0; i < trace.n; i++)
    {
      const LalaoEvent *ev = &trace.events[i];
      switch (ev->kind)
        {
        case LALAO_EVENT_PIECE_CAPTURED:
        case LALAO_EVENT_STONE_CAPTURED:
        case LALAO_EVENT_LONE_SEED_CAPTURED:
          t->taken++;
          break;
        case LALAO_EVENT_CIRCUIT_CAPTURE:
          /* The piece taken has its own event; d < 0: a move, not a capture. */
          t->loops = MAX (t->loops, ev->d);
          t->last_point = ev->b;
          break;
        case LALAO_EVENT_HARVEST:
          t->taken += ev->b;
          break;
        case LALAO_EVENT_STEP:
          t->chain += ev->c != 0;
          t->last_point = ev->b;
          break;
        case LALAO_EVENT_PIECE_MOVED:
          t->last_point = ev->b;
          break;
        case LALAO_EVENT_PROMOTED:
          t->promoted = TRUE;
          break;
        case LALAO_EVENT_GRENIER:
          t->grenier = TRUE;
          break;
        default:
          break;
        }
    }
}

/* Whether the side to move has a move that takes something. */
static gboolean
can_capture (const LalaoEngine *e, const LalaoPosition *pos)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      LalaoMoveTally t;
      lalao_position_copy (&after, pos, e);
      lalao_move_tally (e, &after, moves[i], &t);
      if (t.taken > 0)
        return TRUE;
    }
  return FALSE;
}

static gboolean
learner_won (const LalaoExerciseRun *run, LalaoStatus status)
{
  return status.result == (run->learner == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS);
}

/* Whether the engine, thinking a few plies, does not find the learner
 * (to move) clearly worse. */
static gboolean
judged_holding (const LalaoExerciseRun *run)
{
  LalaoSearch *search = lalao_search_new (run->engine, REPLY_TABLE_BYTES);
  LalaoSearchLimits limits = { .depth = HOLD_DEPTH, .nodes = REPLY_NODES, .reference = true };
  LalaoSearchInfo info;

  lalao_search_run (search, &run->position, &limits, NULL, NULL, &info);
  lalao_search_free (search);
  return info.score >= LALAO_EXERCISE_HOLD_MARGIN;
}

/* The goal, as it stands; `after_reply` for the goals that need the
 * opponent's answer before they count. */
static gboolean
goal_reached (const LalaoExerciseRun *run, LalaoStatus status, gboolean after_reply)
{
  const LalaoGoal *g = &run->exercise->success;
  LalaoSide opponent = run->learner == LALAO_FIRST ? LALAO_SECOND : LALAO_FIRST;

  switch (g->kind)
    {
    case LALAO_GOAL_CAPTURE:
      return run->taken >= g->n;
    case LALAO_GOAL_CAPTURE_ALL:
      return run->engine->material (&run->position, opponent) == 0;
    case LALAO_GOAL_WIN:
      return learner_won (run, status);
    case LALAO_GOAL_HARVEST:
      return run->best_take >= g->n;
    case LALAO_GOAL_CHAIN:
      return run->best_chain >= g->n;
    case LALAO_GOAL_LOOP:
      return run->best_loops >= g->n;
    case LALAO_GOAL_REACH:
      return run->reached;
    case LALAO_GOAL_SURVIVE:
      return after_reply && run->replies >= g->n && run->lost == 0;
    case LALAO_GOAL_HOLD:
      return after_reply && run->replies >= g->n && status.result == LALAO_ONGOING && judged_holding (run);
    case LALAO_GOAL_PROMOTE:
      return run->promoted;
    case LALAO_GOAL_GRENIER:
      return run->grenier;
    default:
      return FALSE;
    }
}

static gboolean
has_failure (const LalaoExercise *ex, LalaoGoalKind kind)
{
  for (int i = 0; i < ex->n_failures; i++)
    if (ex->failures[i].kind == kind)
      return TRUE;
  return FALSE;
}

int
lalao_exercise_verdict_depth (const LalaoExercise *exercise)
{
  return 2 * exercise->limit - 1 + 4;
}

gboolean
lalao_exercise_run_verdict_due (const LalaoExerciseRun *run)
{
  const LalaoExercise *ex = run->exercise;
  return run->state == LALAO_EXERCISE_GOING_ON
         && (run->goal_met || (ex->success.kind == LALAO_GOAL_SURVIVE && run->moves >= ex->success.n));
}

static LalaoExerciseState
fail (LalaoExerciseRun *run, LalaoExerciseFailure why)
{
  run->failure = why;
  return run->state = LALAO_EXERCISE_FAILED;
}

void
lalao_exercise_run_start (LalaoExerciseRun *run, const LalaoExercise *exercise, const LalaoEngine *engine,
                          const LalaoPosition *start)
{
  memset (run, 0, sizeof *run);
  run->exercise = exercise;
  run->engine = engine;
  lalao_position_copy (&run->position, start, engine);
  run->learner = engine->side_to_move (start);
}

LalaoExerciseState
lalao_exercise_run_learner (LalaoExerciseRun *run, LalaoMove move)
{
  const LalaoExercise *ex = run->exercise;
  LalaoMoveTally t;
  LalaoStatus status;

  g_return_val_if_fail (run->state == LALAO_EXERCISE_GOING_ON, run->state);
  lalao_move_tally (run->engine, &run->position, move, &t);
  run->moves++;
  run->taken += t.taken;
  run->best_take = MAX (run->best_take, t.taken);
  run->best_chain = MAX (run->best_chain, t.chain);
  run->best_loops = MAX (run->best_loops, t.loops);
  run->promoted |= t.promoted;
  run->grenier |= t.grenier;
  for (int i = 0; i < ex->success.n_points; i++)
    run->reached |= ex->success.points[i] == t.last_point;
  status = run->engine->status (&run->position, 1);
  /* A safety promise is judged before the goal: a capture that can be
   * taken back does not solve "capture, and leave nothing to take back". */
  if (status.result == LALAO_ONGOING)
    for (int i = 0; i < ex->n_failures; i++)
      if (ex->failures[i].kind == LALAO_GOAL_CAPTURABLE && can_capture (run->engine, &run->position))
        return fail (run, LALAO_EXERCISE_LEFT_CAPTURE);
  if (goal_reached (run, status, FALSE))
    {
      if (status.result != LALAO_ONGOING || !has_failure (ex, LALAO_GOAL_LOSE))
        return run->state = LALAO_EXERCISE_SOLVED;
      /* "lose none": the opponent's best reply says. */
      run->goal_met = TRUE;
      return LALAO_EXERCISE_GOING_ON;
    }
  if (status.result != LALAO_ONGOING)
    return fail (run, LALAO_EXERCISE_GAME_OVER);
  if (run->moves >= ex->limit && ex->success.kind != LALAO_GOAL_SURVIVE && ex->success.kind != LALAO_GOAL_HOLD)
    return fail (run, LALAO_EXERCISE_OUT_OF_MOVES);
  return LALAO_EXERCISE_GOING_ON;
}

gboolean
lalao_exercise_run_choose_reply (const LalaoExerciseRun *run, LalaoSearch *search, LalaoMove *reply)
{
  LalaoSearchInfo info;
  return lalao_exercise_run_choose_reply_info (run, search, reply, &info);
}

gboolean
lalao_exercise_run_choose_reply_info (const LalaoExerciseRun *run, LalaoSearch *search, LalaoMove *reply,
                                      LalaoSearchInfo *info)
{
  const LalaoExercise *ex = run->exercise;
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = run->engine->legal_moves (&run->position, moves);
  LalaoSearchLimits limits = { .reference = true };
  LalaoSearch *own = NULL;
  gboolean verdict = lalao_exercise_run_verdict_due (run);

  memset (info, 0, sizeof *info);
  if (n == 0)
    return FALSE;
  /* The script's move when it is legal here; the engine's otherwise. */
  if (!verdict && ex->script != NULL && (guint) run->replies < g_strv_length (ex->script))
    for (int i = 0; i < n; i++)
      {
        char text[LALAO_MOVE_TEXT_MAX];
        run->engine->format_move (&run->position, moves[i], text);
        if (g_str_equal (text, ex->script[run->replies]))
          {
            *reply = moves[i];
            return TRUE;
          }
      }
  if (n == 1)
    {
      *reply = moves[0];
      return TRUE;
    }
  /* The same reply to the same moves: a fresh table, no noise. */
  if (search == NULL)
    search = own = lalao_search_new (run->engine, REPLY_TABLE_BYTES);
  lalao_search_clear (search);
  limits.depth = ex->reply_depth > 0 ? ex->reply_depth : DEFAULT_REPLY_DEPTH;
  limits.nodes = REPLY_NODES;
  if (verdict)
    {
      limits.depth = MAX (limits.depth, lalao_exercise_verdict_depth (ex));
      limits.nodes = VERDICT_NODES;
    }
  lalao_search_run (search, &run->position, &limits, NULL, NULL, info);
  if (own != NULL)
    lalao_search_free (own);
  *reply = info->has_move ? info->best : moves[0];
  return TRUE;
}

LalaoExerciseState
lalao_exercise_run_opponent (LalaoExerciseRun *run, LalaoMove reply)
{
  const LalaoExercise *ex = run->exercise;
  LalaoMoveTally t;
  LalaoStatus status;

  g_return_val_if_fail (run->state == LALAO_EXERCISE_GOING_ON, run->state);
  lalao_move_tally (run->engine, &run->position, reply, &t);
  run->replies++;
  run->lost += t.taken;
  status = run->engine->status (&run->position, 1);
  for (int i = 0; i < ex->n_failures; i++)
    if (ex->failures[i].kind == LALAO_GOAL_LOSE && run->lost >= ex->failures[i].n)
      return fail (run, LALAO_EXERCISE_LOST_MATERIAL);
  if (run->goal_met)
    {
      /* The verdict: the best reply took less than the promise allows. */
      if (status.result != LALAO_ONGOING && !learner_won (run, status))
        return fail (run, LALAO_EXERCISE_GAME_OVER);
      return run->state = LALAO_EXERCISE_SOLVED;
    }
  if (goal_reached (run, status, TRUE))
    return run->state = LALAO_EXERCISE_SOLVED;
  if (status.result != LALAO_ONGOING)
    return fail (run, LALAO_EXERCISE_GAME_OVER);
  if (ex->success.kind == LALAO_GOAL_HOLD && run->replies >= ex->success.n)
    return fail (run, LALAO_EXERCISE_JUDGED_WORSE);
  if (run->moves >= ex->limit)
    return fail (run, LALAO_EXERCISE_OUT_OF_MOVES);
  return LALAO_EXERCISE_GOING_ON;
}

int
lalao_exercise_stars (const LalaoExercise *exercise, int moves, int hints)
{
  int stars = 3 - hints - (moves > exercise->par ? 1 : 0);
  return CLAMP (stars, 1, 3);
}

typedef struct {
  LalaoSearch *search;
  guint64 budget;
  LalaoMove *line;
  int length;
} Solver;

static int
by_hint (const void *a, const void *b)
{
  const int *x = a, *y = b;
  return y[0] - x[0];
}

/* Depth-first over the learner's moves, at most `depth` of them; the
 * likeliest moves (captures, promotions) first. */
static gboolean
solve (Solver *s, const LalaoExerciseRun *run, int depth, int ply)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int order[LALAO_MAX_MOVES][2];
  int n = run->engine->legal_moves (&run->position, moves);

  for (int i = 0; i < n; i++)
    {
      order[i][0] = run->engine->order_hint (&run->position, moves[i]);
      order[i][1] = i;
    }
  qsort (order, (size_t) n, sizeof order[0], by_hint);
  for (int k = 0; k < n; k++)
    {
      LalaoExerciseRun next = *run;
      LalaoMove move = moves[order[k][1]], reply;

      if (s->budget == 0)
        return FALSE;
      s->budget--;
      s->line[ply] = move;
      s->length = ply + 1;
      if (lalao_exercise_run_learner (&next, move) == LALAO_EXERCISE_SOLVED)
        return TRUE;
      /* Some goals count only once the opponent has answered. */
      if (next.state == LALAO_EXERCISE_FAILED || !lalao_exercise_run_choose_reply (&next, s->search, &reply))
        continue;
      if (lalao_exercise_run_opponent (&next, reply) == LALAO_EXERCISE_SOLVED)
        return TRUE;
      if (next.state == LALAO_EXERCISE_GOING_ON && depth > 1 && solve (s, &next, depth - 1, ply + 1))
        return TRUE;
    }
  return FALSE;
}

gboolean
lalao_exercise_solve (const LalaoExerciseRun *run, LalaoSearch *search, int max_moves, guint64 budget,
                      LalaoMove *line, int *n_line)
{
  Solver s = { search, budget, line, 0 };
  LalaoSearch *own = NULL;
  gboolean found = FALSE;

  g_return_val_if_fail (run->state == LALAO_EXERCISE_GOING_ON, FALSE);
  if (s.search == NULL)
    s.search = own = lalao_search_new (run->engine, REPLY_TABLE_BYTES);
  for (int depth = 1; depth <= max_moves && !found; depth++)
    if (solve (&s, run, depth, 0))
      {
        found = TRUE;
        *n_line = s.length;
      }
  if (own != NULL)
    lalao_search_free (own);
  return found;
}

/* The proof's transposition table: what is known of a position with its
 * counters, from the learner's side, by the learner's moves left: forced
 * within `forced_at` (0: not known), not forced within `refuted_at` (0:
 * not known), and the move that proved or refuted it. An entry is used
 * only when the whole position and every counter the goal looks at are
 * the same (a hash is only where to look), so the proof stays exact. */
#define PROOF_TABLE_BITS 15
#define PROOF_COUNTERS 10
#define PROOF_PLIES 64

typedef struct {
  gboolean used;
  LalaoPosition position;
  int counters[PROOF_COUNTERS];
  int forced_at, refuted_at;
  LalaoMove move;
  gboolean has_move;
} ProofEntry;

typedef struct {
  guint64 budget;
  gboolean out;
  ProofEntry *table; /* NULL for the goals judged on the replies' count */
  LalaoMove killers[PROOF_PLIES]; /* the answer that last held, by ply */
  gboolean has_killer[PROOF_PLIES];
} Prover;

/* What, beyond the position, decides whether the goal can still be
 * forced, and whose move it is in the proof (`attack`). */
static void
proof_counters (const LalaoExerciseRun *run, gboolean attack, int *c)
{
  c[0] = run->taken;
  c[1] = run->lost;
  c[2] = run->best_take;
  c[3] = run->best_chain;
  c[4] = run->best_loops;
  c[5] = run->reached;
  c[6] = run->promoted;
  c[7] = run->grenier;
  c[8] = run->goal_met;
  c[9] = attack;
}

/* The run's entry: its own (*found), or its slot emptied for it. */
static ProofEntry *
proof_entry (Prover *p, const LalaoExerciseRun *run, gboolean attack, gboolean *found)
{
  int counters[PROOF_COUNTERS];
  guint64 key = run->engine->hash (&run->position);
  ProofEntry *e;

  proof_counters (run, attack, counters);
  for (int i = 0; i < PROOF_COUNTERS; i++)
    key = (key ^ (guint64) (counters[i] + 1)) * 0x9E3779B97F4A7C15ull;
  e = &p->table[(key >> 20) & ((1u << PROOF_TABLE_BITS) - 1)];
  *found = e->used && memcmp (&e->position, &run->position, run->engine->position_size) == 0
           && memcmp (e->counters, counters, sizeof counters) == 0;
  if (!*found)
    {
      memset (e, 0, sizeof *e);
      e->used = TRUE;
      lalao_position_copy (&e->position, &run->position, run->engine);
      memcpy (e->counters, counters, sizeof counters);
    }
  return e;
}

/* What the table says of the run with `moves_left`: FORCED, NOT_FORCED
 * or UNKNOWN, and in *hint the move that proved or refuted it before
 * (has_move FALSE when none). */
static LalaoProof
proof_lookup (Prover *p, const LalaoExerciseRun *run, gboolean attack, int moves_left, ProofEntry *hint)
{
  gboolean found;
  const ProofEntry *e;

  hint->has_move = FALSE;
  if (p->table == NULL)
    return LALAO_PROOF_UNKNOWN;
  e = proof_entry (p, run, attack, &found);
  if (!found)
    return LALAO_PROOF_UNKNOWN;
  hint->has_move = e->has_move;
  hint->move = e->move;
  if (e->forced_at > 0 && e->forced_at <= moves_left)
    return LALAO_PROOF_FORCED;
  if (e->refuted_at >= moves_left)
    return LALAO_PROOF_NOT_FORCED;
  return LALAO_PROOF_UNKNOWN;
}

/* Writes a result (more moves never make a forced goal harder, fewer
 * never make a refuted one easier) and the move that decided it. */
static void
proof_store (Prover *p, const LalaoExerciseRun *run, gboolean attack, LalaoProof result, int moves_left,
             const LalaoMove *move)
{
  gboolean found;
  ProofEntry *e;

  if (p->table == NULL || result == LALAO_PROOF_UNKNOWN)
    return;
  e = proof_entry (p, run, attack, &found);
  if (result == LALAO_PROOF_FORCED && (e->forced_at == 0 || moves_left < e->forced_at))
    e->forced_at = moves_left;
  if (result == LALAO_PROOF_NOT_FORCED)
    e->refuted_at = MAX (e->refuted_at, moves_left);
  if (move != NULL)
    {
      e->move = *move;
      e->has_move = TRUE;
    }
}

static gboolean
same_move (LalaoMove a, LalaoMove b)
{
  return memcmp (&a, &b, sizeof a) == 0;
}

/* Spends one position of the budget; FALSE when none is left. */
static gboolean
proof_spend (Prover *p)
{
  if (p->budget == 0)
    {
      p->out = TRUE;
      return FALSE;
    }
  p->budget--;
  return TRUE;
}

static LalaoProof prove_defence (Prover *p, const LalaoExerciseRun *run, int moves_left, int ply);

/* The order the learner's moves are tried in, most forcing first: the
 * table's move, then captures, each by the fewest answers it leaves the
 * opponent (a check leaves few). Each move is played once to see that:
 * *solved is one that reaches the goal at once (-1 when none). The moves
 * after which the run goes on, in order[][1]; how many. */
static int
attack_order (Prover *p, const LalaoExerciseRun *run, const LalaoMove *moves, int n, const ProofEntry *hint,
              int moves_left, int (*order)[2], int *solved)
{
  LalaoMove replies[LALAO_MAX_MOVES];
  int kept = 0;

  *solved = -1;
  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun next = *run;
      if (!proof_spend (p))
        return kept;
      if (lalao_exercise_run_learner (&next, moves[i]) == LALAO_EXERCISE_SOLVED)
        {
          *solved = i;
          return kept;
        }
      if (next.state != LALAO_EXERCISE_GOING_ON || moves_left <= 1)
        continue;
      order[kept][0] = run->engine->order_hint (&run->position, moves[i]) >= LALAO_HINT_NOISY ? 1000 : 0;
      order[kept][0] -= run->engine->legal_moves (&next.position, replies);
      if (hint->has_move && same_move (hint->move, moves[i]))
        order[kept][0] = G_MAXINT / 2;
      order[kept++][1] = i;
    }
  qsort (order, (size_t) kept, sizeof order[0], by_hint);
  return kept;
}

/* The learner to move: one move that wins against every defence. */
static LalaoProof
prove_attack (Prover *p, const LalaoExerciseRun *run, int moves_left, int ply, LalaoMove *first)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int order[LALAO_MAX_MOVES][2], n, kept, solved;
  gboolean unknown = FALSE;
  ProofEntry hint;
  LalaoProof known = proof_lookup (p, run, TRUE, moves_left, &hint);

  if (known == LALAO_PROOF_NOT_FORCED || (known == LALAO_PROOF_FORCED && first == NULL))
    return known;
  n = run->engine->legal_moves (&run->position, moves);
  kept = attack_order (p, run, moves, n, &hint, moves_left, order, &solved);
  if (solved >= 0)
    {
      if (first != NULL)
        *first = moves[solved];
      proof_store (p, run, TRUE, LALAO_PROOF_FORCED, 1, &moves[solved]);
      return LALAO_PROOF_FORCED;
    }
  for (int k = 0; k < kept && !p->out; k++)
    {
      LalaoExerciseRun next = *run;
      LalaoMove move = moves[order[k][1]];
      LalaoProof sub;
      lalao_exercise_run_learner (&next, move);
      sub = prove_defence (p, &next, moves_left - 1, ply + 1);
      if (sub == LALAO_PROOF_FORCED)
        {
          if (first != NULL)
            *first = move;
          proof_store (p, run, TRUE, sub, moves_left, &move);
          return sub;
        }
      unknown |= sub == LALAO_PROOF_UNKNOWN;
    }
  if (unknown || p->out)
    return LALAO_PROOF_UNKNOWN;
  proof_store (p, run, TRUE, LALAO_PROOF_NOT_FORCED, moves_left, NULL);
  return LALAO_PROOF_NOT_FORCED;
}

/* The order the opponent's answers are tried in, likeliest to hold
 * first: the table's move, the answer that held at the same ply
 * elsewhere, then captures. */
static void
defence_order (const Prover *p, const LalaoExerciseRun *run, const LalaoMove *moves, int n, const ProofEntry *hint,
               int ply, int (*order)[2])
{
  for (int i = 0; i < n; i++)
    {
      order[i][0] = run->engine->order_hint (&run->position, moves[i]);
      if (ply < PROOF_PLIES && p->has_killer[ply] && same_move (p->killers[ply], moves[i]))
        order[i][0] = G_MAXINT / 4;
      if (hint->has_move && same_move (hint->move, moves[i]))
        order[i][0] = G_MAXINT / 2;
      order[i][1] = i;
    }
  qsort (order, (size_t) n, sizeof order[0], by_hint);
}

/* The opponent to move: every reply loses within the moves left. */
static LalaoProof
prove_defence (Prover *p, const LalaoExerciseRun *run, int moves_left, int ply)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int order[LALAO_MAX_MOVES][2], n;
  gboolean unknown = FALSE;
  ProofEntry hint;
  LalaoProof known = proof_lookup (p, run, FALSE, moves_left, &hint);

  if (known != LALAO_PROOF_UNKNOWN)
    return known;
  n = run->engine->legal_moves (&run->position, moves);
  if (n == 0)
    return LALAO_PROOF_NOT_FORCED;
  defence_order (p, run, moves, n, &hint, ply, order);
  for (int k = 0; k < n; k++)
    {
      LalaoExerciseRun next = *run;
      LalaoMove move = moves[order[k][1]];
      LalaoProof sub = LALAO_PROOF_NOT_FORCED;
      if (!proof_spend (p))
        return LALAO_PROOF_UNKNOWN;
      lalao_exercise_run_opponent (&next, move);
      if (next.state == LALAO_EXERCISE_SOLVED)
        sub = LALAO_PROOF_FORCED;
      else if (next.state == LALAO_EXERCISE_GOING_ON)
        sub = prove_attack (p, &next, moves_left, ply + 1, NULL);
      if (sub == LALAO_PROOF_NOT_FORCED)
        {
          if (ply < PROOF_PLIES)
            {
              p->killers[ply] = move;
              p->has_killer[ply] = TRUE;
            }
          proof_store (p, run, FALSE, sub, moves_left, &move);
          return sub;
        }
      unknown |= sub == LALAO_PROOF_UNKNOWN;
      if (p->out)
        return LALAO_PROOF_UNKNOWN;
    }
  if (unknown)
    return LALAO_PROOF_UNKNOWN;
  proof_store (p, run, FALSE, LALAO_PROOF_FORCED, moves_left, NULL);
  return LALAO_PROOF_FORCED;
}

LalaoProof
lalao_exercise_prove (const LalaoExerciseRun *run, int max_moves, guint64 budget, int *moves, LalaoMove *first)
{
  LalaoGoalKind kind = run->exercise->success.kind;
  Prover p = { .budget = budget };
  LalaoProof result = LALAO_PROOF_NOT_FORCED;

  g_return_val_if_fail (run->state == LALAO_EXERCISE_GOING_ON, LALAO_PROOF_NOT_FORCED);
  *moves = 0;
  /* The goals judged on the replies' count are not the table's. The
   * others cannot be reached after the limit, which the table's entries
   * do not record: the proof looks no further. */
  if (kind != LALAO_GOAL_SURVIVE && kind != LALAO_GOAL_HOLD)
    {
      p.table = g_new0 (ProofEntry, 1u << PROOF_TABLE_BITS);
      max_moves = MIN (max_moves, run->exercise->limit - run->moves);
    }
  for (int depth = 1; depth <= max_moves; depth++)
    {
      result = prove_attack (&p, run, depth, 0, first);
      if (result == LALAO_PROOF_FORCED)
        {
          *moves = depth;
          break;
        }
      if (p.out)
        {
          result = LALAO_PROOF_UNKNOWN;
          break;
        }
    }
  g_free (p.table);
  return result;
}

char *
lalao_exercise_line_text (const LalaoExerciseRun *start, LalaoSearch *search, const LalaoMove *line, int n_line)
{
  LalaoExerciseRun run = *start;
  GString *text = g_string_new (NULL);

  for (int i = 0; i < n_line && run.state == LALAO_EXERCISE_GOING_ON; i++)
    {
      char move[LALAO_MOVE_TEXT_MAX];
      LalaoMove reply;
      run.engine->format_move (&run.position, line[i], move);
      g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", move);
      if (lalao_exercise_run_learner (&run, line[i]) != LALAO_EXERCISE_GOING_ON
          || !lalao_exercise_run_choose_reply (&run, search, &reply))
        break;
      run.engine->format_move (&run.position, reply, move);
      g_string_append_printf (text, " (%s)", move);
      lalao_exercise_run_opponent (&run, reply);
    }
  return g_string_free (text, FALSE);
}

LalaoExerciseState
lalao_exercise_play_out (LalaoExerciseRun *run, LalaoSearch *search, int depth, guint64 nodes, LalaoMove *line,
                         int *n_line)
{
  LalaoSearchLimits limits = { .reference = true };
  LalaoSearchInfo info;
  LalaoMove reply;

  limits.depth = depth;
  limits.nodes = nodes;
  if (n_line != NULL)
    *n_line = 0;
  while (run->state == LALAO_EXERCISE_GOING_ON)
    {
      lalao_search_clear (search);
      lalao_search_run (search, &run->position, &limits, NULL, NULL, &info);
      if (!info.has_move)
        break;
      if (line != NULL)
        line[(*n_line)++] = info.best;
      if (lalao_exercise_run_learner (run, info.best) != LALAO_EXERCISE_GOING_ON
          || !lalao_exercise_run_choose_reply (run, search, &reply))
        break;
      lalao_exercise_run_opponent (run, reply);
    }
  return run->state;
}
