/* lalao-board-story.c — a move told as beats: the shared glide, and
 * playing a story back.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>

#include "lalao-board-story.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))

LalaoBoardBeat *
lalao_board_story_add (LalaoBoardStory *story, const LalaoPosition *base, double ms)
{
  LalaoBoardBeat *beat;

  if (story->n_beats >= LALAO_STORY_MAX_BEATS)
    return NULL;
  beat = &story->beats[story->n_beats++];
  memset (beat, 0, sizeof *beat);
  beat->base = *base;
  beat->kind = -1;
  beat->path_start = story->n_path;
  beat->ms = ms;
  return beat;
}

LalaoBoardBeat *
lalao_board_story_add_state (LalaoBoardStory *story, const void *state, size_t size, double ms)
{
  LalaoPosition pos = { 0 };

  g_return_val_if_fail (size <= sizeof pos.data, NULL);
  memcpy (pos.data, state, size);
  return lalao_board_story_add (story, &pos, ms);
}

void
lalao_board_story_path_add (LalaoBoardStory *story, double x, double y)
{
  if (story->n_beats == 0 || story->n_path >= LALAO_STORY_MAX_PATH)
    return;
  story->path[2 * story->n_path] = x;
  story->path[2 * story->n_path + 1] = y;
  story->n_path++;
  story->beats[story->n_beats - 1].n_path++;
}

double
lalao_board_story_glide_ms (double length)
{
  return CLAMP (120 + 90 * length, 200, 1200);
}

static double
path_length (const double *xy, int n)
{
  double length = 0;
  for (int i = 1; i < n; i++)
    length += hypot (xy[2 * i] - xy[2 * i - 2], xy[2 * i + 1] - xy[2 * i - 1]);
  return length;
}

void
lalao_board_story_glide (const LalaoBoardPainter *p, const LalaoPosition *before, LalaoMove move,
                         const LalaoTrace *trace, LalaoBoardStory *story)
{
  double xy[2 * LALAO_STORY_MAX_PATH];
  int n = 0;
  LalaoSide side;
  LalaoBoardBeat *beat;
  int kind = p->piece_at != NULL ? p->piece_at (before, move.from, &side) : -1;

  if (kind < 0)
    return;
  if (p->move_path != NULL)
    n = p->move_path (before, move, xy, LALAO_STORY_MAX_PATH);
  if (n == 0)
    {
      p->point_centre (move.from, &xy[0], &xy[1]);
      p->point_centre (move.to, &xy[2], &xy[3]);
      n = 2;
    }
  beat = lalao_board_story_add (story, before, lalao_board_story_glide_ms (path_length (xy, n)));
  beat->kind = kind;
  beat->side = side;
  beat->hidden = BIT (move.from);
  for (int i = 0; trace != NULL && i < trace->n; i++)
    if (trace->events[i].kind == LALAO_EVENT_PIECE_CAPTURED)
      beat->fading |= BIT (trace->events[i].a);
  for (int i = 0; i < n; i++)
    lalao_board_story_path_add (story, xy[2 * i], xy[2 * i + 1]);
}

void
lalao_board_story_tell (const LalaoBoardPainter *p, const LalaoPosition *before, LalaoMove move,
                        const LalaoTrace *trace, LalaoBoardStory *story)
{
  story->n_beats = 0;
  story->n_path = 0;
  if (p->tell != NULL)
    p->tell (before, move, trace, story);
  else
    lalao_board_story_glide (p, before, move, trace, story);
}

double
lalao_board_story_length (const LalaoBoardStory *story)
{
  double ms = 0;
  for (int i = 0; i < story->n_beats; i++)
    ms += story->beats[i].ms;
  return ms;
}

const LalaoBoardBeat *
lalao_board_story_at (const LalaoBoardStory *story, double ms, double *t)
{
  *t = 1;
  if (story->n_beats == 0)
    return NULL;
  for (int i = 0; i < story->n_beats; i++)
    {
      const LalaoBoardBeat *beat = &story->beats[i];
      if (ms < beat->ms)
        {
          *t = beat->ms > 0 ? MAX (ms, 0) / beat->ms : 1;
          return beat;
        }
      ms -= beat->ms;
    }
  return &story->beats[story->n_beats - 1];
}

void
lalao_board_story_traveller_at (const LalaoBoardStory *story, const LalaoBoardBeat *beat, double t,
                                double *x, double *y)
{
  const double *xy = &story->path[2 * beat->path_start];
  int n = beat->n_path;
  /* Eased: the piece starts and lands gently. */
  double goal = path_length (xy, n) * t * t * (3 - 2 * t), done = 0;

  *x = n > 0 ? xy[0] : 0;
  *y = n > 0 ? xy[1] : 0;
  for (int i = 1; i < n; i++)
    {
      double dx = xy[2 * i] - xy[2 * i - 2], dy = xy[2 * i + 1] - xy[2 * i - 1];
      double len = hypot (dx, dy);
      if (done + len >= goal && len > 0)
        {
          double f = (goal - done) / len;
          *x = xy[2 * i - 2] + f * dx;
          *y = xy[2 * i - 1] + f * dy;
          return;
        }
      done += len;
      *x = xy[2 * i];
      *y = xy[2 * i + 1];
    }
}
