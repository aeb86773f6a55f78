package org.passant.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.passant.position.InvalidInputException;
import org.passant.position.Move;
import org.passant.position.Position;
import org.passant.position.RepetitionKey;
import org.passant.kernel.Piece;
import org.passant.notation.San;

/**
 * A game: the positions played from a start, with undo, repetition, outcomes and an optional
 * clock. Undo (GM-UNDO) pops the last position, so it restores castling rights, the en passant
 * right, both counters and the repetition history exactly.
 */
public final class Game {
    private final List<Position> positions = new ArrayList<>();
    private final List<Move> moves = new ArrayList<>();
    private final List<RepetitionKey> keys = new ArrayList<>();
    private final DrawPolicy policy;
    private Clock clock;
    private boolean drawIfOpponentCannotMate;
    private Outcome claimed;
    private Outcome flagged;
    /** A result recorded by the players or a referee: resignation, agreed draw, forfeit, a flag seen by a referee. */
    private Outcome decided;
    private int drawOfferedBy;

    /** A game of chess from the initial position, with the automatic draw policy. */
    public Game() {
        this(Position.initial(), DrawPolicy.AUTOMATIC);
    }

    public Game(Position start) {
        this(start, DrawPolicy.AUTOMATIC);
    }

    public Game(Position start, DrawPolicy policy) {
        positions.add(start);
        keys.add(start.repetitionKey());
        this.policy = policy;
    }

    /** Attaches a clock; White's (or the side to move's) starts running at once. */
    public Game withClock(Clock clock, boolean drawIfOpponentCannotMate) {
        this.clock = clock;
        this.drawIfOpponentCannotMate = drawIfOpponentCannotMate;
        clock.run(position().sideToMove());
        return this;
    }

    public Optional<Clock> clock() {
        return Optional.ofNullable(clock);
    }

    public DrawPolicy policy() {
        return policy;
    }

    public Position position() {
        return positions.get(positions.size() - 1);
    }

    public Position startPosition() {
        return positions.get(0);
    }

    /** The moves played, oldest first. */
    public List<Move> moves() {
        return Collections.unmodifiableList(moves);
    }

    /** The positions of the game, from the start to the current one. */
    public List<Position> positions() {
        return Collections.unmodifiableList(positions);
    }

    public List<Move> legalMoves() {
        return isOver() ? List.of() : position().legalMoves();
    }

    /**
     * Plays a legal move, read as written first and castling also in the standard form
     * (C960-NOTATION: e1h1, or e1g1 where that is no other legal move; {@link Position#meant}), recorded
     * king takes rook with castling marked; refuses it when the game is over or the move is illegal.
     */
    public Game play(Move typed) {
        Optional<Outcome> over = outcome();
        if (over.isPresent()) {
            throw new InvalidInputException("the game is over: " + over.get());
        }
        Move move = position().meant(typed);
        Position next = position().play(move);
        if (drawOfferedBy == -position().sideToMove()) {
            drawOfferedBy = 0; // the offer was not taken up: the opponent moved instead
        }
        positions.add(next);
        moves.add(move);
        keys.add(next.repetitionKey());
        if (clock != null) {
            clock.run(next.sideToMove());
        }
        return this;
    }

    /** Plays a move given in SAN or UCI. */
    public Move play(String move) {
        Move m = San.parseAny(position(), move);
        play(m);
        return m;
    }

    /** Takes back the last move; returns it. */
    public Move undo() {
        if (moves.isEmpty()) {
            throw new InvalidInputException("no move to undo");
        }
        positions.remove(positions.size() - 1);
        keys.remove(keys.size() - 1);
        claimed = null;
        flagged = null;
        decided = null;
        drawOfferedBy = 0;
        Move last = moves.remove(moves.size() - 1);
        if (clock != null) {
            clock.run(position().sideToMove());
        }
        return last;
    }

    /** How many times the current position has occurred in this game, this time included. */
    public int repetitions() {
        RepetitionKey current = keys.get(keys.size() - 1);
        int n = 0;
        for (RepetitionKey k : keys) {
            if (k.equals(current)) {
                n++;
            }
        }
        return n;
    }

    /** Whether the side to move may claim a draw now (threefold, fifty moves). */
    public boolean canClaimDraw() {
        return outcome().isEmpty() && (repetitions() >= 3 || position().halfmoveClock() >= 100);
    }

    /** Claims a draw under the FIDE policy; refuses when no claim is possible. */
    public Outcome claimDraw() {
        if (!canClaimDraw()) {
            throw new InvalidInputException("no draw can be claimed in this position");
        }
        claimed = new Outcome(repetitions() >= 3 ? Termination.THREEFOLD_REPETITION : Termination.FIFTY_MOVES, 0);
        return claimed;
    }

    public boolean isOver() {
        return outcome().isPresent();
    }

    /** The outcome when the game is over. */
    public Optional<Outcome> outcome() {
        Position p = position();
        if (p.isVariantEnd()) {
            return Optional.of(new Outcome(Termination.KING_EXPLODED, p.variant().variantWinner(p.state())));
        }
        boolean noMoves = p.legalMoves().isEmpty();
        if (noMoves && p.isCheck()) {
            return Optional.of(new Outcome(Termination.CHECKMATE, -p.sideToMove()));
        }
        if (noMoves) {
            return Optional.of(new Outcome(Termination.STALEMATE, 0));
        }
        if (decided != null) {
            return Optional.of(decided);
        }
        if (flagged != null) {
            return Optional.of(flagged);
        }
        if (clock != null && clock.flagged() != 0) {
            int loser = clock.flagged();
            clock.stop();
            flagged = flagOutcome(p, loser, drawIfOpponentCannotMate);
            return Optional.of(flagged);
        }
        if (p.deadPosition()) {
            return Optional.of(new Outcome(Termination.DEAD_POSITION, 0));
        }
        int reps = repetitions();
        if (reps >= 5) {
            return Optional.of(new Outcome(Termination.FIVEFOLD_REPETITION, 0));
        }
        if (p.halfmoveClock() >= 150) {
            return Optional.of(new Outcome(Termination.SEVENTY_FIVE_MOVES, 0));
        }
        if (policy == DrawPolicy.AUTOMATIC) {
            if (reps >= 3) {
                return Optional.of(new Outcome(Termination.THREEFOLD_REPETITION, 0));
            }
            if (p.halfmoveClock() >= 100) {
                return Optional.of(new Outcome(Termination.FIFTY_MOVES, 0));
            }
        }
        return Optional.ofNullable(claimed);
    }

    /**
     * GM-FLAG: {@code loser}'s time ran out. The flag loses; with {@code fideReading}, it draws
     * instead when the opponent could not have mated (in atomic chess: exploded the king) by any
     * series of legal moves. For a referee that keeps the time itself.
     */
    public Outcome flag(int loser, boolean fideReading) {
        refuseWhenOver();
        decided = flagOutcome(position(), loser, fideReading);
        return decided;
    }

    private static Outcome flagOutcome(Position p, int loser, boolean fideReading) {
        if (fideReading && p.insufficientMaterial(-loser)) {
            return new Outcome(Termination.TIMEOUT_VS_INSUFFICIENT_MATERIAL, 0);
        }
        return new Outcome(Termination.TIME_FORFEIT, -loser);
    }

    /** GM-RESIGN: {@code side} resigns, on its own move or the opponent's. */
    public Outcome resign(int side) {
        refuseWhenOver();
        decided = new Outcome(Termination.RESIGNATION, -side);
        return decided;
    }

    /** GM-RESIGN: {@code side} offers a draw; it stands until the opponent accepts it or the next move is played. */
    public void offerDraw(int side) {
        refuseWhenOver();
        drawOfferedBy = side;
    }

    /** GM-RESIGN: {@code side} accepts the opponent's standing offer; refused when there is none. */
    public Outcome acceptDraw(int side) {
        refuseWhenOver();
        if (drawOfferedBy != -side) {
            throw new InvalidInputException("no draw offer from " + sideName(-side) + " to accept");
        }
        decided = new Outcome(Termination.DRAW_AGREED, 0);
        return decided;
    }

    /** A referee's verdict: {@code side} forfeits the game (an illegal move, a crash, no answer in time). */
    public Outcome forfeit(int side) {
        refuseWhenOver();
        decided = new Outcome(Termination.FORFEIT, -side);
        return decided;
    }

    private void refuseWhenOver() {
        Optional<Outcome> over = outcome();
        if (over.isPresent()) {
            throw new InvalidInputException("the game is over: " + over.get());
        }
    }

    /** The side whose turn it is. */
    public int turn() {
        return position().sideToMove();
    }

    /** "white" or "black". */
    public static String sideName(int side) {
        return side == Piece.WHITE ? "white" : "black";
    }
}
