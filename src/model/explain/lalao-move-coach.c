/* lalao-move-coach.c — a coach that says why.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "lalao-move-coach"

#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "lalao-explainer-private.h"
#include "lalao-move-coach.h"
#include "lalao-move-cost.h"
#include "lalao-search.h"
#include "lalao-threats.h"

#define BIT(p) (G_GUINT64_CONSTANT (1) << (p))
#define PT(slot, index) lalao_explainer_point (engine, (slot), (index))

void
lalao_move_judgement_free (LalaoMoveJudgement *j)
{
  if (j == NULL)
    return;
  g_free (j->verdict_text);
  g_free (j->why);
  g_free (j->refutation);
  g_free (j->better);
  g_free (j);
}

/* The four views of a move: what each side could win, before and after. */
typedef struct {
  LalaoPosition after;
  LalaoTrace trace;
  LalaoSide mover;
  LalaoThreats mine_before, mine_after;     /* against the mover */
  LalaoThreats theirs_before, theirs_after; /* against the opponent: what the mover attacks */
  gboolean known;
} MoveFacts;

static void
read_facts (const LalaoEngine *e, const LalaoPosition *pos, LalaoMove move, MoveFacts *f)
{
  memset (f, 0, sizeof *f);
  f->mover = e->side_to_move (pos);
  lalao_trace_clear (&f->trace);
  e->play (pos, move, &f->after, &f->trace);
  f->known = lalao_threats_find (e, pos, f->mover, &f->mine_before)
             && lalao_threats_find (e, &f->after, f->mover, &f->mine_after)
             && lalao_threats_find (e, pos, !f->mover, &f->theirs_before)
             && lalao_threats_find (e, &f->after, !f->mover, &f->theirs_after);
}

/* The first threat of `t` on one of `set`'s points. */
static const LalaoThreat *
threat_on (const LalaoThreats *t, guint64 set)
{
  for (int i = 0; i < t->n; i++)
    if (set & BIT (t->list[i].point))
      return &t->list[i];
  return NULL;
}

/* A move that would win the game at once, now threatened. */
static char *
win_threat (const LalaoEngine *engine, const MoveFacts *f)
{
  const LalaoThreats *t = &f->theirs_after;

  if (t->win_rule == LALAO_RULE_NONE || f->theirs_before.win_rule != LALAO_RULE_NONE)
    return NULL;
  if (t->win_rule == LALAO_RULE_CHECKMATE)
    /* Translators: the coach; %1$s and %2$s are squares. */
    return g_strdup_printf (_("It threatens checkmate: next, the move from %1$s to %2$s would mate the hova."),
                            PT (0, t->win_move.from), PT (1, t->win_move.to));
  if (t->win_rule == LALAO_RULE_STALEMATE)
    /* Translators: the coach, Samantsy's block (stalemate wins); %1$s and %2$s are squares. */
    return g_strdup_printf (_("It threatens to block the hova: next, the move from %1$s to %2$s would leave it no move, "
                              "and that wins."),
                            PT (0, t->win_move.from), PT (1, t->win_move.to));
  /* Translators: the coach; %1$s and %2$s are points. */
  return g_strdup_printf (_("It threatens to win at once: next, with the move from %1$s to %2$s."),
                          PT (0, t->win_move.from), PT (1, t->win_move.to));
}

/* One new threat in the game's words, or the general ones. */
static char *
one_threat (const LalaoEngine *engine, const LalaoPosition *after, const LalaoThreat *t)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);

  if (game != NULL && game->threat != NULL)
    return game->threat (engine, after, t);
  g_autofree char *target = lalao_threats_stake (engine, after, t->point);
  /* What attacks it stands there in the position after the move. */
  g_autofree char *by = lalao_threats_stake (engine, after, t->by);
  /* Translators: the coach; %1$s is the opponent's piece with its article and square ("the farasy on c6"),
   * %2$s the learner's piece that could take it ("the zaza on b5"). */
  return g_strdup_printf (_("It attacks %1$s: %2$s could take it next turn."), target, by);
}

/* What the move newly attacks: a fork, one piece, a harvest. */
static char *
attacks (const LalaoEngine *engine, const MoveFacts *f)
{
  guint64 fresh = f->theirs_after.points & ~f->theirs_before.points;
  const LalaoThreat *first = threat_on (&f->theirs_after, fresh);

  if (first == NULL)
    return NULL;
  guint64 rest = fresh & ~BIT (first->point);
  const LalaoThreat *second = threat_on (&f->theirs_after, rest);
  if (second != NULL && f->theirs_after.bidoua[0] < 0 && !lalao_move_equal (second->move, first->move))
    {
      g_autofree char *a = lalao_threats_stake (engine, &f->after, first->point);
      g_autofree char *b = lalao_threats_stake (engine, &f->after, second->point);
      /* Translators: the coach, a fork; %1$s and %2$s are the opponent's pieces with their articles and squares. */
      return g_strdup_printf (_("It forks %1$s and %2$s: both are attacked, and only one can be saved."), a, b);
    }
  return one_threat (engine, &f->after, first);
}

/* What the move takes out of danger. */
static char *
saves (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, const MoveFacts *f)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  guint64 saved = f->mine_before.points & ~f->mine_after.points;
  char *said;

  if (f->mine_before.win_rule != LALAO_RULE_NONE && f->mine_after.win_rule == LALAO_RULE_NONE)
    {
      const char *to = PT (0, f->mine_before.win_move.to);
      if (f->mine_before.win_rule == LALAO_RULE_CHECKMATE)
        /* Translators: the coach; %s is a square. */
        return g_strdup_printf (_("It stops the threat of checkmate on %s."), to);
      /* Translators: the coach; %s is a point, where the opponent's winning move would have gone. */
      return g_strdup_printf (_("It stops the opponent’s winning move to %s."), to);
    }
  if (game != NULL && game->saves != NULL && (said = game->saves (engine, pos, move)) != NULL)
    return said;
  if (saved == 0)
    return NULL;
  const LalaoThreat *t = threat_on (&f->mine_before, saved);
  g_autofree char *what = lalao_threats_stake (engine, pos, t->point);
  /* Translators: the coach; %s is the learner's piece with its article and square ("the stone on d3"). */
  return g_strdup_printf (_("It takes %s out of danger."), what);
}

int
lalao_move_coach_hangs (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int *taker)
{
  MoveFacts f;

  read_facts (engine, pos, move, &f);
  if (!f.known)
    return -1;
  const LalaoThreat *t = threat_on (&f.mine_after, f.mine_after.points & ~f.mine_before.points);
  if (t == NULL)
    return -1;
  if (taker != NULL)
    *taker = t->by;
  return t->point;
}

/* What it leaves to be taken that was not before; a capture taken back
 * where it took, when the exchange does not lose, is a trade. */
static char *
gives_up (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, const MoveFacts *f, gboolean alone)
{
  const LalaoThreat *t = threat_on (&f->mine_after, f->mine_after.points & ~f->mine_before.points);

  if (t == NULL)
    return NULL;
  g_autofree char *what = lalao_threats_stake (engine, &f->after, t->point);
  g_autofree char *by = lalao_threats_stake (engine, &f->after, t->by);
  int took = lalao_trace_count (&f->trace, LALAO_EVENT_STONE_CAPTURED)
             + lalao_trace_count (&f->trace, LALAO_EVENT_PIECE_CAPTURED);
  if ((move.flags & LALAO_MOVE_CAPTURE) && t->point == (int) move.to
      && (engine->exchange != NULL ? engine->exchange (pos, move) >= 0 : t->gain <= MAX (took, 1)))
    /* Translators: the coach, a trade; %1$s is the opponent's piece that can take back, %2$s the point. */
    return g_strdup_printf (_("It can be taken back on %2$s by %1$s: a trade."), by, PT (0, t->point));
  if (t->gain > 1 && engine->exchange == NULL)
    /* Translators: the coach; %1$s is the learner's piece or seeds with the point, %2$s the opponent's that takes
     * them, %3$d how many that capture takes in all (stones, pieces or seeds). */
    return g_strdup_printf (ngettext ("But it leaves %1$s to be taken by %2$s, in a capture of %3$d.",
                                      "But it leaves %1$s to be taken by %2$s, in a capture of %3$d.", t->gain),
                            what, by, t->gain);
  if (alone)
    /* Translators: the coach, all it says of a move; %1$s is the learner's piece with its article and square,
     * %2$s the opponent's that takes it. */
    return g_strdup_printf (_("It leaves %1$s to be taken by %2$s."), what, by);
  /* Translators: the coach; %1$s is the learner's piece with its article and square, %2$s the opponent's that takes it. */
  return g_strdup_printf (_("But it leaves %1$s to be taken by %2$s."), what, by);
}

char *
lalao_move_coach_why (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  MoveFacts f;
  LalaoResult my_win;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  read_facts (engine, pos, move, &f);
  my_win = f.mover == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS;
  if (engine->status (&f.after, 1).result == my_win)
    /* Translators: the coach. */
    return g_strdup (_("This move wins the game at once."));
  if (game != NULL && game->main_effect != NULL)
    first = game->main_effect (engine, pos, &f.trace);
  if (f.known)
    {
      char *threat = win_threat (engine, &f);
      if (threat == NULL)
        threat = attacks (engine, &f);
      if (first == NULL)
        first = threat;
      else
        second = threat;
      if (first == NULL)
        first = saves (engine, pos, move, &f);
      char *lost = gives_up (engine, pos, move, &f, first == NULL);
      if (lost != NULL)
        {
          g_free (second);
          second = lost;
        }
    }
  if (first == NULL && second == NULL)
    return NULL;
  if (first == NULL || second == NULL)
    return g_strdup (first != NULL ? first : second);
  return g_strjoin (" ", first, second, NULL);
}

char *
lalao_move_coach_explain (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, const LalaoMove *pv,
                          int n_pv)
{
  char *why = lalao_move_coach_why (engine, pos, move);
  LalaoPosition after, after_reply;
  MoveFacts f;

  if (why != NULL)
    return why;
  read_facts (engine, pos, move, &f);
  const LalaoThreat *still = f.known ? threat_on (&f.mine_after, f.mine_after.points) : NULL;
  if (still != NULL)
    {
      g_autofree char *what = lalao_threats_stake (engine, &f.after, still->point);
      g_autofree char *by = lalao_threats_stake (engine, &f.after, still->by);
      /* Translators: the coach, a move that leaves a piece attacked; %1$s is the learner's piece with its article
       * and point, %2$s the opponent's that attacks it. */
      return g_strdup_printf (_("It does nothing for %1$s, which %2$s can still take."), what, by);
    }
  if (pv != NULL && n_pv >= 3 && lalao_move_equal (pv[0], move))
    {
      engine->play (pos, move, &after, NULL);
      engine->play (&after, pv[1], &after_reply, NULL);
      g_autofree char *reply = lalao_describe_move (engine, &after, pv[1]);
      g_autofree char *answer = lalao_describe_move (engine, &after_reply, pv[2]);
      g_autofree char *answer_why = lalao_move_coach_why (engine, &after_reply, pv[2]);
      LalaoPosition end;
      engine->play (&after_reply, pv[2], &end, NULL);
      if (engine->status (&end, 1).result != LALAO_ONGOING)
        /* Translators: the coach, a quiet move that prepares the end; %1$s is the opponent's expected reply,
         * %2$s the answer that ends the game. */
        return g_strdup_printf (_("A quiet move that prepares the end: after %1$s, %2$s wins the game."), reply, answer);
      if (answer_why != NULL)
        /* Translators: the coach, a quiet move that prepares the next; %1$s is the opponent's expected reply,
         * %2$s the answer prepared, %3$s what that answer does (a sentence). */
        return g_strdup_printf (_("A quiet move that prepares the next: after %1$s, %2$s. %3$s"), reply, answer, answer_why);
      /* Translators: the coach, a quiet move; %1$s is the opponent's expected reply, %2$s the answer. */
      return g_strdup_printf (_("A quiet move: nothing can be won at once, and the computer expects %1$s, then %2$s."),
                              reply, answer);
    }
  if (f.known)
    /* Translators: the coach, a quiet move after which the opponent has no capture that wins. */
    return g_strdup (_("A quiet move: after it, the opponent has no capture that wins anything."));
  /* Translators: the coach, a quiet move, when nothing better can be said of it. */
  return g_strdup (_("A quiet move: it neither takes nor attacks anything."));
}

/* The search's best move and line from `pos`, for the side to move. */
static void
search (const LalaoEngine *engine, const LalaoPosition *pos, int depth, LalaoSearchInfo *info)
{
  LalaoSearchLimits limits = { .depth = depth, .reference = true };
  LalaoSearch *s = lalao_search_new (engine, 4u << 20);

  memset (info, 0, sizeof *info);
  if (s == NULL)
    return;
  lalao_search_run (s, pos, &limits, NULL, NULL, info);
  lalao_search_free (s);
}

/* The points a move takes, from its trace. */
static guint64
taken_points (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, LalaoPosition *after,
              gboolean *harvest)
{
  LalaoTrace trace;
  guint64 points = 0;

  lalao_trace_clear (&trace);
  engine->play (pos, move, after, &trace);
  for (int k = 0; k < trace.n; k++)
    {
      const LalaoEvent *ev = &trace.events[k];
      if ((ev->kind == LALAO_EVENT_STONE_CAPTURED || ev->kind == LALAO_EVENT_PIECE_CAPTURED
           || (ev->kind == LALAO_EVENT_HARVEST && ev->b > 0))
          && ev->a >= 0 && ev->a < 64)
        points |= BIT (ev->a);
      if (harvest != NULL && ev->kind == LALAO_EVENT_HARVEST && ev->b > 0)
        *harvest = TRUE;
    }
  if (points == 0 && (move.flags & LALAO_MOVE_CAPTURE) && move.to < 64)
    points = BIT (move.to);
  return points;
}

/* What the opponent's best answer wins, and where: a capture (a trade
 * when it takes back where the move took), a win at once. */
static char *
refutation (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, const LalaoPosition *after,
            const LalaoSearchInfo *reply)
{
  LalaoPosition after_reply;

  if (!reply->has_move)
    return NULL;
  gboolean harvest = FALSE;
  guint64 taken = taken_points (engine, after, reply->best, &after_reply, &harvest);
  g_autofree char *answer = lalao_describe_move (engine, after, reply->best);
  LalaoResult their_win = engine->side_to_move (after) == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS;
  if (engine->status (&after_reply, 1).result == their_win)
    /* Translators: the coach; %s is the opponent's answer. */
    return g_strdup_printf (_("The answer %s wins the game at once."), answer);
  if (taken == 0)
    {
      if (reply->score > LALAO_SCORE_WIN_BOUND)
        /* Translators: the coach; %s is the opponent's answer. */
        return g_strdup_printf (_("After it the opponent wins by force, starting with %s."), answer);
      return NULL;
    }
  int point = __builtin_ctzll (taken);
  g_autofree char *what = lalao_threats_stake (engine, after, point);
  LalaoPosition ignored;
  int took = __builtin_popcountll (taken_points (engine, pos, move, &ignored, NULL));
  int takes = __builtin_popcountll (taken);
  if (harvest && takes > 1)
    {
      g_autofree char *second = lalao_threats_stake (engine, after, __builtin_ctzll (taken & (taken - 1)));
      /* Translators: the coach in Songo; %1$s is the opponent's answer, %2$s and %3$s the seeds it harvests
       * ("the seeds of S5"), the first two pits of the harvest. */
      return g_strdup_printf (_("The answer %1$s harvests %2$s and %3$s."), answer, what, second);
    }
  if (takes > 1 && takes > took && engine->exchange == NULL)
    /* Translators: the coach; %1$s is the opponent's answer, %2$d how many it takes (stones, pieces or pits),
     * %3$s one of them with its point ("the stone on d1"). */
    return g_strdup_printf (ngettext ("The answer %1$s takes %2$d in return, %3$s among them.",
                                      "The answer %1$s takes %2$d in return, %3$s among them.", takes),
                            answer, takes, what);
  if (took != 0 && (taken & BIT (move.to)))
    /* Translators: the coach, a trade; %1$s is the opponent's answer, %2$s a point. */
    return g_strdup_printf (_("The answer %1$s takes back on %2$s."), answer, PT (0, move.to));
  /* Translators: the coach; %1$s is the opponent's answer, %2$s what it takes with its point ("the farasy on c2"). */
  return g_strdup_printf (_("The answer %1$s takes %2$s."), answer, what);
}

/* What the search sees after a costly move that takes nothing at once:
 * the opponent's best line, two moves of it. */
static char *
line_sentence (const LalaoEngine *engine, const LalaoPosition *after, const LalaoMove *pv)
{
  LalaoPosition next;

  engine->play (after, pv[0], &next, NULL);
  g_autofree char *reply = lalao_describe_move (engine, after, pv[0]);
  g_autofree char *answer = lalao_describe_move (engine, &next, pv[1]);
  /* Translators: the coach, after a costly move that loses nothing at once; %1$s is the opponent's best reply,
   * %2$s the move it expects next. */
  return g_strdup_printf (_("The cost comes later: the opponent’s best line starts %1$s, then %2$s."), reply, answer);
}

/* The verdict on the review's scale (lalao-move-cost.h): the share of
 * the points the move gave away, so that a move the review marks "?" is
 * a mistake here too, and a won position stays won after a "good" move. */
static LalaoVerdict
verdict_of (double cost)
{
  LalaoMistake mistake = lalao_mistake_of_cost (cost);

  return mistake == LALAO_MISTAKE_BLUNDER ? LALAO_VERDICT_BLUNDER
       : mistake == LALAO_MISTAKE_MISTAKE ? LALAO_VERDICT_MISTAKE
       : cost >= LALAO_MISTAKE_COST / 2   ? LALAO_VERDICT_INACCURACY
       : cost >= LALAO_MISTAKE_COST / 8   ? LALAO_VERDICT_GOOD
                                          : LALAO_VERDICT_BEST;
}

static char *
verdict_sentence (LalaoVerdict v)
{
  switch (v)
    {
    /* Translators: the coach's verdict on a move. */
    case LALAO_VERDICT_BEST: return g_strdup (_("A good move, as good as the computer’s."));
    /* Translators: the coach's verdict on a move. */
    case LALAO_VERDICT_GOOD: return g_strdup (_("A good move."));
    /* Translators: the coach's verdict on a move. */
    case LALAO_VERDICT_INACCURACY: return g_strdup (_("An inaccuracy."));
    /* Translators: the coach's verdict on a move. */
    case LALAO_VERDICT_MISTAKE: return g_strdup (_("A mistake."));
    /* Translators: the coach's verdict on a move. */
    default: return g_strdup (_("A blunder."));
    }
}

/* A score bounded, so that a win and a loss compare as a large loss. */
static int
bounded (int score)
{
  return CLAMP (score, -5000, 5000);
}

/* The better move and what it would have done. */
static char *
better_sentence (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove best)
{
  g_autofree char *name = lalao_describe_move (engine, pos, best);
  g_autofree char *why = lalao_move_coach_why (engine, pos, best);

  if (why != NULL)
    /* Translators: the coach; %1$s is the better move, %2$s what it does (a sentence). */
    return g_strdup_printf (_("Better was %1$s. %2$s"), name, why);
  /* Translators: the coach; %s is the better move, which keeps what the move played gives away. */
  return g_strdup_printf (_("Better was %s, which gives nothing away."), name);
}

LalaoMoveJudgement *
lalao_move_coach_judge (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int depth)
{
  const LalaoGameExplainer *game = lalao_game_explainer_lookup (engine->id);
  LalaoMoveJudgement *j = g_new0 (LalaoMoveJudgement, 1);
  LalaoSearchInfo best, reply;
  LalaoPosition after;

  if (depth <= 0)
    depth = game != NULL && game->puzzle_depth > 0 ? game->puzzle_depth : 4;
  search (engine, pos, depth, &best);
  engine->play (pos, move, &after, NULL);
  if (engine->status (&after, 1).result == LALAO_ONGOING)
    search (engine, &after, MAX (depth - 1, 1), &reply);
  else
    memset (&reply, 0, sizeof reply);
  int played = engine->status (&after, 1).result == LALAO_ONGOING ? -reply.score
               : engine->status (&after, 1).result == LALAO_DRAW ? 0 : LALAO_SCORE_WIN;
  j->best = best.best;
  gboolean other = best.has_move && !lalao_move_equal (best.best, move);
  j->loss = other ? MAX (0, bounded (best.score) - bounded (played)) : 0;
  j->cost = other ? MAX (0.0, lalao_score_share (best.score) - lalao_score_share (played)) : 0.0;
  j->verdict = verdict_of (j->cost);
  j->why = lalao_move_coach_why (engine, pos, move);
  j->refutation = refutation (engine, pos, move, &after, &reply);
  /* A move that takes nothing and lets the answer take something is not
   * called good, however won the game still is: a better move gave
   * nothing away. */
  LalaoPosition ignored;
  if (other && j->refutation != NULL && taken_points (engine, pos, move, &ignored, NULL) == 0)
    j->verdict = MAX (j->verdict, LALAO_VERDICT_INACCURACY);
  j->verdict_text = verdict_sentence (j->verdict);
  if (j->refutation == NULL && j->verdict >= LALAO_VERDICT_MISTAKE && reply.has_move && reply.pv_length >= 2)
    j->refutation = line_sentence (engine, &after, reply.pv);
  if (j->verdict >= LALAO_VERDICT_INACCURACY)
    j->better = better_sentence (engine, pos, best.best);
  if (j->why == NULL)
    {
      /* A quiet move: what its line prepares when it is good; a costly
       * one is not said to prepare anything (the line that punishes it
       * is the refutation's). */
      LalaoMove line[3] = { move, reply.pv[0], reply.pv_length > 1 ? reply.pv[1] : move };
      gboolean good = j->verdict <= LALAO_VERDICT_GOOD && reply.has_move;
      j->why = lalao_move_coach_explain (engine, pos, move, good ? line : NULL, good ? MIN (reply.pv_length + 1, 3) : 0);
    }
  return j;
}

char *
lalao_move_judgement_text (const LalaoMoveJudgement *j)
{
  GString *s = g_string_new (j->verdict_text);

  if (j->why != NULL)
    g_string_append_printf (s, " %s", j->why);
  if (j->refutation != NULL)
    g_string_append_printf (s, " %s", j->refutation);
  if (j->better != NULL)
    g_string_append_printf (s, " %s", j->better);
  return g_string_free (s, FALSE);
}

char *
lalao_move_coach_judge_text (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int depth)
{
  g_autoptr (LalaoMoveJudgement) j = lalao_move_coach_judge (engine, pos, move, depth);
  return lalao_move_judgement_text (j);
}

/* Hints and "Why that move?" */

/* What the search expects after the hint: the opponent's reply and the
 * answer to it, "If c4×a4, then c1×a4."; NULL when the line is shorter. */
static char *
expected_line (const LalaoEngine *engine, const LalaoPosition *pos, const LalaoMove *pv, int n_pv)
{
  LalaoPosition after_move, after_reply;

  if (pv == NULL || n_pv < 3)
    return NULL;
  engine->play (pos, pv[0], &after_move, NULL);
  engine->play (&after_move, pv[1], &after_reply, NULL);
  g_autofree char *reply = lalao_describe_move (engine, &after_move, pv[1]);
  g_autofree char *answer = lalao_describe_move (engine, &after_reply, pv[2]);
  if ((pv[1].flags & LALAO_MOVE_CAPTURE) && (pv[2].flags & LALAO_MOVE_CAPTURE) && pv[2].to == pv[1].to)
    /* Translators: a hint's line when the reply captures and the answer takes back on the same point;
     * %1$s is the opponent's reply, %2$s the answer. */
    return g_strdup_printf (_("It offers a trade: if %1$s, then %2$s."), reply, answer);
  /* Translators: the line the computer expects after a hint; %1$s is the opponent's reply, %2$s the answer. */
  return g_strdup_printf (_("The computer expects %1$s in reply, then %2$s."), reply, answer);
}

/* The first reason: what the move does that matters most (the coach's
 * words: lalao-move-coach.h); `said_all` when nothing is to follow it (a
 * win at once, or a quiet move's line said already). */
static char *
hint_reason (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move, int score, const LalaoMove *pv,
             int n_pv, gboolean *said_all)
{
  LalaoPosition after;
  LalaoTrace trace;
  char *effect = NULL;

  *said_all = FALSE;
  lalao_trace_clear (&trace);
  engine->play (pos, move, &after, &trace);
  LalaoStatus status = engine->status (&after, 1);
  LalaoResult my_win = engine->side_to_move (pos) == LALAO_FIRST ? LALAO_FIRST_WINS : LALAO_SECOND_WINS;
  if (status.result == my_win)
    {
      *said_all = TRUE;
      /* Translators: the reason for a hint. */
      return g_strdup (_("This move wins the game at once."));
    }
  /* The coach: what it takes, attacks, threatens, saves or gives up. */
  if ((effect = lalao_move_coach_why (engine, pos, move)) != NULL)
    return effect;
  if (score > LALAO_SCORE_WIN_BOUND)
    {
      int moves = (lalao_score_plies_to_end (score) + 1) / 2;
      /* Translators: the reason for a hint; %d counts the player's own moves. */
      return g_strdup_printf (ngettext ("It leads to a win in %d move, whatever the opponent does.",
                                        "It leads to a win in %d moves, whatever the opponent does.", moves), moves);
    }
  if (score < -LALAO_SCORE_WIN_BOUND)
    /* Translators: the reason for a hint in a lost position. */
    return g_strdup (_("Every move loses against the best defence: this one holds out the longest."));
  /* A quiet move: what the line it starts prepares (said in full: the
   * line is not added again). */
  *said_all = TRUE;
  return lalao_move_coach_explain (engine, pos, move, pv, n_pv);
}

char *
lalao_move_coach_hint (const LalaoEngine *engine, const LalaoPosition *pos, LalaoMove move,
                    int score, int depth, const LalaoMove *pv, int n_pv)
{
  gboolean said_all;
  /* The search's depth is not said: what the move does is. */
  (void) depth;
  g_autofree char *reason = hint_reason (engine, pos, move, score, pv, n_pv, &said_all);
  /* The line only when it starts with this move (a search may end on a
   * different best move than its last full line). */
  g_autofree char *line = said_all || pv == NULL || n_pv < 1 || !lalao_move_equal (pv[0], move)
                            ? NULL : expected_line (engine, pos, pv, n_pv);

  return line != NULL ? g_strconcat (reason, " ", line, NULL) : g_steal_pointer (&reason);
}
