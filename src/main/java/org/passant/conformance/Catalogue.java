package org.passant.conformance;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.passant.position.Variant;
import org.passant.notation.Fen;

/**
 * The conformance cases, clause by clause: each en passant clause with cases where the capture
 * is allowed and where that clause refuses it, positions from the seeds, and classic perft
 * positions for the rest of the move rules.
 */
public final class Catalogue {
    private Catalogue() {
    }

    private static final String ALL_EP = "EP-PIECES EP-TRIGGER EP-ADJACENT EP-RANK EP-IMMEDIATE EP-LANDING EP-KING-SAFETY";

    /** The cases for a variant: the one place that picks them (a new variant does not compile without its own). */
    public static List<CaseSpec> cases(Variant variant) {
        return switch (variant) {
            case CHESS -> chess();
            case ATOMIC -> AtomicCatalogue.cases();
        };
    }

    static Builder entry(String id, String clauses, String description) {
        return new Builder(id, clauses, description);
    }

    /** A small builder so that each case reads as one sentence. */
    static final class Builder {
        private final String id;
        private final List<String> clauses;
        private final String description;
        private String fen = Fen.INITIAL;
        private List<String> moves = List.of();
        private String focus;
        private Boolean legal;
        private String failing;
        private int depth = 3;
        private boolean chess960;

        Builder(String id, String clauses, String description) {
            this.id = id;
            this.clauses = Arrays.asList(clauses.trim().split("\\s+"));
            this.description = description;
        }

        Builder fen(String startFen) {
            this.fen = startFen;
            return this;
        }

        Builder moves(String uciMoves) {
            this.moves = Arrays.asList(uciMoves.trim().split("\\s+"));
            return this;
        }

        Builder legal(String move) {
            this.focus = move;
            this.legal = true;
            return this;
        }

        Builder illegal(String move, String failingClause) {
            this.focus = move;
            this.legal = false;
            this.failing = failingClause;
            return this;
        }

        Builder depth(int d) {
            this.depth = d;
            return this;
        }

        /** Written and run in Chess960 notation: castling king-takes-rook (e1h1), UCI_Chess960 on (C960-NOTATION). */
        Builder chess960() {
            this.chess960 = true;
            return this;
        }

        CaseSpec build() {
            return new CaseSpec(id, clauses, description, fen, moves, focus, legal, failing, depth, chess960);
        }
    }

    private static List<CaseSpec> chess() {
        List<CaseSpec> c = new ArrayList<>();
        // En passant allowed: every clause holds.
        c.add(entry("ep-allowed-white", ALL_EP + " EP-OPTIONAL EP-NOTATION EP-FEN",
                "Seed 000: White pawn on e5, Black plays ...f7-f5; e5xf6 takes it en passant (and need not).")
                .moves("e2e4 a7a6 e4e5 f7f5").legal("e5f6").build());
        c.add(entry("ep-allowed-black", ALL_EP,
                "Seed 001: Black pawn on e4, White plays d2-d4; Black takes e4xd3 en passant.")
                .fen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1").moves("d2d4").legal("e4d3").depth(4).build());
        c.add(entry("ep-adjacent-both-sides", "EP-ADJACENT EP-PIECES",
                "Pawns on c5 and e5 both stand beside d5 after ...d7-d5: both may take en passant.")
                .fen("4k3/3p4/8/2P1P3/8/8/8/4K3 b - - 0 1").moves("d7d5").legal("c5d6").depth(4).build());
        c.add(entry("ep-fen-square-given", "EP-TRIGGER EP-FEN",
                "The en passant right read from the FEN's fourth field: e5xf6 is legal.")
                .fen("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3").legal("e5f6").build());

        // En passant refused, each clause in turn.
        c.add(entry("ep-pieces-bishop-is-no-capturer", "EP-PIECES",
                "A bishop on e5 may go to d6 after ...d7-d5, but as a bishop: the d5 pawn stays on the board.")
                .fen("4k3/3p4/8/4B3/8/8/8/4K3 b - - 0 1").moves("d7d5").legal("e5d6").build());
        c.add(entry("ep-trigger-two-single-steps", "EP-TRIGGER",
                "The f-pawn reached f5 in two single steps (f7-f6, f6-f5): no en passant right.")
                .moves("e2e4 f7f6 e4e5 a7a6 a2a3 f6f5").illegal("e5f6", "EP-TRIGGER").build());
        c.add(entry("ep-adjacent-pawn-too-far", "EP-ADJACENT",
                "After ...d7-d5 the pawn on b5 is not beside d5: it has no en passant capture.")
                .fen("4k3/3p4/8/1P2P3/8/8/8/4K3 b - - 0 1").moves("d7d5").illegal("b5c6", "EP-ADJACENT").build());
        c.add(entry("ep-rank-capturer-on-sixth-rank", "EP-RANK",
                "After ...d7-d5 a White pawn on e6 cannot step to d7 as if capturing en passant.")
                .fen("4k3/3p4/4P3/8/8/8/8/4K3 b - - 0 1").moves("d7d5").illegal("e6d7", "EP-RANK").build());
        c.add(entry("ep-immediate-right-lost", "EP-IMMEDIATE",
                "Seed 004: White lets the moment pass (Nf3 Nc6); e5xf6 is no longer possible.")
                .moves("e2e4 a7a6 e4e5 f7f5 g1f3 b8c6").illegal("e5f6", "EP-IMMEDIATE").build());
        c.add(entry("ep-immediate-older-double-step", "EP-IMMEDIATE",
                "...d7-d5 was played before White's e4-e5; after ...f7-f5 only the f-pawn can be taken.")
                .moves("e2e4 d7d5 e4e5 f7f5").illegal("e5d6", "EP-IMMEDIATE").build());
        c.add(entry("ep-immediate-new-right", "EP-IMMEDIATE",
                "The right to take the f-pawn is gone, but the later ...d7-d5 creates a new one.")
                .moves("e2e4 a7a6 e4e5 f7f5 g1f3 d7d5").legal("e5d6").build());
        c.add(entry("ep-landing-victim-removed", "EP-LANDING EP-EFFECTS",
                "e5xd6: the pawn lands on d6, the d5 pawn leaves the board, the fifty-move counter stays 0"
                        + " (the double step reset it; a clock above 0 beside an en passant square cannot arise).")
                .fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 40").legal("e5d6").depth(4).build());
        c.add(entry("ep-landing-not-onto-the-victim", "EP-LANDING",
                "The capturer does not land on the captured pawn's square: e5-d5 is no move.")
                .fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").illegal("e5d5", "FIDE-3.7").build());
        c.add(entry("ep-king-safety-rank-pin", "EP-KING-SAFETY EP-FEN",
                "Seed 001: White Kh5, Pe5; Black Ra5, Pd5 after ...d7-d5: e5xd6 would open the rank to the rook.")
                .fen("8/8/8/r2pP2K/8/8/8/4k3 w - d6 0 2").illegal("e5d6", "EP-KING-SAFETY").depth(4).build());
        c.add(entry("ep-king-safety-rank-pin-black", "EP-KING-SAFETY",
                "The rank pin for Black: Ka4, Pd4; White Rh4, Pe4 after e2-e4: d4xe3 is illegal.")
                .fen("4K3/8/8/8/k2p3R/8/4P3/8 w - - 0 1").moves("e2e4").illegal("d4e3", "EP-KING-SAFETY").depth(4).build());
        c.add(entry("ep-king-safety-diagonal-pin", "EP-KING-SAFETY",
                "The bishop on g7 pins e5 to the king on c3; d6 is off that diagonal.")
                .fen("4k3/3p2b1/8/4P3/8/2K5/8/8 b - - 0 1").moves("d7d5").illegal("e5d6", "EP-KING-SAFETY").build());
        c.add(entry("ep-king-safety-along-the-pin", "EP-KING-SAFETY",
                "The bishop on b8 pins e5 to the king on h2; d6 lies on that same diagonal, so e5xd6 is legal.")
                .fen("1b2k3/3p4/8/4P3/8/8/7K/8 b - - 0 1").moves("d7d5").legal("e5d6").build());
        c.add(entry("ep-king-safety-resolves-check", "EP-KING-SAFETY EP-OPTIONAL",
                "...d7-d5 gives check; taking the checking pawn en passant is White's only legal move.")
                .fen("5r1k/3p4/2p5/1n2P3/4K3/r7/8/8 b - - 0 1").moves("d7d5").legal("e5d6").build());
        c.add(entry("ep-king-safety-check-remains", "EP-KING-SAFETY",
                "...d7-d5 uncovers the bishop c8 against the king on h3; e5xd6 leaves that check standing.")
                .fen("2b1k3/3p4/8/4P3/8/7K/8/8 b - - 0 1").moves("d7d5").illegal("e5d6", "EP-KING-SAFETY").build());
        c.add(entry("ep-effects-discovered-check-rank", "EP-EFFECTS",
                "Both pawns leave the fifth rank: the rook on h5 checks the king on a5.")
                .fen("8/8/8/k2pP2R/8/8/8/4K3 w - d6 0 2").legal("e5d6").build());
        c.add(entry("ep-effects-discovered-check-diagonal", "EP-EFFECTS",
                "The e5 pawn leaves the c3-g7 diagonal: the bishop checks the king on g7.")
                .fen("8/6k1/8/3pP3/8/2B5/8/4K3 w - d6 0 2").legal("e5d6").build());
        c.add(entry("ep-repetition-unusable-square", "EP-REPETITION GM-REPETITION",
                "After 1.e4 the square e3 allows no capture; the knights' dance repeats that position a third time.")
                .moves("e2e4 g8f6 b1c3 f6g8 c3b1 g8f6 b1c3 f6g8 c3b1").depth(2).build());
        c.add(entry("ep-repetition-usable-square", "EP-REPETITION",
                "After ...d7-d5 White could take en passant; when the knights return, that position is not repeated.")
                .fen("4k1n1/3p4/8/4P3/8/8/8/4K1N1 b - - 0 1").moves("d7d5 g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8")
                .depth(3).build());

        // Outcomes.
        c.add(entry("gm-mate-fools-mate", "GM-MATE", "1.f3 e5 2.g4 Qh4#: checkmate.")
                .moves("f2f3 e7e5 g2g4 d8h4").depth(1).build());
        c.add(entry("gm-mate-stalemate", "GM-MATE", "Black to move has no legal move and is not in check.")
                .fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").depth(1).build());

        // Chess960 castling (C960-*): written and run king-takes-rook (e1h1, UCI_Chess960 on).
        c.add(entry("c960-setup-position-0", "C960-SETUP C960-NOTATION",
                "Chess960 start position 0 (BBQNNRKR, Scharnagl's numbering): the rights belong to the rooks on f1 and h1.")
                .fen("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1").depth(3).chess960().build());
        c.add(entry("c960-xfen-king-c1", "C960-CASTLE C960-NOTATION",
                "X-FEN KQkq with the king on c1: K is the outermost rook on its wing, e1 (the queen stands on h1);"
                        + " O-O, c1xe1, lands king g1, rook f1 (perft as published in python-chess's xfen-00).")
                .fen("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1").legal("c1e1").depth(3).chess960().build());
        c.add(entry("c960-castle-king-stays", "C960-CASTLE C960-NOTATION",
                "King g1, rook h1: O-O leaves the king where it is and puts the rook on f1; only g1h1 can write it.")
                .fen("4k3/8/8/8/8/8/8/6KR w H - 0 1").legal("g1h1").depth(3).chess960().build());
        c.add(entry("c960-castle-king-b1", "C960-CASTLE C960-NOTATION",
                "King b1, rook a1: O-O-O (b1xa1) puts the king on c1 and the rook on d1; b1c1 is also the king's plain step,"
                        + " which the standard form could not tell apart.")
                .fen("4k3/8/8/8/8/8/8/RK6 w A - 0 1").legal("b1a1").depth(3).chess960().build());
        c.add(entry("c960-castle-rook-attacked", "C960-CASTLE",
                "The rook on a1 is attacked by the rook on a8; only the king's squares must be safe: O-O-O is legal.")
                .fen("r3k3/8/8/8/8/8/8/RK6 w A - 0 1").legal("b1a1").depth(3).chess960().build());
        c.add(entry("c960-castle-rook-in-the-way", "C960-CASTLE",
                "King g1, castling rook f1 (queenside): the rook on e1 stands on the king's path to c1 (python-chess's"
                        + " hside-rook-blocks-aside-castling).")
                .fen("4rrk1/pbbp2p1/1ppnp3/3n1pqp/3N1PQP/1PPNP3/PBBP2P1/4RRK1 w Ff - 0 1").illegal("g1f1", "C960-CASTLE")
                .depth(3).chess960().build());
        c.add(entry("c960-castle-through-attack", "C960-CASTLE FIDE-3.8.2.2",
                "King b1 to g1 crosses e1, attacked by the rook on e8: O-O is refused.")
                .fen("k3r3/8/8/8/8/8/8/1K4R1 w G - 0 1").illegal("b1g1", "FIDE-3.8.2.2").depth(3).chess960().build());
        c.add(entry("c960-castle-out-of-check", "C960-CASTLE FIDE-3.8.2.2",
                "The rook on b8 checks the king on b1: O-O-O, though the king would only step to c1, is refused.")
                .fen("1r2k3/8/8/8/8/8/8/RK6 w A - 0 1").illegal("b1a1", "FIDE-3.8.2.2").depth(3).chess960().build());
        c.add(entry("c960-castle-right-lost", "C960-CASTLE C960-NOTATION FIDE-3.8.2.1",
                "The rook a1 went to a2 and back: the A right is gone (the castling field keeps K alone); b1xh1 still castles.")
                .fen("4k3/8/8/8/8/8/8/RK5R w AH - 0 1").moves("a1a2 e8e7 a2a1 e7e8").illegal("b1a1", "FIDE-3.8.2.1")
                .depth(3).chess960().build());
        c.add(entry("c960-castle-black", "C960-CASTLE C960-NOTATION",
                "Black: king b8, rooks a8 and h8 (Shredder ah); O-O, b8xh8, lands king g8, rook f8.")
                .fen("rk5r/8/8/8/8/8/8/4K3 b ah - 0 1").legal("b8h8").depth(3).chess960().build());
        c.add(entry("c960-notation-standard-arrangement", "C960-NOTATION FIDE-3.8.2",
                "Arrangement 518 is the initial position: in Chess960 notation White's O-O is e1h1 and Black's e8h8.")
                .moves("e2e4 e7e5 g1f3 g8f6 f1c4 f8c5 e1h1").legal("e8h8").depth(3).chess960().build());

        // The general move rules, through classic perft positions.
        c.add(entry("perft-initial", "FIDE-3 FIDE-3.7.2", "The initial position.").depth(4).build());
        c.add(entry("perft-kiwipete", "FIDE-3.8.2 EP-LANDING FIDE-3.7.3.3",
                "Kiwipete: castling both ways, en passant, promotions, pins.")
                .fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").depth(3).build());
        c.add(entry("perft-position-3", "EP-KING-SAFETY FIDE-3.9",
                "Position 3: rank pins and en passant in an endgame.")
                .fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1").depth(4).build());
        c.add(entry("perft-position-4", "FIDE-3.7.3.3 FIDE-3.8.2", "Position 4: promotions and castling under attack.")
                .fen("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1").depth(3).build());
        c.add(entry("perft-position-5", "FIDE-3.7.3.3", "Position 5: promotion with capture and check.")
                .fen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8").depth(3).build());
        c.add(entry("perft-ep-evasion", "EP-KING-SAFETY EP-EFFECTS", "En passant in and out of check.")
                .fen("8/8/8/5k2/3p4/8/4P3/4K3 w - - 0 1").depth(5).build());
        return c;
    }
}
