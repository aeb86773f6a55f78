#!/usr/bin/env bash
# The game server's load benchmark (issue 16; not a test): a real `passant serve` on loopback (SQLite in a fresh
# temporary file, or --db URL) and a client JVM (bench/LoadBench.java) playing N concurrent games over WebSockets,
# one socket per player, random legal moves after a random think time (0.5 to 1.5 times --think), on clocks.
# Prints the move round trip (p50, p99: the move sent on the socket until its event comes back), moves per second,
# the server's memory (peak and final resident set, from /proc), and the lost and duplicated moves. The client runs
# on the same machine and takes its share of the cores; say how loaded the machine was beside the numbers.
#
#   bench/load.sh [--games N] [--plies P] [--think MS] [--minutes M] [--computer] [--db DB] [--heap SIZE]
#                 [--spectated W --spectators S]
#     --games N     concurrent games (default 1000)
#     --plies P     plies per game before the client stops (default 40)
#     --think MS    mean think time per move (default 1000)
#     --minutes M   each side's clock (default 5)
#     --computer    one seat of each game is the computer (level medium): counts the computer's flags
#     --db DB       the server's database (default: a new SQLite file under target/)
#     --heap SIZE   the server's -Xmx (default 1g)
#     --spectated W --spectators S
#                   S sockets holding no seat watch each of the first W games (default none): their events are counted
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

games=1000
plies=40
think=1000
minutes=5
computer=false
db=""
heap=1g
spectated=0
spectators=0
while [ $# -gt 0 ]; do
    case "$1" in
        --games) games="$2"; shift 2 ;;
        --plies) plies="$2"; shift 2 ;;
        --think) think="$2"; shift 2 ;;
        --minutes) minutes="$2"; shift 2 ;;
        --computer) computer=true; shift ;;
        --db) db="$2"; shift 2 ;;
        --heap) heap="$2"; shift 2 ;;
        --spectated) spectated="$2"; shift 2 ;;
        --spectators) spectators="$2"; shift 2 ;;
        *) echo "load.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime \
    >/dev/null 2>&1 || mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime
classpath="target/classes:$(cat target/load-classpath)"
mkdir -p target/load-bench
javac -d target/load-bench -cp "$classpath" bench/LoadBench.java

if [ -z "$db" ]; then
    db="$(mktemp -d "$here/target/load-db.XXXXXX")/passant.db"
fi
log="$(mktemp "$here/target/load-server.XXXXXX")"
sockets=$((games * 2 + spectated * spectators + 10))
java -Xmx"$heap" -cp "$classpath" org.passant.cli.Main serve --port 0 --db "$db" --rate 0 --seat-rate 0 \
    --max-boards $((games * 2 + 10)) --max-sockets "$sockets" --max-sockets-per-client "$sockets" \
    --max-waiting-per-client $((games + 10)) >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
port=""
for _ in $(seq 1 600); do
    port="$(sed -n 's/.*listening on http:\/\/127\.0\.0\.1:\([0-9]*\).*/\1/p' "$log")"
    [ -n "$port" ] && break
    kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
    sleep 0.1
done
[ -n "$port" ] || { echo "load.sh: the server did not start" >&2; cat "$log" >&2; exit 1; }

echo "load: $games games, $plies plies, think ${think} ms, ${minutes}+0, computer=$computer, $spectators spectators on each of $spectated games, db $db; load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
java -Xmx2g -cp "target/load-bench:$classpath" LoadBench "http://127.0.0.1:$port" "$games" "$plies" "$think" "$minutes" "$computer" \
    "$spectated" "$spectators"
echo "server memory: peak RSS $(awk '/VmHWM/ {print int($2/1024)}' /proc/$server/status) MB, RSS now $(awk '/VmRSS/ {print int($2/1024)}' /proc/$server/status) MB (-Xmx$heap)"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
kill "$server"
wait "$server" 2>/dev/null || true
