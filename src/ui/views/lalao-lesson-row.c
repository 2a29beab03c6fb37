/* lalao-lesson-row.c — a lesson in its course's list.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The row's shape (the tick, the arrow) is in lalao-lesson-row.ui; the
 * code only says which lesson and whether it is done.
 */
#define G_LOG_DOMAIN "lalao-lesson-row"

#include "config.h"

#include "lalao-lesson-row.h"

struct _LalaoLessonRow {
  AdwActionRow parent_instance;

  GtkWidget *tick;
};

G_DEFINE_FINAL_TYPE (LalaoLessonRow, lalao_lesson_row, ADW_TYPE_ACTION_ROW)

GtkWidget *
lalao_lesson_row_new (const char *title, const char *subtitle, gboolean done)
{
  LalaoLessonRow *self = g_object_new (LALAO_TYPE_LESSON_ROW, "title", title, "subtitle", subtitle, NULL);

  gtk_widget_set_visible (self->tick, done);
  return GTK_WIDGET (self);
}

static void
lalao_lesson_row_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), LALAO_TYPE_LESSON_ROW);
  G_OBJECT_CLASS (lalao_lesson_row_parent_class)->dispose (object);
}

static void
lalao_lesson_row_class_init (LalaoLessonRowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = lalao_lesson_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-lesson-row.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoLessonRow, tick);
}

static void
lalao_lesson_row_init (LalaoLessonRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
