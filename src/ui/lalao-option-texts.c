/* lalao-option-texts.c — the Options of RULES.md a person can switch, with
 * what they mean: the New Game dialog's switches, and the game page's
 * line on the rules in play.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lalao-option-texts.h"

const LalaoOptionText lalao_option_texts[] = {
  { "samantsy", "huffel",
    /* Translators: a Samantsy variant the person can choose: Harry Huffel's account of 1940. */
    N_("Huffel’s pieces (1940)"),
    /* Translators: explains the Samantsy option "Huffel's pieces (1940)". */
    N_("The game Harry Huffel saw in the Ikongo in 1940: the hova slides like a chess queen, the anakova and the zaza "
       "step one square any way, the farasy leaps two squares, the basy moves like a vorona, and a zaza on the last "
       "rank becomes the piece that started there.") },
  { "fanorona", "compulsory-capture",
    /* Translators: a Fanorona rule the person can switch on or off. */
    N_("Compulsory capture"),
    /* Translators: explains the Fanorona option "Compulsory capture". */
    N_("When a capture is possible, the turn must begin with one, as Malagasy players play. Off, a paika is allowed at any time, as the source literally says.") },
  { "surakarta", "chinese-korean-variant",
    /* Translators: a Surakarta variant the person can choose. */
    N_("Chinese and Korean variant"),
    /* Translators: explains the Surakarta option "Chinese and Korean variant". */
    N_("Pieces step along the lines only, never diagonally, and may travel round the loops without capturing.") },
  { NULL, NULL, NULL, NULL },
};

char *
lalao_option_texts_describe (const LalaoEngine *engine, LalaoOptions options)
{
  LalaoOptions defaults = lalao_engine_default_options (engine);
  g_autoptr (GPtrArray) changed = g_ptr_array_new_with_free_func (g_free);

  for (const LalaoOptionText *text = lalao_option_texts; text->game_id != NULL; text++)
    for (const LalaoOptionInfo *o = engine->options; o->id != NULL; o++)
      if (g_str_equal (text->game_id, engine->id) && g_str_equal (o->id, text->option_id)
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
