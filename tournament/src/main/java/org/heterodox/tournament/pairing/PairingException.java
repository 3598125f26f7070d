package org.heterodox.tournament.pairing;

/** No pairing of a round can satisfy the absolute criteria (or the input is inconsistent); the message says why. */
public class PairingException extends RuntimeException {
    public PairingException(String message) {
        super(message);
    }
}
