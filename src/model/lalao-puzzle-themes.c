/* lalao-puzzle-themes.c — what a puzzle's line shows, in each game's own
 * words: Samantsy's mate and fork, Songo's yinda and grenier, Fanorona's
 * long chain and paika, Surakarta's loops.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Themes are read from the trace of the solver's moves (what each move
 * did on the board) and from the threats before and after it.
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "fanorona.h"
#include "lalao-puzzle.h"
#include "lalao-threats.h"

typedef struct {
  const char *id;
  const char *name;
} ThemeName;

static const ThemeName theme_names[] = {
  /* Translators: a puzzle theme: the line ends the game in the solver's favour. */
  { "win", N_("Winning the game") },
  /* Translators: a puzzle theme: the line wins pieces, stones or seeds. */
  { "material", N_("Winning material") },
  /* Translators: a puzzle theme: the solution is one move. */
  { "one-move", N_("One move") },
  /* Translators: a puzzle theme: the solution is two moves of the solver. */
  { "short", N_("Two moves") },
  /* Translators: a puzzle theme: the solution is three moves or more. */
  { "long", N_("Long line") },
  /* Translators: a puzzle theme: the first move takes nothing. */
  { "quiet-move", N_("Quiet move") },
  /* Translators: a Samantsy puzzle theme. */
  { "mate", N_("Checkmate") },
  /* Translators: a Samantsy puzzle theme: blocking the hova wins too. */
  { "stalemate-win", N_("Winning by blocking (stalemate)") },
  /* Translators: a Samantsy puzzle theme: one piece attacks two. */
  { "fork", N_("Fork") },
  /* Translators: a Samantsy puzzle theme: a zaza becomes an anakova. */
  { "promotion", N_("Promotion") },
  /* Translators: a Songo puzzle theme: two pits threatened at once. */
  { "double-threat", N_("Double threat") },
  /* Translators: a Songo puzzle theme: yinda, reinforcing a threatened pit with one seed. */
  { "yinda", N_("Yinda: reinforcing a threatened pit") },
  /* Translators: a Songo puzzle theme: sowing a house (ndà, more than 13 seeds) and harvesting. */
  { "grenier", N_("Harvest by a house (ndà)") },
  /* Translators: a Songo puzzle theme: the opponent is left with nothing to play. */
  { "starving", N_("Starving the opponent") },
  /* Translators: a Fanorona puzzle theme: a turn of three captures or more. */
  { "long-chain", N_("Long chain") },
  /* Translators: a Fanorona puzzle theme: the line opens with a capture by approach. */
  { "approach", N_("Capture by approach") },
  /* Translators: a Fanorona puzzle theme: the line opens with a capture by withdrawal. */
  { "withdrawal", N_("Capture by withdrawal") },
  /* Translators: a Fanorona puzzle theme: a move that takes nothing wins. */
  { "paika", N_("The paika that wins") },
  /* Translators: a Surakarta puzzle theme: a capture along a circuit through a loop. */
  { "loop-capture", N_("Capture along a circuit") },
  /* Translators: a Surakarta or Samantsy puzzle theme: two pieces attacked at once. */
  { "double-attack", N_("Double attack") },
  /* Translators: a Surakarta puzzle theme: a quiet move leaves a piece no escape. */
  { "trap", N_("Trapping a piece") },
};

const char *
lalao_puzzle_theme_name (const char *theme)
{
  for (gsize i = 0; i < G_N_ELEMENTS (theme_names); i++)
    if (strcmp (theme_names[i].id, theme) == 0)
      return _(theme_names[i].name);
  return theme;
}

static gboolean
trace_has (const LalaoTrace *t, LalaoEventKind kind)
{
  for (int i = 0; i < t->n; i++)
    if (t->events[i].kind == (int) kind)
      return TRUE;
  return FALSE;
}

static int
trace_count (const LalaoTrace *t, LalaoEventKind kind)
{
  int n = 0;
  for (int i = 0; i < t->n; i++)
    n += t->events[i].kind == (int) kind;
  return n;
}

/* How many of the victim's points are threatened. */
static int
threatened (const LalaoEngine *e, const LalaoPosition *pos, LalaoSide victim, LalaoThreats *t)
{
  if (!lalao_threats_find (e, pos, victim, t))
    return 0;
  return __builtin_popcountll (t->points);
}

static void
add (GPtrArray *themes, const char *id)
{
  for (guint i = 0; i < themes->len; i++)
    if (strcmp (g_ptr_array_index (themes, i), id) == 0)
      return;
  g_ptr_array_add (themes, g_strdup (id));
}

/* Songo's yinda: a pit of the solver under threat before the move gets
 * one more seed from it and is safe after. */
static gboolean
is_yinda (const LalaoEngine *e, const LalaoPosition *before, const LalaoPosition *after,
          LalaoSide solver, const LalaoTrace *trace)
{
  LalaoThreats was, now;
  if (!lalao_threats_find (e, before, solver, &was) || !lalao_threats_find (e, after, solver, &now))
    return FALSE;
  for (int i = 0; i < trace->n; i++)
    {
      const LalaoEvent *ev = &trace->events[i];
      if (ev->kind == LALAO_EVENT_SEED_SOWN && was.seeds[ev->a] > 0 && now.seeds[ev->a] == 0)
        return TRUE;
    }
  return FALSE;
}

/* The first capturing step's kind in a Fanorona turn. */
static int
first_capture_kind (const LalaoTrace *t)
{
  for (int i = 0; i < t->n; i++)
    if (t->events[i].kind == LALAO_EVENT_STEP && t->events[i].c != FANORONA_PAIKA)
      return t->events[i].c;
  return FANORONA_PAIKA;
}

char **
lalao_puzzle_find_themes (const LalaoEngine *e, const LalaoPosition *start,
                          const LalaoMove *line, int n)
{
  g_autoptr (GPtrArray) themes = g_ptr_array_new_with_free_func (g_free);
  const char *game = e->id;
  LalaoPosition pos = *start, after;
  LalaoSide solver = e->side_to_move (start);
  LalaoTrace trace;
  gboolean first_quiet = e->order_hint (start, line[0]) < LALAO_HINT_NOISY;
  int solver_moves = (n + 1) / 2;

  for (int ply = 0; ply < n; ply++)
    {
      lalao_trace_clear (&trace);
      e->play (&pos, line[ply], &after, &trace);
      if (ply % 2 == 0)
        {
          LalaoThreats t;
          int attacked = threatened (e, &after, !solver, &t);
          gboolean check = trace_has (&trace, LALAO_EVENT_CHECK);

          if (strcmp (game, "samantsy") == 0)
            {
              if (trace_has (&trace, LALAO_EVENT_PROMOTED))
                add (themes, "promotion");
              if (attacked + check >= 2 && ply + 1 < n)
                add (themes, "fork");
            }
          else if (strcmp (game, "songo") == 0)
            {
              if (attacked >= 2 && ply + 1 < n)
                add (themes, "double-threat");
              if (trace_has (&trace, LALAO_EVENT_GRENIER) && trace_has (&trace, LALAO_EVENT_HARVEST))
                add (themes, "grenier");
              if (is_yinda (e, &pos, &after, solver, &trace))
                add (themes, "yinda");
            }
          else if (strcmp (game, "fanorona") == 0)
            {
              if (trace_count (&trace, LALAO_EVENT_STEP) >= 3
                  && first_capture_kind (&trace) != FANORONA_PAIKA)
                add (themes, "long-chain");
              if (ply == 0 && first_capture_kind (&trace) == FANORONA_APPROACH)
                add (themes, "approach");
              if (ply == 0 && first_capture_kind (&trace) == FANORONA_WITHDRAWAL)
                add (themes, "withdrawal");
              if (first_capture_kind (&trace) == FANORONA_PAIKA)
                add (themes, "paika");
            }
          else if (strcmp (game, "surakarta") == 0)
            {
              if (trace_has (&trace, LALAO_EVENT_CIRCUIT_CAPTURE))
                add (themes, "loop-capture");
              if (attacked >= 2 && ply + 1 < n)
                add (themes, "double-attack");
            }
        }
      pos = after;
    }

  LalaoStatus status = e->status (&pos, 1);
  gboolean won = status.result == (solver == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS);
  if (won)
    {
      add (themes, "win");
      if (status.rule == LALAO_RULE_CHECKMATE)
        add (themes, "mate");
      else if (status.rule == LALAO_RULE_STALEMATE)
        add (themes, "stalemate-win");
      else if (strcmp (game, "songo") == 0 && status.rule == LALAO_RULE_NO_LEGAL_MOVE)
        add (themes, "starving");
    }
  else
    {
      add (themes, "material");
      if (strcmp (game, "surakarta") == 0 && first_quiet)
        add (themes, "trap");
    }
  if (first_quiet && strcmp (game, "fanorona") != 0)
    add (themes, "quiet-move");
  add (themes, solver_moves == 1 ? "one-move" : solver_moves == 2 ? "short" : "long");
  g_ptr_array_add (themes, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&themes), FALSE);
}
