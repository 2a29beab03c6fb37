/* lalao-window-actions.c — the window's "win." actions, one callback each,
 * and their keys.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The header bar and the keys use the window's actions; those about the
 * game under way are the game view's own "game." actions, which the
 * window's pass on (a header bar button is not inside the game view).
 * The actions on files (open, save, resume) are lalao-window-files.c's.
 */
#define G_LOG_DOMAIN "lalao-window"

#include "config.h"

#include <string.h>

#include "lalao-lesson-view.h"
#include "lalao-window-private.h"

static void
pass_to_game_view (GtkWidget *widget, const char *name, GVariant *parameter)
{
  LalaoWindow *self = LALAO_WINDOW (widget);
  /* "win.undo" is the game view's "game.undo". */
  g_autofree char *game_action = g_strconcat ("game.", name + strlen ("win."), NULL);
  gtk_widget_activate_action_variant (GTK_WIDGET (self->game_view), game_action, parameter);
}

static void
action_new_game (GtkWidget *widget, const char *name, GVariant *parameter)
{
  _lalao_window_on_new_game (LALAO_WINDOW (widget));
}

static void
action_show_games (GtkWidget *widget, const char *name, GVariant *parameter)
{
  LalaoWindow *self = LALAO_WINDOW (widget);

  /* From a lesson's step, Back goes up to the course's list of lessons
   * first; from anywhere else, to the four games. */
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "lesson") == 0
      && lalao_lesson_view_go_up (self->lesson_view))
    return;
  gtk_stack_set_visible_child_name (self->pages, "start");
}

static void
action_preferences (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_window_show_preferences (LALAO_WINDOW (widget));
}

/* Each action, its callback, and its key (0: none). */
static const struct {
  const char *name;
  GtkWidgetActionActivateFunc activate;
  guint key;
  GdkModifierType modifiers;
} actions[] = {
  { "win.undo", pass_to_game_view, GDK_KEY_z, GDK_CONTROL_MASK },
  { "win.redo", pass_to_game_view, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK },
  { "win.hint", pass_to_game_view, GDK_KEY_h, GDK_CONTROL_MASK },
  { "win.resign", pass_to_game_view, 0, 0 },
  { "win.offer-draw", pass_to_game_view, 0, 0 },
  { "win.end-by-agreement", pass_to_game_view, 0, 0 },
  { "win.flip", pass_to_game_view, 0, 0 },
  { "win.type-move", pass_to_game_view, GDK_KEY_l, GDK_CONTROL_MASK },
  { "win.new-game", action_new_game, GDK_KEY_n, GDK_CONTROL_MASK },
  { "win.show-games", action_show_games, GDK_KEY_Left, GDK_ALT_MASK },
  { "win.preferences", action_preferences, GDK_KEY_comma, GDK_CONTROL_MASK },
};

/* A guided first game of the game named by the parameter, from a
 * course's page. */
static void
action_guided_game (GtkWidget *widget, const char *name, GVariant *parameter)
{
  lalao_window_play_guided (LALAO_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

void
_lalao_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.guided-game", "s", action_guided_game);
  for (gsize i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      gtk_widget_class_install_action (widget_class, actions[i].name, NULL, actions[i].activate);
      if (actions[i].key != 0)
        gtk_widget_class_add_binding_action (widget_class, actions[i].key, actions[i].modifiers, actions[i].name,
                                             NULL);
    }
}
