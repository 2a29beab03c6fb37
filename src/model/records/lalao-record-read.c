/* lalao-record-read.c — reading PGN records.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A small hand-written scanner: tags, then movetext tokens (move numbers,
 * moves, {comments}, ; comments, $NAGs, ( and ), results). Each move is
 * checked by the engine as it is read, so a record that loads is a record
 * of legal games, and an error can say exactly which move is wrong and why.
 */
#define G_LOG_DOMAIN "lalao-record"

#include "config.h"

#include <gio/gio.h>

#include "lalao-explainer.h"
#include "lalao-i18n.h"
#include "lalao-record-private.h"

/* Variations inside variations: deeper than this is not a person's work. */
#define MAX_DEPTH 64

typedef struct {
  const char *text;
  gsize length;
  gsize at;
  int line;
} Scanner;

static int
peek (Scanner *s)
{
  return s->at < s->length ? (unsigned char) s->text[s->at] : -1;
}

static int
next_char (Scanner *s)
{
  int c = peek (s);
  if (c < 0)
    return c;
  s->at++;
  if (c == '\n')
    s->line++;
  return c;
}

/* Skips white space and "%" escape lines. */
static void
skip_space (Scanner *s)
{
  for (;;)
    {
      int c = peek (s);
      if (c == '%' && (s->at == 0 || s->text[s->at - 1] == '\n'))
        while (peek (s) >= 0 && next_char (s) != '\n')
          ;
      else if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v')
        next_char (s);
      else
        return;
    }
}

static gboolean G_GNUC_PRINTF (4, 5)
fail (GError **error, LalaoRecordError code, int line, const char *format, ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: where a saved game is wrong; %d is a line of the file, %s says what is wrong. */
  g_set_error (error, LALAO_RECORD_ERROR, code, _("Line %d: %s"), line, what);
  return FALSE;
}

/* [Name "value"]; its line goes into `lines` (name → line), so that a
 * value that does not do is reported on its own line. */
static gboolean
read_tag (Scanner *s, LalaoRecordGame *game, GHashTable *lines, GError **error)
{
  g_autoptr (GString) name = g_string_new (NULL);
  g_autoptr (GString) value = g_string_new (NULL);
  int line = s->line;
  int c;

  next_char (s); /* [ */
  skip_space (s);
  while ((c = peek (s)) >= 0 && (g_ascii_isalnum (c) || c == '_'))
    g_string_append_c (name, (char) next_char (s));
  skip_space (s);
  if (name->len == 0 || peek (s) != '"')
    /* Translators: a saved game's tag is written [Name "value"]. */
    return fail (error, LALAO_RECORD_ERROR_SYNTAX, line, _("a tag must be written [Name \"value\"]."));
  next_char (s);
  while ((c = next_char (s)) != '"')
    {
      if (c < 0 || c == '\n')
        return fail (error, LALAO_RECORD_ERROR_SYNTAX, line, _("the value of the tag %s is not closed by a quote."), name->str);
      if (c == '\\' && (peek (s) == '"' || peek (s) == '\\'))
        c = next_char (s);
      g_string_append_c (value, (char) c);
    }
  skip_space (s);
  if (next_char (s) != ']')
    return fail (error, LALAO_RECORD_ERROR_SYNTAX, line, _("the tag %s is not closed by “]”."), name->str);
  lalao_record_game_set_tag (game, name->str, value->str);
  g_hash_table_insert (lines, g_strdup (name->str), GINT_TO_POINTER (line));
  return TRUE;
}

/* The line of a tag, or `otherwise` when the game has none. */
static int
tag_line (GHashTable *lines, const char *name, int otherwise)
{
  gpointer line;
  return g_hash_table_lookup_extended (lines, name, NULL, &line) ? GPOINTER_TO_INT (line) : otherwise;
}

/* Comment text with its white space made single spaces. */
static char *
tidy_comment (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr (GString) out = g_string_new (NULL);

  for (char **w = words; *w != NULL; w++)
    if (**w != '\0')
      g_string_append_printf (out, "%s%s", out->len ? " " : "", *w);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
add_comment (char **slot, const char *text)
{
  g_autofree char *tidy = tidy_comment (text);
  char *joined;

  if (*tidy == '\0')
    return;
  joined = *slot != NULL ? g_strconcat (*slot, " ", tidy, NULL) : g_strdup (tidy);
  g_free (*slot);
  *slot = joined;
}

static gboolean
is_result (const char *word)
{
  return g_str_equal (word, "1-0") || g_str_equal (word, "0-1") || g_str_equal (word, "1/2-1/2")
         || g_str_equal (word, "*");
}

/* The NAG of a suffix: "!" good move … "?!" dubious move; 0 if none. */
static int
suffix_nag (const char *suffix)
{
  static const char *const suffixes[] = { "", "!", "?", "!!", "??", "!?", "?!" };
  for (guint i = 1; i < G_N_ELEMENTS (suffixes); i++)
    if (g_str_equal (suffix, suffixes[i]))
      return (int) i;
  return 0;
}

typedef struct {
  Scanner *s;
  LalaoRecordGame *game;
  int first_offset;  /* 1 when the second player moves first */
  gboolean ended;    /* a result token closed the game */
  /* The hashes of the positions of the line being read, one a ply from
   * the start: a position repeated, or a counter, can end a game that
   * still has moves. */
  GArray *hashes;
} Reader;

/* A line of moves being read: where it stands, and how deep it is. */
typedef struct {
  LalaoRecordLine *line;
  LalaoPosition pos;     /* after the last move read */
  LalaoPosition before;  /* before it: where its variations start */
  guint ply;
  int depth;             /* 0: the main line */
  int open_line;         /* where the line began, for "not closed" */
} LineReader;

/* What a piece of the movetext does to the line being read. */
typedef enum {
  LINE_GOES_ON,
  LINE_ENDS,
  LINE_FAILED,
} LineStep;

static gboolean read_line (Reader *r, LalaoRecordLine *line, const LalaoPosition *start, guint ply, int depth,
                           GError **error);

static LalaoRecordNode *
last_node (LineReader *l)
{
  return l->line->nodes->len ? l->line->nodes->pdata[l->line->nodes->len - 1] : NULL;
}

static LineStep
failed (GError **error, LalaoRecordError code, int line, const char *message)
{
  fail (error, code, line, "%s", message);
  return LINE_FAILED;
}

/* The end of the text or the next game's tags. */
static LineStep
end_of_moves (Reader *r, LineReader *l, GError **error)
{
  if (l->depth > 0)
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, l->open_line,
                   _("the variation that starts here is not closed by “)”."));
  return LINE_ENDS;
}

/* "{…}" or "; … end of line": a comment on the last move, or on the
 * line when it has none yet. */
static LineStep
read_comment (Reader *r, LineReader *l, GError **error)
{
  Scanner *s = r->s;
  int line_no = s->line;
  g_autoptr (GString) text = g_string_new (NULL);
  int close = next_char (s) == '{' ? '}' : '\n';
  int c;

  while ((c = next_char (s)) != close)
    {
      if (c < 0 && close == '}')
        return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no,
                       _("the comment that starts here is not closed by “}”."));
      if (c < 0)
        break;
      g_string_append_c (text, (char) c);
    }
  LalaoRecordNode *last = last_node (l);
  add_comment (last != NULL ? &last->comment : &l->line->comment, text->str);
  return LINE_GOES_ON;
}

/* "(…)": a variation of the last move, read from where that move began. */
static LineStep
read_variation (Reader *r, LineReader *l, GError **error)
{
  int line_no = r->s->line;
  LalaoRecordNode *last = last_node (l);

  if (last == NULL)
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("a variation must follow the move it replaces."));
  if (l->depth >= MAX_DEPTH)
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("the variations are nested too deeply."));
  next_char (r->s);
  LalaoRecordLine *variation = lalao_record_line_new ();
  g_ptr_array_add (last->variations, variation);
  return read_line (r, variation, &l->before, l->ply - 1, l->depth + 1, error) ? LINE_GOES_ON : LINE_FAILED;
}

static LineStep
close_variation (Reader *r, LineReader *l, GError **error)
{
  int line_no = r->s->line;

  next_char (r->s);
  if (l->depth == 0)
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("“)” closes no variation."));
  return LINE_ENDS;
}

/* "$2": an annotation of the last move. */
static LineStep
read_nag (Reader *r, LineReader *l, GError **error)
{
  Scanner *s = r->s;
  int line_no = s->line;
  int nag = 0;

  next_char (s);
  if (!g_ascii_isdigit (peek (s)))
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("“$” must be followed by a number."));
  while (g_ascii_isdigit (peek (s)))
    {
      int digit = next_char (s) - '0';
      nag = MIN (nag * 10 + digit, 255);
    }
  LalaoRecordNode *last = last_node (l);
  if (last == NULL)
    return failed (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("an annotation must follow a move."));
  g_array_append_val (last->nags, nag);
  return LINE_GOES_ON;
}

/* Whether the game still goes on before the move `word` (as a game
 * played in the app would), the repetitions along this line counted. A
 * variation writes over the entries after its start, so the entry of
 * this ply is set again each time. */
static gboolean
still_going (Reader *r, LineReader *l, const char *word, int line_no, GError **error)
{
  const LalaoEngine *e = r->game->engine;
  guint64 hash = e->hash (&l->pos);
  int repetitions = 0;

  g_array_set_size (r->hashes, l->ply + 1);
  g_array_index (r->hashes, guint64, l->ply) = hash;
  for (guint i = 0; i <= l->ply; i++)
    repetitions += g_array_index (r->hashes, guint64, i) == hash;
  LalaoStatus status = e->status (&l->pos, repetitions);
  if (status.result == LALAO_ONGOING)
    return TRUE;
  g_autofree char *end = lalao_explain_end (e, &l->pos, status);
  /* Translators: %u is the move's number, the first %s the move ("N5"), the second says how the game ended. */
  return fail (error, LALAO_RECORD_ERROR_MOVE, line_no, _("move %u, %s, comes after the end of the game. %s"),
               lalao_record_move_number (r->first_offset, l->ply), word, end);
}

/* A move, checked by the engine and written back in its notation. */
static LineStep
read_move (Reader *r, LineReader *l, GString *word, int line_no, GError **error)
{
  const LalaoEngine *e = r->game->engine;
  LalaoMove move;
  LalaoError err;
  char text[LALAO_MOVE_TEXT_MAX];

  /* "!" or "?" after it, or a check sign. */
  gsize end = word->len;
  while (end > 0 && (word->str[end - 1] == '!' || word->str[end - 1] == '?'))
    end--;
  int nag = suffix_nag (word->str + end);
  g_string_truncate (word, end);
  while (word->len > 1 && (word->str[word->len - 1] == '+' || word->str[word->len - 1] == '#'))
    g_string_truncate (word, word->len - 1);

  if (!still_going (r, l, word->str, line_no, error))
    return LINE_FAILED;
  lalao_engine_read_move (e, &l->pos, word->str, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    {
      g_autofree char *why = lalao_explain_error (e, &l->pos, &err);
      /* Translators: %u is the move's number, the first %s the move ("N5"), the second says why. */
      fail (error, LALAO_RECORD_ERROR_MOVE, line_no, _("move %u, %s, is not legal. %s"),
            lalao_record_move_number (r->first_offset, l->ply), word->str, why);
      return LINE_FAILED;
    }
  e->format_move (&l->pos, move, text);
  LalaoRecordNode *node = lalao_record_node_new (text);
  if (nag > 0)
    g_array_append_val (node->nags, nag);
  g_ptr_array_add (l->line->nodes, node);
  l->before = l->pos;
  e->play (&l->pos, move, &l->pos, NULL);
  l->ply++;
  return LINE_GOES_ON;
}

/* A word: the result, a move number (perhaps glued to its move), or a
 * move. */
static LineStep
read_word (Reader *r, LineReader *l, GError **error)
{
  Scanner *s = r->s;
  int line_no = s->line;
  g_autoptr (GString) word = g_string_new (NULL);
  int c;

  while ((c = peek (s)) >= 0 && !g_ascii_isspace (c) && strchr ("{}()[];$", c) == NULL)
    g_string_append_c (word, (char) next_char (s));
  if (word->len == 0)
    {
      fail (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("the character “%c” is not expected here."), next_char (s));
      return LINE_FAILED;
    }
  if (is_result (word->str))
    {
      if (l->depth > 0)
        return failed (error, LALAO_RECORD_ERROR_SYNTAX, l->open_line,
                       _("the variation that starts here is not closed by “)”."));
      g_free (r->game->result);
      r->game->result = g_strdup (word->str);
      r->ended = TRUE;
      return LINE_ENDS;
    }
  if (g_ascii_isdigit (word->str[0]))
    {
      /* A move number, "12." or "12...". */
      gsize i = 0;
      while (g_ascii_isdigit (word->str[i]))
        i++;
      if (word->str[i] != '.')
        {
          fail (error, LALAO_RECORD_ERROR_SYNTAX, line_no, _("“%s” is neither a move number nor a result."), word->str);
          return LINE_FAILED;
        }
      while (word->str[i] == '.')
        i++;
      g_string_erase (word, 0, (gssize) i);
      if (word->len == 0)
        return LINE_GOES_ON;
    }
  return read_move (r, l, word, line_no, error);
}

/* Reads a line of moves from `start` (the main line at depth 0), until
 * ")" for a variation, or the result, a tag or the end for the main line:
 * each piece of movetext goes to its reader by its first character. */
static gboolean
read_line (Reader *r, LalaoRecordLine *line, const LalaoPosition *start, guint ply, int depth, GError **error)
{
  LineReader l = { line, *start, *start, ply, depth, r->s->line };

  for (;;)
    {
      skip_space (r->s);
      int c = peek (r->s);
      LineStep step = c < 0 || c == '['       ? end_of_moves (r, &l, error)
                      : c == '{' || c == ';' ? read_comment (r, &l, error)
                      : c == '('             ? read_variation (r, &l, error)
                      : c == ')'             ? close_variation (r, &l, error)
                      : c == '$'             ? read_nag (r, &l, error)
                                             : read_word (r, &l, error);
      if (step != LINE_GOES_ON)
        return step == LINE_ENDS;
    }
}

/* One game: its tags, then its moves. */
static LalaoRecordGame *
read_game (Scanner *s, GError **error)
{
  g_autoptr (LalaoRecordGame) game = lalao_record_game_new (NULL, 0, NULL);
  g_autoptr (GHashTable) lines = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int tags_line = s->line;
  const char *variant, *fen, *rules, *setup;
  LalaoPosition start;
  LalaoError err;

  while (skip_space (s), peek (s) == '[')
    if (!read_tag (s, game, lines, error))
      return NULL;

  variant = lalao_record_game_get_tag (game, "Variant");
  if (variant == NULL)
    {
      fail (error, LALAO_RECORD_ERROR_VARIANT, tags_line,
            _("the game does not say which game it is: a [Variant] tag is needed (Samantsy, Songo, Fanorona or Surakarta)."));
      return NULL;
    }
  for (int i = 0; i < LALAO_N_GAMES && game->engine == NULL; i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      if (e != NULL && g_ascii_strcasecmp (e->name, variant) == 0)
        game->engine = e;
    }
  if (game->engine == NULL)
    {
      fail (error, LALAO_RECORD_ERROR_VARIANT, tag_line (lines, "Variant", tags_line),
            _("Lalao does not play the variant “%s”: it plays Samantsy, Songo, Fanorona and Surakarta."), variant);
      return NULL;
    }
  /* The record names the game as the engine does. */
  lalao_record_game_set_tag (game, "Variant", game->engine->name);

  game->options = lalao_engine_default_options (game->engine);
  rules = lalao_record_game_get_tag (game, "Rules");
  if (rules != NULL)
    {
      g_autofree char *unknown = NULL;
      if (!lalao_options_from_text (game->engine, rules, &game->options, &unknown))
        {
          fail (error, LALAO_RECORD_ERROR_RULES, tag_line (lines, "Rules", tags_line), _("%s has no rule “%s”."),
                game->engine->name, unknown);
          return NULL;
        }
    }

  fen = lalao_record_game_get_tag (game, "FEN");
  setup = lalao_record_game_get_tag (game, "SetUp");
  if (setup != NULL && !g_str_equal (setup, "0") && !g_str_equal (setup, "1"))
    {
      /* Translators: [SetUp "1"] says that a saved game starts from the position of its [FEN] tag. */
      fail (error, LALAO_RECORD_ERROR_FEN, tag_line (lines, "SetUp", tags_line),
            _("the [SetUp] tag must be “0” or “1”, not “%s”."), setup);
      return NULL;
    }
  if (setup != NULL && g_str_equal (setup, "1") && fen == NULL)
    {
      fail (error, LALAO_RECORD_ERROR_FEN, tag_line (lines, "SetUp", tags_line),
            _("the [SetUp] tag says that the game starts from a position of its own, but no [FEN] tag gives it."));
      return NULL;
    }
  if (fen != NULL)
    {
      char standard[LALAO_FEN_MAX];
      if (!game->engine->from_fen (&start, fen, game->options, &err))
        {
          g_autofree char *why = lalao_explain_error (game->engine, NULL, &err);
          /* Translators: %1$s is the position's text in a [FEN] tag, %2$s says what is wrong. */
          fail (error, LALAO_RECORD_ERROR_FEN, tag_line (lines, "FEN", tags_line),
                _("the position “%1$s” of the [FEN] tag cannot be read. %2$s"), fen, why);
          return NULL;
        }
      game->engine->to_fen (&start, standard);
      game->fen = g_strdup (standard);
    }
  else
    game->engine->start (&start, game->options);

  g_autoptr (GArray) hashes = g_array_new (FALSE, FALSE, sizeof (guint64));
  Reader reader = { s, game, game->engine->side_to_move (&start) == LALAO_SECOND, FALSE, hashes };
  if (!read_line (&reader, game->moves, &start, 0, 0, error))
    return NULL;
  if (!reader.ended)
    {
      /* No result after the moves: the Result tag says it. */
      const char *result = lalao_record_game_get_tag (game, "Result");
      if (result != NULL && is_result (result))
        {
          g_free (game->result);
          game->result = g_strdup (result);
        }
    }
  lalao_record_game_set_tag (game, "Result", game->result);
  return g_steal_pointer (&game);
}

GPtrArray *
lalao_record_read (const char *text, gsize length, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) lalao_record_game_free);
  Scanner s = { text, length, 0, 1 };
  const char *bad;

  if (length > LALAO_RECORD_MAX_SIZE)
    {
      g_set_error (error, LALAO_RECORD_ERROR, LALAO_RECORD_ERROR_TOO_LARGE,
                   _("The file is too large to be a record of games (more than %d MiB)."),
                   LALAO_RECORD_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_utf8_validate (text, (gssize) length, &bad) || memchr (text, '\0', length) != NULL)
    {
      int line = 1;
      const char *stop = bad != NULL && bad < text + length ? bad : memchr (text, '\0', length);
      for (const char *c = text; stop != NULL && c < stop; c++)
        line += *c == '\n';
      fail (error, LALAO_RECORD_ERROR_NOT_TEXT, line, _("this is not text: the file is not a record of games."));
      return NULL;
    }
  /* A byte order mark is no part of the record. */
  if (length >= 3 && memcmp (text, "\xEF\xBB\xBF", 3) == 0)
    s.at = 3;

  for (;;)
    {
      LalaoRecordGame *game;
      skip_space (&s);
      if (peek (&s) < 0)
        break;
      if ((game = read_game (&s, error)) == NULL)
        return NULL;
      g_ptr_array_add (games, game);
    }
  if (games->len == 0)
    {
      g_set_error (error, LALAO_RECORD_ERROR, LALAO_RECORD_ERROR_EMPTY, _("The file holds no game."));
      return NULL;
    }
  return g_steal_pointer (&games);
}

GPtrArray *
lalao_record_read_file (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr (GFileInfo) info = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, cancellable, error);
  if (info == NULL)
    return NULL;
  if (g_file_info_get_size (info) > LALAO_RECORD_MAX_SIZE)
    {
      g_set_error (error, LALAO_RECORD_ERROR, LALAO_RECORD_ERROR_TOO_LARGE,
                   _("The file is too large to be a record of games (more than %d MiB)."),
                   LALAO_RECORD_MAX_SIZE / (1024 * 1024));
      return NULL;
    }
  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, error))
    return NULL;
  return lalao_record_read (contents, length, error);
}

