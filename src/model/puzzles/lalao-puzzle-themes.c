/* lalao-puzzle-themes.c — what a puzzle's line shows, in each game's own
 * words: Samantsy's mate and fork, Songo's yinda and grenier, Fanorona's
 * long chain and paika, Surakarta's loops.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Themes are read from the trace of the solver's moves (what each move
 * did on the board) and from the threats before and after it. The themes
 * every game has are found here; each game's own by its explainer's
 * move_themes and end_themes hooks, in its own file.
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "lalao-explainer-private.h"
#include "lalao-puzzle.h"
#include "lalao-threats.h"

typedef struct {
  const char *id;
  const char *name;
} ThemeName;

static const ThemeName theme_names[] = {
  /* Translators: a puzzle theme: the line ends the game in the solver's favour. */
  { "win", N_("Winning the game") },
  /* Translators: a puzzle theme: the solver gives up material on the way and wins more. */
  { "sacrifice", N_("Sacrifice") },
  /* Translators: a puzzle theme: the solver captures, the opponent takes back, and the solver comes out ahead. */
  { "exchange", N_("Exchange: take, be taken, take again") },
  /* Translators: a puzzle theme: the solution is two moves of the solver. */
  { "short", N_("Two moves") },
  /* Translators: a puzzle theme: the solution is three moves or more. */
  { "long", N_("Long line") },
  /* Translators: a puzzle theme: a position of the exact endgame tables, won by one move alone. */
  { "endgame", N_("Exact endgame") },
  /* Translators: a puzzle theme: the first move takes nothing. */
  { "quiet-move", N_("Quiet move") },
  /* Translators: a Samantsy puzzle theme. */
  { "mate", N_("Checkmate") },
  /* Translators: a Samantsy puzzle theme: blocking the hova wins too. */
  { "stalemate-win", N_("Winning by blocking (stalemate)") },
  /* Translators: a Samantsy puzzle theme: one piece attacks two. */
  { "fork", N_("Fork") },
  /* Translators: a Samantsy or Surakarta puzzle theme: a piece nobody defends is taken. */
  { "hanging-piece", N_("Taking an undefended piece") },
  /* Translators: a Samantsy puzzle theme: a smaller piece takes a bigger one that was defended. */
  { "trade-up", N_("Trading up: a small piece takes a big one") },
  /* Translators: a Samantsy puzzle theme: a zaza becomes an anakova. */
  { "promotion", N_("Promotion") },
  /* Translators: a Songo puzzle theme: two of the solver's pits threaten a harvest at once. */
  { "double-threat", N_("Double threat") },
  /* Translators: a Songo puzzle theme: yinda, reinforcing a threatened pit with one seed. */
  { "yinda", N_("Yinda: reinforcing a threatened pit") },
  /* Translators: a Songo puzzle theme: sowing a house (ndà, more than 13 seeds) and harvesting. */
  { "grenier", N_("Harvest by a house (ndà)") },
  /* Translators: a Songo puzzle theme: one sowing harvests three pits or more. */
  { "chain-harvest", N_("Harvesting several pits") },
  /* Translators: a Songo puzzle theme: the opponent is left with nothing to play. */
  { "starving", N_("Starving the opponent") },
  /* Translators: a Fanorona puzzle theme: a turn of three captures or more. */
  { "long-chain", N_("Long chain") },
  /* Translators: a Fanorona puzzle theme: the line opens with a capture by approach. */
  { "approach", N_("Capture by approach") },
  /* Translators: a Fanorona puzzle theme: the line opens with a capture by withdrawal. */
  { "withdrawal", N_("Capture by withdrawal") },
  /* Translators: a Fanorona puzzle theme: the same step captures by approach or by withdrawal, and only one is right. */
  { "capture-choice", N_("Approach or withdrawal: the right choice") },
  /* Translators: a Fanorona puzzle theme: a move that takes nothing wins. */
  { "paika", N_("The paika that wins") },
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

/* How many of the victim's points are threatened. */
static int
threatened (const LalaoEngine *e, const LalaoPosition *pos, LalaoSide victim, LalaoThreats *t)
{
  if (!lalao_threats_find (e, pos, victim, t))
    return 0;
  return __builtin_popcountll (t->points);
}

gboolean
lalao_theme_move_recaptured (const LalaoThemeMove *m)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = m->engine->legal_moves (m->after, moves);
  for (int i = 0; i < n; i++)
    if ((moves[i].flags & LALAO_MOVE_CAPTURE) && moves[i].to == m->move.to)
      return TRUE;
  return FALSE;
}

void
lalao_puzzle_theme_add (GPtrArray *themes, const char *id)
{
  for (guint i = 0; i < themes->len; i++)
    if (strcmp (g_ptr_array_index (themes, i), id) == 0)
      return;
  g_ptr_array_add (themes, g_strdup (id));
}

char **
lalao_puzzle_find_themes (const LalaoEngine *e, const LalaoPosition *start,
                          const LalaoMove *line, int n)
{
  g_autoptr (GPtrArray) themes = g_ptr_array_new_with_free_func (g_free);
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (e->id);
  LalaoPosition pos = *start, after;
  LalaoSide solver = e->side_to_move (start);
  LalaoTrace trace;
  gboolean first_quiet = e->order_hint (start, line[0]) < LALAO_HINT_NOISY;
  int solver_moves = (n + 1) / 2;
  int balance = lalao_puzzle_material_balance (e, start, solver);
  gboolean gave = FALSE, taken_back = FALSE;

  for (int ply = 0; ply < n; ply++)
    {
      lalao_trace_clear (&trace);
      e->play (&pos, line[ply], &after, &trace);
      if (ply % 2 == 0 && game != NULL && game->move_themes != NULL)
        {
          LalaoThreats t;
          const LalaoThemeMove move = { e, &pos, &after, &trace, line[ply], solver, ply, ply + 1 < n,
                                        threatened (e, &after, !solver, &t) };
          game->move_themes (&move, themes);
        }
      /* Behind the start after a reply, ahead at the end: a sacrifice;
       * a reply that takes something without putting the solver behind:
       * an exchange the solver wins. */
      if (ply % 2 == 1 && lalao_puzzle_material_balance (e, &after, solver) < balance)
        gave = TRUE;
      else if (ply % 2 == 1 && e->material (&after, solver) < e->material (&pos, solver))
        taken_back = TRUE;
      pos = after;
    }

  LalaoStatus status = e->status (&pos, 1);
  gboolean won = status.result == (solver == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS);
  if (won)
    {
      lalao_puzzle_theme_add (themes, "win");
      if (status.rule == LALAO_RULE_CHECKMATE)
        lalao_puzzle_theme_add (themes, "mate");
      else if (status.rule == LALAO_RULE_STALEMATE)
        lalao_puzzle_theme_add (themes, "stalemate-win");
    }
  if (gave)
    lalao_puzzle_theme_add (themes, "sacrifice");
  else if (taken_back)
    lalao_puzzle_theme_add (themes, "exchange");
  if (game != NULL && game->end_themes != NULL)
    {
      const LalaoThemeEnd end = { e, status, won, first_quiet };
      game->end_themes (&end, themes);
    }
  if (first_quiet && (game == NULL || !game->own_quiet_theme))
    lalao_puzzle_theme_add (themes, "quiet-move");
  /* No theme for one move: on most puzzles, it would tell nothing. */
  if (solver_moves > 1)
    lalao_puzzle_theme_add (themes, solver_moves == 2 ? "short" : "long");
  g_ptr_array_add (themes, NULL);
  return (char **) g_ptr_array_free (g_steal_pointer (&themes), FALSE);
}

void
lalao_puzzle_theme_prepend (LalaoPuzzle *p, const char *id)
{
  guint n = g_strv_length (p->themes);
  char **themes = g_new (char *, n + 2);
  themes[0] = g_strdup (id);
  memcpy (themes + 1, p->themes, (n + 1) * sizeof *themes);
  g_free (p->themes);
  p->themes = themes;
}

gboolean
lalao_puzzle_retheme (const LalaoEngine *e, LalaoPuzzle *p)
{
  LalaoMove line[LALAO_PUZZLE_MAX_PLIES];
  LalaoPosition start;
  int n = lalao_puzzle_read_line (e, p, &start, line);
  if (n < 0)
    return FALSE;
  gboolean endgame = g_strv_contains ((const char *const *) p->themes, "endgame");
  g_strfreev (p->themes);
  p->themes = lalao_puzzle_find_themes (e, &start, line, n);
  if (endgame)
    lalao_puzzle_theme_prepend (p, "endgame");
  return TRUE;
}
