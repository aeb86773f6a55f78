package org.passant.position;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Piece;

/**
 * Moves sort as their king-takes-rook UCI text sorts (the order of {@code passant moves} and of
 * {@link Position#legalMoves}), now that {@link Move#compareTo} no longer writes the text.
 */
class MoveOrderTest {

    @Test
    void everyFromToAndPromotionSortsAsItsUciText() {
        List<Move> moves = new ArrayList<>();
        int[] promotions = {0, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                for (int promotion : promotions) {
                    moves.add(new Move(from, to, promotion));
                }
            }
        }
        List<Move> byText = new ArrayList<>(moves);
        byText.sort(Comparator.comparing((Move m) -> m.uci(true)));
        List<Move> byMove = new ArrayList<>(moves);
        java.util.Collections.shuffle(byMove, new java.util.Random(48));
        byMove.sort(null);
        for (int i = 0; i < byText.size(); i++) {
            assertEquals(byText.get(i), byMove.get(i), "place " + i + " of the sorted moves"); // the first place they differ, not all 20,480
        }
        for (int i = 1; i < byMove.size(); i++) {
            assertEquals(Integer.signum(byMove.get(i - 1).uci(true).compareTo(byMove.get(i).uci(true))),
                    Integer.signum(byMove.get(i - 1).compareTo(byMove.get(i))), byMove.get(i - 1) + " against " + byMove.get(i));
        }
    }
}
