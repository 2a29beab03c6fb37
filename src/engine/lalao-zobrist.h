/* lalao-zobrist.h — Zobrist keys without tables.
 *
 * Copyright 2026 The Lalao authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A key is the splitmix64 finaliser of (feature, value): as random as a
 * table of random numbers, with no initialisation and no shared state, so
 * every engine is thread-safe from the first call.
 */
#pragma once

#include <stdint.h>

static inline uint64_t
lalao_zobrist (uint32_t feature, uint32_t value)
{
  uint64_t z = ((uint64_t) feature << 32 | value) + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* A small random generator on the same mixer: the next number of the
 * sequence kept in *state (the search's noise, the match yardsticks). */
static inline uint64_t
lalao_random_next (uint64_t *state)
{
  *state += 1;
  return lalao_zobrist ((uint32_t) (*state >> 32), (uint32_t) *state);
}
