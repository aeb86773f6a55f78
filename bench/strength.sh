#!/usr/bin/env bash
# Passant's playing strength, measured by matches (a benchmark, not a test), all refereed by
# `passant match` from balanced openings (bench/openings/, both colours per opening):
#   - the levels against each other, in chess and atomic chess;
#   - each chess level against Debian's Stockfish 15.1 with UCI_LimitStrength and UCI_Elo;
#   - each atomic level against Fairy-Stockfish (the npm package fairy-stockfish-nnue.wasm, run by
#     node as a UCI engine; GPL-3.0, an outside opponent: installed into --fairy-dir, never into the
#     repository), at full strength or at a Skill Level.
# Both opponents play with their own default options but for the strength limit the pairing names:
# no Move Overhead beyond their default (10 ms: the referee's clock runs from `go` to `bestmove`,
# on loopback pipes), unless --opponent-overhead MS gives one (for a loaded machine, where a
# scheduler's delay can flag an engine that plans for 10 ms: the table then shows it in bold, and
# each opponent's time losses are counted in its faults either way); Passant with its defaults too
# (Level aside). Every option of every engine, set
# or default, is printed in a table below the results, with the date, the machine, the load
# average at the start and end of each match, and the command. Installs Stockfish (apt) and
# Fairy-Stockfish (npm) when missing, builds the jar once and copies it, so a rebuild during the
# run changes nothing. Logs and PGNs go to the output folder.
#
# Usage: bench/strength.sh [--quick] [--games N] [--sf-games N] [--fairy-games N] [--tc TC] [--concurrency N]
#                          [--stockfish "easy:1350 medium:1350,1600 hard:2000,2400"] [--no-stockfish]
#                          [--fairy "easy:0 medium:5 hard:20"] [--no-fairy] [--fairy-dir DIR] [--opponent-overhead MS]
#                          [--variants "chess atomic"] [--levels "medium:easy hard:medium"] [--out DIR] [--jar FILE]
# --stockfish pairs a level with Stockfish's UCI_Elo values; --fairy pairs an atomic level with
# Fairy-Stockfish's Skill Level values (20, its default, is full strength).
# --jar plays a jar built before (e.g. by an earlier run) instead of building one.
# --quick: a smoke run of a few minutes (tc 2+0.02, 6 games per pairing: the level pairs of both
# variants, hard against Stockfish UCI_Elo 2400 and against Fairy-Stockfish at full strength);
# like any run it exits 1 when Passant made a fault (an illegal move, a crash, a hang, a time loss).
set -euo pipefail
cd "$(dirname "$0")/.."

games=200
sf_games=100
fairy_games=40
tc="5+0.05"
concurrency=1
stockfish_pairs="easy:1350 medium:1350,1600 hard:2000,2200,2400"
use_stockfish=1
fairy_pairs="easy:0 medium:5 hard:20"
use_fairy=1
fairy_dir="target/fairy-stockfish"
fairy_version="1.1.12"
variants="chess atomic"
level_pairs="medium:easy hard:medium"
out="target/strength"
jar=""
opponent_overhead=""
command_line="bench/strength.sh $*"
for a in "$@"; do
    if [ "$a" = --quick ]; then
        games=6; sf_games=6; fairy_games=6; tc="2+0.02"
        stockfish_pairs="hard:2400"; fairy_pairs="hard:20"
        out="target/strength-quick"
    fi
done
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) shift ;;
        --games) games="$2"; shift 2 ;;
        --sf-games) sf_games="$2"; shift 2 ;;
        --fairy-games) fairy_games="$2"; shift 2 ;;
        --tc) tc="$2"; shift 2 ;;
        --concurrency) concurrency="$2"; shift 2 ;;
        --stockfish) stockfish_pairs="$2"; shift 2 ;;
        --no-stockfish) use_stockfish=0; shift ;;
        --fairy) fairy_pairs="$2"; shift 2 ;;
        --no-fairy) use_fairy=0; shift ;;
        --fairy-dir) fairy_dir="$2"; shift 2 ;;
        --opponent-overhead) opponent_overhead="$2"; shift 2 ;;
        --variants) variants="$2"; shift 2 ;;
        --levels) level_pairs="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --jar) jar="$2"; shift 2 ;;
        *) echo "strength: unknown option '$1' (see the comment at the top of bench/strength.sh)" >&2; exit 2 ;;
    esac
done
has_variant() { [[ " $variants " == *" $1 "* ]]; }

stockfish=""
if [ "$use_stockfish" = 1 ] && has_variant chess && [ -n "$stockfish_pairs" ]; then
    stockfish="$(command -v stockfish || true)"
    [ -z "$stockfish" ] && [ -x /usr/games/stockfish ] && stockfish=/usr/games/stockfish
    if [ -z "$stockfish" ]; then
        echo "strength: installing Debian's stockfish" >&2
        if [ "$(id -u)" = 0 ]; then
            (apt-get install -y stockfish || (apt-get update && apt-get install -y stockfish)) >/dev/null
        else
            sudo apt-get install -y stockfish >/dev/null
        fi
        stockfish=/usr/games/stockfish
    fi
fi

fairy=""
if [ "$use_fairy" = 1 ] && has_variant atomic && [ -n "$fairy_pairs" ]; then
    fairy_js="$fairy_dir/node_modules/fairy-stockfish-nnue.wasm/uci.js"
    if [ ! -f "$fairy_js" ]; then
        echo "strength: installing fairy-stockfish-nnue.wasm@$fairy_version (GPL-3.0) into $fairy_dir" >&2
        mkdir -p "$fairy_dir"
        npm install --prefix "$fairy_dir" --no-audit --no-fund --no-save "fairy-stockfish-nnue.wasm@$fairy_version" >&2
    fi
    # its Emscripten loader reads the .wasm by fetch() when node has one (node 18 on), which fails on a file path
    fairy="node --no-experimental-fetch $(cd "$(dirname "$fairy_js")" && pwd)/uci.js"
fi

mkdir -p "$out"
if [ -z "$jar" ]; then
    echo "strength: building target/passant.jar" >&2
    mvn -q -B -Dstyle.color=never -DskipTests package >&2
    jar=target/passant.jar
fi
[ "$jar" -ef "$out/passant.jar" ] || cp "$jar" "$out/passant.jar"
jvm="-XX:+UseSerialGC -Xmx256m"
engine="java $jvm -jar $out/passant.jar uci"
match="java -jar $out/passant.jar match"

started="$(date -u '+%Y-%m-%d %H:%M UTC')"
cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
jdk="$(java -version 2>&1 | head -1)"
rows=()
engines=()
declare -A listed
passant_faults=0

# The `uci` answer of a command (id and options), read until uciok; cached per command.
uci_of() {
    local command="$1" file="$out/uci-$(md5sum <<<"$1" | cut -c1-12).txt"
    if [ ! -s "$file" ]; then
        coproc UCI { $command 2>/dev/null; }
        echo uci >&"${UCI[1]}"
        local line
        while IFS= read -r -t 60 line <&"${UCI[0]}"; do
            echo "$line" >> "$file"
            [ "$line" = uciok ] && break
        done
        echo quit >&"${UCI[1]}" 2>/dev/null || true
        wait "$UCI_PID" 2>/dev/null || true
    fi
    cat "$file"
}

# One row of the engines' table: a name as the results name it, the program's id, and every
# option it offers with the value it played with (those set by this script or the referee in bold).
list_engine() {
    local name="$1" command="$2"; shift 2
    [ -n "${listed[$name]:-}" ] && return
    listed[$name]=1
    local answer id options="" opt value set s
    answer="$(uci_of "$command")"
    id="$(sed -n 's/^id name //p' <<<"$answer")"
    while IFS= read -r opt; do
        local oname otype odefault
        oname="$(sed -E 's/^option name (.*) type [a-z]+( .*)?$/\1/' <<<"$opt")"
        otype="$(sed -E 's/^option name .* type ([a-z]+)( .*)?$/\1/' <<<"$opt")"
        [ "$otype" = button ] && continue
        odefault="$(sed -E -n 's/^.* type [a-z]+ default ?(.*)$/\1/p' <<<"$opt" | sed -E 's/ (min|max|var) .*$//')"
        [ "$otype" = combo ] && odefault="$(sed -E -n 's/^.* type combo default ([^ ]*).*$/\1/p' <<<"$opt")"
        [ -z "$odefault" ] && odefault="(empty)"
        value="$odefault"; set=0
        for s in "$@"; do
            if [ "${s%%=*}" = "$oname" ]; then value="${s#*=}"; set=1; fi
        done
        if [ "$set" = 1 ]; then options+="**$oname=$value**, "; else options+="$oname=$value, "; fi
    done < <(grep '^option name ' <<<"$answer")
    engines+=("| $name | $id | \`$command\` | ${options%, } |")
}

# One match; appends a table row from its summary line. The options after the counts go to the referee.
play() {
    local label="$1" first="$2" second="$3" variant="$4" n="$5"; shift 5
    local log="$out/${label// /_}.log"
    local load_start load_end
    load_start="$(cut -d' ' -f1 /proc/loadavg)"
    echo "strength: $label ($n games, $variant, tc $tc; load $load_start)" >&2
    nice -n 5 $match --engine1 "$engine" --name1 "$first" "$@" --variant "$variant" --games "$n" --tc "$tc" \
        --openings "bench/openings/$variant.epd" --concurrency "$concurrency" --pgn-out "${log%.log}.pgn" > "$log"
    load_end="$(cut -d' ' -f1 /proc/loadavg)"
    local summary faults_first faults_second
    summary="$(grep -E "^$first vs $second: W" "$log")"
    faults_first="$(grep -E "^faults: $first:" "$log" | sed "s/^faults: $first: //")"
    faults_second="$(grep -E "^faults: $second:" "$log" | sed "s/^faults: $second: //")"
    [ "$faults_first" = "0 illegal moves, 0 crashes, 0 hangs, 0 lost on time" ] && faults_first=none || passant_faults=1
    [ "$faults_second" = "0 illegal moves, 0 crashes, 0 hangs, 0 lost on time" ] && faults_second=none
    # "A vs B: W 10, D 5, L 5; score 62.5%; Elo difference +88.7 +- 120.3 (95%)"
    local w d l score elo
    w="$(sed -E 's/.*W ([0-9]+),.*/\1/' <<<"$summary")"
    d="$(sed -E 's/.*D ([0-9]+),.*/\1/' <<<"$summary")"
    l="$(sed -E 's/.*L ([0-9]+);.*/\1/' <<<"$summary")"
    score="$(sed -E 's/.*score ([0-9.]+%).*/\1/' <<<"$summary")"
    elo="$(sed -E 's/.*Elo difference (.*) \(95%\).*/\1/' <<<"$summary")"
    rows+=("| $variant | $first | $second | $((w + d + l)) | $w / $d / $l | $score | $elo | $faults_first | $faults_second | $load_start - $load_end |")
}

for variant in $variants; do
    for pair in $level_pairs; do
        upper="${pair%%:*}"
        lower="${pair#*:}"
        play "$variant $upper vs $lower" "$upper" "$lower" "$variant" "$games" \
            --option1 "Level=$upper" --engine2 "$engine" --name2 "$lower" --option2 "Level=$lower"
        list_engine "$upper" "$engine" "Level=$upper" "UCI_Variant=the row's variant (by the referee)"
        list_engine "$lower" "$engine" "Level=$lower" "UCI_Variant=the row's variant (by the referee)"
    done
done
overhead=()
overhead_set=()
if [ -n "$opponent_overhead" ]; then
    overhead=(--option2 "Move Overhead=$opponent_overhead")
    overhead_set=("Move Overhead=$opponent_overhead")
fi
if [ -n "$stockfish" ]; then
    for pair in $stockfish_pairs; do
        level="${pair%%:*}"
        elos="${pair#*:}"
        for e in ${elos//,/ }; do
            play "chess $level vs stockfish $e" "$level" "stockfish-$e" chess "$sf_games" \
                --option1 "Level=$level" --engine2 "$stockfish" --name2 "stockfish-$e" \
                --option2 UCI_LimitStrength=true --option2 "UCI_Elo=$e" "${overhead[@]}"
            list_engine "$level" "$engine" "Level=$level" "UCI_Variant=the row's variant (by the referee)"
            list_engine "stockfish-$e" "$stockfish" UCI_LimitStrength=true "UCI_Elo=$e" "${overhead_set[@]}"
        done
    done
fi
if [ -n "$fairy" ]; then
    for pair in $fairy_pairs; do
        level="${pair%%:*}"
        skills="${pair#*:}"
        for s in ${skills//,/ }; do
            name="fairy-stockfish"
            options=()
            if [ "$s" != 20 ]; then
                name="fairy-stockfish-skill-$s"
                options=(--option2 "Skill Level=$s")
            fi
            play "atomic $level vs $name" "$level" "$name" atomic "$fairy_games" \
                --option1 "Level=$level" --engine2 "$fairy" --name2 "$name" "${options[@]}" "${overhead[@]}"
            list_engine "$level" "$engine" "Level=$level" "UCI_Variant=the row's variant (by the referee)"
            list_engine "$name" "$fairy" "Skill Level=$s" "UCI_Variant=atomic (by the referee)" "${overhead_set[@]}"
        done
    done
fi

echo
echo "Date: $started; machine: $(nproc) cores, $cpu; load average (1 min) before: the last column; $jdk; Passant's JVM: $jvm."
echo "Command: \`$command_line\` (time control $tc per side, concurrency $concurrency, openings bench/openings/*.epd, both colours each)."
echo
echo "| variant | Passant | opponent | games | W / D / L | score | Elo difference (95%) | Passant's faults | opponent's faults | load average |"
echo "|---|---|---|---:|---:|---:|---:|---|---|---|"
for row in "${rows[@]}"; do
    echo "$row"
done
echo
echo "Every option of every engine as it played (bold: set by this script or the referee; the rest are the engine's defaults):"
echo
echo "| name | engine | command | options |"
echo "|---|---|---|---|"
for row in "${engines[@]}"; do
    echo "$row"
done
exit "$passant_faults"
