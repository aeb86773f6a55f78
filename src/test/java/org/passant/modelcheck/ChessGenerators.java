package org.passant.modelcheck;

import static org.quicktheories.generators.SourceDSL.arbitrary;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.List;
import java.util.Optional;

import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

import org.passant.position.Position;
import org.passant.position.PositionException;
import org.passant.position.Setup;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.kernel.Piece;
import org.passant.modelcheck.EnPassantClauses.History;
import org.passant.modelcheck.EnPassantClauses.PlayedMove;
import org.passant.notation.Fen;

/** Generators for the model checker's properties: games and set-ups rich in en passant. */
final class ChessGenerators {
    private ChessGenerators() {
    }

    /**
     * Choices for {@link Playout#decode}: up to {@code maxPlies} moves. A choice shrinks toward 3,
     * which picks the first legal move in move order (b1a3, then a7a5, ...), so a failing game
     * shrinks to a short one of plain moves.
     */
    static Gen<List<Integer>> playoutChoices(int maxPlies) {
        return lists().of(Generate.range(0, 999, 3)).ofSizeBetween(0, maxPlies);
    }

    /** A legal set-up right after a double step, and what the EP clauses know: that step was the last move. */
    record Around(Position position, History history) {
        @Override
        public String toString() {
            return Fen.format(position, org.passant.notation.EpMode.FEN) + " after " + history.doubleStep();
        }

        int pieces() {
            int n = 0;
            for (int sq = 0; sq < 64; sq++) {
                n += position.pieceAt(sq) != Piece.EMPTY ? 1 : 0;
            }
            return n;
        }
    }

    /** A square: file, and a rank where 0 means the rank of the capture (so shrinking heads there). */
    record Place(int file, int rankChoice) {
        int square(int captureRank) {
            return 8 * (rankChoice == 0 ? captureRank : rankChoice - 1) + file;
        }
    }

    record Extra(int piece, Place place) {
    }

    private static Gen<Place> places() {
        return integers().between(0, 7).zip(integers().between(0, 8), Place::new);
    }

    /**
     * Legal set-ups around a double step: the side to move, the file of the enemy pawn that has just
     * double-stepped, capturing pawns beside it (left, right, both or none), both kings, and up to
     * six more pieces; placements on a taken square are dropped, and strict validation filters.
     * Shrinking heads for the first choice of each list and for one place (the capture rank's
     * a-file), where extra pieces collide and drop out.
     */
    static Gen<Around> setupsAroundADoubleStep() {
        Gen<Integer> side = arbitrary().pick(Piece.WHITE, Piece.BLACK);
        Gen<Integer> file = integers().between(0, 7);
        Gen<Integer> capturers = arbitrary().pick(1, 2, 3, 0);
        Gen<Integer> kinds = arbitrary().pick(-Piece.ROOK, -Piece.QUEEN, -Piece.BISHOP, -Piece.KNIGHT, -Piece.PAWN,
                Piece.ROOK, Piece.QUEEN, Piece.BISHOP, Piece.KNIGHT, Piece.PAWN);
        Gen<List<Extra>> extras = lists().of(kinds.zip(places(), Extra::new)).ofSizeBetween(0, 6);
        Gen<Place> places = places();
        Gen<Optional<Around>> candidates = in -> around(side.generate(in), file.generate(in), capturers.generate(in),
                places.generate(in), places.generate(in), extras.generate(in));
        return candidates.assuming(Optional::isPresent).map(Optional::get);
    }

    private static Optional<Around> around(int side, int file, int capturers, Place whiteKing, Place blackKing, List<Extra> extras) {
        int enemy = -side;
        int startRank = enemy == Piece.WHITE ? 1 : 6;
        int captureRank = startRank + 2 * enemy;
        int origin = 8 * startRank + file;
        int passedOver = 8 * (startRank + enemy) + file;
        int arrival = 8 * captureRank + file;
        Setup setup = new Setup().sideToMove(side).epSquare(passedOver).fullmoveNumber(side == Piece.WHITE ? 2 : 1);
        boolean[] taken = new boolean[64];
        taken[origin] = true;
        taken[passedOver] = true;
        put(setup, taken, arrival, Piece.of(enemy, Piece.PAWN));
        if ((capturers & 1) != 0 && file > 0) {
            put(setup, taken, arrival - 1, Piece.of(side, Piece.PAWN));
        }
        if ((capturers & 2) != 0 && file < 7) {
            put(setup, taken, arrival + 1, Piece.of(side, Piece.PAWN));
        }
        if (!put(setup, taken, whiteKing.square(captureRank), Piece.KING) || !put(setup, taken, blackKing.square(captureRank), -Piece.KING)) {
            return Optional.empty();
        }
        for (Extra e : extras) {
            put(setup, taken, e.place().square(captureRank), e.piece());
        }
        try {
            Position p = Position.of(setup, Variant.CHESS, Validation.STRICT);
            char pawn = enemy == Piece.WHITE ? 'P' : 'p';
            return Optional.of(new Around(p, History.justPlayed(new PlayedMove(pawn, PositionChecks.sq(origin), PositionChecks.sq(arrival)))));
        } catch (PositionException e) {
            return Optional.empty();
        }
    }

    private static boolean put(Setup setup, boolean[] taken, int sq, int piece) {
        if (taken[sq]) {
            return false;
        }
        taken[sq] = true;
        setup.put(sq, piece);
        return true;
    }
}
