/* songo.c — the Songo rule engine (Ewondo rules, RULES.md §2).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-zobrist.h"
#include "songo.h"

extern const struct LalaoEndgameHooks songo_endgame_hooks;

static_assert (sizeof (SongoPosition) <= LALAO_POSITION_SIZE, "SongoPosition too big");

static SongoPosition *
songo_mut (LalaoPosition *pos)
{
  return (SongoPosition *) (void *) pos->data;
}

static int
pit_owner (int pit)
{
  return pit < 7 ? LALAO_FIRST : LALAO_SECOND;
}

/* Clockwise: South's row right to left, then North's left to right. */
static int
next_pit (int pit)
{
  if (pit < 7)
    return pit > 0 ? pit - 1 : 7;
  return pit < 13 ? pit + 1 : 6;
}

/* The first pit of a side's row in sowing order (S6 for South, N0 for
 * North), and the last (S0 for South, N6 for North). */
static int
first_pit_of (int side)
{
  return side == LALAO_FIRST ? 6 : 7;
}

static int
last_own_pit (int side)
{
  return side == LALAO_FIRST ? 0 : 13;
}

/* The pit sown just before `pit` within the same row (toward its first). */
static int
previous_in_row (int pit)
{
  if (pit < 7)
    return pit < 6 ? pit + 1 : -1;
  return pit > 7 ? pit - 1 : -1;
}

/* Sows `pit` in place, takes the harvest the rules allow and returns what
 * happened. The mover is p->side; the side to move is not changed here. */
static SongoOutcome
sow (SongoPosition *p, int pit, LalaoTrace *t)
{
  SongoOutcome out = { -1, 0, 0, 0 };
  int mover = p->side;
  int opponent = 1 - mover;
  int hand = p->pits[pit];
  int cur = pit;

  p->pits[pit] = 0;
  lalao_trace_emit (t, LALAO_EVENT_SEEDS_TAKEN, pit, hand, 0, 0);

  if (hand >= SONGO_GRENIER)
    {
      /* A grenier: one lap over the 13 other pits, then the lone seed is a
       * capture, or the rest go round the opponent's row only. */
      lalao_trace_emit (t, LALAO_EVENT_GRENIER, pit, hand, 0, 0);
      for (int k = 0; k < SONGO_PITS - 1; k++)
        {
          cur = next_pit (cur);
          p->pits[cur]++;
          hand--;
          lalao_trace_emit (t, LALAO_EVENT_SEED_SOWN, cur, p->pits[cur], hand, 0);
        }
      if (hand == 1)
        {
          p->captured[mover]++;
          out.captured = 1;
          lalao_trace_emit (t, LALAO_EVENT_LONE_SEED_CAPTURED, pit, 0, 0, 0);
          return out;
        }
      /* The rest go round the opponent's row only, from its first pit. */
      cur = first_pit_of (opponent);
      while (hand > 0)
        {
          p->pits[cur]++;
          hand--;
          out.last_pit = cur;
          lalao_trace_emit (t, LALAO_EVENT_SEED_SOWN, cur, p->pits[cur], hand, 0);
          cur = pit_owner (next_pit (cur)) == opponent ? next_pit (cur) : first_pit_of (opponent);
        }
    }
  else
    {
      while (hand > 0)
        {
          cur = next_pit (cur);
          p->pits[cur]++;
          hand--;
          lalao_trace_emit (t, LALAO_EVENT_SEED_SOWN, cur, p->pits[cur], hand, 0);
        }
      out.last_pit = cur;
    }

  /* The harvest: back from the last pit while in the opponent's row. */
  int last = out.last_pit;
  if (pit_owner (last) != opponent || p->pits[last] < 2 || p->pits[last] > 4)
    {
      lalao_trace_emit (t, LALAO_EVENT_NO_HARVEST, last, p->pits[last], 0, 0);
      return out;
    }

  int taken = 0, n_pits = 0, stop = -1;
  for (int q = last; q >= 0; q = previous_in_row (q))
    {
      if (p->pits[q] < 2 || p->pits[q] > 4)
        {
          stop = q;
          break;
        }
      taken += p->pits[q];
      n_pits++;
    }

  if (n_pits == 1 && last == first_pit_of (opponent))
    out.cancel = SONGO_CANCEL_FIRST_PIT_ALONE;
  else if (taken == songo_row_seeds (p, opponent))
    out.cancel = SONGO_CANCEL_STARVES;
  if (out.cancel)
    {
      lalao_trace_emit (t, LALAO_EVENT_HARVEST_CANCELLED, out.cancel, taken, last, 0);
      return out;
    }

  for (int q = last, k = 0; q >= 0 && k < n_pits; q = previous_in_row (q), k++)
    {
      lalao_trace_emit (t, LALAO_EVENT_HARVEST, q, p->pits[q], 0, 0);
      p->pits[q] = 0;
      out.taken |= (uint16_t) (1u << q);
    }
  lalao_trace_emit (t, LALAO_EVENT_HARVEST_STOPPED, stop, stop >= 0 ? p->pits[stop] : 0, 0, 0);
  p->captured[mover] += (uint8_t) taken;
  out.captured = taken;
  return out;
}

/* False when sowing `pit` surely captures nothing: fewer than 14 seeds
 * give at most one to each pit, so the last one falls in a pit known in
 * advance, and only a pit of the opponent's that it brings to 2–4 is a
 * harvest. Spares the evaluation and the move ordering most sowings. */
static bool
may_capture (const SongoPosition *p, int pit)
{
  int hand = p->pits[pit];
  if (hand >= SONGO_GRENIER)
    return true;
  /* Sowing order: S6 … S0 are 0 … 6, N0 … N6 are 7 … 13. */
  int at = ((pit < 7 ? 6 - pit : pit) + hand) % SONGO_PITS;
  int last = at < 7 ? 6 - at : at;
  return pit_owner (last) != pit_owner (pit) && p->pits[last] >= 1 && p->pits[last] <= 3;
}

SongoOutcome
songo_outcome (const LalaoPosition *pos, int pit)
{
  SongoPosition copy = *songo_const (pos);
  return sow (&copy, pit, NULL);
}

/* Forbidden 1 and 2 of RULES.md: S0 (N6) with one seed, or with two that
 * capture nothing. Returns the error code, or LALAO_ERROR_NONE. */
static LalaoErrorCode
last_pit_rule (const SongoPosition *p, int pit)
{
  if (pit != last_own_pit (p->side))
    return LALAO_ERROR_NONE;
  if (p->pits[pit] == 1)
    return LALAO_ERROR_LAST_PIT_ONE;
  if (p->pits[pit] == 2)
    {
      SongoPosition copy = *p;
      if (sow (&copy, pit, NULL).captured == 0)
        return LALAO_ERROR_LAST_PIT_TWO;
    }
  return LALAO_ERROR_NONE;
}

static bool
game_won (const SongoPosition *p)
{
  return p->captured[0] >= SONGO_TO_WIN || p->captured[1] >= SONGO_TO_WIN;
}

/* The pits the mover may play before the solidarity rule, as a bit set. */
static unsigned
allowed_pits (const SongoPosition *p)
{
  unsigned set = 0;
  for (int i = 0; i < 7; i++)
    {
      int pit = SONGO_PIT (p->side, i);
      if (p->pits[pit] > 0 && last_pit_rule (p, pit) == LALAO_ERROR_NONE)
        set |= 1u << pit;
    }
  return set;
}

/* Solidarity: when the opponent's row is empty, only the fullest of the
 * allowed pits may be played. */
static unsigned
solidarity_filter (const SongoPosition *p, unsigned set, int *fullest)
{
  int most = 0;

  *fullest = -1;
  if (songo_row_seeds (p, 1 - p->side) != 0)
    return set;
  for (int pit = 0; pit < SONGO_PITS; pit++)
    if ((set & (1u << pit)) && p->pits[pit] > most)
      {
        most = p->pits[pit];
        *fullest = pit;
      }
  unsigned kept = 0;
  for (int pit = 0; pit < SONGO_PITS; pit++)
    if ((set & (1u << pit)) && p->pits[pit] == most)
      kept |= 1u << pit;
  return kept;
}

static int
songo_legal_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  const SongoPosition *p = songo_const (pos);
  int n = 0, fullest;

  if (game_won (p))
    return 0;
  unsigned set = solidarity_filter (p, allowed_pits (p), &fullest);
  for (int pit = 0; pit < SONGO_PITS; pit++)
    if (set & (1u << pit))
      {
        memset (&moves[n], 0, sizeof moves[n]);
        moves[n].from = moves[n].to = (uint8_t) pit;
        n++;
      }
  return n;
}

static void
songo_check_move (const LalaoPosition *pos, LalaoMove move, LalaoError *err)
{
  const SongoPosition *p = songo_const (pos);
  int pit = move.from, fullest;
  LalaoErrorCode code;

  lalao_error_clear (err);
  if (game_won (p) || allowed_pits (p) == 0)
    lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  else if (pit >= SONGO_PITS || pit_owner (pit) != p->side)
    lalao_error_set (err, LALAO_ERROR_NOT_YOUR_PIT, pit, 0, 0, 0);
  else if (p->pits[pit] == 0)
    lalao_error_set (err, LALAO_ERROR_EMPTY_PIT, pit, 0, 0, 0);
  else if ((code = last_pit_rule (p, pit)) != LALAO_ERROR_NONE)
    {
      /* Two seeds that capture nothing: because they harvest nothing, or
       * because the harvest is not taken (forbidden 3 or 4), and which. */
      SongoPosition copy = *p;
      int cancel = code == LALAO_ERROR_LAST_PIT_TWO ? sow (&copy, pit, NULL).cancel : 0;
      lalao_error_set (err, code, pit, cancel, 0, 0);
    }
  else if (!(solidarity_filter (p, allowed_pits (p), &fullest) & (1u << pit)))
    lalao_error_set (err, LALAO_ERROR_SOLIDARITY, pit, fullest, p->pits[fullest], 0);
}

static void
songo_play (const LalaoPosition *pos, LalaoMove move, LalaoPosition *out, LalaoTrace *t)
{
  SongoPosition *p = songo_mut (out);

  if (out != pos)
    *p = *songo_const (pos);
  sow (p, move.from, t);
  p->side = (uint8_t) (1 - p->side);
}

/* Seeds returned to their owners at the end of a game without 40. */
static LalaoStatus
count_seeds (const SongoPosition *p, LalaoRule rule)
{
  int south = p->captured[0] + songo_row_seeds (p, LALAO_FIRST);
  int north = p->captured[1] + songo_row_seeds (p, LALAO_SECOND);
  LalaoStatus s = { LALAO_DRAW, rule };

  if (south >= SONGO_TO_WIN)
    s.result = LALAO_FIRST_WINS;
  else if (north >= SONGO_TO_WIN)
    s.result = LALAO_SECOND_WINS;
  return s;
}

static LalaoStatus
songo_adjudicate (const LalaoPosition *pos, int repetitions)
{
  const SongoPosition *p = songo_const (pos);
  int on_board = SONGO_SEEDS - p->captured[0] - p->captured[1];

  if (repetitions >= 3)
    return count_seeds (p, LALAO_RULE_REPETITION);
  if (p->captured[0] + on_board < SONGO_TO_WIN && p->captured[1] + on_board < SONGO_TO_WIN)
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_FORTY_UNREACHABLE };
  return (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
}

static LalaoStatus
songo_status (const LalaoPosition *pos, int repetitions)
{
  const SongoPosition *p = songo_const (pos);
  LalaoMove moves[LALAO_MAX_MOVES];

  if (p->captured[0] >= SONGO_TO_WIN)
    return (LalaoStatus){ LALAO_FIRST_WINS, LALAO_RULE_FORTY_SEEDS };
  if (p->captured[1] >= SONGO_TO_WIN)
    return (LalaoStatus){ LALAO_SECOND_WINS, LALAO_RULE_FORTY_SEEDS };
  if (songo_legal_moves (pos, moves) == 0)
    return count_seeds (p, LALAO_RULE_NO_LEGAL_MOVE);
  return songo_adjudicate (pos, repetitions);
}

static void
songo_start (LalaoPosition *pos, LalaoOptions options)
{
  SongoPosition *p;

  memset (pos, 0, sizeof *pos);
  p = songo_mut (pos);
  memset (p->pits, 5, sizeof p->pits);
  p->side = LALAO_FIRST;
  p->options = options;
}

/* Reads a whole number of at most three digits; advances *s. */
static bool
read_count (const char **s, int *value)
{
  int v = 0, digits = 0;
  while (**s >= '0' && **s <= '9' && digits < 4)
    {
      v = v * 10 + (**s - '0');
      (*s)++;
      digits++;
    }
  *value = v;
  return digits > 0 && digits < 4;
}

static bool
songo_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err)
{
  SongoPosition p;
  const char *s = fen;
  int total = 0, value;

  memset (&p, 0, sizeof p);
  p.options = options;
  for (int i = 0; i < SONGO_PITS; i++)
    {
      char sep = i == 6 ? '/' : i == 13 ? ' ' : ',';
      int pit = i;
      if (!read_count (&s, &value))
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "pit %c%d: expected a number of seeds",
                            i < 7 ? 'S' : 'N', i % 7);
          return false;
        }
      if (value > SONGO_SEEDS)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "pit %c%d holds %d seeds, more than the 70 of the game",
                            i < 7 ? 'S' : 'N', i % 7, value);
          return false;
        }
      p.pits[pit] = (uint8_t) value;
      total += value;
      if (*s != sep)
        {
          if (i == 6 && *s == ',')
            lalao_error_setf (err, LALAO_ERROR_FEN, "South's row has more than 7 pits");
          else if (i == 13 && *s == ',')
            lalao_error_setf (err, LALAO_ERROR_FEN, "North's row has more than 7 pits");
          else if (i < 6 && *s == '/')
            lalao_error_setf (err, LALAO_ERROR_FEN, "South's row has %d pits instead of 7", i + 1);
          else if (i > 6 && i < 13 && (*s == ' ' || *s == '\0'))
            lalao_error_setf (err, LALAO_ERROR_FEN, "North's row has %d pits instead of 7", i - 6);
          else
            lalao_error_setf (err, LALAO_ERROR_FEN, "expected '%c' after pit %c%d",
                              sep, i < 7 ? 'S' : 'N', i % 7);
          return false;
        }
      s++;
    }
  if ((s[0] != 's' && s[0] != 'n') || s[1] != ' ')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the side to move must be 's' (South) or 'n' (North)");
      return false;
    }
  p.side = s[0] == 's' ? LALAO_FIRST : LALAO_SECOND;
  s += 2;
  for (int side = 0; side < 2; side++)
    {
      if (!read_count (&s, &value) || value > SONGO_SEEDS)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, side == 0 ? LALAO_TEXT ("South's captured seeds must be a number from 0 to 70")
                                                            : LALAO_TEXT ("North's captured seeds must be a number from 0 to 70"));
          return false;
        }
      p.captured[side] = (uint8_t) value;
      total += value;
      if (side == 0 && *s++ != ' ')
        {
          lalao_error_setf (err, LALAO_ERROR_FEN, "expected a space after South's captured seeds");
          return false;
        }
    }
  if (*s != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "unexpected text after the captured seeds: \"%.20s\"", s);
      return false;
    }
  if (total != SONGO_SEEDS)
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the board and the captures hold %d seeds instead of 70", total);
      return false;
    }
  memset (pos, 0, sizeof *pos);
  *songo_mut (pos) = p;
  return true;
}

static void
songo_to_fen (const LalaoPosition *pos, char *buf)
{
  const SongoPosition *p = songo_const (pos);
  char *s = buf;

  for (int i = 0; i < SONGO_PITS; i++)
    s += sprintf (s, "%d%s", p->pits[i], i == 6 ? "/" : i == 13 ? "" : ",");
  sprintf (s, " %c %d %d", p->side == LALAO_FIRST ? 's' : 'n', p->captured[0], p->captured[1]);
}

static LalaoSide
songo_side_to_move (const LalaoPosition *pos)
{
  return (LalaoSide) songo_const (pos)->side;
}

static uint64_t
songo_hash (const LalaoPosition *pos)
{
  const SongoPosition *p = songo_const (pos);
  uint64_t h = p->side ? lalao_zobrist (0, 1) : 0;

  for (int i = 0; i < SONGO_PITS; i++)
    h ^= lalao_zobrist (1 + i, p->pits[i]);
  h ^= lalao_zobrist (15, p->captured[0]) ^ lalao_zobrist (16, p->captured[1]);
  return h ^ lalao_zobrist (17, p->options);
}

static void
songo_point_name (int index, char *buf)
{
  if (index < 0 || index >= SONGO_PITS)
    sprintf (buf, "?");
  else
    sprintf (buf, "%c%d", index < 7 ? 'S' : 'N', index % 7);
}

static void
songo_format_move (const LalaoPosition *pos, LalaoMove move, char *buf)
{
  (void) pos;
  songo_point_name (move.from, buf);
}

static bool
songo_parse_move (const LalaoPosition *pos, const char *text, LalaoMove *move, LalaoError *err)
{
  (void) pos;
  if ((text[0] != 'S' && text[0] != 'N' && text[0] != 's' && text[0] != 'n')
      || text[1] < '0' || text[1] > '6' || text[2] != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_SYNTAX,
                        "\"%.20s\" is not a pit; Songo moves are the pit names S0 to S6 and N0 to N6", text);
      return false;
    }
  memset (move, 0, sizeof *move);
  move->from = move->to = (uint8_t) ((text[0] == 'N' || text[0] == 'n' ? 7 : 0) + text[1] - '0');
  return true;
}

int
songo_threats (const LalaoPosition *pos, LalaoSide side, SongoThreat threats[7])
{
  SongoPosition as_mover = *songo_const (pos);
  int n = 0;

  as_mover.side = (uint8_t) side;
  for (int i = 0; i < 7; i++)
    {
      int pit = SONGO_PIT (side, i);
      if (as_mover.pits[pit] == 0 || !may_capture (&as_mover, pit)
          || last_pit_rule (&as_mover, pit) != LALAO_ERROR_NONE)
        continue;
      SongoPosition copy = as_mover;
      SongoOutcome out = sow (&copy, pit, NULL);
      if (out.captured == 0)
        continue;
      /* Insertion keeps the largest captures first. */
      int k = n++;
      while (k > 0 && threats[k - 1].captured < out.captured)
        {
          threats[k] = threats[k - 1];
          k--;
        }
      threats[k] = (SongoThreat){ pit, out.captured, out.taken };
    }
  return n;
}

bool
songo_has_double_threat (const LalaoPosition *pos, LalaoSide side)
{
  SongoThreat threats[7];
  int n = songo_threats (pos, side, threats);

  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (threats[i].taken != threats[j].taken && threats[i].taken && threats[j].taken)
        return true;
  return false;
}

int
songo_bidoua (const LalaoPosition *pos, LalaoSide side)
{
  const SongoPosition *p = songo_const (pos);
  int bidoua = 0;

  /* South's S_i sows S_{i-1} … S0: i pits of its own row are left after
   * it; North's N_i sows N_{i+1} … N6: 6 - i. */
  for (int i = 0; i < 7; i++)
    {
      int seeds = p->pits[SONGO_PIT (side, i)];
      int room = side == LALAO_FIRST ? i : 6 - i;
      if (seeds > 0 && seeds <= room)
        bidoua += seeds;
    }
  return bidoua;
}

unsigned
songo_greniers (const LalaoPosition *pos, LalaoSide side)
{
  const SongoPosition *p = songo_const (pos);
  unsigned set = 0;

  for (int i = 0; i < 7; i++)
    if (p->pits[SONGO_PIT (side, i)] >= SONGO_GRENIER)
      set |= 1u << SONGO_PIT (side, i);
  return set;
}

static int
songo_order_hint (const LalaoPosition *pos, LalaoMove move)
{
  if (!may_capture (songo_const (pos), move.from))
    return 0;
  int captured = songo_outcome (pos, move.from).captured;
  return captured > 0 ? LALAO_HINT_NOISY + captured : 0;
}

static int
songo_material (const LalaoPosition *pos, LalaoSide side)
{
  return 100 * songo_const (pos)->captured[side];
}

/* Whether the position can arise in a game (RULES.md §2): the 70 seeds
 * are all there, and the player who has just moved sowed every seed of
 * the pit he played (a grenier skips its own pit), so one of his pits is
 * empty, unless nobody has moved yet: the start itself. */
static bool
songo_reachable (const LalaoPosition *pos, LalaoError *why)
{
  const SongoPosition *p = songo_const (pos);
  int total = p->captured[0] + p->captured[1];
  bool start = p->captured[0] == 0 && p->captured[1] == 0, empty = false;

  lalao_error_clear (why);
  for (int i = 0; i < SONGO_PITS; i++)
    {
      total += p->pits[i];
      start = start && p->pits[i] == SONGO_SEEDS / SONGO_PITS;
    }
  if (total != SONGO_SEEDS)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE, "the board and the captures hold %d seeds instead of 70", total);
      return false;
    }
  for (int i = 0; i < 7; i++)
    empty = empty || p->pits[SONGO_PIT (1 - p->side, i)] == 0;
  if (!empty && !start)
    {
      lalao_error_setf (why, LALAO_ERROR_UNREACHABLE,
                        p->side == LALAO_FIRST
                          ? LALAO_TEXT ("no pit of North is empty, but North has just played: the pit North sowed from would be empty")
                          : LALAO_TEXT ("no pit of South is empty, but South has just played: the pit South sowed from would be empty"));
      return false;
    }
  return true;
}

static const LalaoOptionInfo songo_options[] = {
  { 0, NULL, false },
};

/* `lalao-cli bench`: perft(9) and a depth-14 search from the start. */
const LalaoBench lalao_songo_bench = { 9, 14, { 16, 24, 32 } };

const LalaoEngine lalao_songo_engine = {
  .id = SONGO_ID,
  .name = "Songo",
  .position_size = sizeof (SongoPosition),
  .options = songo_options,
  .agreed_start_letters = "sn",
  .start = songo_start,
  .from_fen = songo_from_fen,
  .to_fen = songo_to_fen,
  .side_to_move = songo_side_to_move,
  .legal_moves = songo_legal_moves,
  .play = songo_play,
  .check_move = songo_check_move,
  .status = songo_status,
  .adjudicate = songo_adjudicate,
  .hash = songo_hash,
  .format_move = songo_format_move,
  .parse_move = songo_parse_move,
  .point_name = songo_point_name,
  .evaluate = songo_evaluate,
  .reference_evaluate = songo_reference_evaluate,
  .tuning = &songo_eval_tuning,
  .order_hint = songo_order_hint,
  .material = songo_material,
  .level_noise_percent = 100,
  .reachable = songo_reachable,
  .endgame = &songo_endgame_hooks,
};
