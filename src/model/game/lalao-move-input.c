/* lalao-move-input.c — entering a move point by point, for every game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Everything is worked out from the legal moves as texts: a click is
 * matched against the step of every legal move that extends the chain
 * entered so far, so the rules stay the engine's.
 */
#define G_LOG_DOMAIN "lalao-move-input"

#include "config.h"

#include <string.h>

#include "lalao-move-input.h"

#define MAX_POINTS 64
#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

struct _LalaoMoveInput {
  GObject parent_instance;

  LalaoGame *game;
  /* The rules' point names, to read the points of a step. */
  char names[MAX_POINTS][8];
  int n_points;

  int selected;
  GString *chain;          /* steps already entered, "d2e3A,e3e4W" */
  char *choices[2];        /* approach or withdrawal: the two step texts */
  guint64 choice_takes[2];
  int choice_first[2];     /* the nearest stone each choice takes */
  char *move;              /* the last move chosen */
  char *refused;           /* the last move refused, and why */
  char *why;
};

G_DEFINE_FINAL_TYPE (LalaoMoveInput, lalao_move_input, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CHAIN_IN_PROGRESS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The legal moves of the game's position, as text. */
static GPtrArray *
legal_texts (LalaoMoveInput *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  const LalaoPosition *pos = lalao_game_get_position (self->game);
  LalaoMove moves[LALAO_MAX_MOVES];
  GPtrArray *texts = g_ptr_array_new_with_free_func (g_free);
  char text[LALAO_MOVE_TEXT_MAX];
  int n = e->legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    {
      e->format_move (pos, moves[i], text);
      g_ptr_array_add (texts, g_strdup (text));
    }
  return texts;
}

/* The point whose name starts `text` (the longest: "N1" before "N"),
 * and its length; -1 if none. */
static int
read_point (LalaoMoveInput *self, const char *text, size_t *length)
{
  int best = -1;
  size_t best_len = 0;

  for (int i = 0; i < self->n_points; i++)
    {
      size_t len = strlen (self->names[i]);
      if (len > best_len && strncmp (text, self->names[i], len) == 0)
        {
          best = i;
          best_len = len;
        }
    }
  *length = best_len;
  return best;
}

gboolean
lalao_move_input_step_points (LalaoMoveInput *self, const char *text, guint index, int *from, int *to)
{
  g_auto (GStrv) steps = g_strsplit (text, ",", -1);
  size_t len;

  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), FALSE);
  if (index >= g_strv_length (steps))
    return FALSE;
  const char *s = steps[index];
  *from = read_point (self, s, &len);
  s += len;
  if (*s == 'x')
    s++;
  *to = read_point (self, s, &len);
  return *from >= 0;
}

static guint
n_steps (const char *text)
{
  guint n = 1;
  for (const char *c = text; *c; c++)
    n += *c == ',';
  return n;
}

/* The text of step `index` of a move. */
static char *
step_text (const char *text, guint index)
{
  g_auto (GStrv) steps = g_strsplit (text, ",", -1);
  return g_strdup (steps[index]);
}

/* Whether a legal move extends what was entered (all do before a step). */
static gboolean
extends_chain (LalaoMoveInput *self, const char *text)
{
  if (self->chain->len == 0)
    return TRUE;
  return g_str_has_prefix (text, self->chain->str) && text[self->chain->len] == ',';
}

static guint
entered_steps (LalaoMoveInput *self)
{
  return self->chain->len == 0 ? 0 : n_steps (self->chain->str);
}

static void
set_chain (LalaoMoveInput *self, const char *chain)
{
  gboolean was = self->chain->len > 0;
  g_string_assign (self->chain, chain);
  if (was != (self->chain->len > 0))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHAIN_IN_PROGRESS]);
}

static void
clear_choices (LalaoMoveInput *self)
{
  g_clear_pointer (&self->choices[0], g_free);
  g_clear_pointer (&self->choices[1], g_free);
  self->choice_takes[0] = self->choice_takes[1] = 0;
}

void
lalao_move_input_cancel (LalaoMoveInput *self)
{
  g_return_if_fail (LALAO_IS_MOVE_INPUT (self));
  self->selected = -1;
  clear_choices (self);
  set_chain (self, "");
}

gboolean
lalao_move_input_back (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), FALSE);
  /* A chain already begun cannot be taken back, and its stone stays
   * selected: only a choice is dropped. */
  if (self->chain->len > 0)
    {
      gboolean choosing = self->choices[0] != NULL;
      clear_choices (self);
      return choosing;
    }
  if (self->selected < 0 && self->choices[0] == NULL)
    return FALSE;
  lalao_move_input_cancel (self);
  return TRUE;
}

/* The whole move `text` is chosen; what was entered is dropped. */
static LalaoInputResult
choose (LalaoMoveInput *self, const char *text)
{
  g_autofree char *move = g_strdup (text);
  lalao_move_input_cancel (self);
  g_free (self->move);
  self->move = g_steal_pointer (&move);
  return LALAO_INPUT_MOVE;
}

/* The points a move (given as text) captures, from its trace; *first
 * (when not NULL) is the first point captured outside `before`, -1 when
 * none. */
static guint64
captured_points_first (LalaoMoveInput *self, const char *text, guint64 before, int *first)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  const LalaoPosition *pos = lalao_game_get_position (self->game);
  LalaoPosition after;
  LalaoTrace trace;
  LalaoMove move;
  LalaoError err;
  guint64 bits = 0;

  if (first != NULL)
    *first = -1;
  lalao_engine_read_move (e, pos, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    return 0;
  lalao_trace_clear (&trace);
  e->play (pos, move, &after, &trace);
  for (int i = 0; i < trace.n; i++)
    if ((trace.events[i].kind == LALAO_EVENT_STONE_CAPTURED || trace.events[i].kind == LALAO_EVENT_PIECE_CAPTURED)
        && trace.events[i].a >= 0 && trace.events[i].a < MAX_POINTS)
      {
        if (first != NULL && *first < 0 && !(before & BIT (trace.events[i].a)))
          *first = trace.events[i].a;
        bits |= BIT (trace.events[i].a);
      }
  return bits;
}

static guint64
captured_points (LalaoMoveInput *self, const char *text)
{
  return captured_points_first (self, text, 0, NULL);
}

/* A step is entered: the move is chosen when nothing can follow it,
 * otherwise the chain goes on from where the step ended. */
static LalaoInputResult
commit_step (LalaoMoveInput *self, const char *step)
{
  g_autoptr (GPtrArray) texts = legal_texts (self);
  g_autofree char *chain = self->chain->len > 0 ? g_strconcat (self->chain->str, ",", step, NULL) : g_strdup (step);
  gboolean longer = FALSE;
  int from, to;

  clear_choices (self);
  for (guint i = 0; i < texts->len; i++)
    longer |= g_str_has_prefix (texts->pdata[i], chain) && ((char *) texts->pdata[i])[strlen (chain)] == ',';
  if (!longer)
    return choose (self, chain);
  set_chain (self, chain);
  if (lalao_move_input_step_points (self, step, 0, &from, &to))
    self->selected = to;
  return LALAO_INPUT_STEP;
}

/* The move meant by a click that makes none (a pit, or the selected
 * piece to the point) is forbidden: why, if the rules say. */
static LalaoInputResult
refuse (LalaoMoveInput *self, int from, int to)
{
  g_autofree char *text = g_strconcat (self->names[from], to >= 0 ? self->names[to] : "", NULL);
  g_autofree char *why = lalao_game_why_not (self->game, text);

  if (why == NULL)
    return LALAO_INPUT_NOTHING;
  g_free (self->refused);
  g_free (self->why);
  self->refused = g_steal_pointer (&text);
  self->why = g_steal_pointer (&why);
  return LALAO_INPUT_REFUSED;
}

/* Whether the game's moves are single points (Songo's pits). */
static gboolean
one_point_moves (LalaoMoveInput *self, GPtrArray *texts)
{
  int from, to;
  return texts->len > 0 && lalao_move_input_step_points (self, texts->pdata[0], 0, &from, &to) && to < 0;
}

static gboolean
has_moves_from (LalaoMoveInput *self, GPtrArray *texts, int point)
{
  for (guint i = 0; i < texts->len; i++)
    {
      int from, to;
      if (lalao_move_input_step_points (self, texts->pdata[i], 0, &from, &to) && from == point)
        return TRUE;
    }
  return FALSE;
}

/* A click while approach or withdrawal is to be chosen: a stone of
 * either line decides. */
static LalaoInputResult
click_choice (LalaoMoveInput *self, int point)
{
  for (int k = 0; k < 2; k++)
    if (self->choice_takes[k] & BIT (point))
      {
        g_autofree char *chosen = g_strdup (self->choices[k]);
        return commit_step (self, chosen);
      }
  return LALAO_INPUT_NOTHING;
}

/* Two steps from the selection to the same point: the person chooses
 * which stones to take. */
static LalaoInputResult
offer_choice (LalaoMoveInput *self, GPtrArray *steps)
{
  guint64 taken_before = self->chain->len > 0 ? captured_points (self, self->chain->str) : 0;

  for (int k = 0; k < 2 && k < (int) steps->len; k++)
    {
      g_autofree char *whole = self->chain->len > 0 ? g_strconcat (self->chain->str, ",", steps->pdata[k], NULL)
                                                    : g_strdup (steps->pdata[k]);
      self->choices[k] = g_strdup (steps->pdata[k]);
      self->choice_takes[k] = captured_points_first (self, whole, taken_before, &self->choice_first[k]) & ~taken_before;
    }
  return LALAO_INPUT_CHOOSE_CAPTURE;
}

LalaoInputResult
lalao_move_input_click (LalaoMoveInput *self, int point)
{
  g_autoptr (GPtrArray) texts = NULL;
  g_autoptr (GPtrArray) steps = NULL;
  guint step;

  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), LALAO_INPUT_NOTHING);
  if (self->game == NULL || point < 0 || point >= self->n_points)
    return LALAO_INPUT_NOTHING;
  if (self->choices[0] != NULL)
    return click_choice (self, point);
  texts = legal_texts (self);
  step = entered_steps (self);

  /* A one-point move (a Songo pit) is played at once, or refused. */
  if (step == 0 && one_point_moves (self, texts))
    {
      for (guint i = 0; i < texts->len; i++)
        {
          int from, to;
          if (lalao_move_input_step_points (self, texts->pdata[i], 0, &from, &to) && from == point)
            return choose (self, texts->pdata[i]);
        }
      return refuse (self, point, -1);
    }

  if (self->selected < 0 || (step == 0 && point == self->selected))
    {
      self->selected = step == 0 && point != self->selected && has_moves_from (self, texts, point) ? point : -1;
      return LALAO_INPUT_SELECTED;
    }

  /* The different step texts that go from the selection to the point. */
  steps = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < texts->len; i++)
    {
      int from, to;
      if (extends_chain (self, texts->pdata[i])
          && lalao_move_input_step_points (self, texts->pdata[i], step, &from, &to) && from == self->selected
          && to == point)
        {
          char *s = step_text (texts->pdata[i], step);
          if (!g_ptr_array_find_with_equal_func (steps, s, g_str_equal, NULL))
            g_ptr_array_add (steps, s);
          else
            g_free (s);
        }
    }

  if (steps->len == 1)
    return commit_step (self, steps->pdata[0]);
  if (steps->len > 1)
    return offer_choice (self, steps);
  /* Elsewhere: in a chain nothing happens; otherwise another piece of
   * one's own is selected instead, or the move meant is refused. */
  if (step > 0)
    return LALAO_INPUT_NOTHING;
  if (has_moves_from (self, texts, point))
    {
      self->selected = point;
      return LALAO_INPUT_SELECTED;
    }
  int from = self->selected;
  self->selected = -1;
  LalaoInputResult refused = refuse (self, from, point);
  return refused == LALAO_INPUT_REFUSED ? refused : LALAO_INPUT_SELECTED;
}

LalaoInputResult
lalao_move_input_choose_capture (LalaoMoveInput *self, char kind)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), LALAO_INPUT_NOTHING);
  for (int k = 0; k < 2; k++)
    if (self->choices[k] != NULL && g_str_has_suffix (self->choices[k], (char[]){ kind, 0 }))
      {
        g_autofree char *chosen = g_strdup (self->choices[k]);
        return commit_step (self, chosen);
      }
  return LALAO_INPUT_NOTHING;
}

LalaoInputResult
lalao_move_input_end_turn (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), LALAO_INPUT_NOTHING);
  if (self->chain->len == 0)
    return LALAO_INPUT_NOTHING;
  g_autofree char *move = g_strdup (self->chain->str);
  return choose (self, move);
}

gboolean
lalao_move_input_select (LalaoMoveInput *self, int point)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), FALSE);
  if (self->game == NULL || entered_steps (self) > 0 || self->choices[0] != NULL || point < 0
      || point >= self->n_points)
    return FALSE;
  self->selected = point;
  return TRUE;
}

const char *
lalao_move_input_get_move (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), NULL);
  return self->move;
}

const char *
lalao_move_input_get_refused (LalaoMoveInput *self, const char **why)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), NULL);
  if (why != NULL)
    *why = self->why;
  return self->refused;
}

int
lalao_move_input_get_selected (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), -1);
  return self->selected;
}

guint64
lalao_move_input_get_targets (LalaoMoveInput *self)
{
  g_autoptr (GPtrArray) texts = NULL;
  guint64 bits = 0;
  guint step;

  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), 0);
  if (self->game == NULL || self->selected < 0 || self->choices[0] != NULL)
    return 0;
  texts = legal_texts (self);
  step = entered_steps (self);
  for (guint i = 0; i < texts->len; i++)
    {
      int from, to;
      if (extends_chain (self, texts->pdata[i])
          && lalao_move_input_step_points (self, texts->pdata[i], step, &from, &to) && from == self->selected
          && to >= 0)
        bits |= BIT (to);
    }
  return bits;
}

guint64
lalao_move_input_get_takes (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), 0);
  return self->choices[0] != NULL ? self->choice_takes[0] | self->choice_takes[1] : 0;
}

int
lalao_move_input_get_choice_stone (LalaoMoveInput *self, char kind)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), -1);
  for (int k = 0; k < 2; k++)
    if (self->choices[k] != NULL && g_str_has_suffix (self->choices[k], (char[]){ kind, 0 }))
      return self->choice_first[k];
  return -1;
}

gboolean
lalao_move_input_get_choosing (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), FALSE);
  return self->choices[0] != NULL;
}

const char *
lalao_move_input_get_chain (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), "");
  return self->chain->str;
}

guint64
lalao_move_input_get_chain_captures (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), 0);
  return self->chain->len > 0 ? captured_points (self, self->chain->str) : 0;
}

gboolean
lalao_move_input_get_chain_in_progress (LalaoMoveInput *self)
{
  g_return_val_if_fail (LALAO_IS_MOVE_INPUT (self), FALSE);
  return self->chain->len > 0;
}

LalaoPosition
lalao_move_input_get_position (LalaoMoveInput *self)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition pos = *lalao_game_get_position (self->game);

  /* Stopping a chain early is always a legal move. */
  if (self->chain->len > 0)
    {
      LalaoMove move;
      LalaoError err;
      lalao_engine_read_move (e, &pos, self->chain->str, &move, &err);
      if (err.code == LALAO_ERROR_NONE)
        e->play (&pos, move, &pos, NULL);
    }
  return pos;
}

void
lalao_move_input_set_game (LalaoMoveInput *self, LalaoGame *game)
{
  g_return_if_fail (LALAO_IS_MOVE_INPUT (self));
  lalao_move_input_cancel (self);
  g_set_object (&self->game, game);
  self->n_points = 0;
  if (game == NULL)
    return;
  /* The rules' points are the indices with a name (a Songo store has
   * none): the first MAX_POINTS, as many as a board's bit masks hold. */
  const LalaoEngine *e = lalao_game_get_engine (game);
  char name[LALAO_MOVE_TEXT_MAX];
  for (int i = 0; i < MAX_POINTS; i++)
    {
      e->point_name (i, name);
      if (name[0] == '?')
        break;
      g_strlcpy (self->names[i], name, sizeof self->names[i]);
      self->n_points = i + 1;
    }
}

LalaoMoveInput *
lalao_move_input_new (void)
{
  return g_object_new (LALAO_TYPE_MOVE_INPUT, NULL);
}

static void
lalao_move_input_finalize (GObject *object)
{
  LalaoMoveInput *self = LALAO_MOVE_INPUT (object);

  clear_choices (self);
  g_clear_object (&self->game);
  g_string_free (self->chain, TRUE);
  g_free (self->move);
  g_free (self->refused);
  g_free (self->why);
  G_OBJECT_CLASS (lalao_move_input_parent_class)->finalize (object);
}

static void
lalao_move_input_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  LalaoMoveInput *self = LALAO_MOVE_INPUT (object);

  switch (prop_id)
    {
    case PROP_CHAIN_IN_PROGRESS:
      g_value_set_boolean (value, self->chain->len > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_move_input_class_init (LalaoMoveInputClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = lalao_move_input_finalize;
  object_class->get_property = lalao_move_input_get_property;
  /* Steps of a chain have been entered: the turn is not over. */
  properties[PROP_CHAIN_IN_PROGRESS] =
    g_param_spec_boolean ("chain-in-progress", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
lalao_move_input_init (LalaoMoveInput *self)
{
  self->selected = -1;
  self->chain = g_string_new (NULL);
}
