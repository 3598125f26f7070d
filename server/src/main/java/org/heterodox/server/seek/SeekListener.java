package org.heterodox.server.seek;

/** Hears the seeks change and the seeks taken (the lobby's live channel). */
public interface SeekListener {

    /** The open seeks changed (added, taken, cancelled or expired). */
    void seeksChanged();

    /** A seek was taken: the seeker's game is {@code gameId}. */
    void seekAccepted(Seek seek, String gameId);
}
