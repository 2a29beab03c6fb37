/* lalao-window-private.h — what the window's files share, and what the
 * tests reach.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window is split by concern: lalao-window.c (the start page, the
 * pages, the dialogs), -files.c (opening and saving records, the
 * autosave and resuming it) and -actions.c (the "win." actions, one
 * callback each, with their keys).
 */
#pragma once

#include "lalao-puzzle-view.h"
#include "lalao-window.h"

G_BEGIN_DECLS

struct _LalaoWindow {
  AdwApplicationWindow parent_instance;

  GSettings *settings;
  GtkFlowBox *game_cards;
  GtkStack *pages;
  GtkScrolledWindow *start_scroll;
  LalaoGameView *game_view;
  LalaoLessonView *lesson_view;
  LalaoPuzzleView *puzzle_view;
  GtkWidget *back_button;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *hint_button;
  GtkWidget *set_aside_box;
  GtkWidget *set_aside_label;
  char *game_id;
  GFile *file;             /* where the game on show was opened or saved */
  /* The games of that file (LalaoRecordGame *), saved back together: the
   * one on show, at file_index, is the game view's and NULL here. */
  GPtrArray *file_games;
  guint file_index;
  /* A file of several games waits for the person to choose one. */
  GPtrArray *pending_games;
  GFile *pending_file;
  GtkNativeDialog *chooser;
  gboolean autosaved;      /* the autosave of game_id holds the game on show */
  gboolean played_here;    /* the game on show was started or resumed here, not opened */
  char *set_aside;         /* an unreadable autosave, renamed: said on the start page */
  /* The start page's unfinished games (the resume row of each card). */
  GHashTable *resume_rows;  /* game id → GtkWidget * */
};

/* What the tests reach, besides the window's own files. */
/* The box that holds one card per game on the start page (for tests). */
GtkWidget *lalao_window_get_game_cards (LalaoWindow *self);

/* The game page, and a way to start a game as the new-game dialog does
 * (fen NULL: the start position). */
LalaoGameView *lalao_window_get_game_view (LalaoWindow *self);
void lalao_window_play (LalaoWindow *self, const char *game_id, const char *fen, LalaoOptions options,
                        int computer_level, LalaoSide person_side);
/* A guided first game against level 1 (the action win.guided-game). */
void lalao_window_play_guided (LalaoWindow *self, const char *game_id);

/* Opens the course of game_id, as the Learn button does; FALSE when the
 * game has no course yet. */
gboolean lalao_window_learn (LalaoWindow *self, const char *game_id);
/* The course, at the first lesson not done yet (its page when none is done). */
gboolean lalao_window_continue_course (LalaoWindow *self, const char *game_id);
LalaoLessonView *lalao_window_get_lesson_view (LalaoWindow *self);
/* Opens a game's puzzles; FALSE when it has none. */
gboolean lalao_window_puzzles (LalaoWindow *self, const char *game_id);
LalaoPuzzleView *lalao_window_get_puzzle_view (LalaoWindow *self);

/* Opens the preferences (Ctrl+,). */
LalaoPreferencesWindow *lalao_window_show_preferences (LalaoWindow *self);

/* Opens the new-game dialog for game_id, as the Play button does. */
LalaoNewGameDialog *lalao_window_new_game_dialog (LalaoWindow *self, const char *game_id);

/* Opens game `index` (0: the first) of the file of several being opened,
 * as choosing it in the dialog does. */
gboolean lalao_window_choose_game (LalaoWindow *self, guint index, GError **error);
/* Saves the game on show (Ctrl+S, Shift+Ctrl+S), with the other games of
 * the file it was opened from. */
gboolean lalao_window_save_to (LalaoWindow *self, GFile *file, GError **error);
/* Keeps the game under way for the next start (after every move, and on
 * close). */
void lalao_window_autosave (LalaoWindow *self);
/* Goes on with game_id's unfinished game, as its card's Resume does;
 * FALSE when there is none. */
gboolean lalao_window_resume (LalaoWindow *self, const char *game_id);
/* What game_id's card says of its unfinished game ("" when nothing). */
const char *lalao_window_get_resume_text (LalaoWindow *self, const char *game_id);
/* What the start page says of an unreadable autosave ("" when nothing). */
const char *lalao_window_get_set_aside_text (LalaoWindow *self);

/* lalao-window.c */
void _lalao_window_update_agreement (LalaoWindow *self);
void _lalao_window_on_new_game (LalaoWindow *self);
void _lalao_window_show_error (LalaoWindow *self, const char *heading, const char *message);

/* lalao-window-files.c */
void _lalao_window_set_file (LalaoWindow *self, GFile *file);
void _lalao_window_update_title (LalaoWindow *self);
void _lalao_window_save (LalaoWindow *self);
void _lalao_window_choose_file (LalaoWindow *self, gboolean saving);
char *_lalao_window_dialog_folder (LalaoWindow *self);
void _lalao_window_on_game_updated (LalaoWindow *self);
void _lalao_window_show_resume (LalaoWindow *self);
void _lalao_window_resume (LalaoWindow *self, const char *game_id);
/* What game_id's card says of its unfinished game; NULL when none. */
char *_lalao_window_describe_unfinished (const char *game_id);
GtkWidget *_lalao_window_make_resume_row (LalaoWindow *self, const char *game_id);
gboolean _lalao_window_on_close_request (LalaoWindow *self);
/* The "win." actions on files: open, save, save as, resume, discard. */
void _lalao_window_files_install_actions (GtkWidgetClass *widget_class);

/* lalao-window-actions.c */
void _lalao_window_class_install_actions (GtkWidgetClass *widget_class);

/* A card's Learn button, named Continue once a lesson of the course is
 * done and another is not (lalao-window.c). */
void _lalao_window_name_learn_button (GtkWidget *learn, const char *game_id);

G_END_DECLS
