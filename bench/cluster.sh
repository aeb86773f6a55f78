#!/usr/bin/env bash
# The cluster benchmark: the same deep perft and ep2 slice in one process, on Spark embedded (local[2]) and on a
# Spark standalone cluster on loopback (a Master and two Workers of one core each, started from the Spark jars of
# target/spark-classpath, SPARK_HOME a folder under target/ whose jars/ links to them), with the work units'
# merging on and off. Prints a Markdown table of wall times; every count is checked against the published one.
#
#   bench/cluster.sh [--depth N] [--nodes COUNT] [--slice S] [--deep] [--warm]
#     --depth N      perft depth of the start position (default 7; --nodes gives its published count)
#     --deep         also run depth 8 (84,998,978,956 nodes) on local[2] and on the standalone cluster
#     --warm         also perft in one JVM, each split depth twice, on local[1] and local[2] (bench/WarmClusterPerft.java):
#                    a one-shot command pays Spark's start-up and the JIT's warm-up, which a long run does not
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"

depth=7
nodes=3195901860
slice=24892
deep=0
warm=0
while [ $# -gt 0 ]; do
    case "$1" in
        --depth) depth="$2"; shift 2 ;;
        --nodes) nodes="$2"; shift 2 ;;
        --slice) slice="$2"; shift 2 ;;
        --deep) deep=1; shift ;;
        --warm) warm=1; shift ;;
        *) echo "cluster.sh: unknown option $1" >&2; exit 2 ;;
    esac
done

./passant perft --depth 1 >/dev/null   # builds target/passant.jar and target/spark-classpath when needed
opts="@$here/src/main/resources/org/passant/cluster/java-options"
classpath="$(cat target/spark-classpath)"
home="$here/target/spark-bench"
rm -rf "$home"
mkdir -p "$home/jars" "$home/logs"
IFS=":" read -r -a jars < target/spark-classpath || true   # one line, no newline at its end
for jar in "${jars[@]}"; do ln -s "$jar" "$home/jars/"; done

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
port="$(free_port)"
web="$(free_port)"
pids=()
cleanup() {
    # each worker's executors (its children), then the processes this script started, by id
    for pid in "${pids[@]}"; do
        for child in $(pgrep -P "$pid" || true); do kill -9 "$child" 2>/dev/null || true; done
        kill -9 "$pid" 2>/dev/null || true
    done
}
trap cleanup EXIT

spark() { # NAME CLASS ARGS...: a Spark daemon from the jars
    local name="$1"; shift
    SPARK_HOME="$home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1 \
        java "$opts" -Xmx256m -Dspark.master.rest.enabled=false -cp "$classpath" "$@" >"$home/logs/$name.log" 2>&1 &
    pids+=($!)
}
spark master org.apache.spark.deploy.master.Master --host 127.0.0.1 --port "$port" --webui-port "$web"
for i in 1 2; do
    spark "worker-$i" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 --webui-port 0 --cores 1 --memory 1g \
        --work-dir "$home/work-$i" "spark://127.0.0.1:$port"
done
for _ in $(seq 240); do
    if curl -s "http://127.0.0.1:$web/json/" | grep -q '"aliveworkers" : 2'; then break; fi
    sleep 0.5
done
curl -s "http://127.0.0.1:$web/json/" | grep -q '"aliveworkers" : 2' || { echo "cluster.sh: the workers did not register (see $home/logs)" >&2; exit 1; }
standalone="spark://127.0.0.1:$port"
export PASSANT_JAVA_OPTS="-Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 -Dspark.executor.memory=512m"

rows=()
run() { # LABEL EXPECTED COMMAND...: wall time of one run, its count checked, its cluster summary kept
    local label="$1" expected="$2"; shift 2
    local start end out err
    start=$(date +%s.%N)
    out="$("$@" 2>"$home/err.txt")"
    end=$(date +%s.%N)
    err="$(grep -o 'split depth.*' "$home/err.txt" || true)"
    if ! grep -q -- "$expected" <<<"$out"; then
        echo "cluster.sh: $label: expected '$expected' in:" >&2; echo "$out" >&2; cat "$home/err.txt" >&2; exit 1
    fi
    rows+=("| $label | $(printf '%.1f' "$(echo "$end - $start" | bc)") | ${err:--} |")
    echo "${rows[-1]}" >&2
}

echo "Date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
run "perft depth $depth, one process, 2 threads" "Nodes searched: $nodes" ./passant perft --depth "$depth" --threads 2
run "perft depth $depth, local[2], split depth 1 (no merging)" "Nodes searched: $nodes" ./passant perft --depth "$depth" --cluster 'local[2]' --split-depth 1
run "perft depth $depth, local[2] (default split)" "Nodes searched: $nodes" ./passant perft --depth "$depth" --cluster 'local[2]'
run "perft depth $depth, standalone 2 x 1 core, split depth 1 (no merging)" "Nodes searched: $nodes" ./passant perft --depth "$depth" --cluster "$standalone" --split-depth 1
run "perft depth $depth, standalone 2 x 1 core (default split)" "Nodes searched: $nodes" ./passant perft --depth "$depth" --cluster "$standalone"
rm -f "$home/ep2-"*.progress
run "ep2 slice $slice, one process, 2 threads" " 0 violations" ./passant modelcheck --universe ep2 --slices "$slice" --threads 2 --progress-file "$home/ep2-threads.progress"
run "ep2 slice $slice, local[2]" " 0 violations" ./passant modelcheck --universe ep2 --slices "$slice" --cluster 'local[2]' --progress-file "$home/ep2-local.progress"
run "ep2 slice $slice, standalone 2 x 1 core" " 0 violations" ./passant modelcheck --universe ep2 --slices "$slice" --cluster "$standalone" --progress-file "$home/ep2-standalone.progress"
if [ "$deep" = 1 ]; then
    run "perft depth 8, local[2] (default split)" "Nodes searched: 84998978956" ./passant perft --depth 8 --cluster 'local[2]'
    run "perft depth 8, standalone 2 x 1 core (default split)" "Nodes searched: 84998978956" ./passant perft --depth 8 --cluster "$standalone"
fi
if [ "$warm" = 1 ]; then
    mkdir -p target/cluster-bench
    javac -d target/cluster-bench -cp "target/classes:$classpath" bench/WarmClusterPerft.java
    for master in 'local[1]' 'local[2]'; do
        java "$opts" -cp "target/cluster-bench:target/classes:$classpath" org.passant.cluster.WarmClusterPerft "$master" "$depth" 1,4,5 \
            2>/dev/null | tee -a "$home/warm.txt" >&2
    done
fi
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| run | wall time, s | work units (cluster runs, from the summary on stderr) |"
echo "|---|---:|---|"
printf '%s\n' "${rows[@]}"
if [ -f "$home/warm.txt" ]; then
    echo
    echo "| warm run | seconds in the run | summary |"
    echo "|---|---:|---|"
    cat "$home/warm.txt"
fi
