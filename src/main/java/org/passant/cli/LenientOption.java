package org.passant.cli;

import org.passant.position.Validation;

import picocli.CommandLine.Option;

/** --lenient: how strictly a position is validated. */
final class LenientOption {

    @Option(names = "--lenient",
            description = "Accept positions that cannot arise in a game but can be played from (impossible checks,"
                    + " too much material, a halfmove clock above 0 beside an en passant square), a FEN of 5 fields or"
                    + " with a leading zero in a counter, and a SAN capture mark on a move that captures nothing.")
    private boolean lenient;

    Validation validation() {
        return lenient ? Validation.LENIENT : Validation.STRICT;
    }
}
