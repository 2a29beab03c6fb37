/* fanorona-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-units, in the order of fanorona-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by fanorona-eval.c. */

static const int fanorona_weights[][2] = {
  /* stone */
  { -157, 123 },
  /* stones */
  { -803, -521 }, { -642, 107 }, { 1097, -112 }, { -82, 100 },
  { -419, 191 }, { 89, 5 }, { 84, 926 },
  /* pst */
  { 285, -51 }, { 145, -1 }, { 366, -51 }, { 256, -34 },
  { -55, 8 }, { 187, -13 }, { 299, -64 }, { 213, 12 },
  { -57, 8 }, { 92, -3 }, { 151, -17 }, { 158, 24 },
  { 178, -13 }, { -101, 50 }, { -284, 40 }, { -357, 74 },
  { 74, -45 }, { -207, 63 }, { -54, -2 }, { -79, 32 },
  { 38, -11 }, { 246, -47 }, { -183, 6 }, { 415, -66 },
  { -105, 28 },
  /* open */
  { 13, 15 },
  /* threat */
  { 12, 12 }, { 0, 0 }, { -296, 0 }, { 677, -178 },
  /* tempo */
  { 12, 1 },
};
