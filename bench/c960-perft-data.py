#!/usr/bin/env python3
"""Regenerates src/test/resources/data/chess960-starts.perft: the 960 Chess960 start positions
(Scharnagl's numbering, C960-SETUP) with perft counts from a peer, Debian's Stockfish, never from Passant.

  bench/c960-perft-data.py [--depth D] [--engine PATH] [--output FILE] [--positions 0-959]

The arrangements are derived here from the rules (not from Passant's Setups), so that the test
comparing Setups.chess960(n) with this file checks the numbering against an independent derivation.
The FEN is X-FEN with KQkq: every start position has exactly one rook on each side of the king, so the
letters are unambiguous, and number 518 is written exactly as the standard initial position.
Needs /usr/games/stockfish (apt-get install -y stockfish); depth 6 takes about 16 minutes on one core.
"""
import argparse
import datetime
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_OUTPUT = os.path.join(ROOT, "src", "test", "resources", "data", "chess960-starts.perft")

# Scharnagl's knight table: the two knights' places among the five squares left after bishops and queen.
KNIGHTS = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]


def back_rank(n):
    """White's back rank of start position n, files a..h, as 'RNBQKBNR'-style letters."""
    rank = [None] * 8

    def free(k):
        return [f for f in range(8) if rank[f] is None][k]

    rank[2 * (n % 4) + 1] = "B"  # light-squared bishop: b, d, f or h
    n //= 4
    rank[2 * (n % 4)] = "B"  # dark-squared bishop: a, c, e or g
    n //= 4
    rank[free(n % 6)] = "Q"
    n //= 6
    first, second = KNIGHTS[n]
    a, b = free(first), free(second)  # both indices taken before either knight is placed
    rank[a] = rank[b] = "N"
    for piece in "RKR":  # the king between the rooks
        rank[free(0)] = piece
    return "".join(rank)


def fen(n):
    white = back_rank(n)
    return f"{white.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq -"


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.name = None
        for line in self.lines_until("uciok"):
            if line.startswith("id name "):
                self.name = line[len("id name "):]
        self.send("setoption name UCI_Chess960 value true")
        self.send("isready")
        list(self.lines_until("readyok"))

    def send(self, text):
        self.proc.stdin.write(text + "\n")
        self.proc.stdin.flush()

    def lines_until(self, last):
        for line in self.proc.stdout:
            line = line.strip()
            yield line
            if line == last:
                return
        raise SystemExit(f"c960-perft-data: the engine stopped before '{last}'")

    def perft(self, position, depth):
        self.send(f"position fen {position} 0 1")
        self.send(f"go perft {depth}")
        for line in self.lines_until(None):
            m = re.fullmatch(r"Nodes searched: (\d+)", line)
            if m:
                return int(m.group(1))
        raise AssertionError("unreachable")

    def close(self):
        self.send("quit")
        self.proc.wait()


def package_version(path):
    """Debian's package version of the engine, when dpkg knows it (provenance only)."""
    if not shutil.which("dpkg"):
        return None
    try:
        owner = subprocess.run(["dpkg", "-S", os.path.realpath(path)], capture_output=True, text=True).stdout
        package = owner.split(":")[0].strip()
        if not package:
            return None
        version = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True).stdout
        return f"{package} {version}"
    except OSError:
        return None


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--depth", type=int, default=6, help="deepest perft, 1 to 7 (default 6)")
    p.add_argument("--engine", default="/usr/games/stockfish")
    p.add_argument("--output", default=DEFAULT_OUTPUT)
    p.add_argument("--positions", default="0-959", help="a range FROM-TO of start position numbers")
    a = p.parse_args()
    if not 1 <= a.depth <= 7:
        p.error("--depth must be 1 to 7")
    lo, hi = (int(x) for x in a.positions.split("-"))
    if not 0 <= lo <= hi <= 959:
        p.error("--positions must be FROM-TO within 0-959")
    assert fen(518) == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -", "518 must be the initial position"
    assert len({back_rank(n) for n in range(960)}) == 960, "the 960 arrangements must be distinct"

    engine = Engine(a.engine)
    started = datetime.datetime.now(datetime.timezone.utc)
    package = package_version(a.engine)
    blocks = []
    for n in range(lo, hi + 1):
        position = fen(n)
        counts = [engine.perft(position, d) for d in range(1, a.depth + 1)]
        blocks.append(f"id c960-{n:04d}\nepd {position}\n" + "".join(f"perft {d} {c}\n" for d, c in enumerate(counts, 1)))
        if n % 40 == 39 or n == hi:
            print(f"c960-perft-data: {n + 1 - lo} of {hi + 1 - lo} positions", file=sys.stderr)
    engine.close()
    seconds = (datetime.datetime.now(datetime.timezone.utc) - started).total_seconds()
    command = "bench/c960-perft-data.py" + "".join(
        f" {flag} {value}" for flag, value, default in
        [("--depth", a.depth, 6), ("--positions", a.positions, "0-959")] if value != default)
    header = [
        "# The 960 Chess960 start positions in Scharnagl's numbering (C960-SETUP): id c960-NNNN is start position NNNN,",
        "# c960-0518 the initial position of chess. Perft counts for depths 1 to %d from a peer, not from Passant:" % a.depth,
        "# %s (%s), UCI_Chess960 true, 'position fen FEN 0 1' and 'go perft D'." % (
            engine.name or a.engine, package or "package version unknown"),
        "# Generated %s in %.0f s by: %s" % (started.strftime("%Y-%m-%d"), seconds, command),
        "# The arrangements are derived by that script from the rules (bishops on opposite colours, king between the",
        "# rooks, Scharnagl's digits); castling is X-FEN KQkq, which names the one rook on each side of the king.",
        "# Format as in standard-tricky.perft: 'id NAME', 'epd FEN-without-clocks', 'perft DEPTH NODES'.",
        "",
    ]
    tmp = a.output + ".tmp"
    with open(tmp, "w", encoding="utf-8") as out:
        out.write("\n".join(header) + "\n" + "\n".join(blocks))
    os.replace(tmp, a.output)
    print(f"c960-perft-data: wrote {a.output} ({hi + 1 - lo} positions, depth 1-{a.depth}, {seconds:.0f} s)", file=sys.stderr)


if __name__ == "__main__":
    main()
