/* fanorona.c — the Fanorona rule engine (RULES.md §3).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Two levels: elementary steps (a chain in progress lives in the
 * position) for the UI and lessons, and whole turns for the search, perft
 * and records. Both are built on the same step rules below, so they
 * cannot disagree.
 */
#include <assert.h>
#include <stdio.h>
#include <string.h>

#include "fanorona-private.h"
#include "lalao-board-text.h"
#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-zobrist.h"

extern const struct LalaoEndgameHooks fanorona_endgame_hooks;

static_assert (sizeof (FanoronaPosition) <= LALAO_POSITION_SIZE, "FanoronaPosition too big");

static FanoronaPosition *
fanorona_mut (LalaoPosition *pos)
{
  return (FanoronaPosition *) (void *) pos->data;
}

static bool
any_capture (const FanoronaPosition *p)
{
  for (uint64_t own = p->stones[p->side]; own; own &= own - 1)
    {
      int from = __builtin_ctzll (own);
      for (int d = 0; d < FANORONA_DIRECTIONS; d++)
        if (step_open (p, from, d)
            && (captured_by (p, from, d, FANORONA_APPROACH) || captured_by (p, from, d, FANORONA_WITHDRAWAL)))
          return true;
    }
  return false;
}

/* Can the chain's stone capture again? */
static bool
chain_can_continue (const FanoronaPosition *p)
{
  int from = p->chain_stone;
  for (int d = 0; d < FANORONA_DIRECTIONS; d++)
    if (step_open (p, from, d)
        && (captured_by (p, from, d, FANORONA_APPROACH) || captured_by (p, from, d, FANORONA_WITHDRAWAL)))
      return true;
  return false;
}

/* Why the chain of the stone on p->chain_stone ends here (the trace
 * says so; nothing on the search's path calls this). */
static FanoronaChainEnd
chain_end_reason (const FanoronaPosition *p)
{
  int from = p->chain_stone;
  FanoronaChainEnd reason = FANORONA_CHAIN_NO_CAPTURE_LEFT;

  if (chain_can_continue (p))
    return FANORONA_CHAIN_STOPPED;
  for (int d = 0; d < FANORONA_DIRECTIONS; d++)
    {
      int to = neighbour (from, d);
      if (to < 0 || (occupied (p) & BIT (to))
          || (!captured_by (p, from, d, FANORONA_APPROACH) && !captured_by (p, from, d, FANORONA_WITHDRAWAL)))
        continue;
      if ((p->options & FANORONA_OPTION_DIRECTION_RULE) && d == p->last_direction)
        reason = reason == FANORONA_CHAIN_NO_CAPTURE_LEFT ? FANORONA_CHAIN_SAME_DIRECTION : reason;
      else if (p->visited & BIT (to))
        reason = FANORONA_CHAIN_VISITED;
    }
  return reason;
}

int
fanorona_step_direction (LalaoMove move, int i)
{
  uint64_t nibble = i < 16 ? (move.steps >> (4 * i)) : (move.info >> (4 * (i - 16)));
  return (int) (nibble & 7);
}

FanoronaStepKind
fanorona_step_kind (LalaoMove move, int i)
{
  uint64_t nibble = i < 16 ? (move.steps >> (4 * i)) : (move.info >> (4 * (i - 16)));
  if (!(move.flags & LALAO_MOVE_CAPTURE))
    return FANORONA_PAIKA;
  return (nibble & 8) ? FANORONA_WITHDRAWAL : FANORONA_APPROACH;
}

static void
append_step (LalaoMove *m, int to, int d, FanoronaStepKind kind)
{
  uint64_t nibble = (uint64_t) d | (kind == FANORONA_WITHDRAWAL ? 8u : 0u);
  int i = m->n_steps++;

  if (i < 16)
    m->steps |= nibble << (4 * i);
  else
    m->info |= (uint32_t) (nibble << (4 * (i - 16)));
  m->to = (uint8_t) to;
  if (kind != FANORONA_PAIKA)
    m->flags |= LALAO_MOVE_CAPTURE;
}

/* apply_step without events, the stones taken already known: what the
 * move generator does at every step of every chain. */
static inline void
step_and_take (FanoronaPosition *p, int from, int to, uint64_t taken)
{
  p->stones[p->side] ^= BIT (from) | BIT (to);
  p->stones[1 - p->side] &= ~taken;
}

/* Moves the stone and takes the stones, with events; the chain state and
 * the side to move are the callers'. */
static void
apply_step (FanoronaPosition *p, int from, int d, FanoronaStepKind kind, LalaoTrace *t)
{
  int to = neighbour (from, d), side = p->side;
  uint64_t taken = captured_by (p, from, d, kind);

  if (t == NULL)
    {
      step_and_take (p, from, to, taken);
      return;
    }
  lalao_trace_emit (t, LALAO_EVENT_STEP, from, to, kind, d);
  step_and_take (p, from, to, 0);
  /* Taken one by one from the nearest, for narration and animation. */
  int q = kind == FANORONA_APPROACH ? neighbour (to, d) : neighbour (from, opposite (d));
  int dir = kind == FANORONA_APPROACH ? d : opposite (d);
  for (; q >= 0 && (taken & BIT (q)); q = neighbour (q, dir))
    {
      lalao_trace_emit (t, LALAO_EVENT_STONE_CAPTURED, q, 0, 0, 0);
      p->stones[1 - side] &= ~BIT (q);
    }
}

static void
end_turn (FanoronaPosition *p, bool captured)
{
  p->side = (uint8_t) (1 - p->side);
  p->chain_stone = -1;
  p->last_direction = -1;
  p->visited = 0;
  if (captured)
    p->quiet_turns = 0;
  else if (p->quiet_turns < UINT16_MAX)
    p->quiet_turns++;
}

static bool
game_won (const FanoronaPosition *p)
{
  return p->stones[0] == 0 || p->stones[1] == 0;
}

/* Whole turns: a depth-first walk of every chain; every prefix that ends
 * on a capture is a turn of its own (the player may stop there). */
typedef struct {
  LalaoMove *moves;
  int n;
} TurnList;

static void
record (TurnList *list, const LalaoMove *m)
{
  if (list->n < LALAO_MAX_MOVES)
    list->moves[list->n++] = *m;
}

static void
extend_chain (TurnList *list, const FanoronaPosition *p, const LalaoMove *so_far)
{
  if (so_far->n_steps >= FANORONA_MAX_STEPS)
    return;
  for (int d = 0; d < FANORONA_DIRECTIONS; d++)
    {
      if (!step_open (p, p->chain_stone, d))
        continue;
      for (int kind = FANORONA_APPROACH; kind <= FANORONA_WITHDRAWAL; kind++)
        {
          uint64_t taken = captured_by (p, p->chain_stone, d, kind);
          if (!taken)
            continue;
          LalaoMove next = *so_far;
          FanoronaPosition child = *p;
          int to = neighbour (p->chain_stone, d);

          append_step (&next, to, d, kind);
          record (list, &next);
          step_and_take (&child, p->chain_stone, to, taken);
          child.chain_stone = (int8_t) to;
          child.last_direction = (int8_t) d;
          child.visited |= BIT (to);
          extend_chain (list, &child, &next);
        }
    }
}

/* Every capturing turn into list; the stones that can capture. */
static uint64_t
capture_turns (const FanoronaPosition *p, TurnList *list)
{
  FanoronaPosition start = *p;
  uint64_t capturers = stones_that_capture (p, p->side);
  for (uint64_t own = capturers; own; own &= own - 1)
    {
      int from = __builtin_ctzll (own);
      LalaoMove first = { 0 };

      first.from = (uint8_t) from;
      start.chain_stone = (int8_t) from;
      start.last_direction = -1;
      start.visited = BIT (from);
      /* The first step: any open direction, then the chain goes on. */
      for (int d = 0; d < FANORONA_DIRECTIONS; d++)
        {
          if (!step_open (p, from, d))
            continue;
          for (int kind = FANORONA_APPROACH; kind <= FANORONA_WITHDRAWAL; kind++)
            {
              uint64_t taken = captured_by (p, from, d, kind);
              if (!taken)
                continue;
              LalaoMove next = first;
              FanoronaPosition child = start;
              int to = neighbour (from, d);

              append_step (&next, to, d, kind);
              record (list, &next);
              step_and_take (&child, from, to, taken);
              child.chain_stone = (int8_t) to;
              child.last_direction = (int8_t) d;
              child.visited |= BIT (to);
              extend_chain (list, &child, &next);
            }
        }
    }
  return capturers;
}

static int
fanorona_legal_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  const FanoronaPosition *p = fanorona_const (pos);
  TurnList list = { moves, 0 };

  if (game_won (p) || p->chain_stone >= 0)
    return 0;
  uint64_t capturers = capture_turns (p, &list);
  if (list.n > 0 && (p->options & FANORONA_OPTION_COMPULSORY))
    return list.n;

  /* Paika: a step without capture (a stone that cannot capture needs no
   * look at what its steps would take). */
  for (uint64_t own = p->stones[p->side]; own; own &= own - 1)
    {
      int from = __builtin_ctzll (own);
      bool may_capture = capturers & BIT (from);
      for (int d = 0; d < FANORONA_DIRECTIONS; d++)
        if (step_open (p, from, d)
            && !(may_capture && (captured_by (p, from, d, FANORONA_APPROACH)
                                 || captured_by (p, from, d, FANORONA_WITHDRAWAL))))
          {
            LalaoMove m = { 0 };
            m.from = (uint8_t) from;
            append_step (&m, neighbour (from, d), d, FANORONA_PAIKA);
            record (&list, &m);
          }
    }
  return list.n;
}

/* The capturing turns alone, in legal_moves()' order: the quiescence
 * search's moves, generated only once standing pat has not cut. */
static int
fanorona_noisy_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  const FanoronaPosition *p = fanorona_const (pos);
  TurnList list = { moves, 0 };

  if (game_won (p) || p->chain_stone >= 0)
    return 0;
  capture_turns (p, &list);
  return list.n;
}

/* Step level */

bool
fanorona_chain_in_progress (const LalaoPosition *pos)
{
  return fanorona_const (pos)->chain_stone >= 0;
}

static LalaoMove
make_step (int from, int d, FanoronaStepKind kind)
{
  LalaoMove m = { 0 };
  m.from = (uint8_t) from;
  append_step (&m, neighbour (from, d), d, kind);
  return m;
}

int
fanorona_legal_steps (const LalaoPosition *pos, LalaoMove *steps)
{
  const FanoronaPosition *p = fanorona_const (pos);
  int n = 0;

  if (game_won (p))
    return 0;
  if (p->chain_stone >= 0)
    {
      int from = p->chain_stone;
      for (int d = 0; d < FANORONA_DIRECTIONS; d++)
        if (step_open (p, from, d))
          for (int kind = FANORONA_APPROACH; kind <= FANORONA_WITHDRAWAL; kind++)
            if (captured_by (p, from, d, kind))
              steps[n++] = make_step (from, d, kind);
      /* Continuing a chain is optional. */
      memset (&steps[n], 0, sizeof steps[n]);
      steps[n].from = steps[n].to = (uint8_t) from;
      return n + 1;
    }

  bool captures = any_capture (p);
  for (uint64_t own = p->stones[p->side]; own; own &= own - 1)
    {
      int from = __builtin_ctzll (own);
      for (int d = 0; d < FANORONA_DIRECTIONS; d++)
        {
          if (!step_open (p, from, d))
            continue;
          bool took = false;
          for (int kind = FANORONA_APPROACH; kind <= FANORONA_WITHDRAWAL; kind++)
            if (captured_by (p, from, d, kind))
              {
                steps[n++] = make_step (from, d, kind);
                took = true;
              }
          if (!took && (!captures || !(p->options & FANORONA_OPTION_COMPULSORY)))
            steps[n++] = make_step (from, d, FANORONA_PAIKA);
        }
    }
  return n;
}

void
fanorona_play_step (const LalaoPosition *pos, LalaoMove step, LalaoPosition *out, LalaoTrace *t)
{
  FanoronaPosition *p = fanorona_mut (out);
  int d;
  FanoronaStepKind kind;

  if (out != pos)
    *p = *fanorona_const (pos);
  if (step.n_steps == 0)
    {
      lalao_trace_emit (t, LALAO_EVENT_CHAIN_STOPPED, p->chain_stone, FANORONA_CHAIN_STOPPED, -1, 0);
      end_turn (p, true);
      return;
    }
  d = fanorona_step_direction (step, 0);
  kind = fanorona_step_kind (step, 0);
  if (p->chain_stone < 0)
    p->visited = BIT (step.from);
  apply_step (p, step.from, d, kind, t);
  if (kind == FANORONA_PAIKA)
    {
      end_turn (p, false);
      return;
    }
  p->chain_stone = (int8_t) step.to;
  p->last_direction = (int8_t) d;
  p->visited |= BIT (step.to);
  /* The turn ends by itself when the stone cannot capture again. */
  if (!chain_can_continue (p))
    {
      if (t != NULL)
        lalao_trace_emit (t, LALAO_EVENT_CHAIN_STOPPED, step.to, chain_end_reason (p), -1, 0);
      end_turn (p, true);
    }
}

/* Why one step (from, direction or target, kind) breaks a rule here. */
static void
step_error (const FanoronaPosition *p, int from, int to, int kind_asked, LalaoError *err)
{
  int d = -1, side = p->side;

  lalao_error_clear (err);
  if (p->chain_stone >= 0 && from != p->chain_stone)
    return lalao_error_set (err, LALAO_ERROR_OTHER_STONE, p->chain_stone, from, 0, 0);
  if (!(occupied (p) & BIT (from)))
    return lalao_error_set (err, LALAO_ERROR_EMPTY_START, from, 0, 0, 0);
  if (p->stones[1 - side] & BIT (from))
    return lalao_error_set (err, LALAO_ERROR_NOT_YOUR_PIECE, from, 0, 0, 0);
  for (int k = 0; k < FANORONA_DIRECTIONS; k++)
    if (from % 9 + DX[k] == to % 9 && from / 9 + DY[k] == to / 9)
      d = k;
  if (d < 0)
    return lalao_error_set (err, LALAO_ERROR_NOT_ADJACENT, from, to, 0, 0);
  if (neighbour (from, d) < 0)
    return lalao_error_set (err, LALAO_ERROR_NO_LINE, from, to, 0, 0);
  if (occupied (p) & BIT (to))
    return lalao_error_set (err, LALAO_ERROR_OCCUPIED, to, (p->stones[side] & BIT (to)) ? side : 1 - side, 0, 0);

  bool approach = captured_by (p, from, d, FANORONA_APPROACH) != 0;
  bool withdrawal = captured_by (p, from, d, FANORONA_WITHDRAWAL) != 0;
  if (p->chain_stone >= 0)
    {
      if (p->visited & BIT (to))
        return lalao_error_set (err, LALAO_ERROR_VISITED, to, 0, 0, 0);
      if ((p->options & FANORONA_OPTION_DIRECTION_RULE) && d == p->last_direction)
        return lalao_error_set (err, LALAO_ERROR_SAME_DIRECTION, from, to, 0, 0);
      if (!approach && !withdrawal)
        return lalao_error_set (err, LALAO_ERROR_CHAIN_MUST_CAPTURE, from, to, 0, 0);
    }
  if (kind_asked == FANORONA_PAIKA)
    {
      if (approach || withdrawal)
        return lalao_error_set (err, LALAO_ERROR_CAPTURE_KIND_NEEDED, from, to,
                                (approach ? 1 : 0) | (withdrawal ? 2 : 0), 0);
      if ((p->options & FANORONA_OPTION_COMPULSORY) && any_capture (p))
        {
          /* Name one capture the player could make instead. */
          for (uint64_t own = p->stones[side]; own; own &= own - 1)
            for (int k = 0; k < FANORONA_DIRECTIONS; k++)
              {
                int f = __builtin_ctzll (own);
                if (step_open (p, f, k)
                    && (captured_by (p, f, k, FANORONA_APPROACH) || captured_by (p, f, k, FANORONA_WITHDRAWAL)))
                  return lalao_error_set (err, LALAO_ERROR_CAPTURE_COMPULSORY, f, neighbour (f, k), 0, 0);
              }
        }
      return;
    }
  if ((kind_asked == FANORONA_APPROACH && !approach) || (kind_asked == FANORONA_WITHDRAWAL && !withdrawal))
    return lalao_error_set (err, LALAO_ERROR_NO_CAPTURE_KIND, from, to, kind_asked, 0);
}

void
fanorona_check_step (const LalaoPosition *pos, LalaoMove step, LalaoError *err)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoMove steps[LALAO_MAX_MOVES];

  lalao_error_clear (err);
  if (fanorona_legal_steps (pos, steps) == 0)
    return lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  if (step.n_steps == 0)
    {
      if (p->chain_stone < 0)
        lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, 0, 0, 0, 0);
      return;
    }
  step_error (p, step.from, step.to, fanorona_step_kind (step, 0), err);
}

/* The steps of a turn as (from, to, kind), for replaying a parsed turn. */
static void
fanorona_check_move (const LalaoPosition *pos, LalaoMove move, LalaoError *err)
{
  FanoronaPosition p = *fanorona_const (pos);
  LalaoMove turns[LALAO_MAX_MOVES];
  int from = move.from;

  lalao_error_clear (err);
  if (game_won (&p) || fanorona_legal_moves (pos, turns) == 0)
    return lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  for (int i = 0; i < move.n_steps; i++)
    {
      int d = fanorona_step_direction (move, i);
      int to = neighbour (from, d);
      FanoronaStepKind kind = fanorona_step_kind (move, i);

      if (to < 0)
        {
          /* Off the board or along a missing diagonal. */
          int x = from % 9 + DX[d], y = from / 9 + DY[d];
          if (x < 0 || x > 8 || y < 0 || y > 4)
            return lalao_error_set (err, LALAO_ERROR_NOT_ADJACENT, from, from, 0, 0);
          return lalao_error_set (err, LALAO_ERROR_NO_LINE, from, y * 9 + x, 0, 0);
        }
      step_error (&p, from, to, kind, err);
      if (err->code != LALAO_ERROR_NONE)
        return;
      if (kind == FANORONA_PAIKA)
        break;
      if (p.chain_stone < 0)
        p.visited = BIT (from);
      apply_step (&p, from, d, kind, NULL);
      p.chain_stone = (int8_t) to;
      p.last_direction = (int8_t) d;
      p.visited |= BIT (to);
      from = to;
    }
  lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, 0, 0, 0, 0);
}

static void
fanorona_play (const LalaoPosition *pos, LalaoMove move, LalaoPosition *out, LalaoTrace *t)
{
  FanoronaPosition *p = fanorona_mut (out);
  int from = move.from;

  if (out != pos)
    *p = *fanorona_const (pos);
  int enemies = __builtin_popcountll (p->stones[1 - p->side]), last_d = -1;
  p->visited = BIT (from);
  for (int i = 0; i < move.n_steps; i++)
    {
      int d = fanorona_step_direction (move, i);
      apply_step (p, from, d, fanorona_step_kind (move, i), t);
      from = neighbour (from, d);
      p->visited |= BIT (from);
      last_d = d;
    }
  if ((move.flags & LALAO_MOVE_CAPTURE) && t != NULL)
    {
      /* Why the chain ends, seen as the chain in progress would be. */
      FanoronaPosition ending = *p;
      ending.chain_stone = (int8_t) from;
      ending.last_direction = (int8_t) last_d;
      lalao_trace_emit (t, LALAO_EVENT_CHAIN_STOPPED, from, chain_end_reason (&ending),
                        enemies - __builtin_popcountll (p->stones[1 - p->side]), 0);
    }
  end_turn (p, move.flags & LALAO_MOVE_CAPTURE);
}

static LalaoStatus
fanorona_adjudicate (const LalaoPosition *pos, int repetitions)
{
  const FanoronaPosition *p = fanorona_const (pos);

  /* All stones taken: material, seen without the moves (the quiescence
   * search, which generates only captures, relies on it). */
  if (p->stones[1] == 0)
    return (LalaoStatus){ LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED };
  if (p->stones[0] == 0)
    return (LalaoStatus){ LALAO_SECOND_WINS, LALAO_RULE_ALL_CAPTURED };
  if (repetitions >= 3)
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_REPETITION };
  if (p->quiet_turns >= FANORONA_NO_CAPTURE_LIMIT)
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_NO_CAPTURE_LIMIT };
  return (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
}

static LalaoStatus
fanorona_status (const LalaoPosition *pos, int repetitions)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoMove moves[LALAO_MAX_MOVES];

  if (p->stones[1] == 0)
    return (LalaoStatus){ LALAO_FIRST_WINS, LALAO_RULE_ALL_CAPTURED };
  if (p->stones[0] == 0)
    return (LalaoStatus){ LALAO_SECOND_WINS, LALAO_RULE_ALL_CAPTURED };
  if (p->chain_stone < 0 && fanorona_legal_moves (pos, moves) == 0)
    return (LalaoStatus){ p->side == LALAO_FIRST ? LALAO_SECOND_WINS : LALAO_FIRST_WINS, LALAO_RULE_NO_LEGAL_MOVE };
  return fanorona_adjudicate (pos, repetitions);
}

static bool fanorona_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err);

static const LalaoBoardShape board_shape = { 9, 5, "WB", "points" };

static void
fanorona_start (LalaoPosition *pos, LalaoOptions options)
{
  LalaoError err;
  bool ok = fanorona_from_fen (pos, "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w", options, &err);
  assert (ok);
  (void) ok;
}

static bool
fanorona_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err)
{
  FanoronaPosition p;
  const char *s = fen;
  int8_t cells[FANORONA_POINTS];

  memset (&p, 0, sizeof p);
  p.options = options;
  p.chain_stone = p.last_direction = -1;
  s = lalao_board_read (&board_shape, s, cells, err);
  if (s == NULL)
    return false;
  for (int pt = 0; pt < FANORONA_POINTS; pt++)
    if (cells[pt] >= 0)
      p.stones[cells[pt]] |= BIT (pt);
  for (int side = 0; side < 2; side++)
    if (__builtin_popcountll (p.stones[side]) > 22)
      {
        lalao_error_setf (err, LALAO_ERROR_FEN,
                          side ? LALAO_TEXT ("black has %d stones, more than 22")
                               : LALAO_TEXT ("white has %d stones, more than 22"),
                          __builtin_popcountll (p.stones[side]));
        return false;
      }
  if (s[0] != ' ' || (s[1] != 'w' && s[1] != 'b') || s[2] != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the board must be followed by the side to move, 'w' or 'b', and nothing else");
      return false;
    }
  p.side = s[1] == 'w' ? LALAO_FIRST : LALAO_SECOND;
  memset (pos, 0, sizeof *pos);
  *fanorona_mut (pos) = p;
  return true;
}

static void
fanorona_to_fen (const LalaoPosition *pos, char *buf)
{
  const FanoronaPosition *p = fanorona_const (pos);
  int8_t cells[FANORONA_POINTS];
  char *s;

  for (int pt = 0; pt < FANORONA_POINTS; pt++)
    cells[pt] = (p->stones[0] & BIT (pt)) ? 0 : (p->stones[1] & BIT (pt)) ? 1 : -1;
  s = lalao_board_write (&board_shape, cells, buf);
  sprintf (s, " %c", p->side == LALAO_FIRST ? 'w' : 'b');
}

static LalaoSide
fanorona_side_to_move (const LalaoPosition *pos)
{
  return (LalaoSide) fanorona_const (pos)->side;
}

static uint64_t
fanorona_hash (const LalaoPosition *pos)
{
  const FanoronaPosition *p = fanorona_const (pos);
  uint64_t h = lalao_zobrist (0, p->side) ^ lalao_zobrist (3, p->options);

  for (int side = 0; side < 2; side++)
    for (uint64_t b = p->stones[side]; b; b &= b - 1)
      h ^= lalao_zobrist (1 + side, (uint32_t) __builtin_ctzll (b));
  if (p->chain_stone >= 0)
    h ^= lalao_zobrist (4, (uint32_t) p->chain_stone) ^ lalao_zobrist (5, (uint32_t) p->last_direction)
         ^ lalao_zobrist (6, (uint32_t) (p->visited ^ (p->visited >> 32)));
  return h;
}

static void
fanorona_point_name (int index, char *buf)
{
  lalao_board_point_name (&board_shape, index, buf);
}

/* Seven bytes a step ("a1b2A," or the final NUL) must fit. */
_Static_assert (FANORONA_MAX_STEPS * 7 <= LALAO_MOVE_TEXT_MAX, "a turn's text must fit LALAO_MOVE_TEXT_MAX");

static void
fanorona_format_move (const LalaoPosition *pos, LalaoMove move, char *buf)
{
  int from = move.from;
  char *s = buf;

  if (move.n_steps == 0)
    {
      strcpy (buf, "stop");
      return;
    }
  for (int i = 0; i < move.n_steps; i++)
    {
      int d = fanorona_step_direction (move, i);
      int x = from % 9 + DX[d], y = from / 9 + DY[d];
      FanoronaStepKind kind = fanorona_step_kind (move, i);

      s += sprintf (s, "%s%c%d%c%d%s", i ? "," : "", 'a' + from % 9, 1 + from / 9, 'a' + x, 1 + y,
                    kind == FANORONA_APPROACH ? "A" : kind == FANORONA_WITHDRAWAL ? "W" : "");
      from = y * 9 + x;
    }
}

static bool
fanorona_parse_move (const LalaoPosition *pos, const char *text, LalaoMove *move, LalaoError *err)
{
  const char *s = text;
  int previous = -1;

  memset (move, 0, sizeof *move);
  for (int i = 0;; i++)
    {
      int from, to, d = -1;
      FanoronaStepKind kind = FANORONA_PAIKA;

      if (i >= FANORONA_MAX_STEPS || !lalao_board_read_point (&board_shape, &s, &from)
          || !lalao_board_read_point (&board_shape, &s, &to))
        {
          lalao_error_setf (err, LALAO_ERROR_SYNTAX,
                            "\"%.40s\" is not a Fanorona turn; write steps such as d2e3 (no capture) or d2e3A,e3e4W "
                            "(A approach, W withdrawal)", text);
          return false;
        }
      if (*s == 'A' || *s == 'W')
        kind = *s++ == 'A' ? FANORONA_APPROACH : FANORONA_WITHDRAWAL;
      if (previous >= 0 && from != previous)
        {
          lalao_error_setf (err, LALAO_ERROR_SYNTAX, "step %d of \"%.40s\" does not start where the previous step ended", i + 1, text);
          return false;
        }
      for (int k = 0; k < FANORONA_DIRECTIONS; k++)
        if (from % 9 + DX[k] == to % 9 && from / 9 + DY[k] == to / 9)
          d = k;
      if (d < 0)
        {
          /* A rule, not a syntax error: the points are not neighbours. */
          lalao_error_set (err, LALAO_ERROR_NOT_ADJACENT, from, to, 0, 0);
          return false;
        }
      if (i == 0)
        move->from = (uint8_t) from;
      if (kind == FANORONA_PAIKA && (i > 0 || *s == ','))
        {
          /* Only the last step of a chain could be a paika, and a chain's
           * steps all capture. */
          lalao_error_set (err, LALAO_ERROR_CHAIN_MUST_CAPTURE, from, to, 0, 0);
          return false;
        }
      append_step (move, to, d, kind);
      previous = to;
      if (*s == '\0')
        return true;
      if (*s++ != ',')
        {
          lalao_error_setf (err, LALAO_ERROR_SYNTAX, "\"%.40s\": steps are separated by commas", text);
          return false;
        }
    }
}

static int
fanorona_material (const LalaoPosition *pos, LalaoSide side)
{
  return 100 * __builtin_popcountll (fanorona_const (pos)->stones[side]);
}

/* Captures first, the biggest first. */
static int
fanorona_order_hint (const LalaoPosition *pos, LalaoMove move)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoPosition after;

  if (!(move.flags & LALAO_MOVE_CAPTURE))
    return 0;
  fanorona_play (pos, move, &after, NULL);
  return LALAO_HINT_NOISY + 10 * (__builtin_popcountll (p->stones[1 - p->side])
                                  - __builtin_popcountll (fanorona_const (&after)->stones[1 - p->side]));
}

/* Whether the position can arise in a game (RULES.md §3): at most 22
 * stones a side, and 22 each only at the start, since every first turn
 * captures (the only empty point, e3, is approached from a stone facing
 * an enemy one). */
static bool
fanorona_reachable (const LalaoPosition *pos, LalaoError *why)
{
  const FanoronaPosition *p = fanorona_const (pos);
  LalaoPosition start;

  lalao_error_clear (why);
  for (int side = 0; side < 2; side++)
    if (__builtin_popcountll (p->stones[side]) > 22)
      {
        lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                          side ? LALAO_TEXT ("black has %d stones, more than 22") : LALAO_TEXT ("white has %d stones, more than 22"),
                          __builtin_popcountll (p->stones[side]));
        return false;
      }
  fanorona_start (&start, p->options);
  if (__builtin_popcountll (p->stones[0]) == 22 && __builtin_popcountll (p->stones[1]) == 22
      && (p->stones[0] != fanorona_const (&start)->stones[0] || p->stones[1] != fanorona_const (&start)->stones[1]))
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        "both sides have all 22 stones, but the stones are not where they start: every first turn captures");
      return false;
    }
  return true;
}

static const LalaoOptionInfo fanorona_options[] = {
  { FANORONA_OPTION_COMPULSORY, "compulsory-capture", true },
  { FANORONA_OPTION_DIRECTION_RULE, "same-direction-rule", true },
  { 0, NULL, false },
};

/* `lalao-cli bench`: perft(5) and a depth-7 search from the start. */
const LalaoBench lalao_fanorona_bench = { 5, 7, { 4, 6, 8 } };

const LalaoEngine lalao_fanorona_engine = {
  .id = FANORONA_ID,
  .name = "Fanorona",
  .position_size = sizeof (FanoronaPosition),
  .options = fanorona_options,
  .agreed_start_letters = "wb",
  .start = fanorona_start,
  .from_fen = fanorona_from_fen,
  .to_fen = fanorona_to_fen,
  .side_to_move = fanorona_side_to_move,
  .legal_moves = fanorona_legal_moves,
  .noisy_moves = fanorona_noisy_moves,
  .play = fanorona_play,
  .check_move = fanorona_check_move,
  .status = fanorona_status,
  .adjudicate = fanorona_adjudicate,
  .hash = fanorona_hash,
  .format_move = fanorona_format_move,
  .parse_move = fanorona_parse_move,
  .point_name = fanorona_point_name,
  .evaluate = fanorona_evaluate,
  .reference_evaluate = fanorona_reference_evaluate,
  .tuning = &fanorona_eval_tuning,
  .order_hint = fanorona_order_hint,
  .material = fanorona_material,
  /* The levels from 3 to 5 come near one another: two thirds of the
   * games are drawn, and the network judges well at any depth (level 5
   * scored 67% against level 4 thinking a thirty-second of its time).
   * Level 4 thinks a sixty-fourth, the weak levels' noise is three
   * times the other games', and level 3 looks three plies ahead instead
   * of four (4 against 3 had fallen to 59–67%; docs/ai.md). */
  .level_noise_percent = 300,
  .level_expert_time_divisor = 64,
  .level_club_depth = 3,
  .grid = &board_shape,
  .fresh_counters = "",
  .reachable = fanorona_reachable,
  .endgame = &fanorona_endgame_hooks,
};
