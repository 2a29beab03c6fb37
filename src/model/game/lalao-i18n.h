/* lalao-i18n.h — gettext set-up shared by the app, the CLI and the tests.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <glib/gi18n.h>

G_BEGIN_DECLS

/* Binds the text domain (LALAO_LOCALEDIR in the environment overrides the
 * installed directory, for running from the build tree) and sets the
 * locale from the environment. */
void lalao_i18n_init (void);

/* Switches the language of messages at once, without restarting:
 * "en", "fr", or NULL for the system language. */
void lalao_i18n_set_language (const char *lang);

G_END_DECLS
