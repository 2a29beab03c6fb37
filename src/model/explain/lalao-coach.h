/* lalao-coach.h — what a guided game says before each of the learner's
 * moves.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A guided first game is played against level 1 with the explanation of
 * every move on show (the explainer's); before each of the learner's
 * moves the coach says which rules are in play now: how many moves there
 * are, whether some capture, whether the rules leave only captures, a
 * grenier to sow, a zaza that can be crowned.
 */
#pragma once

#include <glib.h>

#include "lalao-engine.h"

G_BEGIN_DECLS

/* The coach's sentences for the player to move in `pos`; NULL when the
 * game is over. */
char *lalao_coach_turn (const LalaoEngine *engine, const LalaoPosition *pos);

G_END_DECLS
