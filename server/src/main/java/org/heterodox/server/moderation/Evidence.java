package org.heterodox.server.moderation;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What a report is about, captured when it was made so that later edits or deletions do not change it: a
 * chat line's text, author, game, room and time; a player's recent games; a tournament's name, organiser
 * and game.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Evidence(String author, String text, String game, String room, Long seq, Long at, List<String> games,
                       String name, String organiser, String variant, String tournament) {
    static Evidence chat(String author, String text, String game, String room, long seq, long at) {
        return new Evidence(author, text, game, room, seq, at, null, null, null, null, null);
    }

    static Evidence player(String name, List<String> games) {
        return new Evidence(null, null, null, null, null, null, games, name, null, null, null);
    }

    static Evidence tournament(String id, String name, String organiser, String variant) {
        return new Evidence(null, null, null, null, null, null, null, name, organiser, variant, id);
    }
}
