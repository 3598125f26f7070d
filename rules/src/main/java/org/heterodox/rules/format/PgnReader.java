package org.heterodox.rules.format;

import java.io.Reader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;
import java.util.regex.Pattern;
import org.heterodox.rules.Game;
import org.heterodox.rules.Line;
import org.heterodox.rules.MoveAnnotation;
import org.heterodox.rules.Outcome;
import org.heterodox.rules.Position;
import org.heterodox.rules.Result;
import org.heterodox.rules.Variant;
import org.heterodox.rules.Variants;

/**
 * Reads games from PGN: tag pairs (the {@code Variant} tag picks the game, absent meaning chess;
 * {@code FEN}/{@code SetUp} a start position), then movetext with move numbers, comments, NAGs and
 * suffix glyphs, variations (kept or skipped), and a result. Moves may be written in any notation
 * of the game; each is checked legal.
 *
 * <p>Errors are {@link FormatException}s whose message names the game number, the move number and
 * side, the offending token and its line and column. After an error, {@link #next()} continues with
 * the following game. Input errors never surface as other exceptions; a failing {@link Reader}
 * surfaces as {@link java.io.UncheckedIOException}.
 */
public final class PgnReader {
    /** Variations nest at most this deep, which bounds the reader's recursion on hostile input. */
    public static final int MAX_VARIATION_DEPTH = 100;

    private static final Pattern GLYPH_ONLY = Pattern.compile("[!?]+");
    private static final String[] GLYPH_NAGS = {"", "!", "?", "!!", "??", "!?", "?!"};

    private final PgnLexer lexer;
    private final boolean keepVariations;
    /** Longest main line read; a longer game is an error, found before its remaining moves are read. */
    private int maxPlies = Integer.MAX_VALUE;
    private int gameNumber;
    private boolean inMovetext;
    /** The notation that read the game's previous move; tried first for the next one. */
    private MoveNotation notation;
    /** When set, keys every main-line position as it is reached (see {@link #positionKeys}). */
    private ToLongFunction<Position> keyer;
    private long[] keys = new long[0];
    private int keyCount;

    /** Reads from {@code in}, keeping variations. */
    public PgnReader(Reader in) {
        this(in, true);
    }

    /** @param keepVariations false to skip variations unread (their moves are not checked) */
    public PgnReader(Reader in, boolean keepVariations) {
        this(in, keepVariations, 0, 1);
    }

    private PgnReader(Reader in, boolean keepVariations, int gamesBefore, int firstLine) {
        this.lexer = new PgnLexer(in, firstLine);
        this.keepVariations = keepVariations;
        this.gameNumber = gamesBefore;
    }

    /**
     * Reads one part of a larger PGN input that was split into games (to read them in parallel):
     * game numbers start after {@code gamesBefore} and lines at {@code firstLine}, so that errors
     * name the game and the line of the whole input.
     */
    public static PgnReader part(Reader in, boolean keepVariations, int gamesBefore, int firstLine) {
        if (gamesBefore < 0 || firstLine < 1) {
            throw new IllegalArgumentException("gamesBefore must be >= 0 and firstLine >= 1");
        }
        return new PgnReader(in, keepVariations, gamesBefore, firstLine);
    }

    /**
     * Refuses games whose main line is longer than {@code plies} (an error naming the limit, as for
     * any bad game), so that one hostile game cannot make the reader hold millions of moves.
     */
    public PgnReader maxPlies(int plies) {
        if (plies < 1) {
            throw new IllegalArgumentException("maxPlies must be >= 1");
        }
        this.maxPlies = plies;
        return this;
    }

    /**
     * Keeps {@code key} of every main-line position of each game, the start first, as the reader reaches it
     * ({@link #positionKeys()}): a game database indexes them without replaying the game once more.
     */
    public PgnReader positionKeys(ToLongFunction<Position> key) {
        this.keyer = key;
        return this;
    }

    /** The keys of the main-line positions of the game {@link #next()} returned last: its plies + 1. */
    public long[] positionKeys() {
        if (keyer == null) {
            throw new IllegalStateException("no position key was asked for (positionKeys(key))");
        }
        return Arrays.copyOf(keys, keyCount);
    }

    private void keep(Position position) {
        if (keyCount == keys.length) {
            keys = Arrays.copyOf(keys, Math.max(64, keys.length * 2));
        }
        keys[keyCount++] = keyer.applyAsLong(position);
    }

    /** Every game in {@code text}, keeping variations; the first bad game stops the reading. */
    public static List<Game> readAll(String text) throws FormatException {
        return readAll(text, true);
    }

    public static List<Game> readAll(String text, boolean keepVariations) throws FormatException {
        PgnReader reader = new PgnReader(new StringReader(text), keepVariations);
        List<Game> games = new ArrayList<>();
        for (Game game = reader.next(); game != null; game = reader.next()) {
            games.add(game);
        }
        return games;
    }

    /** The single game in {@code text}. */
    public static Game readOne(String text) throws FormatException {
        List<Game> games = readAll(text);
        if (games.size() != 1) {
            throw new FormatException("expected one game in the PGN text, found " + games.size());
        }
        return games.get(0);
    }

    /** Number of the game read last (1 for the first), counting games that had errors. */
    public int gameNumber() {
        return gameNumber;
    }

    /** The next game, or null at the end of the input. */
    public Game next() throws FormatException {
        if (lexer.peek().kind() == PgnToken.Kind.END) {
            return null;
        }
        gameNumber++;
        inMovetext = false;
        try {
            return readGame();
        } catch (FormatException e) {
            skipRestOfGame();
            throw e;
        }
    }

    // ----- tags -----

    private Game readGame() throws FormatException {
        Map<String, String> tags = new LinkedHashMap<>();
        while (lexer.peek().kind() == PgnToken.Kind.TAG_OPEN) {
            readTag(tags);
        }
        Game game = newGame(tags);
        notation = null;
        for (Map.Entry<String, String> tag : tags.entrySet()) {
            game.setTag(tag.getKey(), tag.getValue());
        }
        inMovetext = true;
        Position position = game.startPosition();
        keyCount = 0;
        if (keyer != null) {
            keep(position);
        }
        Context context = new Context(game, position);
        String result = readLine(context, position, new GameSink(game), 0);
        checkResult(game, result);
        return game;
    }

    private void readTag(Map<String, String> tags) throws FormatException {
        PgnToken open = lexer.next();
        PgnToken name = lexer.next();
        if (name.kind() != PgnToken.Kind.SYMBOL || !Game.isTagName(name.text())) {
            throw error(name, "expected a tag name (letters, digits, '_') after '[', found " + describe(name));
        }
        PgnToken value = lexer.next();
        if (value.kind() != PgnToken.Kind.STRING) {
            throw error(value, "tag " + name.text() + " needs a quoted value, found " + describe(value));
        }
        if (!value.closed()) {
            throw error(value, "the value of tag " + name.text() + " has no closing '\"' on its line");
        }
        PgnToken close = lexer.next();
        if (close.kind() != PgnToken.Kind.TAG_CLOSE) {
            throw error(close, "tag " + name.text() + " opened at " + open.where() + " needs ']', found "
                    + describe(close));
        }
        if (tags.containsKey(name.text())) {
            throw error(name, "tag " + name.text() + " appears twice");
        }
        tags.put(name.text(), value.text());
    }

    private Game newGame(Map<String, String> tags) throws FormatException {
        Variant variant;
        String variantTag = tags.get("Variant");
        try {
            variant = Variants.fromTag(variantTag == null ? "chess" : variantTag);
        } catch (FormatException e) {
            throw new FormatException(prefix() + ": Variant tag: " + e.getMessage(), variantTag, -1);
        }
        String fen = tags.get("FEN");
        String setUp = tags.get("SetUp");
        if (setUp != null && !setUp.equals("0") && !setUp.equals("1")) {
            throw new FormatException(prefix() + ": SetUp tag must be \"0\" or \"1\", found \"" + setUp + "\"",
                    setUp, -1);
        }
        if (fen == null) {
            if ("1".equals(setUp)) {
                throw new FormatException(prefix() + ": SetUp \"1\" announces a FEN tag, but there is none", setUp, -1);
            }
            return new Game(variant);
        }
        if ("0".equals(setUp)) {
            throw new FormatException(prefix() + ": SetUp \"0\" contradicts the FEN tag", setUp, -1);
        }
        try {
            return new Game(variant, fen);
        } catch (FormatException e) {
            throw new FormatException(prefix() + ": FEN tag: " + e.getMessage(), fen, -1);
        }
    }

    // ----- movetext -----

    /** Where moves go: the game's main line or a variation. */
    private interface Sink {
        MoveAnnotation add(int move);

        void addTrailingComment(String comment);
    }

    private record GameSink(Game game) implements Sink {
        @Override
        public MoveAnnotation add(int move) {
            return game.play(move);
        }

        @Override
        public void addTrailingComment(String comment) {
            game.addFinalComment(comment);
        }
    }

    private record LineSink(Line line) implements Sink {
        @Override
        public MoveAnnotation add(int move) {
            return line.add(move);
        }

        @Override
        public void addTrailingComment(String comment) {
            line.addTrailingComment(comment);
        }
    }

    /** What an error message needs to name the move: the start's move number and side. */
    private record Context(int startNumber, int startSide) {
        Context(Game game, Position start) {
            this(startNumber(game.startFen()), start.sideToMove());
        }

        private static int startNumber(String fen) {
            String trimmed = fen.trim();
            int last = trimmed.length();
            int from = last;
            while (from > 0 && !Character.isWhitespace(trimmed.charAt(from - 1))) {
                from--;
            }
            try {
                return Math.max(1, Integer.parseInt(trimmed.substring(from, last)));
            } catch (NumberFormatException e) {
                return 1;
            }
        }

        int moveNumber(Position position) {
            return startNumber + (startSide + position.movesMade()) / 2;
        }
    }

    /**
     * Reads one line of moves, played on {@code position}, up to its end: ')' for a variation; a
     * result, the next game's tags or the end of input for the main line. Returns the result text
     * (null when none). A variation's moves are taken back before returning.
     */
    private String readLine(Context context, Position position, Sink sink, int depth) throws FormatException {
        int made = 0;
        int lastMove = 0;
        MoveAnnotation last = null;
        boolean afterVariation = false;
        List<String> pending = new ArrayList<>();
        String result = null;
        loop:
        while (true) {
            PgnToken token = lexer.peek();
            switch (token.kind()) {
                case END -> {
                    if (depth > 0) {
                        throw error(token, context, position, depth, "the input ends inside a variation");
                    }
                    break loop;
                }
                case TAG_OPEN -> {
                    if (depth > 0) {
                        throw error(token, context, position, depth, "a variation is not closed before the next tags");
                    }
                    break loop;
                }
                default -> lexer.next();
            }
            switch (token.kind()) {
                case VARIATION_CLOSE -> {
                    if (depth == 0) {
                        throw error(token, context, position, depth, "')' closes no variation");
                    }
                    break loop;
                }
                case VARIATION_OPEN -> {
                    if (last == null) {
                        throw error(token, context, position, depth, "a variation must follow the move it replaces");
                    }
                    if (keepVariations) {
                        if (depth + 1 > MAX_VARIATION_DEPTH) {
                            throw error(token, context, position, depth, "variations nest deeper than "
                                    + MAX_VARIATION_DEPTH);
                        }
                        position.unmake();
                        Line variation = new Line();
                        readLine(context, position, new LineSink(variation), depth + 1);
                        position.make(lastMove);
                        if (variation.size() == 0) {
                            throw error(token, context, position, depth, "a variation has no moves");
                        }
                        last.addVariation(variation);
                    } else {
                        skipVariation(token, context, position, depth);
                    }
                    afterVariation = true;
                }
                case COMMENT -> {
                    if (!token.closed()) {
                        throw error(token, context, position, depth, "comment '{' is never closed");
                    }
                    if (last != null && !afterVariation) {
                        last.addCommentAfter(token.text());
                    } else {
                        pending.add(token.text());
                    }
                }
                case NAG -> {
                    int nag = nagValue(token, context, position, depth);
                    if (last == null) {
                        throw error(token, context, position, depth, "NAG '$" + token.text() + "' before any move");
                    }
                    last.addNag(nag);
                }
                case TAG_CLOSE, STRING -> throw error(token, context, position, depth,
                        "unexpected " + describe(token) + " in the moves");
                case SYMBOL -> {
                    String text = token.text();
                    if (Result.fromPgn(text) != null) {
                        if (depth > 0) {
                            throw error(token, context, position, depth, "result '" + text + "' inside a variation");
                        }
                        result = text;
                        break loop;
                    }
                    char first = text.charAt(0);
                    // Most tokens are moves: only what starts like a number or a glyph is looked at further.
                    if (first == '.' || (first >= '0' && first <= '9')) {
                        String move = MoveNumbers.strip(text);
                        if (move == null) {
                            continue;
                        }
                        text = move;
                    }
                    if ((text.charAt(0) == '!' || text.charAt(0) == '?') && GLYPH_ONLY.matcher(text).matches()) {
                        if (last == null) {
                            throw error(token, context, position, depth, "annotation '" + text + "' before any move");
                        }
                        last.addNag(glyphNag(text, token, context, position, depth));
                        continue;
                    }
                    if (last != null && (text.equals("e.p.") || text.equals("ep"))) {
                        continue;
                    }
                    int glyph = 0;
                    int signs = trailing(text, text.length(), "+#");
                    int glyphStart = trailing(text, signs, "!?");
                    if (glyphStart < signs && glyphStart > 0) {
                        glyph = glyphNag(text.substring(glyphStart, signs), token, context, position, depth);
                        text = text.substring(0, glyphStart) + text.substring(signs);
                    }
                    if (depth == 0 && made >= maxPlies) {
                        throw error(token, context, position, depth, "the game is longer than " + maxPlies
                                + " plies, the most this reader accepts");
                    }
                    int move;
                    try {
                        MoveReader.ReadMove read = MoveReader.read(position, text, notation, MoveReader.Accept.PLAYED);
                        move = read.move();
                        notation = read.notation();
                    } catch (FormatException e) {
                        throw error(token, context, position, depth, e.getMessage());
                    }
                    last = sink.add(move);
                    for (String comment : pending) {
                        last.addCommentBefore(comment);
                    }
                    pending.clear();
                    if (glyph != 0) {
                        last.addNag(glyph);
                    }
                    position.make(move);
                    if (depth == 0 && keyer != null) {
                        keep(position);
                    }
                    made++;
                    lastMove = move;
                    afterVariation = false;
                }
                default -> throw new IllegalStateException("unhandled token " + token);
            }
        }
        for (String comment : pending) {
            sink.addTrailingComment(comment);
        }
        if (depth > 0) {
            for (int i = 0; i < made; i++) {
                position.unmake();
            }
        }
        return result;
    }

    /** Where the run of {@code chars} that ends at {@code end} starts (a loop: regexes are quadratic here). */
    private static int trailing(String text, int end, String chars) {
        while (end > 0 && chars.indexOf(text.charAt(end - 1)) >= 0) {
            end--;
        }
        return end;
    }

    /** Skips a variation (its opening '(' already read) with everything nested in it. */
    private void skipVariation(PgnToken open, Context context, Position position, int depth) throws FormatException {
        int nesting = 1;
        while (nesting > 0) {
            PgnToken token = lexer.peek();
            if (token.kind() == PgnToken.Kind.END || token.kind() == PgnToken.Kind.TAG_OPEN) {
                throw error(open, context, position, depth, "the variation opened here is never closed");
            }
            lexer.next();
            if (token.kind() == PgnToken.Kind.VARIATION_OPEN) {
                nesting++;
            } else if (token.kind() == PgnToken.Kind.VARIATION_CLOSE) {
                nesting--;
            } else if (token.kind() == PgnToken.Kind.COMMENT && !token.closed()) {
                throw error(token, context, position, depth, "comment '{' is never closed");
            }
        }
    }

    private int nagValue(PgnToken token, Context context, Position position, int depth) throws FormatException {
        String digits = token.text();
        if (digits.isEmpty() || digits.length() > 3 || Integer.parseInt(digits) > 255) {
            throw error(token, context, position, depth, "NAG '$" + digits + "' is not $0 to $255");
        }
        return Integer.parseInt(digits);
    }

    private int glyphNag(String glyph, PgnToken token, Context context, Position position, int depth)
            throws FormatException {
        for (int nag = 1; nag < GLYPH_NAGS.length; nag++) {
            if (GLYPH_NAGS[nag].equals(glyph)) {
                return nag;
            }
        }
        throw error(token, context, position, depth, "unknown annotation '" + glyph + "' (known: ! ? !! ?? !? ?!)");
    }

    // ----- result -----

    private void checkResult(Game game, String marker) throws FormatException {
        String tag = game.tag(Game.RESULT);
        if (tag != null && Result.fromPgn(tag) == null) {
            throw new FormatException(prefix() + ": Result tag \"" + tag + "\" is not 1-0, 0-1, 1/2-1/2 or *", tag, -1);
        }
        if (marker != null && tag != null && !marker.equals(tag)) {
            throw new FormatException(prefix() + ": the result " + marker
                    + " after the moves differs from the Result tag \"" + tag + "\"", marker, -1);
        }
        if (tag == null && marker != null) {
            game.setTag(Game.RESULT, marker);
        }
        String recorded = game.tag(Game.RESULT);
        Outcome board = game.boardOutcome();
        boolean decided = recorded != null && !recorded.equals("*");
        if (decided && game.endedOnBoard() && !recorded.equals(board.result().pgn())) {
            throw new FormatException(prefix() + ": the result " + recorded
                    + " contradicts the final position, which is " + board, recorded, -1);
        }
    }

    // ----- errors and recovery -----

    /** After an error, skips to the end of the bad game so that the next call reads the next one. */
    private void skipRestOfGame() {
        PgnToken failed = lexer.last();
        if (inMovetext && failed != null && failed.kind() == PgnToken.Kind.SYMBOL
                && Result.fromPgn(failed.text()) != null) {
            return;
        }
        boolean inTag = false;
        boolean movetext = inMovetext;
        while (true) {
            PgnToken token = lexer.peek();
            switch (token.kind()) {
                case END:
                    return;
                case TAG_OPEN:
                    if (movetext) {
                        return;
                    }
                    inTag = true;
                    break;
                case TAG_CLOSE:
                    inTag = false;
                    break;
                case STRING:
                    break;
                case SYMBOL:
                    if (!inTag) {
                        movetext = true;
                        if (Result.fromPgn(token.text()) != null) {
                            lexer.next();
                            return;
                        }
                    }
                    break;
                default:
                    movetext = true;
                    break;
            }
            lexer.next();
        }
    }

    private String prefix() {
        return "game " + gameNumber;
    }

    private FormatException error(PgnToken token, String message) {
        return new FormatException(prefix() + ": " + message + " (" + token.where() + ")", token.text(),
                (int) Math.min(Integer.MAX_VALUE, token.offset()));
    }

    private FormatException error(PgnToken token, Context context, Position position, int depth, String message) {
        String side = position.sideToMove() == 0 ? "White" : "Black";
        String where = prefix() + ", move " + context.moveNumber(position) + " (" + side + ")"
                + (depth > 0 ? ", in a variation" : "");
        return new FormatException(where + ": " + message + " (" + token.where() + ")", token.text(),
                (int) Math.min(Integer.MAX_VALUE, token.offset()));
    }

    private static String describe(PgnToken token) {
        return switch (token.kind()) {
            case END -> "the end of the input";
            case STRING -> "\"" + token.text() + "\"";
            case COMMENT -> "a comment";
            case NAG -> "'$" + token.text() + "'";
            default -> "'" + token.text() + "'";
        };
    }
}
