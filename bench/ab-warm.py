#!/usr/bin/env python3
# A/B of two or more builds' warm perft in long-lived JVMs, one per build, alternating request by request
# (issue 20): each NAME=CLASSPATH runs bench's PerftServer (compiled against that build's jar), gets two
# untimed warm-up requests, then ROUNDS timed ones in alternating order; prints each build's median Mnps
# per CPU second (the thread's CPU time on one thread, which other jobs disturb less than wall time) and,
# for two builds, the per-round ratios. JOPTS adds JVM options (e.g. JOPTS=-XX:+UseTransparentHugePages).
#
#   javac -cp OLD/target/passant.jar -d /tmp/ab/old src/bench/java/org/passant/fast/PerftServer.java  (and new)
#   bench/ab-warm.py JAVA ROUNDS 'perft chess 1/1024 7 FEN' old=OLD/target/passant.jar:/tmp/ab/old new=...
import subprocess, sys, statistics, os
if len(sys.argv) < 5 or not sys.argv[2].isdigit() or any('=' not in a for a in sys.argv[4:]):
    print("ab-warm: usage: bench/ab-warm.py JAVA ROUNDS REQUEST NAME=CLASSPATH ...", file=sys.stderr)
    sys.exit(2)
java, rounds, req = sys.argv[1], int(sys.argv[2]), sys.argv[3]
vs = [a.split('=', 1) for a in sys.argv[4:]]
procs = {}
for name, cp in vs:
    p = subprocess.Popen([java] + os.environ.get('JOPTS','').split() + ['-cp', cp, 'org.passant.fast.PerftServer'], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == 'ready'
    procs[name] = p
def ask(p):
    p.stdin.write(req + '\n'); p.stdin.flush()
    f = p.stdout.readline().split()
    return int(f[1]), int(f[3]) / 1e9, int(f[5]) / 1e9
res = {n: [] for n in procs}
for n, p in procs.items():
    ask(p); ask(p)  # warm-up
for r in range(rounds):
    order = list(procs.items()) if r % 2 == 0 else list(reversed(list(procs.items())))
    for n, p in order:
        nodes, s, cpu = ask(p)
        res[n].append(nodes / cpu / 1e6)
for n, v in res.items():
    print(f"{n}: median {statistics.median(v):.1f} Mnps per CPU s; all {' '.join(f'{x:.0f}' for x in v)}")
names = list(res)
if len(names) == 2:
    a, b = res[names[0]], res[names[1]]
    ratios = sorted(y / x for x, y in zip(a, b))
    print(f"{names[1]}/{names[0]} per round: median {statistics.median(ratios):.3f}, min {ratios[0]:.3f}, max {ratios[-1]:.3f}")
for p in procs.values():
    p.stdin.close(); p.wait()
