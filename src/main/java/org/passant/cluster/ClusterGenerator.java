package org.passant.cluster;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;

/** Perft and divide on the cluster ({@link ClusterPerft}); legal moves from the units' own generator. */
final class ClusterGenerator implements MoveGenerator {
    private final ClusterSession session;
    private final GeneratorFactory units;
    private final MoveGenerator local;
    private final Integer splitDepth;
    private final Consumer<String> report;

    ClusterGenerator(ClusterSession session, GeneratorFactory units, Integer splitDepth, Consumer<String> report) {
        this.session = session;
        this.units = units;
        this.local = units.create();
        this.splitDepth = splitDepth;
        this.report = report;
    }

    @Override
    public String name() {
        return local.name() + " on cluster " + session.master();
    }

    @Override
    public List<Move> legalMoves(Position position) {
        return local.legalMoves(position);
    }

    @Override
    public long perft(Position position, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return run(position, depth, false).total();
    }

    @Override
    public Map<Move, Long> divide(Position position, int depth) {
        // as MoveGenerator.divide: below depth 1 each move still counts one
        ClusterPerft.Run run = run(position, Math.max(depth, 1), true);
        Map<Move, Long> result = new TreeMap<>();
        for (int i = 0; i < run.rootMoves().size(); i++) {
            result.put(run.rootMoves().get(i), run.counts()[i]);
        }
        return result;
    }

    private ClusterPerft.Run run(Position position, int depth, boolean divide) {
        int split = Math.min(depth, splitDepth != null ? splitDepth : ClusterPerft.defaultSplit(depth));
        ClusterPerft.Run run = session.perft(position, depth, split, divide, units);
        report.accept("cluster " + session.master() + ", " + session.cores() + " cores: " + run.summary());
        return run;
    }
}
