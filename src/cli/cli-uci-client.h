/* cli-uci-client.h — another engine, run as a UCI process, for `match`.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Used to test a new build against a saved older one, or against
 * Fairy-Stockfish: the command is started once per match thread, told the
 * variant and the options, and asked for a move with the whole game so
 * far ("position fen START moves …"), so it sees repetitions too.
 */
#pragma once

#include <gio/gio.h>

#include "lalao-engine.h"

typedef struct CliUciClient CliUciClient;

/* What the engine said about its choice. */
typedef struct {
  char best[LALAO_MOVE_TEXT_MAX];
  gboolean has_score;
  int score;          /* centi-units for the side to move; wins as LALAO_SCORE_WIN - plies */
  int depth;
} CliUciReply;

/* Starts `command` (a shell-style command line) and completes the
 * handshake: "uci", each "NAME=VALUE" of `options` (NULL-terminated, may
 * be NULL), UCI_Variant = variant, "isready". NULL with an error naming
 * the command when it cannot be started or does not answer. */
CliUciClient *cli_uci_client_new (const char *command, const char *variant, char **options,
                                  GError **error);
void cli_uci_client_free (CliUciClient *client);

/* "ucinewgame" and "isready". */
gboolean cli_uci_client_new_game (CliUciClient *client, GError **error);

/* The engine's move after `moves` (n of them, in RULES.md notation) from
 * `start_fen`, thinking movetime_ms. */
gboolean cli_uci_client_go (CliUciClient *client, const char *start_fen, char **moves, int n,
                            gint64 movetime_ms, CliUciReply *reply, GError **error);
