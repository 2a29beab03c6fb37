#!/usr/bin/env bash
# lalao-cli uci: a scripted UCI session per game, answers checked.
set -u
cli=$1
failures=0 checks=0

check() {  # check NAME CONDITION_STATUS DETAILS
  checks=$((checks + 1))
  if [ "$2" = 0 ]; then echo "ok: $1"; else echo "not ok: $1: $3"; failures=$((failures + 1)); fi
}

# session "COMMANDS" [SECONDS]: runs the commands, waits, then quits.
session() {
  { printf '%b' "$1"; sleep "${2:-0.2}"; echo quit; } | "$cli" uci
}

ms_now() { date +%s%N | cut -c1-13; }

for game in samantsy songo fanorona surakarta; do
  first=$("$cli" legal "$game" | head -n 1)
  after=$("$cli" apply "$game" "$first" | tail -n 1)
  legal_after=$("$cli" legal "$game" --fen "$after")

  out=$(session "uci\nisready\nsetoption name UCI_Variant value $game\nucinewgame\nposition startpos moves $first\ngo depth 3\n" 3)
  grep -q '^id name Lalao' <<<"$out"; check "$game: id" $? "$out"
  grep -q "^option name UCI_Variant type combo default samantsy var samantsy var songo var fanorona var surakarta$" <<<"$out"
  check "$game: variant option" $? "$out"
  grep -q '^option name Skill Level type spin default 5 min 1 max 5$' <<<"$out"; check "$game: skill option" $? "$out"
  grep -q '^uciok$' <<<"$out"; check "$game: uciok" $? "$out"
  grep -q '^readyok$' <<<"$out"; check "$game: readyok" $? "$out"
  grep -Eq '^info depth 3 seldepth [0-9]+ score (cp|mate) -?[0-9]+ nodes [0-9]+ nps [0-9]+ time [0-9]+ pv .+' <<<"$out"
  check "$game: info line" $? "$out"
  best=$(sed -n 's/^bestmove //p' <<<"$out")
  grep -qxF -- "$best" <<<"$legal_after"; check "$game: bestmove $best is legal after $first" $? "$out"

  # go movetime 1000 answers within 1.1 s.
  # (The time is taken when the line arrives, not when the pipe closes.)
  start=$(ms_now)
  line=$({ printf 'setoption name UCI_Variant value %s\nposition startpos\ngo movetime 1000\n' "$game"; sleep 1.6; echo quit; } \
         | "$cli" uci | while read -r l; do case $l in bestmove*) echo "$(( $(ms_now) - start )) $l";; esac; done)
  took=${line%% *}
  [ -n "$line" ] && [ "$took" -le 1100 ]; check "$game: go movetime 1000 answered in ${took:-?} ms" $? "$line"

  # go infinite runs until stop.
  out=$(session "setoption name UCI_Variant value $game\nposition startpos\ngo infinite\n" 0.5)
  grep -q '^bestmove (none)$' <<<"$out"; none=$?
  grep -q '^bestmove ' <<<"$out" && [ $none != 0 ]; check "$game: stop ends go infinite" $? "$out"

  # A weak level still plays a legal move.
  out=$(session "setoption name UCI_Variant value $game\nsetoption name Skill Level value 1\nposition startpos\ngo movetime 200\n" 0.6)
  best=$(sed -n 's/^bestmove //p' <<<"$out")
  grep -qxF -- "$best" <<<"$("$cli" legal "$game")"; check "$game: level 1 plays a legal move ($best)" $? "$out"
done

out=$(session "position startpos moves e2e5 e7e3\n")
grep -q '^info string illegal move e7e3' <<<"$out"; check "illegal move reported" $? "$out"

out=$(session "position fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo depth 4\n" 1)
grep -q 'score mate 1 ' <<<"$out"; check "mate in one announced" $? "$out"

out=$(session "position fen 0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23\n")
grep -q '^info string bad FEN' <<<"$out"; check "a Songo FEN in Samantsy is refused" $? "$out"

out=$(session "setoption name UCI_Variant value songo\nposition fen 0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23\ngo depth 2\n" 1)
grep -q '^bestmove S2$' <<<"$out"; check "songo: takes the harvest of RULES.md example 2" $? "$out"

out=$(session "setoption name UCI_Variant value chess\nbogus\n")
grep -q '^info string unknown variant chess' <<<"$out" && grep -q '^info string unknown command bogus' <<<"$out"
check "unknown variant and command reported" $? "$out"

# Found by fuzz-uci: a value before the name made a negative length.
out=$(session "setoption nt value fat[on name UCI_10\nisready\n")
grep -q '^info string setoption needs' <<<"$out" && grep -q '^readyok$' <<<"$out"
check "setoption with the value before the name is refused, no crash" $? "$out"

"$cli" uci extra >/dev/null 2>&1; [ $? = 2 ]; check "uci takes no arguments" $? ""

echo "$((checks - failures)) of $checks checks passed"
[ "$failures" = 0 ]
