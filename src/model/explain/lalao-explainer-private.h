/* lalao-explainer-private.h — what each game's explainer provides: its
 * sentences, and the rest of what the model knows of the game (its own
 * goals, threats and puzzles).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-explainer.h"

/* lalao-threats.h's, which the games' own threats fill (it is not
 * included here: lalao-threats uses the explainers). */
struct LalaoThreats;
typedef struct LalaoThreat LalaoThreat;

/* One of the solver's moves in a puzzle's line, for the game's themes
 * (lalao-puzzle-themes.c). */
typedef struct {
  const LalaoEngine *engine;
  const LalaoPosition *before, *after;
  const LalaoTrace *trace;  /* the move's events */
  LalaoMove move;
  LalaoSide solver;
  int ply;                  /* 0 for the line's first move */
  gboolean more;            /* the line goes on after it */
  int attacked;             /* the opponent's points under threat after it */
} LalaoThemeMove;

/* Whether the opponent can take back on the square the move's capture
 * landed on (lalao-puzzle-themes.c). */
gboolean lalao_theme_move_recaptured (const LalaoThemeMove *move);

/* The end of a puzzle's line, for the game's themes. */
typedef struct {
  const LalaoEngine *engine;
  LalaoStatus status;       /* of the position at the end of the line */
  gboolean won;             /* the solver has won; otherwise it gained material */
  gboolean first_quiet;     /* the line's first move captures nothing */
} LalaoThemeEnd;

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

  /* What stands on a point, with its article ("the farasy on c2", "the
   * stone on d3", "the seeds of S5"); NULL for "the piece on c2". */
  char *(*stake) (const LalaoEngine *engine, const LalaoPosition *pos, int point);

  /* The coach (lalao-move-coach.c): a new threat of the mover's after a
   * move, in the game's words ("It threatens to harvest the 4 seeds of
   * N3 next turn."); NULL for "It attacks the farasy on c6: the zaza on
   * b5 could take it next turn." */
  char *(*threat) (const LalaoEngine *engine, const LalaoPosition *after, const LalaoThreat *threat);

  /* Optional: `pos` with the other side to move, even when the side
   * that would not be to move is in check (Samantsy: what a checking
   * move attacks besides the hova); NULL: the FEN's side letter turned. */
  gboolean (*turned) (const LalaoPosition *pos, LalaoPosition *out);

  /* Not sentences, the rest of what the model knows of the game: */

  /* The goals of lessons (lalao-exercise.h) that only some games have
   * and this one has, as bits 1 << LalaoGoalKind (Songo's harvest);
   * 0 when it has none of them. */
  guint own_goals;
  /* Optional: the game's own threats against `victim`
   * (lalao-threats.c). TRUE when what it filled is all of them; FALSE to
   * add what each move of the opponent would take (after Songo's
   * bidoua). NULL: the opponent's moves alone. */
  gboolean (*threats) (const LalaoPosition *pos, LalaoSide victim, struct LalaoThreats *threats);
  /* Puzzles: the large gain a line must win (lalao_puzzle_gain(), in the
   * engine's centi-units), and the search depth the shipped puzzles were
   * mined and are verified at (lalao_puzzle_depth()). */
  int puzzle_gain;
  int puzzle_depth;
  /* Optional: the themes, in the game's own words, of one of the
   * solver's moves and of the line's end, added to `themes` with
   * lalao_puzzle_theme_add(), after the themes every game has. */
  void (*move_themes) (const LalaoThemeMove *move, GPtrArray *themes);
  void (*end_themes) (const LalaoThemeEnd *end, GPtrArray *themes);
  /* A quiet first move is a theme of the game's own (Fanorona's paika),
   * not the general "quiet-move". */
  gboolean own_quiet_theme;
  /* The coach's overlay rings only the largest captures (Fanorona, where
   * nearly every stone can be taken from the first move). */
  gboolean threats_ranked;
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
