/* lalao-board-view.c — the board widget shared by the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The move being entered is a LalaoMoveInput (src/model): this widget
 * turns clicks, drags and keys into points, draws what the input says,
 * and says what it chose ("move-chosen") or refused ("move-refused").
 */
#define G_LOG_DOMAIN "lalao-board"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "lalao-accessible.h"
#include "lalao-board-painter.h"
#include "lalao-board-point.h"
#include "lalao-board-story.h"
#include "lalao-board-style.h"
#include "lalao-board-view.h"
#include "lalao-painting.h"
#include "lalao-explainer.h"
#include "lalao-move-input.h"

struct _LalaoBoardView {
  GtkWidget parent_instance;

  LalaoGame *game;
  const LalaoBoardPainter *painter;
  gboolean interactive;
  gboolean flipped;
  gboolean coordinates;
  LalaoMove hint;
  gboolean has_hint;
  guint64 threats;           /* the coach's overlay */
  /* A lesson step's marked points and arrows. */
  guint64 marked;
  int arrows[LALAO_BOARD_MAX_ARROWS][2];
  int n_arrows;

  /* Input under way, and the actions it allows ("end-turn"). */
  LalaoMoveInput *input;
  GSimpleActionGroup *actions;
  int drag_start;
  int cursor;                /* the keyboard's point, -1 until a key is used */
  int hover;                 /* the point under the pointer, -1: none */
  int selected;              /* the selected point last notified, -1: none */
  gboolean choosing;         /* approach or withdrawal to choose, last notified */
  gboolean dragging;         /* the drag_start piece follows the pointer */
  double drag_x, drag_y;     /* where it is, in units */
  gboolean dropping;         /* a drop is being turned into clicks */
  gboolean skip_animation;   /* the coming move was placed by hand */

  /* The last move, animated: its story (lalao-board-story.h) played beat
   * by beat, each beat drawing its own board and traveller. */
  guint tick_id;
  gint64 animation_start;    /* frame time in µs, 0 until the first frame */
  double animation_ms;       /* time into the story, at normal speed */
  LalaoBoardStory *story;
  /* Stepping through the last move: the story held at one beat, -1 when not. */
  int held_beat;

  /* One LalaoBoardPoint per point, then one per store (screen readers,
   * the keyboard's focus); n_children of them. */
  GtkWidget **children;
  int n_children;
  gboolean pointer_focus;    /* focus moved by the mouse: no cursor */
  char *answer;              /* the last answer to a question by key */
};

G_DEFINE_FINAL_TYPE (LalaoBoardView, lalao_board_view, GTK_TYPE_WIDGET)

enum {
  SIGNAL_MOVE_CHOSEN,
  SIGNAL_MOVE_REFUSED,
  N_SIGNALS
};

enum {
  PROP_0,
  PROP_CHAIN_IN_PROGRESS,
  PROP_SELECTED,
  PROP_CHOOSING,
  N_PROPS
};

static guint signals[N_SIGNALS];
static GParamSpec *properties[N_PROPS];

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

static void board_refresh (LalaoBoardView *self);

static gboolean
focus_within (LalaoBoardView *self)
{
  return gtk_widget_has_focus (GTK_WIDGET (self)) || gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL;
}

static gboolean
chain_in_progress (LalaoBoardView *self)
{
  return lalao_move_input_get_chain_in_progress (self->input);
}

static guint
n_steps (const char *text)
{
  guint n = 1;
  for (const char *c = text; *c; c++)
    n += *c == ',';
  return n;
}

/* A capture whose way is not straight (Surakarta's loops) shows it
 * before it is played: its target is under the pointer, or else under the
 * keyboard's cursor. */
static void
capture_path (LalaoBoardView *self, LalaoBoardHighlights *h)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  LalaoMove moves[LALAO_MAX_MOVES];
  int selected = lalao_move_input_get_selected (self->input);
  guint64 targets = lalao_move_input_get_targets (self->input);
  int target = self->hover >= 0 && (targets & BIT (self->hover)) ? self->hover : h->cursor;

  if (self->painter->move_path == NULL || selected < 0 || target < 0 || !(targets & BIT (target)))
    return;
  int n = e->legal_moves (&pos, moves);
  for (int i = 0; i < n; i++)
    if (moves[i].from == selected && moves[i].to == target && (moves[i].flags & LALAO_MOVE_CAPTURE))
      {
        h->has_path = TRUE;
        h->path_move = moves[i];
        return;
      }
}

/* The points whose pieces move `index` removed (its captures), drawn
 * faint until the next move. Only games whose pieces can leave the
 * board have them. */
static guint64
removed_points (LalaoBoardView *self, guint index)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  const LalaoPosition *before = lalao_game_get_position_at (self->game, index);
  g_autofree char *text = lalao_game_dup_move_text (self->game, index);
  LalaoPosition after;
  LalaoTrace trace;
  LalaoMove move;
  LalaoError err;
  guint64 points = 0;

  if (self->painter->piece_at == NULL || self->painter->n_kinds == 0)
    return 0;
  lalao_engine_read_move (e, before, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    return 0;
  lalao_trace_clear (&trace);
  e->play (before, move, &after, &trace);
  for (int i = 0; i < trace.n; i++)
    if ((trace.events[i].kind == LALAO_EVENT_STONE_CAPTURED || trace.events[i].kind == LALAO_EVENT_PIECE_CAPTURED)
        && trace.events[i].a >= 0 && trace.events[i].a < 64)
      points |= BIT (trace.events[i].a);
  /* A capture by replacement leaves no empty point to mark. */
  for (guint64 b = points; b != 0; b &= b - 1)
    {
      LalaoSide side;
      if (self->painter->piece_at (&after, __builtin_ctzll (b), &side) >= 0)
        points &= ~BIT (__builtin_ctzll (b));
    }
  return points;
}

static void
fill_highlights (LalaoBoardView *self, LalaoBoardHighlights *h)
{
  memset (h, 0, sizeof *h);
  h->selected = lalao_move_input_get_selected (self->input);
  h->cursor = focus_within (self) && self->cursor < self->painter->n_points ? self->cursor : -1;
  h->last_from = h->last_to = h->hint_from = h->hint_to = -1;
  h->flipped = self->flipped;
  h->coordinates = self->coordinates;
  lalao_board_style_fill (h);
  if (g_settings_get_boolean (lalao_board_style_settings (), "show-legal-moves"))
    h->targets = lalao_move_input_get_targets (self->input);
  h->takes = lalao_move_input_get_takes (self->input);
  if (self->has_hint)
    {
      h->hint_from = self->hint.from;
      h->hint_to = self->hint.to;
    }
  h->marked = self->marked;
  h->threats = self->threats;
  capture_path (self, h);
  memcpy (h->arrows, self->arrows, sizeof h->arrows);
  h->n_arrows = self->n_arrows;
  guint n = lalao_game_get_n_moves (self->game);
  if (n > 0 && !chain_in_progress (self))
    {
      g_autofree char *last = lalao_game_dup_move_text (self->game, n - 1);
      int from, to, last_step_from, last_step_to;
      if (lalao_move_input_step_points (self->input, last, 0, &from, &to))
        {
          h->last_from = from;
          h->last_to = to;
          if (lalao_move_input_step_points (self->input, last, n_steps (last) - 1, &last_step_from, &last_step_to))
            h->last_to = last_step_to;
          /* A chain's way stays drawn until the next move. */
          h->last_path[h->n_last_path++] = from;
          for (guint i = 0; i < n_steps (last) && h->n_last_path < 16; i++)
            if (lalao_move_input_step_points (self->input, last, i, &last_step_from, &last_step_to))
              h->last_path[h->n_last_path++] = last_step_to;
        }
      h->before = lalao_game_get_position_at (self->game, n - 1);
      h->ghosts = removed_points (self, n - 1);
    }
}

static void
stop_animation (LalaoBoardView *self)
{
  if (self->held_beat >= 0)
    {
      self->held_beat = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
animation_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->animation_start == 0)
    self->animation_start = now;
  /* The speed setting stretches time: "slow" plays the story at half speed. */
  self->animation_ms = (double) (now - self->animation_start) / 1000.0 / lalao_board_style_animation_factor ();
  gtk_widget_queue_draw (widget);
  if (self->animation_ms >= lalao_board_story_length (self->story))
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (LalaoBoardView *self)
{
  gboolean enabled = TRUE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled, NULL);
  return enabled && lalao_board_style_animation_factor () > 0 && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Tells the game's last move as beats, from its trace; FALSE when there
 * is nothing to tell. */
static gboolean
tell_last_move (LalaoBoardView *self)
{
  guint n = self->game != NULL ? lalao_game_get_n_moves (self->game) : 0;
  g_autofree char *text = NULL;
  const LalaoPosition *before;
  LalaoMove move;
  LalaoError err;

  if (n == 0)
    return FALSE;
  before = lalao_game_get_position_at (self->game, n - 1);
  text = lalao_game_dup_move_text (self->game, n - 1);
  lalao_engine_read_move (lalao_game_get_engine (self->game), before, text, &move, &err);
  if (err.code != LALAO_ERROR_NONE)
    return FALSE;
  if (self->story == NULL)
    self->story = g_new0 (LalaoBoardStory, 1);
  lalao_board_story_tell (self->painter, before, move, lalao_game_get_last_trace (self->game), self->story);
  return self->story->n_beats > 0;
}

/* Animates the game's last move as its painter tells it from the trace. */
static void
animate_last_move (LalaoBoardView *self)
{
  stop_animation (self);
  if (!animations_enabled (self) || !tell_last_move (self))
    return;
  self->animation_start = 0;
  self->animation_ms = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
}

/* The painter rings the points under the keyboard's cursor, not the
 * stores: a store with the focus has its element's outline. */
static void
snapshot_store_focus (LalaoBoardView *self, GtkSnapshot *snapshot)
{
  graphene_rect_t bounds;
  GskRoundedRect outline;
  const float widths[4] = { 3, 3, 3, 3 };
  GdkRGBA colour;

  if (!focus_within (self) || self->cursor < self->painter->n_points || self->cursor >= self->n_children
      || !gtk_widget_compute_bounds (self->children[self->cursor], GTK_WIDGET (self), &bounds))
    return;
  gdk_rgba_parse (&colour, "#1c71d8");
  const GdkRGBA colours[4] = { colour, colour, colour, colour };
  gsk_rounded_rect_init_from_rect (&outline, &bounds, 6);
  gtk_snapshot_append_border (snapshot, &outline, widths, colours);
}

static void
lalao_board_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  LalaoBoardHighlights h;
  cairo_t *cr;

  if (self->game == NULL || self->painter == NULL || width <= 0 || height <= 0)
    return;
  fill_highlights (self, &h);
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  if (self->tick_id != 0 || self->held_beat >= 0)
    {
      double t;
      const LalaoBoardBeat *beat = lalao_board_story_at (self->story, self->animation_ms, &t);
      pos = beat->base;
      h.hidden = beat->hidden | beat->fading;
      h.fading = beat->fading;
      /* What is taken fades as the traveller comes near. */
      h.fade = beat->kind >= 0 && beat->n_path > 1 ? 1 - CLAMP ((t - 0.6) / 0.4, 0, 1) : 1 - t;
      h.last_from = h.last_to = -1;
      h.n_last_path = 0;
      h.ghosts = 0;
      h.floating = beat->kind >= 0;
      h.floating_kind = beat->kind;
      h.floating_side = beat->side;
      lalao_board_story_traveller_at (self->story, beat, t, &h.floating_x, &h.floating_y);
    }
  else if (self->dragging)
    {
      LalaoSide side;
      h.floating_kind = self->painter->piece_at (&pos, self->drag_start, &side);
      h.floating = h.floating_kind >= 0;
      h.hidden = h.floating ? BIT (self->drag_start) : 0;
      h.floating_side = side;
      h.floating_x = self->drag_x;
      h.floating_y = self->drag_y;
    }
  cr = lalao_painting_begin (widget, width, height);
  lalao_board_paint (self->painter, cr, width, height, &pos, &h);
  lalao_painting_end (cr, snapshot, width, height);
  snapshot_store_focus (self, snapshot);
}

void
lalao_board_view_render (const char *game_id, const LalaoPosition *pos, cairo_t *cr,
                         int width, int height, gboolean dark)
{
  const LalaoBoardPainter *p = lalao_board_painter_lookup (game_id);
  LalaoBoardHighlights h = { .selected = -1, .last_from = -1, .last_to = -1,
                             .hint_from = -1, .hint_to = -1, .cursor = -1 };

  lalao_board_style_fill (&h);
  h.dark = dark;
  if (p != NULL)
    lalao_board_paint (p, cr, width, height, pos, &h);
}

/* Tells the selected point's watchers when it changes. */
static void
sync_selected (LalaoBoardView *self)
{
  int selected = lalao_move_input_get_selected (self->input);
  gboolean choosing = lalao_move_input_get_choosing (self->input);

  if (choosing != self->choosing)
    {
      self->choosing = choosing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOOSING]);
    }
  if (selected == self->selected)
    return;
  self->selected = selected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED]);
}

guint
lalao_board_view_get_chain_captures (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  return (guint) __builtin_popcountll (lalao_move_input_get_chain_captures (self->input));
}

int
lalao_board_view_get_choice_stone (LalaoBoardView *self, char kind)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), -1);
  return lalao_move_input_get_choice_stone (self->input, kind);
}

void
lalao_board_view_cancel_input (LalaoBoardView *self)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  lalao_move_input_cancel (self->input);
  sync_selected (self);
  board_refresh (self);
}

/* What the input did: a move chosen or refused is said, and the board
 * shows the new state. */
static void
handle_input (LalaoBoardView *self, LalaoInputResult result)
{
  if (result == LALAO_INPUT_MOVE)
    {
      g_autofree char *move = g_strdup (lalao_move_input_get_move (self->input));
      /* A dropped piece is already where it goes, and a chain was seen
       * step by step: neither is animated again. */
      self->skip_animation = self->dropping || n_steps (move) > 1;
      g_signal_emit (self, signals[SIGNAL_MOVE_CHOSEN], 0, move);
      self->skip_animation = FALSE;
    }
  else if (result == LALAO_INPUT_REFUSED)
    {
      const char *why;
      const char *move = lalao_move_input_get_refused (self->input, &why);
      g_signal_emit (self, signals[SIGNAL_MOVE_REFUSED], 0, move, why);
    }
  sync_selected (self);
  board_refresh (self);
}

static void
click_point (LalaoBoardView *self, int point)
{
  if (self->game == NULL || !self->interactive || point < 0 || point >= self->painter->n_points)
    return;
  stop_animation (self);
  handle_input (self, lalao_move_input_click (self->input, point));
}

void
lalao_board_view_point_pixels (LalaoBoardView *self, int point, double *x, double *y)
{
  LalaoBoardLayout l;
  double ux, uy;

  lalao_board_layout (self->painter, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)), &l);
  if (point < self->painter->n_points)
    {
      lalao_board_point_pixels (self->painter, &l, self->flipped, point, x, y);
      return;
    }
  /* A store. */
  self->painter->store_centre ((LalaoSide) (point - self->painter->n_points), &ux, &uy);
  if (self->flipped)
    {
      ux = self->painter->width - ux;
      uy = self->painter->height - uy;
    }
  *x = l.x0 + ux * l.unit;
  *y = l.y0 + uy * l.unit;
}

static int
point_at (LalaoBoardView *self, double x, double y)
{
  LalaoBoardLayout l;
  if (self->painter == NULL)
    return -1;
  lalao_board_layout (self->painter, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)), &l);
  return lalao_board_point_at (self->painter, &l, self->flipped, x, y);
}

void
lalao_board_view_click_at (LalaoBoardView *self, double x, double y)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  click_point (self, point_at (self, x, y));
}

/* One gesture for both: a press and release on one point is a click; a
 * drag from a piece to another point is that piece's move. */
static void
board_on_drag_begin (GtkGestureDrag *gesture, double x, double y, LalaoBoardView *self)
{
  self->drag_start = point_at (self, x, y);
  /* The mouse takes over: the keyboard's cursor goes until a key is used. */
  self->cursor = -1;
  self->pointer_focus = TRUE;
  if (self->drag_start >= 0 && self->drag_start < self->n_children)
    gtk_widget_grab_focus (self->children[self->drag_start]);
  else if (!focus_within (self))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  self->pointer_focus = FALSE;
}

/* A piece of the side to move follows the pointer once it has moved a
 * few pixels away. */
static void
board_on_drag_update (GtkGestureDrag *gesture, double dx, double dy, LalaoBoardView *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  LalaoBoardLayout layout;
  LalaoSide side;
  double x, y;

  if (self->game == NULL || !self->interactive || self->drag_start < 0 || self->painter->piece_at == NULL)
    return;
  if (!self->dragging)
    {
      LalaoPosition pos = lalao_move_input_get_position (self->input);
      if (hypot (dx, dy) < 6 || self->painter->piece_at (&pos, self->drag_start, &side) < 0
          || side != lalao_game_get_side_to_move (self->game))
        return;
      self->dragging = TRUE;
      /* Selected, so its destinations show while it is carried. */
      lalao_move_input_select (self->input, self->drag_start);
      sync_selected (self);
    }
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  lalao_board_layout (self->painter, width, height, &layout);
  self->drag_x = (x + dx - layout.x0) / layout.unit;
  self->drag_y = (y + dy - layout.y0) / layout.unit;
  if (self->flipped)
    {
      self->drag_x = self->painter->width - self->drag_x;
      self->drag_y = self->painter->height - self->drag_y;
    }
  board_refresh (self);
}

static void
board_on_drag_end (GtkGestureDrag *gesture, double dx, double dy, LalaoBoardView *self)
{
  double x, y;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  int end = point_at (self, x + dx, y + dy);

  self->dropping = self->dragging;
  if (end == self->drag_start || self->drag_start < 0)
    click_point (self, self->drag_start);
  else
    {
      if (lalao_move_input_get_selected (self->input) != self->drag_start && !chain_in_progress (self))
        click_point (self, self->drag_start);
      click_point (self, end);
    }
  self->dropping = self->dragging = FALSE;
  board_refresh (self);
}

/* What is on a point, for screen readers: "c3, White's basy", "N3: 4 seeds". */
static char *
describe_for_reader (LalaoBoardView *self, int point)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  LalaoSide side;
  char name[8];
  int kind;

  if (self->painter->piece_at == NULL)
    return self->painter->describe_point (&pos, point);
  e->point_name (point, name);
  kind = self->painter->piece_at (&pos, point, &side);
  if (kind < 0)
    /* Translators: an empty point or square, for screen readers; %s is its name ("c3"). */
    return g_strdup_printf (_("%s, empty"), name);
  /* Translators: a piece on a point, for screen readers: "c3, White's basy"; %1$s is the point, %2$s the
   * player, %3$s the piece. */
  return g_strdup_printf (_("%1$s, %2$s’s %3$s"), name, lalao_side_name (e, side), self->painter->kind_name (kind));
}

/* What a store holds, for screen readers: "South’s store, 12 seeds". */
static char *
describe_store (LalaoBoardView *self, LalaoSide side)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  int n = self->painter->captured_count (&pos, side);
  /* Translators: a Songo store, for screen readers: "South’s store, 12 seeds"; %1$s is the player, %2$d
   * the seeds in it. */
  return g_strdup_printf (ngettext ("%1$s’s store, %2$d seed", "%1$s’s store, %2$d seeds", n),
                          lalao_side_name (e, side), n);
}

/* Adds to a point's name what the board shows on it. */
static void
add_point_states (LalaoBoardView *self, const LalaoBoardHighlights *h, guint64 targets, int point,
                  GString *name)
{
  guint64 bit = BIT (point);

  if (h->selected == point)
    /* Translators: said after a point's name and content when its piece is selected ("e2, White’s zaza, selected"). */
    g_string_append_printf (name, ", %s", _("selected"));
  if (targets & bit)
    /* Translators: said after a point's name when the selected piece can move there. */
    g_string_append_printf (name, ", %s", _("a move can go here"));
  if (h->takes & bit)
    /* Translators: said after a point's name when the move being chosen would take its piece. */
    g_string_append_printf (name, ", %s", _("would be taken"));
  if (point == h->last_from || point == h->last_to)
    /* Translators: said after a point's name when the last move started or ended there. */
    g_string_append_printf (name, ", %s", point == h->last_from ? _("last move from here") : _("last move to here"));
  if (point == h->hint_from || point == h->hint_to)
    /* Translators: said after a point's name when the hint's move starts or ends there. */
    g_string_append_printf (name, ", %s", point == h->hint_from ? _("hint: move from here") : _("hint: move to here"));
  if (h->threats & bit)
    /* Translators: said after a point's name when the coach marks its piece as threatened. */
    g_string_append_printf (name, ", %s", _("under threat"));
  if (h->marked & bit)
    /* Translators: said after a point's name when the lesson marks it. */
    g_string_append_printf (name, ", %s", _("marked by the lesson"));
}

/* Every point's and store's accessible name, from the position and the
 * marks as they are now: called whenever the board changes, so that no
 * name is ever stale. */
static void
update_accessible (LalaoBoardView *self)
{
  LalaoBoardHighlights h;
  guint64 targets;

  if (self->game == NULL || self->painter == NULL)
    return;
  fill_highlights (self, &h);
  targets = lalao_move_input_get_targets (self->input);
  for (int i = 0; i < self->n_children; i++)
    {
      g_autofree char *base = i < self->painter->n_points ? describe_for_reader (self, i)
                                                          : describe_store (self, i - self->painter->n_points);
      GString *name = g_string_new (base);
      if (i < self->painter->n_points)
        add_point_states (self, &h, targets, i, name);
      lalao_board_point_set_name (LALAO_BOARD_POINT (self->children[i]), name->str);
      g_string_free (name, TRUE);
    }
}

/* The board changed: its names follow, and it is drawn again. */
static void
board_refresh (LalaoBoardView *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The keyboard's focus follows the cursor, so that screen readers say
 * the point it is on. */
static void
focus_cursor (LalaoBoardView *self)
{
  if (self->cursor >= 0 && self->cursor < self->n_children && !gtk_widget_has_focus (self->children[self->cursor]))
    gtk_widget_grab_focus (self->children[self->cursor]);
}

/* A point reached by Tab, by a screen reader or by the arrow keys: the
 * cursor is there, drawn as a ring (not when the mouse moved the focus). */
static void
on_point_focus (GtkWidget *point, GParamSpec *pspec, LalaoBoardView *self)
{
  if (!gtk_widget_has_focus (point) || self->pointer_focus)
    return;
  self->cursor = lalao_board_point_get_index (LALAO_BOARD_POINT (point));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A point activated (Enter or Space on it, a screen reader's click). */
static void
on_point_clicked (GtkWidget *point, LalaoBoardView *self)
{
  self->cursor = lalao_board_point_get_index (LALAO_BOARD_POINT (point));
  click_point (self, self->cursor);
  board_refresh (self);
}

static void
clear_children (LalaoBoardView *self)
{
  for (int i = 0; i < self->n_children; i++)
    {
      g_signal_handlers_disconnect_by_data (self->children[i], self);
      gtk_widget_unparent (self->children[i]);
    }
  g_clear_pointer (&self->children, g_free);
  self->n_children = 0;
}

/* One element per point, and one per store, for the painter's board. */
static void
make_children (LalaoBoardView *self)
{
  clear_children (self);
  if (self->painter == NULL)
    return;
  self->n_children = self->painter->n_points + (self->painter->store_centre != NULL ? 2 : 0);
  self->children = g_new0 (GtkWidget *, self->n_children);
  for (int i = 0; i < self->n_children; i++)
    {
      self->children[i] = lalao_board_point_new (i);
      gtk_widget_set_parent (self->children[i], GTK_WIDGET (self));
      g_signal_connect (self->children[i], "notify::has-focus", G_CALLBACK (on_point_focus), self);
      g_signal_connect (self->children[i], "clicked", G_CALLBACK (on_point_clicked), self);
    }
}

/* Each element lies over its point, about as large. */
static void
lalao_board_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);
  LalaoBoardLayout l;

  if (self->painter == NULL)
    return;
  lalao_board_layout (self->painter, width, height, &l);
  for (int i = 0; i < self->n_children; i++)
    {
      /* A store runs the height of the two rows of pits. */
      double x, y, stretch = i >= self->painter->n_points        ? 2.6
                             : self->painter->point_stretch > 0 ? self->painter->point_stretch : 1;
      int min_w, min_h;
      gtk_widget_measure (self->children[i], GTK_ORIENTATION_HORIZONTAL, -1, &min_w, NULL, NULL, NULL);
      gtk_widget_measure (self->children[i], GTK_ORIENTATION_VERTICAL, -1, &min_h, NULL, NULL, NULL);
      int w = MAX (min_w, (int) (0.8 * l.unit)), h = MAX (min_h, (int) (0.8 * l.unit * stretch));
      lalao_board_view_point_pixels (self, i, &x, &y);
      gtk_widget_size_allocate (self->children[i], &(GtkAllocation) { (int) (x - w / 2.0), (int) (y - h / 2.0), w, h },
                                -1);
    }
}

/* Focus given to the board goes to the point of its cursor (or of the
 * selected piece, or the first point). */
static gboolean
lalao_board_view_grab_focus (GtkWidget *widget)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);
  int point = self->cursor >= 0 ? self->cursor : MAX (lalao_move_input_get_selected (self->input), 0);

  if (point < self->n_children)
    return gtk_widget_grab_focus (self->children[point]);
  return GTK_WIDGET_CLASS (lalao_board_view_parent_class)->grab_focus (widget);
}

/* Tab comes in to one point and leaves from any: the arrow keys go
 * from point to point. */
static gboolean
lalao_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);

  if (gtk_widget_get_focus_child (widget) != NULL || gtk_widget_has_focus (widget))
    return FALSE;
  if (self->n_children > 0)
    return lalao_board_view_grab_focus (widget);
  return GTK_WIDGET_CLASS (lalao_board_view_parent_class)->focus (widget, direction);
}

GtkWidget *
lalao_board_view_get_point_element (LalaoBoardView *self, int index)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), NULL);
  return index >= 0 && index < self->n_children ? self->children[index] : NULL;
}

int
lalao_board_view_get_n_elements (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  return self->n_children;
}

/* What one side has on the board, kind by kind ("White’s pieces:
 * zaza on a2, b2; hova on e1."); on a board of seeds, every pit and
 * store. */
static char *
describe_side (LalaoBoardView *self, LalaoSide side)
{
  const LalaoEngine *e = lalao_game_get_engine (self->game);
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  g_autoptr (GString) list = g_string_new (NULL);

  if (self->painter->piece_at == NULL)
    {
      for (int i = 0; i < self->n_children; i++)
        g_string_append_printf (list, "%s%s", list->len > 0 ? "; " : "",
                                lalao_board_point_get_name (LALAO_BOARD_POINT (self->children[i])));
      /* Translators: the whole board of seeds, read to a screen reader; %s lists each pit and store. */
      return g_strdup_printf (_("The board: %s."), list->str);
    }
  for (int kind = 0; kind < MAX (self->painter->n_kinds, 1); kind++)
    {
      g_autoptr (GString) points = g_string_new (NULL);
      for (int i = 0; i < self->painter->n_points; i++)
        {
          LalaoSide s;
          char name[8];
          if (self->painter->piece_at (&pos, i, &s) == kind && s == side)
            {
              e->point_name (i, name);
              g_string_append_printf (points, "%s%s", points->len > 0 ? ", " : "", name);
            }
        }
      if (points->len > 0)
        {
          /* Translators: a kind of piece and where they stand, for screen readers: "zaza on a2, b2". */
          g_autofree char *these = g_strdup_printf (_("%1$s on %2$s"), self->painter->kind_name (kind), points->str);
          g_string_append_printf (list, "%s%s", list->len > 0 ? "; " : "", these);
        }
    }
  if (list->len == 0)
    /* Translators: read to a screen reader; %s is a player ("White"). */
    return g_strdup_printf (_("%s has no piece on the board."), lalao_side_name (e, side));
  /* Translators: read to a screen reader; %1$s is a player ("White"), %2$s lists their pieces. */
  return g_strdup_printf (_("%1$s’s pieces: %2$s."), lalao_side_name (e, side), list->str);
}

/* The points in the cursor's column (vertical) or row, as screen readers
 * name them, in order on screen. */
static char *
describe_line (LalaoBoardView *self, gboolean vertical)
{
  g_autoptr (GString) list = g_string_new (NULL);
  LalaoBoardLayout l;
  double cx, cy;

  lalao_board_layout (self->painter, gtk_widget_get_width (GTK_WIDGET (self)),
                      gtk_widget_get_height (GTK_WIDGET (self)), &l);
  lalao_board_view_point_pixels (self, self->cursor, &cx, &cy);
  /* Ordered on screen: top to bottom, or left to right. */
  for (int step = 0; step < 2 * 64; step++)
    for (int i = 0; i < self->n_children; i++)
      {
        double x, y;
        lalao_board_view_point_pixels (self, i, &x, &y);
        double across = vertical ? fabs (x - cx) : fabs (y - cy), along = vertical ? y : x;
        if (across < 0.3 * l.unit && (int) floor ((along - (vertical ? l.y0 : l.x0)) / (0.5 * l.unit)) == step)
          g_string_append_printf (list, "%s%s", list->len > 0 ? "; " : "",
                                  lalao_board_point_get_name (LALAO_BOARD_POINT (self->children[i])));
      }
  return g_strdup_printf (vertical
                            /* Translators: read to a screen reader: what is in the column of the point it is on. */
                            ? _("In this column: %s.")
                            /* Translators: read to a screen reader: what is in the row of the point it is on. */
                            : _("In this row: %s."),
                          list->str);
}

/* A question about the position, by key: m (the side to move's pieces),
 * o (the other side's), c (the cursor's column), r (its row). The
 * answer is said to screen readers. */
static gboolean
answer_query (LalaoBoardView *self, guint keyval)
{
  g_autofree char *answer = NULL;
  LalaoSide side = lalao_game_get_side_to_move (self->game);

  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_m:
      answer = describe_side (self, side);
      break;
    case GDK_KEY_o:
      answer = describe_side (self, side == LALAO_FIRST ? LALAO_SECOND : LALAO_FIRST);
      break;
    case GDK_KEY_c:
      answer = describe_line (self, TRUE);
      break;
    case GDK_KEY_r:
      answer = describe_line (self, FALSE);
      break;
    default:
      return FALSE;
    }
  g_free (self->answer);
  self->answer = g_strdup (answer);
  lalao_accessible_announce (GTK_WIDGET (self), answer);
  return TRUE;
}

const char *
lalao_board_view_get_answer (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), NULL);
  return self->answer;
}

/* The nearest point from the cursor in a direction on screen (dx, dy),
 * within 60 degrees of it. */
static int
point_towards (LalaoBoardView *self, double dx, double dy)
{
  double cx, cy, best_score = G_MAXDOUBLE;
  int best = self->cursor;

  lalao_board_view_point_pixels (self, self->cursor, &cx, &cy);
  for (int i = 0; i < self->n_children; i++)
    {
      double x, y, along, across;
      lalao_board_view_point_pixels (self, i, &x, &y);
      along = (x - cx) * dx + (y - cy) * dy;
      across = fabs ((x - cx) * dy - (y - cy) * dx);
      if (i == self->cursor || along <= 1 || across > along * 1.73)
        continue;
      if (along + 2 * across < best_score)
        {
          best_score = along + 2 * across;
          best = i;
        }
    }
  return best;
}

static gboolean
on_key_pressed (GtkEventControllerKey *keys, guint keyval, guint keycode, GdkModifierType state,
                LalaoBoardView *self)
{
  if (self->game == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)))
    return FALSE;
  if (self->cursor < 0)
    self->cursor = MAX (lalao_move_input_get_selected (self->input), 0);
  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left:
      self->cursor = point_towards (self, -1, 0);
      break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right:
      self->cursor = point_towards (self, 1, 0);
      break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up:
      self->cursor = point_towards (self, 0, -1);
      break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down:
      self->cursor = point_towards (self, 0, 1);
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      click_point (self, self->cursor);
      break;
    case GDK_KEY_Escape:
      if (!lalao_move_input_back (self->input))
        return FALSE;
      break;
    case GDK_KEY_e: case GDK_KEY_E:
      lalao_board_view_end_turn (self);
      break;
    case GDK_KEY_a: case GDK_KEY_A:
      handle_input (self, lalao_move_input_choose_capture (self->input, 'A'));
      break;
    case GDK_KEY_w: case GDK_KEY_W:
      handle_input (self, lalao_move_input_choose_capture (self->input, 'W'));
      break;
    default:
      return answer_query (self, keyval);
    }
  sync_selected (self);
  board_refresh (self);
  focus_cursor (self);
  return TRUE;
}

static gboolean
board_on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip, gpointer data)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (widget);
  g_autofree char *text = NULL;
  int point;

  if (self->game == NULL || self->painter->describe_point == NULL || (point = point_at (self, x, y)) < 0)
    return FALSE;
  LalaoPosition pos = lalao_move_input_get_position (self->input);
  text = self->painter->describe_point (&pos, point);
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
board_on_game_changed (LalaoBoardView *self)
{
  self->has_hint = FALSE;
  stop_animation (self);
  lalao_board_view_cancel_input (self);
}

static void
board_on_game_moved (LalaoBoardView *self)
{
  board_on_game_changed (self);
  if (!self->skip_animation)
    animate_last_move (self);
}

void
lalao_board_view_set_game (LalaoBoardView *self, LalaoGame *game)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  lalao_move_input_set_game (self->input, game);
  sync_selected (self);
  const LalaoBoardPainter *painter = game ? lalao_board_painter_lookup (lalao_game_get_engine (game)->id) : NULL;
  if (painter != self->painter)
    {
      self->painter = painter;
      make_children (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
  if (game != NULL)
    {
      /* Translators: the board's name for screen readers; %s is a game ("Songo"). */
      g_autofree char *label = g_strdup_printf (_("%s board"), lalao_game_get_engine (game)->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      if (self->cursor >= self->n_children)
        self->cursor = -1;
      g_signal_connect_swapped (game, "moved", G_CALLBACK (board_on_game_moved), self);
      g_signal_connect_swapped (game, "undone", G_CALLBACK (board_on_game_changed), self);
    }
  board_on_game_changed (self);
}

gboolean
lalao_board_view_get_interactive (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return self->interactive;
}

gboolean
lalao_board_view_get_has_hint (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return self->has_hint;
}

guint64
lalao_board_view_get_marked (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  return self->marked;
}

LalaoGame *
lalao_board_view_get_game (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), NULL);
  return self->game;
}

void
lalao_board_view_set_interactive (LalaoBoardView *self, gboolean interactive)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  self->interactive = interactive;
  if (!interactive)
    lalao_board_view_cancel_input (self);
}

void
lalao_board_view_set_flipped (LalaoBoardView *self, gboolean flipped)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
lalao_board_view_get_flipped (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

gboolean
lalao_board_view_get_coordinates (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return self->coordinates;
}

void
lalao_board_view_set_coordinates (LalaoBoardView *self, gboolean coordinates)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  self->coordinates = coordinates;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
lalao_board_view_set_marks (LalaoBoardView *self, const int *points, guint n_points, const int (*arrows)[2],
                            guint n_arrows)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  self->marked = 0;
  for (guint i = 0; i < n_points; i++)
    if (points[i] >= 0 && points[i] < 64)
      self->marked |= G_GUINT64_CONSTANT (1) << points[i];
  /* No arrows may come as NULL, which memcpy may not be given. */
  self->n_arrows = arrows != NULL ? (int) MIN (n_arrows, LALAO_BOARD_MAX_ARROWS) : 0;
  if (self->n_arrows > 0)
    memcpy (self->arrows, arrows, self->n_arrows * sizeof arrows[0]);
  board_refresh (self);
}

void
lalao_board_view_set_hint (LalaoBoardView *self, const LalaoMove *move)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  self->has_hint = move != NULL;
  if (move != NULL)
    self->hint = *move;
  board_refresh (self);
}

void
lalao_board_view_set_threats (LalaoBoardView *self, guint64 points)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  if (points == self->threats)
    return;
  self->threats = points;
  board_refresh (self);
}

guint64
lalao_board_view_get_threats (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  return self->threats;
}

gboolean
lalao_board_view_get_chain_in_progress (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return chain_in_progress (self);
}

int
lalao_board_view_get_cursor (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), -1);
  return self->cursor;
}

void
lalao_board_view_replay (LalaoBoardView *self)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  animate_last_move (self);
}

int
lalao_board_view_get_n_beats (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  if (self->tick_id != 0 || self->held_beat >= 0)
    return self->story->n_beats;
  return tell_last_move (self) ? self->story->n_beats : 0;
}

void
lalao_board_view_hold_beat (LalaoBoardView *self, int beat)
{
  double ms = 0;

  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  stop_animation (self);
  if (beat < 0 || !tell_last_move (self) || beat >= self->story->n_beats)
    return;
  /* Once the beat is over: the start of the next one, whose board has
   * what the beat did (the seed dropped, the stone gone); the end of the
   * last one. */
  for (int i = 0; i <= beat; i++)
    ms += self->story->beats[i].ms;
  self->animation_ms = beat + 1 < self->story->n_beats ? ms + 0.01 : ms - 0.01;
  self->held_beat = beat;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
lalao_board_view_get_held_beat (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), -1);
  return self->held_beat;
}

gboolean
lalao_board_view_get_animating (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  return self->tick_id != 0;
}

GActionGroup *
lalao_board_view_get_actions (LalaoBoardView *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), NULL);
  return G_ACTION_GROUP (self->actions);
}

/* A wait for the board to be still: the callback, once. */
typedef struct {
  LalaoBoardView *board;  /* weak: a board gone is still */
  GSourceFunc callback;
  gpointer data;
} StillWait;

static void
still_wait_free (gpointer data)
{
  StillWait *w = data;
  g_clear_weak_pointer (&w->board);
  g_free (w);
}

static gboolean
still_wait_tick (gpointer data)
{
  StillWait *w = data;
  if (w->board != NULL && lalao_board_view_get_animating (w->board))
    return G_SOURCE_CONTINUE;
  w->callback (w->data);
  return G_SOURCE_REMOVE;
}

guint
lalao_board_view_when_still (LalaoBoardView *self, GSourceFunc callback, gpointer data)
{
  StillWait *w = g_new0 (StillWait, 1);

  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  g_set_weak_pointer (&w->board, self);
  w->callback = callback;
  w->data = data;
  /* A frame's time or so: the glide ends between two frames. */
  return g_timeout_add_full (G_PRIORITY_DEFAULT, 15, still_wait_tick, w, still_wait_free);
}

void
lalao_board_view_end_turn (LalaoBoardView *self)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  handle_input (self, lalao_move_input_end_turn (self->input));
}

static void
lalao_board_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 160;
  *natural = 480;
}

static void
lalao_board_view_dispose (GObject *object)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  if (self->input != NULL)
    g_signal_handlers_disconnect_by_data (self->input, self);
  g_clear_object (&self->input);
  g_clear_object (&self->actions);
  clear_children (self);
  G_OBJECT_CLASS (lalao_board_view_parent_class)->dispose (object);
}

static void
lalao_board_view_finalize (GObject *object)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (object);

  g_free (self->story);
  g_free (self->answer);
  G_OBJECT_CLASS (lalao_board_view_parent_class)->finalize (object);
}

static void
lalao_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  LalaoBoardView *self = LALAO_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_CHAIN_IN_PROGRESS:
      g_value_set_boolean (value, chain_in_progress (self));
      break;
    case PROP_SELECTED:
      g_value_set_int (value, self->selected);
      break;
    case PROP_CHOOSING:
      g_value_set_boolean (value, self->choosing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lalao_board_view_class_init (LalaoBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_board_view_dispose;
  object_class->finalize = lalao_board_view_finalize;
  object_class->get_property = lalao_board_view_get_property;
  widget_class->snapshot = lalao_board_view_snapshot;
  widget_class->measure = lalao_board_view_measure;
  widget_class->size_allocate = lalao_board_view_size_allocate;
  widget_class->grab_focus = lalao_board_view_grab_focus;
  widget_class->focus = lalao_board_view_focus;

  properties[PROP_CHAIN_IN_PROGRESS] =
    g_param_spec_boolean ("chain-in-progress", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The point whose piece is selected, -1 when none: the game page
   * names the piece and its move. */
  /* A Fanorona step that can take by approach or by withdrawal waits for
   * the person's choice: the game page says how to make it. */
  properties[PROP_CHOOSING] =
    g_param_spec_boolean ("choosing", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED] =
    g_param_spec_int ("selected", NULL, NULL, -1, 255, -1, G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The person chose a whole move (its RULES.md text). */
  signals[SIGNAL_MOVE_CHOSEN] =
    g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);

  /* A click meant a move that is not allowed: the move's text, and why,
   * as a sentence. */
  signals[SIGNAL_MOVE_REFUSED] =
    g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
on_chain_changed (LalaoBoardView *self)
{
  GAction *end_turn = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "end-turn");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (end_turn), chain_in_progress (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHAIN_IN_PROGRESS]);
}

static void
on_end_turn_activated (GSimpleAction *action, GVariant *parameter, gpointer self)
{
  lalao_board_view_end_turn (self);
}

static void
set_hover (LalaoBoardView *self, int point)
{
  if (point == self->hover)
    return;
  self->hover = point;
  /* Only a selected piece's targets show anything. */
  if (lalao_move_input_get_selected (self->input) >= 0)
    gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
board_on_motion (GtkEventControllerMotion *motion, double x, double y, LalaoBoardView *self)
{
  set_hover (self, self->game != NULL && self->painter != NULL ? point_at (self, x, y) : -1);
}

static void
board_on_leave (LalaoBoardView *self)
{
  set_hover (self, -1);
}

void
lalao_board_view_hover_at (LalaoBoardView *self, double x, double y)
{
  g_return_if_fail (LALAO_IS_BOARD_VIEW (self));
  board_on_motion (NULL, x, y, self);
}

guint64
lalao_board_view_get_last_move_marks (LalaoBoardView *self, int *n_path)
{
  LalaoBoardHighlights h;

  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), 0);
  if (self->game == NULL || self->painter == NULL)
    return 0;
  fill_highlights (self, &h);
  if (n_path != NULL)
    *n_path = h.n_last_path;
  return h.ghosts;
}

gboolean
lalao_board_view_get_capture_path (LalaoBoardView *self, LalaoMove *move)
{
  LalaoBoardHighlights h;

  g_return_val_if_fail (LALAO_IS_BOARD_VIEW (self), FALSE);
  if (self->game == NULL || self->painter == NULL)
    return FALSE;
  fill_highlights (self, &h);
  if (h.has_path && move != NULL)
    *move = h.path_move;
  return h.has_path;
}

static void
lalao_board_view_init (LalaoBoardView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *keys, *focus;

  self->held_beat = -1;
  self->drag_start = -1;
  self->input = lalao_move_input_new ();
  g_signal_connect_swapped (self->input, "notify::chain-in-progress", G_CALLBACK (on_chain_changed), self);
  self->actions = g_simple_action_group_new ();
  const GActionEntry entries[] = { { .name = "end-turn", .activate = on_end_turn_activated } };
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  on_chain_changed (self);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  lalao_board_style_track (GTK_WIDGET (self));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (board_on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (board_on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (board_on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (board_on_query_tooltip), NULL);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  self->cursor = -1;
  self->hover = -1;
  self->selected = -1;
  GtkEventController *motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (board_on_motion), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (board_on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
lalao_board_view_new (void)
{
  return g_object_new (LALAO_TYPE_BOARD_VIEW, NULL);
}
