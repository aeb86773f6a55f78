package org.passant.notation;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.passant.position.InvalidInputException;

/**
 * A text file read whole, but never more than a bound (so /dev/zero or a disk image is refused
 * after that many bytes, not when memory runs out), and only if it is UTF-8.
 */
public final class TextFile {
    private TextFile() {
    }

    /** The file's text; {@code what} names it in errors ("perft file", "suite"). */
    public static String read(Path file, int maxBytes, String what) {
        String shown = what + " " + InvalidInputException.quote(file.toString());
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        } catch (IOException e) {
            throw new InvalidInputException("cannot read " + shown + ": " + describe(e));
        }
        if (bytes.length > maxBytes) {
            throw new InvalidInputException(shown + ": larger than " + maxBytes / (1024 * 1024) + " MiB, which no "
                    + what + " is");
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new InvalidInputException(shown + ": not UTF-8 text");
        }
    }

    private static String describe(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
