/* lalao-board-point.c — one point, pit or store of the board, for
 * screen readers and the keyboard.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-board-point.h"

struct _LalaoBoardPoint {
  GtkButton parent_instance;
  int index;
  char *name;
  char *description;
};

G_DEFINE_FINAL_TYPE (LalaoBoardPoint, lalao_board_point, GTK_TYPE_BUTTON)

static void
lalao_board_point_finalize (GObject *object)
{
  LalaoBoardPoint *self = LALAO_BOARD_POINT (object);
  g_free (self->name);
  g_free (self->description);
  G_OBJECT_CLASS (lalao_board_point_parent_class)->finalize (object);
}

/* Enter, Space or a screen reader's click: at once, without the pressed
 * look a button shows for a moment. */
static void
lalao_board_point_activate (GtkButton *button)
{
  g_signal_emit_by_name (button, "clicked");
}

static void
lalao_board_point_class_init (LalaoBoardPointClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = lalao_board_point_finalize;
  GTK_BUTTON_CLASS (klass)->activate = lalao_board_point_activate;
  /* Not "button": no theme draws it; the board draws its focus. */
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "boardpoint");
}

static void
lalao_board_point_init (LalaoBoardPoint *self)
{
  /* Clicks and drags go to the board under it. */
  gtk_widget_set_can_target (GTK_WIDGET (self), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), FALSE);
}

GtkWidget *
lalao_board_point_new (int index)
{
  LalaoBoardPoint *self = g_object_new (LALAO_TYPE_BOARD_POINT, NULL);
  self->index = index;
  return GTK_WIDGET (self);
}

int
lalao_board_point_get_index (LalaoBoardPoint *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_POINT (self), -1);
  return self->index;
}

void
lalao_board_point_set_name (LalaoBoardPoint *self, const char *name)
{
  g_return_if_fail (LALAO_IS_BOARD_POINT (self));
  if (g_strcmp0 (name, self->name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

const char *
lalao_board_point_get_name (LalaoBoardPoint *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_POINT (self), NULL);
  return self->name;
}

void
lalao_board_point_set_description (LalaoBoardPoint *self, const char *description)
{
  g_return_if_fail (LALAO_IS_BOARD_POINT (self));
  if (g_strcmp0 (description, self->description) == 0)
    return;
  g_free (self->description);
  self->description = g_strdup (description);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description != NULL ? description : "", -1);
}

const char *
lalao_board_point_get_description (LalaoBoardPoint *self)
{
  g_return_val_if_fail (LALAO_IS_BOARD_POINT (self), NULL);
  return self->description;
}
