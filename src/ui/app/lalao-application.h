/* lalao-application.h — the Lalao application.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define LALAO_TYPE_APPLICATION (lalao_application_get_type ())
G_DECLARE_FINAL_TYPE (LalaoApplication, lalao_application, LALAO, APPLICATION, AdwApplication)

LalaoApplication *lalao_application_new (void);

G_END_DECLS
