#!/usr/bin/env bash
# Passant's perft side by side with Stockfish and chessops: installs what is missing, builds the
# jars on the JDK ./passant chooses (so that a Java 21+ JDK builds the multi-release jar's PEXT classes), prints the
# comparison tables (Markdown). Usage: bench/run.sh [--rounds N] [--hash-mb MB] [--no-jmh] [--no-memory] [--no-hash]
#   [--atomic-only] [--no-atomic]
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
jdk="$(PASSANT_PRINT_JDK=1 ./passant)"
export PASSANT_BENCH_JAVA="$jdk/bin/java"
maven_opts="${MAVEN_OPTS:-}"
if "$PASSANT_BENCH_JAVA" --sun-misc-unsafe-memory-access=allow -version >/dev/null 2>&1; then
    maven_opts="$maven_opts --sun-misc-unsafe-memory-access=allow" # Maven's own libraries, on JDK 24 and later
fi
echo "bench: building target/passant.jar and target/benchmarks.jar on $jdk" >&2
JAVA_HOME="$jdk" MAVEN_OPTS="$maven_opts" mvn -q -B -Dstyle.color=never -Pbench package -DskipTests >&2
./passant --version >/dev/null # the launcher's start-up cache for this build, made before anything is timed
exec node bench/compare.mjs "$@"
