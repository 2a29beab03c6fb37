/* lalao-record.c — saved games: the record's data, its tags and rule
 * options, and records of games being played.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reading is in lalao-record-read.c, writing in lalao-record-write.c.
 */
#define G_LOG_DOMAIN "lalao-record"

#include "config.h"

#include <gio/gio.h>

#include "lalao-i18n.h"
#include "lalao-record-private.h"

G_DEFINE_QUARK (lalao-record-error-quark, lalao_record_error)


const char *const lalao_record_standard_tags[LALAO_RECORD_N_STANDARD_TAGS] = {
  "Event", "Site", "Date", "Round", "White", "Black", "Result",
};

guint
lalao_record_move_number (int first_offset, guint ply)
{
  return (ply + first_offset) / 2 + 1;
}

/* ---- the data ---------------------------------------------------------- */

LalaoRecordNode *
lalao_record_node_new (const char *move)
{
  LalaoRecordNode *node = g_new0 (LalaoRecordNode, 1);
  node->move = g_strdup (move);
  node->nags = g_array_new (FALSE, FALSE, sizeof (int));
  node->variations = g_ptr_array_new_with_free_func (lalao_record_line_free);
  return node;
}

static void
node_free (gpointer data)
{
  LalaoRecordNode *node = data;
  g_free (node->move);
  g_array_unref (node->nags);
  g_free (node->comment);
  g_ptr_array_unref (node->variations);
  g_free (node);
}

LalaoRecordLine *
lalao_record_line_new (void)
{
  LalaoRecordLine *line = g_new0 (LalaoRecordLine, 1);
  line->nodes = g_ptr_array_new_with_free_func (node_free);
  return line;
}

void
lalao_record_line_free (gpointer data)
{
  LalaoRecordLine *line = data;
  g_free (line->comment);
  g_ptr_array_unref (line->nodes);
  g_free (line);
}

LalaoRecordGame *
lalao_record_game_new (const LalaoEngine *engine, LalaoOptions options, const char *fen)
{
  LalaoRecordGame *game = g_new0 (LalaoRecordGame, 1);

  game->tag_names = g_ptr_array_new_with_free_func (g_free);
  game->tag_values = g_ptr_array_new_with_free_func (g_free);
  game->engine = engine;
  game->options = options;
  game->fen = g_strdup (fen);
  game->moves = lalao_record_line_new ();
  game->result = g_strdup ("*");
  return game;
}

void
lalao_record_game_free (LalaoRecordGame *game)
{
  if (game == NULL)
    return;
  g_ptr_array_unref (game->tag_names);
  g_ptr_array_unref (game->tag_values);
  g_free (game->fen);
  lalao_record_line_free (game->moves);
  g_free (game->result);
  g_free (game);
}

static int
tag_index (LalaoRecordGame *game, const char *name)
{
  for (guint i = 0; i < game->tag_names->len; i++)
    if (g_strcmp0 (game->tag_names->pdata[i], name) == 0)
      return (int) i;
  return -1;
}

const char *
lalao_record_game_get_tag (LalaoRecordGame *game, const char *name)
{
  int i = tag_index (game, name);
  return i < 0 ? NULL : game->tag_values->pdata[i];
}

void
lalao_record_game_set_tag (LalaoRecordGame *game, const char *name, const char *value)
{
  int i = tag_index (game, name);

  if (i >= 0)
    {
      g_free (game->tag_values->pdata[i]);
      game->tag_values->pdata[i] = g_strdup (value);
      return;
    }
  g_ptr_array_add (game->tag_names, g_strdup (name));
  g_ptr_array_add (game->tag_values, g_strdup (value));
}

/* ---- rule options as text ---------------------------------------------- */

char *
lalao_options_to_text (const LalaoEngine *engine, LalaoOptions options)
{
  LalaoOptions defaults = lalao_engine_default_options (engine);
  GString *text = g_string_new (NULL);

  for (const LalaoOptionInfo *o = engine->options; o->id != NULL; o++)
    if ((options & o->bit) != (defaults & o->bit))
      g_string_append_printf (text, "%s%s%s", text->len ? "," : "", (options & o->bit) ? "" : "no-", o->id);
  return g_string_free (text, FALSE);
}

gboolean
lalao_options_from_text (const LalaoEngine *engine, const char *text, LalaoOptions *options, char **unknown)
{
  g_auto (GStrv) names = g_strsplit (text, ",", -1);

  *options = lalao_engine_default_options (engine);
  for (char **name = names; *name != NULL; name++)
    {
      g_autofree char *word = g_strstrip (g_strdup (*name));
      gboolean on = !g_str_has_prefix (word, "no-");
      const char *id = on ? word : word + 3;
      const LalaoOptionInfo *o = engine->options;

      if (*word == '\0')
        continue;
      while (o->id != NULL && strcmp (o->id, id) != 0)
        o++;
      if (o->id == NULL)
        {
          if (unknown != NULL)
            *unknown = g_strdup (word);
          return FALSE;
        }
      *options = on ? (*options | o->bit) : (*options & ~o->bit);
    }
  return TRUE;
}

/* ---- records and games ------------------------------------------------- */

static const char *
result_text (LalaoResult result)
{
  switch (result)
    {
    case LALAO_FIRST_WINS:
      return "1-0";
    case LALAO_SECOND_WINS:
      return "0-1";
    case LALAO_DRAW:
      return "1/2-1/2";
    default:
      return "*";
    }
}

/* The game's start FEN when it is not the standard start, or NULL. */
static char *
start_fen (LalaoGame *game)
{
  const LalaoEngine *e = lalao_game_get_engine (game);
  char fen[LALAO_FEN_MAX], standard[LALAO_FEN_MAX];
  LalaoPosition start;

  e->to_fen (lalao_game_get_position_at (game, 0), fen);
  e->start (&start, lalao_game_get_options (game));
  e->to_fen (&start, standard);
  return g_str_equal (fen, standard) ? NULL : g_strdup (fen);
}

LalaoRecordGame *
lalao_record_game_new_for (LalaoGame *game)
{
  g_autofree char *fen = start_fen (game);
  LalaoRecordGame *record = lalao_record_game_new (lalao_game_get_engine (game), lalao_game_get_options (game), fen);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

  /* Translators: the Event tag of a saved game that was played for fun. */
  lalao_record_game_set_tag (record, "Event", _("Casual game"));
  lalao_record_game_set_tag (record, "Site", "?");
  lalao_record_game_set_tag (record, "Date", date);
  lalao_record_game_set_tag (record, "Round", "-");
  lalao_record_game_follow (record, game, FALSE);
  lalao_record_game_set_status (record, lalao_game_get_status_at (game, lalao_game_get_n_moves_recorded (game)));
  return record;
}

void
lalao_record_game_follow (LalaoRecordGame *record, LalaoGame *game, gboolean keep_variation)
{
  GPtrArray *nodes = record->moves->nodes;
  guint n = lalao_game_get_n_moves_recorded (game);
  guint same = 0;

  while (same < n && same < nodes->len)
    {
      g_autofree char *text = lalao_game_dup_move_text (game, same);
      if (!g_str_equal (text, ((LalaoRecordNode *) nodes->pdata[same])->move))
        break;
      same++;
    }
  if (same < nodes->len && same < n && keep_variation)
    {
      /* The record's moves from here become a variation of the game's. */
      LalaoRecordLine *old = lalao_record_line_new ();
      LalaoRecordNode *old_first = nodes->pdata[same];
      g_autofree char *text = lalao_game_dup_move_text (game, same);
      LalaoRecordNode *node = lalao_record_node_new (text);

      g_ptr_array_add (node->variations, old);
      /* The old move's alternatives are alternatives to the new one. */
      while (old_first->variations->len > 0)
        g_ptr_array_add (node->variations, g_ptr_array_steal_index (old_first->variations, 0));
      while (nodes->len > same)
        g_ptr_array_add (old->nodes, g_ptr_array_steal_index (nodes, same));
      g_ptr_array_add (nodes, node);
      same++;
    }
  else if (same < nodes->len && same < n)
    g_ptr_array_set_size (nodes, (int) same);
  else if (same < nodes->len && same == n && n < nodes->len)
    g_ptr_array_set_size (nodes, (int) same);
  for (guint i = same; i < n; i++)
    {
      g_autofree char *text = lalao_game_dup_move_text (game, i);
      g_ptr_array_add (nodes, lalao_record_node_new (text));
    }

}

void
lalao_record_game_set_status (LalaoRecordGame *record, LalaoStatus status)
{
  g_free (record->result);
  record->result = g_strdup (result_text (status.result));
  lalao_record_game_set_tag (record, "Result", record->result);
  lalao_record_game_set_tag (record, "Termination", status.result == LALAO_ONGOING ? "unterminated" : "normal");
  /* Lalao's own tag: the rule that ended the game (a resignation and an
   * agreement look the same in a Result). */
  int end = tag_index (record, "LalaoEnd");
  if (status.result != LALAO_ONGOING)
    lalao_record_game_set_tag (record, "LalaoEnd", lalao_rule_id (status.rule));
  else if (end >= 0)
    {
      g_ptr_array_remove_index (record->tag_names, (guint) end);
      g_ptr_array_remove_index (record->tag_values, (guint) end);
    }
}

LalaoGame *
lalao_record_game_to_game (LalaoRecordGame *record, GError **error)
{
  g_autoptr (LalaoGame) game = lalao_game_new (record->engine->id, record->fen, record->options, error);

  if (game == NULL)
    return NULL;
  for (guint i = 0; i < record->moves->nodes->len; i++)
    {
      LalaoRecordNode *node = record->moves->nodes->pdata[i];
      if (!lalao_game_play_text (game, node->move, error))
        return NULL;
    }
  return g_steal_pointer (&game);
}
