/* lalao-piece-art.c — pieces drawn from the vector art of data/pieces/.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-piece-art"

#include "config.h"

#include <gio/gio.h>
#include <stdlib.h>
#include <string.h>

#include "lalao-piece-art.h"

/* One path: its commands, each a letter and up to six numbers. */
typedef struct {
  char op;
  double v[6];
} Command;

/* set name → GHashTable of path id → GArray of Command */
static GHashTable *sets;

static GArray *
parse_path (const char *d)
{
  GArray *path = g_array_new (FALSE, TRUE, sizeof (Command));
  const char *s = d;

  while (*s != '\0')
    {
      Command c = { 0 };
      int n;
      while (*s == ' ' || *s == ',' || *s == '\n' || *s == '\t')
        s++;
      if (*s == '\0')
        break;
      c.op = *s++;
      n = c.op == 'M' || c.op == 'L' ? 2 : c.op == 'C' ? 6 : 0;
      if (n == 0 && c.op != 'Z')
        {
          g_warning ("a piece's path has the command '%c', which Lalao does not read", c.op);
          break;
        }
      for (int i = 0; i < n; i++)
        {
          char *end;
          c.v[i] = g_ascii_strtod (s, &end);
          if (end == s)
            {
              g_warning ("a piece's path lacks a number after '%c'", c.op);
              return path;
            }
          s = end;
          while (*s == ' ' || *s == ',')
            s++;
        }
      g_array_append_val (path, c);
    }
  return path;
}

static void
on_element (GMarkupParseContext *context, const char *element, const char **names, const char **values,
            gpointer data, GError **error)
{
  const char *id = NULL, *d = NULL;

  if (!g_str_equal (element, "path"))
    return;
  for (int i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], "id"))
      id = values[i];
    else if (g_str_equal (names[i], "d"))
      d = values[i];
  if (id != NULL && d != NULL)
    g_hash_table_insert (data, g_strdup (id), parse_path (d));
}

static GHashTable *
load_set (const char *set)
{
  GHashTable *paths = g_hash_table_lookup (sets, set);
  g_autofree char *resource = NULL;
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  static const GMarkupParser parser = { .start_element = on_element };

  if (paths != NULL)
    return paths;
  paths = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_array_unref);
  resource = g_strdup_printf (RESOURCE_BASE "/pieces/%s.svg", set);
  bytes = g_resources_lookup_data (resource, 0, NULL);
  if (bytes != NULL)
    {
      g_autoptr (GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, paths, NULL);
      gsize size;
      const char *text = g_bytes_get_data (bytes, &size);
      if (!g_markup_parse_context_parse (context, text, (gssize) size, &error)
          || !g_markup_parse_context_end_parse (context, &error))
        g_warning ("the pieces of %s do not read: %s", set, error->message);
    }
  g_hash_table_insert (sets, g_strdup (set), paths);
  return paths;
}

static GArray *
lookup (const char *set, const char *name, const char *part)
{
  g_autofree char *id = g_strdup_printf ("%s-%s", name, part);

  if (sets == NULL)
    sets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  return g_hash_table_lookup (load_set (set), id);
}

static void
trace (cairo_t *cr, GArray *path)
{
  cairo_new_path (cr);
  for (guint i = 0; i < path->len; i++)
    {
      const Command *c = &g_array_index (path, Command, i);
      switch (c->op)
        {
        case 'M': cairo_move_to (cr, c->v[0], c->v[1]); break;
        case 'L': cairo_line_to (cr, c->v[0], c->v[1]); break;
        case 'C': cairo_curve_to (cr, c->v[0], c->v[1], c->v[2], c->v[3], c->v[4], c->v[5]); break;
        default: cairo_close_path (cr); break;
        }
    }
}

gboolean
lalao_piece_art_draw (cairo_t *cr, const char *set, const char *name, double x, double y, double size,
                      gboolean light, const LalaoBoardHighlights *h)
{
  GArray *body = lookup (set, name, "body"), *detail = lookup (set, name, "detail");
  gboolean contrast = h->style == LALAO_BOARD_STYLE_HIGH_CONTRAST;
  /* Light wood with a dark outline; dark wood with a darker outline and
   * light details; pure white and black in high contrast. */
  double fill[3] = { 0.95, 0.90, 0.78 }, fill_low[3] = { 0.86, 0.78, 0.62 }, outline[3] = { 0.25, 0.16, 0.09 };
  double lines[3] = { 0.25, 0.16, 0.09 };

  if (body == NULL)
    return FALSE;
  if (!light)
    {
      double f[3] = { 0.30, 0.20, 0.13 }, low[3] = { 0.16, 0.10, 0.06 }, o[3] = { 0.07, 0.04, 0.02 };
      double l[3] = { 0.86, 0.76, 0.58 };
      memcpy (fill, f, sizeof fill);
      memcpy (fill_low, low, sizeof fill_low);
      memcpy (outline, o, sizeof outline);
      memcpy (lines, l, sizeof lines);
    }
  if (!light && h->dark)
    {
      /* On the dark board, dark wood needs a light rim to stand out. */
      double rim[3] = { 0.62, 0.52, 0.40 };
      memcpy (outline, rim, sizeof outline);
    }
  if (contrast)
    for (int i = 0; i < 3; i++)
      {
        fill[i] = fill_low[i] = light ? 1 : 0;
        outline[i] = 0;
        lines[i] = light ? 0 : 1;
      }
  cairo_save (cr);
  cairo_translate (cr, x, y);
  if (h->flipped)
    cairo_rotate (cr, G_PI);  /* upright on a turned board */
  cairo_scale (cr, size / 100, size / 100);
  cairo_translate (cr, -50, -52);
  trace (cr, body);
  if (h->flat_pieces || contrast)
    cairo_set_source_rgb (cr, fill[0], fill[1], fill[2]);
  else
    {
      /* Lit from the upper left. */
      cairo_pattern_t *wood = cairo_pattern_create_linear (20, 10, 80, 92);
      cairo_pattern_add_color_stop_rgb (wood, 0, fill[0], fill[1], fill[2]);
      cairo_pattern_add_color_stop_rgb (wood, 1, fill_low[0], fill_low[1], fill_low[2]);
      cairo_set_source (cr, wood);
      cairo_pattern_destroy (wood);
    }
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, outline[0], outline[1], outline[2]);
  cairo_set_line_width (cr, contrast ? 5 : 3.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  if (detail != NULL)
    {
      trace (cr, detail);
      cairo_set_source_rgb (cr, lines[0], lines[1], lines[2]);
      cairo_set_line_width (cr, contrast ? 4 : 3);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
  return TRUE;
}
