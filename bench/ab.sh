#!/usr/bin/env bash
# A/B match of two builds of Passant's engine (a benchmark, not a test): `passant match` referees
# games between jar A (the candidate) and jar B (the base), from bench/openings/ with both colours
# per opening, in batches, and stops with a sequential probability ratio test (SPRT) or at a game
# limit. Either at a fixed number of nodes per move (--nodes N: the engines' system property
# passant.search.nodes, the clock then only a safety net; a change to the search's choices is
# judged apart from the machine's load and from speed), or at a time control (--tc: speed counts).
#
# SPRT: H0 "A is not better than B by elo0", H1 "A is better by elo1" (logistic Elo), error rates
# 5%/5% (bounds -2.94 and +2.94 on the log-likelihood ratio), the ratio from the trinomial
# normal approximation of the game scores. It prints each batch's running W/D/L, the Elo
# difference with its 95% bar, the LLR and the load average, and ends with H1 accepted, H0
# accepted or "inconclusive" at the limit.
#
# Each batch plays the next batch/2 openings of bench/openings/VARIANT-ab.epd (or --openings), each
# with both colours, so that no game is played twice while openings last (a build at fixed nodes
# plays an opening the same way every time).
#
# --a-java/--b-java give one side's JVM more options (e.g. a system property that switches a change
# off, so that one build plays both sides).
#
# Usage: bench/ab.sh --a JAR --b JAR [--nodes N | --tc TC] [--variant chess|atomic] [--games MAX]
#                    [--batch N] [--elo0 E] [--elo1 E] [--level LEVEL] [--openings FILE] [--out DIR]
#                    [--a-java "OPTIONS"] [--b-java "OPTIONS"]
set -euo pipefail
cd "$(dirname "$0")/.."

a="" b="" nodes="" tc="" variant=chess max=2000 batch=40 elo0=0 elo1=10 level=hard out="target/ab" openings="" a_java="" b_java=""
while [ $# -gt 0 ]; do
    case "$1" in
        --a) a="$2"; shift 2 ;;
        --b) b="$2"; shift 2 ;;
        --nodes) nodes="$2"; shift 2 ;;
        --tc) tc="$2"; shift 2 ;;
        --variant) variant="$2"; shift 2 ;;
        --games) max="$2"; shift 2 ;;
        --batch) batch="$2"; shift 2 ;;
        --elo0) elo0="$2"; shift 2 ;;
        --elo1) elo1="$2"; shift 2 ;;
        --level) level="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --openings) openings="$2"; shift 2 ;;
        --a-java) a_java="$2"; shift 2 ;;
        --b-java) b_java="$2"; shift 2 ;;
        *) echo "ab: unknown option '$1' (see the comment at the top of bench/ab.sh)" >&2; exit 2 ;;
    esac
done
if [ -z "$a" ] || [ -z "$b" ] || { [ -z "$nodes" ] && [ -z "$tc" ]; }; then
    echo "ab: --a JAR, --b JAR and --nodes N or --tc TC are needed" >&2
    exit 2
fi
openings="${openings:-bench/openings/$variant-ab.epd}"
mkdir -p "$out"
grep -v '^#' "$openings" | grep -v '^ *$' > "$out/openings.epd"
total="$(wc -l < "$out/openings.epd")"
cp "$a" "$out/a.jar"
cp "$b" "$out/b.jar"
property=""
if [ -n "$nodes" ]; then
    property="-Dpassant.search.nodes=$nodes"
    tc="${tc:-60+1}"
fi
engine() { echo "java -XX:+UseSerialGC -Xmx256m $property $2 -jar $out/$1.jar uci"; }

w=0 d=0 l=0 round=0
echo "ab: $a${a_java:+ ($a_java)} (A) vs $b${b_java:+ ($b_java)} (B), $variant, ${nodes:+$nodes nodes per move, }tc $tc, SPRT elo0 $elo0 elo1 $elo1, at most $max games" >&2
while [ $((w + d + l)) -lt "$max" ]; do
    round=$((round + 1))
    log="$out/batch-$round.log"
    # this batch's openings: the next batch/2 lines, from the top again once all were played
    for ((i = 0; i < batch / 2; i++)); do
        sed -n "$(( ((round - 1) * batch / 2 + i) % total + 1 ))p" "$out/openings.epd"
    done > "$out/openings-$round.epd"
    nice -n 5 java -jar "$out/a.jar" match --engine1 "$(engine a "$a_java")" --name1 A --engine2 "$(engine b "$b_java")" --name2 B \
        --option1 "Level=$level" --option2 "Level=$level" --variant "$variant" --games "$batch" --tc "$tc" \
        --openings "$out/openings-$round.epd" --concurrency 1 > "$log"
    summary="$(grep -E '^A vs B: W' "$log")"
    w=$((w + $(sed -E 's/.*W ([0-9]+),.*/\1/' <<<"$summary")))
    d=$((d + $(sed -E 's/.*D ([0-9]+),.*/\1/' <<<"$summary")))
    l=$((l + $(sed -E 's/.*L ([0-9]+);.*/\1/' <<<"$summary")))
    grep -E '^faults:' "$log" | grep -v '0 illegal moves, 0 crashes, 0 hangs, 0 lost on time' >&2 || true
    verdict="$(python3 - "$w" "$d" "$l" "$elo0" "$elo1" <<'EOF'
import math, sys
w, d, l = map(int, sys.argv[1:4]); e0, e1 = map(float, sys.argv[4:6])
n = w + d + l
m = (w + d / 2) / n
v = (w * (1 - m) ** 2 + d * (0.5 - m) ** 2 + l * m ** 2) / n
s = lambda e: 1 / (1 + 10 ** (-e / 400))
llr = n * (s(e1) - s(e0)) * (2 * m - s(e0) - s(e1)) / (2 * v) if v > 0 else 0.0
elo = lambda p: -400 * math.log10(1 / p - 1) if 0 < p < 1 else math.copysign(math.inf, p - 0.5)
se = math.sqrt(v / n) if v > 0 else 0
bar = (elo(min(m + 1.96 * se, 0.9999)) - elo(max(m - 1.96 * se, 0.0001))) / 2
bound = math.log(0.95 / 0.05)
state = "H1 accepted (A better)" if llr >= bound else "H0 accepted (A not better)" if llr <= -bound else "running"
print(f"games {n}: W {w} D {d} L {l}, score {100 * m:.1f}%, Elo {elo(m):+.1f} +- {bar:.1f} (95%), LLR {llr:+.2f} ({-bound:.2f}, {bound:.2f}): {state}")
EOF
)"
    echo "$verdict; load $(cut -d' ' -f1 /proc/loadavg)"
    case "$verdict" in *accepted*) exit 0 ;; esac
done
echo "ab: inconclusive after $((w + d + l)) games"
