/* lalao-lesson.c — the courses that teach each game, read from data files.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The XML is read with GMarkup. Texts are normalised as xgettext does
 * with the ITS rules (runs of white space become one space, none at the
 * ends), so that each one is its own msgid in po/.
 */
#define G_LOG_DOMAIN "lalao-lesson"

#include "config.h"

#include <stdlib.h>

#include "lalao-game.h"
#include "lalao-i18n.h"
#include "lalao-record.h"
#include "lalao-lessons.h"
#include "lalao-lesson.h"

G_DEFINE_QUARK (lalao-lesson-error-quark, lalao_lesson_error)

static void
try_free (LalaoLessonTry *try)
{
  if (try == NULL)
    return;
  g_free (try->goal);
  g_ptr_array_unref (try->answers);
  if (try->exercise != NULL)
    g_strfreev (try->exercise->script);
  g_free (try->exercise);
  g_free (try->praise);
  g_free (try->miss);
  g_free (try->hint);
  g_free (try);
}

static void
choice_free (LalaoLessonChoice *choice)
{
  g_free (choice->text);
  g_free (choice);
}

static void
quiz_free (LalaoLessonQuiz *quiz)
{
  if (quiz == NULL)
    return;
  g_ptr_array_unref (quiz->choices);
  g_free (quiz);
}

static void
step_free (LalaoLessonStep *step)
{
  g_free (step->fen);
  g_free (step->say);
  g_array_unref (step->marks);
  g_array_unref (step->arrows);
  g_ptr_array_unref (step->demo);
  try_free (step->try);
  quiz_free (step->quiz);
  g_strfreev (step->teaches);
  g_free (step);
}

static void
lesson_free (LalaoLesson *lesson)
{
  g_free (lesson->id);
  g_free (lesson->title);
  g_ptr_array_unref (lesson->steps);
  g_free (lesson);
}

void
lalao_course_free (LalaoCourse *course)
{
  if (course == NULL)
    return;
  g_ptr_array_unref (course->lessons);
  g_free (course);
}

/* dgettext, not g_dgettext: GLib's would leave the English whenever the
 * system locale is English, even with a lesson language chosen. */
const char *
lalao_lesson_text (const char *text)
{
  return text != NULL && *text != '\0' ? dgettext (GETTEXT_PACKAGE, text) : "";
}

/* The reader's state: where it is in the course. */
typedef struct {
  LalaoCourse *course;
  LalaoLesson *lesson;
  LalaoLessonStep *step;
  LalaoOptions course_options;
  GString *text;       /* the text of the element being read */
  char **text_target;  /* where it goes at the element's end */
} Reader;

static gboolean
fail (GError **error, LalaoLessonError code, GMarkupParseContext *context, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
fail (GError **error, LalaoLessonError code, GMarkupParseContext *context, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;
  int line = 0;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (context == NULL)
    {
      g_set_error_literal (error, LALAO_LESSON_ERROR, code, message);
      return FALSE;
    }
  g_markup_parse_context_get_position (context, &line, NULL);
  g_set_error (error, LALAO_LESSON_ERROR, code, "line %d: %s", line, message);
  return FALSE;
}

static gboolean
read_points (Reader *r, GMarkupParseContext *context, const char *text, GArray *points, GError **error)
{
  g_auto (GStrv) names = g_strsplit_set (text, " ", -1);

  for (char **name = names; *name != NULL; name++)
    {
      int point;
      if (**name == '\0')
        continue;
      if ((point = lalao_point_index (r->course->engine, *name)) < 0)
        return fail (error, LALAO_LESSON_ERROR_POINT, context, "“%s” is not a point of %s", *name,
                     r->course->engine->name);
      g_array_append_val (points, point);
    }
  return TRUE;
}

static GPtrArray *
split_moves (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " ", -1);
  GPtrArray *moves = g_ptr_array_new_with_free_func (g_free);

  for (char **w = words; *w != NULL; w++)
    if (**w != '\0')
      g_ptr_array_add (moves, g_strdup (*w));
  return moves;
}

static LalaoLessonStep *
step_new (void)
{
  LalaoLessonStep *step = g_new0 (LalaoLessonStep, 1);
  step->marks = g_array_new (FALSE, FALSE, sizeof (int));
  step->arrows = g_array_new (FALSE, FALSE, sizeof (LalaoLessonArrow));
  step->demo = g_ptr_array_new_with_free_func (g_free);
  return step;
}

static gboolean
read_options (Reader *r, GMarkupParseContext *context, const char *text, LalaoOptions *options, GError **error)
{
  g_autofree char *unknown = NULL;

  *options = lalao_engine_default_options (r->course->engine);
  if (text != NULL && !lalao_options_from_text (r->course->engine, text, options, &unknown))
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "%s has no rule option “%s”", r->course->engine->name,
                 unknown);
  return TRUE;
}

/* One handler per element: each reads its attributes into the course
 * under construction; FALSE when it set an error. */
typedef gboolean (*OpenElement) (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
                                 const char **values, GError **error);

static gboolean
open_course (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
             const char **values, GError **error)
{
  const char *game = NULL, *rules = NULL;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "game", &game,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "rules", &rules,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  if ((r->course->engine = lalao_engine_lookup (game)) == NULL)
    return fail (error, LALAO_LESSON_ERROR_GAME, context, "no game is called “%s”", game);
  return read_options (r, context, rules, &r->course_options, error);
}

static gboolean
open_lesson (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
             const char **values, GError **error)
{
  const char *id = NULL;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "id", &id,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  r->lesson = g_new0 (LalaoLesson, 1);
  r->lesson->id = g_strdup (id);
  r->lesson->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) step_free);
  g_ptr_array_add (r->course->lessons, r->lesson);
  return TRUE;
}

static gboolean
open_step (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
           const char **values, GError **error)
{
  const char *fen = NULL, *teaches = NULL, *rules = NULL;
  gboolean legend = FALSE;
  LalaoPosition pos;
  LalaoError err;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "fen", &fen,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "teaches", &teaches,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "rules", &rules,
                                    G_MARKUP_COLLECT_TRISTATE, "legend", &legend,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  r->step = step_new ();
  r->step->legend = legend == TRUE;
  g_ptr_array_add (r->lesson->steps, r->step);
  r->step->fen = g_strdup (fen);
  r->step->teaches = g_strsplit_set (teaches != NULL ? teaches : "", " ", -1);
  r->step->options = r->course_options;
  if (rules != NULL && !read_options (r, context, rules, &r->step->options, error))
    return FALSE;
  if (!r->course->engine->from_fen (&pos, fen, r->step->options, &err))
    return fail (error, LALAO_LESSON_ERROR_POSITION, context, "the FEN “%s” does not parse: %s", fen, err.message);
  return TRUE;
}

static gboolean
open_mark (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
           const char **values, GError **error)
{
  const char *at = NULL;

  return g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "at", &at,
                                      G_MARKUP_COLLECT_INVALID)
         && read_points (r, context, at, r->step->marks, error);
}

static gboolean
open_arrow (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
            const char **values, GError **error)
{
  g_autoptr (GArray) ends = g_array_new (FALSE, FALSE, sizeof (int));
  const char *from = NULL, *to = NULL;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "from", &from,
                                    G_MARKUP_COLLECT_STRING, "to", &to, G_MARKUP_COLLECT_INVALID)
      || !read_points (r, context, from, ends, error) || !read_points (r, context, to, ends, error))
    return FALSE;
  if (ends->len != 2)
    return fail (error, LALAO_LESSON_ERROR_POINT, context, "an arrow goes from one point to one point");
  LalaoLessonArrow arrow = { g_array_index (ends, int, 0), g_array_index (ends, int, 1) };
  g_array_append_val (r->step->arrows, arrow);
  return TRUE;
}

static gboolean
open_demo (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
           const char **values, GError **error)
{
  const char *moves = NULL;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "moves", &moves,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  g_ptr_array_unref (r->step->demo);
  r->step->demo = split_moves (moves);
  return TRUE;
}

/* A number attribute from 1 to 99; `fallback` when it is absent. */
static gboolean
read_count (GMarkupParseContext *context, const char *name, const char *text, int fallback, int *out,
            GError **error)
{
  char *end = NULL;
  long n;

  if (text == NULL)
    {
      *out = fallback;
      return TRUE;
    }
  n = strtol (text, &end, 10);
  if (end == text || *end != '\0' || n < 1 || n > 99)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "%s is a number from 1 to 99, not “%s”", name, text);
  *out = (int) n;
  return TRUE;
}

/* The goal-judged part of a try: its goal, failures, par, limit and
 * the opponent's replies. */
static gboolean
read_exercise (Reader *r, GMarkupParseContext *context, const char *success, const char *failure, const char *par,
               const char *limit, const char *depth, const char *replies, GError **error)
{
  LalaoExercise *ex = g_new0 (LalaoExercise, 1);
  g_autoptr (GError) why = NULL;

  r->step->try->exercise = ex;
  if (!lalao_goal_read (r->course->engine, success, FALSE, &ex->success, &why))
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "%s", why->message);
  if (failure != NULL)
    {
      g_auto (GStrv) parts = g_strsplit (failure, ",", -1);
      for (char **part = parts; *part != NULL; part++)
        {
          g_autofree char *one = g_strstrip (g_strdup (*part));
          if (ex->n_failures == LALAO_EXERCISE_MAX_FAILURES)
            return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "at most %d failure conditions",
                         LALAO_EXERCISE_MAX_FAILURES);
          if (!lalao_goal_read (r->course->engine, one, TRUE, &ex->failures[ex->n_failures++], &why))
            return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "%s", why->message);
        }
    }
  if (!read_count (context, "par", par, 1, &ex->par, error) || !read_count (context, "limit", limit, ex->par, &ex->limit, error)
      || !read_count (context, "reply-depth", depth, 2, &ex->reply_depth, error))
    return FALSE;
  if (ex->limit < ex->par)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "the limit is under the par");
  if (replies != NULL)
    {
      g_autoptr (GPtrArray) moves = split_moves (replies);
      g_ptr_array_add (moves, NULL);
      ex->script = (GStrv) g_ptr_array_steal (moves, NULL);
    }
  return TRUE;
}

static gboolean
open_try (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
          const char **values, GError **error)
{
  const char *answers = NULL, *success = NULL, *failure = NULL, *par = NULL, *limit = NULL, *depth = NULL,
             *replies = NULL;
  gboolean practice = FALSE, forced = FALSE;

  if (!g_markup_collect_attributes (element, names, values, error,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "answers", &answers,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "success", &success,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "failure", &failure,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "par", &par,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "limit", &limit,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "reply-depth", &depth,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "replies", &replies,
                                    G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL, "practice", &practice,
                                    G_MARKUP_COLLECT_BOOLEAN | G_MARKUP_COLLECT_OPTIONAL, "forced", &forced,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  try_free (r->step->try);
  r->step->try = g_new0 (LalaoLessonTry, 1);
  r->step->try->answers = split_moves (answers != NULL ? answers : "");
  if ((answers == NULL) == (success == NULL))
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a try has either answers or a success condition");
  if (success != NULL)
    {
      if (!read_exercise (r, context, success, failure, par, limit, depth, replies, error))
        return FALSE;
      r->step->try->exercise->practice = practice;
      r->step->try->exercise->forced = forced;
      return TRUE;
    }
  if (practice)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a practice position has a success condition");
  if (forced)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a forced goal needs a success condition");
  if (r->step->try->answers->len == 0)
    return fail (error, LALAO_LESSON_ERROR_MOVE, context, "an exercise needs at least one answer");
  if (failure != NULL || par != NULL || limit != NULL || depth != NULL || replies != NULL)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a try with answers has no goal to judge");
  return TRUE;
}

static gboolean
open_quiz (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
           const char **values, GError **error)
{
  const char *repetitions = NULL;

  if (!g_markup_collect_attributes (element, names, values, error,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "repetitions", &repetitions,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  quiz_free (r->step->quiz);
  r->step->quiz = g_new0 (LalaoLessonQuiz, 1);
  r->step->quiz->choices = g_ptr_array_new_with_free_func ((GDestroyNotify) choice_free);
  return read_count (context, "repetitions", repetitions, 1, &r->step->quiz->repetitions, error);
}

static gboolean
open_choice (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
             const char **values, GError **error)
{
  const char *result = NULL, *rule = NULL;
  LalaoLessonChoice *choice;
  int i;

  if (!g_markup_collect_attributes (element, names, values, error, G_MARKUP_COLLECT_STRING, "result", &result,
                                    G_MARKUP_COLLECT_STRING | G_MARKUP_COLLECT_OPTIONAL, "rule", &rule,
                                    G_MARKUP_COLLECT_INVALID))
    return FALSE;
  choice = g_new0 (LalaoLessonChoice, 1);
  g_ptr_array_add (r->step->quiz->choices, choice);
  for (i = LALAO_ONGOING; i <= LALAO_DRAW && !g_str_equal (lalao_result_id ((LalaoResult) i), result); i++)
    ;
  if (i > LALAO_DRAW)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "“%s” is not a result", result);
  choice->status.result = (LalaoResult) i;
  choice->status.rule = rule != NULL ? lalao_rule_from_id (rule) : LALAO_RULE_NONE;
  if ((choice->status.rule == LALAO_RULE_NONE) != (choice->status.result == LALAO_ONGOING))
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a finished game's choice names a known rule, and only it");
  r->text_target = &choice->text;
  return TRUE;
}

/* Exactly one choice is the engine's own reading of the position. */
static gboolean
check_quiz (Reader *r, GMarkupParseContext *context, LalaoLessonStep *step, GError **error)
{
  const LalaoEngine *e = r->course->engine;
  LalaoLessonQuiz *quiz = step->quiz;
  LalaoPosition pos;
  LalaoError err;
  LalaoStatus status;
  guint matches = 0;

  e->from_fen (&pos, step->fen, step->options, &err);
  status = e->status (&pos, quiz->repetitions);
  for (guint i = 0; i < quiz->choices->len; i++)
    {
      LalaoLessonChoice *choice = quiz->choices->pdata[i];
      if (choice->text == NULL)
        return fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a choice needs a text");
      if (choice->status.result == status.result
          && (status.result == LALAO_ONGOING || choice->status.rule == status.rule))
        {
          matches++;
          quiz->answer = i;
        }
    }
  if (quiz->choices->len < 2 || matches != 1)
    return fail (error, LALAO_LESSON_ERROR_SYNTAX, context,
                 "a quiz needs two choices or more, one of them the engine's answer (%s, %s)",
                 lalao_result_id (status.result), lalao_rule_id (status.rule));
  return TRUE;
}

/* The elements that hold a text: where the text goes. */
static gboolean
open_text (Reader *r, GMarkupParseContext *context, const char *element, const char **names,
           const char **values, GError **error)
{
  LalaoLessonTry *try = r->step != NULL ? r->step->try : NULL;

  r->text_target = g_str_equal (element, "title")    ? &r->lesson->title
                   : g_str_equal (element, "say")    ? &r->step->say
                   : g_str_equal (element, "goal")   ? &try->goal
                   : g_str_equal (element, "praise") ? &try->praise
                   : g_str_equal (element, "miss")   ? &try->miss
                                                     : &try->hint;
  return TRUE;
}

/* Each element, the element it belongs in (NULL: the outermost), and
 * its handler. */
static const struct {
  const char *name;
  const char *parent;
  OpenElement open;
} element_readers[] = {
  { "course", NULL, open_course },
  { "lesson", "course", open_lesson },
  { "title", "lesson", open_text },
  { "step", "lesson", open_step },
  { "say", "step", open_text },
  { "mark", "step", open_mark },
  { "arrow", "step", open_arrow },
  { "demo", "step", open_demo },
  { "try", "step", open_try },
  { "goal", "try", open_text },
  { "praise", "try", open_text },
  { "miss", "try", open_text },
  { "hint", "try", open_text },
  { "quiz", "step", open_quiz },
  { "choice", "quiz", open_choice },
};

static void
start_element (GMarkupParseContext *context, const char *element, const char **names, const char **values,
               gpointer data, GError **error)
{
  const GSList *stack = g_markup_parse_context_get_element_stack (context);
  const char *parent = stack->next != NULL ? stack->next->data : NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (element_readers); i++)
    {
      if (!g_str_equal (element, element_readers[i].name))
        continue;
      if (element_readers[i].parent == NULL && parent != NULL)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "<%s> is the outermost element", element);
      else if (g_strcmp0 (parent, element_readers[i].parent) != 0)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "<%s> belongs in <%s>", element, element_readers[i].parent);
      else
        element_readers[i].open (data, context, element, names, values, error);
      return;
    }
  fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "unknown element <%s>", element);
}

/* White space as xgettext leaves it: single spaces, none at the ends. */
static char *
normalise (const char *text)
{
  g_auto (GStrv) words = g_strsplit_set (text, " \t\n\r", -1);
  GString *out = g_string_new (NULL);

  for (char **w = words; *w != NULL; w++)
    if (**w != '\0')
      {
        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, *w);
      }
  return g_string_free (out, FALSE);
}

static void
text (GMarkupParseContext *context, const char *text, gsize length, gpointer data, GError **error)
{
  Reader *r = data;

  if (r->text_target != NULL)
    g_string_append_len (r->text, text, (gssize) length);
}

/* A step's demonstration and answers are played on its position. */
static gboolean
check_moves (Reader *r, GMarkupParseContext *context, LalaoLessonStep *step, GError **error)
{
  g_autoptr (LalaoGame) game = lalao_game_new (r->course->engine->id, step->fen, step->options, NULL);
  g_autoptr (GError) why = NULL;

  for (guint i = 0; i < step->demo->len; i++)
    if (!lalao_game_play_text (game, step->demo->pdata[i], &why))
      return fail (error, LALAO_LESSON_ERROR_MOVE, context, "the demonstration's move %s: %s",
                   (char *) step->demo->pdata[i], why->message);
  for (guint i = 0; step->try != NULL && i < step->try->answers->len; i++)
    {
      if (!lalao_game_play_text (game, step->try->answers->pdata[i], &why))
        return fail (error, LALAO_LESSON_ERROR_MOVE, context, "the answer %s: %s",
                     (char *) step->try->answers->pdata[i], why->message);
      lalao_game_undo (game);
    }
  return TRUE;
}

static void
end_element (GMarkupParseContext *context, const char *element, gpointer data, GError **error)
{
  Reader *r = data;

  if (r->text_target != NULL)
    {
      g_autofree char *normal = normalise (r->text->str);
      g_string_truncate (r->text, 0);
      /* xgettext would keep &amp; and &lt; escaped in the msgid. */
      if (strpbrk (normal, "&<>") != NULL)
        {
          fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "write “and”, not &, and no < or > in texts");
          return;
        }
      g_free (*r->text_target);
      *r->text_target = g_steal_pointer (&normal);
      r->text_target = NULL;
    }
  else if (g_str_equal (element, "step"))
    {
      if (r->step->say == NULL && r->step->try == NULL && r->step->quiz == NULL)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a step says something, asks for a move or asks a question");
      else if (r->step->try != NULL && r->step->try->goal == NULL)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "an exercise needs a <goal>");
      else if (r->step->try != NULL && r->step->quiz != NULL)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a step asks for a move or asks a question, not both");
      else if (r->step->quiz == NULL || check_quiz (r, context, r->step, error))
        check_moves (r, context, r->step, error);
      r->step = NULL;
    }
  else if (g_str_equal (element, "lesson"))
    {
      if (r->lesson->title == NULL || r->lesson->steps->len == 0)
        fail (error, LALAO_LESSON_ERROR_SYNTAX, context, "a lesson needs a <title> and at least one <step>");
      r->lesson = NULL;
    }
}

LalaoCourse *
lalao_course_read (const char *xml, gsize length, GError **error)
{
  static const GMarkupParser parser = { start_element, end_element, text, NULL, NULL };
  Reader r = { 0 };
  GMarkupParseContext *context;
  gboolean ok;

  g_return_val_if_fail (xml != NULL, NULL);
  r.course = g_new0 (LalaoCourse, 1);
  r.course->lessons = g_ptr_array_new_with_free_func ((GDestroyNotify) lesson_free);
  r.text = g_string_new (NULL);
  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &r, NULL);
  ok = g_markup_parse_context_parse (context, xml, (gssize) length, error)
       && g_markup_parse_context_end_parse (context, error);
  g_markup_parse_context_free (context);
  g_string_free (r.text, TRUE);
  if (ok && r.course->lessons->len == 0)
    ok = fail (error, LALAO_LESSON_ERROR_SYNTAX, NULL, "a course needs at least one <lesson>");
  if (!ok)
    {
      lalao_course_free (r.course);
      return NULL;
    }
  return r.course;
}

GBytes *
lalao_lesson_data (const char *name)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_BASE "/lessons/%s", name);
  return g_resource_lookup_data (lalao_lessons_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
}

GPtrArray *
lalao_course_impossible_positions (const LalaoCourse *course, guint *n_positions)
{
  const LalaoEngine *e = course->engine;
  GPtrArray *found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint l = 0; l < course->lessons->len; l++)
    {
      LalaoLesson *lesson = course->lessons->pdata[l];
      for (guint s = 0; s < lesson->steps->len; s++)
        {
          LalaoLessonStep *step = lesson->steps->pdata[s];
          LalaoPosition pos;
          LalaoError err;
          char fen[LALAO_FEN_MAX];

          /* The reader has checked the FEN and the demonstration. */
          if (!e->from_fen (&pos, step->fen, step->options, &err))
            continue;
          for (guint d = 0;; d++)
            {
              e->to_fen (&pos, fen);
              if (g_hash_table_add (seen, g_strdup (fen)) && !lalao_engine_reachable (e, &pos, &err))
                g_ptr_array_add (found, g_strdup_printf ("%s %u: %s: %s", lesson->id, s + 1, fen, err.message));
              LalaoMove move;
              if (step->demo == NULL || d >= step->demo->len)
                break;
              lalao_engine_read_move (e, &pos, step->demo->pdata[d], &move, &err);
              if (err.code != LALAO_ERROR_NONE)
                break;
              e->play (&pos, move, &pos, NULL);
            }
        }
    }
  if (n_positions != NULL)
    *n_positions = g_hash_table_size (seen);
  return found;
}

int
lalao_course_find_lesson (const LalaoCourse *course, const char *id)
{
  for (guint i = 0; i < course->lessons->len; i++)
    if (g_str_equal (((LalaoLesson *) course->lessons->pdata[i])->id, id))
      return (int) i;
  return -1;
}

gboolean
lalao_course_exists (const char *game_id)
{
  g_autofree char *name = g_strdup_printf ("%s.xml", game_id);
  g_autoptr (GBytes) bytes = lalao_lesson_data (name);
  return bytes != NULL;
}

LalaoCourse *
lalao_course_load (const char *game_id, GError **error)
{
  g_autofree char *name = g_strdup_printf ("%s.xml", game_id);
  g_autoptr (GBytes) bytes = lalao_lesson_data (name);

  if (bytes == NULL)
    return NULL;
  return lalao_course_read (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), error);
}
