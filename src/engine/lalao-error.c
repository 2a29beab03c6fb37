/* lalao-error.c — filling LalaoError values.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <string.h>

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
  err->format = NULL;
  memset (err->values, 0, sizeof err->values);
}

void
lalao_error_setf (LalaoError *err, LalaoErrorCode code, const char *format, ...)
{
  va_list ap;
  int n = 0;

  if (err == NULL)
    return;
  lalao_error_set (err, code, 0, 0, 0, 0);
  va_start (ap, format);
  vsnprintf (err->message, sizeof err->message, format, ap);
  va_end (ap);

  /* The values again, kept one by one for the translation. */
  err->format = format;
  va_start (ap, format);
  for (const char *f = format; *f != '\0'; f++)
    {
      if (*f != '%')
        continue;
      f++;
      if (*f == '%')
        continue;
      int precision = -1;
      if (*f == '.')
        for (precision = 0, f++; *f >= '0' && *f <= '9'; f++)
          precision = precision * 10 + (*f - '0');
      LalaoErrorValue *v = n < LALAO_ERROR_MAX_VALUES ? &err->values[n++] : NULL;
      if (*f == 'd' || *f == 'c')
        {
          int number = va_arg (ap, int);
          if (v != NULL)
            *v = (LalaoErrorValue){ .kind = *f, .number = number };
        }
      else if (*f == 's')
        {
          const char *text = va_arg (ap, const char *);
          if (v != NULL)
            {
              v->kind = 's';
              snprintf (v->text, sizeof v->text, "%.*s", precision >= 0 ? precision : (int) sizeof v->text - 1,
                        text);
            }
        }
    }
  va_end (ap);
}
