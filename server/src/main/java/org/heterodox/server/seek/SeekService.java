package org.heterodox.server.seek;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import java.util.function.ToIntBiFunction;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.GameService;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TimeControl;

/**
 * Open seeks, kept in memory (a restart forgets them: their seekers are gone too). A seek needs an
 * account: when it is taken, the game is bound to both accounts and the seeker, reached through the
 * lobby's live channel, plays it with their session. Taking is serialised, so two players taking one
 * seek at once make exactly one game.
 */
public final class SeekService {
    public static final int MAX_SEEKS_PER_PLAYER = 3;
    /** A real-time seek lasts an hour; a correspondence seek a week. */
    public static final long SEEK_MS = 3600_000L;
    public static final long CORRESPONDENCE_SEEK_MS = 7 * 24 * 3600_000L;
    /** A seek outlives its seeker's last connection by this long (a page reload), then goes. */
    public static final long GRACE_MS = 30_000L;

    private final GameService games;
    private final Presence presence;
    private final LongSupplier clock;
    /** The taker's rating in a game spec (a new player's 1500 when unrated). */
    private final ToIntBiFunction<Long, String> ratingOf;
    private final Map<String, Seek> seeks = new LinkedHashMap<>();
    private final List<SeekListener> listeners = new CopyOnWriteArrayList<>();

    public SeekService(GameService games, Presence presence, LongSupplier clock, ToIntBiFunction<Long, String> ratingOf) {
        this.games = games;
        this.presence = presence;
        this.clock = clock;
        this.ratingOf = ratingOf;
    }

    public void listen(SeekListener listener) {
        listeners.add(listener);
    }

    /** Posts a seek for a logged-in player. */
    public Seek create(Account seeker, Variant variant, String fen, TimeControl timeControl, boolean rated,
                       Integer minRating, Integer maxRating, int side) {
        if (minRating != null && maxRating != null && minRating > maxRating) {
            throw new SeekException(400, "'ratingRange.min' must not be above 'ratingRange.max'");
        }
        if (fen != null) {
            try {
                if (variant.fromFen(fen).outcome().isOver()) {
                    throw new SeekException(400, "the start position is already decided");
                }
            } catch (org.heterodox.rules.format.FormatException e) {
                throw new SeekException(400, "bad start position: " + e.getMessage());
            }
        }
        long now = clock.getAsLong();
        long life = timeControl.kind() == TimeControl.Kind.CORRESPONDENCE ? CORRESPONDENCE_SEEK_MS : SEEK_MS;
        Seek seek;
        synchronized (this) {
            sweep(now);
            long mine = seeks.values().stream().filter(s -> s.account() == seeker.id()).count();
            if (mine >= MAX_SEEKS_PER_PLAYER) {
                throw new SeekException(429, "you already have " + mine + " open seeks, the most one player may have;"
                        + " cancel one before posting another");
            }
            seek = new Seek(Secrets.newCode(10), seeker.id(), seeker.name(), variant, fen, timeControl, rated,
                    minRating, maxRating, side, now, now + life);
            seeks.put(seek.id(), seek);
        }
        changed();
        return seek;
    }

    /** The open seeks, newest first. */
    public List<Seek> list() {
        synchronized (this) {
            sweep(clock.getAsLong());
            List<Seek> list = new ArrayList<>(seeks.values());
            list.sort(Comparator.comparingLong(Seek::createdAt).reversed().thenComparing(Seek::id));
            return list;
        }
    }

    /** Cancels a seek; only its seeker may. */
    public void cancel(Account player, String id) {
        synchronized (this) {
            Seek seek = seeks.get(id);
            if (seek == null) {
                throw new SeekException(404, "no open seek '" + abbreviate(id) + "'");
            }
            if (seek.account() != player.id()) {
                throw new SeekException(403, "only its seeker can cancel a seek");
            }
            seeks.remove(id);
        }
        changed();
    }

    /** Takes a seek: the game starts for both players; the answer is the taker's seat. */
    public SeatGrant accept(Account taker, String id) {
        Seek seek;
        synchronized (this) {
            sweep(clock.getAsLong());
            seek = seeks.get(id);
            if (seek == null) {
                throw new SeekException(404, "no open seek '" + abbreviate(id) + "'; it was taken, cancelled or expired");
            }
            if (seek.account() == taker.id()) {
                throw new SeekException(409, "you cannot take your own seek");
            }
            int rating = ratingOf.applyAsInt(taker.id(), seek.variant().spec());
            if (!seek.admits(rating)) {
                throw new SeekException(403, "your rating " + rating + " is outside the seek's range");
            }
            seeks.remove(id);
        }
        SeatGrant grant;
        try {
            int side = seek.side() >= 0 ? seek.side() : java.util.concurrent.ThreadLocalRandom.current().nextInt(2);
            SeatGrant seeker = games.create(new CreateGame(seek.variant(), seek.fen(), seek.timeControl(), side, false, 0,
                    true, seek.name(), seek.account(), seek.rated()));
            grant = games.join(seeker.game().inviteCode(), taker.name(), taker.id());
        } finally {
            changed();
        }
        String gameId = grant.game().id();
        for (SeekListener listener : listeners) {
            listener.seekAccepted(seek, gameId);
        }
        return grant;
    }

    /** Drops the expired seeks and those whose seeker left; tells the listeners when any went. */
    public void expire() {
        boolean removed;
        synchronized (this) {
            removed = sweep(clock.getAsLong());
        }
        if (removed) {
            changed();
        }
    }

    private boolean sweep(long now) {
        return seeks.values().removeIf(seek -> {
            if (now >= seek.expiresAt()) {
                return true;
            }
            if (presence.online(seek.account())) {
                return false;
            }
            Long since = presence.offlineSince(seek.account());
            // Never connected (a script posting seeks): the creation time starts the grace period.
            long gone = since == null ? seek.createdAt() : since;
            return now - gone >= GRACE_MS;
        });
    }

    private void changed() {
        for (SeekListener listener : listeners) {
            listener.seeksChanged();
        }
    }

    private static String abbreviate(String text) {
        return text == null ? "" : text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }
}
