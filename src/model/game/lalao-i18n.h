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
 * installed directory; when neither it is set nor any catalogue is
 * installed, the build folder's po/ is used, for running from the build
 * tree) and sets the locale from the environment. */
void lalao_i18n_init (void);

/* Switches the language of messages at once, without restarting:
 * "en", "fr", or NULL for the system language. */
void lalao_i18n_set_language (const char *lang);

/* Whether the catalogue of `lang` ("fr") is where the text domain is bound
 * ("en" needs none), and that folder. */
gboolean lalao_i18n_has_language (const char *lang);
const char *lalao_i18n_get_localedir (void);

G_END_DECLS
