package org.heterodox.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Variants;
import org.junit.jupiter.api.Test;

/** Each opening is played twice with the colours swapped, or as often as -repeat says; a round robin meets every pair. */
class MatchScheduleTest {

    @Test
    void eachOpeningIsPlayedOnceWithEachColour() throws Exception {
        OpeningBook book = OpeningBook.random(Variants.of("chess"), 4, 11);
        List<Match.Pairing> games = Match.schedule(2, 6, 1, book, 2);
        assertThat(games).hasSize(6);
        for (int g = 0; g < 6; g += 2) {
            Match.Pairing a = games.get(g);
            Match.Pairing b = games.get(g + 1);
            assertThat(b.opening()).isSameAs(a.opening());
            assertThat(b.white()).isEqualTo(a.black());
            assertThat(b.black()).isEqualTo(a.white());
        }
        assertThat(games.get(0).opening()).isNotEqualTo(games.get(2).opening());
        assertThat(games).extracting(Match.Pairing::number).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void roundRobinPairsEveryEngineWithEveryOther() throws Exception {
        List<Match.Pairing> games = Match.schedule(3, 2, 2, OpeningBook.start(Variants.of("chess")), 2);
        assertThat(games).hasSize(12);
        for (int i = 0; i < 3; i++) {
            for (int j = 0; j < 3; j++) {
                if (i != j) {
                    int white = i;
                    int black = j;
                    assertThat(games).filteredOn(p -> p.white() == white && p.black() == black).hasSize(2);
                }
            }
        }
    }

    @Test
    void withRepeatOneEveryGameHasItsOwnOpeningAndTheColoursAlternate() throws Exception {
        OpeningBook book = OpeningBook.random(Variants.of("chess"), 4, 11);
        List<Match.Pairing> games = Match.schedule(2, 4, 1, book, 1);
        assertThat(games).extracting(Match.Pairing::opening).doesNotHaveDuplicates();
        assertThat(games).extracting(Match.Pairing::white).containsExactly(0, 1, 0, 1);
    }

    @Test
    void repeatIsReadFromTheCommandLineAndMustBePositive() {
        List<String> engines = List.of("-engine", "builtin=random", "-engine", "builtin=random");
        assertThat(MatchArguments.parse(engines).repeat()).isEqualTo(2);
        List<String> args = new ArrayList<>(engines);
        args.addAll(List.of("-repeat", "1"));
        assertThat(MatchArguments.parse(args).repeat()).isEqualTo(1);
        args.set(args.size() - 1, "0");
        assertThatThrownBy(() -> MatchArguments.parse(args))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-repeat");
    }
}
