/* fuzz-lesson.c — the course reader on any input.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A course either reads, every step's FEN, points and moves checked, or
 * gives an error that says why.
 */
#include <stdlib.h>

#include "lalao-lesson.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  LalaoCourse *course = lalao_course_read ((const char *) data, size, &error);

  if (course == NULL)
    {
      if (error == NULL || *error->message == '\0')
        abort ();
      g_error_free (error);
      return 0;
    }
  for (guint l = 0; l < course->lessons->len; l++)
    {
      LalaoLesson *lesson = course->lessons->pdata[l];
      if (lesson->title == NULL || lesson->steps->len == 0)
        abort ();
    }
  lalao_course_free (course);
  return 0;
}
