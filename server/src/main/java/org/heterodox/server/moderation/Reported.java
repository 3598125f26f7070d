package org.heterodox.server.moderation;

/**
 * A report's target once found: a key that tells targets apart (one open report per reporter and key), a
 * label for moderators, the account it concerns (null for an anonymous chat line) and the evidence.
 */
record Reported(String key, String label, Long account, Evidence evidence) {
}
