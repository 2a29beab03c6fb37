/* lalao-progress.h — what the learner has done, kept across runs.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One small key file in the user's data folder (lalao/progress.ini),
 * written atomically (a new file renamed over the old one) after every
 * change. A file that does not read is never a reason to crash nor to
 * lose it: it is kept aside as "progress-unreadable-DATE.ini", said once
 * (lalao_progress_take_problem), and a fresh progress starts.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-lesson.h"

G_BEGIN_DECLS

#define LALAO_TYPE_PROGRESS (lalao_progress_get_type ())
G_DECLARE_FINAL_TYPE (LalaoProgress, lalao_progress, LALAO, PROGRESS, GObject)

/* The progress kept in `path`, read now. */
LalaoProgress *lalao_progress_new (const char *path);
/* The learner's progress, in g_get_user_data_dir(); one per process. */
LalaoProgress *lalao_progress_get_default (void);
const char *lalao_progress_get_path (LalaoProgress *self);

gboolean lalao_progress_get_lesson_done (LalaoProgress *self, const char *game_id, const char *lesson_id);
/* Ticks a lesson and writes the file; on failure the tick is kept for
 * this run and the error says why. */
gboolean lalao_progress_set_lesson_done (LalaoProgress *self, const char *game_id, const char *lesson_id,
                                         GError **error);

/* The best stars (0 to 3) earned on an exercise; 0: not solved yet. */
int lalao_progress_get_stars (LalaoProgress *self, const char *game_id, const char *exercise_id);
/* Keeps `stars` if they beat the best so far, and writes the file. */
gboolean lalao_progress_set_stars (LalaoProgress *self, const char *game_id, const char *exercise_id, int stars,
                                   GError **error);
/* The key of a lesson's step (counted from 0) in the file: "capture.2"
 * for the second step of lesson "capture". */
char *lalao_progress_step_key (const char *lesson_id, guint step);

/* The stars earned in a lesson, and the most its exercises offer. */
void lalao_progress_count_lesson (LalaoProgress *self, const char *game_id, const LalaoLesson *lesson, int *stars,
                                  int *most);
/* How far a course has come: its lessons done, and the stars earned of
 * the most its exercises offer (three each). */
void lalao_progress_count (LalaoProgress *self, const LalaoCourse *course, guint *lessons_done, int *stars,
                           int *most);
/* The same as a sentence ("3 of 14 lessons done, 12 of 90 stars."), or
 * NULL when nothing is done yet. */
char *lalao_progress_describe (LalaoProgress *self, const LalaoCourse *course);

/* Forgets a game's lessons and stars, and writes the file. */
gboolean lalao_progress_reset (LalaoProgress *self, const char *game_id, GError **error);

/* The puzzle trainer's numbers for a game (its rating, streaks, each
 * puzzle's moved difficulty and when a failed one comes back), kept in
 * the file's group "puzzles-GAME"; `fallback` when not there yet. */
int lalao_progress_get_puzzle_int (LalaoProgress *self, const char *game_id, const char *key, int fallback);
/* Sets n of them at once (a value of G_MININT removes its key) and
 * writes the file. */
gboolean lalao_progress_set_puzzle_ints (LalaoProgress *self, const char *game_id, const char *const *keys,
                                         const int *values, int n, GError **error);

/* A sentence for the learner when the file could not be read (it was
 * set aside) or written, or NULL. Each problem is given once. */
char *lalao_progress_take_problem (LalaoProgress *self);

G_END_DECLS
