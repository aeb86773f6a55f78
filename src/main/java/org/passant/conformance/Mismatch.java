package org.passant.conformance;

import java.util.List;

/**
 * The first position where an engine and Passant disagree about the legal moves: the FEN, how it
 * was reached, the moves the engine is missing and the moves it adds, both move lists, and the
 * rule clause the difference concerns with the kernel's reason. Or, made by {@link #protocol},
 * the position where the engine's divide broke a protocol clause (malformed, inconsistent).
 */
public record Mismatch(String caseId, String startFen, List<String> moves, String fen, List<String> missing,
        List<String> extra, List<String> expected, List<String> actual, String clause, String reason) {

    /** A divide that breaks a protocol clause ({@link UciEngine#DIVIDE_FORMAT}, ...) at this position. */
    static Mismatch protocol(String caseId, String startFen, List<String> moves, String fen, String clause, String reason) {
        return new Mismatch(caseId, startFen, List.copyOf(moves), fen, List.of(), List.of(), List.of(), List.of(), clause,
                reason);
    }

    /** Whether this is a protocol failure rather than a difference in the moves. */
    public boolean isProtocol() {
        return missing.isEmpty() && extra.isEmpty() && expected.isEmpty() && actual.isEmpty();
    }

    /** The report, several lines, as {@code passant conform} prints it. */
    public String report() {
        StringBuilder sb = new StringBuilder();
        sb.append("  position: ").append(fen).append('\n');
        sb.append("  reached:  ").append(startFen).append(moves.isEmpty() ? "" : " moves " + String.join(" ", moves))
                .append('\n');
        for (String m : missing) {
            sb.append("  missing move: ").append(m).append(" (legal; the engine does not generate it)\n");
        }
        for (String m : extra) {
            sb.append("  extra move:   ").append(m).append(" (illegal; the engine generates it)\n");
        }
        sb.append("  clause:   ").append(clause).append(reason.isEmpty() ? "" : ": " + reason).append('\n');
        if (isProtocol()) {
            return sb.toString();
        }
        sb.append("  expected (").append(expected.size()).append("): ").append(String.join(" ", expected)).append('\n');
        sb.append("  actual   (").append(actual.size()).append("): ").append(String.join(" ", actual)).append('\n');
        return sb.toString();
    }
}
