package org.heterodox.tournament.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.heterodox.tournament.Outcome;
import org.junit.jupiter.api.Test;

/** TRF16: the reports bbpPairings writes read and write back unchanged; broken ones are TrfExceptions naming the line. */
class TrfReaderTest {
    static String resource(int index) throws IOException {
        try (InputStream in = TrfReaderTest.class.getResourceAsStream(String.format("/pairing/bbp/rtg-%03d.trf", index))) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }

    /** The report's lines, without trailing blanks or empty lines, in order (TrfWriter puts headers first). */
    private static java.util.List<String> lines(String text) {
        java.util.List<String> lines = new java.util.ArrayList<>();
        for (String line : text.split("\r\n|\r|\n")) {
            if (!line.isBlank()) {
                lines.add(line.stripTrailing());
            }
        }
        java.util.Collections.sort(lines);
        return lines;
    }

    @Test
    void reportsRoundTrip() throws IOException {
        for (int i = 0; i < 40; i++) {
            String text = resource(i);
            TrfTournament read = TrfReader.read(text);
            assertThat(lines(TrfWriter.write(read))).as("report " + i).isEqualTo(lines(text));
            assertThat(TrfWriter.write(TrfReader.read(TrfWriter.write(read)))).isEqualTo(TrfWriter.write(read));
        }
    }

    @Test
    void readsPlayersRoundsAndExtensions() throws IOException {
        TrfTournament t = TrfReader.read(resource(0) + "XXR 9\nXXC black1\nXXP 1 2\n");
        assertThat(t.name()).startsWith("AutoTest Tournament");
        assertThat(t.plannedRounds()).isEqualTo(9);
        assertThat(t.forbidden()).hasSize(1);
        assertThat(t.players().get(0).entrant().number()).isEqualTo(1);
        assertThat(t.players().get(0).entrant().rating()).isGreaterThan(1000);
        long byes = t.entrants().stream().flatMap(e -> e.results().stream())
                .filter(r -> r.outcome() == Outcome.PAIRING_BYE).count();
        assertThat(byes).isGreaterThanOrEqualTo(0);
    }

    @Test
    void controlAndFormatCharactersAreStrippedFromNamesAndHeaders() {
        // A NUL, a terminal escape sequence and a right-to-left override, each one column wide.
        String report = "012 Club\u0007 Open\n"
                + "001    1      Al\u0000pha\u001b[2J                        2000                             1.0    1     2 w 1\n"
                + "001    2      Be\u202Eta                             1900                             0.0    2     1 b 0\n";
        TrfTournament t = TrfReader.read(report);
        assertThat(t.name()).isEqualTo("Club Open");
        assertThat(t.players().get(0).entrant().name()).isEqualTo("Alpha[2J");
        assertThat(t.players().get(1).entrant().name()).isEqualTo("Beta");
        assertThat(TrfReader.printable("plain")).isEqualTo("plain");
    }

    @Test
    void brokenReportsNameTheLine() {
        String good = "012 Test\n"
                + "001    1      Alpha                             2000                             1.0    1     2 w 1\n"
                + "001    2      Beta                              1900                             0.0    2     1 b 0\n";
        assertThat(TrfReader.read(good).players()).hasSize(2);
        assertThatThrownBy(() -> TrfReader.read(good.replace("     2 w 1", "     3 w 1")))
                .isInstanceOf(TrfException.class).hasMessageContaining("line 2").hasMessageContaining("opponent 3");
        assertThatThrownBy(() -> TrfReader.read(good.replace("     1 b 0", "     1 b 1")))
                .isInstanceOf(TrfException.class).hasMessageContaining("disagree");
        assertThatThrownBy(() -> TrfReader.read(good.replace("2 w 1", "2 x 1")))
                .isInstanceOf(TrfException.class).hasMessageContaining("colour");
        assertThatThrownBy(() -> TrfReader.read(good + "XXR many\n")).isInstanceOf(TrfException.class)
                .hasMessageContaining("line 4");
    }

    /** Thousands of mutated reports: each reads, or fails with a TrfException; nothing else escapes, nothing hangs. */
    @Test
    void mutatedReportsNeverThrowAnythingElse() throws IOException {
        Random random = new Random(18);
        String alphabet = "0123456789 wb-+=UZHFWDLX.\n\r01X";
        for (int i = 0; i < 5000; i++) {
            StringBuilder text = new StringBuilder(resource(random.nextInt(40)));
            int mutations = 1 + random.nextInt(6);
            for (int m = 0; m < mutations && text.length() > 0; m++) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.setCharAt(at, alphabet.charAt(random.nextInt(alphabet.length())));
                    case 1 -> text.deleteCharAt(at);
                    default -> text.insert(at, alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            try {
                TrfWriter.write(TrfReader.read(text.toString()));
            } catch (TrfException expected) {
                assertThat(expected.getMessage()).isNotBlank();
            }
        }
    }
}
