package org.heterodox.server.round;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.MoveList;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.MoveWritings;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.TimeControl;

/**
 * Takes {@link GameSnapshot}s in two steps, so that the game's lock is held only for copying:
 * {@link #capture} copies the game's state (a copy of the position, the move list, the clocks at a
 * moment) under the lock, and {@link Capture#snapshot} writes the position and its legal moves in
 * every notation of the game from that copy afterwards, once, on whichever thread asks first.
 */
final class Snapshots {
    private Snapshots() {
    }

    /** The state of {@code game} at {@code now}; must run under the game's lock, and is cheap. */
    static Capture capture(LiveGame game, long now) {
        int running = game.clockRunning() ? game.sideToMove() : -1;
        return new Capture(game.id(), game.variant(), game.status(), game.outcome(), game.startFen(),
                game.position().copy(), List.copyOf(game.moves()), game.timeControl(),
                new long[] {Math.max(0, game.remaining(0, now)), Math.max(0, game.remaining(1, now))}, running,
                new SeatKind[] {game.seat(0), game.seat(1)}, game.engineLevel(), game.drawOffer(), game.takebackOffer(),
                game.rematchOffer(), game.rematchGame(), game.autoDraw(),
                Collections.unmodifiableMap(new LinkedHashMap<>(game.tags())), game.inviteCode(), now, game.version(),
                new Long[] {game.account(0), game.account(1)}, game.rated(), game.ratings());
    }

    /** A game's state copied under its lock; the position is a private copy that nothing else changes. */
    static final class Capture {
        private final String id;
        private final Variant variant;
        private final GameStatus status;
        private final org.heterodox.rules.Outcome outcome;
        private final String startFen;
        private final Position position;
        private final List<PlayedMove> moves;
        private final TimeControl timeControl;
        private final long[] clockMs;
        private final int runningSide;
        private final SeatKind[] seats;
        private final int engineLevel;
        private final int drawOffer;
        private final int takebackOffer;
        private final int rematchOffer;
        private final String rematchGame;
        private final boolean autoDraw;
        private final Map<String, String> tags;
        private final String inviteCode;
        private final long takenAt;
        private final long version;
        private final Long[] accounts;
        private final boolean rated;
        private final SeatRatings ratings;
        private GameSnapshot snapshot;

        Capture(String id, Variant variant, GameStatus status, org.heterodox.rules.Outcome outcome, String startFen,
                Position position, List<PlayedMove> moves, TimeControl timeControl, long[] clockMs, int runningSide,
                SeatKind[] seats, int engineLevel, int drawOffer, int takebackOffer, int rematchOffer,
                String rematchGame, boolean autoDraw, Map<String, String> tags,
                String inviteCode, long takenAt, long version, Long[] accounts, boolean rated,
                SeatRatings ratings) {
            this.id = id;
            this.variant = variant;
            this.status = status;
            this.outcome = outcome;
            this.startFen = startFen;
            this.position = position;
            this.moves = moves;
            this.timeControl = timeControl;
            this.clockMs = clockMs;
            this.runningSide = runningSide;
            this.seats = seats;
            this.engineLevel = engineLevel;
            this.drawOffer = drawOffer;
            this.takebackOffer = takebackOffer;
            this.rematchOffer = rematchOffer;
            this.rematchGame = rematchGame;
            this.autoDraw = autoDraw;
            this.tags = tags;
            this.inviteCode = inviteCode;
            this.takenAt = takenAt;
            this.version = version;
            this.accounts = accounts;
            this.rated = rated;
            this.ratings = ratings;
        }

        /** The snapshot of this state: the legal moves written in every notation (only while live). */
        synchronized GameSnapshot snapshot() {
            if (snapshot == null) {
                snapshot = build();
            }
            return snapshot;
        }

        private GameSnapshot build() {
            MoveList legalMoves = new MoveList();
            if (status == GameStatus.ACTIVE) {
                position.generate(legalMoves);
            }
            Map<String, List<String>> legal = MoveWritings.of(position, legalMoves);
            List<String> notationNames = List.copyOf(legal.keySet());
            return new GameSnapshot(id, variant.spec(), variant.displayName(), status, outcome, startFen,
                    position.toFen(), position.sideToMove(), position.inCheck(), moves, List.copyOf(notationNames),
                    legal, timeControl, clockMs, runningSide, seats, engineLevel, drawOffer, takebackOffer, rematchOffer,
                    rematchGame, autoDraw, tags, inviteCode,
                    takenAt, version, accounts, rated, ratings);
        }
    }
}
