#!/usr/bin/env bash
# Passant's perft side by side with Stockfish and chessops: installs what is missing, builds the
# jars on the JDK ./passant chooses (so that a Java 21+ JDK builds the multi-release jar's PEXT classes), prints the
# comparison tables (Markdown). Usage: bench/run.sh [--rounds N] [--hash-mb MB] [--no-jmh] [--no-memory] [--no-hash]
#   [--atomic-only] [--no-atomic] [--chess960 | --chess960-only] [--c960-depth D] [--c960-every K]
# --chess960 (or PASSANT_BENCH_CHESS960=1) adds the Chess960 start positions against Stockfish (bench/c960-compare.mjs;
# off by default: depth 6 on every 49th position takes about a minute, all 960 at depth 5 about two minutes);
# --chess960-only runs that section alone.
set -euo pipefail
cd "$(dirname "$0")/.."

chess960="${PASSANT_BENCH_CHESS960:-0}"
standard=1
c960_args=()
compare_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --chess960) chess960=1 ;;
        --chess960-only) chess960=1; standard=0 ;;
        --c960-depth|--c960-every)
            [ $# -ge 2 ] || { echo "bench: $1 needs a value" >&2; exit 2; }
            c960_args+=("--${1#--c960-}" "$2"); shift ;;
        *) compare_args+=("$1") ;;
    esac
    shift
done

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
if [ "$standard" = 1 ]; then
    node bench/compare.mjs "${compare_args[@]+"${compare_args[@]}"}"
fi
if [ "$chess960" = 1 ]; then
    [ "$standard" = 1 ] && echo
    node bench/c960-compare.mjs "${c960_args[@]+"${c960_args[@]}"}"
fi
