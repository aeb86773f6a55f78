#!/usr/bin/env bash
# Passant's perft side by side with Stockfish and chessops: installs what is missing, builds the
# jars, prints the comparison table (Markdown). Usage: bench/run.sh [--rounds N] [--no-jmh] [--no-memory] [--atomic-only] [--no-atomic]
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt() {
    if [ "$(id -u)" = 0 ]; then
        (apt-get install -y "$@" || (apt-get update && apt-get install -y "$@")) >/dev/null
    else
        sudo apt-get install -y "$@" >/dev/null
    fi
}
if ! command -v stockfish >/dev/null 2>&1 && [ ! -x /usr/games/stockfish ]; then
    echo "bench: installing Debian's stockfish" >&2
    need_apt stockfish
fi
if [ ! -x /usr/bin/time ]; then
    echo "bench: installing GNU time (peak RSS)" >&2
    need_apt time
fi
if ! command -v node >/dev/null 2>&1; then
    echo "bench: installing Node.js and npm" >&2
    need_apt nodejs npm
fi
if [ ! -f bench/node_modules/chessops/package.json ]; then
    echo "bench: installing chessops from npm into bench/node_modules" >&2
    npm install --no-save --no-audit --no-fund --loglevel=error --prefix bench chessops@0.15.1 >/dev/null
fi
echo "bench: building target/passant.jar and target/benchmarks.jar" >&2
mvn -q -B -Dstyle.color=never -Pbench package -DskipTests >&2
exec node bench/compare.mjs "$@"
