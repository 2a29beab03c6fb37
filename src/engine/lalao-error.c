/* lalao-error.c — filling LalaoError values.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>

#include "lalao-error.h"

void
lalao_error_clear (LalaoError *err)
{
  lalao_error_set (err, LALAO_ERROR_NONE, 0, 0, 0, 0);
}

void
lalao_error_set (LalaoError *err, LalaoErrorCode code, int a, int b, int c, int d)
{
  if (err == NULL)
    return;
  err->code = code;
  err->args[0] = a;
  err->args[1] = b;
  err->args[2] = c;
  err->args[3] = d;
  err->message[0] = '\0';
}

void
lalao_error_setf (LalaoError *err, LalaoErrorCode code, const char *format, ...)
{
  va_list ap;

  if (err == NULL)
    return;
  lalao_error_set (err, code, 0, 0, 0, 0);
  va_start (ap, format);
  vsnprintf (err->message, sizeof err->message, format, ap);
  va_end (ap);
}
