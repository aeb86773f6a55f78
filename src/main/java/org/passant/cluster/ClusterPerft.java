package org.passant.cluster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.passant.kernel.Board;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.PackedState;
import org.passant.position.Position;
import org.passant.position.Variant;

import scala.Tuple2;

/**
 * Perft on Spark. The tree is expanded ply by ply down to the split depth, one Spark stage per
 * ply; after each, positions reached along different paths (by different move orders) are merged
 * into one work unit that carries how many paths reach it, per root move ({@link PathCounts}).
 * The key is the whole position ({@link PackedState}: every square, side to move, castling rights
 * and the en passant square when a capture is legal), never a hash; the clocks are left out, as
 * they do not change the count. Each unit's subtree is then counted once on a machine of the
 * cluster and multiplied by its paths: the sum and the divide are those of one machine.
 */
final class ClusterPerft {
    private ClusterPerft() {
    }

    /** The default split depth: units three plies deep or more, no deeper than ply 6 (9.4 million start-position units). */
    static int defaultSplit(int depth) {
        return Math.max(1, Math.min(depth - 3, 6));
    }

    /** What a run counted: per root move (or one total), and how much the merging saved. */
    record Run(List<Move> rootMoves, long[] counts, int splitDepth, long paths, long units, long searched, double seconds) {
        long total() {
            long n = 0;
            for (long c : counts) {
                n += c;
            }
            return n;
        }

        /** For instance "split depth 5: 4,865,609 paths to 822,518 work units (5.9x); 1.44e10 nodes searched for 8.50e10 (5.9x); 31.2 s". */
        String summary() {
            return String.format(Locale.ROOT, "split depth %d: %,d paths to %,d work units (%.1fx); %,d leaves searched for %,d"
                    + " (%.1fx); %.1f s", splitDepth, paths, units, ratio(paths, units), searched, total(), ratio(total(), searched),
                    seconds);
        }

        private static double ratio(long a, long b) {
            return b == 0 ? 1 : (double) a / b;
        }
    }

    /**
     * Perft of {@code depth >= 1} below the root, split at {@code split} (1..depth) plies; with
     * {@code divide}, one count per legal root move (sorted by UCI), else one count.
     */
    static Run run(JavaSparkContext sc, Position root, int depth, int split, boolean divide, GeneratorFactory generators) {
        if (depth < 1 || split < 1 || split > depth) {
            throw new IllegalArgumentException("depth " + depth + ", split depth " + split);
        }
        long start = System.nanoTime();
        Variant variant = root.variant();
        List<Move> rootMoves = new ArrayList<>(generators.create().legalMoves(root));
        rootMoves.sort(null);
        int groups = divide ? rootMoves.size() : 1;
        List<Tuple2<PackedState, PathCounts>> first = new ArrayList<>();
        for (int i = 0; i < rootMoves.size(); i++) {
            first.add(new Tuple2<>(key(root.play(rootMoves.get(i))), PathCounts.one(divide ? i : 0)));
        }
        int partitions = Math.max(8, 4 * sc.defaultParallelism());
        JavaPairRDD<PackedState, PathCounts> level = sc.parallelizePairs(first, Math.max(1, Math.min(first.size(), partitions)))
                .reduceByKey(PathCounts::merge);
        for (int ply = 2; ply <= split; ply++) {
            level = level.flatMapToPair(unit -> children(variant, generators.create(), unit))
                    .reduceByKey(PathCounts::merge, partitions);
        }
        int remaining = depth - split;
        // per group, then units, paths and leaves searched
        long[] sums = level.mapPartitions(units -> count(variant, generators.create(), remaining, groups, units))
                .reduce(ClusterPerft::add);
        return new Run(rootMoves, Arrays.copyOf(sums, groups), split, sums[groups + 1], sums[groups],
                sums[groups + 2], (System.nanoTime() - start) / 1e9);
    }

    /** The key of a position: the whole position without its clocks, and the en passant square only when a capture is legal. */
    static PackedState key(Position p) {
        int[] s = p.state();
        s[Board.EP_SQUARE] = p.legalEpSquare();
        s[Board.HALFMOVE_CLOCK] = 0;
        s[Board.FULLMOVE_NUMBER] = 1;
        return PackedState.of(s);
    }

    static Position position(Variant variant, PackedState key) {
        return Position.trusted(variant, key.unpack());
    }

    /** The children of a unit, each with its parent's paths. */
    private static Iterator<Tuple2<PackedState, PathCounts>> children(Variant variant, MoveGenerator generator,
            Tuple2<PackedState, PathCounts> unit) {
        Position p = position(variant, unit._1());
        List<Tuple2<PackedState, PathCounts>> children = new ArrayList<>();
        for (Move m : generator.legalMoves(p)) {
            children.add(new Tuple2<>(key(p.play(m)), unit._2()));
        }
        return children.iterator();
    }

    /** Each unit's subtree counted once and multiplied by its paths, summed over the partition. */
    private static Iterator<long[]> count(Variant variant, MoveGenerator generator, int remaining, int groups,
            Iterator<Tuple2<PackedState, PathCounts>> units) {
        long[] sums = new long[groups + 3];
        while (units.hasNext()) {
            Tuple2<PackedState, PathCounts> unit = units.next();
            long leaves = generator.perft(position(variant, unit._1()), remaining);
            unit._2().addTo(sums, leaves);
            sums[groups]++;
            sums[groups + 1] += unit._2().total();
            sums[groups + 2] += leaves;
        }
        return List.of(sums).iterator();
    }

    private static long[] add(long[] a, long[] b) {
        long[] sum = a.clone();
        for (int i = 0; i < sum.length; i++) {
            sum[i] += b[i];
        }
        return sum;
    }
}
