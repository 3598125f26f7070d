package org.heterodox.tournament.standings;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfTournament;

/**
 * Tie-breaks checked against an independent implementation: the FIDE Technical Commission's
 * TieBreakServer (Python, run from its public repository) computes Buchholz, Buchholz Cut-1,
 * Sonneborn-Berger and wins for the 40 random tournaments of the test resources; {@link Standings}
 * computes them too; every value is compared. Not a unit test: it needs the other program.
 *
 * <pre>
 * java -cp tournament/target/classes:tournament/target/test-classes \
 *     org.heterodox.tournament.standings.TieBreakAgreement /path/to/TieBreakServer
 * </pre>
 */
public final class TieBreakAgreement {
    private static final List<TieBreak> ORDER = List.of(TieBreak.BUCHHOLZ, TieBreak.BUCHHOLZ_CUT1,
            TieBreak.SONNEBORN_BERGER, TieBreak.WINS);

    private TieBreakAgreement() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        Path server = Path.of(args[0]);
        int values = 0;
        int agreed = 0;
        int shown = 0;
        Path work = Files.createTempDirectory("tiebreaks");
        for (int i = 0; i < 40; i++) {
            String text;
            try (InputStream in = TieBreakAgreement.class.getResourceAsStream(String.format("/pairing/bbp/rtg-%03d.trf", i))) {
                text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            }
            Path file = work.resolve("t.trf");
            Files.writeString(file, text, StandardCharsets.ISO_8859_1);
            Process process = new ProcessBuilder("python3", "tiebreakchecker.py", "-i", file.toString(), "-t", "PTS", "BH",
                    "BH/C1", "SB", "WIN", "-s", "-dT").directory(server.toFile()).redirectErrorStream(true).start();
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            process.waitFor();
            Map<Integer, double[]> theirs = new HashMap<>();
            for (String line : output.split("\n")) {
                String[] cells = line.trim().split("\t");
                if (cells.length == 7 && cells[0].matches("\\d+")) {
                    theirs.put(Integer.parseInt(cells[0]), new double[] {Double.parseDouble(cells[3]),
                            Double.parseDouble(cells[4]), Double.parseDouble(cells[5]), Double.parseDouble(cells[6])});
                }
            }
            TrfTournament t = TrfReader.read(text);
            for (StandingRow row : Standings.compute(t.entrants(), t.roundsWithResults(), ORDER, false)) {
                double[] expected = theirs.get(row.number());
                for (int k = 0; k < ORDER.size(); k++) {
                    values++;
                    if (expected != null && Math.abs(expected[k] - row.tieBreaks().get(k)) < 1e-9) {
                        agreed++;
                    } else if (shown++ < 10) {
                        System.out.println("tournament " + i + " player " + row.number() + " " + ORDER.get(k).wire()
                                + ": TieBreakServer " + (expected == null ? "none" : expected[k]) + ", Heterodox "
                                + row.tieBreaks().get(k));
                    }
                }
            }
        }
        System.out.printf("tie-break values %d, agreeing %d (%.2f%%)%n", values, agreed, 100.0 * agreed / values);
    }
}
