#!/usr/bin/env bash
# Cold start against warm speed, process against process (issue 20): each VARIANT is a whole
# `perft --depth D --threads T` process (T = 1 unless --threads), run in alternation with the others for --rounds rounds, timed by
# /usr/bin/time (wall, and user + system CPU of the process and all its threads: the JIT's compiler
# threads included); in the same rounds a long-lived JVM (src/bench's PerftServer, warmed up first)
# does the same perft, which gives the warm speed, by wall time and by CPU time (its thread's on one
# thread, the whole process's, in 10 ms ticks, on more).
# Prints the medians, the ratios to the warm speed, and the load average before and after.
#
# COLDSTART_RAW=1 also prints every run. Usage: bench/coldstart.sh [--rounds N] [--depth D] [--threads T] [--fen FEN] NAME=COMMAND ...
#   COMMAND is a launcher command line, run by bash with the perft arguments appended, e.g.
#   bench/coldstart.sh old=/tmp/base/passant new=./passant 'eager=PASSANT_JAVA_OPTS=-XX:+Foo ./passant'
# Without a variant: main=./passant. The warm JVM runs on the JDK ./passant chooses, on this tree's jar.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=5
depth=6
threads=1
fen=""
variants=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds|--depth|--threads|--fen)
            [ $# -ge 2 ] || { echo "coldstart: $1 needs a value" >&2; exit 2; }
            case "$1" in --rounds) rounds="$2" ;; --depth) depth="$2" ;; --threads) threads="$2" ;; --fen) fen="$2" ;; esac
            shift ;;
        *=*) variants+=("$1") ;;
        *) echo "coldstart: expected NAME=COMMAND, --rounds N, --depth D, --threads T or --fen FEN, not '$1'" >&2; exit 2 ;;
    esac
    shift
done
[ "${#variants[@]}" -gt 0 ] || variants=("main=./passant")
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "coldstart: --rounds must be a whole number from 1, not '$rounds'" >&2; exit 2; }
[[ "$depth" =~ ^[0-9]+$ ]] || { echo "coldstart: --depth must be a whole number, not '$depth'" >&2; exit 2; }
[[ "$threads" =~ ^[1-9][0-9]*$ ]] || { echo "coldstart: --threads must be a whole number from 1, not '$threads'" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "coldstart: needs GNU time (/usr/bin/time)" >&2; exit 2; }

perft_args=(perft --depth "$depth" --threads "$threads")
[ -z "$fen" ] || perft_args+=(--fen "$fen")
jdk="$(PASSANT_PRINT_JDK=1 ./passant)"
./passant --version >/dev/null # builds the jar and its start-up cache when missing, before anything is timed
warm_classes="target/bench-warm"
mkdir -p "$warm_classes"
"$jdk/bin/javac" -nowarn -cp target/passant.jar -d "$warm_classes" src/bench/java/org/passant/fast/PerftServer.java

work="$(mktemp -d)"
trap 'rm -rf "$work"; [ -z "${server:-}" ] || kill "$server" 2>/dev/null || true' EXIT
mkfifo "$work/in" "$work/out"
"$jdk/bin/java" -cp "target/passant.jar:$warm_classes" org.passant.fast.PerftServer <"$work/in" >"$work/out" &
server=$!
exec 7>"$work/in" 8<"$work/out"
read -r line <&8
[ "$line" = ready ] || { echo "coldstart: the warm JVM said '$line'" >&2; exit 1; }
startfen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
warm() { # prints: nodes seconds cpu-seconds
    echo "perft chess $threads $depth ${fen:-$startfen}" >&7
    read -r line <&8
    set -- $line
    [ "$1" = nodes ] || { echo "coldstart: the warm JVM said '$line'" >&2; exit 1; }
    awk -v n="$2" -v ns="$4" -v cpu="$6" 'BEGIN { printf "%d %.4f %.4f\n", n, ns / 1e9, cpu / 1e9 }'
}
for i in 1 2 3; do warm >/dev/null; done # warm-up: C2 has compiled the search

load() { cut -d' ' -f1-3 /proc/loadavg; }
echo "coldstart: JDK $jdk; $(nproc) cores; perft ${perft_args[*]:1}; $rounds rounds; load average before: $(load)"
for ((r = 1; r <= rounds; r++)); do
    for v in "${variants[@]}"; do
        name="${v%%=*}"
        command="${v#*=}"
        /usr/bin/time -o "$work/time" -f "%e %U %S" bash -c "$command \"\$@\"" bash "${perft_args[@]}" >"$work/stdout"
        nodes="$(sed -n 's/^Nodes searched: //p' "$work/stdout")"
        read -r wall user sys <"$work/time"
        echo "$name $nodes $wall $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" >>"$work/runs"
    done
    echo "warm $(warm)" >>"$work/runs"
done
echo "coldstart: load average after: $(load)"
[ -z "${COLDSTART_RAW:-}" ] || cat "$work/runs" >&2 # COLDSTART_RAW=1: every run (name, nodes, wall s, CPU s)

# medians, and the ratios to the warm speed (by wall time; by CPU time, the process's against the warm thread's)
awk '
function median(a, n,   i, j, t) {
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] > t; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return a[int((n + 1) / 2)]
}
{
    name = $1; k = ++count[name]; nodes[name] = $2; wall[name, k] = $3; cpu[name, k] = $4
    if (!(name in seen)) { seen[name] = 1; order[++names] = name }
}
END {
    for (i = 1; i <= names; i++) {
        name = order[i]; n = count[name]
        for (k = 1; k <= n; k++) { w[k] = wall[name, k]; c[k] = cpu[name, k] }
        mw[name] = median(w, n); mc[name] = median(c, n)
    }
    warmMnps = nodes["warm"] / mw["warm"] / 1e6; warmCpuMnps = nodes["warm"] / mc["warm"] / 1e6
    printf "| run | nodes | wall s (median) | CPU s (median) | Mnps by wall | / warm | Mnps per CPU s | / warm |\n"
    printf "|---|---:|---:|---:|---:|---:|---:|---:|\n"
    for (i = 1; i <= names; i++) {
        name = order[i]
        if (nodes[name] != nodes["warm"]) { printf "coldstart: %s counted %s nodes, the warm JVM %s\n", name, nodes[name], nodes["warm"] > "/dev/stderr"; bad = 1 }
        m = nodes[name] / mw[name] / 1e6; mcpu = nodes[name] / mc[name] / 1e6
        printf "| %s | %d | %.3f | %.3f | %.1f | %.2f | %.1f | %.2f |\n", name, nodes[name], mw[name], mc[name], m, m / warmMnps, mcpu, mcpu / warmCpuMnps
    }
    exit bad
}' "$work/runs"
