package org.heterodox.server.tournament;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.heterodox.rules.Variants;
import org.heterodox.server.account.Account;
import org.heterodox.server.account.AccountStore;
import org.heterodox.server.account.LoginLimits;
import org.heterodox.server.account.LoginThrottle;
import org.heterodox.server.account.PasswordHashCost;
import org.heterodox.server.account.PasswordHasher;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.OfferAction;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.testing.HandClockTest;
import org.junit.jupiter.api.Test;

/**
 * Arenas on a hand-moved clock: free players are paired at once, by score, never twice in a row
 * against the same opponent when others wait; berserk halves the clock and earns a point; a winning
 * streak doubles; when time is up the standings freeze. And any tournament survives a restart.
 */
class ArenaTournamentTest extends HandClockTest {
    private static final TimeControl BLITZ = new TimeControl(TimeControl.Kind.INCREMENT, 180_000, 2_000, 0);

    private Rounds games;
    private TournamentService tournaments;
    private TournamentPresence presence;
    private final List<Account> accounts = new ArrayList<>();

    private void startServices() {
        games = service();
        games.start();
        presence = new TournamentPresence(database.jdbi(), "this-server", now::get);
        tournaments = new TournamentService(new TournamentStore(database.jdbi()), games, now::get, (a, s) -> 1500,
                new PasswordHasher(PasswordHashCost.LIGHT_FOR_TESTS), new LoginThrottle(new AccountStore(database.jdbi()), now::get, LoginLimits.DEFAULTS),
                presence);
        tournaments.start();
    }

    private Account account(String name) {
        Account account = new AccountStore(database.jdbi()).insert(name, null, now.get()).orElseThrow();
        accounts.add(account);
        return account;
    }

    private Tournament arena(Account organiser, int minutes) throws Exception {
        TournamentSettings settings = new TournamentSettings("Friday arena", TournamentKind.ARENA,
                Variants.of("unachess"), null, BLITZ, 0, false, minutes, true, null, false, null, List.of(), null);
        return tournaments.create(organiser, settings, null);
    }

    private void playTo(Board board, String result, Account white, Account black) {
        GameSnapshot game = games.get(board.gameId());
        for (int ply = 0; ply < 14; ply++) {
            int side = game.moves().size() % 2;
            Account mover = side == 0 ? white : black;
            String move = game.legalMoves().get(game.notations().get(0)).get(0);
            game = games.move(board.gameId(), Actor.of(null, mover.id()), move, null);
        }
        switch (result) {
            case "1-0" -> games.resign(board.gameId(), Actor.of(null, black.id()));
            case "0-1" -> games.resign(board.gameId(), Actor.of(null, white.id()));
            default -> {
                games.draw(board.gameId(), Actor.of(null, white.id()), OfferAction.OFFER);
                games.draw(board.gameId(), Actor.of(null, black.id()), OfferAction.ACCEPT);
            }
        }
    }

    private Account byNumber(Tournament t, int number) {
        String name = t.nameOf(number);
        return accounts.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    private void awaitDecided(Tournament t, int count) throws InterruptedException {
        for (int i = 0; i < 500 && t.boards().stream().filter(b -> b.result().decided()).count() < count; i++) {
            Thread.sleep(10);
        }
        assertThat(t.boards().stream().filter(b -> b.result().decided()).count()).isEqualTo(count);
    }

    @Test
    void freePlayersArePairedAtOnceByScoreAndTheStandingsFreezeAtTheEnd() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = arena(organiser, 30);
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario")) {
            Account player = account(name);
            tournaments.join(t.id(), player, null, null);
            presence.connected(t.id(), player.id()); // the arena's page open
        }
        tournaments.start(t.id(), organiser);
        assertThat(t.boards()).hasSize(2);

        // Anna's first game: she berserks (her clock halves) and wins after seven moves of her own.
        Board first = t.boards().get(0);
        Account white = byNumber(t, first.white());
        Account black = byNumber(t, first.black());
        long before = games.get(first.gameId()).clockMs()[0];
        games.berserk(first.gameId(), Actor.of(null, white.id()));
        assertThat(games.get(first.gameId()).clockMs()[0]).isEqualTo(before / 2);
        assertThatThrownBy(() -> games.berserk(first.gameId(), Actor.of(null, white.id())))
                .isInstanceOf(GameException.class).hasMessageContaining("already");
        playTo(first, "1-0", white, black);
        awaitDecided(t, 1);
        // The two free players wait: each other's last opponent, while others are still playing.
        tournaments.tick();
        assertThat(t.boards()).hasSize(2);
        Board second = t.boards().get(1);
        playTo(second, "1/2-1/2", byNumber(t, second.white()), byNumber(t, second.black()));
        awaitDecided(t, 2);
        tournaments.tick();
        assertThat(t.boards()).hasSize(4);
        for (Board b : t.boardsOf(2)) {
            assertThat(b.involves(first.white()) && b.involves(first.black())).as("no immediate rematch").isFalse();
        }
        StandingLine leader = t.format().standings(t).get(0);
        assertThat(leader.player().name()).isEqualTo(white.name());
        assertThat(leader.score()).isEqualTo(3); // a win (2) and the berserk point
        assertThat(leader.sheet()).containsExactly(3);

        // Time is up: the standings freeze; a game still going does not count.
        Board late = t.boardsOf(2).get(0);
        now.addAndGet(31 * 60_000L);
        tournaments.tick();
        assertThat(t.status()).isEqualTo(TournamentStatus.FINISHED);
        playTo(late, "1-0", byNumber(t, late.white()), byNumber(t, late.black()));
        Thread.sleep(200);
        assertThat(t.board(2, late.board()).orElseThrow().result()).isEqualTo(BoardResult.PENDING);
    }

    private static boolean onABoard(Tournament t, Account player) {
        int number = t.playerOf(player.id()).orElseThrow().number();
        return t.boards().stream().anyMatch(b -> b.involves(number));
    }

    private static Account opponent(Tournament t, Board b, Account player, List<Account> among) {
        int number = t.playerOf(player.id()).orElseThrow().number();
        String name = t.nameOf(b.white() == number ? b.black() : b.white());
        return among.stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void onlyPlayersPresentArePairedAndOneWhoLeavesIsPairedAgainOnComingBack() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = arena(organiser, 30);
        List<Account> players = new ArrayList<>();
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario")) {
            Account player = account(name);
            players.add(player);
            tournaments.join(t.id(), player, null, null);
        }
        Account dario = players.get(3);
        for (Account player : players.subList(0, 3)) {
            presence.connected(t.id(), player.id());
        }
        tournaments.start(t.id(), organiser);
        // Three present: one board, one of them waits; Dario, absent, is not paired.
        assertThat(t.boards()).hasSize(1);
        assertThat(onABoard(t, dario)).isFalse();
        tournaments.tick();
        assertThat(t.boards()).hasSize(1);

        // Dario opens the page: he meets the one waiting.
        presence.connected(t.id(), dario.id());
        tournaments.tick();
        assertThat(t.boards()).hasSize(2);
        assertThat(onABoard(t, dario)).isTrue();

        // Board 1's White leaves the page; both games end. White is not paired again; the three present are
        // (two of them, while the third waits: everyone else met it last).
        Board first = t.boards().get(0);
        Account leaver = byNumber(t, first.white());
        presence.disconnected(t.id(), leaver.id());
        playTo(first, "1-0", leaver, byNumber(t, first.black()));
        Board second = t.boards().get(1);
        playTo(second, "0-1", byNumber(t, second.white()), byNumber(t, second.black()));
        awaitDecided(t, 2);
        tournaments.tick();
        assertThat(t.boards()).hasSize(3);
        int leaverNumber = first.white();
        assertThat(t.boards().get(2).involves(leaverNumber)).as("the player who left is not paired").isFalse();

        // Back on the page, the leaver meets the one left waiting.
        presence.connected(t.id(), leaver.id());
        tournaments.tick();
        assertThat(t.boards()).hasSize(4);
        assertThat(t.boards().get(3).involves(leaverNumber)).isTrue();
    }

    @Test
    void aPausedPlayerIsNotPairedThoughPresent() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = arena(organiser, 30);
        List<Account> players = new ArrayList<>();
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario")) {
            Account player = account(name);
            players.add(player);
            tournaments.join(t.id(), player, null, null);
            presence.connected(t.id(), player.id());
        }
        Account dario = players.get(3);
        tournaments.pauseSelf(t.id(), dario, true);
        tournaments.start(t.id(), organiser);
        assertThat(t.boards()).hasSize(1);
        assertThat(onABoard(t, dario)).isFalse();
        tournaments.tick();
        assertThat(t.boards()).as("the one waiting has only the paused Dario").hasSize(1);

        tournaments.pauseSelf(t.id(), dario, false);
        tournaments.tick();
        assertThat(t.boards()).hasSize(2);
        assertThat(onABoard(t, dario)).isTrue();
    }

    @Test
    void presenceIsSharedByTheServersOnTheDatabaseAndLapses() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        Tournament t = arena(organiser, 30);
        Account anna = account("Anna");
        Account bruno = account("Bruno");
        Account carla = account("Carla");
        for (Account player : List.of(anna, bruno, carla)) {
            tournaments.join(t.id(), player, null, null);
        }
        // Anna's page is open on this server, Bruno's on another; Carla's client sends heartbeats.
        TournamentPresence other = new TournamentPresence(database.jdbi(), "other-server", now::get);
        presence.connected(t.id(), anna.id());
        other.connected(t.id(), bruno.id());
        tournaments.here(t.id(), carla);
        assertThat(presence.present(t.id())).containsExactlyInAnyOrder(anna.id(), bruno.id(), carla.id());

        // 16 s on, only this server renewed its rows: the other server is presumed dead, its player gone.
        now.addAndGet(TournamentPresence.CONNECTION_LEASE_MS + 1_000);
        presence.renew();
        assertThat(presence.present(t.id())).containsExactlyInAnyOrder(anna.id(), carla.id());
        // A minute after the heartbeat, Carla too; Anna stays while her page is open.
        now.addAndGet(TournamentPresence.HEARTBEAT_MS);
        presence.renew();
        assertThat(presence.present(t.id())).containsExactly(anna.id());
        // Two tabs: closing one keeps her present, closing both does not.
        presence.connected(t.id(), anna.id());
        presence.disconnected(t.id(), anna.id());
        assertThat(presence.present(t.id())).containsExactly(anna.id());
        presence.disconnected(t.id(), anna.id());
        assertThat(presence.present(t.id())).isEmpty();
    }

    @Test
    void aTournamentStartsByItselfAtItsStartTime() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        TournamentSettings settings = new TournamentSettings("Evening Swiss", TournamentKind.SWISS,
                Variants.of("unachess"), null, BLITZ, 3, false, 0, false, now.get() + 3_600_000L, false, null,
                List.of("buchholz-cut1"), null);
        Tournament t = tournaments.create(organiser, settings, null);
        for (String name : List.of("Anna", "Bruno", "Carla")) {
            tournaments.join(t.id(), account(name), null, null);
        }
        tournaments.tick();
        assertThat(t.status()).isEqualTo(TournamentStatus.CREATED);
        now.addAndGet(3_600_000L);
        tournaments.tick();
        assertThat(t.status()).isEqualTo(TournamentStatus.RUNNING);
        assertThat(t.boardsOf(1)).hasSize(1);
        assertThat(t.byesOf(1)).hasSize(1);
        assertThat(t.log().get(t.log().size() - 1).actor()).isEqualTo("the clock");
    }

    @Test
    void aRoundRobinSurvivesARestartMidRound() throws Exception {
        startServices();
        Account organiser = account("Arbiter");
        TournamentSettings settings = new TournamentSettings("Restart cup", TournamentKind.ROUND_ROBIN,
                Variants.of("uchess"), null, BLITZ, 0, false, 0, false, null, false, null,
                List.of("sonneborn-berger", "direct-encounter", "wins"), null);
        Tournament t = tournaments.create(organiser, settings, null);
        for (String name : List.of("Anna", "Bruno", "Carla", "Dario")) {
            tournaments.join(t.id(), account(name), null, null);
        }
        tournaments.start(t.id(), organiser);
        List<Board> round1 = t.boardsOf(1);
        playTo(round1.get(0), "1-0", byNumber(t, round1.get(0).white()), byNumber(t, round1.get(0).black()));
        awaitDecided(t, 1);
        // Board 2 moves on, then the server stops; the game ends while it is down (here: a resignation
        // stored by a second game service on the same database, standing for the restarted server's games).
        tournaments.stop();
        games.stop();
        Rounds between = service();
        between.start();
        Board open = round1.get(1);
        between.resign(open.gameId(), Actor.of(null, byNumber(t, open.white()).id()));
        between.stop();

        startServices();
        Tournament again = tournaments.get(t.id());
        assertThat(again.status()).isEqualTo(TournamentStatus.RUNNING);
        assertThat(again.board(1, 1).orElseThrow().result()).isEqualTo(BoardResult.WHITE_WINS);
        assertThat(again.board(1, 2).orElseThrow().result()).isEqualTo(BoardResult.BLACK_WINS);
        assertThat(again.currentRound()).isEqualTo(2);
        assertThat(again.boardsOf(2)).hasSize(2);
        assertThat(again.log().get(0).action()).isEqualTo("create");
    }
}
