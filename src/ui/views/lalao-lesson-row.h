/* lalao-lesson-row.h — a lesson in its course's list.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LALAO_TYPE_LESSON_ROW (lalao_lesson_row_get_type ())
G_DECLARE_FINAL_TYPE (LalaoLessonRow, lalao_lesson_row, LALAO, LESSON_ROW, AdwActionRow)

/* A row that opens a lesson: its title (plain text, not markup), what it
 * holds ("5 steps, 3 of 9 stars"), and a tick when it is `done`. Made
 * with the lesson's language on: the tick's name is in it. */
GtkWidget *lalao_lesson_row_new (const char *title, const char *subtitle, gboolean done);

G_END_DECLS
