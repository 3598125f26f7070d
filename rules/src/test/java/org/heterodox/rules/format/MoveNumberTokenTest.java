package org.heterodox.rules.format;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The PGN reader strips move numbers with a loop ({@link MoveNumbers}); it answers as the regex it
 * replaced did, on the usual tokens and on thousands of seeded random ones made of digits, dots and
 * move characters.
 */
class MoveNumberTokenTest {
    /** The reader's former pattern: {@code 12.}, {@code 12...}, {@code 12}, {@code 12.e4}, a lone {@code ...}. */
    private static final Pattern FORMER = Pattern.compile("(\\d*)(\\.+)(.*)|(\\d+)");

    private static String former(String text) {
        Matcher number = FORMER.matcher(text);
        if (!number.matches()) {
            return text;
        }
        return number.group(3) == null || number.group(3).isEmpty() ? null : number.group(3);
    }

    @Test
    void theUsualTokens() {
        assertThat(MoveNumbers.strip("12.")).isNull();
        assertThat(MoveNumbers.strip("12...")).isNull();
        assertThat(MoveNumbers.strip("12")).isNull();
        assertThat(MoveNumbers.strip("...")).isNull();
        assertThat(MoveNumbers.strip("12.e4")).isEqualTo("e4");
        assertThat(MoveNumbers.strip("3...Nf6")).isEqualTo("Nf6");
        assertThat(MoveNumbers.strip("0-0")).isEqualTo("0-0");
        assertThat(MoveNumbers.strip("0-0-0+")).isEqualTo("0-0-0+");
    }

    @Test
    void randomTokensAnswerAsTheFormerPattern() {
        Random random = new Random(43);
        String alphabet = "0123456789....e4Nf3x+#=O-!?";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder token = new StringBuilder();
            token.append(random.nextBoolean() ? '.' : (char) ('0' + random.nextInt(10)));
            for (int n = random.nextInt(8); n > 0; n--) {
                token.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = token.toString();
            assertThat(MoveNumbers.strip(text)).as(text).isEqualTo(former(text));
        }
    }
}
