package org.heterodox.server.account;

/**
 * An account's e-mail settings.
 *
 * @param email null when the player gave none
 * @param verified whether the player followed the verification link sent to {@code email}
 * @param language the language its mails are written in ("en", "it"), or null (the request's)
 * @param turnNotices a digest of the correspondence games waiting for the player's move, at most hourly
 * @param roundNotices a mail when a round of one of the player's tournaments starts
 */
public record AccountEmail(String email, boolean verified, String language, boolean turnNotices, boolean roundNotices) {
    /** Whether notices may go to the address: one the player proved is theirs. */
    public boolean reachable() {
        return email != null && verified;
    }
}
