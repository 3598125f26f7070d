package org.heterodox.server.chat;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.regex.Pattern;
import org.heterodox.server.account.Account;
import org.heterodox.server.game.Actor;
import org.heterodox.server.game.GameEvent;
import org.heterodox.server.game.GameEvents;
import org.heterodox.server.round.Rounds;
import org.heterodox.server.round.Seated;

/**
 * The chat of each game, in two rooms. {@code players}: the two seated players only. {@code spectators}:
 * everyone else; the players read it only once the game is over (no help from outside during play).
 * In a rated game only logged-in people write. Texts are plain text (the web app never renders them as
 * HTML), 1 to 140 characters after trimming, control characters removed; each author may write one
 * line a second with bursts of five, a room holds at most 500 lines. A player may mute the opponent:
 * their lines are then neither listed nor announced to the muter (stored, so every server keeps it).
 */
public final class ChatService {
    public static final String PLAYERS = "players";
    public static final String SPECTATORS = "spectators";
    public static final int MAX_LENGTH = 140;
    public static final int MAX_LINES = 500;
    static final double PER_SECOND = 1;
    static final int BURST = 5;
    private static final Pattern CONTROL = Pattern.compile("[\\p{Cc}\\p{Cf}&&[^\\u200d]]");

    private final Rounds games;
    private final ChatStore store;
    private final GameEvents events;
    private final LongSupplier clock;
    private final Map<String, double[]> buckets = new ConcurrentHashMap<>();

    public ChatService(Rounds games, ChatStore store, GameEvents events, LongSupplier clock) {
        this.games = games;
        this.store = store;
        this.events = events;
        this.clock = clock;
    }

    /** The lines of a room the actor may read. */
    public List<ChatLine> lines(String gameId, String room, Actor actor) {
        Seated seated = games.seated(gameId, actor);
        checkRead(seated, room(room));
        List<ChatLine> lines = store.lines(gameId, room);
        if (seated.side() >= 0 && muted(gameId, seated.side())) {
            int opponent = seated.side() ^ 1;
            return lines.stream().filter(line -> line.side() != opponent).toList();
        }
        return lines;
    }

    /** One line of a room the actor may read (a report's evidence), or a 404. */
    public ChatLine line(String gameId, String room, long seq, Actor actor) {
        Seated seated = games.seated(gameId, actor);
        checkRead(seated, room(room));
        return store.line(gameId, room, seq)
                .orElseThrow(() -> new ChatException(404, "no line " + seq + " in this room"));
    }

    /** Posts a line in a room for the actor (logged in as {@code account}, or null). */
    public ChatLine post(String gameId, String room, Actor actor, Account account, String text) {
        Seated seated = games.seated(gameId, actor);
        room(room);
        if (PLAYERS.equals(room) && seated.side() < 0) {
            throw new ChatException(403, "only the game's players write in the players' room");
        }
        if (SPECTATORS.equals(room) && seated.side() >= 0 && !seated.over()) {
            throw new ChatException(403, "players write in the players' room while the game is played");
        }
        if (seated.rated() && account == null) {
            throw new ChatException(403, "log in to chat in a rated game");
        }
        String clean = clean(text);
        String author = seated.side() >= 0 && seated.name() != null ? seated.name()
                : account != null ? account.name() : "Anonymous";
        String key = gameId + "/" + (account != null ? "a" + account.id() : seated.side() >= 0 ? "s" + seated.side()
                : "t" + actor.seatToken());
        if (!take(key)) {
            throw new ChatException(429, "you are writing too fast; wait a moment");
        }
        ChatLine line = store.append(gameId, room, author, account == null ? null : account.id(), seated.side(), clean,
                clock.getAsLong(), MAX_LINES);
        if (line == null) {
            throw new ChatException(409, "this room is full (" + MAX_LINES + " lines)");
        }
        events.publish(new GameEvent.Chat(gameId, room, line.seq()));
        return line;
    }

    /** Mutes or unmutes the opponent for a player of the game. */
    public boolean mute(String gameId, Actor actor, boolean muted) {
        Seated seated = games.seated(gameId, actor);
        if (seated.side() < 0) {
            throw new ChatException(403, "only a player can mute their opponent");
        }
        store.mute(gameId, seated.side(), muted);
        return muted;
    }

    /** Whether the actor is a player of the game who muted the opponent. */
    public boolean mutedFor(String gameId, Actor actor) {
        int side = games.seated(gameId, actor).side();
        return side >= 0 && muted(gameId, side);
    }

    /** Whether {@code side} muted its opponent in the game. */
    public boolean muted(String gameId, int side) {
        return store.muted(gameId, side);
    }

    private static void checkRead(Seated seated, String room) {
        if (PLAYERS.equals(room) && seated.side() < 0) {
            throw new ChatException(403, "only the game's players read the players' room");
        }
        if (SPECTATORS.equals(room) && seated.side() >= 0 && !seated.over()) {
            throw new ChatException(403, "players read the spectators' room once the game is over");
        }
    }

    private static String room(String room) {
        if (!PLAYERS.equals(room) && !SPECTATORS.equals(room)) {
            throw new ChatException(400, "'room' must be players or spectators");
        }
        return room;
    }

    /** The text without control characters and surrounding space, 1 to 140 characters. */
    static String clean(String text) {
        String clean = text == null ? "" : CONTROL.matcher(text).replaceAll("").strip();
        if (clean.isEmpty()) {
            throw new ChatException(400, "a chat line must not be empty");
        }
        if (clean.codePointCount(0, clean.length()) > MAX_LENGTH) {
            throw new ChatException(400, "a chat line has at most " + MAX_LENGTH + " characters");
        }
        return clean;
    }

    /** A token bucket per author and game. */
    private boolean take(String key) {
        long now = clock.getAsLong();
        double[] bucket = buckets.computeIfAbsent(key, k -> new double[] {BURST, now});
        synchronized (bucket) {
            bucket[0] = Math.min(BURST, bucket[0] + (now - bucket[1]) / 1000.0 * PER_SECOND);
            bucket[1] = now;
            if (bucket[0] < 1) {
                return false;
            }
            bucket[0] -= 1;
            return true;
        }
    }
}
