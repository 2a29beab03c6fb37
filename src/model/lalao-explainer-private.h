/* lalao-explainer-private.h — what each game's explainer provides.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-explainer.h"

typedef struct {
  const char *game_id;
  /* The players' names ("South"), or NULL for "White" and "Black". */
  const char *(*side_name) (LalaoSide side);
  /* A sentence for a game-specific error code, or NULL if not this game's. */
  char *(*error) (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoError *err);
  /* A sentence for one event, or NULL to say nothing for it. */
  char *(*event) (const LalaoEngine *engine, const LalaoPosition *before, const LalaoEvent *ev);
  /* The readable form of a move, or NULL to use the notation. */
  char *(*describe) (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move);
  /* A last sentence for a whole move, after its events' (the totals: the
   * seeds harvested and the score after it), or NULL. */
  char *(*summary) (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace);
  /* Why a game ended in this game's own terms (the rule and its measure,
   * the seeds counted, the pieces left), instead of the general rule
   * sentence; NULL when that says it all. */
  char *(*end_detail) (const LalaoEngine *engine, const LalaoPosition *end, LalaoStatus status);
  /* What a move does that matters most (a capture, a promotion, a check),
   * from its trace, as one sentence; NULL when it does none of these. */
  char *(*main_effect) (const LalaoEngine *engine, const LalaoPosition *before, const LalaoTrace *trace);
  /* What a quiet move prevents: the piece it takes out of an attack
   * ("It saves the farasy on b5 from the zaza on a6."); NULL when it
   * saves nothing, or for a game that cannot tell. */
  char *(*saves) (const LalaoEngine *engine, const LalaoPosition *before, LalaoMove move);
} LalaoGameExplainer;

extern const LalaoGameExplainer lalao_fanorona_explainer;
extern const LalaoGameExplainer lalao_samantsy_explainer;
extern const LalaoGameExplainer lalao_songo_explainer;
extern const LalaoGameExplainer lalao_surakarta_explainer;

/* The explainer of a game of the registry, NULL for an unknown id. */
const LalaoGameExplainer *lalao_game_explainer_lookup (const char *game_id);

/* The general sentence of an end rule ("The same position has occurred
 * for the third time."), or NULL. */
const char *lalao_explainer_rule_sentence (LalaoRule rule);

/* The point, square or pit name of an index, in a static buffer per call
 * slot (0..3) so that a sentence can name up to four points. */
const char *lalao_explainer_point (const LalaoEngine *engine, int slot, int index);
