package org.passant.cli;

import org.passant.position.Validation;

import picocli.CommandLine.Option;

/** --lenient: how strictly a position is validated. */
final class LenientOption {

    @Option(names = "--lenient",
            description = "Accept positions that cannot arise in a game but can be played from"
                    + " (impossible checks, too much material).")
    private boolean lenient;

    Validation validation() {
        return lenient ? Validation.LENIENT : Validation.STRICT;
    }
}
