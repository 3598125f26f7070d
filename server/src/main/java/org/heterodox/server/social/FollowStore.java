package org.heterodox.server.social;

import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** Who follows whom, in the database every server shares; deleted accounts are left out of lists and counts. */
public final class FollowStore {
    private final Jdbi jdbi;

    public FollowStore(Jdbi jdbi) {
        this.jdbi = jdbi;
    }

    /** Adds a follow; false when it was already there. */
    public boolean add(long follower, long followed, long now) {
        return jdbi.withHandle(handle -> handle.createUpdate("INSERT INTO follows (follower_id, followed_id, created_at)"
                        + " SELECT :follower, :followed, :now WHERE NOT EXISTS (SELECT 1 FROM follows"
                        + " WHERE follower_id = :follower AND followed_id = :followed)")
                .bind("follower", follower).bind("followed", followed).bind("now", now).execute()) == 1;
    }

    /** Removes a follow; false when there was none. */
    public boolean remove(long follower, long followed) {
        return jdbi.withHandle(handle -> handle.createUpdate("DELETE FROM follows WHERE follower_id = :follower"
                        + " AND followed_id = :followed")
                .bind("follower", follower).bind("followed", followed).execute()) == 1;
    }

    public boolean follows(long follower, long followed) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM follows WHERE follower_id = :follower"
                        + " AND followed_id = :followed")
                .bind("follower", follower).bind("followed", followed).mapTo(Integer.class).one()) > 0;
    }

    /** How many live accounts {@code account} follows. */
    public int followingCount(long account) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM follows f JOIN accounts a"
                        + " ON a.id = f.followed_id WHERE f.follower_id = :account AND a.deleted = FALSE")
                .bind("account", account).mapTo(Integer.class).one());
    }

    /** How many live accounts follow {@code account}. */
    public int followerCount(long account) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT COUNT(*) FROM follows f JOIN accounts a"
                        + " ON a.id = f.follower_id WHERE f.followed_id = :account AND a.deleted = FALSE")
                .bind("account", account).mapTo(Integer.class).one());
    }

    /** The live accounts {@code account} follows, by name (case aside), one page. */
    public List<Followed> following(long account, int limit, int offset) {
        return jdbi.withHandle(handle -> handle.createQuery("SELECT a.id, a.name FROM follows f JOIN accounts a"
                        + " ON a.id = f.followed_id WHERE f.follower_id = :account AND a.deleted = FALSE"
                        + " ORDER BY a.name_key LIMIT :limit OFFSET :offset")
                .bind("account", account).bind("limit", limit).bind("offset", offset)
                .map((rs, ctx) -> new Followed(rs.getLong("id"), rs.getString("name"))).list());
    }

    /** A followed player. */
    public record Followed(long id, String name) {
    }
}
