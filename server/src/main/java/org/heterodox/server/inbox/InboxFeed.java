package org.heterodox.server.inbox;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.heterodox.rules.Result;
import org.heterodox.server.challenge.Challenge;
import org.heterodox.server.challenge.ChallengeListener;
import org.heterodox.server.challenge.ChallengeStatus;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.tournament.Board;
import org.heterodox.server.tournament.Tournament;
import org.heterodox.server.tournament.TournamentListener;
import org.heterodox.server.tournament.TournamentPlayer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The events that fill the inboxes: a move in a correspondence game (the opponent's turn), the end of a game between
 * two players, a challenge received, a tournament's start (arenas) or new round (the other formats). The writes run
 * on a thread of their own, never a move's or a tournament's; each event has a key, so that when several servers
 * hear of one event it is stored once.
 */
public final class InboxFeed implements Consumer<GameEvent>, ChallengeListener, TournamentListener {
    private static final Logger LOG = LoggerFactory.getLogger(InboxFeed.class);
    /** Events waiting to be written; beyond this they are dropped (and logged), never a move slowed. */
    static final int QUEUE = 10_000;

    private final Inbox inbox;
    private final ExecutorService writer;

    public InboxFeed(Inbox inbox) {
        this.inbox = inbox;
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(QUEUE),
                runnable -> {
                    Thread thread = new Thread(runnable, "inbox");
                    thread.setDaemon(true);
                    return thread;
                }, (runnable, pool) -> LOG.warn("the inbox's queue is full: a notification was dropped"));
        executor.allowCoreThreadTimeOut(true);
        this.writer = executor;
    }

    /** A game event this server published (the other servers' reach their own feeds). */
    @Override
    public void accept(GameEvent event) {
        GameSnapshot game;
        if (event instanceof GameEvent.Moved moved) {
            game = moved.game();
        } else if (event instanceof GameEvent.Changed changed
                && (changed.event().equals("finished") || changed.event().equals("aborted"))) {
            game = changed.game();
        } else {
            return;
        }
        if (game.accounts() == null || game.seats()[0] == SeatKind.OPEN || game.seats()[1] == SeatKind.OPEN) {
            return;
        }
        if (game.status() == GameStatus.FINISHED || game.status() == GameStatus.ABORTED) {
            later(() -> gameOver(game));
        } else if (event instanceof GameEvent.Moved && game.status() == GameStatus.ACTIVE
                && game.timeControl().kind() == TimeControl.Kind.CORRESPONDENCE) {
            later(() -> turn(game));
        }
    }

    private void turn(GameSnapshot game) {
        int side = game.sideToMove();
        Long waiting = game.accounts()[side];
        if (waiting == null || waiting.equals(game.accounts()[1 - side])) {
            return;
        }
        inbox.add(waiting, NotificationKind.TURN, "turn:" + game.id() + ":" + game.moves().size(), game.id(), null,
                name(game, 1 - side), null, 0);
    }

    private void gameOver(GameSnapshot game) {
        for (int side = 0; side < 2; side++) {
            Long account = game.accounts()[side];
            if (account == null) {
                continue;
            }
            inbox.add(account, NotificationKind.GAME_OVER, "over:" + game.id(), game.id(), null, name(game, 1 - side),
                    result(game, side), 0);
        }
    }

    private static String result(GameSnapshot game, int side) {
        if (game.status() == GameStatus.ABORTED) {
            return "aborted";
        }
        Result result = game.outcome().result();
        if (result == Result.DRAW) {
            return "draw";
        }
        return result == Result.win(side) ? "win" : "loss";
    }

    private static String name(GameSnapshot game, int side) {
        if (game.seats()[side] == SeatKind.ENGINE) {
            return null;
        }
        return game.tags().get(side == 0 ? "White" : "Black");
    }

    /**
     * A challenge made here or on another server: the challenged player hears of it once; once it is answered,
     * withdrawn or expired, its notification is read.
     */
    @Override
    public void changed(Challenge challenge) {
        String key = "challenge:" + challenge.id();
        if (challenge.status() != ChallengeStatus.OPEN) {
            later(() -> inbox.markEventRead(challenge.challenged(), key));
            return;
        }
        later(() -> inbox.add(challenge.challenged(), NotificationKind.CHALLENGE, key, null, null,
                challenge.challengerName(), challenge.variant().spec(), 0));
    }

    /** A tournament change: an arena's start, or another format's new round with games, reaches its players. */
    @Override
    public void changed(Tournament t, String event) {
        boolean arena = t.format().pairsOnTheClock();
        if (arena && event.equals("started")) {
            List<Long> players = new ArrayList<>();
            for (TournamentPlayer p : t.players()) {
                if (p.account() != null && !p.withdrawn()) {
                    players.add(p.account());
                }
            }
            String name = t.settings().name();
            later(() -> players.forEach(account -> inbox.add(account, NotificationKind.ROUND, "start:" + t.id(), null,
                    t.id(), null, name, 0)));
        } else if (!arena && event.equals("round")) {
            int round = t.currentRound();
            List<Seat> seats = new ArrayList<>();
            for (Board board : t.boardsOf(round)) {
                if (board.gameId() != null) {
                    seat(t, board, board.white(), board.black(), seats);
                    seat(t, board, board.black(), board.white(), seats);
                }
            }
            String name = t.settings().name();
            later(() -> seats.forEach(seat -> inbox.add(seat.account(), NotificationKind.ROUND,
                    "round:" + t.id() + ":" + round, seat.gameId(), t.id(), seat.opponent(), name, round)));
        }
    }

    private static void seat(Tournament t, Board board, int number, int opponent, List<Seat> seats) {
        t.player(number).filter(p -> p.account() != null).ifPresent(p -> seats.add(new Seat(p.account(), board.gameId(),
                t.player(opponent).map(TournamentPlayer::name).orElse(null))));
    }

    private void later(Runnable write) {
        writer.execute(() -> {
            try {
                write.run();
            } catch (RuntimeException e) {
                LOG.warn("could not store a notification", e);
            }
        });
    }

    private record Seat(long account, String gameId, String opponent) {
    }
}
