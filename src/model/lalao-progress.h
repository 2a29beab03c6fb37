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

/* A sentence for the learner when the file could not be read (it was
 * set aside) or written, or NULL. Each problem is given once. */
char *lalao_progress_take_problem (LalaoProgress *self);

G_END_DECLS
