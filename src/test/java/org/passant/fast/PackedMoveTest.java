package org.passant.fast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.passant.kernel.Generate;
import org.passant.kernel.Piece;
import org.passant.position.Move;

/**
 * A packed move is the kernel's encoding with the fast generator's data above it: for every
 * from, to, promotion, piece type and set of flags, the kernel's decoders, {@link Move#decode}
 * and the masks {@link BitPosition#play} reads with give back what was packed.
 */
class PackedMoveTest {

    private static final int[] PROMOTIONS = {0, Piece.KNIGHT, Piece.BISHOP, Piece.ROOK, Piece.QUEEN};
    private static final int[] FLAGS = {0, PackedMove.EN_PASSANT, PackedMove.CASTLING, PackedMove.DOUBLE_STEP,
        PackedMove.EN_PASSANT | PackedMove.CASTLING | PackedMove.DOUBLE_STEP};

    @Test
    void theLowFifteenBitsAreTheKernelsEncodingAndBothDecodersReadThem() {
        int checked = 0;
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                for (int promotion : PROMOTIONS) {
                    for (int type = Piece.PAWN; type <= Piece.KING; type++) {
                        int packed = promotion == 0 ? PackedMove.of(from, to, type) : PackedMove.promotion(from, to, promotion);
                        int expectedType = promotion == 0 ? type : Piece.PAWN;
                        for (int flags : FLAGS) {
                            int move = packed | flags;
                            String what = from + "-" + to + " promotion " + promotion + " type " + type + " flags " + flags;
                            assertEquals(Generate.encode(from, to, promotion), move & 0x7FFF, what);
                            assertEquals(from, Generate.from(move), what);
                            assertEquals(to, Generate.to(move), what);
                            assertEquals(promotion, Generate.promotion(move), what);
                            assertEquals(from, PackedMove.from(move), what);
                            assertEquals(to, PackedMove.to(move), what);
                            assertEquals(promotion, PackedMove.promotion(move), what);
                            assertEquals(expectedType, PackedMove.type(move), what);
                            assertEquals(flags, move & flags, what);
                            assertEquals(new Move(from, to, promotion), Move.decode(move), what);
                            checked++;
                        }
                    }
                }
            }
        }
        assertEquals(64 * 64 * PROMOTIONS.length * 6 * FLAGS.length, checked);
    }

    @Test
    void withToSetsTheTargetOfAMoveMadeWithTargetA1() {
        for (int from = 0; from < 64; from++) {
            for (int to = 0; to < 64; to++) {
                int move = PackedMove.withTo(PackedMove.of(from, 0, Piece.KNIGHT), to) | PackedMove.CASTLING;
                assertEquals(PackedMove.of(from, to, Piece.KNIGHT) | PackedMove.CASTLING, move);
            }
        }
    }
}
