#!/usr/bin/env bash
# The game server's fault benchmark (issue 48; not a test): a real `passant serve` on loopback, G games played at
# once in bursts (bench/FaultBench.java: both seats of each game, random legal moves 50 to 150 ms after each turn,
# 1-minute clocks), while the server is killed with SIGKILL K times and the database taken away O times (6 s each:
# SQLite's write lock held by another connection, or, with --pg, a private PostgreSQL cluster stopped and resumed).
# At the end it prints the acknowledged, refused and unknown moves, and the lost, duplicated and corrupt boards,
# the unfair flags and the worst overcharge of a clock (see FaultBench.java). Say how loaded the machine was.
#
#   bench/fault.sh [--games G] [--kills K] [--outages O] [--between S] [--port P] [--pg]
#     --games G     concurrent games (default 200)
#     --kills K     SIGKILL restarts (default 10)
#     --outages O   database outages of 6 s (default 3)
#     --between S   seconds of play between two faults (default 10)
#     --port P      the server's port (default 8231; it is started again on it after each kill)
#     --pg          PostgreSQL (a private cluster under target/, started and stopped here) instead of SQLite
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

games=200
kills=10
outages=3
between=10
port=8231
pg=false
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --kills) kills="$2"; shift 2 ;;
        --outages) outages="$2"; shift 2 ;;
        --between) between="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        --pg) pg=true; shift ;;
        *) echo "fault.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime \
    >/dev/null 2>&1 || mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime
classpath="target/classes:$(cat target/load-classpath)"
mkdir -p target/load-bench
javac -d target/load-bench -cp "$classpath" bench/FaultBench.java

pgdir=""
if [ "$pg" = true ]; then
    pgdir="$(mktemp -d /tmp/passant-pg-fault-bench.XXXXXX)"
    chmod 755 "$pgdir"
    db="$(PASSANT_PG_DIR="$pgdir" bash .ci/postgres start | tail -1)"
    trap 'PASSANT_PG_DIR="$pgdir" bash .ci/postgres stop; rm -rf "$pgdir"' EXIT
else
    db="$(mktemp -d "$here/target/fault-db.XXXXXX")/passant.db"
fi
echo "fault: $games games, $kills kills, $outages outages, ${between} s between, db $db; load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $(java -version 2>&1 | head -1)"
java -Xmx1g -Dserver.classpath="$classpath" -cp "target/load-bench:$classpath" FaultBench "$port" "$db" "$games" "$kills" \
    "$outages" "$between" $pgdir
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
