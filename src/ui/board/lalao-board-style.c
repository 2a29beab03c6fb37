/* lalao-board-style.c — the looks of the boards, from the preferences.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "lalao-board-style.h"

GSettings *
lalao_board_style_settings (void)
{
  static GSettings *settings;

  if (g_once_init_enter (&settings))
    g_once_init_leave (&settings, g_settings_new (APP_ID));
  return settings;
}

void
lalao_board_style_fill (LalaoBoardHighlights *h)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();
  GSettings *settings = lalao_board_style_settings ();
  g_autofree char *style = g_settings_get_string (settings, "board-style");
  g_autofree char *pieces = g_settings_get_string (settings, "piece-style");

  h->dark = adw_style_manager_get_dark (manager);
  if (g_str_equal (style, "high-contrast") || adw_style_manager_get_high_contrast (manager))
    h->style = LALAO_BOARD_STYLE_HIGH_CONTRAST;
  else if (g_str_equal (style, "plain"))
    h->style = LALAO_BOARD_STYLE_PLAIN;
  else
    h->style = LALAO_BOARD_STYLE_WOOD;
  h->flat_pieces = g_str_equal (pieces, "flat");
}

void
lalao_board_style_track (GtkWidget *widget)
{
  AdwStyleManager *manager = adw_style_manager_get_default ();

  g_signal_connect_object (lalao_board_style_settings (), "changed", G_CALLBACK (gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::dark", G_CALLBACK (gtk_widget_queue_draw), widget, G_CONNECT_SWAPPED);
  g_signal_connect_object (manager, "notify::high-contrast", G_CALLBACK (gtk_widget_queue_draw), widget,
                           G_CONNECT_SWAPPED);
}

double
lalao_board_style_animation_factor (void)
{
  g_autofree char *speed = g_settings_get_string (lalao_board_style_settings (), "animation-speed");

  if (g_str_equal (speed, "off"))
    return 0;
  if (g_str_equal (speed, "fast"))
    return 0.5;
  if (g_str_equal (speed, "slow"))
    return 2;
  return 1;
}
