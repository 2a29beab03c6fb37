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

  e->to_fen (pos, fen);
  side = strchr (fen, ' ');
  if (side == NULL || (side[1] != letters[0] && side[1] != letters[1]))
    return FALSE;
  side[1] = side[1] == letters[0] ? letters[1] : letters[0];
  return e->from_fen (turned, fen, lalao_engine_default_options (e), &err)
         || e->from_fen (turned, fen, 0, &err);
}

/* Every move of the opponent, played: what each would take. */
static void
engine_threats (const LalaoEngine *e, const LalaoPosition *opponent, LalaoThreats *t)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (opponent, moves);

  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      LalaoTrace trace;
      int taken = 0;
      gboolean told = FALSE;

      lalao_trace_clear (&trace);
      e->play (opponent, moves[i], &after, &trace);
      for (int k = 0; k < trace.n; k++)
        {
          const LalaoEvent *ev = &trace.events[k];
          if ((ev->kind == LALAO_EVENT_STONE_CAPTURED || ev->kind == LALAO_EVENT_PIECE_CAPTURED) && ev->a >= 0 && ev->a < 64)
            {
              t->points |= BIT (ev->a);
              taken++;
              told = TRUE;
            }
          else if (ev->kind == LALAO_EVENT_HARVEST && ev->a >= 0 && ev->a < 64)
            {
              t->points |= BIT (ev->a);
              t->seeds[ev->a] = MAX (t->seeds[ev->a], ev->b);
              taken += ev->b;
              told = TRUE;
            }
        }
      /* A capture told only by its move (a piece replaced on its point). */
      if (!told && (moves[i].flags & LALAO_MOVE_CAPTURE))
        {
          t->points |= BIT (moves[i].to);
          taken = 1;
        }
      t->most = MAX (t->most, taken);
    }
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
  engine_threats (engine, &opponent, threats);
  return TRUE;
}

char *
lalao_threats_describe (const LalaoEngine *engine, const LalaoThreats *threats, LalaoSide victim)
{
  g_autoptr (GString) points = g_string_new (NULL);
  int n = 0;

  if (threats->points == 0)
    return NULL;
  for (int p = 0; p < 64; p++)
    if (threats->points & BIT (p))
      {
        char name[8];
        engine->point_name (p, name);
        if (n++ > 0)
          g_string_append (points, ", ");
        g_string_append (points, name);
      }
  if (threats->bidoua[0] >= 0)
    /* Translators: the coach's overlay in Songo; %1$s is the opponent ("North"), %2$s pits ("S1, S2"), %3$d seeds. */
    return g_strdup_printf (ngettext ("%1$s could harvest %2$s next turn: %3$d seed at most.",
                                      "%1$s could harvest %2$s next turn: %3$d seeds at most.", threats->most),
                            lalao_side_name (engine, !victim), points->str, threats->most);
  /* Translators: the coach's overlay; %1$s is the opponent ("Black"), %2$s points ("c2, e4"). */
  return g_strdup_printf (_("%1$s could take what stands on %2$s."), lalao_side_name (engine, !victim), points->str);
}
