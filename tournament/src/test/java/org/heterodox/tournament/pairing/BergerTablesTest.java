package org.heterodox.tournament.pairing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The generated tables equal the published Berger tables (3 to 16 players), and every table is a complete round robin. */
class BergerTablesTest {

    private static List<String> published() throws IOException {
        try (InputStream in = BergerTablesTest.class.getResourceAsStream("/pairing/berger-tables.txt")) {
            List<String> lines = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.trim());
                }
            }
            return lines;
        }
    }

    private static String written(List<Pairing> round) {
        return String.join(" ", round.stream().map(p -> p.white() + ":" + p.black()).toList());
    }

    @Test
    void everyTableFrom3To16PlayersIsGeneratedBoardForBoard() throws IOException {
        List<String> lines = published();
        assertThat(lines).hasSize(3 + 5 + 7 + 9 + 11 + 13 + 15);
        for (String line : lines) {
            String[] parts = line.split(" ", 3);
            int players = Integer.parseInt(parts[0]);
            int round = Integer.parseInt(parts[1]);
            assertThat(written(BergerTables.singleRoundRobin(players).get(round - 1))).as(line).isEqualTo(parts[2]);
            // An odd number of players uses the table of one more, the highest number the bye.
            assertThat(written(BergerTables.singleRoundRobin(players - 1).get(round - 1))).as(line).isEqualTo(parts[2]);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20})
    void everyPairMeetsOnceAndColoursAreBalanced(int players) {
        List<List<Pairing>> rounds = BergerTables.singleRoundRobin(players);
        int n = players % 2 == 0 ? players : players + 1;
        assertThat(rounds).hasSize(n - 1);
        Set<String> met = new HashSet<>();
        int[] whites = new int[n + 1];
        for (List<Pairing> round : rounds) {
            Set<Integer> seen = new HashSet<>();
            assertThat(round).hasSize(n / 2);
            for (Pairing p : round) {
                assertThat(seen.add(p.white()) && seen.add(p.black())).as("each plays once a round").isTrue();
                assertThat(met.add(Math.min(p.white(), p.black()) + "-" + Math.max(p.white(), p.black()))).isTrue();
                whites[p.white()]++;
            }
        }
        assertThat(met).hasSize(n * (n - 1) / 2);
        for (int player = 1; player <= n; player++) {
            assertThat(whites[player]).as("whites of %d", player).isBetween((n - 2) / 2, n / 2);
        }
        assertThat(BergerTables.byeNumber(players)).isEqualTo(players % 2 == 0 ? 0 : players + 1);
    }

    @Test
    void aDoubleRoundRobinReversesColoursAndSwapsTheLastTwoRoundsOfTheFirstCycle() {
        List<List<Pairing>> single = BergerTables.singleRoundRobin(6);
        List<List<Pairing>> twice = BergerTables.doubleRoundRobin(6);
        assertThat(twice).hasSize(10);
        assertThat(twice.get(3)).isEqualTo(single.get(4));
        assertThat(twice.get(4)).isEqualTo(single.get(3));
        assertThat(twice.get(5).get(0)).isEqualTo(new Pairing(6, 1));
        // Nobody gets one colour three times in a row.
        for (int player = 1; player <= 6; player++) {
            int streak = 0;
            Boolean last = null;
            for (List<Pairing> round : twice) {
                final int p = player;
                boolean white = round.stream().anyMatch(g -> g.white() == p);
                streak = last != null && last == white ? streak + 1 : 1;
                last = white;
                assertThat(streak).as("player %d", player).isLessThan(3);
            }
        }
        assertThatThrownBy(() -> BergerTables.singleRoundRobin(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
