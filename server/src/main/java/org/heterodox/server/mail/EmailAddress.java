package org.heterodox.server.mail;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What the server accepts as an e-mail address: at most 254 characters, one {@code @} with a local part of at
 * most 64 characters and a dotted domain, no spaces or control characters (so no CR/LF can reach a mail header),
 * no quoting or comments.
 */
public final class EmailAddress {
    public static final int MAX_LENGTH = 254;
    private static final Pattern SHAPE = Pattern.compile(
            "[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                    + "(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+");

    private EmailAddress() {
    }

    public static boolean valid(String address) {
        return address != null && address.length() <= MAX_LENGTH && SHAPE.matcher(address).matches()
                && !address.startsWith(".") && !address.contains("..") && !address.contains(".@");
    }

    /** The form addresses are compared and counted in: the domain in lower case, the local part as written. */
    public static String normalized(String address) {
        int at = address.lastIndexOf('@');
        return address.substring(0, at) + "@" + address.substring(at + 1).toLowerCase(Locale.ROOT);
    }
}
