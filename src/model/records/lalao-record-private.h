/* lalao-record-private.h — what the record's reader and writer share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-record.h"

#define LALAO_RECORD_N_STANDARD_TAGS 7
/* Event, Site, Date, Round, White, Black, Result: PGN's seven. */
extern const char *const lalao_record_standard_tags[LALAO_RECORD_N_STANDARD_TAGS];

LalaoRecordNode *lalao_record_node_new (const char *move);
LalaoRecordLine *lalao_record_line_new (void);
void lalao_record_line_free (gpointer line);

/* The full move number of ply `ply` (0: the first move), as PGN counts
 * them; first_offset is 1 when the second player moved first. */
guint lalao_record_move_number (int first_offset, guint ply);
