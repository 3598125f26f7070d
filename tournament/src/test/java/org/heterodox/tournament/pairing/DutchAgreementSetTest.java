package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.heterodox.tournament.trf.ReportCheck;
import org.heterodox.tournament.trf.TrfReader;
import org.heterodox.tournament.trf.TrfTournament;
import org.junit.jupiter.api.Test;

/**
 * The recorded agreement set: random tournaments that bbpPairings (FIDE-endorsed) generated and paired round by
 * round (resources pairing/bbp: 40 tournaments of 4 to 40 players; pairing/bbp-ci: 30 of 10 to 70 players, made
 * by {@link DutchAgreement} with seed 2026, the generator's seed in each file name). Every round is paired again
 * from the results before it: it must be bbpPairings' pairing exactly (games, colours, bye), and neither pairing
 * may break an absolute criterion. Runs without bbpPairings installed.
 */
class DutchAgreementSetTest {
    static TrfTournament resource(String path) throws IOException {
        try (InputStream in = DutchAgreementSetTest.class.getResourceAsStream(path)) {
            return TrfReader.read(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1));
        }
    }

    private static List<String> files() throws IOException {
        List<String> files = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            files.add(String.format("/pairing/bbp/rtg-%03d.trf", i));
        }
        try (InputStream in = DutchAgreementSetTest.class.getResourceAsStream("/pairing/bbp-ci/index.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank()) {
                    files.add("/pairing/bbp-ci/" + line.trim());
                }
            }
        }
        return files;
    }

    @Test
    void everyRecordedRoundIsPairedExactlyAsBbpPairingsDid() throws IOException {
        int rounds = 0;
        List<String> differing = new ArrayList<>();
        for (String file : files()) {
            TrfTournament t = resource(file);
            int planned = t.plannedRounds() != null ? t.plannedRounds() : t.roundsWithResults();
            for (ReportCheck.Round round : ReportCheck.check(t, planned)) {
                rounds++;
                if (!round.agrees()) {
                    differing.add(file + " round " + round.number() + ": bbpPairings "
                            + DutchAgreement.describe(round.report()) + ", ours "
                            + (round.ours() == null ? round.oursError() : DutchAgreement.describe(round.ours())));
                }
                assertThat(round.ourViolations()).as(file + " round " + round.number()).isEmpty();
                assertThat(round.reportViolations()).as(file + " round " + round.number()).isEmpty();
            }
        }
        assertThat(rounds).isEqualTo(309 + 235);
        assertThat(differing).isEmpty();
    }
}
