/* cli-uci-client.c — talking to another engine over UCI.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-cli"

#include "cli-uci-client.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-search.h"

struct CliUciClient {
  char *command;
  GSubprocess *process;
  GOutputStream *in;        /* the engine's stdin */
  GDataInputStream *out;    /* the engine's stdout */
};

static gboolean
send (CliUciClient *c, GError **error, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
send (CliUciClient *c, GError **error, const char *format, ...)
{
  va_list ap;
  va_start (ap, format);
  g_autofree char *line = g_strdup_vprintf (format, ap);
  va_end (ap);
  g_autofree char *text = g_strconcat (line, "\n", NULL);
  if (!g_output_stream_write_all (c->in, text, strlen (text), NULL, NULL, error)
      || !g_output_stream_flush (c->in, NULL, error))
    {
      g_prefix_error (error, "%s: ", c->command);
      return FALSE;
    }
  return TRUE;
}

/* Reads lines until one starts with `word`; returns it (to free), or
 * NULL with an error when the engine closes its output. Each other line
 * goes to `seen` when not NULL. */
static char *
read_until (CliUciClient *c, const char *word, void (*seen) (const char *, gpointer), gpointer data,
            GError **error)
{
  for (;;)
    {
      GError *local = NULL;
      char *line = g_data_input_stream_read_line_utf8 (c->out, NULL, NULL, &local);
      if (line == NULL)
        {
          if (local != NULL)
            g_propagate_prefixed_error (error, local, "%s: ", c->command);
          else
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                         "%s: the engine stopped before saying \"%s\"", c->command, word);
          return NULL;
        }
      g_strchomp (line);
      size_t n = strlen (word);
      if (strncmp (line, word, n) == 0 && (line[n] == '\0' || line[n] == ' '))
        return line;
      if (seen)
        seen (line, data);
      g_free (line);
    }
}

static gboolean
expect (CliUciClient *c, const char *word, GError **error)
{
  g_autofree char *line = read_until (c, word, NULL, NULL, error);
  return line != NULL;
}

CliUciClient *
cli_uci_client_new (const char *command, const char *variant, char **options, GError **error)
{
  g_auto (GStrv) argv = NULL;
  CliUciClient *c;

  if (!g_shell_parse_argv (command, NULL, &argv, error))
    return NULL;
  /* An engine that dies must be an error to report, not a signal that
   * ends the whole match without a word. */
  signal (SIGPIPE, SIG_IGN);
  c = g_new0 (CliUciClient, 1);
  c->command = g_strdup (command);
  c->process = g_subprocess_newv ((const char *const *) argv,
                                  G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                  | G_SUBPROCESS_FLAGS_STDERR_SILENCE, error);
  if (c->process == NULL)
    {
      g_prefix_error (error, "%s: ", command);
      cli_uci_client_free (c);
      return NULL;
    }
  c->in = g_object_ref (g_subprocess_get_stdin_pipe (c->process));
  c->out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (c->process));
  g_data_input_stream_set_newline_type (c->out, G_DATA_STREAM_NEWLINE_TYPE_ANY);

  gboolean ok = send (c, error, "uci") && expect (c, "uciok", error);
  /* The engine's own options first: Fairy-Stockfish needs its
   * VariantPath before it knows the variant. */
  for (char **o = options; ok && o && *o; o++)
    {
      const char *eq = strchr (*o, '=');
      g_autofree char *name = eq ? g_strndup (*o, (gsize) (eq - *o)) : g_strdup (*o);
      ok = eq ? send (c, error, "setoption name %s value %s", name, eq + 1)
              : send (c, error, "setoption name %s", name);
    }
  ok = ok && send (c, error, "setoption name UCI_Variant value %s", variant)
       && send (c, error, "isready") && expect (c, "readyok", error);
  if (!ok)
    {
      cli_uci_client_free (c);
      return NULL;
    }
  return c;
}

void
cli_uci_client_free (CliUciClient *c)
{
  if (c == NULL)
    return;
  if (c->in != NULL)
    {
      send (c, NULL, "quit");
      g_output_stream_close (c->in, NULL, NULL);
    }
  if (c->process != NULL && !g_subprocess_wait (c->process, NULL, NULL))
    g_subprocess_force_exit (c->process);
  g_clear_object (&c->in);
  g_clear_object (&c->out);
  g_clear_object (&c->process);
  g_free (c->command);
  g_free (c);
}

gboolean
cli_uci_client_new_game (CliUciClient *c, GError **error)
{
  return send (c, error, "ucinewgame") && send (c, error, "isready") && expect (c, "readyok", error);
}

/* Keeps the score and depth of each "info … depth D … score cp|mate N". */
static void
note_info (const char *line, gpointer data)
{
  CliUciReply *reply = data;
  g_auto (GStrv) words = g_strsplit (line, " ", -1);

  if (g_strcmp0 (words[0], "info") != 0)
    return;
  for (int i = 1; words[i] && words[i + 1]; i++)
    {
      if (strcmp (words[i], "depth") == 0)
        reply->depth = atoi (words[i + 1]);
      else if (strcmp (words[i], "score") == 0 && words[i + 2])
        {
          int n = atoi (words[i + 2]);
          if (strcmp (words[i + 1], "cp") == 0)
            reply->score = n, reply->has_score = TRUE;
          else if (strcmp (words[i + 1], "mate") == 0)
            {
              /* mate N: N moves (2N - 1 plies) to win; -N: 2N plies to lose. */
              reply->score = n > 0 ? LALAO_SCORE_WIN - (2 * n - 1) : -(LALAO_SCORE_WIN + 2 * n);
              reply->has_score = TRUE;
            }
        }
    }
}

gboolean
cli_uci_client_go (CliUciClient *c, const char *start_fen, char **moves, int n, gint64 movetime_ms,
                   CliUciReply *reply, GError **error)
{
  GString *position = g_string_new ("position fen ");
  g_string_append (position, start_fen);
  if (n > 0)
    g_string_append (position, " moves");
  for (int i = 0; i < n; i++)
    g_string_append_printf (position, " %s", moves[i]);

  memset (reply, 0, sizeof *reply);
  gboolean ok = send (c, error, "%s", position->str)
                && send (c, error, "go movetime %" G_GINT64_FORMAT, movetime_ms);
  g_string_free (position, TRUE);
  if (!ok)
    return FALSE;
  g_autofree char *line = read_until (c, "bestmove", note_info, reply, error);
  if (line == NULL)
    return FALSE;
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  if (words[1] == NULL || strcmp (words[1], "(none)") == 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: no move in \"%s\"", c->command, line);
      return FALSE;
    }
  g_strlcpy (reply->best, words[1], sizeof reply->best);
  return TRUE;
}
