#!/usr/bin/env bash
# Issue 18: the long fuzz run docs/reliability.md reports: each parser's own Jazzer target, one JVM each,
# until it has tried RUNS inputs (default 1,000,000) or DURATION has passed (default 2h), then its libFuzzer summary.
# A finding fails that target and is kept under src/test/resources/org/passant/**/*FuzzTestsInputs/<target>/.
# Usage: bench/fuzz-long.sh [target ...]   (targets: NotationFuzzTests#fen ... CliFuzzTests#arguments, UciFuzzTests#uciInput)
set -uo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-1000000}
duration=${DURATION:-2h}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(NotationFuzzTests#fen NotationFuzzTests#san NotationFuzzTests#uci
    NotationFuzzTests#perftFile SuiteFuzzTests#suiteJson CliFuzzTests#arguments UciFuzzTests#uciInput)
mkdir -p target/fuzz-long
for t in "${targets[@]}"; do
    log="target/fuzz-long/${t//#/-}.log"
    start=$(date +%s)
    JAVA_TOOL_OPTIONS=-Xmx1g JAZZER_FUZZ=1 JAZZER_MAX_EXECUTIONS=$runs JAZZER_MAX_DURATION=$duration \
        mvn -o -B test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false -Dpassant.fuzz.skip=true >"$log" 2>&1
    code=$?
    done_line=$(grep -a -E '^Done [0-9]+ runs' "$log" | tail -1)
    final=$(grep -a -E '#[0-9]+[[:space:]]+DONE' "$log" | tail -1)
    echo "$t: exit $code, $(( $(date +%s) - start )) s; $done_line; $final"
done
