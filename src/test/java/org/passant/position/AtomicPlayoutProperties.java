package org.passant.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.passant.PropertyCheck.forAll;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.passant.kernel.Atomic;
import org.passant.kernel.EnPassant;
import org.passant.kernel.Movement;
import org.passant.kernel.Check;
import org.passant.kernel.Piece;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;

/**
 * Properties of atomic chess over positions reached by random play from the initial position
 * (choice i picks move i mod n of the n legal moves, so a failure shrinks to a short game). Captures
 * come early and often in atomic play, so these playouts are full of explosions.
 */
class AtomicPlayoutProperties {

    static List<Position> positions(List<Integer> choices) {
        return PlayoutProperties.positions(Position.initial(Variant.ATOMIC), choices);
    }

    @Test
    void referenceGeneratorEqualsKernelGeneration() {
        forAll(PlayoutProperties.playouts()).tries(60).check(choices -> PlayoutProperties.referenceAgreesWithTheKernel(positions(choices)));
    }

    /**
     * AT-EXPLOSION and AT-EP-CENTRE, transcribed literally from RULES.md and compared with the
     * kernel's board after every legal capture: gone are the capturer, the captured piece (for en
     * passant: the pawn beside the capturer) and every non-pawn on the eight squares around the
     * landing square; everything else stays.
     */
    @Test
    void AT_EXPLOSION_theBoardAfterEveryCaptureIsTheClause() {
        forAll(PlayoutProperties.playouts()).tries(60).check(choices -> {
            for (Position p : positions(choices)) {
                for (Move m : p.legalMoves()) {
                    if (!p.isCapture(m)) {
                        continue;
                    }
                    Position after = p.play(m);
                    int captured = p.isEnPassant(m) ? Square.of(Square.file(m.to()), Square.rank(m.from())) : m.to();
                    for (int sq = 0; sq < 64; sq++) {
                        boolean around = Math.abs(Square.file(sq) - Square.file(m.to())) <= 1
                                && Math.abs(Square.rank(sq) - Square.rank(m.to())) <= 1 && sq != m.to();
                        boolean gone = sq == m.from() || sq == captured || sq == m.to()
                                || (around && Piece.type(p.pieceAt(sq)) != Piece.PAWN);
                        assertEquals(gone ? Piece.EMPTY : p.pieceAt(sq), after.pieceAt(sq),
                                m.uci() + " on " + Square.name(sq) + " in " + Fen.format(p));
                    }
                }
            }
        });
    }

    /**
     * AT-OWN-KING and AT-WIN-EXPLOSION: the kernel's predicates say which kings the move explodes,
     * for every move the pieces' movement allows, legal or not, and every en passant capture of an
     * enemy pawn (EP-PIECES: the predicates read the blast, not the captured pawn's square).
     */
    @Test
    void AT_OWN_KING_predicatesAgreeWithTheBoardAfterTheMove() {
        forAll(PlayoutProperties.playouts()).tries(60).check(choices -> {
            for (Position p : positions(choices)) {
                if (p.isVariantEnd()) {
                    continue; // a king is already gone
                }
                int[] s = p.state();
                int side = p.sideToMove();
                for (int from = 0; from < 64; from++) {
                    if (!Piece.belongsTo(s[from], side)) {
                        continue;
                    }
                    for (int to = 0; to < 64; to++) {
                        boolean moves = Movement.canReach(s, from, to) && !Piece.belongsTo(s[to], side);
                        if (!moves && !(EnPassant.isAttempt(s, from, to) && EnPassant.pieces(s, from, to))) {
                            continue;
                        }
                        int[] after = s.clone();
                        Variant.ATOMIC.apply(after, from, to, 0);
                        String what = Square.name(from) + Square.name(to) + " in " + Fen.format(p);
                        assertEquals(Check.kingSquare(after, side) != -1, Atomic.ownKingSurvives(s, from, to), what);
                        assertEquals(Check.kingSquare(after, -side) == -1, Atomic.explodesEnemyKing(s, from, to), what);
                    }
                }
            }
        });
    }

    @Test
    void sanRoundTripWithAtomicSigns() {
        forAll(PlayoutProperties.playouts()).tries(60).check(choices -> {
            for (Position p : positions(choices)) {
                for (Move m : p.legalMoves()) {
                    String san = San.format(p, m);
                    assertEquals(m, San.parse(p, san), san);
                    Position next = p.play(m);
                    boolean won = next.isVariantEnd() || next.isCheckmate();
                    assertEquals(won, san.endsWith("#"), san);
                    assertEquals(!won && next.isCheck(), san.endsWith("+"), san);
                }
            }
        });
    }

    @Test
    void fenRoundTrip() {
        forAll(PlayoutProperties.playouts()).tries(60).check(choices -> {
            for (Position p : positions(choices)) {
                assertEquals(p, Fen.position(Fen.format(p, EpMode.FEN), Variant.ATOMIC, Validation.STRICT));
                Position legal = Fen.position(Fen.format(p, EpMode.LEGAL), Variant.ATOMIC, Validation.STRICT);
                assertEquals(p.legalMoves(), legal.legalMoves());
            }
        });
    }

    @Test
    void explainAgreesWithTheKernelOnEveryCandidate() {
        forAll(PlayoutProperties.playouts()).tries(30).check(choices -> PlayoutProperties.explainAgreesWithTheKernel(positions(choices)));
    }
}
