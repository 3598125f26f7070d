package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.game.TimeControl;
import org.heterodox.tournament.Colour;
import org.heterodox.tournament.trf.TrfTournament;
import org.junit.jupiter.api.Test;

/** Each kind's format and what it decides on its own: settings, late entries, pauses, forbidden pairs, TRF types. */
class TournamentFormatsTest {
    private static final TimeControl BLITZ = new TimeControl(TimeControl.Kind.INCREMENT, 180_000, 2_000, 0);

    private static Tournament running(TournamentKind kind, int rounds, int currentRound) {
        Variant chess;
        try {
            chess = Variants.of("chess");
        } catch (FormatException e) {
            throw new AssertionError(e);
        }
        TournamentSettings settings = new TournamentSettings("Cup", kind, chess, null, BLITZ, rounds,
                false, 60, true, null, false, null, TournamentFormats.of(kind).defaultTieBreaks(), null);
        return new Tournament("t1", settings, 1L, "Arbiter", TournamentStatus.RUNNING, currentRound, 0L, null, 0L, 1);
    }

    private static TrfTournament report(String... typeLines) {
        List<TrfTournament.Header> headers = java.util.Arrays.stream(typeLines)
                .map(text -> new TrfTournament.Header("092", text)).toList();
        return new TrfTournament(headers, null, Colour.WHITE, List.of(), List.of());
    }

    @Test
    void everyKindHasItsFormatAndEverySettingOneOwner() {
        for (TournamentKind kind : TournamentKind.values()) {
            assertThat(TournamentFormats.of(kind).kind()).isEqualTo(kind);
        }
        for (FormatOption option : FormatOption.values()) {
            assertThat(TournamentFormats.all().stream().filter(f -> f.options().contains(option)))
                    .as(option.field()).hasSize(1);
        }
        assertThat(TournamentFormats.owning(FormatOption.ROUNDS).kind()).isEqualTo(TournamentKind.SWISS);
        assertThat(TournamentFormats.owning(FormatOption.DOUBLE_ROUND_ROBIN).kind())
                .isEqualTo(TournamentKind.ROUND_ROBIN);
        assertThat(TournamentFormats.owning(FormatOption.MINUTES).kind()).isEqualTo(TournamentKind.ARENA);
        assertThat(TournamentFormats.owning(FormatOption.BERSERK).kind()).isEqualTo(TournamentKind.ARENA);
    }

    @Test
    void aSwissTakesEntriesUntilItsLastRoundIsPaired() {
        TournamentFormat swiss = TournamentFormats.of(TournamentKind.SWISS);
        swiss.checkLateEntry(running(TournamentKind.SWISS, 5, 4));
        assertThatThrownBy(() -> swiss.checkLateEntry(running(TournamentKind.SWISS, 5, 5)))
                .isInstanceOf(TournamentException.class).hasMessage("the last round is already paired");
        swiss.checkPause(running(TournamentKind.SWISS, 5, 1));
        assertThat(swiss.takesForbiddenPairs()).isTrue();
        assertThat(swiss.minimumPlayers()).isEqualTo(2);
    }

    @Test
    void aRoundRobinsPairingsAreFixedAtTheStart() {
        TournamentFormat roundRobin = TournamentFormats.of(TournamentKind.ROUND_ROBIN);
        Tournament t = running(TournamentKind.ROUND_ROBIN, 0, 1);
        assertThatThrownBy(() -> roundRobin.checkLateEntry(t)).hasMessageContaining("takes no entries");
        assertThatThrownBy(() -> roundRobin.checkPause(t)).hasMessageContaining("fixed");
        assertThat(roundRobin.takesForbiddenPairs()).isFalse();
        assertThat(roundRobin.minimumPlayers()).isEqualTo(3);
    }

    @Test
    void anArenaNeedsTimedGamesAndRanksByPointsAlone() {
        TournamentFormat arena = TournamentFormats.of(TournamentKind.ARENA);
        arena.checkLateEntry(running(TournamentKind.ARENA, 0, 7));
        arena.checkTimeControl(BLITZ);
        assertThatThrownBy(() -> arena.checkTimeControl(TimeControl.UNLIMITED)).hasMessageContaining("time control");
        arena.checkTieBreaks(List.of());
        assertThatThrownBy(() -> arena.checkTieBreaks(List.of("buchholz"))).hasMessageContaining("then by performance");
        assertThat(arena.defaultTieBreaks()).isEmpty();
        assertThat(arena.allowsBerserk(running(TournamentKind.ARENA, 0, 1).settings())).isTrue();
        assertThat(TournamentFormats.of(TournamentKind.SWISS).allowsBerserk(running(TournamentKind.SWISS, 5, 1)
                .settings())).isFalse();
        assertThatThrownBy(arena::trfType).isInstanceOf(TournamentException.class).hasMessageContaining("an arena");
    }

    @Test
    void aReportIsARoundRobinWhenItsTypeLineSaysSoAndElseASwiss() {
        assertThat(TournamentFormats.ofReport(report("Individual: Round-Robin (FIDE Berger tables)")).kind())
                .isEqualTo(TournamentKind.ROUND_ROBIN);
        assertThat(TournamentFormats.ofReport(report("double round robin")).kind()).isEqualTo(TournamentKind.ROUND_ROBIN);
        assertThat(TournamentFormats.ofReport(report("Individual: Swiss-System (FIDE Dutch)")).kind())
                .isEqualTo(TournamentKind.SWISS);
        assertThat(TournamentFormats.ofReport(report()).kind()).isEqualTo(TournamentKind.SWISS);
        // Each format writes the type line it reads back.
        for (TournamentKind kind : List.of(TournamentKind.SWISS, TournamentKind.ROUND_ROBIN)) {
            assertThat(TournamentFormats.ofReport(report(TournamentFormats.of(kind).trfType())).kind()).isEqualTo(kind);
        }
    }
}
