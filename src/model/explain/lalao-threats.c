/* lalao-threats.c — what the opponent could take next turn.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-threats"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "lalao-explainer-private.h"
#include "lalao-threats.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

/* The position with the other side to move: its FEN's side letter (the
 * first after the board) turned. */
static gboolean
opponent_to_move (const LalaoEngine *e, const LalaoPosition *pos, LalaoPosition *turned)
{
  char fen[LALAO_FEN_MAX];
  const char *letters = e->agreed_start_letters != NULL ? e->agreed_start_letters : "wb";
  LalaoError err;
  char *side;
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (e->id);

  if (game != NULL && game->turned != NULL)
    return game->turned (pos, turned);
  e->to_fen (pos, fen);
  side = strchr (fen, ' ');
  if (side == NULL || (side[1] != letters[0] && side[1] != letters[1]))
    return FALSE;
  side[1] = side[1] == letters[0] ? letters[1] : letters[0];
  return e->from_fen (turned, fen, lalao_engine_default_options (e), &err)
         || e->from_fen (turned, fen, 0, &err);
}

/* A winning capture, kept largest first. */
static void
add_threat (LalaoThreats *t, int point, LalaoMove move, int gain)
{
  int i;

  t->points |= BIT (point);
  if (t->n == LALAO_THREATS_MAX)
    return;
  for (i = t->n; i > 0 && t->list[i - 1].gain < gain; i--)
    t->list[i] = t->list[i - 1];
  t->list[i] = (LalaoThreat){ point, move.from, move.to, gain, move };
  t->n++;
}

/* What one move of the opponent takes, from its trace; a move told only
 * by its flag takes what stands on its point. Returns the pieces, stones
 * or seeds taken. */
static int
move_takes (const LalaoEngine *e, const LalaoPosition *opponent, LalaoMove move, const LalaoTrace *trace,
            LalaoThreats *t, guint64 *taken_points)
{
  int taken = 0;

  *taken_points = 0;
  for (int k = 0; k < trace->n; k++)
    {
      const LalaoEvent *ev = &trace->events[k];
      if ((ev->kind == LALAO_EVENT_STONE_CAPTURED || ev->kind == LALAO_EVENT_PIECE_CAPTURED) && ev->a >= 0 && ev->a < 64)
        {
          *taken_points |= BIT (ev->a);
          taken++;
        }
      else if (ev->kind == LALAO_EVENT_HARVEST && ev->a >= 0 && ev->a < 64)
        {
          *taken_points |= BIT (ev->a);
          t->seeds[ev->a] = MAX (t->seeds[ev->a], ev->b);
          taken += ev->b;
        }
    }
  if (*taken_points == 0 && (move.flags & LALAO_MOVE_CAPTURE) && move.to < 64)
    {
      *taken_points = BIT (move.to);
      taken = 1;
    }
  return taken;
}

/* Every move of the opponent, played: what each would take, whether the
 * capture wins material (the static exchange, where the game has one),
 * and whether it would win the game at once. */
static void
engine_threats (const LalaoEngine *e, const LalaoPosition *opponent, gboolean checked, LalaoThreats *t)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoSide mover = e->side_to_move (opponent);
  LalaoResult wins = mover == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS;
  int n = e->legal_moves (opponent, moves);
  guint64 each[LALAO_MAX_MOVES];
  int amount[LALAO_MAX_MOVES];

  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      LalaoTrace trace;

      lalao_trace_clear (&trace);
      e->play (opponent, moves[i], &after, &trace);
      amount[i] = move_takes (e, opponent, moves[i], &trace, t, &each[i]);
      LalaoStatus status = e->status (&after, 1);
      /* The victim in check must answer it first: taking its hova is no threat, and no win is. */
      if (checked && status.result == wins)
        {
          each[i] = 0;
          continue;
        }
      if (status.result == wins && t->win_rule == LALAO_RULE_NONE)
        {
          t->win_rule = status.rule;
          t->win_move = moves[i];
        }
      if (each[i] == 0)
        continue;
      t->takeable |= each[i];
      /* Samantsy: a capture that the recaptures make even or losing wins nothing. */
      int gain = e->exchange != NULL ? e->exchange (opponent, moves[i]) : amount[i];
      if (gain <= 0)
        {
          each[i] = 0;
          continue;
        }
      t->most = MAX (t->most, amount[i]);
      for (int p = 0; p < 64; p++)
        if (each[i] & BIT (p))
          add_threat (t, p, moves[i], gain);
    }
  for (int i = 0; i < n; i++)
    if (each[i] != 0 && amount[i] == t->most)
      t->ranked |= each[i];
}

gboolean
lalao_threats_find (const LalaoEngine *engine, const LalaoPosition *pos, LalaoSide victim, LalaoThreats *threats)
{
  LalaoPosition opponent;

  memset (threats, 0, sizeof *threats);
  threats->bidoua[0] = threats->bidoua[1] = -1;
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  if (game != NULL && game->threats != NULL && game->threats (pos, victim, threats))
    return TRUE;
  if (engine->side_to_move (pos) != victim)
    opponent = *pos;
  else if (!opponent_to_move (engine, pos, &opponent))
    return FALSE;
  engine_threats (engine, &opponent,
                  engine->side_to_move (pos) == victim && engine->in_check != NULL && engine->in_check (pos), threats);
  return TRUE;
}

/* The move that would win at once, in one sentence; NULL without one. */
static char *
win_sentence (const LalaoEngine *engine, const LalaoThreats *t, LalaoSide victim)
{
  const char *who = lalao_side_name (engine, !victim);
  const char *from = lalao_explainer_point (engine, 0, t->win_move.from);
  const char *to = lalao_explainer_point (engine, 1, t->win_move.to);

  switch (t->win_rule)
    {
    case LALAO_RULE_NONE:
      return NULL;
    case LALAO_RULE_CHECKMATE:
      /* Translators: the coach's threats; %1$s is the opponent ("Black"), %2$s and %3$s squares. */
      return g_strdup_printf (_("%1$s threatens checkmate: the move from %2$s to %3$s would mate your hova."), who, from, to);
    case LALAO_RULE_STALEMATE:
      /* Translators: the coach's threats, Samantsy's stalemate that wins; %1$s is the opponent, %2$s and %3$s squares. */
      return g_strdup_printf (_("%1$s threatens to block your hova: after the move from %2$s to %3$s you could not move, and "
                                "you would lose."),
                              who, from, to);
    default:
      /* Translators: the coach's threats; %1$s is the opponent ("Black"), %2$s and %3$s points. */
      return g_strdup_printf (_("%1$s threatens to win the game at once with the move from %2$s to %3$s."), who, from, to);
    }
}

/* The points of a set, named and joined ("c2, e4"). */
static char *
point_names (const LalaoEngine *engine, guint64 set)
{
  GString *points = g_string_new (NULL);

  for (int p = 0; p < 64; p++)
    if (set & BIT (p))
      {
        char name[8];
        engine->point_name (p, name);
        if (points->len > 0)
          g_string_append (points, ", ");
        g_string_append (points, name);
      }
  return g_string_free (points, FALSE);
}

static char *
captures_sentence (const LalaoEngine *engine, const LalaoThreats *threats, LalaoSide victim)
{
  g_autofree char *points = point_names (engine, threats->points);

  if (threats->points == 0 && threats->takeable != 0)
    /* Translators: the coach's overlay when a capture is possible but the recaptures make it lose. */
    return g_strdup (_("What can be taken of yours is defended: no capture wins material next turn."));
  if (threats->points == 0)
    return NULL;
  if (threats->bidoua[0] >= 0)
    /* Translators: the coach's overlay in Songo; %1$s is the opponent ("North"), %2$s pits ("S1, S2"), %3$d seeds. */
    return g_strdup_printf (ngettext ("%1$s could harvest %2$s next turn: %3$d seed at most.",
                                      "%1$s could harvest %2$s next turn: %3$d seeds at most.", threats->most),
                            lalao_side_name (engine, !victim), points, threats->most);
  if (threats->ranked != threats->points)
    {
      g_autofree char *ranked = point_names (engine, threats->ranked);
      /* Translators: the coach's overlay, the captures ranked; %1$s is the opponent ("Black"), %2$s points ("c2, e4"),
       * %3$d the most one move takes, %4$s the points of that largest capture. */
      return g_strdup_printf (ngettext ("%1$s could take what stands on %2$s; the largest capture takes %3$d, on %4$s.",
                                        "%1$s could take what stands on %2$s; the largest capture takes %3$d, on %4$s.",
                                        threats->most),
                              lalao_side_name (engine, !victim), points, threats->most, ranked);
    }
  /* Translators: the coach's overlay; %1$s is the opponent ("Black"), %2$s points ("c2, e4"). */
  return g_strdup_printf (_("%1$s could take what stands on %2$s."), lalao_side_name (engine, !victim), points);
}

char *
lalao_threats_describe (const LalaoEngine *engine, const LalaoThreats *threats, LalaoSide victim)
{
  g_autofree char *win = win_sentence (engine, threats, victim);
  g_autofree char *captures = captures_sentence (engine, threats, victim);

  if (win == NULL && captures == NULL)
    return NULL;
  if (win == NULL || captures == NULL)
    return g_strdup (win != NULL ? win : captures);
  return g_strjoin (" ", win, captures, NULL);
}

guint64
lalao_threats_overlay (const LalaoEngine *engine, const LalaoThreats *threats)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);

  return game != NULL && game->threats_ranked ? threats->ranked : threats->points;
}

/* What stands on a point, with its article ("the farasy on c2"), in the
 * game's words. */
char *
lalao_threats_stake (const LalaoEngine *engine, const LalaoPosition *pos, int point)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);

  if (game != NULL && game->stake != NULL)
    return game->stake (engine, pos, point);
  /* Translators: what stands on a point, when the game does not name it; %s is the point. */
  return g_strdup_printf (_("the piece on %s"), lalao_explainer_point (engine, 3, point));
}

GPtrArray *
lalao_threats_list (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoThreats *threats, LalaoSide victim)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *win = win_sentence (engine, threats, victim);
  LalaoPosition opponent;

  if (win != NULL)
    g_ptr_array_add (lines, g_steal_pointer (&win));
  if (engine->side_to_move (pos) != victim)
    opponent = *pos;
  else if (!opponent_to_move (engine, pos, &opponent))
    return lines;
  for (int i = 0; i < threats->n; i++)
    {
      const LalaoThreat *t = &threats->list[i];
      if (threats->bidoua[0] >= 0)
        {
          /* Translators: one of the coach's threats in Songo; %1$s is the learner's pit ("S5"), %2$s the opponent's
           * pit that would sow, %3$d the seeds of this pit harvested, %4$d the seeds of the whole harvest. */
          g_ptr_array_add (lines, g_strdup_printf (ngettext ("Threat on %1$s: sowing %2$s would harvest it, %3$d seeds "
                                                             "of a harvest of %4$d seed.",
                                                             "Threat on %1$s: sowing %2$s would harvest it, %3$d seeds "
                                                             "of a harvest of %4$d seeds.",
                                                             t->gain),
                                                   lalao_explainer_point (engine, 0, t->point),
                                                   lalao_explainer_point (engine, 1, t->by), threats->seeds[t->point],
                                                   t->gain));
          continue;
        }
      g_autofree char *victim_piece = lalao_threats_stake (engine, pos, t->point);
      g_autofree char *taker = lalao_threats_stake (engine, &opponent, t->by);
      g_autofree char *move = lalao_describe_move (engine, &opponent, t->move);
      /* Translators: one of the coach's threats; %1$s is a point ("c2"), %2$s the opponent's piece with its
       * article and point ("the zaza on d3"), %3$s the learner's ("the farasy on c2"), %4$s the move ("Zaza d3×c2"). */
      g_ptr_array_add (lines, g_strdup_printf (_("Threat on %1$s: %2$s could take %3$s (%4$s)."),
                                               lalao_explainer_point (engine, 0, t->point), taker, victim_piece, move));
    }
  return lines;
}
