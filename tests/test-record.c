/* test-record.c — PGN records: round trips for the four games, records of
 * games being played, and a corpus of broken files.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "lalao-i18n.h"
#include "lalao-record.h"

static GPtrArray *
read_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *games = lalao_record_read (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_nonnull (games);
  return games;
}

static LalaoRecordNode *
node (LalaoRecordLine *line, guint i)
{
  g_assert_cmpuint (i, <, line->nodes->len);
  return line->nodes->pdata[i];
}

/* Reading, writing and reading again gives the same text. */
static char *
round_trip (const char *text)
{
  g_autoptr (GPtrArray) games = read_ok (text);
  g_autofree char *written = lalao_record_write (games);
  g_autoptr (GPtrArray) again = read_ok (written);
  g_autofree char *rewritten = lalao_record_write (again);
  g_assert_cmpstr (written, ==, rewritten);
  return g_steal_pointer (&written);
}

/* The movetext's line breaks as spaces, to look for a run of moves. */
static gboolean
holds (const char *text, const char *run)
{
  g_autofree char *flat = g_strdup (text);
  for (char *c = flat; *c; c++)
    if (*c == '\n' && c[1] != '\n' && c[1] != '[' && c > flat && c[-1] != '\n')
      *c = ' ';
  return strstr (flat, run) != NULL;
}

/* The issue's own example, Songo. */
static const char songo_record[] =
  "[Event \"Casual game\"]\n"
  "[Site \"Antananarivo\"]\n"
  "[Date \"2026.11.21\"]\n"
  "[Round \"-\"]\n"
  "[White \"Rabe\"]\n"
  "[Black \"Lalao (level 3)\"]\n"
  "[Result \"0-1\"]\n"
  "[Variant \"Songo\"]\n"
  "\n"
  "1. S2 N4 {North builds towards a grenier} 2. S5 $2 (2. S6 N1) N0 0-1\n";

static void
test_songo (void)
{
  g_autoptr (GPtrArray) games = read_ok (songo_record);
  LalaoRecordGame *game = games->pdata[0];
  LalaoRecordLine *moves = game->moves;
  g_autofree char *written = NULL;

  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (game->engine->id, ==, "songo");
  g_assert_null (game->fen);
  g_assert_cmpstr (lalao_record_game_get_tag (game, "White"), ==, "Rabe");
  g_assert_cmpstr (lalao_record_game_get_tag (game, "Site"), ==, "Antananarivo");
  g_assert_cmpstr (game->result, ==, "0-1");
  g_assert_cmpuint (moves->nodes->len, ==, 4);
  g_assert_cmpstr (node (moves, 0)->move, ==, "S2");
  g_assert_cmpstr (node (moves, 1)->comment, ==, "North builds towards a grenier");
  g_assert_cmpuint (node (moves, 2)->nags->len, ==, 1);
  g_assert_cmpint (g_array_index (node (moves, 2)->nags, int, 0), ==, 2);
  g_assert_cmpuint (node (moves, 2)->variations->len, ==, 1);
  LalaoRecordLine *variation = node (moves, 2)->variations->pdata[0];
  g_assert_cmpstr (node (variation, 0)->move, ==, "S6");
  g_assert_cmpstr (node (variation, 1)->move, ==, "N1");
  g_assert_cmpstr (node (moves, 3)->move, ==, "N0");

  /* Written back as it was read. */
  written = round_trip (songo_record);
  g_assert_true (g_str_has_suffix (written, "1. S2 N4 {North builds towards a grenier} 2. S5 $2 (2. S6 N1) 2... N0 0-1\n\n"));
  g_assert_nonnull (strstr (written, "[Variant \"Songo\"]\n"));
}

/* Samantsy from a position, two games in a file, "!" and "?" suffixes,
 * a comment before the first move, nested variations. */
static void
test_samantsy (void)
{
  const char *text =
    "[Event \"Club\"]\n[Site \"Fianarantsoa\"]\n[Date \"2026.01.02\"]\n[Round \"1\"]\n"
    "[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n[Variant \"Samantsy\"]\n\n"
    "{A quiet start} 1. b1c3! g8f6 (1... b8c6 2. g1f3 (2. c3b1?!) g8h6) 2. c3b1 *\n\n"
    "[Event \"Problem\"]\n[Variant \"samantsy\"]\n[FEN \"3rk3/8/8/8/8/8/8/3RK3 b - - 0 1\"]\n[Result \"0-1\"]\n"
    "[Annotator \"Rakoto\"]\n\n"
    "1... d8d1+ 0-1\n";
  g_autoptr (GPtrArray) games = NULL;
  g_autofree char *written = NULL;
  LalaoRecordGame *first, *second;

  games = read_ok (text);
  g_assert_cmpuint (games->len, ==, 2);
  first = games->pdata[0];
  second = games->pdata[1];
  g_assert_cmpstr (first->moves->comment, ==, "A quiet start");
  g_assert_cmpint (g_array_index (node (first->moves, 0)->nags, int, 0), ==, 1);
  LalaoRecordLine *v = node (first->moves, 1)->variations->pdata[0];
  g_assert_cmpstr (node (v, 0)->move, ==, "b8c6");
  LalaoRecordLine *vv = node (v, 1)->variations->pdata[0];
  g_assert_cmpstr (node (vv, 0)->move, ==, "c3b1");
  g_assert_cmpint (g_array_index (node (vv, 0)->nags, int, 0), ==, 6);
  g_assert_cmpstr (second->fen, ==, "3rk3/8/8/8/8/8/8/3RK3 b - - 0 1");
  g_assert_cmpstr (lalao_record_game_get_tag (second, "Variant"), ==, "Samantsy");
  g_assert_cmpstr (lalao_record_game_get_tag (second, "Annotator"), ==, "Rakoto");

  written = round_trip (text);
  g_assert_true (holds (written, "{A quiet start} 1. b1c3 $1 g8f6 (1... b8c6 2. g1f3 (2. c3b1 $6) 2... g8h6) 2. c3b1 *"));
  g_assert_nonnull (strstr (written, "[FEN \"3rk3/8/8/8/8/8/8/3RK3 b - - 0 1\"]\n[Annotator \"Rakoto\"]\n\n1... d8d1 0-1"));
}

/* A variation's own moves do not count as repetitions of the main line
 * that goes on after it: the start is seen twice there, never three
 * times, and the game loads with its seven moves. */
static void
test_repetition_after_variation (void)
{
  const char *text = "[Variant \"Samantsy\"]\n\n"
                     "1. b1c3 g8f6 2. c3b1 (2. c3b1 f6g8 3. b1c3 g8f6 4. c3b1) 2... f6g8 3. b1c3 g8f6 4. c3b1 *\n";
  g_autoptr (GPtrArray) games = read_ok (text);
  g_autoptr (GError) error = NULL;
  LalaoRecordGame *record = games->pdata[0];
  g_autoptr (LalaoGame) game = lalao_record_game_to_game (record, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (lalao_game_get_n_moves (game), ==, 7);
  g_assert_cmpint (lalao_game_get_status (game).result, ==, LALAO_ONGOING);
}

/* Fanorona chains with commas, and a [Rules] tag for an option that is
 * not the default. */
static void
test_fanorona (void)
{
  const char *text =
    "[Variant \"Fanorona\"]\n[Rules \"no-compulsory-capture\"]\n\n"
    "1. e2e3A f4e5W 2. f2g3A,g3f4A,f4e4A {a chain of three} c3c4W,c4d4A 3. b2c1W 1-0";
  g_autoptr (GPtrArray) games = read_ok (text);
  LalaoRecordGame *game = games->pdata[0];
  g_autofree char *written = round_trip (text);
  g_autoptr (GError) error = NULL;
  g_autoptr (LalaoGame) played = NULL;

  g_assert_cmpuint (game->options, !=, lalao_engine_default_options (game->engine));
  g_assert_cmpstr (node (game->moves, 2)->move, ==, "f2g3A,g3f4A,f4e4A");
  g_assert_nonnull (strstr (written, "[Rules \"no-compulsory-capture\"]"));
  g_assert_true (holds (written, "2. f2g3A,g3f4A,f4e4A {a chain of three} 2... c3c4W,c4d4A"));
  /* Missing tags are written with their "unknown" values. */
  g_assert_true (g_str_has_prefix (written, "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));

  played = lalao_record_game_to_game (game, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (lalao_game_get_n_moves (played), ==, 5);
  g_assert_cmpuint (lalao_game_get_options (played), ==, game->options);
}

/* Surakarta: a long game wraps under 80 columns, a ; comment. */
static void
test_surakarta (void)
{
  const char *text =
    "[Variant \"Surakarta\"]\n[Result \"*\"]\n\n"
    "1. a2b3 b5a4 ; the comment runs to the end of the line\n"
    "2. b2a3 c5b4 3. c2b2 *";
  g_autoptr (GPtrArray) games = read_ok (text);
  g_autofree char *written = round_trip (text);
  g_auto (GStrv) lines = g_strsplit (written, "\n", -1);

  g_assert_cmpstr (node (((LalaoRecordGame *) games->pdata[0])->moves, 1)->comment, ==,
                   "the comment runs to the end of the line");
  for (char **l = lines; *l != NULL; l++)
    g_assert_cmpuint (strlen (*l), <, 80);
  g_assert_true (holds (written, "{the comment runs to the end of the line} 2. b2a3"));
}

/* A game being played, written and read back: same moves, same start. */
static void
test_game_record (void)
{
  static const struct {
    const char *id, *fen, *moves[4];
  } games[] = {
    { "samantsy", NULL, { "b1c3", "g8f6", "c3b1", NULL } },
    { "songo", "5,5,5,5,5,5,5/5,5,5,5,5,5,5 n 0 0", { "N2", "S1", NULL } },
    { "fanorona", NULL, { "d2e3A", NULL } },
    { "surakarta", NULL, { "a2b3", "b5a4", NULL } },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (LalaoGame) game = lalao_game_new (games[g].id, games[g].fen, 0, &error);
      g_autoptr (LalaoRecordGame) record = NULL;
      g_autoptr (GPtrArray) read = NULL;
      g_autoptr (LalaoGame) again = NULL;
      g_autofree char *text = NULL;
      GString *out = g_string_new (NULL);

      for (guint i = 0; games[g].moves[i] != NULL; i++)
        g_assert_true (lalao_game_play_text (game, games[g].moves[i], NULL));
      /* Under review, one move back: the record still has them all. */
      lalao_game_undo (game);
      record = lalao_record_game_new_for (game);
      lalao_record_game_set_tag (record, "White", "Rabe");
      lalao_record_write_game (record, out);
      text = g_string_free (out, FALSE);
      g_assert_nonnull (strstr (text, "[White \"Rabe\"]"));
      g_assert_nonnull (strstr (text, "[Result \"*\"]"));
      g_assert_nonnull (strstr (text, "[Termination \"unterminated\"]"));
      g_assert_true ((strstr (text, "[FEN ") != NULL) == (games[g].fen != NULL));
      read = read_ok (text);
      again = lalao_record_game_to_game (read->pdata[0], &error);
      g_assert_no_error (error);
      g_assert_cmpuint (lalao_game_get_n_moves (again), ==, lalao_game_get_n_moves_recorded (game));
      for (guint i = 0; games[g].moves[i] != NULL; i++)
        {
          g_autofree char *move = lalao_game_dup_move_text (again, i);
          g_assert_cmpstr (move, ==, games[g].moves[i]);
        }
      g_autofree char *fen_a = lalao_game_dup_fen (again);
      lalao_game_redo (game);
      g_autofree char *fen_b = lalao_game_dup_fen (game);
      g_assert_cmpstr (fen_a, ==, fen_b);
    }
}

/* A move played from a past position: the old moves are kept as a
 * variation, or dropped. */
static void
test_follow (void)
{
  g_autoptr (GPtrArray) games = read_ok ("[Variant \"Songo\"]\n\n1. S2 {good} N4 2. S5 N0 *");
  LalaoRecordGame *record = games->pdata[0];
  g_autoptr (LalaoGame) game = lalao_record_game_to_game (record, NULL);
  g_autofree char *kept = NULL;

  lalao_game_go_to (game, 2);
  g_assert_true (lalao_game_play_text (game, "S6", NULL));
  lalao_record_game_follow (record, game, TRUE);
  GString *out = g_string_new (NULL);
  lalao_record_write_game (record, out);
  kept = g_string_free (out, FALSE);
  g_assert_true (holds (kept, "1. S2 {good} 1... N4 2. S6 (2. S5 N0) *"));

  lalao_record_game_follow (record, game, FALSE);
  g_assert_cmpuint (record->moves->nodes->len, ==, 3);
  g_assert_cmpuint (node (record->moves, 2)->variations->len, ==, 1);
  g_assert_cmpstr (node (record->moves, 0)->comment, ==, "good");
}

static void
check_broken (const char *text, gsize length, LalaoRecordError code, const char *message)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = lalao_record_read (text, length, &error);

  g_assert_null (games);
  g_assert_error (error, LALAO_RECORD_ERROR, (int) code);
  if (message != NULL && strstr (error->message, message) == NULL)
    g_error ("“%s” does not hold “%s”", error->message, message);
}

/* Broken files: each gives its error, none crashes. */
static void
test_broken (void)
{
  static const struct {
    const char *text;
    LalaoRecordError code;
    const char *message;
  } corpus[] = {
    { "", LALAO_RECORD_ERROR_EMPTY, "The file holds no game." },
    { "   \n\n", LALAO_RECORD_ERROR_EMPTY, NULL },
    { "[Variant \"Songo\"]\n\n1. S2 N4 2. S5 N4", LALAO_RECORD_ERROR_MOVE,
      "Line 3: move 2, N4, is not legal. N4 is empty: choose a pit that holds seeds." },
    { "[Variant \"Songo\"]\n[FEN \"0,0,0,0,0,0,5/5,5,5,5,5,5,5 s 0 30\"]\n\n1. S0", LALAO_RECORD_ERROR_MOVE,
      "Line 4: move 1, S0, is not legal. S0 is empty" },
    { "[Variant \"Songo\"]\n\n1. Z9", LALAO_RECORD_ERROR_MOVE, "Line 3: move 1, Z9, is not legal." },
    { "[Variant \"Chess\"]\n\n1. e4 e5", LALAO_RECORD_ERROR_VARIANT, "Line 1: Lalao does not play the variant “Chess”" },
    { "[Event \"x\"]\n\n1. e2e5", LALAO_RECORD_ERROR_VARIANT, "[Variant] tag is needed" },
    { "1. e2e4 e7e5 *", LALAO_RECORD_ERROR_VARIANT, NULL },
    { "[Variant \"Samantsy\"]\n[FEN \"8/8/8 w - - 0 1\"]\n\n*", LALAO_RECORD_ERROR_FEN,
      "Line 2: the position “8/8/8 w - - 0 1” of the [FEN] tag cannot be read. This position is not valid: " },
    { "[Variant \"Fanorona\"]\n[Rules \"fast\"]\n\n*", LALAO_RECORD_ERROR_RULES, "Line 2: Fanorona has no rule “fast”" },
    /* A tag whose value does not do is reported on its own line. */
    { "[Event \"x\"]\n[Site \"y\"]\n[Variant \"Chess\"]\n\n1. e4 *", LALAO_RECORD_ERROR_VARIANT,
      "Line 3: Lalao does not play the variant “Chess”" },
    { "[Event \"x\"]\n[Variant \"Songo\"]\n[SetUp \"1\"]\n[FEN \"9,9,9/1 s 0 0\"]\n\n*", LALAO_RECORD_ERROR_FEN,
      "Line 4: the position “9,9,9/1 s 0 0” of the [FEN] tag cannot be read." },
    { "[Event \"x\"]\n[Variant \"Songo\"]\n[SetUp \"yes\"]\n\n*", LALAO_RECORD_ERROR_FEN,
      "Line 3: the [SetUp] tag must be “0” or “1”, not “yes”." },
    { "[Variant \"Songo\"]\n[Event \"x\"]\n[SetUp \"1\"]\n\n*", LALAO_RECORD_ERROR_FEN,
      "Line 3: the [SetUp] tag says that the game starts from a position of its own, but no [FEN] tag gives it." },
    { "[Event \"x\"]\n[Variant \"Fanorona\"]\n\n[Rules \"no-such\"]\n*", LALAO_RECORD_ERROR_RULES,
      "Line 4: Fanorona has no rule “no-such”" },
    { "[Variant \"Songo\"\n\n1. S2", LALAO_RECORD_ERROR_SYNTAX, "Line 1: the tag Variant is not closed" },
    { "[Variant \"Songo]\n\n1. S2", LALAO_RECORD_ERROR_SYNTAX, "not closed by a quote" },
    { "[Variant \"Songo\"]\n\n1. S2 {never closed\n N4", LALAO_RECORD_ERROR_SYNTAX, "Line 3: the comment that starts here" },
    { "[Variant \"Songo\"]\n\n1. S2 (1. S3\n\nN4", LALAO_RECORD_ERROR_SYNTAX, "Line 3: the variation that starts here" },
    { "[Variant \"Songo\"]\n\n1. S2 N4) S5", LALAO_RECORD_ERROR_SYNTAX, "closes no variation" },
    { "[Variant \"Songo\"]\n\n(1. S2)", LALAO_RECORD_ERROR_SYNTAX, "a variation must follow the move" },
    { "[Variant \"Songo\"]\n\n1. S2 (1. S3 1-0) N4", LALAO_RECORD_ERROR_SYNTAX, NULL },
    { "[Variant \"Songo\"]\n\n$5 1. S2", LALAO_RECORD_ERROR_SYNTAX, "an annotation must follow a move" },
    { "[Variant \"Songo\"]\n\n1. S2 $x", LALAO_RECORD_ERROR_SYNTAX, "must be followed by a number" },
    { "[Variant \"Songo\"]\n\n12x. S2", LALAO_RECORD_ERROR_SYNTAX, "neither a move number nor a result" },
    { "[Variant \"Songo\"]\n\n1. S2 }", LALAO_RECORD_ERROR_SYNTAX, "the character “}” is not expected here" },
    { "[ \"x\"]", LALAO_RECORD_ERROR_SYNTAX, "must be written" },
    /* Truncated in the middle of a tag, of a move list. */
    { "[Variant \"Son", LALAO_RECORD_ERROR_SYNTAX, NULL },
    { "[Variant \"Songo\"]\n\n1. S2 N4 2. S", LALAO_RECORD_ERROR_MOVE, "move 2, S, is not legal" },
    /* Fanorona: a chain cut short is not a move when more must be taken. */
    { "[Variant \"Fanorona\"]\n\n1. e2e3A f4e5W 2. f2g3A,g3f4A,f4e4A c3c4W,c4d4A 3. b2c1W b2c1W", LALAO_RECORD_ERROR_MOVE, NULL },
    /* A game that ended by a rule the engine's move reader does not see
     * (found by fuzz-pgn: such a record read, but did not load). */
    { "[Variant \"Samantsy\"]\n[FEN \"7k/8/8/8/8/8/8/K7 w - - 0 1\"]\n\n1. a1b1", LALAO_RECORD_ERROR_MOVE,
      "Line 4: move 1, a1b1, comes after the end of the game. The game is drawn. Only the two hovas are left" },
    { "[Variant \"Samantsy\"]\n\n1. b1c3 g8f6 2. c3b1 f6g8 3. b1c3 g8f6 4. c3b1 f6g8\n5. b1c3", LALAO_RECORD_ERROR_MOVE,
      "Line 4: move 5, b1c3, comes after the end of the game. The game is drawn. The same position has occurred for the third time." },
    /* The repetitions of a variation count the moves before it. */
    { "[Variant \"Samantsy\"]\n\n1. b1c3 g8f6 2. c3b1 f6g8 3. b1c3 g8f6 4. c3b1 (4. c3e4 f6g8 5. e4c3 g8f6) f6g8", LALAO_RECORD_ERROR_MOVE,
      "Line 3: move 5, g8f6, comes after the end of the game." },
  };

  for (guint i = 0; i < G_N_ELEMENTS (corpus); i++)
    check_broken (corpus[i].text, strlen (corpus[i].text), corpus[i].code, corpus[i].message);

  /* Binary garbage: bytes that are not text, and a NUL on line 2. */
  char garbage[4096];
  for (guint i = 0; i < sizeof garbage; i++)
    garbage[i] = (char) ((i * 7919u + 13u) % 251u);
  check_broken (garbage, sizeof garbage, LALAO_RECORD_ERROR_NOT_TEXT, "this is not text");
  check_broken ("[Variant \"Songo\"]\n\0 1. S2", 25, LALAO_RECORD_ERROR_NOT_TEXT, "Line 2: this is not text");

  /* A huge file is refused before anything is read. */
  gsize huge = LALAO_RECORD_MAX_SIZE + 1;
  g_autofree char *big = g_malloc (huge);
  memset (big, ' ', huge);
  check_broken (big, huge, LALAO_RECORD_ERROR_TOO_LARGE, "too large");

  /* Every prefix of a good record reads or fails cleanly. */
  gsize n = strlen (songo_record);
  for (gsize len = 0; len < n; len++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = lalao_record_read (songo_record, len, &error);
      g_assert_true ((games == NULL) != (error == NULL));
    }
}

/* Random bytes and random cuts of records: never a crash. */
static void
test_fuzz (void)
{
  static const char alphabet[] = "[]{}()$;%\"\\ \n.1234567890-/*!?SNabcdefgh,AWx";
  GRand *rand = g_rand_new_with_seed (2026);
  char text[200];

  for (int round = 0; round < 3000; round++)
    {
      gsize len = (gsize) g_rand_int_range (rand, 0, sizeof text);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;

      for (gsize i = 0; i < len; i++)
        text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
      /* Half of them start as a real Songo record would. */
      if (round % 2 == 0 && len > 20)
        memcpy (text, "[Variant \"Songo\"]\n1.", 20);
      games = lalao_record_read (text, len, &error);
      g_assert_true ((games == NULL) != (error == NULL));
    }
  g_rand_free (rand);
}

int
main (int argc, char **argv)
{
  lalao_i18n_init ();
  lalao_i18n_set_language ("en");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/record/songo", test_songo);
  g_test_add_func ("/record/samantsy", test_samantsy);
  g_test_add_func ("/record/repetition-after-variation", test_repetition_after_variation);
  g_test_add_func ("/record/fanorona", test_fanorona);
  g_test_add_func ("/record/surakarta", test_surakarta);
  g_test_add_func ("/record/game", test_game_record);
  g_test_add_func ("/record/follow", test_follow);
  g_test_add_func ("/record/broken", test_broken);
  g_test_add_func ("/record/fuzz", test_fuzz);
  return g_test_run ();
}
