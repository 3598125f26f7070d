package org.heterodox.tournament.trf;

/** A TRF16 text that cannot be read: the message names the line and what is wrong with it. */
public class TrfException extends RuntimeException {
    public TrfException(int line, String message) {
        super("TRF line " + line + ": " + message);
    }

    public TrfException(String message) {
        super(message);
    }
}
