/* fanorona-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-units, in the order of fanorona-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by fanorona-eval.c. */

static const int fanorona_weights[][2] = {
  /* stone */
  { -198, 141 },
  /* stones */
  { -1199, -528 }, { -589, 125 }, { 832, -60 }, { -23, 90 },
  { -111, 116 }, { 392, -89 }, { 748, 626 },
  /* pst */
  { 228, -47 }, { 119, 1 }, { 304, -38 }, { 192, -21 },
  { -50, 5 }, { 159, -11 }, { 236, -44 }, { 198, 15 },
  { -68, 18 }, { 52, 6 }, { 132, -12 }, { 126, 26 },
  { 172, -4 }, { -120, 55 }, { -247, 42 }, { -305, 63 },
  { 70, -34 }, { -175, 58 }, { -32, 10 }, { -78, 34 },
  { -18, -4 }, { 194, -38 }, { -152, 3 }, { 348, -49 },
  { -23, 22 },
  /* open */
  { 8, 13 },
  /* threat */
  { 12, 12 }, { 0, 0 }, { -283, 12 }, { 643, -186 },
  /* tempo */
  { 19, -2 },
};
