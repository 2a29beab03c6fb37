/* lalao-record-write.c — writing PGN records.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Tags first (the seven standard ones, then Variant, FEN, Rules and the
 * others in their order), then the movetext wrapped before 80 columns.
 */
#define G_LOG_DOMAIN "lalao-record"

#include "config.h"

#include "lalao-record-private.h"

/* Movetext words, wrapped before 80 columns. */
typedef struct {
  GString *out;
  gsize line_start;
} Writer;

static void
put_word (Writer *w, const char *word)
{
  gsize len = strlen (word);
  if (w->out->len > w->line_start)
    {
      if (w->out->len - w->line_start + 1 + len > 79)
        {
          g_string_append_c (w->out, '\n');
          w->line_start = w->out->len;
        }
      else
        g_string_append_c (w->out, ' ');
    }
  g_string_append (w->out, word);
}

/* A comment, word by word, so that long ones wrap too. */
static void
put_comment (Writer *w, const char *comment)
{
  g_autofree char *safe = g_strdup (comment);
  g_auto (GStrv) words = NULL;
  guint n;

  g_strdelimit (safe, "}", ')');  /* a "}" would end the comment early */
  words = g_strsplit (safe, " ", -1);
  n = g_strv_length (words);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *word = g_strconcat (i == 0 ? "{" : "", words[i], i + 1 == n ? "}" : "", NULL);
      put_word (w, word);
    }
}

static void
put_line (Writer *w, const LalaoRecordLine *line, int first_offset, guint ply)
{
  gboolean need_number = TRUE;

  if (line->comment != NULL)
    put_comment (w, line->comment);
  for (guint i = 0; i < line->nodes->len; i++, ply++)
    {
      const LalaoRecordNode *node = line->nodes->pdata[i];
      gboolean first_player = (ply + first_offset) % 2 == 0;
      char number[24];

      if (first_player || need_number)
        {
          g_snprintf (number, sizeof number, first_player ? "%u." : "%u...", lalao_record_move_number (first_offset, ply));
          put_word (w, number);
        }
      put_word (w, node->move);
      need_number = FALSE;
      for (guint k = 0; k < node->nags->len; k++)
        {
          char nag[8];
          g_snprintf (nag, sizeof nag, "$%d", g_array_index (node->nags, int, k));
          put_word (w, nag);
        }
      if (node->comment != NULL)
        {
          put_comment (w, node->comment);
          need_number = TRUE;
        }
      for (guint v = 0; v < node->variations->len; v++)
        {
          g_string_append (w->out, w->out->len > w->line_start ? " (" : "(");
          /* put_word would add a space after "(". */
          gsize mark = w->out->len;
          put_line (w, node->variations->pdata[v], first_offset, ply);
          if (w->out->len > mark && w->out->str[mark] == ' ')
            g_string_erase (w->out, (gssize) mark, 1);
          g_string_append_c (w->out, ')');
          need_number = TRUE;
        }
    }
}

static void
put_tag (GString *out, const char *name, const char *value)
{
  g_string_append_printf (out, "[%s \"", name);
  for (const char *c = value; *c; c++)
    {
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      if (*c != '\n' && *c != '\r')
        g_string_append_c (out, *c);
    }
  g_string_append (out, "\"]\n");
}

void
lalao_record_write_game (LalaoRecordGame *game, GString *out)
{
  static const char *const defaults[] = { "?", "?", "????.??.??", "?", "?", "?", "*" };
  g_autofree char *rules = lalao_options_to_text (game->engine, game->options);
  Writer w = { out, 0 };
  LalaoPosition start;
  LalaoError err;
  int first_offset;

  for (guint i = 0; i < G_N_ELEMENTS (lalao_record_standard_tags); i++)
    {
      const char *value = i == 6 ? game->result : lalao_record_game_get_tag (game, lalao_record_standard_tags[i]);
      put_tag (out, lalao_record_standard_tags[i], value != NULL ? value : defaults[i]);
    }
  put_tag (out, "Variant", game->engine->name);
  if (game->fen != NULL)
    put_tag (out, "FEN", game->fen);
  if (*rules != '\0')
    put_tag (out, "Rules", rules);
  for (guint i = 0; i < game->tag_names->len; i++)
    {
      const char *name = game->tag_names->pdata[i];
      gboolean written = g_str_equal (name, "Variant") || g_str_equal (name, "FEN") || g_str_equal (name, "Rules");
      for (guint k = 0; k < G_N_ELEMENTS (lalao_record_standard_tags); k++)
        written |= g_str_equal (name, lalao_record_standard_tags[k]);
      if (!written)
        put_tag (out, name, game->tag_values->pdata[i]);
    }
  g_string_append_c (out, '\n');

  if (game->fen == NULL || !game->engine->from_fen (&start, game->fen, game->options, &err))
    game->engine->start (&start, game->options);
  first_offset = game->engine->side_to_move (&start) == LALAO_SECOND;
  w.line_start = out->len;
  put_line (&w, game->moves, first_offset, 0);
  put_word (&w, game->result);
  g_string_append (out, "\n\n");
}

char *
lalao_record_write (GPtrArray *games)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < games->len; i++)
    lalao_record_write_game (games->pdata[i], out);
  return g_string_free (out, FALSE);
}


gboolean
lalao_record_write_file (GPtrArray *games, GFile *file, GError **error)
{
  g_autofree char *text = lalao_record_write (games);
  g_autoptr (GCancellable) abandon = g_cancellable_new ();
  g_autoptr (GFileOutputStream) out =
    g_file_replace (file, NULL, FALSE, G_FILE_CREATE_REPLACE_DESTINATION, NULL, error);

  if (out == NULL)
    return FALSE;
  if (!g_output_stream_write_all (G_OUTPUT_STREAM (out), text, strlen (text), NULL, NULL, error))
    {
      /* Closed as it is, a replacing stream would still put its half
       * written new file in place of the old one (as
       * g_file_replace_contents does): a cancelled close throws it away. */
      g_cancellable_cancel (abandon);
      g_output_stream_close (G_OUTPUT_STREAM (out), abandon, NULL);
      return FALSE;
    }
  return g_output_stream_close (G_OUTPUT_STREAM (out), NULL, error);
}
