#!/usr/bin/env bash
# Issue 18: 'passant conform --timeout 5' against each misbehaving engine of the tests
# (src/test/java/org/passant/conformance/MisbehavingUciEngine.java), as docs/reliability.md reports:
# one row per engine with the exit code, the wall time, the problem named, and the engine processes left.
# Needs 'mvn -o -q -DskipTests package' (target/passant.jar, target/test-classes) and the test classpath.
set -euo pipefail
cd "$(dirname "$0")/.."
cp_file=target/test-classpath.txt
[ -f "$cp_file" ] || mvn -o -q dependency:build-classpath -Dmdep.outputFile="$cp_file" -Dmdep.includeScope=test >/dev/null
cp="target/test-classes:target/classes:$(cat "$cp_file")"
printf '| engine | exit code | seconds | problem named | engine processes left |\n|---|---:|---:|---|---:|\n'
for mode in crash hang-after-uci garbage-slowly no-perft no-newline flood exit-mid-perft hang-in-perft \
            inconsistent-divide malformed bad-sum; do
    token=$((RANDOM * 32768 + RANDOM + 100000))
    engine="java -XX:TieredStopAtLevel=1 -cp '$cp' org.passant.conformance.MisbehavingUciEngine $mode $token"
    start=$(date +%s.%N)
    set +e
    out=$(java -jar target/passant.jar conform --uci-engine "$engine" --timeout 5 2>&1)
    code=$?
    set -e
    seconds=$(echo "$(date +%s.%N) - $start" | bc)
    sleep 1
    left=$(pgrep -f -- "$token" | wc -l || true)
    problem=$(printf '%s\n' "$out" | grep -m1 -E '^passant: |clause:   UCI' | sed -e 's/^passant: //' -e 's/^ *clause: *//' \
        -e "s/engine 'java .* characters)/the engine/" | cut -c1-120 || true)
    printf '| %s | %d | %.1f | %s | %d |\n' "$mode" "$code" "$seconds" "$problem" "$left"
done
