/* songo-explainer.c — Songo's sowing, harvests and forbidden moves told as
 * sentences; its own goals, threats (the bidoua) and puzzle themes.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-explainer"

#include "config.h"

#include "lalao-exercise.h"
#include "lalao-explainer-private.h"
#include "lalao-i18n.h"
#include "lalao-puzzle.h"
#include "lalao-threats.h"
#include "songo.h"

#define PIT(slot, index) lalao_explainer_point (engine, (slot), (index))

static const char *
owner_name (const LalaoEngine *engine, int pit)
{
  return lalao_side_name (engine, pit < 7 ? LALAO_FIRST : LALAO_SECOND);
}

static char *
songo_error (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoError *err)
{
  const SongoPosition *p = songo_const (pos);
  const int *a = err->args;
  const char *mover = lalao_side_name (engine, (LalaoSide) p->side);
  const char *opponent = lalao_side_name (engine, (LalaoSide) (1 - p->side));

  switch (err->code)
    {
    case LALAO_ERROR_NOT_YOUR_PIT:
      /* Translators: "%1$s is one of %2$s's pits: %3$s plays from their own row." e.g. N3, North, South. */
      return g_strdup_printf (_("%1$s is one of %2$s’s pits: %3$s may only play from their own row."),
                              PIT (0, a[0]), owner_name (engine, a[0]), mover);
    case LALAO_ERROR_EMPTY_PIT:
      /* Translators: %s is a pit such as S3. */
      return g_strdup_printf (_("%s is empty: choose a pit that holds seeds."), PIT (0, a[0]));
    case LALAO_ERROR_LAST_PIT_ONE:
      /* Translators: %s is S0 or N6, the last pit of the player's row. */
      return g_strdup_printf (_("%s holds a single seed: it is forbidden to give one seed to the opponent from your last pit."),
                              PIT (0, a[0]));
    case LALAO_ERROR_LAST_PIT_TWO:
      if (a[1] == SONGO_CANCEL_STARVES)
        /* Translators: %1$s is S0 or N6, the last pit of the player's row; %2$s the opponent ("North"). */
        return g_strdup_printf (_("%1$s holds two seeds, and your last pit may give two seeds to the opponent only to "
                                  "capture: their harvest would leave %2$s’s row empty, so it is not taken."),
                                PIT (0, a[0]), lalao_side_name (engine, a[0] < 7 ? LALAO_SECOND : LALAO_FIRST));
      /* Translators: %s is S0 or N6, the last pit of the player's row. */
      return g_strdup_printf (_("%s holds two seeds that would capture nothing: your last pit may give two seeds to the opponent only to capture."),
                              PIT (0, a[0]));
    case LALAO_ERROR_SOLIDARITY:
      /* Translators: solidarity rule. %1$s is the opponent ("North"), %2$s a pit ("S4"), %3$d its seeds. */
      return g_strdup_printf (ngettext ("%1$s has no seed left: by the solidarity rule you must play a pit that holds the most seeds, such as %2$s with %3$d seed.",
                                        "%1$s has no seed left: by the solidarity rule you must play a pit that holds the most seeds, such as %2$s with %3$d seeds.",
                                        a[2]),
                              opponent, PIT (0, a[1]), a[2]);
    default:
      return NULL;
    }
}

static char *
songo_event (const LalaoEngine *engine, const LalaoPosition *before, const LalaoEvent *ev)
{
  const SongoPosition *p = songo_const (before);
  const char *mover = lalao_side_name (engine, (LalaoSide) p->side);
  const char *opponent = lalao_side_name (engine, (LalaoSide) (1 - p->side));

  switch (ev->kind)
    {
    case LALAO_EVENT_SEEDS_TAKEN:
      /* Translators: "South picks up the 5 seeds of S2." */
      return g_strdup_printf (ngettext ("%1$s picks up the %2$d seed of %3$s.",
                                        "%1$s picks up the %2$d seeds of %3$s.", ev->b),
                              mover, ev->b, PIT (0, ev->a));
    case LALAO_EVENT_GRENIER:
      /* Translators: a grenier (ndà) is a pit with more than 13 seeds. %1$s is the pit, %2$s the opponent. */
      return g_strdup_printf (_("%1$s holds %3$d seeds, more than thirteen: it is a grenier (ndà). One seed goes into each of the thirteen other pits, then the rest go round %2$s’s row only."),
                              PIT (0, ev->a), opponent, ev->b);
    case LALAO_EVENT_SEED_SOWN:
      /* Translators: one seed dropped while sowing; %2$d is how many seeds the pit holds now. */
      return g_strdup_printf (ngettext ("A seed into %1$s, which now holds %2$d seed.",
                                        "A seed into %1$s, which now holds %2$d seeds.", ev->b),
                              PIT (0, ev->a), ev->b);
    case LALAO_EVENT_LONE_SEED_CAPTURED:
      /* Translators: after a grenier of 14 seeds has gone round the board once. */
      return g_strdup_printf (_("One seed is left in hand after the round: %s captures it."), mover);
    case LALAO_EVENT_HARVEST:
      /* Translators: a harvest; %1$s is the pit, %2$d its seeds (2 to 4), %3$s the player. */
      return g_strdup_printf (_("%1$s holds %2$d seeds, from two to four: %3$s captures them."),
                              PIT (0, ev->a), ev->b, mover);
    case LALAO_EVENT_HARVEST_STOPPED:
      if (ev->a < 0)
        /* Translators: the harvest went back to the first pit of the opponent's row. */
        return g_strdup_printf (_("The harvest reaches the beginning of %s’s row and ends there."), opponent);
      /* Translators: %1$s is a pit, %2$d its seeds (not 2 to 4). */
      return g_strdup_printf (ngettext ("%1$s holds %2$d seed, not two to four: the harvest stops there.",
                                        "%1$s holds %2$d seeds, not two to four: the harvest stops there.", ev->b),
                              PIT (0, ev->a), ev->b);
    case LALAO_EVENT_HARVEST_CANCELLED:
      if (ev->a == SONGO_CANCEL_FIRST_PIT_ALONE)
        /* Translators: forbidden move 3; %s is N0 or S6. */
        return g_strdup_printf (_("The harvest would take %s alone, which is forbidden: nothing is captured."),
                                PIT (0, ev->c));
      /* Translators: forbidden move 4: starving the opponent. %1$d seeds, %2$s the opponent. */
      return g_strdup_printf (ngettext ("Taking %1$d seed would leave %2$s’s row empty, which is forbidden: nothing is captured.",
                                        "Taking these %1$d seeds would leave %2$s’s row empty, which is forbidden: nothing is captured.", ev->b),
                              ev->b, opponent);
    case LALAO_EVENT_NO_HARVEST:
      if ((ev->a < 7) == (p->side == LALAO_FIRST))
        /* Translators: the last seed of a sowing fell in the mover's own row. */
        return g_strdup_printf (_("The last seed falls in %s’s own row: there is no capture."), mover);
      /* Translators: %1$s is a pit, %2$d its seeds now. */
      return g_strdup_printf (ngettext ("The last seed falls in %1$s, which now holds %2$d seed, not two to four: there is no capture.",
                                        "The last seed falls in %1$s, which now holds %2$d seeds, not two to four: there is no capture.", ev->b),
                              PIT (0, ev->a), ev->b);
    default:
      return NULL;
    }
}

/* The seeds a move captures, harvest and grenier's lone seed together. */
static int
seeds_captured (const LalaoTrace *trace)
{
  int seeds = 0;

  for (int i = 0; i < trace->n; i++)
    if (trace->events[i].kind == LALAO_EVENT_HARVEST)
      seeds += trace->events[i].b;
    else if (trace->events[i].kind == LALAO_EVENT_LONE_SEED_CAPTURED)
      seeds += 1;
  return seeds;
}

static char *
songo_main_effect (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  int seeds = seeds_captured (trace);

  if (seeds == 0)
    return NULL;
  /* Translators: the reason for a hint. */
  return g_strdup_printf (ngettext ("It captures %d seed.", "It captures %d seeds.", seeds), seeds);
}

static const char *
songo_side_name (LalaoSide side)
{
  /* Translators: the Songo players are named after their rows. */
  return side == LALAO_FIRST ? C_("songo player", "South") : C_("songo player", "North");
}

static int
row_seeds (const SongoPosition *p, LalaoSide side)
{
  int n = 0;
  for (int i = 0; i < 7; i++)
    n += p->pits[SONGO_PIT (side, i)];
  return n;
}

static char *
songo_end_detail (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status)
{
  const SongoPosition *p = songo_const (end);
  int south = p->captured[LALAO_FIRST], north = p->captured[LALAO_SECOND];
  g_autofree char *count = NULL;

  switch (status.rule)
    {
    case LALAO_RULE_NO_LEGAL_MOVE:
    case LALAO_RULE_REPETITION:
      /* Translators: at the end of a Songo game; %1$d and %2$d are seeds. */
      count = g_strdup_printf (_("The seeds left go back to their owners: each player adds the seeds of their own row "
                                 "to their captures, South %1$d and North %2$d. Forty or more wins; anything else is a "
                                 "draw."),
                               south + row_seeds (p, LALAO_FIRST), north + row_seeds (p, LALAO_SECOND));
      return g_strconcat (lalao_explainer_rule_sentence (status.rule), " ", count, NULL);
    case LALAO_RULE_FORTY_UNREACHABLE:
      /* Translators: at the end of a Songo game; %1$d, %2$d and %3$d are seeds. */
      return g_strdup_printf (_("South has captured %1$d seeds and North %2$d, with %3$d left on the board: neither "
                                "can reach forty any more."),
                              south, north, row_seeds (p, LALAO_FIRST) + row_seeds (p, LALAO_SECOND));
    case LALAO_RULE_FORTY_SEEDS:
      /* Translators: at the end of a Songo game; %1$d and %2$d are seeds. */
      return g_strdup_printf (_("South has captured %1$d seeds and North %2$d: forty wins at once."), south, north);
    default:
      return NULL;
    }
}

/* After a move that captures: how many seeds in all, and the score. */
static char *
songo_summary (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  const SongoPosition *p = songo_const (before);
  LalaoSide mover = p->side;
  int seeds = seeds_captured (trace);

  if (seeds == 0)
    return NULL;
  /* Translators: after a Songo capture; %1$s is the mover ("South"), %2$d the seeds taken by this move,
   * %3$d the mover's seeds now, %4$s the opponent, %5$d the opponent's seeds. */
  return g_strdup_printf (ngettext ("In all, %1$s captures %2$d seed and now has %3$d; %4$s has %5$d.",
                                    "In all, %1$s captures %2$d seeds and now has %3$d; %4$s has %5$d.", seeds),
                          lalao_side_name (engine, mover), seeds, p->captured[mover] + seeds,
                          lalao_side_name (engine, !mover), p->captured[!mover]);
}

/* The coach's threats: each side's bidoua (freedom of movement), then
 * what each move of the opponent would harvest. */
static gboolean
songo_coach_threats (const LalaoPosition *pos, LalaoSide victim, LalaoThreats *t)
{
  for (int side = 0; side < 2; side++)
    t->bidoua[side] = songo_bidoua (pos, side);
  return FALSE;
}

/* Yinda: a pit of the solver under threat before the move gets one more
 * seed from it and is safe after. */
static gboolean
is_yinda (const LalaoThemeMove *m)
{
  LalaoThreats was, now;
  if (!lalao_threats_find (m->engine, m->before, m->solver, &was)
      || !lalao_threats_find (m->engine, m->after, m->solver, &now))
    return FALSE;
  for (int i = 0; i < m->trace->n; i++)
    {
      const LalaoEvent *ev = &m->trace->events[i];
      if (ev->kind == LALAO_EVENT_SEED_SOWN && was.seeds[ev->a] > 0 && now.seeds[ev->a] == 0)
        return TRUE;
    }
  return FALSE;
}

/* How many of the solver's pits threaten a harvest after the move: the
 * seed's double threat is two pits, not one sowing that would take two
 * pits (that is a simple threat). */
static int
threatening_pits (const LalaoThemeMove *m)
{
  LalaoThreats t;
  guint64 pits = 0;
  if (!lalao_threats_find (m->engine, m->after, !m->solver, &t))
    return 0;
  for (int i = 0; i < t.n; i++)
    pits |= G_GUINT64_CONSTANT (1) << t.list[i].by;
  return __builtin_popcountll (pits);
}

/* Puzzle themes: a double threat, a harvest by a house, a yinda, a
 * harvest of three pits or more. */
static void
songo_move_themes (const LalaoThemeMove *m, GPtrArray *themes)
{
  if (lalao_trace_count (m->trace, LALAO_EVENT_HARVEST) >= 3)
    lalao_puzzle_theme_add (themes, "chain-harvest");
  if (m->attacked >= 2 && m->more && threatening_pits (m) >= 2)
    lalao_puzzle_theme_add (themes, "double-threat");
  if (lalao_trace_count (m->trace, LALAO_EVENT_GRENIER) > 0 && lalao_trace_count (m->trace, LALAO_EVENT_HARVEST) > 0)
    lalao_puzzle_theme_add (themes, "grenier");
  if (is_yinda (m))
    lalao_puzzle_theme_add (themes, "yinda");
}

/* A win because the opponent has nothing left to play: starving. */
static void
songo_end_themes (const LalaoThemeEnd *end, GPtrArray *themes)
{
  if (end->won && end->status.rule == LALAO_RULE_NO_LEGAL_MOVE)
    lalao_puzzle_theme_add (themes, "starving");
}

/* What a pit holds: "the seeds of S5" (what a harvest takes of them
 * depends on the sowing: the threat says it). */
static char *
songo_stake (const LalaoEngine *engine, const LalaoPosition *pos, int pit)
{
  /* Translators: the seeds of a pit, in the coach's sentences; %s is the pit ("S5"). */
  return g_strdup_printf (_("the seeds of %s"), PIT (3, pit));
}

/* The coach: a harvest the move prepares. */
static char *
songo_threat (const LalaoEngine *engine, const LalaoPosition *after, const LalaoThreat *t)
{
  /* Translators: the coach in Songo; %1$s is the pit at stake ("N3"), %2$s the pit that would sow, %3$d the seeds
   * that harvest would take in all. */
  return g_strdup_printf (ngettext ("It threatens a harvest: next turn, sowing %2$s would reach %1$s and take %3$d seed in all.",
                                    "It threatens a harvest: next turn, sowing %2$s would reach %1$s and take %3$d seeds in all.",
                                    t->gain),
                          PIT (0, t->point), PIT (1, t->by), t->gain);
}

const LalaoGameExplainer lalao_songo_explainer = {
  .threat = songo_threat,
  .stake = songo_stake,
  .summary = songo_summary,
  .end_detail = songo_end_detail,
  .game_id = "songo",
  .side_name = songo_side_name,
  .error = songo_error,
  .event = songo_event,
  .main_effect = songo_main_effect,
  .own_goals = 1u << LALAO_GOAL_HARVEST | 1u << LALAO_GOAL_GRENIER,
  .threats = songo_coach_threats,
  /* Four seeds. */
  .puzzle_gain = 400,
  .puzzle_depth = 8,
  .move_themes = songo_move_themes,
  .end_themes = songo_end_themes,
};
