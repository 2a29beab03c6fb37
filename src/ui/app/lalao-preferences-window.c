/* lalao-preferences-window.c — how the boards look and move.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-preferences"

#include "config.h"

#include "lalao-accessible.h"
#include "lalao-board-style.h"
#include "lalao-endgame-rows.h"
#include "lalao-preferences-window.h"

struct _LalaoPreferencesWindow {
  AdwPreferencesWindow parent_instance;

  AdwComboRow *board_style_row;
  AdwComboRow *piece_style_row;
  AdwComboRow *animation_row;
  GtkSwitch *coordinates_switch;
  GtkSwitch *legal_moves_switch;
  GtkSwitch *analysis_switch;
  GtkSwitch *warn_switch;
  AdwPreferencesGroup *endgame_group;
};

G_DEFINE_FINAL_TYPE (LalaoPreferencesWindow, lalao_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* A combo row shows a string setting: its items are in the order of the
 * key's choices, NULL-terminated in the binding's user data. */
static gboolean
choice_to_row (GValue *value, GVariant *variant, gpointer data)
{
  const char *const *choices = data;
  const char *chosen = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], chosen))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
row_to_choice (const GValue *value, const GVariantType *type, gpointer data)
{
  const char *const *choices = data;
  guint i = g_value_get_uint (value);

  return i < g_strv_length ((char **) choices) ? g_variant_new_string (choices[i]) : NULL;
}

static const char *const board_styles[] = { "wood", "plain", "high-contrast", NULL };
static const char *const piece_styles[] = { "shaded", "flat", NULL };
static const char *const speeds[] = { "off", "fast", "normal", "slow", NULL };

static void
bind_choice (AdwComboRow *row, const char *key, const char *const *choices)
{
  g_settings_bind_with_mapping (lalao_board_style_settings (), key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_to_row, row_to_choice, (gpointer) choices, NULL);
}

static void
lalao_preferences_window_class_init (LalaoPreferencesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, board_style_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, piece_style_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, legal_moves_switch);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, analysis_switch);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, warn_switch);
  gtk_widget_class_bind_template_child (widget_class, LalaoPreferencesWindow, endgame_group);
}

static void
lalao_preferences_window_init (LalaoPreferencesWindow *self)
{
  GSettings *settings = lalao_board_style_settings ();

  gtk_widget_init_template (GTK_WIDGET (self));
  lalao_endgame_rows_fill (self->endgame_group);
  /* Screen readers: every button named. */
  lalao_accessible_watch (GTK_WIDGET (self));
  bind_choice (self->board_style_row, "board-style", board_styles);
  bind_choice (self->piece_style_row, "piece-style", piece_styles);
  bind_choice (self->animation_row, "animation-speed", speeds);
  g_settings_bind (settings, "show-coordinates", self->coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "show-legal-moves", self->legal_moves_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "analysis-between-people", self->analysis_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "warn-blunders", self->warn_switch, "active", G_SETTINGS_BIND_DEFAULT);
}

LalaoPreferencesWindow *
lalao_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (LALAO_TYPE_PREFERENCES_WINDOW, "transient-for", parent, NULL);
}

AdwComboRow *
lalao_preferences_window_get_row (LalaoPreferencesWindow *self, const char *key)
{
  g_return_val_if_fail (LALAO_IS_PREFERENCES_WINDOW (self), NULL);
  if (g_str_equal (key, "board-style"))
    return self->board_style_row;
  if (g_str_equal (key, "piece-style"))
    return self->piece_style_row;
  if (g_str_equal (key, "animation-speed"))
    return self->animation_row;
  g_return_val_if_reached (NULL);
}

AdwPreferencesGroup *
lalao_preferences_window_get_endgame_group (LalaoPreferencesWindow *self)
{
  g_return_val_if_fail (LALAO_IS_PREFERENCES_WINDOW (self), NULL);
  return self->endgame_group;
}
