package org.passant.match;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.passant.notation.Fen;
import org.passant.position.InvalidInputException;
import org.passant.position.Position;
import org.passant.position.Validation;
import org.passant.position.Variant;

/**
 * A file of opening positions, one per line: a FEN (six fields) or an EPD line (four fields,
 * then operations such as {@code id "..."; } which are ignored); {@code #} starts a comment.
 * Every position is validated strictly; an error names the file and line.
 */
public final class Openings {
    private Openings() {
    }

    public static List<Position> read(Path file, Variant variant) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new InvalidInputException("--openings " + file + ": cannot read: " + e.getMessage());
        }
        List<Position> result = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            int hash = line.indexOf('#');
            String text = (hash >= 0 ? line.substring(0, hash) : line).strip();
            if (text.isEmpty()) {
                continue;
            }
            String[] fields = text.split("\\s+");
            if (fields.length < 4) {
                throw new InvalidInputException("--openings " + file + ", line " + (i + 1) + ": expected a FEN or an EPD line, not '" + text + "'");
            }
            String fen = String.join(" ", fields[0], fields[1], fields[2], fields[3]);
            if (fields.length >= 6 && fields[4].matches("\\d+") && fields[5].matches("\\d+")) {
                fen += " " + fields[4] + " " + fields[5];
            }
            try {
                result.add(Fen.position(fen, variant, Validation.STRICT));
            } catch (InvalidInputException e) {
                throw new InvalidInputException("--openings " + file + ", line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (result.isEmpty()) {
            throw new InvalidInputException("--openings " + file + ": no positions in the file");
        }
        return result;
    }
}
