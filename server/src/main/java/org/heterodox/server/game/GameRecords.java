package org.heterodox.server.game;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.format.FormatException;
import org.heterodox.server.pgn.PgnGame;

/** Games to and from their PGN form: export of a stored game, replay of an imported one through the rules. */
final class GameRecords {
    /** Bounds on imported tags, so that they fit the tags column (stored as JSON) with room to spare. */
    static final int MAX_IMPORTED_TAGS = 64;
    static final int MAX_IMPORTED_TAG_CHARS = 12_000;

    private GameRecords() {
    }

    /** The game as PGN carries it, moves in the game's record notation. */
    static PgnGame export(LiveGame game) {
        List<String> written = new ArrayList<>();
        for (PlayedMove move : game.moves()) {
            written.add(move.written());
        }
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        if (game.timeControl().timed()) {
            tags.putIfAbsent("TimeControl", pgnTimeControl(game.timeControl()));
        }
        return new PgnGame(game.variant(), game.startFen(), written, game.outcome(), tags);
    }

    /**
     * A finished game built from an imported record, every move checked by the rules. The result
     * must agree with a final position the rules decide; otherwise the recorded result stands, and a
     * record without a result is refused.
     */
    static LiveGame replay(PgnGame pgn, long now) {
        int tagChars = 0;
        for (Map.Entry<String, String> tag : pgn.tags().entrySet()) {
            tagChars += jsonLength(tag.getKey()) + jsonLength(tag.getValue()) + 6;
        }
        if (pgn.tags().size() > MAX_IMPORTED_TAGS || tagChars > MAX_IMPORTED_TAG_CHARS) {
            throw GameException.badRequest("the game's tags are too many or too long (at most " + MAX_IMPORTED_TAGS
                    + " tags of " + MAX_IMPORTED_TAG_CHARS + " characters in all)");
        }
        Position start;
        try {
            start = pgn.startFen() == null ? pgn.variant().startPosition() : pgn.variant().fromFen(pgn.startFen());
        } catch (FormatException e) {
            throw GameException.badRequest("bad start position: " + e.getMessage());
        }
        LiveGame game = new LiveGame(Secrets.newCode(12), pgn.variant(), start.toFen(), start, TimeControl.UNLIMITED,
                true, new SeatKind[] {SeatKind.HUMAN, SeatKind.HUMAN}, new String[2], 0, Secrets.newCode(10),
                pgn.tags(), now);
        int ply = 0;
        for (String text : pgn.moves()) {
            ply++;
            Outcome before = game.position().outcome();
            if (before.isOver() && !LiveGame.isClaimable(before.reason())) {
                throw GameException.badRequest("move " + ply + " '" + text + "' comes after the game ended (" + before
                        + ")");
            }
            int move;
            try {
                move = GameService.readMove(game.position(), text);
            } catch (GameException e) {
                throw new GameException(e.kind(), "move " + ply + ": " + e.getMessage());
            }
            game.appendImported(move, now);
        }
        Outcome claimed = pgn.outcome();
        Outcome ruled = game.position().outcome();
        Outcome result;
        if (ruled.isOver() && !LiveGame.isClaimable(ruled.reason())) {
            if (claimed.isOver() && claimed.result() != ruled.result()) {
                throw GameException.badRequest("the result " + claimed.result().pgn()
                        + " contradicts the final position (" + ruled + ")");
            }
            result = ruled;
        } else if (claimed.isOver()) {
            result = claimed;
        } else {
            throw GameException.badRequest("the game has no result ('*'); only finished games can be imported");
        }
        game.imported(result, now);
        return game;
    }

    private static String pgnTimeControl(TimeControl tc) {
        return switch (tc.kind()) {
            case SUDDEN_DEATH -> Long.toString(tc.initialMs() / 1000);
            case INCREMENT -> tc.initialMs() / 1000 + "+" + tc.incrementMs() / 1000;
            case CORRESPONDENCE -> "1/" + tc.days() * 86_400;
            // PGN has no byoyomi: pychess-variants' "main+periods x period(b)" written in seconds
            case BYOYOMI -> tc.initialMs() / 1000 + "+" + tc.periods() + "x" + tc.periodMs() / 1000 + "(b)";
            default -> "-";
        };
    }

    /** Characters {@code text} takes as a JSON string body. */
    private static int jsonLength(String text) {
        int length = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            length += c < 0x20 ? 6 : c == '"' || c == '\\' ? 2 : 1;
        }
        return length;
    }
}
