/* lalao-window.c — the main window: the start page with the four games.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-window"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-engine.h"
#include "lalao-window.h"

struct _LalaoWindow {
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkFlowBox *game_cards;
};

G_DEFINE_FINAL_TYPE (LalaoWindow, lalao_window, ADW_TYPE_APPLICATION_WINDOW)

/* What the start page says of each game, in the registry's order. */
typedef struct {
  const char *id;
  const char *name;
  const char *region;
  const char *summary;
} GameCard;

static const GameCard game_cards[LALAO_N_GAMES] = {
  { "samantsy", "Samantsy",
    /* Translators: where the game is played. */
    N_("Madagascar"),
    N_("The chess of Madagascar, as Ardant du Picq described it in 1912: block the opposing hova to win.") },
  { "songo", "Songo",
    /* Translators: where the game is played. */
    N_("Cameroon and Gabon"),
    N_("The sowing game of the Ewondo: sow seeds round fourteen pits and harvest forty of them.") },
  { "fanorona", "Fanorona",
    /* Translators: where the game is played. */
    N_("Madagascar"),
    N_("Take whole lines of stones by approach and by withdrawal, in long chains of captures.") },
  { "surakarta", "Surakarta",
    /* Translators: where the game is played. */
    N_("Java, Indonesia"),
    N_("Capture by travelling along the circuits and round the loops at the corners of the board.") },
};

static GtkWidget *
make_card (const GameCard *card)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *title = gtk_label_new (card->name);
  GtkWidget *region = gtk_label_new (_(card->region));
  GtkWidget *summary = gtk_label_new (_(card->summary));
  GtkWidget *play = gtk_button_new_with_mnemonic (_("_Play"));
  GtkWidget *state = gtk_label_new (_("This game is not playable yet."));

  gtk_widget_add_css_class (box, "card");
  gtk_widget_add_css_class (box, "game-card");
  gtk_widget_set_name (box, card->id);
  gtk_widget_add_css_class (title, "title-2");
  gtk_widget_add_css_class (region, "dim-label");
  gtk_widget_add_css_class (state, "caption");
  gtk_widget_add_css_class (state, "dim-label");
  gtk_widget_add_css_class (play, "pill");
  gtk_label_set_wrap (GTK_LABEL (summary), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (summary), 30);
  gtk_label_set_justify (GTK_LABEL (summary), GTK_JUSTIFY_CENTER);
  gtk_widget_set_vexpand (summary, TRUE);
  gtk_widget_set_valign (summary, GTK_ALIGN_START);
  gtk_widget_set_halign (play, GTK_ALIGN_CENTER);

  /* The games become playable with the application issue. */
  gtk_widget_set_sensitive (play, FALSE);

  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), region);
  gtk_box_append (GTK_BOX (box), summary);
  gtk_box_append (GTK_BOX (box), play);
  gtk_box_append (GTK_BOX (box), state);
  return box;
}

static void
lalao_window_dispose (GObject *object)
{
  LalaoWindow *self = LALAO_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_WINDOW);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (lalao_window_parent_class)->dispose (object);
}

static void
lalao_window_class_init (LalaoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoWindow, game_cards);
}

static void
lalao_window_init (LalaoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (int i = 0; i < LALAO_N_GAMES; i++)
    gtk_flow_box_append (self->game_cards, make_card (&game_cards[i]));

  /* The window keeps the size and state the person left it in. */
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);
}

LalaoWindow *
lalao_window_new (LalaoApplication *app)
{
  return g_object_new (LALAO_TYPE_WINDOW, "application", app, NULL);
}

GtkWidget *
lalao_window_get_game_cards (LalaoWindow *self)
{
  g_return_val_if_fail (LALAO_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->game_cards);
}
