package org.heterodox.server.account;

import java.util.ArrayList;
import java.util.List;
import me.gosimple.nbvcxz.Nbvcxz;
import me.gosimple.nbvcxz.resources.ConfigurationBuilder;
import me.gosimple.nbvcxz.resources.Dictionary;
import me.gosimple.nbvcxz.resources.DictionaryBuilder;

/**
 * How hard a password is to guess, estimated by nbvcxz against the dictionaries of common passwords,
 * names and words it ships, keyboard patterns, repeats, sequences, dates and leet substitutions, and
 * the player's own user name (NIST SP 800-63B asks for a check against commonly used and
 * context-specific values). A password under {@link #MIN_ENTROPY_BITS} bits is refused.
 */
public final class PasswordStrength {
    /** About a million guesses: out of reach of an online attack that the login throttle slows down. */
    public static final double MIN_ENTROPY_BITS = 20;

    private PasswordStrength() {
    }

    /** The estimated entropy of {@code password} in bits, with {@code name} and the site's name counted as known words. */
    public static double entropyBits(String name, String password) {
        List<Dictionary> dictionaries = new ArrayList<>(Dictionaries.DEFAULT);
        DictionaryBuilder context = new DictionaryBuilder().setDictionaryName("context").setExclusion(true)
                .addWord("heterodox", 0);
        if (name != null && !name.isEmpty()) {
            context.addWord(NameRules.key(name), 0);
        }
        dictionaries.add(context.createDictionary());
        Nbvcxz estimator = new Nbvcxz(new ConfigurationBuilder().setDictionaries(dictionaries).createConfiguration());
        return estimator.estimate(password).getEntropy();
    }

    public static boolean strongEnough(String name, String password) {
        return entropyBits(name, password) >= MIN_ENTROPY_BITS;
    }

    /** Loads the dictionaries now (a second or so), so that the first registration does not wait for them. */
    public static void warmUp() {
        Dictionaries.DEFAULT.size();
    }

    /** The shipped dictionaries, read once on first use. */
    private static final class Dictionaries {
        static final List<Dictionary> DEFAULT = List.copyOf(ConfigurationBuilder.getDefaultDictionaries());
    }
}
