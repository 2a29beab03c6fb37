/* lalao-engine.c — helpers that work over any game's engine.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lalao-engine.h"

LalaoOptions
lalao_engine_default_options (const LalaoEngine *e)
{
  LalaoOptions options = 0;
  for (const LalaoOptionInfo *o = e->options; o != NULL && o->id != NULL; o++)
    if (o->default_on)
      options |= o->bit;
  return options;
}

void
lalao_engine_start_fen (const LalaoEngine *e, LalaoOptions options, LalaoSide first, char *buf)
{
  LalaoPosition pos;
  char *side;

  e->start (&pos, options);
  e->to_fen (&pos, buf);
  /* Every game writes the side to move as the FEN's second field. */
  side = strchr (buf, ' ');
  if (e->agreed_start_letters != NULL && side != NULL)
    side[1] = e->agreed_start_letters[first];
}

bool
lalao_engine_reachable (const LalaoEngine *e, const LalaoPosition *pos, LalaoError *why)
{
  lalao_error_clear (why);
  return e->reachable == NULL || e->reachable (pos, why);
}

void
lalao_engine_read_move (const LalaoEngine *e, const LalaoPosition *pos,
                        const char *text, LalaoMove *move, LalaoError *err)
{
  LalaoMove wanted;
  LalaoMove moves[LALAO_MAX_MOVES];
  char wanted_text[LALAO_MOVE_TEXT_MAX];
  char legal_text[LALAO_MOVE_TEXT_MAX];
  int n;

  lalao_error_clear (err);
  if (!e->parse_move (pos, text, &wanted, err))
    return;

  /* The legal move whose canonical text is the wanted move's: the text,
   * not the struct, is what the player named. */
  e->format_move (pos, wanted, wanted_text);
  n = e->legal_moves (pos, moves);
  for (int i = 0; i < n; i++)
    {
      e->format_move (pos, moves[i], legal_text);
      if (strcmp (wanted_text, legal_text) == 0)
        {
          *move = moves[i];
          return;
        }
    }

  e->check_move (pos, wanted, err);
  if (err->code == LALAO_ERROR_NONE)
    lalao_error_set (err, LALAO_ERROR_NOT_A_LEGAL_MOVE, 0, 0, 0, 0);
  *move = wanted;
}

static uint64_t
perft_recursive (const LalaoEngine *e, const LalaoPosition *pos, int depth)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  LalaoPosition child;
  uint64_t nodes = 0;
  int n = e->legal_moves (pos, moves);

  if (depth == 1)
    return (uint64_t) n;
  for (int i = 0; i < n; i++)
    {
      e->play (pos, moves[i], &child, NULL);
      nodes += perft_recursive (e, &child, depth - 1);
    }
  return nodes;
}

uint64_t
lalao_perft (const LalaoEngine *e, const LalaoPosition *pos, int depth)
{
  if (depth <= 0)
    return 1;
  return perft_recursive (e, pos, depth);
}

const char *
lalao_result_id (LalaoResult result)
{
  switch (result)
    {
    case LALAO_ONGOING: return "ongoing";
    case LALAO_FIRST_WINS: return "first-wins";
    case LALAO_SECOND_WINS: return "second-wins";
    case LALAO_DRAW: return "draw";
    }
  return "ongoing";
}

static const char *const rule_ids[LALAO_N_RULES] = {
  [LALAO_RULE_NONE] = "none",
  [LALAO_RULE_CHECKMATE] = "checkmate",
  [LALAO_RULE_STALEMATE] = "stalemate",
  [LALAO_RULE_NO_LEGAL_MOVE] = "no-legal-move",
  [LALAO_RULE_ALL_CAPTURED] = "all-captured",
  [LALAO_RULE_FORTY_SEEDS] = "forty-seeds",
  [LALAO_RULE_FORTY_UNREACHABLE] = "forty-unreachable",
  [LALAO_RULE_REPETITION] = "repetition",
  [LALAO_RULE_NO_CAPTURE_LIMIT] = "no-capture-limit",
  [LALAO_RULE_BARE_HOVAS] = "bare-hovas",
  [LALAO_RULE_RESIGNATION] = "resignation",
  [LALAO_RULE_AGREEMENT] = "agreement",
};

const char *
lalao_rule_id (LalaoRule rule)
{
  return (rule >= 0 && rule < LALAO_N_RULES && rule_ids[rule]) ? rule_ids[rule] : "none";
}

LalaoRule
lalao_rule_from_id (const char *id)
{
  for (int r = 0; id != NULL && r < LALAO_N_RULES; r++)
    if (rule_ids[r] != NULL && strcmp (rule_ids[r], id) == 0)
      return (LalaoRule) r;
  return LALAO_RULE_NONE;
}
