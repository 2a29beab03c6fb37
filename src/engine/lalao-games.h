/* lalao-games.h — the games' own headers, for the registry: each defines
 * its id (GAME_ID) and declares its engine.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "fanorona.h"
#include "lalao-engine.h"
#include "samantsy.h"
#include "songo.h"
#include "surakarta.h"

extern const LalaoEngine lalao_fanorona_engine;
extern const LalaoEngine lalao_samantsy_engine;
extern const LalaoEngine lalao_songo_engine;
extern const LalaoEngine lalao_surakarta_engine;

/* A game whose engine has not been written yet is NULL here. */
#define LALAO_SAMANTSY_ENGINE (&lalao_samantsy_engine)
#define LALAO_SONGO_ENGINE (&lalao_songo_engine)
#define LALAO_FANORONA_ENGINE (&lalao_fanorona_engine)
#define LALAO_SURAKARTA_ENGINE (&lalao_surakarta_engine)
