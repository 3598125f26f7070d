package org.heterodox.server.tournament;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.LongSupplier;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PairedGame;
import org.heterodox.server.game.TournamentTags;
import org.heterodox.server.round.Rounds;
import org.heterodox.tournament.pairing.Pairing;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts a format's pairings on the boards and keeps the boards' results: publishes a round (a game
 * for each board, the planned byes, an absence for everyone else still in) or an arena's wave, takes
 * each game's result as it ends, forfeits a withdrawn player's games, and ends the tournament. The
 * formats decide what to pair and when; the director does it the same way for all of them. Called
 * inside a change of the tournament ({@link TournamentKeeper#mutate}).
 */
public final class RoundDirector {
    private static final Logger LOG = LoggerFactory.getLogger(RoundDirector.class);

    private final Rounds games;
    private final LongSupplier clock;
    private final TournamentKeeper keeper;
    private final TournamentPresence presence;

    RoundDirector(Rounds games, LongSupplier clock, TournamentKeeper keeper, TournamentPresence presence) {
        this.games = games;
        this.clock = clock;
        this.keeper = keeper;
        this.presence = presence;
    }

    /** The accounts present in the tournament now (its page open on any server): an arena pairs only them. */
    Set<Long> present(Tournament t) {
        return presence.present(t.id());
    }

    long now() {
        return clock.getAsLong();
    }

    /**
     * Publishes round {@code round} as planned and stores it: with its games, or, when {@code wait},
     * paired only (boards without games, for the organiser to check, edit and start).
     */
    void publishRound(Tournament t, int round, PlannedRound planned, boolean wait) {
        long now = clock.getAsLong();
        t.currentRound(round);
        t.roundWaiting(wait);
        t.pairingProblem(null);
        Set<Integer> placed = new HashSet<>();
        for (TournamentPlayer p : t.players()) {
            if (t.hasBye(p.number(), round)) {
                placed.add(p.number()); // a requested bye or a late entrant's missed round, recorded beforehand
            }
        }
        for (Bye bye : planned.byes()) {
            t.addBye(bye);
            placed.add(bye.number());
        }
        int boardNumber = 0;
        for (Pairing pairing : planned.boards()) {
            placed.add(pairing.white());
            placed.add(pairing.black());
            t.addBoard(wait ? waitingBoard(t, round, ++boardNumber, pairing, now)
                    : newBoard(t, round, ++boardNumber, pairing, now));
        }
        // Everyone else still in the tournament (paused, or absent) sits the round out without points; withdrawn
        // players are out and no longer listed (their rounds count as zero-point byes all the same).
        for (TournamentPlayer p : t.players()) {
            if (!placed.contains(p.number()) && !p.withdrawn()) {
                t.addBye(new Bye(round, p.number(), Bye.ABSENT, 0));
            }
        }
        keeper.save(t, "round");
    }

    /** Starts the waiting round: a game for each of its boards still without a result. */
    void startRound(Tournament t) {
        long now = clock.getAsLong();
        for (Board board : t.boardsOf(t.currentRound())) {
            if (board.gameId() == null && !board.result().decided()) {
                Board started = newBoard(t, board.round(), board.board(), new Pairing(board.white(), board.black()), now);
                t.updateBoard(started);
            }
        }
        t.roundWaiting(false);
        keeper.save(t, "round");
    }

    /** The next round cannot be paired: the reason is kept and logged for the organiser, who decides what follows. */
    void unpairable(Tournament t, int round, String why) {
        String reason = why.length() > 300 ? why.substring(0, 297) + "..." : why;
        t.pairingProblem(reason);
        t.addLog(LogEntry.of(clock.getAsLong(), LogEntry.SERVER, "unpairable", "round " + round + ": " + reason,
                "round", String.valueOf(round), "reason", reason));
        keeper.save(t, "unpairable");
    }

    /** Starts an arena's next wave of games, numbered as the round after the last, and stores it. */
    void publishWave(Tournament t, List<Pairing> pairings, long now) {
        int wave = t.currentRound() + 1;
        t.currentRound(wave);
        int number = 0;
        for (Pairing pairing : pairings) {
            t.addBoard(newBoard(t, wave, ++number, pairing, now));
        }
        keeper.save(t, "round");
    }

    void finish(Tournament t) {
        t.status(TournamentStatus.FINISHED);
        t.addLog(LogEntry.of(clock.getAsLong(), LogEntry.SERVER, "finish", ""));
        keeper.save(t, "finished");
    }

    /** A board of a round paired but not started; a withdrawn player's board is forfeited at once. */
    private static Board waitingBoard(Tournament t, int round, int number, Pairing pairing, long now) {
        TournamentPlayer white = t.player(pairing.white()).orElseThrow();
        TournamentPlayer black = t.player(pairing.black()).orElseThrow();
        BoardResult result = white.withdrawn() && black.withdrawn() ? BoardResult.DOUBLE_FORFEIT
                : white.withdrawn() ? BoardResult.BLACK_WINS_BY_FORFEIT
                : black.withdrawn() ? BoardResult.WHITE_WINS_BY_FORFEIT : BoardResult.PENDING;
        return new Board(round, number, white.number(), black.number(), null, result, false, "", 0, now);
    }

    /** A board with its game; a withdrawn player's board is forfeited at once, without a game. */
    private Board newBoard(Tournament t, int round, int number, Pairing pairing, long now) {
        TournamentPlayer white = t.player(pairing.white()).orElseThrow();
        TournamentPlayer black = t.player(pairing.black()).orElseThrow();
        if (white.withdrawn() || black.withdrawn() || white.account() == null || black.account() == null) {
            BoardResult forfeit = white.withdrawn() && black.withdrawn() || white.account() == null && black.account() == null
                    ? BoardResult.DOUBLE_FORFEIT
                    : white.withdrawn() || white.account() == null ? BoardResult.BLACK_WINS_BY_FORFEIT
                    : BoardResult.WHITE_WINS_BY_FORFEIT;
            return new Board(round, number, white.number(), black.number(), null, forfeit, false, "", 0, now);
        }
        Map<String, String> tags = new HashMap<>();
        tags.put(TournamentTags.ID, t.id());
        tags.put(TournamentTags.EVENT, t.settings().name());
        tags.put(TournamentTags.ROUND, round + "." + number);
        if (t.format().allowsBerserk(t.settings())) {
            tags.put(TournamentTags.BERSERK_ALLOWED, "yes");
        }
        GameSnapshot game = games.createPaired(new PairedGame(t.settings().variant(), t.settings().startFen(),
                t.settings().timeControl(), t.settings().rated(), white.name(), white.account(), black.name(),
                black.account(), tags));
        keeper.trackGame(game.id(), t.id());
        return new Board(round, number, white.number(), black.number(), game.id(), BoardResult.PENDING, false, "", 0,
                now);
    }

    /** Takes an ended game's result onto its board, unless the board has one already; false when nothing changed. */
    boolean recordGame(Tournament t, GameSnapshot game) {
        Optional<Board> found = t.boardOfGame(game.id());
        if (found.isEmpty() || found.get().result().decided() || t.status() != TournamentStatus.RUNNING) {
            return false;
        }
        Board board = found.get();
        BoardResult result;
        if (game.status() == GameStatus.ABORTED) {
            // Only the server aborts a tournament game (nobody moved for too long): whoever did not move loses.
            result = game.moves().isEmpty() ? BoardResult.BLACK_WINS_BY_FORFEIT : BoardResult.WHITE_WINS_BY_FORFEIT;
        } else {
            result = BoardResult.ofGame(game.outcome().result().pgn());
        }
        String berserk = berserkOf(game);
        t.updateBoard(board.withResult(result, false, game.moves().size()).withBerserk(berserk));
        keeper.save(t, "result");
        return true;
    }

    private static String berserkOf(GameSnapshot game) {
        boolean white = TournamentTags.berserked(game.tags(), 0);
        boolean black = TournamentTags.berserked(game.tags(), 1);
        return white && black ? "both" : white ? "white" : black ? "black" : "";
    }

    /** The finished games of the boards still waiting for a result. */
    List<GameSnapshot> endedGames(Tournament t) {
        List<GameSnapshot> ended = new ArrayList<>();
        for (Board board : t.boards()) {
            if (!board.result().decided() && board.gameId() != null) {
                try {
                    GameSnapshot game = games.get(board.gameId());
                    if (game.status().isOver()) {
                        ended.add(game);
                    }
                } catch (GameException e) {
                    LOG.warn("tournament {}: game {} of round {} is missing: {}", t.id(), board.gameId(),
                            board.round(), e.getMessage());
                }
            }
        }
        return ended;
    }

    /**
     * Withdraws a player: no more pairings; a game in progress is forfeited. {@code reason} is the
     * organiser's, or null (the player withdrew, or the organiser gave none).
     */
    void withdraw(Tournament t, TournamentPlayer entrant, String actor, String reason) {
        t.updatePlayer(entrant.asWithdrawn());
        for (Bye bye : t.requestedByes(entrant.number())) {
            if (bye.round() > t.currentRound()) {
                t.removeBye(bye.round(), bye.number()); // a withdrawn player is out of the rounds to come
            }
        }
        for (Board board : t.boards()) {
            if (board.involves(entrant.number()) && !board.result().decided()) {
                boolean white = board.white() == entrant.number();
                t.updateBoard(board.withResult(white ? BoardResult.BLACK_WINS_BY_FORFEIT
                        : BoardResult.WHITE_WINS_BY_FORFEIT, false, board.plies()));
                if (board.gameId() != null && entrant.account() != null) {
                    try {
                        games.resign(board.gameId(), Actor.of(null, entrant.account()));
                    } catch (GameException e) {
                        LOG.debug("withdrawal of {}: game {} not resigned: {}", entrant.name(), board.gameId(),
                                e.getMessage());
                    }
                }
            }
        }
        String said = reason != null ? reason : actor.equals(entrant.name()) ? "withdrew" : "withdrawn";
        t.addLog(reason == null
                ? LogEntry.of(clock.getAsLong(), actor, "withdraw", entrant.name() + ": " + said, "player", entrant.name())
                : LogEntry.of(clock.getAsLong(), actor, "withdraw", entrant.name() + ": " + said, "player", entrant.name(),
                        "reason", reason));
    }
}
