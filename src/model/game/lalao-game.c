/* lalao-game.c — a game being played: the rules, the position, the history.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-game"

#include "config.h"

#include "lalao-explainer.h"
#include "lalao-game.h"
#include "lalao-i18n.h"

/* One position of the game and the move that led to it. */
typedef struct {
  LalaoPosition position;
  LalaoMove move;        /* unused for the first entry */
  guint64 hash;
} HistoryEntry;

struct _LalaoGame {
  GObject parent_instance;

  const LalaoEngine *engine;
  LalaoOptions options;
  GArray *history;       /* HistoryEntry; [0] is the start position */
  guint current;         /* index in history of the position on the board */
  LalaoTrace last_trace;
};

G_DEFINE_FINAL_TYPE (LalaoGame, lalao_game, G_TYPE_OBJECT)
G_DEFINE_QUARK (lalao-game-error-quark, lalao_game_error)

enum {
  PROP_0,
  PROP_SIDE_TO_MOVE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  MOVED,
  UNDONE,
  ENDED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static HistoryEntry *
entry (LalaoGame *self, guint index)
{
  return &g_array_index (self->history, HistoryEntry, index);
}

static void
notify_state (LalaoGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
lalao_game_finalize (GObject *object)
{
  LalaoGame *self = LALAO_GAME (object);

  g_clear_pointer (&self->history, g_array_unref);
  G_OBJECT_CLASS (lalao_game_parent_class)->finalize (object);
}

static void
lalao_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  LalaoGame *self = LALAO_GAME (object);

  switch (prop_id)
    {
    case PROP_SIDE_TO_MOVE:
      g_value_set_int (value, lalao_game_get_side_to_move (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, lalao_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, lalao_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_game_class_init (LalaoGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lalao_game_finalize;
  object_class->get_property = lalao_game_get_property;

  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_int ("side-to-move", NULL, NULL, LALAO_FIRST, LALAO_SECOND, LALAO_FIRST,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A move was played; the argument is its index in the game. */
  signals[MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[UNDONE] = g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* The game has ended; the argument is the LalaoResult. */
  signals[ENDED] = g_signal_new ("ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
lalao_game_init (LalaoGame *self)
{
  self->history = g_array_new (FALSE, TRUE, sizeof (HistoryEntry));
}

LalaoGame *
lalao_game_new (const char *game_id, const char *fen, LalaoOptions options, GError **error)
{
  const LalaoEngine *engine = lalao_engine_lookup (game_id);
  HistoryEntry first = { 0 };
  LalaoError err;
  LalaoGame *self;

  if (engine == NULL)
    {
      if (lalao_game_known (game_id))
        g_set_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_NO_ENGINE,
                     /* Translators: %s is a game name such as "Fanorona". */
                     _("The rules of %s are not available yet."), game_id);
      else
        g_set_error (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_UNKNOWN_GAME,
                     /* Translators: %s is what the user typed as a game name. */
                     _("There is no game called “%s”."), game_id);
      return NULL;
    }

  if (fen == NULL)
    engine->start (&first.position, options);
  else if (!engine->from_fen (&first.position, fen, options, &err))
    {
      g_autofree char *why = lalao_explain_error (engine, NULL, &err);
      g_set_error_literal (error, LALAO_GAME_ERROR, LALAO_GAME_ERROR_BAD_POSITION, why);
      return NULL;
    }
  first.hash = engine->hash (&first.position);

  self = g_object_new (LALAO_TYPE_GAME, NULL);
  self->engine = engine;
  self->options = options;
  g_array_append_val (self->history, first);
  return self;
}

const LalaoEngine *
lalao_game_get_engine (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  return self->engine;
}

LalaoOptions
lalao_game_get_options (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), 0);
  return self->options;
}

const LalaoPosition *
lalao_game_get_position (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  return &entry (self, self->current)->position;
}

const LalaoPosition *
lalao_game_get_position_at (LalaoGame *self, guint index)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->history->len, NULL);
  return &entry (self, index)->position;
}

guint64 *
lalao_game_dup_history_hashes (LalaoGame *self, guint *n_hashes)
{
  guint64 *hashes;

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  hashes = g_new (guint64, self->current + 1);
  for (guint i = 0; i < self->current; i++)
    hashes[i] = entry (self, i)->hash;
  *n_hashes = self->current;
  return hashes;
}

char *
lalao_game_dup_fen (LalaoGame *self)
{
  char fen[LALAO_FEN_MAX];

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  self->engine->to_fen (lalao_game_get_position (self), fen);
  return g_strdup (fen);
}

LalaoSide
lalao_game_get_side_to_move (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), LALAO_FIRST);
  return self->engine->side_to_move (lalao_game_get_position (self));
}

LalaoStatus
lalao_game_get_status (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), (LalaoStatus){ 0 });
  return lalao_game_get_status_at (self, self->current);
}

LalaoStatus
lalao_game_get_status_at (LalaoGame *self, guint index)
{
  guint64 hash;
  int repetitions = 0;

  g_return_val_if_fail (LALAO_IS_GAME (self), (LalaoStatus){ 0 });
  g_return_val_if_fail (index < self->history->len, (LalaoStatus){ 0 });
  hash = entry (self, index)->hash;
  for (guint i = 0; i <= index; i++)
    if (entry (self, i)->hash == hash)
      repetitions++;
  return self->engine->status (&entry (self, index)->position, repetitions);
}

guint
lalao_game_get_n_moves (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), 0);
  return self->current;
}

guint
lalao_game_get_n_moves_recorded (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), 0);
  return self->history->len - 1;
}

char *
lalao_game_dup_move_text (LalaoGame *self, guint index)
{
  char text[LALAO_MOVE_TEXT_MAX];

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  g_return_val_if_fail (index + 1 < self->history->len, NULL);
  self->engine->format_move (&entry (self, index)->position, entry (self, index + 1)->move, text);
  return g_strdup (text);
}

char *
lalao_game_describe_move (LalaoGame *self, guint index)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  g_return_val_if_fail (index + 1 < self->history->len, NULL);
  return lalao_describe_move (self->engine, &entry (self, index)->position, entry (self, index + 1)->move);
}

void
lalao_game_play (LalaoGame *self, LalaoMove move)
{
  HistoryEntry next = { 0 };
  LalaoStatus status;

  g_return_if_fail (LALAO_IS_GAME (self));

  lalao_trace_clear (&self->last_trace);
  self->engine->play (lalao_game_get_position (self), move, &next.position, &self->last_trace);
  next.move = move;
  next.hash = self->engine->hash (&next.position);

  /* A new move forgets the moves that were undone. */
  g_array_set_size (self->history, self->current + 1);
  g_array_append_val (self->history, next);
  self->current++;

  status = lalao_game_get_status (self);
  if (status.result != LALAO_ONGOING)
    lalao_trace_emit (&self->last_trace, LALAO_EVENT_GAME_OVER, status.result, status.rule, 0, 0);
  notify_state (self);
  g_signal_emit (self, signals[MOVED], 0, self->current - 1);
  if (status.result != LALAO_ONGOING)
    g_signal_emit (self, signals[ENDED], 0, (int) status.result);
}

/* Reads `text` as a move of the current position, the end of the game
 * included among the reasons it may not be played. */
static void
read_move (LalaoGame *self, const char *text, LalaoMove *move, LalaoError *err)
{
  if (lalao_game_get_status (self).result != LALAO_ONGOING)
    lalao_error_set (err, LALAO_ERROR_GAME_OVER, 0, 0, 0, 0);
  else
    lalao_engine_read_move (self->engine, lalao_game_get_position (self), text, move, err);
}

char *
lalao_game_why_not (LalaoGame *self, const char *text)
{
  LalaoMove move;
  LalaoError err;

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  read_move (self, text, &move, &err);
  if (err.code == LALAO_ERROR_NONE)
    return NULL;
  return lalao_explain_error (self->engine, lalao_game_get_position (self), &err);
}

gboolean
lalao_game_play_text (LalaoGame *self, const char *text, GError **error)
{
  const LalaoPosition *pos;
  LalaoMove move;
  LalaoError err;

  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);

  pos = lalao_game_get_position (self);
  read_move (self, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    {
      g_autofree char *why = lalao_explain_error (self->engine, pos, &err);
      g_set_error_literal (error, LALAO_GAME_ERROR,
                           lalao_error_is_syntax (&err) ? LALAO_GAME_ERROR_BAD_MOVE_TEXT
                                                        : LALAO_GAME_ERROR_ILLEGAL_MOVE,
                           why);
      return FALSE;
    }
  lalao_game_play (self, move);
  return TRUE;
}

const LalaoTrace *
lalao_game_get_last_trace (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  return &self->last_trace;
}

gboolean
lalao_game_can_undo (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  return self->current > 0;
}

gboolean
lalao_game_can_redo (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  return self->current + 1 < self->history->len;
}

/* The trace of the move that led to the current position (empty at the
 * start), after an undo or a redo. */
static void
retrace (LalaoGame *self)
{
  LalaoPosition after;
  LalaoStatus status;

  lalao_trace_clear (&self->last_trace);
  if (self->current == 0)
    return;
  self->engine->play (&entry (self, self->current - 1)->position, entry (self, self->current)->move, &after,
                      &self->last_trace);
  status = lalao_game_get_status (self);
  if (status.result != LALAO_ONGOING)
    lalao_trace_emit (&self->last_trace, LALAO_EVENT_GAME_OVER, status.result, status.rule, 0, 0);
}

gboolean
lalao_game_undo (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  if (!lalao_game_can_undo (self))
    return FALSE;
  self->current--;
  retrace (self);
  notify_state (self);
  g_signal_emit (self, signals[UNDONE], 0);
  return TRUE;
}

gboolean
lalao_game_redo (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  if (!lalao_game_can_redo (self))
    return FALSE;
  self->current++;
  retrace (self);
  notify_state (self);
  g_signal_emit (self, signals[MOVED], 0, self->current - 1);
  return TRUE;
}

gboolean
lalao_game_go_to (LalaoGame *self, guint index)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  if (index >= self->history->len || index == self->current)
    return FALSE;
  if (index == self->current + 1)
    return lalao_game_redo (self);
  self->current = index;
  retrace (self);
  notify_state (self);
  g_signal_emit (self, signals[UNDONE], 0);
  return TRUE;
}

char *
lalao_game_explain_last_move (LalaoGame *self)
{
  guint n = lalao_game_get_n_moves (self);
  g_autoptr (GPtrArray) sentences = NULL;

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  if (n == 0)
    return NULL;
  sentences = lalao_explain_trace (self->engine, lalao_game_get_position_at (self, n - 1),
                                   lalao_game_get_last_trace (self));
  g_ptr_array_add (sentences, NULL);
  return g_strjoinv (" ", (char **) sentences->pdata);
}

char *
lalao_game_explain_last_move_folded (LalaoGame *self, char **whole)
{
  guint n = lalao_game_get_n_moves (self);
  g_autoptr (GPtrArray) sentences = NULL;

  g_return_val_if_fail (LALAO_IS_GAME (self), NULL);
  if (whole != NULL)
    *whole = NULL;
  if (n == 0)
    return NULL;
  sentences = lalao_explain_trace (self->engine, lalao_game_get_position_at (self, n - 1),
                                   lalao_game_get_last_trace (self));
  guint len = sentences->len;
  g_ptr_array_add (sentences, NULL);
  if (whole != NULL)
    *whole = g_strjoinv (" ", (char **) sentences->pdata);
  /* The same fold as the game page's "Tell the Whole Move": what was
   * played, then what came of it. */
  if (len > LALAO_GAME_FOLD_AFTER)
    return g_strdup_printf ("%s … %s", (char *) sentences->pdata[0], (char *) sentences->pdata[len - 1]);
  return g_strjoinv (" ", (char **) sentences->pdata);
}

gboolean
lalao_game_agreement_counts_pieces (LalaoGame *self)
{
  g_return_val_if_fail (LALAO_IS_GAME (self), FALSE);
  return self->engine->agreement_counts_pieces;
}

LalaoStatus
lalao_game_agreed_end (LalaoGame *self)
{
  const LalaoStatus draw = { LALAO_DRAW, LALAO_RULE_AGREEMENT };
  const LalaoPosition *pos;
  int first, second;

  g_return_val_if_fail (LALAO_IS_GAME (self), draw);
  if (!lalao_game_agreement_counts_pieces (self))
    return draw;
  pos = lalao_game_get_position (self);
  first = self->engine->material (pos, LALAO_FIRST);
  second = self->engine->material (pos, LALAO_SECOND);
  return (LalaoStatus){ first > second ? LALAO_FIRST_WINS : second > first ? LALAO_SECOND_WINS : LALAO_DRAW,
                        LALAO_RULE_AGREEMENT };
}
