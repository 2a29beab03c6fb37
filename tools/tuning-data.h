/* tuning-data.h — reading texel-data's "FEN;RESULT" lines, for the
 * tools that fit an evaluation (texel-tune, net-train).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lalao-eval-terms.h"

/* One position read: its terms as the game's tuning counts them, and
 * the game's result for the side to move (the file gives it for the
 * first player). */
typedef void (*TuningDataFunc) (const LalaoPosition *pos, const LalaoEvalTerms *terms, float result,
                                void *user_data);

/* Calls FUNC for each position of PATH that parses and has terms (the
 * others are skipped, as the tuning cannot use them); exits with a
 * message when the file cannot be read. Returns the positions given. */
long tuning_data_read (const LalaoEngine *e, const char *path, TuningDataFunc func, void *user_data);
