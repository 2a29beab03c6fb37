/* lalao-lesson-view.h — a game's course: its lessons, step by step.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lalao-board-view.h"
#include "lalao-lesson.h"

G_BEGIN_DECLS

#define LALAO_TYPE_LESSON_VIEW (lalao_lesson_view_get_type ())
G_DECLARE_FINAL_TYPE (LalaoLessonView, lalao_lesson_view, LALAO, LESSON_VIEW, GtkWidget)

GtkWidget *lalao_lesson_view_new (void);

/* Shows the course of a game: its lessons, the ones done ticked. FALSE
 * when the game has no course. */
gboolean lalao_lesson_view_open_course (LalaoLessonView *self, const char *game_id);
/* Starts lesson `index` of the course at its first step. */
void lalao_lesson_view_start_lesson (LalaoLessonView *self, guint index);
/* The next step (or the next lesson after the last), and the previous. */
void lalao_lesson_view_next (LalaoLessonView *self);
void lalao_lesson_view_back (LalaoLessonView *self);
/* From a step, back to the course's list of lessons (the window's Back
 * button); FALSE when the list is already on show. */
gboolean lalao_lesson_view_go_up (LalaoLessonView *self);
/* The course's game ("Samantsy"), for the window's title. */
const char *lalao_lesson_view_get_game_name (LalaoLessonView *self);
/* The two-step hint of an exercise: where to look, then the move. */
void lalao_lesson_view_hint (LalaoLessonView *self);
/* After a missed try (it stays on the board): the step's position again. */
void lalao_lesson_view_try_again (LalaoLessonView *self);
/* The language of the lesson texts: "en", "fr", or NULL for the system's.
 * The texts change at once; the rest of the app keeps its language. */
void lalao_lesson_view_set_language (LalaoLessonView *self, const char *language);

/* For tests: what the view shows. */
LalaoBoardView *lalao_lesson_view_get_board (LalaoLessonView *self);
LalaoGame *lalao_lesson_view_get_game (LalaoLessonView *self);
guint lalao_lesson_view_get_lesson (LalaoLessonView *self);
guint lalao_lesson_view_get_step (LalaoLessonView *self);
/* "say", "goal", "feedback", "title", "progress" or "progress-problem" (on the
 * course page): that label's text. */
const char *lalao_lesson_view_get_text (LalaoLessonView *self, const char *which);
gboolean lalao_lesson_view_get_solved (LalaoLessonView *self);
/* The "course" page or the "step" page. */
const char *lalao_lesson_view_get_page (LalaoLessonView *self);

G_END_DECLS
