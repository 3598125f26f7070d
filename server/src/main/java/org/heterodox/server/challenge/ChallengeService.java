package org.heterodox.server.challenge;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.heterodox.rules.Variant;
import org.heterodox.server.account.Account;
import org.heterodox.server.cluster.ClusterBus;
import org.heterodox.server.game.CreateGame;
import org.heterodox.server.game.SeatGrant;
import org.heterodox.server.game.Secrets;
import org.heterodox.server.game.TimeControl;
import org.heterodox.server.round.Rounds;

/**
 * Challenges between named players. Each one is stored; every change is told to this server's listeners
 * and announced to the other servers (topic {@value #TOPIC}, the challenge's id), whose listeners read it
 * back from the database: so the challenged player hears of it on whichever server they are connected.
 * Accepting makes the game as a taken seek does: the challenger creates it, the challenged player joins,
 * both seats bound to their accounts.
 */
public final class ChallengeService {
    public static final int MAX_OPEN_OUTGOING = 5;
    public static final int MAX_OPEN_INCOMING = 20;
    public static final int MAX_PER_HOUR = 20;
    /** A real-time (or unlimited) challenge waits 10 minutes for an answer; a correspondence one 3 days. */
    public static final long REAL_TIME_MS = 10 * 60_000L;
    public static final long CORRESPONDENCE_MS = 3 * 24 * 3600_000L;
    /** Answered challenges are kept this long (the hourly quota counts them), then deleted. */
    static final long KEPT_MS = 24 * 3600_000L;
    static final String TOPIC = "challenge";

    private final ChallengeStore store;
    private final Rounds games;
    private final Function<String, Optional<Account>> accounts;
    private final LongSupplier clock;
    private final List<ChallengeListener> listeners = new CopyOnWriteArrayList<>();
    private volatile ClusterBus bus = ClusterBus.SOLE;

    /** {@code accounts} finds a live account by name (any case). */
    public ChallengeService(ChallengeStore store, Rounds games, Function<String, Optional<Account>> accounts,
                            LongSupplier clock) {
        this.store = store;
        this.games = games;
        this.accounts = accounts;
        this.clock = clock;
    }

    /** Hears the other servers' challenge changes, and tells them this server's. */
    public void cluster(ClusterBus clusterBus) {
        this.bus = clusterBus;
        clusterBus.on(TOPIC, words -> store.find(words.get(0)).ifPresent(this::tell));
    }

    public void listen(ChallengeListener listener) {
        listeners.add(listener);
    }

    /** {@code from} challenges the player named {@code to}; {@code side} is the challenger's ({@code -1}: random). */
    public Challenge create(Account from, String to, Variant variant, TimeControl timeControl, int side, boolean rated) {
        Account opponent = accounts.apply(to).filter(a -> !a.deleted())
                .orElseThrow(() -> new ChallengeException(404, "no player named '" + abbreviate(to) + "'"));
        if (opponent.id() == from.id()) {
            throw new ChallengeException(400, "you cannot challenge yourself");
        }
        long now = clock.getAsLong();
        long life = timeControl.kind() == TimeControl.Kind.CORRESPONDENCE ? CORRESPONDENCE_MS : REAL_TIME_MS;
        Challenge challenge = new Challenge(Secrets.newCode(10), from.id(), from.name(), opponent.id(), opponent.name(),
                variant, timeControl, side, rated, ChallengeStatus.OPEN, null, null, now, now + life);
        // One server checks and inserts at a time; across servers the quotas may be passed by a request or two.
        synchronized (this) {
            if (store.openBetween(from.id(), opponent.id(), now)) {
                throw new ChallengeException(409, "you already have an open challenge to " + opponent.name()
                        + "; cancel it before sending another");
            }
            int outgoing = store.countOpen(from.id(), false, now);
            if (outgoing >= MAX_OPEN_OUTGOING) {
                throw new ChallengeException(429, "you already have " + outgoing + " open challenges, the most one player"
                        + " may have; cancel one or wait for an answer");
            }
            if (store.madeSince(from.id(), now - 3600_000L) >= MAX_PER_HOUR) {
                throw new ChallengeException(429, "you sent " + MAX_PER_HOUR + " challenges in the last hour, the most one"
                        + " player may; try again later");
            }
            if (store.countOpen(opponent.id(), true, now) >= MAX_OPEN_INCOMING) {
                throw new ChallengeException(429, opponent.name() + " has " + MAX_OPEN_INCOMING
                        + " open challenges waiting; try again later");
            }
            store.insert(challenge);
        }
        changed(challenge);
        return challenge;
    }

    /** The open challenges {@code player} received and made, oldest first. */
    public Mine mine(Account player) {
        long now = clock.getAsLong();
        return new Mine(store.open(player.id(), true, now, MAX_OPEN_INCOMING),
                store.open(player.id(), false, now, MAX_OPEN_OUTGOING));
    }

    /** The challenged player accepts: the game starts for both; the answer is the accepter's seat. */
    public SeatGrant accept(Account player, String id) {
        Challenge challenge = answerable(player, id, "accept");
        close(challenge, ChallengeStatus.ACCEPTED, null);
        SeatGrant grant;
        try {
            int side = challenge.side() >= 0 ? challenge.side() : ThreadLocalRandom.current().nextInt(2);
            SeatGrant challenger = games.create(new CreateGame(challenge.variant(), null, challenge.timeControl(), side,
                    false, 0, true, challenge.challengerName(), challenge.challenger(), challenge.rated()), null);
            grant = games.join(challenger.game().inviteCode(), player.name(), player.id());
        } catch (RuntimeException e) {
            store.reopen(id);
            throw e;
        }
        store.gameMade(id, grant.game().id());
        changed(store.find(id).orElseThrow());
        return grant;
    }

    /** The challenged player declines, with a reason the challenger is told. */
    public void decline(Account player, String id, DeclineReason reason) {
        Challenge challenge = answerable(player, id, "decline");
        close(challenge, ChallengeStatus.DECLINED, reason);
        changed(store.find(id).orElseThrow());
    }

    /** The challenger withdraws their challenge. */
    public void cancel(Account player, String id) {
        Challenge challenge = existing(id);
        if (challenge.challenger() != player.id()) {
            throw new ChallengeException(403, "only its challenger can cancel a challenge");
        }
        close(challenge, ChallengeStatus.CANCELLED, null);
        changed(store.find(id).orElseThrow());
    }

    /** Marks the open challenges whose time is up as expired (telling both players), and forgets old ones. */
    public void expire() {
        long now = clock.getAsLong();
        for (String id : store.due(now)) {
            if (store.expire(id, now)) {
                store.find(id).ifPresent(this::changed);
            }
        }
        store.purge(now - KEPT_MS);
    }

    private Challenge answerable(Account player, String id, String verb) {
        Challenge challenge = existing(id);
        if (challenge.challenged() != player.id()) {
            throw new ChallengeException(403, "only the challenged player can " + verb + " a challenge");
        }
        return challenge;
    }

    private Challenge existing(String id) {
        return store.find(id).orElseThrow(() -> new ChallengeException(404, "no challenge '" + abbreviate(id) + "'"));
    }

    /** Moves an open challenge on; 410 once expired, 409 once answered or cancelled (here or on another server). */
    private void close(Challenge challenge, ChallengeStatus status, DeclineReason reason) {
        long now = clock.getAsLong();
        if (store.close(challenge.id(), status, reason, now)) {
            return;
        }
        Challenge stored = store.find(challenge.id()).orElse(challenge);
        if (stored.status() == ChallengeStatus.EXPIRED || stored.status() == ChallengeStatus.OPEN) {
            throw new ChallengeException(410, "the challenge expired");
        }
        throw new ChallengeException(409, "the challenge was already " + stored.status().wire());
    }

    private void changed(Challenge challenge) {
        tell(challenge);
        bus.announce(TOPIC, challenge.id());
    }

    private void tell(Challenge challenge) {
        for (ChallengeListener listener : listeners) {
            listener.changed(challenge);
        }
    }

    private static String abbreviate(String text) {
        return text == null ? "" : text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }

    /** A player's open challenges: those received and those made. */
    public record Mine(List<Challenge> incoming, List<Challenge> outgoing) {
    }
}
