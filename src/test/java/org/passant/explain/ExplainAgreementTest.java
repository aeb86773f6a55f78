package org.passant.explain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.conformance.CaseSpec;
import org.passant.conformance.Catalogue;
import org.passant.fast.SearchBoard;
import org.passant.kernel.Atomic;
import org.passant.kernel.Board;
import org.passant.kernel.Castling;
import org.passant.kernel.Check;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Generate;
import org.passant.kernel.Legality;
import org.passant.kernel.Movement;
import org.passant.kernel.Piece;
import org.passant.notation.Fen;
import org.passant.notation.FenException;
import org.passant.notation.PerftSuite;
import org.passant.notation.Uci;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * {@code explain} judges the move the generator lists, as the kernel judges it: on every position
 * of the conformance suites and the perft suites (chess, atomic, Chess960) and each of their
 * children, every legal move is explained as legal with the kind of move the fast generator says
 * it is, and every code the kernel's generator considers ({@code Generate.mayBeLegal}) but its
 * verdict refuses is explained as illegal, naming among its failing clauses the first condition
 * of {@code Legality.isLegal} / {@code AtomicLegality.isLegal} that is false (the order below is
 * a transcription of those two methods, written here apart from the explainers). The king's move
 * two or more squares from its start square to g1 or c1 (e1c1) is the castling standard notation
 * means by it, and is judged as that castling.
 */
class ExplainAgreementTest {

    /** The positions: a king's step onto the square castling would give it, beside its castling rook. */
    private static final String[] KING_STEPS = {
        "1r2k3/8/8/8/8/8/8/RK5R w HA - 0 1", // b1c1 leaves check; castling b1a1 may not
        "4k3/8/8/8/8/8/8/RK1N2R1 w A - 0 1", // b1c1 legal; castling b1a1 blocked by the knight on d1
        "4k3/8/8/8/8/8/8/RK4R1 w AG - 0 1", // b1c1 legal, and castling b1a1 too
        "rk5r/8/8/8/8/8/8/4K1R1 b ah - 0 1", // b8c8 and castling b8a8, for black
    };

    @Test
    void C960_NOTATION_everyLegalMoveIsExplainedLegalWithTheGeneratorsKindAndEveryRefusedOneByTheKernelsClause() {
        int positions = 0;
        int legal = 0;
        int refused = 0;
        int[] codes = new int[SearchBoard.MAX_MOVES];
        for (Position p : positions()) {
            positions++;
            // the fast generator's moves and what it says each one is
            SearchBoard board = SearchBoard.of(p, 1);
            int n = board.generate(codes, 0);
            assertEquals(p.legalMoves().size(), n, p.toString());
            for (int i = 0; i < n; i++) {
                Move m = SearchBoard.toMove(codes[i]);
                Explanation e = Explain.explain(p, m);
                String kind = SearchBoard.isCastling(codes[i]) ? (m.to() > m.from() ? "castling kingside" : "castling queenside")
                        : SearchBoard.isEnPassant(codes[i]) ? "en passant capture"
                        : board.isCapture(codes[i]) ? "capture" : "move";
                assertTrue(e.legal(), () -> m.uci(true) + " in " + Fen.format(p) + ": " + e);
                assertEquals(kind, e.kind(), () -> m.uci(true) + " in " + Fen.format(p));
                legal++;
            }
            int[] pos = p.state();
            int rules = p.variant() == Variant.ATOMIC ? Generate.ATOMIC : Generate.CHESS;
            for (int code = 0; code < Generate.CODES; code = Generate.next(code)) {
                int from = Generate.from(code);
                int to = Generate.to(code);
                int promotion = Generate.promotion(code);
                // (a king's code to its own square is no move any notation writes: UCI text refuses it)
                if (from == to || !Generate.mayBeLegal(rules, pos, from, to, promotion)
                        || Generate.isLegal(rules, pos, from, to, promotion)) {
                    continue;
                }
                Move m = new Move(from, to, promotion);
                Explanation e = Explain.explain(p, m);
                int side = pos[Board.SIDE];
                if (pos[from] == Piece.of(side, Piece.KING) && from == Castling.kingHome(pos, side) && promotion == 0
                        && !Movement.isKingStep(from, to) && to == Castling.kingTarget(side, to > from)) {
                    // the notation's castling (e1g1), not the code's king move: judged as the castling it means
                    Move meant = p.typed(m);
                    boolean allowed = Generate.isLegal(rules, pos, meant.from(), meant.to(), 0);
                    assertEquals(allowed, e.legal(), e::toString);
                    assertTrue(allowed || !meant.castling() || e.failing().contains(kernelFails(rules, pos, meant.from(), meant.to(), 0)),
                            e::toString);
                    continue;
                }
                assertEquals(m, e.move(), () -> m.uci() + " in " + Fen.format(p));
                String clause = kernelFails(rules, pos, from, to, promotion);
                assertFalse(e.legal(), e::toString);
                assertTrue(e.failing().contains(clause), () -> m.uci() + " in " + Fen.format(p)
                        + ": the kernel's verdict fails " + clause + ", explain says " + e.failing());
                refused++;
            }
        }
        assertTrue(positions > 1500 && legal > 40_000 && refused > 40_000,
                positions + " positions, " + legal + " legal moves, " + refused + " refused");
    }

    @Test
    void C960_NOTATION_aKingsStepBesideItsCastlingRookIsThatStep() {
        // the cases: explain called castling what moves lists as the king's step
        Position check = Fen.position(KING_STEPS[0], Variant.CHESS, Validation.STRICT);
        for (Move m : new Move[] {Uci.parse(check, "b1c1", true), org.passant.notation.San.parse(check, "Kc1", Validation.STRICT)}) {
            Explanation e = Explain.explain(check, m);
            assertEquals("move", e.kind());
            assertTrue(e.legal(), e::toString);
            assertEquals(List.of("FIDE-1.2", "FIDE-3.1", "FIDE-3.8.1", "FIDE-3.7.3.3", "FIDE-3.9"),
                    e.clauses().stream().map(ClauseVerdict::id).toList());
        }
        Position blocked = Fen.position(KING_STEPS[1], Variant.CHESS, Validation.STRICT);
        Explanation step = Explain.explain(blocked, Uci.parse(blocked, "b1c1", true));
        assertTrue(step.legal(), step::toString);
        assertEquals("move", step.kind());
        Explanation castling = Explain.explain(blocked, Uci.parse(blocked, "b1a1", true));
        assertEquals(List.of("C960-CASTLE"), castling.failing());
        assertEquals("castling queenside", castling.kind());
        Position both = Fen.position(KING_STEPS[2], Variant.CHESS, Validation.STRICT);
        Explanation plain = Explain.explain(both, Uci.parse(both, "b1c1", true));
        assertEquals("move", plain.kind());
        assertTrue(plain.clauses().stream().noneMatch(c -> c.id().startsWith("FIDE-3.8.2") || c.id().equals("C960-CASTLE")),
                plain::toString);
        // in standard notation the king's move two squares along is still castling (e1g1), as moves writes it
        Position standard = Fen.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Variant.CHESS, Validation.STRICT);
        assertEquals("castling kingside", Explain.explain(standard, Uci.parse("e1g1")).kind());
        assertEquals("castling queenside", Explain.explain(standard, Uci.parse("e1a1")).kind());
    }

    /** The first condition of the kernel's verdict that is false, as the clause id explain names it by. */
    private static String kernelFails(int rules, int[] pos, int from, int to, int promotion) {
        boolean atomic = rules == Generate.ATOMIC;
        int side = pos[Board.SIDE];
        if (!Legality.moverIsOwn(pos, from)) {
            return "FIDE-1.2";
        }
        if (!Legality.promotionAgrees(pos, from, to, promotion)) {
            return "FIDE-3.7.3.3";
        }
        if (atomic && !Atomic.bothKingsStand(pos)) {
            return "AT-END";
        }
        if (Castling.isAttempt(pos, from, to)) {
            boolean kingside = to > from;
            if (!Castling.hasRight(pos, side, kingside) || !Castling.rookInPlace(pos, side, kingside, to)) {
                return "FIDE-3.8.2.1";
            }
            if (!Castling.pathEmpty(pos, side, kingside)) {
                boolean standard = Castling.kingHome(pos, side) == Castling.backRank(side) + Board.STANDARD_KING_FILE
                        && Castling.rookHome(pos, side, kingside) == Castling.backRank(side)
                                + (kingside ? Board.STANDARD_KINGSIDE_ROOK_FILE : Board.STANDARD_QUEENSIDE_ROOK_FILE);
                return standard ? "FIDE-3.8.2.2" : "C960-CASTLE"; // C960-CASTLE states the path of a Chess960 start
            }
            if (!Castling.notInCheck(rules, pos, side) || !Castling.notThroughAttack(rules, pos, side, kingside)) {
                return atomic ? "AT-CASTLING" : "FIDE-3.8.2.2";
            }
            if (Check.inCheckAfter(rules, pos, from, to, 0, side)) {
                return atomic ? "AT-CHECK" : "FIDE-3.9";
            }
            throw new AssertionError("the kernel refuses a castling whose every condition holds");
        }
        if (!Legality.targetNotOwn(pos, to)) {
            return "FIDE-3.1";
        }
        if (!Legality.targetNotKing(pos, to)) {
            return "FIDE-1.4.1";
        }
        if (atomic && !Atomic.kingNoCapture(pos, from, to)) {
            return "AT-KING-NO-CAPTURE";
        }
        if (EnPassant.isAttempt(pos, from, to)) {
            if (!EnPassant.pieces(pos, from, to)) {
                return "EP-PIECES";
            }
            if (!EnPassant.trigger(pos)) {
                return "EP-TRIGGER";
            }
            if (!EnPassant.adjacent(pos, from)) {
                return "EP-ADJACENT";
            }
            if (!EnPassant.rank(pos, from)) {
                return "EP-RANK";
            }
            if (!EnPassant.immediate(pos, to)) {
                return "EP-IMMEDIATE";
            }
            if (!EnPassant.landing(pos, from, to)) {
                return "EP-LANDING";
            }
            return atomic ? atomicKingSafety(pos, from, to, 0) : "EP-KING-SAFETY";
        }
        if (!Movement.canReach(pos, from, to)) {
            return switch (Piece.type(pos[from])) {
                case Piece.PAWN -> "FIDE-3.7";
                case Piece.KNIGHT -> "FIDE-3.6";
                case Piece.BISHOP -> "FIDE-3.2";
                case Piece.ROOK -> "FIDE-3.3";
                case Piece.QUEEN -> "FIDE-3.4";
                default -> "FIDE-3.8.1";
            };
        }
        return atomic ? atomicKingSafety(pos, from, to, promotion) : "FIDE-3.9";
    }

    /** AtomicLegality.leavesKingSafe's first false condition: the own king explodes, or it stands in check. */
    private static String atomicKingSafety(int[] pos, int from, int to, int promotion) {
        if (!Atomic.ownKingSurvives(pos, from, to)) {
            return "AT-OWN-KING";
        }
        if (Atomic.explodesEnemyKing(pos, from, to)) {
            throw new AssertionError("the kernel refuses a capture that explodes the enemy king and spares its own");
        }
        return "AT-CHECK";
    }

    /** Every position of the suites (the conformance catalogues, the perft files, the issue's) and each child. */
    private static List<Position> positions() {
        List<Position> roots = new ArrayList<>();
        for (Variant variant : Variant.values()) {
            for (CaseSpec spec : Catalogue.cases(variant)) {
                Position p = Fen.position(spec.startFen(), variant, Validation.STRICT);
                for (String m : spec.moves()) {
                    p = p.play(Uci.parseLegal(p, m, spec.chess960()));
                }
                roots.add(p);
            }
        }
        for (String[] file : new String[][] {{"standard-tricky.perft", "CHESS"}, {"atomic.perft", "ATOMIC"},
            {"atomic-passant.perft", "ATOMIC"}}) {
            for (PerftSuite.Entry entry : PerftSuite.read(data(file[0]))) {
                try {
                    roots.add(Fen.position(entry.fen(), Variant.valueOf(file[1]), Validation.LENIENT));
                } catch (FenException e) {
                    // a position of the other variant's rules
                }
            }
        }
        for (String fen : KING_STEPS) {
            roots.add(Fen.position(fen, Variant.CHESS, Validation.STRICT));
            roots.add(Fen.position(fen, Variant.ATOMIC, Validation.STRICT));
        }
        List<Position> all = new ArrayList<>();
        for (Position root : roots) {
            all.add(root);
            for (Move m : root.legalMoves()) {
                all.add(root.play(m));
            }
        }
        return all;
    }

    private static Path data(String name) {
        try {
            return Path.of(ExplainAgreementTest.class.getResource("/data/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
