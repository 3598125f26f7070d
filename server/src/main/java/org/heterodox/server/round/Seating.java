package org.heterodox.server.round;

import java.util.Map;
import java.util.regex.Pattern;
import org.heterodox.rules.Position;
import org.heterodox.server.engine.EngineLevels;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameException;
import org.heterodox.server.game.GameSetup;
import org.heterodox.server.game.GameSnapshot;
import org.heterodox.server.game.GameStatus;
import org.heterodox.server.game.LobbyLimits;
import org.heterodox.server.game.PairedGame;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.SeatKind;
import org.heterodox.server.game.Secrets;

/**
 * Who sits where: creating a game with the creator's seat, a tournament's paired game, taking an
 * open seat by invite code, and telling which seat an actor holds.
 */
final class Seating {
    private static final Pattern INVITE = Pattern.compile("[a-z0-9]{1,16}");

    private final LiveRounds rounds;
    private final RoundRatings ratings;
    private final EngineSeats engines;
    /** Serialises counting a client's open games with creating one (the per-client cap). */
    private final Object openGamesLock = new Object();
    private volatile LobbyLimits lobby = LobbyLimits.DEFAULTS;

    Seating(LiveRounds rounds, RoundRatings ratings, EngineSeats engines) {
        this.rounds = rounds;
        this.ratings = ratings;
        this.engines = engines;
    }

    void lobby(LobbyLimits limits) {
        this.lobby = limits;
    }

    LobbyLimits lobby() {
        return lobby;
    }

    /**
     * Creates a game for the client at {@code client} (null: an unknown address, not capped); 429 when
     * that client already has {@link LobbyLimits#maxOpenGamesPerClient} open games waiting for an opponent.
     */
    SeatGrant create(CreateGame request, String client) {
        if (request.rated() && request.creatorAccount() == null) {
            throw new GameException(GameException.Kind.FORBIDDEN, "log in to create a rated game");
        }
        if (request.rated() && request.engineOpponent()) {
            throw GameException.badRequest("games against the engine are never rated");
        }
        if (request.engineOpponent()) {
            if (!engines.available()) {
                throw GameException.badRequest("this server has no engine; choose an open seat");
            }
            if (!EngineLevels.valid(request.engineLevel())) {
                throw GameException.badRequest("engine level must be " + EngineLevels.MIN + ".." + EngineLevels.MAX);
            }
            engines.requireCapacity();
        }
        Position start = GameSetup.playableStart(request.variant(), request.startFen());
        long now = rounds.now();
        String token = Secrets.newToken();
        int side = request.creatorSide();
        SeatKind[] seats = new SeatKind[2];
        String[] hashes = new String[2];
        seats[side] = SeatKind.HUMAN;
        hashes[side] = Secrets.hash(token);
        seats[side ^ 1] = request.engineOpponent() ? SeatKind.ENGINE : SeatKind.OPEN;
        Map<String, String> tags = GameSetup.newTags(now);
        tags.put(side == 0 ? "White" : "Black", request.creatorName() == null ? "Anonymous" : request.creatorName());
        tags.put(side == 0 ? "Black" : "White", request.engineOpponent() ? "Heterodox engine level " + request.engineLevel() : "?");
        LiveGame game = new LiveGame(Secrets.newCode(12), request.variant(), start.toFen(), start, request.timeControl(),
                request.autoDraw(), seats, hashes, request.engineOpponent() ? request.engineLevel() : 0,
                Secrets.newCode(10), tags, now);
        game.bindAccount(side, request.creatorAccount());
        game.rated(request.rated());
        Snapshots.Capture created;
        // The count and the insert go together, so that two creations at once cannot both pass the cap.
        synchronized (openGamesLock) {
            requireOpenSeatCapacity(request, client);
            game.creatorAddress(client);
            created = rounds.insert(game);
        }
        rounds.publishCreated(created);
        return new SeatGrant(side, token, created.snapshot());
    }

    /**
     * Creates a tournament's game between two accounts, started at once (the clocks start with the
     * first moves, as in every game). The players act through their accounts.
     */
    GameSnapshot createPaired(PairedGame request) {
        Position start = GameSetup.start(request.variant(), request.startFen());
        long now = rounds.now();
        Map<String, String> tags = GameSetup.newTags(now);
        tags.putAll(request.tags());
        tags.put("White", request.whiteName());
        tags.put("Black", request.blackName());
        SeatKind[] seats = {SeatKind.HUMAN, SeatKind.HUMAN};
        // Seat tokens nobody receives: the accounts act for the seats.
        String[] hashes = {Secrets.hash(Secrets.newToken()), Secrets.hash(Secrets.newToken())};
        LiveGame game = new LiveGame(Secrets.newCode(12), request.variant(), start.toFen(), start, request.timeControl(),
                true, seats, hashes, 0, Secrets.newCode(10), tags, now);
        game.bindAccount(0, request.whiteAccount());
        game.bindAccount(1, request.blackAccount());
        game.rated(request.rated());
        Snapshots.Capture created = rounds.insert(game);
        rounds.publishCreated(created);
        return created.snapshot();
    }

    private void requireOpenSeatCapacity(CreateGame request, String client) {
        if (client == null || request.engineOpponent()) {
            return;
        }
        // Counted in the database: the client's games waiting on any server sharing it.
        long open = rounds.store().openGamesOf(client);
        if (open >= lobby.maxOpenGamesPerClient()) {
            throw new GameException(GameException.Kind.BUSY, "you already have " + open
                    + " open games waiting for an opponent, the most one player may have; wait until one is"
                    + " joined, or call one off, before creating another");
        }
    }

    /**
     * Takes the open seat of the game an invite code leads to, for {@code account} when the player is
     * logged in (null: anonymous). A rated game needs an account, and nobody plays themselves.
     */
    SeatGrant join(String inviteCode, String name, Long account) {
        String id = idOfInvite(inviteCode);
        String token = Secrets.newToken();
        int[] side = new int[1];
        Snapshots.Capture joined = rounds.run(id, (game, out) -> {
            if (game.status() != GameStatus.WAITING) {
                throw GameException.conflict("game " + id + " has no open seat (it is " + game.status().wire() + ")");
            }
            side[0] = game.seat(0) == SeatKind.OPEN ? 0 : 1;
            if (game.rated() && account == null) {
                throw new GameException(GameException.Kind.FORBIDDEN, "log in to play a rated game");
            }
            if (account != null && account.equals(game.account(side[0] ^ 1))) {
                throw GameException.conflict("you cannot join your own game");
            }
            game.bindAccount(side[0], account);
            ratings.load(game);
            game.seat(side[0], SeatKind.HUMAN, Secrets.hash(token), rounds.now());
            game.tag(side[0] == 0 ? "White" : "Black", name == null ? "Anonymous" : name);
            return rounds.commit(game, out, "joined");
        });
        return new SeatGrant(side[0], token, joined.snapshot());
    }

    /** The game an invite code leads to, without taking its seat. */
    GameSnapshot invited(String inviteCode) {
        return rounds.get(idOfInvite(inviteCode));
    }

    private String idOfInvite(String inviteCode) {
        if (inviteCode == null || !INVITE.matcher(inviteCode).matches()) {
            throw GameException.notFound("no game has the invite code '" + LiveRounds.abbreviate(inviteCode) + "'");
        }
        return rounds.store().findByInvite(inviteCode)
                .orElseThrow(() -> GameException.notFound("no game has the invite code '" + inviteCode + "'"));
    }

    /**
     * What the actor is in a game, without refusing: the side whose seat their token or account holds,
     * or -1 for a spectator; and what the chat needs of the game.
     */
    Seated seated(String id, Actor actor) {
        return rounds.run(id, (game, out) -> {
            int side = -1;
            if (actor.seatToken() != null && !actor.seatToken().isEmpty()) {
                side = game.sideOfToken(actor.seatToken());
            }
            if (side < 0) {
                side = game.sideOfAccount(actor.accountId());
            }
            String name = side < 0 ? null : game.tags().get(side == 0 ? "White" : "Black");
            return new Seated(side, name, game.rated(), game.status().isOver(), game.seat(0) == SeatKind.ENGINE
                    || game.seat(1) == SeatKind.ENGINE);
        });
    }

    /**
     * The actor's side: the seat their token holds, else the seat bound to their account; 401 with
     * neither, 403 when neither holds a seat of this game.
     */
    static int seatOf(LiveGame game, Actor actor) {
        if (actor.anonymous()) {
            throw new GameException(GameException.Kind.NO_TOKEN, "a seat token is required (Authorization: Bearer <token>)");
        }
        String token = actor.seatToken();
        int side = token == null || token.isEmpty() ? -1 : game.sideOfToken(token);
        if (side < 0) {
            side = game.sideOfAccount(actor.accountId());
        }
        if (side < 0 && (token == null || token.isEmpty())) {
            throw new GameException(GameException.Kind.WRONG_TOKEN, "you hold no seat in game " + game.id());
        }
        if (side < 0) {
            throw new GameException(GameException.Kind.WRONG_TOKEN, "the seat token does not hold a seat in game " + game.id());
        }
        return side;
    }
}
