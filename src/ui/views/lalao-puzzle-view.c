/* lalao-puzzle-view.c — the Puzzles page.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board shows the position after the opponent's mistake; the learner
 * plays the solver's moves, and the opponent's replies of the line come
 * after a pause. A wrong move is answered on the board by the engine's
 * best reply, with the explainer's sentence; both stay until the learner
 * presses Try Again (or Show Solution).
 * Only the first try is rated (LalaoPuzzleTrainer); in a streak, a miss
 * ends it. The puzzle's teaching session (lalao-teaching-session.h)
 * owns the game on the board, judges each move against the line and
 * searches the reply to a wrong one; the view only shows it.
 */
#define G_LOG_DOMAIN "lalao-puzzle-view"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "lalao-explainer.h"
#include "lalao-folded-story.h"
#include "lalao-game.h"
#include "lalao-progress.h"
#include "lalao-accessible.h"
#include "lalao-puzzle-view.h"
#include "lalao-teaching-session.h"

#define REPLY_PAUSE_MS 600
#define SIDE_WIDTH 320

struct _LalaoPuzzleView {
  GtkWidget parent_instance;

  GtkWidget *board;
  GtkWidget *title_label;
  GtkWidget *rating_label;
  GtkWidget *mode_dropdown;
  GtkWidget *theme_dropdown;
  GtkWidget *prompt_label;
  GtkWidget *feedback_label;
  GtkWidget *whole_button;
  GtkWidget *retry_button;
  GtkWidget *solution_button;
  GtkWidget *next_button;

  const LalaoEngine *engine;
  GPtrArray *puzzles;
  GPtrArray *theme_ids;        /* the dropdown's themes after "All themes" */
  LalaoPuzzleTrainer *trainer;
  const LalaoPuzzle *puzzle;
  LalaoTeachingSession *session; /* the puzzle being solved, and its game */
  gboolean rated;              /* this puzzle's result is recorded */
  gboolean done;
  gboolean missed;             /* a wrong move and its punishment are on the board */
  guint timer;
  GString *feedback;
  LalaoFoldedStory *story;     /* its long moves, each in one line until asked whole */
};

G_DEFINE_FINAL_TYPE (LalaoPuzzleView, lalao_puzzle_view, GTK_TYPE_WIDGET)

static void
stop_timer (LalaoPuzzleView *self)
{
  g_clear_handle_id (&self->timer, g_source_remove);
}

/* The puzzle's session goes, its search stopped. */
static void
drop_session (LalaoPuzzleView *self)
{
  if (self->session != NULL)
    lalao_teaching_session_cancel (self->session);
  g_clear_object (&self->session);
}

/* The feedback as it shows: each long move in one line, or all of them
 * whole when asked for. */
static void
show_feedback (LalaoPuzzleView *self)
{
  g_autofree char *shown = lalao_folded_story_render (self->story, self->feedback->str);

  gtk_label_set_text (GTK_LABEL (self->feedback_label), shown);
  gtk_widget_set_visible (self->whole_button, lalao_folded_story_folds (self->story, self->feedback->str));
  gtk_button_set_label (GTK_BUTTON (self->whole_button), lalao_folded_story_button_label (self->story));
}

static void
say (LalaoPuzzleView *self, const char *text)
{
  if (text == NULL)
    return;
  if (self->feedback->len > 0)
    g_string_append_c (self->feedback, ' ');
  g_string_append (self->feedback, text);
  show_feedback (self);
  /* Said to screen readers, whole, on the widget the focus ends on. */
  lalao_accessible_announce (GTK_WIDGET (self), self->feedback->str);
}

/* The last move on the board, in one line (the whole on demand). */
static char *
tell_last_move (LalaoPuzzleView *self)
{
  return lalao_folded_story_tell_last_move (self->story, lalao_teaching_session_get_game (self->session));
}

static void
on_whole_clicked (LalaoPuzzleView *self)
{
  lalao_folded_story_set_whole (self->story, !lalao_folded_story_get_whole (self->story));
  show_feedback (self);
}

static void
show_rating (LalaoPuzzleView *self)
{
  g_autofree char *text = NULL;
  if (gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mode_dropdown)) == 1)
    /* Translators: on the Puzzles page in streak mode; the puzzles solved in a row now and at best. */
    text = g_strdup_printf (_("Streak: %d. Best streak: %d."), lalao_puzzle_trainer_get_streak (self->trainer),
                            lalao_puzzle_trainer_get_best_streak (self->trainer));
  else
    /* Translators: on the Puzzles page: the learner's puzzle rating. */
    text = g_strdup_printf (_("Your puzzle rating: %d."), lalao_puzzle_trainer_get_rating (self->trainer));
  gtk_label_set_text (GTK_LABEL (self->rating_label), text);
}

static void
set_up_puzzle (LalaoPuzzleView *self)
{
  stop_timer (self);
  g_string_truncate (self->feedback, 0);
  lalao_folded_story_clear (self->story);
  show_feedback (self);
  drop_session (self);
  self->rated = FALSE;
  self->done = FALSE;
  self->missed = FALSE;
  gtk_widget_set_visible (self->retry_button, FALSE);
  show_rating (self);

  if (self->puzzle == NULL)
    {
      gboolean streak = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mode_dropdown)) == 1;
      gtk_label_set_text (GTK_LABEL (self->prompt_label),
                          streak ? _("The streak is over. Press Next Puzzle to start a new one.")
                                 : _("You have solved every puzzle of this theme. Choose another theme."));
      lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
      gtk_widget_set_sensitive (self->solution_button, FALSE);
      return;
    }
  self->session = lalao_teaching_session_new_puzzle (self->engine, self->puzzle);
  g_return_if_fail (self->session != NULL);
  LalaoGame *game = lalao_teaching_session_get_game (self->session);
  LalaoSide solver = self->engine->side_to_move (lalao_game_get_position (game));
  lalao_board_view_set_game (LALAO_BOARD_VIEW (self->board), game);
  lalao_board_view_set_flipped (LALAO_BOARD_VIEW (self->board), solver == LALAO_SECOND);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), TRUE);
  gtk_widget_set_sensitive (self->solution_button, TRUE);

  g_autoptr (GString) themes = g_string_new (NULL);
  for (char **t = self->puzzle->themes; *t != NULL; t++)
    g_string_append_printf (themes, "%s%s", themes->len > 0 ? ", " : "", lalao_puzzle_theme_name (*t));
  g_autofree char *prompt = g_strdup_printf (
    /* Translators: on the Puzzles page; %1$s is a side ("White", "South"), %2$d the puzzle's difficulty,
       %3$s its themes. */
    _("%1$s to play: find the best move. Difficulty %2$d. Themes: %3$s."),
    lalao_side_name (self->engine, solver), lalao_puzzle_trainer_get_difficulty (self->trainer, self->puzzle),
    themes->str);
  gtk_label_set_text (GTK_LABEL (self->prompt_label), prompt);
  gtk_widget_grab_focus (self->board);
  lalao_accessible_announce (GTK_WIDGET (self), prompt);
}

void
lalao_puzzle_view_next (LalaoPuzzleView *self)
{
  g_return_if_fail (LALAO_IS_PUZZLE_VIEW (self));
  if (self->trainer == NULL)
    return;
  self->puzzle = lalao_puzzle_trainer_next (self->trainer);
  set_up_puzzle (self);
}

/* The first try's result counts, once. */
static void
record (LalaoPuzzleView *self, gboolean solved)
{
  g_autoptr (GError) error = NULL;
  if (self->rated)
    return;
  self->rated = TRUE;
  if (!lalao_puzzle_trainer_finish (self->trainer, solved, &error))
    g_warning ("the puzzle's result is not saved: %s", error->message);
  show_rating (self);
}

static void
solved (LalaoPuzzleView *self)
{
  gboolean first_try = !self->rated;
  self->done = TRUE;
  record (self, TRUE);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  gtk_widget_set_sensitive (self->solution_button, FALSE);
  /* Translators: a puzzle is solved. */
  say (self, _("Solved!"));
  if (first_try && gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mode_dropdown)) == 0)
    {
      /* Translators: after a puzzle; %+d is the rating's change, like +12. */
      g_autofree char *change = g_strdup_printf (_("Your rating moves by %+d."),
                                                 lalao_puzzle_trainer_get_last_change (self->trainer));
      say (self, change);
    }
  gtk_widget_grab_focus (self->next_button);
}

/* Whether an answer of `source` is for the puzzle on show. */
static gboolean
current (LalaoPuzzleView *self, GObject *source)
{
  return self->session != NULL && source == G_OBJECT (self->session);
}

static void
on_reply (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoPuzzleView *self = data;

  if (current (self, source))
    {
      if (lalao_teaching_session_answer_finish (self->session, result, NULL))
        {
          g_autofree char *answered = lalao_teaching_session_explain_answer (self->session);
          g_autofree char *explained = answered != NULL ? tell_last_move (self) : NULL;
          say (self, explained);
        }
      lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), !self->done);
    }
  g_object_unref (self);
}

/* The line's next reply, after a pause. */
static gboolean
play_reply (gpointer data)
{
  LalaoPuzzleView *self = data;
  self->timer = 0;
  lalao_teaching_session_answer_async (self->session, NULL, on_reply, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* After a miss: the learner's move and its punishment go, the puzzle's
 * position comes back. */
void
lalao_puzzle_view_try_again (LalaoPuzzleView *self)
{
  g_return_if_fail (LALAO_IS_PUZZLE_VIEW (self));
  if (!self->missed || self->session == NULL)
    return;
  self->missed = FALSE;
  gtk_widget_set_visible (self->retry_button, FALSE);
  lalao_teaching_session_retry (self->session);
  g_string_truncate (self->feedback, 0);
  show_feedback (self);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), !self->done);
  gtk_widget_grab_focus (self->board);
}

static void
punish (GObject *source, GAsyncResult *result, gpointer data)
{
  LalaoPuzzleView *self = data;
  g_autoptr (GError) error = NULL;
  gboolean played = current (self, source) && lalao_teaching_session_answer_finish (self->session, result, &error);

  if (!current (self, source) || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  if (played)
    {
      g_autofree char *answered = lalao_teaching_session_explain_answer (self->session);
      g_autofree char *explained = answered != NULL ? tell_last_move (self) : NULL;
      /* Translators: a wrong move in a puzzle: the opponent's reply, on the board, follows in a sentence. */
      say (self, _("That is not the move. Your opponent’s reply shows why:"));
      say (self, explained);
    }
  /* The reply stays on the board, with its sentence, until the learner
   * asks for the puzzle again. */
  self->missed = TRUE;
  gtk_widget_set_visible (self->retry_button, !self->done);
  gtk_widget_grab_focus (self->done ? self->next_button : self->retry_button);
  g_object_unref (self);
}

static void
missed (LalaoPuzzleView *self)
{
  gboolean streak = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mode_dropdown)) == 1;
  record (self, FALSE);
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  if (streak)
    {
      /* Translators: in streak mode, a miss ends the streak; %d puzzles were solved in a row. */
      g_autofree char *over = g_strdup_printf (ngettext ("The streak ends at %d puzzle.",
                                                         "The streak ends at %d puzzles.",
                                                         lalao_puzzle_trainer_get_streak (self->trainer)),
                                               lalao_puzzle_trainer_get_streak (self->trainer));
      say (self, over);
      self->done = TRUE;
    }
  /* The reply that punishes the move (none when the game is over). */
  lalao_teaching_session_answer_async (self->session, NULL, punish, g_object_ref (self));
}

static void
on_move_chosen (LalaoBoardView *board, const char *text, LalaoPuzzleView *self)
{
  LalaoTeachingState state;

  if (self->puzzle == NULL || self->done || self->timer != 0
      || lalao_teaching_session_get_state (self->session) != LALAO_TEACHING_GOING_ON
      || !lalao_teaching_session_play (self->session, text, &state, NULL))
    return;
  g_string_truncate (self->feedback, 0);
  if (state == LALAO_TEACHING_FAILED)
    {
      missed (self);
      return;
    }
  g_autofree char *explained = tell_last_move (self);
  if (state == LALAO_TEACHING_SOLVED)
    {
      say (self, explained);
      solved (self);
      return;
    }
  say (self, explained);
  /* Translators: after the learner's right move in a puzzle whose line goes on, before the opponent's reply. */
  say (self, _("That is the right move; now your opponent replies."));
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  self->timer = g_timeout_add (REPLY_PAUSE_MS, play_reply, self);
}

/* A move the rules forbid: the engine's reason. */
static void
on_move_refused (LalaoBoardView *board, const char *move, const char *why, LalaoPuzzleView *self)
{
  g_string_truncate (self->feedback, 0);
  say (self, why);
}

void
lalao_puzzle_view_show_solution (LalaoPuzzleView *self)
{
  g_return_if_fail (LALAO_IS_PUZZLE_VIEW (self));
  if (self->puzzle == NULL || self->session == NULL)
    return;
  stop_timer (self);
  record (self, FALSE);
  if (self->missed)
    lalao_puzzle_view_try_again (self);
  g_auto (GStrv) explained = lalao_teaching_session_play_solution (self->session);
  g_string_truncate (self->feedback, 0);
  /* Translators: the Puzzles page shows the solution's moves. */
  say (self, _("The solution:"));
  for (char **e = explained; e != NULL && *e != NULL; e++)
    say (self, *e);
  self->done = TRUE;
  lalao_board_view_set_interactive (LALAO_BOARD_VIEW (self->board), FALSE);
  gtk_widget_set_sensitive (self->solution_button, FALSE);
  gtk_widget_grab_focus (self->next_button);
}

void
lalao_puzzle_view_set_streak (LalaoPuzzleView *self, gboolean streak)
{
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->mode_dropdown), streak ? 1 : 0);
}

static void
on_mode_changed (LalaoPuzzleView *self)
{
  if (self->trainer == NULL)
    return;
  lalao_puzzle_trainer_set_streak (self->trainer, gtk_drop_down_get_selected (GTK_DROP_DOWN (self->mode_dropdown)) == 1);
  lalao_puzzle_view_next (self);
}

static void
on_theme_changed (LalaoPuzzleView *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->theme_dropdown));
  if (self->trainer == NULL || self->theme_ids == NULL)
    return;
  lalao_puzzle_trainer_set_theme (self->trainer, i == 0 || i > self->theme_ids->len
                                                   ? NULL : g_ptr_array_index (self->theme_ids, i - 1));
  lalao_puzzle_view_next (self);
}

/* The themes the game's puzzles have, the most frequent first. */
static void
fill_themes (LalaoPuzzleView *self)
{
  g_autoptr (GHashTable) counts = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr (GtkStringList) names = gtk_string_list_new (NULL);

  g_clear_pointer (&self->theme_ids, g_ptr_array_unref);
  self->theme_ids = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->puzzles->len; i++)
    for (char **t = ((LalaoPuzzle *) g_ptr_array_index (self->puzzles, i))->themes; *t != NULL; t++)
      {
        int n = GPOINTER_TO_INT (g_hash_table_lookup (counts, *t));
        if (n == 0)
          g_ptr_array_add (self->theme_ids, g_strdup (*t));
        g_hash_table_insert (counts, *t, GINT_TO_POINTER (n + 1));
      }
  /* Translators: the Puzzles page's theme list, first entry. */
  gtk_string_list_append (names, _("All themes"));
  for (guint i = 0; i < self->theme_ids->len; i++)
    {
      const char *id = g_ptr_array_index (self->theme_ids, i);
      /* Translators: a theme in the list and its number of puzzles. */
      g_autofree char *name = g_strdup_printf (_("%s (%d)"), lalao_puzzle_theme_name (id),
                                               GPOINTER_TO_INT (g_hash_table_lookup (counts, id)));
      gtk_string_list_append (names, name);
    }
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->theme_dropdown), G_LIST_MODEL (names));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->theme_dropdown), 0);
}

gboolean
lalao_puzzle_view_open (LalaoPuzzleView *self, const char *game_id)
{
  g_return_val_if_fail (LALAO_IS_PUZZLE_VIEW (self), FALSE);
  const LalaoEngine *engine = lalao_engine_lookup (game_id);
  g_autoptr (GPtrArray) puzzles = engine != NULL ? lalao_puzzles_load (game_id, NULL) : NULL;
  if (puzzles == NULL || puzzles->len == 0)
    return FALSE;

  g_clear_pointer (&self->trainer, lalao_puzzle_trainer_free);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);
  self->engine = engine;
  self->puzzles = g_steal_pointer (&puzzles);
  fill_themes (self);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->mode_dropdown), 0);
  self->trainer = lalao_puzzle_trainer_new (game_id, self->puzzles, lalao_progress_get_default ());
  /* Translators: the Puzzles page's title; %s is a game's name ("Songo"). */
  g_autofree char *title = g_strdup_printf (_("%s Puzzles"), engine->name);
  gtk_label_set_text (GTK_LABEL (self->title_label), title);
  lalao_puzzle_view_next (self);
  return TRUE;
}

LalaoBoardView *
lalao_puzzle_view_get_board (LalaoPuzzleView *self)
{
  return LALAO_BOARD_VIEW (self->board);
}

LalaoGame *
lalao_puzzle_view_get_game (LalaoPuzzleView *self)
{
  return self->session != NULL ? lalao_teaching_session_get_game (self->session) : NULL;
}

const LalaoPuzzle *
lalao_puzzle_view_get_puzzle (LalaoPuzzleView *self)
{
  return self->puzzle;
}

LalaoPuzzleTrainer *
lalao_puzzle_view_get_trainer (LalaoPuzzleView *self)
{
  return self->trainer;
}

GtkLabel *
lalao_puzzle_view_get_feedback_label (LalaoPuzzleView *self)
{
  g_return_val_if_fail (LALAO_IS_PUZZLE_VIEW (self), NULL);
  return GTK_LABEL (self->feedback_label);
}

GtkButton *
lalao_puzzle_view_get_whole_button (LalaoPuzzleView *self)
{
  g_return_val_if_fail (LALAO_IS_PUZZLE_VIEW (self), NULL);
  return GTK_BUTTON (self->whole_button);
}

const char *
lalao_puzzle_view_get_feedback (LalaoPuzzleView *self)
{
  return self->feedback->str;
}

gboolean
lalao_puzzle_view_get_done (LalaoPuzzleView *self)
{
  return self->done;
}

gboolean
lalao_puzzle_view_get_busy (LalaoPuzzleView *self)
{
  return self->timer != 0 || (self->session != NULL && lalao_teaching_session_get_busy (self->session));
}

static void
lalao_puzzle_view_dispose (GObject *object)
{
  LalaoPuzzleView *self = LALAO_PUZZLE_VIEW (object);
  GtkWidget *child;

  stop_timer (self);
  drop_session (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->trainer, lalao_puzzle_trainer_free);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);
  g_clear_pointer (&self->theme_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (lalao_puzzle_view_parent_class)->dispose (object);
}

static void
lalao_puzzle_view_finalize (GObject *object)
{
  LalaoPuzzleView *self = LALAO_PUZZLE_VIEW (object);
  g_string_free (self->feedback, TRUE);
  lalao_folded_story_free (self->story);
  G_OBJECT_CLASS (lalao_puzzle_view_parent_class)->finalize (object);
}

static void
lalao_puzzle_view_class_init (LalaoPuzzleViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = lalao_puzzle_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = lalao_puzzle_view_finalize;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static GtkWidget *
wrapped_label (const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static void
lalao_puzzle_view_init (LalaoPuzzleView *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *side = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  self->feedback = g_string_new (NULL);
  self->story = lalao_folded_story_new ();
  gtk_widget_set_margin_start (page, 18);
  gtk_widget_set_margin_end (page, 18);
  gtk_widget_set_margin_top (page, 18);
  gtk_widget_set_margin_bottom (page, 18);
  gtk_widget_set_parent (page, GTK_WIDGET (self));

  self->board = lalao_board_view_new ();
  /* The texts name squares and pits: the board says where they are, on
   * whichever side it is turned. */
  lalao_board_view_set_coordinates (LALAO_BOARD_VIEW (self->board), TRUE);
  gtk_widget_set_hexpand (self->board, TRUE);
  gtk_widget_set_vexpand (self->board, TRUE);
  gtk_widget_set_size_request (self->board, 320, 320);
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (on_move_refused), self);
  gtk_box_append (GTK_BOX (page), self->board);

  /* The side is as wide whatever it says: the clamp gives it no more
   * than its width, so that the board keeps its size from move to move. */
  GtkWidget *clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), SIDE_WIDTH);
  adw_clamp_set_tightening_threshold (ADW_CLAMP (clamp), SIDE_WIDTH);
  adw_clamp_set_child (ADW_CLAMP (clamp), side);
  gtk_widget_set_size_request (side, SIDE_WIDTH, -1);
  /* A move told whole can be longer than the window is high: it
   * scrolls, rather than making the window grow. */
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_box_append (GTK_BOX (page), scrolled);
  self->title_label = wrapped_label ("title-2");
  gtk_box_append (GTK_BOX (side), self->title_label);
  self->rating_label = wrapped_label ("heading");
  gtk_box_append (GTK_BOX (side), self->rating_label);

  /* Translators: the Puzzles page's two modes. */
  const char *modes[] = { N_("Rated puzzles"), N_("Streak: one miss ends it"), NULL };
  const char *translated[] = { _(modes[0]), _(modes[1]), NULL };
  self->mode_dropdown = gtk_drop_down_new_from_strings (translated);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->mode_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the Puzzles page's mode list. */
                                  _("Puzzle mode"), -1);
  g_signal_connect_swapped (self->mode_dropdown, "notify::selected", G_CALLBACK (on_mode_changed), self);
  gtk_box_append (GTK_BOX (side), self->mode_dropdown);

  self->theme_dropdown = gtk_drop_down_new (NULL, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->theme_dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  /* Translators: accessible name of the Puzzles page's theme list. */
                                  _("Puzzle theme"), -1);
  g_signal_connect_swapped (self->theme_dropdown, "notify::selected", G_CALLBACK (on_theme_changed), self);
  gtk_box_append (GTK_BOX (side), self->theme_dropdown);

  self->prompt_label = wrapped_label (NULL);
  gtk_box_append (GTK_BOX (side), self->prompt_label);
  self->feedback_label = wrapped_label (NULL);
  gtk_label_set_selectable (GTK_LABEL (self->feedback_label), TRUE);
  gtk_box_append (GTK_BOX (side), self->feedback_label);
  /* A long move (a Songo sowing) is told in one line; this tells it
   * whole, and back. */
  self->whole_button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (self->whole_button), TRUE);
  gtk_widget_set_halign (self->whole_button, GTK_ALIGN_START);
  gtk_widget_add_css_class (self->whole_button, "flat");
  gtk_widget_add_css_class (self->whole_button, "caption");
  gtk_widget_set_visible (self->whole_button, FALSE);
  g_signal_connect_swapped (self->whole_button, "clicked", G_CALLBACK (on_whole_clicked), self);
  gtk_box_append (GTK_BOX (side), self->whole_button);

  /* Translators: Puzzles page button, after a wrong move: the puzzle's position comes back. */
  self->retry_button = gtk_button_new_with_mnemonic (_("_Try Again"));
  gtk_widget_set_visible (self->retry_button, FALSE);
  g_signal_connect_swapped (self->retry_button, "clicked", G_CALLBACK (lalao_puzzle_view_try_again), self);
  /* Translators: Puzzles page button. */
  self->solution_button = gtk_button_new_with_mnemonic (_("Show _Solution"));
  g_signal_connect_swapped (self->solution_button, "clicked", G_CALLBACK (lalao_puzzle_view_show_solution), self);
  /* Translators: Puzzles page button. */
  self->next_button = gtk_button_new_with_mnemonic (_("_Next Puzzle"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  g_signal_connect_swapped (self->next_button, "clicked", G_CALLBACK (lalao_puzzle_view_next), self);
  gtk_box_append (GTK_BOX (buttons), self->solution_button);
  gtk_box_append (GTK_BOX (buttons), self->next_button);
  /* The buttons keep their place at the foot of the panel, however long
   * the feedback above them grows; Try Again comes above them, so that
   * the panel keeps its width and the board its size. */
  GtkWidget *foot = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_halign (self->retry_button, GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (foot), self->retry_button);
  gtk_box_append (GTK_BOX (foot), buttons);
  gtk_widget_set_vexpand (foot, TRUE);
  gtk_widget_set_valign (foot, GTK_ALIGN_END);
  gtk_box_append (GTK_BOX (side), foot);
}

GtkWidget *
lalao_puzzle_view_new (void)
{
  return g_object_new (LALAO_TYPE_PUZZLE_VIEW, NULL);
}
