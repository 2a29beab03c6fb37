/* lalao-new-game-dialog.c — choosing the opponent, sides and rules of a game.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-new-game"

#include "config.h"

#include <glib/gi18n.h>

#include "lalao-accessible.h"
#include "lalao-ai-player.h"
#include "lalao-explainer.h"
#include "lalao-match.h"
#include "lalao-new-game-dialog.h"
#include "lalao-option-texts.h"
#include "lalao-position-editor.h"
#include "lalao-search.h"


struct _LalaoNewGameDialog {
  AdwWindow parent_instance;

  GSettings *settings;
  const LalaoEngine *engine;
  AdwWindowTitle *title;
  AdwComboRow *opponent_row;
  AdwComboRow *side_row;
  AdwComboRow *level_row;
  AdwComboRow *first_row;
  AdwPreferencesGroup *players_group;
  AdwActionRow *position_row;
  GtkWidget *position_reset;
  GtkWidget *position_button;
  char *custom_fen;         /* a position set up in the board editor, or NULL */
  AdwPreferencesGroup *options_group;
  AdwPreferencesGroup *match_group;
  GtkWidget *start_button;
  /* option id -> GtkSwitch */
  GHashTable *switches;
  /* Surakarta's match play, or NULL for the other games. */
  AdwComboRow *match_row;
  AdwActionRow *match_target_row;
  GtkSpinButton *match_target;
};

G_DEFINE_FINAL_TYPE (LalaoNewGameDialog, lalao_new_game_dialog, ADW_TYPE_WINDOW)

enum { SIGNAL_START, N_SIGNALS };
static guint signals[N_SIGNALS];

enum { OPPONENT_COMPUTER, OPPONENT_PERSON };
enum { MATCH_NONE, MATCH_GAMES, MATCH_POINTS };

static const char *const match_goals[] = { "none", "games", "points" };

static char *
option_key (const LalaoEngine *e, const char *option_id)
{
  return g_strdup_printf ("%s/%s", e->id, option_id);
}

static void
update_rows (LalaoNewGameDialog *self)
{
  gboolean computer;

  if (self->level_row == NULL) /* still being built */
    return;
  computer = adw_combo_row_get_selected (self->opponent_row) == OPPONENT_COMPUTER;
  gtk_widget_set_sensitive (GTK_WIDGET (self->side_row), computer);
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), computer);
}

static GtkStringList *
side_names (const LalaoEngine *e)
{
  const char *names[] = { lalao_side_name (e, LALAO_FIRST), lalao_side_name (e, LALAO_SECOND), NULL };
  return gtk_string_list_new (names);
}

/* The match's number of games or points, remembered for each goal. */
static void
on_match_goal_changed (LalaoNewGameDialog *self)
{
  guint goal = adw_combo_row_get_selected (self->match_row);

  gtk_widget_set_visible (GTK_WIDGET (self->match_target_row), goal != MATCH_NONE);
  if (goal == MATCH_GAMES)
    {
      /* Translators: the row of the new-game dialog that sets how many games a match has. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->match_target_row), _("Games"));
      gtk_spin_button_set_range (self->match_target, 1, 99);
      gtk_spin_button_set_value (self->match_target, g_settings_get_int (self->settings, "match-games"));
    }
  else if (goal == MATCH_POINTS)
    {
      /* Translators: the row of the new-game dialog that sets the points that win a match. */
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->match_target_row), _("Points"));
      gtk_spin_button_set_range (self->match_target, 1, 999);
      gtk_spin_button_set_value (self->match_target, g_settings_get_int (self->settings, "match-points"));
    }
}

/* Surakarta's Option of match play, after the seed's "Points". */
static void
add_match_rows (LalaoNewGameDialog *self)
{
  const char *goals[] = {
    /* Translators: a choice of the "Match" row: no match. */
    _("A single game"),
    /* Translators: a choice of the "Match" row. */
    _("A number of games"),
    /* Translators: a choice of the "Match" row. */
    _("Up to a number of points"),
    NULL,
  };
  g_autoptr (GtkStringList) model = gtk_string_list_new (goals);
  g_autofree char *saved = g_settings_get_string (self->settings, "match-goal");
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 999, 1);

  self->match_row = ADW_COMBO_ROW (adw_combo_row_new ());
  /* Translators: the row of the new-game dialog that chooses between a single game and a match. */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->match_row), _("Play"));
  adw_combo_row_set_model (self->match_row, G_LIST_MODEL (model));
  for (guint i = 0; i < G_N_ELEMENTS (match_goals); i++)
    if (g_str_equal (saved, match_goals[i]))
      adw_combo_row_set_selected (self->match_row, i);
  self->match_target_row = ADW_ACTION_ROW (adw_action_row_new ());
  self->match_target = GTK_SPIN_BUTTON (spin);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_spin_button_set_numeric (self->match_target, TRUE);
  adw_action_row_add_suffix (self->match_target_row, spin);
  adw_action_row_set_activatable_widget (self->match_target_row, spin);
  adw_preferences_group_add (self->match_group, GTK_WIDGET (self->match_row));
  adw_preferences_group_add (self->match_group, GTK_WIDGET (self->match_target_row));
  gtk_widget_set_visible (GTK_WIDGET (self->match_group), TRUE);
  g_signal_connect_swapped (self->match_row, "notify::selected", G_CALLBACK (on_match_goal_changed), self);
  on_match_goal_changed (self);
}

static void
add_option_rows (LalaoNewGameDialog *self)
{
  g_autoptr (GVariant) saved = g_settings_get_value (self->settings, "game-options");
  gboolean any = FALSE;

  for (const LalaoOptionText *text = lalao_option_texts_of (self->engine); text->option_id != NULL; text++)
    {
      g_autofree char *key = NULL;
      GtkWidget *row, *toggle;
      gboolean on = FALSE;

      for (const LalaoOptionInfo *o = self->engine->options; o->id != NULL; o++)
        if (g_str_equal (o->id, text->option_id))
          on = o->default_on;
      key = option_key (self->engine, text->option_id);
      g_variant_lookup (saved, key, "b", &on);

      row = adw_action_row_new ();
      toggle = gtk_switch_new ();
      gtk_switch_set_active (GTK_SWITCH (toggle), on);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _(text->title));
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(text->explanation));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      adw_preferences_group_add (self->options_group, row);
      g_hash_table_insert (self->switches, (gpointer) text->option_id, toggle);
      any = TRUE;
    }
  if (lalao_match_supported (self->engine))
    add_match_rows (self);
  gtk_widget_set_visible (GTK_WIDGET (self->options_group), any);
}

static void
save_choices (LalaoNewGameDialog *self)
{
  g_autoptr (GVariant) saved = g_settings_get_value (self->settings, "game-options");
  GVariantBuilder options;
  GVariantIter iter;
  GHashTableIter switches;
  gpointer id, toggle;
  const char *key;
  gboolean on;

  g_settings_set_string (self->settings, "opponent",
                         adw_combo_row_get_selected (self->opponent_row) == OPPONENT_COMPUTER ? "computer" : "person");
  g_settings_set_int (self->settings, "person-side", (int) adw_combo_row_get_selected (self->side_row));
  g_settings_set_int (self->settings, "computer-level", (int) adw_combo_row_get_selected (self->level_row) + 1);
  if (self->engine->agreed_start_letters != NULL)
    g_settings_set_int (self->settings, "first-player", (int) adw_combo_row_get_selected (self->first_row));

  if (self->match_row != NULL)
    {
      guint goal = adw_combo_row_get_selected (self->match_row);
      g_settings_set_string (self->settings, "match-goal", match_goals[goal]);
      if (goal != MATCH_NONE)
        g_settings_set_int (self->settings, goal == MATCH_GAMES ? "match-games" : "match-points",
                            gtk_spin_button_get_value_as_int (self->match_target));
    }

  /* The other games' options are kept as they were. */
  g_variant_builder_init (&options, G_VARIANT_TYPE ("a{sb}"));
  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_next (&iter, "{&sb}", &key, &on))
    if (!g_str_has_prefix (key, self->engine->id) || key[strlen (self->engine->id)] != '/')
      g_variant_builder_add (&options, "{sb}", key, on);
  g_hash_table_iter_init (&switches, self->switches);
  while (g_hash_table_iter_next (&switches, &id, &toggle))
    {
      g_autofree char *our_key = option_key (self->engine, id);
      g_variant_builder_add (&options, "{sb}", our_key, gtk_switch_get_active (toggle));
    }
  g_settings_set_value (self->settings, "game-options", g_variant_builder_end (&options));
}

static void
on_start_clicked (LalaoNewGameDialog *self)
{
  save_choices (self);
  g_signal_emit (self, signals[SIGNAL_START], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

/* Enter starts the game: Start has the focus when the dialog opens, not
 * Cancel, the first button in the focus chain. */
static void
lalao_new_game_dialog_map (GtkWidget *widget)
{
  LalaoNewGameDialog *self = LALAO_NEW_GAME_DIALOG (widget);

  GTK_WIDGET_CLASS (lalao_new_game_dialog_parent_class)->map (widget);
  gtk_widget_grab_focus (self->start_button);
}

static void
lalao_new_game_dialog_dispose (GObject *object)
{
  LalaoNewGameDialog *self = LALAO_NEW_GAME_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LALAO_TYPE_NEW_GAME_DIALOG);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->switches, g_hash_table_unref);
  g_clear_pointer (&self->custom_fen, g_free);
  G_OBJECT_CLASS (lalao_new_game_dialog_parent_class)->dispose (object);
}

/* The position the game starts from: the start, or one set up. */
static void
show_position (LalaoNewGameDialog *self)
{
  g_autofree char *text = NULL;

  if (self->custom_fen != NULL)
    {
      LalaoPosition pos;
      LalaoError err;
      LalaoSide side = LALAO_FIRST;
      if (self->engine->from_fen (&pos, self->custom_fen, lalao_new_game_dialog_get_options (self), &err))
        side = self->engine->side_to_move (&pos);
      /* Translators: the new-game dialog, once a position is set up; %s is the player to move ("White"). */
      text = g_strdup_printf (_("The position you set up, %s to move."), lalao_side_name (self->engine, side));
    }
  adw_action_row_set_subtitle (self->position_row, text != NULL ? text : _("The start of the game."));
  gtk_widget_set_visible (self->position_reset, self->custom_fen != NULL);
  /* A set-up position says who moves; the start does not. */
  gtk_widget_set_visible (GTK_WIDGET (self->first_row),
                          self->custom_fen == NULL && self->engine->agreed_start_letters != NULL);
}

static void
on_position_chosen (LalaoPositionEditor *editor, const char *fen, LalaoNewGameDialog *self)
{
  g_free (self->custom_fen);
  self->custom_fen = g_strdup (fen);
  show_position (self);
}

LalaoPositionEditor *
lalao_new_game_dialog_set_up (LalaoNewGameDialog *self)
{
  LalaoPositionEditor *editor;

  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  editor = lalao_position_editor_new (GTK_WINDOW (self), self->engine->id, lalao_new_game_dialog_get_options (self),
                                      self->custom_fen);
  g_signal_connect_object (editor, "position-chosen", G_CALLBACK (on_position_chosen), self, 0);
  gtk_window_present (GTK_WINDOW (editor));
  return editor;
}

static void
on_set_up (LalaoNewGameDialog *self)
{
  lalao_new_game_dialog_set_up (self);
}

static void
on_position_reset (LalaoNewGameDialog *self)
{
  g_clear_pointer (&self->custom_fen, g_free);
  show_position (self);
}

static void
lalao_new_game_dialog_class_init (LalaoNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lalao_new_game_dialog_dispose;
  widget_class->map = lalao_new_game_dialog_map;

  /* Emitted when the person presses Start; the choices are saved. */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_BASE "/lalao-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, title);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, first_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, position_row);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, position_reset);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, position_button);
  gtk_widget_class_bind_template_callback (widget_class, on_set_up);
  gtk_widget_class_bind_template_callback (widget_class, on_position_reset);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, options_group);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, match_group);
  gtk_widget_class_bind_template_child (widget_class, LalaoNewGameDialog, start_button);
  gtk_widget_class_bind_template_callback (widget_class, on_start_clicked);
  gtk_widget_class_bind_template_callback (widget_class, update_rows);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

/* The levels' drop-down list: each level's name, and under it what it
 * does, wrapped and never cut; a check mark beside the chosen one. */
static void
level_item_setup (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (description), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 36);
  gtk_label_set_width_chars (GTK_LABEL (description), 24);
  gtk_widget_add_css_class (description, "caption");
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (texts), name);
  gtk_box_append (GTK_BOX (texts), description);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), check);
  g_object_set_data (G_OBJECT (item), "name", name);
  g_object_set_data (G_OBJECT (item), "description", description);
  g_object_set_data (G_OBJECT (item), "check", check);
  gtk_list_item_set_child (item, box);
}

static void
level_item_update_check (GtkListItem *item)
{
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "row");
  gtk_widget_set_opacity (g_object_get_data (G_OBJECT (item), "check"),
                          row != NULL && adw_combo_row_get_selected (row) == gtk_list_item_get_position (item) ? 1 : 0);
}

static void
level_item_bind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  AdwComboRow *row = data;
  int level = (int) gtk_list_item_get_position (item) + 1;
  /* Translators: a level's name in the New Game dialog's list of levels; %1$d is its number (1 to 5), %2$s its name ("Beginner"). */
  g_autofree char *name = g_strdup_printf (_("%1$d. %2$s"), level, lalao_ai_level_name (level));

  gtk_label_set_text (g_object_get_data (G_OBJECT (item), "name"), name);
  gtk_label_set_text (g_object_get_data (G_OBJECT (item), "description"),
                      lalao_ai_level_description (g_object_get_data (G_OBJECT (row), "engine"), level));
  g_object_set_data (G_OBJECT (item), "row", row);
  g_object_set_data (G_OBJECT (item), "handler",
                     GUINT_TO_POINTER (g_signal_connect_swapped (row, "notify::selected",
                                                                 G_CALLBACK (level_item_update_check), item)));
  level_item_update_check (item);
}

static void
level_item_unbind (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  gulong handler = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (item), "handler"));

  if (handler != 0)
    g_signal_handler_disconnect (data, handler);
  g_object_set_data (G_OBJECT (item), "handler", NULL);
  g_object_set_data (G_OBJECT (item), "row", NULL);
}

static void
lalao_new_game_dialog_init (LalaoNewGameDialog *self)
{
  self->switches = g_hash_table_new (g_str_hash, g_str_equal);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Screen readers: every button named. */
  lalao_accessible_watch (GTK_WIDGET (self));
}

LalaoNewGameDialog *
lalao_new_game_dialog_new (GtkWindow *parent, const char *game_id, GSettings *settings)
{
  const LalaoEngine *e = lalao_engine_lookup (game_id);
  LalaoNewGameDialog *self;
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);
  g_autoptr (GtkStringList) sides = NULL;
  g_autoptr (GtkStringList) firsts = NULL;
  g_autofree char *opponent = NULL;

  g_return_val_if_fail (e != NULL && G_IS_SETTINGS (settings), NULL);
  self = g_object_new (LALAO_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->engine = e;
  self->settings = g_object_ref (settings);
  gtk_widget_set_name (GTK_WIDGET (self), "new-game-dialog");
  adw_window_title_set_subtitle (self->title, e->name);

  for (int level = 1; level <= LALAO_N_LEVELS; level++)
    {
      /* Translators: a level in the New Game dialog; %1$d is its number (1 to 5), %2$s its name ("Beginner"), %3$s what it does (a sentence). */
      g_autofree char *name = g_strdup_printf (_("%1$d. %2$s — %3$s"), level, lalao_ai_level_name (level),
                                               lalao_ai_level_description (e, level));
      gtk_string_list_append (levels, name);
    }
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));
  /* The levels' descriptions depend on the game (level_item_bind). */
  g_object_set_data (G_OBJECT (self->level_row), "engine", (gpointer) e);
  {
    g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
    g_signal_connect (factory, "setup", G_CALLBACK (level_item_setup), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (level_item_bind), self->level_row);
    g_signal_connect (factory, "unbind", G_CALLBACK (level_item_unbind), self->level_row);
    adw_combo_row_set_list_factory (self->level_row, factory);
  }
  sides = side_names (e);
  adw_combo_row_set_model (self->side_row, G_LIST_MODEL (sides));
  firsts = side_names (e);
  adw_combo_row_set_model (self->first_row, G_LIST_MODEL (firsts));
  gtk_widget_set_visible (GTK_WIDGET (self->first_row), e->agreed_start_letters != NULL);

  opponent = g_settings_get_string (settings, "opponent");
  adw_combo_row_set_selected (self->opponent_row,
                              g_str_equal (opponent, "person") ? OPPONENT_PERSON : OPPONENT_COMPUTER);
  adw_combo_row_set_selected (self->side_row, (guint) g_settings_get_int (settings, "person-side"));
  adw_combo_row_set_selected (self->level_row, (guint) g_settings_get_int (settings, "computer-level") - 1);
  adw_combo_row_set_selected (self->first_row, (guint) g_settings_get_int (settings, "first-player"));
  add_option_rows (self);
  update_rows (self);
  return self;
}

const char *
lalao_new_game_dialog_get_game_id (LalaoNewGameDialog *self)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  return self->engine->id;
}

char *
lalao_new_game_dialog_dup_fen (LalaoNewGameDialog *self)
{
  char fen[LALAO_FEN_MAX];
  LalaoSide first = LALAO_FIRST;

  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  if (self->custom_fen != NULL)
    return g_strdup (self->custom_fen);
  if (self->engine->agreed_start_letters != NULL && adw_combo_row_get_selected (self->first_row) == 1)
    first = LALAO_SECOND;
  lalao_engine_start_fen (self->engine, lalao_new_game_dialog_get_options (self), first, fen);
  return g_strdup (fen);
}

LalaoOptions
lalao_new_game_dialog_get_options (LalaoNewGameDialog *self)
{
  LalaoOptions options;

  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), 0);
  options = lalao_engine_default_options (self->engine);
  for (const LalaoOptionInfo *o = self->engine->options; o->id != NULL; o++)
    {
      GtkSwitch *toggle = g_hash_table_lookup (self->switches, o->id);
      if (toggle != NULL)
        options = gtk_switch_get_active (toggle) ? options | o->bit : options & ~o->bit;
    }
  return options;
}

int
lalao_new_game_dialog_get_computer_level (LalaoNewGameDialog *self)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), 0);
  if (adw_combo_row_get_selected (self->opponent_row) != OPPONENT_COMPUTER)
    return 0;
  return (int) adw_combo_row_get_selected (self->level_row) + 1;
}

LalaoSide
lalao_new_game_dialog_get_person_side (LalaoNewGameDialog *self)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), LALAO_FIRST);
  return adw_combo_row_get_selected (self->side_row) == 1 ? LALAO_SECOND : LALAO_FIRST;
}

gboolean
lalao_new_game_dialog_get_match (LalaoNewGameDialog *self, LalaoMatch *match)
{
  guint goal;

  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), FALSE);
  if (self->match_row == NULL || (goal = adw_combo_row_get_selected (self->match_row)) == MATCH_NONE)
    return FALSE;
  *match = lalao_match_new (goal == MATCH_GAMES ? LALAO_MATCH_GAMES : LALAO_MATCH_POINTS,
                            gtk_spin_button_get_value_as_int (self->match_target));
  return TRUE;
}

GtkSpinButton *
lalao_new_game_dialog_get_match_target (LalaoNewGameDialog *self)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  return self->match_target;
}

AdwComboRow *
lalao_new_game_dialog_get_row (LalaoNewGameDialog *self, const char *name)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  if (g_str_equal (name, "opponent"))
    return self->opponent_row;
  if (g_str_equal (name, "side"))
    return self->side_row;
  if (g_str_equal (name, "level"))
    return self->level_row;
  if (g_str_equal (name, "first"))
    return self->first_row;
  if (g_str_equal (name, "match"))
    return self->match_row;
  g_return_val_if_reached (NULL);
}

GtkSwitch *
lalao_new_game_dialog_get_option_switch (LalaoNewGameDialog *self, const char *option_id)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  return g_hash_table_lookup (self->switches, option_id);
}

void
lalao_new_game_dialog_start (LalaoNewGameDialog *self)
{
  g_return_if_fail (LALAO_IS_NEW_GAME_DIALOG (self));
  on_start_clicked (self);
}

void
lalao_new_game_dialog_set_replacing (LalaoNewGameDialog *self, const char *unfinished)
{
  g_autofree char *text = NULL;

  g_return_if_fail (LALAO_IS_NEW_GAME_DIALOG (self));
  if (unfinished != NULL)
    /* Translators: in the New Game dialog; %s says what the unfinished game is ("Your game is unfinished, after 2 moves."). */
    text = g_strdup_printf (_("%s The new game takes its place once it has a move: to go on with it instead, "
                              "close this dialog and press Resume on the game’s card."),
                            unfinished);
  adw_preferences_group_set_description (self->players_group, text);
}

const char *
lalao_new_game_dialog_get_replacing (LalaoNewGameDialog *self)
{
  g_return_val_if_fail (LALAO_IS_NEW_GAME_DIALOG (self), NULL);
  const char *text = adw_preferences_group_get_description (self->players_group);

  return text != NULL && *text != '\0' ? text : NULL;
}
