#!/usr/bin/env bash
# Passant's playing strength, measured by matches (a benchmark, not a test): the levels against
# each other in chess and atomic chess, and each chess level against Debian's Stockfish 15.1 with
# UCI_LimitStrength and UCI_Elo, all refereed by `passant match` with balanced openings (both
# colours per opening). Installs Stockfish when missing, builds the jar once and copies it, so a
# rebuild during the run changes nothing. Prints a Markdown table (docs/strength.md's) with the date,
# the machine, its load and the command; logs and PGNs go to the output folder. Stockfish gets one
# thread, 16 MB of hash and a Move Overhead of 100 ms (the referee counts the pipe and the
# scheduler: with its default 10 ms Stockfish lost games on time on a loaded machine).
#
# Usage: bench/strength.sh [--games N] [--sf-games N] [--tc TC] [--concurrency N]
#                          [--stockfish "easy:1350 medium:1350,1600 hard:2000,2400"] [--no-stockfish]
#                          [--variants "chess atomic"] [--levels "medium:easy hard:medium"] [--out DIR] [--jar FILE]
# --jar plays a jar built before (e.g. by an earlier run) instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."

games=200
sf_games=100
tc="5+0.05"
concurrency=1
stockfish_pairs="easy:1350 medium:1350,1600 hard:1600,2000,2400"
use_stockfish=1
variants="chess atomic"
level_pairs="medium:easy hard:medium"
out="target/strength"
jar=""
command_line="bench/strength.sh $*"
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --sf-games) sf_games="$2"; shift 2 ;;
        --tc) tc="$2"; shift 2 ;;
        --concurrency) concurrency="$2"; shift 2 ;;
        --stockfish) stockfish_pairs="$2"; shift 2 ;;
        --no-stockfish) use_stockfish=0; shift ;;
        --variants) variants="$2"; shift 2 ;;
        --levels) level_pairs="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --jar) jar="$2"; shift 2 ;;
        *) echo "strength: unknown option '$1' (see the comment at the top of bench/strength.sh)" >&2; exit 2 ;;
    esac
done

stockfish=""
if [ "$use_stockfish" = 1 ]; then
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

mkdir -p "$out"
if [ -z "$jar" ]; then
    echo "strength: building target/passant.jar" >&2
    mvn -q -B -Dstyle.color=never -DskipTests package >&2
    jar=target/passant.jar
fi
[ "$jar" -ef "$out/passant.jar" ] || cp "$jar" "$out/passant.jar"
engine="java -XX:+UseSerialGC -Xmx256m -jar $out/passant.jar uci"
match="java -jar $out/passant.jar match"

started="$(date -u '+%Y-%m-%d %H:%M UTC')"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//')"
jdk="$(java -version 2>&1 | head -1)"
rows=()

# One match; appends a table row from its summary line.
play() {
    local label="$1" first="$2" second="$3" variant="$4" n="$5"; shift 5
    local log="$out/${label// /_}.log"
    echo "strength: $label ($n games, $variant, tc $tc)" >&2
    $match --engine1 "$engine" --name1 "$first" "$@" --variant "$variant" --games "$n" --tc "$tc" \
        --openings "bench/openings/$variant.epd" --concurrency "$concurrency" --pgn-out "${log%.log}.pgn" > "$log"
    local summary faults_first
    summary="$(grep -E "^$first vs $second: W" "$log")"
    faults_first="$(grep -E "^faults: $first:" "$log" | sed "s/^faults: $first: //")"
    # "A vs B: W 10, D 5, L 5; score 62.5%; Elo difference +88.7 +- 120.3 (95%)"
    local w d l score elo
    w="$(sed -E 's/.*W ([0-9]+),.*/\1/' <<<"$summary")"
    d="$(sed -E 's/.*D ([0-9]+),.*/\1/' <<<"$summary")"
    l="$(sed -E 's/.*L ([0-9]+);.*/\1/' <<<"$summary")"
    score="$(sed -E 's/.*score ([0-9.]+%).*/\1/' <<<"$summary")"
    elo="$(sed -E 's/.*Elo difference (.*) \(95%\).*/\1/' <<<"$summary")"
    rows+=("| $variant | $first | $second | $((w + d + l)) | $w / $d / $l | $score | $elo | $faults_first |")
}

for variant in $variants; do
    for pair in $level_pairs; do
        upper="${pair%%:*}"
        lower="${pair#*:}"
        play "$variant $upper vs $lower" "$upper" "$lower" "$variant" "$games" \
            --option1 "Level=$upper" --engine2 "$engine" --name2 "$lower" --option2 "Level=$lower"
    done
done
if [ -n "$stockfish" ]; then
    for pair in $stockfish_pairs; do
        level="${pair%%:*}"
        elos="${pair#*:}"
        for e in ${elos//,/ }; do
            play "chess $level vs stockfish $e" "$level" "stockfish-$e" chess "$sf_games" \
                --option1 "Level=$level" --engine2 "$stockfish" --name2 "stockfish-$e" \
                --option2 Threads=1 --option2 Hash=16 --option2 "Move Overhead=100" \
                --option2 UCI_LimitStrength=true --option2 "UCI_Elo=$e"
        done
    done
fi

echo
echo "Date: $started; machine: $(nproc) cores, $cpu; load average before: $load_before, after: $(cut -d' ' -f1-3 /proc/loadavg); $jdk."
echo "Command: \`$command_line\` (time control $tc per side, concurrency $concurrency, openings bench/openings/*.epd, both colours each)."
echo
echo "| variant | Passant | opponent | games | W / D / L | score | Elo difference (95%) | Passant's faults |"
echo "|---|---|---|---:|---:|---:|---:|---|"
for row in "${rows[@]}"; do
    echo "$row"
done
