package org.heterodox.tournament.arena;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.Outcome;
import org.heterodox.tournament.pairing.Pairing;
import org.junit.jupiter.api.Test;

/** Arena points and pairing as lichess documents them. */
class ArenaScoringTest {
    private static ArenaGame game(Outcome outcome) {
        return new ArenaGame(outcome, false, 20);
    }

    @Test
    void twoWinsThenADrawMakeSixAsInLichessExample() {
        ArenaSheet sheet = ArenaScoring.score(List.of(game(Outcome.WIN), game(Outcome.WIN), game(Outcome.DRAW)));
        assertThat(sheet.points()).containsExactly(2, 2, 2);
        assertThat(sheet.total()).isEqualTo(6);
        assertThat(sheet.onFire()).isFalse();
    }

    @Test
    void aStreakDoublesWinsUntilAGameIsNotWon() {
        ArenaSheet sheet = ArenaScoring.score(List.of(game(Outcome.WIN), game(Outcome.WIN), game(Outcome.WIN),
                game(Outcome.WIN), game(Outcome.LOSS), game(Outcome.WIN)));
        assertThat(sheet.points()).containsExactly(2, 2, 4, 4, 0, 2);
        assertThat(sheet.onFire()).isFalse();
        assertThat(ArenaScoring.score(List.of(game(Outcome.WIN), game(Outcome.WIN))).onFire()).isTrue();
    }

    @Test
    void aBerserkedWinEarnsOnePointOnlyAfterSevenMoves() {
        assertThat(ArenaScoring.score(List.of(new ArenaGame(Outcome.WIN, true, 7))).total()).isEqualTo(3);
        assertThat(ArenaScoring.score(List.of(new ArenaGame(Outcome.WIN, true, 6))).total()).isEqualTo(2);
        assertThat(ArenaScoring.score(List.of(new ArenaGame(Outcome.LOSS, true, 30))).total()).isZero();
        assertThat(ArenaScoring.score(List.of(new ArenaGame(Outcome.FORFEIT_WIN, true, 0))).total()).isEqualTo(2);
    }

    @Test
    void pairingGoesByScoreAvoidsTheLastOpponentAndBalancesColours() {
        List<ArenaWaiting> waiting = List.of(
                new ArenaWaiting(1, 6, 1500, 2, 1, Colour.WHITE),
                new ArenaWaiting(2, 5, 1500, 1, -1, Colour.BLACK),
                new ArenaWaiting(3, 4, 1500, 4, 0, Colour.BLACK),
                new ArenaWaiting(4, 0, 1500, 3, 0, Colour.WHITE));
        List<Pairing> pairs = ArenaPairer.pair(waiting, 6);
        // 1 may not meet 2 again: 1 meets 3 (who had Black last, so White), then 2 meets 4 (2 had fewer Whites).
        assertThat(pairs).containsExactly(new Pairing(3, 1), new Pairing(2, 4));
        assertThat(ArenaPairer.pair(List.of(waiting.get(0), waiting.get(1)), 4)).isEmpty();
        assertThat(ArenaPairer.pair(List.of(waiting.get(0), waiting.get(1)), 2)).hasSize(1);
    }
}
