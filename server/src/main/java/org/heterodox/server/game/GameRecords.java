package org.heterodox.server.game;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Reason;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;
import org.heterodox.rules.format.FormatException;

/** Games to and from their PGN form: export of a stored game, replay of an imported one through the rules. */
public final class GameRecords {
    /** Bounds on imported tags, so that they fit the tags column (stored as JSON) with room to spare. */
    static final int MAX_IMPORTED_TAGS = 64;
    static final int MAX_IMPORTED_TAG_CHARS = 12_000;

    private GameRecords() {
    }

    /** The game as PGN carries it, moves in the game's record notation. */
    public static PgnGame export(GameSnapshot game) {
        List<String> written = new ArrayList<>();
        for (PlayedMove move : game.moves()) {
            written.add(move.written());
        }
        Map<String, String> tags = new LinkedHashMap<>(game.tags());
        if (game.timeControl().timed()) {
            tags.putIfAbsent("TimeControl", pgnTimeControl(game.timeControl()));
        }
        Variant variant;
        try {
            variant = Variants.of(game.variantSpec());
        } catch (FormatException e) {
            throw new GameException(GameException.Kind.CORRUPT, "stored game " + game.id() + " has an unknown game");
        }
        return new PgnGame(variant, game.startFen(), written, game.outcome(), tags);
    }

    /**
     * An imported game as it is stored: its row (finished, untimed, two human seats without tokens), its
     * moves, and the hash of its record (game, start, moves, result) by which a second import of the
     * same record finds the first.
     */
    public record Imported(GameRow row, List<PlayedMove> moves, String recordHash) {
    }

    /**
     * A finished game built from an imported record, every move checked by the rules. The result
     * must agree with a final position the rules decide; otherwise the recorded result stands, and a
     * record without a result is refused.
     */
    static Imported replay(PgnGame pgn, long now) {
        int tagChars = 0;
        for (Map.Entry<String, String> tag : pgn.tags().entrySet()) {
            tagChars += jsonLength(tag.getKey()) + jsonLength(tag.getValue()) + 6;
        }
        if (pgn.tags().size() > MAX_IMPORTED_TAGS || tagChars > MAX_IMPORTED_TAG_CHARS) {
            throw GameException.badRequest("the game's tags are too many or too long (at most " + MAX_IMPORTED_TAGS
                    + " tags of " + MAX_IMPORTED_TAG_CHARS + " characters in all)");
        }
        GameLimits.checkRecord(pgn.moves().size());
        Variant variant = pgn.variant();
        Position position = GameSetup.start(variant, pgn.startFen());
        String startFen = position.toFen();
        List<PlayedMove> moves = new ArrayList<>();
        for (String text : pgn.moves()) {
            int ply = moves.size() + 1;
            Outcome before = position.outcome();
            if (before.isOver() && !isClaimable(before.reason())) {
                throw GameException.badRequest("move " + ply + " '" + text + "' comes after the game ended (" + before
                        + ")");
            }
            int move;
            try {
                move = MoveTexts.read(position, text);
            } catch (GameException e) {
                throw new GameException(e.kind(), "move " + ply + ": " + e.getMessage());
            }
            String machine = variant.machineNotation().format(position, move);
            String written = variant.notations().get(0).format(position, move);
            position.make(move);
            moves.add(new PlayedMove(ply, machine, written, 0, now));
        }
        Outcome claimed = pgn.outcome();
        Outcome ruled = position.outcome();
        Outcome result;
        if (ruled.isOver() && !isClaimable(ruled.reason())) {
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
        TimeControl tc = TimeControl.UNLIMITED;
        GameRow row = new GameRow(Secrets.newCode(12), variant.spec(), startFen, GameStatus.FINISHED.name(),
                result.result().pgn(), result.reason().name(), tc.kind().wire(), tc.initialMs(), tc.incrementMs(),
                tc.days(), tc.periodMs(), tc.periods(), true, SeatKind.HUMAN.name(), SeatKind.HUMAN.name(), 0, null, null,
                Secrets.newCode(10), tc.startingClockMs(), tc.startingClockMs(), null, -1, pgn.tags(), now, now, 0);
        return new Imported(row, moves, recordHash(variant.spec(), startFen, moves, result));
    }

    private static String recordHash(String spec, String startFen, List<PlayedMove> moves, Outcome result) {
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
        StringBuilder record = new StringBuilder(spec).append('\n').append(startFen).append('\n');
        for (PlayedMove move : moves) {
            record.append(move.machine()).append(' ');
        }
        record.append('\n').append(result.result().pgn());
        return HexFormat.of().formatHex(digest.digest(record.toString().getBytes(StandardCharsets.UTF_8)));
    }

    /** Draws that a player claims rather than the rules applying them, unless the game applies them itself. */
    public static boolean isClaimable(Reason reason) {
        return reason == Reason.THREEFOLD_REPETITION || reason == Reason.FIFTY_MOVES;
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
