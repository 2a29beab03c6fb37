/* fanorona-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-stones, in the order of fanorona-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by fanorona-eval.c. */

static const int fanorona_weights[][2] = {
  /* stone */
  { 100, 100 },
  /* stones */
  { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
  { 0, 0 }, { 0, 0 },
  /* pst */
  { 4, 4 }, { 0, 0 }, { 4, 4 }, { 0, 0 }, { 4, 4 },
  { 0, 0 }, { 4, 4 }, { 0, 0 }, { 4, 4 }, { 0, 0 },
  { 4, 4 }, { 0, 0 }, { 4, 4 }, { 0, 0 }, { 4, 4 },
  { 0, 0 }, { 4, 4 }, { 0, 0 }, { 4, 4 }, { 0, 0 },
  { 4, 4 }, { 0, 0 }, { 4, 4 }, { 0, 0 }, { 4, 4 },
  /* open */
  { 1, 1 },
  /* threat */
  { 12, 12 }, { 0, 0 }, { -12, -12 }, { 0, 0 },
  /* tempo */
  { 0, 0 },
};
