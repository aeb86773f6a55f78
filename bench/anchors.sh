#!/usr/bin/env bash
# Passant's perft side by side with the two fastest public perft programs, Gigantua and MPerft (issue 50),
# as whole processes on one machine in one run, alternating: start position depth 7, Kiwipete depth 6,
# position 3 depth 8 (one thread, no hash table, last ply counted in bulk by all three), and the start
# position depth 7 with a hash table (MPerft's --hash against Passant's --hash). Every count is checked.
# Prints the seconds of the best round of each program (wall, and CPU: user + system of the whole
# process, which other jobs disturb less), the ratios anchor / Passant (above 1: Passant is faster), the
# CPU, the load average before and after, and whether this CPU's PEXT is fast (Gigantua's sliders need it).
#
# This repository builds neither anchor: ANCHORS is a folder holding `giga` (Gigantua) and `mperft-pgo`
# (MPerft built with profile feedback), e.g. the output folder of the shared anchors' build script; one
# that is not there is left out (its columns say "not run").
#
# Usage: bench/anchors.sh ANCHORS [--rounds N] [--hash-mb MB] [--two-threads] [--only start,kiwipete,pos3,hashed]
#   --rounds N      rounds of every program (default 3); the table shows each program's best round
#   --hash-mb MB    the hashed runs' table for both programs (default 256)
#   --two-threads   also Passant on two threads (unhashed), and its speed-up over its own single thread
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "anchors: usage: bench/anchors.sh ANCHORS [--rounds N] [--hash-mb MB] [--two-threads] [--only LIST]" >&2; exit 2; }
[ $# -ge 1 ] || usage
anchors="$1"
shift
rounds=3
hash_mb=256
two=0
only="start,kiwipete,pos3,hashed"
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds|--hash-mb|--only)
            [ $# -ge 2 ] || { echo "anchors: $1 needs a value" >&2; exit 2; }
            case "$1" in --rounds) rounds="$2" ;; --hash-mb) hash_mb="$2" ;; --only) only="$2" ;; esac
            shift ;;
        --two-threads) two=1 ;;
        *) echo "anchors: unknown argument '$1'" >&2; usage ;;
    esac
    shift
done
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "anchors: --rounds must be a whole number from 1, not '$rounds'" >&2; exit 2; }
[[ "$hash_mb" =~ ^[1-9][0-9]*$ ]] || { echo "anchors: --hash-mb must be a whole number from 1, not '$hash_mb'" >&2; exit 2; }
# an anchor not built there is left out of the run (its columns say so); at least one must be there
have_giga=0 have_mperft=0
[ ! -x "$anchors/giga" ] || have_giga=1
[ ! -x "$anchors/mperft-pgo" ] || have_mperft=1
if [ "$have_giga" = 0 ] && [ "$have_mperft" = 0 ]; then
    echo "anchors: neither $anchors/giga nor $anchors/mperft-pgo is there (build the anchors first; see bench/anchors.sh's header)" >&2
    exit 2
fi
[ -x /usr/bin/time ] || { echo "anchors: needs GNU time (/usr/bin/time)" >&2; exit 2; }
anchors="$(cd "$anchors" && pwd)"

declare -A FEN=(
    [start]="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    [kiwipete]="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    [pos3]="8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
)
declare -A DEPTH=([start]=7 [kiwipete]=6 [pos3]=8)
declare -A NODES=([start]=3195901860 [kiwipete]=8031647685 [pos3]=3009794393)
declare -A NAME=([start]="start position, depth 7" [kiwipete]="Kiwipete, depth 6" [pos3]="position 3, depth 8")

# The CPU, and whether its PEXT is fast: AMD before Zen 3 (family 23 or lower) microcodes it (the launcher's rule).
model="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
family="$(sed -n 's/^cpu family[[:space:]]*: //p' /proc/cpuinfo | head -1)"
vendor="$(sed -n 's/^vendor_id[[:space:]]*: //p' /proc/cpuinfo | head -1)"
pext_note="PEXT is fast on this CPU, so Gigantua's figures are representative."
if ! grep -qw bmi2 /proc/cpuinfo; then
    pext_note="**This CPU has no BMI2 (no PEXT): Gigantua's figures here are not representative of its speed.**"
elif [ "$vendor" = AuthenticAMD ] && [ "${family:-0}" -le 23 ]; then
    pext_note="**This CPU's PEXT is microcoded (AMD before Zen 3, family $family): Gigantua's sliders depend on it, so its figures here are not representative of its speed elsewhere.**"
fi

./passant --version >/dev/null # builds the jar and the start-up cache when missing, before anything is timed
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
load() { cut -d' ' -f1-3 /proc/loadavg; }
before="$(load)"
started="$(date -u '+%Y-%m-%d %H:%M UTC')"

# Runs a command, checks that its output holds the count (or, for Gigantua, that it exits 0: its own check);
# appends "KEY wall cpu" to the runs file.
run() {
    local key="$1" nodes="$2"
    shift 2
    if ! /usr/bin/time -o "$work/time" -f "%e %U %S" "$@" >"$work/out" 2>&1; then
        echo "anchors: $key failed: $*" >&2
        cat "$work/out" >&2
        exit 1
    fi
    if [ "${key%%:*}" != giga ] && ! grep -q "$nodes" "$work/out"; then
        echo "anchors: $key did not count $nodes: $*" >&2
        cat "$work/out" >&2
        exit 1
    fi
    local wall user sys
    read -r wall user sys <"$work/time"
    echo "$key $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" >>"$work/runs"
    echo "  $key: ${wall} s wall, $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }') s CPU" >&2
}

for ((r = 1; r <= rounds; r++)); do
    echo "anchors: round $r of $rounds (load $(load))" >&2
    for pos in start kiwipete pos3; do
        [[ ",$only," == *",$pos,"* ]] || continue
        f="${FEN[$pos]}" d="${DEPTH[$pos]}" n="${NODES[$pos]}"
        # the order turns with the round, so that none always follows the same program
        progs=(giga mperft passant)
        [ $((r % 2)) = 1 ] || progs=(passant mperft giga)
        for prog in "${progs[@]}"; do
            { [ "$prog" != giga ] || [ "$have_giga" = 1 ]; } && { [ "$prog" != mperft ] || [ "$have_mperft" = 1 ]; } || continue
            case "$prog" in
                giga) run "giga:$pos" "$n" "$anchors/giga" "$f" "$d" "$n" ;;
                mperft) run "mperft:$pos" "$n" "$anchors/mperft-pgo" --fen "$f" --depth "$d" --bulk ;;
                passant) run "passant:$pos" "Nodes searched: $n" ./passant perft --fen "$f" --depth "$d" --threads 1 ;;
            esac
        done
        if [ "$two" = 1 ]; then
            run "passant2:$pos" "Nodes searched: $n" ./passant perft --fen "$f" --depth "$d" --threads 2
        fi
    done
    if [[ ",$only," == *",hashed,"* ]] && [ "$have_mperft" = 1 ]; then
        n="${NODES[start]}"
        if [ $((r % 2)) = 1 ]; then
            run "mperft:hashed" "$n" "$anchors/mperft-pgo" --depth 7 --bulk --hash "$hash_mb"
            run "passant:hashed" "Nodes searched: $n" ./passant perft --depth 7 --threads 1 --hash "$hash_mb"
        else
            run "passant:hashed" "Nodes searched: $n" ./passant perft --depth 7 --threads 1 --hash "$hash_mb"
            run "mperft:hashed" "$n" "$anchors/mperft-pgo" --depth 7 --bulk --hash "$hash_mb"
        fi
    fi
done
after="$(load)"

# The best (smallest) wall and CPU seconds of KEY over the rounds; empty when it did not run.
best() { awk -v k="$1" -v c="$2" '$1 == k { if (m == "" || $c < m) m = $c } END { if (m != "") printf "%.2f", m }' "$work/runs"; }
ratio() { [ -n "$1" ] && [ -n "$2" ] && awk -v a="$1" -v p="$2" 'BEGIN { printf "**%.2f**", a / p }' || true; }
missing() { [ -n "$1" ] && echo "$1" || echo "not run"; }
commit="$(git rev-parse --short HEAD 2>/dev/null || echo '?')"
jdk="$(PASSANT_PRINT_JDK=1 ./passant)"

echo "Date: $started; commit $commit; CPU: $model ($vendor, family $family), $(nproc) cores; load average before: $before, after: $after; $rounds rounds, best of each program."
echo
echo "$pext_note Passant: \`./passant perft ... --threads 1\` on $("$jdk/bin/java" -version 2>&1 | head -1 | cut -d'"' -f2) ($(./passant --version | sed -n 's/.*sliding attacks: //p' | head -1)); whole processes, start-up included."
echo
echo "| position | Gigantua, s | MPerft (PGO), s | Passant, s | Passant / Gigantua | Passant / MPerft | by CPU time: Passant / Gigantua | Passant / MPerft |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
for pos in start kiwipete pos3; do
    [[ ",$only," == *",$pos,"* ]] || continue
    g="$(best "giga:$pos" 2)" m="$(best "mperft:$pos" 2)" p="$(best "passant:$pos" 2)"
    gc="$(best "giga:$pos" 3)" mc="$(best "mperft:$pos" 3)" pc="$(best "passant:$pos" 3)"
    echo "| ${NAME[$pos]} (${NODES[$pos]} nodes) | $(missing "$g") | $(missing "$m") | $p | $(ratio "$g" "$p") | $(ratio "$m" "$p") | $(ratio "$gc" "$pc") | $(ratio "$mc" "$pc") |"
done
if [[ ",$only," == *",hashed,"* ]] && [ "$have_mperft" = 1 ]; then
    m="$(best mperft:hashed 2)" p="$(best passant:hashed 2)" mc="$(best mperft:hashed 3)" pc="$(best passant:hashed 3)"
    echo "| start position, depth 7, hashed ${hash_mb} MB | | $m | $p | | $(ratio "$m" "$p") | | $(ratio "$mc" "$pc") |"
fi
if [ "$two" = 1 ]; then
    echo
    echo "| position | Passant 1 thread, s | Passant 2 threads, s | speed-up, wall | CPU s, 2 threads |"
    echo "|---|---:|---:|---:|---:|"
    for pos in start kiwipete pos3; do
        [[ ",$only," == *",$pos,"* ]] || continue
        p="$(best "passant:$pos" 2)" p2="$(best "passant2:$pos" 2)" p2c="$(best "passant2:$pos" 3)"
        echo "| ${NAME[$pos]} | $p | $p2 | $(ratio "$p" "$p2") | $p2c |"
    done
fi
