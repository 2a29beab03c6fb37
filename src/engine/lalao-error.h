/* lalao-error.h — why a text was rejected or a move is not legal.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An error is data: a code and up to four arguments (points, pieces,
 * counts) that the model turns into a translated sentence. Syntax and FEN
 * errors also carry an English message naming the exact problem, for the
 * command line and for developers.
 */
#pragma once

#include <stdarg.h>
#include <stdbool.h>

typedef enum {
  LALAO_ERROR_NONE = 0,

  /* Text that is not a position or a move of this game. */
  LALAO_ERROR_SYNTAX,            /* message says what is wrong */
  LALAO_ERROR_FEN,               /* message says what is wrong */
  /* A position that reads but can never arise in a game. */
  LALAO_ERROR_UNREACHABLE,       /* message says which rule it breaks */

  /* Illegal moves, any game */
  LALAO_ERROR_GAME_OVER,
  LALAO_ERROR_NOT_A_LEGAL_MOVE,  /* fallback: no rule allows it */
  LALAO_ERROR_EMPTY_START,       /* a = point with nothing to move */
  LALAO_ERROR_NOT_YOUR_PIECE,    /* a = point holding the opponent's piece */
  LALAO_ERROR_OCCUPIED,          /* a = destination, b = its occupant's side (0/1) */

  /* Samantsy */
  LALAO_ERROR_PIECE_MOVEMENT,    /* a = from, b = to, c = piece: it does not move so */
  LALAO_ERROR_PATH_BLOCKED,      /* a = from, b = to, c = piece, d = blocking square */
  LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL, /* a = from, b = to: zaza takes only diagonally forward */
  LALAO_ERROR_ZAZA_DIAGONAL_EMPTY,   /* a = from, b = to: diagonal step only to capture */
  LALAO_ERROR_HOVA_ATTACKED,     /* a = hova square, b = attacker square, c = attacker piece */
  LALAO_ERROR_HOVAS_TOUCH,       /* a = to, b = the other hova's square */
  LALAO_ERROR_HOVA_CAPTURE,      /* a = square: a hova is never captured */
  LALAO_ERROR_PROMOTION_PIECE,   /* a = to: a zaza promotes to an anakova only */

  /* Songo */
  LALAO_ERROR_NOT_YOUR_PIT,      /* a = pit */
  LALAO_ERROR_EMPTY_PIT,         /* a = pit */
  LALAO_ERROR_LAST_PIT_ONE,      /* a = pit (S0 or N6) holding one seed */
  LALAO_ERROR_LAST_PIT_TWO,      /* a = pit (S0 or N6) holding two seeds that capture nothing,
                                    b = 0 when they harvest nothing, SONGO_CANCEL_STARVES when
                                    their harvest would leave the opponent's row empty (their
                                    last seed never lands in N0, so N0 alone cannot be it) */
  LALAO_ERROR_SOLIDARITY,        /* a = pit chosen, b = a fullest pit, c = its seeds */

  /* Fanorona */
  LALAO_ERROR_NO_LINE,           /* a = from, b = to: no line joins them */
  LALAO_ERROR_SAME_DIRECTION,    /* a = from, b = to */
  LALAO_ERROR_VISITED,           /* a = point already visited this turn */
  LALAO_ERROR_CHAIN_MUST_CAPTURE,/* a = from, b = to */
  LALAO_ERROR_CAPTURE_COMPULSORY,/* a = from, b = to of a capture one could make */
  LALAO_ERROR_OTHER_STONE,       /* a = the stone of the chain */
  LALAO_ERROR_NO_CAPTURE_KIND,   /* a = from, b = to, c = LalaoStepKind asked for but not there */
  LALAO_ERROR_CAPTURE_KIND_NEEDED, /* a = from, b = to, c = the captures it makes: 1 approach,
                                      2 withdrawal, 3 both (then say A or W) */

  /* Surakarta */
  LALAO_ERROR_NOT_ADJACENT,      /* a = from, b = to */
  LALAO_ERROR_NO_LOOP,           /* a = from, b = to: a capture must pass a loop */
  LALAO_ERROR_PATH_BLOCKED_AT,   /* a = from, b = to, c = the first occupied point */
  LALAO_ERROR_NOT_ON_CIRCUIT,    /* a = from or to: that point is on no circuit with the other */
  LALAO_ERROR_CIRCUIT_EMPTY_END, /* a = from, b = to */
  LALAO_ERROR_NO_DIAGONAL,       /* a = from, b = to (Chinese/Korean variant) */

  LALAO_N_ERRORS
} LalaoErrorCode;

/* A value of a SYNTAX or FEN message: a number ('d'), a character ('c')
 * or a text ('s', such as the part of a FEN that does not read). */
typedef struct {
  char kind;
  int number;
  char text[48];
} LalaoErrorValue;

#define LALAO_ERROR_MAX_VALUES 4

typedef struct {
  LalaoErrorCode code;
  int args[4];
  char message[160];
  /* SYNTAX and FEN: the English printf format of message (a string
   * literal: the translations' msgid) and its values in order, so that
   * the model says the same in the user's language. NULL otherwise. */
  const char *format;
  LalaoErrorValue values[LALAO_ERROR_MAX_VALUES];
} LalaoError;

void lalao_error_clear (LalaoError *err);
void lalao_error_set (LalaoError *err, LalaoErrorCode code, int a, int b, int c, int d);
/* Marks an English message format for translation where it is not the
 * format argument of lalao_error_setf itself (the arms of a ?:), so that
 * xgettext finds it (keyword LALAO_TEXT). */
#define LALAO_TEXT(format) (format)

/* Sets a SYNTAX or FEN error with a printf-style English message; the
 * format may use %d, %c, %s and %.Ns only. */
void lalao_error_setf (LalaoError *err, LalaoErrorCode code, const char *format, ...)
  __attribute__ ((format (printf, 3, 4)));

static inline bool
lalao_error_is_syntax (const LalaoError *err)
{
  return err->code == LALAO_ERROR_SYNTAX || err->code == LALAO_ERROR_FEN;
}
