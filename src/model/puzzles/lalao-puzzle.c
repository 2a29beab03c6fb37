/* lalao-puzzle.c — reading, writing and judging puzzles.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-puzzle"

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lalao-explainer-private.h"
#include "lalao-game.h"
#include "lalao-puzzle.h"
#include "lalao-puzzles.h"

#define FIELD_SEPARATOR " ; "
#define N_FIELDS 6

void
lalao_puzzle_free (LalaoPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->id);
  g_free (puzzle->fen);
  g_strfreev (puzzle->line);
  g_strfreev (puzzle->themes);
  g_free (puzzle);
}

static char **
split_nonempty (const char *text, const char *separator)
{
  g_auto (GStrv) parts = g_strsplit (text, separator, -1);
  GPtrArray *kept = g_ptr_array_new ();
  for (int i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0')
      g_ptr_array_add (kept, g_strdup (parts[i]));
  g_ptr_array_add (kept, NULL);
  return (char **) g_ptr_array_free (kept, FALSE);
}

static LalaoPuzzle *
parse_line (const char *line, int number, GError **error)
{
  g_auto (GStrv) fields = g_strsplit (line, FIELD_SEPARATOR, -1);
  g_autoptr (LalaoPuzzle) p = g_new0 (LalaoPuzzle, 1);
  gint64 difficulty, depth;

  if (g_strv_length (fields) != N_FIELDS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "line %d: %d fields separated by \" ; \" are needed, not %u",
                   number, N_FIELDS, g_strv_length (fields));
      return NULL;
    }
  for (int i = 0; i < N_FIELDS; i++)
    g_strstrip (fields[i]);
  if (!g_ascii_string_to_signed (fields[4], 10, 0, 4000, &difficulty, NULL)
      || !g_ascii_string_to_signed (fields[5], 10, 1, 30, &depth, NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "line %d: the difficulty and the depth are whole numbers", number);
      return NULL;
    }
  p->id = g_strdup (fields[0]);
  p->fen = g_strdup (fields[1]);
  p->line = split_nonempty (fields[2], " ");
  p->themes = split_nonempty (fields[3], ",");
  p->difficulty = (int) difficulty;
  p->depth = (int) depth;
  if (p->id[0] == '\0' || p->line[0] == NULL || g_strv_length (p->line) > LALAO_PUZZLE_MAX_PLIES)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "line %d: a puzzle needs an id and a line of 1 to %d moves",
                   number, LALAO_PUZZLE_MAX_PLIES);
      return NULL;
    }
  return g_steal_pointer (&p);
}

GPtrArray *
lalao_puzzles_parse (const char *text, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) lalao_puzzle_free);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (int i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      while (g_ascii_isspace (*line))
        line++;
      if (*line == '\0' || *line == '#')
        continue;
      LalaoPuzzle *p = parse_line (line, i + 1, error);
      if (p == NULL)
        return NULL;
      g_ptr_array_add (puzzles, p);
    }
  return g_steal_pointer (&puzzles);
}

GPtrArray *
lalao_puzzles_load (const char *game_id, GError **error)
{
  g_autofree char *path = g_strdup_printf ("/io/github/lalao/Lalao/puzzles/%s.txt", game_id);
  g_autoptr (GBytes) bytes = g_resource_lookup_data (lalao_puzzles_get_resource (), path,
                                                      G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return lalao_puzzles_parse (text, error);
}

LalaoPuzzle *
lalao_puzzle_new_from_line (const LalaoEngine *e, const LalaoPosition *start, const LalaoMove *line, int n,
                            int depth)
{
  LalaoPuzzle *p = g_new0 (LalaoPuzzle, 1);
  char text[LALAO_MOVE_TEXT_MAX], fen[LALAO_FEN_MAX];
  GPtrArray *words = g_ptr_array_new ();
  LalaoPosition pos = *start;

  for (int i = 0; i < n; i++)
    {
      e->format_move (&pos, line[i], text);
      g_ptr_array_add (words, g_strdup (text));
      e->play (&pos, line[i], &pos, NULL);
    }
  g_ptr_array_add (words, NULL);
  e->to_fen (start, fen);
  p->fen = g_strdup (fen);
  p->line = (char **) g_ptr_array_free (words, FALSE);
  p->themes = lalao_puzzle_find_themes (e, start, line, n);
  p->depth = depth;
  return p;
}

int
lalao_puzzle_read_line (const LalaoEngine *e, const LalaoPuzzle *p, LalaoPosition *start,
                        LalaoMove line[LALAO_PUZZLE_MAX_PLIES])
{
  LalaoError err = { 0 };
  LalaoPosition pos;
  int n = 0;

  if (!e->from_fen (start, p->fen, lalao_engine_default_options (e), &err))
    return -1;
  pos = *start;
  for (; p->line[n] != NULL; n++)
    {
      if (n == LALAO_PUZZLE_MAX_PLIES)
        return -1;
      lalao_engine_read_move (e, &pos, p->line[n], &line[n], &err);
      if (err.code != LALAO_ERROR_NONE)
        return -1;
      e->play (&pos, line[n], &pos, NULL);
    }
  return n;
}

char *
lalao_puzzle_to_listing (const LalaoPuzzle *p)
{
  g_autofree char *line = g_strjoinv (" ", p->line);
  g_autofree char *themes = g_strjoinv (",", p->themes);
  return g_strdup_printf ("%s ; %s ; %s ; %s ; %d", p->id, p->fen, line, themes, p->difficulty);
}

char *
lalao_puzzle_to_line (const LalaoPuzzle *p)
{
  g_autofree char *listing = lalao_puzzle_to_listing (p);
  return g_strdup_printf ("%s ; %d", listing, p->depth);
}

int
lalao_puzzle_gain (const LalaoEngine *engine)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  return game != NULL ? game->puzzle_gain : 100;
}

int
lalao_puzzle_depth (const LalaoEngine *engine)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  return game != NULL ? game->puzzle_depth : 4;
}

int
lalao_puzzle_material_balance (const LalaoEngine *e, const LalaoPosition *pos, LalaoSide side)
{
  return e->material (pos, side) - e->material (pos, !side);
}

gboolean
lalao_puzzle_line_done (const LalaoEngine *e, const LalaoPosition *start, const LalaoPosition *pos)
{
  LalaoSide solver = e->side_to_move (start);
  LalaoStatus status = e->status (pos, 1);
  if (status.result != LALAO_ONGOING)
    return status.result == (solver == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS);
  return lalao_puzzle_material_balance (e, pos, solver) - lalao_puzzle_material_balance (e, start, solver)
         >= lalao_puzzle_gain (e);
}

/* The score of `move` for the side to move at pos: a game it ends at once
 * scores as a win in one ply; otherwise the negated search of the reply.
 * *result is the hash of the position it reaches. */
static int
score_move (const LalaoEngine *e, LalaoSearch *search, const LalaoPosition *pos,
            LalaoMove move, int depth, uint64_t *result)
{
  LalaoPosition after;
  LalaoSearchLimits limits = { .depth = depth - 1, .reference = true };
  LalaoSearchInfo info;
  LalaoSide mover = e->side_to_move (pos);

  e->play (pos, move, &after, NULL);
  *result = e->hash (&after);
  LalaoStatus status = e->status (&after, 1);
  if (status.result == LALAO_DRAW)
    return 0;
  if (status.result != LALAO_ONGOING)
    {
      gboolean won = (status.result == LALAO_FIRST_WINS) == (mover == LALAO_FIRST);
      return won ? LALAO_SCORE_WIN - 1 : -(LALAO_SCORE_WIN - 1);
    }
  if (depth <= 1)
    return -lalao_engine_reference_evaluate (e, &after);
  lalao_search_run (search, &after, &limits, NULL, NULL, &info);
  return -info.score;
}

gboolean
lalao_puzzle_only_move (const LalaoEngine *e, LalaoSearch *search, const LalaoPosition *pos,
                        int depth, LalaoMove *best, int *score)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int scores[LALAO_MAX_MOVES];
  uint64_t results[LALAO_MAX_MOVES];
  int n = e->legal_moves (pos, moves), gain = lalao_puzzle_gain (e);
  int first = -LALAO_SCORE_WIN - 1, second = -LALAO_SCORE_WIN - 1, best_index = 0;

  if (n == 0)
    return FALSE;
  lalao_search_clear (search);
  for (int i = 0; i < n; i++)
    {
      scores[i] = score_move (e, search, pos, moves[i], depth, &results[i]);
      if (scores[i] > first)
        {
          first = scores[i];
          best_index = i;
        }
    }
  /* Two ways to the same position (a Surakarta piece reaching its victim
   * round either side of a loop) are one choice, not two. */
  for (int i = 0; i < n; i++)
    if (results[i] != results[best_index] && scores[i] > second)
      second = scores[i];
  if (best != NULL)
    *best = moves[best_index];
  if (score != NULL)
    *score = first;
  if (first < gain)
    return FALSE;
  /* A won game against anything short of one is clear enough. */
  if (lalao_score_is_decisive (first) > 0)
    return lalao_score_is_decisive (second) <= 0 && second < gain;
  return second < gain + gain / 2 && second <= first - gain * 3 / 4;
}

gboolean
lalao_puzzle_best_reply (const LalaoEngine *e, LalaoSearch *search, const LalaoPosition *pos,
                         int depth, LalaoMove *reply)
{
  LalaoSearchLimits limits = { .depth = depth, .reference = true };
  LalaoSearchInfo info;

  lalao_search_clear (search);
  lalao_search_run (search, pos, &limits, NULL, NULL, &info);
  *reply = info.best;
  return info.has_move;
}

static gboolean
fail (GError **error, const LalaoPuzzle *p, int ply, const char *why)
{
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s, ply %d (%s): %s",
               p->id, ply + 1, p->line[ply] != NULL ? p->line[ply] : "end", why);
  return FALSE;
}

gboolean
lalao_puzzle_verify (const LalaoEngine *e, LalaoSearch *search, const LalaoPuzzle *p, GError **error)
{
  return lalao_puzzle_verify_at (e, search, p, p->depth, error);
}

gboolean
lalao_puzzle_verify_at (const LalaoEngine *e, LalaoSearch *search, const LalaoPuzzle *p,
                        int depth, GError **error)
{
  LalaoPosition pos, start;
  LalaoError err = { 0 };
  int ply;

  if (!e->from_fen (&pos, p->fen, lalao_engine_default_options (e), &err))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", p->id, err.message);
      return FALSE;
    }
  start = pos;
  for (ply = 0; p->line[ply] != NULL; ply++)
    {
      LalaoMove move, expected;
      char text[LALAO_MOVE_TEXT_MAX];

      lalao_engine_read_move (e, &pos, p->line[ply], &move, &err);
      if (err.code != LALAO_ERROR_NONE)
        return fail (error, p, ply, err.message);
      if (ply % 2 == 0 && !lalao_puzzle_only_move (e, search, &pos, depth, &expected, NULL))
        return fail (error, p, ply, "no longer the only good move");
      if (ply % 2 == 1 && !lalao_puzzle_best_reply (e, search, &pos, depth, &expected))
        return fail (error, p, ply, "the opponent has no reply");
      e->format_move (&pos, expected, text);
      if (strcmp (text, p->line[ply]) != 0)
        return fail (error, p, ply, ply % 2 == 0 ? "the engine prefers another move"
                                                 : "the engine replies otherwise");
      e->play (&pos, move, &pos, NULL);
    }
  if (ply % 2 == 0)
    return fail (error, p, ply - 1, "the line ends on the opponent's move");

  if (!lalao_puzzle_line_done (e, &start, &pos))
    return fail (error, p, ply - 1, "the line neither wins nor gains enough");
  return TRUE;
}
