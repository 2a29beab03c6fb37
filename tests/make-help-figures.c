/* make-help-figures.c — the board figures of the help, drawn by the
 * app's own painters.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with `meson compile -C _build help-figures`: it writes the PNG files
 * of help/C/figures/, which are committed. Each figure is a position
 * with its marked points, in the light wood style.
 */
#include "config.h"

#include <cairo.h>
#include <gtk/gtk.h>

#include "lalao-board-painter.h"
#include "lalao-board-style.h"
#include "lalao-engine.h"

typedef struct {
  const char *file;
  const char *game;
  const char *fen;
  const char *marks;  /* point names, space-separated */
} Figure;

static const Figure figures[] = {
  { "samantsy-start", "samantsy", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "" },
  { "samantsy-basy", "samantsy", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "c1 a3 e3 g1 c5 g5 a7 e7" },
  { "songo-start", "songo", "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0", "" },
  { "songo-example-2", "songo", "5,5,9,5,5,5,5/1,5,2,0,2,3,1 s 9 8", "S2 N4 N5 N6" },
  { "fanorona-start", "fanorona", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w", "e3" },
  { "fanorona-chain", "fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2 b3 c3 b4" },
  { "surakarta-start", "surakarta", "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1", "" },
  { "surakarta-capture", "surakarta", "b5/6/4b1/6/3w2/6 w 0 1", "d2 e4" },
};

#define WIDTH 480

static guint64
marked (const LalaoEngine *e, const char *names)
{
  g_auto (GStrv) list = g_strsplit (names, " ", -1);
  guint64 bits = 0;
  char buf[16];

  for (char **name = list; *name != NULL; name++)
    for (int i = 0; **name != '\0' && i < 64; i++)
      {
        e->point_name (i, buf);
        if (g_str_equal (buf, *name))
          bits |= G_GUINT64_CONSTANT (1) << i;
      }
  return bits;
}

/* Samantsy's six pieces in a row, each above its Malagasy name (the
 * names are the same in every language, so one figure serves all). */
static void
pieces_figure (const char *dir)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup ("samantsy");
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1, .hint_from = -1, .hint_to = -1,
                             .cursor = -1 };
  g_autofree char *path = g_build_filename (dir, "samantsy-pieces.png", NULL);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, 110);
  cairo_t *cr = cairo_create (surface);

  lalao_board_style_fill (&h);
  cairo_scale (cr, WIDTH / 6.0, WIDTH / 6.0);
  for (int k = 0; k < p->n_kinds; k++)
    {
      g_autofree char *name = g_strdup (p->kind_name (k));
      name[0] = g_ascii_toupper (name[0]);
      p->draw_piece (cr, k, LALAO_FIRST, k + 0.5, 0.45, &h);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
      lalao_board_text (cr, &h, p, k + 0.5, 1.12, 0.2, name);
    }
  cairo_destroy (cr);
  if (cairo_surface_write_to_png (surface, path) != CAIRO_STATUS_SUCCESS)
    g_error ("could not write %s", path);
  cairo_surface_destroy (surface);
  g_print ("%s\n", path);
}

int
main (int argc, char **argv)
{
  if (argc != 2)
    {
      g_printerr ("usage: make-help-figures DIRECTORY\n");
      return 2;
    }
  gtk_init ();
  for (gsize i = 0; i < G_N_ELEMENTS (figures); i++)
    {
      const Figure *f = &figures[i];
      const LalaoEngine *e = lalao_engine_lookup (f->game);
      const LalaoBoardPainter *p = lalao_board_painter_lookup (f->game);
      LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1,
                                 .hint_from = -1, .hint_to = -1, .cursor = -1 };
      int height = (int) (WIDTH * p->height / p->width + 0.5);
      g_autofree char *path = g_strdup_printf ("%s/%s.png", argv[1], f->file);
      cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, height);
      cairo_t *cr = cairo_create (surface);
      LalaoPosition pos;
      LalaoError err;

      if (!e->from_fen (&pos, f->fen, lalao_engine_default_options (e), &err))
        g_error ("%s: %s", f->file, err.message);
      lalao_board_style_fill (&h);
      h.coordinates = TRUE;
      h.marked = marked (e, f->marks);
      lalao_board_paint (p, cr, WIDTH, height, &pos, &h);
      cairo_destroy (cr);
      if (cairo_surface_write_to_png (surface, path) != CAIRO_STATUS_SUCCESS)
        g_error ("could not write %s", path);
      cairo_surface_destroy (surface);
      g_print ("%s\n", path);
    }
  pieces_figure (argv[1]);
  return 0;
}
