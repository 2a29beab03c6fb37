/* lalao-folded-story.c — the long stories of moves in a feedback text,
 * folded into one line each, and unfolded on demand.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-folded-story"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-folded-story.h"

struct _LalaoFoldedStory {
  GPtrArray *folded;  /* char *: the one-line moves, */
  GPtrArray *whole;   /* char *: and the same moves told whole */
  gboolean show_whole;
};

LalaoFoldedStory *
lalao_folded_story_new (void)
{
  LalaoFoldedStory *self = g_new0 (LalaoFoldedStory, 1);
  self->folded = g_ptr_array_new_with_free_func (g_free);
  self->whole = g_ptr_array_new_with_free_func (g_free);
  return self;
}

void
lalao_folded_story_free (LalaoFoldedStory *self)
{
  if (self == NULL)
    return;
  g_ptr_array_unref (self->folded);
  g_ptr_array_unref (self->whole);
  g_free (self);
}

void
lalao_folded_story_clear (LalaoFoldedStory *self)
{
  g_ptr_array_set_size (self->folded, 0);
  g_ptr_array_set_size (self->whole, 0);
  self->show_whole = FALSE;
}

char *
lalao_folded_story_tell_last_move (LalaoFoldedStory *self, LalaoGame *game)
{
  char *whole = NULL;
  char *folded = lalao_game_explain_last_move_folded (game, &whole);

  if (folded != NULL && g_strcmp0 (folded, whole) != 0)
    {
      g_ptr_array_add (self->folded, g_strdup (folded));
      g_ptr_array_add (self->whole, whole);
    }
  else
    g_free (whole);
  return folded;
}

gboolean
lalao_folded_story_folds (LalaoFoldedStory *self, const char *text)
{
  for (guint i = 0; text != NULL && i < self->folded->len; i++)
    if (strstr (text, self->folded->pdata[i]) != NULL)
      return TRUE;
  return FALSE;
}

char *
lalao_folded_story_render (LalaoFoldedStory *self, const char *text)
{
  g_autoptr (GString) shown = g_string_new (text);

  for (guint i = 0; self->show_whole && i < self->folded->len; i++)
    g_string_replace (shown, self->folded->pdata[i], self->whole->pdata[i], 1);
  return g_string_free (g_steal_pointer (&shown), FALSE);
}

gboolean
lalao_folded_story_get_whole (LalaoFoldedStory *self)
{
  return self->show_whole;
}

void
lalao_folded_story_set_whole (LalaoFoldedStory *self, gboolean whole)
{
  self->show_whole = whole;
}

const char *
lalao_folded_story_button_label (LalaoFoldedStory *self)
{
  return self->show_whole
           /* Translators: a button under a move told whole: back to its summary. */
           ? _("_Shorter")
           /* Translators: a button under a move summed up in two sentences. */
           : _("_Tell the Whole Move");
}
