/* lalao-puzzle.h — puzzles the engine mined from its own games, and the
 * judge that says a solution is the only one.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A puzzle is a position after the opponent's mistake and the line that
 * punishes it: the solver's moves, each the only one that keeps the win
 * or the large gain, and the opponent's best replies between them. The
 * shipped puzzles are data/puzzles/GAME.txt, one a line:
 *
 *   id ; FEN ; solution line ; themes ; difficulty ; depth
 *
 * `depth` is the search depth at which the solution was found unique;
 * lalao_puzzle_verify() judges again at that depth, so a change of the
 * engine that would make a puzzle wrong is caught by the suite. A puzzle
 * must also hold LALAO_PUZZLE_EXTRA_DEPTH plies deeper (a deeper search
 * must not find a second good move): the miner checks each one it keeps,
 * the suite every tenth shipped one, and the authors all of them with
 * `lalao-cli puzzles verify GAME --depth-plus 4` (tools/puzzles-deepen.py
 * drops and replaces those that fail).
 */
#pragma once

#include <gio/gio.h>

#include "lalao-engine.h"
#include "lalao-search.h"

G_BEGIN_DECLS

#define LALAO_PUZZLE_MAX_PLIES 9

typedef struct {
  char *id;          /* "samantsy-0042" */
  char *fen;
  char **line;       /* the solution: solver, reply, solver, …; NULL-terminated */
  char **themes;     /* theme ids, see lalao_puzzle_theme_name() */
  int difficulty;    /* an Elo-like rating, 100 to 2400 (the learners start at 1000) */
  int depth;         /* the verification depth */
} LalaoPuzzle;

void lalao_puzzle_free (LalaoPuzzle *puzzle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoPuzzle, lalao_puzzle_free)

/* Reads puzzle lines ('#' comments and blank lines skipped) into an array
 * of LalaoPuzzle (freeing them with it); NULL and an error naming the
 * line when one is malformed. */
GPtrArray *lalao_puzzles_parse (const char *text, GError **error);

/* A new puzzle (no id, difficulty 0) for the line of n moves from
 * start: its FEN, the moves written out, the themes the line shows
 * (lalao_puzzle_find_themes) and the depth. */
LalaoPuzzle *lalao_puzzle_new_from_line (const LalaoEngine *engine, const LalaoPosition *start,
                                         const LalaoMove *line, int n, int depth);

/* The puzzle's start and its line as moves; the number of plies, or -1
 * when the FEN or a move does not read. */
int lalao_puzzle_read_line (const LalaoEngine *engine, const LalaoPuzzle *puzzle, LalaoPosition *start,
                            LalaoMove line[LALAO_PUZZLE_MAX_PLIES]);

/* Finds the puzzle's themes again from its line (after the themes'
 * rules changed), keeping "endgame" where it was. FALSE when the line
 * does not read. */
gboolean lalao_puzzle_retheme (const LalaoEngine *engine, LalaoPuzzle *puzzle);

/* The shipped puzzles of a game, from the resources. */
GPtrArray *lalao_puzzles_load (const char *game_id, GError **error);

/* The stored line (with the depth) and the listed one (without). */
char *lalao_puzzle_to_line (const LalaoPuzzle *puzzle);
char *lalao_puzzle_to_listing (const LalaoPuzzle *puzzle);

/* The large gain a puzzle's line must win, in the engine's centi-units
 * (a minor piece, a few seeds, stones or pieces). */
int lalao_puzzle_gain (const LalaoEngine *engine);

/* The search depth the game's shipped puzzles were mined and are
 * verified at (each game's explainer table says). */
int lalao_puzzle_depth (const LalaoEngine *engine);

/* The side's material less its opponent's (the engine's `material`). */
int lalao_puzzle_material_balance (const LalaoEngine *engine, const LalaoPosition *pos, LalaoSide side);

/* Whether a line played from `start` to `pos` is complete: the solver
 * (the side to move at start) has won, or the game goes on and the
 * solver has gained `gain` on the board. */
gboolean lalao_puzzle_line_done (const LalaoEngine *engine, const LalaoPosition *start, const LalaoPosition *pos);

/* Judges the side to move's choice at `pos` with a cleared search of
 * `depth` plies: each legal move is played and the reply searched one ply
 * less. TRUE when one move is the only good one: it wins or keeps at least
 * `gain`, and every other move is clearly worse: lower by three quarters
 * of `gain` and below one and a half times `gain`; against a win,
 * anything short of a win. Moves that reach the same position count as
 * one. *best and *score (either may be NULL) are the best move and its
 * score in any case (no move: FALSE). */
gboolean lalao_puzzle_only_move (const LalaoEngine *engine, LalaoSearch *search,
                                 const LalaoPosition *pos, int depth,
                                 LalaoMove *best, int *score);

/* The reply the line expects from the opponent at `pos`: the best move of
 * a cleared search of `depth` plies. FALSE when there is none. */
gboolean lalao_puzzle_best_reply (const LalaoEngine *engine, LalaoSearch *search,
                                  const LalaoPosition *pos, int depth, LalaoMove *reply);

/* Re-checks a puzzle: the FEN reads, every move of the line is legal,
 * every solver move is the only one at the puzzle's depth, every reply is
 * the best, and the line ends in a won game or in the gain. */
gboolean lalao_puzzle_verify (const LalaoEngine *engine, LalaoSearch *search,
                              const LalaoPuzzle *puzzle, GError **error);

/* The same judgement at another depth than the recorded one: the
 * authors check every puzzle at its depth + LALAO_PUZZLE_EXTRA_DEPTH,
 * so that a deeper look does not find a second good move or another
 * reply (`lalao-cli puzzles verify GAME --depth-plus 4`). */
#define LALAO_PUZZLE_EXTRA_DEPTH 4
gboolean lalao_puzzle_verify_at (const LalaoEngine *engine, LalaoSearch *search,
                                 const LalaoPuzzle *puzzle, int depth, GError **error);

/* lichess's rule for where a line ends: while the solver's next move
 * (after the best reply) is still the only good one at `depth`, and the
 * gain still stands after it, the pair is added to line[] (n plies from
 * `start`, room for LALAO_PUZZLE_MAX_PLIES). The new length. */
int lalao_puzzle_extend_line (const LalaoEngine *engine, LalaoSearch *judge, const LalaoPosition *start,
                              LalaoMove line[LALAO_PUZZLE_MAX_PLIES], int n, int depth);

/* The puzzle with its line extended so (same id, difficulty and depth;
 * themes found again), cut back to the longest line that holds at its
 * depth + extra_depth; NULL when it cannot go on, and for an endgame
 * puzzle (its line is the tables', not the judge's). */
LalaoPuzzle *lalao_puzzle_extend (const LalaoEngine *engine, LalaoSearch *judge, const LalaoPuzzle *puzzle,
                                  int extra_depth);

/* The themes the line shows, in the game's own vocabulary, as a
 * NULL-terminated array of theme ids. `line` holds n plies from `start`. */
char **lalao_puzzle_find_themes (const LalaoEngine *engine, const LalaoPosition *start,
                                 const LalaoMove *line, int n);

/* Adds a theme id to `themes` (of g_strdup'ed ids) unless it is there:
 * for the games' own themes (lalao-explainer-private.h). */
void lalao_puzzle_theme_add (GPtrArray *themes, const char *id);

/* Puts a theme id first in the puzzle's themes ("endgame": the tables'
 * puzzles say it first). */
void lalao_puzzle_theme_prepend (LalaoPuzzle *puzzle, const char *id);

/* A theme's name for the learner ("Fork"); the id itself when unknown. */
const char *lalao_puzzle_theme_name (const char *theme);

G_END_DECLS
