#!/usr/bin/env bash
# The game server's memory benchmark (issue 48; not a test): a database holding --boards live boards of --plies plies
# (bench/MemoryBench.java: random legal games), a real `passant serve` started on it with the heap the launcher gives
# `serve` (PASSANT_PRINT_OPTIONS), and its memory once every board is read back: the heap in use after a full GC
# (jcmd GC.heap_info) and the resident set (peak and now, /proc). Then a few games are played through the API, so
# that the figures are those of a server that works. Say how loaded the machine was.
#
#   bench/memory.sh [--boards N] [--plies P] [--distinct D] [--port PORT]
#     --boards N     live boards (default 10000)
#     --plies P      plies per board (default 200)
#     --distinct D   distinct random games among them (default 200; each stored N/D times under other codes)
#     --port PORT    the server's port (default 8232)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

boards=10000
plies=200
distinct=200
port=8232
while [ $# -gt 0 ]; do
    case "$1" in
        --boards) boards="$2"; shift 2 ;;
        --plies) plies="$2"; shift 2 ;;
        --distinct) distinct="$2"; shift 2 ;;
        --port) port="$2"; shift 2 ;;
        *) echo "memory.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

mvn -q -B -o compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime \
    >/dev/null 2>&1 || mvn -q -B compile dependency:build-classpath -Dmdep.outputFile=target/load-classpath -Dmdep.includeScope=runtime
classpath="target/classes:$(cat target/load-classpath)"
mkdir -p target/load-bench
javac -d target/load-bench -cp "$classpath" bench/MemoryBench.java
db="$(mktemp -d "$here/target/memory-db.XXXXXX")/passant.db"
log="$(mktemp "$here/target/memory-server.XXXXXX")"

serve() {
    java "$@" -cp "$classpath" org.passant.cli.Main serve --port "$port" --db "$db" --max-boards $((boards + 100)) >"$log" 2>&1 &
    server=$!
    for _ in $(seq 1 12000); do
        grep -q "listening on" "$log" && return 0
        kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
        sleep 0.1
    done
    echo "memory.sh: the server did not start" >&2
    exit 1
}

serve -Xmx256m # makes the schema (Flyway)
kill "$server"; wait "$server" 2>/dev/null || true
java -cp "target/load-bench:$classpath" MemoryBench "jdbc:sqlite:$db" "$boards" "$plies" "$distinct"

read -r -a heap <<<"$(PASSANT_PRINT_OPTIONS=1 ./passant serve)"
echo "memory: $boards boards of $plies plies; server JVM options from the launcher: ${heap[*]}; load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores, $(java -version 2>&1 | head -1)"
started=$(date +%s.%N)
serve "${heap[@]}"
trap 'kill "$server" 2>/dev/null || true' EXIT
echo "answering after $(echo "$(date +%s.%N) - $started" | bc) s: $(curl -s "localhost:$port/api/health")"
jcmd "$server" GC.run >/dev/null
sleep 2
jcmd "$server" GC.heap_info | sed -n '1,3p'
echo "server RSS: peak $(awk '/VmHWM/ {print int($2/1024)}' /proc/$server/status) MB, now $(awk '/VmRSS/ {print int($2/1024)}' /proc/$server/status) MB"
# it still plays: a board of its own, and a stored one read
c="$(curl -s -X POST "localhost:$port/api/boards" -d '{"color":"white"}')"
code="$(echo "$c" | sed 's/.*"code":"\([a-z0-9]*\)".*/\1/')"
seat="$(echo "$c" | sed 's/.*"seat":"\([a-z2-7]*\)".*/\1/')"
black="$(curl -s -X POST "localhost:$port/api/boards/$code/join" | sed 's/.*"seat":"\([a-z2-7]*\)".*/\1/')"
echo "a new board: e4 $(curl -s -o /dev/null -w '%{http_code}' -X POST "localhost:$port/api/boards/$code/moves" -H "Authorization: Bearer $seat" -d '{"move":"e4"}'), e5 $(curl -s -o /dev/null -w '%{http_code}' -X POST "localhost:$port/api/boards/$code/moves" -H "Authorization: Bearer $black" -d '{"move":"e5"}')"
echo "a stored board: $(curl -s "localhost:$port/api/boards/m0000007" | grep -o '"moves":\[[^]]*\]' | tr ',' '\n' | wc -l) moves"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
