/* lalao-board-painter.h — what each game's board painter provides.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A painter draws in board units (one square, pit or line spacing is about
 * one unit; y grows downward) a pure function of the position and the
 * highlights, so boards can be rendered offscreen for tests. The board
 * view scales units to pixels and turns the board for "flip".
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "lalao-engine.h"

#define LALAO_BOARD_MAX_KINDS 8

struct LalaoBoardStory;
struct LalaoOptionText;
struct LalaoSetup;

/* The looks a person can choose in the preferences. */
typedef enum {
  LALAO_BOARD_STYLE_WOOD,
  LALAO_BOARD_STYLE_PLAIN,
  LALAO_BOARD_STYLE_HIGH_CONTRAST,
} LalaoBoardStyle;

#define LALAO_BOARD_MAX_ARROWS 4

/* What the board shows besides the pieces. Points are the engine's. */
typedef struct {
  int selected;          /* -1: none */
  guint64 targets;       /* bit per point a click can go to */
  guint64 takes;         /* bit per point whose piece a choice would take */
  int last_from, last_to;/* the last move, -1 when none */
  int hint_from, hint_to;/* a hint on the board, -1 when none */
  gboolean flipped;      /* the board is seen from the second player's side */
  gboolean dark;         /* the dark style is on */
  LalaoBoardStyle style;
  gboolean flat_pieces;  /* pieces without shading */
  gboolean coordinates;  /* draw file and rank names */
  guint64 hidden;        /* bit per point whose piece is not drawn (it floats) */
  guint64 fading;        /* bit per point whose piece is drawn faded, at opacity fade */
  double fade;
  int cursor;            /* the keyboard's point, -1: none */
  /* A lesson's marks: points ringed in green, and arrows from point to point. */
  guint64 marked;
  int arrows[LALAO_BOARD_MAX_ARROWS][2];
  int n_arrows;
  /* The coach's overlay: the points whose pieces or seeds the opponent
   * could take next turn. */
  guint64 threats;
  /* The last move, kept in sight until the next: the points of its steps
   * (a Fanorona chain) and the pieces it removed, drawn faint where they
   * stood (`ghosts`, from `before`, the position before the move). */
  int last_path[16];
  int n_last_path;
  guint64 ghosts;
  const LalaoPosition *before;
  /* A capture's way, shown before it is played when its target is under
   * the pointer or the keyboard's cursor (Surakarta's loops). */
  gboolean has_path;
  LalaoMove path_move;
  /* A piece drawn off the points, in units: dragged or moving. */
  gboolean floating;
  int floating_kind;
  LalaoSide floating_side;
  double floating_x, floating_y;
} LalaoBoardHighlights;

typedef struct {
  const char *game_id;
  /* What the start page says of the game: where it is played and the
   * game in one sentence (N_() strings, translated where shown). */
  const char *region;
  const char *summary;
  double width, height;  /* the board's size in units, margins included */
  int n_points;
  /* How much taller than wide a point is (Songo's oval pits): its rings
   * and its clickable area are stretched so; 0 for round points. */
  double point_stretch;

  /* The centre of a point in units, as seen unflipped. */
  void (*point_centre) (int point, double *x, double *y);
  /* Draws the board, the pieces and the highlights. */
  void (*draw) (cairo_t *cr, const LalaoPosition *pos, const LalaoBoardHighlights *h);
  /* The name of the piece on a point, for tooltips (NULL: none). */
  char *(*describe_point) (const LalaoPosition *pos, int point);

  /* Pieces that can leave their points: the captured ones beside the
   * board, dragged and moving pieces (n_kinds 0: none, as in Songo, whose
   * stores are on the board). piece_at gives a point's piece kind and
   * side, -1 when empty; draw_piece draws one centred on (x, y) with the
   * radius 0.38, and piece_radius is the radius on the board. */
  int n_kinds;
  int (*piece_at) (const LalaoPosition *pos, int point, LalaoSide *side);
  void (*draw_piece) (cairo_t *cr, int kind, LalaoSide side, double x, double y, const LalaoBoardHighlights *h);
  double piece_radius;
  /* The name of a kind of piece for screen readers ("basy", "stone"). */
  const char *(*kind_name) (int kind);
  /* What each kind is, for the piece legend (N_() strings: "the
   * elephant"); NULL for games of plain stones. */
  const char *const *kind_roles;

  /* Games whose captures are counted, not drawn beside the board (Songo's
   * seeds): how many `taker` has captured; NULL for the others. */
  int (*captured_count) (const LalaoPosition *pos, LalaoSide taker);
  /* Where a side's store is, in units as seen unflipped, when captures
   * are kept in stores on the board (Songo); NULL for the others. */
  void (*store_centre) (LalaoSide side, double *x, double *y);
  /* What the person playing against the computer should know of their
   * side of the board, and what the board's marks mean (N_() sentences,
   * NULL: nothing to say). */
  const char *your_side;
  const char *legend;

  /* The way a move's piece travels, as points in units (at most max),
   * when it is not straight from point to point (Surakarta's loops);
   * NULL or 0: straight through the points of the move's steps. */
  int (*move_path) (const LalaoPosition *before, LalaoMove move, double *xy, int max);
  /* Tells a move as beats to animate, from its trace (lalao-board-story.h);
   * NULL: the piece glides and the pieces taken fade. */
  void (*tell) (const LalaoPosition *before, LalaoMove move, const LalaoTrace *trace,
                struct LalaoBoardStory *story);

  /* The sentence over the pieces `taker` has taken (n of them, n >= 1)
   * when they have a word of their own (Fanorona's stones), with
   * ngettext(); NULL: "… has taken n pieces:". */
  char *(*taken_sentence) (const LalaoEngine *engine, LalaoSide taker, int n);
  /* The options of RULES.md a person can switch in the new-game dialog,
   * with what they mean (lalao-option-texts.h), ended by a row of NULLs;
   * NULL when the game has none. */
  const struct LalaoOptionText *option_texts;
  /* A board of pits (the engine has no `grid`): puts the board editor's
   * seeds, in pits and stores (lalao-setup.h), into pos, a position of
   * the game, as they are even when they make no valid position, so that
   * draw() shows them. NULL for a game on a grid. */
  void (*put_seeds) (LalaoPosition *pos, struct LalaoSetup *setup);
} LalaoBoardPainter;

extern const LalaoBoardPainter lalao_samantsy_painter;
extern const LalaoBoardPainter lalao_songo_painter;
extern const LalaoBoardPainter lalao_fanorona_painter;
extern const LalaoBoardPainter lalao_surakarta_painter;

const LalaoBoardPainter *lalao_board_painter_lookup (const char *game_id);

/* Units to pixels for a widget of this size: the board is centred and as
 * large as fits. */
typedef struct {
  double x0, y0, unit;
} LalaoBoardLayout;

void lalao_board_layout (const LalaoBoardPainter *p, int width, int height, LalaoBoardLayout *layout);

/* Where a point is drawn, in pixels, with the flip applied. */
void lalao_board_point_pixels (const LalaoBoardPainter *p, const LalaoBoardLayout *layout,
                               gboolean flipped, int point, double *x, double *y);

/* The point under a pixel (within 0.5 units of its centre), or -1. */
int lalao_board_point_at (const LalaoBoardPainter *p, const LalaoBoardLayout *layout,
                          gboolean flipped, double x, double y);

/* Paints the whole board into cr at this size (the board view and the
 * offscreen tests both call this). */
void lalao_board_paint (const LalaoBoardPainter *p, cairo_t *cr, int width, int height,
                        const LalaoPosition *pos, const LalaoBoardHighlights *h);

/* Shared drawing helpers, in units. */
/* The name of a column (file TRUE) or a row of the board's edge, drawn
 * at (x, y) as seen unflipped: on a turned board at the opposite edge,
 * so that the names stay at the foot and on the left. */
void lalao_board_edge_text (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPainter *p,
                            double x, double y, double size, const char *text, gboolean file);
void lalao_board_text (cairo_t *cr, const LalaoBoardHighlights *h, const LalaoBoardPainter *p,
                       double x, double y, double size, const char *text);
void lalao_board_disc (cairo_t *cr, double x, double y, double r, gboolean light, const LalaoBoardHighlights *h);
void lalao_board_marks (cairo_t *cr, const LalaoBoardPainter *p, const LalaoBoardHighlights *h);
/* The points a click may go to and the stones a choice takes: over the
 * pieces (a ring round a piece to capture, a dot on an empty point). */
void lalao_board_targets (cairo_t *cr, const LalaoBoardPainter *p, const LalaoPosition *pos,
                          const LalaoBoardHighlights *h);
/* One disc per bit of stones[side] (bit n = point n), except h->hidden. */
void lalao_board_stones (cairo_t *cr, const LalaoBoardPainter *p, const uint64_t stones[2], double r,
                         const LalaoBoardHighlights *h);
/* piece_at and draw_piece for games of plain stones (one kind). */
int lalao_board_stone_at (const uint64_t stones[2], int point, LalaoSide *side);
const char *lalao_board_stone_name (int kind);
void lalao_board_draw_stone (cairo_t *cr, int kind, LalaoSide side, double x, double y, const LalaoBoardHighlights *h);

/* The colours of a board in the chosen style: each painter gives its wood
 * (light and dark) and its wood lines; plain and high contrast are the
 * same for every game. line_width scales the painter's line widths. */
typedef struct {
  double board[3];
  double line[4];
  double text[3];
  double line_width;
} LalaoBoardPalette;

void lalao_board_palette (const LalaoBoardHighlights *h, const double wood_light[3], const double wood_dark[3],
                          const double wood_line[4], LalaoBoardPalette *palette);
void lalao_board_set_colour (cairo_t *cr, const double rgb[3]);
void lalao_board_set_line (cairo_t *cr, const LalaoBoardPalette *palette, double width);
