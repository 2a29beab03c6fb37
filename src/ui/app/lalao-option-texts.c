/* lalao-option-texts.c — the Options of RULES.md a person can switch, with
 * what they mean: the New Game dialog's switches, and the game page's
 * line on the rules in play. The texts are each game's, in its painter.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lalao-board-painter.h"
#include "lalao-option-texts.h"

const LalaoOptionText *
lalao_option_texts_of (const LalaoEngine *engine)
{
  static const LalaoOptionText none = { NULL, NULL, NULL };
  const LalaoBoardPainter *painter = lalao_board_painter_lookup (engine->id);
  return painter != NULL && painter->option_texts != NULL ? painter->option_texts : &none;
}

char *
lalao_option_texts_describe (const LalaoEngine *engine, LalaoOptions options)
{
  LalaoOptions defaults = lalao_engine_default_options (engine);
  g_autoptr (GPtrArray) changed = g_ptr_array_new_with_free_func (g_free);

  for (const LalaoOptionText *text = lalao_option_texts_of (engine); text->option_id != NULL; text++)
    for (const LalaoOptionInfo *o = engine->options; o->id != NULL; o++)
      if (g_str_equal (o->id, text->option_id)
          && (options & o->bit) != (defaults & o->bit))
        g_ptr_array_add (changed, g_strdup_printf ((options & o->bit)
                                                     /* Translators: a rule switched on; %s is its name ("Compulsory capture"). */
                                                     ? _("%s on")
                                                     /* Translators: a rule switched off; %s is its name ("Compulsory capture"). */
                                                     : _("%s off"),
                                                   _(text->title)));
  if (changed->len == 0)
    return NULL;
  g_ptr_array_add (changed, NULL);
  g_autofree char *list = g_strjoinv (", ", (char **) changed->pdata);
  /* Translators: on the game page, the rules switched from their defaults; %s lists them ("Huffel’s pieces (1940) on"). */
  return g_strdup_printf (_("Rules: %s."), list);
}
