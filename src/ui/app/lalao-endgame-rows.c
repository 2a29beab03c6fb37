/* lalao-endgame-rows.c — a preferences row per game to build its
 * endgame tables (lalao-endgame-builder.h does the work in a thread).
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-preferences"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-endgame-builder.h"
#include "lalao-endgame-rows.h"

typedef struct {
  const LalaoEngine *engine;
  AdwActionRow *row;       /* weak: the row owns this */
  GtkWidget *button;
  GtkWidget *progress;
  GCancellable *building;
} EndgameRow;

static void
endgame_row_free (EndgameRow *r)
{
  if (r->building != NULL)
    g_cancellable_cancel (r->building);
  g_clear_object (&r->building);
  g_free (r);
}

/* What the row says when no build runs: built, partly built or not,
 * with the disk it takes. */
static void
show_state (EndgameRow *r)
{
  int built, all;
  double megabytes = 2.0 * (double) lalao_endgame_positions (r->engine, r->engine->endgame->default_size) / 1e6;
  g_autofree char *text = NULL;

  lalao_endgame_builder_count (r->engine, 0, &built, &all);
  if (built == all)
    /* Translators: an endgame tables row; %.1f is their size on disk in megabytes. */
    text = g_strdup_printf (_("Built: %.1f MB. The strongest level plays these endings perfectly."), megabytes);
  else if (built > 0)
    /* Translators: an endgame tables row; %1$d and %2$d count the kinds of endings, %3$.1f is megabytes. */
    text = g_strdup_printf (_("Partly built: %1$d of %2$d kinds of endings (%3$.1f MB in all)."), built, all,
                            megabytes);
  else
    /* Translators: an endgame tables row; %.1f is their size on disk in megabytes. */
    text = g_strdup_printf (_("Not built: %.1f MB on disk, under a minute to build."), megabytes);
  adw_action_row_set_subtitle (r->row, text);
  /* Translators: a button: builds a game's endgame tables. */
  gtk_button_set_label (GTK_BUTTON (r->button), _("_Build"));
  gtk_widget_set_visible (r->button, built < all);
  gtk_widget_set_visible (r->progress, FALSE);
}

static void
on_progress (double fraction, const char *cls, gpointer data)
{
  EndgameRow *r = data;
  /* Translators: an endgame tables row while they are built; %s names the ending being solved ("KRvK"). */
  g_autofree char *text = g_strdup_printf (_("Building: solving %s."), cls);

  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (r->progress), fraction);
  adw_action_row_set_subtitle (r->row, text);
}

static void
on_built (GObject *source, GAsyncResult *result, gpointer data)
{
  GWeakRef *weak = data;
  g_autoptr (AdwActionRow) row = g_weak_ref_get (weak);
  g_autoptr (GError) error = NULL;
  gboolean built = lalao_endgame_builder_build_finish (result, &error);

  g_weak_ref_clear (weak);
  g_free (weak);
  if (row == NULL)
    return;
  EndgameRow *r = g_object_get_data (G_OBJECT (row), "lalao-endgame-row");
  g_clear_object (&r->building);
  show_state (r);
  if (!built && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    adw_action_row_set_subtitle (r->row, error->message);
}

void
lalao_endgame_rows_toggle (AdwActionRow *row)
{
  EndgameRow *r = g_object_get_data (G_OBJECT (row), "lalao-endgame-row");
  GWeakRef *weak;

  g_return_if_fail (r != NULL);
  if (r->building != NULL)
    {
      /* Stopped between two rounds; the kinds of endings done stay. */
      g_cancellable_cancel (r->building);
      return;
    }
  r->building = g_cancellable_new ();
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, row);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (r->progress), 0);
  gtk_widget_set_visible (r->progress, TRUE);
  /* Translators: a button: stops the endgame tables being built. */
  gtk_button_set_label (GTK_BUTTON (r->button), _("_Stop"));
  /* Translators: an endgame tables row, as their build starts. */
  adw_action_row_set_subtitle (r->row, _("Building…"));
  lalao_endgame_builder_build_async (r->engine, 0, r->building, on_progress, r, on_built, weak);
}

static AdwActionRow *
make_row (const LalaoEngine *e)
{
  EndgameRow *r = g_new0 (EndgameRow, 1);
  GtkWidget *row = adw_action_row_new ();

  r->engine = e;
  r->row = ADW_ACTION_ROW (row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), e->name);
  r->progress = gtk_progress_bar_new ();
  gtk_widget_set_valign (r->progress, GTK_ALIGN_CENTER);
  gtk_widget_set_size_request (r->progress, 100, -1);
  r->button = gtk_button_new ();
  gtk_button_set_use_underline (GTK_BUTTON (r->button), TRUE);
  gtk_widget_set_valign (r->button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (r->button, "clicked", G_CALLBACK (lalao_endgame_rows_toggle), row);
  adw_action_row_add_suffix (r->row, r->progress);
  adw_action_row_add_suffix (r->row, r->button);
  gtk_widget_set_name (row, e->id);
  g_object_set_data_full (G_OBJECT (row), "lalao-endgame-row", r, (GDestroyNotify) endgame_row_free);
  show_state (r);
  return r->row;
}

void
lalao_endgame_rows_fill (AdwPreferencesGroup *group)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      if (e != NULL && e->endgame != NULL)
        adw_preferences_group_add (group, GTK_WIDGET (make_row (e)));
    }
}

AdwActionRow *
lalao_endgame_rows_get (AdwPreferencesGroup *group, const char *game_id)
{
  GtkWidget *w = GTK_WIDGET (group);
  /* The rows are deep in the group's list box: walked for their name. */
  GPtrArray *stack = g_ptr_array_new ();
  AdwActionRow *found = NULL;

  g_ptr_array_add (stack, w);
  while (stack->len > 0 && found == NULL)
    {
      GtkWidget *c = g_ptr_array_steal_index (stack, stack->len - 1);
      if (ADW_IS_ACTION_ROW (c) && g_strcmp0 (gtk_widget_get_name (c), game_id) == 0)
        found = ADW_ACTION_ROW (c);
      for (GtkWidget *k = gtk_widget_get_first_child (c); k != NULL; k = gtk_widget_get_next_sibling (k))
        g_ptr_array_add (stack, k);
    }
  g_ptr_array_free (stack, TRUE);
  return found;
}
