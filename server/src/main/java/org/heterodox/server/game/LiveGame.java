package org.heterodox.server.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.locks.ReentrantLock;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.store.GameRow;
import org.heterodox.server.store.StoredGame;

/**
 * A game held in memory: the position with its history, seats, clocks and draw offer. Every method
 * must be called while holding {@link #lock()}; {@link GameService} does that and writes each
 * change to the database before anyone hears of it.
 *
 * <p>Clocks: {@code clockMs[side]} is exact for the side not to move; for the side to move it is
 * the time left at {@code turnStartedAt}. Clocks start once each side has made a move (so that a
 * game can be aborted without loss before then).
 */
public final class LiveGame {
    private final ReentrantLock lock = new ReentrantLock();
    private final String id;
    private final Variant variant;
    private final String startFen;
    private final Position position;
    private final List<PlayedMove> moves;
    private final TimeControl timeControl;
    private final boolean autoDraw;
    private final SeatKind[] seats;
    private final String[] tokenHashes;
    private final int engineLevel;
    private final String inviteCode;
    private final long[] clockMs;
    private final Map<String, String> tags;
    private final long createdAt;
    private GameStatus status;
    private Outcome outcome;
    private Long turnStartedAt;
    private int drawOffer;
    private long updatedAt;
    private long version;
    /** Set when the object no longer mirrors the database; holders of a reference must reload. */
    private boolean stale;
    private boolean engineThinking;
    private ScheduledFuture<?> flagCheck;

    LiveGame(String id, Variant variant, String startFen, Position position, TimeControl timeControl, boolean autoDraw,
             SeatKind[] seats, String[] tokenHashes, int engineLevel, String inviteCode, Map<String, String> tags,
             long createdAt) {
        this.id = id;
        this.variant = variant;
        this.startFen = startFen;
        this.position = position;
        this.moves = new ArrayList<>();
        this.timeControl = timeControl;
        this.autoDraw = autoDraw;
        this.seats = seats.clone();
        this.tokenHashes = tokenHashes.clone();
        this.engineLevel = engineLevel;
        this.inviteCode = inviteCode;
        this.clockMs = new long[] {timeControl.startingClockMs(), timeControl.startingClockMs()};
        this.tags = new LinkedHashMap<>(tags);
        this.createdAt = createdAt;
        this.status = seats[0] == SeatKind.OPEN || seats[1] == SeatKind.OPEN ? GameStatus.WAITING : GameStatus.ACTIVE;
        this.outcome = Outcome.ONGOING;
        this.drawOffer = -1;
        this.updatedAt = createdAt;
        this.version = 0;
    }

    /** Rebuilds a stored game by replaying its moves in the machine notation. */
    static LiveGame restore(StoredGame stored) throws FormatException {
        GameRow row = stored.row();
        Variant variant = Variants.of(row.variant());
        Position position = variant.fromFen(row.startFen());
        TimeControl tc = new TimeControl(TimeControl.Kind.fromWire(row.tcKind()), row.tcInitialMs(), row.tcIncrementMs(),
                row.tcDays(), row.tcPeriodMs(), row.tcPeriods());
        SeatKind[] seats = {SeatKind.valueOf(row.firstKind()), SeatKind.valueOf(row.secondKind())};
        LiveGame game = new LiveGame(row.id(), variant, row.startFen(), position, tc, row.autoDraw(), seats,
                new String[] {row.firstToken(), row.secondToken()}, row.engineLevel(), row.inviteCode(), row.tags(),
                row.createdAt());
        for (PlayedMove move : stored.moves()) {
            position.make(variant.machineNotation().parse(position, move.machine()));
            game.moves.add(move);
        }
        game.status = GameStatus.valueOf(row.status());
        game.outcome = new Outcome(Result.fromPgn(row.result()), Reason.valueOf(row.reason()));
        game.clockMs[0] = row.clockFirstMs();
        game.clockMs[1] = row.clockSecondMs();
        game.turnStartedAt = row.turnStartedAt();
        game.drawOffer = row.drawOffer();
        game.updatedAt = row.updatedAt();
        game.version = row.version();
        return game;
    }

    /** The database row for the current state. */
    public GameRow toRow() {
        return new GameRow(id, variant.spec(), startFen, status.name(), outcome.result().pgn(), outcome.reason().name(),
                timeControl.kind().wire(), timeControl.initialMs(), timeControl.incrementMs(), timeControl.days(),
                timeControl.periodMs(), timeControl.periods(),
                autoDraw, seats[0].name(), seats[1].name(), engineLevel, tokenHashes[0], tokenHashes[1], inviteCode,
                clockMs[0], clockMs[1], turnStartedAt, drawOffer, tags, createdAt, updatedAt, version);
    }

    // ----- reading -----

    public ReentrantLock lock() {
        return lock;
    }

    public String id() {
        return id;
    }

    public Variant variant() {
        return variant;
    }

    public String startFen() {
        return startFen;
    }

    /** The live position; callers must not change it. */
    public Position position() {
        return position;
    }

    public List<PlayedMove> moves() {
        return Collections.unmodifiableList(moves);
    }

    public int plies() {
        return moves.size();
    }

    public TimeControl timeControl() {
        return timeControl;
    }

    public boolean autoDraw() {
        return autoDraw;
    }

    public SeatKind seat(int side) {
        return seats[side];
    }

    public int engineLevel() {
        return engineLevel;
    }

    public String inviteCode() {
        return inviteCode;
    }

    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    public GameStatus status() {
        return status;
    }

    public Outcome outcome() {
        return outcome;
    }

    /** The side that offered a draw still pending, or -1. */
    public int drawOffer() {
        return drawOffer;
    }

    public long updatedAt() {
        return updatedAt;
    }

    public long version() {
        return version;
    }

    public int sideToMove() {
        return position.sideToMove();
    }

    /** The side whose token this is, or -1. */
    public int sideOfToken(String token) {
        for (int side = 0; side < 2; side++) {
            if (Secrets.matches(token, tokenHashes[side])) {
                return side;
            }
        }
        return -1;
    }

    public boolean clockRunning() {
        return status == GameStatus.ACTIVE && timeControl.timed() && turnStartedAt != null;
    }

    /** Time left for {@code side} at {@code now}; may be negative once a flag has fallen unnoticed. */
    public long remaining(int side, long now) {
        if (clockRunning() && side == sideToMove()) {
            return clockMs[side] - (now - turnStartedAt);
        }
        return clockMs[side];
    }

    /** Whether the clocks were stopped by a server shutdown and wait to be resumed. */
    public boolean paused() {
        return status == GameStatus.ACTIVE && timeControl.timed() && moves.size() >= 2 && turnStartedAt == null;
    }

    boolean stale() {
        return stale;
    }

    void markStale() {
        stale = true;
        cancelFlagCheck();
    }

    boolean engineThinking() {
        return engineThinking;
    }

    void engineThinking(boolean thinking) {
        engineThinking = thinking;
    }

    void flagCheck(ScheduledFuture<?> check) {
        cancelFlagCheck();
        flagCheck = check;
    }

    void cancelFlagCheck() {
        if (flagCheck != null) {
            flagCheck.cancel(false);
            flagCheck = null;
        }
    }

    // ----- changing (package-private: only GameService changes games) -----

    /** Plays a legal move for the side to move and ends the game if the rules say so. */
    PlayedMove play(int move, long now) {
        int side = sideToMove();
        if (clockRunning()) {
            clockMs[side] = timeControl.clockAfterMove(remaining(side, now));
        }
        String machine = variant.machineNotation().format(position, move);
        String written = variant.notations().get(0).format(position, move);
        position.make(move);
        PlayedMove played = new PlayedMove(moves.size() + 1, machine, written, clockMs[side], now);
        moves.add(played);
        if (drawOffer == (side ^ 1)) {
            drawOffer = -1; // moving on declines the opponent's offer
        }
        if (timeControl.timed() && moves.size() >= 2) {
            turnStartedAt = now;
        }
        Outcome after = position.outcome();
        if (after.isOver() && (autoDraw || !isClaimable(after.reason()))) {
            finish(after, now);
        }
        touch(now);
        return played;
    }

    /** Draws that a player claims rather than the rules applying them, unless the game applies them itself. */
    static boolean isClaimable(Reason reason) {
        return reason == Reason.THREEFOLD_REPETITION || reason == Reason.FIFTY_MOVES;
    }

    void finish(Outcome result, long now) {
        if (clockRunning()) {
            int side = sideToMove();
            clockMs[side] = Math.max(0, remaining(side, now));
        }
        status = GameStatus.FINISHED;
        outcome = result;
        turnStartedAt = null;
        drawOffer = -1;
        cancelFlagCheck();
        touch(now);
    }

    void abort(long now) {
        status = GameStatus.ABORTED;
        outcome = new Outcome(Result.ONGOING, Reason.ABORTED);
        turnStartedAt = null;
        drawOffer = -1;
        cancelFlagCheck();
        touch(now);
    }

    void seat(int side, SeatKind kind, String tokenHash, long now) {
        seats[side] = kind;
        tokenHashes[side] = tokenHash;
        if (seats[0] != SeatKind.OPEN && seats[1] != SeatKind.OPEN && status == GameStatus.WAITING) {
            status = GameStatus.ACTIVE;
        }
        touch(now);
    }

    void tag(String name, String value) {
        tags.put(name, value);
    }

    void drawOffer(int side, long now) {
        drawOffer = side;
        touch(now);
    }

    /** Stops the running clock, keeping the time left (server shutdown). */
    void pause(long now) {
        if (clockRunning()) {
            int side = sideToMove();
            clockMs[side] = Math.max(0, remaining(side, now));
            turnStartedAt = null;
            touch(now);
        }
    }

    /** Restarts a clock stopped by {@link #pause}. */
    void resume(long now) {
        if (paused()) {
            turnStartedAt = now;
            touch(now);
        }
    }

    /** Sets a finished game's outcome and moves directly (PGN import). */
    void imported(Outcome result, long now) {
        status = GameStatus.FINISHED;
        outcome = result;
        turnStartedAt = null;
        touch(now);
    }

    void appendImported(int move, long now) {
        String machine = variant.machineNotation().format(position, move);
        String written = variant.notations().get(0).format(position, move);
        position.make(move);
        moves.add(new PlayedMove(moves.size() + 1, machine, written, 0, now));
    }

    private void touch(long now) {
        updatedAt = now;
    }

    /** Called after the new state was stored: the next write must carry the next version. */
    void committed() {
        version++;
    }
}
