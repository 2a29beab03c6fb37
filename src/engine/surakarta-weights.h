/* surakarta-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-pieces, in the order of surakarta-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by surakarta-eval.c. */

static const int surakarta_weights[][2] = {
  /* piece */
  { 100, 100 },
  /* pieces */
  { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
  { 0, 0 }, { 0, 0 },
  /* pst */
  { -10, -10 }, { 8, 8 }, { 8, 8 }, { 8, 8 }, { 8, 8 },
  { 16, 16 }, { 8, 8 }, { 16, 16 }, { 8, 8 }, { 8, 8 },
  { 16, 16 }, { 8, 8 }, { 8, 8 }, { 8, 8 }, { 16, 16 },
  { -10, -10 }, { 8, 8 }, { 8, 8 },
  /* threat */
  { 30, 30 }, { 0, 0 }, { -15, -15 }, { 0, 0 },
  /* tempo */
  { 0, 0 },
};
