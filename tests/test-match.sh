#!/usr/bin/env bash
# lalao-cli match: the report adds up, the strong side wins, bad
# arguments are refused. (Strength itself is measured by running match
# with 100 games, not here.)
set -u
cli=$1
failures=0 checks=0

check() {
  checks=$((checks + 1))
  if [ "$2" = 0 ]; then echo "ok: $1"; else echo "not ok: $1: $3"; failures=$((failures + 1)); fi
}

for game in samantsy songo fanorona surakarta; do
  out=$("$cli" match "$game" --first 3 --second random --games 4 --movetime 20 --threads 2 --seed 5)
  w=$(sed -n 's/^wins \([0-9]*\), draws \([0-9]*\), losses \([0-9]*\).*/\1/p' <<<"$out")
  d=$(sed -n 's/^wins \([0-9]*\), draws \([0-9]*\), losses \([0-9]*\).*/\2/p' <<<"$out")
  l=$(sed -n 's/^wins \([0-9]*\), draws \([0-9]*\), losses \([0-9]*\).*/\3/p' <<<"$out")
  [ -n "$w" ] && [ $((w + d + l)) = 4 ]; check "$game: four games counted" $? "$out"
  [ -n "$w" ] && [ "$w" -ge 3 ]; check "$game: level 3 beats random" $? "$out"
  grep -Eq '^Elo difference [+-]([0-9]+|inf) \(95% interval [+-]([0-9]+|inf) to [+-]([0-9]+|inf)\)$' <<<"$out"
  check "$game: Elo line" $? "$out"
done

# Level 1 makes mistakes but still takes most free pieces: it beats a
# player that only ever takes the biggest capture (with the noise of the
# other games, Surakarta's level 1 lost all of these 20 games). Level 1
# stops at its depth; the minute a move only keeps a loaded machine's
# clock from cutting a search short, so the games are always the same.
for game in samantsy songo fanorona surakarta; do
  out=$("$cli" match "$game" --first 1 --second greedy --games 20 --movetime 60000 --threads 2 --seed 3)
  w=$(sed -n 's/^wins \([0-9]*\), .*/\1/p' <<<"$out")
  [ -n "$w" ] && [ "$w" -gt 10 ]; check "$game: level 1 beats greedy" $? "$out"
done

out=$("$cli" match songo --first greedy --second random --games 2 --movetime 5)
grep -q '^songo: greedy against random, 2 games, 5 ms per move' <<<"$out"; check "greedy and random players" $? "$out"

# The SPRT stops as soon as it decides: the strong side is accepted as
# better (H1) long before 200 games, the weak side is not (H0).
out=$("$cli" match songo --first 3 --second random --games 200 --movetime 5 --threads 2 --sprt 0,50)
n=$(sed -n 's/^songo: level 3 against random, \([0-9]*\) games.*/\1/p' <<<"$out")
grep -q 'H1 accepted$' <<<"$out" && [ -n "$n" ] && [ "$n" -lt 200 ]; check "SPRT accepts H1 early" $? "$out"
out=$("$cli" match songo --first random --second 3 --games 200 --movetime 5 --threads 2 --sprt 0,50)
grep -q 'H0 accepted$' <<<"$out"; check "SPRT accepts H0" $? "$out"

# Another engine over UCI (here this same build) against a level; every
# game written to a PGN file that reads back with each engine move's score.
pgn=$(mktemp)
out=$("$cli" match fanorona --first "uci:$cli uci" --second 2 --first-option "Move Overhead=0" \
      --games 2 --movetime 10 --threads 1 --pgn "$pgn")
code=$?
[ $code = 0 ] && grep -q '^fanorona: lalao-cli against level 2, 2 games' <<<"$out"; check "a UCI engine plays" $? "exit $code: $out"
games=$("$cli" pgn "$pgn"); code=$?
[ $code = 0 ] && [ "$(wc -l <<<"$games")" = 2 ]; check "the match's PGN reads back" $? "exit $code: $games"
grep -Eq '\{[+-]([0-9]+\.[0-9][0-9]|M[0-9]+)/[0-9]+\}' "$pgn"; check "the PGN has the engines' scores" $? "$(head -20 "$pgn")"
grep -q '^\[White "lalao-cli"\]' "$pgn" && grep -q '^\[White "level 2"\]' "$pgn"; check "the PGN names the players" $? "$(head -20 "$pgn")"
rm -f "$pgn"

# --adjudicate ends a game once both players have scored it won by 10
# points or more for 6 plies: level 5 against level 1 ends so, and each
# adjudicated game's last six scores say so (from the mover's side, so
# their signs alternate).
pgn=$(mktemp)
"$cli" match samantsy --first 5 --second 1 --games 4 --movetime 10 --threads 1 --adjudicate --pgn "$pgn" >/dev/null
python3 - "$pgn" <<'PY'
import re, sys
games = open(sys.argv[1]).read().split('[Event ')[1:]
judged = 0
for g in games:
    if 'Termination "adjudication"' not in g:
        continue
    judged += 1
    scores = re.findall(r'\{([+-])(M?[0-9.]+)/', g)[-6:]
    values = [(1 if sign == '+' else -1) * (1e4 if s[0] == 'M' else float(s)) for sign, s in scores]
    if len(values) != 6 or not all(abs(v) >= 10 for v in values) \
       or not all(values[i] * values[i + 1] < 0 for i in range(5)):
        sys.exit('game %d adjudicated on %s' % (judged, values))
sys.exit(0 if judged > 0 else 'no game was adjudicated')
PY
check "--adjudicate ends games the scores decide, and only those" $? "$(grep -c Termination "$pgn") adjudicated"
rm -f "$pgn"
# --balanced keeps only the openings the search scores near even: each
# opening a match played (its first 8 plies, from the PGN), searched to
# depth 8 over UCI, is within a point, while without --balanced the same
# seed gives one a piece up or more.
opening_scores () {
  pgn=$(mktemp)
  "$cli" match samantsy --first 1 --second 1 --games 12 --movetime 1 --threads 1 --random-plies 8 \
    --seed 5 "$@" --pgn "$pgn" >/dev/null
  python3 - "$pgn" <<'PY' | while read -r moves; do
import re, sys
for game in open(sys.argv[1]).read().split('[Event ')[1::2]:
    body = game[game.index('\n\n'):]
    moves = [m for m in re.sub(r'\{[^}]*\}', ' ', body).split() if not re.match(r'^(\d+\.+|1-0|0-1|1/2-1/2|\*)$', m)]
    print(' '.join(re.sub(r'^\d+\.+', '', m) for m in moves[:8]))
PY
    printf 'position startpos moves %s\ngo depth 8\n' "$moves" | "$cli" uci | sed -n 's/^info depth 8 .*score cp \(-\?[0-9]*\).*/\1/p'
  done
  rm -f "$pgn"
}
balanced_scores=$(opening_scores --balanced 30)
plain_scores=$(opening_scores)
[ "$(wc -l <<<"$balanced_scores")" = 6 ] && awk '{ if ($1 > 100 || $1 < -100) bad = 1 } END { exit bad }' <<<"$balanced_scores" \
  && awk '{ if ($1 > 100 || $1 < -100) big = 1 } END { exit !big }' <<<"$plain_scores"
check "--balanced openings are within a point" $? "balanced: $(echo $balanced_scores); plain: $(echo $plain_scores)"
err=$("$cli" match songo --first "uci:/nonexistent/engine" --second 1 --games 2 2>&1 >/dev/null); code=$?
[ $code = 1 ] && grep -q '/nonexistent/engine' <<<"$err"; check "an engine that cannot start is named" $? "exit $code: $err"
err=$("$cli" match songo --first "uci:sh -c 'echo uciok; echo readyok; echo readyok'" --second 1 --games 2 \
      --threads 1 --movetime 5 2>&1 >/dev/null); code=$?
[ $code = 1 ] && grep -q "sh -c" <<<"$err"; check "an engine that dies mid-game is named" $? "exit $code: $err"

for bad in "--sprt 5,1 --first 1 --second 2" "--sprt x --first 1 --second 2" "--first 6 --second 1" "--first 1" "--first 1 --second 2 --games 0" "--first 1 --second 2 --movetime x" "--first 1 --second 2 --bogus 1" "--first 1 --second 2 --first-option x"; do
  # shellcheck disable=SC2086
  err=$("$cli" match songo $bad 2>&1 >/dev/null); code=$?
  [ $code = 2 ] && [ "$(wc -l <<<"$err")" = 1 ]; check "refused: $bad" $? "exit $code: $err"
done
"$cli" match chess --first 1 --second 2 >/dev/null 2>&1; [ $? = 2 ]; check "unknown game refused" $? ""

echo "$((checks - failures)) of $checks checks passed"
[ "$failures" = 0 ]
