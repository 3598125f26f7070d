package org.heterodox.server.challenge;

/** Hears every change of a challenge (made, accepted, declined, cancelled, expired), on this server or another. */
public interface ChallengeListener {
    void changed(Challenge challenge);
}
