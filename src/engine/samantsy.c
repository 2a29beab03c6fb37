/* samantsy.c — the Samantsy rule engine (RULES.md §1).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Bitboards and shifts, no attack tables: every attack is computed from
 * shifts of whole bitboards (occluded fills for the vorona's and the
 * zaza's slides), so the engine needs no initialisation call and is
 * thread-safe. Its one table, the position keys', fills itself once on
 * first use (pthread_once).
 */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "lalao-board-text.h"
#include "lalao-bench.h"
#include "lalao-engine.h"
#include "lalao-zobrist.h"
#include "samantsy.h"
#include "samantsy-private.h"

static_assert (sizeof (SamantsyPosition) <= LALAO_POSITION_SIZE, "SamantsyPosition too big");

/* White's letters then black's: a cell's value is side * 6 + piece. */
static const LalaoBoardShape board_shape = { 8, 8, "KQRNBPkqrnbp", "squares" };

static SamantsyPosition *
samantsy_mut (LalaoPosition *pos)
{
  return (SamantsyPosition *) (void *) pos->data;
}

static uint64_t
attackers_of (const SamantsyPosition *p, int square, int by, uint64_t occupied)
{
  const uint64_t *a = p->pieces[by];
  uint64_t b = BIT (square), empty = ~occupied;

  if (huffel (p))
    return samantsy_huffel_attackers (p, square, by, occupied);
  return (hova_attacks (b) & a[SAMANTSY_HOVA]) | (anakova_attacks (b) & a[SAMANTSY_ANAKOVA])
         | (farasy_attacks (b) & a[SAMANTSY_FARASY]) | (basy_attacks (b, empty) & a[SAMANTSY_BASY])
         | (vorona_attacks (b, empty) & a[SAMANTSY_VORONA])
         | (zaza_takes (b, 1 - by) & a[SAMANTSY_ZAZA]);
}

static int
hova_square (const SamantsyPosition *p, int side)
{
  return __builtin_ctzll (p->pieces[side][SAMANTSY_HOVA]);
}

static bool
side_in_check (const SamantsyPosition *p, int side)
{
  return attackers_of (p, hova_square (p, side), 1 - side, p->by_side[0] | p->by_side[1]) != 0;
}

static SamantsyPiece
piece_on (const SamantsyPosition *p, int side, int square)
{
  for (int k = 0; k < SAMANTSY_N_PIECES; k++)
    if (p->pieces[side][k] & BIT (square))
      return (SamantsyPiece) k;
  return SAMANTSY_NONE;
}

SamantsyPiece
samantsy_piece_at (const LalaoPosition *pos, int square, LalaoSide *side)
{
  const SamantsyPosition *p = samantsy_const (pos);
  for (int s = 0; s < 2; s++)
    if (p->by_side[s] & BIT (square))
      {
        if (side != NULL)
          *side = (LalaoSide) s;
        return piece_on (p, s, square);
      }
  return SAMANTSY_NONE;
}

bool
samantsy_in_check (const LalaoPosition *pos)
{
  const SamantsyPosition *p = samantsy_const (pos);
  return side_in_check (p, p->side);
}

/* The squares a piece of `kind` and `side` on `square` attacks.
 * Inlined: the move generator's loop over kinds would otherwise pay a
 * call per piece (6% more instructions in perft). */
static inline __attribute__ ((always_inline)) uint64_t
attacks_of_kind (SamantsyPiece kind, int side, int square, uint64_t empty)
{
  uint64_t b = BIT (square);
  switch (kind)
    {
    case SAMANTSY_HOVA: return hova_attacks (b);
    case SAMANTSY_ANAKOVA: return anakova_attacks (b);
    case SAMANTSY_VORONA: return vorona_attacks (b, empty);
    case SAMANTSY_FARASY: return farasy_attacks (b);
    case SAMANTSY_BASY: return basy_attacks (b, empty);
    case SAMANTSY_ZAZA: return zaza_takes (b, side);
    default: return 0;
    }
}

uint64_t
samantsy_attackers (const LalaoPosition *pos, int square, LalaoSide side)
{
  const SamantsyPosition *p = samantsy_const (pos);
  return attackers_of (p, square, side, p->by_side[0] | p->by_side[1]);
}

/* What a zaza becomes on `square` of its last rank. */
static SamantsyPiece
promotion_piece (const SamantsyPosition *p, int square)
{
  return huffel (p) ? samantsy_huffel_promotion (square) : SAMANTSY_ANAKOVA;
}

/* Plays a move on the bitboards only (no counters): for legality tests. */
static void
move_pieces (SamantsyPosition *p, int from, int to, bool promotes)
{
  int side = p->side;
  SamantsyPiece moving = piece_on (p, side, from);
  SamantsyPiece taken = piece_on (p, 1 - side, to);

  p->pieces[side][moving] ^= BIT (from);
  p->pieces[side][promotes ? promotion_piece (p, to) : moving] ^= BIT (to);
  p->by_side[side] ^= BIT (from) | BIT (to);
  if (taken != SAMANTSY_NONE)
    {
      p->pieces[1 - side][taken] ^= BIT (to);
      p->by_side[1 - side] ^= BIT (to);
    }
}

static bool
leaves_hova_safe (const SamantsyPosition *p, int from, int to)
{
  SamantsyPosition after = *p;
  move_pieces (&after, from, to, false);
  return !side_in_check (&after, p->side);
}

/* Own pieces whose move might expose the hova: on a line with an enemy
 * vorona, or between the hova and an enemy basy two squares away. Moves
 * of other pieces, when not in check, cannot leave the hova attacked. */
static uint64_t
possible_pins (const SamantsyPosition *p)
{
  int side = p->side, k = hova_square (p, side);
  uint64_t hova = BIT (k), lines = 0, enemy_basy = p->pieces[1 - side][SAMANTSY_BASY];
  uint64_t rank = RANK_1 << (8 * (k / 8)), file = 0x0101010101010101ull << (k % 8);
  uint64_t rooks = p->pieces[1 - side][SAMANTSY_VORONA];

  if (rooks & rank)
    lines |= rank;
  if (rooks & file)
    lines |= file;
  if (north_east (north_east (hova)) & enemy_basy)
    lines |= north_east (hova);
  if (north_west (north_west (hova)) & enemy_basy)
    lines |= north_west (hova);
  if (south_east (south_east (hova)) & enemy_basy)
    lines |= south_east (hova);
  if (south_west (south_west (hova)) & enemy_basy)
    lines |= south_west (hova);
  return lines & p->by_side[side];
}

static bool
game_won (const SamantsyPosition *p)
{
  return p->pieces[0][SAMANTSY_HOVA] == 0 || p->pieces[1][SAMANTSY_HOVA] == 0;
}

/* The squares a move of `kind` must end on: all of them, or for the
 * quiescence search only captures and promotions. */
static uint64_t
wanted_targets (const SamantsyPosition *p, int kind, bool noisy_only)
{
  if (!noisy_only)
    return ~0ull;
  return p->by_side[1 - p->side]
         | (kind == SAMANTSY_ZAZA ? (p->side == LALAO_FIRST ? RANK_8 : RANK_1) : 0);
}

/* Huffel's moves: every move is tried for the hova's safety (his
 * sliding hova and basy make du Picq's pin shortcut wrong). */
static int
huffel_legal_moves (const SamantsyPosition *p, LalaoMove *moves, bool noisy_only)
{
  int side = p->side, n = 0;
  uint64_t own = p->by_side[side], enemy = p->by_side[1 - side];
  uint64_t last_rank = side == LALAO_FIRST ? RANK_8 : RANK_1;

  for (int kind = 0; kind < SAMANTSY_N_PIECES; kind++)
    for (uint64_t set = p->pieces[side][kind]; set; set &= set - 1)
      {
        int from = __builtin_ctzll (set);
        uint64_t targets = samantsy_huffel_targets (p, side, (SamantsyPiece) kind, from) & ~own
                           & wanted_targets (p, kind, noisy_only);
        for (; targets; targets &= targets - 1)
          {
            int to = __builtin_ctzll (targets);
            bool promotes = kind == SAMANTSY_ZAZA && (last_rank & BIT (to));
            if (!leaves_hova_safe (p, from, to))
              continue;
            LalaoMove *m = &moves[n++];
            memset (m, 0, sizeof *m);
            m->from = (uint8_t) from;
            m->to = (uint8_t) to;
            m->flags = (uint8_t) (((enemy & BIT (to)) ? LALAO_MOVE_CAPTURE : 0) | (promotes ? LALAO_MOVE_PROMOTION : 0));
            /* The move's text names what the zaza becomes: a7a8r. */
            if (promotes)
              m->info = (uint32_t) "kqrnbp"[samantsy_huffel_promotion (to)];
          }
      }
  return n;
}

static int
generate_moves (const SamantsyPosition *p, LalaoMove *moves, bool noisy_only)
{
  int side = p->side, n = 0;
  uint64_t own = p->by_side[side], enemy = p->by_side[1 - side];
  uint64_t empty = ~(own | enemy);
  uint64_t last_rank = side == LALAO_FIRST ? RANK_8 : RANK_1;
  bool check;
  uint64_t pins;

  if (game_won (p))
    return 0;
  if (huffel (p))
    return huffel_legal_moves (p, moves, noisy_only);
  check = side_in_check (p, side);
  pins = possible_pins (p);

  for (int kind = 0; kind < SAMANTSY_N_PIECES; kind++)
    for (uint64_t set = p->pieces[side][kind]; set; set &= set - 1)
      {
        int from = __builtin_ctzll (set);
        uint64_t b = BIT (from), targets;
        bool test_all = check || kind == SAMANTSY_HOVA || (pins & b);

        /* A zaza takes where it does not slide; the others take where they go. */
        targets = kind == SAMANTSY_ZAZA ? zaza_slides (b, empty, side) | (zaza_takes (b, side) & enemy)
                                        : attacks_of_kind (kind, side, from, empty) & ~own;
        targets &= wanted_targets (p, kind, noisy_only);
        for (; targets; targets &= targets - 1)
          {
            int to = __builtin_ctzll (targets);
            if (test_all && !leaves_hova_safe (p, from, to))
              continue;
            LalaoMove *m = &moves[n++];
            memset (m, 0, sizeof *m);
            m->from = (uint8_t) from;
            m->to = (uint8_t) to;
            m->flags = (uint8_t) (((enemy & BIT (to)) ? LALAO_MOVE_CAPTURE : 0)
                                  | ((kind == SAMANTSY_ZAZA && (last_rank & BIT (to))) ? LALAO_MOVE_PROMOTION : 0));
          }
      }
  return n;
}

static int
samantsy_legal_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  return generate_moves (samantsy_const (pos), moves, false);
}

static int
samantsy_noisy_moves (const LalaoPosition *pos, LalaoMove *moves)
{
  return generate_moves (samantsy_const (pos), moves, true);
}

static void
emit_checks (const SamantsyPosition *p, LalaoTrace *t)
{
  /* No hova: a position where it was taken, which only a caller that
   * passed the turn of a side in check can make (the threats' scan). */
  if (p->pieces[p->side][SAMANTSY_HOVA] == 0)
    return;
  int hova = hova_square (p, p->side);
  uint64_t attackers = attackers_of (p, hova, 1 - p->side, p->by_side[0] | p->by_side[1]);
  for (; attackers; attackers &= attackers - 1)
    {
      int sq = __builtin_ctzll (attackers);
      lalao_trace_emit (t, LALAO_EVENT_CHECK, hova, sq, piece_on (p, 1 - p->side, sq), 0);
    }
}

static void
samantsy_play (const LalaoPosition *pos, LalaoMove move, LalaoPosition *out, LalaoTrace *t)
{
  SamantsyPosition *p = samantsy_mut (out);
  SamantsyPiece moving, taken;
  int side;

  if (out != pos)
    *p = *samantsy_const (pos);
  side = p->side;
  moving = piece_on (p, side, move.from);
  taken = piece_on (p, 1 - side, move.to);
  lalao_trace_emit (t, LALAO_EVENT_PIECE_MOVED, move.from, move.to, moving, 0);
  if (taken != SAMANTSY_NONE)
    lalao_trace_emit (t, LALAO_EVENT_PIECE_CAPTURED, move.to, taken, 0, 0);
  move_pieces (p, move.from, move.to, move.flags & LALAO_MOVE_PROMOTION);
  if (move.flags & LALAO_MOVE_PROMOTION)
    lalao_trace_emit (t, LALAO_EVENT_PROMOTED, move.to, promotion_piece (p, move.to), 0, 0);

  if (taken != SAMANTSY_NONE || moving == SAMANTSY_ZAZA)
    p->quiet_plies = 0;
  else if (p->quiet_plies < UINT8_MAX)
    p->quiet_plies++;
  if (side == LALAO_SECOND && p->move_number < UINT16_MAX)
    p->move_number++;
  p->side = (uint8_t) (1 - side);
  if (t != NULL)
    emit_checks (p, t);
}

/* Whether the enemy hova stands attacked after `move`: by the moved
 * piece from its new square, or by another whose line it opened. A
 * capture, a promotion or Huffel's pieces are played out instead. */
static bool
samantsy_gives_check (const LalaoPosition *pos, LalaoMove move)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int side = p->side, hova = hova_square (p, 1 - side);
  uint64_t occupied = p->by_side[0] | p->by_side[1];

  if (huffel (p) || (move.flags & LALAO_MOVE_PROMOTION) || (occupied & BIT (move.to)))
    {
      LalaoPosition after;
      samantsy_play (pos, move, &after, NULL);
      return samantsy_in_check (&after);
    }
  occupied ^= BIT (move.from) | BIT (move.to);
  SamantsyPiece kind = piece_on (p, side, move.from);
  return (attacks_of_kind (kind, side, move.to, ~occupied) & BIT (hova))
         || (attackers_of (p, hova, side, occupied) & ~BIT (move.from));
}

/* Why a move breaks the movement rules of its piece; NONE if it does not. */
static void
check_geometry (const SamantsyPosition *p, SamantsyPiece kind, int from, int to, LalaoError *err)
{
  int side = p->side;
  uint64_t b = BIT (from), occupied = p->by_side[0] | p->by_side[1], empty = ~occupied;
  int dx = to % 8 - from % 8, dy = to / 8 - from / 8, forward = side == LALAO_FIRST ? 1 : -1;
  bool enemy_there = p->by_side[1 - side] & BIT (to);

  switch (kind)
    {
    case SAMANTSY_HOVA:
    case SAMANTSY_ANAKOVA:
    case SAMANTSY_FARASY:
      if (!((kind == SAMANTSY_HOVA ? hova_attacks (b) : kind == SAMANTSY_ANAKOVA ? anakova_attacks (b) : farasy_attacks (b))
            & BIT (to)))
        lalao_error_set (err, LALAO_ERROR_PIECE_MOVEMENT, from, to, kind, 0);
      return;
    case SAMANTSY_BASY:
      if ((dx != 2 && dx != -2) || (dy != 2 && dy != -2))
        lalao_error_set (err, LALAO_ERROR_PIECE_MOVEMENT, from, to, kind, 0);
      else if (!(empty & BIT (from + (dy / 2) * 8 + dx / 2)))
        lalao_error_set (err, LALAO_ERROR_PATH_BLOCKED, from, to, kind, from + (dy / 2) * 8 + dx / 2);
      return;
    case SAMANTSY_VORONA:
    case SAMANTSY_ZAZA:
      if (kind == SAMANTSY_ZAZA && dy == forward && (dx == 1 || dx == -1))
        {
          if (!enemy_there)
            lalao_error_set (err, LALAO_ERROR_ZAZA_DIAGONAL_EMPTY, from, to, 0, 0);
          return;
        }
      if ((dx != 0 && dy != 0) || (kind == SAMANTSY_ZAZA && (dx != 0 || dy * forward <= 0)))
        {
          lalao_error_set (err, LALAO_ERROR_PIECE_MOVEMENT, from, to, kind, 0);
          return;
        }
      {
        int step = (dx > 0) - (dx < 0) + 8 * ((dy > 0) - (dy < 0));
        for (int sq = from + step; sq != to; sq += step)
          if (occupied & BIT (sq))
            {
              lalao_error_set (err, LALAO_ERROR_PATH_BLOCKED, from, to, kind, sq);
              return;
            }
      }
      if (kind == SAMANTSY_ZAZA && enemy_there)
        lalao_error_set (err, LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL, from, to, 0, 0);
      return;
    default:
      return;
    }
}

static void
samantsy_check_move (const LalaoPosition *pos, LalaoMove move, LalaoError *err)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int side = p->side, from = move.from, to = move.to;
  SamantsyPiece kind;
  LalaoMove moves[LALAO_MAX_MOVES];

  lalao_error_clear (err);
  if (game_won (p) || samantsy_legal_moves (pos, moves) == 0)
    return lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  if (from > 63 || to > 63)
    return lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, 0, 0, 0, 0);
  if (!((p->by_side[0] | p->by_side[1]) & BIT (from)))
    return lalao_error_set (err, LALAO_ERROR_EMPTY_START, from, 0, 0, 0);
  if (p->by_side[1 - side] & BIT (from))
    return lalao_error_set (err, LALAO_ERROR_NOT_YOUR_PIECE, from, 0, 0, 0);
  if (p->by_side[side] & BIT (to))
    return lalao_error_set (err, LALAO_ERROR_OCCUPIED, to, side, 0, 0);
  if (p->pieces[1 - side][SAMANTSY_HOVA] & BIT (to))
    return lalao_error_set (err, LALAO_ERROR_HOVA_CAPTURE, to, 0, 0, 0);
  kind = piece_on (p, side, from);
  if (huffel (p))
    {
      /* Huffel's pieces: only the squares a piece reaches. */
      if (!(samantsy_huffel_targets (p, side, kind, from) & BIT (to)))
        return lalao_error_set (err, LALAO_ERROR_PIECE_MOVEMENT, from, to, kind, 0);
    }
  else
    check_geometry (p, kind, from, to, err);
  if (err->code != LALAO_ERROR_NONE)
    return;
  char becomes = "kqrnbp"[promotion_piece (p, to)];
  if ((move.flags & LALAO_MOVE_PROMOTION) && move.info != 0 && move.info != (uint32_t) becomes)
    return lalao_error_set (err, LALAO_ERROR_PROMOTION_PIECE, to, promotion_piece (p, to), 0, 0);
  if (!leaves_hova_safe (p, from, to))
    {
      SamantsyPosition after = *p;
      int hova;
      uint64_t attackers;

      move_pieces (&after, from, to, false);
      hova = hova_square (&after, side);
      attackers = attackers_of (&after, hova, 1 - side, after.by_side[0] | after.by_side[1]);
      if (attackers & after.pieces[1 - side][SAMANTSY_HOVA])
        return lalao_error_set (err, LALAO_ERROR_HOVAS_TOUCH, hova, hova_square (&after, 1 - side), 0, 0);
      int sq = __builtin_ctzll (attackers);
      return lalao_error_set (err, LALAO_ERROR_HOVA_ATTACKED, hova, sq, piece_on (&after, 1 - side, sq), 0);
    }
  lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, from, to, 0, 0);
}

static bool
bare_hovas (const SamantsyPosition *p)
{
  return (p->by_side[0] | p->by_side[1]) == (p->pieces[0][SAMANTSY_HOVA] | p->pieces[1][SAMANTSY_HOVA]);
}

static LalaoStatus
samantsy_adjudicate (const LalaoPosition *pos, int repetitions)
{
  const SamantsyPosition *p = samantsy_const (pos);

  if (bare_hovas (p))
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_BARE_HOVAS };
  if (repetitions >= 3)
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_REPETITION };
  if (p->quiet_plies >= SAMANTSY_NO_CAPTURE_LIMIT)
    return (LalaoStatus){ LALAO_DRAW, LALAO_RULE_NO_CAPTURE_LIMIT };
  return (LalaoStatus){ LALAO_ONGOING, LALAO_RULE_NONE };
}

static LalaoStatus
samantsy_status (const LalaoPosition *pos, int repetitions)
{
  const SamantsyPosition *p = samantsy_const (pos);
  LalaoMove moves[LALAO_MAX_MOVES];

  /* A hova taken: only a caller that passed the turn of a side in check
   * can make that (the threats' scan); that side has lost. */
  if (p->pieces[p->side][SAMANTSY_HOVA] == 0)
    return (LalaoStatus){ p->side == LALAO_FIRST ? LALAO_SECOND_WINS : LALAO_FIRST_WINS, LALAO_RULE_CHECKMATE };
  /* The side to move that is blocked has lost, in check or not. */
  if (samantsy_legal_moves (pos, moves) == 0)
    return (LalaoStatus){ p->side == LALAO_FIRST ? LALAO_SECOND_WINS : LALAO_FIRST_WINS,
                          side_in_check (p, p->side) ? LALAO_RULE_CHECKMATE : LALAO_RULE_STALEMATE };
  return samantsy_adjudicate (pos, repetitions);
}

static bool samantsy_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err);

static void
samantsy_start (LalaoPosition *pos, LalaoOptions options)
{
  LalaoError err;
  bool ok = samantsy_from_fen (pos, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", options, &err);
  assert (ok);
  (void) ok;
}

static bool
samantsy_from_fen (LalaoPosition *pos, const char *fen, LalaoOptions options, LalaoError *err)
{
  SamantsyPosition p;
  const char *s = fen;
  int8_t cells[64];
  int value;

  memset (&p, 0, sizeof p);
  p.options = options;
  s = lalao_board_read (&board_shape, s, cells, err);
  if (s == NULL)
    return false;
  for (int sq = 0; sq < 64; sq++)
    if (cells[sq] >= 0)
      {
        int side = cells[sq] / SAMANTSY_N_PIECES;
        p.pieces[side][cells[sq] % SAMANTSY_N_PIECES] |= BIT (sq);
        p.by_side[side] |= BIT (sq);
      }
  for (int side = 0; side < 2; side++)
    {
      int hovas = __builtin_popcountll (p.pieces[side][SAMANTSY_HOVA]);
      if (hovas == 0)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN,
                            side ? LALAO_TEXT ("there is no black hova") : LALAO_TEXT ("there is no white hova"));
          return false;
        }
      if (hovas > 1)
        {
          lalao_error_setf (err, LALAO_ERROR_FEN,
                            side ? LALAO_TEXT ("there are %d black hovas: each side has exactly one")
                                 : LALAO_TEXT ("there are %d white hovas: each side has exactly one"), hovas);
          return false;
        }
      if (p.pieces[side][SAMANTSY_ZAZA] & (side == LALAO_FIRST ? RANK_8 : RANK_1))
        {
          lalao_error_setf (err, LALAO_ERROR_FEN,
                            side ? LALAO_TEXT ("a black zaza stands on its last rank, where it would already be an anakova")
                                 : LALAO_TEXT ("a white zaza stands on its last rank, where it would already be an anakova"));
          return false;
        }
    }
  if (s[0] != ' ' || (s[1] != 'w' && s[1] != 'b') || s[2] != ' ')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the side to move must be 'w' or 'b'");
      return false;
    }
  p.side = s[1] == 'w' ? LALAO_FIRST : LALAO_SECOND;
  s += 3;
  if (s[0] != '-' || s[1] != ' ')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the castling field must be '-': Samantsy has no castling");
      return false;
    }
  s += 2;
  if (s[0] != '-' || s[1] != ' ')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the en passant field must be '-': Samantsy has no en passant");
      return false;
    }
  s += 2;
  if (!lalao_board_read_number (&s, &value, 255))
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the plies without capture or zaza move must be a number from 0 to 255");
      return false;
    }
  p.quiet_plies = (uint8_t) value;
  if (*s++ != ' ' || !lalao_board_read_number (&s, &value, 9999) || value < 1)
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "the move number must be a number from 1 to 9999");
      return false;
    }
  p.move_number = (uint16_t) value;
  if (*s != '\0')
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, "unexpected text at the end: \"%.20s\"", s);
      return false;
    }
  if (side_in_check (&p, 1 - p.side))
    {
      lalao_error_setf (err, LALAO_ERROR_FEN, p.side ? LALAO_TEXT ("the white hova is attacked although it is not white's turn")
                                                      : LALAO_TEXT ("the black hova is attacked although it is not black's turn"));
      return false;
    }
  memset (pos, 0, sizeof *pos);
  *samantsy_mut (pos) = p;
  return true;
}

static void
samantsy_to_fen (const LalaoPosition *pos, char *buf)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int8_t cells[64];
  char *s;

  for (int sq = 0; sq < 64; sq++)
    {
      LalaoSide side;
      SamantsyPiece k = samantsy_piece_at (pos, sq, &side);
      cells[sq] = (int8_t) (k == SAMANTSY_NONE ? -1 : (int) side * SAMANTSY_N_PIECES + (int) k);
    }
  s = lalao_board_write (&board_shape, cells, buf);
  sprintf (s, " %c - - %d %d", p->side == LALAO_FIRST ? 'w' : 'b', p->quiet_plies, p->move_number);
}

static LalaoSide
samantsy_side_to_move (const LalaoPosition *pos)
{
  return (LalaoSide) samantsy_const (pos)->side;
}

/* The keys of a piece on a square, lalao_zobrist()'s, kept in a table:
 * the search hashes every node from scratch, and the mixer's two
 * multiplications per piece were 4% of its time. */
static uint64_t piece_keys[2][SAMANTSY_N_PIECES][64];
static pthread_once_t piece_keys_filled = PTHREAD_ONCE_INIT;

static void
fill_piece_keys (void)
{
  for (int side = 0; side < 2; side++)
    for (int k = 0; k < SAMANTSY_N_PIECES; k++)
      for (int sq = 0; sq < 64; sq++)
        piece_keys[side][k][sq] = lalao_zobrist ((uint32_t) (2 + side * 8 + k), (uint32_t) sq);
}

static uint64_t
samantsy_hash (const LalaoPosition *pos)
{
  const SamantsyPosition *p = samantsy_const (pos);
  uint64_t h = lalao_zobrist (0, p->side) ^ lalao_zobrist (1, p->options);

  pthread_once (&piece_keys_filled, fill_piece_keys);
  for (int side = 0; side < 2; side++)
    for (int k = 0; k < SAMANTSY_N_PIECES; k++)
      for (uint64_t b = p->pieces[side][k]; b; b &= b - 1)
        h ^= piece_keys[side][k][__builtin_ctzll (b)];
  return h;
}

/* A pass for the null-move pruning: refused in check, and without a
 * vorona or two other pieces besides the hova and the zazas, where being
 * made to move (stalemate loses) is a real danger. */
static bool
samantsy_pass (const LalaoPosition *pos, LalaoPosition *out)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int side = p->side;
  uint64_t others = p->pieces[side][SAMANTSY_ANAKOVA] | p->pieces[side][SAMANTSY_FARASY]
                    | p->pieces[side][SAMANTSY_BASY];
  bool two_others = (others & (others - 1)) != 0;
  if ((p->pieces[side][SAMANTSY_VORONA] == 0 && !two_others) || samantsy_in_check (pos))
    return false;
  *out = *pos;
  samantsy_mut (out)->side = (uint8_t) (side ^ 1);
  return true;
}

static void
samantsy_point_name (int index, char *buf)
{
  lalao_board_point_name (&board_shape, index, buf);
}

static void
samantsy_format_move (const LalaoPosition *pos, LalaoMove move, char *buf)
{
  char from[4], to[4];
  samantsy_point_name (move.from, from);
  samantsy_point_name (move.to, to);
  if (move.flags & LALAO_MOVE_PROMOTION)
    sprintf (buf, "%s%s%c", from, to, move.info ? (char) move.info : 'q');
  else
    sprintf (buf, "%s%s", from, to);
}

static bool
samantsy_parse_move (const LalaoPosition *pos, const char *text, LalaoMove *move, LalaoError *err)
{
  const SamantsyPosition *p = samantsy_const (pos);
  size_t len = strlen (text);
  const char *s = text;
  int from, to;

  memset (move, 0, sizeof *move);
  if ((len != 4 && len != 5) || !lalao_board_read_point (&board_shape, &s, &from)
      || !lalao_board_read_point (&board_shape, &s, &to) || (len == 5 && !strchr ("qrnbk", text[4])))
    {
      lalao_error_setf (err, LALAO_ERROR_SYNTAX,
                        "\"%.20s\" is not a Samantsy move; write it from square to square, such as e2e5 or b7b8q", text);
      return false;
    }
  move->from = (uint8_t) from;
  move->to = (uint8_t) to;
  if (move->from == move->to)
    {
      lalao_error_setf (err, LALAO_ERROR_SYNTAX, "\"%.20s\" starts and ends on the same square", text);
      return false;
    }
  /* A zaza reaching its last rank always becomes an anakova: "b7b8" and
   * "b7b8q" are the same move; another letter is refused by check_move. */
  if ((p->pieces[p->side][SAMANTSY_ZAZA] & BIT (move->from))
      && (BIT (move->to) & (p->side == LALAO_FIRST ? RANK_8 : RANK_1)))
    {
      move->flags |= LALAO_MOVE_PROMOTION;
      /* Huffel's zaza becomes the piece of its file: named in the move,
       * "a7a8r", or left to the rules, "a7a8". */
      if (huffel (p))
        move->info = (uint32_t) (len == 5 ? text[4] : "kqrnbp"[samantsy_huffel_promotion (move->to)]);
      else if (len == 5 && text[4] != 'q')
        move->info = (uint32_t) text[4];
    }
  if ((p->by_side[1 - p->side] & BIT (move->to)))
    move->flags |= LALAO_MOVE_CAPTURE;
  return true;
}

static int
samantsy_order_hint (const LalaoPosition *pos, LalaoMove move)
{
  const SamantsyPosition *p = samantsy_const (pos);
  SamantsyPiece taken = piece_on (p, 1 - p->side, move.to);
  int score = (move.flags & LALAO_MOVE_PROMOTION) ? LALAO_HINT_NOISY + 400 : 0;
  if (taken != SAMANTSY_NONE)
    {
      const int *value = samantsy_piece_values (p);
      score += LALAO_HINT_NOISY + 10 * value[taken] - value[piece_on (p, p->side, move.from)] / 10;
    }
  return score;
}

/* The mover's side and kind of piece, for the search's continuation
 * history. */
static int
samantsy_moved_piece (const LalaoPosition *pos, LalaoMove move)
{
  const SamantsyPosition *p = samantsy_const (pos);
  return p->side * 8 + (int) piece_on (p, p->side, move.from);
}

/* The zazas of both sides, mixed, for the search's correction history:
 * the evaluation's errors often come from the zazas' structure. */
static uint64_t
samantsy_structure_key (const LalaoPosition *pos)
{
  const SamantsyPosition *p = samantsy_const (pos);
  uint64_t k = p->pieces[0][SAMANTSY_ZAZA] * 0x9E3779B97F4A7C15ull
               ^ p->pieces[1][SAMANTSY_ZAZA] * 0xC2B2AE3D27D4EB4Full;
  return k ^ (k >> 29);
}

/* The plies toward the draw by 50 moves each without a capture or a
 * zaza's move. */
static int
samantsy_quiet_plies (const LalaoPosition *pos)
{
  return samantsy_const (pos)->quiet_plies;
}

/* Static exchange: what the mover wins in material (centi-units) when
 * both sides go on taking on move.to, each with its least valuable
 * piece, and each may stop. Pins are ignored; the hova takes last and
 * only onto a square nobody defends any more. */
static int
samantsy_exchange (const LalaoPosition *pos, LalaoMove move)
{
  /* Least valuable first; the hova last. */
  static const SamantsyPiece takers[] = { SAMANTSY_ZAZA, SAMANTSY_ANAKOVA, SAMANTSY_BASY,
                                          SAMANTSY_FARASY, SAMANTSY_VORONA, SAMANTSY_HOVA };
  const SamantsyPosition *p = samantsy_const (pos);
  const int *value = samantsy_piece_values (p);
  int to = move.to, gain[32], depth = 0;
  uint64_t occupied = (p->by_side[0] | p->by_side[1]) ^ BIT (move.from);
  SamantsyPiece taken = piece_on (p, 1 - p->side, to), on_square = piece_on (p, p->side, move.from);

  gain[0] = taken == SAMANTSY_NONE ? 0 : value[taken];
  if (move.flags & LALAO_MOVE_PROMOTION)
    {
      on_square = promotion_piece (p, to);
      gain[0] += value[on_square] - value[SAMANTSY_ZAZA];
    }
  for (int side = 1 - p->side; depth + 1 < (int) (sizeof gain / sizeof gain[0]); side = 1 - side)
    {
      uint64_t attackers = attackers_of (p, to, side, occupied) & occupied;
      SamantsyPiece taker = SAMANTSY_NONE;
      for (size_t k = 0; k < sizeof takers / sizeof takers[0] && taker == SAMANTSY_NONE; k++)
        if (attackers & p->pieces[side][takers[k]])
          taker = takers[k];
      if (taker == SAMANTSY_NONE
          || (taker == SAMANTSY_HOVA && (attackers_of (p, to, 1 - side, occupied) & occupied)))
        break;
      depth++;
      /* The hova is never taken: its value only has to outweigh the rest. */
      gain[depth] = (on_square == SAMANTSY_HOVA ? 10000 : value[on_square]) - gain[depth - 1];
      occupied ^= BIT (__builtin_ctzll (attackers & p->pieces[side][taker]));
      on_square = taker;
    }
  while (depth > 0)
    {
      depth--;
      if (-gain[depth] < gain[depth + 1])
        gain[depth] = -gain[depth + 1];
    }
  return gain[0];
}

static int
samantsy_material (const LalaoPosition *pos, LalaoSide side)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int score = 0;
  for (int k = 1; k < SAMANTSY_N_PIECES; k++)
    score += samantsy_piece_values (p)[k] * __builtin_popcountll (p->pieces[side][k]);
  return score;
}

static const LalaoOptionInfo samantsy_options[] = {
  { SAMANTSY_OPTION_HUFFEL, "huffel", false },
  { 0, NULL, false },
};

/* `lalao-cli bench`: perft(5) and a depth-9 search from the start. */
const LalaoBench lalao_samantsy_bench = { 5, 9, { 16, 24, 32 } };

const LalaoEngine lalao_samantsy_engine = {
  .id = SAMANTSY_ID,
  .name = "Samantsy",
  .position_size = sizeof (SamantsyPosition),
  .options = samantsy_options,
  .start = samantsy_start,
  .from_fen = samantsy_from_fen,
  .to_fen = samantsy_to_fen,
  .side_to_move = samantsy_side_to_move,
  .legal_moves = samantsy_legal_moves,
  .play = samantsy_play,
  .check_move = samantsy_check_move,
  .status = samantsy_status,
  .adjudicate = samantsy_adjudicate,
  .hash = samantsy_hash,
  .format_move = samantsy_format_move,
  .parse_move = samantsy_parse_move,
  .point_name = samantsy_point_name,
  .evaluate = samantsy_evaluate,
  .order_hint = samantsy_order_hint,
  .material = samantsy_material,
  .in_check = samantsy_in_check,
  .gives_check = samantsy_gives_check,
  .exchange = samantsy_exchange,
  .noisy_moves = samantsy_noisy_moves,
  .pass = samantsy_pass,
  .rarely_without_moves = true,
  .improving_counts = true,
  .moved_piece = samantsy_moved_piece,
  .structure_key = samantsy_structure_key,
  .quiet_plies = samantsy_quiet_plies,
  .reference_evaluate = samantsy_reference_evaluate,
  .tuning = &samantsy_eval_tuning,
  .level_noise_percent = 100,
  .grid = &board_shape,
  .fresh_counters = " - - 0 1",
  .reachable = samantsy_reachable,
  .endgame = &samantsy_endgame_hooks,
};
