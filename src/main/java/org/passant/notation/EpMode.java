package org.passant.notation;

/** When FEN output writes the en passant square (EP-FEN). */
public enum EpMode {
    /** Only when a legal en passant capture exists (the default). */
    LEGAL("legal"),
    /** After every double step, as plain FEN does. */
    FEN("fen"),
    /** When an own pawn stands ready to capture, legal or not (X-FEN). */
    XFEN("xfen");

    private final String id;

    EpMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The mode named {@code id}, or null. */
    public static EpMode byId(String id) {
        for (EpMode m : values()) {
            if (m.id.equalsIgnoreCase(id)) {
                return m;
            }
        }
        return null;
    }
}
