package org.heterodox.server.mail;

/**
 * One plain-text mail to one address.
 *
 * @param unsubscribeUrl for a notice, the one-click unsubscribe link (sent as {@code List-Unsubscribe}); else null
 */
public record Mail(String to, String subject, String text, String unsubscribeUrl) {
}
