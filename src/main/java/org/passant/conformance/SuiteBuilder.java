package org.passant.conformance;

import java.util.ArrayList;
import java.util.List;

import org.passant.explain.ClauseVerdict;
import org.passant.explain.Explain;
import org.passant.explain.Explanation;
import org.passant.position.Move;
import org.passant.position.MoveGenerator;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;
import org.passant.game.DrawPolicy;
import org.passant.game.Game;
import org.passant.notation.EpMode;
import org.passant.notation.Fen;
import org.passant.notation.San;
import org.passant.notation.Uci;

/**
 * Computes a suite from the catalogue with the kernel: positions, legal moves, perft counts,
 * outcomes and verdicts. Every claim a case makes (its focus move legal or illegal, the clause
 * expected to fail) is checked against the kernel's explanation before it is written.
 */
public final class SuiteBuilder {
    private final Variant variant;
    private final MoveGenerator generator;

    public SuiteBuilder(Variant variant, MoveGenerator generator) {
        this.variant = variant;
        this.generator = generator;
    }

    public Suite build() {
        List<ConformanceCase> cases = new ArrayList<>();
        for (CaseSpec spec : Catalogue.cases(variant)) {
            cases.add(build(spec));
        }
        return new Suite(Suite.FORMAT, variant.id(), Provenance.current(), cases);
    }

    public ConformanceCase build(CaseSpec spec) {
        Game game = new Game(Fen.position(spec.startFen(), variant, Validation.STRICT), DrawPolicy.AUTOMATIC);
        for (String m : spec.moves()) {
            game.play(Uci.parseLegal(game.position(), m, spec.chess960()));
        }
        Position p = game.position();
        boolean chess960 = spec.chess960();
        List<ConformanceCase.LegalMove> legal = new ArrayList<>();
        for (Move m : p.legalMoves()) {
            legal.add(new ConformanceCase.LegalMove(m.uci(chess960), San.format(p, m)));
        }
        legal.sort(java.util.Comparator.comparing(ConformanceCase.LegalMove::uci));
        // the moves as the case's notation writes them (C960-NOTATION), whichever form the catalogue used
        List<String> moves = new ArrayList<>();
        Position q = Fen.position(spec.startFen(), variant, Validation.STRICT);
        for (String m : spec.moves()) {
            Move move = Uci.parseLegal(q, m, chess960);
            moves.add(move.uci(chess960));
            q = q.play(move);
        }
        List<Long> perft = new ArrayList<>();
        for (int d = 1; d <= spec.depth(); d++) {
            perft.add(generator.perft(p, d));
        }
        ConformanceCase.Outcome outcome = game.outcome()
                .map(o -> new ConformanceCase.Outcome(o.result(), o.termination().name().toLowerCase()))
                .orElse(null);
        return new ConformanceCase(spec.id(), spec.clauses(), spec.description(), spec.startFen(),
                chess960 ? Boolean.TRUE : null, moves, Fen.format(p, EpMode.LEGAL), Fen.format(p, EpMode.FEN), legal, perft,
                outcome, focus(spec, p));
    }

    private static ConformanceCase.Focus focus(CaseSpec spec, Position p) {
        if (spec.focus() == null) {
            return null;
        }
        Move move = Uci.parse(p, spec.focus()); // either castling form, marked from the position (C960-NOTATION)
        Explanation e = Explain.explain(p, move);
        List<String> failing = new ArrayList<>();
        List<String> holding = new ArrayList<>();
        for (ClauseVerdict c : e.clauses()) {
            (c.holds() ? holding : failing).add(c.id());
        }
        if (spec.focusLegal() != null && spec.focusLegal() != e.legal()) {
            throw new IllegalStateException("case " + spec.id() + ": " + spec.focus() + " is "
                    + (e.legal() ? "legal" : "illegal (" + failing + ")") + ", the catalogue says otherwise");
        }
        if (spec.focusFailing() != null && !failing.contains(spec.focusFailing())) {
            throw new IllegalStateException("case " + spec.id() + ": " + spec.focusFailing()
                    + " was expected to fail for " + spec.focus() + ", but the failing clauses are " + failing);
        }
        String after = e.legal() ? Fen.format(p.play(move), EpMode.LEGAL) : null;
        return new ConformanceCase.Focus(move.uci(spec.chess960()), e.legal(), e.legal() && p.isEnPassant(move), failing, holding, after);
    }
}
