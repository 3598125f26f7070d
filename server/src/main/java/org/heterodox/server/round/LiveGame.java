package org.heterodox.server.round;

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
import org.heterodox.server.game.ClockState;
import org.heterodox.server.game.GameLimits;
import org.heterodox.server.game.GameRecords;
import org.heterodox.server.game.GameRow;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.PlayedMove;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.SeatRatings;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.Sides;
import org.heterodox.server.game.StoredGame;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.game.TournamentTags;

/**
 * A game held in memory: the position with its history, seats, clocks and draw offer. Every method
 * must be called while holding {@link #lock()}; {@link LiveRounds} does that and writes each
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
    private Position position;
    private final List<PlayedMove> moves;
    private final TimeControl timeControl;
    private final boolean autoDraw;
    private final SeatKind[] seats;
    private final String[] tokenHashes;
    /** The account bound to each seat, or null (anonymous or engine). */
    private final Long[] accounts = new Long[2];
    private boolean rated;
    /** A rated game's ratings (before, and after once rated); null for casual games. */
    private SeatRatings ratings;
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
    /** The address of the client that created the game (not stored: only this process counts open games per client). */
    private String creatorAddress;
    /** The side that asked to take back its last move and waits for an answer, or -1. */
    private int takebackOffer = -1; // stored with the game, as are the rematch's offer and game
    /** How many takebacks this copy applied: an engine move searched before one is stale. */
    private int takebacks;
    /** After the game: the side offering a rematch (-1: none) and the rematch's game id once accepted. */
    private int rematchOffer = -1;
    private String rematchGame;

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
        game.accounts[0] = row.firstAccount();
        game.accounts[1] = row.secondAccount();
        game.rated = row.rated();
        game.takebackOffer = row.takebackOffer();
        game.rematchOffer = row.rematchOffer();
        game.rematchGame = row.rematchGame();
        game.creatorAddress = row.creatorAddress();
        return game;
    }

    /** The database row for the current state. */
    public GameRow toRow() {
        return new GameRow(id, variant.spec(), startFen, status.name(), outcome.result().pgn(), outcome.reason().name(),
                timeControl.kind().wire(), timeControl.initialMs(), timeControl.incrementMs(), timeControl.days(),
                timeControl.periodMs(), timeControl.periods(),
                autoDraw, seats[0].name(), seats[1].name(), engineLevel, tokenHashes[0], tokenHashes[1], inviteCode,
                clockMs[0], clockMs[1], turnStartedAt, drawOffer, tags, createdAt, updatedAt, version,
                accounts[0], accounts[1], rated, takebackOffer, rematchOffer, rematchGame, creatorAddress);
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

    /** The side that asked for a takeback still pending, or -1. */
    public int takebackOffer() {
        return takebackOffer;
    }

    int takebacks() {
        return takebacks;
    }

    /** The side offering a rematch, or -1. */
    public int rematchOffer() {
        return rematchOffer;
    }

    /** The rematch's game id once agreed, or null. */
    public String rematchGame() {
        return rematchGame;
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

    /** The account bound to {@code side}'s seat, or null. */
    public Long account(int side) {
        return accounts[side];
    }

    public boolean rated() {
        return rated;
    }

    /** The side whose seat is bound to {@code accountId}, or -1. */
    public int sideOfAccount(Long accountId) {
        if (accountId == null) {
            return -1;
        }
        for (int side = 0; side < 2; side++) {
            if (accountId.equals(accounts[side])) {
                return side;
            }
        }
        return -1;
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

    String creatorAddress() {
        return creatorAddress;
    }

    void creatorAddress(String address) {
        creatorAddress = address;
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

    /** Whether this server keeps the game going: a flag check armed, or the engine thinking for it. */
    boolean kept() {
        return flagCheck != null && !flagCheck.isDone() || engineThinking();
    }

    void cancelFlagCheck() {
        if (flagCheck != null) {
            flagCheck.cancel(false);
            flagCheck = null;
        }
    }

    // ----- changing (package-private: only the round package changes games) -----

    /** Plays a legal move for the side to move and ends the game if the rules say so. */
    PlayedMove play(int move, long now) {
        int side = sideToMove();
        if (clockRunning()) {
            long left = remaining(side, now);
            // an arena player who berserked plays without the increment
            clockMs[side] = TournamentTags.berserked(tags, side) && timeControl.kind() == TimeControl.Kind.INCREMENT
                    ? left : timeControl.clockAfterMove(left);
        }
        String machine = variant.machineNotation().format(position, move);
        String written = variant.notations().get(0).format(position, move);
        position.make(move);
        PlayedMove played = new PlayedMove(moves.size() + 1, machine, written, clockMs[side], now);
        moves.add(played);
        if (drawOffer == (side ^ 1)) {
            drawOffer = -1; // moving on declines the opponent's offer
        }
        takebackOffer = -1; // a takeback asked for an earlier position lapses with any move
        if (timeControl.timed() && moves.size() >= 2) {
            turnStartedAt = now;
        }
        Outcome after = position.outcome();
        if (after.isOver() && (autoDraw || !isClaimable(after.reason()))) {
            finish(after, now);
        } else if (moves.size() >= GameLimits.MAX_PLIES) {
            finish(Outcome.draw(Reason.MOVE_LIMIT), now);
        }
        touch(now);
        return played;
    }

    /** Draws that a player claims rather than the rules applying them, unless the game applies them itself. */
    static boolean isClaimable(Reason reason) {
        return GameRecords.isClaimable(reason);
    }

    void finish(Outcome result, long now) {
        takebackOffer = -1;
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
        takebackOffer = -1;
        status = GameStatus.ABORTED;
        outcome = new Outcome(Result.ONGOING, Reason.ABORTED);
        turnStartedAt = null;
        drawOffer = -1;
        cancelFlagCheck();
        touch(now);
    }

    /** Calls off a game nobody played in time (see {@link LobbyLimits}). */
    void expire(long now) {
        abort(now);
        outcome = new Outcome(Result.ONGOING, Reason.EXPIRED);
    }

    /** Binds a seat to an account (before the game starts). */
    void bindAccount(int side, Long accountId) {
        accounts[side] = accountId;
    }

    public SeatRatings ratings() {
        return ratings;
    }

    void ratings(SeatRatings ratings) {
        this.ratings = ratings;
    }

    void rated(boolean rated) {
        this.rated = rated;
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

    /** Arena berserk: halves the side's clock (the tags keep that it did, so the increment stops too). */
    void berserk(int side, long now) {
        clockMs[side] = clockMs[side] / 2;
        String before = tags.get(TournamentTags.BERSERK);
        tags.put(TournamentTags.BERSERK, before == null ? Sides.name(side) : before + " " + Sides.name(side));
        touch(now);
    }

    void drawOffer(int side, long now) {
        drawOffer = side;
        touch(now);
    }

    void takebackOffer(int side, long now) {
        takebackOffer = side;
        touch(now);
    }

    void rematch(int offeredBy, String gameId) {
        rematchOffer = offeredBy;
        rematchGame = gameId;
    }

    /**
     * Takes the game back to its first {@code keep} plies, replaying them from the start position
     * (the rules' positions keep their own history, so a fresh replay is the honest undo for every
     * game). Each side keeps the time it has now; the side to move afterwards has its clock running
     * from {@code now}, unless fewer than two plies remain (clocks start after each side's first move).
     */
    void takeBack(int keep, long now) throws FormatException {
        if (clockRunning()) {
            int side = sideToMove();
            clockMs[side] = Math.max(0, remaining(side, now));
        }
        Position replayed = variant.fromFen(startFen);
        for (PlayedMove move : moves.subList(0, keep)) {
            replayed.make(variant.machineNotation().parse(replayed, move.machine()));
        }
        position = replayed;
        moves.subList(keep, moves.size()).clear();
        turnStartedAt = timeControl.timed() && keep >= 2 ? now : null;
        drawOffer = -1;
        takebackOffer = -1;
        takebacks++;
        touch(now);
    }

    /**
     * A new game with the same rules, start position, time control and draw setting in which the
     * players (their seat tokens and names) have changed sides.
     */
    LiveGame rematch(String newId, String newInviteCode, Map<String, String> newTags, long now) throws FormatException {
        Map<String, String> swapped = new LinkedHashMap<>(newTags);
        swapped.put("White", tags.getOrDefault("Black", "?"));
        swapped.put("Black", tags.getOrDefault("White", "?"));
        LiveGame next = new LiveGame(newId, variant, startFen, variant.fromFen(startFen), timeControl, autoDraw,
                new SeatKind[] {seats[1], seats[0]}, new String[] {tokenHashes[1], tokenHashes[0]}, engineLevel,
                newInviteCode, swapped, now);
        next.accounts[0] = accounts[1];
        next.accounts[1] = accounts[0];
        next.rated = rated;
        return next;
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

    /**
     * The running clock's state for the heartbeat: its reference point moves to {@code now} (the
     * time left is unchanged), so that a restart after a crash charges only the time since then.
     */
    ClockState saveClock(long now) {
        int side = sideToMove();
        clockMs[side] = remaining(side, now);
        turnStartedAt = now;
        return new ClockState(id, version, clockMs[0], clockMs[1], now);
    }

    /**
     * Restarts, at {@code now}, a clock left running by a server that was killed: the player to
     * move keeps the time left at the clock's last save, so the outage is not charged to them.
     * Returns the clock's new state to store (like a heartbeat's, the game's version is unchanged).
     */
    ClockState restartAfterCrash(long now) {
        turnStartedAt = now;
        return new ClockState(id, version, clockMs[0], clockMs[1], now);
    }

    private void touch(long now) {
        updatedAt = now;
    }

    /** Called after the new state was stored: the next write must carry the next version. */
    void committed() {
        version++;
    }
}
