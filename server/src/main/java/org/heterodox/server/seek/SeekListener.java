package org.heterodox.server.seek;

/** Hears the seeks change and the seeks taken (the lobby's live channel). */
public interface SeekListener {

    /** The open seeks changed (added, taken, cancelled or expired). */
    void seeksChanged();

    /** A seek was taken (on this server or another): the seeker's game is {@code gameId}. */
    void seekAccepted(String seekId, long seeker, String gameId);
}
