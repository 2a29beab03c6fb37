/* lalao-coach.c — what a guided game says before each of the learner's
 * moves.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every fact comes from the legal moves' traces (lalao_move_tally), so
 * the coach serves the four games without knowing them.
 */
#define G_LOG_DOMAIN "lalao-coach"

#include "config.h"

#include "lalao-coach.h"
#include "lalao-exercise.h"
#include "lalao-i18n.h"

typedef struct {
  int moves, captures, greniers, promotions;
} TurnFacts;

static void
read_facts (const LalaoEngine *e, const LalaoPosition *pos, TurnFacts *f)
{
  LalaoMove moves[LALAO_MAX_MOVES];

  memset (f, 0, sizeof *f);
  f->moves = e->legal_moves (pos, moves);
  for (int i = 0; i < f->moves; i++)
    {
      LalaoPosition after;
      LalaoMoveTally t;
      lalao_position_copy (&after, pos, e);
      lalao_move_tally (e, &after, moves[i], &t);
      f->captures += t.taken > 0;
      f->greniers += t.grenier;
      f->promotions += t.promoted;
    }
}

char *
lalao_coach_turn (const LalaoEngine *engine, const LalaoPosition *pos)
{
  TurnFacts f;
  GString *said = g_string_new (NULL);

  read_facts (engine, pos, &f);
  if (f.moves == 0)
    {
      g_string_free (said, TRUE);
      return NULL;
    }
  if (f.captures == f.moves && f.moves > 1)
    /* Translators: the coach of a guided game, when every legal move captures. */
    g_string_append (said, _("Every move you have captures: the rules leave you no quiet move."));
  else if (f.captures > 0)
    g_string_append_printf (said,
                            /* Translators: the coach of a guided game; the first %d is how many moves capture, the second how many moves there are. */
                            ngettext ("%d of your %d moves captures: look for it.",
                                      "%d of your %d moves capture: look for them.", f.captures),
                            f.captures, f.moves);
  else
    g_string_append_printf (said,
                            /* Translators: the coach of a guided game; %d is how many moves there are. */
                            ngettext ("You have %d move, and it captures nothing.",
                                      "You have %d moves, and none captures.", f.moves),
                            f.moves);
  if (f.greniers > 0)
    /* Translators: the coach of a guided game of Songo; ndà is the Ewondo word. */
    g_string_append_printf (said, " %s",
                            _("A pit of yours holds more than 13 seeds: it is a grenier (ndà), and its seeds go "
                              "round the board first."));
  if (f.promotions > 0)
    /* Translators: the coach of a guided game of Samantsy. */
    g_string_append_printf (said, " %s", _("A zaza of yours can reach the last rank and become an anakova."));
  return g_string_free (said, FALSE);
}
