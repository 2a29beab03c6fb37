/* cli-course.c — `lalao-cli course`: a course's counts, and the engine
 * playing every exercise as the learner.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "lalao-lesson.h"
#include "lalao-search.h"

/* Positions the solver may visit for one exercise before it gives up. */
#define SOLVE_BUDGET 3000000
/* The engine's strength as the learner of a practice position. */
#define PRACTICE_DEPTH 6
#define PRACTICE_NODES 300000
/* Positions the proof of a forced practice goal may visit. */
#define PROOF_BUDGET 50000000

typedef struct {
  guint steps, exercises, multi_move, practice, quizzes, stages;
} CourseCounts;

static void
count_course (const LalaoCourse *course, CourseCounts *c)
{
  memset (c, 0, sizeof *c);
  c->stages = course->lessons->len;
  for (guint l = 0; l < course->lessons->len; l++)
    {
      LalaoLesson *lesson = course->lessons->pdata[l];
      for (guint s = 0; s < lesson->steps->len; s++)
        {
          LalaoLessonStep *step = lesson->steps->pdata[s];
          c->steps++;
          /* A quiz asks the learner to act too: it counts as an exercise. */
          c->quizzes += step->quiz != NULL;
          c->exercises += step->quiz != NULL;
          if (step->try == NULL)
            continue;
          if (step->try->exercise != NULL && step->try->exercise->practice)
            {
              c->practice++;
              continue;
            }
          c->exercises++;
          if (step->try->exercise != NULL && step->try->exercise->par >= 2)
            c->multi_move++;
        }
    }
}

/* A first move that leads to the failure feedback, with any moves after it. */
static gboolean
find_failing_line (const LalaoEngine *e, const LalaoPosition *start, const LalaoExercise *ex, LalaoSearch *search,
                   char *first)
{
  LalaoMove moves[LALAO_MAX_MOVES];
  int n = e->legal_moves (start, moves);

  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun run;
      LalaoMove move = moves[i], reply;

      lalao_exercise_run_start (&run, ex, e, start);
      while (lalao_exercise_run_learner (&run, move) == LALAO_EXERCISE_GOING_ON
             && lalao_exercise_run_choose_reply (&run, search, &reply)
             && lalao_exercise_run_opponent (&run, reply) == LALAO_EXERCISE_GOING_ON)
        {
          LalaoMove next[LALAO_MAX_MOVES];
          if (e->legal_moves (&run.position, next) == 0)
            break;
          move = next[0];
        }
      if (run.state == LALAO_EXERCISE_FAILED)
        {
          e->format_move (start, moves[i], first);
          return TRUE;
        }
    }
  return FALSE;
}

/* The solution replayed: it solves, and the reply that judged a safety
 * promise came from a search that finished the verdict's depth. FALSE
 * with the reason in `why` otherwise. */
static gboolean
check_verdict (const LalaoExerciseRun *start, LalaoSearch *search, const LalaoMove *line, int n_line, GString *why)
{
  LalaoExerciseRun run = *start;
  int need = lalao_exercise_verdict_depth (start->exercise);

  for (int i = 0; i < n_line && run.state == LALAO_EXERCISE_GOING_ON; i++)
    {
      LalaoMove reply;
      LalaoSearchInfo info;
      gboolean verdict, proven;
      if (lalao_exercise_run_learner (&run, line[i]) != LALAO_EXERCISE_GOING_ON)
        break;
      LalaoMove replies[LALAO_MAX_MOVES];
      verdict = lalao_exercise_run_verdict_due (&run);
      if (!lalao_exercise_run_choose_reply_info (&run, search, &reply, &info))
        break;
      /* A forced end within the depth searched is as deep as it goes,
       * and the only legal reply is the best one. */
      proven = (lalao_score_is_decisive (info.score) && lalao_score_plies_to_end (info.score) <= info.depth)
               || run.engine->legal_moves (&run.position, replies) == 1;
      if (verdict && info.depth < need && !proven)
        {
          g_string_append_printf (why, "; the verdict's search finished %d plies, not %d", info.depth, need);
          return FALSE;
        }
      if (verdict)
        g_string_append_printf (why, "; safe after the best reply at %d plies%s", info.depth,
                                proven ? " (the only reply, or the end of the game in sight)" : "");
      lalao_exercise_run_opponent (&run, reply);
    }
  return run.state == LALAO_EXERCISE_SOLVED;
}

/* A practice position whose goal says "force": the learner forces it
 * within the limit against any defence, proven by the full-width proof
 * search. The figure goes after the line. */
static gboolean
check_forced (const LalaoExerciseRun *run, GString *note)
{
  int moves = 0;
  LalaoMove first;
  LalaoProof proof = lalao_exercise_prove (run, run->exercise->limit, PROOF_BUDGET, &moves, &first);

  if (proof == LALAO_PROOF_FORCED)
    g_string_append_printf (note, "; forced within %d moves against any defence (proven)", moves);
  else
    g_string_append_printf (note, "; not proven forced within %d moves (%s)", run->exercise->limit,
                            proof == LALAO_PROOF_UNKNOWN ? "the proof's budget ran out" : "a defence holds");
  return proof == LALAO_PROOF_FORCED;
}

/* How many first moves reach the goal within the par (against the
 * computer's replies): a strategy exercise wants one, the idea's. */
static int
solving_first_moves (const LalaoExerciseRun *run, LalaoSearch *search, int par)
{
  LalaoMove moves[LALAO_MAX_MOVES], line[100], reply;
  int n = run->engine->legal_moves (&run->position, moves), count = 0, n_line;

  for (int i = 0; i < n; i++)
    {
      LalaoExerciseRun next = *run;
      LalaoExerciseState state = lalao_exercise_run_learner (&next, moves[i]);
      if (state == LALAO_EXERCISE_GOING_ON && lalao_exercise_run_choose_reply (&next, search, &reply))
        state = lalao_exercise_run_opponent (&next, reply);
      count += state == LALAO_EXERCISE_SOLVED
               || (state == LALAO_EXERCISE_GOING_ON && par > 1
                   && lalao_exercise_solve (&next, search, par - 1, SOLVE_BUDGET, line, &n_line));
    }
  return count;
}

/* One step's try: solved as the course says, and missable. */
static gboolean
check_try (const LalaoCourse *course, const LalaoLesson *lesson, guint index, LalaoSearch *search, gboolean verbose)
{
  const LalaoEngine *e = course->engine;
  LalaoLessonStep *step = lesson->steps->pdata[index];
  LalaoExercise *ex = step->try->exercise;
  LalaoPosition start;
  LalaoError err;
  char wrong[LALAO_MOVE_TEXT_MAX] = "";
  g_autoptr (GString) line_text = g_string_new (NULL);
  gboolean ok;

  e->from_fen (&start, step->fen, step->options, &err);
  if (ex == NULL)
    {
      /* One of a few answers: another legal move must exist to miss with. */
      LalaoMove moves[LALAO_MAX_MOVES];
      int n = e->legal_moves (&start, moves);
      for (int i = 0; i < n && *wrong == '\0'; i++)
        {
          char text[LALAO_MOVE_TEXT_MAX];
          gboolean answer = FALSE;
          e->format_move (&start, moves[i], text);
          for (guint a = 0; a < step->try->answers->len; a++)
            answer = answer || g_str_equal (text, step->try->answers->pdata[a]);
          if (!answer)
            strcpy (wrong, text);
        }
      /* When every legal move is an answer (the step shows that the
       * rules leave only these), a wrong try is an illegal one, and the
       * feedback is the rule that forbids it. */
      if (*wrong == '\0')
        strcpy (wrong, "(none is legal: the rule is said)");
      ok = TRUE;
      g_string_append (line_text, step->try->answers->pdata[0]);
    }
  else
    {
      LalaoExerciseRun run;
      LalaoMove line[100];
      int n_line = 0;
      lalao_exercise_run_start (&run, ex, e, &start);
      if (ex->practice)
        {
          /* A practice position: the engine plays it out as the learner. */
          LalaoExerciseRun played = run;
          ok = lalao_exercise_play_out (&played, search, PRACTICE_DEPTH, PRACTICE_NODES, line, &n_line)
               == LALAO_EXERCISE_SOLVED;
        }
      else
        ok = lalao_exercise_solve (&run, search, ex->par, SOLVE_BUDGET, line, &n_line);
      if (ok)
        {
          g_autofree char *text = lalao_exercise_line_text (&run, search, line, n_line);
          g_string_append (line_text, text);
          ok = check_verdict (&run, search, line, n_line, line_text);
        }
      if (ok && ex->forced)
        ok = check_forced (&run, line_text);
      if (ok && verbose && !ex->practice)
        g_string_append_printf (line_text, "; first moves that solve it: %d", solving_first_moves (&run, search, ex->par));
      ok = ok && find_failing_line (e, &start, ex, search, wrong);
    }
  if (verbose || !ok)
    printf ("%s %s %u: %s; solution %s; a wrong move %s\n", ok ? "ok" : "FAILED", lesson->id, index + 1,
            ex == NULL ? "answers" : ex->practice ? "practice" : ex->par >= 2 ? "multi-move exercise" : "exercise",
            line_text->len > 0 ? line_text->str : "none within par", *wrong != '\0' ? wrong : "none");
  return ok;
}

/* Every position the course shows can arise in a game. */
static int
check_reachable (const LalaoCourse *course)
{
  guint positions;
  g_autoptr (GPtrArray) impossible = lalao_course_impossible_positions (course, &positions);

  for (guint i = 0; i < impossible->len; i++)
    printf ("impossible: %s\n", (const char *) impossible->pdata[i]);
  printf ("%u positions shown, %u impossible\n", positions, impossible->len);
  return impossible->len == 0 ? 0 : 1;
}

static int
check_course (const LalaoCourse *course, gboolean verbose)
{
  LalaoSearch *search = lalao_search_new (course->engine, 1u << 20);
  guint checked = 0, failed = 0;

  for (guint l = 0; l < course->lessons->len; l++)
    {
      LalaoLesson *lesson = course->lessons->pdata[l];
      for (guint s = 0; s < lesson->steps->len; s++)
        {
          LalaoLessonStep *step = lesson->steps->pdata[s];
          if (step->try == NULL)
            continue;
          checked++;
          failed += !check_try (course, lesson, s, search, verbose);
        }
    }
  lalao_search_free (search);
  printf ("%u exercises checked, %u failed\n", checked, failed);
  return failed == 0 ? 0 : 1;
}

int
cli_course (int argc, char **argv)
{
  const char *game_id = NULL;
  gboolean stats = FALSE, check = FALSE, verbose = FALSE, reachable = FALSE;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoCourse) course = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--stats") == 0)
        stats = TRUE;
      else if (strcmp (argv[i], "--check") == 0)
        check = TRUE;
      else if (strcmp (argv[i], "--verbose") == 0)
        verbose = TRUE;
      else if (strcmp (argv[i], "--reachable") == 0)
        reachable = TRUE;
      else if (strncmp (argv[i], "--", 2) == 0)
        return cli_fail_usage ("unknown option \"%s\" (see lalao-cli --help)", argv[i]);
      else if (game_id == NULL)
        game_id = argv[i];
      else
        return cli_fail_usage ("course takes one game");
    }
  if (game_id == NULL || (!stats && !check && !reachable))
    return cli_fail_usage ("course needs a game and --stats, --check or --reachable (see lalao-cli --help)");
  if (g_str_has_suffix (game_id, ".xml"))
    {
      /* A course file being written, not yet in the resources. */
      g_autofree char *xml = NULL;
      gsize length;
      if (!g_file_get_contents (game_id, &xml, &length, &error))
        return cli_fail_usage ("%s", error->message);
      course = lalao_course_read (xml, length, &error);
    }
  else if (lalao_engine_lookup (game_id) == NULL)
    return cli_unknown_game (game_id);
  else
    course = lalao_course_load (game_id, &error);
  if (course == NULL)
    return cli_fail_usage ("the %s course does not load: %s", game_id, error != NULL ? error->message : "none");
  if (stats)
    {
      CourseCounts c;
      count_course (course, &c);
      printf ("steps %u\nexercises %u\nmulti-move %u\npractice %u\nquizzes %u\nstages %u\n", c.steps, c.exercises,
              c.multi_move, c.practice, c.quizzes, c.stages);
    }
  /* --check: the positions can arise, then the exercises. */
  int status = reachable || check ? check_reachable (course) : 0;
  if (check)
    status = check_course (course, verbose) != 0 ? 1 : status;
  return status;
}
