package org.passant.cluster;

import java.io.Serializable;
import java.util.Arrays;

/**
 * How many paths of the tree reach one position, by group: the root move they start with (for
 * divide) or one group for all. Sparse, sorted by group: most positions are reached from few root moves.
 */
final class PathCounts implements Serializable {
    private static final long serialVersionUID = 1L;

    private final int[] groups;
    private final long[] counts;

    private PathCounts(int[] groups, long[] counts) {
        this.groups = groups;
        this.counts = counts;
    }

    /** One path, in one group. */
    static PathCounts one(int group) {
        return new PathCounts(new int[] {group}, new long[] {1});
    }

    /** The paths of both: one position reached along either's paths. */
    static PathCounts merge(PathCounts a, PathCounts b) {
        int[] g = new int[a.groups.length + b.groups.length];
        long[] c = new long[g.length];
        int i = 0;
        int j = 0;
        int n = 0;
        while (i < a.groups.length || j < b.groups.length) {
            if (j == b.groups.length || (i < a.groups.length && a.groups[i] < b.groups[j])) {
                g[n] = a.groups[i];
                c[n++] = a.counts[i++];
            } else if (i == a.groups.length || b.groups[j] < a.groups[i]) {
                g[n] = b.groups[j];
                c[n++] = b.counts[j++];
            } else {
                g[n] = a.groups[i];
                c[n++] = a.counts[i++] + b.counts[j++];
            }
        }
        return new PathCounts(Arrays.copyOf(g, n), Arrays.copyOf(c, n));
    }

    /** Adds {@code leaves} times each group's paths to {@code sums} (indexed by group). */
    void addTo(long[] sums, long leaves) {
        for (int i = 0; i < groups.length; i++) {
            sums[groups[i]] += counts[i] * leaves;
        }
    }

    /** Every path, whatever its group. */
    long total() {
        long n = 0;
        for (long c : counts) {
            n += c;
        }
        return n;
    }
}
