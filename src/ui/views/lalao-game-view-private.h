/* lalao-game-view-private.h — what the game view's files share.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The view is split by concern: lalao-game-view.c (the game under way,
 * the computer, the panel), -actions.c (undo, redo, hint, resign, draw,
 * flip: the "game." actions), -match.c (match play), -review.c (a
 * record loaded, stepped through, varied and analysed) and -mistakes.c
 * (learn from your mistakes). A star, not a mesh: the parts call the
 * core (lalao-game-view.c) and the model, never each other; the core
 * calls each part (tests/check-imports.py checks it).
 */
#pragma once

#include "lalao-teaching-session.h"
#include "lalao-game-view.h"

G_BEGIN_DECLS

struct _LalaoGameView {
  GtkWidget parent_instance;

  GtkWidget *board;
  GtkWidget *panel_clamp;  /* keeps the panel one width */
  gboolean narrow;         /* the panel is under the board */
  GtkWidget *panel;
  GtkWidget *turn_label;
  GtkWidget *spinner;
  GtkWidget *status_label;
  GtkWidget *move_entry;
  guint announced_moves;      /* the moves already announced */
  GtkWidget *explain_panel;
  GtkWidget *move_list;
  GtkWidget *analysis;
  GtkWidget *players_label;
  GtkWidget *match_label;
  GtkWidget *legend_label;   /* what the board's marks mean (Songo) */
  GtkWidget *piece_label;    /* the selected piece: its name and move */
  GtkWidget *threats_check;  /* the coach's overlay, on or off (show-threats) */
  GtkWidget *threats_label;
  /* Why did the computer play that? Its last answer, kept with the move. */
  GtkWidget *why_button;
  GtkWidget *why_label;
  LalaoAiAnswer *last_answer;
  guint last_answer_at;      /* the number of moves before it, to know it is still the last */
  /* Learn from your mistakes (lalao-game-view-mistakes.c). */
  GtkWidget *mistakes_button;
  GtkWidget *mistakes_box;
  GtkWidget *mistakes_label;
  GtkWidget *mistakes_next;
  GArray *mistakes;          /* the learner's costly moves (1: the first), in order */
  guint mistake;             /* the one on the board, an index into mistakes */
  gboolean learning;         /* a mistake is on the board, waiting for a better move */
  LalaoTeachingSession *mistake_session; /* the mistake on the board: its tries judged, its solution */
  GtkWidget *captured;

  LalaoGame *game;
  LalaoAiPlayer *ai;
  int computer_level;        /* 0: two people */
  gboolean guided;           /* a guided first game: the coach speaks before each of the person's moves */
  /* The guided game's coach (lalao-game-view-coach.c): its judgement of
   * the learner's last move, and a move waiting for "play it anyway?". */
  char *judgement;
  char *warned_move;
  char *pending_judgement;
  LalaoSide person_side;
  GCancellable *thinking;
  LalaoStatus agreed_end;    /* resignation or agreement, else ONGOING */
  gboolean computer_moving;  /* the computer's answer is being played */
  guint pending_source;      /* the answer waits for the last move's glide */
  guint settle_source;       /* "Your turn", the counts and the end wait for it too */
  LalaoMove pending_move;
  gboolean end_shown;

  /* The record of the game (tags, comments, variations), kept in step
   * with its moves; saved and autosaved from here. */
  LalaoRecordGame *record;
  /* Reviewing: stepping through a finished or opened game. The computer
   * does not play, and a move from a past position asks whether it
   * starts a variation or a new game from there. */
  gboolean reviewing;
  gboolean live;             /* played here (started or resumed), not opened to review */
  gboolean keep_variation;
  char *asked_move;

  /* A match of several games (Surakarta), or not; the game under way is
   * scored once, when it ends. */
  gboolean in_match;
  LalaoMatch match;
  gboolean match_game_scored;
};

/* For the tests: what the view shows, and its parts. */
LalaoAiPlayer *lalao_game_view_get_ai (LalaoGameView *self);
LalaoCapturedView *lalao_game_view_get_captured (LalaoGameView *self);
LalaoMoveList *lalao_game_view_get_move_list (LalaoGameView *self);
/* The last move told sentence by sentence, with its step controls. */
LalaoExplainPanel *lalao_game_view_get_explain_panel (LalaoGameView *self);
/* The evaluation graph and its analysis, shown under review. */
LalaoAnalysisPanel *lalao_game_view_get_analysis (LalaoGameView *self);
/* The sentence of the status line ("Your turn.", "The computer is thinking…"). */
const char *lalao_game_view_get_status_text (LalaoGameView *self);
/* The explanation of the move on show, and the record's comment on it. */
const char *lalao_game_view_get_explanation_text (LalaoGameView *self);
/* The computer's thinking time per move (for tests; default 1.5 s). */
void lalao_game_view_set_move_time (LalaoGameView *self, gint64 milliseconds);
/* The score of the match under the players' names ("" when none). */
const char *lalao_game_view_get_match_text (LalaoGameView *self);
/* The status on show: the rules', or a resignation or an agreed draw. */
LalaoStatus lalao_game_view_get_status (LalaoGameView *self);

/* lalao-game-view.c */
gboolean _lalao_game_view_computer_to_move (LalaoGameView *self);
LalaoStatus _lalao_game_view_current_status (LalaoGameView *self);
void _lalao_game_view_stop_thinking (LalaoGameView *self);
void _lalao_game_view_set_status (LalaoGameView *self, const char *text);
void _lalao_game_view_update (LalaoGameView *self);
void _lalao_game_view_connect_game (LalaoGameView *self);

/* lalao-game-view-match.c */
void _lalao_game_view_update_match_label (LalaoGameView *self);
void _lalao_game_view_score_match_game (LalaoGameView *self, LalaoStatus status);
const char *_lalao_game_view_match_heading (LalaoGameView *self);

/* lalao-game-view-review.c */
void _lalao_game_view_update_analysis (LalaoGameView *self, LalaoStatus status);
void _lalao_game_view_on_mistakes_changed (LalaoGameView *self);
void _lalao_game_view_play_text (LalaoGameView *self, const char *text);
/* The guided game's coach: TRUE when it took the learner's move (judged
 * and played it, or asks first before a blunder). */
gboolean _lalao_game_view_coach_move (LalaoGameView *self, const char *text);
void _lalao_game_view_ask_about_move (LalaoGameView *self, const char *text);
void _lalao_game_view_name_players (LalaoGameView *self);
/* The body of lalao_game_view_load(); *between_games: a match saved
 * between two games, whose next game the core then starts. */
gboolean _lalao_game_view_load_record (LalaoGameView *self, LalaoRecordGame *record, gboolean resume,
                                       gboolean *between_games, GError **error);
gboolean _lalao_game_view_on_review_key (LalaoGameView *self, guint keyval, guint keycode, GdkModifierType state);

/* lalao-game-view-actions.c */
void _lalao_game_view_class_install_actions (GtkWidgetClass *widget_class);

/* lalao-game-view.c: how the game ended, for the status and the end dialog. */
char *_lalao_game_view_end_text (LalaoGameView *self, LalaoStatus status);

/* lalao-game-view-mistakes.c */
void _lalao_game_view_update_mistake_lesson (LalaoGameView *self);
/* A move the person chose while a mistake is on the board: judged, not
 * played into the game. TRUE when it was taken so. */
gboolean _lalao_game_view_try_mistake (LalaoGameView *self, const char *text);
void _lalao_game_view_stop_learning (LalaoGameView *self);

G_END_DECLS
