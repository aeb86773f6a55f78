package org.passant.position;

/**
 * Bad input from a user: a malformed FEN, an impossible position, an unknown or illegal move.
 * Its message is one line that names what was wrong and where; the CLI prints it and exits 2.
 * Messages quote the input with {@link #quote}, so a megabyte of input or a control character
 * never reaches the terminal as it came.
 */
public class InvalidInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The most characters of the offending input that a message quotes. */
    public static final int QUOTE_LIMIT = 80;

    public InvalidInputException(String message) {
        super(message);
    }

    /**
     * The text in single quotes, control and other invisible characters escaped ({@code \t},
     * {@code \n}, {@code \r}, otherwise {@code \}{@code uXXXX}), and cut to {@link #QUOTE_LIMIT}
     * characters with its full length said: {@code 'rnbqkbnr/pp...' (1048576 characters)}.
     */
    public static String quote(String text) {
        if (text == null) {
            return "''";
        }
        int length = text.codePointCount(0, text.length());
        String shown = visible(text, QUOTE_LIMIT);
        return "'" + shown + "'" + (length > QUOTE_LIMIT ? " (" + length + " characters)" : "");
    }

    /**
     * Text from elsewhere (a library's message, an engine's name) as a message may show it: invisible
     * characters escaped, at most {@code max} characters kept, "..." marking a cut.
     */
    public static String visible(String text, int max) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int i = 0;
        int shown = 0;
        while (i < text.length() && shown < max) {
            int c = text.codePointAt(i);
            sb.append(escape(c));
            shown++;
            i += Character.charCount(c);
        }
        return i < text.length() ? sb + "..." : sb.toString();
    }

    /**
     * The text without the spaces and tabs around it, if it has no control or other invisible
     * character (String.trim would drop a trailing one unseen); otherwise the error, naming
     * {@code what} and the character's column.
     */
    public static String visibleInput(String what, String text) {
        String t = text == null ? "" : text;
        for (int i = 0; i < t.length(); i = t.offsetByCodePoints(i, 1)) {
            int c = t.codePointAt(i);
            if (c != ' ' && c != '\t' && isInvisible(c)) {
                throw new InvalidInputException(what + " " + quote(t) + ": the control character " + escape(c)
                        + " at column " + (t.codePointCount(0, i) + 1));
            }
        }
        return stripSpaces(t);
    }

    /** The text without the spaces and tabs around it (by hand: the pattern [ \t]+$ takes quadratic time on a long run of spaces). */
    public static String stripSpaces(String t) {
        int start = 0;
        int end = t.length();
        while (start < end && (t.charAt(start) == ' ' || t.charAt(start) == '\t')) {
            start++;
        }
        while (end > start && (t.charAt(end - 1) == ' ' || t.charAt(end - 1) == '\t')) {
            end--;
        }
        return t.substring(start, end);
    }

    /** One character as a message shows it: itself when visible, else an escape. */
    public static String escape(int c) {
        switch (c) {
            case '\t':
                return "\\t";
            case '\n':
                return "\\n";
            case '\r':
                return "\\r";
            default:
                break;
        }
        if (isInvisible(c)) {
            return c > 0xFFFF ? String.format("\\U%06X", c) : String.format("\\u%04X", c);
        }
        return new String(Character.toChars(c));
    }

    /** Control, format (such as right-to-left overrides), separator and unassigned characters, and lone surrogates. */
    public static boolean isInvisible(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.UNASSIGNED, Character.SURROGATE, Character.PRIVATE_USE -> true;
            default -> false;
        };
    }
}
