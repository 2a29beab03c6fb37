/* lalao-accessible.h — what screen readers hear beyond the widgets' own
 * words: real names on buttons, hidden pages out of the tree, and
 * announcements.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names every button under root that has none of its own: an icon
 * button by its tooltip, a button of text by its text without the
 * mnemonic's underscore; the pages a GtkStack does not show are hidden
 * from screen readers. Done again whenever a stack under root changes
 * page, so that buttons shown later are named too. */
void lalao_accessible_watch (GtkWidget *root);
/* Watches every window, those made later too (dialogs, the shortcuts
 * window, the about window): their buttons named as above. */
void lalao_accessible_watch_all_windows (void);
/* Gives widget a name of its own, which the watch never replaces (a
 * move of the list: "3. Zaza e2–e4", its number included). */
void lalao_accessible_set_name (GtkWidget *widget, const char *name);
/* Once, now (for widgets made after the watch began). */
void lalao_accessible_name_buttons (GtkWidget *root);

/* Says text to screen readers: once the main loop is idle (after the
 * focus moves that came with it), it becomes the description of the
 * widget that has the keyboard's focus in widget's window (GTK 4.8 has
 * no other way to announce), which screen readers read out as it
 * changes. Several texts before the first is said: said together, each
 * once (a text that grows is said whole). */
void lalao_accessible_announce (GtkWidget *widget, const char *text);
/* The last text announced in widget's window (for tests), or NULL. */
const char *lalao_accessible_get_announced (GtkWidget *widget);

G_END_DECLS
