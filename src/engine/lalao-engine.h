/* lalao-engine.h — the one interface every game's rule engine implements.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11 and libc only: no GLib, no allocation in move generation.
 * A game is a const table of function pointers (LalaoEngine); positions are
 * small plain structs copied by value (copy-make), move lists live on the
 * caller's stack. Explanations come from the code that plays the move:
 * play() writes structured events into an optional LalaoTrace, and
 * check_move() says which rule forbids an illegal move. The model turns
 * both into translated sentences.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lalao-move.h"
#include "lalao-trace.h"
#include "lalao-error.h"

/* Enough for any game's position struct; each game checks its own size
 * against it with a static assertion. */
#define LALAO_POSITION_SIZE 256

/* The most legal moves (whole turns) a position of any game can have. */
#define LALAO_MAX_MOVES 512

/* order_hint() values from here up are captures or promotions. */
#define LALAO_HINT_NOISY 1000

/* The longest text of a FEN or of one move, terminating NUL included. A
 * Fanorona turn of 24 steps, "a1b2A," each, takes 168 bytes. */
#define LALAO_FEN_MAX 128
#define LALAO_MOVE_TEXT_MAX 192

/* On x86-64, a function marked so is compiled three times, for CPUs
 * with AVX2 (and popcnt), with a popcnt instruction, and for the others,
 * and the loader picks one: bit counts are the evaluations' commonest
 * operation, and a network's sums (lalao-net.h) run twice as wide with
 * AVX2. Integers only, so every version gives the same scores. */
#if defined(__x86_64__) && defined(__ELF__) && defined(__GNUC__) && !defined(__clang__)
#define LALAO_POPCNT_CLONES __attribute__ ((target_clones ("avx2", "popcnt", "default")))
#else
#define LALAO_POPCNT_CLONES
#endif

/* A position of some game: an opaque, aligned buffer that the game casts to
 * its own struct. Copy it with lalao_position_copy() or plain assignment. */
typedef struct {
  _Alignas (16) unsigned char data[LALAO_POSITION_SIZE];
} LalaoPosition;

/* Which player: the first player (white, South by default) and the second. */
typedef enum {
  LALAO_FIRST = 0,
  LALAO_SECOND = 1,
} LalaoSide;

typedef enum {
  LALAO_ONGOING = 0,
  LALAO_FIRST_WINS,
  LALAO_SECOND_WINS,
  LALAO_DRAW,
} LalaoResult;

/* The rule that decided the result. Keep lalao_rule_id() in step. */
typedef enum {
  LALAO_RULE_NONE = 0,
  LALAO_RULE_CHECKMATE,        /* Samantsy: hova attacked and blocked */
  LALAO_RULE_STALEMATE,        /* Samantsy: hova blocked without check */
  LALAO_RULE_NO_LEGAL_MOVE,    /* the player to move cannot move */
  LALAO_RULE_ALL_CAPTURED,     /* every enemy stone or piece taken */
  LALAO_RULE_FORTY_SEEDS,      /* Songo: 40 seeds captured */
  LALAO_RULE_FORTY_UNREACHABLE,/* Songo: nobody can reach 40 any more */
  LALAO_RULE_REPETITION,       /* third occurrence of a position */
  LALAO_RULE_NO_CAPTURE_LIMIT, /* 100 plies or turns without capture */
  LALAO_RULE_BARE_HOVAS,       /* Samantsy: only the two hovas remain */
  LALAO_RULE_RESIGNATION,
  LALAO_RULE_AGREEMENT,
  LALAO_N_RULES
} LalaoRule;

typedef struct {
  LalaoResult result;
  LalaoRule rule;
} LalaoStatus;

/* A game option of RULES.md that the player can switch (or that tests
 * switch), as one bit of LalaoOptions. */
typedef uint32_t LalaoOptions;

typedef struct {
  LalaoOptions bit;
  const char *id;       /* "compulsory-capture": for the CLI and records */
  bool default_on;
} LalaoOptionInfo;

/* A game's rule engine. Every function is pure and thread-safe: it reads
 * its inputs and writes only its outputs. */
/* How many values moved_piece() may return. */
#define LALAO_MOVED_PIECE_KINDS 16

typedef struct LalaoEngine {
  const char *id;                 /* the game's id (GAME_ID), as in the CLI */
  const char *name;               /* "Songo": a proper noun, not translated */
  size_t position_size;           /* sizeof the game's own position struct */
  const LalaoOptionInfo *options; /* terminated by an entry with id NULL */
  /* When the players agree who starts (Songo, Fanorona, Surakarta): the letters of the
   * FEN's side field for the first and second player ("sn"). NULL when the
   * rules say who starts. */
  const char *agreed_start_letters;

  /* The start position with these options. */
  void (*start) (LalaoPosition *pos, LalaoOptions options);

  /* Reads a FEN; on failure returns false and fills err with a
   * LALAO_ERROR_FEN_* code and a message naming the problem. */
  bool (*from_fen) (LalaoPosition *pos, const char *fen, LalaoOptions options,
                    LalaoError *err);

  /* Writes the FEN (NUL-terminated, at most LALAO_FEN_MAX bytes). */
  void (*to_fen) (const LalaoPosition *pos, char *buf);

  LalaoSide (*side_to_move) (const LalaoPosition *pos);

  /* Fills moves[] (room for LALAO_MAX_MOVES) with every legal move — whole
   * turns for Fanorona — and returns how many. Zero when the game is won
   * in the position itself. No allocation. */
  int (*legal_moves) (const LalaoPosition *pos, LalaoMove *moves);

  /* Plays a legal move from pos into out (pos may equal out). When trace is
   * not NULL, the events that explain the move are appended to it. */
  void (*play) (const LalaoPosition *pos, LalaoMove move, LalaoPosition *out,
                LalaoTrace *trace);

  /* Why this move is not legal here (err->code LALAO_ERROR_NONE when it
   * is). The move may be any decoded intention, legal or not. */
  void (*check_move) (const LalaoPosition *pos, LalaoMove move, LalaoError *err);

  /* The status of pos. `repetitions` is how many times this same position
   * (same side to move) has occurred in the game, this one included; the
   * game's own rules decide what a repetition means. */
  LalaoStatus (*status) (const LalaoPosition *pos, int repetitions);

  /* The end rules that do not look at the legal moves (repetition, move
   * counters, material): the status of pos when the side to move can
   * move. Cheap, so the search calls it at every node; status() is
   * "no legal move" first, then this. */
  LalaoStatus (*adjudicate) (const LalaoPosition *pos, int repetitions);

  /* The Zobrist hash of the position (board, side, options). */
  uint64_t (*hash) (const LalaoPosition *pos);

  /* Move text in RULES.md notation. parse_move() decodes text into a move
   * without checking legality; false (with err) when the text is not a
   * move of this game at all. */
  void (*format_move) (const LalaoPosition *pos, LalaoMove move, char *buf);
  bool (*parse_move) (const LalaoPosition *pos, const char *text,
                      LalaoMove *move, LalaoError *err);

  /* The name of point, square or pit number `index` ("e4", "N3"). */
  void (*point_name) (int index, char *buf);

  /* For the search: a static score in centi-units from the point of view
   * of the side to move, and a move-ordering hint (higher first). A hint
   * of LALAO_HINT_NOISY or more marks a capture or a promotion: the
   * moves the quiescence search looks at. */
  int (*evaluate) (const LalaoPosition *pos);
  int (*order_hint) (const LalaoPosition *pos, LalaoMove move);

  /* What a side has, in centi-units: its pieces or stones on the board,
   * or for Songo the seeds it has captured. The "greedy" opponent
   * maximises the difference. */
  int (*material) (const LalaoPosition *pos, LalaoSide side);

  /* For the search, optional (NULL when the game has no such thing):
   * whether the side to move is in check — threatened with a loss it must
   * answer now, so the search looks one move further and never stands
   * pat on it. */
  bool (*in_check) (const LalaoPosition *pos);
  /* Optional, with in_check: whether the position after `move` is in
   * check, exactly, without playing it (the search asks it of the moves
   * it may skip, most of which it then never plays). */
  bool (*gives_check) (const LalaoPosition *pos, LalaoMove move);

  /* Optional: static exchange evaluation of a capture or promotion — the
   * material the mover ends up with (centi-units, negative when it loses)
   * if both sides go on taking on the move's square with their least
   * valuable piece and each may stop. The search orders the captures that
   * lose last and leaves them out of its quiescence. */
  int (*exchange) (const LalaoPosition *pos, LalaoMove move);

  /* Optional: the legal moves order_hint() marks noisy (captures and
   * promotions), in legal_moves()' order, faster than filtering them; the
   * quiescence search's moves when the side to move is not in check. */
  int (*noisy_moves) (const LalaoPosition *pos, LalaoMove *moves);

  /* Optional: the position with the turn passed to the other side, for
   * the search's null-move pruning; false when passing would mislead it
   * (the side to move in check, or so short of pieces that having to
   * move may be what loses). */
  bool (*pass) (const LalaoPosition *pos, LalaoPosition *out);
  /* Whether a position without a legal move is so rare in play that the
   * search may generate the moves only when it searches them, not at
   * every node first: a pruning may then score such a position by
   * evaluate() (Samantsy's blocked side, as Stockfish a stalemate). */
  bool rarely_without_moves;
  /* Whether the search's reverse futility may trust a side's static score
   * that has risen since its previous turn by a ply's margin more
   * (Stockfish's `improving`). Set where it was measured to pay
   * (Samantsy, Surakarta), not where it lost a little (Songo, Fanorona,
   * whose turns can change the score a lot): docs/ai.md. */
  bool improving_counts;

  /* Optional: the evaluation the reference search uses (lalao-search.h)
   * when evaluate() has changed since the teaching content was made; NULL
   * when evaluate() is still that one. */
  int (*reference_evaluate) (const LalaoPosition *pos);

  /* Optional: what moves in `move`, as a number below
   * LALAO_MOVED_PIECE_KINDS (the mover's side and the kind of its piece),
   * for the search's continuation history: which moves answer which. */
  int (*moved_piece) (const LalaoPosition *pos, LalaoMove move);

  /* Optional: a key of what changes slowly in a position (Samantsy's
   * zazas), for the search's correction history: how far evaluate() has
   * been from the search's scores in positions that share it. */
  uint64_t (*structure_key) (const LalaoPosition *pos);

  /* Optional: the plies since the last move that sets the draw count
   * back (a capture or a zaza's move in Samantsy), in a game where that
   * count reaching 100 draws: the search scores a position the less
   * the nearer that draw is, so that an advantage is turned into
   * progress while there is time. Such a move cannot be undone, so the
   * search looks for a repetition only among the positions since. */
  int (*quiet_plies) (const LalaoPosition *pos);

  /* Optional: evaluate() as weights times counts, for tools/texel-tune
   * (lalao-eval-terms.h). */
  const struct LalaoEvalTuning *tuning;

  /* How loud the weak levels' noise (lalao-levels.c) is on this game's
   * scores, in percent: 100 for a game whose piece or seed is worth about
   * 100 to evaluate() against a few dozen moves. */
  int level_noise_percent;
  /* Level 4 (Expert) thinks level 5's time divided by this (16 when 0):
   * more in a game whose short searches draw too often against the long
   * ones for the levels to stay 70% apart. */
  int level_expert_time_divisor;
  /* Level 3 (Club player) stops at this depth (4 when 0): less in a game
   * whose shallow searches already judge well, for level 4 to stay 70%
   * above it. */
  int level_club_depth;

  /* Scoring by the pieces left (RULES.md's Surakarta): when the players
   * agree to stop, the side with more material wins (equal is a draw)
   * instead of the game being drawn... */
  bool agreement_counts_pieces;
  /* ...and the game may be played as a match of several games, each
   * scoring the pieces (material / 100) each player has left. */
  bool match_play;

  /* For the board editor (lalao-setup.c), a game on a grid: its FEN
   * board (lalao-board-text.h; the letters are the first player's kinds,
   * then as many of the second's) and what follows the side letter in a
   * fresh position (" 0 1"). NULL and NULL for a board of pits. */
  const struct LalaoBoardShape *grid;
  const char *fresh_counters;

  /* Optional: whether pos can arise in a game played from the start by
   * these rules (RULES.md), as far as the game's own rules can tell:
   * piece counts, the squares a piece can ever stand on, the side not to
   * move not in check... A position from_fen() reads may still be one
   * no game reaches (a basy on a square no basy can go to). When it is
   * not reachable, `why` is LALAO_ERROR_UNREACHABLE with an English
   * message (its format translatable). NULL when every position the FEN
   * reader accepts can arise. */
  bool (*reachable) (const LalaoPosition *pos, LalaoError *why);
  /* Optional: the exact endgame tables' classes and indexing
   * (lalao-endgame.h); NULL when the game has none. */
  const struct LalaoEndgameHooks *endgame;
} LalaoEngine;

/* The registry: every game Lalao knows, in the order the app shows them. */
#define LALAO_N_GAMES 4
extern const char *const lalao_game_ids[LALAO_N_GAMES];

/* The engine of a game id, or NULL when the id is unknown or the game has
 * no engine yet (then lalao_game_known() tells the two apart). */
const LalaoEngine *lalao_engine_lookup (const char *id);
bool lalao_game_known (const char *id);

/* Generic helpers over any engine. */
static inline void
lalao_position_copy (LalaoPosition *dst, const LalaoPosition *src, const LalaoEngine *e)
{
  memcpy (dst->data, src->data, e->position_size);
}

LalaoOptions lalao_engine_default_options (const LalaoEngine *e);

/* The evaluation the reference search uses (see reference_evaluate). */
static inline int
lalao_engine_reference_evaluate (const LalaoEngine *e, const LalaoPosition *pos)
{
  return e->reference_evaluate != NULL ? e->reference_evaluate (pos) : e->evaluate (pos);
}

/* The FEN of the start position with `first` to move (LALAO_FIRST unless
 * the game has agreed_start_letters) into buf (LALAO_FEN_MAX bytes). */
void lalao_engine_start_fen (const LalaoEngine *e, LalaoOptions options, LalaoSide first, char *buf);

/* Parses `text` and checks it is legal: LALAO_ERROR_NONE and *move on
 * success; a syntax error (lalao_error_is_syntax) or the rule that forbids
 * the move otherwise. The returned move is the engine's own legal move, so
 * it carries every detail (captured pieces, path) move generation found. */
void lalao_engine_read_move (const LalaoEngine *e, const LalaoPosition *pos,
                             const char *text, LalaoMove *move, LalaoError *err);

/* Whether pos can arise in a game (the engine's reachable(), true when it
 * has none); why says the first impossibility found, LALAO_ERROR_NONE
 * when there is none. */
bool lalao_engine_reachable (const LalaoEngine *e, const LalaoPosition *pos, LalaoError *why);

/* Leaf nodes of the legal-move tree of this depth (RULES.md's perft). */
uint64_t lalao_perft (const LalaoEngine *e, const LalaoPosition *pos, int depth);

const char *lalao_result_id (LalaoResult result);
const char *lalao_rule_id (LalaoRule rule);
/* The rule of an id of lalao_rule_id(), LALAO_RULE_NONE for any other text. */
LalaoRule lalao_rule_from_id (const char *id);
