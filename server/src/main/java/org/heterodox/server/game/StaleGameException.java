package org.heterodox.server.game;

/**
 * The stored game changed under this server's copy (another server, or another path of this one,
 * stored a newer version): the copy is dropped and the request is run again on the stored state; only
 * when that keeps happening does the client hear of it, as a conflict.
 */
public final class StaleGameException extends GameException {
    public StaleGameException(String message) {
        super(Kind.CONFLICT, message);
    }
}
