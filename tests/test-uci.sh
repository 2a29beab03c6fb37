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

# session_to_end "COMMANDS": runs the commands and ends the input without
# "quit": a search limited by depth or nodes still finishes and answers,
# however long a loaded machine makes it take.
session_to_end() {
  printf '%b' "$1" | "$cli" uci
}

ms_now() { date +%s%N | cut -c1-13; }

for game in samantsy songo fanorona surakarta; do
  first=$("$cli" legal "$game" | head -n 1)
  after=$("$cli" apply "$game" "$first" | tail -n 1)
  legal_after=$("$cli" legal "$game" --fen "$after")

  out=$(session_to_end "uci\nisready\nsetoption name UCI_Variant value $game\nucinewgame\nposition startpos moves $first\ngo depth 3\n")
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

  # go movetime 1000 stops by itself, answers, and searches all of it:
  # the Move Overhead is kept from a time taken from the clock, not from
  # one the GUI fixed. "quit" (which stops a search) comes 6 s later, so
  # an answer before it is the search's own; the lower bound is one a
  # loaded machine cannot break, the upper one is loose on purpose.
  # (The time is taken when the line arrives, not when the pipe closes.)
  start=$(ms_now)
  line=$({ printf 'setoption name UCI_Variant value %s\nsetoption name Move Overhead value 5000\nposition startpos\ngo movetime 1000\n' "$game"; sleep 6; echo quit; } \
         | "$cli" uci | while read -r l; do case $l in bestmove*) echo "$(( $(ms_now) - start )) $l";; esac; done)
  took=${line%% *}
  [ -n "$line" ] && [ "$took" -ge 1000 ] && [ "$took" -le 5000 ]
  check "$game: go movetime 1000 searched all of it and stopped by itself (${took:-?} ms)" $? "$line"

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

out=$(session_to_end "position fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo depth 4\n")
grep -q 'score mate 1 ' <<<"$out"; check "mate in one announced" $? "$out"

# Lazy SMP: three threads still announce the mate in one, and a timed
# search with them answers with a legal move.
out=$(session_to_end "setoption name Threads value 3\nposition fen k7/8/1K6/8/8/8/8/7R w - - 0 1\ngo depth 6\n")
grep -q 'score mate 1 ' <<<"$out" && ! grep -q '^info string' <<<"$out"; check "three threads: mate in one announced" $? "$out"
out=$(session_to_end "setoption name Threads value 2\nposition startpos\ngo movetime 300\n")
best=$(sed -n 's/^bestmove //p' <<<"$out")
grep -qxF -- "$best" <<<"$("$cli" legal samantsy)"; check "two threads, 300 ms: a legal move ($best)" $? "$out"

out=$(session "position fen 0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23\n")
grep -q '^info string bad FEN' <<<"$out"; check "a Songo FEN in Samantsy is refused" $? "$out"

out=$(session_to_end "setoption name UCI_Variant value songo\nposition fen 0,0,9,0,0,1,0/1,5,2,0,2,3,1 s 23 23\ngo depth 2\n")
grep -q '^bestmove S2$' <<<"$out"; check "songo: takes the harvest of RULES.md example 2" $? "$out"

# Rules: the game's options as --rules takes them. Without the same-direction
# rule (Ludii's Fanorona) the chain b2b3W,b3b4A is legal; with the default
# rules it is refused with the reason; an unknown option keeps the rules.
chain="position fen BB7/9/3BBB1B1/1W1B5/1B2B4 w moves b2b3W,b3b4A"
out=$(session "uci\nsetoption name UCI_Variant value fanorona\n$chain\nsetoption name Rules value no-same-direction-rule\n$chain\nsetoption name Rules value bogus\n$chain\nisready\n")
grep -q '^option name Rules type string default <empty>$' <<<"$out" \
  && [ "$(grep -c '^info string illegal move b2b3W,b3b4A: In a chain the stone may not go on in the direction' <<<"$out")" = 1 ] \
  && grep -q '^info string fanorona has no rule option bogus$' <<<"$out" && grep -q '^readyok$' <<<"$out"
check "fanorona: Rules no-same-direction-rule allows the chain, the default refuses it" $? "$out"
out=$(session "setoption name UCI_Variant value fanorona\nsetoption name Rules value no-same-direction-rule\nsetoption name Rules value <empty>\n$chain\n")
grep -q '^info string illegal move b2b3W,b3b4A' <<<"$out"; check "fanorona: Rules <empty> restores the defaults" $? "$out"

out=$(session "setoption name UCI_Variant value chess\nbogus\n")
grep -q '^info string unknown variant chess' <<<"$out" && grep -q '^info string unknown command bogus' <<<"$out"
check "unknown variant and command reported" $? "$out"

# Found by fuzz-uci: a value before the name made a negative length.
out=$(session "setoption nt value fat[on name UCI_10\nisready\n")
grep -q '^info string option UCI_10 needs a value' <<<"$out" && grep -q '^readyok$' <<<"$out"
check "setoption with the value before the name is refused, no crash" $? "$out"

# Malformed setoption lines (the first one crashed the reader: an empty
# name made a negative length). Each is answered and the reader goes on.
malformed_options=(
  "setoption name value 5|setoption needs"
  "setoption|setoption needs"
  "setoption value 5|setoption needs"
  "setoption name|setoption needs"
  "setoption name Hash|option Hash needs a value"
  "setoption name Hash value|option Hash needs a value"
  "setoption name Hash value 99999999999999999999|Hash is 1 to 4096"
  "setoption name Hash value -3|Hash is 1 to 4096"
  "setoption name Skill Level value 0|Skill Level is 1 to 5"
  "setoption name Move Overhead value ten|Move Overhead is 0 to 5000"
  "setoption name Threads value 0|Threads is 1 to 64"
  "setoption name UCI_Variant value|option UCI_Variant needs a value"
  "setoption name Ponder value true|unknown option Ponder"
)
for case in "${malformed_options[@]}"; do
  command=${case%%|*} answer=${case#*|}
  out=$(session "$command\nisready\n")
  grep -q "^info string $answer" <<<"$out" && grep -q '^readyok$' <<<"$out"
  check "'$command' answered with '$answer', reader alive" $? "$out"
done

# A name and a value of several words.
out=$(session "setoption   name  Skill   Level   value  2 \nsetoption name UCI_Variant value songo\nposition startpos\ngo depth 1\n" 0.5)
best=$(sed -n 's/^bestmove //p' <<<"$out")
grep -qxF -- "$best" <<<"$("$cli" legal songo)" && ! grep -q '^info string' <<<"$out"
check "spaced setoption names are read ($best)" $? "$out"

# Malformed go limits are refused; no search starts.
for command in "go depth 99999999999" "go movetime" "go nodes -5" "go wtime x"; do
  out=$(session "position startpos\n$command\nisready\n")
  grep -q "^info string go .* needs a number" <<<"$out" && grep -q '^readyok$' <<<"$out" && ! grep -q '^bestmove' <<<"$out"
  check "'$command' refused" $? "$out"
done

# Every limit at once: the search stops at the first one reached, and a
# clock that has run out (negative, as GUIs send it) still gives a move.
out=$(session "position startpos\ngo wtime -500 btime 1000 winc 0 binc 0 movestogo 5 depth 3 nodes 1000 movetime 100 searchmoves e2e5 ponder\n" 2)
best=$(sed -n 's/^bestmove //p' <<<"$out")
grep -qxF -- "$best" <<<"$("$cli" legal samantsy)"; check "go with every limit at once plays $best" $? "$out"

# A position of 5000 plies (25,000 characters on one line; the knights go
# out and back) reads whole, and the search answers from the start position.
shuffle=$(for _ in $(seq 1250); do printf ' g1f3 g8f6 f3g1 f6g8'; done)
out=$(session "position startpos moves$shuffle\ngo depth 2\n" 2)
best=$(sed -n 's/^bestmove //p' <<<"$out")
! grep -q '^info string' <<<"$out" && grep -qxF -- "$best" <<<"$("$cli" legal samantsy)"
check "a 5000-ply position line is read whole ($best)" $? "$(head -c 300 <<<"$out")"

# Commands while it searches: position, setoption, ucinewgame and go stop
# the search under way, which still gives its move; isready is answered.
out=$(session "position startpos\ngo infinite\nisready\nposition startpos moves e2e5\nsetoption name Skill Level value 2\nucinewgame\nposition startpos moves e2e5\ngo infinite\ngo depth 2\n" 1.5)
[ "$(grep -c '^bestmove ' <<<"$out")" = 3 ] && grep -q '^readyok$' <<<"$out"
check "commands while searching each end the search with a move" $? "$out"
last=$(grep '^bestmove ' <<<"$out" | tail -n 1 | sed 's/^bestmove //')
grep -qxF -- "$last" <<<"$("$cli" legal samantsy --fen "$("$cli" apply samantsy e2e5 | tail -n 1)")"
check "the last search is of the new position ($last)" $? "$out"

# Blank lines, tabs and a stop with nothing to stop are harmless.
out=$(session "\n   \n\tisready\t\nstop\nisready\n")
[ "$(grep -c '^readyok$' <<<"$out")" = 2 ] && ! grep -q '^info string' <<<"$out"
check "blank lines, tabs and an idle stop" $? "$out"

# EndgamePath: the exact tables of a folder decide a position of theirs at
# once (a vorona's win counted in moves to the end, where the search alone
# gives a score in centi-units); a folder without tables is said and
# changes nothing.
tables=$(mktemp -d)
"$cli" endgame build samantsy --size 3 --dir "$tables" --quiet >/dev/null 2>&1
krk="position fen 8/8/3k4/8/8/3K4/8/7R w - - 0 1\ngo depth 2\n"
out=$(session_to_end "setoption name EndgamePath value $tables\n$krk")
grep -q "^info string 10 endgame tables of samantsy loaded from $tables$" <<<"$out" \
  && grep -q '^info depth 1 seldepth 1 score mate 11 ' <<<"$out" && grep -q '^bestmove ' <<<"$out"
check "EndgamePath: the tables value a vorona's ending (mate in 11)" $? "$out"
out=$(session_to_end "setoption name EndgamePath value $tables/none\n$krk")
grep -q "^info string no endgame tables of samantsy in $tables/none" <<<"$out" \
  && grep -q '^info depth 2 seldepth [0-9]* score cp ' <<<"$out"
check "EndgamePath: a folder without tables is said, the search goes on without" $? "$out"
out=$(session_to_end "setoption name EndgamePath value $tables\nsetoption name EndgamePath value <empty>\n$krk")
grep -q '^info depth 2 seldepth [0-9]* score cp ' <<<"$out"; check "EndgamePath <empty>: no tables" $? "$out"
out=$(session_to_end "setoption name EndgamePath value $tables\nsetoption name Hash value 8\n$krk")
[ "$(grep -c '^info string 10 endgame tables' <<<"$out")" = 1 ] \
  && grep -q '^info depth 1 seldepth 1 score mate 11 ' <<<"$out"
check "EndgamePath: a new Hash keeps the tables without reading them again" $? "$out"
out=$(session_to_end "setoption name EndgamePath value $tables\nsetoption name UCI_Variant value songo\nsetoption name UCI_Variant value samantsy\n$krk")
[ "$(grep -c '^info string 10 endgame tables' <<<"$out")" = 2 ] \
  && grep -q '^info depth 1 seldepth 1 score mate 11 ' <<<"$out"
check "EndgamePath: back to the game, its tables are read again" $? "$out"
rm -rf "$tables"

"$cli" uci extra >/dev/null 2>&1; [ $? = 2 ]; check "uci takes no arguments" $? ""

echo "$((checks - failures)) of $checks checks passed"
[ "$failures" = 0 ]
