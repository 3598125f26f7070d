package org.heterodox.server.game;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.Map;
import org.heterodox.rules.Position;
import org.heterodox.rules.Variant;
import org.heterodox.rules.format.FormatException;

/** What every new game starts from: its start position, checked by the rules, and its first tags. */
public final class GameSetup {
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private GameSetup() {
    }

    /** The start position: the game's own, or {@code fen} read by the game's rules; 400 when it cannot be read. */
    public static Position start(Variant variant, String fen) {
        try {
            return fen == null ? variant.startPosition() : variant.fromFen(fen);
        } catch (FormatException e) {
            throw GameException.badRequest("bad start position: " + e.getMessage());
        }
    }

    /** A start position a game can be played from: 400 when the rules already decided it. */
    public static Position playableStart(Variant variant, String fen) {
        Position start = start(variant, fen);
        if (start.outcome().isOver()) {
            throw GameException.badRequest("the start position is already decided: " + start.outcome());
        }
        return start;
    }

    /** The tags of a game created at {@code now}, before its players are named. */
    public static Map<String, String> newTags(long now) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "Heterodox server game");
        tags.put("Site", "Heterodox");
        tags.put("Date", PGN_DATE.format(Instant.ofEpochMilli(now)));
        return tags;
    }
}
