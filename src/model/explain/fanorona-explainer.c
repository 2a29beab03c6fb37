/* fanorona-explainer.c — Fanorona's steps, captured lines and refused
 * steps told as sentences; its own goals and puzzle themes.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-explainer"

#include "config.h"

#include <string.h>

#include "fanorona.h"
#include "lalao-exercise.h"
#include "lalao-explainer-private.h"
#include "lalao-i18n.h"
#include "lalao-threats.h"
#include "lalao-puzzle.h"

#define PT(slot, index) lalao_explainer_point (engine, (slot), (index))

static char *
fanorona_error (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoError *err)
{
  const int *a = err->args;

  switch (err->code)
    {
    case LALAO_ERROR_NOT_ADJACENT:
      /* Translators: %1$s and %2$s are points such as "d2". */
      return g_strdup_printf (_("A stone moves one step along a line to a neighbouring point, and %2$s is not next to %1$s."),
                              PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_NO_LINE:
      /* A missing line is always a diagonal from a point that has none:
       * from a point on the diagonals, each diagonal neighbour is on them
       * too. Translators: %1$s and %2$s are points. Only every other
       * point has diagonal lines. */
      return g_strdup_printf (_("No line joins %1$s to %2$s: no diagonal passes through %1$s. The diagonals pass "
                                "through every other point, such as a1, b2, c1 and c3."),
                              PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_SAME_DIRECTION:
      /* Translators: %1$s and %2$s are points. */
      return g_strdup_printf (_("In a chain the stone may not go on in the direction of its previous step, as %1$s to %2$s would."),
                              PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_VISITED:
      /* Translators: %s is a point. */
      return g_strdup_printf (_("The stone has already been on %s during this turn, and a chain never comes back to a point."),
                              PT (0, a[0]));
    case LALAO_ERROR_CHAIN_MUST_CAPTURE:
      /* Translators: %1$s and %2$s are points. */
      return g_strdup_printf (_("Every step of a chain must capture, and %1$s to %2$s captures nothing."), PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_CAPTURE_COMPULSORY:
      /* Translators: %1$s and %2$s are points of a capture the player can make. */
      return g_strdup_printf (_("Capture is compulsory: a move without capture is allowed only when none is possible, and %1$s to %2$s captures."),
                              PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_OTHER_STONE:
      /* Translators: %s is a point. */
      return g_strdup_printf (_("Only the stone on %s may continue this chain."), PT (0, a[0]));
    case LALAO_ERROR_NO_CAPTURE_KIND:
      return a[2] == FANORONA_APPROACH
               /* Translators: %1$s and %2$s are points. */
               ? g_strdup_printf (_("Moving from %1$s to %2$s does not capture by approach: no enemy stone stands just beyond %2$s."),
                                  PT (0, a[0]), PT (1, a[1]))
               /* Translators: %1$s and %2$s are points. */
               : g_strdup_printf (_("Moving from %1$s to %2$s does not capture by withdrawal: no enemy stone stands just behind %1$s."),
                                  PT (0, a[0]), PT (1, a[1]));
    case LALAO_ERROR_CAPTURE_KIND_NEEDED:
      if (a[2] == 1)
        /* Translators: %1$s and %2$s are points; A is the notation's letter for approach. */
        return g_strdup_printf (_("Moving from %1$s to %2$s captures by approach: write it %1$s%2$sA."),
                                PT (0, a[0]), PT (1, a[1]));
      if (a[2] == 2)
        /* Translators: %1$s and %2$s are points; W is the notation's letter for withdrawal. */
        return g_strdup_printf (_("Moving from %1$s to %2$s captures by withdrawal: write it %1$s%2$sW."),
                                PT (0, a[0]), PT (1, a[1]));
      /* Translators: %1$s and %2$s are points; A and W are the notation's letters. */
      return g_strdup_printf (_("Moving from %1$s to %2$s captures: say which capture, A for approach or W for withdrawal."),
                              PT (0, a[0]), PT (1, a[1]));
    default:
      return NULL;
    }
}

static char *
fanorona_event (const LalaoEngine *engine, const LalaoPosition *before, const LalaoEvent *ev)
{
  switch (ev->kind)
    {
    case LALAO_EVENT_STEP:
      if (ev->c == FANORONA_APPROACH)
        /* Translators: %1$s and %2$s are points. */
        return g_strdup_printf (_("The stone moves from %1$s to %2$s and captures by approach the line in front of it."),
                                PT (0, ev->a), PT (1, ev->b));
      if (ev->c == FANORONA_WITHDRAWAL)
        /* Translators: %1$s and %2$s are points. */
        return g_strdup_printf (_("The stone moves from %1$s to %2$s and captures by withdrawal the line it leaves behind."),
                                PT (0, ev->a), PT (1, ev->b));
      /* Translators: a paika, a move without capture; %1$s and %2$s are points. */
      return g_strdup_printf (_("The stone moves from %1$s to %2$s without capturing (paika)."), PT (0, ev->a), PT (1, ev->b));
    case LALAO_EVENT_STONE_CAPTURED:
      /* Translators: %s is a point. */
      return g_strdup_printf (_("The stone on %s is captured."), PT (0, ev->a));
    case LALAO_EVENT_CHAIN_STOPPED:
      {
        g_autofree char *why = NULL;
        switch (ev->b)
          {
          case FANORONA_CHAIN_STOPPED:
            /* Translators: %s is a point. */
            why = g_strdup_printf (_("The chain ends with the stone on %s: the player stops there, although it "
                                     "could capture again."), PT (0, ev->a));
            break;
          case FANORONA_CHAIN_SAME_DIRECTION:
            /* Translators: %s is a point. */
            why = g_strdup_printf (_("The chain ends with the stone on %s: its only capture left would go on in "
                                     "the same direction, which a chain may not do."), PT (0, ev->a));
            break;
          case FANORONA_CHAIN_VISITED:
            /* Translators: %s is a point. */
            why = g_strdup_printf (_("The chain ends with the stone on %s: its only capture left would come back "
                                     "to an intersection already visited in this turn."), PT (0, ev->a));
            break;
          default:
            /* Translators: %s is a point. */
            why = g_strdup_printf (_("The chain ends with the stone on %s: it can capture nothing more."),
                                   PT (0, ev->a));
          }
        if (ev->c <= 0)
          return g_steal_pointer (&why);
        /* Translators: the stones a whole turn has captured. */
        g_autofree char *total = g_strdup_printf (ngettext ("In all, the turn captures %d stone.",
                                                            "In all, the turn captures %d stones.", ev->c), ev->c);
        return g_strconcat (why, " ", total, NULL);
      }
    default:
      return NULL;
    }
}

static char *
fanorona_main_effect (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  int stones = 0, steps = 0;

  for (int i = 0; i < trace->n; i++)
    {
      stones += trace->events[i].kind == LALAO_EVENT_STONE_CAPTURED;
      steps += trace->events[i].kind == LALAO_EVENT_STEP;
    }
  if (stones == 0)
    return NULL;
  /* Translators: the reason for a hint. */
  g_autofree char *taken = g_strdup_printf (ngettext ("It captures %d stone.", "It captures %d stones.", stones), stones);
  if (steps < 2)
    return g_steal_pointer (&taken);
  /* Translators: the reason for a hint, after "It captures 4 stones."; %d is how many captures the chain made. */
  g_autofree char *chain = g_strdup_printf (ngettext ("A chain of %d capture in one turn.",
                                                      "A chain of %d captures in one turn.", steps), steps);
  return g_strjoin (" ", taken, chain, NULL);
}

static char *
fanorona_end_detail (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status)
{
  if (status.rule == LALAO_RULE_ALL_CAPTURED)
    return g_strdup (_("Every stone of the opponent has been captured."));
  if (status.rule == LALAO_RULE_NO_CAPTURE_LIMIT)
    /* Translators: a Fanorona draw rule. */
    return g_strdup (_("A hundred turns in a row have been played without a capture."));
  if (status.rule == LALAO_RULE_NO_LEGAL_MOVE)
    /* Translators: a Choice of Lalao's about Fanorona, which the source does not settle. */
    return g_strconcat (lalao_explainer_rule_sentence (status.rule), " ",
                        _("A player who cannot move loses: the source is silent, and Lalao follows the other games "
                          "here."), NULL);
  return NULL;
}

/* The first capturing step's kind in a turn. */
static int
first_capture_kind (const LalaoTrace *t)
{
  for (int i = 0; i < t->n; i++)
    if (t->events[i].kind == LALAO_EVENT_STEP && t->events[i].c != FANORONA_PAIKA)
      return t->events[i].c;
  return FANORONA_PAIKA;
}

/* The first step of a turn: its two points and kind. */
static gboolean
first_step (const LalaoTrace *t, int *from, int *to, int *kind)
{
  for (int i = 0; i < t->n; i++)
    if (t->events[i].kind == LALAO_EVENT_STEP)
      {
        *from = t->events[i].a;
        *to = t->events[i].b;
        *kind = t->events[i].c;
        return TRUE;
      }
  return FALSE;
}

/* Whether the turn's first step could have captured the other way (by
 * withdrawal instead of approach, or the reverse). */
static gboolean
other_capture_possible (const LalaoThemeMove *m)
{
  const LalaoEngine *e = m->engine;
  LalaoMove moves[LALAO_MAX_MOVES];
  int from, to, kind, n = e->legal_moves (m->before, moves);

  if (!first_step (m->trace, &from, &to, &kind) || kind == FANORONA_PAIKA)
    return FALSE;
  for (int i = 0; i < n; i++)
    {
      LalaoPosition after;
      LalaoTrace trace;
      int f, t, k;
      lalao_trace_clear (&trace);
      e->play (m->before, moves[i], &after, &trace);
      if (first_step (&trace, &f, &t, &k) && f == from && t == to && k != kind && k != FANORONA_PAIKA)
        return TRUE;
    }
  return FALSE;
}

/* Puzzle themes: a long chain, the line's first capture by approach or
 * by withdrawal (and whether the step allowed both), a paika (so not
 * the general "quiet-move"). */
static void
fanorona_move_themes (const LalaoThemeMove *m, GPtrArray *themes)
{
  int kind = first_capture_kind (m->trace);

  if (m->ply == 0 && other_capture_possible (m))
    lalao_puzzle_theme_add (themes, "capture-choice");
  if (lalao_trace_count (m->trace, LALAO_EVENT_STEP) >= 3 && kind != FANORONA_PAIKA)
    lalao_puzzle_theme_add (themes, "long-chain");
  if (m->ply == 0 && kind == FANORONA_APPROACH)
    lalao_puzzle_theme_add (themes, "approach");
  if (m->ply == 0 && kind == FANORONA_WITHDRAWAL)
    lalao_puzzle_theme_add (themes, "withdrawal");
  if (kind == FANORONA_PAIKA)
    lalao_puzzle_theme_add (themes, "paika");
}

/* A turn in a short readable form, for move lists and sentences: its
 * steps, "c3–d3" without a capture, "c4×c3 by approach" and "c3×d3 by
 * withdrawal" with one. */
static char *
fanorona_describe (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move)
{
  char text[LALAO_MOVE_TEXT_MAX];
  g_auto (GStrv) steps = NULL;
  GString *s = g_string_new (NULL);

  if (move.n_steps == 0)
    /* Translators: a Fanorona turn that ends a chain of captures before it has to, in the move list and sentences. */
    return g_strdup (_("end of the chain"));
  /* The engine's notation, "c4c3A,c3d3W": two points a step, then A or W. */
  engine->format_move (pos, move, text);
  steps = g_strsplit (text, ",", -1);
  for (int i = 0; steps[i] != NULL; i++)
    {
      const char *step = steps[i];
      g_autofree char *a = g_strndup (step, 2), *b = g_strndup (step + MIN (strlen (step), 2), 2);
      char kind = strlen (step) > 4 ? step[4] : '\0';

      if (i > 0)
        g_string_append (s, ", ");
      if (kind == 'A')
        /* Translators: a step of a Fanorona turn that captures by approach; %1$s and %2$s are points. */
        g_string_append_printf (s, _("%1$s×%2$s by approach"), a, b);
      else if (kind == 'W')
        /* Translators: a step of a Fanorona turn that captures by withdrawal; %1$s and %2$s are points. */
        g_string_append_printf (s, _("%1$s×%2$s by withdrawal"), a, b);
      else
        g_string_append_printf (s, "%s–%s", a, b);
    }
  return g_string_free (s, FALSE);
}

/* What stands on a point: "the stone on d3". */
static char *
fanorona_stake (const LalaoEngine *engine, const LalaoPosition *pos, int point)
{
  /* Translators: a Fanorona stone and its point. */
  return g_strdup_printf (_("the stone on %s"), PT (3, point));
}

/* The coach: a capture the move prepares, the longest first. */
static char *
fanorona_threat (const LalaoEngine *engine, const LalaoPosition *after, const LalaoThreat *t)
{
  if (t->gain > 1)
    /* Translators: the coach in Fanorona; %1$d stones, %2$s and %3$s points. */
    return g_strdup_printf (ngettext ("It threatens a capture of %1$d stone: next turn, the stone on %2$s could take "
                                      "the line from %3$s.",
                                      "It threatens a capture of %1$d stones: next turn, the stone on %2$s could take "
                                      "the line from %3$s.",
                                      t->gain),
                            t->gain, PT (0, t->by), PT (1, t->point));
  /* Translators: the coach in Fanorona; %1$s and %2$s are points. */
  return g_strdup_printf (_("It threatens the stone on %1$s: next turn, the stone on %2$s could take it."),
                          PT (0, t->point), PT (1, t->by));
}

const LalaoGameExplainer lalao_fanorona_explainer = {
  .threat = fanorona_threat,
  .stake = fanorona_stake,
  .threats_ranked = TRUE,
  .describe = fanorona_describe,
  .end_detail = fanorona_end_detail,
  .game_id = "fanorona",
  .error = fanorona_error,
  .event = fanorona_event,
  .main_effect = fanorona_main_effect,
  .own_goals = 1u << LALAO_GOAL_CHAIN,
  /* Two stones. */
  .puzzle_gain = 200,
  .puzzle_depth = 4,
  .move_themes = fanorona_move_themes,
  .own_quiet_theme = TRUE,
};
