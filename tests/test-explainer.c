/* test-explainer.c — engine traces and errors as sentences, in English and
 * in French.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-coach.h"
#include "lalao-explainer-private.h"
#include "lalao-game.h"
#include "lalao-i18n.h"
#include "lalao-move-coach.h"

/* The sentences narrating `move` from `fen`, joined by newlines. */
static char *
narrate (const char *game_id, const char *fen, const char *move)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new (game_id, fen, 0, &error);
  g_autoptr (GPtrArray) sentences = NULL;
  LalaoPosition before;

  g_assert_no_error (error);
  before = *lalao_game_get_position (game);
  g_assert_true (lalao_game_play_text (game, move, &error));
  sentences = lalao_explain_trace (lalao_game_get_engine (game), &before, lalao_game_get_last_trace (game));
  g_ptr_array_add (sentences, NULL);
  return g_strjoinv ("\n", (char **) sentences->pdata);
}

static void
test_songo_english (void)
{
  g_autofree char *text = NULL;

  lalao_i18n_set_language ("en");
  text = narrate ("songo", "5,5,9,5,5,5,5/1,5,2,0,2,3,1 s 9 8", "S2");
  g_assert_nonnull (strstr (text, "South picks up the 9 seeds of S2.\n"));
  g_assert_nonnull (strstr (text, "A seed into N6, which now holds 2 seeds.\n"));
  g_assert_nonnull (strstr (text, "N5 holds 4 seeds, from two to four: South captures them.\n"));
  /* The story ends with the totals: the harvest and the score after it. */
  g_assert_nonnull (g_str_has_suffix (text, "N3 holds 1 seed, not two to four: the harvest stops there.\n"
                                            "In all, South captures 9 seeds and now has 18; North has 8.")
                    ? text : NULL);

  g_free (text);
  text = narrate ("songo", "5,5,5,5,5,5,5/1,1,1,1,14,1,1 n 10 5", "N4");
  g_assert_nonnull (strstr (text, "N4 holds 14 seeds, more than thirteen: it is a grenier (ndà)."));
  g_assert_nonnull (strstr (text, "One seed is left in hand after the round: North captures it."));
}

static void
test_songo_french (void)
{
  g_autofree char *text = NULL;

  lalao_i18n_set_language ("fr");
  text = narrate ("songo", "5,5,9,5,5,5,5/1,5,2,0,2,3,1 s 9 8", "S2");
  g_assert_nonnull (strstr (text, "Sud ramasse les 9 graines de S2.\n"));
  g_assert_nonnull (strstr (text, "La case N5 contient 4 graines, entre deux et quatre\u00a0: Sud les prend.\n"));
  g_assert_nonnull (g_str_has_suffix (text, "En tout, Sud prend 9 graines et en a maintenant 18\u00a0; Nord en a 8.")
                    ? text : NULL);
  g_free (text);
  text = narrate ("songo", "5,3,5,5,5,5,5/1,1,0,0,0,0,0 s 20 15", "S1");
  g_assert_nonnull (strstr (text, "laisserait le camp de Nord vide"));
  lalao_i18n_set_language ("en");
}

static void
test_surakarta (void)
{
  g_autofree char *en = NULL, *fr = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("surakarta", "6/6/6/1b4/w5/1w4 w 0 1", 0, &error);

  lalao_i18n_set_language ("en");
  en = narrate ("surakarta", "6/6/6/1b4/6/1w4 w 0 1", "b1xb3");
  g_assert_nonnull (strstr (en, "The piece on b1 travels along the inner circuit to b3, going round 4 loops.\n"));
  g_assert_nonnull (strstr (en, "It goes round the loop at corner a6.\nThe opponent’s piece on b3 is captured."));
  g_assert_false (lalao_game_play_text (game, "b1xb3", &error));
  g_assert_cmpstr (error->message, ==, "The way round a loop from b1 to b3 is blocked by the piece on a2.");
  lalao_i18n_set_language ("fr");
  fr = narrate ("surakarta", "6/6/6/1b4/6/1w4 w 0 1", "b1xb3");
  g_assert_nonnull (strstr (fr, "La pièce en b1 parcourt le circuit intérieur jusqu’en b3, en passant par 4 boucles."));
  lalao_i18n_set_language ("en");
}

static void
test_samantsy (void)
{
  g_autofree char *en = NULL, *fr = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("samantsy", "4k3/8/8/8/3p4/2B5/1P6/4K3 w - - 0 1", 0, &error);

  lalao_i18n_set_language ("en");
  en = narrate ("samantsy", "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "b2a1");
  g_assert_cmpstr (en, ==, "Black moves the zaza from b2 to a1.\nIt captures the vorona on a1.\n"
                           "The zaza reaches the last rank on a1 and becomes an anakova.");
  g_assert_false (lalao_game_play_text (game, "c3e5", &error));
  g_assert_cmpstr (error->message, ==, "The way is not free: the basy cannot jump over the piece on d4.");
  g_clear_error (&error);
  g_assert_false (lalao_game_play_text (game, "c3d4", &error));
  g_assert_cmpstr (error->message, ==, "The basy moves exactly two squares diagonally. It cannot go from c3 to d4.");
  lalao_i18n_set_language ("fr");
  fr = narrate ("samantsy", "k7/8/1K6/8/8/8/8/6R1 w - - 0 1", "g1g8");
  g_assert_cmpstr (fr, ==, "Blanc déplace le vorona de g1 à g8.\nÉchec\u00a0: le hova en a8 est attaqué par le vorona en g8.\n"
                           "Blanc gagne. Mat\u00a0: le hova est attaqué et aucun coup ne peut le sauver.");
  lalao_i18n_set_language ("en");

  /* The check the player to move must answer, for the status line; a
   * quiet move has none. */
  g_autoptr (LalaoGame) check = lalao_game_new ("samantsy", "k7/8/2K5/8/8/8/8/6R1 w - - 0 1", 0, &error);
  g_autofree char *alert = NULL;
  g_assert_true (lalao_game_play_text (check, "g1g8", NULL));
  alert = lalao_explain_alert (lalao_game_get_engine (check), lalao_game_get_position_at (check, 0),
                               lalao_game_get_last_trace (check));
  g_assert_cmpstr (alert, ==, "Check: the hova on a8 is attacked by the vorona on g8.");
  g_assert_true (lalao_game_play_text (check, "a8a7", NULL));
  g_assert_null (lalao_explain_alert (lalao_game_get_engine (check), lalao_game_get_position_at (check, 1),
                                      lalao_game_get_last_trace (check)));
}

/* The readable form of moves for the move list. */
static void
test_describe (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  static const struct { const char *fen, *move, *expected; } cases[] = {
    { "k7/8/1K6/8/8/8/8/6R1 w - - 0 1", "g1g8", "Vorona g1–g8#" },
    { "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "b2a1", "Zaza b2×a1=Anakova" },
    { "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8", "Vorona a1–a8+" },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "g1f3", "Farasy g1–f3" },
  };

  lalao_i18n_set_language ("en");
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      LalaoPosition pos;
      LalaoMove move;
      LalaoError err;
      g_autofree char *text = NULL;

      g_assert_true (e->from_fen (&pos, cases[i].fen, 0, &err));
      lalao_engine_read_move (e, &pos, cases[i].move, &move, &err);
      g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
      text = lalao_describe_move (e, &pos, move);
      g_assert_cmpstr (text, ==, cases[i].expected);
    }
}

static void
test_fanorona (void)
{
  g_autofree char *en = NULL, *fr = NULL;

  lalao_i18n_set_language ("en");
  en = narrate ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3c3A");
  g_assert_cmpstr (en, ==, "The stone moves from b2 to b3 and captures by withdrawal the line it leaves behind.\n"
                           "The stone on b1 is captured.\n"
                           "The stone moves from b3 to c3 and captures by approach the line in front of it.\n"
                           "The stone on d3 is captured.\nThe stone on e3 is captured.\nThe stone on f3 is captured.\n"
                           "The chain ends with the stone on c3: the player stops there, although it could capture "
                           "again. In all, the turn captures 4 stones.");
  /* The seed's whole turn: b4 could take b5 only by going back to b3. */
  g_free (en);
  en = narrate ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W,b3c3A,c3b4W");
  g_assert_true (g_str_has_suffix (en, "The chain ends with the stone on b4: its only capture left would come back to an "
                                       "intersection already visited in this turn. In all, the turn captures 6 stones."));
  /* b2 to c2 takes d2 by approach; from c2 no capture is left. */
  g_free (en);
  en = narrate ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2c2A");
  g_assert_true (g_str_has_suffix (en, "The chain ends with the stone on c2: it can capture nothing more. "
                                       "In all, the turn captures 1 stone."));
  lalao_i18n_set_language ("fr");
  fr = narrate ("fanorona", "BB7/9/3BBB1B1/1W1B5/1B2B4 w", "b2b3W");
  g_assert_cmpstr (fr, ==, "La pierre va de b2 à b3 et prend par éloignement la ligne qu’elle laisse derrière elle.\n"
                           "La pierre en b1 est prise.\nL’enchaînement s’achève avec la pierre en b3\u00a0: le joueur "
                           "s’arrête là, alors qu’elle pourrait encore prendre. En tout, le tour prend 1 pierre.");
  lalao_i18n_set_language ("en");
}

static void
test_error_sentences (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) game = lalao_game_new ("songo", "3,5,9,2,0,0,0/0,0,0,0,0,0,0 s 30 21", 0, &error);

  lalao_i18n_set_language ("en");
  g_assert_false (lalao_game_play_text (game, "S1", &error));
  g_assert_cmpstr (error->message, ==,
                   "North has no seed left: by the solidarity rule you must play a pit that holds the most seeds, such as S2 with 9 seeds.");
  g_clear_error (&error);
  lalao_i18n_set_language ("fr");
  g_assert_false (lalao_game_play_text (game, "S1", &error));
  g_assert_nonnull (strstr (error->message, "règle de solidarité"));
  g_clear_error (&error);

  /* The engines' details of a text that is not a move or a position are
   * French too, their values in place; no English is left inside. */
  g_assert_false (lalao_game_play_text (game, "Z9", &error));
  g_assert_cmpstr (error->message, ==, "Ce n’est pas un coup de ce jeu\u00a0: «\u00a0Z9\u00a0» n’est pas une case\u00a0; "
                                       "les coups du songo sont les noms des cases, de S0 à S6 et de N0 à N6.");
  g_clear_error (&error);
  g_assert_null (lalao_game_new ("songo", "9,9,9/1 s 0 0", 0, &error));
  g_assert_nonnull (strstr (error->message, "le camp de Sud a 3 cases au lieu de 7"));
  g_clear_error (&error);
  g_assert_null (lalao_game_new ("samantsy", "4k3/8/8/8/8/8/8/8 w - - 0 1", 0, &error));
  g_assert_nonnull (strstr (error->message, "il n’y a pas de hova blanc"));
  g_clear_error (&error);
  g_assert_null (lalao_game_new ("fanorona", "9/9/9/9/WWWWWWWWWW w", 0, &error));
  g_assert_nonnull (strstr (error->message, "la rangée 1 a plus de 9 intersections"));
  g_clear_error (&error);
  lalao_i18n_set_language ("en");
  g_assert_null (lalao_game_new ("fanorona", "9/9/9/9/WWWWWWWWWW w", 0, &error));
  g_assert_nonnull (strstr (error->message, "rank 1 has more than 9 points"));
}

static void
test_status_sentences (void)
{
  const LalaoEngine *songo = lalao_engine_lookup ("songo");
  g_autofree char *won = NULL, *drawn = NULL;

  lalao_i18n_set_language ("en");
  won = lalao_explain_status (songo, (LalaoStatus){ LALAO_FIRST_WINS, LALAO_RULE_FORTY_SEEDS });
  g_assert_cmpstr (won, ==, "South wins. Forty seeds have been captured.");
  drawn = lalao_explain_status (songo, (LalaoStatus){ LALAO_DRAW, LALAO_RULE_FORTY_UNREACHABLE });
  g_assert_cmpstr (drawn, ==, "The game is drawn. Neither player can reach forty seeds any more.");
}

/* Every end of every game names its rule and what it comes to, in both
 * languages: one finished position per rule and game. */
static void
test_ends (void)
{
  static const struct {
    const char *game, *fen, *result, *rule, *english, *french;
  } ends[] = {
    { "samantsy", "k6R/8/1K6/8/8/8/8/8 b - - 0 1", "first-wins", "checkmate",
      "White wins. Checkmate: the hova is attacked and no move can save it.", "Blanc gagne. Mat\u00a0: le hova est attaqué" },
    { "samantsy", "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1", "first-wins", "stalemate",
      "White wins. The player to move is not in check but has no legal move: in Samantsy a blocked hova loses.",
      "au samantsy, un hova bloqué perd la partie." },
    { "samantsy", "4k3/8/8/8/8/8/8/R3K3 w - - 100 80", "draw", "no-capture-limit",
      "The game is drawn. Fifty moves each have been played without a capture or a zaza move.",
      "Cinquante coups de chaque camp ont été joués sans prise ni coup de zaza." },
    { "samantsy", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "draw", "bare-hovas",
      "The game is drawn. Only the two hovas are left, and neither can win.", "La partie est nulle." },
    { "songo", "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5", "first-wins", "forty-seeds",
      "South wins. South has captured 40 seeds and North 5: forty wins at once.",
      "Sud gagne. Sud a pris 40 graines et Nord 5\u00a0: quarante l’emportent aussitôt." },
    { "songo", "0,0,0,0,0,0,0/0,0,0,0,0,0,1 s 30 39", "second-wins", "no-legal-move",
      "each player adds the seeds of their own row to their captures, South 30 and North 40.",
      "chaque joueur ajoute les graines de son camp à ses prises, Sud 30 et Nord 40." },
    { "songo", "0,1,0,0,0,0,0/0,0,0,0,0,0,1 s 35 33", "draw", "forty-unreachable",
      "South has captured 35 seeds and North 33, with 2 left on the board: neither can reach forty any more.",
      "Sud a pris 35 graines et Nord 33, et il en reste 2 sur le plateau" },
    { "fanorona", "9/9/9/9/4W4 b", "first-wins", "all-captured",
      "White wins. Every stone of the opponent has been captured.",
      "Toutes les pierres de l’adversaire ont été prises." },
    { "fanorona", "BW7/WW7/9/9/9 b", "first-wins", "no-legal-move",
      "A player who cannot move loses: the source is silent", "Un joueur qui ne peut plus jouer perd" },
    { "surakarta", "6/6/6/2w3/6/6 b 0 1", "first-wins", "all-captured",
      "White wins. Every piece of the opponent has been captured.",
      "Toutes les pièces de l’adversaire ont été prises." },
    { "surakarta", "6/6/6/2ww2/6/b5 w 100 50", "first-wins", "no-capture-limit",
      "Fifty moves each have been played without a capture. White has 2 pieces left and Black 1: "
      "the player with more pieces wins.",
      "Blanc a 2 pièces restantes et Noir 1" },
    { "surakarta", "6/6/6/2w3/6/b5 w 100 50", "draw", "no-capture-limit",
      "Each player has 1 piece left: equal numbers of pieces make a draw.",
      "Chaque joueur a 1 pièce restante" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (ends); i++)
    {
      g_autoptr (GError) error = NULL;
      const LalaoEngine *e = lalao_engine_lookup (ends[i].game);
      g_autoptr (LalaoGame) game = lalao_game_new (ends[i].game, ends[i].fen, lalao_engine_default_options (e), &error);
      g_assert_no_error (error);
      LalaoStatus status = lalao_game_get_status (game);
      g_assert_cmpstr (lalao_result_id (status.result), ==, ends[i].result);
      g_assert_cmpstr (lalao_rule_id (status.rule), ==, ends[i].rule);
      for (int fr = 0; fr < 2; fr++)
        {
          lalao_i18n_set_language (fr ? "fr" : "en");
          g_autofree char *said = lalao_explain_end (e, lalao_game_get_position (game), status);
          g_test_message ("%s %s: %s", ends[i].game, ends[i].rule, said);
          g_assert_nonnull (strstr (said, fr ? ends[i].french : ends[i].english));
        }
    }
  lalao_i18n_set_language ("en");

  /* The ends no FEN can hold (a repetition, a resignation, an agreement,
   * Fanorona's hundred turns): the sentence of each, in both languages. */
  static const struct {
    const char *game;
    LalaoStatus status;
    const char *english, *french;
  } unwritten[] = {
    { "samantsy", { LALAO_DRAW, LALAO_RULE_REPETITION }, "The game is drawn. The same position has occurred for the third time.",
      "La partie est nulle." },
    { "samantsy", { LALAO_FIRST_WINS, LALAO_RULE_RESIGNATION }, "White wins. Black resigned.", "Blanc gagne. Noir a abandonné." },
    { "samantsy", { LALAO_DRAW, LALAO_RULE_AGREEMENT }, "The game is drawn. The players agreed.", "La partie est nulle." },
    { "songo", { LALAO_SECOND_WINS, LALAO_RULE_RESIGNATION }, "North wins. South resigned.", "Nord gagne. Sud a abandonné." },
    { "songo", { LALAO_DRAW, LALAO_RULE_REPETITION }, "The same position has occurred for the third time. The seeds left go back",
      "Les graines restantes reviennent à leurs propriétaires" },
    { "fanorona", { LALAO_DRAW, LALAO_RULE_NO_CAPTURE_LIMIT },
      "The game is drawn. A hundred turns in a row have been played without a capture.",
      "Cent tours de suite ont été joués sans prise." },
    { "fanorona", { LALAO_DRAW, LALAO_RULE_REPETITION }, "The same position has occurred for the third time.",
      "La partie est nulle." },
    { "surakarta", { LALAO_DRAW, LALAO_RULE_REPETITION }, "The same position has occurred for the third time. Each player has 1",
      "Chaque joueur a 1 pièce restante" },
    { "surakarta", { LALAO_FIRST_WINS, LALAO_RULE_NO_LEGAL_MOVE }, "The player to move has no legal move. Each player has 1",
      "Le joueur au trait n’a aucun coup permis." },
  };
  for (gsize i = 0; i < G_N_ELEMENTS (unwritten); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (unwritten[i].game);
      LalaoPosition pos;
      if (g_str_equal (unwritten[i].game, "surakarta"))
        g_assert_true (e->from_fen (&pos, "6/6/6/2w3/6/b5 w 3 50", 0, NULL));
      else
        e->start (&pos, lalao_engine_default_options (e));
      for (int fr = 0; fr < 2; fr++)
        {
          lalao_i18n_set_language (fr ? "fr" : "en");
          g_autofree char *text = lalao_explain_end (e, &pos, unwritten[i].status);
          g_test_message ("%s %s: %s", unwritten[i].game, lalao_rule_id (unwritten[i].status.rule), text);
          g_assert_nonnull (strstr (text, fr ? unwritten[i].french : unwritten[i].english));
        }
    }
  lalao_i18n_set_language ("en");

  /* Surakarta's end by agreement: the player with more pieces wins. */
  g_autoptr (LalaoGame) game = lalao_game_new ("surakarta", "6/6/6/2ww2/6/b5 b 3 50", 0, NULL);
  LalaoStatus agreed = lalao_game_agreed_end (game);
  g_assert_cmpint (agreed.result, ==, LALAO_FIRST_WINS);
  g_assert_cmpint (agreed.rule, ==, LALAO_RULE_AGREEMENT);
  g_autofree char *said = lalao_explain_end (lalao_game_get_engine (game), lalao_game_get_position (game), agreed);
  g_assert_cmpstr (said, ==, "White wins. The players agreed to end the game. "
                             "White has 2 pieces left and Black 1: the player with more pieces wins.");
  /* Elsewhere it is a draw. */
  g_autoptr (LalaoGame) songo = lalao_game_new ("songo", NULL, lalao_engine_default_options (lalao_engine_lookup ("songo")), NULL);
  g_assert_cmpint (lalao_game_agreed_end (songo).result, ==, LALAO_DRAW);
}

/* The explainer registry: a row per game of the engine registry, each
 * naming its players, with its puzzles' gain and depth and its own
 * puzzle themes. */
static void
test_registry (void)
{
  for (int i = 0; i < LALAO_N_GAMES; i++)
    {
      const LalaoGameExplainer *game = lalao_game_explainer_lookup (lalao_game_ids[i]);
      const LalaoEngine *e = lalao_engine_lookup (lalao_game_ids[i]);
      g_assert_nonnull (game);
      g_assert_cmpstr (game->game_id, ==, lalao_game_ids[i]);
      g_assert_nonnull (game->error);
      g_assert_nonnull (game->event);
      g_assert_cmpint (game->puzzle_gain, >, 0);
      g_assert_cmpint (game->puzzle_depth, >, 0);
      g_assert_nonnull (game->move_themes);
      g_assert_cmpstr (lalao_side_name (e, LALAO_FIRST), !=, lalao_side_name (e, LALAO_SECOND));
    }
  g_assert_null (lalao_game_explainer_lookup ("chess"));
  g_assert_cmpstr (lalao_side_name (lalao_engine_lookup ("songo"), LALAO_FIRST), ==, "South");
  g_assert_cmpstr (lalao_side_name (lalao_engine_lookup ("fanorona"), LALAO_SECOND), ==, "Black");
}

/* The guided game's coach, from the legal moves' traces. */
static char *
coach (const char *game_id, const char *fen)
{
  const LalaoEngine *e = lalao_engine_lookup (game_id);
  LalaoPosition pos;
  LalaoError err;

  if (fen == NULL)
    e->start (&pos, lalao_engine_default_options (e));
  else
    g_assert_true (e->from_fen (&pos, fen, lalao_engine_default_options (e), &err));
  return lalao_coach_turn (e, &pos);
}

static void
test_coach (void)
{
  g_autofree char *songo = coach ("songo", NULL);
  g_autofree char *fanorona = coach ("fanorona", NULL);
  g_autofree char *capture = coach ("songo", "0,3,5,5,5,5,5/3,1,5,5,5,5,3 s 10 5");
  g_autofree char *grenier = coach ("songo", "5,5,5,5,5,5,5/1,1,1,1,14,1,1 n 10 5");
  g_autofree char *zaza = coach ("samantsy", "7k/8/8/8/8/8/P7/K7 w - - 0 1");
  g_autofree char *over = coach ("surakarta", "6/6/6/6/6/w5 b 0 1");

  lalao_i18n_set_language ("en");
  g_assert_cmpstr (songo, ==, "You have 7 moves, and none captures.");
  /* Fanorona's compulsory capture: the five opening moves all capture. */
  g_assert_cmpstr (fanorona, ==, "Every move you have captures: the rules leave you no quiet move.");
  g_assert_cmpstr (capture, ==, "2 of your 6 moves capture: look for them.");
  g_assert_true (g_str_has_suffix (grenier, " A pit of yours holds more than 13 seeds: it is a grenier (ndà), "
                                            "and its seeds go round the board first."));
  g_assert_true (g_str_has_suffix (zaza, " A zaza of yours can reach the last rank and become an anakova."));
  g_assert_null (over);
  lalao_i18n_set_language (NULL);
}

/* A move read from its text in a position. */
static LalaoMove
read_move (const LalaoEngine *e, const LalaoPosition *pos, const char *text)
{
  LalaoMove move;
  LalaoError err;
  lalao_engine_read_move (e, pos, text, &move, &err);
  g_assert_cmpint (err.code, ==, LALAO_ERROR_NONE);
  return move;
}

/* One notation for lists and sentences: piece names and × in Samantsy,
 * × and the kind of capture in Fanorona, × in Surakarta, never the
 * records' letters (A, W, x); in French too. */
static void
test_describe_all_games (void)
{
  static const struct {
    const char *game, *fen, *move, *english, *french;
  } cases[] = {
    { "samantsy", "4k3/8/8/8/8/8/1p6/R3K3 b - - 0 1", "b2a1", "Zaza b2×a1=Anakova", "Zaza b2×a1=Anakova" },
    { "fanorona", "1B1B1B1B1/B1B2W2B/BW6W/WWW6/WWWWW4 b", "c4c3A,c3d3W",
      "c4×c3 by approach, c3×d3 by withdrawal", "c4×c3 par rapprochement, c3×d3 par éloignement" },
    { "fanorona", "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w", "d3e3A", "d3×e3 by approach",
      "d3×e3 par rapprochement" },
    { "surakarta", "bb3b/b3b1/3b2/2w3/w1b2w/ww3w b 1 16", "e5xf2", "e5×f2", "e5×f2" },
    { "surakarta", "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1", "a2a3", "a2–a3", "a2–a3" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const LalaoEngine *e = lalao_engine_lookup (cases[i].game);
      LalaoPosition pos;
      LalaoError err;

      g_assert_true (e->from_fen (&pos, cases[i].fen, lalao_engine_default_options (e), &err));
      LalaoMove move = read_move (e, &pos, cases[i].move);
      lalao_i18n_set_language ("en");
      g_autofree char *english = lalao_describe_move (e, &pos, move);
      lalao_i18n_set_language ("fr");
      g_autofree char *french = lalao_describe_move (e, &pos, move);
      lalao_i18n_set_language ("en");
      g_assert_cmpstr (english, ==, cases[i].english);
      g_assert_cmpstr (french, ==, cases[i].french);
      /* The move box reads them back. */
      LalaoMove back;
      char a[LALAO_MOVE_TEXT_MAX], b[LALAO_MOVE_TEXT_MAX];
      g_assert_true (lalao_read_described_move (e, &pos, english, &back));
      e->format_move (&pos, move, a);
      e->format_move (&pos, back, b);
      g_assert_cmpstr (a, ==, b);
    }
}

/* The move box's forms: the list's words with a keyboard's dash, cross
 * and case; a move that is not legal is not read. */
static void
test_read_described (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoPosition pos;
  LalaoError err;
  LalaoMove move;
  char text[LALAO_MOVE_TEXT_MAX];

  lalao_i18n_set_language ("en");
  e->start (&pos, lalao_engine_default_options (e));
  g_assert_true (lalao_read_described_move (e, &pos, "zaza e2-e4", &move));
  e->format_move (&pos, move, text);
  g_assert_cmpstr (text, ==, "e2e4");
  g_assert_true (lalao_read_described_move (e, &pos, "  Zaza   e2–e4 ", &move));
  g_assert_false (lalao_read_described_move (e, &pos, "Zaza e2–d3", &move));
  g_assert_false (lalao_read_described_move (e, &pos, "Vorona a1–a3", &move));

  const LalaoEngine *f = lalao_engine_lookup ("fanorona");
  g_assert_true (f->from_fen (&pos, "1B1B1B1B1/B1B2W2B/BW6W/WWW6/WWWWW4 b", lalao_engine_default_options (f), &err));
  g_assert_true (lalao_read_described_move (f, &pos, "c4xc3 by approach, c3xd3 by withdrawal", &move));
  f->format_move (&pos, move, text);
  g_assert_cmpstr (text, ==, "c4c3A,c3d3W");
}

/* A hint says why: the piece it saves, and the line the computer expects
 * (a trade when the reply takes and the answer takes back). */
static void
test_hints (void)
{
  const LalaoEngine *e = lalao_engine_lookup ("samantsy");
  LalaoPosition pos, after[2];
  LalaoError err;

  g_assert_true (e->from_fen (&pos, "4k3/8/p7/1N6/8/8/8/4K3 w - - 0 1", 0, &err));
  LalaoMove saving = read_move (e, &pos, "b5d4");
  g_autofree char *saves = lalao_move_coach_hint (e, &pos, saving, 20, 6, NULL, 0);
  g_assert_cmpstr (saves, ==, "It saves the farasy on b5 from the zaza on a6.");

  g_assert_true (e->from_fen (&pos, "4k3/8/8/1p6/8/P7/8/R3K3 w - - 0 1", 0, &err));
  LalaoMove pv[3];
  pv[0] = read_move (e, &pos, "a3a4");
  e->play (&pos, pv[0], &after[0], NULL);
  pv[1] = read_move (e, &after[0], "b5a4");
  e->play (&after[0], pv[1], &after[1], NULL);
  pv[2] = read_move (e, &after[1], "a1a4");
  g_autofree char *trade = lalao_move_coach_hint (e, &pos, pv[0], 30, 3, pv, 3);
  /* Never "the best move the computer found": the attack it makes. */
  g_assert_cmpstr (trade, ==, "It attacks the zaza on b5: the zaza on a4 could take it next turn. "
                              "It offers a trade: if Zaza b5×a4, then Vorona a1×a4.");
  /* A line that does not start with the move is not told. */
  g_autofree char *alone = lalao_move_coach_hint (e, &pos, pv[0], 30, 3, pv + 1, 2);
  g_assert_cmpstr (alone, ==, "It attacks the zaza on b5: the zaza on a4 could take it next turn.");
  /* A quiet move: what its line prepares, from the search's line. */
  g_assert_true (e->from_fen (&pos, "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1", 0, &err));
  LalaoMove quiet = read_move (e, &pos, "h2h3");
  g_autofree char *parry = lalao_move_coach_hint (e, &pos, quiet, 0, 4, NULL, 0);
  g_assert_cmpstr (parry, ==, "It stops the threat of checkmate on a1.");
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/explainer/registry", test_registry);
  g_test_add_func ("/explainer/ends", test_ends);
  g_test_add_func ("/explainer/describe-all-games", test_describe_all_games);
  g_test_add_func ("/explainer/read-described", test_read_described);
  g_test_add_func ("/explainer/songo-english", test_songo_english);
  g_test_add_func ("/explainer/songo-french", test_songo_french);
  g_test_add_func ("/explainer/surakarta", test_surakarta);
  g_test_add_func ("/explainer/samantsy", test_samantsy);
  g_test_add_func ("/explainer/fanorona", test_fanorona);
  g_test_add_func ("/explainer/describe", test_describe);
  g_test_add_func ("/explainer/errors", test_error_sentences);
  g_test_add_func ("/explainer/status", test_status_sentences);
  g_test_add_func ("/explainer/coach", test_coach);
  g_test_add_func ("/explainer/hints", test_hints);
  return g_test_run ();
}
