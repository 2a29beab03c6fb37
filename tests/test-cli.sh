#!/usr/bin/env bash
# lalao-cli's contract: outputs and exit codes, good and bad input.
set -u
cli=$1
failures=0 checks=0

# expect NAME WANTED_EXIT WANTED_LAST_LINE_OR_EMPTY -- ARGS...
expect() {
  local name=$1 want_code=$2 want_last=$3; shift 4
  local out err code
  out=$("$cli" "$@" 2>/tmp/lalao-cli-err.$$); code=$?
  err=$(cat /tmp/lalao-cli-err.$$)
  checks=$((checks + 1))
  if [ "$code" != "$want_code" ]; then
    echo "not ok: $name: exit $code, wanted $want_code (stderr: $err)"; failures=$((failures + 1)); return
  fi
  if [ -n "$want_last" ] && [ "$(printf '%s\n' "$out" | tail -n 1)" != "$want_last" ]; then
    echo "not ok: $name: last line \"$(printf '%s\n' "$out" | tail -n 1)\", wanted \"$want_last\""; failures=$((failures + 1)); return
  fi
  if [ "$want_code" = 2 ] && [ "$(printf '%s\n' "$err" | wc -l)" != 1 -o -z "$err" ]; then
    echo "not ok: $name: exit 2 should come with one line on stderr, got: $err"; failures=$((failures + 1)); return
  fi
  echo "ok: $name"
}

games=$("$cli" games)
[ "$games" = "$(printf 'samantsy\nsongo\nfanorona\nsurakarta')" ] && echo "ok: games" || { echo "not ok: games: $games"; failures=$((failures + 1)); }
checks=$((checks + 1))

expect "start songo" 0 "5,5,5,5,5,5,5/5,5,5,5,5,5,5 s 0 0" -- start songo
expect "legal songo" 0 "S6" -- legal songo
expect "apply songo" 0 "6,6,0,5,5,5,5/6,6,6,5,5,5,5 n 0 0" -- apply songo S2
expect "apply two moves" 0 "6,6,0,5,6,6,6/6,6,6,5,0,6,6 s 0 0" -- apply songo S2 N4
expect "apply with --fen" 0 "1,0,5,5,5,5,5/0,0,5,5,5,5,3 n 16 5" -- apply songo --fen "0,3,5,5,5,5,5/3,1,5,5,5,5,3 s 10 5" S1
expect "illegal move" 1 "" -- apply songo N3
expect "status start" 0 "ongoing" -- status songo
expect "status won" 0 "South wins. South has captured 40 seeds and North 5: forty wins at once." -- status songo --fen "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5"
expect "perft 4" 0 "1964" -- perft songo 4
expect "perft 0" 0 "1" -- perft songo 0
expect "perft divide" 0 "309" -- perft songo 3 --divide
expect "explain" 0 "The last seed falls in N2, which now holds 6 seeds, not two to four: there is no capture." -- explain songo S2 --lang en
expect "explain illegal" 1 "" -- explain songo S0 --fen "1,5,5,5,5,5,5/5,5,5,5,5,5,4 s 2 3"
# The coach's threats, one a line: the defended farasy a zaza takes, a mate.
expect "threats defended" 0 "Threat on e4: the zaza on f5 could take the farasy on e4 (Zaza f5×e4)." -- threats samantsy --fen "4k3/8/8/5p2/4N3/3P4/8/4K3 w - - 0 1" --lang en
expect "threats mate" 0 "Black threatens checkmate: the move from a8 to a1 would mate your hova." -- threats samantsy --fen "r5k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1" --lang en
expect "threats loop" 0 "Threat on d1: the piece on e3 could take the piece on d1 (e3×d1)." -- threats surakarta --fen "6/6/6/4b1/6/3w2 w 0 1" --lang en
expect "threats none" 0 "" -- threats samantsy
expect "threats move" 2 "" -- threats samantsy e2e4
# The coach's verdict and why.
expect "coach trade" 0 "A good move, as good as the computer’s. It captures the farasy on e4. It can be taken back on e4 by the zaza on d3: a trade. The answer Zaza d3×e4 takes back on e4." -- coach samantsy --fen "4k3/8/8/5p2/4N3/3P4/8/4K3 b - - 0 1" f5e4 --lang en
expect "coach harvest" 0 "A good move, as good as the computer’s. It threatens a harvest: next turn, sowing N4 would reach S1 and take 3 seeds in all." -- coach songo --fen "8,2,8,8,0,2,7/7,7,7,1,7,6,0 n 0 0" N3 --lang en
expect "coach illegal" 1 "" -- coach samantsy a1a5
expect "coach no move" 2 "" -- coach samantsy
expect "bench one game" 0 "" -- bench songo
# The timed line: a depth for each of the four positions and a speed
# (any depth: a loaded machine may give a search little of its 200 ms).
out=$("$cli" bench songo)
checks=$((checks + 1))
if grep -Eq '^songo: depth in 200 ms: start [0-9]+, ply [0-9]+ [0-9]+, ply [0-9]+ [0-9]+, ply [0-9]+ [0-9]+; [0-9]+ thousand nodes per second$' <<<"$out"
then echo "ok: bench depth in 200 ms"
else echo "not ok: bench depth in 200 ms: $out"; failures=$((failures + 1)); fi
# The node-count signature is the same from run to run (its positions and
# depth are fixed, each search starts with an empty table).
sig1=$("$cli" bench surakarta | sed -n 's/^surakarta: signature \([0-9]*\) nodes.*/\1/p')
sig2=$("$cli" bench surakarta | sed -n 's/^surakarta: signature \([0-9]*\) nodes.*/\1/p')
checks=$((checks + 1))
if [ -n "$sig1" ] && [ "$sig1" -gt 0 ] && [ "$sig1" = "$sig2" ]; then echo "ok: bench signature $sig1"
else echo "not ok: bench signature \"$sig1\" then \"$sig2\""; failures=$((failures + 1)); fi

# Mining is repeatable (fixed seeds and depths, output in game order
# whatever the threads do), and what it mines verifies.
mined1=$("$cli" puzzles mine fanorona --games 24 --threads 2)
mined2=$("$cli" puzzles mine fanorona --games 24 --threads 1)
checks=$((checks + 1))
if [ -n "$mined1" ] && [ "$mined1" = "$mined2" ]; then echo "ok: puzzles mine is repeatable ($(printf '%s\n' "$mined1" | wc -l) puzzles)"
else echo "not ok: puzzles mine differs between runs or found nothing"; failures=$((failures + 1)); fi
printf '%s\n' "$mined1" > /tmp/lalao-mined.$$
expect "puzzles verify mined" 0 "" -- puzzles verify /tmp/lalao-mined.$$
expect "puzzles list" 0 "" -- puzzles list songo --theme grenier
expect "puzzles unknown action" 2 "" -- puzzles solve songo
expect "puzzles unknown game" 2 "" -- puzzles list chess
expect "puzzles missing file" 2 "" -- puzzles verify /nonexistent/puzzles.txt
rm -f /tmp/lalao-mined.$$

expect "start surakarta" 0 "bbbbbb/bbbbbb/6/6/wwwwww/wwwwww w 0 1" -- start surakarta
expect "perft surakarta 3" 0 "5382" -- perft surakarta 3
expect "surakarta capture" 0 "6/6/6/1w4/6/6 b 0 1" -- apply surakarta --fen "6/6/6/1b4/6/1w4 w 0 1" b1xb3
expect "surakarta no loop" 1 "" -- apply surakarta --fen "6/6/6/1b4/w5/1w4 w 0 1" b1xb3
expect "surakarta status" 0 "White wins. Every piece of the opponent has been captured." -- status surakarta --fen "6/6/6/1w4/6/6 b 0 1"
expect "surakarta variant" 0 "18" -- perft surakarta 1 --rules chinese-korean-variant
expect "samantsy huffel perft" 0 "20388" -- perft samantsy 3 --rules huffel
expect "samantsy huffel promotion" 0 "1N6/P1P2PPP/8/4k3/8/7K/8/8 b - - 0 1" -- apply samantsy --fen "8/PPP2PPP/8/4k3/8/7K/8/8 w - - 0 1" b7b8 --rules huffel
expect "surakarta bad fen" 2 "" -- legal surakarta --fen "bbbbbb/6 w 0 1"

expect "start samantsy" 0 "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1" -- start samantsy
expect "perft samantsy 3" 0 "41402" -- perft samantsy 3
expect "samantsy apply" 0 "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w - - 0 2" -- apply samantsy e2e4 e7e5
expect "samantsy pinned" 1 "" -- apply samantsy --fen "4k3/8/8/8/4r3/8/4N3/4K3 w - - 0 1" e2c3
expect "samantsy stalemate" 0 "White wins. The player to move is not in check but has no legal move: in Samantsy a blocked hova loses." -- status samantsy --fen "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1"

# status: the result, the rule's id, then the sentence in --lang's language.
out=$("$cli" status songo --fen "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5" --lang fr)
checks=$((checks + 1))
if [ "$(sed -n 1p <<<"$out")" = first-wins ] && [ "$(sed -n 2p <<<"$out")" = forty-seeds ] \
   && [ "$(sed -n 3p <<<"$out")" = "Sud gagne. Sud a pris 40 graines et Nord 5"$'\u00a0'": quarante l’emportent aussitôt." ]; then
  echo "ok: status in French"
else
  echo "not ok: status in French: $out"; failures=$((failures + 1))
fi
# From the build tree without LALAO_LOCALEDIR, the build folder's catalogue
# is found (or the installed one); with a folder that has
# none, English, and a line on stderr that says why.
out=$(env -u LALAO_LOCALEDIR "$cli" status songo --fen "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5" --lang fr 2>/dev/null)
checks=$((checks + 1))
if grep -q "^Sud gagne" <<<"$(sed -n 3p <<<"$out")"; then
  echo "ok: French found in the build tree"
else
  echo "not ok: French found in the build tree: $out"; failures=$((failures + 1))
fi
err=$(LALAO_LOCALEDIR=/nonexistent "$cli" status songo --fen "5,5,5,5,5,0,0/0,0,0,0,0,0,0 n 40 5" --lang fr 2>&1 >/dev/null)
checks=$((checks + 1))
if grep -q "no fr catalogue in /nonexistent" <<<"$err"; then
  echo "ok: a missing catalogue is said"
else
  echo "not ok: a missing catalogue is said: $err"; failures=$((failures + 1))
fi
expect "samantsy two hovas" 2 "" -- start samantsy --fen x
expect "samantsy bad fen" 2 "" -- legal samantsy --fen "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w - - 0 1"

expect "start fanorona" 0 "BBBBBBBBB/BBBBBBBBB/BWBW1BWBW/WWWWWWWWW/WWWWWWWWW w" -- start fanorona
expect "perft fanorona 3" 0 "724" -- perft fanorona 3
expect "perft fanorona ludii" 0 "738" -- perft fanorona 3 --rules no-same-direction-rule
expect "fanorona chain" 0 "BB7/1W7/7B1/9/9 b" -- apply fanorona --fen "BB7/9/3BBB1B1/1W1B5/1B2B4 w" b2b3W,b3c3A,c3b4W
expect "fanorona visited" 1 "" -- apply fanorona --fen "BB7/9/3BBB1B1/1W1B5/1B2B4 w" b2b3W,b3c3A,c3b4W,b4b3W
expect "fanorona compulsory" 1 "" -- apply fanorona --fen "9/9/9/1W1B5/8W w" i1i2
expect "fanorona not compulsory" 0 "9/9/9/1W1B4W/9 b" -- apply fanorona --fen "9/9/9/1W1B5/8W w" i1i2 --rules no-compulsory-capture
expect "fanorona bad turn" 2 "" -- apply fanorona d2
expect "fanorona bad fen" 2 "" -- legal fanorona --fen "9/9 w"

# Malformed input: exit 2 and one line on stderr.
expect "no command" 2 "" --
expect "unknown command" 2 "" -- frobnicate
expect "unknown game" 2 "" -- start chess
expect "missing game" 2 "" -- legal
expect "bad depth" 2 "" -- perft songo -1
expect "depth too big" 2 "" -- perft songo 65
expect "depth not a number" 2 "" -- perft songo 3x
expect "missing depth" 2 "" -- perft songo
expect "bad fen" 2 "" -- legal songo --fen "5,5,5 s 0 0"
expect "fen without value" 2 "" -- legal songo --fen
expect "bad move text" 2 "" -- apply songo Q9
expect "no moves" 2 "" -- apply songo
expect "bad lang" 2 "" -- explain songo S2 --lang de
expect "unknown option" 2 "" -- games --frob
expect "bad rules" 2 "" -- start songo --rules nonsense

# pgn: a good record gives a line per game, a broken one exit 1 and its line.
pgn=$(mktemp -d)
printf '[Variant "Songo"]\n[Result "0-1"]\n\n1. S2 N4 {a comment} 2. S5 $2 (2. S6 N1) N0 0-1\n\n[Variant "Surakarta"]\n\n1. a2b3 *\n' >"$pgn/good.pgn"
printf '[Variant "Songo"]\n\n1. S2 N4\n2. S5 N4 *\n' >"$pgn/bad.pgn"
expect "pgn good" 0 "$(printf '2\tSurakarta\t1\t*\tbbbbbb/bbbbbb/6/1w4/1wwwww/wwwwww b 1 1')" -- pgn "$pgn/good.pgn"
expect "pgn broken" 1 "" -- pgn "$pgn/bad.pgn"
checks=$((checks + 1))
if grep -q "Line 4: move 2, N4, is not legal" /tmp/lalao-cli-err.$$; then echo "ok: pgn broken message"; else echo "not ok: pgn broken message: $(cat /tmp/lalao-cli-err.$$)"; failures=$((failures + 1)); fi
expect "pgn missing file" 1 "" -- pgn "$pgn/none.pgn"
expect "pgn no file" 2 "" -- pgn

# The endgame tables, small ones built at the first use in a fresh folder.
egt=$(mktemp -d)
expect "endgame build" 0 "12 classes, 15232 bytes" -- endgame build songo --size 3 --dir "$egt" --quiet
expect "endgame win" 0 "win 1" -- endgame songo --fen "2,0,0,0,0,0,0/0,1,0,0,0,0,0 s 39 28" --size 3 --dir "$egt"
expect "endgame loss" 0 "loss 1" -- endgame songo --fen "2,0,0,0,0,0,0/0,1,0,0,0,0,0 n 39 28" --size 3 --dir "$egt"
expect "endgame cycle" 0 "outside the tables: neither side can force the end, the count at a repetition decides" -- endgame songo --fen "0,0,0,0,0,0,1/0,0,0,0,0,1,0 s 38 30" --size 3 --dir "$egt"
expect "endgame draw" 0 "draw" -- endgame fanorona --fen "8B/9/9/9/W8 w" --size 2 --dir "$egt" --quiet
# A win in 3 plies holds while 100 plies without a capture leave 3 to
# play, not when they leave 2: the tables ignore the counter.
expect "endgame counter" 0 "win 3" -- endgame surakarta --fen "b5/6/6/6/6/5w w 97 1" --size 2 --dir "$egt" --quiet
expect "endgame counter ends first" 0 "unknown: win 3 with fresh counters, but the move counter may end the game first" -- endgame surakarta --fen "b5/6/6/6/6/5w w 98 1" --size 2 --dir "$egt" --quiet
expect "endgame outside" 0 "outside the tables (songo up to 3 seeds)" -- endgame songo --size 3 --dir "$egt"
expect "endgame puzzles" 0 "songo-0003 ; 0,0,0,0,0,0,1/0,0,0,0,2,1,0 n 27 39 ; N4 S6 N5 S6 N6 ; endgame,win,quiet-move,long ; 1500 ; 8" -- endgame puzzles songo --size 4 --count 3 --dir "$egt" --quiet
expect "endgame one class more" 0 "13 classes, 24752 bytes" -- endgame build songo --size 3 --class b4s27 --dir "$egt" --quiet
expect "endgame bad memory" 2 "" -- endgame build songo --size 3 --memory lots --dir "$egt" --quiet
expect "endgame bad min-moves" 2 "" -- endgame puzzles songo --size 3 --min-moves 9 --dir "$egt" --quiet
expect "endgame no such class" 2 "" -- endgame build songo --size 3 --class b9s9 --dir "$egt" --quiet
expect "endgame sample" 0 "1,0,0,0,0,0,0/0,0,0,0,1,0,0 n 39 29 ; b2s39 ; loss 1" -- endgame sample songo --size 3 --class b4s27 --count 2 --seed 3 --dir "$egt"
expect "endgame no game" 2 "" -- endgame
expect "endgame bad position" 2 "" -- endgame samantsy --fen "8/8/8/8/8/8/8/8 w" --size 3 --dir "$egt"
expect "endgame too big" 2 "" -- endgame build songo --size 40 --dir "$egt"
rm -rf "$egt"
rm -rf "$pgn"

# A game without an engine yet says so (exit 3) instead of pretending.
for g in samantsy songo fanorona surakarta; do
  code=0; "$cli" start $g >/dev/null 2>&1 || code=$?
  checks=$((checks + 1))
  if [ $code = 0 ] || [ $code = 3 ]; then echo "ok: start $g ($code)"; else echo "not ok: start $g exit $code"; failures=$((failures + 1)); fi
done

# A goal that promises a forced win is proven against every defence:
# the hova blocked in one move (b1a1 or b1b8), whatever Black does.
course=/tmp/lalao-cli-forced.$$.xml
printf '%s\n' '<course game="samantsy"><lesson id="l"><title>T</title>' \
  '<step fen="k7/2K5/8/8/8/8/8/1R6 w - - 0 1" teaches="samantsy.blocking">' \
  '<try success="win" par="2" forced="yes"><goal>G</goal></try></step></lesson></course>' >"$course"
expect "course forced" 0 "1 exercises checked, 0 failed" -- course "$course" --check
verbose=$("$cli" course "$course" --check --verbose)
checks=$((checks + 1))
case $verbose in
  *"forced within 1 moves against any defence (proven)"*) echo "ok: course forced, proven" ;;
  *) echo "not ok: course forced: $verbose"; failures=$((failures + 1)) ;;
esac
rm -f "$course"

rm -f /tmp/lalao-cli-err.$$
echo "$((checks - failures)) passed, $failures failed"
[ $failures = 0 ]
