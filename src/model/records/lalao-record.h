/* lalao-record.h — saved games: PGN records for the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A record is the seven standard tags, [Variant], [FEN] when the game did
 * not start from the standard position, [Rules] for options that are not
 * the default, [Termination], then the moves in RULES.md notation with
 * move numbers, comments {…}, NAGs ($2) and variations (…). Reading checks
 * every move against the rules, variations included; a file that does not
 * parse gives one error naming its line and the problem.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-game.h"

G_BEGIN_DECLS

#define LALAO_RECORD_ERROR (lalao_record_error_quark ())

typedef enum {
  LALAO_RECORD_ERROR_NOT_TEXT,      /* binary data or not UTF-8 */
  LALAO_RECORD_ERROR_TOO_LARGE,     /* larger than LALAO_RECORD_MAX_SIZE */
  LALAO_RECORD_ERROR_EMPTY,         /* no game in the file */
  LALAO_RECORD_ERROR_SYNTAX,        /* a tag, comment or variation badly written */
  LALAO_RECORD_ERROR_VARIANT,       /* no [Variant], or one Lalao does not play */
  LALAO_RECORD_ERROR_FEN,           /* a [FEN] that does not parse */
  LALAO_RECORD_ERROR_RULES,         /* a [Rules] option the game does not have */
  LALAO_RECORD_ERROR_MOVE,          /* a move that is not a move, or not legal */
} LalaoRecordError;

GQuark lalao_record_error_quark (void);

/* Records are for people's games: 16 MiB holds many thousands of them. */
#define LALAO_RECORD_MAX_SIZE (16 * 1024 * 1024)

typedef struct _LalaoRecordLine LalaoRecordLine;

/* One move of a line, with what is written about it. */
typedef struct {
  char *move;             /* RULES.md notation, as the engine writes it */
  GArray *nags;           /* int: $1 good move, $2 mistake… (may be empty) */
  char *comment;          /* {after the move}, or NULL */
  GPtrArray *variations;  /* LalaoRecordLine *: other moves instead of this one */
} LalaoRecordNode;

struct _LalaoRecordLine {
  char *comment;          /* {before the line's first move}, or NULL */
  GPtrArray *nodes;       /* LalaoRecordNode * */
};

typedef struct {
  GPtrArray *tag_names;   /* in the order they are written */
  GPtrArray *tag_values;
  const LalaoEngine *engine;
  LalaoOptions options;
  char *fen;              /* the start position, NULL for the standard one */
  LalaoRecordLine *moves; /* the main line */
  char *result;           /* "1-0", "0-1", "1/2-1/2" or "*" */
} LalaoRecordGame;

LalaoRecordGame *lalao_record_game_new (const LalaoEngine *engine, LalaoOptions options, const char *fen);
void lalao_record_game_free (LalaoRecordGame *game);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoRecordGame, lalao_record_game_free)

/* The value of a tag, NULL when it is not there. */
const char *lalao_record_game_get_tag (LalaoRecordGame *game, const char *name);
void lalao_record_game_set_tag (LalaoRecordGame *game, const char *name, const char *value);

/* Reads every game of a text: a GPtrArray of LalaoRecordGame (at least
 * one), or NULL and an error whose message says the line and the problem. */
GPtrArray *lalao_record_read (const char *text, gsize length, GError **error);
GPtrArray *lalao_record_read_file (GFile *file, GCancellable *cancellable, GError **error);

/* The games as PGN text. */
char *lalao_record_write (GPtrArray *games);
/* Writes the games to a file, all or nothing: a new file is written and
 * renamed over the old one only once it is whole, so a full disk or any
 * other failure leaves the old file as it was (and says why). */
gboolean lalao_record_write_file (GPtrArray *games, GFile *file, GError **error);
void lalao_record_write_game (LalaoRecordGame *game, GString *out);

/* A record of a game being played: its main line is the game's moves up to
 * the current one; the tags say the variant, the FEN and the rules. */
LalaoRecordGame *lalao_record_game_new_for (LalaoGame *game);
/* Makes the record's main line the game's recorded moves: what was
 * written about the moves they share is kept. Where they part, the
 * record's old moves become a variation when keep_variation, and are
 * dropped otherwise. */
void lalao_record_game_follow (LalaoRecordGame *record, LalaoGame *game, gboolean keep_variation);
/* The Result and Termination tags for a game that stands so. */
void lalao_record_game_set_status (LalaoRecordGame *record, LalaoStatus status);
/* The game of a record, its main line played. */
LalaoGame *lalao_record_game_to_game (LalaoRecordGame *record, GError **error);

/* Rule options as text, "no-compulsory-capture,korean": the ones that are
 * not the game's default, "" when none. */
char *lalao_options_to_text (const LalaoEngine *engine, LalaoOptions options);
/* Reads such a text over the defaults; FALSE with the unknown name. */
gboolean lalao_options_from_text (const LalaoEngine *engine, const char *text, LalaoOptions *options,
                                  char **unknown);

G_END_DECLS
