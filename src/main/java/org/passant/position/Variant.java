package org.passant.position;

import org.passant.kernel.Apply;
import org.passant.kernel.Atomic;
import org.passant.kernel.AtomicApply;
import org.passant.kernel.Check;
import org.passant.kernel.Generate;

/**
 * A rule set, as the kernel states it. Everything outside the kernel asks the variant, never a
 * kernel class directly, so that a rule set is chosen in one place.
 */
public enum Variant {
    CHESS("chess", Generate.CHESS) {
        @Override
        public void apply(int[] pos, int from, int to, int promotion) {
            // The same effect as Apply.play, whose proof calls lemmas that ask legality again.
            Apply.move(pos, from, to, promotion);
        }

        @Override
        public boolean inCheck(int[] pos, int side) {
            return Check.inCheck(pos, side);
        }
    },

    /** Atomic chess: every capture explodes (RULES.md, AT-*). */
    ATOMIC("atomic", Generate.ATOMIC) {
        @Override
        public void apply(int[] pos, int from, int to, int promotion) {
            AtomicApply.move(pos, from, to, promotion);
        }

        @Override
        public boolean inCheck(int[] pos, int side) {
            return Atomic.inCheck(pos, side);
        }

        @Override
        void validateKings(int[] pos) {
            AtomicValidator.kings(pos);
        }

        @Override
        void validateVariant(int[] pos, Validation validation) {
            AtomicValidator.opponentNotInCheck(pos);
        }

        @Override
        boolean checksApply(int[] pos) {
            return false;
        }

        @Override
        public boolean isVariantEnd(int[] pos) {
            return !Atomic.bothKingsStand(pos);
        }

        @Override
        public int variantWinner(int[] pos) {
            return AtomicValidator.survivor(pos);
        }

        @Override
        public boolean kingGivesCheck() {
            return false;
        }

        @Override
        public boolean capturesExplode() {
            return true;
        }

        @Override
        public boolean insufficientMaterial(int[] pos, int side) {
            return AtomicMaterial.insufficient(pos, side);
        }
    };

    private final String id;
    /** The kernel's rule set ({@link Generate#CHESS}, ...): it chooses the legality predicate. */
    private final int rules;

    Variant(String id, int rules) {
        this.id = id;
        this.rules = rules;
    }

    /** The name used on the command line and in files: "chess", "atomic". */
    public String id() {
        return id;
    }

    /** The variant named {@code id} (case-insensitive; "standard" is chess), or null. */
    public static Variant byId(String id) {
        for (Variant v : values()) {
            if (v.id.equalsIgnoreCase(id)) {
                return v;
            }
        }
        if ("standard".equalsIgnoreCase(id)) {
            return CHESS;
        }
        return null;
    }

    /** Whether (from, to, promotion) is legal for the side to move in the position array. */
    public boolean isLegal(int[] pos, int from, int to, int promotion) {
        return Generate.isLegal(rules, pos, from, to, promotion);
    }

    /** Plays a move on the position array, in place. */
    public abstract void apply(int[] pos, int from, int to, int promotion);

    /**
     * The kernel's proved generation ({@link Generate#moves}, which is {@link Generate#legalMoves} with its
     * theorem over moves): writes the code of every legal move, each once, into {@code out} (room for
     * {@link Generate#CODES}) in increasing code order (legalMoves' order), returns the count.
     */
    public int legalMoves(int[] pos, int[] out) {
        return Generate.moves(rules, pos, out);
    }

    /**
     * The kernel's proved piece walk ({@link Generate#walk}): the same moves as codes, ordered by from-square,
     * to-square and promotion, the verdict asked only where a piece of the side to move could go ({@code out} needs room
     * for {@link Generate#WALK}); several times faster than {@link #legalMoves}, and what kernel perft and the
     * model checker count through.
     */
    public int walkMoves(int[] pos, int[] out) {
        int n = Generate.walk(rules, pos, out);
        // the walk writes walk indices (512 * from + 8 * to + promotion); the project's moves are codes
        for (int i = 0; i < n; i++) {
            int w = out[i];
            out[i] = Generate.encode(w >>> 9, (w >>> 3) & 63, w & 7);
        }
        return n;
    }

    /**
     * The kernel's reference enumeration: every (from, to, promotion) code the legality predicate
     * accepts, in increasing order, into {@code out} (room for {@link Generate#CODES}); returns the count.
     */
    public int allLegalMoves(int[] pos, int[] out) {
        return Generate.allLegalMoves(rules, pos, out);
    }

    /** Whether the side is in check. */
    public abstract boolean inCheck(int[] pos, int side);

    /** Refuses a set-up whose kings the variant does not allow; chess: exactly one king each. */
    void validateKings(int[] pos) {
        PositionValidator.kings(pos);
    }

    /** Refuses a set-up that breaks a rule of the variant not covered by the common checks. */
    void validateVariant(int[] pos, Validation validation) {
    }

    /** Whether check is meaningful in this set-up (atomic: not when the kings touch or one is gone). */
    boolean checksApply(int[] pos) {
        return true;
    }

    /** Whether the game is over by a rule of the variant itself (atomic: a king exploded). */
    public boolean isVariantEnd(int[] pos) {
        return false;
    }

    /** Whether a king can give check (atomic: never, a king cannot capture, AT-KING-NO-CAPTURE). */
    public boolean kingGivesCheck() {
        return true;
    }

    /** The side that has won by a variant rule, when {@link #isVariantEnd} holds; 0 otherwise. */
    public int variantWinner(int[] pos) {
        return 0;
    }

    /** Whether a capture explodes the pieces around its square (atomic: AT-EXPLOSION, AT-EP-CENTRE). */
    public boolean capturesExplode() {
        return false;
    }

    /**
     * Whether {@code side} can no longer win by any series of legal moves, so that its opponent's
     * flag fall draws (GM-CLOCK): python-chess's reading for chess, Lichess's for atomic chess.
     */
    public boolean insufficientMaterial(int[] pos, int side) {
        return Material.insufficient(pos, side);
    }
}
