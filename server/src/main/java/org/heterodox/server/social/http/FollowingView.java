package org.heterodox.server.social.http;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/** {@code GET /api/me/following}: one page of the players one follows, how many in all, and the next page's offset. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record FollowingView(List<Friend> players, int count, Integer nextOffset) {
    /** A followed player and whether they are online now. */
    public record Friend(String name, boolean online) {
    }
}
