/* test-lesson.c — the courses: every lesson loads and can be played
 * through, the coverage table has no rule without a step, and broken
 * course files give errors.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-game.h"
#include "lalao-i18n.h"
#include "lalao-lesson.h"

/* The games that have a course so far. */

/* rules.txt: id → source, for the games that have a course. */
static GHashTable *
read_rules (void)
{
  g_autoptr (GBytes) bytes = lalao_lesson_data ("rules.txt");
  GHashTable *rules = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  g_assert_nonnull (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  lines = g_strsplit (text, "\n", -1);
  for (char **line = lines; *line != NULL; line++)
    {
      g_auto (GStrv) fields = NULL;
      if (**line == '#' || **line == '\0')
        continue;
      fields = g_strsplit (*line, "\t", 2);
      g_assert_nonnull (fields[1]);
      g_assert_false (g_hash_table_contains (rules, fields[0]));
      g_hash_table_insert (rules, g_strdup (fields[0]), g_strdup (fields[1]));
    }
  return rules;
}

/* Every course loads (the loader checks every FEN, point, demonstration
 * move and answer); every step teaches known rules, and every rule of
 * the table is taught by some step. */
static void
test_courses (void)
{
  g_autoptr (GHashTable) rules = read_rules ();
  g_autoptr (GHashTable) taught = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer id;

  g_assert_cmpuint (g_hash_table_size (rules), >, 0);
  for (gsize g = 0; g < LALAO_N_GAMES; g++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (LalaoCourse) course = lalao_course_load (lalao_game_ids[g], &error);

      g_assert_no_error (error);
      g_assert_nonnull (course);
      g_assert_cmpstr (course->engine->id, ==, lalao_game_ids[g]);
      g_assert_cmpuint (course->lessons->len, >, 0);
      for (guint l = 0; l < course->lessons->len; l++)
        {
          LalaoLesson *lesson = course->lessons->pdata[l];
          for (guint s = 0; s < lesson->steps->len; s++)
            {
              LalaoLessonStep *step = lesson->steps->pdata[s];
              gboolean any = FALSE;
              for (char **t = step->teaches; *t != NULL; t++)
                if (**t != '\0')
                  {
                    if (!g_hash_table_contains (rules, *t))
                      g_error ("%s, lesson %s, step %u teaches “%s”, which rules.txt does not list",
                               lalao_game_ids[g], lesson->id, s + 1, *t);
                    g_hash_table_add (taught, *t);
                    any = TRUE;
                  }
              if (!any)
                g_error ("%s, lesson %s, step %u teaches nothing", lalao_game_ids[g], lesson->id, s + 1);
            }
        }
      /* Kept until the end: `taught` points into the course. */
      g_hash_table_iter_init (&iter, rules);
      while (g_hash_table_iter_next (&iter, &id, NULL))
        if (g_str_has_prefix (id, lalao_game_ids[g]) && !g_hash_table_contains (taught, id))
          g_error ("no step teaches %s (%s)", (char *) id, (char *) g_hash_table_lookup (rules, id));
      g_hash_table_remove_all (taught);
    }
}

/* The seeds' strategy ideas (and Fanorona's, from aovgame.org), each
 * taught by doing: at least three goal-judged exercises (a goal on the
 * board, not a list of answers), each with a hint that says why and a
 * comment for a wrong try (issue 43). */
static void
test_strategy_exercises (void)
{
  static const char *const rows[] = {
    "samantsy.slow-anakova", "samantsy.fast-zaza", "samantsy.huffel",
    "songo.simple-threat", "songo.double-threat", "songo.yinda", "songo.grenier-strategy", "songo.bidoua",
    "fanorona.sacrifice", "surakarta.strategy",
  };
  for (gsize r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      g_autofree char *game = g_strndup (rows[r], strcspn (rows[r], "."));
      g_autoptr (LalaoCourse) course = lalao_course_load (game, NULL);
      int exercises = 0;

      g_assert_nonnull (course);
      for (guint l = 0; l < course->lessons->len; l++)
        {
          LalaoLesson *lesson = course->lessons->pdata[l];
          for (guint s = 0; s < lesson->steps->len; s++)
            {
              LalaoLessonStep *step = lesson->steps->pdata[s];
              if (step->try != NULL && step->try->exercise != NULL && step->try->hint != NULL
                  && step->try->miss != NULL && g_strv_contains ((const char *const *) step->teaches, rows[r]))
                exercises++;
            }
        }
      if (exercises < 3)
        g_error ("%s is taught by %d goal-judged exercises with a hint and a miss, not 3", rows[r], exercises);
    }
}

/* Both languages complete: every text of every course has a French
 * translation that differs from the English. */
static void
test_french (void)
{
  for (gsize g = 0; g < LALAO_N_GAMES; g++)
    {
      g_autoptr (LalaoCourse) course = lalao_course_load (lalao_game_ids[g], NULL);
      GPtrArray *texts = g_ptr_array_new ();

      for (guint l = 0; l < course->lessons->len; l++)
        {
          LalaoLesson *lesson = course->lessons->pdata[l];
          g_ptr_array_add (texts, lesson->title);
          for (guint s = 0; s < lesson->steps->len; s++)
            {
              LalaoLessonStep *step = lesson->steps->pdata[s];
              if (step->say != NULL)
                g_ptr_array_add (texts, step->say);
              for (guint c = 0; step->quiz != NULL && c < step->quiz->choices->len; c++)
                g_ptr_array_add (texts, ((LalaoLessonChoice *) step->quiz->choices->pdata[c])->text);
              if (step->try != NULL)
                {
                  g_ptr_array_add (texts, step->try->goal);
                  g_ptr_array_add (texts, step->try->praise);
                  /* A try with answers says why a move misses and where to
                   * look; an exercise judged by its goal may leave both to
                   * the generic sentences (the reason it failed, and the
                   * point the engine's solution starts from). */
                  if (step->try->exercise == NULL || step->try->miss != NULL)
                    g_ptr_array_add (texts, step->try->miss);
                  if (step->try->exercise == NULL || step->try->hint != NULL)
                    g_ptr_array_add (texts, step->try->hint);
                }
            }
        }
      lalao_i18n_set_language ("fr");
      for (guint i = 0; i < texts->len; i++)
        {
          const char *english = texts->pdata[i];
          g_assert_nonnull (english);
          if (g_strcmp0 (lalao_lesson_text (english), english) == 0)
            g_error ("no French for the %s lesson text “%s”", lalao_game_ids[g], english);
        }
      lalao_i18n_set_language (NULL);
      g_assert_cmpstr (lalao_lesson_text (texts->pdata[0]), ==, texts->pdata[0]);
      g_ptr_array_unref (texts);
    }
}

/* No ring on the answer before a hint: an exercise step that narrates
 * nothing marks nothing (a ring there could only point at the answer;
 * a marked point illustrates the narration of its step). */
static void
test_no_bare_marks (void)
{
  for (gsize g = 0; g < LALAO_N_GAMES; g++)
    {
      g_autoptr (LalaoCourse) course = lalao_course_load (lalao_game_ids[g], NULL);
      for (guint l = 0; l < course->lessons->len; l++)
        {
          LalaoLesson *lesson = course->lessons->pdata[l];
          for (guint s = 0; s < lesson->steps->len; s++)
            {
              LalaoLessonStep *step = lesson->steps->pdata[s];
              if (step->try != NULL && step->say == NULL && step->marks->len > 0)
                g_error ("%s %s, step %u: a ring with no narration", lalao_game_ids[g], lesson->id, s + 1);
            }
        }
    }
}

/* Broken courses: each gives its error, with the line. */
static void
test_broken (void)
{
  static const struct {
    const char *xml;
    LalaoLessonError code;
    const char *message;
  } cases[] = {
    { "<course game=\"chess\"/>", LALAO_LESSON_ERROR_GAME, "line 1: no game is called “chess”" },
    { "<lesson id=\"x\"/>", LALAO_LESSON_ERROR_SYNTAX, "line 1: <lesson> belongs in <course>" },
    { "<course game=\"surakarta\">\n<lesson id=\"a\"><title>A</title>\n<step fen=\"6/6/9/6/6/6 w 0 1\"><say>S</say></step></lesson></course>",
      LALAO_LESSON_ERROR_POSITION, NULL },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title><step fen=\"5b/6/6/2w3/6/6 w 0 1\">"
      "<say>S</say><mark at=\"g7\"/></step></lesson></course>",
      LALAO_LESSON_ERROR_POINT, "line 1: “g7” is not a point of Surakarta" },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title><step fen=\"5b/6/6/2w3/6/6 w 0 1\">"
      "<say>S</say><demo moves=\"c3c5\"/></step></lesson></course>",
      LALAO_LESSON_ERROR_MOVE, NULL },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title><step fen=\"5b/6/6/2w3/6/6 w 0 1\">"
      "<try answers=\"c3d4\"><hint>H</hint></try></step></lesson></course>",
      LALAO_LESSON_ERROR_SYNTAX, "line 1: an exercise needs a <goal>" },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title><step fen=\"5b/6/6/2w3/6/6 w 0 1\">"
      "<say>Black &amp; white</say></step></lesson></course>",
      LALAO_LESSON_ERROR_SYNTAX, NULL },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title></lesson></course>",
      LALAO_LESSON_ERROR_SYNTAX, "line 1: a lesson needs a <title> and at least one <step>" },
    { "<course game=\"surakarta\"><lesson id=\"a\"><title>A</title><step fen=\"5b/6/6/2w3/6/6 w 0 1\">"
      "<say>S</say><dance/></step></lesson></course>",
      LALAO_LESSON_ERROR_SYNTAX, "line 1: unknown element <dance>" },
    { "<course game=\"surakarta\"/>", LALAO_LESSON_ERROR_SYNTAX, "a course needs at least one <lesson>" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (LalaoCourse) course = lalao_course_read (cases[i].xml, strlen (cases[i].xml), &error);
      g_assert_null (course);
      g_assert_error (error, LALAO_LESSON_ERROR, (int) cases[i].code);
      if (cases[i].message != NULL)
        g_assert_cmpstr (error->message, ==, cases[i].message);
    }
  /* Not XML at all: GMarkup's own error, no crash. */
  g_autoptr (GError) error = NULL;
  g_assert_null (lalao_course_read ("<course game=", 13, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_null (lalao_course_read ("", 0, &error));
  g_assert_nonnull (error);
}

/* A course read from text: its texts normalised, its points found. */
static void
test_read (void)
{
  static const char xml[] = "<course game=\"surakarta\"><lesson id=\"a\"><title>  The\n  title </title>"
                            "<step fen=\"5b/6/6/2w3/6/6 w 0 1\" teaches=\"x y\"><say>One\n\t two.</say>"
                            "<mark at=\"a1 f6\"/><arrow from=\"c3\" to=\"d4\"/>"
                            "<try answers=\"c3d4 c3c4\"><goal>G</goal><hint>H</hint></try></step></lesson></course>";
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoCourse) course = lalao_course_read (xml, sizeof xml - 1, &error);
  LalaoLesson *lesson;
  LalaoLessonStep *step;

  g_assert_no_error (error);
  lesson = course->lessons->pdata[0];
  g_assert_cmpstr (lesson->title, ==, "The title");
  step = lesson->steps->pdata[0];
  g_assert_cmpstr (step->say, ==, "One two.");
  g_assert_cmpuint (step->marks->len, ==, 2);
  g_assert_cmpint (g_array_index (step->marks, int, 0), ==, 0);
  g_assert_cmpint (g_array_index (step->marks, int, 1), ==, 35);
  g_assert_cmpint (g_array_index (step->arrows, LalaoLessonArrow, 0).from, ==, 14);
  g_assert_cmpint (g_array_index (step->arrows, LalaoLessonArrow, 0).to, ==, 21);
  g_assert_cmpuint (step->try->answers->len, ==, 2);
  g_assert_cmpstr (step->teaches[1], ==, "y");
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/lesson/read", test_read);
  g_test_add_func ("/lesson/broken", test_broken);
  g_test_add_func ("/lesson/courses", test_courses);
  g_test_add_func ("/lesson/strategy-exercises", test_strategy_exercises);
  g_test_add_func ("/lesson/french", test_french);
  g_test_add_func ("/lesson/no-bare-marks", test_no_bare_marks);
  return g_test_run ();
}
