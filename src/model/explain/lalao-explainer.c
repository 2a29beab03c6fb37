/* lalao-explainer.c — sentences common to every game, and the dispatch to
 * each game's own explainer.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-explainer"

#include "config.h"

#include <string.h>

#include "lalao-explainer-private.h"
#include "lalao-i18n.h"
#include "lalao-search.h"

/* One per game, in the registry's order (lalao_game_ids). */
static const LalaoGameExplainer *const explainers[] = {
  &lalao_samantsy_explainer,
  &lalao_songo_explainer,
  &lalao_fanorona_explainer,
  &lalao_surakarta_explainer,
};

const LalaoGameExplainer *
lalao_game_explainer_lookup (const char *game_id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (explainers); i++)
    if (g_strcmp0 (explainers[i]->game_id, game_id) == 0)
      return explainers[i];
  return NULL;
}

static const LalaoGameExplainer *
explainer_for (const LalaoEngine *engine)
{
  return lalao_game_explainer_lookup (engine->id);
}

const char *
lalao_explainer_point (const LalaoEngine *engine, int slot, int index)
{
  static char names[4][8];
  char buf[LALAO_MOVE_TEXT_MAX];

  slot &= 3;
  engine->point_name (index, buf);
  g_strlcpy (names[slot], buf, sizeof names[slot]);
  return names[slot];
}

const char *
lalao_side_name (const LalaoEngine *engine, LalaoSide side)
{
  const LalaoGameExplainer *game = explainer_for (engine);
  if (game != NULL && game->side_name != NULL)
    return game->side_name (side);
  /* Translators: the first and second players of Samantsy, Fanorona and Surakarta. */
  return side == LALAO_FIRST ? C_("player", "White") : C_("player", "Black");
}

/* The detail of a SYNTAX or FEN error in the current language: the
 * engine's English format translated, then filled with its values (a
 * translation may put them in another order, as %2$d). */
char *
lalao_explain_error_detail (const LalaoError *err)
{
  if (err->format == NULL)
    return g_strdup (err->message);
  const char *f = _(err->format);
  GString *out = g_string_new (NULL);
  int next = 0;

  for (; *f != '\0'; f++)
    {
      if (*f != '%')
        {
          g_string_append_c (out, *f);
          continue;
        }
      f++;
      if (*f == '%' || *f == '\0')
        {
          g_string_append_c (out, '%');
          if (*f == '\0')
            break;
          continue;
        }
      int index = next, precision = -1, digits = 0;
      const char *start = f;
      while (*f >= '0' && *f <= '9')
        digits = digits * 10 + (*f++ - '0');
      if (*f == '$')
        index = digits - 1, f++;
      else
        f = start;
      if (*f == '.')
        for (precision = 0, f++; *f >= '0' && *f <= '9'; f++)
          precision = precision * 10 + (*f - '0');
      if (index == next)
        next++;
      const LalaoErrorValue *v = index >= 0 && index < LALAO_ERROR_MAX_VALUES ? &err->values[index] : NULL;
      if (v == NULL || v->kind == 0)
        continue;
      if (*f == 'd')
        g_string_append_printf (out, "%d", v->number);
      else if (*f == 'c')
        g_string_append_c (out, (char) v->number);
      else if (*f == 's')
        g_string_append_printf (out, "%.*s", precision >= 0 ? precision : (int) sizeof v->text, v->text);
    }
  return g_string_free (out, FALSE);
}

char *
lalao_explain_error (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoError *err)
{
  const LalaoGameExplainer *game = explainer_for (engine);
  char *sentence;

  switch (err->code)
    {
    case LALAO_ERROR_NONE:
      /* Translators: said when a move that was checked is in fact legal. */
      return g_strdup (_("This move is legal."));
    case LALAO_ERROR_SYNTAX:
      {
        g_autofree char *detail = lalao_explain_error_detail (err);
        /* Translators: %s says what is wrong with a typed move, for example "“Z9” is not a pit". */
        return g_strdup_printf (_("This is not a move of this game: %s."), detail);
      }
    case LALAO_ERROR_FEN:
      {
        g_autofree char *detail = lalao_explain_error_detail (err);
        /* Translators: %s says what is wrong with a position written as text. */
        return g_strdup_printf (_("This position is not valid: %s."), detail);
      }
    case LALAO_ERROR_UNREACHABLE:
      {
        g_autofree char *detail = lalao_explain_error_detail (err);
        /* Translators: %s says which rule the position breaks, for example "a white zaza stands on a1, on white's first rank". */
        return g_strdup_printf (_("This position cannot arise in a game: %s."), detail);
      }
    case LALAO_ERROR_GAME_OVER:
      return g_strdup (_("The game is over: no more moves can be played."));
    case LALAO_ERROR_EMPTY_START:
      /* Translators: %s is a point or square such as "c3". */
      return g_strdup_printf (_("There is no piece on %s to move."), lalao_explainer_point (engine, 0, err->args[0]));
    case LALAO_ERROR_NOT_YOUR_PIECE:
      /* Translators: %s is a point or square such as "c3". */
      return g_strdup_printf (_("The piece on %s belongs to your opponent."), lalao_explainer_point (engine, 0, err->args[0]));
    case LALAO_ERROR_OCCUPIED:
      if (pos != NULL && err->args[1] == (int) engine->side_to_move (pos))
        /* Translators: %s is a point or square such as "c3". */
        return g_strdup_printf (_("One of your own pieces already stands on %s."), lalao_explainer_point (engine, 0, err->args[0]));
      /* Translators: %s is a point or square such as "c3". */
      return g_strdup_printf (_("An opponent’s piece stands on %s: an ordinary move cannot go there."),
                              lalao_explainer_point (engine, 0, err->args[0]));
    default:
      break;
    }
  if (game != NULL && (sentence = game->error (engine, pos, err)) != NULL)
    return sentence;
  return g_strdup (_("The rules do not allow this move here."));
}

GPtrArray *
lalao_explain_trace (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  const LalaoGameExplainer *game = explainer_for (engine);
  GPtrArray *sentences = g_ptr_array_new_with_free_func (g_free);

  for (int i = 0; i < trace->n; i++)
    {
      const LalaoEvent *ev = &trace->events[i];
      char *sentence = NULL;

      if (ev->kind == LALAO_EVENT_GAME_OVER)
        sentence = lalao_explain_status (engine, (LalaoStatus){ ev->a, ev->b });
      else if (game != NULL)
        sentence = game->event (engine, before, ev);
      if (sentence != NULL)
        g_ptr_array_add (sentences, sentence);
    }
  char *summary = game != NULL && game->summary != NULL ? game->summary (engine, before, trace) : NULL;
  if (summary != NULL)
    {
      /* The totals come before the end of the game, if it ended. */
      guint at = sentences->len;
      if (trace->n > 0 && trace->events[trace->n - 1].kind == LALAO_EVENT_GAME_OVER && at > 0)
        at--;
      g_ptr_array_insert (sentences, (gint) at, summary);
    }
  return sentences;
}

char *
lalao_explain_alert (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace)
{
  const LalaoGameExplainer *game = explainer_for (engine);

  for (int i = 0; game != NULL && i < trace->n; i++)
    if (trace->events[i].kind == LALAO_EVENT_CHECK)
      return game->event (engine, before, &trace->events[i]);
  return NULL;
}

char *
lalao_describe_move (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move)
{
  const LalaoGameExplainer *game = explainer_for (engine);
  char text[LALAO_MOVE_TEXT_MAX];

  if (game != NULL && game->describe != NULL)
    return game->describe (engine, pos, move);
  engine->format_move (pos, move, text);
  return g_strdup (text);
}

/* A move's words made comparable: lower case, one space between words,
 * the dash and the cross of the sentences as a keyboard types them. */
static char *
typed_form (const char *text)
{
  g_autofree char *folded = g_utf8_casefold (text, -1);
  GString *out = g_string_new (NULL);

  for (const char *c = folded; *c != '\0'; c = g_utf8_next_char (c))
    {
      gunichar u = g_utf8_get_char (c);
      if (u == 0x2013 || u == 0x2014 || u == 0x2012)  /* en, em and figure dashes */
        u = '-';
      else if (u == 0x00d7)  /* × */
        u = 'x';
      if (g_unichar_isspace (u))
        {
          if (out->len > 0 && out->str[out->len - 1] != ' ')
            g_string_append_c (out, ' ');
          continue;
        }
      g_string_append_unichar (out, u);
    }
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
  return g_string_free (out, FALSE);
}

gboolean
lalao_read_described_move (const LalaoEngine *engine, const LalaoPosition *pos, const char *text, LalaoMove *move)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  g_autofree char *wanted = typed_form (text);
  int n = engine->legal_moves (pos, moves);

  for (int i = 0; i < n; i++)
    {
      g_autofree char *described = lalao_describe_move (engine, pos, moves[i]);
      g_autofree char *form = typed_form (described);
      if (g_strcmp0 (form, wanted) == 0)
        {
          *move = moves[i];
          return TRUE;
        }
    }
  return FALSE;
}

static const char *
rule_sentence (LalaoRule rule)
{
  switch (rule)
    {
    case LALAO_RULE_CHECKMATE:
      return _("Checkmate: the hova is attacked and no move can save it.");
    case LALAO_RULE_STALEMATE:
      return _("The player to move is not in check but has no legal move: in Samantsy a blocked hova loses.");
    case LALAO_RULE_NO_LEGAL_MOVE:
      return _("The player to move has no legal move.");
    case LALAO_RULE_ALL_CAPTURED:
      return _("Every piece of the opponent has been captured.");
    case LALAO_RULE_FORTY_SEEDS:
      return _("Forty seeds have been captured.");
    case LALAO_RULE_FORTY_UNREACHABLE:
      return _("Neither player can reach forty seeds any more.");
    case LALAO_RULE_REPETITION:
      return _("The same position has occurred for the third time.");
    case LALAO_RULE_NO_CAPTURE_LIMIT:
      return _("Too many moves have been played without a capture.");
    case LALAO_RULE_BARE_HOVAS:
      return _("Only the two hovas are left, and neither can win.");
    case LALAO_RULE_RESIGNATION:
      return _("A player resigned.");
    case LALAO_RULE_AGREEMENT:
      return _("The players agreed.");
    case LALAO_RULE_NONE:
    case LALAO_N_RULES:
      break;
    }
  return NULL;
}

char *
lalao_explain_status (const LalaoEngine *engine, LalaoStatus status)
{
  const char *why = rule_sentence (status.rule);
  g_autofree char *who = NULL;
  g_autofree char *resigned = NULL;

  /* A resignation says who resigned: the loser. */
  if (status.rule == LALAO_RULE_RESIGNATION && status.result != LALAO_DRAW && status.result != LALAO_ONGOING)
    /* Translators: %s is the player who resigned, such as "Black". */
    why = resigned = g_strdup_printf (_("%s resigned."),
                                      lalao_side_name (engine, status.result == LALAO_FIRST_WINS ? LALAO_SECOND
                                                                                                  : LALAO_FIRST));

  switch (status.result)
    {
    case LALAO_ONGOING:
      return g_strdup (_("The game goes on."));
    case LALAO_FIRST_WINS:
    case LALAO_SECOND_WINS:
      /* Translators: %s is a player's name, such as "South" or "White". */
      who = g_strdup_printf (_("%s wins."),
                             lalao_side_name (engine, status.result == LALAO_FIRST_WINS ? LALAO_FIRST : LALAO_SECOND));
      break;
    case LALAO_DRAW:
      who = g_strdup (_("The game is drawn."));
      break;
    }
  return why != NULL ? g_strconcat (who, " ", why, NULL) : g_steal_pointer (&who);
}

char *
lalao_explain_end (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status)
{
  const LalaoGameExplainer *game = explainer_for (engine);
  g_autofree char *detail = status.result != LALAO_ONGOING && game != NULL && game->end_detail != NULL
                              ? game->end_detail (engine, end, status) : NULL;
  g_autofree char *who = NULL;

  if (detail == NULL)
    return lalao_explain_status (engine, status);
  /* The game's own account replaces the general rule sentence. */
  who = lalao_explain_status (engine, (LalaoStatus){ status.result, LALAO_RULE_NONE });
  return g_strconcat (who, " ", detail, NULL);
}

const char *
lalao_explainer_rule_sentence (LalaoRule rule)
{
  return rule_sentence (rule);
}
