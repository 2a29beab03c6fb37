/* fanorona-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-units, in the order of fanorona-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by fanorona-eval.c. */

static const int fanorona_weights[][2] = {
  /* stone */
  { -112, 124 },
  /* stones */
  { -360, -106 }, { 435, 32 }, { 87, 21 }, { -198, 43 },
  { -35, -21 }, { -788, 434 }, { 533, 577 },
  /* pst */
  { 106, -6 }, { 112, 3 }, { 211, -22 }, { 135, 0 },
  { 42, 0 }, { 109, 1 }, { 166, -34 }, { 193, -14 },
  { 162, -40 }, { -38, 40 }, { 55, 3 }, { 193, -4 },
  { 52, 8 }, { -22, 44 }, { 202, -70 }, { -29, 30 },
  { 3, -13 }, { 24, 30 }, { -229, 9 }, { -479, 126 },
  { -80, 16 }, { -104, 30 }, { -168, 12 }, { -174, 50 },
  { -805, 113 },
  /* open */
  { -7, 14 },
  /* threat */
  { 12, 12 }, { 0, 0 }, { -54, -60 }, { 217, -55 },
  /* tempo */
  { 7, 0 },
};
