/* main.c — starts Lalao.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lalao-application.h"
#include "lalao-i18n.h"

int
main (int argc, char *argv[])
{
  g_autoptr (LalaoApplication) app = NULL;

  lalao_i18n_init ();
  app = lalao_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
