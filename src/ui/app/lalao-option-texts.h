/* lalao-option-texts.h — the Options of RULES.md a person can switch,
 * with what they mean. The engines have other options for tests and
 * perft; those keep their defaults.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

/* Each game's painter holds its own (its option_texts). */
typedef struct LalaoOptionText {
  const char *option_id;
  const char *title;        /* N_(): a switch's title */
  const char *explanation;  /* N_(): what the option changes */
} LalaoOptionText;

/* The game's switchable options, ended by a row of NULLs (the row alone
 * when it has none). */
const LalaoOptionText *lalao_option_texts_of (const LalaoEngine *engine);

/* "Rules: Huffel’s pieces (1940) on.": the switchable options that differ
 * from their defaults; NULL when none do. */
char *lalao_option_texts_describe (const LalaoEngine *engine, LalaoOptions options);

G_END_DECLS
