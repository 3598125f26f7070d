package org.heterodox.server.account;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a user name and a password may be. Names are 2 to 20 letters, digits, {@code _} and {@code -},
 * starting with a letter, unique regardless of case; a few names are reserved because the site itself
 * shows them (the engine, anonymous and deleted players). Passwords follow NIST SP 800-63B: at least 8
 * characters, at most 200 (hashing longer input is a denial-of-service lever), no composition rules,
 * and not a common password, a keyboard pattern or the user name ({@link PasswordStrength}).
 */
public final class NameRules {
    public static final int MIN_NAME = 2;
    public static final int MAX_NAME = 20;
    public static final int MIN_PASSWORD = 8;
    public static final int MAX_PASSWORD = 200;
    private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{1,19}");
    private static final Set<String> RESERVED = Set.of("anonymous", "deleted", "engine", "heterodox", "admin",
            "administrator", "moderator", "system", "guest");

    private NameRules() {
    }

    /** The case-folded form under which a name is unique. */
    public static String key(String name) {
        return name.toLowerCase(Locale.ROOT);
    }

    /** Refuses a name that breaks the rules, saying which. */
    public static void checkName(String name) {
        if (name == null || name.isEmpty()) {
            throw invalid("a user name is required");
        }
        if (name.length() < MIN_NAME || name.length() > MAX_NAME) {
            throw invalid("a user name has " + MIN_NAME + " to " + MAX_NAME + " characters");
        }
        if (!NAME.matcher(name).matches()) {
            throw invalid("a user name starts with a letter and holds only letters, digits, _ and -");
        }
        if (RESERVED.contains(key(name))) {
            throw invalid("the user name '" + name + "' is reserved");
        }
    }

    /** Refuses a password that breaks the rules, saying which. */
    public static void checkPassword(String name, String password) {
        if (password == null || password.length() < MIN_PASSWORD) {
            throw invalid("a password has at least " + MIN_PASSWORD + " characters");
        }
        if (password.length() > MAX_PASSWORD) {
            throw invalid("a password has at most " + MAX_PASSWORD + " characters");
        }
        if (name != null && password.equalsIgnoreCase(name)) {
            throw invalid("the password must not be the user name");
        }
        if (!PasswordStrength.strongEnough(name, password)) {
            throw invalid("this password is too easy to guess (a common password, a keyboard pattern, a sequence or"
                    + " your user name); choose a longer or less common one, a phrase of a few words works well");
        }
    }

    private static AccountException invalid(String message) {
        return new AccountException(AccountException.Kind.INVALID, message);
    }
}
