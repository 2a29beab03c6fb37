/* surakarta-weights.h — the tuned evaluation's weights, { middlegame,
 * endgame } in centi-units, in the order of surakarta-eval.c's blocks.
 * Written by tools/texel-tune (docs/ai.md); included by surakarta-eval.c. */

static const int surakarta_weights[][2] = {
  /* piece */
  { 77, 120 },
  /* pieces */
  { 0, 0 }, { 229, -114 }, { -394, 121 }, { -203, 76 },
  { 145, -133 }, { 43, -13 }, { 7, 96 },
  /* pst */
  { 1, -61 }, { -16, 10 }, { 14, 7 }, { -8, 10 },
  { 9, 19 }, { 15, 40 }, { 9, 18 }, { 4, 40 },
  { 24, 14 }, { 45, 13 }, { 29, 33 }, { 29, 29 },
  { 62, 17 }, { 50, 34 }, { 35, 57 }, { 40, -34 },
  { 100, 6 }, { 36, 6 },
  /* threat */
  { -12, 17 }, { 51, 3 }, { 4, 12 }, { -32, -35 },
  /* tempo */
  { 9, 4 },
};
