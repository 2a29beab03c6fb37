/* lalao-lesson-view-private.h — what the lesson view's files share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-exercise.h"
#include "lalao-folded-story.h"
#include "lalao-game.h"
#include "lalao-lesson-view.h"
#include "lalao-teaching-session.h"

G_BEGIN_DECLS

/* The pause between the moves of a demonstration, and before the
 * opponent answers in an exercise. */
#define DEMO_PAUSE_MS 900
#define REPLY_PAUSE_MS 600

struct _LalaoLessonView {
  GtkWidget parent_instance;

  GtkWidget *stack;
  /* The course page. */
  GtkWidget *course_title;
  GtkWidget *course_progress;
  GtkWidget *course_problem;
  GtkWidget *lesson_list;
  GtkWidget *reset_button;
  GtkWidget *guided_button;  /* a guided first game of the course's game */
  GtkWidget *next_box;       /* "what next", once every lesson is done */
  GtkWidget *next_label;
  GtkWidget *practice_button;
  GtkWidget *play_button;
  /* The step page. */
  GtkWidget *board;
  GtkWidget *title_label;
  GtkWidget *step_label;
  GtkWidget *say_label;
  GtkWidget *piece_legend;
  GtkWidget *goal_label;
  GtkWidget *choices_box;
  GtkWidget *feedback_box;   /* the label and its icon: a tick, a warning */
  GtkWidget *feedback_icon;
  GtkWidget *feedback_label;
  GtkWidget *whole_button;
  GtkWidget *hint_button;
  GtkWidget *end_turn_button;
  GtkWidget *again_button;
  GtkWidget *back_button;
  GtkWidget *next_button;
  GtkWidget *english_button;
  GtkWidget *french_button;

  char *progress_problem; /* why the progress was lost or not saved, once said */
  LalaoCourse *course;
  guint lesson, step;
  LalaoGame *game;
  guint demo_played;     /* moves of the demonstration played so far */
  guint timer;           /* the demonstration's next move, or the opponent's answer */
  int hint_level;        /* 0, 1: where to look, 2: the move */
  gboolean solved;
  gboolean missed;       /* the last try missed: it stays on the board until Try Again */
  char *language;        /* "en", "fr" or NULL: the system's */
  GString *feedback;     /* the explanation built move by move, in English msgids */
  LalaoFoldedStory *story; /* its long moves, each shown in one line until asked whole */
  /* The step's try or quiz under way: its teaching session (for a try,
   * it owns the game on the board). */
  LalaoTeachingSession *session;
  int stars;             /* earned by the last solved attempt, 0 before */
};

LalaoLessonStep *_lalao_lesson_view_current_step (LalaoLessonView *self);
/* The step's session goes, its searches stopped. */
void _lalao_lesson_view_drop_session (LalaoLessonView *self);
void _lalao_lesson_view_stop_timer (LalaoLessonView *self);
/* Adds text, already in the lesson's language, to the feedback. */
void _lalao_lesson_view_add_feedback (LalaoLessonView *self, const char *text);
/* The game's last move in one line, for the feedback (the whole on
 * demand, "Tell the Whole Move"); NULL at the start. Free with g_free(). */
char *_lalao_lesson_view_tell_last_move (LalaoLessonView *self);
/* The lesson's texts are made between these two. */
void _lalao_lesson_view_in_lesson_language (LalaoLessonView *self);
void _lalao_lesson_view_back_to_system_language (LalaoLessonView *self);
void _lalao_lesson_view_render_texts (LalaoLessonView *self);
/* The step's position, marks and arrows, afresh. */
void _lalao_lesson_view_set_up_board (LalaoLessonView *self);
void _lalao_lesson_view_clear_arrows (LalaoLessonView *self);
/* A missed try stays on the board until Try Again. */
void _lalao_lesson_view_show_miss (LalaoLessonView *self);

/* lalao-lesson-view-exercise.c: a try judged by its goal. The game of
 * the step's try (an exercise, or single answers): its session's,
 * started again when the session is there. */
LalaoGame *_lalao_lesson_view_try_start (LalaoLessonView *self);
void _lalao_lesson_view_exercise_move (LalaoLessonView *self, const char *text);
void _lalao_lesson_view_exercise_hint (LalaoLessonView *self);
/* The praise of a solved exercise and its stars, added to the feedback
 * (in the lesson's language, which the caller sets). */
void _lalao_lesson_view_exercise_praise (LalaoLessonView *self);
/* lalao-lesson-view-quiz.c: "Is this game over? Who has won, and by
 * which rule?" */
void _lalao_lesson_view_quiz_start (LalaoLessonView *self);
/* The question, in the current language. */
const char *_lalao_lesson_view_quiz_question (void);
/* Answers the quiz with choice `index`, as clicking it does. */
void _lalao_lesson_view_quiz_answer (LalaoLessonView *self, guint index);

/* The key of the current step in the progress file: "capture.2". */
char *_lalao_lesson_view_step_id (LalaoLessonView *self);

G_END_DECLS
