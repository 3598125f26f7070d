package org.heterodox.server.social;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.heterodox.server.account.Account;

/**
 * Following players: follow and unfollow by name, one's list (paged) and the followed players online now. A player
 * follows at most {@value #MAX_FOLLOWING} players and makes at most {@value #MAX_CHANGES} follow changes in
 * {@value #CHANGE_WINDOW_MINUTES} minutes.
 */
public final class FollowService {
    public static final int MAX_FOLLOWING = 400;
    public static final int MAX_CHANGES = 30;
    public static final int CHANGE_WINDOW_MINUTES = 10;
    /** Names in one answer of the followed players online. */
    public static final int MAX_ONLINE_NAMES = 100;

    private final FollowStore store;
    private final Function<String, Optional<Account>> accounts;
    private final Function<Collection<Long>, Set<Long>> onlineAmong;
    private final LongSupplier clock;
    private final FollowQuota quota;

    /**
     * {@code accounts} finds an account by name (any case); {@code onlineAmong} says which of some accounts are online
     * on any server (the lobby's presence).
     */
    public FollowService(FollowStore store, Function<String, Optional<Account>> accounts,
                         Function<Collection<Long>, Set<Long>> onlineAmong, LongSupplier clock) {
        this.store = store;
        this.accounts = accounts;
        this.onlineAmong = onlineAmong;
        this.clock = clock;
        this.quota = new FollowQuota(MAX_CHANGES, CHANGE_WINDOW_MINUTES * 60_000L, clock);
    }

    /** {@code me} follows the player named {@code name}; following them again changes nothing. */
    public Account follow(Account me, String name) {
        Account other = target(me, name);
        if (store.follows(me.id(), other.id())) {
            return other;
        }
        if (store.followingCount(me.id()) >= MAX_FOLLOWING) {
            throw new SocialException(429, "you already follow " + MAX_FOLLOWING + " players, the most one player may;"
                    + " unfollow one first");
        }
        takeQuota(me);
        store.add(me.id(), other.id(), clock.getAsLong());
        return other;
    }

    /** {@code me} stops following the player named {@code name}; unfollowing someone not followed changes nothing. */
    public void unfollow(Account me, String name) {
        Account other = target(me, name);
        if (!store.follows(me.id(), other.id())) {
            return;
        }
        takeQuota(me);
        store.remove(me.id(), other.id());
    }

    /** One page of the players {@code me} follows, by name, each with whether they are online. */
    public List<Friend> following(Account me, int limit, int offset) {
        List<FollowStore.Followed> page = store.following(me.id(), limit, offset);
        Set<Long> online = onlineAmong.apply(page.stream().map(FollowStore.Followed::id).toList());
        return page.stream().map(f -> new Friend(f.name(), online.contains(f.id()))).toList();
    }

    /** The players {@code me} follows who are online now: their number and the first names alphabetically. */
    public Online online(Account me) {
        List<FollowStore.Followed> all = store.following(me.id(), MAX_FOLLOWING, 0);
        Set<Long> online = onlineAmong.apply(all.stream().map(FollowStore.Followed::id).toList());
        List<String> names = new ArrayList<>();
        for (FollowStore.Followed f : all) {
            if (online.contains(f.id())) {
                names.add(f.name());
            }
        }
        names.sort(Comparator.comparing(String::toLowerCase));
        return new Online(names.size(), List.copyOf(names.subList(0, Math.min(MAX_ONLINE_NAMES, names.size()))));
    }

    public Counts counts(Account player, Account viewer) {
        boolean followed = viewer != null && viewer.id() != player.id() && store.follows(viewer.id(), player.id());
        return new Counts(store.followerCount(player.id()), store.followingCount(player.id()), followed);
    }

    public int followingCount(Account me) {
        return store.followingCount(me.id());
    }

    private Account target(Account me, String name) {
        Account other = (name.length() > 40 ? Optional.<Account>empty() : accounts.apply(name)).filter(a -> !a.deleted())
                .orElseThrow(() -> new SocialException(404, "no player named '" + abbreviate(name) + "'"));
        if (other.id() == me.id()) {
            throw new SocialException(400, "you cannot follow yourself");
        }
        return other;
    }

    private void takeQuota(Account me) {
        if (!quota.take(me.id())) {
            throw new SocialException(429, "you changed whom you follow " + MAX_CHANGES + " times in "
                    + CHANGE_WINDOW_MINUTES + " minutes, the most one player may; try again later");
        }
    }

    private static String abbreviate(String text) {
        return text == null ? "" : text.length() > 20 ? text.substring(0, 20) + "..." : text;
    }

    /** A followed player and whether they are online. */
    public record Friend(String name, boolean online) {
    }

    /** Followed players online: how many, and the first names. */
    public record Online(int count, List<String> names) {
    }

    /** A profile's follow figures, and whether the viewer follows the player. */
    public record Counts(int followers, int following, boolean followedByViewer) {
    }
}
