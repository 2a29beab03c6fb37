/* lalao-new-game-dialog.h — choosing the opponent, sides and rules of a game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lalao-position-editor.h"

#include "lalao-engine.h"
#include "lalao-match.h"

G_BEGIN_DECLS

#define LALAO_TYPE_NEW_GAME_DIALOG (lalao_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (LalaoNewGameDialog, lalao_new_game_dialog, LALAO, NEW_GAME_DIALOG, AdwWindow)

/* A dialog for a new game of game_id, showing the choices remembered in
 * `settings`. "Start" saves them back, emits ::start and closes. */
LalaoNewGameDialog *lalao_new_game_dialog_new (GtkWindow *parent, const char *game_id, GSettings *settings);

/* What the person chose (valid in the ::start handler). */
const char *lalao_new_game_dialog_get_game_id (LalaoNewGameDialog *self);
/* The start position's FEN, with the agreed first player to move. */
char *lalao_new_game_dialog_dup_fen (LalaoNewGameDialog *self);
LalaoOptions lalao_new_game_dialog_get_options (LalaoNewGameDialog *self);
/* 0 for two people on this device, else the computer's level (1-5). */
int lalao_new_game_dialog_get_computer_level (LalaoNewGameDialog *self);
LalaoSide lalao_new_game_dialog_get_person_side (LalaoNewGameDialog *self);
/* Surakarta: whether the game starts a match, and which. */
gboolean lalao_new_game_dialog_get_match (LalaoNewGameDialog *self, LalaoMatch *match);
/* The match's number of games or points (for tests); NULL but for Surakarta. */
GtkSpinButton *lalao_new_game_dialog_get_match_target (LalaoNewGameDialog *self);

/* The rows, so tests can choose as a person would. */
AdwComboRow *lalao_new_game_dialog_get_row (LalaoNewGameDialog *self, const char *name);
GtkSwitch *lalao_new_game_dialog_get_option_switch (LalaoNewGameDialog *self, const char *option_id);
void lalao_new_game_dialog_start (LalaoNewGameDialog *self);
/* Says that the game has an unfinished game (described by `unfinished`,
 * NULL: none) which the new one will replace. */
void lalao_new_game_dialog_set_replacing (LalaoNewGameDialog *self, const char *unfinished);
const char *lalao_new_game_dialog_get_replacing (LalaoNewGameDialog *self);
/* Opens the board editor ("Set Up…"); the position it gives is the one
 * the game starts from. */
LalaoPositionEditor *lalao_new_game_dialog_set_up (LalaoNewGameDialog *self);

G_END_DECLS
