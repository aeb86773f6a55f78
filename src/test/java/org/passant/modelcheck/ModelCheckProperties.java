package org.passant.modelcheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.passant.PropertyCheck.forAll;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.Variant;
import org.passant.modelcheck.ChessGenerators.Around;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;

/**
 * The model checker's position checks on random positions the bounded universes do not reach:
 * set-ups around a double step with up to six more pieces, and games biased toward double steps
 * and captures (PlayoutProperties covers uniform playouts). Also FEN and SAN round trips there.
 */
class ModelCheckProperties {

    private static final RulesUnderTest KERNEL = new KernelRules(Variant.CHESS);

    static Gen<Around> setups() {
        return ChessGenerators.setupsAroundADoubleStep();
    }

    static Gen<List<Integer>> playouts() {
        return ChessGenerators.playoutChoices(80);
    }

    static Violations check(RulesUnderTest rules, Around a) {
        Violations violations = new Violations();
        PositionChecks checks = new PositionChecks(rules, violations);
        int[] s = a.position().state();
        checks.reference(s, 0, "set-up");
        checks.enPassant(s, PositionChecks.letters(s), a.history(), 0, "set-up");
        checks.optional(s, 0, "set-up");
        checks.repetition(s, 0, "set-up");
        int[] moves = java.util.Arrays.copyOf(checks.referenceMoves(), checks.referenceCount());
        for (int move : moves) {
            int[] child = s.clone();
            rules.apply(child, move % 64, (move / 64) % 64, move / 4096);
            checks.afterMove(s, PositionChecks.letters(s), move, child, 0, "set-up");
        }
        return violations;
    }

    static String describe(Violations violations) {
        StringBuilder sb = new StringBuilder();
        for (Violation v : violations.minimal()) {
            java.io.StringWriter w = new java.io.StringWriter();
            v.print(new java.io.PrintWriter(w));
            sb.append(w);
        }
        return sb.toString();
    }

    @Test
    void EP_PIECES_EP_TRIGGER_EP_KING_SAFETY_EP_OPTIONAL_EP_REPETITION_setupsAgreeWithTheTranscription() {
        forAll(setups()).tries(1500).check(a -> {
            Violations violations = check(KERNEL, a);
            assertEquals(0, violations.total(), describe(violations));
        });
    }

    @Test
    void EP_IMMEDIATE_EP_TRIGGER_biasedPlayoutsAgreeWithTheTranscriptionAndTheReference() {
        forAll(playouts()).tries(150).check(choices -> {
            Playout playout = Playout.decode(KERNEL, Position.initial().state(), choices);
            Violations violations = Playout.check(KERNEL, playout);
            assertEquals(0, violations.total(), playout + "\n" + describe(violations));
        });
    }

    /** FEN in each en passant mode reads back; SAN of every legal move reads back, with " e.p." on en passant. */
    static void roundTrips(Position p) {
        assertEquals(p, Fen.position(Fen.format(p, EpMode.FEN)));
        assertEquals(p.repetitionKey(), Fen.position(Fen.format(p, EpMode.LEGAL)).repetitionKey());
        assertEquals(p.legalMoves(), Fen.position(Fen.format(p, EpMode.XFEN)).legalMoves());
        for (Move m : p.legalMoves()) {
            String san = San.format(p, m);
            assertEquals(m, San.parse(p, san), san);
            if (p.isEnPassant(m)) {
                assertEquals(m, San.parse(p, san + " e.p."), san);
                assertEquals(m, San.parse(p, san + "e.p."), san);
            }
        }
    }

    @Test
    void EP_FEN_EP_NOTATION_setupsRoundTrip() {
        forAll(setups()).tries(500).check(a -> roundTrips(a.position()));
    }

    @Test
    void EP_FEN_EP_NOTATION_biasedPlayoutsRoundTrip() {
        forAll(playouts()).tries(60).check(choices -> {
            for (int[] s : Playout.decode(KERNEL, Position.initial().state(), choices).states()) {
                roundTrips(Position.trusted(Variant.CHESS, s));
            }
        });
    }
}
