package org.passant.fast;

import static org.passant.fast.Attacks.BISHOP_DIRECTIONS;
import static org.passant.fast.Attacks.ROOK_DIRECTIONS;

/**
 * Sliding attacks by magic bitboards: the blockers on a square's rays (its mask), multiplied by a
 * magic number and shifted, index a table of precomputed attack sets without collisions.
 */
final class Magic {
    private Magic() {
    }

    private static final long[] ROOK_MASK = new long[64];
    private static final long[] ROOK_MAGIC = new long[64];
    private static final int[] ROOK_SHIFT = new int[64];
    private static final int[] ROOK_OFFSET = new int[64];
    private static final long[] ROOK_TABLE;
    private static final long[] BISHOP_MASK = new long[64];
    private static final long[] BISHOP_MAGIC = new long[64];
    private static final int[] BISHOP_SHIFT = new int[64];
    private static final int[] BISHOP_OFFSET = new int[64];
    private static final long[] BISHOP_TABLE;

    /** Magics found by {@link #magics} from its seeds, kept so that start-up needs no search. */
    private static final long[] ROOK_KNOWN = {
        0x40800230C0058060L, 0x2840014610002000L, 0x0B00200141000990L, 0x1280045801811000L,
        0x2A00100844200200L, 0x1200010200041008L, 0x4100220024198D00L, 0x020000820D042444L,
        0x0000802040008000L, 0x0000802000400080L, 0x4000802000100080L, 0x0004800804809000L,
        0x0003800803804400L, 0x0120808002000400L, 0x0142000104220028L, 0x8001001100034882L,
        0x8080248000804008L, 0x0110004020004000L, 0x0081010020004011L, 0x5108808008041000L,
        0x0804050011000800L, 0x434C808002000400L, 0x4028040042211008L, 0x004002001051008CL,
        0x005A218080044001L, 0x0300200040100040L, 0x0000100480200180L, 0x0010080080100080L,
        0x0000040080800800L, 0x0000020080040080L, 0x8002008200010448L, 0x2012808200040041L,
        0x0300804000800020L, 0x20A0100040400020L, 0x200480220A001040L, 0x4101805002800800L,
        0x0000080080800400L, 0x0092008002800400L, 0x9000100804000201L, 0x1000800040802100L,
        0x2001804000628002L, 0x0002200150024004L, 0x8010402009010010L, 0x0080084022020012L,
        0x0008008044028008L, 0x9004000810020200L, 0x8102020801040010L, 0x0040004081020004L,
        0x0201004880002500L, 0x4055084000842100L, 0x2000401100200100L, 0x0030008010080080L,
        0x0108000402004140L, 0x0000040002008080L, 0x1808100102080400L, 0x0014409104005200L,
        0x0000800303205841L, 0x0041021201208142L, 0x240320100A004082L, 0x0020051001006039L,
        0x0001000800029005L, 0x0009004204000841L, 0x2800700082010824L, 0x1112002400410082L
    };
    private static final long[] BISHOP_KNOWN = {
        0x00102A0091040508L, 0x84501A020C242003L, 0x035002A208C00008L, 0x40A4050200010000L,
        0x01141029008200A0L, 0x889201842002202AL, 0x4498420210400001L, 0x1004208044104001L,
        0x9000C089023C0443L, 0x0040080800888601L, 0x0022140104290800L, 0x0080082082201920L,
        0x0000041045010000L, 0x8102020242A00401L, 0x0811020822288400L, 0x0A05A20052421024L,
        0x0004020860043C08L, 0x180248600C430600L, 0x0840404203820084L, 0x4018000082034000L,
        0x6404002611200400L, 0x018840060110A002L, 0x0048400124100408L, 0x8002000101210104L,
        0x1008880004204808L, 0x8008080021223880L, 0x0202010820880081L, 0x8421080004004010L,
        0x0203010001104012L, 0x4838272002008407L, 0x1002140086109212L, 0x0124010000211123L,
        0x1010021280200400L, 0x00021120C0840802L, 0x4085403000080041L, 0x0008100820040400L,
        0x0001010400020020L, 0x8000808100020100L, 0x0612040848040220L, 0x0A04504040A60100L,
        0x0200840420014240L, 0x0844580808A00400L, 0x1000140208008D00L, 0x2A14004208000081L,
        0x060082200A000500L, 0x2040008080850900L, 0x0002240810811200L, 0x0035024209402200L,
        0x009100B210404809L, 0x0122104104501428L, 0x0010905044100000L, 0x4022000820880420L,
        0x0800000821010000L, 0x1000214401320180L, 0x012060021081010AL, 0x0010C20081160300L,
        0x8C00402084104010L, 0x018CC03109082010L, 0x4020000510880442L, 0x0418000000E28800L,
        0x0040110004208212L, 0x0A6002C108010110L, 0x0020411001012110L, 0x0020640108050010L
    };

    static {
        ROOK_TABLE = magics(ROOK_DIRECTIONS, ROOK_MASK, ROOK_MAGIC, ROOK_SHIFT, ROOK_OFFSET, ROOK_KNOWN, 0x5A11D0F2C9E3B417L);
        BISHOP_TABLE = magics(BISHOP_DIRECTIONS, BISHOP_MASK, BISHOP_MAGIC, BISHOP_SHIFT, BISHOP_OFFSET, BISHOP_KNOWN, 0x1B2D3C4E5F607182L);
    }

    static long rook(int sq, long occupied) {
        return ROOK_TABLE[ROOK_OFFSET[sq] + (int) (((occupied & ROOK_MASK[sq]) * ROOK_MAGIC[sq]) >>> ROOK_SHIFT[sq])];
    }

    static long bishop(int sq, long occupied) {
        return BISHOP_TABLE[BISHOP_OFFSET[sq] + (int) (((occupied & BISHOP_MASK[sq]) * BISHOP_MAGIC[sq]) >>> BISHOP_SHIFT[sq])];
    }

    /**
     * Fills one table with a collision-free magic for every square: the known one when it works
     * (it always should), otherwise one searched for from a deterministic seed.
     */
    private static long[] magics(int[][] directions, long[] masks, long[] magics, int[] shifts, int[] offsets, long[] known,
            long seed) {
        long[] table = new long[Attacks.sliderMasks(directions, masks, offsets)];
        long[] rng = {seed};
        int[] epoch = new int[4096];
        long[] occupancy = new long[4096];
        long[] attack = new long[4096];
        int tries = 0;
        for (int sq = 0; sq < 64; sq++) {
            int bits = Long.bitCount(masks[sq]);
            int size = Attacks.attacksBySubset(attack, 0, sq, masks[sq], directions);
            subsets(occupancy, masks[sq]);
            shifts[sq] = 64 - bits;
            boolean first = true;
            while (true) {
                long magic = first ? known[sq] : random(rng) & random(rng) & random(rng);
                first = false;
                if (magic == 0 || Long.bitCount((masks[sq] * magic) >>> 56) < 6) {
                    continue;
                }
                tries++;
                if (fits(table, offsets[sq], magic, shifts[sq], occupancy, attack, size, epoch, tries)) {
                    magics[sq] = magic;
                    break;
                }
            }
        }
        return table;
    }

    /**
     * Writes the attacks of the {@code size} occupancies into the square's part of the table by
     * {@code magic}; false at the first collision of two different attack sets. {@code epoch} marks
     * the slots written in this try ({@code tries}).
     */
    private static boolean fits(long[] table, int offset, long magic, int shift, long[] occupancy, long[] attack, int size,
            int[] epoch, int tries) {
        for (int i = 0; i < size; i++) {
            int index = (int) ((occupancy[i] * magic) >>> shift);
            int slot = offset + index;
            if (epoch[index] != tries) {
                epoch[index] = tries;
                table[slot] = attack[i];
            } else if (table[slot] != attack[i]) {
                return false;
            }
        }
        return true;
    }

    /** Every subset of {@code mask} in {@code occupancy}, in the order of {@link Attacks#attacksBySubset} (each mask square doubles the part filled). */
    private static void subsets(long[] occupancy, long mask) {
        occupancy[0] = 0;
        int filled = 1;
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            with(occupancy, filled, rest & -rest);
            filled <<= 1;
        }
    }

    /** {@code occupancy[n + i] = occupancy[i] | square} for i below n (a method of its own: the JIT compiles it early). */
    private static void with(long[] occupancy, int n, long square) {
        for (int i = 0; i < n; i++) {
            occupancy[n + i] = occupancy[i] | square;
        }
    }

    /** xorshift64*: a small deterministic generator for the magic search. */
    private static long random(long[] state) {
        long x = state[0];
        x ^= x >>> 12;
        x ^= x << 25;
        x ^= x >>> 27;
        state[0] = x;
        return x * 0x2545F4914F6CDD1DL;
    }

}
