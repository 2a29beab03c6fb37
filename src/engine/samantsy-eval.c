/* samantsy-eval.c — the Samantsy evaluations: the tuned one the computer
 * plays with, and the reference one the teaching content was made with.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tuned evaluation is a sum of weights times counts
 * (lalao-eval-terms.h); its weights, in samantsy-weights.h, come from
 * tools/texel-tune over positions of self-play games (docs/ai.md).
 * Huffel's rules keep the reference evaluation: no games were tuned on
 * them.
 */
#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-eval-terms.h"
#include "samantsy.h"
#include "samantsy-private.h"

/* ---- The reference evaluation (as it stood at commit 3788853). ---- */

/* Material adapted to these pieces: the anakova (one diagonal step) is the
 * weakest piece, the basy little better; a zaza is fast and promotes, so
 * it gains as it advances. */
static const int piece_value[SAMANTSY_N_PIECES] = { 0, 150, 500, 320, 180, 100 };
/* Huffel's pieces: the basy is nearly a vorona, the anakova and the zaza
 * step any way, the farasy reaches eight squares over anything. */
static const int huffel_value[SAMANTSY_N_PIECES] = { 0, 260, 500, 300, 460, 130 };

const int *
samantsy_piece_values (const SamantsyPosition *p)
{
  return huffel (p) ? huffel_value : piece_value;
}

static int
side_material (const SamantsyPosition *p, int side)
{
  int score = 0;
  for (int k = 1; k < SAMANTSY_N_PIECES; k++)
    score += samantsy_piece_values (p)[k] * __builtin_popcountll (p->pieces[side][k]);
  for (uint64_t z = p->pieces[side][SAMANTSY_ZAZA]; z; z &= z - 1)
    {
      int rank = __builtin_ctzll (z) / 8;
      score += 4 * (side == LALAO_FIRST ? rank : 7 - rank);
    }
  return score;
}

/* Mobility: squares the pieces attack. Hova safety: under "blocking
 * wins", a hova with few free squares around it is in danger. */
static int
side_activity (const SamantsyPosition *p, int side)
{
  uint64_t empty = ~(p->by_side[0] | p->by_side[1]), own = p->by_side[side];
  const uint64_t *a = p->pieces[side];
  int mobility = 0;
  if (huffel (p))
    for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_ZAZA; k++)
      for (uint64_t b = a[k]; b; b &= b - 1)
        mobility += __builtin_popcountll (samantsy_huffel_targets (p, side, (SamantsyPiece) k, __builtin_ctzll (b)) & ~own);
  else
    {
      mobility = __builtin_popcountll (anakova_attacks (a[SAMANTSY_ANAKOVA]) & ~own)
                 + __builtin_popcountll (farasy_attacks (a[SAMANTSY_FARASY]) & ~own)
                 + __builtin_popcountll (basy_attacks (a[SAMANTSY_BASY], empty) & ~own);
      for (uint64_t r = a[SAMANTSY_VORONA]; r; r &= r - 1)
        mobility += __builtin_popcountll (vorona_attacks (r & -r, empty) & ~own);
    }
  uint64_t enemy_reach = hova_attacks (p->pieces[1 - side][SAMANTSY_HOVA]);
  int free_squares = __builtin_popcountll (hova_attacks (a[SAMANTSY_HOVA]) & ~own & ~enemy_reach);
  return 3 * mobility + (free_squares < 2 ? -30 : 0) + 4 * free_squares;
}

int
samantsy_reference_evaluate (const LalaoPosition *pos)
{
  const SamantsyPosition *p = samantsy_const (pos);
  return side_material (p, p->side) + side_activity (p, p->side)
         - side_material (p, 1 - p->side) - side_activity (p, 1 - p->side);
}

/* ---- The tuned evaluation. ---- */

/* Where a block of weights starts in samantsy_weights[]. */
enum {
  W_MATERIAL = 0,                        /* anakova, vorona, farasy, basy, zaza */
  W_PST = W_MATERIAL + 5,                /* [piece][relative rank][file folded to a–d] */
  W_MOBILITY = W_PST + 6 * 32,           /* a square attacked: anakova, vorona, farasy, basy */
  W_HOVA_FREE = W_MOBILITY + 4,          /* the hova's free squares, 0 to 8 */
  W_HOVA_ZONE = W_HOVA_FREE + 9,         /* enemy attacks next to the hova, by attacker */
  W_ZAZA_PASSED = W_HOVA_ZONE + 5,       /* by relative rank */
  W_ZAZA_OPEN = W_ZAZA_PASSED + 8,       /* nothing ahead up to the last rank, by rank */
  W_ZAZA_SHAPE = W_ZAZA_OPEN + 8,        /* doubled, isolated, defended by a zaza */
  W_VORONA_FILE = W_ZAZA_SHAPE + 3,      /* open file, half-open file */
  W_THREAT = W_VORONA_FILE + 2,          /* an enemy piece attacked: by a minor piece, by a vorona; by kind */
  W_HANGING = W_THREAT + 10,             /* attacked, undefended: the mover's, the other's; by kind */
  W_ZAZA_THREAT = W_HANGING + 10,        /* a piece a zaza attacks: the mover's, the other's */
  W_TEMPO = W_ZAZA_THREAT + 2,
  N_WEIGHTS = W_TEMPO + 1,
};

static const LalaoEvalBlock blocks[] = {
  { "material", 5 },
  { "pst_hova", 32 }, { "pst_anakova", 32 }, { "pst_vorona", 32 },
  { "pst_farasy", 32 }, { "pst_basy", 32 }, { "pst_zaza", 32 },
  { "mobility", 4 }, { "hova_free", 9 }, { "hova_zone", 5 },
  { "zaza_passed", 8 }, { "zaza_open", 8 }, { "zaza_shape", 3 },
  { "vorona_file", 2 }, { "threat", 10 }, { "hanging", 10 }, { "zaza_threat", 2 }, { "tempo", 1 },
  { NULL, 0 },
};

#include "samantsy-weights.h"

static_assert (sizeof samantsy_weights / sizeof samantsy_weights[0] == N_WEIGHTS,
               "samantsy-weights.h does not match the blocks");

/* What each side's pieces attack. */
typedef struct {
  uint64_t by_kind[SAMANTSY_N_PIECES];
  uint64_t all;
} Attacks;

static void
side_attacks (const SamantsyPosition *p, int side, uint64_t empty, Attacks *a)
{
  const uint64_t *own = p->pieces[side];
  a->by_kind[SAMANTSY_HOVA] = hova_attacks (own[SAMANTSY_HOVA]);
  a->by_kind[SAMANTSY_ANAKOVA] = anakova_attacks (own[SAMANTSY_ANAKOVA]);
  a->by_kind[SAMANTSY_VORONA] = vorona_attacks (own[SAMANTSY_VORONA], empty);
  a->by_kind[SAMANTSY_FARASY] = farasy_attacks (own[SAMANTSY_FARASY]);
  a->by_kind[SAMANTSY_BASY] = basy_attacks (own[SAMANTSY_BASY], empty);
  a->by_kind[SAMANTSY_ZAZA] = zaza_takes (own[SAMANTSY_ZAZA], side);
  a->all = 0;
  for (int k = 0; k < SAMANTSY_N_PIECES; k++)
    a->all |= a->by_kind[k];
}

static inline int
relative_rank (int side, int square)
{
  return side == LALAO_FIRST ? square / 8 : 7 - square / 8;
}

static inline uint64_t
file_mask (int file)
{
  return 0x0101010101010101ull << file;
}

/* The squares ahead of `square` for `side`, on its own file. */
static inline uint64_t
ahead (int side, int square)
{
  uint64_t file = file_mask (square % 8);
  return side == LALAO_FIRST ? file & ~((BIT (square) << 1) - 1) : file & (BIT (square) - 1);
}

/* Inlined into both callers, so that the evaluation without a tuner
 * has no test of `terms` left. */
static inline __attribute__ ((always_inline)) void
side_terms (const SamantsyPosition *p, int side, const Attacks *ours, const Attacks *enemy, LalaoEvalSum *s)
{
  const uint64_t *own = p->pieces[side];
  uint64_t empty = ~(p->by_side[0] | p->by_side[1]), mine = p->by_side[side];
  const uint64_t *their = p->pieces[1 - side];

  for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_N_PIECES; k++)
    lalao_eval_add (s, W_MATERIAL + k - 1, __builtin_popcountll (own[k]));
  for (int k = 0; k < SAMANTSY_N_PIECES; k++)
    for (uint64_t b = own[k]; b; b &= b - 1)
      {
        int sq = __builtin_ctzll (b), file = sq % 8;
        lalao_eval_add (s, W_PST + k * 32 + relative_rank (side, sq) * 4 + (file < 4 ? file : 7 - file), 1);
      }

  /* Mobility: each vorona's own squares, the other pieces' unions. */
  int vorona_squares = 0;
  for (uint64_t r = own[SAMANTSY_VORONA]; r; r &= r - 1)
    vorona_squares += __builtin_popcountll (vorona_attacks (r & -r, empty) & ~mine);
  lalao_eval_add (s, W_MOBILITY + 0, __builtin_popcountll (ours->by_kind[SAMANTSY_ANAKOVA] & ~mine));
  lalao_eval_add (s, W_MOBILITY + 1, vorona_squares);
  lalao_eval_add (s, W_MOBILITY + 2, __builtin_popcountll (ours->by_kind[SAMANTSY_FARASY] & ~mine));
  lalao_eval_add (s, W_MOBILITY + 3, __builtin_popcountll (ours->by_kind[SAMANTSY_BASY] & ~mine));

  /* The hova: blocked is lost, so its free squares and the enemy's
   * attacks around it. */
  uint64_t zone = hova_attacks (own[SAMANTSY_HOVA]);
  lalao_eval_add (s, W_HOVA_FREE + __builtin_popcountll (zone & ~mine & ~enemy->all), 1);
  for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_N_PIECES; k++)
    lalao_eval_add (s, W_HOVA_ZONE + k - 1, __builtin_popcountll (zone & enemy->by_kind[k]));

  /* Zazas: passed, with a free road to the last rank, and their shape. */
  uint64_t zazas = own[SAMANTSY_ZAZA];
  for (uint64_t z = zazas; z; z &= z - 1)
    {
      int sq = __builtin_ctzll (z), file = sq % 8, rank = relative_rank (side, sq);
      uint64_t road = ahead (side, sq);
      uint64_t lane = road | (file > 0 ? ahead (side, sq - 1) : 0) | (file < 7 ? ahead (side, sq + 1) : 0);
      if ((lane & their[SAMANTSY_ZAZA]) == 0)
        lalao_eval_add (s, W_ZAZA_PASSED + rank, 1);
      if ((road & ~empty) == 0)
        lalao_eval_add (s, W_ZAZA_OPEN + rank, 1);
      if (road & zazas)
        lalao_eval_add (s, W_ZAZA_SHAPE + 0, 1);
      uint64_t neighbours = (file > 0 ? file_mask (file - 1) : 0) | (file < 7 ? file_mask (file + 1) : 0);
      if ((neighbours & zazas) == 0)
        lalao_eval_add (s, W_ZAZA_SHAPE + 1, 1);
      if (BIT (sq) & ours->by_kind[SAMANTSY_ZAZA])
        lalao_eval_add (s, W_ZAZA_SHAPE + 2, 1);
    }
  for (uint64_t r = own[SAMANTSY_VORONA]; r; r &= r - 1)
    {
      uint64_t file = file_mask (__builtin_ctzll (r) % 8);
      if ((file & (zazas | their[SAMANTSY_ZAZA])) == 0)
        lalao_eval_add (s, W_VORONA_FILE + 0, 1);
      else if ((file & zazas) == 0)
        lalao_eval_add (s, W_VORONA_FILE + 1, 1);
    }

  /* Threats: the enemy pieces our minor pieces and our voronas attack. */
  uint64_t by_minor = ours->by_kind[SAMANTSY_ANAKOVA] | ours->by_kind[SAMANTSY_FARASY] | ours->by_kind[SAMANTSY_BASY];
  for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_N_PIECES; k++)
    {
      lalao_eval_add (s, W_THREAT + k - 1, __builtin_popcountll (their[k] & by_minor));
      lalao_eval_add (s, W_THREAT + 5 + k - 1, __builtin_popcountll (their[k] & ours->by_kind[SAMANTSY_VORONA]));
    }
}

/* The game's phase: 64 with every piece but the zazas on the board, 0
 * with none left (a promoted anakova counts as one). */
static int
phase (const SamantsyPosition *p)
{
  int total = 0;
  for (int side = 0; side < 2; side++)
    total += __builtin_popcountll (p->pieces[side][SAMANTSY_ANAKOVA])
             + 4 * __builtin_popcountll (p->pieces[side][SAMANTSY_VORONA])
             + 2 * __builtin_popcountll (p->pieces[side][SAMANTSY_FARASY])
             + __builtin_popcountll (p->pieces[side][SAMANTSY_BASY]);
  return (total > 30 ? 30 : total) * LALAO_EVAL_PHASE_MAX / 30;
}

/* Pieces of one kind attacked and not defended. */
static int
hanging (const SamantsyPosition *p, int side, int kind, const Attacks *ours, const Attacks *enemy)
{
  return __builtin_popcountll (p->pieces[side][kind] & enemy->all & ~ours->all);
}

/* ---- The network's inputs (lalao-net.h): a piece of a kind on a
 * square, the mover's pieces in one block and the enemy's in another,
 * the board seen from the mover's end (its first rank the first). ---- */

enum {
  IN_OWN = 0,
  IN_ENEMY = IN_OWN + SAMANTSY_N_PIECES * 64,
  N_INPUTS = IN_ENEMY + SAMANTSY_N_PIECES * 64,
};

#include "samantsy-net.h"

static_assert (32 <= LALAO_NET_MAX_ACTIVE, "every piece on the board must fit");

static inline __attribute__ ((always_inline)) int
net_inputs (const SamantsyPosition *p, uint16_t *active)
{
  int us = p->side, n = 0, flip = us == LALAO_FIRST ? 0 : 56;

  for (int side = 0; side < 2; side++)
    for (int k = 0; k < SAMANTSY_N_PIECES; k++)
      for (uint64_t b = p->pieces[side][k]; b; b &= b - 1)
        active[n++] = (uint16_t) ((side == us ? IN_OWN : IN_ENEMY) + k * 64 + (__builtin_ctzll (b) ^ flip));
  return n;
}

static inline __attribute__ ((always_inline)) int
tuned_evaluate (const SamantsyPosition *p, LalaoEvalTerms *terms)
{
  uint64_t empty = ~(p->by_side[0] | p->by_side[1]);
  int us = p->side, them = 1 - us;
  Attacks att[2];
  side_attacks (p, us, empty, &att[us]);
  side_attacks (p, them, empty, &att[them]);

  LalaoEvalSum s = { 0, 0, 1, samantsy_weights, terms };
  side_terms (p, us, &att[us], &att[them], &s);
  s.sign = -1;
  side_terms (p, them, &att[them], &att[us], &s);
  /* What is at stake on the next move: these count for the mover only. */
  s.sign = 1;
  for (int k = SAMANTSY_ANAKOVA; k < SAMANTSY_N_PIECES; k++)
    {
      lalao_eval_add (&s, W_HANGING + k - 1, hanging (p, us, k, &att[us], &att[them]));
      lalao_eval_add (&s, W_HANGING + 5 + k - 1, hanging (p, them, k, &att[them], &att[us]));
    }
  uint64_t pieces_us = p->by_side[us] & ~p->pieces[us][SAMANTSY_HOVA] & ~p->pieces[us][SAMANTSY_ZAZA];
  uint64_t pieces_them = p->by_side[them] & ~p->pieces[them][SAMANTSY_HOVA] & ~p->pieces[them][SAMANTSY_ZAZA];
  lalao_eval_add (&s, W_ZAZA_THREAT + 0, __builtin_popcountll (pieces_us & att[them].by_kind[SAMANTSY_ZAZA]));
  lalao_eval_add (&s, W_ZAZA_THREAT + 1, __builtin_popcountll (pieces_them & att[us].by_kind[SAMANTSY_ZAZA]));
  lalao_eval_add (&s, W_TEMPO, 1);

  int score = lalao_eval_mix (&s, phase (p));
  if (terms != NULL) /* counting for a tuner, which adds the network's part itself */
    return score;

  uint16_t active[LALAO_NET_MAX_ACTIVE];
  int n = net_inputs (p, active);
  return score + lalao_net_evaluate (&samantsy_net, active, n);
}

/* A bare hova (a hova alone) against what the other side has: lost
 * (blocking it can be forced), drawn in all but name, or neither (no
 * side is bare, or nothing is known). The exact tables say which
 * (docs/endgames.md, "A bare hova"): of the positions the stronger side
 * is to move, it wins all with a vorona, 83% to 99% with two anakovas, a
 * farasy and an anakova, two farasy or a farasy and a basy, but 1.4% at
 * most with one piece or zaza, 4.2% with an anakova and a basy, 0.2%
 * with two basy. */
typedef enum { BARE_NONE, BARE_LOST, BARE_DRAWN } BareHova;

static BareHova
bare_hova (const SamantsyPosition *p, int *weak_side)
{
  for (int weak = 0; weak < 2; weak++)
    {
      if (p->by_side[weak] != p->pieces[weak][SAMANTSY_HOVA])
        continue;
      *weak_side = weak;
      const uint64_t *strong = p->pieces[1 - weak];
      if (strong[SAMANTSY_VORONA] != 0)
        return BARE_LOST;
      int anakova = __builtin_popcountll (strong[SAMANTSY_ANAKOVA]);
      int farasy = __builtin_popcountll (strong[SAMANTSY_FARASY]);
      int basy = __builtin_popcountll (strong[SAMANTSY_BASY]);
      int zaza = __builtin_popcountll (strong[SAMANTSY_ZAZA]);
      int pieces = anakova + farasy + basy;
      if (pieces + zaza == 1)
        return BARE_DRAWN;
      /* A basy with an anakova or another basy. */
      if (pieces + zaza == 2 && basy >= 1 && anakova + basy == 2)
        return BARE_DRAWN;
      /* Two pieces or more besides the zazas: lost, from the classes
       * the tables hold up to what they cannot (five men). */
      return pieces >= 2 ? BARE_LOST : BARE_NONE;
    }
  return BARE_NONE;
}

/* The self-play games the weights were fitted on seldom get to a bare
 * hova, so this knowledge is written by hand, outside the tuned terms:
 * when blocking it can be forced, a bonus that grows as the bare hova is
 * driven to the edge, the other hova comes near, and the squares the
 * bare hova may step to are taken. Without the last, the search won 10
 * of 88 long wins of two pieces against the tables' defence; with it, 54
 * (docs/endgames.md, "A bare hova"). */
static int
blocking_bonus (const SamantsyPosition *p, int weak)
{
  int lone = __builtin_ctzll (p->pieces[weak][SAMANTSY_HOVA]);
  int other = __builtin_ctzll (p->pieces[1 - weak][SAMANTSY_HOVA]);
  int file = lone % 8, rank = lone / 8;
  int to_edge = abs (file < 4 ? file : 7 - file) + abs (rank < 4 ? rank : 7 - rank);
  int apart = abs (file - other % 8) > abs (rank - other / 8) ? abs (file - other % 8) : abs (rank - other / 8);
  /* The other side's lines are seen through the bare hova, as they are
   * once it has stepped away. */
  uint64_t occupied = p->by_side[0] | p->by_side[1];
  Attacks strong;
  side_attacks (p, 1 - weak, ~occupied | p->pieces[weak][SAMANTSY_HOVA], &strong);
  int free_squares = __builtin_popcountll (hova_attacks (p->pieces[weak][SAMANTSY_HOVA]) & ~strong.all);
  int bonus = 600 + 20 * (6 - to_edge) + 10 * (7 - apart) + 60 * (8 - free_squares);
  return p->side == weak ? -bonus : bonus;
}

/* A drawn ending keeps an eighth of its score: the stronger side still
 * prefers more men to fewer, but no longer trades into it as a win. */
enum { DRAWN_SCALE = 8 };

LALAO_POPCNT_CLONES int
samantsy_evaluate (const LalaoPosition *pos)
{
  const SamantsyPosition *p = samantsy_const (pos);
  if (huffel (p))
    return samantsy_reference_evaluate (pos);
  int score = tuned_evaluate (p, NULL), weak;
  switch (bare_hova (p, &weak))
    {
    case BARE_LOST:
      return score + blocking_bonus (p, weak);
    case BARE_DRAWN:
      return score / DRAWN_SCALE;
    case BARE_NONE:
    default:
      return score;
    }
}

static bool
samantsy_terms (const LalaoPosition *pos, LalaoEvalTerms *terms)
{
  const SamantsyPosition *p = samantsy_const (pos);
  int weak;
  if (huffel (p) || bare_hova (p, &weak) != BARE_NONE)
    return false;
  memset (terms, 0, sizeof *terms);
  tuned_evaluate (p, terms);
  return true;
}

static bool
samantsy_net_inputs (const LalaoPosition *pos, uint16_t *active, int *n)
{
  const SamantsyPosition *p = samantsy_const (pos);
  if (huffel (p))
    return false;
  *n = net_inputs (p, active);
  return true;
}

/* The same input with the board turned left to right (the rules are the
 * same both ways). */
static int
samantsy_net_mirror (int input)
{
  return input ^ 7;
}

const LalaoEvalTuning samantsy_eval_tuning = {
  .n_weights = N_WEIGHTS,
  .blocks = blocks,
  .weights = samantsy_weights,
  .terms = samantsy_terms,
  .net = &samantsy_net,
  .net_inputs = samantsy_net_inputs,
  .net_mirror = samantsy_net_mirror,
};
