/* lalao-lesson.h — the courses that teach each game, read from data files.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A course (data/lessons/GAME.xml, in the resources) is a list of
 * lessons; a lesson is a list of steps. A step shows a position with
 * marked points and arrows and a narration, then either demonstrates
 * moves (the engine plays and explains them) or asks the person for a
 * move, checked against the accepted answers. Adding a lesson needs no
 * code: only the XML, and its strings reach po/ through the ITS rules in
 * po/its/.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-engine.h"
#include "lalao-exercise.h"

G_BEGIN_DECLS

#define LALAO_LESSON_ERROR (lalao_lesson_error_quark ())
GQuark lalao_lesson_error_quark (void);

typedef enum {
  LALAO_LESSON_ERROR_SYNTAX,   /* not a course, or an element or attribute out of place */
  LALAO_LESSON_ERROR_GAME,     /* a game Lalao does not know */
  LALAO_LESSON_ERROR_POSITION, /* a FEN that does not parse */
  LALAO_LESSON_ERROR_POINT,    /* a point name that is not on the board */
  LALAO_LESSON_ERROR_MOVE,     /* a move that does not parse or is not legal */
} LalaoLessonError;

typedef struct {
  int from, to;
} LalaoLessonArrow;

/* What a step asks the person to do: one of a few moves (`answers`),
 * or any line that reaches a goal judged on the board (`exercise`). */
typedef struct {
  char *goal;          /* "Capture the black piece on e5." */
  GPtrArray *answers;  /* char *: the moves that reach the goal; empty for an exercise */
  LalaoExercise *exercise; /* NULL for a try with answers */
  char *praise;        /* said after a right move, before its explanation */
  char *miss;          /* why another legal move misses the goal */
  char *hint;          /* the first hint: where to look */
} LalaoLessonTry;

/* One answer of a quiz, and the end it claims. */
typedef struct {
  char *text;          /* "White has won: the black hova is blocked." */
  LalaoStatus status;  /* result and rule; the rule is NONE for "the game goes on" */
} LalaoLessonChoice;

/* "Is this game over? Who has won, and by which rule?" on the step's
 * position: the reader checks that exactly one choice is what the engine
 * says of it. */
typedef struct {
  GPtrArray *choices;  /* LalaoLessonChoice * */
  int repetitions;     /* how many times the position has occurred, for the repetition rule */
  guint answer;        /* the index of the engine's answer */
} LalaoLessonQuiz;

typedef struct {
  char *fen;
  LalaoOptions options;
  char *say;           /* the narration */
  GArray *marks;       /* int: points to highlight */
  GArray *arrows;      /* LalaoLessonArrow */
  GPtrArray *demo;     /* char *: moves the engine plays and explains, in order */
  LalaoLessonTry *try; /* NULL for a step that only shows and tells */
  LalaoLessonQuiz *quiz; /* NULL for a step that asks no question */
  GStrv teaches;       /* the rule ids of data/lessons/rules.txt it teaches */
  gboolean legend;     /* legend="yes": the pieces are shown with their names */
} LalaoLessonStep;

typedef struct {
  char *id;
  char *title;
  GPtrArray *steps;    /* LalaoLessonStep * */
} LalaoLesson;

typedef struct {
  const LalaoEngine *engine;
  GPtrArray *lessons;  /* LalaoLesson * */
} LalaoCourse;

/* Reads a course's XML; every position, point and move is checked by the
 * game's engine, so a course that loads can be played through. The texts
 * are kept as written (English); translate them with lalao_lesson_text. */
LalaoCourse *lalao_course_read (const char *xml, gsize length, GError **error);
/* The course of a game from the resources; NULL when it has none. */
LalaoCourse *lalao_course_load (const char *game_id, GError **error);
void lalao_course_free (LalaoCourse *course);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (LalaoCourse, lalao_course_free)

/* Every position the course shows that can never arise in a game (the
 * engine's reachable()): each step's position and those its
 * demonstration moves lead to. One line per position, "LESSON STEP: FEN:
 * why" (step counted from 1, the reason in English); empty when all can
 * arise. `n_positions`, when not NULL, gets how many distinct positions
 * were looked at. */
GPtrArray *lalao_course_impossible_positions (const LalaoCourse *course, guint *n_positions);

/* The index of the lesson called `id`, or -1. */
int lalao_course_find_lesson (const LalaoCourse *course, const char *id);

/* Whether the game has a course. */
gboolean lalao_course_exists (const char *game_id);

/* A file of data/lessons/ ("rules.txt"), from the resources; NULL if none. */
GBytes *lalao_lesson_data (const char *name);

/* A lesson text in the current language (see lalao_i18n_set_language):
 * the catalogue holds it as xgettext extracted it from the XML. */
const char *lalao_lesson_text (const char *text);

G_END_DECLS
