/* lalao-files.h — the app's own files, never lost.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A file that does not read is kept beside itself, renamed
 * "KIND-unreadable-DATE.EXT" (EXT its own extension), so that nothing is
 * lost and the next start does not trip on it again. Its new path, or
 * NULL when it could not be moved. */
char *lalao_files_set_aside (const char *path, const char *kind);

G_END_DECLS
