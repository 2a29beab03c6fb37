/* lalao-accessible.c — real names on buttons, hidden pages out of the
 * tree, and announcements.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "lalao-accessible.h"

#define AUTO_NAME "lalao-accessible-auto-name"
#define OWN_NAME "lalao-accessible-own-name"

/* The text of the labels inside widget, in order, joined by spaces. */
static void
collect_labels (GtkWidget *widget, GString *text)
{
  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    {
      const char *t = gtk_label_get_text (GTK_LABEL (widget));
      if (t != NULL && *t != '\0')
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", t);
      return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_labels (c, text);
}

/* A button's name: the words it shows, else its tooltip. */
static char *
button_name (GtkWidget *button)
{
  GString *text = g_string_new (NULL);
  const char *tooltip = gtk_widget_get_tooltip_text (button);

  collect_labels (button, text);
  if (text->len == 0 && tooltip != NULL)
    g_string_append (text, tooltip);
  if (text->len == 0 && GTK_IS_MENU_BUTTON (button) && gtk_menu_button_get_label (GTK_MENU_BUTTON (button)) != NULL)
    g_string_append (text, gtk_menu_button_get_label (GTK_MENU_BUTTON (button)));
  return g_string_free (text, text->len == 0);
}

/* GTK 4.8 joins a button's label property (its text with the mnemonic's
 * underscore) and the labels it is labelled by ("_Play Play"): the name
 * is set alone, what was there before is dropped. */
static void
name_one (GtkWidget *widget, const char *name)
{
  if (g_object_get_data (G_OBJECT (widget), OWN_NAME) != NULL)
    return;
  if (g_strcmp0 (g_object_get_data (G_OBJECT (widget), AUTO_NAME), name) == 0)
    return;
  g_object_set_data_full (G_OBJECT (widget), AUTO_NAME, g_strdup (name), g_free);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void on_page_changed (GtkStack *stack, GParamSpec *pspec, gpointer data);

static void
on_button_changed (GtkWidget *button, GParamSpec *pspec, gpointer data)
{
  g_object_set_data (G_OBJECT (button), AUTO_NAME, NULL);
  lalao_accessible_name_buttons (button);
}

/* Only the page shown is in the tree. */
static void
hide_other_pages (GtkStack *stack)
{
  GtkWidget *shown = gtk_stack_get_visible_child (stack);

  for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (stack)); c != NULL; c = gtk_widget_get_next_sibling (c))
    gtk_accessible_update_state (GTK_ACCESSIBLE (c), GTK_ACCESSIBLE_STATE_HIDDEN, c != shown, -1);
  if (g_object_get_data (G_OBJECT (stack), "lalao-accessible-watched") == NULL)
    {
      g_object_set_data (G_OBJECT (stack), "lalao-accessible-watched", GINT_TO_POINTER (1));
      g_signal_connect (stack, "notify::visible-child", G_CALLBACK (on_page_changed), NULL);
    }
}

void
lalao_accessible_name_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (GTK_IS_STACK (root))
    hide_other_pages (GTK_STACK (root));
  if (GTK_IS_BUTTON (root) || GTK_IS_MENU_BUTTON (root))
    {
      /* A button given new words is named again (gtk_button_set_label
       * puts the underscore back). */
      if (g_object_get_data (G_OBJECT (root), "lalao-accessible-watched") == NULL)
        {
          g_object_set_data (G_OBJECT (root), "lalao-accessible-watched", GINT_TO_POINTER (1));
          g_signal_connect (root, "notify::label", G_CALLBACK (on_button_changed), NULL);
          g_signal_connect (root, "notify::tooltip-text", G_CALLBACK (on_button_changed), NULL);
        }
      g_autofree char *name = button_name (root);
      if (name != NULL)
        {
          name_one (root, name);
          /* A menu button's own button is what takes the focus. */
          if (GTK_IS_MENU_BUTTON (root) && gtk_widget_get_first_child (root) != NULL)
            name_one (gtk_widget_get_first_child (root), name);
        }
      if (GTK_IS_BUTTON (root))
        return;
    }
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    lalao_accessible_name_buttons (c);
}

static void
on_page_changed (GtkStack *stack, GParamSpec *pspec, gpointer data)
{
  lalao_accessible_name_buttons (GTK_WIDGET (stack));
}

static void
on_map (GtkWidget *root)
{
  lalao_accessible_name_buttons (root);
}

void
lalao_accessible_watch (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));
  if (g_object_get_data (G_OBJECT (root), "lalao-accessible-mapped") != NULL)
    return;
  g_object_set_data (G_OBJECT (root), "lalao-accessible-mapped", GINT_TO_POINTER (1));
  g_signal_connect (root, "map", G_CALLBACK (on_map), NULL);
  lalao_accessible_name_buttons (root);
}

void
lalao_accessible_set_name (GtkWidget *widget, const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_object_set_data_full (G_OBJECT (widget), OWN_NAME, g_strdup (name), g_free);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
on_toplevels_changed (GListModel *toplevels, guint position, guint removed, guint added, gpointer data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      lalao_accessible_watch (window);
    }
}

void
lalao_accessible_watch_all_windows (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (g_object_get_data (G_OBJECT (toplevels), "lalao-accessible-watched") != NULL)
    return;
  g_object_set_data (G_OBJECT (toplevels), "lalao-accessible-watched", GINT_TO_POINTER (1));
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (on_toplevels_changed), NULL);
  on_toplevels_changed (toplevels, 0, 0, g_list_model_get_n_items (toplevels), NULL);
}

#define ANNOUNCED "lalao-accessible-announced"
#define ANNOUNCER "lalao-accessible-announcer"

/* The widget that said the last announcement, as a weak pointer kept on
 * the window. */
static void
slot_free (gpointer data)
{
  GtkWidget **slot = data;
  /* The widget may outlive the window: it must not write here then. */
  if (*slot != NULL)
    g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
  g_free (slot);
}

static GtkWidget **
announcer_slot (GtkRoot *root)
{
  GtkWidget **slot = g_object_get_data (G_OBJECT (root), ANNOUNCER);
  if (slot == NULL)
    {
      slot = g_new0 (GtkWidget *, 1);
      g_object_set_data_full (G_OBJECT (root), ANNOUNCER, slot, slot_free);
    }
  return slot;
}

/* Says the text waiting on the window, once what happened with it (a
 * focus moved to Next) is done. */
static gboolean
announce_now (gpointer data)
{
  GtkRoot *root = data;
  const char *text = g_object_get_data (G_OBJECT (root), ANNOUNCED);
  GtkWidget *focus = gtk_root_get_focus (root), **slot;

  g_object_steal_data (G_OBJECT (root), ANNOUNCED "-source");
  if (focus == NULL)
    focus = GTK_WIDGET (root);
  /* The widget that said the last one says nothing more when focused. */
  slot = announcer_slot (root);
  if (*slot != focus)
    {
      if (*slot != NULL)
        {
          gtk_accessible_reset_property (GTK_ACCESSIBLE (*slot), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
          g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
        }
      *slot = focus;
      g_object_add_weak_pointer (G_OBJECT (focus), (gpointer *) slot);
    }
  /* The same words twice are still a change: emptied first. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
  return G_SOURCE_REMOVE;
}

static void
cancel_source (gpointer data)
{
  g_source_remove (GPOINTER_TO_UINT (data));
}

void
lalao_accessible_announce (GtkWidget *widget, const char *text)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  root = gtk_widget_get_root (widget);
  if (root == NULL || text == NULL || *text == '\0')
    return;
  if (g_object_get_data (G_OBJECT (root), ANNOUNCED "-source") == NULL)
    {
      g_object_set_data_full (G_OBJECT (root), ANNOUNCED, g_strdup (text), g_free);
      guint id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, announce_now, root, NULL);
      g_object_set_data_full (G_OBJECT (root), ANNOUNCED "-source", GUINT_TO_POINTER (id), cancel_source);
    }
  else
    {
      /* Several changes before the first is said are said together (the
       * person's move, then the computer's reply), each once; a text
       * that grows (a lesson's feedback) is said whole. */
      const char *waiting = g_object_get_data (G_OBJECT (root), ANNOUNCED);
      if (g_str_has_prefix (text, waiting))
        g_object_set_data_full (G_OBJECT (root), ANNOUNCED, g_strdup (text), g_free);
      else if (!g_str_has_suffix (waiting, text))
        g_object_set_data_full (G_OBJECT (root), ANNOUNCED, g_strjoin (" ", waiting, text, NULL), g_free);
    }
}

const char *
lalao_accessible_get_announced (GtkWidget *widget)
{
  GtkRoot *root;
  g_return_val_if_fail (GTK_IS_WIDGET (widget), NULL);
  root = gtk_widget_get_root (widget);
  return root != NULL ? g_object_get_data (G_OBJECT (root), ANNOUNCED) : NULL;
}
