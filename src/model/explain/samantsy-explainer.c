/* samantsy-explainer.c — Samantsy's moves, checks and refused moves told
 * as sentences, with the Malagasy names of the pieces; its own goals,
 * pieces named on their squares, and puzzle themes.
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
#include "samantsy.h"

#define SQ(slot, index) lalao_explainer_point (engine, (slot), (index))

/* A piece named with its article, as sentences use it: the Malagasy names
 * stay in every language, and the article follows the language's rules
 * (French elides: "l’anakova"). */
static const char *
piece_name (int piece)
{
  switch (piece)
    {
    /* Translators: Malagasy piece names with their article, used inside sentences. */
    case SAMANTSY_HOVA: return C_("piece with article", "the hova");
    case SAMANTSY_ANAKOVA: return C_("piece with article", "the anakova");
    case SAMANTSY_VORONA: return C_("piece with article", "the vorona");
    case SAMANTSY_FARASY: return C_("piece with article", "the farasy");
    case SAMANTSY_BASY: return C_("piece with article", "the basy");
    case SAMANTSY_ZAZA: return C_("piece with article", "the zaza");
    default: return "?";
    }
}

/* Huffel's pieces of 1940 (the option huffel). */
static char *
huffel_movement_rule (int piece)
{
  switch (piece)
    {
    case SAMANTSY_HOVA:
      return g_strdup (_("In Huffel’s game, the hova moves any number of squares in any of the eight directions."));
    case SAMANTSY_ANAKOVA:
      return g_strdup (_("In Huffel’s game, the anakova moves one square in any direction."));
    case SAMANTSY_VORONA:
      return g_strdup (_("The vorona moves any number of squares along a rank or a file."));
    case SAMANTSY_FARASY:
      return g_strdup (_("In Huffel’s game, the farasy leaps to a square exactly two away, straight or diagonally, "
                         "over any piece."));
    case SAMANTSY_BASY:
      return g_strdup (_("In Huffel’s game, the basy moves like the vorona, but from its starting square it moves "
                         "exactly two squares along a rank or a file, without jumping."));
    default:
      return g_strdup (_("In Huffel’s game, the zaza moves and captures one square in any direction."));
    }
}

static char *
movement_rule (const LalaoPosition *pos, int piece)
{
  if (samantsy_const (pos)->options & SAMANTSY_OPTION_HUFFEL)
    return huffel_movement_rule (piece);
  switch (piece)
    {
    case SAMANTSY_HOVA:
      return g_strdup (_("The hova moves one square in any direction."));
    case SAMANTSY_ANAKOVA:
      return g_strdup (_("The anakova moves one square diagonally."));
    case SAMANTSY_VORONA:
      return g_strdup (_("The vorona moves any number of squares along a rank or a file."));
    case SAMANTSY_FARASY:
      return g_strdup (_("The farasy leaps two squares one way and one square sideways."));
    case SAMANTSY_BASY:
      return g_strdup (_("The basy moves exactly two squares diagonally."));
    default:
      return g_strdup (_("The zaza slides straight forward over empty squares and captures one square diagonally forward."));
    }
}

static char *
samantsy_error (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoError *err)
{
  const int *a = err->args;

  switch (err->code)
    {
    case LALAO_ERROR_PIECE_MOVEMENT:
      {
        g_autofree char *rule = movement_rule (pos, a[2]);
        /* Translators: %1$s is the rule of the piece's movement (a whole sentence), %2$s and %3$s squares. */
        return g_strdup_printf (_("%1$s It cannot go from %2$s to %3$s."), rule, SQ (0, a[0]), SQ (1, a[1]));
      }
    case LALAO_ERROR_PATH_BLOCKED:
      /* Translators: %1$s is a piece with its article ("the basy"), %2$s a square. */
      return g_strdup_printf (_("The way is not free: %1$s cannot jump over the piece on %2$s."), piece_name (a[2]), SQ (0, a[3]));
    case LALAO_ERROR_ZAZA_CAPTURE_DIAGONAL:
      /* Translators: %s is a square. */
      return g_strdup_printf (_("A zaza captures only one square diagonally forward, never straight ahead onto %s."), SQ (0, a[1]));
    case LALAO_ERROR_ZAZA_DIAGONAL_EMPTY:
      /* Translators: %s is a square. */
      return g_strdup_printf (_("A zaza moves diagonally only to capture, and %s is empty."), SQ (0, a[1]));
    case LALAO_ERROR_HOVA_ATTACKED:
      /* Translators: %1$s is a square, %2$s a piece with its article ("the vorona"), %3$s its square. */
      return g_strdup_printf (_("After this move your hova on %1$s would be attacked by %2$s on %3$s."),
                              SQ (0, a[0]), piece_name (a[2]), SQ (1, a[1]));
    case LALAO_ERROR_HOVAS_TOUCH:
      /* Translators: %1$s and %2$s are squares. */
      return g_strdup_printf (_("The two hovas may never stand side by side: %1$s touches the other hova on %2$s."),
                              SQ (0, a[0]), SQ (1, a[1]));
    case LALAO_ERROR_HOVA_CAPTURE:
      /* Translators: %s is a square. */
      return g_strdup_printf (_("A hova is never captured, so no piece may move onto %s."), SQ (0, a[0]));
    case LALAO_ERROR_PROMOTION_PIECE:
      if (samantsy_const (pos)->options & SAMANTSY_OPTION_HUFFEL)
        /* Translators: %1$s is a square, %2$s a piece with its article ("the vorona"). */
        return g_strdup_printf (_("In Huffel’s game, a zaza becomes the piece that started on its square: on %1$s, "
                                  "%2$s."),
                                SQ (0, a[0]), piece_name (a[1]));
      return g_strdup (_("A zaza that reaches the last rank always becomes an anakova."));
    default:
      return NULL;
    }
}

static char *
samantsy_event (const LalaoEngine *engine, const LalaoPosition *before, const LalaoEvent *ev)
{
  const SamantsyPosition *p = samantsy_const (before);
  const char *mover = lalao_side_name (engine, (LalaoSide) p->side);

  switch (ev->kind)
    {
    case LALAO_EVENT_PIECE_MOVED:
      /* Translators: "White moves the vorona from a1 to a5." %1$s player, %2$s piece with its article, %3$s and %4$s squares. */
      return g_strdup_printf (_("%1$s moves %2$s from %3$s to %4$s."), mover, piece_name (ev->c), SQ (0, ev->a), SQ (1, ev->b));
    case LALAO_EVENT_PIECE_CAPTURED:
      /* Translators: %1$s is a piece with its article, %2$s a square. */
      return g_strdup_printf (_("It captures %1$s on %2$s."), piece_name (ev->b), SQ (0, ev->a));
    case LALAO_EVENT_PROMOTED:
      if (p->options & SAMANTSY_OPTION_HUFFEL)
        /* Translators: Huffel's promotion; %1$s is a square, %2$s a piece with its article ("the farasy"). */
        return g_strdup_printf (_("The zaza reaches the last rank on %1$s and becomes the piece that started there, "
                                  "%2$s."),
                                SQ (0, ev->a), piece_name (ev->b));
      /* Translators: %s is a square on the last rank. */
      return g_strdup_printf (_("The zaza reaches the last rank on %s and becomes an anakova."), SQ (0, ev->a));
    case LALAO_EVENT_CHECK:
      /* Translators: check. %1$s is a square, %2$s a piece with its article, %3$s its square. */
      return g_strdup_printf (_("Check: the hova on %1$s is attacked by %2$s on %3$s."),
                              SQ (0, ev->a), piece_name (ev->c), SQ (1, ev->b));
    default:
      return NULL;
    }
}

/* "Vorona g1×g8+", "Zaza b7–b8=Anakova": the piece, the squares, × for a
 * capture, + for check, # when the opponent is left blocked. */
static char *
samantsy_describe (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move)
{
  static const char *const names[] = {
    /* Translators: Malagasy piece names as titles in the move list. */
    N_("Hova"), N_("Anakova"), N_("Vorona"), N_("Farasy"), N_("Basy"), N_("Zaza"),
  };
  SamantsyPiece piece = samantsy_piece_at (pos, move.from, NULL);
  LalaoPosition after;
  LalaoMove replies[LALAO_MAX_MOVES];
  GString *s = g_string_new (NULL);

  engine->play (pos, move, &after, NULL);
  g_string_append_printf (s, "%s %s%s%s", piece < SAMANTSY_N_PIECES ? _(names[piece]) : "?",
                          SQ (0, move.from), (move.flags & LALAO_MOVE_CAPTURE) ? "×" : "–", SQ (1, move.to));
  if (move.flags & LALAO_MOVE_PROMOTION)
    {
      SamantsyPiece becomes = samantsy_piece_at (&after, move.to, NULL);
      g_string_append_printf (s, "=%s", _(names[becomes < SAMANTSY_N_PIECES ? becomes : SAMANTSY_ANAKOVA]));
    }
  if (engine->legal_moves (&after, replies) == 0)
    g_string_append_c (s, '#');
  else if (samantsy_in_check (&after))
    g_string_append_c (s, '+');
  return g_string_free (s, FALSE);
}

/* A capture first, then a promotion, a check, an escape from check. */
static char *
samantsy_main_effect (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  static const LalaoEventKind order[] = { LALAO_EVENT_PIECE_CAPTURED, LALAO_EVENT_PROMOTED, LALAO_EVENT_CHECK };

  for (size_t k = 0; k < G_N_ELEMENTS (order); k++)
    for (int i = 0; i < trace->n; i++)
      if (trace->events[i].kind == (int) order[k])
        return samantsy_event (engine, before, &trace->events[i]);
  if (samantsy_in_check (before))
    /* Translators: the reason for a hint. */
    return g_strdup (_("It takes the hova out of check."));
  return NULL;
}

static char *
samantsy_end_detail (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status)
{
  if (status.rule == LALAO_RULE_NO_CAPTURE_LIMIT)
    /* Translators: a Samantsy draw rule (a hundred plies). */
    return g_strdup (_("Fifty moves each have been played without a capture or a zaza move."));
  return NULL;
}

/* A quiet move of an attacked piece to a square where nothing attacks
 * it: "It saves the farasy on b5 from the zaza on a6." */
static char *
samantsy_saves (const LalaoEngine *engine, const LalaoPosition *before, LalaoMove move)
{
  const SamantsyPosition *p = samantsy_const (before);
  LalaoSide side = (LalaoSide) p->side;
  LalaoPosition after;
  uint64_t attackers = samantsy_attackers (before, move.from, !side);
  SamantsyPiece piece = samantsy_piece_at (before, move.from, NULL);

  if (attackers == 0 || piece == SAMANTSY_HOVA || (move.flags & LALAO_MOVE_CAPTURE))
    return NULL;
  engine->play (before, move, &after, NULL);
  if (samantsy_attackers (&after, move.to, !side) != 0)
    return NULL;
  int attacker = __builtin_ctzll (attackers);
  /* Translators: the reason for a hint; %1$s is a piece with its article ("the farasy"), %2$s its square,
   * %3$s the attacking piece with its article, %4$s that piece's square. */
  return g_strdup_printf (_("It saves %1$s on %2$s from %3$s on %4$s."), piece_name (piece), SQ (0, move.from),
                          piece_name (samantsy_piece_at (before, attacker, NULL)), SQ (1, attacker));
}

/* The other side to move, even with a hova in check: the board is the
 * same, the coach asks what each side could take. */
static gboolean
samantsy_turned (const LalaoPosition *pos, LalaoPosition *out)
{
  *out = *pos;
  SamantsyPosition *p = (SamantsyPosition *) (void *) out->data;
  p->side = !p->side;
  return TRUE;
}

/* What stands on a square: "the farasy on c2". */
static char *
samantsy_stake (const LalaoEngine *engine, const LalaoPosition *pos, int square)
{
  SamantsyPiece piece = samantsy_piece_at (pos, square, NULL);

  if (piece == SAMANTSY_NONE)
    return g_strdup (SQ (3, square));
  /* Translators: a piece with its article ("the farasy") and its square. */
  return g_strdup_printf (_("%1$s on %2$s"), piece_name (piece), SQ (3, square));
}

/* Puzzle themes: a promotion, a fork (two pieces attacked, or one and
 * the hova in check) with the line going on, and a one-move capture of
 * an undefended piece or of a bigger one than the piece that takes. */
static void
samantsy_move_themes (const LalaoThemeMove *m, GPtrArray *themes)
{
  gboolean check = lalao_trace_count (m->trace, LALAO_EVENT_CHECK) > 0;

  if (m->ply == 0 && !m->more && (m->move.flags & LALAO_MOVE_CAPTURE))
    lalao_puzzle_theme_add (themes, lalao_theme_move_recaptured (m) ? "trade-up" : "hanging-piece");

  if (lalao_trace_count (m->trace, LALAO_EVENT_PROMOTED) > 0)
    lalao_puzzle_theme_add (themes, "promotion");
  if (m->attacked + check >= 2 && m->more)
    lalao_puzzle_theme_add (themes, "fork");
}

const LalaoGameExplainer lalao_samantsy_explainer = {
  .end_detail = samantsy_end_detail,
  .game_id = "samantsy",
  .error = samantsy_error,
  .event = samantsy_event,
  .describe = samantsy_describe,
  .main_effect = samantsy_main_effect,
  .saves = samantsy_saves,
  .own_goals = 1u << LALAO_GOAL_PROMOTE,
  .stake = samantsy_stake,
  .turned = samantsy_turned,
  /* A vazimba or better, net. */
  .puzzle_gain = 280,
  .puzzle_depth = 4,
  .move_themes = samantsy_move_themes,
};
